// write.sign-in-after-failures on a fake target: the run's own customer (made by POST /V1/customers) signs in, then 5
// wrong passwords answer 401 and the right one a token (pass); a lockout one failure early (the reference's
// lockout-early) refuses the right password (fail); a wrong password answered 200 fails; writes denied skip.
import assert from 'node:assert/strict';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeSignInAfterFailures } from './sign-in-after-failures.ts';

const token = fakeRoute('POST', '/V1/integration/customer/token', { permission: 'anonymous', body: { username: 'x@example.com', password: '{{prefix}}' } });
const SIGN_IN = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** One account locked after `lockAt` failures (a success resets them); `open`: any password signs in. */
function account(lockAt: number, open = false): (sent: Sent, index: number) => Canned {
  let password = '';
  let failures = 0;
  return healthyTarget((sent) => {
    const body = (sent.body ?? {}) as Record<string, unknown>;
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      password = String(body.password);
      return { status: 200, json: { id: 61, email: 'cc@example.com', addresses: [{ id: 71 }] } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') {
      if (failures >= lockAt) return platformError(401, SIGN_IN);
      if (open || body.password === password) {
        failures = 0;
        return { status: 200, json: 'customer-token' };
      }
      failures += 1;
      return platformError(401, SIGN_IN);
    }
    return undefined;
  });
}

const allow = { writes: 'allow' as const };

verdictCases(writeSignInAfterFailures, [
  {
    name: 'five failures, then the right password answers a token',
    fake: { route: token, target: allow, answer: account(6) },
    want: { outcome: 'pass', note: '5 wrong passwords answered 401, the right one a token' },
    then: (fake) => {
      const asked = fake.sent.filter((s) => s.path === '/V1/integration/customer/token').map((s) => s.body as { username: string; password: string });
      assert.ok(asked.every((b) => b.username === 'cc@example.com'), 'only the run\'s own customer is sent passwords');
      assert.equal(asked.filter((b) => /-wrong\d$/.test(b.password)).length, 5);
    },
  },
  { name: 'a lockout after 5 failures fails', fake: { route: token, target: allow, answer: account(5) }, want: { outcome: 'fail', broken: 'POST /V1/integration/customer/token locked the customer out after 5 failed sign-ins, before the platform\'s default threshold (6): a defect, unless this installation sets Stores > Configuration > Services > OAuth > Customer Authentication Lock (oauth/authentication_lock/max_failures_count) below 6', expected: '200 with a customer token', actual: /^401 / } },
  { name: 'a wrong password that signs in fails', fake: { route: token, target: allow, answer: account(6, true) }, want: { outcome: 'fail', broken: 'POST /V1/integration/customer/token did not refuse wrong password 1 of 5 with 401', expected: '401 (the account sign-in was incorrect)', actual: /^200 / } },
  { name: 'with writes denied nothing is sent', fake: { route: token, target: { writes: 'deny' as const }, answer: account(6) }, want: { outcome: 'skip', reason: /^writes are denied/ } },
]);
