import type { Check } from '../types.ts';
import { refusedBeforeQueueing } from '../async/queueing.ts';

export const bulkGuestRefused: Check = {
  subject: 'route',
  id: 'bulk.guest-refused',
  family: 'bulk',
  rule: 'A call without a token to the bulk path of a protected route is refused exactly as the synchronous route (401 naming its resources), before anything is queued.',
  source: 'seed 000 Authentication 6, Bulk routes and Errors 1; facts 3',
  appliesTo: (route) => route.bulkPath !== null && route.base === 'store' && route.permission !== 'anonymous',
  run: (ctx) => refusedBeforeQueueing(ctx, 'bulk'),
};
