// What the input.* checks share: a bad input of the route (contracts/bad-input.yaml, CompiledRoute.badInput) sent on
// the run's own entities and judged. The entities are those of the route's synchronous execution, made once per
// worker for the write family (src/checks/write/route-executions.ts): its bound path parameters and body fields, its
// caller and token. A case makes entities of its own only where it says so: the in-use entity a delete-in-use case
// binds, another entity a `set` names ({own:<kind>.<value>}: an item of another order), or a whole fresh set bound as
// the route's write binds them (entities: fresh), where that write changed its own so that the bad input would meet
// another refusal (an order refunded already) or would change them back (a coupon the invalid one clears).
//
// The judgement, in this order:
//   1. the answer is the platform's error for it: never a 5xx, never a 2xx, and the status, the message and the
//      parameters (or the errors of an aggregate) as the real platform gave them;
//   2. nothing changed: the route's read-back reads as it did before (an update, a link, a delete refused), or the
//      route's `unchanged` read where the read-back reads what a create made (the order a refund names), and a create
//      refused left no entity with the name its body carried (searched by that name, before and after).
// A bad input the platform wrongly accepted is the finding, and what it made is removed at once (the sweep would
// find it later anyway: every name it carries starts with the run's prefix).

import { fillPath } from '../../contracts/paths.ts';
import { parsePointer, valueAtPointer, type WriteValues } from '../../contracts/read-back.ts';
import type { BadInputAnswer, BadInputCase, BadInputCheck, CompiledRoute, RawReadBack } from '../../contracts/types.ts';
import { OWN_PLACEHOLDER } from '../../contracts/bad-input.ts';
import { kindCreatedBy, valueAt, type SweepKind } from '../../cleanup/sweep-kinds.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { CallerName, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { withValues } from '../owned/body-ids.ts';
import { bindOpsOf, bindOwned } from '../owned/bind.ts';
import { OWNED_FACTORIES, type OwnedKind } from '../owned/entities.ts';
import { own } from '../owned/route-binding.ts';
import { OWNED_ROUTES } from '../owned/routes.ts';
import { isPrepared, prepareWrite, recordLeft, writeFamily, type PreparedWrite } from '../write/execution.ts';
import { syncExecution, type SyncExecution } from '../write/route-executions.ts';
import { readCallOf, sendRead } from '../write/verify.ts';

/** An id no entity has on any installation a test run meets: far beyond what an auto-increment reaches, within a
 * signed 32-bit integer (the platform's id columns). */
export const UNKNOWN_ID = 2_100_000_000;

/** A case's value that leaves the field out of the body (MSI's validators tell a field left out from one sent empty
 * in their own words: magento/inventory's ValidationTest leaves each required field out). */
export const ABSENT = '{absent}';

/** The cases of one check on a route. */
export const casesOf = (route: CompiledRoute, check: BadInputCheck): BadInputCase[] => (route.badInput ?? []).filter((c) => c.check === check);

/** A check of this family applies to the write routes the data names a case of it for. */
export const appliesFor =
  (check: BadInputCheck) =>
  (route: CompiledRoute): boolean =>
    writeFamily(route) && casesOf(route, check).length > 0;

/** One bad request, ready to send, with what its answer is filled from. */
interface BadRequest {
  path: string;
  params: Record<string, string>;
  body: unknown;
  /** The value no entity has, when the case sends one. */
  unknown: string | null;
  /** The sub-prefix the body's names carry ({prefix}). */
  prefix: string;
  /** The run's own entities a delete-in-use case bound (a read-back's owned.<value>), else the execution's. */
  owned: Record<string, string>;
  /** The values of each entity a `set` made for the case ({own:<kind>.<value>}), by kind. */
  own: Record<string, Record<string, string>>;
  /** Who sends it, with which token (the run's own customer's for a self route, else null). */
  caller: CallerName;
  token: string | null;
  /** The case's query parameters, filled in (none: {}). */
  query: Record<string, string>;
}

const tag = (): string => Math.random().toString(36).slice(2, 5).padEnd(3, '0');

/** Set a field by pointer (product.price, prices[0].sku), making the objects on its way; ABSENT leaves it out (the
 * field the platform requires, not sent at all: a null would be a value of its own). */
function setAt(body: unknown, pointer: string, value: unknown): void {
  const steps = parsePointer(pointer) ?? [pointer];
  let node = body as Record<string | number, unknown>;
  for (const step of steps.slice(0, -1)) {
    const next = node[step];
    if (next === null || typeof next !== 'object') node[step] = {};
    node = node[step] as Record<string | number, unknown>;
  }
  const last = steps[steps.length - 1] as string | number;
  if (value === ABSENT) delete node[last];
  else node[last] = value;
}

/** A case's value: "{unknown}" is the id no entity has, "{prefix}" in a string the case's sub-prefix,
 * "{own:<kind>.<value>}" a value of the entity of that kind made for the case (alone, an id is sent as a number);
 * "{owned:<value>}" a value of the run's own entity the route is sent on (the label of its other option); "{absent}"
 * (ABSENT) leaves the field out of the body. */
export function caseValue(value: unknown, prefix: string, own: Record<string, Record<string, string>>, owned: Readonly<Record<string, string>> = {}): unknown {
  if (value === '{unknown}') return UNKNOWN_ID;
  if (value === ABSENT) return ABSENT;
  if (typeof value === 'string' && /^\{owned:[A-Za-z]+\}$/.test(value)) return owned[value.slice(7, -1)] ?? value;
  if (typeof value === 'string') {
    const whole = new RegExp(`^${OWN_PLACEHOLDER.source}$`).exec(value);
    const alone = whole === null ? undefined : own[whole[1] as string]?.[whole[2] as string];
    if (alone !== undefined) return /^\d+$/.test(alone) ? Number(alone) : alone;
    return value.replaceAll('{prefix}', prefix).replace(OWN_PLACEHOLDER, (all, kind: string, name: string) => own[kind]?.[name] ?? all);
  }
  if (Array.isArray(value)) return value.map((v) => caseValue(v, prefix, own, owned));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, caseValue(v, prefix, own, owned)]));
  return value;
}

/** The kinds the case's `set` names as {own:<kind>.<value>}, each with the first value it names. */
function ownNamed(set: Record<string, unknown>): Map<string, string> {
  const named = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const m of value.matchAll(OWN_PLACEHOLDER)) if (!named.has(m[1] as string)) named.set(m[1] as string, m[2] as string);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.values(set).forEach(visit);
  return named;
}

/** One entity of each kind the case's `set` names, made now for it (one of its own, never the route's): its values by
 * kind, or why it cannot be made. */
async function ownEntities(ctx: CheckContext, set: Record<string, unknown>): Promise<{ values: Record<string, Record<string, string>> } | { reason: string }> {
  const named = ownNamed(set);
  const values: Record<string, Record<string, string>> = {};
  if (named.size === 0) return { values };
  const ops = bindOpsOf(ctx);
  if (ops === null) return { reason: 'the run\'s services are not wired into the check context' };
  for (const [kind, value] of named) {
    if (!(kind in OWNED_FACTORIES)) return { reason: `the data names {own:${kind}.${value}}, and the run makes no entity of the kind ${kind}` };
    const bound = await bindOwned(ops, { path: { own: own(kind as OwnedKind, value) } }, {});
    if (!('params' in bound)) return { reason: `not sent: ${bound.reason}` };
    values[kind] = bound.values;
  }
  return { values };
}

/** The entities a case is sent on: the route's synchronous execution's, or (entities: fresh) a set of its own, bound
 * as the route's write binds them and never written. */
async function entitiesOf(ctx: CheckContext, sync: SyncExecution, c: BadInputCase): Promise<PreparedWrite | { reason: string }> {
  if (c.entities !== 'fresh') return sync.write;
  const fresh = await prepareWrite(ctx);
  if (isPrepared(fresh)) return fresh;
  return { reason: `no entities of its own to send it on: ${fresh.outcome === 'skip' ? fresh.reason : fresh.outcome === 'fail' ? fresh.broken : 'none were made'}` };
}

/** The request a case sends, built on the route's synchronous execution (or a fresh set of entities); or why it cannot
 * be made. */
async function badRequest(ctx: CheckContext, sync: SyncExecution, c: BadInputCase): Promise<BadRequest | { reason: string }> {
  const services = ctx.async;
  if (!services) return { reason: 'the run\'s services are not wired into the check context' };
  const write = await entitiesOf(ctx, sync, c);
  if ('reason' in write) return write;
  const prefix = `${services.prefix}i${tag()}`;
  let params = { ...write.params };
  let owned = write.owned;
  let unknown: string | null = null;
  if (c.bind !== undefined) {
    const ops = bindOpsOf(ctx);
    if (ops === null) return { reason: 'the run\'s services are not wired into the check context' };
    const path: Record<string, ReturnType<typeof own>> = {};
    for (const [name, text] of Object.entries(c.bind)) {
      const [kind, value] = text.split('.') as [string, string];
      if (!(kind in OWNED_FACTORIES)) return { reason: `the data binds :${name} to ${text}, and the run makes no entity of the kind ${kind}` };
      path[name] = own(kind as OwnedKind, value);
    }
    const bound = await bindOwned(ops, { path }, params);
    if (!('params' in bound)) return { reason: `not sent: ${bound.reason}` };
    params = bound.params;
    owned = bound.values;
  }
  const made = await ownEntities(ctx, c.set);
  if ('reason' in made) return made;
  if (c.unknownParam !== undefined) {
    const was = params[c.unknownParam] ?? '';
    unknown = /^\d+$/.test(was) ? String(UNKNOWN_ID) : `${prefix}n`;
    params[c.unknownParam] = unknown;
  }
  let body: unknown;
  if (c.body === 'empty') body = {};
  else if (c.body === 'executed') body = write.body === undefined ? undefined : JSON.parse(JSON.stringify(write.body));
  else {
    const bound = withValues(ctx.route.body, write.bound);
    if (bound === null) return { reason: `the body of ${ctx.route.key} lacks a field the owned-route table binds` };
    body = ctx.route.body === null || ctx.route.body === undefined ? undefined : await services.fillBody(bound.body, prefix);
  }
  for (const [pointer, value] of Object.entries(c.set)) {
    if (body === null || typeof body !== 'object') return { reason: `${ctx.route.key} has no body to set ${pointer} in` };
    const v = caseValue(value, prefix, made.values, owned);
    if (value === '{unknown}') unknown = String(v);
    setAt(body, pointer, v);
  }
  // A case sent by the admin carries the admin's own token (none of the run's customer's).
  const by = c.caller === undefined ? { caller: write.caller, token: write.token } : { caller: c.caller, token: null };
  const query = Object.fromEntries(Object.entries(c.query ?? {}).map(([name, value]) => [name, value === '{unknown}' ? String(UNKNOWN_ID) : value]));
  return { path: fillPath(ctx.route.path, params), params, body, unknown, prefix, owned, own: made.values, ...by, query };
}

/** The answer the case expects, its placeholders filled with what was sent. */
export function expectedAnswer(answer: BadInputAnswer, sent: { unknown: string | null; params: Record<string, string>; body: unknown; own?: Record<string, Record<string, string>>; owned?: Record<string, string> }): BadInputAnswer {
  const fillText = (text: string): unknown => {
    if (text === '{value:int}') return sent.unknown === null ? text : Number(sent.unknown);
    return text.replace(/\{(value|path:\w+|body:[^}]+|own:[a-z][a-z-]*\.[A-Za-z]+|owned:[A-Za-z]+)\}/g, (all, name: string) => {
      if (name === 'value') return sent.unknown ?? all;
      // A value of the run's own entity the route is sent on (the product's id a refusal names beside its SKU).
      if (name.startsWith('owned:')) return sent.owned?.[name.slice(6)] ?? all;
      if (name.startsWith('path:')) return sent.params[name.slice(5)] ?? all;
      if (name.startsWith('own:')) {
        const [kind, value] = name.slice(4).split('.') as [string, string];
        return sent.own?.[kind]?.[value] ?? all;
      }
      const v = valueAtPointer(sent.body, parsePointer(name.slice(5)) ?? []);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : all;
    });
  };
  const fillAny = (v: unknown): unknown => (typeof v === 'string' ? fillText(v) : Array.isArray(v) ? v.map(fillAny) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, w]) => [k, fillAny(w)])) : v);
  return fillAny(answer) as BadInputAnswer;
}

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the answer says, in the shape of a case's answer (for comparison and for the record). */
/** The parts of an answer that are not the platform's error: status, message, parameters, the per-field errors (MSI). */
export function differingParts(actual: BadInputAnswer, expected: BadInputAnswer): string[] {
  const differs: string[] = [];
  if (actual.status !== expected.status) differs.push('status');
  if (actual.message !== expected.message) differs.push('message');
  if (!same(actual.parameters, expected.parameters)) differs.push('parameters');
  if (!same(actual.errors, expected.errors)) differs.push('errors');
  return differs;
}

export function answerOf(res: HttpExchange): BadInputAnswer {
  const json = res.json !== null && typeof res.json === 'object' && !Array.isArray(res.json) ? (res.json as Record<string, unknown>) : {};
  return {
    status: res.status,
    message: messageOf(res.json) ?? res.bodyText.slice(0, 200),
    ...(json.parameters !== undefined ? { parameters: json.parameters as BadInputAnswer['parameters'] } : {}),
    ...(Array.isArray(json.errors) ? { errors: json.errors as BadInputAnswer['errors'] } : {}),
  };
}

export const show = (a: BadInputAnswer): string =>
  `${a.status} ${JSON.stringify(a.message)}${a.parameters !== undefined ? ` parameters ${JSON.stringify(a.parameters)}` : ''}${a.errors !== undefined ? ` errors ${JSON.stringify(a.errors)}` : ''}`;

/** A read of the entity made equal across a refused write: the time of the last save is the platform's, not the
 * write's (a refused write never reaches the save, but an index or cron may touch it), and a list is compared as its
 * items, not their order (the real 2.4.7-p3 answered an attribute set's attributes in another order from one read to
 * the next, nothing written in between). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'updated_at').map(([k, v]) => [k, stable(v)]));
  return value;
}

/** The read that shows whether the entity changed, and the values it is filled from; null where none serves (a
 * create is judged by its name instead; an executed delete's entity is gone already). The route's `unchanged` read
 * first (a create's read-back reads what it made), filled from the bad request; else its read-back. `memo`: the read
 * is the one the execution's own read-back made last on these entities, so its last answer stands for the "before". */
function stateRead(ctx: CheckContext, sync: SyncExecution, c: BadInputCase, req: BadRequest): { spec: RawReadBack; values: WriteValues; memo: boolean } | null {
  if (c.unchanged !== undefined) return { spec: { route: c.unchanged.route, params: c.unchanged.params, expect: 'updated' }, values: { path: req.params, body: req.body, answer: undefined, owned: req.owned }, memo: false };
  const spec = ctx.route.readBack;
  if (spec === null || spec.expect === 'created') return null;
  if (spec.expect === 'deleted' && c.bind === undefined) return null;
  // Entities of the case's own (bound, or fresh): read from the request's values, before and after.
  if (c.bind !== undefined || c.entities === 'fresh') return { spec, values: { path: req.params, body: c.entities === 'fresh' ? req.body : sync.write.body, answer: undefined, owned: req.owned }, memo: false };
  return { spec, values: { path: sync.write.params, body: sync.write.body, answer: sync.answer.json, owned: sync.write.owned }, memo: true };
}

/** The route's last read of its entity in this worker, kept for the next input check: first the synchronous
 * execution's read-back (made right after its write, with the same values), then each check's read after. Kept by the
 * execution, which the route's checks share in the worker (CheckContext.shared). */
function lastRead(sync: SyncExecution): { read: HttpExchange | null } {
  let memo = lastReads.get(sync);
  if (memo === undefined) {
    memo = { read: sync.after !== null && !('reason' in sync.after) ? sync.after : null };
    lastReads.set(sync, memo);
  }
  return memo;
}
const lastReads = new WeakMap<SyncExecution, { read: HttpExchange | null }>();

async function readState(ctx: CheckContext, spec: RawReadBack, values: WriteValues, token: string | null): Promise<HttpExchange | { reason: string }> {
  const read = readCallOf(ctx, spec, values);
  return 'reason' in read ? read : sendRead(ctx, read, token);
}

/** How many entities of the created kind carry the name the bad body gave, or null where there is none to search. */
async function countNamed(ctx: CheckContext, kind: SweepKind, name: string): Promise<number | null> {
  const prefix = 'searchCriteria[filter_groups][0][filters][0]';
  const res = await ctx.call('admin', { method: 'GET', path: kind.search, query: { [`${prefix}[field]`]: kind.field, [`${prefix}[value]`]: name, [`${prefix}[condition_type]`]: 'eq', 'searchCriteria[pageSize]': '20' } });
  const total = res.json !== null && typeof res.json === 'object' ? (res.json as { total_count?: unknown }).total_count : undefined;
  return res.status === 200 && typeof total === 'number' ? total : null;
}

/** What a wrongly accepted create made, removed now: by the name it carried. */
async function removeAccidental(ctx: CheckContext, kind: SweepKind, name: string): Promise<string> {
  const prefix = 'searchCriteria[filter_groups][0][filters][0]';
  const res = await ctx.call('admin', { method: 'GET', path: kind.search, query: { [`${prefix}[field]`]: kind.field, [`${prefix}[value]`]: name, [`${prefix}[condition_type]`]: 'eq' } });
  const items = res.json !== null && typeof res.json === 'object' && Array.isArray((res.json as { items?: unknown }).items) ? ((res.json as { items: Array<Record<string, unknown>> }).items) : [];
  const removed: string[] = [];
  for (const item of items) {
    const id = item[kind.idField];
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const del = await ctx.call('admin', { method: 'DELETE', path: kind.delete(String(id)) });
    removed.push(`${kind.kind} ${String(id)}: ${del.status}`);
  }
  return removed.length > 0 ? `removed at once (${removed.join(', ')})` : 'left to the sweep (not found by its name)';
}

/** The kind the route creates and the name the bad body gave it, where a refused create can be searched for. */
function createdName(route: CompiledRoute, body: unknown): { kind: SweepKind; name: string } | null {
  const kind = kindCreatedBy(route.method, route.path);
  if (kind === null || kind.find !== 'like') return null;
  const name = valueAt(body, kind.create.pointer);
  return typeof name === 'string' && name !== '' ? { kind, name } : null;
}

/** One case sent and judged. */
async function judgeCase(ctx: CheckContext, sync: SyncExecution, c: BadInputCase): Promise<Verdict> {
  if (c.body === 'executed' && c.entities !== 'fresh' && (sync.answer.status < 200 || sync.answer.status >= 300)) {
    return skip(`the write did not succeed (${describeExchange(sync.answer.status, sync.answer.json, sync.answer.bodyText)}), so nothing of it can be sent again: write.response-valid judges its answer`);
  }
  const req = await badRequest(ctx, sync, c);
  if ('reason' in req) return skip(req.reason);
  const token = req.token;
  const state = stateRead(ctx, sync, c, req);
  // The entity as the last read of this route showed it (the execution's own read-back, then each input check's read
  // after its refusal): one read per bad input instead of two, on the platform's pace.
  const last = state !== null && state.memo ? lastRead(sync) : null;
  const before = state === null ? null : (last?.read ?? (await readState(ctx, state.spec, state.values, token)));
  const created = createdName(ctx.route, req.body);
  // A fresh body's names carry a sub-prefix of their own: nothing has them before (no search needed); the executed
  // body's do (the entity the write made).
  const countBefore = created === null ? null : c.body === 'fresh' && created.name.includes(req.prefix) ? 0 : await countNamed(ctx, created.kind, created.name);
  const res = await ctx.call(req.caller, { path: req.path, ...(Object.keys(req.query).length > 0 ? { query: req.query } : {}), ...(req.body !== undefined ? { body: req.body } : {}), ...(token !== null ? { token } : {}) });
  ctx.observe('bad-input', { check: c.check, what: c.what, answer: answerOf(res) });
  const expected = expectedAnswer(c.answer, req);
  const broken = (what: string): string => `${ctx.route.key} given ${c.what}: ${what}`;
  if (res.status >= 500) return { outcome: 'fail', broken: broken(`answered ${res.status}, not the platform's error for bad input`), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  if (res.status >= 200 && res.status < 300) {
    // What a wrongly accepted write of the full level leaves (a credit memo, a shipment) goes to the ledger of what
    // stays, as the route's own execution's does: the run still ends accounting for everything it made.
    const leaves = OWNED_ROUTES[ctx.route.key]?.leaves;
    if (leaves !== undefined) await recordLeft(ctx, { path: req.params, body: req.body, answer: res.json, owned: req.owned }, leaves);
    const cleaned = created !== null ? await removeAccidental(ctx, created.kind, created.name) : leaves !== undefined ? `what it made, a ${leaves.kind}, is listed as left by design` : 'it acted on the run\'s own entities, which the sweep removes';
    return { outcome: 'fail', broken: broken(`accepted (${cleaned})`), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  // The run's own customer's token may not outlive the executed write (a password change): no verdict on the input.
  if (res.status === 401 && ctx.permission === 'self') return skip(`the run's own customer's token no longer serves after the executed write (${describeExchange(res.status, res.json, res.bodyText)})`);
  const actual = answerOf(res);
  const differs = differingParts(actual, expected);
  if (differs.length > 0) return { outcome: 'fail', broken: broken(`answered another ${differs.join(', ')} than the platform's error for it`), expected: show(expected), actual: show(actual), exchange: res };
  // Nothing changed.
  if (state !== null && before !== null) {
    // The answer is judged whole; what cannot be read is said in the note, not turned into a skip.
    if ('reason' in before) return pass(`${show(actual)}; whether anything changed cannot be read: ${before.reason}`);
    const after = await readState(ctx, state.spec, state.values, token);
    if ('reason' in after) return pass(`${show(actual)}; whether anything changed cannot be read: ${after.reason}`);
    if (last !== null) last.read = after;
    if (after.status !== before.status || !same(stable(after.json), stable(before.json))) {
      return { outcome: 'fail', broken: broken(`refused, but ${state.spec.route} shows the entity changed`), expected: describeExchange(before.status, before.json, before.bodyText), actual: describeExchange(after.status, after.json, after.bodyText), exchange: after };
    }
  }
  if (created !== null && countBefore !== null) {
    const countAfter = await countNamed(ctx, created.kind, created.name);
    if (countAfter !== null && countAfter !== countBefore) {
      const cleaned = countAfter > countBefore && c.body !== 'executed' ? await removeAccidental(ctx, created.kind, created.name) : 'left to the sweep';
      return { outcome: 'fail', broken: broken(`refused, but a ${created.kind.kind} named ${created.name} was left behind (${cleaned})`), expected: `${countBefore} such ${created.kind.kind}`, actual: `${countAfter}` };
    }
  }
  return pass(`${show(actual)}; nothing changed`);
}

/** The verdict of one input check on the route: every case of it, the first failure or skip decides. */
export async function judgeBadInput(ctx: CheckContext, check: BadInputCheck): Promise<Verdict> {
  const declared = casesOf(ctx.route, check);
  if (declared.length === 0) return skip(`contracts/bad-input.yaml names no ${check} case for ${ctx.route.key}`);
  // A case of the full level is sent only there: a platform that wrongly took it would leave a file no REST call removes.
  const cases = ctx.target.writes === 'full' ? declared : declared.filter((c) => c.level !== 'full');
  const belowFull = declared.length - cases.length;
  if (cases.length === 0) return skip(`every ${check} case of ${ctx.route.key} is of the full level (a platform that took it would leave a file in pub/media): sent at COMMERCE_WRITES=full only`);
  const sync = await syncExecution(ctx);
  if ('outcome' in sync) return sync;
  const notes: string[] = belowFull > 0 ? [`${belowFull} case(s) of the full level not sent (COMMERCE_WRITES=full sends them)`] : [];
  for (const c of cases) {
    const verdict = await judgeCase(ctx, sync, c);
    if (verdict.outcome !== 'pass') return verdict;
    notes.push(`${c.what}: ${verdict.note ?? 'refused'}`);
  }
  return pass(notes.join(' | '));
}
