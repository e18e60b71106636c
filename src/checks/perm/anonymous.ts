// What perm.anonymous-open and perm.anonymous-with-token share: a call to an anonymous route, judged refused only
// when the ACL itself refused it.

import type { CheckContext, Verdict } from '../types.ts';
import { pass, WRITES_DENIED_ANONYMOUS } from '../types.ts';
import { describeExchange, isRouteNotFound, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';
import { NO_CUSTOMER } from './callers.ts';

export async function callAnonymous(ctx: CheckContext, caller: 'guest' | 'customer'): Promise<Verdict> {
  if (ctx.permission !== 'anonymous') return pass('not anonymous in this release');
  if (ctx.route.safety === 'write' && ctx.target.writes === 'deny') return { outcome: 'skip', reason: WRITES_DENIED_ANONYMOUS };
  if (caller === 'customer' && !ctx.target.callers.customer) return { outcome: 'skip', reason: NO_CUSTOMER };
  const path = await ctx.resolvePath('real');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  const body = ctx.route.method === 'GET' ? undefined : await ctx.resolveBody();
  const res = await ctx.call(caller, { path, body, query: ctx.route.query });
  // Only the ACL's own refusal counts: an anonymous service may answer 401 for its own reasons (the token routes,
  // given wrong credentials, answer "The account sign-in was incorrect ...").
  const aclRefusal = (res.status === 401 && messageOf(res.json) === NOT_AUTHORIZED) || res.status === 403;
  if (aclRefusal || isRouteNotFound(res.status, res.json)) {
    return {
      outcome: 'fail',
      broken: `${caller === 'guest' ? 'a guest' : 'a caller with a customer token'} was refused an anonymous route`,
      expected: `not 401 "${NOT_AUTHORIZED}", not 403, not "Request does not match any route."`,
      actual: describeExchange(res.status, res.json, res.bodyText),
      exchange: res,
    };
  }
  return pass(`answered ${res.status}`);
}
