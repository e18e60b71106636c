import { presenceIn, spanOf, type ReleaseSpan } from './release-span.ts';
import type { CompiledRoute, Edition } from './types.ts';

/**
 * Whether the contract expects the route on a target of this edition and release (or span of releases); otherwise
 * the reason it does not. A route some releases of the span have and others lack is not expected: the reason says so.
 */
export function expectedOn(route: Pick<CompiledRoute, 'editions' | 'since' | 'until'>, edition: Edition | null, release: string | ReleaseSpan | null): true | string {
  if (edition !== null && !route.editions.includes(edition)) return `route of the ${route.editions.join(' and ')} edition; the target is ${edition}`;
  const presence = presenceIn(route, release === null || typeof release === 'string' ? spanOf(release) : release);
  return presence.kind === 'present' ? true : presence.reason;
}

/** Whether some release of the span may have the route on a target of this edition (present in all of them, or in
 * some): what a probe can still tell apart, where expectedOn leaves out a route the span is unsure of. */
export function possibleOn(route: Pick<CompiledRoute, 'editions' | 'since' | 'until'>, edition: Edition | null, span: ReleaseSpan): boolean {
  if (edition !== null && !route.editions.includes(edition)) return false;
  return presenceIn(route, span).kind !== 'absent';
}
