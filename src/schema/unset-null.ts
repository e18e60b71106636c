// The platform writes an unset value as null, and its Swagger 2.0 documents cannot say so (2.0 has no "nullable").
// Its output processor keeps a null from every getter whose return value is not declared optional, so a product
// created without stock data answers `extension_attributes.stock_item.qty: null` on a real 2.4.7, and a bulk
// operation without a result answers `result_serialized_data: null`. A scalar property (string, number, integer,
// boolean) therefore also accepts null. Objects and arrays keep their type: a null there would be a finding.

import type { JsonObject, JsonValue } from './load.ts';
import { isJsonObject } from './load.ts';

/**
 * Whether a document says "nullable" somewhere (OpenAPI 3 `nullable`, Swagger 2.0's `x-nullable`). Such a document is
 * taken at its word: a field it does not mark is never null. The platform's own documents never say it, so for them
 * every scalar may be null (the widening below).
 */
export function declaresNullability(document: unknown): boolean {
  if (Array.isArray(document)) return document.some(declaresNullability);
  if (document === null || typeof document !== 'object') return false;
  for (const [key, value] of Object.entries(document as Record<string, unknown>)) {
    if ((key === 'x-nullable' || key === 'nullable') && value === true) return true;
    if (declaresNullability(value)) return true;
  }
  return false;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** A property's schema, widened to accept null when its type is scalar (enum too). */
export function unsetMayBeNull(property: JsonObject): JsonObject {
  const declared = property['type'];
  const types = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : null;
  if (types === null || types.length === 0 || types.includes('null') || !types.every((t) => typeof t === 'string' && SCALARS.has(t))) return property;
  const out: JsonObject = { ...property, type: [...types, 'null'] };
  const values = out['enum'];
  if (Array.isArray(values) && !values.includes(null)) out['enum'] = [...values, null];
  return out;
}

/** The same rule throughout a JSON Schema: every object's scalar properties, at any depth (the contracts' schemas). */
export function unsetScalarsMayBeNull(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(unsetScalarsMayBeNull);
  if (!isJsonObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isJsonObject(value)) {
      const properties: JsonObject = {};
      for (const [name, property] of Object.entries(value)) properties[name] = isJsonObject(property) ? unsetMayBeNull(unsetScalarsMayBeNull(property) as JsonObject) : property;
      out[key] = properties;
    } else if (key === 'enum' || key === 'const' || key === 'required') out[key] = value;
    else out[key] = unsetScalarsMayBeNull(value);
  }
  return out;
}
