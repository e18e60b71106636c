// The difference between two published schemas (two releases, two editions, a target and its documentation):
// which routes and definitions appear or disappear and how each shared definition's fields changed. Pure
// computation over loaded documents; rendering lives in schema-diff-render.ts.
//
// Routes are compared by method and path shape (parameter names ignored: /V1/carts/{quoteId} = /V1/carts/{cartId}),
// relative to each document's basePath. Findings carry stable rule ids; "breaking" is judged from the side of a
// client written against document `a` that now talks to `b`.

import { definitionNameFromRef } from '../schema/convert.ts';
import { isJsonObject, type JsonObject, type JsonValue, type LoadedSchemaDocument, type SchemaDialect } from '../schema/load.ts';
import { listOperations, type PublishedOperation } from '../schema/lookup.ts';
import type { HttpMethod } from '../contracts/types.ts';

export type DiffRuleId =
  | 'route.removed'
  | 'route.response-changed'
  | 'definition.removed'
  | 'field.removed'
  | 'field.type-changed'
  | 'field.became-required'
  | 'route.added'
  | 'definition.added'
  | 'field.added'
  | 'field.became-optional';

/** Every rule, in report order; the first five are breaking. */
export const DIFF_RULES: ReadonlyArray<{ id: DiffRuleId; breaking: boolean; title: string }> = [
  { id: 'route.removed', breaking: true, title: 'Route removed' },
  { id: 'route.response-changed', breaking: true, title: 'Success response schema changed' },
  { id: 'definition.removed', breaking: true, title: 'Definition removed' },
  { id: 'field.removed', breaking: true, title: 'Field removed' },
  { id: 'field.type-changed', breaking: true, title: 'Field type changed' },
  { id: 'field.became-required', breaking: true, title: 'Field became required' },
  { id: 'route.added', breaking: false, title: 'Route added' },
  { id: 'definition.added', breaking: false, title: 'Definition added' },
  { id: 'field.added', breaking: false, title: 'Field added' },
  { id: 'field.became-optional', breaking: false, title: 'Field became optional' },
];

export interface RouteRef {
  method: HttpMethod;
  /** As published by the document the route is in (for a route in both: as in `b`). */
  path: string;
}

export interface TypeChange {
  field: string;
  from: string;
  to: string;
}

export interface RequiredChange {
  field: string;
  from: 'required' | 'optional';
  to: 'required' | 'optional';
}

export interface DefinitionChange {
  definition: string;
  fieldsAdded: string[];
  fieldsRemoved: string[];
  typeChanged: TypeChange[];
  requiredChanged: RequiredChange[];
}

export interface DiffFinding {
  rule: DiffRuleId;
  breaking: boolean;
  /** `GET /V1/products/{sku}`, a definition name, or `definition.field`. */
  subject: string;
  message: string;
}

export interface DocumentSummary {
  source: string;
  dialect: SchemaDialect;
  title: string;
  version: string;
  operations: number;
  definitions: number;
}

export interface SchemaDiff {
  a: DocumentSummary;
  b: DocumentSummary;
  routesAdded: RouteRef[];
  routesRemoved: RouteRef[];
  /** Routes in both whose success response schema differs (type labels of a and b). */
  responsesChanged: Array<RouteRef & { from: string; to: string }>;
  definitions: { added: string[]; removed: string[]; changed: DefinitionChange[] };
  /** Every finding, breaking first, then in DIFF_RULES order, then by subject. */
  findings: DiffFinding[];
  /** The breaking findings alone (a prefix of `findings`). */
  breaking: DiffFinding[];
}

export function diffSchemas(a: LoadedSchemaDocument, b: LoadedSchemaDocument): SchemaDiff {
  const routes = diffRoutes(a, b);
  const definitions = diffDefinitions(a, b);
  const findings = sortFindings([...routeFindings(routes), ...definitionFindings(definitions)]);
  return {
    a: summarize(a),
    b: summarize(b),
    routesAdded: routes.added,
    routesRemoved: routes.removed,
    responsesChanged: routes.responsesChanged,
    definitions,
    findings,
    breaking: findings.filter((finding) => finding.breaking),
  };
}

function summarize(loaded: LoadedSchemaDocument): DocumentSummary {
  const info = (loaded.document as unknown as JsonObject)['info'];
  const text = (key: string): string => (isJsonObject(info) && typeof info[key] === 'string' ? info[key] : '');
  return {
    source: loaded.source,
    dialect: loaded.dialect,
    title: text('title'),
    version: text('version'),
    operations: listOperations(loaded).length,
    definitions: Object.keys(loaded.definitions).length,
  };
}

// --- routes ---------------------------------------------------------------------------------------------------

function byRouteKey(loaded: LoadedSchemaDocument): Map<string, PublishedOperation> {
  const map = new Map<string, PublishedOperation>();
  for (const operation of listOperations(loaded)) {
    const key = `${operation.method} ${operation.shape}`;
    if (!map.has(key)) map.set(key, operation);
  }
  return map;
}

function diffRoutes(a: LoadedSchemaDocument, b: LoadedSchemaDocument) {
  const before = byRouteKey(a);
  const after = byRouteKey(b);
  const toRef = (operation: PublishedOperation): RouteRef => ({ method: operation.method, path: operation.path });
  const added = [...after].filter(([key]) => !before.has(key)).map(([, operation]) => toRef(operation));
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, operation]) => toRef(operation));
  const responsesChanged: SchemaDiff['responsesChanged'] = [];
  for (const [key, operation] of after) {
    const earlier = before.get(key);
    if (earlier === undefined) continue;
    const from = responseLabel(earlier, a.dialect);
    const to = responseLabel(operation, b.dialect);
    if (from !== to) responsesChanged.push({ ...toRef(operation), from, to });
  }
  return { added: sortRoutes(added), removed: sortRoutes(removed), responsesChanged: sortRoutes(responsesChanged) };
}

function responseLabel(operation: PublishedOperation, dialect: SchemaDialect): string {
  return operation.responseSchema === null ? '(no body)' : typeLabel(operation.responseSchema, dialect);
}

function sortRoutes<T extends RouteRef>(routes: T[]): T[] {
  return routes.sort((x, y) => x.path.localeCompare(y.path) || x.method.localeCompare(y.method));
}

// --- definitions ----------------------------------------------------------------------------------------------

interface FieldShape {
  type: string;
  required: boolean;
}

function diffDefinitions(a: LoadedSchemaDocument, b: LoadedSchemaDocument): SchemaDiff['definitions'] {
  const namesA = Object.keys(a.definitions);
  const namesB = new Set(Object.keys(b.definitions));
  const added = [...namesB].filter((name) => a.definitions[name] === undefined).sort();
  const removed = namesA.filter((name) => !namesB.has(name)).sort();
  const changed: DefinitionChange[] = [];
  for (const name of namesA.filter((n) => namesB.has(n)).sort()) {
    const before = fieldsOf(a.definitions[name] ?? {}, a.dialect);
    const after = fieldsOf(b.definitions[name] ?? {}, b.dialect);
    const change = compareFields(name, before, after);
    if (change !== null) changed.push(change);
  }
  return { added, removed, changed };
}

function compareFields(
  definition: string,
  before: Map<string, FieldShape>,
  after: Map<string, FieldShape>,
): DefinitionChange | null {
  const change: DefinitionChange = { definition, fieldsAdded: [], fieldsRemoved: [], typeChanged: [], requiredChanged: [] };
  for (const field of after.keys()) if (!before.has(field)) change.fieldsAdded.push(field);
  for (const [field, shape] of before) {
    const next = after.get(field);
    if (next === undefined) {
      change.fieldsRemoved.push(field);
      continue;
    }
    if (next.type !== shape.type) change.typeChanged.push({ field, from: shape.type, to: next.type });
    if (next.required !== shape.required) {
      change.requiredChanged.push({ field, from: requiredness(shape.required), to: requiredness(next.required) });
    }
  }
  const empty =
    change.fieldsAdded.length + change.fieldsRemoved.length + change.typeChanged.length + change.requiredChanged.length === 0;
  return empty ? null : change;
}

function requiredness(required: boolean): 'required' | 'optional' {
  return required ? 'required' : 'optional';
}

/**
 * The fields of a definition: its properties, and the properties of inline (unnamed) objects under them as
 * `parent.child` / `parent[].child`, so a change inside an inline object is reported where it happened.
 */
function fieldsOf(schema: JsonObject, dialect: SchemaDialect, prefix = '', depth = 0): Map<string, FieldShape> {
  const fields = new Map<string, FieldShape>();
  const properties = schema['properties'];
  if (!isJsonObject(properties) || depth > 4) return fields;
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
  for (const [name, property] of Object.entries(properties)) {
    if (!isJsonObject(property)) continue;
    const field = `${prefix}${name}`;
    fields.set(field, { type: typeLabel(property, dialect), required: required.has(name) });
    const inline = inlineObject(property);
    if (inline !== null) {
      for (const [nested, shape] of fieldsOf(inline.schema, dialect, `${field}${inline.suffix}.`, depth + 1)) {
        fields.set(nested, shape);
      }
    }
  }
  return fields;
}

function inlineObject(property: JsonObject): { schema: JsonObject; suffix: string } | null {
  if (isJsonObject(property['properties'])) return { schema: property, suffix: '' };
  const items = property['items'];
  if (isJsonObject(items) && isJsonObject(items['properties'])) return { schema: items, suffix: '[]' };
  return null;
}

/**
 * A comparable label for a schema's type: a definition name for references (`catalog-data-product-interface`),
 * `array<…>`, `string(date-time)`, `integer|null`, `object`; both dialects produce the same label for the same shape.
 */
export function typeLabel(schema: JsonObject, dialect: SchemaDialect): string {
  const ref = schema['$ref'];
  if (typeof ref === 'string') return refLabel(ref, dialect);
  const declared = schema['type'];
  const types = (typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : []).filter(
    (type): type is string => typeof type === 'string',
  );
  if (dialect === 'openapi-3.0' && schema['nullable'] === true) types.push('null');
  const labels = types.map((type) => labelOfType(type, schema, dialect));
  if (labels.length === 0) {
    if (isJsonObject(schema['properties'])) return 'object';
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const members = schema[keyword];
      if (Array.isArray(members)) return `${keyword}(${members.map((m) => memberLabel(m, dialect)).join(', ')})`;
    }
    return 'any';
  }
  return labels.join('|');
}

function labelOfType(type: string, schema: JsonObject, dialect: SchemaDialect): string {
  if (type === 'array') {
    const items = schema['items'];
    return `array<${isJsonObject(items) ? typeLabel(items, dialect) : 'any'}>`;
  }
  const format = schema['format'];
  return typeof format === 'string' && type !== 'object' && type !== 'null' ? `${type}(${format})` : type;
}

function memberLabel(member: JsonValue, dialect: SchemaDialect): string {
  return isJsonObject(member) ? typeLabel(member, dialect) : 'any';
}

function refLabel(ref: string, dialect: SchemaDialect): string {
  try {
    return definitionNameFromRef(ref, dialect, 'diff');
  } catch {
    return ref; // an external reference is compared as written
  }
}

// --- findings -------------------------------------------------------------------------------------------------

function rule(id: DiffRuleId): { id: DiffRuleId; breaking: boolean } {
  const found = DIFF_RULES.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`unknown diff rule ${id}`);
  return found;
}

function finding(id: DiffRuleId, subject: string, message: string): DiffFinding {
  return { rule: id, breaking: rule(id).breaking, subject, message };
}

function routeFindings(routes: ReturnType<typeof diffRoutes>): DiffFinding[] {
  const subject = (route: RouteRef): string => `${route.method} ${route.path}`;
  return [
    ...routes.removed.map((route) => finding('route.removed', subject(route), `${subject(route)} is no longer published`)),
    ...routes.added.map((route) => finding('route.added', subject(route), `${subject(route)} is new`)),
    ...routes.responsesChanged.map((route) =>
      finding('route.response-changed', subject(route), `${subject(route)} answers ${route.to} instead of ${route.from}`),
    ),
  ];
}

function definitionFindings(definitions: SchemaDiff['definitions']): DiffFinding[] {
  const findings: DiffFinding[] = [
    ...definitions.removed.map((name) => finding('definition.removed', name, `definition ${name} is no longer published`)),
    ...definitions.added.map((name) => finding('definition.added', name, `definition ${name} is new`)),
  ];
  for (const change of definitions.changed) {
    const at = (field: string): string => `${change.definition}.${field}`;
    for (const field of change.fieldsRemoved) findings.push(finding('field.removed', at(field), `${at(field)} was removed`));
    for (const field of change.fieldsAdded) findings.push(finding('field.added', at(field), `${at(field)} was added`));
    for (const { field, from, to } of change.typeChanged) {
      findings.push(finding('field.type-changed', at(field), `${at(field)} changed type from ${from} to ${to}`));
    }
    for (const { field, to } of change.requiredChanged) {
      const id = to === 'required' ? 'field.became-required' : 'field.became-optional';
      findings.push(finding(id, at(field), `${at(field)} became ${to}`));
    }
  }
  return findings;
}

function sortFindings(findings: DiffFinding[]): DiffFinding[] {
  const order = new Map(DIFF_RULES.map((candidate, index) => [candidate.id, index]));
  return findings.sort(
    (x, y) =>
      Number(y.breaking) - Number(x.breaking) ||
      (order.get(x.rule) ?? 0) - (order.get(y.rule) ?? 0) ||
      x.subject.localeCompare(y.subject),
  );
}
