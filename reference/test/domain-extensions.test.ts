// The routes of modules bundled from third parties (Payment Services, PayPal Braintree, Adobe Stock) answer as the real
// Magento Open Source 2.4.7-p3 did before any account was connected (tests/corpus/real-2.4.7-p3/get-answers.json):
// every recorded exchange of their GET routes, status and body, for the same identity; and which profiles serve them.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { routesFor } from '../lib/routes/index.ts';
import type { Identity, RouteDecl } from '../lib/types.ts';
import { readCorpus } from './corpus.ts';
import { ADMIN, bodyOf, call, CUSTOMER_ONE, GUEST, newDomain } from './domain-helpers.ts';
import { maskedIdFor } from '../lib/domain/quote/index.ts';

interface CorpusEntry {
  method: string;
  path: string;
  identity: 'admin' | 'customer' | 'guest';
  url_called: string;
  status: number;
  body: unknown;
}

const BUNDLED = /^\/V1\/(payments-config|payments-sdk|applepay|braintree|adobestock)\/|\/payment-order/;
const IDENTITIES: Record<CorpusEntry['identity'], Identity> = { admin: ADMIN, customer: CUSTOMER_ONE, guest: GUEST };

/** The real installation's base URL in its answers, and the reference's. */
const realBase = (url: string): string => new URL(url).origin;

test('every recorded answer of a bundled module\'s GET route, status and body, for the same identity', () => {
  const corpus = readCorpus<CorpusEntry[]>('real-2.4.7-p3/get-answers.json').filter((entry) => entry.method === 'GET' && BUNDLED.test(entry.path));
  const routes = routesFor('open-source', '2.4.7');
  const problems: string[] = [];
  for (const entry of corpus) {
    const url = entry.path.replace(/\{(\w+)\}/g, ':$1');
    const route = routes.find((r: RouteDecl) => r.method === 'GET' && r.url === url);
    assert.ok(route, `${url} is served by open-source 2.4.7`);
    // An admin on a self route is answered by the core before any service (core-acl.test.ts).
    if (entry.identity === 'admin' && route.resources.includes('self')) continue;
    // The corpus' path values, the guest cart as our seeded guest cart 3, the customer's cart as our customer 1's.
    const called = new URL(entry.url_called);
    const values = called.pathname.replace(/^.*\/rest(\/[a-z_]+)?(?=\/V1\/)/, '').split('/');
    const params: Record<string, string> = {};
    url.split('/').forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = values[i] ?? '';
    });
    if (url.startsWith('/V1/guest-carts/')) params.cartId = maskedIdFor(3);
    for (const forced of route.data ?? []) params[forced.name] = entry.identity === 'customer' ? (forced.name === 'customerId' ? '1' : '%cart_id%') : forced.value;
    const answer = call(newDomain(), { method: 'GET', url, service: `${route.serviceClass}::${route.serviceMethod}`, params, query: decodeURIComponent(called.search.slice(1)), identity: IDENTITIES[entry.identity], data: route.data });
    const expected = JSON.parse(JSON.stringify(entry.body).split(realBase(entry.url_called)).join('http://localhost')) as unknown;
    try {
      assert.deepEqual({ status: answer.status, body: answer.body }, { status: entry.status, body: expected });
    } catch {
      problems.push(`${entry.identity} GET ${called.pathname}: real ${entry.status} ${JSON.stringify(expected)}, reference ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  assert.ok(corpus.length >= 30, `only ${corpus.length} recorded answers`);
  assert.deepEqual(problems, []);
});

test('unknown locations and carts: every method null, none in the admin\'s SDK, a 500 for a method of no location, the quote\'s 404', () => {
  const d = newDomain();
  const get = (url: string, service: string, params: Record<string, string>, identity = GUEST) => call(d, { method: 'GET', url, service: `Magento\\PaymentServicesPaypal\\Api\\${service}`, params, identity });
  // Real 2.4.7-p3, GETs of 2026-11-28.
  assert.deepEqual(get('/V1/payments-config/:location', 'PaymentConfigRequestInterface::getConfig', { location: 'scaffold-probe' }).body, { apple_pay: null, google_pay: null, hosted_fields: null, smart_buttons: null });
  assert.equal(bodyOf(get('/V1/payments-config/apple-pay/:location', 'PaymentConfigRequestInterface::getApplePayConfig', { location: 'ccprobe' })).code, 'payment_services_paypal_apple_pay');
  assert.deepEqual(get('/V1/payments-sdk/:location', 'PaymentSdkRequestInterface::getByLocation', { location: 'admin' }).body, []);
  assert.deepEqual((get('/V1/payments-sdk/:location', 'PaymentSdkRequestInterface::getByLocation', { location: 'cart' }).body as Array<{ code: string }>).map((m) => m.code), ['payment_services_paypal_smart_buttons', 'payment_services_paypal_apple_pay', 'payment_services_paypal_google_pay']);
  assert.equal(get('/V1/payments-sdk/:location/:methodCode', 'PaymentSdkRequestInterface::getByLocationAndMethodCode', { location: 'ccprobe', methodCode: 'ccprobe' }).status, 500);
  assert.deepEqual(get('/V1/guest-carts/:cartId/payment-order/:id', 'PaymentOrderRequestInterface::getForGuest', { cartId: 'ccprobe', id: 'ccprobe' }), { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: null } } });
  const applePay = bodyOf(call(d, { method: 'GET', url: '/V1/applepay/auth', service: 'PayPal\\Braintree\\Api\\AuthInterface::get', identity: GUEST, storeCode: 'all' }));
  assert.equal(applePay.store_code, 'admin', 'GET /rest/all/V1/applepay/auth');
});

test('the vault refuses a payment without a nonce, and saves nothing without Braintree credentials', () => {
  const d = newDomain();
  const vault = (payment: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/braintree/mine/payment/vault', service: 'PayPal\\Braintree\\Api\\CustomerAddPaymentToVaultInterface::execute', identity: CUSTOMER_ONE, params: { customerId: '1' }, body: { payment } });
  assert.deepEqual(vault({ payment_method_code: 'braintree' }), { status: 400, body: { message: 'Invalid Payment data' } });
  assert.deepEqual(vault({ payment_method_code: 'braintree', payment_method_nonce: 'fake-valid-nonce' }), { status: 400, body: { message: 'Failed to save Payment Details to vault' } });
});

test('each is served from the release that bundled it, by both editions', () => {
  const has = (edition: 'open-source' | 'commerce', release: string, method: string, url: string) => routesFor(edition, release).some((r) => r.method === method && r.url === url);
  for (const edition of ['open-source', 'commerce'] as const) {
    assert.ok(!has(edition, '2.3.3', 'GET', '/V1/adobestock/search') && has(edition, '2.3.4', 'GET', '/V1/adobestock/search') && has(edition, '2.3.7', 'DELETE', '/V1/adobestock/asset/:id'), 'Adobe Stock from 2.3.4');
    assert.ok(!has(edition, '2.3.7', 'GET', '/V1/applepay/auth') && has(edition, '2.4.0', 'GET', '/V1/applepay/auth'), 'PayPal Braintree from 2.4.0');
    assert.ok(!has(edition, '2.4.6', 'POST', '/V1/braintree/mine/payment/vault') && has(edition, '2.4.7', 'POST', '/V1/braintree/mine/payment/vault'), 'its vault route from 2.4.7');
    assert.ok(!has(edition, '2.4.6', 'GET', '/V1/payments-config/:location') && has(edition, '2.4.7', 'GET', '/V1/payments-config/:location'), 'Payment Services from 2.4.7');
    assert.ok(!has(edition, '2.3.7', 'POST', '/V1/order/notify-orders-are-ready-for-pickup') && has(edition, '2.4.0', 'POST', '/V1/order/notify-orders-are-ready-for-pickup'), 'in-store pickup from 2.4.0');
  }
});
