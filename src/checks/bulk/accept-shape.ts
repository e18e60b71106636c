import type { Check, CheckContext } from '../types.ts';
import { skip } from '../types.ts';
import { callTag, elementBody, isVerdict, judgeAcceptance, prepareQueueing, queueingSkip, type Element } from '../async/queueing.ts';

export const BULK_N = 3;

/** The bulk elements: each body under its own sub-prefix, plus each path parameter as a field of its name. */
async function bulkElements(ctx: CheckContext, elements: Element[]): Promise<unknown[]> {
  const services = ctx.async;
  if (!services) throw new Error('CheckContext.async is not wired');
  const out: unknown[] = [];
  const tag = callTag();
  for (const [i, element] of elements.entries()) {
    const body = await elementBody(ctx, element, `${services.prefix}b${tag}${i}`);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) out.push({ ...(body as Record<string, unknown>), ...element.params });
    else if (body === null || body === undefined) out.push({ ...element.params });
    else out.push(body);
  }
  return out;
}

export const bulkAcceptShape: Check = {
  subject: 'route',
  id: 'bulk.accept-shape',
  family: 'bulk',
  rule: `An array of ${BULK_N} bodies on /async/bulk/V1/... (each :param as by<Name> in the path and as a field of each element) is accepted with 202, one request item per element, ids 0..${BULK_N - 1} in array order, errors false.`,
  source: 'seed 000 Bulk routes 1-5 and Asynchronous acceptance response; facts 14, 16; real 2.4.7 responses/async b1-b3',
  appliesTo: (route) => route.bulkPath !== null && route.base === 'store',
  skipsWhen: queueingSkip,
  async run(ctx) {
    const bulkPath = ctx.route.bulkPath;
    if (bulkPath === null) return skip('no bulk path');
    const prepared = await prepareQueueing(ctx, BULK_N);
    if (isVerdict(prepared)) return prepared;
    const elements = await bulkElements(ctx, prepared.elements);
    const res = await ctx.call(prepared.caller, { path: bulkPath, body: elements, ...(prepared.token !== null ? { token: prepared.token } : {}) });
    return judgeAcceptance(ctx, 'bulk', res, BULK_N);
  },
};
