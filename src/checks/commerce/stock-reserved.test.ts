// commerce.stock-reserved on the fake commerce core with stock (testing/stock-target.ts): the order lowers the
// salable quantity and its cancellation gives it back, every read agreeing; each way the stock can be wrong fails by
// name; a release without MSI routes skips.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { stockTarget } from '../testing/stock-target.ts';
import { commerceStockReserved } from './stock-reserved.ts';

const full = { writes: 'full' as const };

scenarioCases(commerceStockReserved, [
  {
    name: 'the order reserves 2, its cancellation gives them back; every read agrees',
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
    fake: { target: full, answer: stockTarget('ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after order \d+ of 2$/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '100' },
  },
  {
    name: 'is-product-salable-for-requested-qty that sells more than the salable quantity fails',
    fake: { target: full, answer: stockTarget('sells-anything') },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/:requestedQty sells more than the salable quantity before any order', expected: '{"salable": false} for 101', actual: '{"salable":true,"errors":[]}' },
  },
  {
    name: 'a cancellation answered true that gives nothing back fails',
    fake: { target: full, answer: ((healthy) => (call) => (call.method === 'POST' && call.path.endsWith('/cancel') ? { status: 200, json: true } : healthy(call)))(stockTarget()) },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after order \d+ was cancelled$/, expected: "100 (the source's 100 less what the product's open orders hold)", actual: '98' },
  },
  {
    name: 'a release without the MSI routes skips',
    fake: { target: { ...full, release: '2.2.10' }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /Multi-Source Inventory/ },
  },
]);
