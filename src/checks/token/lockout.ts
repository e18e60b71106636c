// token.lockout: six failed sign-ins lock the account, even for the right password. Tried on a private reference
// instance only: on a real installation it would lock the account for 30 minutes.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { ADMIN_TOKEN_ROUTE, SIGN_IN_INCORRECT, tokenPath } from './common.ts';

export const tokenLockout: RunCheck = {
  subject: 'run',
  id: 'token.lockout',
  family: 'token',
  rule: `After 6 failed sign-ins the account is locked for 30 minutes: even the right password gets 401 "${SIGN_IN_INCORRECT}".`,
  source: 'facts.md 23 (RequestThrottler: max_failures_count 6, timeout 1800 s, checked before the credentials)',
  subjects: [ADMIN_TOKEN_ROUTE],
  async run(ctx) {
    const instance = await ctx.privateReference({ args: [] });
    if ('unavailable' in instance) return skip(`locking an account ${instance.unavailable}; it is never tried on a real installation (it would lock the account for 30 minutes)`);
    const creds = ctx.config.admin;
    if (!creds) return skip('no admin credentials configured (COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD)');
    for (let i = 0; i < 6; i++) {
      const wrong = await instance.send({ method: 'POST', path: tokenPath('admin'), body: { username: creds.username, password: `${ctx.prefix}-wrong-${i}` } });
      if (wrong.status !== 401) return { outcome: 'fail', broken: 'a wrong password was not refused', expected: `401 "${SIGN_IN_INCORRECT}"`, actual: describeExchange(wrong.status, wrong.json, wrong.bodyText), exchange: wrong };
    }
    const right = await instance.send({ method: 'POST', path: tokenPath('admin'), body: { username: creds.username, password: creds.password } });
    if (typeof right.json === 'string') ctx.secret(right.json);
    if (right.status !== 401 || messageOf(right.json) !== SIGN_IN_INCORRECT) {
      return { outcome: 'fail', broken: 'the account is not locked after 6 failed sign-ins', expected: `401 "${SIGN_IN_INCORRECT}" for the right password`, actual: right.status === 200 ? '200 with a token (the right password still signs in)' : describeExchange(right.status, right.json, right.bodyText), exchange: right };
    }
    return pass();
  },
};
