// What the run knows of the integration's resources, learned once in global setup (src/checks/types.ts
// IntegrationScope). Magento 2.4.7 has no REST route that lists an integration's resources (Magento_Integration's
// webapi.xml declares only the token routes), and a 401 names the route's resources, not the caller's. What does show
// them is the published schema: GET /rest/all/schema is filtered by the caller's ACL, method by method, with the same
// authorization the routes ask (Magento\Webapi\Model\AbstractSchemaGenerator::getAllowedServicesMetadata), so the
// schema the integration reads lists exactly the routes it may call. The contract routes the target should have that
// it leaves out are probed once each (harmless: the prefix in every id, an undecodable body), to tell a refusal
// (outside its resources) from a route the target does not have. When the merchant selected a custom list, it can
// be given instead (COMMERCE_INTEGRATION_RESOURCES).

import type { IntegrationScope } from '../checks/types.ts';
import { ACL_ALL } from '../checks/stand-in.ts';
import { publishedOperations, routeShape } from '../checks/schema/endpoint.ts';
import { isRouteNotFound } from '../checks/platform-errors.ts';
import { possibleOn } from '../contracts/presence.ts';
import { permissionsFor, type ReleaseSpan } from '../contracts/release-span.ts';
import { fillPath } from '../contracts/paths.ts';
import type { CompiledRoute, Edition } from '../contracts/types.ts';
import { harmlessValue } from './data.ts';

/** At most this many routes are probed; the rest of those the schema leaves out count as outside (not reached). */
export const MAX_SCOPE_PROBES = 40;

/** The contract routes the integration's resources decide on this target: store ACL routes of the plan the target may
 * have (its edition, some release of the span) that a published schema lists (they have a service). Global setup reads
 * the scope before it narrows the release, over the line's span: a route only some of its releases have (2.4.7's
 * is-filterable read on a 2.4 target, MSI's are-products-salable since 2.4.0) is decided too, found absent by its
 * probe where the target lacks it. */
export function aclRoutesExpected(routes: readonly CompiledRoute[], edition: Edition | null, span: ReleaseSpan): CompiledRoute[] {
  return routes.filter((r) => r.base === 'store' && r.service !== null && possibleOn(r, edition, span) && permissionsFor(r, span).some((p) => Array.isArray(p)));
}

/** Split the expected ACL routes by the schema the integration read: listed (reached) or left out (to probe). */
export function splitBySchema(expected: readonly CompiledRoute[], doc: unknown): { reached: CompiledRoute[]; missing: CompiledRoute[] } {
  const shapes = new Set(publishedOperations(doc).map((o) => o.shape));
  const reached: CompiledRoute[] = [];
  const missing: CompiledRoute[] = [];
  for (const route of expected) (shapes.has(routeShape(route.method, route.path)) ? reached : missing).push(route);
  return { reached, missing };
}

/** What one probe of a left-out route showed. */
export type ProbeFinding = 'outside' | 'absent' | 'reached';

/** A GET is probed as the integration: 401 is its refusal, "does not match any route" an absent route, anything else
 * (a NoSuchEntity for the harmless id) reaches it although the schema leaves it out. A write is probed as a guest
 * (never let through, so nothing can execute): "does not match any route" is an absent route, anything else a route
 * the target has and the integration's schema leaves out, i.e. outside its resources. */
export function findingOf(route: Pick<CompiledRoute, 'method'>, status: number, json: unknown): ProbeFinding {
  if (isRouteNotFound(status, json)) return 'absent';
  if (route.method !== 'GET') return 'outside';
  return status === 401 ? 'outside' : 'reached';
}

/** Sends one probe: as the integration (GET) or a guest (writes, with an undecodable body), on harmless values. */
export type ScopeProbe = (route: CompiledRoute, path: string, asIntegration: boolean) => Promise<{ status: number; json: unknown }>;

export async function scopeFromSchema(expected: readonly CompiledRoute[], doc: unknown, probe: ScopeProbe, prefix: string): Promise<IntegrationScope> {
  const { reached, missing } = splitBySchema(expected, doc);
  const keys = reached.map((r) => r.key);
  const outside: string[] = [];
  const absent: string[] = [];
  for (const [i, route] of missing.entries()) {
    if (i >= MAX_SCOPE_PROBES) {
      outside.push(route.key);
      continue;
    }
    const values: Record<string, string> = {};
    for (const name of route.pathParams) {
      const source = route.params[name];
      values[name] = source ? harmlessValue(source, prefix) : '987654321';
    }
    const res = await probe(route, fillPath(route.path, values), route.method === 'GET');
    const finding = findingOf(route, res.status, res.json);
    (finding === 'reached' ? keys : finding === 'absent' ? absent : outside).push(route.key);
  }
  return { from: 'schema', all: outside.length === 0, reached: keys.sort(), outside: outside.sort(), absent: absent.sort() };
}

/** The merchant's list (COMMERCE_INTEGRATION_RESOURCES). */
export function configuredScope(resources: readonly string[]): IntegrationScope {
  return { from: 'configured', resources: [...resources], all: resources.includes(ACL_ALL) };
}
