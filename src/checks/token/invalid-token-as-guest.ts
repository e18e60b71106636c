// token.invalid-token-as-guest: a token problem is never reported as such; the caller becomes a guest.

import { describeExchange, messageOf, NOT_AUTHORIZED, resourcesOf } from '../platform-errors.ts';
import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { ANONYMOUS_PROBE, PROBE } from './common.ts';

export const tokenInvalidAsGuest: RunCheck = {
  subject: 'run',
  id: 'token.invalid-token-as-guest',
  family: 'token',
  rule: 'An unknown or malformed bearer token is not reported as such: the caller is a guest, so an anonymous route answers 200 and a protected route answers the guest\'s 401 naming its resources.',
  source: 'facts.md 4 (TokenUserContext swallows token errors); samples/e-error-messages.json (missing, malformed, expired or revoked bearer token)',
  subjects: [ANONYMOUS_PROBE.key, PROBE.admin.key],
  async run(ctx, subject) {
    const tokens = [`${ctx.prefix}0unknown0token0000000000000`, 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEsInV0eXBpZCI6Mn0.not-a-signature'];
    for (const token of tokens) {
      if (subject === ANONYMOUS_PROBE.key) {
        const res = await ctx.send({ method: 'GET', path: ANONYMOUS_PROBE.path, token });
        if (res.status !== 200) {
          return { outcome: 'fail', broken: 'an invalid token was reported instead of making the caller a guest on an anonymous route', expected: '200 (as a guest)', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
        }
      } else {
        const res = await ctx.send({ method: 'GET', path: PROBE.admin.path, token });
        if (res.status !== 401 || messageOf(res.json) !== NOT_AUTHORIZED || resourcesOf(res.json) !== 'Magento_Backend::store') {
          return { outcome: 'fail', broken: 'an invalid token on a protected route is not answered with the guest\'s 401', expected: `401 {"message":"${NOT_AUTHORIZED}","parameters":{"resources":"Magento_Backend::store"}}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
        }
      }
    }
    return pass();
  },
};
