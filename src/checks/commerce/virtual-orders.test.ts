// commerce.virtual-orders on the fake commerce core with stock (testing/stock-target.ts): the guest's and the run's own
// customer's orders of a virtual and a downloadable product of the run's own read back as their carts were, the
// salable quantity export follows the orders and their cancellation, and the stock index dump lists the three product
// types; each way one of them can be wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { stockTarget } from '../testing/stock-target.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import type { CommerceCall } from '../testing/commerce-target.ts';
import { commerceVirtualOrders } from './virtual-orders.ts';
import { compositeStockTarget } from '../testing/composite-stock-target.ts';
import type { CommerceScenario } from './flow.ts';

const full = { writes: 'full' as const, downloadableHost: 'downloads.example.com' };
const orders = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.level === 'full' && s.title.startsWith('virtual and downloadable orders'));
const configurable = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.title.startsWith('configurable orders'));
const bundle = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.title.startsWith('bundle orders'));
const grouped = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.title.startsWith('grouped product orders'));
const website = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.title.startsWith('orders on a second website'));
const index = (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.level === 'allow');

/** The healthy stock target with one answer changed. */
const changed = (change: (call: CommerceCall, healthy: Canned) => Canned | undefined, fault: Parameters<typeof stockTarget>[0] = null) => {
  const healthy = stockTarget(fault);
  return (call: CommerceCall): Canned => {
    const answer = healthy(call);
    return change(call, answer) ?? answer;
  };
};
/** The healthy stock target, one kind of call answered instead of it (the target never sees the call). */
const instead = (answer: (call: CommerceCall) => Canned | undefined) => {
  const healthy = stockTarget();
  return (call: CommerceCall): Canned => answer(call) ?? healthy(call);
};
const orderRead = (call: CommerceCall): boolean => call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path);
type Line = Record<string, unknown>;
const withItems = (healthy: Canned, map: (item: Line) => Line): Canned | undefined => ('json' in healthy && healthy.status === 200 ? { status: 200, json: { ...(healthy.json as object), items: ((healthy.json as { items: Line[] }).items).map(map) } } : undefined);

scenarioCases(commerceVirtualOrders, [
  {
    name: 'the orders read back as their carts were; the export follows them and their cancellation',
    scenario: orders,
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /^the run's own simple, virtual and downloadable products: the salable quantity export answered 100 each, 99, 98 and 98 after order \d+ \(guest, simple\) and orders \d+, \d+, \d+, \d+ \(guest and customer, virtual and downloadable; check \/ money order selected twice on each cart without a shipping address, the same payment id answered; each read back with its e-mail, sku, type, name, price and quantity\), 100 each after their cancellation$/ },
    then: (fake) => {
      const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => (s.body as { product: { type_id: string } }).product.type_id);
      assert.deepEqual(made, ['simple', 'virtual', 'downloadable']);
      const link = fake.sent.map((s) => JSON.stringify(s.body ?? null)).find((b) => b.includes('downloadable_product_links')) ?? '';
      assert.match(link, /"link_url":"https:\/\/downloads\.example\.com\/\S+-link\.zip"/, 'the link goes to COMMERCE_DOWNLOADABLE_HOST');
      // The virtual carts are paid without shipping.
      const virtualPaid = fake.sent.filter((s) => s.path.endsWith('/payment-information'));
      assert.equal(virtualPaid.length, 4);
      assert.equal(fake.sent.filter((s) => s.path.endsWith('/shipping-information')).length, 1, 'only the simple product\'s cart is shipped');
      assert.equal(fake.sent.filter((s) => s.method === 'POST' && s.path.endsWith('/cancel')).length, 5, 'every order is cancelled');
      const exports = fake.sent.filter((s) => s.path === '/V1/inventory/export-stock-salable-qty/website/base');
      assert.equal(exports.length, 3);
      assert.equal(exports[0]?.query?.['searchCriteria[filter_groups][0][filters][2][condition_type]'], 'eq', 'one group of eq filters');
      assert.ok(fake.sent.some((s) => s.method === 'DELETE' && /^\/V1\/customers\/\d+$/.test(s.path)), 'the customer is deleted');
      assert.ok(!fake.sent.some((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')), 'the products stay for the after-run accounting');
    },
  },
  {
    name: 'an export that ignores the reservations fails after the orders',
    scenario: orders,
    fake: { target: full, answer: stockTarget('export-ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/export-stock-salable-qty\/:salesChannelType\/:salesChannelCode does not answer the salable quantity of each product after orders [\d, ]+ \(1 of \S+, 2 each of \S+ and \S+\)$/, expected: /"qty":99,.*"qty":98,.*"qty":98/, actual: /"qty":100,.*"qty":100,.*"qty":100/ },
  },
  {
    name: 'a virtual order item read back as a simple one fails',
    scenario: orders,
    fake: { target: full, answer: changed((call, healthy) => (orderRead(call) ? withItems(healthy, (i) => (i.product_type === 'virtual' ? { ...i, product_type: 'simple' } : i)) : undefined)) },
    want: { outcome: 'fail', broken: 'the guest\'s order of the virtual product does not read back as the cart was', expected: /product_type virtual, name \S+, price 10, qty_ordered 1/, actual: /"product_type":"simple"/ },
  },
  {
    name: 'a downloadable order item at another price fails',
    scenario: orders,
    fake: { target: full, answer: changed((call, healthy) => (orderRead(call) ? withItems(healthy, (i) => (i.product_type === 'downloadable' ? { ...i, price: 11 } : i)) : undefined)) },
    want: { outcome: 'fail', broken: 'the guest\'s order of the downloadable product does not read back as the cart was', expected: /price 10/, actual: /"price":11/ },
  },
  {
    name: 'a virtual cart refused without a shipping address ends the scenario at the payment',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.path.startsWith('/V1/guest-carts/') && call.path.endsWith('/payment-information') ? platformError(400, 'The shipping address is missing. Set the address and try again.') : undefined)) },
    want: { outcome: 'fail', broken: 'POST /V1/guest-carts/:cartId/payment-information did not answer 200 in the commerce flow', expected: '200', actual: '400 "The shipping address is missing. Set the address and try again."' },
  },
  {
    name: 'the virtual carts\' payment is selected twice before they are placed: the guest\'s on its own route, the customer\'s through the admin\'s',
    scenario: orders,
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /check \/ money order selected twice on each cart without a shipping address, the same payment id answered/ },
    then: (fake) => {
      const sets = fake.sent.filter((s) => s.method === 'PUT' && s.path.endsWith('/selected-payment-method'));
      assert.equal(sets.length, 8, 'two sets on each of the four virtual carts');
      assert.equal(sets.filter((s) => s.path.startsWith('/V1/guest-carts/') && s.caller === 'guest').length, 4);
      assert.equal(sets.filter((s) => /^\/V1\/carts\/\d+\//.test(s.path) && s.caller === 'admin').length, 4);
      assert.deepEqual(sets.slice(0, 2).map((s) => s.body), [{ method: { method: 'checkmo', po_number: '200' } }, { method: { method: 'checkmo', po_number: null } }]);
    },
  },
  {
    name: 'a payment set refused on a virtual cart for want of a shipping address fails at the set',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'PUT' && call.path.endsWith('/selected-payment-method') ? platformError(400, 'The shipping address is missing. Set the address and try again.') : undefined)) },
    want: { outcome: 'fail', broken: 'PUT /V1/guest-carts/:cartId/selected-payment-method did not answer 200 in the commerce flow', expected: '200', actual: '400 "The shipping address is missing. Set the address and try again."' },
  },
  {
    name: 'an admin\'s payment set refused on the customer\'s virtual cart fails at the set',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'PUT' && /^\/V1\/carts\/\d+\/selected-payment-method$/.test(call.path) ? platformError(400, 'The requested Payment Method is not available.') : undefined)) },
    want: { outcome: 'fail', broken: 'PUT /V1/carts/:cartId/selected-payment-method did not answer 200 in the commerce flow', expected: '200', actual: '400 "The requested Payment Method is not available."' },
  },
  {
    name: 'a set again that makes the cart a second payment fails',
    scenario: orders,
    fake: { target: full, answer: changed((call, healthy) => (call.method === 'PUT' && call.path.endsWith('/selected-payment-method') && (call.body as { method: { po_number: unknown } }).method.po_number === null && 'json' in healthy ? { status: 200, json: String(Number(healthy.json) + 1000) } : undefined)) },
    want: { outcome: 'fail', broken: 'PUT /V1/guest-carts/:cartId/selected-payment-method sent again on the guest\'s cart of the virtual product does not answer the id of the payment it already has', expected: /^payment id \d+$/, actual: /^"\d+"$/ },
  },
  {
    name: 'a set answered without an id fails',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'PUT' && call.path.endsWith('/selected-payment-method') ? { status: 200, json: '0' } : undefined)) },
    want: { outcome: 'fail', broken: 'PUT /V1/guest-carts/:cartId/selected-payment-method does not answer the payment\'s id for the guest\'s cart of the virtual product (no shipping address)', expected: 'the id of the cart\'s payment', actual: '"0"' },
  },
  {
    name: 'a set that selects nothing fails at the read',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'GET' && call.path.endsWith('/selected-payment-method') ? { status: 200, json: [] } : undefined)) },
    want: { outcome: 'fail', broken: 'the guest\'s cart of the virtual product does not read back the payment method selected', expected: 'method checkmo', actual: '[]' },
  },
  {
    name: 'a cancellation answered true that leaves the order open fails at its read',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'POST' && call.path.endsWith('/cancel') ? { status: 200, json: true } : undefined)) },
    want: { outcome: 'fail', broken: /^the cancelled order \d+ does not read back canceled$/, expected: 'state canceled', actual: '"new"' },
  },
  {
    name: 'a host env.php does not list skips, naming what to do',
    scenario: orders,
    fake: { target: full, answer: instead((call) => (call.method === 'POST' && call.path === '/V1/products' && JSON.stringify(call.body).includes('downloadable_product_links') ? platformError(400, "Link URL's domain is not in list of downloadable_domains in env.php.") : undefined)) },
    want: { outcome: 'skip', reason: /COMMERCE_DOWNLOADABLE_HOST \(downloads\.example\.com\) is not a domain env\.php's downloadable_domains lists/ },
  },
  {
    name: 'second website: the three products on it alone, a guest\'s and its own customer\'s orders under its store view, its export follows them',
    scenario: website,
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /^website second \(store view second_en, stock 1 as website base\): the run's own simple, virtual and downloadable products, assigned to it alone, ordered by a guest and by customer \d+ of that website \(orders [\d, ]+, each read back in store 3 with its e-mail, sku, type, name, price and quantity\); the salable quantity export of website\/second answered 100, 98 and 100 after their cancellation$/ },
    then: (fake) => {
      const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => (s.body as { product: { type_id: string; extension_attributes: { website_ids: number[] } } }).product);
      assert.deepEqual(made.map((p) => p.type_id), ['simple', 'virtual', 'downloadable']);
      assert.ok(made.every((p) => JSON.stringify(p.extension_attributes.website_ids) === '[2]'), 'each product on the second website alone');
      const customer = fake.sent.find((s) => s.method === 'POST' && s.path === '/V1/customers');
      assert.equal((customer?.body as { customer: { website_id: number } }).customer.website_id, 2, 'the customer belongs to the second website');
      const cartCalls = fake.sent.filter((s) => s.path.includes('carts') || s.path === '/V1/integration/customer/token');
      assert.ok(cartCalls.length > 0 && cartCalls.every((s) => s.storeCode === 'second_en'), 'every cart call and the sign-in under second_en');
      assert.equal(fake.sent.filter((s) => s.path.endsWith('/payment-information')).length, 6, 'a guest\'s and a customer\'s order of each');
      assert.equal(fake.sent.filter((s) => s.path.endsWith('/shipping-information')).length, 2, 'only the simple product\'s carts are shipped');
      assert.equal(fake.sent.filter((s) => s.method === 'POST' && s.path.endsWith('/cancel')).length, 6, 'every order is cancelled');
      assert.equal(fake.sent.filter((s) => s.path === '/V1/inventory/export-stock-salable-qty/website/second').length, 3);
      assert.ok(fake.sent.some((s) => s.method === 'DELETE' && /^\/V1\/customers\/\d+$/.test(s.path)), 'the customer is deleted');
    },
  },
  {
    name: 'second website: an order that reads back in the default store view fails',
    scenario: website,
    fake: { target: full, answer: stockTarget('order-in-default-store') },
    want: { outcome: 'fail', broken: 'the guest\'s order of the simple product under /rest/second_en does not read back as the cart was', expected: /^an increment_id, store_id 3, /, actual: /"store_id":1,/ },
  },
  {
    name: 'second website: an item read back under another name fails',
    scenario: website,
    fake: { target: full, answer: changed((call, healthy) => (orderRead(call) ? withItems(healthy, (i) => (i.product_type === 'virtual' ? { ...i, name: 'Another Product' } : i)) : undefined)) },
    want: { outcome: 'fail', broken: 'the guest\'s order of the virtual product under /rest/second_en does not read back as the cart was', expected: /name \S+, price 10/, actual: /"name":"Another Product"/ },
  },
  {
    name: 'second website: an export of that website that ignores the reservations fails after the orders',
    scenario: website,
    fake: { target: full, answer: stockTarget('export-ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/export-stock-salable-qty\/:salesChannelType\/:salesChannelCode of website\/second does not answer the salable quantity of each product after orders [\d, ]+ under \/rest\/second_en \(a guest's and a customer's of each\)$/, expected: /"qty":98,.*"qty":98,.*"qty":98/, actual: /"qty":100,.*"qty":100,.*"qty":100/ },
  },
  {
    name: 'second website: a customer of it signed in under it; a sign-in refused there ends the scenario',
    scenario: website,
    fake: { target: full, answer: instead((call) => (call.path === '/V1/integration/customer/token' ? platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.') : undefined)) },
    want: { outcome: 'fail', broken: 'POST /V1/integration/customer/token did not answer 200 in the commerce flow', expected: '200', actual: /^401 / },
  },
  {
    name: 'second website: one selling from a stock of its own skips, naming the stocks',
    scenario: website,
    fake: { target: full, answer: stockTarget('second-website-own-stock') },
    want: { outcome: 'skip', reason: /^website second sells from stock 2, not from stock 1 of website base, .*AdditionalStock/ },
    then: (fake) => assert.ok(!fake.sent.some((s) => s.path.includes('carts') || (s.method === 'POST' && s.path === '/V1/products')), 'nothing made'),
  },
  {
    name: 'second website: a target with one website skips',
    scenario: website,
    fake: { target: full, answer: instead((call) => (call.method === 'GET' && call.path === '/V1/store/storeViews' ? { status: 200, json: [{ id: 0, code: 'admin', website_id: 0 }, { id: 1, code: 'default', website_id: 1 }, { id: 2, code: 'fr', website_id: 1 }] } : undefined)) },
    want: { outcome: 'skip', reason: 'the target has one website (that of default): no order can be placed on a second one' },
  },
  {
    name: 'grouped: the dump lists the grouped products (one out of stock) and their children; a guest\'s and two customers\' orders of it read back child by child; the export follows them',
    scenario: grouped,
    fake: { target: full, answer: stockTarget() },
    want: { outcome: 'pass', note: /^grouped product \S+ \(children \S+, \S+\) and out-of-stock \S+: the stock index dump listed them \{0, salable\}, \{0, not salable\} and the children \{100\}; ordered by a guest \(order \d+\), by customer \d+, and by customer \d+ of website second under \/rest\/second_en \(read back in store 3\), each order read back .* the children 100, 99 after the guest's order, 97 after every order and 100 once they were cancelled, the grouped product 0 and salable throughout$/ },
    then: (fake) => {
      const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => (s.body as { product: { type_id: string; extension_attributes: { website_ids: number[]; stock_item: { is_in_stock: boolean } }; product_links?: unknown[] } }).product);
      assert.deepEqual(made.map((p) => p.type_id), ['simple', 'simple', 'grouped', 'grouped']);
      assert.deepEqual(made.map((p) => p.extension_attributes.website_ids), [[1, 2], [1, 2], [1, 2], [1, 2]], 'everything on both websites');
      assert.deepEqual(made.slice(2).map((p) => [p.extension_attributes.stock_item.is_in_stock, p.product_links?.length]), [[true, 2], [false, 2]]);
      assert.equal(fake.sent.filter((s) => s.path.endsWith('/payment-information')).length, 3);
      assert.equal(fake.sent.filter((s) => s.method === 'POST' && s.path.endsWith('/cancel')).length, 3, 'every order is cancelled');
      assert.equal(fake.sent.filter((s) => s.method === 'DELETE' && /^\/V1\/customers\/\d+$/.test(s.path)).length, 2, 'both customers deleted');
    },
  },
  {
    name: 'grouped: children read back as simple order items fail',
    scenario: grouped,
    fake: { target: full, answer: stockTarget('grouped-lines-simple') },
    want: { outcome: 'fail', broken: 'the guest\'s order of the grouped product does not read back as the cart was', expected: /product_type grouped, name \S+, price 10, qty_ordered 1\}, \{sku \S+, product_type grouped,/, actual: /"product_type":"simple"/ },
  },
  {
    name: 'grouped: a grouped product salable by its own quantity fails at the dump',
    scenario: grouped,
    fake: { target: full, answer: stockTarget('grouped-by-own-qty') },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/dump-stock-index-data/:salesChannelType/:salesChannelCode does not list each of the run\'s own products with its quantity, salable with the grouped products (one out of stock) and their children', expected: /^\[\{"sku":"\S+","qty":0,"is_salable":true\},\{"sku":"\S+","qty":0,"is_salable":false\}/, actual: /^\[\{"sku":"\S+","qty":0,"is_salable":false\}/ },
  },
  {
    name: 'grouped: an export that ignores the reservations fails after the guest\'s order',
    scenario: grouped,
    fake: { target: full, answer: stockTarget('export-ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/export-stock-salable-qty\/:salesChannelType\/:salesChannelCode does not answer the salable quantity of each product after the guest's order \d+ of the grouped product$/, expected: /"qty":99,.*"qty":99/, actual: /"qty":100,.*"qty":100/ },
  },
  {
    name: 'grouped: with one website the orders on the main website are judged, the second named as not placed',
    scenario: grouped,
    fake: { target: full, answer: instead((call) => (call.method === 'GET' && call.path === '/V1/store/storeViews' ? { status: 200, json: [{ id: 0, code: 'admin', website_id: 0 }, { id: 1, code: 'default', website_id: 1 }] } : undefined)) },
    want: { outcome: 'pass', note: /by customer \d+ \(no order on a second website: the target has one store view \(default\)/ },
  },
  {
    name: 'grouped: a grouped product save refused where no search engine is enabled skips with that cause',
    scenario: grouped,
    fake: { target: full, answer: instead((call) => (call.method === 'POST' && call.path === '/V1/products' && JSON.stringify(call.body).includes('"grouped"') ? platformError(400, 'The product was unable to be saved. Please try again.') : call.method === 'GET' && call.path === '/V1/modules' ? { status: 200, json: ['Magento_Catalog', 'Magento_GroupedProduct'] } : undefined)) },
    want: { outcome: 'skip', reason: /^POST \/V1\/products with a grouped product's product_links answered 400 .* enables no search engine .*so a grouped product's orders and stock exports are not judged here$/ },
  },
  {
    name: 'configurable: a guest\'s and a customer\'s orders on each website read back as the configurable item and its child under it; the export follows them',
    scenario: configurable,
    fake: { target: full, answer: compositeStockTarget() },
    want: { outcome: 'pass', note: /^configurable \S+ \(child \S+\): ordered one at a time by a guest and by customer \d+ on the main website; under \/rest\/second_en of website second \(the products put in it too\) by its customer \d+ and by a guest, read back in store 3; orders [\d, ]+ each read back .*the configurable item \(\S+, price 10\) and the child's simple item under it \(price 0\), qty_ordered 1 each; the salable quantity export answered the child 96 after them \(the configurable 0, salable\) and 100 once they were cancelled$/ },
    then: (fake) => {
      assert.equal(fake.sent.filter((s) => s.method === 'POST' && /^\/V1\/products\/[^/]+\/websites$/.test(s.path)).length, 2, 'the configurable and its child put in the second website');
      const adds = fake.sent.filter((s) => s.method === 'POST' && s.path.endsWith('/items'));
      assert.equal(adds.length, 4);
      assert.ok(adds.every((s) => JSON.stringify(s.body).includes('configurable_item_options')), 'each cart item names its option');
      assert.deepEqual(adds.map((s) => s.storeCode ?? null), [null, null, 'second_en', 'second_en']);
      assert.equal(fake.sent.filter((s) => s.method === 'POST' && s.path.endsWith('/cancel')).length, 4, 'every order is cancelled');
    },
  },
  {
    name: 'bundle: the orders read back as the bundle item and its child under it, both priced',
    scenario: bundle,
    fake: { target: full, answer: compositeStockTarget() },
    want: { outcome: 'pass', note: /^bundle \S+ \(child \S+\): .*the bundle item \(\S+-\S+, price 10\) and the child's simple item under it \(price 10\)/ },
  },
  {
    name: 'configurable: an order without the child\'s item under the configurable\'s fails',
    scenario: configurable,
    fake: { target: full, answer: compositeStockTarget('no-child-item') },
    want: { outcome: 'fail', broken: 'the guest\'s order of the configurable does not read back as the cart was', expected: /product_type simple, price 0, qty_ordered 1, under item 1\}$/, actual: /"product_type":"configurable"/ },
  },
  {
    name: 'configurable: a child item priced as its parent fails',
    scenario: configurable,
    fake: {
      target: full,
      answer: (() => {
        const healthy = compositeStockTarget();
        return (call: CommerceCall): Canned => {
          const answer = healthy(call);
          return (orderRead(call) ? withItems(answer, (i) => (i.product_type === 'simple' ? { ...i, price: 10 } : i)) : undefined) ?? answer;
        };
      })(),
    },
    want: { outcome: 'fail', broken: 'the guest\'s order of the configurable does not read back as the cart was', expected: /price 0/, actual: /"price":10/ },
  },
  {
    name: 'bundle: an order under the second website read back in the default store fails',
    scenario: bundle,
    fake: { target: full, answer: compositeStockTarget('order-in-default-store') },
    want: { outcome: 'fail', broken: 'the customer\'s order of the bundle under /rest/second_en does not read back as the cart was', expected: /^an increment_id, store_id 3, /, actual: /"store_id":1,/ },
  },
  {
    name: 'bundle: an export that ignores the reservations fails after the orders',
    scenario: bundle,
    fake: { target: full, answer: compositeStockTarget('export-ignores-reservations') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/export-stock-salable-qty\/:salesChannelType\/:salesChannelCode does not answer the salable quantity of each product after orders [\d, ]+ of the bundle$/, expected: /"qty":96/, actual: /"qty":100/ },
  },
  {
    name: 'allow: the stock index dump lists the three products, 100 each, salable; they are disabled and deleted',
    scenario: index,
    fake: { target: { writes: 'allow' as const, downloadableHost: 'downloads.example.com' }, answer: stockTarget() },
    want: { outcome: 'pass', note: /^the stock index dump of website base lists the run's own simple \S+, virtual \S+, downloadable \S+: qty 100, is_salable true each$/ },
    then: (fake) => {
      assert.ok(!fake.sent.some((s) => s.path.includes('carts')), 'no cart and no order at allow');
      assert.equal(fake.sent.filter((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')).length, 3, 'every product deleted');
      const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products');
      assert.deepEqual(made.map((s) => s.storeCode ?? null).slice(1), ['all', 'all'], 'the virtual and downloadable products made under all, where they are disabled');
    },
  },
  {
    name: 'allow: a dump without the virtual and downloadable products fails',
    scenario: index,
    fake: { target: { writes: 'allow' as const, downloadableHost: 'downloads.example.com' }, answer: stockTarget('index-simple-only') },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/dump-stock-index-data/:salesChannelType/:salesChannelCode does not list each of the run\'s own products with its quantity, salable', expected: /"is_salable":true\}\]$/, actual: /\(no row of \S+\)","\(no row of \S+\)"\]$/ },
  },
  {
    name: 'allow: writes denied skips',
    scenario: index,
    fake: { target: { writes: 'deny' as const }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /writes are denied/ },
  },
  {
    name: 'a release without the MSI routes skips',
    scenario: orders,
    fake: { target: { ...full, release: '2.2.10' }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /Multi-Source Inventory/ },
  },
]);
