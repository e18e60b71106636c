import type { Check } from '../types.ts';
import { judgeAcceptance, queueingSkip } from '../async/queueing.ts';
import { BULK_N, bulkExecution } from '../write/route-executions.ts';

export { BULK_N };

export const bulkAcceptShape: Check = {
  subject: 'route',
  id: 'bulk.accept-shape',
  family: 'bulk',
  rule: `An array of ${BULK_N} bodies on /async/bulk/V1/... (each :param as by<Name> in the path and as a field of each element) is accepted with 202, one request item per element, ids 0..${BULK_N - 1} in array order, errors false.`,
  source: 'seed 000 Bulk routes 1-5 and Asynchronous acceptance response; facts 14, 16; real 2.4.7 responses/async b1-b3',
  appliesTo: (route) => route.bulkPath !== null && route.base === 'store',
  skipsWhen: queueingSkip,
  async run(ctx) {
    // The route's bulk (src/checks/write/route-executions.ts): on the synchronous execution's entities when the route
    // may run again on them, else on sets of its own.
    const bulk = await bulkExecution(ctx);
    if ('outcome' in bulk) return bulk;
    if (bulk.reused) ctx.observe('bulk.entities', 'the synchronous execution\'s (the route may run again on them)');
    return judgeAcceptance(ctx, 'bulk', bulk.acceptance, BULK_N);
  },
};
