import type { Check, CheckContext, IntegrationScope, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { callerUnavailable, NO_INTEGRATION } from './callers.ts';
import { judgeFullAccess } from './full-access.ts';
import { isExchange, judgeRefusal, refusalProbe } from './refusal.ts';
import { scopeReaches } from '../stand-in.ts';

/** The integration as the verdicts name it: with its scope as the run learned it (src/runtime/integration-scope.ts). */
function who(scope: IntegrationScope): string {
  switch (scope.from) {
    case 'configured':
      return scope.all ? 'the integration (all resources)' : `the integration (resources ${scope.resources.join(', ')})`;
    case 'schema':
      return scope.all ? 'the integration (all resources, as its schema shows)' : 'the integration (the resources its schema shows)';
    case 'unknown':
      return 'the integration';
  }
}

/**
 * The integration's scope, known rather than assumed (the merchant's list, COMMERCE_INTEGRATION_RESOURCES, or what
 * the target shows: the schema the integration reads is filtered by its ACL): a route its resources cover answers it
 * (no 401/403); a route outside them refuses it as the platform refuses any caller lacking a route's resources (401
 * naming them). That refusal is also what an integration standing in for the admin gets there, which is why the
 * admin's checks leave such routes to this one.
 */
async function judgeScope(ctx: CheckContext): Promise<Verdict> {
  const states = ctx.permissions.filter((p): p is string[] => Array.isArray(p));
  if (states.length === 0) return pass('not an ACL route in this release');
  // An integration whose OAuth form does not verify is configured but unusable: that reason is said instead.
  const missing = callerUnavailable(ctx.target, 'integration');
  if (missing !== null) return { outcome: 'skip', reason: missing };
  const scope = ctx.target.integrationScope;
  if (scope === null) return { outcome: 'skip', reason: NO_INTEGRATION };
  const reached = scopeReaches(scope, ctx.route, states);
  if (typeof reached === 'object') return { outcome: 'skip', reason: `the integration's resources are not known (${reached.unknown}): list them in COMMERCE_INTEGRATION_RESOURCES` };
  if (reached) return judgeFullAccess(ctx, 'integration', who(scope), null);
  if (scope.from === 'schema' && scope.absent.includes(ctx.route.key)) return { outcome: 'skip', reason: 'the target does not have this route (global setup\'s probe: "Request does not match any route."); presence.route-present judges that' };
  const path = await ctx.resolvePath('harmless');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  const res = await refusalProbe(ctx, 'integration', { path, query: ctx.route.query });
  if (!isExchange(res)) return res;
  return judgeRefusal(ctx, res, who(scope), { checkBody: true, states });
}

export const integrationScope: Check = {
  subject: 'route',
  id: 'perm.integration-scope',
  family: 'perm',
  rule: 'An integration token reaches exactly the resources the merchant selected for it: the routes they cover answer it, the others refuse it with 401 naming their resources.',
  source: 'seed 000 Access tokens: Integration — resources the merchant selected (all, or a custom list); the schema it reads lists them (AbstractSchemaGenerator::getAllowedServicesMetadata)',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  run: judgeScope,
};
