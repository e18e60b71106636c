import type { CallerName, Check } from '../types.ts';
import { pass, skip } from '../types.ts';
import { CANNOT_PROCESS, describeExchange, messageOf } from '../platform-errors.ts';
import { asyncFamily, asyncUnavailable } from './queueing.ts';

export const asyncGetRefused: Check = {
  subject: 'route',
  id: 'async.get-refused',
  family: 'async',
  rule: 'GET on an asynchronous path is refused with 400 "Specified request cannot be processed." (GET is unsupported; nothing is queued).',
  source: 'seed 000 Asynchronous routes 2 ("GET is unsupported"); facts 15 (AsynchronousRequestProcessor::canProcess); real 2.4.7 responses/async h1',
  appliesTo: asyncFamily,
  async run(ctx) {
    const absent = await asyncUnavailable(ctx);
    if (absent !== null) return skip(absent);
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return skip(path.reason);
    const caller: CallerName = ctx.target.callers.admin ? 'admin' : 'guest';
    const res = await ctx.call(caller, { method: 'GET', path: `/async${path}` });
    if (res.status === 400 && messageOf(res.json) === CANNOT_PROCESS) return pass();
    return {
      outcome: 'fail',
      broken: res.status >= 200 && res.status < 300 ? 'GET on an async path was accepted' : 'GET on an async path was not refused as the platform refuses it',
      expected: `400 {"message":"${CANNOT_PROCESS}"}`,
      actual: describeExchange(res.status, res.json, res.bodyText),
      exchange: res,
    };
  },
};
