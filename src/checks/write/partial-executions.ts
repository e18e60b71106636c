// The partial updates of one write route (issue 28 §2), made once per worker on the run's own entity the route's
// synchronous execution has just updated (route-executions.ts), and judged by three checks:
//   write.partial-keeps-omitted     an update that leaves fields out keeps them;
//   write.empty-collection-clears   a collection sent as [] is emptied;
//   write.store-null-reverts        a store-scoped value sent as null under a store view reverts to the default.
// What each route's partial update sends is contract data (partialUpdate, docs/contract-format.md). One sequence per
// route, in this order, each write followed by the whole entity read back:
//   1. fill:     the synchronous body again, with what the partial update will leave out (a collection with an item, a
//                custom attribute): the entity as it is before the partial update (R1; with nothing to add, the
//                synchronous execution's read after its write is R1);
//   2. partial:  only the kept fields and one changed field (R2, compared with R1 field by field);
//   3. empties:  the partial update's body and each collection as [] (R3);
//   4. store:    under a second store view of the run's website, each store-scoped value set, then sent as null; read
//                under that view and under `all` (the default value).
// No new entity is made: the route's own (again() in owned/routes.ts) is updated further, and the sweep removes it with
// whatever these updates gave it. The checks are declared right after write.read-back and before the bulk that reuses
// the same entity is queued (catalog.ts WRITE_CHECKS), so no queued write changes it between a write and its read.

import { parsePointer, valueAtPointer, fillTemplate, parseSource, resolveSource, type WriteValues } from '../../contracts/read-back.ts';
import type { RawPartialUpdate, RawPartialVariant } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CheckContext, HttpExchange, Verdict } from '../types.ts';
import { skip } from '../types.ts';
import { valuesOf } from './execution.ts';
import { syncExecution } from './route-executions.ts';
import { readCallOf, sameValue, sendRead } from './verify.ts';

/** One write of the sequence and the entity read right after it. */
export interface PartialStep {
  body: unknown;
  answer: HttpExchange;
  /** The read after the write (null when the read could not be made: `reason`). */
  read: HttpExchange | null;
  /** The entity in the read's answer (the item `partialUpdate.item` finds), custom attributes by code; undefined when
   * the read did not answer it. */
  entity: unknown;
}

/** The store-scoped step: the view it was made under, and per value what `all`, the view after the set, and the view
 * after the null showed. */
export interface StoreStep {
  view: string;
  set: PartialStep;
  cleared: PartialStep;
  values: Array<{ read: string; sent: unknown; shownDefault: unknown; shownSet: unknown; shownAfter: unknown }>;
  defaultRead: HttpExchange;
}

export interface PartialExecution {
  spec: RawPartialUpdate;
  /** The read route (the contract's readBack.route). */
  readRoute: string;
  fill: PartialStep;
  partial: PartialStep;
  /** Each changed field: where it reads, and the value the partial update sent. */
  changes: Array<{ body: string; read: string; value: unknown }>;
  empties: PartialStep | null;
  store: StoreStep | { reason: string } | null;
}

const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;
export const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);

/** A copy of `doc` with `value` at `pointer` (objects and arrays made on the way). */
export function setAt(doc: unknown, pointer: string, value: unknown): unknown {
  const steps = parsePointer(pointer);
  return steps === null ? doc : setSteps(doc, steps, value);
}

function setSteps(doc: unknown, steps: ReadonlyArray<string | number>, value: unknown): unknown {
  const [head, ...rest] = steps;
  if (head === undefined) return value;
  const copy: Record<string | number, unknown> = Array.isArray(doc) ? ([...doc] as unknown as Record<number, unknown>) : doc !== null && typeof doc === 'object' ? { ...(doc as Record<string, unknown>) } : typeof head === 'number' ? ([] as unknown as Record<number, unknown>) : {};
  copy[head] = setSteps(copy[head], rest, value);
  return copy;
}

/** Custom attributes (and any list of {attribute_code, value}) as an object by code, so one attribute compares and
 * reads as a field (custom_attributes.description) whatever the order the platform answers them in. */
export function normalized(value: unknown): unknown {
  if (Array.isArray(value)) {
    const coded = value.length > 0 && value.every((v) => v !== null && typeof v === 'object' && typeof (v as { attribute_code?: unknown }).attribute_code === 'string');
    if (coded) return Object.fromEntries(value.map((v) => [(v as { attribute_code: string }).attribute_code, normalized((v as { value?: unknown }).value)]));
    return value.map(normalized);
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalized(v)]));
  return value;
}

/** Both ways: sameValue reads the first as what was sent (its fields must be in the second). */
export const same = (a: unknown, b: unknown): boolean => sameValue(a, b) && sameValue(b, a);

/** The entity's fields by pointer (objects walked, arrays and scalars as values). */
export function fieldsOf(entity: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (entity === null || typeof entity !== 'object' || Array.isArray(entity)) {
    if (prefix !== '') out.set(prefix, entity);
    return out;
  }
  for (const [k, v] of Object.entries(entity)) {
    const at = prefix === '' ? k : `${prefix}.${k}`;
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0) for (const [p, w] of fieldsOf(v, at)) out.set(p, w);
    else out.set(at, v);
  }
  return out;
}

/** Whether a pointer is one of `listed` or lies under one. */
export const covered = (pointer: string, listed: readonly string[]): boolean => listed.some((f) => pointer === f || pointer.startsWith(`${f}.`) || pointer.startsWith(`${f}[`));

/** The fields two reads of the entity show otherwise, but those any save changes and those the update changed. */
export function differing(before: unknown, after: unknown, skipped: readonly string[]): Array<{ pointer: string; before: unknown; after: unknown }> {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const out: Array<{ pointer: string; before: unknown; after: unknown }> = [];
  for (const pointer of new Set([...a.keys(), ...b.keys()])) {
    if (covered(pointer, skipped)) continue;
    const x = a.get(pointer);
    const y = b.get(pointer);
    // A field the platform leaves out when it is empty is no difference from the same field empty.
    if (isEmpty(x) && isEmpty(y)) continue;
    if (!same(x, y)) out.push({ pointer, before: x, after: y });
  }
  return out;
}

/** Empty: absent, null, [] or {}. */
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

export const valueAt = (entity: unknown, pointer: string): unknown => valueAtPointer(entity, parsePointer(pointer) ?? []);

/** The variant of the route whose form this is and whose fields cover every pointer (a refusal names none). */
export function variantFor(spec: RawPartialUpdate, form: RawPartialVariant['form'], pointers: readonly string[]): RawPartialVariant | undefined {
  return (spec.variants ?? []).find((v) => v.form === form && pointers.every((p) => covered(p, v.fields ?? [])));
}

export const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 100));

/** A field changed for the partial update: a string gets "-p", a number 1 more, a boolean the other value. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value}-p`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  return undefined;
}

function shared<T>(ctx: CheckContext, key: string, make: () => Promise<T>): Promise<T> {
  return ctx.shared ? ctx.shared(key, make) : make();
}

/** The route's partial updates (the three checks judge them), or why they are not made. */
export function partialExecution(ctx: CheckContext): Promise<PartialExecution | Verdict> {
  return shared(ctx, 'partial', async () => {
    const spec = ctx.route.partialUpdate;
    if (spec === undefined) return skip('the contract declares no partial update for this route');
    if (spec.none !== undefined) return skip(spec.none);
    const readBack = ctx.route.readBack;
    if (readBack === null) return skip('the contract names no read-back, through which the partial update would be read');
    const sync = await syncExecution(ctx);
    if ('outcome' in sync) return sync;
    if (!ok(sync.answer)) return skip(`the write did not succeed (${describe(sync.answer)}): write.response-valid judges its answer`);
    const { write } = sync;
    const values: WriteValues = valuesOf(write, sync.answer);
    const base = write.body;
    const missing: string[] = [];
    const template = (v: unknown): unknown => fillTemplate(v, values, (s) => missing.push(s));

    /** Send one body of the sequence (under a store view's code when given) and read the entity after it. */
    const step = async (body: unknown, storeCode?: string): Promise<PartialStep | { reason: string }> => {
      const answer = await ctx.call(write.caller, { path: write.path, body, ...(write.token !== null ? { token: write.token } : {}), ...(storeCode !== undefined ? { storeCode } : {}) });
      const read = await readEntity(storeCode);
      if ('reason' in read) return read;
      return { body, answer, ...read };
    };
    const readEntity = async (storeCode?: string): Promise<{ read: HttpExchange; entity: unknown } | { reason: string }> => {
      const call = readCallOf(ctx, readBack, values);
      if ('reason' in call) return call;
      const read = await sendRead(ctx, storeCode !== undefined ? { ...call, storeCode } : call, write.token);
      return { read, entity: read.status === 200 ? entityOf(spec, values, read.json) : undefined };
    };
    const kept = (): unknown => {
      let body: unknown = {};
      for (const pointer of spec.keep ?? []) {
        const v = valueAt(base, pointer);
        if (v !== undefined) body = setAt(body, pointer, v);
      }
      return body;
    };

    // 1. fill: with nothing to add, the synchronous execution's own read after its write is the entity as it is (two
    // calls fewer per route).
    let fillBody = base;
    for (const [pointer, value] of Object.entries(spec.fill ?? {})) fillBody = setAt(fillBody, pointer, template(value));
    if (missing.length > 0) return skip(`the write gave no value for ${[...new Set(missing)].join(', ')}, which its partial update needs`);
    const readAfterSync = sync.after !== null && !('reason' in sync.after) && sync.after.status === 200 ? sync.after : null;
    const fill = Object.keys(spec.fill ?? {}).length === 0 && readAfterSync !== null ? { body: base, answer: sync.answer, read: readAfterSync, entity: entityOf(spec, values, readAfterSync.json) } : await step(fillBody);
    if ('reason' in fill) return skip(fill.reason);
    if (!ok(fill.answer)) return skip(`the update that gives the entity what the partial update leaves out was refused (${describe(fill.answer)}); write.response-valid judges the route's own body`);
    if (fill.entity === undefined) return skip(`${readBack.route} did not answer the entity after the update (${describe(fill.read ?? fill.answer)})`);

    // 2. partial: the kept fields and the changed one.
    let partialBody = kept();
    const changes: PartialExecution['changes'] = [];
    for (const [bodyPointer, read] of Object.entries(spec.change ?? {})) {
      const value = changed(valueAt(fillBody, bodyPointer));
      if (value === undefined) return skip(`the body has no string, number or boolean at ${bodyPointer} to change`);
      partialBody = setAt(partialBody, bodyPointer, value);
      changes.push({ body: bodyPointer, read, value });
    }
    const partial = await step(partialBody);
    if ('reason' in partial) return skip(partial.reason);

    // 3. each collection as [], in the partial update's body (what the route requires is in it: a tax rate's rate, the
    // names of /me).
    let empties: PartialStep | null = null;
    if ((spec.empties ?? []).length > 0) {
      let body = partialBody;
      for (const e of spec.empties ?? []) body = setAt(body, e.body, []);
      const made = await step(body);
      if ('reason' in made) return skip(made.reason);
      empties = made;
    }

    // 4. store-scoped values under a second store view.
    const store = (spec.storeScoped ?? []).length > 0 ? await storeStep(ctx, spec, kept, step, readEntity, write.prefix) : null;
    return { spec, readRoute: readBack.route, fill, partial, changes, empties, store };
  });
}

/** The entity in a read's answer: the answer itself, or the item of the array `spec.item` names. */
function entityOf(spec: RawPartialUpdate, values: WriteValues, json: unknown): unknown {
  if (spec.item === undefined) return normalized(json);
  const list = valueAt(json, spec.item.in);
  if (!Array.isArray(list)) return undefined;
  const resolve = (text: string): unknown => {
    const source = parseSource(text);
    return source === null ? undefined : resolveSource(source, values);
  };
  const found = list.find((entry) => Object.entries(spec.item?.match ?? {}).every(([pointer, text]) => sameValue(resolve(text), valueAt(entry, pointer))));
  return found === undefined ? undefined : normalized(found);
}

/** A store view of the run's website other than the one the run writes under, or why there is none. */
async function secondView(ctx: CheckContext): Promise<string | { reason: string }> {
  const res = await ctx.call('admin', { method: 'GET', path: '/V1/store/storeViews' });
  if (res.status !== 200 || !Array.isArray(res.json)) return { reason: `GET /V1/store/storeViews answered ${describe(res)}: the store views are unknown` };
  const views = (res.json as Array<Record<string, unknown>>).filter((v) => v.id !== 0 && v.code !== 'admin');
  const own = views.find((v) => v.code === ctx.target.storeCode) ?? views.find((v) => v.code === 'default');
  const other = views.find((v) => v !== own && v.website_id === own?.website_id);
  if (own === undefined || other === undefined || typeof other.code !== 'string') return { reason: `the target has one store view on the run's website (${String(own?.code ?? ctx.target.storeCode)}): no other view holds a value of its own to revert` };
  return other.code;
}

async function storeStep(
  ctx: CheckContext,
  spec: RawPartialUpdate,
  kept: () => unknown,
  step: (body: unknown, storeCode?: string) => Promise<PartialStep | { reason: string }>,
  readEntity: (storeCode?: string) => Promise<{ read: HttpExchange; entity: unknown } | { reason: string }>,
  prefix: string,
): Promise<StoreStep | { reason: string }> {
  const view = await secondView(ctx);
  if (typeof view !== 'string') return view;
  const scoped = spec.storeScoped ?? [];
  const readOf = (s: (typeof scoped)[number]): string => s.read ?? `custom_attributes.${s.attribute ?? ''}`;
  const bodyWith = (value: (i: number) => unknown): unknown => {
    let body = kept();
    const attributes = new Map<string, Array<{ attribute_code: string; value: unknown }>>();
    scoped.forEach((s, i) => {
      if (s.attribute === undefined) body = setAt(body, s.body, value(i));
      else attributes.set(s.body, [...(attributes.get(s.body) ?? []), { attribute_code: s.attribute, value: value(i) }]);
    });
    for (const [pointer, list] of attributes) body = setAt(body, pointer, list);
    return body;
  };
  const defaults = await readEntity('all');
  if ('reason' in defaults) return defaults;
  const sent = scoped.map((_, i) => `${prefix} ${view} ${i}`);
  const set = await step(bodyWith((i) => sent[i]), view);
  if ('reason' in set) return set;
  const cleared = await step(bodyWith(() => null), view);
  if ('reason' in cleared) return cleared;
  return {
    view,
    set,
    cleared,
    defaultRead: defaults.read,
    values: scoped.map((s, i) => ({ read: readOf(s), sent: sent[i], shownDefault: valueAt(defaults.entity, readOf(s)), shownSet: valueAt(set.entity, readOf(s)), shownAfter: valueAt(cleared.entity, readOf(s)) })),
  };
}

/** The verdicts' shared refusal: the sequence was not made, say why (a skip) or pass it on. */
export const isVerdict = (v: PartialExecution | Verdict): v is Verdict => 'outcome' in v;
