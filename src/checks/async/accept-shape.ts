import type { Check } from '../types.ts';
import { asyncFamily, judgeAcceptance, queueingSkip } from './queueing.ts';
import { queuedExecution } from '../write/route-executions.ts';

export const asyncAcceptShape: Check = {
  subject: 'route',
  id: 'async.accept-shape',
  family: 'async',
  rule: 'A write call on /async/V1/... is accepted with 202 and {bulk_uuid: UUID, request_items: [{id: 0, data_hash: SHA-256 hex or null, status: "accepted"}], errors: false}.',
  source: 'seed 000 Asynchronous routes 1-4 and Asynchronous acceptance response; facts 14, 18; real 2.4.7 responses/async a1-a3',
  appliesTo: asyncFamily,
  skipsWhen: queueingSkip,
  async run(ctx) {
    // The route's queued execution (src/checks/write/route-executions.ts): async.same-as-sync judges its outcome.
    const queued = await queuedExecution(ctx);
    if ('outcome' in queued) return queued;
    return judgeAcceptance(ctx, 'async', queued.acceptance, 1);
  },
};
