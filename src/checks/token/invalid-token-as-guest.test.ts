import assert from 'node:assert/strict';
import { NOT_AUTHORIZED } from '../platform-errors.ts';
import { platformError, refusedNaming } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { ANONYMOUS_PROBE, PROBE } from './common.ts';
import { tokenInvalidAsGuest } from './invalid-token-as-guest.ts';

const GUEST_REFUSAL = `401 {"message":"${NOT_AUTHORIZED}","parameters":{"resources":"Magento_Backend::store"}}`;

runCases(tokenInvalidAsGuest, [
  {
    name: 'an anonymous route answers a caller with a bad token as a guest',
    subject: ANONYMOUS_PROBE.key,
    fake: { answer: { status: 200, json: [] } },
    want: { outcome: 'pass' },
    then: (f) => assert.deepEqual(f.sent.map((s) => s.token?.split('.').length), [1, 3], 'an unknown token and a malformed JWT'),
  },
  { name: 'an anonymous route reports the bad token', subject: ANONYMOUS_PROBE.key, fake: { answer: platformError(401, 'The token is invalid.') }, want: { outcome: 'fail', broken: 'an invalid token was reported instead of making the caller a guest on an anonymous route', expected: '200 (as a guest)', actual: '401 "The token is invalid."' } },
  { name: 'a protected route answers the guest\'s 401', subject: PROBE.admin.key, fake: { answer: refusedNaming(['Magento_Backend::store']) }, want: { outcome: 'pass' } },
  { name: 'a protected route reports the bad token', subject: PROBE.admin.key, fake: { answer: platformError(401, 'The token is invalid.') }, want: { outcome: 'fail', broken: 'an invalid token on a protected route is not answered with the guest\'s 401', expected: GUEST_REFUSAL, actual: '401 "The token is invalid."' } },
  { name: 'a protected route refuses with other resources', subject: PROBE.admin.key, fake: { answer: refusedNaming(['Magento_Backend::admin']) }, want: { outcome: 'fail', broken: 'an invalid token on a protected route is not answered with the guest\'s 401', expected: GUEST_REFUSAL, actual: `401 "${NOT_AUTHORIZED}" (resources: Magento_Backend::admin)` } },
  { name: 'a protected route answers 403', subject: PROBE.admin.key, fake: { answer: { status: 403, json: { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Backend::store' } } } }, want: { outcome: 'fail', broken: 'an invalid token on a protected route is not answered with the guest\'s 401', expected: GUEST_REFUSAL, actual: `403 "${NOT_AUTHORIZED}" (resources: Magento_Backend::store)` } },
]);
