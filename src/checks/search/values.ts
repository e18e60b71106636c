// How the platform compares values, judged from outside: MySQL compares text under a case-insensitive collation
// (utf8mb4_general_ci: upper and lower case equal, trailing spaces ignored, accents folded), numbers as numbers, NULL
// as unknown. The suite sees only the answer, so every judgement here has three outcomes: true, false, or null when
// the answer cannot tell (a value left out of the answer may be NULL or not; text outside printable ASCII sorts by
// rules the suite does not reproduce; a string of digits sorts as a number in an integer column and as text in a
// varchar one). A check asserts only what is true or false, never what is null, so the collation of a merchant's
// catalogue cannot make it fail.

export type Truth = boolean | null;
export type Scalar = string | number | boolean;
export type Item = Record<string, unknown>;

/** The value of an answer's field: a scalar, or null when the answer leaves it out (unset) or it is no scalar. */
export function scalarAt(item: Item, field: string): Scalar | null {
  const v = item[field];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/;

export const isDateText = (v: Scalar): boolean => typeof v === 'string' && DATE.test(v);
export const isPlainText = (v: Scalar): v is string => typeof v === 'string' && PRINTABLE_ASCII.test(v) && !NUMERIC.test(v) && !DATE.test(v);

/** A value as the collation sees text: upper case, trailing spaces dropped. */
const folded = (s: string): string => s.toUpperCase().replace(/ +$/, '');

const asNumber = (v: Scalar): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return NUMERIC.test(v.trim()) ? Number(v) : null;
};

/** Whether an answered value equals a criteria value, as the platform compares them. */
export function equalsValue(actual: Scalar, expected: string): Truth {
  if (typeof actual === 'number' || typeof actual === 'boolean') {
    const e = expected.trim() === 'true' ? 1 : expected.trim() === 'false' ? 0 : NUMERIC.test(expected.trim()) ? Number(expected) : null;
    return e === null ? null : asNumber(actual) === e;
  }
  if (actual === expected) return true;
  if (PRINTABLE_ASCII.test(actual) && PRINTABLE_ASCII.test(expected)) {
    const a = asNumber(actual);
    const b = NUMERIC.test(expected.trim()) ? Number(expected) : null;
    // "10" and "10.0": equal in a decimal column, different in a varchar one.
    if (a !== null && b !== null && a === b) return folded(actual) === folded(expected) ? true : null;
    return folded(actual) === folded(expected);
  }
  return null;
}

/** The order of two answered values (negative, 0, positive), or null when the column's type or collation decides. */
export function compareValues(a: Scalar, b: Scalar): number | null {
  if (typeof a !== 'string' && typeof b !== 'string') return (asNumber(a) as number) - (asNumber(b) as number);
  if (typeof a !== 'string' || typeof b !== 'string') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x !== null && y !== null ? x - y : null;
  }
  if (isDateText(a) && isDateText(b)) return a < b ? -1 : a > b ? 1 : 0;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null || y !== null) {
    // Digits: numeric order in an integer column, text order in a varchar one; judged only where both agree.
    if (x === null || y === null) return null;
    const text = folded(a) < folded(b) ? -1 : folded(a) > folded(b) ? 1 : 0;
    const numeric = Math.sign(x - y);
    return text === numeric ? numeric : null;
  }
  if (!PRINTABLE_ASCII.test(a) || !PRINTABLE_ASCII.test(b)) return a === b ? 0 : null;
  const fa = folded(a);
  const fb = folded(b);
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/** SQL LIKE with % and _, under the case-insensitive collation. */
export function likeMatches(actual: Scalar, pattern: string): Truth {
  const text = String(actual);
  if (!PRINTABLE_ASCII.test(text) || !PRINTABLE_ASCII.test(pattern)) return null;
  const body = folded(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${body}$`, 's').test(folded(text));
}

const not = (t: Truth): Truth => (t === null ? null : !t);
export const anyOf = (values: Truth[]): Truth => (values.includes(true) ? true : values.includes(null) ? null : false);
export const allOf = (values: Truth[]): Truth => (values.includes(false) ? false : values.includes(null) ? null : true);

/** A filter on an answer's field (the criteria may name it otherwise: route.ts maps it). */
export interface FieldCondition {
  field: string;
  type: string;
  value: string;
}

/** Whether an item satisfies a condition, as the platform documents the condition types (Adobe's "Search using REST
 * endpoints"): true, false, or null when the answer cannot tell. */
export function satisfies(item: Item, c: FieldCondition): Truth {
  const v = scalarAt(item, c.field);
  // A value the answer leaves out may be NULL (then only `null` holds, and every other condition is unknown in SQL) or
  // a value the answer does not render: nothing can be told.
  if (v === null) return null;
  const list = c.value.split(',');
  const order = (bound: string): number | null => compareValues(v, bound);
  switch (c.type) {
    case 'eq':
      return equalsValue(v, c.value);
    case 'neq':
      return not(equalsValue(v, c.value));
    case 'like':
      return likeMatches(v, c.value);
    case 'nlike':
      return not(likeMatches(v, c.value));
    case 'in':
      return anyOf(list.map((entry) => equalsValue(v, entry)));
    case 'nin':
      return not(anyOf(list.map((entry) => equalsValue(v, entry))));
    case 'finset':
      return anyOf(String(v).split(',').map((part) => equalsValue(part, c.value)));
    case 'nfinset':
      return not(anyOf(String(v).split(',').map((part) => equalsValue(part, c.value))));
    case 'null':
      return false;
    case 'notnull':
      return true;
    case 'gt':
    case 'gteq':
    case 'moreq':
    case 'from':
    case 'lt':
    case 'lteq':
    case 'to': {
      const o = order(c.value);
      if (o === null) return null;
      if (c.type === 'gt') return o > 0;
      if (c.type === 'lt') return o < 0;
      return c.type === 'lteq' || c.type === 'to' ? o <= 0 : o >= 0;
    }
    default:
      return null;
  }
}
