// Narrowing a release span from what the target shows, before any check runs: the routes its published schema has or
// lacks (a route introduced inside the span), and the ACL ids its 401 bodies name (a route whose permission changed
// inside the span). Pure: the HTTP side (global setup) hands in what it saw.

import { describeSpan, intersect, isEmpty, permissionsFor, presenceIn, rangeSpan, releasesWithPermission, without, type ReleaseSpan } from './release-span.ts';
import type { CompiledRoute, Permission } from './types.ts';

export interface ReleaseEvidence {
  /** What was seen, e.g. "GET /V1/stockItems/:productSku refused naming Magento_Catalog::catalog_inventory". */
  seen: string;
  /** The span it allows, described. */
  allows: string;
}

export interface Narrowed {
  span: ReleaseSpan;
  evidence: ReleaseEvidence[];
  /** Evidence that contradicted what was already known; it was not applied. */
  ignored: ReleaseEvidence[];
}

/** Routes whose presence differs inside the span: their presence in the published schema tells something. */
export function presenceProbes(routes: readonly CompiledRoute[], span: ReleaseSpan): CompiledRoute[] {
  return routes.filter((r) => r.base === 'store' && r.service !== null && presenceIn(r, span).kind === 'uncertain');
}

/** GET routes whose permission changed inside the span, between ACL states: a guest's 401 body names the state. */
export function permissionProbes(routes: readonly CompiledRoute[], span: ReleaseSpan): CompiledRoute[] {
  return routes.filter((r) => {
    if (r.base !== 'store' || r.method !== 'GET' || presenceIn(r, span).kind === 'absent') return false;
    const states = permissionsFor(r, span);
    return states.length > 1 && states.every((s) => Array.isArray(s));
  });
}

/** Shapes that more than one route of the plan has. */
function sharedShapes(routes: readonly CompiledRoute[], shapeOf: (route: CompiledRoute) => string): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const r of routes) {
    if (r.base !== 'store') continue;
    const shape = shapeOf(r);
    if (seen.has(shape)) shared.add(shape);
    seen.add(shape);
  }
  return shared;
}

const resourcesKey = (p: Permission): string => (Array.isArray(p) ? [...p].sort().join(', ') : p);

/**
 * Apply the evidence in order. A piece that would leave no release at all contradicts earlier pieces (a module
 * disabled on the installation removes its routes from the schema, an extension may rename an ACL): it is kept aside
 * and reported, never applied.
 */
export function narrowRelease(
  start: ReleaseSpan,
  routes: readonly CompiledRoute[],
  seen: { published: ReadonlySet<string> | null; refusals: ReadonlyMap<string, string[]> },
  shapeOf: (route: CompiledRoute) => string,
): Narrowed {
  let span = start;
  const evidence: ReleaseEvidence[] = [];
  const ignored: ReleaseEvidence[] = [];
  const apply = (next: ReleaseSpan, what: string) => {
    const item = { seen: what, allows: describeSpan(next) };
    if (isEmpty(next)) ignored.push(item);
    else if (JSON.stringify(next) !== JSON.stringify(span)) {
      span = next;
      evidence.push({ seen: what, allows: describeSpan(span) });
    }
  };
  // Presence first: a route a release introduced is in every later schema; one it lacks bounds the span above. A shape
  // two routes share (POST /V1/orders/ until 2.3.4-p2, POST /V1/orders from 2.3.5: the schema drops the trailing
  // slash) tells nothing about which of them the target has, so it is no evidence.
  const shared = sharedShapes(routes, shapeOf);
  const probes = (): CompiledRoute[] => presenceProbes(routes, span).filter((r) => !shared.has(shapeOf(r)));
  if (seen.published !== null) {
    for (const route of probes()) {
      const life = rangeSpan({ from: route.since, to: route.until });
      if (seen.published.has(shapeOf(route))) apply(intersect(span, life), `the published schema has ${route.key} (introduced in ${route.since})`);
    }
    for (const route of probes()) {
      const life = rangeSpan({ from: route.since, to: route.until });
      if (!seen.published.has(shapeOf(route))) apply(without(span, life), `the published schema lacks ${route.key} (introduced in ${route.since}${route.until ? `, last in ${route.until}` : ''})`);
    }
  }
  for (const route of permissionProbes(routes, span)) {
    const named = seen.refusals.get(route.key);
    if (!named) continue;
    const state = permissionsFor(route, span).find((s) => Array.isArray(s) && resourcesKey(s) === [...named].sort().join(', '));
    if (!state) continue; // a state no release had: the checks report it
    const releases = releasesWithPermission(route, state, span);
    if (releases) apply(releases, `a guest call to ${route.key} was refused naming ${named.join(', ')}`);
  }
  return { span, evidence, ignored };
}
