// The ids a call carries, as the confinement of the run's own writes reads them and the preparation fills them: the
// id-named fields of a contract body (which must name the run's own entities or a platform entity every installation
// has), the bound fields set in a copy of the body, and the path parameters' harmless values. Shared by the
// synchronous and the queued mode (confinement.ts, prepare.ts) and by the bad-input family's bound bodies.

import { PLATFORM_REFERENCES, type PlatformReference } from './platform-references.ts';

/** Keys that hold entity ids: id, *_id, *Id and their plurals; not the ones named so that hold a value of the entity
 * itself (an address's vat_id is its tax number, text the body chooses). */
const ID_PATTERN = /^ids?$|_ids?$|[a-z]Ids?$/;
const NOT_IDS: ReadonlySet<string> = new Set(['vat_id']);
export const isIdKey = (key: string): boolean => ID_PATTERN.test(key) && !NOT_IDS.has(key);

/** "cartId" → "a cart id", "parent_id" → "a parent id", "attributeCode" → "an attribute code". */
export function describeName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase().trim();
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

interface IdField {
  pointer: string;
  key: string;
  within: string | null;
  value: unknown;
}

/** Every id-named field of a body, with its place (entity.items[0].order_item_id) and the key of its object. */
export function idFields(body: unknown, pointer = '', within: string | null = null): IdField[] {
  if (Array.isArray(body)) return body.flatMap((item, i) => idFields(item, `${pointer}[${i}]`, within));
  if (body === null || typeof body !== 'object') return [];
  const out: IdField[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const here = pointer === '' ? key : `${pointer}.${key}`;
    if (isIdKey(key)) out.push({ pointer: here, key, within, value });
    else out.push(...idFields(value, here, key));
  }
  return out;
}

/** The literal values an id field holds (4, "4" and [0, 1] as numbers, codes as text); null when it holds anything
 * else (an object, the run's prefix: a value no entity has). */
function literalIds(value: unknown): Array<number | string> | null {
  const one = (v: unknown): number | string | null => {
    if (typeof v === 'number') return Number.isInteger(v) ? v : null;
    if (typeof v !== 'string' || v.includes('{{')) return null;
    return /^\d+$/.test(v) ? Number(v) : v;
  };
  const values = Array.isArray(value) ? value.map(one) : [one(value)];
  return values.every((v): v is number | string => v !== null) ? values : null;
}

/** The platform reference an id field is, or null when it names something no entity of the run is. */
export function platformReferenceOf(field: { key: string; within: string | null; value: unknown }): PlatformReference | null {
  const ids = literalIds(field.value);
  if (ids === null || ids.length === 0) return null;
  return PLATFORM_REFERENCES.find((r) => r.field === field.key && (r.within === undefined || r.within === field.within) && ids.every((id) => r.values.includes(id))) ?? null;
}

/** "prices[0].sku" → ["prices", 0, "sku"]. */
export function pointerPath(pointer: string): Array<string | number> {
  return pointer.split('.').flatMap((part) => {
    const m = /^([^[]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [part];
    return [m[1] as string, ...[...(m[2] ?? '').matchAll(/\[(\d+)\]/g)].map((i) => Number(i[1]))];
  });
}

/** A copy of `body` with each pointer's value replaced; null when a pointer names nothing the body has. */
export function withValues(body: unknown, values: Readonly<Record<string, unknown>>): { body: unknown } | null {
  const copy = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
  for (const [pointer, value] of Object.entries(values)) {
    const steps = pointerPath(pointer);
    let node: unknown = copy;
    for (const step of steps.slice(0, -1)) node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined;
    const last = steps[steps.length - 1] as string | number;
    if (node === null || typeof node !== 'object' || !(last in node)) return null;
    const was = (node as Record<string | number, unknown>)[last];
    // A value bound in place of a number the contract writes (a price, a quantity, an option's value index) stays a
    // number: the entities' values are text.
    (node as Record<string | number, unknown>)[last] = typeof was === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { body: copy };
}

/** The harmless value of each :param, read back from the harmlessly filled synchronous path. */
export function paramValues(templatePath: string, filledPath: string): Record<string, string> {
  const template = templatePath.split('/');
  const filled = filledPath.split('/');
  const values: Record<string, string> = {};
  template.forEach((segment, i) => {
    if (segment.startsWith(':')) values[segment.slice(1)] = decodeURIComponent(filled[i] ?? '');
  });
  return values;
}

/** Id parameters (id, cartId, ...) are integers on the platform: a prefixed text would be refused before queueing. */
export function integerIds(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) out[name] = /^id$|Id$/.test(name) && !/^\d+$/.test(value) ? '987654321' : value;
  return out;
}
