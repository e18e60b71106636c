import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, resourcesText } from '../platform-errors.ts';
import { isExchange, judgeRefusal, OBSERVATION_PERMISSION_STATE, refusalProbe, statesText } from './refusal.ts';

/** The root of the ACL tree. Every admin role holds it: Magento's Rules::saveRel() adds it to whatever resources a
 * role is saved with, so a restricted admin is never refused a route that needs only the root (GET /V1/modules). */
export const ACL_ROOT = 'Magento_Backend::admin';

function grants(granted: string[], permission: string[]): boolean {
  return permission.some((r) => r === ACL_ROOT || granted.includes(r));
}

export const adminAllowed: Check = {
  id: 'perm.admin-allowed',
  family: 'perm',
  rule: 'An admin token with every resource reaches every admin-resource route (no 401).',
  source: 'seed 000 Authentication 3: an admin token reaches the resources that admin is authorized for',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  async run(ctx) {
    if (!Array.isArray(ctx.permission)) return pass('not an ACL route in this release');
    if (!ctx.target.callers.admin) return { outcome: 'skip', reason: 'no admin identity configured' };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call('admin', { path, query: ctx.route.query });
    if (res.status === 401 || res.status === 403) {
      return { outcome: 'fail', broken: `the admin was refused ${resourcesText(ctx.permission)}`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass(`answered ${res.status}`);
  },
};

async function restricted(ctx: CheckContext, expectAllowed: boolean): Promise<Verdict> {
  const states = ctx.permissions.filter((p): p is string[] => Array.isArray(p));
  if (states.length === 0) return pass('not an ACL route in this release');
  if (!ctx.target.callers['restricted-admin']) return { outcome: 'skip', reason: 'no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)' };
  const granted = ctx.target.restrictedResources;
  const allowedIn = states.filter((s) => grants(granted, s));
  const refusedIn = states.filter((s) => !grants(granted, s));
  // Where the target's releases disagree (only its line is known), the side this check judges must be possible; the
  // other check of the pair judges the other side, and either accepts the state the target shows.
  if (expectAllowed ? allowedIn.length === 0 : refusedIn.length === 0) return pass(expectAllowed ? 'outside the restricted admin\'s resources' : 'inside the restricted admin\'s resources');
  const allowedToo = allowedIn.length > 0;
  if (expectAllowed && ctx.route.method !== 'GET') return { outcome: 'skip', reason: 'write route: the allowed side is checked on reads only' };
  const path = await ctx.resolvePath(expectAllowed ? 'real' : 'harmless');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  if (expectAllowed) {
    const res = await ctx.call('restricted-admin', { path, query: ctx.route.query });
    const want = statesText(allowedIn);
    if (res.status === 401 || res.status === 403) {
      if (refusedIn.length > 0) return judgeRefusal(ctx, res, 'a restricted admin', { checkBody: true, states: refusedIn });
      return { outcome: 'fail', broken: `a restricted admin holding ${want} was refused`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    if (refusedIn.length > 0) ctx.observe(OBSERVATION_PERMISSION_STATE, want);
    return pass();
  }
  const res = await refusalProbe(ctx, 'restricted-admin', { path, query: ctx.route.query });
  if (!isExchange(res)) return res;
  if (allowedToo && res.status !== 401 && res.status !== 403) {
    ctx.observe(OBSERVATION_PERMISSION_STATE, statesText(allowedIn));
    return pass(`served: the route needs ${statesText(allowedIn)} in some releases of the target's line`);
  }
  return judgeRefusal(ctx, res, 'a restricted admin', { checkBody: false, states: refusedIn });
}

export const restrictedAdminRefused: Check = {
  id: 'perm.restricted-admin-refused',
  family: 'perm',
  rule: 'An admin lacking every resource of a route is refused like a guest (401 naming the resources).',
  source: 'seed 000 Access tokens: an admin reaches the resources the merchant allowed for that admin',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission),
  run: (ctx) => restricted(ctx, false),
};

export const restrictedAdminAllowed: Check = {
  id: 'perm.restricted-admin-allowed',
  family: 'perm',
  rule: 'An admin holding one of a route\'s resources reaches it.',
  source: 'seed 000 Access tokens',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  run: (ctx) => restricted(ctx, true),
};

export const integrationScope: Check = {
  id: 'perm.integration-scope',
  family: 'perm',
  rule: 'An integration token reaches exactly the resources the merchant selected for it.',
  source: 'seed 000 Access tokens: Integration — resources the merchant selected (all, or a custom list)',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  async run(ctx) {
    if (!Array.isArray(ctx.permission)) return pass('not an ACL route in this release');
    if (!ctx.target.callers.integration) return { outcome: 'skip', reason: ctx.target.callerProblems.integration ?? 'no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)' };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call('integration', { path, query: ctx.route.query });
    if (res.status === 401 || res.status === 403) {
      return { outcome: 'fail', broken: `the integration (all resources) was refused ${resourcesText(ctx.permission)}`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass(`answered ${res.status}`);
  },
};
