// commerce.bundle-documents on the fake installation selling bundles (testing/bundle-orders-target.ts): three bundle
// orders invoiced and shipped as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 did them; each way a bundle's documents
// can go wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { bundleOrdersTarget } from '../testing/bundle-orders-target.ts';
import { commerceBundleDocuments } from './bundle-documents.ts';

const full = { writes: 'full' as const };

scenarioCases(commerceBundleDocuments, [
  {
    name: 'three bundle orders invoiced and shipped by shipment type pass, what is left of each shipped whole',
    fake: { target: full, answer: bundleOrdersTarget() },
    want: { outcome: 'pass', note: /^bundles \S+ \(Together\), \S+ and \S+ \(Separately\) of \S+ and \S+: order \d+ read the bundle's product_option as chosen, .*invoiced item by item \(20 with the shipping, 10 the bundle and its child, the child alone refused; 30 together\).*order \d+ invoiced whole at 15; .*shipped its child alone \(total_qty 1, the child and its bundle qty_shipped 1, the other three items 0\) and refused it again$/ },
    then: (fake) => {
      const bundles = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products' && JSON.stringify(s.body).includes('"bundle"'));
      assert.deepEqual(bundles.map((s) => /"shipment_type","value":"(\d)"/.exec(JSON.stringify(s.body))?.[1]), ['0', '1', '1'], 'one bundle Together, two Separately');
      const ships = fake.sent.filter((s) => s.method === 'POST' && /\/ship$/.test(s.path));
      assert.equal(ships.slice(-3).every((s) => JSON.stringify(s.body) === '{}'), true, 'each order shipped whole at the end');
    },
  },
  {
    name: 'OrderGetTest::testGetOrderWithProductOption: an order item without its product_option fails',
    fake: { target: full, answer: bundleOrdersTarget('options-dropped') },
    want: { outcome: 'fail', broken: /^GET \/V1\/orders\/:id does not read the bundle's item's product_option as the cart chose it/, expected: /^\{"extension_attributes":\{"bundle_options":\[\{"option_id":\d+,"option_qty":1,"option_selections":\[\d+\]\}\]\}\}$/, actual: '(absent)' },
  },
  {
    name: 'testOrderWithBundleInvoicedWithInvalidQuantitiesReturnsError: an invoice of item -1 that invoices the order fails',
    fake: { target: full, answer: bundleOrdersTarget('unknown-item-invoices-all') },
    want: { outcome: 'fail', broken: /^POST \/V1\/order\/:orderId\/invoice of the bundle order \d+ naming order_item_id -1 was not refused$/, expected: /can't be created without products/, actual: /^200 "\d+"$/ },
  },
  {
    name: 'testValidationShipTogetherWithBundleShippedTogether / ...Separate: a shipment that ignores the shipment type fails',
    fake: { target: full, answer: bundleOrdersTarget('shipment-type-ignored') },
    want: { outcome: 'fail', broken: /^POST \/V1\/order\/:orderId\/ship of the child's item \d+ of a bundle shipped Together was not refused$/, expected: /has shipment type "Together"\\\. Bundle product itself should be shipped instead/, actual: /^200 "\d+"$/ },
  },
  {
    name: 'testValidationShipTogetherWithBundleShippedSeparate: a Separately bundle shipped by its own item fails',
    fake: { target: full, answer: bundleOrdersTarget('separately-shipped-whole') },
    want: { outcome: 'fail', broken: /^POST \/V1\/order\/:orderId\/ship of the own item \d+ of a bundle shipped Separately was not refused$/, expected: /has shipment type "Separately"\\\. Bundle product options should be shipped instead/, actual: /^200 "\d+"$/ },
  },
  {
    name: 'testPartialShipOrderWithBundleShippedSeparately: a Separately bundle\'s child shipped without its bundle\'s item fails',
    fake: { target: full, answer: bundleOrdersTarget('separately-parent-not-shipped') },
    want: { outcome: 'fail', broken: /^shipment \d+ of the child's item \d+ does not read total_qty 1 with the child and its bundle$/, expected: /^total_qty 1, items \[\{"order_item_id":\d+,"qty":1\},\{"order_item_id":\d+,"qty":1\}\]$/, actual: /^\{"total_qty":1,"items":\[\{"order_item_id":\d+,"qty":1\}\]\}$/ },
  },
  {
    name: 'testValidationShipTogetherWithBundleShippedTogether: a Together bundle\'s own item shipped without its child fails',
    fake: { target: full, answer: bundleOrdersTarget('together-children-not-shipped') },
    want: { outcome: 'fail', broken: /^the shipment of the Together bundle's own item \d+ did not ship the bundle and its child alone$/, expected: /^qty_shipped 1 on \d+ and \d+, 0 on \d+$/, actual: /"qty_shipped":0/ },
  },
  {
    name: 'testInvoiceWithSimpleAndBundleCreate: a bundle\'s item invoiced without its child fails',
    fake: { target: full, answer: bundleOrdersTarget('children-not-invoiced') },
    want: { outcome: 'fail', broken: /^invoice \d+ of the bundle's item \d+ does not hold the bundle and its child at the bundle's row total$/, expected: /^items \[\{"order_item_id":\d+,"qty":1\},\{"order_item_id":\d+,"qty":1\}\], grand_total 10$/, actual: /^\{"items":\[\{"order_item_id":\d+,"qty":1\}\],"grand_total":10\}$/ },
  },
  {
    name: 'testPartialShipOrderWithTwoBundleShippedSeparatelyContainsSameSimple: a child shipped with the other bundle\'s child of its SKU fails',
    fake: { target: full, answer: bundleOrdersTarget('same-sku-shipped') },
    want: { outcome: 'fail', broken: /^shipment \d+ of the child's item \d+ does not read total_qty 1 with the child and its bundle$/, expected: /^total_qty 1, items /, actual: /"total_qty":2/ },
  },
  {
    name: 'testPartialShipOrderWithTwoBundleShippedSeparatelyContainsSameSimple: the same shipment accepted again fails',
    fake: { target: full, answer: bundleOrdersTarget('reship-accepted') },
    want: { outcome: 'fail', broken: /^POST \/V1\/order\/:orderId\/ship of the child's item \d+ shipped already was not refused$/, expected: /You can't create a shipment without products/, actual: /^200 "\d+"$/ },
  },
  {
    name: 'testInvoiceWithBundleCreate: an invoice of every item at another total than the order\'s fails',
    fake: { target: full, answer: ((healthy) => (call: Parameters<typeof healthy>[0]) => {
      const answer = healthy(call);
      if (call.method !== 'GET' || !/^\/V1\/invoices\/\d+$/.test(call.path) || !('json' in answer)) return answer;
      const json = answer.json as { grand_total: number; items: unknown[] };
      // The whole invoice of order B (two items, the shipping of one unit) without its shipping.
      return json.items.length === 2 && json.grand_total === 15 ? { status: 200, json: { ...json, grand_total: 10 } } : answer;
    })(bundleOrdersTarget()) },
    want: { outcome: 'fail', broken: /^invoice \d+ of every item of order \d+ does not hold the bundle and its child at the order's grand total$/, expected: /grand_total 15 \(the bundle's row and the shipping, the order's 15\)$/, actual: /"grand_total":10/ },
  },
  {
    name: 'below the full level the scenario skips: its orders stay',
    fake: { target: { writes: 'allow' as const }, answer: bundleOrdersTarget() },
    want: { outcome: 'skip', reason: /full/ },
  },
]);
