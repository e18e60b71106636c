// Which write routes may be queued by the suite, who calls them, and whether the target has an asynchronous web
// API at all. A queued operation runs later, unattended: it must never touch data the run did not create.

import { compareReleases, isRelease } from '../../contracts/release.ts';
import type { CompiledRoute, Permission } from '../../contracts/types.ts';
import type { CallerName, TargetFacts } from '../types.ts';

export type QueueSafety = { safe: true } | { safe: false; reason: string };

/**
 * A write may be queued when its path names an entity by a parameter the suite fills with a value no real entity
 * has (so the operation can only fail or act on the run's own data), or, for routes without such a parameter, when
 * its body references no real entity (no {{fixture:...}}), the route does not act on the caller's own account (self
 * routes change the configured customer's real data) and the body carries the run's prefix (so whatever it creates
 * is the run's: an empty guest cart could not be told apart from a shopper's).
 */
export function queueSafety(route: Pick<CompiledRoute, 'pathParams' | 'params' | 'body' | 'permission'>): QueueSafety {
  const anchored = route.pathParams.some((name) => {
    const source = route.params[name];
    return source !== undefined && !('literal' in source);
  });
  if (anchored) return { safe: true };
  if (JSON.stringify(route.body ?? null).includes('{{fixture:')) {
    return { safe: false, reason: 'its body references real entities of the target ({{fixture:...}}) and no path parameter confines it to the run\'s own data, so the queued operation could change data the run did not create' };
  }
  if (route.permission === 'self') {
    return { safe: false, reason: 'a self route without path parameters acts on the configured customer\'s own (real) data when executed' };
  }
  if (!JSON.stringify(route.body ?? null).includes('{{prefix}}')) {
    return { safe: false, reason: 'its body carries nothing of the run\'s prefix, so what the queued operation creates or changes could not be told apart from real data' };
  }
  return { safe: true };
}

/** The identity that calls a route: guest for anonymous routes, the customer for self routes, else the admin. */
export function callerFor(permission: Permission, target: TargetFacts): CallerName | { reason: string } {
  if (permission === 'anonymous') return 'guest';
  if (permission === 'self') return target.callers.customer ? 'customer' : { reason: 'no customer identity configured (COMMERCE_CUSTOMER_EMAIL / _PASSWORD)' };
  return target.callers.admin ? 'admin' : { reason: 'no admin identity configured' };
}

/** user_type of a caller (seed 000 Operation status record). */
export function userTypeOf(caller: CallerName): number {
  switch (caller) {
    case 'integration':
      return 1;
    case 'customer':
      return 3;
    case 'guest':
      return 4;
    default:
      return 2;
  }
}

export const ASYNC_SINCE = '2.3.0';

/** null when the release has the asynchronous web API (or is unknown: then the target is probed), else why not. */
export function asyncAbsentReason(release: string | null): string | null {
  if (release === null || !isRelease(release)) return null;
  if (compareReleases(release, ASYNC_SINCE) < 0) return `the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from ${ASYNC_SINCE} (facts 20); the target is ${release}`;
  return null;
}

/** Fill a path's :params with the given values (no encoding of values that are already safe). */
export function asyncPathOf(syncFilledPath: string): string {
  return `/async${syncFilledPath}`;
}
