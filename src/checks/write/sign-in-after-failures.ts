// write.sign-in-after-failures: five failed sign-ins do not lock a customer out (CustomerTokenServiceTest::
// testThrottlingMaxAttempts): Magento\Integration\Model\Oauth\Token\RequestThrottler locks an account after the
// configured failures (oauth/authentication_lock/max_failures_count, 6 by default), so after 5 wrong passwords the
// right one still answers a token. On the run's own customer only (the route's synchronous execution binds its e-mail
// and password, src/checks/owned/routes.ts); the right password at the end resets the counter, so nothing is left
// locked. The lockout itself (the 6th failure) is not tried on the target: token.lockout judges it on a private
// reference.

import { describeExchange } from '../platform-errors.ts';
import type { Check, Verdict } from '../types.ts';
import { skip, writesAllowed } from '../types.ts';
import { executingSkip, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';

const ROUTE = 'POST /V1/integration/customer/token';
/** Failures below the platform's default lock threshold (6). */
export const FAILURES = 5;

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export const writeSignInAfterFailures: Check = {
  subject: 'route',
  id: 'write.sign-in-after-failures',
  family: 'write',
  rule: `After ${FAILURES} failed sign-ins (each 401) the customer's right password still answers a token: the platform locks an account only at its configured number of failures (6 by default). On a customer of the run's own only (COMMERCE_WRITES=allow), whose right password at the end resets the count.`,
  source: 'magento/magento2 dev/tests/api-functional Integration CustomerTokenServiceTest::testThrottlingMaxAttempts; Magento\\Integration\\Model\\Oauth\\Token\\RequestThrottler (oauth/authentication_lock/max_failures_count 6); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  appliesTo: (route) => writeFamily(route) && route.key === ROUTE,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { answer, write } = execution;
    if (answer.status !== 200) return skip(`the run's own customer did not sign in (${describeExchange(answer.status, answer.json, answer.bodyText)}): write.response-valid judges that answer`);
    const body = record(write.body);
    const username = body.username;
    const password = body.password;
    if (typeof username !== 'string' || typeof password !== 'string' || write.owned.email !== username) return skip('the execution did not sign in as the run\'s own customer: no other account is sent wrong passwords');
    const send = (pass: string) => ctx.call('guest', { method: 'POST', path: '/V1/integration/customer/token', storeCode: null, body: { username, password: pass } });
    for (let i = 1; i <= FAILURES; i++) {
      const failed = await send(`${password}-wrong${i}`);
      if (failed.status !== 401) return { outcome: 'fail', broken: `${ROUTE} did not refuse wrong password ${i} of ${FAILURES} with 401`, expected: '401 (the account sign-in was incorrect)', actual: describeExchange(failed.status, failed.json, failed.bodyText), exchange: failed };
    }
    const right = await send(password);
    if (right.status === 200 && typeof right.json === 'string' && right.json !== '') {
      ctx.secret(right.json);
      return { outcome: 'pass', note: `${FAILURES} wrong passwords answered 401, the right one a token` };
    }
    return { outcome: 'fail', broken: `${ROUTE} locked the customer out after ${FAILURES} failed sign-ins, before the platform's default threshold (6): a defect, unless this installation sets Stores > Configuration > Services > OAuth > Customer Authentication Lock (oauth/authentication_lock/max_failures_count) below 6`, expected: '200 with a customer token', actual: describeExchange(right.status, right.json, right.bodyText), exchange: right };
  },
};
