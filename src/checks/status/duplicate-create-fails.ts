// status.duplicate-create-fails: a duplicate in one bulk is accepted at intake and fails in the consumer, with the
// reason in result_message.

import { checkResultMessage, serviceMethodName } from '../async/shapes.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { CUSTOMERS, duplicateSample, fail, gated, operationsOf, summaryOf, unfinished, writing } from '../async/scenarios.ts';

export const statusDuplicateCreateFails: ScenarioCheck = {
  subject: 'scenario',
  id: 'status.duplicate-create-fails',
  family: 'status',
  rule: 'Two customers with the same email in one bulk call are both accepted at intake (errors false); one operation completes and the other ends failed (3, or 2) with the reason in result_message.',
  source: 'seed 000 States and transitions ("a queued duplicate is accepted"), Errors 2-3; real 2.4.7 responses/async d1',
  scenarios: [writing('POST /async/bulk/V1/customers', 'POST /async/bulk/V1/customers (same email twice)', CUSTOMERS)],
  run: gated(async (ctx) => {
    const d = await duplicateSample(ctx);
    if (d.s.acceptance.status === 202 && d.s.acceptanceProblems.length > 0) return fail(`the acceptance of a bulk with a duplicate is malformed or reports the failure: ${d.s.acceptanceProblems[0]}`, 'both accepted, errors false', d.s.acceptanceProblems.join('; '), d.s.acceptance);
    const bad = await unfinished(d.s);
    if (bad) return bad;
    const ops = operationsOf(summaryOf(d.s));
    const complete = ops.filter((op) => op.status === 1);
    const failed = ops.filter((op) => op.status === 3 || op.status === 2);
    const listed = JSON.stringify(ops.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message })));
    if (complete.length !== 1 || failed.length !== 1) return fail('a duplicate create in one bulk did not end with one success and one failure', 'one operation 1 and one 3 (or 2)', listed, summaryOf(d.s) ?? undefined);
    const reason = failed[0]?.result_message ?? '';
    const msgProblems = ops.flatMap((op) => checkResultMessage(op, serviceMethodName(ctx.route(CUSTOMERS)?.service ?? null), `operation ${op.id}`));
    if (msgProblems.length > 0 || reason.trim() === '') return fail(`the outcome of the duplicate create is not told right: ${msgProblems[0] ?? 'the failed duplicate gives no reason'}`, 'a success naming the method and a failure with the reason in result_message', listed, summaryOf(d.s) ?? undefined);
    ctx.observe('duplicate-failure', { status: failed[0]?.status, error_code: failed[0]?.error_code, result_message: reason }, d.s.label);
    return pass(`status ${failed[0]?.status ?? ''}: ${reason}`);
  }),
};
