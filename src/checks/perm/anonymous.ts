// What perm.anonymous-open and perm.anonymous-with-token share: a call to an anonymous route, judged refused only
// when the ACL itself refused it.

import type { CheckContext, Verdict } from '../types.ts';
import { pass, UNDECODABLE_BODY, WRITES_DENIED_ANONYMOUS } from '../types.ts';
import { describeExchange, isRouteNotFound, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';
import { saysNothing } from './refusal.ts';
import { callerUnavailable } from './callers.ts';

export async function callAnonymous(ctx: CheckContext, caller: 'guest' | 'customer'): Promise<Verdict> {
  if (ctx.permission !== 'anonymous') return pass('not anonymous in this release');
  if (ctx.route.safety === 'write' && ctx.target.writes === 'deny') return { outcome: 'skip', reason: WRITES_DENIED_ANONYMOUS };
  const missing = caller === 'customer' ? callerUnavailable(ctx.target, 'customer') : null;
  if (missing !== null) return { outcome: 'skip', reason: missing };
  const path = await ctx.resolvePath('real');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  // A write that names no entity in its path and carries nothing of the run's prefix (POST /V1/guest-carts) would
  // create data nothing tells apart from the installation's own, and no REST call removes: it gets a body the platform
  // cannot decode, so the service never runs and only the ACL's answer is seen.
  const unconfined = ctx.route.safety === 'write' && ctx.route.pathParams.length === 0 && !JSON.stringify(ctx.route.body ?? null).includes('{{prefix}}');
  const body = ctx.route.method === 'GET' || unconfined ? undefined : await ctx.resolveBody();
  const res = await ctx.call(caller, { path, body, rawBody: unconfined ? UNDECODABLE_BODY : undefined, query: ctx.route.query });
  if (unconfined && saysNothing(res)) {
    // Adobe Commerce decodes the body before authorization: its error page says nothing about the ACL, and a body it
    // could decode would create what the probe must not.
    return { outcome: 'skip', reason: `not executed: ${ctx.route.method} ${ctx.route.path} would create data that carries nothing of the run's prefix and that no REST call removes, and the target answered ${describeExchange(res.status, res.json, res.bodyText)} to a body that cannot be decoded, which says nothing about permissions (Adobe Commerce decodes the body before authorization)` };
  }
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
  return pass(unconfined ? `answered ${res.status} to an undecodable body (executed, it would create data nothing removes)` : `answered ${res.status}`);
}
