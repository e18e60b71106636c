import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { adminUserMissing } from './callers.ts';

/** The real 2.4.7's answer when the customer id or cart id a self route forces from a customer token is missing. */
const FIELD_REQUIRED = '"%fieldName" is required. Enter and try again.';

export const adminOnSelfRefused: Check = {
  subject: 'route',
  id: 'perm.admin-self-refused',
  family: 'perm',
  rule: 'An admin token is not a customer: a self route answers it 400 "\\"%fieldName\\" is required. Enter and try again." (the customer id or cart id the route forces from a customer token is missing), as the real 2.4.7 does.',
  source: 'seeds: not shown; real 2.4.7 responses GET_V1__customers__me.admin.json and GET_V1__carts__mine.admin.json (400, fieldName customerId / cartId)',
  appliesTo: (route) => route.base === 'store' && route.permission === 'self' && route.method === 'GET',
  async run(ctx) {
    if (ctx.permission !== 'self') return pass('not a self route in this release');
    // An admin user's token as such: the integration standing in for the admin is no admin user (and on a self route
    // it is refused by the ACL, not asked for the customer the route forces).
    const missing = adminUserMissing(ctx.target, 'this check is about an admin user\'s token on a self route');
    if (missing !== null) return { outcome: 'skip', reason: missing };
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call('admin', { path, query: ctx.route.query });
    ctx.observe('admin-on-self-status', res.status);
    if (res.status !== 400 || messageOf(res.json) !== FIELD_REQUIRED) {
      return {
        outcome: 'fail',
        broken: res.status < 300 ? 'an admin token was served a customer\'s self route' : 'an admin token on a self route is not answered as the platform answers it',
        expected: `400 "${FIELD_REQUIRED}" (parameters.fieldName customerId or cartId)`,
        actual: describeExchange(res.status, res.json, res.bodyText),
        exchange: res,
      };
    }
    return pass();
  },
};
