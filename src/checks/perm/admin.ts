import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, UNDECODABLE_BODY } from '../types.ts';
import { describeExchange, NOT_AUTHORIZED, resourcesText } from '../platform-errors.ts';

function grants(granted: string[], permission: string[]): boolean {
  return permission.some((r) => granted.includes(r));
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
  if (!Array.isArray(ctx.permission)) return pass('not an ACL route in this release');
  if (!ctx.target.callers['restricted-admin']) return { outcome: 'skip', reason: 'no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)' };
  const allowed = grants(ctx.target.restrictedResources, ctx.permission);
  if (allowed !== expectAllowed) return pass(allowed ? 'inside the restricted admin\'s resources' : 'outside the restricted admin\'s resources');
  if (allowed && ctx.route.method !== 'GET') return { outcome: 'skip', reason: 'write route: the allowed side is checked on reads only' };
  const path = await ctx.resolvePath(allowed ? 'real' : 'harmless');
  if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
  const res = await ctx.call('restricted-admin', { path, query: ctx.route.query, rawBody: ctx.route.method === 'GET' ? undefined : UNDECODABLE_BODY });
  const want = resourcesText(ctx.permission);
  if (!allowed && res.status !== 401) {
    return { outcome: 'fail', broken: `a restricted admin without ${want} was not refused`, expected: `401 "${NOT_AUTHORIZED}" (resources: ${want})`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  if (allowed && (res.status === 401 || res.status === 403)) {
    return { outcome: 'fail', broken: `a restricted admin holding ${want} was refused`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  return pass();
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
    if (!ctx.target.callers.integration) return { outcome: 'skip', reason: 'no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)' };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call('integration', { path, query: ctx.route.query });
    if (res.status === 401 || res.status === 403) {
      return { outcome: 'fail', broken: `the integration (all resources) was refused ${resourcesText(ctx.permission)}`, expected: 'not 401/403', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass(`answered ${res.status}`);
  },
};
