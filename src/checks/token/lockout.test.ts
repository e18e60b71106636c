import assert from 'node:assert/strict';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { runCases, type FakeRunOptions, type RunSent } from '../testing/fake-run-context.ts';
import { SIGN_IN_INCORRECT } from './common.ts';
import { tokenLockout } from './lockout.ts';

const INCORRECT = platformError(401, SIGN_IN_INCORRECT);
/** A private reference whose sign-in answers `wrong` to a wrong password and, after six of them, `right` to the
 * configured one. */
const onPrivate = (right: Canned, wrong: Canned = INCORRECT): FakeRunOptions => ({ privateReference: {}, answer: (sent: RunSent) => ((sent.body as { password: string }).password === 'pw-admin-1' ? right : wrong) });

runCases(tokenLockout, [
  {
    name: 'after six failed sign-ins even the right password is refused',
    fake: onPrivate(INCORRECT),
    want: { outcome: 'pass' },
    then: (f) => {
      assert.equal(f.sent.length, 7);
      assert.ok(f.sent.every((s) => s.on === 'private' && s.path === '/V1/integration/admin/token'), 'only ever on a private reference');
    },
  },
  { name: 'the account is not locked', fake: onPrivate({ status: 200, json: 'a-fresh-token' }), want: { outcome: 'fail', broken: 'the account is not locked after 6 failed sign-ins', expected: `401 "${SIGN_IN_INCORRECT}" for the right password`, actual: '200 with a token (the right password still signs in)' }, then: (f) => assert.deepEqual(f.secrets, ['a-fresh-token']) },
  { name: 'locked with another message', fake: onPrivate(platformError(401, 'Your account is temporarily locked.')), want: { outcome: 'fail', broken: 'the account is not locked after 6 failed sign-ins', expected: `401 "${SIGN_IN_INCORRECT}" for the right password`, actual: '401 "Your account is temporarily locked."' } },
  { name: 'a wrong password is not refused', fake: onPrivate(INCORRECT, platformError(400, 'Invalid login.')), want: { outcome: 'fail', broken: 'a wrong password was not refused', expected: `401 "${SIGN_IN_INCORRECT}"`, actual: '400 "Invalid login."' } },
  { name: 'no admin credentials configured', fake: { privateReference: {}, config: (c) => ({ ...c, admin: null }) }, want: { outcome: 'skip', reason: 'no admin credentials configured (COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD)' } },
  { name: 'no private reference: a real account is never locked', want: { outcome: 'skip', reason: 'locking an account needs the embedded reference (not a unit test); it is never tried on a real installation (it would lock the account for 30 minutes)' }, then: (f) => assert.equal(f.sent.length, 0) },
]);
