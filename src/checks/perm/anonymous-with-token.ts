import type { Check } from '../types.ts';
import { callAnonymous } from './anonymous.ts';

export const anonymousWithToken: Check = {
  subject: 'route',
  id: 'perm.anonymous-with-token',
  family: 'perm',
  rule: 'A call to an anonymous route with a (customer) token is not refused either.',
  source: 'seed 000 Authentication 5: "A token may be sent anyway."',
  appliesTo: (route) => route.base === 'store' && route.permission === 'anonymous' && route.method === 'GET',
  run: (ctx) => callAnonymous(ctx, 'customer'),
};
