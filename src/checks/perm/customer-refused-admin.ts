import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { callerUnavailable } from './callers.ts';
import { isExchange, judgeRefusal, refusalProbe } from './refusal.ts';

export const customerRefusedAdmin: Check = {
  subject: 'route',
  id: 'perm.customer-refused-admin',
  family: 'perm',
  rule: 'A customer token does not reach a route that needs an admin ACL resource: 401 naming the resources.',
  source: 'seed 000 Access tokens: a customer token reaches only resources with the anonymous or self permission',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission),
  async run(ctx) {
    if (!ctx.permissions.every((p) => Array.isArray(p))) return pass('not an ACL route in every release of the target\'s span');
    const missing = callerUnavailable(ctx.target, 'customer');
    if (missing !== null) return { outcome: 'skip', reason: missing };
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await refusalProbe(ctx, 'customer', { path });
    if (!isExchange(res)) return res;
    return judgeRefusal(ctx, res, 'customer', { checkBody: false, states: ctx.permissions.filter((p) => Array.isArray(p)) });
  },
};
