// What perm.admin-allowed and perm.integration-scope share: an identity that holds a route's resources reaches it.
// Only a refusal (401/403) is judged: what the route answers past the ACL is the other checks' business.

import type { CallerName, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, resourcesText } from '../platform-errors.ts';

/** `who` names the caller in the verdict; `unavailable` is why it cannot be used here (the skip), or null. */
export async function judgeFullAccess(ctx: CheckContext, caller: Extract<CallerName, 'admin' | 'integration'>, who: string, unavailable: string | null): Promise<Verdict> {
  if (!Array.isArray(ctx.permission)) return pass('not an ACL route in this release');
  if (unavailable !== null) return { outcome: 'skip', reason: unavailable };
  const path = await ctx.resolvePath('real');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  const res = await ctx.call(caller, { path, query: ctx.route.query });
  if (res.status === 401 || res.status === 403) {
    return { outcome: 'fail', broken: `${who} was refused ${resourcesText(ctx.permission)}`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  return pass(`answered ${res.status}`);
}
