import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { adminUserMissing } from './callers.ts';

/** The real 2.4.7's answer when the customer id or cart id a self route forces from a customer token is missing. */
const FIELD_REQUIRED = '"%fieldName" is required. Enter and try again.';
/** ... and when both are (Payment Services' GET /V1/carts/mine/payment-order/:id forces the cart and the customer):
 * the input processor's aggregate, one required-field error each (real 2.4.7-p3). */
const INPUT_EXCEPTIONS = 'One or more input exceptions have occurred.';

/** The missing forced parameters: one named by the message, several by the aggregate's errors. */
function fieldsRequired(json: unknown): boolean {
  if (messageOf(json) === FIELD_REQUIRED) return true;
  const errors = (json as { errors?: unknown } | null)?.errors;
  return messageOf(json) === INPUT_EXCEPTIONS && Array.isArray(errors) && errors.length > 0 && errors.every((e) => messageOf(e) === FIELD_REQUIRED);
}

export const adminOnSelfRefused: Check = {
  subject: 'route',
  id: 'perm.admin-self-refused',
  family: 'perm',
  rule: 'An admin token is not a customer: a self route answers it 400 "\\"%fieldName\\" is required. Enter and try again." (the customer id or cart id the route forces from a customer token is missing; both missing: "One or more input exceptions have occurred." with that error for each), as the real 2.4.7 does.',
  source: 'seeds: not shown; real 2.4.7 responses GET_V1__customers__me.admin.json and GET_V1__carts__mine.admin.json (400, fieldName customerId / cartId), GET_V1__carts__mine__payment-order__-id-.admin.json (both)',
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
    if (res.status !== 400 || !fieldsRequired(res.json)) {
      return {
        outcome: 'fail',
        broken: res.status < 300 ? 'an admin token was served a customer\'s self route' : 'an admin token on a self route is not answered as the platform answers it',
        expected: `400 "${FIELD_REQUIRED}" (parameters.fieldName customerId or cartId), or "${INPUT_EXCEPTIONS}" with it for each`,
        actual: describeExchange(res.status, res.json, res.bodyText),
        exchange: res,
      };
    }
    return pass();
  },
};
