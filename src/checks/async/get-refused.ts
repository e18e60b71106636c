import type { CallerName, Check } from '../types.ts';
import { pass, skip } from '../types.ts';
import { CANNOT_PROCESS, describeExchange, messageOf } from '../platform-errors.ts';
import { asyncFamily, asyncUnavailable } from './queueing.ts';

// GET is refused on both asynchronous prefixes, the single /async/V1 and the bulk /async/bulk/V1 (the platform's
// AsynchronousRequestProcessor and its bulk twin both refuse every method but POST, PUT, PATCH and DELETE before
// reading the path): the route's harmless path is asked under each, in that order, and the first answer that is not
// the platform's refusal fails, naming the path.
const PREFIXES = [
  { prefix: '/async', what: 'an async path' },
  { prefix: '/async/bulk', what: 'an async bulk path' },
] as const;

export const asyncGetRefused: Check = {
  subject: 'route',
  id: 'async.get-refused',
  family: 'async',
  rule: 'GET on an asynchronous path, /async/V1/... and /async/bulk/V1/..., is refused with 400 "Specified request cannot be processed." (GET is unsupported; nothing is queued).',
  source: 'seed 000 Asynchronous routes 2 ("GET is unsupported"); facts 15 (AsynchronousRequestProcessor::canProcess); real 2.4.7 responses/async h1; magento/magento2 dev/tests/api-functional WebapiAsync AsyncScheduleTest::testGETRequestToAsync and AsyncBulkScheduleTest::testGETRequestToAsyncBulk (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 refuse both, 2026-12-03)',
  appliesTo: asyncFamily,
  async run(ctx) {
    const absent = await asyncUnavailable(ctx);
    if (absent !== null) return skip(absent);
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return skip(path.reason);
    const caller: CallerName = ctx.target.callers.admin ? 'admin' : 'guest';
    for (const { prefix, what } of PREFIXES) {
      const res = await ctx.call(caller, { method: 'GET', path: `${prefix}${path}` });
      if (res.status === 400 && messageOf(res.json) === CANNOT_PROCESS) continue;
      return {
        outcome: 'fail',
        broken: res.status >= 200 && res.status < 300 ? `GET on ${what} was accepted` : `GET on ${what} was not refused as the platform refuses it`,
        expected: `400 {"message":"${CANNOT_PROCESS}"} to GET ${prefix}${path}`,
        actual: describeExchange(res.status, res.json, res.bodyText),
        exchange: res,
      };
    }
    return pass();
  },
};
