import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { isExchange, judgeRefusal, refusalProbe } from './refusal.ts';

export const guestRefused: Check = {
  subject: 'route',
  id: 'perm.guest-refused',
  family: 'perm',
  rule: 'A call without a token to a route above the anonymous level is refused with 401 and the platform error body naming the route\'s resources, before anything is changed.',
  source: 'seed 000 Authentication 3 and 6; real 2.4.7: {"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":...}} (facts 3)',
  appliesTo: (route) => route.base === 'store' && route.permission !== 'anonymous',
  async run(ctx) {
    if (ctx.permissions.every((p) => p === 'anonymous')) return pass('anonymous in this release');
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await refusalProbe(ctx, 'guest', { path });
    if (!isExchange(res)) return res;
    return judgeRefusal(ctx, res, 'guest');
  },
};
