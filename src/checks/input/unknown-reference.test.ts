// input.unknown-reference on a fake installation's tax rates: a delete and an update naming a rate no entity is,
// answered 404 with the platform's message and its parameters; an answer that loses them fails. And on the fake
// commerce target, a coupon code no rule has sent on a cart of the case's own (entities: fresh): the route's execution
// applied the run's coupon to its own cart, which the invalid code would clear.
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import { forgetShared } from '../owned/bind.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { badCase, deleteRate, TAX_READS, taxStore, updateRate } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { UNKNOWN_ID } from './bad-input.ts';
import { inputUnknownReference } from './unknown-reference.ts';

const ANSWER = { status: 404, message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'taxRateId', fieldValue: '{value:int}' } };
const IN_PATH = badCase({ check: 'unknown-reference', what: ':rateId naming no entity', unknownParam: 'rateId', answer: ANSWER });
const IN_BODY = badCase({ check: 'unknown-reference', what: 'taxRate.id naming no tax rate', set: { 'taxRate.id': '{unknown}' }, answer: ANSWER });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;
const NOT_FOUND = `404 "No such entity with %fieldName = %fieldValue" parameters {"fieldName":"taxRateId","fieldValue":${UNKNOWN_ID}}`;

beforeEach(() => forgetShared());
const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";
const NO_COUPON = badCase({ check: 'unknown-reference', what: ':couponCode naming no coupon, on a cart of its own', entities: 'fresh', unknownParam: 'couponCode', answer: { status: 404, message: INVALID_COUPON } });
const MANAGE = ['Magento_Cart::manage'];
const SET_COUPON = fakeRoute('PUT', '/V1/carts/:cartId/coupons/:couponCode', { module: 'Quote', permission: MANAGE, body: null, readBack: { route: 'GET /V1/carts/:cartId/coupons', params: { cartId: 'path.cartId' }, expect: 'updated', fields: { '': 'path.couponCode' } }, badInput: [NO_COUPON] });
const COUPON_READS = [fakeRoute('GET', '/V1/carts/:cartId/coupons', { module: 'Quote', permission: MANAGE })];

// A guest's sign-up that may not name a group (401 before the group is looked at), whose unknown group the admin's
// create is refused for (caller: admin, CustomerRepositoryTest::testCreateCustomerWithInvalidGroupId).
const NO_GROUP = 'The specified customer group id does not exist.';
const UNKNOWN_GROUP = badCase({ check: 'unknown-reference', what: 'customer.group_id naming no group, sent by the admin', set: { 'customer.group_id': '{unknown}' }, caller: 'admin', answer: { status: 400, message: NO_GROUP } });
const SIGN_UP = fakeRoute('POST', '/V1/customers', { module: 'Customer', permission: 'anonymous', body: { customer: { email: '{{prefix}}@example.com', firstname: '{{prefix}}', lastname: 'Conformance' } }, badInput: [UNKNOWN_GROUP] });
/** Customers by e-mail; a guest naming group_id is refused by the ACL, the admin's unknown group by the repository
 * (`takes`: the admin's create of an unknown group is saved). */
function signUps(takes = false): (sent: Sent) => Canned {
  const emails: string[] = [];
  return (sent) => {
    if (sent.method === 'GET' && sent.path === '/V1/customers/search') {
      const wanted = String(Object.entries(sent.query ?? {}).find(([k]) => k.endsWith('[value]'))?.[1] ?? '').replace(/%/g, '');
      const items = emails.filter((e) => e.startsWith(wanted)).map((email, i) => ({ id: 70 + i, email }));
      return { status: 200, json: { items, total_count: items.length } };
    }
    if (sent.method === 'DELETE') return { status: 200, json: true };
    const customer = (sent.body as { customer: Record<string, unknown> }).customer;
    if (customer.group_id !== undefined && sent.caller === 'guest') return platformError(401, "The consumer isn't authorized to access %resources.");
    if (customer.group_id !== undefined && !takes) return platformError(400, NO_GROUP);
    emails.push(String(customer.email));
    return { status: 200, json: { id: 70 + emails.length - 1, email: customer.email } };
  };
}

verdictCases(inputUnknownReference, [
  {
    name: 'a delete of an id no entity has: 404 with fieldName and fieldValue',
    fake: { route: deleteRate([IN_PATH]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: `:rateId naming no entity: ${NOT_FOUND}; nothing changed` },
    then: (fake) => assert.equal(fake.sent.at(-1)?.path, `/V1/taxRates/${UNKNOWN_ID}`),
  },
  { name: 'an update naming no rate: 404, and the run\'s own rate as before', fake: { route: updateRate([IN_BODY]), routes, target: allow, answer: taxStore() }, want: { outcome: 'pass', note: `taxRate.id naming no tax rate: ${NOT_FOUND}; nothing changed` } },
  {
    name: 'a coupon no rule has, on a cart of the case\'s own that holds none: 404, and the cart still holds none',
    fake: { route: SET_COUPON, routes: COUPON_READS, target: { writes: 'full' }, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: `:couponCode naming no coupon, on a cart of its own: 404 "${INVALID_COUPON}"; nothing changed` },
    then: (fake) => {
      const sets = fake.sent.filter((s) => s.method === 'PUT' && s.path.includes('/coupons/'));
      assert.equal(sets.length, 2, 'the execution, then the case');
      const cartOf = (path: string | undefined): string => path?.split('/')[3] ?? '';
      assert.notEqual(cartOf(sets[1]?.path), cartOf(sets[0]?.path), 'the case on a cart of its own, not the one the execution gave the run\'s coupon');
      assert.match(sets[1]?.path ?? '', /\/coupons\/cctrun0000i[0-9a-z]{3}n$/, 'a code under the case\'s sub-prefix');
      const reads = fake.sent.filter((s) => s.method === 'GET' && s.path === `/V1/carts/${cartOf(sets[1]?.path)}/coupons`);
      assert.equal(reads.length, 2, 'its coupons read before and after');
    },
  },
  {
    name: 'a case sent by the admin on a guest\'s route: the admin\'s create refused for its unknown group, nothing made',
    fake: { route: SIGN_UP, routes: [], target: allow, answer: signUps() },
    want: { outcome: 'pass', note: `customer.group_id naming no group, sent by the admin: 400 "${NO_GROUP}"; nothing changed` },
    then: (fake) => {
      const creates = fake.sent.filter((s) => s.method === 'POST');
      assert.deepEqual(creates.map((s) => s.caller), ['guest', 'admin'], 'the execution as the route\'s guest, the case as the admin');
    },
  },
  {
    name: 'the admin\'s create of an unknown group saved fails',
    fake: { route: SIGN_UP, routes: [], target: allow, answer: signUps(true) },
    want: { outcome: 'fail', broken: /^POST \/V1\/customers given customer.group_id naming no group, sent by the admin: /, expected: `400 "${NO_GROUP}"`, actual: /^200 / },
  },
  {
    name: 'the not-found parameters lost fails',
    fake: { route: deleteRate([IN_PATH]), routes, target: allow, answer: taxStore('loses-parameters') },
    want: { outcome: 'fail', broken: 'DELETE /V1/taxRates/:rateId given :rateId naming no entity: answered another message, parameters than the platform\'s error for it', expected: NOT_FOUND, actual: '404 "No such entity."' },
  },
]);
