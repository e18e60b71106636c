import type { Check, CheckContext } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from './callers.ts';
import { foreignCustomerData } from './own-data.ts';

export const customerSelf: Check = {
  subject: 'route',
  id: 'perm.customer-self',
  family: 'perm',
  rule: 'A self route answers the token\'s own customer and never another customer\'s data.',
  source: 'seed 000 Authentication 4 (GET /V1/customers/me); webapi.xml self routes force customerId from the token',
  appliesTo: (route) => route.base === 'store' && route.permission === 'self' && route.method === 'GET',
  async run(ctx) {
    if (ctx.permission !== 'self') return pass('not a self route in this release');
    const missing = callerUnavailable(ctx.target, 'customer');
    if (missing !== null) return { outcome: 'skip', reason: missing };
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

/** The token's own customer, as the platform answers it: what every customer id and email of the answer must be. */
async function ownCustomer(ctx: CheckContext): Promise<{ id: number; email: string } | string> {
  const me = await ctx.call('customer', { method: 'GET', path: '/V1/customers/me' });
  const json = me.json as { id?: unknown; email?: unknown } | undefined;
  if (me.status !== 200 || typeof json?.id !== 'number' || typeof json.email !== 'string') return `GET /V1/customers/me did not answer the customer (${me.status})`;
  return { id: json.id, email: json.email };
}
