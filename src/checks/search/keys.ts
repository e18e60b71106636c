// An item's key (the fields the contract names as identifying it) and the order of keys. Pages are read sorted by
// the key, ascending, so that any page of any search can be compared with the sample: an item whose key is below the
// last key of a full page was on that page if it matched at all. Keys compare as numbers when both are numbers (or
// digit strings: an id column is an integer column), else as text (bulk_uuid is binary: byte order).

import type { CompiledSearch } from '../../contracts/types.ts';
import type { Item } from './values.ts';

const DIGITS = /^-?\d+$/;

function comparePart(a: unknown, b: unknown): number {
  const x = typeof a === 'number' ? a : typeof a === 'string' && DIGITS.test(a) ? Number(a) : null;
  const y = typeof b === 'number' ? b : typeof b === 'string' && DIGITS.test(b) ? Number(b) : null;
  if (x !== null && y !== null) return x - y;
  const s = String(a);
  const t = String(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

/** The order of two items by the key (the first field decides, then the next). */
export function compareKeys(search: CompiledSearch, a: Item, b: Item): number {
  for (const field of search.key) {
    const d = comparePart(a[field], b[field]);
    if (d !== 0) return d;
  }
  return 0;
}

/** An item's identity: its key's values (a full-text search, which has none: the whole item). */
export const keyOf = (search: CompiledSearch, item: Item): string => (search.key.length === 0 ? JSON.stringify(item) : JSON.stringify(search.key.map((f) => item[f])));

/** The keys of items, for a message: `7, 8, 12` (or `[a, 1]` for a compound key). */
export function keysText(search: CompiledSearch, items: readonly Item[], max = 8): string {
  const shown = items.slice(0, max).map((item) => (search.key.length === 1 ? String(item[search.key[0] as string]) : keyOf(search, item)));
  return shown.length === 0 ? 'none' : `${shown.join(', ')}${items.length > max ? `, … (${items.length})` : ''}`;
}

/** Whether items come in ascending key order, each key once. */
export const ascendingByKey = (search: CompiledSearch, items: readonly Item[]): boolean => items.every((item, i) => i === 0 || compareKeys(search, items[i - 1] as Item, item) < 0);
