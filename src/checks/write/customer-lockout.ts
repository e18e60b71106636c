// write.customer-lockout: six failed sign-ins lock a customer out (CustomerTokenServiceTest::
// testThrottlingAccountLockout). Magento\Integration\Model\Oauth\Token\RequestThrottler counts a customer's failed
// sign-ins (oauth/authentication_lock/max_failures_count, 6 by default) and then refuses the account for
// oauth/authentication_lock/timeout (1800 s), the right password too, with the same 401 as a wrong one. On the target,
// on a customer of the check's own only: it is made for this check alone (the run's shared own customer keeps signing
// in for the self routes), locked, and deleted at the end. The count stays: the platform keeps it in
// oauth_token_request_log by e-mail and user type (a customer's delete does not remove it, no REST call does), until its
// cron (integration's clean of expired authentication failures) removes it once the lock expires. So the check runs at
// COMMERCE_WRITES=full only and records that row as left by design. write.sign-in-after-failures judges the other side
// (five failures do not lock); token.lockout judges an admin's lockout on a private reference.

import { callerUnavailable } from '../stand-in.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';

const ROUTE = 'POST /V1/integration/customer/token';
/** The platform's default number of failures that locks an account. */
export const LOCK_AT = 6;
/** The sign-in refusal: for a wrong password and for a locked account alike. */
export const SIGN_IN_REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Why the check is not run below the full level. */
export const WRITES_BELOW_FULL_LOCKOUT = 'not run below COMMERCE_WRITES=full: the failed sign-ins it counts stay in the platform\'s oauth_token_request_log (by the customer\'s e-mail) until its cron removes them once the lock expires; no REST call removes them';

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
const refusedAsWrong = (res: HttpExchange): boolean => res.status === 401 && messageOf(res.json) === SIGN_IN_REFUSED;

async function judge(ctx: ScenarioContext): Promise<Verdict> {
  const name = ctx.name('lock').toLowerCase();
  const email = `${name}@example.com`;
  const password = `Lk1!${name}`;
  ctx.secret(password);
  const made = await ctx.send('admin', { method: 'POST', path: '/V1/customers', body: { customer: { email, firstname: name, lastname: 'Conformance', website_id: 1, group_id: 1 }, password } });
  const id = record(made.json).id;
  if (made.status !== 200 || (typeof id !== 'number' && typeof id !== 'string')) return skip(`the customer of the check's own could not be made: POST /V1/customers answered ${describe(made)}`);
  let counted = false;
  try {
    const signIn = (pass: string): Promise<HttpExchange> => ctx.send('guest', { method: 'POST', path: '/V1/integration/customer/token', body: { username: email, password: pass } });
    const first = await signIn(password);
    if (first.status !== 200 || typeof first.json !== 'string' || first.json === '') return skip(`the customer of the check's own does not sign in before any failure (${describe(first)}): nothing to lock`);
    ctx.secret(first.json);
    for (let i = 1; i <= LOCK_AT; i++) {
      const failed = await signIn(`${password}-wrong${i}`);
      counted = true;
      if (!refusedAsWrong(failed)) return { outcome: 'fail', broken: `${ROUTE} did not refuse wrong password ${i} of ${LOCK_AT} with the sign-in refusal`, expected: `401 "${SIGN_IN_REFUSED}"`, actual: describe(failed), exchange: failed };
    }
    const right = await signIn(password);
    if (right.status === 200 && typeof right.json === 'string') ctx.secret(right.json);
    if (!refusedAsWrong(right)) return { outcome: 'fail', broken: `${ROUTE} still signs the customer in with the right password after ${LOCK_AT} failed sign-ins: the account is not locked (a defect, unless this installation sets Stores > Configuration > Services > OAuth > Customer Authentication Lock above ${LOCK_AT})`, expected: `401 "${SIGN_IN_REFUSED}" (the account locked for oauth/authentication_lock/timeout)`, actual: describe(right), exchange: right };
    return pass(`${LOCK_AT} wrong passwords answered 401 "${SIGN_IN_REFUSED}", then the right one the same: the customer is locked out`);
  } finally {
    await ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${String(id)}`, storeCode: 'all' });
    if (counted) leftLedger().left({ kind: 'sign-in failures', id: email, by: `write.customer-lockout ${ROUTE}` });
  }
}

export const writeCustomerLockout: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.customer-lockout',
  family: 'write',
  rule: `After ${LOCK_AT} failed sign-ins (each 401 "${SIGN_IN_REFUSED}") the customer's right password is refused the same way: the platform locks the account at its configured number of failures (6 by default). On a customer of the check's own only, deleted at the end (COMMERCE_WRITES=full: the failure count stays in the platform's log until its cron removes it).`,
  source: 'magento/magento2 dev/tests/api-functional Integration CustomerTokenServiceTest::testThrottlingAccountLockout; Magento\\Integration\\Model\\Oauth\\Token\\RequestThrottler (oauth/authentication_lock/max_failures_count 6, timeout 1800); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  scenarios: [{ title: 'six failures lock the account', about: ROUTE, contract: ROUTE, writes: true, level: 'full', belowFull: WRITES_BELOW_FULL_LOCKOUT }],
  async run(ctx) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    if (ctx.target.writes !== 'full') return skip(WRITES_BELOW_FULL_LOCKOUT);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    return judge(ctx);
  },
};
