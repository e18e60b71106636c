// status.count-matches: the count route (where the release has it) agrees with operations_list, code by code.

import { countByStatus } from '../async/shapes.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { COUNT_ROUTE, fail, gated, operationsOf, productSample, summaryOf, unfinished, writing } from '../async/scenarios.ts';

export const statusCountMatches: ScenarioCheck = {
  subject: 'scenario',
  id: 'status.count-matches',
  family: 'status',
  rule: 'GET /V1/bulk/:uuid/operation-status/:status (where the release has it) answers a bare integer equal to the number of operations with that status in operations_list, for every code 1-5.',
  source: 'seed 000 Operation status routes; facts 20; real 2.4.7 responses/async index.json (operation_status_counts)',
  scenarios: [writing('admin bulk POST /async/bulk/V1/products', COUNT_ROUTE, COUNT_ROUTE)],
  run: gated(async (ctx) => {
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    if (s.counts === null) {
      ctx.observe('count-route', 'absent', s.label);
      return pass('the count route is absent on this release (documented variant)');
    }
    ctx.observe('count-route', 'present', s.label);
    const ops = operationsOf(summaryOf(s));
    const want = countByStatus(ops);
    for (const [code, res] of s.counts) {
      if (res.status !== 200 || typeof res.json !== 'number') return fail(`operation-status/${code} did not answer a bare integer`, 'a bare JSON integer', describeExchange(res.status, res.json, res.bodyText), res);
      if (res.json !== want[code]) return fail(`operation-status/${code} disagrees with operations_list`, `${want[code] ?? 0} (operations with status ${code} in operations_list: ${JSON.stringify(ops.map((o) => o.status))})`, String(res.json), res);
    }
    return pass();
  }),
};
