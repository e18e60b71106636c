import type { Check } from '../types.ts';
import { pass, UNDECODABLE_BODY } from '../types.ts';
import { describeExchange, messageOf, NOT_AUTHORIZED, resourcesOf, resourcesText } from '../platform-errors.ts';

export const guestRefused: Check = {
  id: 'perm.guest-refused',
  family: 'perm',
  rule: 'A call without a token to a route above the anonymous level is refused with 401 and the platform error body naming the route\'s resources, before anything is changed.',
  source: 'seed 000 Authentication 3 and 6; real 2.4.7: {"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":...}} (facts 3)',
  appliesTo: (route) => route.base === 'store' && route.permission !== 'anonymous',
  async run(ctx) {
    if (ctx.permission === 'anonymous') return pass('anonymous in this release');
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const write = ctx.route.method !== 'GET';
    const res = await ctx.call('guest', { path, rawBody: write ? UNDECODABLE_BODY : undefined });
    const want = resourcesText(ctx.permission);
    if (res.status !== 401) {
      return {
        outcome: 'fail',
        broken: res.status >= 200 && res.status < 300 ? `guest reached ${want}` : `guest call was not refused with 401 (route needs ${want})`,
        expected: `401 "${NOT_AUTHORIZED}" (resources: ${want})`,
        actual: describeExchange(res.status, res.json, res.bodyText),
        exchange: res,
      };
    }
    if (messageOf(res.json) !== NOT_AUTHORIZED || resourcesOf(res.json) !== want) {
      return {
        outcome: 'fail',
        broken: 'the 401 body is not the platform\'s error body naming the route\'s resources',
        expected: `{"message":"${NOT_AUTHORIZED}","parameters":{"resources":"${want}"}}`,
        actual: res.bodyText.slice(0, 300),
        exchange: res,
      };
    }
    return pass();
  },
};
