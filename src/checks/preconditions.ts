// Preconditions of the target: answers that say the target cannot be asked this question as configured, not that it
// broke a rule. A verdict that ran into one becomes a skip naming the precondition, and the same check judges the
// route normally where the precondition holds.

import type { CompiledRoute } from '../contracts/types.ts';
import { messageOf } from './platform-errors.ts';
import type { Verdict } from './types.ts';

export const HTTPS_ONLY = 'Operation allowed only in HTTPS';

/**
 * A route declared secure="true" answers 400 "Operation allowed only in HTTPS" on http once the caller passed the ACL
 * (facts 1, 8). On an http:// target that is the platform keeping its rule: skip, and say how to check the route.
 * A route the contract does not declare secure that answers so stays a failure.
 */
export function targetPrecondition(route: Pick<CompiledRoute, 'secure' | 'key'>, baseUrl: string | null, verdict: Verdict): string | null {
  if (verdict.outcome !== 'fail' || !route.secure || baseUrl === null || !baseUrl.startsWith('http://')) return null;
  const res = verdict.exchange;
  if (res === undefined || res.status !== 400 || messageOf(res.json) !== HTTPS_ONLY) return null;
  return `${route.key} is served over HTTPS only (webapi.xml secure="true"), and the target is ${new URL(baseUrl).origin}: it answered 400 "${HTTPS_ONLY}". Point COMMERCE_BASE_URL at the installation's https:// URL to check this route.`;
}
