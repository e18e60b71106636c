// Schema objects of Swagger 2.0 / OpenAPI 3.x → JSON Schema (draft-07) for ajv.
//
// Decisions (why the output is what it is):
// - Only validation keywords survive. description, example, xml, readOnly, discriminator, x-* say nothing a
//   response can violate, and dropping them keeps compiled validators and the disk cache small.
// - `#/definitions/X` (Swagger 2.0) and `#/components/schemas/X` (OpenAPI 3) both become `<refBase>#/definitions/X`,
//   so one bundle of definitions serves every operation of a document.
// - Undeclared properties: the platform's generator never writes additionalProperties, but its answers only ever
//   carry declared properties (the real 2.4.7 corpus has none undeclared, extension_attributes included, because
//   the published document is generated from the same installed modules). So by default an object schema with
//   `properties` forbids others (`undeclaredProperties: 'forbid'`): an undeclared field is a real finding. The
//   `open-object` overlay reopens a named object; 'allow' turns the rule off for documents that are not the
//   target's own.
// - Objects composed with allOf/anyOf/oneOf are left open: additionalProperties:false cannot see sibling members.
// - Swagger 2.0 `type: file` and unknown formats constrain nothing checkable in a JSON body; they are dropped.
// - OpenAPI 3.0 `nullable: true` (and Swagger 2.0's vendor extension `x-nullable: true`) add null; boolean
//   exclusiveMinimum/Maximum become draft-07 numbers.
// - With unsetScalars 'null' (the target's own documents), a scalar property also accepts null: the platform writes
//   unset values as null (src/schema/unset-null.ts).

import type { SchemaDialect, JsonObject, JsonValue, LoadedSchemaDocument } from './load.ts';
import { isJsonObject, SchemaDocumentError } from './load.ts';
import { isKnownFormat } from './formats.ts';
import { unsetMayBeNull } from './unset-null.ts';

export type UndeclaredProperties = 'forbid' | 'allow';

export interface ConversionOptions {
  dialect: SchemaDialect;
  /** Prefix of every definition reference: '' for refs inside one schema, or the $id of the definitions bundle. */
  refBase: string;
  undeclaredProperties: UndeclaredProperties;
  /** 'null': a scalar property also accepts null, as the platform writes unset values (the target's own documents);
   * 'as-declared' (default): types as the document writes them. */
  unsetScalars?: 'null' | 'as-declared';
  /** Names errors (document source). */
  source: string;
}

const COPIED_KEYWORDS = [
  'enum',
  'const',
  'multipleOf',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
] as const;
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

export function definitionRef(name: string, refBase = ''): string {
  return `${refBase}#/definitions/${encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
}

/** The definition a document-local reference names; external references are not supported (clear error). */
export function definitionNameFromRef(ref: string, dialect: SchemaDialect, source: string): string {
  const prefix = dialect === 'swagger-2.0' ? '#/definitions/' : '#/components/schemas/';
  if (!ref.startsWith(prefix)) {
    throw new SchemaDocumentError(source, `unsupported $ref "${ref}" (only "${prefix}<name>" references are resolved)`);
  }
  return decodeURIComponent(ref.slice(prefix.length)).replace(/~1/g, '/').replace(/~0/g, '~');
}

export function convertSchema(schema: JsonObject, options: ConversionOptions): JsonObject {
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    // Siblings of $ref are ignored by Swagger 2.0 and OpenAPI 3.0 alike.
    return { $ref: definitionRef(definitionNameFromRef(ref, options.dialect, options.source), options.refBase) };
  }
  const out: JsonObject = {};
  const types = convertTypes(schema, options.dialect);
  if (types.length === 1) out['type'] = types[0] as string;
  else if (types.length > 1) out['type'] = types;

  const format = schema['format'];
  if (typeof format === 'string' && isKnownFormat(format)) out['format'] = format;
  for (const keyword of COPIED_KEYWORDS) {
    const value = schema[keyword];
    if (value !== undefined) out[keyword] = value;
  }
  if (Array.isArray(out['enum']) && types.includes('null') && !out['enum'].includes(null)) {
    out['enum'] = [...out['enum'], null];
  }
  copyBounds(schema, out, options.dialect);

  const properties = schema['properties'];
  if (isJsonObject(properties)) {
    const converted: JsonObject = {};
    for (const [name, propertySchema] of Object.entries(properties)) {
      const property = isJsonObject(propertySchema) ? convertSchema(propertySchema, options) : {};
      converted[name] = options.unsetScalars === 'null' ? unsetMayBeNull(property) : property;
    }
    out['properties'] = converted;
  }
  const required = schema['required'];
  if (Array.isArray(required) && required.length > 0) out['required'] = required.filter((n) => typeof n === 'string');

  const items = schema['items'];
  if (isJsonObject(items)) out['items'] = convertSchema(items, options);
  else if (Array.isArray(items)) out['items'] = items.map((item) => (isJsonObject(item) ? convertSchema(item, options) : {}));

  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const members = schema[keyword];
    if (Array.isArray(members)) {
      out[keyword] = members.map((member) => (isJsonObject(member) ? convertSchema(member, options) : {}));
    }
  }
  if (isJsonObject(schema['not'])) out['not'] = convertSchema(schema['not'], options);

  const additional = schema['additionalProperties'];
  if (typeof additional === 'boolean') out['additionalProperties'] = additional;
  else if (isJsonObject(additional)) out['additionalProperties'] = convertSchema(additional, options);
  else if (options.undeclaredProperties === 'forbid' && isClosableObject(out)) out['additionalProperties'] = false;
  // `nullable` without a type (OpenAPI 3.0's `allOf: [$ref], nullable: true` idiom) cannot go into `type`.
  if (types.length === 0 && declaresNullable(schema, options.dialect)) return { anyOf: [out, { type: 'null' }] };
  return out;
}

/** OpenAPI 3.0 `nullable: true`, or Swagger 2.0's common vendor extension `x-nullable: true`. */
function declaresNullable(schema: JsonObject, dialect: SchemaDialect): boolean {
  if (dialect === 'openapi-3.0') return schema['nullable'] === true;
  if (dialect === 'swagger-2.0') return schema['x-nullable'] === true;
  return false;
}

function convertTypes(schema: JsonObject, dialect: SchemaDialect): string[] {
  const declared = schema['type'];
  const list = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : [];
  const types = list.filter((type): type is string => typeof type === 'string' && JSON_TYPES.has(type));
  if (declaresNullable(schema, dialect) && types.length > 0 && !types.includes('null')) types.push('null');
  return types;
}

/** Swagger 2.0 / OpenAPI 3.0 write `exclusiveMinimum: true` next to `minimum`; draft-07 wants the number itself. */
function copyBounds(schema: JsonObject, out: JsonObject, dialect: SchemaDialect): void {
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    const limit = schema[bound];
    const flag = schema[exclusive];
    if (typeof flag === 'number' && dialect === 'openapi-3.1') out[exclusive] = flag;
    if (typeof limit !== 'number') continue;
    if (flag === true) out[exclusive] = limit;
    else out[bound] = limit;
  }
}

function isClosableObject(schema: JsonObject): boolean {
  return (
    isJsonObject(schema['properties']) &&
    Object.keys(schema['properties']).length > 0 &&
    !SCHEMA_LIST_KEYWORDS.some((keyword) => keyword in schema)
  );
}

/** Every definition of the document, converted, by name. */
export function convertDefinitions(
  loaded: LoadedSchemaDocument,
  options: Omit<ConversionOptions, 'dialect' | 'source'>,
): Record<string, JsonObject> {
  const converted: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(loaded.definitions)) {
    converted[name] = convertSchema(schema, { ...options, dialect: loaded.dialect, source: loaded.source });
  }
  return converted;
}

/** Names of the definitions a converted schema reaches through $ref, transitively (refs made by definitionRef). */
export function reachableDefinitions(root: JsonValue, definitions: Record<string, JsonObject>): string[] {
  const seen = new Set<string>();
  const pending: JsonValue[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
    } else if (isJsonObject(node)) {
      const ref = node['$ref'];
      if (typeof ref === 'string') {
        const name = definitionNameInRef(ref);
        if (name !== null && !seen.has(name) && definitions[name] !== undefined) {
          seen.add(name);
          pending.push(definitions[name]);
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== '$ref') pending.push(value);
    }
  }
  return [...seen].sort();
}

/** The definition name in a converted reference (`<base>#/definitions/<name>`), or null for any other ref. */
export function definitionNameInRef(ref: string): string | null {
  const marker = '#/definitions/';
  const at = ref.indexOf(marker);
  if (at < 0) return null;
  return decodeURIComponent(ref.slice(at + marker.length)).replace(/~1/g, '/').replace(/~0/g, '~');
}
