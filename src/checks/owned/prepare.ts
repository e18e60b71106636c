// One preparation of a write on the run's own data, for both ways the suite sends one (confinement.ts: executed by
// the write family, queued by the async and bulk checks): the confinement decided, the level and the edition checked,
// who sends it, the platform entities the body points at read on the target, then the run's own entities made and
// bound (bind.ts), one set per element (async queues one, bulk several), and each body filled under a sub-prefix of
// the run's prefix. The two modes ask the same questions; each keeps the order its reasons were always given in, so a
// route that fails two of them is told the same first one.

import type { CompiledRoute } from '../../contracts/types.ts';
import type { CallerName, CheckContext, Verdict } from '../types.ts';
import { levelCovers, skip } from '../types.ts';
import { callerUnavailable } from '../stand-in.ts';
import { untraceableOn } from '../untraceable.ts';
import { bindOpsOf, bindOwned } from './bind.ts';
import { integerIds, paramValues, withValues } from './body-ids.ts';
import { confine, EXECUTES_AGAINST_IT, whatStays, type Confinement, type Mode } from './confinement.ts';
import type { PlatformReference, ReferenceRead } from './platform-references.ts';

/** One call's (or bulk element's) values: its path parameter values, the body fields bound to the run's own entities
 * (as idFields writes them: prices[0].sku), and every value of the entities made for it (what a read-back of its
 * effect names as owned.<value>). */
export interface Element {
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** Bound query parameters (OwnedRoute.query), when the route has any. */
  query?: Record<string, string>;
  values?: Record<string, string>;
}

export type Confined = Extract<Confinement, { ok: true }>;

export interface Prepared {
  caller: CallerName;
  /** The run's own customer's token, for a route the table sends as that customer; null: the caller's own. */
  token: string | null;
  /** One per element: an execution or an async call has one, a bulk BULK_N (src/checks/write/route-executions.ts). */
  elements: Element[];
  confinement: Confined;
}

/** A question a write must pass before anything is made for it: null, or why it is not sent. */
type Gate = (ctx: CheckContext, c: Confined, mode: Mode) => Promise<string | null> | string | null;

/** What the run leaves behind at the full level is sent only at COMMERCE_WRITES=full. */
const level: Gate = (ctx, c, mode) => {
  if (c.owned === null || levelCovers(ctx.target.writes, c.level)) return null;
  return `not ${mode} at COMMERCE_WRITES=${ctx.target.writes}: it leaves ${whatStays(c.owned)}, which no REST call removes (COMMERCE_WRITES=full ${mode === 'executed' ? 'runs' : 'queues'} it and lists what stays in after-run.json)`;
};

/** A write whose traces the target's edition keeps beyond REST's reach (../untraceable.ts). */
const edition: Gate = (ctx, _c, mode) => untraceableOn(ctx.route, ctx.target.edition, mode);

const caller: Gate = (ctx) => {
  const who = callerOf(ctx.permission, ctx.target);
  return typeof who === 'string' ? null : who.reason;
};

/** The run makes its own entities, and confirms the platform entities a body names, as the admin. */
const admin: Gate = (ctx, c, mode) => {
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  if (noAdmin === null) return null;
  if (mode === 'executed') return c.owned !== null || c.references.length > 0 ? `not executed: the run makes its own entities to write on, and confirms the platform entities a body names, as the admin, and ${noAdmin}` : null;
  // Queued, a body's platform references are refused with the reference's own words (references, below).
  return c.owned !== null ? `not queued: it acts on an existing entity, and the run creates its own to queue against as the admin, and ${noAdmin}` : null;
};

const references: Gate = async (ctx, c, mode) => {
  const missing = await missingReference(ctx, c.references);
  if (missing === null) return null;
  return mode === 'executed' ? `not executed: ${missing}` : `not queued: ${missing}; ${EXECUTES_AGAINST_IT}`;
};

/** The order each mode asks in. Queued, the run's queue state (the consumer found stopped) is asked after the edition. */
const ORDER: Record<Mode, Array<Gate | 'queue'>> = {
  executed: [level, edition, caller, admin, references],
  queued: [edition, 'queue', admin, level, references, caller],
};

/** Why a write of ctx.route must not be sent in `mode` on this target now, or null (the contract's confinement first,
 * then the target and the run). `queueState`: the queued mode's question about the run's queue. */
export async function refusal(ctx: CheckContext, mode: Mode, queueState: () => string | null = () => null): Promise<{ reason: string } | Confined> {
  const c = confine(ctx.route, ctx.permission, mode);
  if (!c.ok) return { reason: c.reason };
  for (const gate of ORDER[mode]) {
    const reason = gate === 'queue' ? queueState() : await gate(ctx, c, mode);
    if (reason !== null) return { reason };
  }
  return c;
}

/**
 * Everything `n` calls of ctx.route in `mode` need (the run's own entities made now, on the target), or why the write
 * is not sent. Whether writes are allowed at all, and whether the target queues at all, the families ask first.
 */
export async function prepareOwned(ctx: CheckContext, mode: Mode, n: number, queueState?: () => string | null): Promise<Prepared | Verdict> {
  const refused = await refusal(ctx, mode, queueState);
  if ('reason' in refused) return skip(refused.reason);
  const sender = callerOf(ctx.permission, ctx.target);
  if (typeof sender !== 'string') return skip(sender.reason);
  const harmless = await ctx.resolvePath('harmless');
  if (typeof harmless !== 'string') return skip(harmless.reason);
  const params = integerIds(paramValues(ctx.route.path, harmless));
  const owned = refused.owned;
  const elements: Element[] = [];
  let token: string | null = null;
  for (let i = 0; i < n; i++) {
    if (owned === null) {
      elements.push({ params, body: {} });
      continue;
    }
    // A call sent as the run's own customer has one token: every element of a bulk acts on that one customer.
    const first = elements[0];
    if (owned.as !== undefined && first !== undefined) {
      elements.push(first);
      continue;
    }
    const ops = bindOpsOf(ctx);
    if (ops === null) return skip('the run\'s services are not wired into the check context');
    const bound = await bindOwned(ops, owned, params);
    if (!('params' in bound)) return skip(`not ${mode}: ${bound.reason}`);
    elements.push({ params: bound.params, body: bound.body, values: bound.values, ...(Object.keys(bound.query).length > 0 ? { query: bound.query } : {}) });
    token ??= bound.token;
  }
  return { caller: sender, token, elements, confinement: refused };
}

/** The contract body under a sub-prefix, with the element's bound fields set. Bound first, then filled: a field the
 * table binds never resolves the contract's {{fixture:...}} it replaces. */
export async function filledBody(ctx: CheckContext, element: Element, prefix: string): Promise<unknown> {
  const services = ctx.async;
  if (!services) throw new Error('CheckContext.async is not wired');
  // The confinement refused every route whose body lacks a field the table binds.
  const bound = withValues(ctx.route.body, element.body);
  if (bound === null) throw new Error(`the body of ${ctx.route.key} lacks a field the owned-route table binds`);
  return services.fillBody(bound.body, prefix);
}

/** Who sends the write: a guest for anonymous routes, the run's own customer (its token) for self routes (the
 * confinement lets only those the table sends as that customer through), else the admin. */
export function callerOf(permission: CompiledRoute['permission'], target: CheckContext['target']): CallerName | { reason: string } {
  if (permission === 'anonymous') return 'guest';
  if (permission === 'self') return 'customer';
  const missing = callerUnavailable(target, 'admin');
  return missing === null ? 'admin' : { reason: missing };
}

/** Why a body's platform references cannot be trusted on this target (one not there, or no admin to confirm it), or
 * null when every one is read and holds. */
export async function missingReference(ctx: CheckContext, refs: readonly PlatformReference[]): Promise<string | null> {
  for (const reference of refs) {
    if (reference.reads.length === 0) continue;
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return `its body references ${reference.names} (${reference.field}), which only the admin can confirm exists, and ${noAdmin}`;
    for (const read of reference.reads) {
      const missing = await readReference(ctx, read);
      const which = reference.values.length > 0 ? ` (${reference.field} ${reference.values.join(', ')})` : '';
      if (missing !== null) return `it references ${reference.names}${which}, which this target does not have (${missing})`;
    }
  }
  return null;
}

const referenceReads = new WeakMap<object, Map<string, Promise<string | null>>>();

/** One read of a platform entity per target and worker: null when it holds, else what the target answered. */
function readReference(ctx: CheckContext, read: ReferenceRead): Promise<string | null> {
  let cache = referenceReads.get(ctx.target);
  if (!cache) {
    cache = new Map();
    referenceReads.set(ctx.target, cache);
  }
  let hit = cache.get(read.path);
  if (!hit) {
    hit = ctx.call('admin', { method: 'GET', path: read.path }).then((res) => (res.status === 200 && read.holds(res.json) ? null : `GET ${read.path} answered ${res.status}${res.status === 200 ? ' without it' : ''}`));
    cache.set(read.path, hit);
  }
  return hit;
}
