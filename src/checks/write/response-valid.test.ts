// write.response-valid on a fake target: the write executed on the run's own entities with its contract body, and
// each way its answer can break the contract.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { healthyTarget } from '../testing/async-target.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { fakeRoute, platformError, type Sent } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { writeResponseValid } from './response-valid.ts';
import { WRITES_DENIED_SYNC } from './execution.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { NO_ADMIN } from '../stand-in.ts';

const CREATE = fakeRoute('POST', '/V1/products', { body: { product: { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 10 } }, response: { status: 200, unavailableWhen: [], type: 'object', schema: { kind: 'none' }, overlays: [] } });
const UPDATE = fakeRoute('PUT', '/V1/products/:sku', { body: { product: { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 12, options: [{ product_sku: '{{prefix}}-sku' }, { product_sku: '{{prefix}}-sku' }], product_links: [{ sku: '{{prefix}}-sku', linked_product_sku: '{{prefix}}-linked' }], extension_attributes: { category_links: [{ category_id: '{{prefix}}' }] } } }, response: { status: 200, unavailableWhen: [], type: 'object', schema: { kind: 'none' }, overlays: [] } });
const DELETE = fakeRoute('DELETE', '/V1/products/:sku', { body: null, response: { status: 200, unavailableWhen: [], type: 'boolean', schema: { kind: 'none' }, overlays: [] } });
const ME = fakeRoute('PUT', '/V1/customers/me', { permission: 'self', body: { customer: { email: '{{prefix}}@example.com', firstname: '{{prefix}}', lastname: 'Conformance', website_id: 1, id: 1 } } });
const ORDER_INVOICE = fakeRoute('POST', '/V1/order/:orderId/invoice', { permission: ['Magento_Sales::invoice'], body: { capture: false } });
const REAL = fakeRoute('POST', '/V1/products', { body: { product: { sku: '{{fixture:product.sku}}' } } });
const allow = { writes: 'allow' as const };
const full = { writes: 'full' as const };
const PLACE_ORDER = fakeRoute('PUT', '/V1/guest-carts/:cartId/order', { module: 'Quote', permission: 'anonymous', body: { paymentMethod: { method: 'checkmo' } }, response: { status: 200, unavailableWhen: [], type: 'integer', schema: { kind: 'none' }, overlays: [] } });

/** The product update's own call: the PUT, not the factory's POST that makes the run's product. */
const isWrite = (sent: Sent, route: { method: string; path: string }): boolean => sent.method === route.method && (route.path.includes(':') ? sent.path.startsWith(route.path.split('/:')[0] as string) && sent.path !== '/V1/products' : sent.path === route.path) && !sent.path.startsWith('/V1/customers/') === !route.path.startsWith('/V1/customers/');

verdictCases(writeResponseValid, [
  {
    name: 'a create answers the contract\'s status and type: pass, executed as the admin with the body under a sub-prefix',
    fake: { route: CREATE, target: allow, answer: healthyTarget() },
    want: { outcome: 'pass', note: 'executed as admin' },
    then: (fake) => {
      const write = fake.sent.find((s) => s.path === '/V1/products' && s.method === 'POST');
      assert.match(String((write?.body as { product: { sku: string } }).product.sku), /^cctrun0000w[0-9a-z]{3}-sku$/);
      assert.equal(write?.caller, 'admin');
    },
  },
  {
    name: 'an update runs on the run\'s own product, made first, and its sku takes the owned value',
    fake: { route: UPDATE, target: allow, answer: healthyTarget() },
    want: { outcome: 'pass', note: 'executed as admin' },
    then: (fake) => {
      const made = fake.sent[fake.sent.findIndex((s) => s.method === 'POST' && s.path === '/V1/products')];
      const update = fake.sent.find((s) => s.method === 'PUT');
      const sku = (made?.body as { product: { sku: string } }).product.sku;
      assert.match(sku, /^cctrun0000o/);
      assert.equal(update?.path, `/V1/products/${sku}`);
      assert.equal((update?.body as { product: { sku: string } }).product.sku, sku);
    },
  },
  {
    name: 'a delete answers a bare true',
    fake: { route: DELETE, target: allow, answer: healthyTarget((s) => (s.method === 'DELETE' ? { status: 200, json: true } : undefined)) },
    want: { outcome: 'pass', note: 'executed as admin' },
  },
  {
    name: 'another status fails, quoting the platform',
    fake: { route: CREATE, target: allow, answer: healthyTarget((s) => (s.method === 'POST' ? platformError(400, 'The value of attribute "price" must be set.') : undefined)) },
    want: { outcome: 'fail', broken: 'POST /V1/products did not answer 200', expected: '200', actual: '400 "The value of attribute "price" must be set."' },
  },
  {
    name: 'placing an order on the run\'s own guest cart waits for COMMERCE_WRITES=full: nothing is sent below it',
    fake: { route: PLACE_ORDER, target: allow, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: "not executed at COMMERCE_WRITES=allow: it leaves an order, the run's own guest-ready-cart, which no REST call removes (COMMERCE_WRITES=full runs it and lists what stays in after-run.json)" },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
  {
    name: 'at the full level the order is placed on the run\'s own ready guest cart, and the order id as an integer passes',
    fake: { route: PLACE_ORDER, target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: 'executed as guest' },
    then: (fake) => {
      const placed = fake.sent.find((s) => s.method === 'PUT' && s.path.endsWith('/order'));
      const cart = fake.sent.find((s) => s.method === 'POST' && s.path.endsWith('/shipping-information'));
      assert.ok(placed && cart && placed.path.replace('/order', '') === cart.path.replace('/shipping-information', ''), 'on the cart whose checkout the run filled in');
      assert.equal(placed.caller, 'guest');
    },
  },
  {
    name: 'an order id answered as a string where the contract says integer fails (the order-id-as-string fault)',
    fake: { route: PLACE_ORDER, target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'PUT' && call.path.endsWith('/order') && 'json' in healthy ? { status: 200, json: String(healthy.json) } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the PUT /V1/guest-carts/:cartId/order answer is not a bare integer', expected: 'integer', actual: /^string: "\d+"$/ },
  },
  {
    name: 'a body that breaks the schema fails with the issues',
    fake: { route: CREATE, target: allow, answer: healthyTarget(), validation: [{ pointer: '/id', keyword: 'type', expected: 'type integer', actual: 'string "7"' }] },
    want: { outcome: 'fail', broken: 'the POST /V1/products answer breaks its schema in 1 place(s)', expected: '/id: type integer', actual: '/id: string "7"' },
  },
  {
    name: 'a write on real data (a fixture in its body) is not executed',
    fake: { route: REAL, target: allow, answer: healthyTarget() },
    want: { outcome: 'skip', reason: 'not executed: its body names real entities of the target ({{fixture:...}}), so executed it would change data the run did not create' },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
  {
    name: 'a self route runs as the run\'s own customer, signed in with its own token',
    fake: { route: ME, target: allow, answer: healthyTarget((s) => (s.path === '/V1/integration/customer/token' ? { status: 200, json: 'own-customer-token' } : s.path === '/V1/customers' ? { status: 200, json: { id: 7, email: 'cctrun0000oabc@example.com', addresses: [{ id: 9 }] } } : undefined)) },
    want: { outcome: 'pass', note: 'executed as the run\'s own customer' },
    then: (fake) => {
      const me = fake.sent.find((s) => s.path === '/V1/customers/me');
      assert.equal(me?.token, 'own-customer-token');
      assert.ok(fake.secrets.includes('own-customer-token'), 'the token is a secret');
      assert.ok(fake.secrets.some((v) => v.startsWith('Cc1!')), 'so is its password');
    },
  },
  {
    name: 'a write that leaves an order needs COMMERCE_WRITES=full',
    fake: { route: ORDER_INVOICE, target: allow, answer: healthyTarget() },
    want: { outcome: 'skip', reason: /^not executed/ },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
  {
    name: 'writes denied: nothing is sent',
    fake: { route: CREATE, target: { writes: 'deny' }, answer: healthyTarget() },
    want: { outcome: 'skip', reason: WRITES_DENIED_SYNC },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
  {
    name: 'no admin: an admin route is not executed',
    fake: { route: CREATE, target: allow, callers: { admin: false }, answer: healthyTarget() },
    want: { outcome: 'skip', reason: NO_ADMIN },
  },
  {
    name: 'a write the contract marks untraceable on the target\'s edition is not executed there',
    fake: { route: { ...CREATE, write: { untraceableOn: [{ editions: ['commerce'], reason: 'a dated price is a staging update no REST route removes' }] } }, target: { ...allow, edition: 'commerce' }, answer: healthyTarget() },
    want: { outcome: 'skip', reason: 'not executed on commerce: a dated price is a staging update no REST route removes' },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);

test('write.response-valid is declared skipped where writes are denied', () => {
  assert.deepEqual(declaredSkips(writeResponseValid, CREATE), { deny: WRITES_DENIED_SYNC, allow: null });
  void isWrite;
});

const ADMIN_TOKEN = fakeRoute('POST', '/V1/integration/admin/token', { permission: 'anonymous', body: { username: '{{prefix}}-admin', password: '{{prefix}}-wrong-password' }, response: { status: 200, unavailableWhen: [], type: 'string', schema: { kind: 'none' }, overlays: [] } });
const MEDIA = fakeRoute('POST', '/V1/products/:sku/media', { permission: ['Magento_Catalog::catalog'], body: { entry: { media_type: 'image', label: '{{prefix}}', position: 1, disabled: true, types: [], content: { base64_encoded_data: 'AA==', type: 'image/png', name: '{{prefix}}.png' } } } });
const SIGN_IN = { username: 'conformance', password: 'Adm1n-Secret!' };

verdictCases(writeResponseValid, [
  {
    name: 'the admin sign-in runs with the configured admin\'s credentials, and the token it answers is a secret',
    fake: { route: ADMIN_TOKEN, target: allow, signIn: SIGN_IN, answer: healthyTarget((s) => (s.path === '/V1/integration/admin/token' ? { status: 200, json: 'new-admin-token' } : undefined)) },
    want: { outcome: 'pass', note: 'executed as guest' },
    then: (fake) => {
      const sent = fake.sent.find((s) => s.path === '/V1/integration/admin/token');
      assert.deepEqual(sent?.body, { username: 'conformance', password: 'Adm1n-Secret!' });
      assert.ok(fake.secrets.includes('new-admin-token') && fake.secrets.includes('Adm1n-Secret!'));
    },
  },
  {
    name: 'an admin configured by token only has no password to sign in with: not executed',
    fake: { route: ADMIN_TOKEN, target: allow, answer: healthyTarget() },
    want: { outcome: 'skip', reason: 'not executed: the run signs in with the configured admin\'s username, and the admin is configured by token only (COMMERCE_ADMIN_TOKEN)' },
    then: (fake) => assert.equal(fake.sent.some((s) => s.path === '/V1/integration/admin/token'), false),
  },
  {
    name: 'an image upload leaves its file in pub/media: not executed at the allow level',
    fake: { route: MEDIA, target: allow, answer: healthyTarget() },
    want: { outcome: 'skip', reason: 'not executed at COMMERCE_WRITES=allow: it leaves an image file in pub/media, which no REST call removes (COMMERCE_WRITES=full runs it and lists what stays in after-run.json)' },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);

test('write.response-valid at the full level: an image upload runs on the run\'s own product, and the resized copies its file leaves are recorded as left by design, by their path', async () => {
  const left: LeftItem[] = [];
  installLeftLedger({ left: (item) => void left.push(item) });
  try {
    const { fakeContext } = await import('../testing/fake-context.ts');
    const fake = fakeContext({ route: MEDIA, target: { writes: 'full' }, answer: healthyTarget((s) => (s.method === 'POST' && s.path.endsWith('/media') ? { status: 200, json: '17' } : s.method === 'GET' && s.path.endsWith('/media/17') ? { status: 200, json: { id: 17, file: '/c/c/cctrun0000w.png' } } : undefined)) });
    const verdict = await writeResponseValid.run(fake.ctx);
    assert.equal(verdict.outcome, 'pass', JSON.stringify(verdict));
    assert.deepEqual(left, [{ kind: 'media file', id: 'catalog/product/cache/*/c/c/cctrun0000w.png', by: 'POST /V1/products/:sku/media' }]);
  } finally {
    installLeftLedger(null);
  }
});
