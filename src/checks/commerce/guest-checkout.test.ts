// commerce.guest-checkout on the fake commerce target: the whole checkout passes on a healthy one, and each way a
// step's effect or answer can be wrong ends the scenario with that step's failure; below COMMERCE_WRITES=full nothing
// is sent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { platformError } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { plannedTests } from '../planned-tests.ts';
import { contractPlan } from '../testing/fake-scenario.ts';
import { WRITES_BELOW_FULL } from '../types.ts';
import { commerceGuestCheckout } from './guest-checkout.ts';

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

scenarioCases(commerceGuestCheckout, [
  {
    name: 'the whole guest checkout reads back step by step, and the order is placed as the cart was',
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order 0+\d+ placed from guest cart \d+ \(coupon cctrun0000s0cr, flat rate, check \/ money order\), every step read back; the cart found alone by a search of groups$/ },
    then: (fake) => {
      const paths = fake.sent.map((s) => `${s.method} ${s.path.replace(/mask\d+/, ':cartId').replace(/\/\d+/g, '/:n')}`);
      for (const step of ['POST /V1/guest-carts/:cartId/items', 'PUT /V1/guest-carts/:cartId/items/:n', 'DELETE /V1/guest-carts/:cartId/items/:n', 'POST /V1/guest-carts/:cartId/estimate-shipping-methods', 'POST /V1/guest-carts/:cartId/shipping-information', 'PUT /V1/guest-carts/:cartId/coupons/cctrun0000s0cr', 'POST /V1/guest-carts/:cartId/gift-message/:n', 'POST /V1/guest-carts/:cartId/payment-information']) {
        assert.ok(paths.includes(step), step);
      }
      assert.ok(left.some((l) => l.kind === 'order' && l.by === 'guest checkout (sync)'), 'the order is in the ledger');
      assert.ok(left.some((l) => l.kind === 'cart' && l.maskedId !== undefined), 'so is the cart, with its masked id');
    },
  },
  {
    name: 'an item added answered without the product\'s price fails (CartAddingItemsTest::testPriceForCreatingQuoteFromEmptyCart)',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'POST' && /\/items$/.test(call.path) && 'json' in healthy && typeof healthy.json === 'object' ? { status: 200, json: { ...(healthy.json as object), price: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the item added to the new guest cart is not answered with the product\'s price', expected: 'price 10', actual: '0' },
  },
  {
    name: 'the item added again answered at another price fails',
    fake: { target: full, answer: (() => {
      let adds = 0;
      return commerceTarget({ change: (call, healthy) => (call.method === 'POST' && /\/items$/.test(call.path) && ++adds === 2 && 'json' in healthy && typeof healthy.json === 'object' ? { status: 200, json: { ...(healthy.json as object), price: 20 } } : undefined) }).answer;
    })() },
    want: { outcome: 'fail', broken: 'the item added again to the guest cart is not answered with the product\'s price', expected: 'price 10', actual: '20' },
  },
  {
    name: 'a cart search that finds nothing fails (CartRepositoryTest::testGetList)',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/carts/search' && 'json' in healthy && typeof healthy.json === 'object' ? { status: 200, json: { ...(healthy.json as object), items: [], total_count: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/carts\/search searched for guest cart \d+, placed as order \d+ \(\(grand_total gteq 15 OR subtotal eq \d+\) AND \(created_at gteq 2026-12-03 10:00:00\) AND \(created_at lteq 2026-12-03 10:00:00\) AND \(reserved_order_id eq \d+\), sorted by subtotal ASC\) does not answer them alone in the sort's order$/, expected: /^id \d+ \(total_count 1\)$/, actual: '{"id":[],"total_count":0}' },
  },
  {
    name: 'a cart listed still active fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/carts/search' && 'json' in healthy && typeof healthy.json === 'object' ? { status: 200, json: { ...(healthy.json as object), items: ((healthy.json as { items: object[] }).items).map((i) => ({ ...i, is_active: true })) } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/carts\/search does not list guest cart \d+ as the admin reads it$/, expected: /"is_active":false\}, customer_is_guest true$/, actual: /"is_active":true/ },
  },
  {
    name: 'an item update answered but not kept fails at the read back',
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'PUT' && /\/items\/\d+$/.test(call.path) ? { status: 200, json: { item_id: Number(call.path.split('/').pop()), sku: 'x', qty: 3, name: 'x', price: 10, product_type: 'simple', quote_id: '1' } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the updated item does not read back with its new quantity', expected: /^item \d+ with qty 3$/, actual: /"qty":1/ },
  },
  {
    name: 'an order id answered as a string fails at the placement step (the order-id-as-string fault)',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path.endsWith('/payment-information') && 'json' in healthy ? { status: 200, json: String(healthy.json) } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the POST /V1/guest-carts/:cartId/payment-information answer is not a bare integer', expected: 'integer', actual: /^string: "\d+"$/ },
  },
  {
    name: 'an installation that taxes the address: totals with tax_amount in grand_total pass (the real 2.4.7-p3 taxed the run\'s checkout)',
    fake: { target: full, answer: commerceTarget({ taxPercent: 8 }).answer },
    want: { outcome: 'pass', note: /^order 0+\d+ placed from guest cart \d+ \(coupon cctrun0000s0cr, flat rate, check \/ money order\), every step read back; the cart found alone by a search of groups$/ },
  },
  {
    name: 'an order whose line discount is off by a cent fails to reconcile, though its totals add up',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), items: ((healthy.json as { items: Array<Record<string, unknown>> }).items).map((i) => ({ ...i, discount_amount: 2.01 })) } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the guest's order \d+ does not reconcile to the cent$/, expected: /computed from the run's own/, actual: /^order item cctrun0000s0cp: discount_amount 2 expected, 2\.01 answered$/ },
  },
  {
    name: 'an order item read back of another type than the cart\'s simple product fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => ((call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), items: ((healthy.json as { items: Array<Record<string, unknown>> }).items).map((i) => ({ ...i, product_type: 'virtual' })) } } : undefined)) }).answer },
    want: { outcome: 'fail', broken: 'the placed order does not read back as the cart was', expected: /"product_type":"simple"/, actual: /"product_type":"vi/ },
  },
  {
    name: 'a grand total that is not items, shipping and tax fails at the totals',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && call.path.endsWith('/totals') && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), grand_total: Number((healthy.json as { grand_total: number }).grand_total) + 1 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the totals are not the items and the estimated flat rate', expected: 'grand_total = subtotal + shipping 10 + tax_amount', actual: /"grand_total":31,/ },
  },
  {
    name: 'a coupon accepted but not in the totals fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && call.path.endsWith('/totals') && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), discount_amount: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the coupon does not read back in the totals', expected: /^a negative discount_amount taken off grand_total/, actual: /"discount_amount":0/ },
  },
  {
    name: 'a step refused by the target ends the scenario with the step and the platform\'s words',
    fake: { target: full, answer: commerceTarget({ change: (call) => (call.path.endsWith('/shipping-information') ? platformError(400, 'Carrier with such method not found: flatrate, flatrate') : undefined) }).answer },
    want: { outcome: 'fail', broken: 'POST /V1/guest-carts/:cartId/shipping-information did not answer 200 in the commerce flow', expected: '200', actual: '400 "Carrier with such method not found: flatrate, flatrate"' },
  },
  {
    name: 'below COMMERCE_WRITES=full nothing is sent',
    fake: { target: { writes: 'allow' }, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: WRITES_BELOW_FULL },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);

test('commerce.guest-checkout is declared skipped below COMMERCE_WRITES=full, and runs at full', () => {
  const plan = contractPlan();
  assert.deepEqual(plannedTests(commerceGuestCheckout, plan, { writes: 'allow' }).map((t) => t.skip), [WRITES_BELOW_FULL]);
  assert.deepEqual(plannedTests(commerceGuestCheckout, plan, { writes: 'full' }).map((t) => t.skip), [null]);
});
