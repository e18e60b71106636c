// Overlays: documented corrections for the traps of the platform's published schema (see SchemaOverlay in
// src/contracts/types.ts). Each one widens exactly one place — a property of a definition, every property of one
// definition when it says `*`, or with definition `(response)` an operation's success body — and carries its
// reason. They are applied to converted schemas (JSON Schema), never to the document, so a diff of two documents
// is not affected by them.

import { readFileSync } from 'node:fs';
import type { SchemaOverlay } from '../contracts/types.ts';
import { MAGENTO_DATETIME_FORMAT } from './formats.ts';
import { definitionNameInRef } from './convert.ts';
import { isJsonObject, jsonTypeOf, parseYamlCore, type JsonObject, type JsonValue } from './load.ts';

export type OverlayKind = SchemaOverlay['kind'];
type OverlayType = NonNullable<SchemaOverlay['types']>[number];

const OVERLAY_KINDS: readonly OverlayKind[] = [
  'nullable',
  'types',
  'mysql-datetime',
  'numeric-string',
  'open-object',
  'optional',
];
const OVERLAY_TYPES: readonly OverlayType[] = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

/**
 * `definition: "(response)"` targets an operation's success body itself (with `property: "*"`), for traps that
 * sit at the response root rather than in a definition. Only `nullable` and `types` apply there.
 */
export const RESPONSE_TARGET = '(response)';

export class OverlayError extends Error {
  constructor(
    readonly source: string,
    readonly problem: string,
  ) {
    super(`${source}: ${problem}`);
    this.name = 'OverlayError';
  }
}

/** Reads contracts/overlays.yaml (or any file of that shape): `overlays: [{definition, property, kind, ...}]`. */
export function loadOverlaysFile(filePath: string): SchemaOverlay[] {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new OverlayError(filePath, `cannot read the file (${error instanceof Error ? error.message : String(error)})`);
  }
  let parsed: unknown;
  try {
    parsed = parseYamlCore(text);
  } catch (error) {
    throw new OverlayError(filePath, `not valid YAML (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isJsonObject(parsed) || !Array.isArray(parsed['overlays'])) {
    throw new OverlayError(filePath, 'expected a mapping with an "overlays" list');
  }
  return parsed['overlays'].map((entry, index) => parseOverlay(entry, `${filePath} overlays[${index}]`));
}

/** Checks one overlay as written by hand (YAML or a contract's response.overlays); `where` names it in errors. */
export function parseOverlay(entry: unknown, where: string): SchemaOverlay {
  if (!isJsonObject(entry)) throw new OverlayError(where, `expected a mapping, found ${jsonTypeOf(entry)}`);
  const known = new Set(['definition', 'property', 'kind', 'types', 'reason']);
  const unknown = Object.keys(entry).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new OverlayError(where, `unknown key(s) ${unknown.join(', ')}`);
  const definition = requireText(entry, 'definition', where);
  const property = requireText(entry, 'property', where);
  const kind = requireText(entry, 'kind', where);
  const reason = requireText(entry, 'reason', where);
  if (!OVERLAY_KINDS.includes(kind as OverlayKind)) {
    throw new OverlayError(where, `kind "${kind}" is not one of ${OVERLAY_KINDS.join(', ')}`);
  }
  const overlay: SchemaOverlay = { definition, property, kind: kind as OverlayKind, reason };
  const types = entry['types'];
  if (kind === 'types') {
    if (!Array.isArray(types) || types.length === 0) {
      throw new OverlayError(where, 'kind "types" needs a non-empty "types" list');
    }
    const bad = types.filter((type) => typeof type !== 'string' || !OVERLAY_TYPES.includes(type as OverlayType));
    if (bad.length > 0) {
      throw new OverlayError(where, `"types" has ${JSON.stringify(bad)}; allowed: ${OVERLAY_TYPES.join(', ')}`);
    }
    overlay.types = types as OverlayType[];
  } else if (types !== undefined) {
    throw new OverlayError(where, `"types" is only meaningful with kind "types", not "${kind}"`);
  }
  if (reason.trim().length < 10) throw new OverlayError(where, 'the reason must say why (at least 10 characters)');
  if (definition === RESPONSE_TARGET && (property !== '*' || (kind !== 'nullable' && kind !== 'types'))) {
    throw new OverlayError(where, `a "${RESPONSE_TARGET}" overlay needs property "*" and kind nullable or types`);
  }
  return overlay;
}

function requireText(entry: JsonObject, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new OverlayError(where, `"${key}" must be a non-empty string`);
  }
  return value;
}

export interface OverlayApplication {
  /** Converted definitions with the overlays applied (copies: the input is not modified). */
  definitions: Record<string, JsonObject>;
  /** For each overlay, in order, how many places it changed. 0 = it matched nothing in this document. */
  applied: number[];
}

/**
 * Applies overlays in order. An overlay naming a definition or property the document does not have changes
 * nothing (modules differ between installations) and is reported through `applied`. One that names a property
 * it cannot apply to (mysql-datetime on an object) is an authoring mistake: OverlayError.
 */
export function applyOverlays(
  definitions: Readonly<Record<string, JsonObject>>,
  overlays: readonly SchemaOverlay[],
): OverlayApplication {
  const result: Record<string, JsonObject> = { ...definitions };
  const applied = overlays.map((overlay) => {
    let changes = 0;
    if (overlay.definition === RESPONSE_TARGET) return 0; // see applyResponseOverlays
    const names = overlay.definition === '*' ? Object.keys(result) : [overlay.definition];
    for (const name of names) {
      const definition = result[name];
      if (definition === undefined) continue;
      const { schema, changed } = applyToDefinition(definition, overlay, result);
      if (changed > 0) result[name] = schema;
      changes += changed;
    }
    return changes;
  });
  return { definitions: result, applied };
}

/**
 * Applies the `(response)` overlays to an operation's converted response schema. `nullable` there means null as the
 * platform renders a null service result: JSON null or an empty array (ServiceOutputProcessor::convertValue turns
 * a null return into []); nested nulls are plain JSON null and use definition overlays instead.
 */
export function applyResponseOverlays(
  root: JsonObject,
  overlays: readonly SchemaOverlay[],
  definitions: Readonly<Record<string, JsonObject>>,
): JsonObject {
  let schema = root;
  for (const overlay of overlays) {
    if (overlay.definition !== RESPONSE_TARGET) continue;
    if (overlay.kind === 'nullable') {
      schema = { anyOf: [schema, { type: 'null' }, { type: 'array', maxItems: 0 }] };
    } else if (overlay.kind === 'types') {
      const widened = restrictToTypes(schema, overlay.types ?? [], definitions);
      if (widened === null) {
        throw new OverlayError(`overlay ${RESPONSE_TARGET}`, `kind "types" would narrow ${JSON.stringify(root)}`);
      }
      schema = widened;
    }
  }
  return schema;
}

function applyToDefinition(
  definition: JsonObject,
  overlay: SchemaOverlay,
  definitions: Readonly<Record<string, JsonObject>>,
): { schema: JsonObject; changed: number } {
  if (overlay.kind === 'optional') return makeOptional(definition, overlay.property);
  if (overlay.kind === 'open-object' && overlay.property === '*') {
    return 'additionalProperties' in definition
      ? { schema: withoutKey(definition, 'additionalProperties'), changed: 1 }
      : { schema: definition, changed: 0 };
  }
  const properties = definition['properties'];
  if (!isJsonObject(properties)) return { schema: definition, changed: 0 };
  const names = overlay.property === '*' ? Object.keys(properties) : [overlay.property];
  const updated: JsonObject = { ...properties };
  let changed = 0;
  for (const name of names) {
    const property = properties[name];
    if (!isJsonObject(property)) continue;
    const widened = widenProperty(property, overlay, definitions);
    if (widened === null) {
      if (overlay.property === '*') continue; // a wildcard applies where it can
      throw new OverlayError(
        `overlay ${overlay.definition}.${overlay.property}`,
        `kind "${overlay.kind}" cannot apply to a property of schema ${JSON.stringify(property)}`,
      );
    }
    if (widened === property) continue; // already admits what the overlay adds
    updated[name] = widened;
    changed += 1;
  }
  return { schema: changed > 0 ? { ...definition, properties: updated } : definition, changed };
}

function makeOptional(definition: JsonObject, property: string): { schema: JsonObject; changed: number } {
  const required = definition['required'];
  if (!Array.isArray(required)) return { schema: definition, changed: 0 };
  const kept = property === '*' ? [] : required.filter((name) => name !== property);
  if (kept.length === required.length) return { schema: definition, changed: 0 };
  const schema = kept.length === 0 ? withoutKey(definition, 'required') : { ...definition, required: kept };
  return { schema, changed: required.length - kept.length };
}

/** The property's schema after the overlay, or null when the overlay does not fit that schema. */
function widenProperty(
  property: JsonObject,
  overlay: SchemaOverlay,
  definitions: Readonly<Record<string, JsonObject>>,
): JsonObject | null {
  switch (overlay.kind) {
    case 'nullable':
      return addTypes(property, ['null'], definitions);
    case 'types':
      return restrictToTypes(property, overlay.types ?? [], definitions);
    case 'mysql-datetime':
      return declaredTypes(property, definitions).every((type) => type === 'string' || type === 'null')
        ? { ...withoutKey(property, 'format'), format: MAGENTO_DATETIME_FORMAT }
        : null;
    case 'numeric-string':
      return acceptNumericStrings(property, definitions);
    case 'open-object':
      return 'additionalProperties' in property ? withoutKey(property, 'additionalProperties') : null;
    case 'optional':
      return null; // handled on the definition
  }
}

/** The JSON types a converted schema admits; a $ref admits its definition's types; [] means any. */
function declaredTypes(schema: JsonObject, definitions: Readonly<Record<string, JsonObject>>): string[] {
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const name = definitionNameInRef(ref);
    const target = name === null ? undefined : definitions[name];
    if (target === undefined) return [];
    const types = declaredTypes(target, definitions);
    return types.length === 0 && isJsonObject(target['properties']) ? ['object'] : types;
  }
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf)) {
    const all = anyOf.flatMap((member) => (isJsonObject(member) ? declaredTypes(member, definitions) : []));
    return [...new Set(all)];
  }
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

function covers(types: readonly string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** Admit `extra` types next to the schema's own; values of its own types are still checked as before. */
function addTypes(
  schema: JsonObject,
  extra: readonly string[],
  definitions: Readonly<Record<string, JsonObject>>,
): JsonObject {
  const own = declaredTypes(schema, definitions);
  if (own.length === 0) return schema; // admits anything already
  const missing = extra.filter((type) => !covers(own, type));
  if (missing.length === 0) return schema;
  // Plain typed schemas without value-level keywords can take a type list; anything else needs anyOf so the
  // original keywords keep applying to the original types only.
  const valueLevel = ['$ref', 'enum', 'const', 'anyOf', 'allOf', 'oneOf', 'not', 'format'].some((k) => k in schema);
  if (!valueLevel) return { ...schema, type: [...own, ...missing] };
  if (Array.isArray(schema['enum']) && missing.every((type) => type === 'null')) {
    return { ...schema, type: [...own, 'null'], enum: [...(schema['enum'] as JsonValue[]), null] };
  }
  const anyOf = Array.isArray(schema['anyOf']) && Object.keys(schema).length === 1 ? schema['anyOf'] : [schema];
  return { anyOf: [...anyOf, { type: missing.length === 1 ? (missing[0] as string) : missing }] };
}

/** The value may be any of `types`; values of the schema's own types that stay allowed keep their checks. */
function restrictToTypes(
  schema: JsonObject,
  types: readonly string[],
  definitions: Readonly<Record<string, JsonObject>>,
): JsonObject | null {
  const own = declaredTypes(schema, definitions);
  if (own.length === 0) return schema; // admits any type already
  // Dropping any declared type is narrowing, not widening: refuse (the caller names the overlay). A null the schema
  // admits (an unset value, src/schema/unset-null.ts) stays whatever the overlay lists, so it is no declared type here.
  if (own.some((type) => type !== 'null' && !covers(types, type))) return null;
  return addTypes(schema, types, definitions);
}

const NUMERIC_TEXT = '^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$';
const INTEGER_TEXT = '^-?[0-9]+$';

/**
 * A number the platform sends as a JSON number or as numeric text ("12.50", "3"). A numeric property also admits
 * text matching the number's shape; a string property also admits numbers (its text is left unconstrained).
 */
function acceptNumericStrings(
  schema: JsonObject,
  definitions: Readonly<Record<string, JsonObject>>,
): JsonObject | null {
  const own = declaredTypes(schema, definitions).filter((type) => type !== 'null');
  if (own.length === 0) return null;
  if (own.every((type) => type === 'integer' || type === 'number')) {
    const pattern = own.includes('number') ? NUMERIC_TEXT : INTEGER_TEXT;
    return { anyOf: [schema, { type: 'string', pattern }] };
  }
  if (own.every((type) => type === 'string')) return addTypes(schema, ['number'], definitions);
  return null;
}

function withoutKey(schema: JsonObject, key: string): JsonObject {
  const copy: JsonObject = { ...schema };
  delete copy[key];
  return copy;
}
