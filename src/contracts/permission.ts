import { inRange } from './release.ts';
import type { CompiledRoute, Permission, Release } from './types.ts';

/** The permission a route has in `release`: an earlier state when a history range covers it, else the newest. */
export function permissionFor(route: Pick<CompiledRoute, 'permission' | 'permissionHistory'>, release: Release | null): Permission {
  if (release === null) return route.permission;
  const earlier = route.permissionHistory.find((h) => h.ranges.some((r) => inRange(release, r)));
  return earlier ? earlier.permission : route.permission;
}
