// The `fields` parameter of a REST read (Magento\Framework\Webapi\Rest\Response\FieldsFilter, applied by the
// synchronous request processor to every answer that is an array): which keys to name, what the platform answers for
// them, and how a projected answer differs from that. Pure: no request, no target.
//
// The platform's rules, as the real 2.4.7-p3 and 2.4.6-p1 answer them:
// - `a,b[c,d[e]]` keeps the named keys of an object, in the answer's own order, and the named keys of the nested ones;
// - a list (a JSON array, or an object whose keys are all integers: PHP holds both as one array) is filtered item by
//   item with the same names;
// - a name the answer does not have is left out, nothing else is said about it;
// - a nested filter on an empty list or object answers null (`items[sku]` on a search with no match: `"items":null`).
//   That is the platform's own form, so the projection never nests into an empty value: it names such a key whole.

/** A JSON value as the parsed answer holds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The names of one level: a name kept whole (true) or filtered by its own names. */
export type Projection = ReadonlyMap<string, Projection | true>;

/** A name no answer of the platform has: the projection must leave it out and say nothing else about it. */
export const UNKNOWN_NAME = 'cct_no_such_field';

/** Names the filter's grammar accepts (letters, digits, underscore): another character makes the whole filter void. */
const NAMEABLE = /^\w+$/;

export const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PHP turns object keys that are integers into integer keys, and an array of integer keys is a list to the filter. */
const isIntegerKeyed = (o: JsonObject): boolean => Object.keys(o).length > 0 && Object.keys(o).every((k) => /^(0|-?[1-9]\d*)$/.test(k));

/** Whether the filter reads this value as a list of items (each filtered with the same names). */
export function isList(v: Json | undefined): v is Json[] | JsonObject {
  return Array.isArray(v) || (isObject(v) && isIntegerKeyed(v));
}

const itemsOf = (v: Json[] | JsonObject): Json[] => (Array.isArray(v) ? v : Object.values(v));

/** A list the projection can nest into: non-empty, every item an object with string keys (a scalar item breaks the
 * platform's filter: it is never asked to). */
function nestableList(v: Json | undefined): JsonObject | null {
  if (!isList(v)) return null;
  const items = itemsOf(v);
  if (items.length === 0 || !items.every((i) => isObject(i) && !isIntegerKeyed(i))) return null;
  return items[0] as JsonObject;
}

const nestableObject = (v: Json | undefined): v is JsonObject => isObject(v) && !isIntegerKeyed(v) && Object.keys(v).some((k) => NAMEABLE.test(k));

/** The names for one object: its first nameable leaf key (a scalar or a list of scalars), another one (its last), one nested object or list
 * filtered by its own first names (at most two levels down), custom_attributes by its first attribute code (the
 * platform filters that list by code, not by key), and the unknown name. */
function chooseFor(o: JsonObject, depth: number): Map<string, Projection | true> {
  const names = new Map<string, Projection | true>();
  const keys = Object.keys(o).filter((k) => NAMEABLE.test(k));
  // Leaves: scalars and lists of scalars (website_ids), named whole.
  const scalars = keys.filter((k) => !isObject(o[k]) && (!Array.isArray(o[k]) || (o[k] as Json[]).every((i) => !isObject(i) && !Array.isArray(i))));
  if (scalars[0] !== undefined) names.set(scalars[0], true);
  const last = scalars[scalars.length - 1];
  if (last !== undefined) names.set(last, true);
  if (depth < 2) {
    for (const k of keys) {
      if (k === 'custom_attributes' || names.has(k)) continue;
      const value = o[k];
      const listItem = nestableList(value);
      if (listItem !== null) {
        names.set(k, chooseFor(listItem, depth + 1));
        break;
      }
      if (nestableObject(value)) {
        names.set(k, chooseFor(value, depth + 1));
        break;
      }
    }
  }
  const code = firstAttributeCode(o.custom_attributes);
  if (code !== null) names.set('custom_attributes', new Map([[code, true]]));
  if (names.size === 0 && keys[0] !== undefined) names.set(keys[0], true);
  return names;
}

/** The attribute code of the first custom attribute, when the value is a list of {attribute_code, value}. */
function firstAttributeCode(v: Json | undefined): string | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const first = v[0];
  const code = isObject(first) ? first.attribute_code : undefined;
  return typeof code === 'string' && NAMEABLE.test(code) && v.every((a) => isObject(a) && typeof a.attribute_code === 'string') ? code : null;
}

/** custom_attributes[code,...] keeps the attributes with those codes, as {attribute_code, value}, at their own
 * positions: PHP keeps the list's keys, so what is not at 0, 1, ... is answered as an object keyed by position. */
function projectCustomAttributes(list: Json[], codes: Projection): Json {
  const kept: Array<[number, JsonObject]> = [];
  list.forEach((a, i) => {
    if (!isObject(a)) return;
    const code = a.attribute_code;
    if (typeof code === 'string' && codes.has(code)) kept.push([i, { attribute_code: code, value: a.value ?? null }]);
    else {
      const named: JsonObject = {};
      if (codes.has('attribute_code')) named.attribute_code = a.attribute_code ?? null;
      if (codes.has('value')) named.value = a.value ?? null;
      if (Object.keys(named).length > 0) kept.push([i, named]);
    }
  });
  return kept.every(([i], n) => i === n) ? kept.map(([, a]) => a) : Object.fromEntries(kept.map(([i, a]) => [String(i), a]));
}

/** The projection to send for an answer, or why there is none: a scalar, an empty answer, a list of scalars. */
export function chooseProjection(answer: Json): { projection: Projection } | { none: string } {
  if (isList(answer)) {
    const first = nestableList(answer);
    if (first === null) return { none: itemsOf(answer).length === 0 ? 'the answer is an empty list' : 'the answer is a list of scalars' };
    const names = chooseFor(first, 1);
    names.set(UNKNOWN_NAME, true);
    return { projection: names };
  }
  if (!isObject(answer)) return { none: `the answer is a ${answer === null ? 'null' : typeof answer}, which the platform answers as it is` };
  if (!nestableObject(answer)) return { none: 'the answer has no key a filter can name' };
  const names = chooseFor(answer, 0);
  names.set(UNKNOWN_NAME, true);
  return { projection: names };
}

/** The query text: `a,b[c,d[e]]`. */
export function fieldsText(projection: Projection): string {
  return [...projection].map(([name, sub]) => (sub === true ? name : `${name}[${fieldsText(sub)}]`)).join(',');
}

/** What the platform answers for the names, from the unprojected answer. */
export function project(answer: Json, projection: Projection): Json {
  // PHP holds {} and [] as one empty array: filtered as a list of no items, it answers null.
  if (isObject(answer) && Object.keys(answer).length === 0) return null;
  if (isList(answer)) {
    const items = itemsOf(answer);
    if (items.length === 0) return null;
    const out = items.map((item) => (isObject(item) ? projectObject(item, projection) : item));
    return Array.isArray(answer) ? out : Object.fromEntries(Object.keys(answer).map((k, i) => [k, out[i] as Json]));
  }
  return isObject(answer) ? projectObject(answer, projection) : answer;
}

function projectObject(o: JsonObject, projection: Projection): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(o)) {
    const sub = projection.get(key);
    if (sub === undefined) continue;
    if (key === 'custom_attributes' && sub !== true && Array.isArray(value)) out[key] = projectCustomAttributes(value, sub);
    else out[key] = sub === true || (!isObject(value) && !Array.isArray(value)) ? value : project(value, sub);
  }
  return out;
}

/** One place where a projected answer is not what the names ask for. */
export interface ProjectionDifference {
  /** JSON pointer into the answer. */
  at: string;
  kind: 'missing' | 'extra' | 'changed';
  expected: Json | undefined;
  actual: Json | undefined;
}

/** Every difference between what the names ask for and what the target answered, at most `limit`. */
export function differences(expected: Json, actual: Json, at = '', limit = 5, out: ProjectionDifference[] = []): ProjectionDifference[] {
  if (out.length >= limit) return out;
  if (isObject(expected) && isObject(actual)) {
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) out.push({ at: `${at}/${key}`, kind: 'missing', expected: expected[key], actual: undefined });
      else differences(expected[key] as Json, actual[key] as Json, `${at}/${key}`, limit, out);
      if (out.length >= limit) return out;
    }
    for (const key of Object.keys(actual)) {
      if (!(key in expected)) out.push({ at: `${at}/${key}`, kind: 'extra', expected: undefined, actual: actual[key] });
      if (out.length >= limit) return out;
    }
    return out;
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    expected.forEach((e, i) => differences(e, actual[i] as Json, `${at}/${i}`, limit, out));
    return out;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push({ at: at === '' ? '/' : at, kind: 'changed', expected, actual });
  return out;
}

const shown = (v: Json | undefined): string => {
  if (v === undefined) return 'absent';
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** One difference in words: `/items/0/extension_attributes: null (unprojected: {"website_ids":[1]})`. */
export function describeDifference(d: ProjectionDifference): string {
  if (d.kind === 'missing') return `${d.at}: absent (expected from the read without fields: ${shown(d.expected)})`;
  if (d.kind === 'extra') return `${d.at}: ${shown(d.actual)}, a key not named`;
  return `${d.at}: ${shown(d.actual)} (expected from the read without fields: ${shown(d.expected)})`;
}
