import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, isRouteNotFound, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';

async function callAnonymous(ctx: CheckContext, caller: 'guest' | 'customer'): Promise<Verdict> {
  if (ctx.permission !== 'anonymous') return pass('not anonymous in this release');
  if (ctx.route.safety === 'write' && ctx.target.writes === 'deny') return { outcome: 'skip', reason: 'anonymous write route: runs only with COMMERCE_WRITES=allow' };
  if (caller === 'customer' && !ctx.target.callers.customer) return { outcome: 'skip', reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)' };
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

export const anonymousOpen: Check = {
  id: 'perm.anonymous-open',
  family: 'perm',
  rule: 'A guest call (no token) to an anonymous route is not refused.',
  source: 'seed 000 Authentication 5: "A guest call needs no token for a resource with the anonymous permission."',
  appliesTo: (route) => route.base === 'store' && route.permission === 'anonymous',
  run: (ctx) => callAnonymous(ctx, 'guest'),
};

export const anonymousWithToken: Check = {
  id: 'perm.anonymous-with-token',
  family: 'perm',
  rule: 'A call to an anonymous route with a (customer) token is not refused either.',
  source: 'seed 000 Authentication 5: "A token may be sent anyway."',
  appliesTo: (route) => route.base === 'store' && route.permission === 'anonymous' && route.method === 'GET',
  run: (ctx) => callAnonymous(ctx, 'customer'),
};
