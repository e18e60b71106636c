import { compareReleases, presentIn } from './release.ts';
import type { CompiledRoute, Edition } from './types.ts';

/** Whether the contract expects the route on a target of this edition and release; otherwise the reason it does not. */
export function expectedOn(route: Pick<CompiledRoute, 'editions' | 'since' | 'until'>, edition: Edition | null, release: string | null): true | string {
  if (edition !== null && !route.editions.includes(edition)) return `route of the ${route.editions.join(' and ')} edition; the target is ${edition}`;
  if (release !== null && !presentIn(release, route.since, route.until)) {
    return route.until !== null && compareReleases(release, route.until) > 0
      ? `route removed after ${route.until}; the target is ${release}`
      : `route introduced in ${route.since}${route.until ? ` and removed after ${route.until}` : ''}; the target is ${release}`;
  }
  return true;
}
