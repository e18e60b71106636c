import type { Check } from '../types.ts';
import { judgeRestricted } from './restricted.ts';

export const restrictedAdminRefused: Check = {
  subject: 'route',
  id: 'perm.restricted-admin-refused',
  family: 'perm',
  rule: 'An admin lacking every resource of a route is refused like a guest (401 naming the resources).',
  source: 'seed 000 Access tokens: an admin reaches the resources the merchant allowed for that admin',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission),
  run: (ctx) => judgeRestricted(ctx, false),
};
