// write.known-answer on a fake installation of customer accounts: the run's own customer made for the check (a POST
// and, for a self route, its sign-in), then the route's answers judged: a value exactly (readonly false, a
// validation's messages in order), or what the customer's own read holds (its default billing address); a variant
// the contract declares passes and is recorded. Each fault the reference plays fails by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompiledRoute, RawKnownAnswer } from '../../contracts/types.ts';
import type { Canned, Sent } from '../testing/fake-context.ts';
import { FAKE_PREFIX, fakeRoute } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { sameJson, writeKnownAnswer } from './known-answer.ts';

const CUSTOMER_ID = 41;
const BILLING = { id: 7, customer_id: CUSTOMER_ID, region: { region_code: 'CA', region: 'California', region_id: 12 }, region_id: 12, country_id: 'US', street: ['1 Conformance Way'], telephone: '5555550100', postcode: '90001', city: 'Los Angeles', firstname: 'x', lastname: 'Billing', default_billing: true };
const SHIPPING = { ...BILLING, id: 8, street: ['2 Conformance Way'], city: 'San Diego', postcode: '92101', lastname: 'Shipping', default_billing: undefined, default_shipping: true };
const CUSTOMER = { id: CUSTOMER_ID, group_id: 1, default_billing: '7', default_shipping: '8', email: 'cctrun0000ox@example.com', addresses: [BILLING, SHIPPING] };
const MESSAGES = ['The "First Name" attribute value is empty. Set the attribute and try again.', 'The "Last Name" attribute value is empty. Set the attribute and try again.'];

type Fault = 'readonly' | 'swapped' | 'taken-false' | 'free-false' | 'valid' | 'no-defaults' | null;

/** The installation: the run's own customer is made and signs in; the reads answer it, the faults break one each. */
function accounts(fault: Fault = null): (sent: Sent) => Canned {
  return (sent) => {
    const { method, path } = sent;
    if (method === 'POST' && path === '/V1/customers') return { status: 200, json: CUSTOMER };
    if (method === 'POST' && path === '/V1/integration/customer/token') return { status: 200, json: 'own-token' };
    if (method === 'GET' && (path === `/V1/customers/${CUSTOMER_ID}` || path === '/V1/customers/me')) return { status: 200, json: fault === 'no-defaults' ? { ...CUSTOMER, addresses: [] } : CUSTOMER };
    if (path.endsWith('/permissions/readonly')) return { status: 200, json: fault === 'readonly' };
    if (path.endsWith('/billingAddress')) return { status: 200, json: fault === 'swapped' ? SHIPPING : BILLING };
    if (path.endsWith('/shippingAddress')) return { status: 200, json: fault === 'swapped' ? BILLING : SHIPPING };
    if (path === '/V1/customers/isEmailAvailable') {
      const email = String((sent.body as { customerEmail?: unknown }).customerEmail);
      return { status: 200, json: email === CUSTOMER.email ? fault !== 'taken-false' : fault !== 'free-false' };
    }
    if (path === '/V1/customers/validate') return { status: 200, json: fault === 'valid' ? { valid: true, messages: [] } : { valid: false, messages: MESSAGES } };
    return { status: 404, json: { message: `no fake for ${method} ${path}` } };
  };
}

const S = 'test';
const readonly = (answers: RawKnownAnswer[]): CompiledRoute => fakeRoute('GET', '/V1/customers/:customerId/permissions/readonly', { module: 'Customer', permission: ['Magento_Customer::customer'], answers });
const READONLY = readonly([{ what: 'the run\'s own customer', on: { customerId: 'customer.id' }, answer: false, source: S }]);
const BILLING_ROUTE = fakeRoute('GET', '/V1/customers/:customerId/billingAddress', { module: 'Customer', permission: ['Magento_Customer::manage'], answers: [{ what: 'its default billing address', on: { customerId: 'addressed-customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', at: 'addresses', match: { default_billing: true } }, source: S }] });
const ME_SHIPPING = fakeRoute('GET', '/V1/customers/me/shippingAddress', { module: 'Customer', permission: 'self', answers: [{ what: 'its default shipping address', as: 'addressed-customer.token', sameAs: { route: 'GET /V1/customers/me', at: 'addresses', match: { default_shipping: true } }, source: S }] });
const CUSTOMER_READ = fakeRoute('GET', '/V1/customers/:customerId', { module: 'Customer', permission: ['Magento_Customer::customer'] });
const ME_READ = fakeRoute('GET', '/V1/customers/me', { module: 'Customer', permission: 'self' });
const EMAIL = fakeRoute('POST', '/V1/customers/isEmailAvailable', {
  module: 'Customer',
  permission: 'anonymous',
  safety: 'read',
  answers: [
    { what: 'an address no customer has', body: { customerEmail: '{{prefix}}@example.com', websiteId: 1 }, answer: true, source: S },
    { what: 'the run\'s own customer\'s address', body: { customerEmail: '{{owned:customer.email}}', websiteId: 1 }, answer: true, variants: [{ id: 'guest-checkout-login', answer: false, description: 'the guest checkout login option on', source: S }], source: S },
  ],
});
const VALIDATE = fakeRoute('PUT', '/V1/customers/validate', { module: 'Customer', permission: ['Magento_Customer::manage'], safety: 'read', answers: [{ what: 'a customer without names', body: { customer: { email: '{{prefix}}@example.com', website_id: 1, group_id: 1 } }, answer: { valid: false, messages: MESSAGES }, source: S }] });
const allowed = { writes: 'allow' as const };
const reads = [CUSTOMER_READ, ME_READ];

verdictCases(writeKnownAnswer, [
  {
    name: 'a new customer of the run\'s own is not read-only: made by the admin, read by the admin',
    fake: { route: READONLY, target: allowed, answer: accounts() },
    want: { outcome: 'pass', note: 'the run\'s own customer: false' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'POST', '/V1/customers'], ['admin', 'GET', `/V1/customers/${CUSTOMER_ID}/permissions/readonly`]]),
  },
  {
    name: 'the run\'s own customer answered read-only fails (the reference\'s customer-readonly)',
    fake: { route: READONLY, target: allowed, answer: accounts('readonly') },
    want: { outcome: 'fail', broken: 'GET /V1/customers/:customerId/permissions/readonly given the run\'s own customer: answered otherwise than the platform', expected: 'false', actual: 'true' },
  },
  {
    name: 'the default billing address is the address the account flags so, exactly',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts(), routes: reads },
    want: { outcome: 'pass', note: /^its default billing address: \{"id":7,/ },
  },
  {
    name: 'the shipping address answered for the billing one fails (the reference\'s default-addresses-swapped)',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts('swapped'), routes: reads },
    want: { outcome: 'fail', broken: 'GET /V1/customers/:customerId/billingAddress given its default billing address: answered otherwise than GET /V1/customers/:customerId holds', expected: /^\{"id":7,/, actual: /^\{"id":8,/ },
  },
  {
    name: 'a self route is sent, and compared, with the run\'s own customer\'s token',
    fake: { route: ME_SHIPPING, target: allowed, answer: accounts(), routes: reads },
    want: { outcome: 'pass', note: /^its default shipping address: \{"id":8,/ },
    then: ({ sent, secrets }) => {
      assert.deepEqual(sent.slice(2).map((s) => [s.caller, s.path, s.token]), [['customer', '/V1/customers/me/shippingAddress', 'own-token'], ['customer', '/V1/customers/me', 'own-token']]);
      assert.ok(secrets.includes('own-token'), 'the token is a secret of the record');
    },
  },
  {
    name: 'an account that flags no default address: nothing to compare with, said',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts('no-defaults'), routes: reads },
    want: { outcome: 'skip', reason: 'GET /V1/customers/:customerId holds no item of addresses with {"default_billing":true}: nothing to compare its default billing address with' },
  },
  {
    name: 'isEmailAvailable: a free address true, the run\'s own customer\'s true (the option off)',
    fake: { route: EMAIL, target: allowed, answer: accounts() },
    want: { outcome: 'pass', note: 'an address no customer has: true | the run\'s own customer\'s address: true' },
    then: ({ sent, observed }) => {
      const asked = sent.filter((s) => s.path === '/V1/customers/isEmailAvailable');
      assert.deepEqual(asked.map((s) => s.caller), ['guest', 'guest']);
      assert.match(String((asked[0]?.body as { customerEmail?: unknown }).customerEmail), new RegExp(`^${FAKE_PREFIX}k[a-z0-9]{3}@example\\.com$`));
      assert.deepEqual(asked[1]?.body, { customerEmail: CUSTOMER.email, websiteId: 1 });
      assert.deepEqual(observed, []);
    },
  },
  {
    name: 'isEmailAvailable: the run\'s own customer\'s address false is the declared variant, recorded',
    fake: { route: EMAIL, target: allowed, answer: accounts('taken-false') },
    want: { outcome: 'pass', note: 'an address no customer has: true | the run\'s own customer\'s address: false (variant guest-checkout-login: the guest checkout login option on)' },
    then: ({ observed }) => assert.deepEqual(observed, [['known-answer-variant', { what: 'the run\'s own customer\'s address', variant: 'guest-checkout-login' }]]),
  },
  {
    name: 'isEmailAvailable: a free address answered false fails (the reference\'s email-available-free-refused)',
    fake: { route: EMAIL, target: allowed, answer: accounts('free-false') },
    want: { outcome: 'fail', broken: 'POST /V1/customers/isEmailAvailable given an address no customer has: answered otherwise than the platform', expected: 'true', actual: 'false' },
  },
  {
    name: 'validate: the messages of the attributes missing, in order',
    fake: { route: VALIDATE, answer: accounts() },
    want: { outcome: 'pass', note: `a customer without names: ${JSON.stringify({ valid: false, messages: MESSAGES })}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'PUT', '/V1/customers/validate']]),
  },
  {
    name: 'validate: an invalid customer answered valid fails (the reference\'s validate-accepts-invalid)',
    fake: { route: VALIDATE, answer: accounts('valid') },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/validate given a customer without names: answered otherwise than the platform', expected: JSON.stringify({ valid: false, messages: MESSAGES }), actual: '{"valid":true,"messages":[]}' },
  },
  {
    name: 'a 500 fails on the status',
    fake: { route: VALIDATE, answer: { status: 500, json: { message: 'Internal Error.' } } },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/validate given a customer without names: answered 500, not 200', expected: /^200 \{"valid":false/, actual: /^500\b/ },
  },
  {
    name: 'an entity kind the run does not make: said, nothing sent',
    fake: { route: readonly([{ what: 'x', on: { customerId: 'no-such-kind.id' }, answer: false, source: S }]), target: allowed, answer: accounts() },
    want: { outcome: 'skip', reason: 'the contract names no-such-kind.id, and the run makes no entity of the kind no-such-kind' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
]);

test('write.known-answer needs writes only where an answer names an entity of the run\'s own', () => {
  assert.deepEqual(declaredSkips(writeKnownAnswer, READONLY).allow, null);
  assert.match(declaredSkips(writeKnownAnswer, READONLY).deny ?? '', /writes are denied/);
  assert.deepEqual(declaredSkips(writeKnownAnswer, VALIDATE), { deny: null, allow: null });
  assert.equal(writeKnownAnswer.appliesTo(fakeRoute('GET', '/V1/customers/:customerId')), false);
});

test('sameJson: keys in any order, types count', () => {
  assert.ok(sameJson({ a: 1, b: [true, { c: null }] }, { b: [true, { c: null }], a: 1 }));
  assert.ok(!sameJson({ a: 1 }, { a: '1' }));
  assert.ok(!sameJson(false, 0));
  assert.ok(!sameJson({ a: 1 }, { a: 1, b: 2 }));
});
