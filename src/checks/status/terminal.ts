// status.terminal: every queued operation leaves the open state; a queue that stops moving is the run's one consumer
// diagnosis (a failure once, a skip for every other status check).

import { pass, skip, type ScenarioCheck } from '../types.ts';
import { fail, gated, operationsOf, productSample, STATUS_ROUTE, unfinished, writing } from '../async/scenarios.ts';

export const statusTerminal: ScenarioCheck = {
  subject: 'scenario',
  id: 'status.terminal',
  family: 'status',
  rule: 'Every queued operation eventually leaves the open state (4) for 1, 2, 3 or 5; the wait extends while the queue moves and ends when nothing moved for COMMERCE_QUEUE_STALL_MS, which means the async.operations.all consumer is not running: reported once per run, the other status checks skip with that diagnosis.',
  source: 'seed 000 States and transitions, Asynchronous routes 6, Errors 5; facts 19 (queue:consumers:start async.operations.all)',
  scenarios: [writing('POST /async/bulk/V1/products', 'POST /async/bulk/V1/products', STATUS_ROUTE)],
  run: gated(async (ctx) => {
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    if (s.outcome?.kind !== 'terminal') return skip('not terminal');
    const o = s.outcome;
    ctx.observe('accept-to-terminal-seen-ms', Math.round(o.seenAt - o.startedAt), s.label);
    ctx.observe('terminal-detection-window-ms', o.lastOpenAt === null ? 0 : Math.round(o.seenAt - o.lastOpenAt), s.label);
    ctx.observe('status-requests', o.attempts, s.label);
    ctx.observe('count-route', ctx.countRoute() === true ? 'present' : 'absent', s.label);
    const ops = operationsOf(o.summary);
    const open = ops.filter((op) => ![1, 2, 3, 5].includes(op.status));
    if (ops.length !== 3 || open.length > 0) return fail('an operation did not reach 1, 2, 3 or 5', '3 operations with status 1, 2, 3 or 5', JSON.stringify(ops.map((op) => op.status)), o.summary ?? undefined);
    return pass(`terminal after ${Math.round(o.seenAt - o.startedAt)} ms and ${o.attempts} status requests`);
  }),
};
