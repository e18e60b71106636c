// perm.customer-self on a fake target: the self route's answer is compared with the token's own customer (GET
// /V1/customers/me); any customer id or email that is not the token's own fails and says where it was.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { customerSelf } from './customer-self.ts';
import { NO_CUSTOMER } from '../stand-in.ts';

const route = fakeRoute('GET', '/V1/carts/mine', { permission: 'self' });
const JANE: Canned = { status: 200, json: { id: 7, email: 'jane@example.com' } };
/** The customer is Jane; the self route answers `cart`. */
const answering = (cart: Canned, me: Canned = JANE) => (s: Sent): Canned => (s.path === '/V1/customers/me' ? me : cart);

verdictCases(customerSelf, [
  {
    name: 'the token\'s own id and email (in any letter case) pass; the route, then the customer, were read',
    fake: { route, answer: answering({ status: 200, json: { id: 3, customer: { id: 7, email: 'Jane@Example.com' }, items: [{ customer_id: 7 }], customer_email: 'JANE@example.com' } }) },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['customer', '/V1/carts/mine'], ['customer', '/V1/customers/me']]),
  },
  {
    name: 'another customer\'s id fails, pointing at it',
    fake: { route, answer: answering({ status: 200, json: { items: [{ customer_id: 7 }, { customer_id: 8 }] } }) },
    want: { outcome: 'fail', broken: 'a self route revealed another customer\'s data', expected: 'customer_id = 7', actual: 'customer_id = 8 at /items/1/customer_id' },
  },
  {
    name: 'another customer\'s email fails, pointing at it',
    fake: { route, answer: answering({ status: 200, json: { customer_email: 'john@example.com' } }) },
    want: { outcome: 'fail', broken: 'a self route revealed another customer\'s data', expected: 'customer_email = jane@example.com', actual: 'customer_email = john@example.com at /customer_email' },
  },
  {
    name: 'the customer refused its own route fails',
    fake: { route, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: { outcome: 'fail', broken: 'the customer was refused its own self route', expected: '200', actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  {
    name: 'an answer other than 200 (no active cart) has no data to compare',
    fake: { route, answer: platformError(404, 'No such entity with customerId = 7') },
    want: { outcome: 'pass', note: 'answered 404' },
    then: ({ sent }) => assert.equal(sent.length, 1),
  },
  {
    name: 'the customer cannot be read: skipped, not judged',
    fake: { route, answer: answering({ status: 200, json: {} }, { status: 500, json: {} }) },
    want: { outcome: 'skip', reason: 'GET /V1/customers/me did not answer the customer (500)' },
  },
  {
    name: 'not a self route in the target\'s release: nothing to judge',
    fake: { route, permissions: ['anonymous'] },
    want: { outcome: 'pass', note: 'not a self route in this release' },
  },
  {
    name: 'no customer configured: skipped',
    fake: { route, callers: { customer: false } },
    want: { outcome: 'skip', reason: NO_CUSTOMER },
  },
]);
