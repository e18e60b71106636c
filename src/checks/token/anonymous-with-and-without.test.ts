import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { tokenAnonymousWithAndWithout } from './anonymous-with-and-without.ts';

const COUNTRIES = [{ id: 'US' }, { id: 'DE' }];

runCases(tokenAnonymousWithAndWithout, [
  {
    name: 'every caller gets the guest\'s answer',
    fake: { answer: { status: 200, json: COUNTRIES } },
    want: { outcome: 'pass', note: 'guest, customer, admin, integration' },
    then: (f) => assert.deepEqual(f.sent.map((s) => s.as), ['guest', 'customer', 'admin', 'integration']),
  },
  { name: 'only the configured callers', fake: { callers: { integration: false }, answer: { status: 200, json: COUNTRIES } }, want: { outcome: 'pass', note: 'guest, customer, admin' } },
  { name: 'a valid token is refused', fake: { answer: (sent) => (sent.as === 'admin' ? platformError(401, 'no') : { status: 200, json: COUNTRIES }) }, want: { outcome: 'fail', broken: 'a caller with a valid admin token was refused an anonymous route', expected: '200', actual: '401 "no"' } },
  { name: 'a token changes the answer', fake: { answer: (sent) => ({ status: 200, json: sent.as === 'integration' ? [] : COUNTRIES }) }, want: { outcome: 'fail', broken: 'the anonymous route answers a integration token differently from a guest', expected: 'the guest\'s answer (25 bytes)', actual: '2 bytes, different JSON' } },
  { name: 'the guest is refused', fake: { answer: platformError(401, 'no') }, want: { outcome: 'fail', broken: 'a guest was refused an anonymous route', expected: '200', actual: '401 "no"' } },
  { name: 'no caller with a token', fake: { callers: { customer: false, admin: false, integration: false }, answer: { status: 200, json: COUNTRIES } }, want: { outcome: 'skip', reason: 'no token-holding caller configured' } },
]);
