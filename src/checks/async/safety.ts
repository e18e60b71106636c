// Which write routes may be queued by the suite, who calls them, and whether the target has an asynchronous web
// API at all. A queued operation runs later, unattended, in the installation's consumer: it must execute on the run's
// own entities only, with a body valid enough to run, and create nothing the cleanup cannot remove.

import { isRelease } from '../../contracts/release.ts';
import { presenceIn, spanOf } from '../../contracts/release-span.ts';
import type { CompiledRoute, Permission } from '../../contracts/types.ts';
import type { CallerName, CheckContext, TargetFacts } from '../types.ts';
import { levelCovers } from '../types.ts';
import { queueLedger, recordingCall } from './queue-ledger.ts';
import { kindCreatedBy, SWEEP, valueAt, type SweepKind } from '../../cleanup/sweep-kinds.ts';
import { isOwnedValue, OWNED_ROUTES, type OwnedRoute } from '../owned/routes.ts';
import { isPlatformValue } from '../owned/route-binding.ts';
import { levelOf, whatStays } from '../owned/bind.ts';
import { OWNED_FACTORIES } from '../owned/entities.ts';
import { COMMERCE_FACTORIES } from '../owned/commerce-entities.ts';
import { COMMERCE_ROUTES } from '../owned/commerce-routes.ts';
import { PLATFORM_REFERENCES, type PlatformReference, type ReferenceRead } from '../owned/platform-references.ts';
import { describeName, ID_KEY, idFields, platformReferenceOf, withValues } from '../owned/body-ids.ts';
import { untraceableOn } from '../untraceable.ts';
import { callerUnavailable } from '../stand-in.ts';

export { PLATFORM_REFERENCES, type PlatformReference, type ReferenceRead };

export type QueueSafety =
  /** Queued: a creation of a kind the sweep removes, or (owned) an operation on entities the run creates first. */
  | { safe: true; creates: SweepKind | null; references: PlatformReference[]; owned: OwnedRoute | null }
  | { safe: false; reason: string };

/** Why an operation that would execute against something that does not resolve is not queued (the measured harm). */
export const EXECUTES_AGAINST_IT = 'queued, the operation would execute against it (on 2.4.7 such messages can kill the consumer)';

/** Why a route bound to carts, orders or sales documents is not queued by a per-route check. */
export const NOT_QUEUED_COMMERCE = 'not queued by the per-route checks: it acts on carts, orders or sales documents, which no REST call removes (the commerce scenarios queue the sales writes on the run\'s own orders at COMMERCE_WRITES=full, and wait for each)';

const REFERENCES_REAL = 'not queued: its body references real entities of the target ({{fixture:...}}), so the queued operation would change data the run did not create';
const SELF_ROUTE = 'not queued: a self route acts on the configured customer\'s own (real) data when executed';

/**
 * An owned route (../owned/routes.ts): every path parameter that names an entity is bound to one the run creates first
 * or to a platform entity, the listed body fields take those values, and the rest of the body obeys the rules of a
 * creation (no real entity by fixture, no literal id other than a platform entity's).
 */
/** The route is one of the commerce core's (a cart, checkout, an order, a sales document) or binds an entity of it. */
function actsOnCommerce(route: Pick<CompiledRoute, 'method' | 'path'>, owned: OwnedRoute): boolean {
  if (`${route.method} ${route.path}` in COMMERCE_ROUTES) return true;
  const bindings = [...Object.values(owned.path), ...Object.values(owned.body ?? {}), ...(owned.as ? [owned.as] : [])];
  return bindings.some((b) => isOwnedValue(b) && b.entity in COMMERCE_FACTORIES);
}

function ownedSafety(route: Pick<CompiledRoute, 'method' | 'path' | 'pathParams' | 'params' | 'body' | 'permission'>, owned: OwnedRoute): QueueSafety {
  // Bound for synchronous execution only: its queued form does harm a synchronous call does not (the table says why).
  if (owned.notQueued !== undefined) return { safe: false, reason: `not queued: ${owned.notQueued}` };
  // Carts, orders and sales documents stay on the installation (no REST call removes them): the per-route checks
  // never queue them; the commerce scenarios queue the sales writes at COMMERCE_WRITES=full and wait for each.
  if (actsOnCommerce(route, owned)) return { safe: false, reason: NOT_QUEUED_COMMERCE };
  for (const name of route.pathParams) {
    if (owned.path[name] !== undefined) continue;
    const source = route.params[name];
    if (source !== undefined && 'literal' in source && !ID_KEY.test(name)) continue;
    return { safe: false, reason: `not queued: :${name} would be ${describeName(name)} that does not resolve (no value of the run's own entities is bound to it); ${EXECUTES_AGAINST_IT}` };
  }
  // A self route is queued only as the run's own customer (its token): never on the configured customer's account.
  if (route.permission === 'self' && owned.as === undefined) return { safe: false, reason: SELF_ROUTE };
  const boundBody = owned.body ?? {};
  const bound = withValues(route.body, Object.fromEntries(Object.keys(boundBody).map((k) => [k, 'bound'])));
  if (bound === null) return { safe: false, reason: `not queued: the contract body lacks a field the owned-route table binds (${Object.keys(boundBody).join(', ')})` };
  if (JSON.stringify(bound.body ?? null).includes('{{fixture:')) {
    return { safe: false, reason: REFERENCES_REAL };
  }
  const references: PlatformReference[] = [];
  const add = (r: PlatformReference): void => {
    if (!references.includes(r)) references.push(r);
  };
  for (const field of idFields(route.body)) {
    // A list of ids whose items the table binds (rule.tax_rate_ids[0]) holds the run's own entity, not a literal id.
    if (field.pointer in boundBody || Object.keys(boundBody).some((k) => k.startsWith(`${field.pointer}[`))) continue;
    const reference = platformReferenceOf(field);
    if (reference === null) {
      return { safe: false, reason: `not queued: body field ${field.pointer} would be ${JSON.stringify(field.value)}, ${describeName(field.key)} that does not resolve to an entity the run created; ${EXECUTES_AGAINST_IT}` };
    }
    add(reference);
  }
  for (const binding of [...Object.values(owned.path), ...Object.values(boundBody)]) {
    if (isOwnedValue(binding)) {
      const reads = OWNED_FACTORIES[binding.entity].reads;
      if (reads.length > 0) add(ownedReads(binding.entity, reads));
    } else if (isPlatformValue(binding)) add(binding.platform);
  }
  return { safe: true, creates: kindCreatedBy(route.method, route.path), references, owned };
}

const factoryReferences = new Map<string, PlatformReference>();
/** What a factory's create body points at, as a reference whyNotQueue reads (one object per kind, so it is read once). */
function ownedReads(entity: string, reads: PlatformReference['reads']): PlatformReference {
  let hit = factoryReferences.get(entity);
  if (!hit) {
    hit = { field: entity, values: [], names: `the platform entities the run's own ${entity} is created with`, reads };
    factoryReferences.set(entity, hit);
  }
  return hit;
}

/**
 * Whether the suite may queue a write of this route, decided from the contract alone. A queued operation executes
 * later, unattended, in the installation's consumer: it must execute on the run's own entities, with a body valid
 * enough to run. So a route is queued only when
 * - no path parameter names an entity: the suite fills them with harmless values no entity has, and an operation
 *   executed against an id that does not resolve is exactly what kills the 2.4.7 consumer (a guest cart id that does
 *   not resolve: TypeError in an inventory plugin; DELETE salesRules/:ruleId: "Unknown named parameter $ruleId");
 * - its body references no real entity ({{fixture:...}}: the operation would change data the run did not create);
 * - it does not act on the caller's own account (self routes change the configured customer's real data);
 * - its body carries the run's prefix (what it creates is told apart from real data);
 * - no body field names an entity by a literal id (order_id: 0, parent_id, ...), except the platform's own entities
 *   every installation has (PLATFORM_REFERENCES, read on the target before queueing);
 * - it creates an entity of a kind the cleanup removes, named with the run's prefix (src/cleanup/sweep-kinds.ts): a
 *   prefixed body that acts on an existing entity would act on one that does not exist, and what a queued operation
 *   creates must be something the sweep can find and remove.
 * Routes listed in OWNED_ROUTES are the exception to the first and the last two rules: their path parameters and
 * listed body fields are bound to entities the run creates just before queueing (../owned/entities.ts), so the operation
 * executes on those and the sweep removes them after it is terminal.
 * Routes that are not queued still get the permission and intake checks, which are refused before anything is queued.
 */
export function queueSafety(route: Pick<CompiledRoute, 'method' | 'path' | 'pathParams' | 'params' | 'body' | 'permission'>): QueueSafety {
  const owned = OWNED_ROUTES[`${route.method} ${route.path}`];
  if (owned !== undefined) return ownedSafety(route, owned);
  for (const name of route.pathParams) {
    const source = route.params[name];
    const literal = source !== undefined && 'literal' in source;
    if (!literal || ID_KEY.test(name)) {
      return { safe: false, reason: `not queued: :${name} would be ${describeName(name)} that does not resolve; ${EXECUTES_AGAINST_IT}` };
    }
  }
  const text = JSON.stringify(route.body ?? null);
  if (text.includes('{{fixture:')) {
    return { safe: false, reason: REFERENCES_REAL };
  }
  if (route.permission === 'self') {
    return { safe: false, reason: SELF_ROUTE };
  }
  if (!text.includes('{{prefix}}')) {
    return { safe: false, reason: 'not queued: its body carries nothing of the run\'s prefix, so what the queued operation creates or changes could not be told apart from real data' };
  }
  const references: PlatformReference[] = [];
  for (const field of idFields(route.body)) {
    const reference = platformReferenceOf(field);
    if (reference === null) {
      return { safe: false, reason: `not queued: body field ${field.pointer} would be ${JSON.stringify(field.value)}, ${describeName(field.key)} that does not resolve to an entity the run created; ${EXECUTES_AGAINST_IT}` };
    }
    if (!references.includes(reference)) references.push(reference);
  }
  const kind = kindCreatedBy(route.method, route.path);
  if (kind === null) {
    return { safe: false, reason: `not queued: it creates nothing the cleanup removes, so executed it would act on entities named by the run's prefix that do not exist (queued are only creations of ${SWEEP.map((k) => k.kind).join(', ')})` };
  }
  const named = valueAt(route.body, kind.create.pointer);
  if (typeof named !== 'string' || !named.startsWith('{{prefix}}')) {
    return { safe: false, reason: `not queued: the new ${kind.kind} is not named with the run's prefix (${kind.create.pointer.join('.')}), so the cleanup could not find it` };
  }
  return { safe: true, creates: kind, references, owned: null };
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

/**
 * Why a queueing check must not queue this route on this target now, or null. The contract rule (queueSafety), the
 * edition rule (a write whose traces the target's edition keeps beyond REST's reach, ../untraceable.ts: the same rule
 * as the write family's), then the run's state (a worker found the consumer stopped: what is queued now would run after the cleanup), then the
 * platform entities the body references, read on the target (an installation without them would get operations that
 * execute against ids that do not resolve).
 */
export async function whyNotQueue(ctx: CheckContext): Promise<string | null> {
  const safety = queueSafety({ ...ctx.route, permission: ctx.permission });
  if (!safety.safe) return safety.reason;
  const untraceable = untraceableOn(ctx.route, ctx.target.edition, 'queued');
  if (untraceable !== null) return untraceable;
  const halted = queueLedger().halted();
  if (halted !== null) return `not queued: this run found the queue consumer stopped, so an operation queued now would run after the cleanup. ${halted}`;
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  if (safety.owned !== null && noAdmin !== null) return `not queued: it acts on an existing entity, and the run creates its own to queue against as the admin, and ${noAdmin}`;
  // What the route or the entities it binds leave behind no REST call removes (a media file, a cart): full level only.
  if (safety.owned !== null && !levelCovers(ctx.target.writes, levelOf(safety.owned))) return `not queued at COMMERCE_WRITES=${ctx.target.writes}: it leaves ${whatStays(safety.owned)}, which no REST call removes (COMMERCE_WRITES=full queues it and lists what stays in after-run.json)`;
  const missing = await missingReference(ctx, safety.references);
  return missing === null ? null : `not queued: ${missing}; ${EXECUTES_AGAINST_IT}`;
}

/** Why a body's platform references cannot be trusted on this target (one not there, or no admin to confirm it), or
 * null when every one is read and holds. */
export async function missingReference(ctx: CheckContext, references: readonly PlatformReference[]): Promise<string | null> {
  for (const reference of references) {
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

/** ctx.call with every acceptance recorded in the run's ledger (global teardown waits for each before it sweeps). */
export function recordQueued(ctx: CheckContext): CheckContext['call'] {
  return recordingCall(ctx.call.bind(ctx), queueLedger(), { method: ctx.route.method, prefix: ctx.async?.prefix ?? '\u0000' });
}

/** The identity that calls a route: guest for anonymous routes, the customer for self routes, else the admin. */
export function callerFor(permission: Permission, target: TargetFacts): CallerName | { reason: string } {
  if (permission === 'anonymous') return 'guest';
  const caller = permission === 'self' ? 'customer' : 'admin';
  const missing = callerUnavailable(target, caller);
  return missing === null ? caller : { reason: missing };
}

export const ASYNC_SINCE = '2.3.0';

/** null when the release has the asynchronous web API (or is unknown: then the target is probed), else why not. */
export function asyncAbsentReason(release: string | null): string | null {
  if (release === null || !isRelease(release)) return null;
  // A bare line (2.3) is every release of it: absent only when no release of the span has WebapiAsync.
  const presence = presenceIn({ since: ASYNC_SINCE, until: null }, spanOf(release));
  if (presence.kind === 'absent') return `the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from ${ASYNC_SINCE} (facts 20); the target is ${release}`;
  return null;
}

