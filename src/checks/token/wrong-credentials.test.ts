import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { FAKE_RUN_ENV, runCases } from '../testing/fake-run-context.ts';
import { CUSTOMER_TOKEN_ROUTE, SIGN_IN_INCORRECT } from './common.ts';
import { THROWAWAY_ADMIN, THROWAWAY_CUSTOMER, tokenWrongCredentials } from './wrong-credentials.ts';

runCases(tokenWrongCredentials, [
  {
    name: 'a throwaway username is refused with the platform\'s message',
    fake: { answer: platformError(401, SIGN_IN_INCORRECT) },
    want: { outcome: 'pass' },
    then: (f) => {
      const body = f.sent[0]?.body as { username: string };
      assert.equal(body.username, THROWAWAY_ADMIN, 'the same throwaway name in every run: one failure record on the installation, not one per run');
      assert.ok(!Object.values(FAKE_RUN_ENV).includes(body.username), 'never a configured account (it could be locked)');
    },
  },
  { name: 'the customer route gets the customer form of the name', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: platformError(401, SIGN_IN_INCORRECT) }, want: { outcome: 'pass' }, then: (f) => assert.equal((f.sent[0]?.body as { username: string }).username, THROWAWAY_CUSTOMER) },
  { name: 'the unknown customer signs in', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: { status: 200, json: 'a-token' } }, want: { outcome: 'fail', broken: 'the customer token route did not refuse unknown credentials as the platform does', expected: `401 "${SIGN_IN_INCORRECT}"`, actual: '200 "a-token"' } },
  { name: 'refused with another message', fake: { answer: platformError(401, 'Invalid login or password.') }, want: { outcome: 'fail', broken: 'the admin token route did not refuse unknown credentials as the platform does', expected: `401 "${SIGN_IN_INCORRECT}"`, actual: '401 "Invalid login or password."' } },
]);
