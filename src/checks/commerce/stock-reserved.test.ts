// commerce.stock-reserved on the fake commerce core with stock (testing/stock-target.ts): the order lowers the
// salable quantity and its cancellation gives it back, every read agreeing; each way the stock can be wrong fails by
// name; a release without MSI routes skips.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { stockTarget } from '../testing/stock-target.ts';
import { commerceStockReserved } from './stock-reserved.ts';
import type { CommerceScenario } from './flow.ts';

const full = { writes: 'full' as const };

const ordered = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.level === 'full');
const newProduct = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.level === 'allow');

scenarioCases(commerceStockReserved, [
  {
    name: 'the order reserves 2, its cancellation gives them back; every read agrees',
    scenario: ordered,
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /^product \S+ on stock 1: salable 100, 98 after order \d+ of 2, 100 after its cancellation; the default source 100 throughout; for-requested-qty, stockItems and stockStatuses agreed at each step$/ },
    then: (fake) => {
      const placed = fake.sent.find((s) => s.method === 'POST' && /\/items$/.test(s.path));
      assert.equal((placed?.body as { cartItem: { qty: number } }).cartItem.qty, 2, 'the order is of 2');
      assert.ok(fake.sent.some((s) => s.path === '/V1/inventory/is-product-salable-for-requested-qty/' + encodeURIComponent(String((placed?.body as { cartItem: { sku: string } }).cartItem.sku)) + '/1/99'), 'one more than the salable quantity is asked for');
    },
  },
  {
    name: 'a salable quantity that ignores the reservations fails after the order',
    scenario: ordered,
    fake: { target: full, answer: stockTarget('ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after order \d+ of 2$/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '100' },
  },
  {
    name: 'is-product-salable-for-requested-qty that sells more than the salable quantity fails',
    scenario: ordered,
    fake: { target: full, answer: stockTarget('sells-anything') },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/:requestedQty sells more than the salable quantity before any order', expected: '{"salable": false} for 101', actual: '{"salable":true,"errors":[]}' },
  },
  {
    name: 'a cancellation answered true that gives nothing back fails',
    scenario: ordered,
    fake: { target: full, answer: ((healthy) => (call) => (call.method === 'POST' && call.path.endsWith('/cancel') ? { status: 200, json: true } : healthy(call)))(stockTarget()) },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after order \d+ was cancelled$/, expected: "100 (the source's 100 less what the product's open orders hold)", actual: '98' },
  },
  {
    name: 'a release without the MSI routes skips',
    fake: { target: { ...full, release: '2.2.10' }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /Multi-Source Inventory/ },
  },
  {
    name: 'allow: a new product alone, every read agreeing with its 100',
    scenario: newProduct,
    fake: { target: { writes: 'allow' as const }, answer: stockTarget() },
    want: { outcome: 'pass', note: /^product \S+ on stock 1: salable 100, the default source 100; for-requested-qty, stockItems and stockStatuses agreed$/ },
    then: (fake) => {
      assert.ok(!fake.sent.some((s) => s.path.includes('guest-carts')), 'no cart and no order at allow');
      // Disabled, then deleted: an enabled product deleted as it is leaves its legacy stock status row.
      // (Between the two, retire reads the product under the default view, and disables it there too if it reads enabled.)
      const calls = fake.sent.map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path} ${JSON.stringify(s.body ?? null)}`);
      const disabled = calls.filter((c) => c.startsWith('PUT all /V1/products/')).pop() ?? '';
      assert.match(disabled, /^PUT all \/V1\/products\/(\S+) \{"product":\{"sku":"\1","status":2\}\}$/);
      assert.match(calls[calls.length - 1] ?? '', /^DELETE all \/V1\/products\/\S+ null$/);
      assert.ok(calls.lastIndexOf(disabled) < calls.length - 1, 'disabled before it is deleted');
    },
  },
  {
    name: 'allow: a legacy stock status that is not the salable quantity fails',
    scenario: newProduct,
    fake: { target: { writes: 'allow' as const }, answer: ((healthy) => (call) => (call.path.startsWith('/V1/stockStatuses/') ? { status: 200, json: { product_id: 7, stock_id: 1, qty: 0, stock_status: 1, stock_item: { qty: 100 } } } : healthy(call)))(stockTarget()) },
    want: { outcome: 'fail', broken: 'GET /V1/stockStatuses/:productSku does not read MSI\'s salable quantity before any order', expected: 'qty 100', actual: '0' },
  },
  {
    name: 'allow: a stock status whose stock item reads out of stock fails',
    scenario: newProduct,
    fake: { target: { writes: 'allow' as const }, answer: ((healthy) => (call) => (call.path.startsWith('/V1/stockStatuses/') ? { status: 200, json: { product_id: 7, stock_id: 1, qty: 100, stock_status: 1, stock_item: { qty: 100, is_in_stock: false } } } : healthy(call)))(stockTarget()) },
    want: { outcome: 'fail', broken: 'GET /V1/stockStatuses/:productSku does not read the product in stock in its stock_item before any order', expected: 'stock_item.is_in_stock true', actual: 'false' },
  },
  {
    name: 'allow: writes denied skips',
    scenario: newProduct,
    fake: { target: { writes: 'deny' as const }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /writes are denied/ },
  },
]);
