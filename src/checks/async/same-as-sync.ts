// async.same-as-sync: a write that runs both ways on the run's own entities has the same effect queued as it has
// synchronously. It judges the route's two executions (src/checks/write/route-executions.ts): the synchronous one
// (which write.read-back judges too) and the queued one (whose acceptance async.accept-shape judges), queued first
// thing among the route's checks so that the consumer has run it by the time this check, the route's last, asks.
// Once the worker's poller sees the bulk terminal, the operation must have completed, its result_serialized_data
// must have the synchronous answer's shape, and its effect must read back through the contract's readBack as the
// synchronous one did. What the other checks judge (the synchronous answer, the acceptance, the synchronous effect,
// the consumer) is a skip here that names that check. The record keeps the operation, its status history and both
// reads.

import { isUnset, jsonType, unsetPath } from '../answer.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { BulkWait, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, WRITES_DENIED_QUEUE, writesAllowed } from '../types.ts';
import { valuesOf } from '../write/execution.ts';
import { queuedExecution, queuedValues, readAfter, syncExecution, type EffectRead, type QueuedExecution } from '../write/route-executions.ts';
import { judgeEffect } from '../write/verify.ts';
import { TRY_AGAIN } from '../owned/preparation.ts';
import { asyncFamily, asyncUnavailable, NO_ASYNC_CONFIG, queueingSkip } from './queueing.ts';
import { isRecord, STATUS } from './shapes.ts';

const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;

/** The same JSON type, counting an integer as a number where the other is a fraction. */
const sameType = (a: unknown, b: unknown): boolean => {
  const [x, y] = [jsonType(a), jsonType(b)];
  return x === y || (x === 'integer' && y === 'number') || (x === 'number' && y === 'integer');
};

/** The read of an effect as the record keeps it: the request and its status. */
/** The contract's answer is void-answer.json: a service method that returns nothing. */
const isVoidService = (route: CheckContext['route']): boolean => route.response.schema.kind === 'contract' && route.response.schema.id === 'schemas/void-answer.json';

const readRecord = (read: EffectRead | null): unknown => (read === null ? null : 'reason' in read ? { reason: read.reason } : { method: read.method, url: read.url, status: read.status });

/** The operation's status history as the worker's poller saw it, from the acceptance on (ms after it). */
function statusHistory(queued: QueuedExecution, waited: Extract<BulkWait, { kind: 'terminal' }>): Record<string, unknown> {
  const since = (at: number): number => Math.max(0, Math.round(at - queued.acceptedAt.monotonicMs));
  return {
    acceptedAt: new Date(queued.acceptedAt.epochMs).toISOString(),
    waitFromMs: since(waited.startedAt),
    statusRequests: waited.attempts,
    lastSeenOpenMs: waited.lastOpenAt === null ? null : since(waited.lastOpenAt),
    terminalSeenMs: since(waited.seenAt),
  };
}

/** The verdict on one execution's effect: the read after it judged against the one before (an update). */
function effect(ctx: CheckContext, before: EffectRead | null, after: EffectRead | null, values: Parameters<typeof judgeEffect>[1], what: string): Verdict {
  const spec = ctx.route.readBack;
  if (spec === null || after === null) return skip('the contract names no read-back');
  if (before !== null && 'reason' in before) return skip(before.reason);
  if ('reason' in after) return skip(after.reason);
  return judgeEffect(spec, values, after, before, what);
}

/** A queued execution waited for until its operation is terminal (read from the detailed status, which judges it:
 * the worker's poller is asked only while it is open), its status history recorded; or why it cannot be judged. */
async function settled(ctx: CheckContext, queue: NonNullable<CheckContext['queue']>, queued: QueuedExecution | Verdict): Promise<{ queued: QueuedExecution; uuid: string; operation: Record<string, unknown>; detailed: HttpExchange } | Verdict> {
  if ('outcome' in queued) return queued;
  const accepted = queued.acceptance;
  if (accepted.status === 400 && messageOf(accepted.json) === NO_ASYNC_CONFIG) return skip(`this release does not queue ${ctx.route.method} (400 "${NO_ASYNC_CONFIG}"): nothing to compare`);
  const uuid = isRecord(accepted.json) && typeof accepted.json.bulk_uuid === 'string' ? accepted.json.bulk_uuid : null;
  if (accepted.status !== 202 || uuid === null) return skip(`the queued write was not accepted (${describeExchange(accepted.status, accepted.json, accepted.bodyText)}): async.accept-shape judges the acceptance`);
  const readDetailed = () => ctx.call('admin', { method: 'GET', path: `/V1/bulk/${encodeURIComponent(uuid)}/detailed-status`, storeCode: null });
  const operationOf = (res: HttpExchange): Record<string, unknown> | null => {
    const list = isRecord(res.json) && Array.isArray(res.json.operations_list) ? res.json.operations_list : null;
    return list !== null && isRecord(list[0]) ? list[0] : null;
  };
  let detailed = await readDetailed();
  const first = operationOf(detailed);
  if (detailed.status === 200 && first !== null && first.status !== STATUS.open) {
    ctx.observe('status-history', { bulkUuid: uuid, acceptedAt: new Date(queued.acceptedAt.epochMs).toISOString(), statusRequests: 0, terminalSeenMs: Math.max(0, Math.round(Date.now() - queued.acceptedAt.epochMs)) });
  } else {
    const waited = await queue.waitBulk(uuid, 1);
    if (waited.kind === 'timeout') return waited.verdict(`the queued ${ctx.route.key}`);
    if (waited.kind === 'contradiction') return skip(`${waited.message}: the status checks judge it`);
    ctx.observe('status-history', { bulkUuid: uuid, ...statusHistory(queued, waited) });
    detailed = await readDetailed();
  }
  const operation = operationOf(detailed);
  if (detailed.status !== 200 || operation === null) return skip(`the detailed status of bulk ${uuid} was not served (${describeExchange(detailed.status, detailed.json, detailed.bodyText)}): status.detailed-shape judges it`);
  ctx.observe('queued-operation', { bulkUuid: uuid, id: operation.id ?? null, topic: operation.topic_name ?? null, status: operation.status ?? null, resultMessage: operation.result_message ?? null });
  return { queued, uuid, operation, detailed };
}

export const asyncSameAsSync: Check = {
  subject: 'route',
  id: 'async.same-as-sync',
  family: 'async',
  rule: 'A write that runs both ways on the run\'s own entities has the same effect queued as synchronously: the queued operation completes (status 1), its result_serialized_data has the synchronous answer\'s shape (the same JSON type, valid against the route\'s response schema; a void service stores none, as the 2.4.7 consumer serializes only a set output), and its effect reads back through the contract\'s readBack as the synchronous one does. An operation that failed with the platform\'s answer asking for the request again (a lost database deadlock) is queued once more on entities of its own; a repeated failure is the verdict.',
  source: 'issue 21 (async.same-as-sync); seed 000 Asynchronous routes and Operation status (result_serialized_data: the serialized output of the synchronous call); the contracts\' readBack entries; real 2.4.7-p3 runs (docs/real-platform.md)',
  appliesTo: (route) => asyncFamily(route) && route.readBack !== null,
  skipsWhen: queueingSkip,
  waits: true,
  async run(ctx) {
    const spec = ctx.route.readBack;
    if (spec === null) return skip('the contract names no read-back');
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_QUEUE);
    const absent = await asyncUnavailable(ctx);
    if (absent !== null) return skip(absent);
    const queue = ctx.queue;
    if (queue === undefined) return skip('the worker\'s bulk wait is not wired into the check context (a check that waits declares `waits`)');
    const halted = queue.halted();
    if (halted !== null) return skip(halted);

    // Queued first when this check runs alone: the consumer works while the synchronous execution is made.
    const queued = await queuedExecution(ctx);
    const sync = await syncExecution(ctx);
    if ('outcome' in sync) return sync;
    if (!ok(sync.answer)) return skip(`the synchronous write did not succeed (${describeExchange(sync.answer.status, sync.answer.json, sync.answer.bodyText)}): write.response-valid judges its answer`);
    const syncEffect = effect(ctx, sync.before, sync.after, valuesOf(sync.write, sync.answer), ctx.route.key);
    ctx.observe('sync-read-back', { before: readRecord(sync.before), after: readRecord(sync.after) });
    if (syncEffect.outcome !== 'pass') return skip(syncEffect.outcome === 'fail' ? `the synchronous write's effect does not read back (${syncEffect.broken}): write.read-back judges it` : syncEffect.reason);

    let done = await settled(ctx, queue, queued);
    if ('outcome' in done) return done;
    // An operation the consumer failed with the platform's answer that asks for the request again (a lost deadlock:
    // the run's synchronous writes contend with the consumer for the same tables) is no verdict on the queued path:
    // queued once more, on entities of its own, and both are kept; a repeated failure is the verdict.
    const first = done.operation;
    if (first.status !== STATUS.complete && TRY_AGAIN.test(typeof first.result_message === 'string' ? first.result_message : '')) {
      ctx.observe('queued-attempts', [{ bulkUuid: done.uuid, status: first.status ?? null, resultMessage: first.result_message ?? null }]);
      const again = await settled(ctx, queue, await queuedExecution(ctx, 2));
      if ('outcome' in again) return again;
      done = again;
    }
    const { operation, detailed, queued: judged } = done;
    const what = `the queued ${ctx.route.key}`;
    if (operation.status !== STATUS.complete) {
      const message = typeof operation.result_message === 'string' ? ` "${operation.result_message}"` : '';
      return { outcome: 'fail', broken: `${what} did not complete where the synchronous call succeeded`, expected: `status ${STATUS.complete} (complete), as the synchronous call answered ${sync.answer.status}`, actual: `status ${String(operation.status)}${message}`, exchange: detailed };
    }
    let result: unknown;
    try {
      result = typeof operation.result_serialized_data === 'string' ? (JSON.parse(operation.result_serialized_data) as unknown) : undefined;
    } catch {
      result = undefined;
    }
    // A void service: REST renders its null result as [] (void-answer.json), and the consumer stores no result at
    // all (2.4.7 OperationProcessor serializes the output only when it is set), so the effect alone is compared.
    const voidResult = result === undefined && operation.result_serialized_data == null && isVoidService(ctx.route);
    if (voidResult) ctx.observe('void-result', { sync: sync.answer.bodyText.slice(0, 20), queued: null });
    if (voidResult) result = sync.answer.json;
    if (result === undefined) return { outcome: 'fail', broken: `${what} completed without the serialized result of its call`, expected: `result_serialized_data: the synchronous answer serialized (${jsonType(sync.answer.json)})`, actual: `result_serialized_data ${JSON.stringify(operation.result_serialized_data ?? null).slice(0, 120)}`, exchange: detailed };
    if (!sameType(result, sync.answer.json)) {
      return { outcome: 'fail', broken: `${what} has a result of another shape than the synchronous answer`, expected: `${jsonType(sync.answer.json)}, as the synchronous call answered (${sync.answer.bodyText.slice(0, 80)})`, actual: `${jsonType(result)}: ${JSON.stringify(result).slice(0, 120)}`, exchange: detailed };
    }
    const validation = await ctx.validateResponse(result);
    if (!Array.isArray(validation)) return skip(validation.unavailable);
    const unset = validation.filter((issue) => isUnset(issue, ctx.route));
    if (unset.length > 0) ctx.observe('unset-values', unset.map(unsetPath));
    const issues = validation.filter((issue) => !isUnset(issue, ctx.route));
    if (issues.length > 0) {
      return {
        outcome: 'fail',
        broken: `the result_serialized_data of ${what} breaks the route's response schema in ${issues.length} place(s)`,
        expected: issues.map((i) => `${i.pointer || '/'}: ${i.expected}`).slice(0, 10).join('; '),
        actual: issues.map((i) => `${i.pointer || '/'}: ${i.actual}`).slice(0, 10).join('; '),
        exchange: detailed,
        issues,
      };
    }
    const values = queuedValues(judged, result);
    const after = await readAfter(ctx, values, judged.prepared.token);
    ctx.observe('queued-read-back', { before: readRecord(judged.before), after: readRecord(after) });
    const queuedEffect = effect(ctx, judged.before, after, values, what);
    if (queuedEffect.outcome !== 'pass') return queuedEffect;
    const shape = voidResult ? 'a void service, so no result is stored' : `its result is a ${jsonType(result)} valid against the response schema, as the synchronous answer`;
    return pass(`completed; ${shape}; both effects read back through ${spec.route}`);
  },
};
