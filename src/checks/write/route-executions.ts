// The executions of one write route, each made once per worker and judged by every check of the route that needs it
// (issue 27: make each entity once, queue early and judge late). specs/async-writes.spec.ts declares a route's write checks
// together, in one worker, in this order:
//   async.accept-shape      the queued execution: its own entities made, the effect read before, the call queued.
//                           Sent first, so the consumer runs it while the route's other checks go on;
//   write.response-valid    the synchronous execution: its own entities made, read before, written, read after;
//   write.read-back         the same synchronous execution, judged by its effect;
//   bulk.accept-shape       the bulk: on the synchronous execution's entities when the route may run again on them
//                           (OwnedRoute.reusable: an update, a link or a price saved again), else on entities of its own;
//   async.same-as-sync      both executions: the queued one waited for (done by now, in most cases) and read back.
// The write is sent once and judged by three checks: one set of the run's own entities instead of one per check. A
// check that finds no execution in the worker's memo (the worker restarted after a failed test, or --grep ran it
// alone) makes it itself, so no verdict depends on which test ran first.

import { fillPath } from '../../contracts/paths.ts';
import type { WriteValues } from '../../contracts/read-back.ts';
import type { CheckContext, HttpExchange, Verdict } from '../types.ts';
import { skip } from '../types.ts';
import { callTag, isVerdict, prepareQueueing } from '../async/queueing.ts';
import { filledBody, type Element, type Prepared } from '../owned/prepare.ts';
import { recordQueued } from '../async/safety.ts';
import { OWNED_ROUTES } from '../owned/routes.ts';
import { execute, isPrepared, prepareWrite, valuesOf, type PreparedWrite } from './execution.ts';
import { readCallOf, sendRead } from './verify.ts';
import { messageOf } from '../platform-errors.ts';
import { PREPARATION_ATTEMPTS, retryPause, TRY_AGAIN } from '../owned/preparation.ts';

export const BULK_N = 3;

/** A read of the write's effect: made, or why it could not be filled from the write's values. */
export type EffectRead = HttpExchange | { reason: string };

/** The synchronous execution: what was prepared, the read before (updates), the answer and the read after. */
export interface SyncExecution {
  /** Earlier sends whose answer asked to be sent again (TRY_AGAIN: a lost deadlock), each on entities of its own (at
   * most PREPARATION_ATTEMPTS - 1): the record keeps them; the verdict is on the last. */
  tried: HttpExchange[];
  write: PreparedWrite;
  /** The contract's read-back made before the write, for an update (judged against it); null otherwise. */
  before: EffectRead | null;
  answer: HttpExchange;
  /** The read-back made right after the write; null when the contract names none or the write did not succeed. */
  after: EffectRead | null;
}

/** The queued execution: one element on entities of its own, the read before (updates) and the acceptance. */
export interface QueuedExecution {
  prepared: Prepared;
  element: Element;
  /** The body as queued (under its own sub-prefix). */
  body: unknown;
  before: EffectRead | null;
  acceptance: HttpExchange;
  /** When the acceptance arrived: epoch ms, and on the clock of the worker's status poller (performance.now), so the
   * operation's status history can be told from its acceptance on. */
  acceptedAt: { epochMs: number; monotonicMs: number };
}

/** The bulk: BULK_N elements and their acceptance. */
export interface BulkExecution {
  prepared: Prepared;
  elements: unknown[];
  acceptance: HttpExchange;
  /** The elements act on the synchronous execution's entities (the route may run again on them). */
  reused: boolean;
}

const succeeded = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;

/** A value of the route's executions in this worker: made by the first check that asks, or now when the context has
 * no memo (a unit test's fake). */
function shared<T>(ctx: CheckContext, key: string, make: () => Promise<T>): Promise<T> {
  return ctx.shared ? ctx.shared(key, make) : make();
}

/** The read an update is judged against, made before it is written (its sources cannot need the write's answer). */
async function readBefore(ctx: CheckContext, values: WriteValues, token: string | null): Promise<EffectRead | null> {
  const spec = ctx.route.readBack;
  if (spec === null || spec.expect !== 'updated') return null;
  const read = readCallOf(ctx, spec, values);
  return 'reason' in read ? read : sendRead(ctx, read, token);
}

/** The read-back after a write, filled from its values (the answer included). */
export async function readAfter(ctx: CheckContext, values: WriteValues, token: string | null): Promise<EffectRead | null> {
  const spec = ctx.route.readBack;
  if (spec === null) return null;
  const read = readCallOf(ctx, spec, values);
  return 'reason' in read ? read : sendRead(ctx, read, token);
}

/** The route's synchronous execution (write.response-valid, write.read-back and async.same-as-sync judge it), or why
 * the route is not executed (a skip: writes denied, not confined to the run's own entities, ...). */
export function syncExecution(ctx: CheckContext): Promise<SyncExecution | Verdict> {
  return shared(ctx, 'sync', async () => {
    const tried: HttpExchange[] = [];
    for (;;) {
      const write = await prepareWrite(ctx);
      if (!isPrepared(write)) return write;
      const before = await readBefore(ctx, valuesOf(write, null), write.token);
      const answer = await execute(ctx, write);
      // An answer that asks to be sent again (a lost deadlock: the run's queued writes and the consumer contend for the
      // same tables) is no verdict on the request: sent again after a pause, on entities of its own, up to
      // PREPARATION_ATTEMPTS in all, every answer kept; a lasting one is the verdict.
      if (!succeeded(answer) && tried.length + 1 < PREPARATION_ATTEMPTS && TRY_AGAIN.test(messageOf(answer.json) ?? '')) {
        tried.push(answer);
        await retryPause(tried.length);
        continue;
      }
      const after = succeeded(answer) ? await readAfter(ctx, valuesOf(write, answer), write.token) : null;
      return { tried, write, before, answer, after };
    }
  });
}

/** The route's queued execution (async.accept-shape judges its acceptance, async.same-as-sync its outcome), or why
 * the route is not queued. */
export function queuedExecution(ctx: CheckContext, attempt = 1): Promise<QueuedExecution | Verdict> {
  return shared(ctx, attempt === 1 ? 'queued' : `queued#${attempt}`, async () => {
    const services = ctx.async;
    if (!services) return skip('the async services are not wired into the check context');
    const prepared = await prepareQueueing(ctx, 1);
    if (isVerdict(prepared)) return prepared;
    const element = prepared.elements[0] as Element;
    const body = await filledBody(ctx, element, `${services.prefix}q${callTag()}`);
    const before = await readBefore(ctx, { path: element.params, body, answer: undefined, owned: element.values ?? {} }, prepared.token);
    const noBody = body === null || body === undefined;
    const acceptance = await recordQueued(ctx)(prepared.caller, {
      path: `/async${fillPath(ctx.route.path, element.params)}`,
      ...(noBody ? (ctx.route.method === 'DELETE' ? {} : { rawBody: '{}' }) : { body }),
      ...(prepared.token !== null ? { token: prepared.token } : {}),
    });
    return { prepared, element, body, before, acceptance, acceptedAt: { epochMs: Date.now(), monotonicMs: performance.now() } };
  });
}

/** What a queued element's read-back takes from it, given the operation's result. */
export const queuedValues = (q: QueuedExecution, answer: unknown): WriteValues => ({ path: q.element.params, body: q.body, answer, owned: q.element.values ?? {} });

/**
 * The bulk elements' entities: the synchronous execution's, BULK_N times, when the route may run again on the same
 * entities and that execution succeeded (its verdicts are made by then: the route's checks run in that order); else
 * BULK_N sets of their own, as every destructive route needs (a second delete of one entity would execute against
 * an id that no longer resolves).
 */
async function bulkEntities(ctx: CheckContext): Promise<{ prepared: Prepared; reused: boolean } | Verdict> {
  if (OWNED_ROUTES[ctx.route.key]?.reusable === true) {
    const sync = await syncExecution(ctx);
    if (!('outcome' in sync) && succeeded(sync.answer)) {
      // The same refusals as any queueing first (writes, the consumer, the level, the platform references).
      const none = await prepareQueueing(ctx, 0);
      if (isVerdict(none)) return none;
      const element: Element = { params: sync.write.params, body: sync.write.bound, values: sync.write.owned };
      return { prepared: { ...none, token: sync.write.token, elements: Array.from({ length: BULK_N }, () => element) }, reused: true };
    }
  }
  const prepared = await prepareQueueing(ctx, BULK_N);
  return isVerdict(prepared) ? prepared : { prepared, reused: false };
}

/** The route's bulk (bulk.accept-shape judges its acceptance): each body under its own sub-prefix, each path
 * parameter also a field of its name. */
export function bulkExecution(ctx: CheckContext): Promise<BulkExecution | Verdict> {
  return shared(ctx, 'bulk', async () => {
    const bulkPath = ctx.route.bulkPath;
    const services = ctx.async;
    if (bulkPath === null) return skip('no bulk path');
    if (!services) return skip('the async services are not wired into the check context');
    const entities = await bulkEntities(ctx);
    if ('outcome' in entities) return entities;
    const { prepared, reused } = entities;
    const tag = callTag();
    const elements: unknown[] = [];
    for (const [i, element] of prepared.elements.entries()) {
      const body = await filledBody(ctx, element, `${services.prefix}b${tag}${i}`);
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) elements.push({ ...(body as Record<string, unknown>), ...element.params });
      else if (body === null || body === undefined) elements.push({ ...element.params });
      else elements.push(body);
    }
    const acceptance = await recordQueued(ctx)(prepared.caller, { path: bulkPath, body: elements, ...(prepared.token !== null ? { token: prepared.token } : {}) });
    return { prepared, elements, acceptance, reused };
  });
}
