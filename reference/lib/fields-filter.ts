// Magento\Framework\Webapi\Rest\Response\FieldsFilter: `?fields=a,b[c,d[e]]` cuts a successful synchronous answer
// down to the named keys. Magento\Webapi\Controller\Rest\SynchronousRequestProcessor applies it to every answer that is
// an array (objects and lists alike; scalars are answered as they are), before rendering.
// - The grammar is letters, digits, underscore, brackets and commas; any other character, or brackets that do not
//   close, voids the filter and the answer is [].
// - A list (a JSON array, or an object whose keys are all integers: one PHP array) is filtered item by item.
// - A nested filter on an empty value answers null: PHP's empty array is a list of no items.
// - custom_attributes[code,...] keeps the custom attributes with those attribute codes.

type Names = Map<string, Names | true>;

/** The names of a filter text, or null when the platform voids it. */
export function parseFields(text: string): Names | null {
  if (text === '' || /[^\w[\],]/.test(text)) return null;
  const stack: Names[] = [];
  const owners: string[] = [];
  let level: Names = new Map();
  let word = '';
  let lastWord = '';
  for (const ch of text) {
    if (ch !== '[' && ch !== ']' && ch !== ',') {
      word += ch;
      continue;
    }
    if (word !== '') {
      level.set(word, true);
      lastWord = word;
    }
    word = '';
    if (ch === '[') {
      owners.push(lastWord);
      stack.push(level);
      level = new Map();
    } else if (ch === ']') {
      const inner = level;
      const outer = stack.pop();
      if (outer === undefined) return null;
      outer.set(owners.pop() ?? '', inner);
      level = outer;
    }
  }
  if (stack.length > 0) return null;
  if (word !== '') level.set(word, true);
  return level;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A PHP array whose keys are all integers: a list to the filter (an empty one too). */
const isPhpList = (v: unknown): boolean => Array.isArray(v) || (isRecord(v) && Object.keys(v).every((k) => /^(0|-?[1-9]\d*)$/.test(k)));

export interface FieldsFaults {
  /** fields-nested-null: a nested filter answers null for a non-empty object. */
  nestedNull: boolean;
}

function filterValue(value: unknown, names: Names, faults: FieldsFaults): unknown {
  if (isPhpList(value)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return null;
    const filtered = entries.map(([k, v]) => [k, isRecord(v) || Array.isArray(v) ? filterObject(v, names, faults) : v] as const);
    return Array.isArray(value) ? filtered.map(([, v]) => v) : Object.fromEntries(filtered);
  }
  return filterObject(value, names, faults);
}

function filterObject(value: unknown, names: Names, faults: FieldsFaults): unknown {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const sub = names.get(key);
    if (sub === undefined) continue;
    if (sub === true || (!isRecord(v) && !Array.isArray(v))) out[key] = v;
    else if (key === 'custom_attributes' && Array.isArray(v)) out[key] = customAttributes(v, sub);
    else out[key] = faults.nestedNull && isRecord(v) ? null : filterValue(v, sub, faults);
  }
  return out;
}

/** FieldsFilter::filterCustomAttributes: the attributes whose code is named, as {attribute_code, value}, under their
 * own list keys (PHP keeps them: kept entries not at 0, 1, ... render as an object keyed by position). */
function customAttributes(list: unknown[], names: Names): unknown {
  const kept: Array<[number, Record<string, unknown>]> = [];
  list.forEach((a, i) => {
    if (!isRecord(a)) return;
    if (typeof a.attribute_code === 'string' && names.has(a.attribute_code)) kept.push([i, { attribute_code: a.attribute_code, value: a.value }]);
    else {
      const named: Record<string, unknown> = {};
      if (names.has('attribute_code')) named.attribute_code = a.attribute_code;
      if (names.has('value')) named.value = a.value;
      if (Object.keys(named).length > 0) kept.push([i, named]);
    }
  });
  return kept.every(([i], n) => i === n) ? kept.map(([, a]) => a) : Object.fromEntries(kept.map(([i, a]) => [String(i), a]));
}

/** The answer as the platform sends it for `fields` (null param: untouched). */
export function applyFields(body: unknown, fields: string | null, faults: FieldsFaults): unknown {
  if (fields === null || fields === '' || (!isRecord(body) && !Array.isArray(body))) return body;
  const names = parseFields(fields);
  if (names === null) return [];
  return filterValue(body, names, faults);
}
