// Which fields the family filters and sorts on, and with which values: the fields from the route's item schema (or,
// for a route judged by the target's published schema, the scalar fields of the items it answered), minus what the
// contract says the criteria cannot reach; the values from the sample the target answered. The choice is the same on
// the same data: the first field of the schema's order that has the values a probe needs.

import type { CompiledSearch, SearchField, SearchFieldType } from '../../contracts/types.ts';
import { filterable, sortable } from './route.ts';
import { compareValues, isDateText, isPlainText, scalarAt, type Item, type Scalar } from './values.ts';

/** The items' scalar fields: the contract's item schema, or what the answered items carry. */
export function fieldsOf(search: CompiledSearch, items: readonly Item[]): SearchField[] {
  if (search.fields !== null) return search.fields;
  const seen = new Map<string, SearchFieldType>();
  for (const item of items) {
    for (const [name, v] of Object.entries(item)) {
      if (seen.has(name)) continue;
      if (typeof v === 'string') seen.set(name, 'string');
      else if (typeof v === 'boolean') seen.set(name, 'boolean');
      else if (typeof v === 'number') seen.set(name, Number.isInteger(v) ? 'integer' : 'number');
    }
  }
  return [...seen].map(([name, type]) => ({ name, type }));
}

/** Values a probe can use as they are in a query: no LIKE wildcard, no list separator. */
const usable = (v: string): boolean => !/[%_,]/.test(v) && v.trim() === v && v !== '';

/** The distinct values of a field in the items, in the items' order (case-insensitively distinct for text). */
function distinct(items: readonly Item[], field: string, keep: (v: Scalar) => boolean): Scalar[] {
  const out: Scalar[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const v = scalarAt(item, field);
    if (v === null || !keep(v)) continue;
    const id = typeof v === 'string' ? v.toUpperCase() : String(v);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(v);
  }
  return out;
}

export interface TextField {
  field: string;
  /** Distinct plain-text values, in the sample's order. */
  values: string[];
}

export interface OrderedField {
  field: string;
  /** Distinct values, ascending, each comparable with every other. */
  values: Scalar[];
}

export interface FieldChoice {
  /** A text field with at least two plain-text values: eq, like, in, neq, nlike, finset, nfinset. */
  text: TextField | null;
  /** A field with at least three ordered values (a number, a date, else the key): gt, lt, gteq, lteq, from, to. */
  ordered: OrderedField | null;
  /** The key, when it is one integer field the criteria can filter on: in, nin, null, notnull. */
  key: string | null;
}

/** Values that compare with each other in a known order, ascending; null when some pair cannot be told. */
function ascending(values: readonly Scalar[]): Scalar[] | null {
  const sorted = [...values];
  for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) if (compareValues(sorted[i] as Scalar, sorted[j] as Scalar) === null) return null;
  return sorted.sort((a, b) => compareValues(a, b) as number);
}

export function chooseFields(search: CompiledSearch, items: readonly Item[]): FieldChoice {
  const fields = fieldsOf(search, items).filter((f) => filterable(search, f.name));
  const keyField = search.key.length === 1 ? (search.key[0] as string) : null;
  const key = keyField !== null && filterable(search, keyField) && items.every((item) => Number.isInteger(Number(item[keyField]))) ? keyField : null;
  let text: TextField | null = null;
  for (const f of fields) {
    if (f.type !== 'string' || search.key.includes(f.name)) continue;
    const values = distinct(items, f.name, (v) => isPlainText(v) && usable(v as string)) as string[];
    if (values.length >= 2) {
      text = { field: f.name, values };
      break;
    }
  }
  const orderedCandidates = [
    ...fields.filter((f) => (f.type === 'integer' || f.type === 'number') && !search.key.includes(f.name)),
    ...fields.filter((f) => f.type === 'string' && !search.key.includes(f.name) && items.some((item) => isDateText(scalarAt(item, f.name) ?? ''))),
    ...fields.filter((f) => f.name === key),
  ];
  let ordered: OrderedField | null = null;
  for (const f of orderedCandidates) {
    const raw = distinct(items, f.name, (v) => typeof v === 'number' || isDateText(v) || (f.name === key && typeof v === 'string'));
    const values = raw.length >= 3 ? ascending(raw) : null;
    if (values !== null) {
      ordered = { field: f.name, values };
      break;
    }
  }
  return { text, ordered, key };
}

/** The field the sort check orders by: sortable, not the key, with at least two values that compare (numbers first,
 * then dates, then text); the key itself when no other field has them. */
export function sortField(search: CompiledSearch, items: readonly Item[]): OrderedField | null {
  const fields = fieldsOf(search, items).filter((f) => sortable(search, f.name) && !search.key.includes(f.name) && f.type !== 'boolean');
  const rank = (f: SearchField): number => (f.type === 'integer' || f.type === 'number' ? 0 : items.some((item) => isDateText(scalarAt(item, f.name) ?? '')) ? 1 : 2);
  for (const f of [...fields].sort((a, b) => rank(a) - rank(b))) {
    const raw = distinct(items, f.name, () => true);
    // Every item must carry the field: one that leaves it out may be NULL or not, and NULLs sort first.
    if (items.some((item) => scalarAt(item, f.name) === null)) continue;
    const values = raw.length >= 2 ? ascending(raw) : null;
    if (values !== null) return { field: f.name, values };
  }
  const only = search.key.length === 1 ? (search.key[0] as string) : null;
  if (only !== null && sortable(search, only)) {
    const values = ascending(distinct(items, only, () => true));
    if (values !== null && values.length >= 2) return { field: only, values };
  }
  return null;
}
