// What the per-write-route checks of the asynchronous and bulk web API share (async/*.ts and bulk/*.ts: one request
// per route and check, no polling): whether the target serves /async at all, how a call is prepared for queueing, and
// how an acceptance or a refusal before queueing is judged. Paths come from the plan (route.asyncPath /
// route.bulkPath), parameters are filled with harmless values (no real entity has them) and bodies carry a sub-prefix
// of the run's prefix, so a queued operation never touches data the run did not create (src/checks/owned/confinement.ts).
// With writes denied only the refusals run (nothing is queued).

import type { CompiledRoute } from '../../contracts/types.ts';
import { CANNOT_PROCESS, describeExchange, isRouteNotFound, messageOf } from '../platform-errors.ts';
import type { CheckContext, ConfiguredFacts, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, WRITES_DENIED_QUEUE } from '../types.ts';
import { checkAcceptance } from './shapes.ts';
import { judgeRefusal, refusingStates, statesText } from '../perm/refusal.ts';
import { asyncAbsentReason, queueHalted } from './safety.ts';
import { prepareOwned, type Prepared } from '../owned/prepare.ts';
import { writesAllowed } from '../types.ts';

/** The platform's answer when a release does not queue a method (DELETE/PATCH variants): WebapiAsync has no topic. */
export const NO_ASYNC_CONFIG = 'WebapiAsync config for "%lookupKey" does not exist.';
export const DECODING_ERROR = 'Decoding error.';

const availability = new WeakMap<object, Promise<string | null>>();

/**
 * Whether the target serves /async at all: by release when known, else one GET probe per worker (a GET on an async
 * path is refused with 400 when WebapiAsync is installed and is an unknown route otherwise). null = available.
 */
export function asyncUnavailable(ctx: CheckContext): Promise<string | null> {
  const byRelease = asyncAbsentReason(ctx.target.release);
  if (byRelease !== null || ctx.target.release !== null) return Promise.resolve(byRelease);
  let hit = availability.get(ctx.target);
  if (!hit) {
    hit = ctx.call('admin', { method: 'GET', path: '/async/V1/products' }).then((res) => (isRouteNotFound(res.status, res.json) ? 'the target serves no /async routes (404 "Request does not match any route."): WebapiAsync is not installed' : null));
    availability.set(ctx.target, hit);
  }
  return hit;
}

/** Checks that queue a call run only where writes are allowed. */
export const queueingSkip = (_route: CompiledRoute, configured: ConfiguredFacts): string | null => (writesAllowed(configured.writes) ? null : WRITES_DENIED_QUEUE);

/** Everything a check that queues `n` elements needs, or why it must not queue on this target now: the target's
 * asynchronous web API, writes allowed, then the one preparation of the run's own writes in its queued mode
 * (src/checks/owned/prepare.ts: only operations that execute on the run's own entities are queued, since the 2.4.7
 * consumer dies on messages that execute against ids that do not resolve, and what it runs after the cleanup stays
 * behind). The call itself goes through recordQueued (src/checks/write/route-executions.ts): every acceptance is
 * recorded for global teardown. */
export async function prepareQueueing(ctx: CheckContext, n: number): Promise<Prepared | Verdict> {
  const absent = await asyncUnavailable(ctx);
  if (absent !== null) return skip(absent);
  if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_QUEUE);
  return prepareOwned(ctx, 'queued', n, queueHalted);
}

/** A short tag per queueing call: the bodies of two routes' calls (POST and PUT cmsPage) name different entities, so
 * neither operation fails on the other's URL key or code. */
export const callTag = (): string => Math.random().toString(36).slice(2, 5);

export const isVerdict = (v: Prepared | Verdict): v is Verdict => 'outcome' in v;

function methodNotQueued(res: HttpExchange): boolean {
  return res.status === 400 && messageOf(res.json) === NO_ASYNC_CONFIG;
}

/** Acceptance answered: 202 and a well-formed body for n elements, or the release variant of an unqueued method. */
export function judgeAcceptance(ctx: CheckContext, kind: 'async' | 'bulk', res: HttpExchange, n: number): Verdict {
  const method = ctx.route.method;
  if ((method === 'DELETE' || method === 'PATCH') && methodNotQueued(res)) {
    ctx.observe(`${kind}.${method.toLowerCase()}`, 'not queued by this release');
    return pass(`${method} is not queued by this release (400 "${NO_ASYNC_CONFIG}"): a documented release variant`);
  }
  if (method === 'DELETE' || method === 'PATCH') ctx.observe(`${kind}.${method.toLowerCase()}`, res.status === 202 ? 'queued' : `answered ${res.status}`);
  const where = kind === 'async' ? 'the async path' : 'the bulk path';
  if (isRouteNotFound(res.status, res.json)) {
    return { outcome: 'fail', broken: `${where} of a route the target serves is unknown to it`, expected: `202 on ${kind === 'async' ? ctx.route.asyncPath : ctx.route.bulkPath}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  const message = messageOf(res.json);
  if (res.status === 400 && message !== null && message !== CANNOT_PROCESS && message !== DECODING_ERROR && !('bulk_uuid' in (res.json as object))) {
    // Validation before queueing (the synchronous route's own input checks): a standard web API error, documented
    // (seed 000 Errors 1). The contract body does not satisfy this target, so there is no acceptance to check.
    ctx.observe(`${kind}.intake-validation`, message);
    return skip(`the target refused the harmless body at intake with a standard web API error (400 "${message}"): no acceptance to check for this route`);
  }
  if (res.status !== 202) {
    return { outcome: 'fail', broken: `the ${kind} call was not accepted with 202`, expected: `202 with {bulk_uuid, request_items (${n}), errors: false}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  const { problems, facts } = checkAcceptance(res.json, n);
  // docs/reports.md: feature.data-hash ("sha256 hex" = 64 lowercase hex digits; the platform's is an HMAC, facts 18).
  if (facts.dataHash.length === 1) ctx.observe('feature.data-hash', facts.dataHash[0] === 'sha256-hex' ? 'sha256 hex' : 'null');
  const rejected = problems.filter((p) => / was rejected: /.test(p));
  if (rejected.length > 0) {
    return { outcome: 'fail', broken: `the ${kind} intake rejected ${rejected.length} of ${n} item(s): ${rejected[0]?.replace(/^request_items\[\d+\] was rejected: /, '')}`, expected: `202 with every request item "accepted" and errors false`, actual: problems.join('; '), exchange: res };
  }
  if (problems.length > 0) {
    return { outcome: 'fail', broken: `the acceptance body is malformed: ${problems[0]}`, expected: `bulk_uuid a UUID, request_items ids 0..${n - 1} in array order with status "accepted" and data_hash (64 lowercase hex or null), errors false`, actual: problems.join('; '), exchange: res };
  }
  return pass(`accepted, bulk_uuid ${facts.bulkUuid ?? ''}`);
}

/** The routes the async checks apply to: write routes of the store base (the plan derives their /async path). */
export const asyncFamily = (route: CompiledRoute): boolean => route.asyncPath !== null && route.base === 'store';

/** A call without a token on the async or bulk path: refused like the synchronous route, before anything is queued. */
export async function refusedBeforeQueueing(ctx: CheckContext, kind: 'async' | 'bulk'): Promise<Verdict> {
  const absent = await asyncUnavailable(ctx);
  if (absent !== null) return skip(absent);
  if (ctx.permissions.every((p) => p === 'anonymous')) return pass('anonymous in this release');
  const path = await ctx.resolvePath('harmless');
  if (typeof path !== 'string') return skip(path.reason);
  const target = kind === 'async' ? `/async${path}` : ctx.route.bulkPath;
  if (target === null) return skip('no bulk path');
  // A decodable body with harmless path ids: the intake refuses before queueing, and nothing it names resolves.
  const res = await ctx.call('guest', { path: target, rawBody: kind === 'async' ? '{}' : '[{}]' });
  const verdict = judgeRefusal(ctx, res, `a call without a token on the ${kind} path`);
  if (verdict.outcome === 'fail' && res.status === 202) return { ...verdict, broken: `a call without a token was queued on the ${kind} path (route needs ${statesText(refusingStates(ctx.permissions))})` };
  return verdict;
}
