import { fillPath } from '../../contracts/paths.ts';
import type { Check } from '../types.ts';
import { skip } from '../types.ts';
import { asyncFamily, callTag, elementBody, isVerdict, judgeAcceptance, prepareQueueing, queueingSkip, type Element } from './queueing.ts';

export const asyncAcceptShape: Check = {
  subject: 'route',
  id: 'async.accept-shape',
  family: 'async',
  rule: 'A write call on /async/V1/... is accepted with 202 and {bulk_uuid: UUID, request_items: [{id: 0, data_hash: SHA-256 hex or null, status: "accepted"}], errors: false}.',
  source: 'seed 000 Asynchronous routes 1-4 and Asynchronous acceptance response; facts 14, 18; real 2.4.7 responses/async a1-a3',
  appliesTo: asyncFamily,
  skipsWhen: queueingSkip,
  async run(ctx) {
    const services = ctx.async;
    if (!services) return skip('the async services are not wired into the check context');
    const prepared = await prepareQueueing(ctx, 1);
    if (isVerdict(prepared)) return prepared;
    const element = prepared.elements[0] as Element;
    const body = await elementBody(ctx, element, `${services.prefix}a${callTag()}`);
    const noBody = body === null || body === undefined;
    const res = await ctx.call(prepared.caller, { path: `/async${fillPath(ctx.route.path, element.params)}`, ...(noBody ? (ctx.route.method === 'DELETE' ? {} : { rawBody: '{}' }) : { body }), ...(prepared.token !== null ? { token: prepared.token } : {}) });
    return judgeAcceptance(ctx, 'async', res, 1);
  },
};
