import type { Check } from '../types.ts';
import { NO_ADMIN } from './callers.ts';
import { judgeFullAccess } from './full-access.ts';

export const adminAllowed: Check = {
  subject: 'route',
  id: 'perm.admin-allowed',
  family: 'perm',
  rule: 'An admin token with every resource reaches every admin-resource route (no 401).',
  source: 'seed 000 Authentication 3: an admin token reaches the resources that admin is authorized for',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  run: (ctx) => judgeFullAccess(ctx, 'admin', 'the admin', NO_ADMIN),
};
