// write.customer-lockout on a fake account book: a customer of the check's own signs in, 6 wrong passwords answer 401
// with the sign-in refusal and the right one then the same (pass: locked); a target without the lockout (the
// reference's lockout-missing) signs it in (fail); a wrong password answered otherwise fails; below the full level
// nothing is sent; the customer is deleted and its failure count recorded as left by design.
import assert from 'node:assert/strict';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { LOCK_AT, SIGN_IN_REFUSED, writeCustomerLockout, WRITES_BELOW_FULL_LOCKOUT } from './customer-lockout.ts';

const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

/** One customer account, locked after `lockAt` failures (Infinity: never), a wrong password answered `wrong`. */
function accounts(lockAt = LOCK_AT, wrong: Canned = platformError(401, SIGN_IN_REFUSED)): (sent: ScenarioSent) => Canned {
  let password = '';
  let failures = 0;
  return (sent) => {
    const body = (sent.body ?? {}) as Record<string, unknown>;
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      password = String(body.password);
      return { status: 200, json: { id: 81, email: (body.customer as Record<string, unknown>).email } };
    }
    if (sent.method === 'DELETE') return { status: 200, json: true };
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') {
      if (failures >= lockAt) return platformError(401, SIGN_IN_REFUSED);
      if (body.password === password) {
        failures = 0;
        return { status: 200, json: 'customer-token' };
      }
      failures += 1;
      return wrong;
    }
    return platformError(404, 'Request does not match any route.');
  };
}

const full = { writes: 'full' as const };
const signIns = (sent: ScenarioSent[]): ScenarioSent[] => sent.filter((s) => s.path === '/V1/integration/customer/token');

scenarioCases(writeCustomerLockout, [
  {
    name: 'six failures, then the right password refused the same way: locked; the customer deleted, its count left',
    fake: { answer: accounts(), target: full },
    want: { outcome: 'pass', note: `6 wrong passwords answered 401 "${SIGN_IN_REFUSED}", then the right one the same: the customer is locked out` },
    then: (f) => {
      assert.equal(signIns(f.sent).length, 1 + LOCK_AT + 1, 'one sign-in first, six failures, the right password');
      assert.equal(f.sent.filter((s) => s.method === 'DELETE' && s.path === '/V1/customers/81').length, 1);
      const email = (signIns(f.sent)[0]?.body as { username: string }).username;
      assert.match(email, /@example\.com$/);
      assert.deepEqual(left.at(-1), { kind: 'sign-in failures', id: email, by: 'write.customer-lockout POST /V1/integration/customer/token' });
      assert.ok(f.secrets.some((s) => s.startsWith('Lk1!')), 'the password is a secret');
    },
  },
  {
    name: 'no lockout (the reference\'s lockout-missing): the right password still signs in, fails',
    fake: { answer: accounts(Infinity), target: full },
    want: { outcome: 'fail', broken: /still signs the customer in with the right password after 6 failed sign-ins/, expected: /^401 "The account sign-in was incorrect/, actual: '200 "customer-token"' },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 1),
  },
  {
    name: 'a wrong password refused otherwise fails',
    fake: { answer: accounts(LOCK_AT, platformError(400, 'Invalid login or password.')), target: full },
    want: { outcome: 'fail', broken: 'POST /V1/integration/customer/token did not refuse wrong password 1 of 6 with the sign-in refusal', expected: `401 "${SIGN_IN_REFUSED}"`, actual: '400 "Invalid login or password."' },
  },
  { name: 'below the full level: skipped, nothing sent', fake: { answer: accounts(), target: { writes: 'allow' } }, want: { outcome: 'skip', reason: WRITES_BELOW_FULL_LOCKOUT }, then: (f) => assert.equal(f.sent.length, 0) },
]);
