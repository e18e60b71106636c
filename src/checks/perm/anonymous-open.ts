import type { CompiledRoute } from '../../contracts/types.ts';
import type { Check, CheckContext, ConfiguredFacts, Verdict } from '../types.ts';
import { pass, WRITES_DENIED_ANONYMOUS } from '../types.ts';
import { describeExchange, isRouteNotFound, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';

/** A write route anonymous in every release is called only with writes allowed (a release that changed its
 * permission is decided at run time, where the target's release is known). */
function anonymousWriteSkip(route: CompiledRoute, configured: ConfiguredFacts): string | null {
  const alwaysAnonymous = route.permissionHistory.every((h) => h.permission === 'anonymous');
  return route.safety === 'write' && alwaysAnonymous && configured.writes === 'deny' ? WRITES_DENIED_ANONYMOUS : null;
}

async function callAnonymous(ctx: CheckContext, caller: 'guest' | 'customer'): Promise<Verdict> {
  if (ctx.permission !== 'anonymous') return pass('not anonymous in this release');
  if (ctx.route.safety === 'write' && ctx.target.writes === 'deny') return { outcome: 'skip', reason: WRITES_DENIED_ANONYMOUS };
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
  skipsWhen: anonymousWriteSkip,
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
