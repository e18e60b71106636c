import type { CompiledRoute } from '../../contracts/types.ts';
import type { Check, ConfiguredFacts } from '../types.ts';
import { WRITES_DENIED_ANONYMOUS } from '../types.ts';
import { callAnonymous } from './anonymous.ts';

/** A write route anonymous in every release is called only with writes allowed (a release that changed its
 * permission is decided at run time, where the target's release is known). */
function anonymousWriteSkip(route: CompiledRoute, configured: ConfiguredFacts): string | null {
  const alwaysAnonymous = route.permissionHistory.every((h) => h.permission === 'anonymous');
  return route.safety === 'write' && alwaysAnonymous && configured.writes === 'deny' ? WRITES_DENIED_ANONYMOUS : null;
}

export const anonymousOpen: Check = {
  subject: 'route',
  id: 'perm.anonymous-open',
  family: 'perm',
  rule: 'A guest call (no token) to an anonymous route is not refused.',
  source: 'seed 000 Authentication 5: "A guest call needs no token for a resource with the anonymous permission."',
  appliesTo: (route) => route.base === 'store' && route.permission === 'anonymous',
  skipsWhen: anonymousWriteSkip,
  run: (ctx) => callAnonymous(ctx, 'guest'),
};
