import type { Check } from '../types.ts';
import { judgeFullAccess } from './full-access.ts';

const NO_INTEGRATION = 'no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)';

export const integrationScope: Check = {
  subject: 'route',
  id: 'perm.integration-scope',
  family: 'perm',
  rule: 'An integration token reaches exactly the resources the merchant selected for it.',
  source: 'seed 000 Access tokens: Integration — resources the merchant selected (all, or a custom list)',
  appliesTo: (route) => route.base === 'store' && Array.isArray(route.permission) && route.method === 'GET',
  // An integration whose OAuth form does not verify is configured but unusable: that reason is said instead.
  run: (ctx) => judgeFullAccess(ctx, 'integration', 'the integration (all resources)', ctx.target.callerProblems.integration ?? NO_INTEGRATION),
};
