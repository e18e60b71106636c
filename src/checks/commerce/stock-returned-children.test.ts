// commerce.stock-returned-children on the fake commerce core selling a configurable's and a bundle's child
// (testing/composite-stock-target.ts): the order holds the child's quantity, a refund returned by the child's item
// gives it back, one not returned takes it from the child's source; each way the stock can be wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { compositeStockTarget } from '../testing/composite-stock-target.ts';
import { commerceStockReturnedChildren } from './stock-returned-children.ts';

const full = { writes: 'full' as const };
type RefundBody = { items: Array<{ order_item_id: number }>; arguments: { extension_attributes?: { return_to_stock_items: number[] } } };

scenarioCases(commerceStockReturnedChildren, [
  {
    name: 'configurable: the refund names the parent\'s item, the return the child\'s; the child\'s stock follows',
    scenario: (s) => s[0],
    fake: { target: full, answer: compositeStockTarget() },
    want: { outcome: 'pass', note: /^configurable \S+ \(child \S+ on stock 1\): order \d+ of 3 held 3 of the child \(salable 97\); credit memo \d+ of the configurable's item \d+, the child's item returned, gave 1 back \(98\), \d+ not returned none, the child's source 100 → 99, \d+ returned 1 \(99\); for-requested-qty, stockItems and stockStatuses of the child agreed at each step; the stock index dump and the salable quantity export read the (configurable|bundle) 0 and salable, the child 100, then 97 after the order$/ },
    then: (fake) => {
      const refunds = fake.sent.filter((s) => s.method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(s.path)).map((s) => s.body as RefundBody);
      assert.equal(refunds.length, 3);
      const parent = refunds[0]?.items[0]?.order_item_id;
      const returned = refunds[0]?.arguments.extension_attributes?.return_to_stock_items ?? [];
      assert.ok(parent !== undefined && returned.length === 1 && returned[0] !== parent, 'the refund names the parent\'s item, the return the child\'s');
      assert.equal(refunds[1]?.arguments.extension_attributes, undefined);
      const product = fake.sent.find((s) => s.method === 'POST' && s.path === '/V1/products' && JSON.stringify(s.body).includes('"configurable"'));
      assert.match(JSON.stringify(product?.body), /"configurable_product_links":\[\d+\]/, 'the configurable links its child by id');
    },
  },
  {
    name: 'bundle: the refund and the return name the child\'s item; the child\'s stock follows',
    scenario: (s) => s[1],
    fake: { target: full, answer: compositeStockTarget() },
    want: { outcome: 'pass', note: /^bundle \S+ \(child \S+ on stock 1\): order \d+ of 3 held 3 of the child \(salable 97\); credit memo \d+ of the child's item \d+, the child's item returned, gave 1 back \(98\)/ },
    then: (fake) => {
      const added = fake.sent.find((s) => s.method === 'POST' && /\/items$/.test(s.path));
      assert.match(JSON.stringify(added?.body), /"bundle_options":\[\{"option_id":95,"option_qty":1,"option_selections":\[96\]\}\]/);
    },
  },
  {
    name: 'a salable quantity export that reads the bundle out of stock fails before the order',
    scenario: (s) => s[1],
    fake: { target: full, answer: ((healthy) => (call: Parameters<typeof healthy>[0]) => {
      const answer = healthy(call);
      if (call.path !== '/V1/inventory/export-stock-salable-qty/website/base' || !('json' in answer)) return answer;
      const json = answer.json as { items: Array<{ sku: string; qty: number; is_salable: boolean }> };
      return { status: 200, json: { ...json, items: json.items.map((i) => (i.qty === 0 ? { ...i, is_salable: false } : i)) } };
    })(compositeStockTarget()) },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/export-stock-salable-qty/:salesChannelType/:salesChannelCode does not answer the salable quantity of each product before the bundle\'s order', expected: /^\[\{"sku":"\S+","qty":0,"is_salable":true\}/, actual: /"qty":0,"is_salable":false/ },
  },
  {
    name: 'OrderHoldTest::testOrderHold: a hold that drops the configurable\'s item\'s product_option fails',
    scenario: (s) => s[0],
    fake: { target: full, answer: compositeStockTarget('hold-drops-options') },
    want: { outcome: 'fail', broken: /^the hold of order \d+ changed its items' product options \(OrderHoldTest::testOrderHold\)$/, expected: /^state holded, \[\{"item_id":\d+,"product_option":\{"extension_attributes":\{"configurable_item_options":/, actual: /"product_option":null/ },
  },
  {
    name: 'testOrderWithConfigurableProductInvoicedWithInvalidQuantitiesReturnsError: an invoice of item -1 that invoices the order fails',
    scenario: (s) => s[0],
    fake: { target: full, answer: compositeStockTarget('unknown-item-invoices-all') },
    want: { outcome: 'fail', broken: /^POST \/V1\/order\/:orderId\/invoice of the configurable's order \d+ naming order_item_id -1 was not refused$/, expected: /can't be created without products/, actual: /^200 "\d+"$/ },
  },
  {
    name: 'a return that counts only on the parent\'s item fails at the first refund',
    scenario: (s) => s[0],
    fake: { target: full, answer: compositeStockTarget('parent-only') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId does not answer the salable quantity after credit memo \d+ refunded 1 of the configurable's item \d+ with return_to_stock_items \[\d+\] \(the child's item\)$/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '97' },
  },
  {
    name: 'a return ignored fails the bundle at the first refund',
    scenario: (s) => s[1],
    fake: { target: full, answer: compositeStockTarget('return-ignored') },
    want: { outcome: 'fail', broken: /after credit memo \d+ refunded 1 of the child's item \d+ with return_to_stock_items/, expected: "98 (the source's 100 less what the product's open orders hold)", actual: '97' },
  },
  {
    name: 'an order without the child\'s item under the parent\'s fails at the order',
    scenario: (s) => s[0],
    fake: { target: full, answer: compositeStockTarget('no-child-item') },
    want: { outcome: 'fail', broken: "the configurable's order does not read back as its item and its child's simple item under it", expected: /^a configurable item and the simple item of \S+ \(3\) whose parent_item_id is it$/, actual: /^\[\{"item_id":\d+,"sku":"\S+","product_type":"configurable","parent_item_id":null,"qty_ordered":3\}\]$/ },
  },
  {
    name: 'a salable quantity that ignores the reservations fails after the order',
    scenario: (s) => s[1],
    fake: { target: full, answer: compositeStockTarget('ignores-reservations') },
    want: { outcome: 'fail', broken: /after order \d+ of 3 bundle \S+$/, expected: "97 (the source's 100 less what the product's open orders hold)", actual: '100' },
  },
  {
    name: 'below the full level it skips',
    scenario: (s) => s[0],
    fake: { target: { writes: 'allow' as const }, answer: compositeStockTarget() },
    want: { outcome: 'skip', reason: /full/ },
  },
]);
