import type { Check } from '../types.ts';
import { asyncFamily, refusedBeforeQueueing } from './queueing.ts';

export const asyncGuestRefused: Check = {
  subject: 'route',
  id: 'async.guest-refused',
  family: 'async',
  rule: 'A call without a token to the async path of a protected route is refused exactly as the synchronous route (401 naming its resources), before anything is queued.',
  source: 'seed 000 Authentication 6 and Errors 1 (an acceptance failure is a standard web API exception); facts 3; real 2.4.7 install-observations/08d-async-post-noauth',
  appliesTo: (route) => asyncFamily(route) && route.permission !== 'anonymous',
  run: (ctx) => refusedBeforeQueueing(ctx, 'async'),
};
