import type { CallerName, Check } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { judgeBody, wrongStatus } from '../answer.ts';
import { callerUnavailable } from '../stand-in.ts';
import type { Permission } from '../../contracts/types.ts';

export function readerFor(permission: Permission): CallerName {
  if (permission === 'anonymous') return 'guest';
  if (permission === 'self') return 'customer';
  return 'admin';
}

export const responseValid: Check = {
  subject: 'route',
  id: 'schema.response-valid',
  family: 'schema',
  rule: 'A successful read answers the contract\'s status and a body valid against its schema (the contract\'s own, or the target\'s published one with documented overlays).',
  source: 'contracts/schemas (written from the platform\'s service data interfaces and the real 2.4.7 answers); the target\'s GET /rest/<store>/schema',
  appliesTo: (route) => route.base === 'store' && route.safety === 'read' && route.method === 'GET',
  async run(ctx) {
    const caller = readerFor(ctx.permission);
    // The admin's reads: the integration stands in for the admin where its resources reach (src/checks/stand-in.ts).
    const missing = callerUnavailable(ctx.target, caller);
    if (missing !== null) return { outcome: 'skip', reason: missing };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call(caller, { path, query: ctx.route.query });
    if (res.status !== ctx.route.response.status) {
      const message = messageOf(res.json);
      const documented = ctx.route.response.unavailableWhen.find((u) => u.status === res.status && u.message === message);
      if (documented) return { outcome: 'skip', reason: `not exercised: ${documented.reason} (${describeExchange(res.status, res.json, res.bodyText)})` };
      // A NoSuchEntity for an id discovered on the target means the data went away, not a broken contract.
      if (res.status === 404 && message !== null && ctx.route.pathParams.some((p) => 'fixture' in (ctx.route.params[p] ?? {}))) {
        return { outcome: 'skip', reason: `no data to read: ${describeExchange(res.status, res.json, res.bodyText)}` };
      }
      return wrongStatus(ctx.route, res);
    }
    return (await judgeBody(ctx.route, res, (body) => ctx.validateResponse(body), (key, value) => ctx.observe(key, value))) ?? pass();
  },
};
