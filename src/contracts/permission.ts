import { permissionsFor, spanOf, type ReleaseSpan } from './release-span.ts';
import type { CompiledRoute, Permission, Release } from './types.ts';

/** The permission a route has in a release (or the newest state any release of a span had). */
export function permissionFor(route: Pick<CompiledRoute, 'permission' | 'permissionHistory'>, release: Release | ReleaseSpan | null): Permission {
  const span = release === null || typeof release === 'string' ? spanOf(release) : release;
  return permissionsFor(route, span)[0] ?? route.permission;
}
