// The route set of one profile (edition x release), resolved from the route declarations (webapi/*.json).

import { compareReleases } from '../release.ts';
import type { Edition, RouteDecl } from '../types.ts';
import { loadRouteTable } from './load.ts';
import type { CatalogRoute } from './model.ts';

let table: readonly CatalogRoute[] | undefined;

/** The whole table, read once per process. Throws DataFileError (file:line:col of each problem) on bad data. */
export function routeTable(): readonly CatalogRoute[] {
  table ??= loadRouteTable();
  return table;
}

/** The declaration that applies at `release`, or null when the route does not exist there. */
export function declarationAt(route: CatalogRoute, release: string): RouteDecl | null {
  let applicable: CatalogRoute['revisions'][number] | undefined;
  for (const revision of route.revisions) {
    if (compareReleases(revision.from, release) <= 0) applicable = revision;
  }
  if (!applicable || !applicable.decl) return null;
  return { method: route.method, ...applicable.decl };
}

/** Every route a given edition and release serve, as that release's webapi.xml files declare them. */
export function routesFor(edition: Edition, release: string, catalog: readonly CatalogRoute[] = routeTable()): RouteDecl[] {
  const routes: RouteDecl[] = [];
  for (const route of catalog) {
    if (route.edition === 'commerce' && edition !== 'commerce') continue;
    const decl = declarationAt(route, release);
    if (decl) routes.push(decl);
  }
  return routes;
}
