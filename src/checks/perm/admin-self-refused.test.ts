// perm.admin-self-refused on a fake target: an admin token on a self route must meet the real 2.4.7's 400 for the
// customer id it lacks; being served, or any other answer, fails.

import assert from 'node:assert/strict';
import { fakeRoute, platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { adminOnSelfRefused } from './admin-self-refused.ts';
import { NO_ADMIN } from '../stand-in.ts';

const route = fakeRoute('GET', '/V1/customers/me', { permission: 'self' });
const FIELD_REQUIRED = '"%fieldName" is required. Enter and try again.';
const EXPECTED = `400 "${FIELD_REQUIRED}" (parameters.fieldName customerId or cartId), or "One or more input exceptions have occurred." with it for each`;
const both = fakeRoute('GET', '/V1/carts/mine/payment-order/:id', { permission: 'self', params: { id: { generated: 'prefixed' } } });
const required = (fieldName: string) => ({ message: FIELD_REQUIRED, parameters: { fieldName } });
const NOT_AS_PLATFORM = 'an admin token on a self route is not answered as the platform answers it';

verdictCases(adminOnSelfRefused, [
  {
    name: 'the platform\'s 400 passes; the status is recorded',
    fake: { route, answer: { status: 400, json: { message: FIELD_REQUIRED, parameters: { fieldName: 'customerId' } } } },
    want: { outcome: 'pass' },
    then: ({ sent, observed }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['admin', '/V1/customers/me']]);
      assert.deepEqual(observed, [['admin-on-self-status', 400]]);
    },
  },
  {
    name: 'a route forcing the cart and the customer: the aggregate of both required-field errors passes',
    fake: { route: both, answer: { status: 400, json: { message: 'One or more input exceptions have occurred.', errors: [required('cartId'), required('customerId')] } } },
    want: { outcome: 'pass' },
  },
  {
    name: 'the aggregate of other errors is not the platform\'s answer',
    fake: { route: both, answer: { status: 400, json: { message: 'One or more input exceptions have occurred.', errors: [required('cartId'), { message: 'Decoding error.' }] } } },
    want: { outcome: 'fail', broken: NOT_AS_PLATFORM, expected: EXPECTED, actual: /^400 "One or more input exceptions have occurred\."/ },
  },
  {
    name: 'an admin served a customer\'s route fails',
    fake: { route, answer: { status: 200, json: { id: 1 } } },
    want: { outcome: 'fail', broken: 'an admin token was served a customer\'s self route', expected: EXPECTED, actual: '200 {"id":1}' },
  },
  {
    name: 'a 401 is not the platform\'s answer',
    fake: { route, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: { outcome: 'fail', broken: NOT_AS_PLATFORM, expected: EXPECTED, actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  {
    name: 'a 400 with another message is not either',
    fake: { route, answer: platformError(400, 'Decoding error.') },
    want: { outcome: 'fail', broken: NOT_AS_PLATFORM, expected: EXPECTED, actual: '400 "Decoding error."' },
  },
  {
    name: 'not a self route in the target\'s release: nothing to judge',
    fake: { route, permissions: [['Magento_Customer::customer']] },
    want: { outcome: 'pass', note: 'not a self route in this release' },
  },
  {
    name: 'no admin configured: skipped',
    fake: { route, callers: { admin: false } },
    want: { outcome: 'skip', reason: NO_ADMIN },
  },
  {
    name: 'the integration standing in for the admin is no admin user: skipped, naming the variables',
    fake: { route, target: { adminIdentity: 'integration-oauth1' } },
    want: { outcome: 'skip', reason: /^this check is about an admin user's token on a self route; the admin here is the integration \(OAuth 1\.0a signed\), standing in for the admin, no admin user: set COMMERCE_ADMIN_USERNAME \/ COMMERCE_ADMIN_PASSWORD, or COMMERCE_ADMIN_TOKEN/ },
  },
]);
