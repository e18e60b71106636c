import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { isExchange, judgeRefusal, refusalProbe } from './refusal.ts';
import { foreignCustomerData } from './own-data.ts';

const NO_CUSTOMER = 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)';

export const customerRefusedAdmin: Check = {
  id: 'perm.customer-refused-admin',
  family: 'perm',
  rule: 'A customer token does not reach a route that needs an admin ACL resource: 401 naming the resources.',
  source: 'seed 000 Access tokens: a customer token reaches only resources with the anonymous or self permission',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission),
  async run(ctx) {
    if (!ctx.permissions.every((p) => Array.isArray(p))) return pass('not an ACL route in every release of the target\'s span');
    if (!ctx.target.callers.customer) return { outcome: 'skip', reason: NO_CUSTOMER };
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await refusalProbe(ctx, 'customer', { path });
    if (!isExchange(res)) return res;
    return judgeRefusal(ctx, res, 'customer', { checkBody: false, states: ctx.permissions.filter((p) => Array.isArray(p)) });
  },
};

export const customerSelf: Check = {
  id: 'perm.customer-self',
  family: 'perm',
  rule: 'A self route answers the token\'s own customer and never another customer\'s data.',
  source: 'seed 000 Authentication 4 (GET /V1/customers/me); webapi.xml self routes force customerId from the token',
  appliesTo: (route) => route.base === 'store' && route.permission === 'self' && route.method === 'GET',
  async run(ctx) {
    if (ctx.permission !== 'self') return pass('not a self route in this release');
    if (!ctx.target.callers.customer) return { outcome: 'skip', reason: NO_CUSTOMER };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call('customer', { path, query: ctx.route.query });
    if (res.status === 401 || res.status === 403) {
      return { outcome: 'fail', broken: 'the customer was refused its own self route', expected: '200', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    if (res.status !== 200) return pass(`answered ${res.status}`);
    const own = await ownCustomer(ctx);
    if (typeof own === 'string') return { outcome: 'skip', reason: own };
    const foreign = foreignCustomerData(res.json, own);
    if (foreign) {
      return { outcome: 'fail', broken: 'a self route revealed another customer\'s data', expected: `${foreign.field} = ${foreign.own}`, actual: `${foreign.field} = ${foreign.seen} at ${foreign.pointer}`, exchange: res };
    }
    return pass();
  },
};

async function ownCustomer(ctx: Parameters<Check['run']>[0]): Promise<{ id: number; email: string } | string> {
  const me = await ctx.call('customer', { method: 'GET', path: '/V1/customers/me' });
  const json = me.json as { id?: unknown; email?: unknown } | undefined;
  if (me.status !== 200 || typeof json?.id !== 'number' || typeof json.email !== 'string') return `GET /V1/customers/me did not answer the customer (${me.status})`;
  return { id: json.id, email: json.email };
}

export const adminOnSelfRefused: Check = {
  id: 'perm.admin-self-refused',
  family: 'perm',
  rule: 'An admin token is not a customer: a self route answers it 400 "\\"%fieldName\\" is required. Enter and try again." (the customer id or cart id the route forces from a customer token is missing), as the real 2.4.7 does.',
  source: 'seeds: not shown; real 2.4.7 responses GET_V1__customers__me.admin.json and GET_V1__carts__mine.admin.json (400, fieldName customerId / cartId)',
  appliesTo: (route) => route.base === 'store' && route.permission === 'self' && route.method === 'GET',
  async run(ctx) {
    if (ctx.permission !== 'self') return pass('not a self route in this release');
    if (!ctx.target.callers.admin) return { outcome: 'skip', reason: 'no admin identity configured' };
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

const FIELD_REQUIRED = '"%fieldName" is required. Enter and try again.';
