// async.same-as-sync: a write that runs both ways on the run's own entities has the same effect queued as it has
// synchronously. The write runs synchronously on one set of the run's own entities (as write.read-back runs it) and is
// queued on another set (as async.accept-shape queues it); once the worker's poller sees the bulk terminal, the
// operation must have completed, its result_serialized_data must have the synchronous answer's shape, and its effect
// must read back through the contract's readBack as the synchronous one did. What the other checks judge (the
// synchronous answer, the acceptance, the synchronous effect, the consumer) is a skip here that names that check.

import { fillPath } from '../../contracts/paths.ts';
import type { WriteValues } from '../../contracts/read-back.ts';
import { isUnset, jsonType, unsetPath } from '../answer.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, WRITES_DENIED_QUEUE, writesAllowed } from '../types.ts';
import { execute, isPrepared, prepareWrite, valuesOf } from '../write/execution.ts';
import { judgeEffect, readCallOf, sendRead } from '../write/verify.ts';
import { asyncFamily, asyncUnavailable, callTag, elementBody, isVerdict, NO_ASYNC_CONFIG, prepareQueueing, queueingSkip, type Element } from './queueing.ts';
import { isRecord, STATUS } from './shapes.ts';

const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;

/** The same JSON type, counting an integer as a number where the other is a fraction. */
const sameType = (a: unknown, b: unknown): boolean => {
  const [x, y] = [jsonType(a), jsonType(b)];
  return x === y || (x === 'integer' && y === 'number') || (x === 'number' && y === 'integer');
};

/** The read-back of one execution: the read made before (an update), the write, the read after, the verdict. */
async function readBack(ctx: CheckContext, values: WriteValues, token: string | null, before: HttpExchange | null, what: string): Promise<Verdict> {
  const spec = ctx.route.readBack;
  if (spec === null) return skip('the contract names no read-back');
  const read = readCallOf(ctx, spec, values);
  if ('reason' in read) return skip(read.reason);
  return judgeEffect(spec, values, await sendRead(ctx, read, token), before, what);
}

/** The read an update is judged against, made before the write (its sources cannot need the write's answer). */
async function readBefore(ctx: CheckContext, values: WriteValues, token: string | null): Promise<HttpExchange | null | { reason: string }> {
  const spec = ctx.route.readBack;
  if (spec === null || spec.expect !== 'updated') return null;
  const read = readCallOf(ctx, spec, values);
  return 'reason' in read ? read : sendRead(ctx, read, token);
}

export const asyncSameAsSync: Check = {
  subject: 'route',
  id: 'async.same-as-sync',
  family: 'async',
  rule: 'A write that runs both ways on the run\'s own entities has the same effect queued as synchronously: the queued operation completes (status 1), its result_serialized_data has the synchronous answer\'s shape (the same JSON type, valid against the route\'s response schema), and its effect reads back through the contract\'s readBack as the synchronous one does.',
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
    const services = ctx.async;
    if (queue === undefined || services === undefined) return skip('the worker\'s bulk wait is not wired into the check context (a check that waits declares `waits`)');
    const halted = queue.halted();
    if (halted !== null) return skip(halted);

    // Synchronously, on one set of the run's own entities.
    const write = await prepareWrite(ctx);
    if (!isPrepared(write)) return write;
    const syncBefore = await readBefore(ctx, valuesOf(write, null), write.token);
    if (syncBefore !== null && 'reason' in syncBefore) return skip(syncBefore.reason);
    const sync = await execute(ctx, write);
    if (!ok(sync)) return skip(`the synchronous write did not succeed (${describeExchange(sync.status, sync.json, sync.bodyText)}): write.response-valid judges its answer`);
    const syncEffect = await readBack(ctx, valuesOf(write, sync), write.token, syncBefore, ctx.route.key);
    if (syncEffect.outcome !== 'pass') return skip(syncEffect.outcome === 'fail' ? `the synchronous write's effect does not read back (${syncEffect.broken}): write.read-back judges it` : syncEffect.reason);

    // Queued, on another set.
    const prepared = await prepareQueueing(ctx, 1);
    if (isVerdict(prepared)) return prepared;
    const element = prepared.elements[0] as Element;
    const body = await elementBody(ctx, element, `${services.prefix}q${callTag()}`);
    const queuedValues = (answer: unknown): WriteValues => ({ path: element.params, body, answer, owned: element.values ?? {} });
    const asyncBefore = await readBefore(ctx, queuedValues(undefined), prepared.token);
    if (asyncBefore !== null && 'reason' in asyncBefore) return skip(asyncBefore.reason);
    const noBody = body === null || body === undefined;
    const accepted = await ctx.call(prepared.caller, { path: `/async${fillPath(ctx.route.path, element.params)}`, ...(noBody ? (ctx.route.method === 'DELETE' ? {} : { rawBody: '{}' }) : { body }), ...(prepared.token !== null ? { token: prepared.token } : {}) });
    if (accepted.status === 400 && messageOf(accepted.json) === NO_ASYNC_CONFIG) return skip(`this release does not queue ${ctx.route.method} (400 "${NO_ASYNC_CONFIG}"): nothing to compare`);
    const uuid = isRecord(accepted.json) && typeof accepted.json.bulk_uuid === 'string' ? accepted.json.bulk_uuid : null;
    if (accepted.status !== 202 || uuid === null) return skip(`the queued write was not accepted (${describeExchange(accepted.status, accepted.json, accepted.bodyText)}): async.accept-shape judges the acceptance`);
    const waited = await queue.waitBulk(uuid, 1);
    if (waited.kind === 'timeout') return waited.verdict(`the queued ${ctx.route.key}`);
    if (waited.kind === 'contradiction') return skip(`${waited.message}: the status checks judge it`);

    const detailed = await ctx.call('admin', { method: 'GET', path: `/V1/bulk/${encodeURIComponent(uuid)}/detailed-status`, storeCode: null });
    const list = isRecord(detailed.json) && Array.isArray(detailed.json.operations_list) ? detailed.json.operations_list : null;
    const operation = list !== null && isRecord(list[0]) ? list[0] : null;
    if (detailed.status !== 200 || operation === null) return skip(`the detailed status of bulk ${uuid} was not served (${describeExchange(detailed.status, detailed.json, detailed.bodyText)}): status.detailed-shape judges it`);
    const what = `the queued ${ctx.route.key}`;
    if (operation.status !== STATUS.complete) {
      const message = typeof operation.result_message === 'string' ? ` "${operation.result_message}"` : '';
      return { outcome: 'fail', broken: `${what} did not complete where the synchronous call succeeded`, expected: `status ${STATUS.complete} (complete), as the synchronous call answered ${sync.status}`, actual: `status ${String(operation.status)}${message}`, exchange: detailed };
    }
    let result: unknown;
    try {
      result = typeof operation.result_serialized_data === 'string' ? (JSON.parse(operation.result_serialized_data) as unknown) : undefined;
    } catch {
      result = undefined;
    }
    if (result === undefined) return { outcome: 'fail', broken: `${what} completed without the serialized result of its call`, expected: `result_serialized_data: the synchronous answer serialized (${jsonType(sync.json)})`, actual: `result_serialized_data ${JSON.stringify(operation.result_serialized_data ?? null).slice(0, 120)}`, exchange: detailed };
    if (!sameType(result, sync.json)) {
      return { outcome: 'fail', broken: `${what} has a result of another shape than the synchronous answer`, expected: `${jsonType(sync.json)}, as the synchronous call answered (${sync.bodyText.slice(0, 80)})`, actual: `${jsonType(result)}: ${JSON.stringify(result).slice(0, 120)}`, exchange: detailed };
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
    const queuedEffect = await readBack(ctx, queuedValues(result), prepared.token, asyncBefore, what);
    if (queuedEffect.outcome !== 'pass') return queuedEffect;
    return pass(`completed; its result is a ${jsonType(result)} valid against the response schema, as the synchronous answer; both effects read back through ${spec.route}`);
  },
};
