// The run's own commerce entities, made on the fake commerce target: each kind ends in the state its routes need
// (an order new, held, shipped, invoiced, complete, refunded, of a zero total), carries the run's prefix where the
// platform keeps a name, records what stays in the left-by-design ledger, and says which call failed when one does.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { commerceTarget, type CommerceTarget } from '../testing/commerce-target.ts';
import { exchangeOf, platformError, type Canned } from '../testing/fake-context.ts';
import { bindOwned, forgetShared, type BindOps } from './bind.ts';
import { COMMERCE_FACTORIES, type CommerceKind } from './commerce-entities.ts';
import type { LeftItem } from './left-ledger.ts';
import { own } from './route-binding.ts';
import type { CallerName, CallOptions } from '../types.ts';

const PREFIX = 'cctunit000001';

interface Harness {
  ops: BindOps;
  target: CommerceTarget;
  calls: Array<{ caller: CallerName; method: string; path: string; token?: string }>;
  left: LeftItem[];
  secrets: string[];
}

function harness(change?: (call: { method: string; path: string }, healthy: Canned) => Canned | undefined): Harness {
  const target = commerceTarget(change ? { change } : {});
  const calls: Harness['calls'] = [];
  const left: LeftItem[] = [];
  const secrets: string[] = [];
  const ops: BindOps = {
    prefix: PREFIX,
    by: 'unit test',
    secret: (v) => void secrets.push(v),
    leave: (item) => void left.push(item),
    async call(caller: CallerName, o: CallOptions) {
      const sent = { caller, method: o.method ?? 'POST', path: o.path ?? '', body: o.body, ...(o.token !== undefined ? { token: o.token } : {}) };
      calls.push(sent);
      return exchangeOf(sent, target.answer(sent));
    },
  };
  return { ops, target, calls, left, secrets };
}

/** Make one entity of `kind` through a route binding, as the write checks do. */
async function make(h: Harness, kind: CommerceKind, value: string): Promise<string> {
  const bound = await bindOwned(h.ops, { path: { x: own(kind, value) } }, {});
  assert.ok('params' in bound, `${kind}: ${'reason' in bound ? bound.reason : ''}`);
  return bound.params.x as string;
}

beforeEach(() => forgetShared());

test('a guest cart with an item: the cart is left by id and masked id, the item is of the run\'s salable product', async () => {
  const h = harness();
  const masked = await make(h, 'guest-cart-item', 'maskedId');
  const cart = [...h.target.carts.values()].find((c) => c.masked === masked);
  assert.ok(cart, 'the cart exists');
  assert.equal(cart.items.length, 1);
  assert.match(cart.items[0]?.sku ?? '', new RegExp(`^${PREFIX}o`), 'the product carries the prefix');
  assert.deepEqual(h.left, [{ kind: 'cart', id: String(cart.id), maskedId: masked, by: 'unit test' }]);
  const product = h.calls.find((c) => c.path === '/V1/products');
  assert.equal(product?.caller, 'admin');
});

test('the salable product is made once per worker and run: the second cart holds the same one', async () => {
  const h = harness();
  await make(h, 'guest-cart-item', 'maskedId');
  await make(h, 'cart-item', 'cartId');
  assert.equal(h.calls.filter((c) => c.path === '/V1/products').length, 1);
});

test('each order kind ends in the state its routes need; its documents are left with it', async () => {
  const states: Array<[CommerceKind, string]> = [
    ['order', 'new'],
    ['held-order', 'holded'],
    ['shipped-order', 'processing'],
    ['invoiced-order', 'processing'],
    ['complete-order', 'complete'],
    ['refunded-order', 'closed'],
    ['zero-total-order', 'complete'],
  ];
  for (const [kind, state] of states) {
    const h = harness();
    const orderId = Number(await make(h, kind, 'orderId'));
    const order = h.target.orders.get(orderId);
    assert.equal(order?.state, state, kind);
    assert.match(order?.email ?? '', new RegExp(`^${PREFIX}o[0-9a-z]{6}@example\\.com$`), `${kind}: the e-mail carries the prefix, on example.com`);
    assert.ok(h.left.some((l) => l.kind === 'order' && l.id === String(orderId)), `${kind}: the order is in the ledger`);
    const items = order?.items ?? [];
    if (kind === 'shipped-order') assert.deepEqual([items[0]?.qty_shipped, items[0]?.qty_invoiced], [1, 0]);
    if (kind === 'invoiced-order') assert.deepEqual([items[0]?.qty_shipped, items[0]?.qty_invoiced], [0, 1]);
    const documents = h.left.filter((l) => l.kind !== 'order' && l.kind !== 'cart').map((l) => l.kind).sort();
    const expected: Record<string, string[]> = { order: [], 'held-order': [], 'shipped-order': ['shipment'], 'invoiced-order': ['invoice'], 'complete-order': ['invoice', 'shipment'], 'refunded-order': ['creditmemo', 'invoice', 'shipment'], 'zero-total-order': ['invoice', 'shipment'] };
    assert.deepEqual(documents, expected[kind], kind);
  }
});

test('the zero-total order is paid with Zero Subtotal Checkout, after the run\'s 100 % coupon (shipping included)', async () => {
  const h = harness();
  const orderId = Number(await make(h, 'zero-total-order', 'orderId'));
  assert.equal(h.target.orders.get(orderId)?.payment, 'free');
  const rule = h.calls.find((c) => c.path === '/V1/salesRules');
  assert.ok(rule);
  const placed = h.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/order'));
  assert.ok(placed);
});

test('the run\'s own customer\'s cart is made with its own token, which is a secret', async () => {
  const h = harness();
  const token = await make(h, 'own-cart', 'token');
  assert.ok(h.secrets.includes(token), 'the token is a secret');
  const mine = h.calls.filter((c) => c.path.startsWith('/V1/carts/mine'));
  assert.ok(mine.length >= 2);
  for (const c of mine) assert.equal(c.token, token, `${c.method} ${c.path} as the run's own customer`);
  const created = h.calls.find((c) => c.path === '/V1/customers');
  assert.ok(created);
});

test('a step the target refuses: no entity, and the reason names the call and quotes the platform', async () => {
  const h = harness((call, healthy) => (call.method === 'PUT' && call.path.endsWith('/order') ? platformError(400, 'The requested Payment Method is not available.') : healthy));
  const bound = await bindOwned(h.ops, { path: { x: own('complete-order', 'orderId') } }, {});
  assert.deepEqual(bound, { reason: 'the run could not create its own order (PUT /V1/guest-carts/:cartId/order answered 400 "The requested Payment Method is not available.")' });
  assert.equal(h.calls.some((c) => c.path.includes('/invoice')), false, 'nothing after the failed step');
});

test('a virtual cart holds one item of the run\'s virtual product, made without weight', async () => {
  const h = harness();
  const masked = await make(h, 'guest-virtual-cart', 'maskedId');
  const cart = [...h.target.carts.values()].find((c) => c.masked === masked);
  assert.equal(cart?.items.length, 1);
  const product = h.calls.find((c) => c.method === 'POST' && c.path === '/V1/products') as { body?: { product?: Record<string, unknown> } } | undefined;
  assert.equal(product?.body?.product?.type_id, 'virtual');
  assert.equal('weight' in (product?.body?.product ?? {}), false);
  assert.equal(cart?.items[0]?.sku, product?.body?.product?.sku);
});

test('every commerce kind but the salable product and the coupons stays by design (full level)', () => {
  // The virtual product is enabled and removed only with its stock index row left behind (real 2.4.7-p3): full.
  for (const [kind, factory] of Object.entries(COMMERCE_FACTORIES)) {
    const removable = ['salable-product', 'coupon', 'free-coupon'].includes(kind);
    assert.equal(factory.level, removable ? 'allow' : 'full', kind);
  }
});

test('a gift cart\'s item carries a gift message of the run\'s own, sent in the cart\'s own form', async () => {
  for (const [kind, form] of [['gift-cart', /^\/V1\/carts\/\d+\/gift-message\/\d+$/], ['guest-gift-cart', /^\/V1\/guest-carts\/[^/]+\/gift-message\/\d+$/], ['own-gift-cart', /^\/V1\/carts\/mine\/gift-message\/\d+$/]] as const) {
    const h = harness();
    const sender = await make(h, kind, 'giftSender');
    assert.ok(sender.startsWith(PREFIX), `${kind}: the sender carries the run's prefix`);
    const saved = h.calls.filter((c) => c.method === 'POST' && form.test(c.path));
    assert.equal(saved.length, 1, `${kind}: one gift message saved on its item`);
    const cart = [...h.target.carts.values()].at(-1);
    assert.deepEqual(cart?.items[0]?.gift, { gift_message_id: (cart?.items[0]?.gift as { gift_message_id?: unknown } | undefined)?.gift_message_id, sender, recipient: `${sender} to`, message: `${sender} gift message` });
  }
});

test('a gift message the target refuses: no gift cart, and the reason quotes the platform', async () => {
  const h = harness((call, healthy) => (call.method === 'POST' && /\/gift-message\/\d+$/.test(call.path) ? platformError(400, 'The gift message isn\'t available.') : healthy));
  const bound = await bindOwned(h.ops, { path: { x: own('guest-gift-cart', 'giftSender') } }, {});
  assert.deepEqual(bound, { reason: 'the run could not create its own item\'s gift message (POST /V1/guest-carts/:cartId/gift-message/:itemId answered 400 "The gift message isn\'t available.")' });
});
