import type { Check } from '../types.ts';
import { judgeRestricted } from './restricted.ts';

export const restrictedAdminAllowed: Check = {
  subject: 'route',
  id: 'perm.restricted-admin-allowed',
  family: 'perm',
  rule: 'An admin holding one of a route\'s resources reaches it.',
  source: 'seed 000 Access tokens',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  run: (ctx) => judgeRestricted(ctx, true),
};
