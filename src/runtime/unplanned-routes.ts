// Which routes the target's published schema lists that no route of the plan matches (by method and path shape:
// parameter names differ between webapi.xml and the schema's generator), as global setup records them in
// fingerprint.json (src/report/unplanned-routes.ts: the shape and the end-of-run block).

import { publishedOperations, routeShape } from '../checks/schema/endpoint.ts';
import type { CompiledRoute } from '../contracts/types.ts';
import type { UnplannedRoutes } from '../report/unplanned-routes.ts';

export function unplannedRoutes(doc: unknown, routes: readonly Pick<CompiledRoute, 'method' | 'path' | 'base'>[], source: string, complete: boolean): UnplannedRoutes {
  const planned = new Set(routes.filter((r) => r.base === 'store').map((r) => routeShape(r.method, r.path)));
  const seen = new Set<string>();
  const unplanned: Array<{ method: string; path: string }> = [];
  for (const op of publishedOperations(doc)) {
    if (planned.has(op.shape) || seen.has(op.shape)) continue;
    seen.add(op.shape);
    unplanned.push({ method: op.method, path: op.path });
  }
  unplanned.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { routes: unplanned.map((r) => `${r.method} ${r.path}`), source, complete };
}
