// commerce.stock-returned on the fake commerce core with stock (testing/stock-target.ts): a refund returned to stock
// gives the item back to the salable quantity, one not returned takes it from the source; each way the stock can be
// wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { stockTarget } from '../testing/stock-target.ts';
import { commerceStockReturned } from './stock-returned.ts';

const full = { writes: 'full' as const };

scenarioCases(commerceStockReturned, [
  {
    name: 'returned: +1 salable; not returned: the source loses it; every read agrees',
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /^product \S+ on stock 1: order \d+ of 3 held 3 \(salable 97\); credit memo \d+ \(returned\) gave 1 back \(98\), \d+ \(not returned\) none, the source 100 → 99, \d+ \(returned\) 1 \(99\); for-requested-qty, stockItems and stockStatuses agreed at each step; the order complete$/ },
    then: (fake) => {
      const refunds = fake.sent.filter((s) => s.method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(s.path)).map((s) => (s.body as { arguments: { extension_attributes?: { return_to_stock_items: number[] } } }).arguments.extension_attributes?.return_to_stock_items);
      assert.equal(refunds.length, 3);
      assert.ok(refunds[0] !== undefined && refunds[0].length === 1 && refunds[1] === undefined && refunds[2] !== undefined, 'returned, not returned, returned; the return is an extension attribute of the arguments');
    },
  },
  {
    name: 'a return to stock ignored fails at the first refund',
    fake: { target: full, answer: stockTarget('return-ignored') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after credit memo \d+ refunded 1 with return_to_stock_items$/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '97' },
  },
  {
    name: 'a refund that keeps the reservation fails at the first refund',
    fake: { target: full, answer: stockTarget('refund-keeps-reservation') },
    want: { outcome: 'fail', broken: /does not answer the salable quantity after credit memo \d+ refunded 1 with return_to_stock_items$/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '97' },
  },
  {
    name: 'a legacy stock item that does not follow the source fails at the refund not returned',
    fake: { target: full, answer: stockTarget('legacy-stale') },
    want: { outcome: 'fail', broken: /^GET \/V1\/stockItems\/:productSku does not read the default source item's quantity after credit memo \d+ refunded 1 without return_to_stock_items$/, expected: 'qty 99', actual: '100' },
  },
  {
    name: 'a salable quantity that ignores the reservations fails after the order',
    fake: { target: full, answer: stockTarget('ignores-reservations') },
    want: { outcome: 'fail', broken: /after order \d+ of 3$/, expected: "97 (the source's 100 less what the product's open orders hold)", actual: '100' },
  },
  {
    name: 'a refund refused fails with the platform\'s answer',
    fake: { target: full, answer: ((healthy) => (call) => (call.method === 'POST' && call.path.endsWith('/refund') ? { status: 400, json: { message: 'The most money available to refund is 0.' } } : healthy(call)))(stockTarget()) },
    want: { outcome: 'fail', broken: 'POST /V1/order/:orderId/refund did not answer 200 in the commerce flow', expected: '200', actual: /^400 .*The most money available to refund is 0\./ },
  },
  {
    name: 'an order whose items are all refunded, its shipping kept, read closed fails (RefundOrderTest::testOrderStatusTotalRefund)',
    fake: { target: full, answer: ((healthy) => (call) => {
      const res = healthy(call);
      return call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in res && (res.json as { state?: string }).state === 'complete' ? { status: 200, json: { ...(res.json as object), state: 'closed' } } : res;
    })(stockTarget()) },
    want: { outcome: 'fail', broken: /^order \d+, every item refunded but not its shipping, is not complete$/, expected: 'state complete', actual: '"closed"' },
  },
]);
