// What perm.restricted-admin-refused and perm.restricted-admin-allowed share: which side of a route the restricted
// admin stands on in each permission state the target's releases had, and how the one call is judged. The two checks
// are the two sides of one judgement; either accepts the state the target shows where the releases disagree.

import type { CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { isExchange, judgeRefusal, OBSERVATION_PERMISSION_STATE, refusalProbe, statesText } from './refusal.ts';
import { grantsState, NO_RESTRICTED_ADMIN } from '../stand-in.ts';

// The root of the ACL tree, which every role holds (Rules::saveRel() adds it), so a restricted admin is never refused a
// route that needs only the root (GET /V1/modules): grantsState says so for admins and integrations alike.
export { ACL_ROOT, NO_RESTRICTED_ADMIN } from '../stand-in.ts';


export async function judgeRestricted(ctx: CheckContext, expectAllowed: boolean): Promise<Verdict> {
  const states = ctx.permissions.filter((p): p is string[] => Array.isArray(p));
  if (states.length === 0) return pass('not an ACL route in this release');
  if (!ctx.target.callers['restricted-admin']) return { outcome: 'skip', reason: NO_RESTRICTED_ADMIN };
  const granted = ctx.target.restrictedResources;
  const allowedIn = states.filter((s) => grantsState(granted, s));
  const refusedIn = states.filter((s) => !grantsState(granted, s));
  // Where the target's releases disagree (only its line is known), the side this check judges must be possible; the
  // other check of the pair judges the other side, and either accepts the state the target shows.
  if (expectAllowed ? allowedIn.length === 0 : refusedIn.length === 0) return pass(expectAllowed ? 'outside the restricted admin\'s resources' : 'inside the restricted admin\'s resources');
  const allowedToo = allowedIn.length > 0;
  if (expectAllowed && ctx.route.method !== 'GET') return { outcome: 'skip', reason: 'write route: the allowed side is checked on reads only' };
  const path = await ctx.resolvePath(expectAllowed ? 'real' : 'harmless');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  if (expectAllowed) {
    const res = await ctx.call('restricted-admin', { path, query: ctx.route.query });
    const want = statesText(allowedIn);
    if (res.status === 401 || res.status === 403) {
      if (refusedIn.length > 0) return judgeRefusal(ctx, res, 'a restricted admin', { checkBody: true, states: refusedIn });
      return { outcome: 'fail', broken: `a restricted admin holding ${want} was refused`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    if (refusedIn.length > 0) ctx.observe(OBSERVATION_PERMISSION_STATE, want);
    return pass();
  }
  const res = await refusalProbe(ctx, 'restricted-admin', { path, query: ctx.route.query });
  if (!isExchange(res)) return res;
  if (allowedToo && res.status !== 401 && res.status !== 403) {
    ctx.observe(OBSERVATION_PERMISSION_STATE, statesText(allowedIn));
    return pass(`served: the route needs ${statesText(allowedIn)} in some releases of the target's line`);
  }
  return judgeRefusal(ctx, res, 'a restricted admin', { checkBody: false, states: refusedIn });
}
