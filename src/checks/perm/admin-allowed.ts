import type { Check } from '../types.ts';
import { adminUserMissing } from './callers.ts';
import { judgeFullAccess } from './full-access.ts';

// About an admin user's token: an integration with every resource standing in for the admin is no evidence for it
// (its role is the integration's, not an admin role's; perm.integration-scope judges its reach), so the check skips
// with the variables to set.
const ABOUT_ADMIN_USER = 'perm.admin-allowed judges an admin user\'s token (an integration reaching every route is no evidence for an admin role; perm.integration-scope judges the integration)';

export const adminAllowed: Check = {
  subject: 'route',
  id: 'perm.admin-allowed',
  family: 'perm',
  rule: 'An admin token with every resource reaches every admin-resource route (no 401).',
  source: 'seed 000 Authentication 3: an admin token reaches the resources that admin is authorized for',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  run: (ctx) => judgeFullAccess(ctx, 'admin', 'the admin', adminUserMissing(ctx.target, ABOUT_ADMIN_USER)),
};
