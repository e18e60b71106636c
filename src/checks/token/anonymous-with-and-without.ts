// token.anonymous-with-and-without: anonymous routes answer every kind of caller alike.

import { describeExchange } from '../platform-errors.ts';
import type { CallerName, RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { ANONYMOUS_PROBE } from './common.ts';

export const tokenAnonymousWithAndWithout: RunCheck = {
  subject: 'run',
  id: 'token.anonymous-with-and-without',
  family: 'token',
  rule: 'An anonymous route answers the same with no token and with each kind of valid token (customer, admin, integration).',
  source: 'seed 000 Authentication 5 ("A guest call needs no token ... A token may be sent anyway."); perm.anonymous-open / perm.anonymous-with-token cover guest and customer per route',
  subjects: [ANONYMOUS_PROBE.key],
  async run(ctx) {
    const guest = await ctx.send({ method: 'GET', path: ANONYMOUS_PROBE.path, as: 'guest' });
    if (guest.status !== 200) return { outcome: 'fail', broken: 'a guest was refused an anonymous route', expected: '200', actual: describeExchange(guest.status, guest.json, guest.bodyText), exchange: guest };
    // The integration standing in for the admin holds the integration's token: asked once, as the integration.
    const standIn = ctx.target.adminIdentity === 'integration-bearer' || ctx.target.adminIdentity === 'integration-oauth1';
    const callers: CallerName[] = (['customer', 'admin', 'integration'] as const).filter((c) => ctx.target.callers[c] && !(c === 'admin' && standIn && ctx.target.callers.integration));
    if (callers.length === 0) return skip('no token-holding caller configured');
    for (const caller of callers) {
      const res = await ctx.send({ method: 'GET', path: ANONYMOUS_PROBE.path, as: caller });
      if (res.status !== 200) return { outcome: 'fail', broken: `a caller with a valid ${caller} token was refused an anonymous route`, expected: '200', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
      if (JSON.stringify(res.json) !== JSON.stringify(guest.json)) {
        return { outcome: 'fail', broken: `the anonymous route answers a ${caller} token differently from a guest`, expected: `the guest's answer (${guest.bodyText.length} bytes)`, actual: `${res.bodyText.length} bytes, different JSON`, exchange: res };
      }
    }
    return pass(`guest, ${callers.join(', ')}`);
  },
};
