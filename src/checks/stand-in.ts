// Who stands in for whom, and why a caller cannot be used, said once for every check.
//
// The integration stands in for the admin when no admin account or admin token is configured (a 2.4 installation
// whose two-factor authentication blocks the admin token route: src/config/admin-identity.ts). The decision is made
// where tokens are handed out (src/runtime/tokens.ts: the 'admin' caller gets the integration's token, bearer or OAuth
// 1.0a signed), so every check, factory and the teardown that call "as the admin" use it without knowing. What the
// checks must know is where it may stand in, decided here from what the run knows of the integration's resources
// (TargetFacts.integrationScope, read from the target in global setup):
// - a read of a route its resources cover: the integration reads it as the admin would (schema.response-valid ...);
// - a route outside them: not an admin read for it. Its answer there is the integration's refusal, which
//   perm.integration-scope judges; the admin's checks skip and say what to configure;
// - anything else (writes, queued operations, the run's own entities, run-level checks and scenarios, the cleanup):
//   only with every resource, since each calls routes of many resources besides its subject (a write makes its own
//   entities, confirms platform references, reads its effect back; the sweep searches and deletes every kind).
// And the integration is no admin user: a check about an admin user's token (its lifetime, an admin token on a self
// route, perm.admin-allowed) keeps its skip, naming the variables to set (adminUserMissing).

import { ADMIN_USER_VARIABLES, describeAdminIdentity, isIntegration, type AdminIdentity } from '../config/admin-identity.ts';
import type { CompiledRoute, Permission } from '../contracts/types.ts';
import type { CallerName, IntegrationScope, TargetFacts } from './types.ts';

export { ADMIN_USER_VARIABLES, describeAdminIdentity, isIntegration, type AdminIdentity };

/** The root of the ACL tree. Every role with a resource list holds it: Magento's Rules::saveRel() adds it to whatever
 * resources a role is saved with, integrations included. */
export const ACL_ROOT = 'Magento_Backend::admin';
/** The rule "Resource Access: All" gives a role (AuthorizationService::grantAllPermissions). */
export const ACL_ALL = 'Magento_Backend::all';

export const INTEGRATION_VARIABLES = 'COMMERCE_INTEGRATION_TOKEN, or the four COMMERCE_INTEGRATION_* OAuth credentials';
export const NO_ADMIN = `no admin identity configured: set ${ADMIN_USER_VARIABLES}, or an integration (${INTEGRATION_VARIABLES}), which stands in for the admin`;
export const NO_CUSTOMER = 'no customer configured: set COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD (a write run with an admin identity makes its own customer instead)';
export const NO_INTEGRATION = `no integration configured (${INTEGRATION_VARIABLES})`;
export const NO_RESTRICTED_ADMIN = 'no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)';

/** Whether a resource list grants one permission state (a route's resources: any one of them grants it). */
export function grantsState(resources: readonly string[], state: readonly string[]): boolean {
  return resources.includes(ACL_ALL) || state.some((r) => r === ACL_ROOT || resources.includes(r));
}

/** Whether the integration's resources reach a route in every permission state the target's releases had: true,
 * false, or why that is unknown. Routes that are not ACL routes are decided by nothing a scope holds: true. */
export function scopeReaches(scope: IntegrationScope, route: Pick<CompiledRoute, 'key'>, states: readonly Permission[]): boolean | { unknown: string } {
  const acl = states.filter((s): s is string[] => Array.isArray(s));
  if (acl.length === 0) return true;
  switch (scope.from) {
    case 'configured':
      return acl.every((s) => grantsState(scope.resources, s));
    case 'schema':
      return scope.reached.includes(route.key);
    case 'unknown':
      return { unknown: scope.problem };
  }
}

/** Every resource: the integration may stand in for the admin beyond reads. */
export const reachesAll = (scope: IntegrationScope | null): boolean => scope !== null && scope.from !== 'unknown' && scope.all;

/** How the run learned the scope, for sentences. */
export function scopeSource(scope: IntegrationScope): string {
  switch (scope.from) {
    case 'configured':
      return `COMMERCE_INTEGRATION_RESOURCES: ${scope.resources.join(', ')}`;
    case 'schema':
      return `read from the target: the schema it reads lists ${scope.reached.length} contract routes${scope.outside.length > 0 ? `, and refuses it ${scope.outside.length} more` : ''}`;
    case 'unknown':
      return `unknown: ${scope.problem}`;
  }
}

const UNKNOWN_SCOPE = (problem: string) => `the integration stands in for the admin, but its resources are not known (${problem}): list them in COMMERCE_INTEGRATION_RESOURCES, or set ${ADMIN_USER_VARIABLES}`;

/**
 * The admin caller as far as checks that are not about one route can use it (run-level checks, scenarios, fixture
 * discovery): available, or the one sentence that says why not. `signingProblem`: the integration's OAuth 1.0a form
 * that no base URL verifies (then it stands in for nobody).
 */
export function adminAvailability(identity: AdminIdentity | null, scope: IntegrationScope | null, signingProblem: string | null): { available: boolean; problem: string | null } {
  if (identity === null) return { available: false, problem: NO_ADMIN };
  if (!isIntegration(identity)) return { available: true, problem: null };
  if (identity === 'integration-oauth1' && signingProblem !== null) return { available: false, problem: `the integration stands in for the admin and signs with OAuth 1.0a, and ${signingProblem}` };
  if (scope === null || scope.from === 'unknown') return { available: false, problem: UNKNOWN_SCOPE(scope?.from === 'unknown' ? scope.problem : 'not read') };
  if (scope.all) return { available: true, problem: null };
  return { available: false, problem: partialScope(scope) };
}

function partialScope(scope: Exclude<IntegrationScope, { from: 'unknown' }>): string {
  const outside = scope.from === 'schema' && scope.outside.length > 0 ? ` (${scope.outside.length} contract routes outside them, e.g. ${scope.outside.slice(0, 3).join(', ')})` : '';
  return `the integration standing in for the admin holds only some resources${outside}: it stands in for the admin on the reads they cover, and writes, queued operations, the run's own entities and checks of several routes need every resource, since they call routes of many resources (and the cleanup must reach every kind it removes). Give the integration "Resource Access: All", or set ${ADMIN_USER_VARIABLES}`;
}

/** Why the integration standing in for the admin does not serve this route as the admin, or null when it does (or
 * when the admin is no stand-in). `states`: the route's permission states on the target's releases. */
export function standInRefusal(facts: Pick<TargetFacts, 'adminIdentity' | 'integrationScope' | 'oauthSigning'>, route: Pick<CompiledRoute, 'key' | 'method' | 'safety'>, states: readonly Permission[]): string | null {
  const identity = facts.adminIdentity;
  if (!isIntegration(identity)) return null;
  const signing = identity === 'integration-oauth1' ? (facts.oauthSigning?.problem ?? null) : null;
  const overall = adminAvailability(identity, facts.integrationScope, signing);
  const scope = facts.integrationScope;
  // Usable everywhere, or nowhere (no signature verifies, the scope is unknown): the same for every route.
  if (overall.available || signing !== null || scope === null || scope.from === 'unknown') return overall.problem;
  if (scopeReaches(scope, route, states) !== true) {
    const acl = states.filter((s): s is string[] => Array.isArray(s)).map((s) => s.join(', ')).join(' | ');
    return `outside the resources of the integration standing in for the admin (the route needs ${acl}; its scope: ${scopeSource(scope)}): its answer here is the integration's refusal, which perm.integration-scope judges, not an admin read. Set ${ADMIN_USER_VARIABLES} to read it as an admin`;
  }
  return route.method === 'GET' && route.safety === 'read' ? null : overall.problem;
}

const routeViews = new WeakMap<TargetFacts, Map<string, TargetFacts>>();

/**
 * The facts a route check sees: the admin caller as this route allows it (the integration standing in for the admin
 * within its scope). The same object for the same decision, so what a worker caches per target facts (async
 * availability, platform references read once) stays cached.
 */
export function factsForRoute(facts: TargetFacts, route: Pick<CompiledRoute, 'key' | 'method' | 'safety'>, states: readonly Permission[]): TargetFacts {
  if (!isIntegration(facts.adminIdentity) || reachesAll(facts.integrationScope)) return facts;
  const problem = standInRefusal(facts, route, states);
  const admin = problem === null;
  if (facts.callers.admin === admin && (admin || facts.callerProblems.admin === problem)) return facts;
  let views = routeViews.get(facts);
  if (!views) {
    views = new Map();
    routeViews.set(facts, views);
  }
  const key = problem ?? '';
  let view = views.get(key);
  if (!view) {
    const callerProblems = { ...facts.callerProblems };
    if (problem === null) delete callerProblems.admin;
    else callerProblems.admin = problem;
    view = { ...facts, callers: { ...facts.callers, admin }, callerProblems };
    views.set(key, view);
  }
  return view;
}

/** The user type the platform records for whoever answers as the admin (Magento\Authorization\Model\
 * UserContextInterface: 1 integration, 2 admin), e.g. on the bulks it queues (user_type of the operation status). */
export function adminUserType(identity: AdminIdentity | null): 1 | 2 {
  return isIntegration(identity) ? 1 : 2;
}

/** What to configure for each caller, as the skips say it. */
export const VARIABLES_OF: Readonly<Record<CallerName, string>> = {
  guest: 'nothing',
  admin: `${ADMIN_USER_VARIABLES}, or an integration (${INTEGRATION_VARIABLES})`,
  customer: 'COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD',
  'restricted-admin': 'COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES',
  integration: INTEGRATION_VARIABLES,
};

/** Why a caller cannot be used on this target, in the one sentence every check gives (names what to configure), or
 * null when it can. */
export function callerUnavailable(target: Pick<TargetFacts, 'callers' | 'callerProblems'>, caller: CallerName): string | null {
  if (target.callers[caller]) return null;
  const problem = target.callerProblems[caller];
  if (problem !== undefined) return problem;
  switch (caller) {
    case 'guest':
      return null;
    case 'admin':
      return NO_ADMIN;
    case 'customer':
      return NO_CUSTOMER;
    case 'restricted-admin':
      return NO_RESTRICTED_ADMIN;
    case 'integration':
      return NO_INTEGRATION;
  }
}

/** A check about an admin user's token as such: why the admin this run has cannot serve it (the integration standing
 * in for the admin is no admin user), or null. `what` says what is about an admin user's token, and why. */
export function adminUserMissing(target: Pick<TargetFacts, 'adminIdentity' | 'callers' | 'callerProblems'>, what: string): string | null {
  const identity = target.adminIdentity;
  if (identity === null) return callerUnavailable(target, 'admin') ?? NO_ADMIN;
  if (!isIntegration(identity)) return callerUnavailable(target, 'admin');
  return `${what}; the admin here is ${describeAdminIdentity(identity)}, no admin user: set ${ADMIN_USER_VARIABLES}`;
}
