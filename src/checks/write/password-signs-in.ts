// write.password-signs-in: a customer's password changed through PUT /V1/customers/me/password is the one that signs
// in afterwards, and the old one no longer does (AccountManagementMeTest::testChangePassword). Judged on the route's
// one synchronous execution (shared with write.answer-value), which changes the password of a customer of the run's
// own only (src/checks/owned/routes.ts binds the current password and the token to it): the configured customer's
// password is never sent. After the change the run asks POST /V1/integration/customer/token with the new password (a
// token, 200) and with the old one (401). The old password's refusal is one failed sign-in on the run's own customer,
// far below any lockout (customer/password/lockout_failures, 10 by default), and nobody else's account is touched; a
// last sign-in with the new password resets that count, so no failures row outlives the customer (the real 2.4.7-p3
// kept one per run in oauth_token_request_log before, runs s47-allow-m and s47-full-m).

import { describeExchange } from '../platform-errors.ts';
import type { Check, HttpExchange, Verdict } from '../types.ts';
import { skip, writesAllowed } from '../types.ts';
import { executingSkip, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';

const ROUTE = 'PUT /V1/customers/me/password';
const TOKEN = 'POST /V1/integration/customer/token';

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export const writePasswordSignsIn: Check = {
  subject: 'route',
  id: 'write.password-signs-in',
  family: 'write',
  rule: 'A password changed through PUT /V1/customers/me/password signs the customer in afterwards (POST /V1/integration/customer/token answers a token for the new password) and the old password no longer does (401). On a customer of the run\'s own only (COMMERCE_WRITES=allow); the configured customer\'s password is never changed.',
  source: 'magento/magento2 dev/tests/api-functional Customer AccountManagementMeTest::testChangePassword (the customer then signs in with the new password); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  appliesTo: (route) => writeFamily(route) && route.key === ROUTE,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { answer, write } = execution;
    if (answer.status < 200 || answer.status >= 300) return skip(`the password change did not succeed (${describeExchange(answer.status, answer.json, answer.bodyText)}): write.response-valid judges its answer`);
    const email = write.owned.email;
    const oldPassword = write.owned.password;
    const newPassword = record(write.body).newPassword;
    if (email === undefined || oldPassword === undefined || typeof newPassword !== 'string') return skip('the execution names no e-mail and passwords of the run\'s own customer to sign in with');
    const signIn = async (password: string): Promise<HttpExchange> => {
      const res = await ctx.call('guest', { method: 'POST', path: '/V1/integration/customer/token', storeCode: null, body: { username: email, password } });
      if (res.status === 200 && typeof res.json === 'string') ctx.secret(res.json);
      return res;
    };
    const fresh = await signIn(newPassword);
    if (fresh.status !== 200 || typeof fresh.json !== 'string' || fresh.json === '') {
      return { outcome: 'fail', broken: `${ROUTE} answered success, but ${TOKEN} does not sign the customer in with the new password`, expected: '200 with a customer token', actual: describeExchange(fresh.status, fresh.json, fresh.bodyText), exchange: fresh };
    }
    const stale = await signIn(oldPassword);
    if (stale.status !== 401) {
      return { outcome: 'fail', broken: `${ROUTE} answered success, but ${TOKEN} still signs the customer in with the old password`, expected: '401 (the account sign-in was incorrect)', actual: stale.status === 200 ? '200 with a customer token' : describeExchange(stale.status, stale.json, stale.bodyText), exchange: stale };
    }
    // The refusal left a failures row in oauth_token_request_log, which outlives the customer's delete; a right
    // password resets the count (RequestThrottler removes the row), so the run signs in once more and leaves none.
    const reset = await signIn(newPassword);
    if (reset.status !== 200) return { outcome: 'fail', broken: `${TOKEN} refused the new password after one failed sign-in with the old one`, expected: '200 with a customer token (one failure locks nobody out)', actual: describeExchange(reset.status, reset.json, reset.bodyText), exchange: reset };
    return { outcome: 'pass', note: `the new password signed in (a token), the old one answered 401, the new one again a token (the failure count reset)` };
  },
};
