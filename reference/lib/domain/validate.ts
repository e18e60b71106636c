// Input checks the platform's ServiceInputProcessor makes before a service runs: integer path parameters, the
// method's required body parameters, and the JSON types of the fields it knows (nested data objects included).
// Messages are the platform's: '"%fieldName" is required. Enter and try again.' and 'Error occurred during
// "price" processing. The "abc" value's type is invalid. The "float" type was expected. Verify and try again.'

import type { ServiceCall } from './api.ts';
import { DomainError, RequiredFields, requiredField, wrongType } from './errors.ts';
import { isObject } from './json.ts';
import { methodRow, parseSpec } from './types-table.ts';
import { typesData } from './types-data.ts';
import { phpQueryObject } from '../php-query.ts';

const MAX_DEPTH = 8;

/** Fields whose type the platform does not enforce (mixed values). */
const FREE_FIELDS: Record<string, ReadonlySet<string>> = {
  'framework-attribute-interface': new Set(['value']),
};

const PHP_TYPE: Record<string, string> = { n: 'float', i: 'int', b: 'bool', s: 'string' };

function isIntegerLike(value: unknown): boolean {
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value.trim()));
}

function checkScalar(field: string, value: unknown, code: string, argument = false): void {
  switch (code) {
    case 'n':
      if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))) return;
      break;
    case 'i':
      if (isIntegerLike(value)) return;
      break;
    case 'b':
      if (typeof value === 'boolean' || value === 0 || value === 1 || ['0', '1', 'true', 'false', ''].includes(String(value))) return;
      break;
    case 's':
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return;
      break;
    default:
      return;
  }
  throw wrongType(field, value, PHP_TYPE[code] ?? code, argument);
}

/** Check one value against a type code; throws the platform's error for the first mismatch. */
export function checkValue(field: string, value: unknown, spec: string, depth = 0, argument = false): void {
  if (value === null || value === undefined || depth > MAX_DEPTH) return;
  const bare = parseSpec(spec).code;
  if (bare.endsWith('[]')) {
    if (!Array.isArray(value)) {
      // A single object where a list is declared is accepted by the platform only for associative arrays.
      if (isObject(value)) return;
      throw wrongType(field, value, `${PHP_TYPE[bare.slice(0, -2)] ?? 'array'}[]`);
    }
    for (const entry of value) checkValue(field, entry, bare.slice(0, -2), depth + 1);
    return;
  }
  if (bare.startsWith('#')) {
    const name = bare.slice(1);
    const row = typesData().definitions[name];
    if (row?.properties === undefined) return;
    if (!isObject(value)) throw wrongType(field, value, 'array');
    const free = FREE_FIELDS[name];
    for (const [key, fieldValue] of Object.entries(value)) {
      const fieldCode = row.properties[key];
      if (fieldCode === undefined || free?.has(key) === true) continue;
      checkValue(key, fieldValue, fieldCode, depth + 1);
    }
    return;
  }
  checkScalar(field, value, bare, argument);
}

/** The first field of a body argument's data object its interface does not have, refused as ServiceInputProcessor
 * refuses it from 2.4.7 ('"%fieldName" is not supported. Correct the field name and try again.', the field's name in
 * the camel case of its getter: wrong_attribute -> WrongAttribute; the real 2.4.7-p3 to a bulk of products one of
 * which has wrong_attribute). Only the argument's own fields are looked at; null when every one is known. */
export function unknownField(call: ServiceCall): DomainError | null {
  const row = methodRow(call.route.serviceClass, call.route.serviceMethod);
  if (row?.body === undefined || call.route.method === 'GET' || !isObject(call.body)) return null;
  for (const [name, spec] of Object.entries(row.body)) {
    const bare = parseSpec(spec).code;
    const value = call.body[name];
    if (!bare.startsWith('#') || !isObject(value)) continue;
    const properties = typesData().definitions[bare.slice(1)]?.properties;
    if (properties === undefined) continue;
    const unknown = Object.keys(value).find((key) => !(key in properties));
    if (unknown !== undefined) return new DomainError(400, '"%fieldName" is not supported. Correct the field name and try again.', { fieldName: unknown.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('') });
  }
  return null;
}

/** null when the call may run; else the platform's 400 answer. */
export function validateCall(call: ServiceCall): DomainError | null {
  const row = methodRow(call.route.serviceClass, call.route.serviceMethod);
  if (row === undefined) return null;
  try {
    for (const name of [...call.route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')) {
      const value = call.params[name];
      const pathSpec = row.path?.[name];
      // A path parameter is a method argument: its type error names no field (real 2.4.7-p3 and 2.4.6-p1, GET
      // /V1/inventory/stocks/abc and /V1/taxRates/abc: 'The "abc" value's type is invalid. The "int" type was expected.').
      if (value !== undefined && pathSpec !== undefined && parseSpec(pathSpec).code === 'i' && !isIntegerLike(value)) throw wrongType(name, value, 'int', true);
    }
    // A search without any searchCriteria is refused like a missing argument (real 2.4.7: GET /V1/bulk/ → 400), and so
    // is MSI's pickup-location search without its searchRequest (real 2.4.7-p3, to a guest, a customer and the admin).
    for (const argument of ['searchCriteria', 'searchRequest']) {
      const searches = Object.keys(row.query ?? {}).some((name) => name.startsWith(`${argument}[`));
      if (searches && call.route.method === 'GET' && ![...call.query.keys()].some((name) => name.startsWith(argument))) throw requiredField(argument);
    }
    if (row.body !== undefined && call.route.method !== 'GET') {
      const body = isObject(call.body) ? call.body : {};
      // The arguments in the method's order: a value of the wrong type stops at once, missing required ones are
      // gathered and answered together (one: its own error; several: the aggregate).
      const missing: string[] = [];
      for (const [name, code] of Object.entries(row.body)) {
        // A parameter forced from the caller's context (route data) arrives in params, not in the body.
        // The query parameters of a POST are its input too (Rest\Request::getRequestData merges them): a list sent
        // as `links[0][stock_id]=..` is there (the MSI deletes read it: inventory/common.ts listArgument).
        const inQuery = (body[name] === undefined || body[name] === null) && [...call.query.keys()].some((key) => key.startsWith(`${name}[`));
        if (parseSpec(code).required === true && (body[name] === undefined || body[name] === null) && call.params[name] === undefined && !inQuery) missing.push(name);
        else checkValue(name, body[name], code, 0, true);
      }
      if (missing.length === 1) throw requiredField(missing[0] as string);
      if (missing.length > 1) throw new RequiredFields(missing);
    }
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return null;
}

/** A value converted to the type its spec declares, as ServiceInputProcessor hands it to the service: numeric text
 * where an int or a float is declared becomes a number (real 2.4.7: tax_rate_ids ["49"] saved and answered as [49],
 * rate "2" as 2). Anything else is left as sent (validateCall has refused what cannot be converted). */
export function convertValue(value: unknown, spec: string, depth = 0): unknown {
  if (value === null || value === undefined || depth > MAX_DEPTH) return value;
  const bare = parseSpec(spec).code;
  if (bare.endsWith('[]')) return Array.isArray(value) ? value.map((entry) => convertValue(entry, bare.slice(0, -2), depth + 1)) : value;
  if (bare.startsWith('#')) {
    const name = bare.slice(1);
    const row = typesData().definitions[name];
    if (row?.properties === undefined || !isObject(value)) return value;
    const free = FREE_FIELDS[name];
    const out: Record<string, unknown> = {};
    for (const [key, fieldValue] of Object.entries(value)) {
      const fieldCode = row.properties[key];
      out[key] = fieldCode === undefined || free?.has(key) === true ? fieldValue : convertValue(fieldValue, fieldCode, depth + 1);
    }
    return out;
  }
  if ((bare === 'i' || bare === 'n') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** The call with its body converted to the method's declared types (convertValue); the same call when none apply. */
export function convertCall(call: ServiceCall): ServiceCall {
  const row = methodRow(call.route.serviceClass, call.route.serviceMethod);
  if (row?.body === undefined || !isObject(call.body)) return call;
  const body: Record<string, unknown> = { ...call.body };
  for (const [name, code] of Object.entries(row.body)) if (name in body) body[name] = convertValue(body[name], code);
  return { ...call, body };
}

/** The input of a DELETE: Rest\Request::getRequestData merges the body only for POST and PUT, so a DELETE's
 * parameters are its query string's (real Adobe Commerce 2.4.6-p1: DELETE /V1/returns/:id answers 400 "rmaDataObject"
 * is required with the RMA in the body, and deletes it with ?rmaDataObject[entity_id]=N). */
export function withRequestInput(call: ServiceCall): ServiceCall {
  if (call.route.method !== 'DELETE' || call.query.size === 0) return call;
  return { ...call, body: phpQueryObject(call.query) };
}
