// Bad input on carts, checkout and sales documents as the reference plays it, against what the real Magento Open
// Source 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answered on 2026-12-02 (the same on both: the suite's
// contracts/bad-input.yaml quotes them): an invalid coupon (which clears the one the cart held), the refusals of a
// cart's assignment, a billing address's country and e-mail (and what it lets through), a shipment track without a
// number or on another order's shipment, a refund naming another order's item or none, a credit memo for an invoice
// paid offline; then the faults, each letting one of them through (or, for the merge, leaving the customer's cart out).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ADDRESS, guestCart, guestOrder, ownCustomer, simpleProduct, startCommerce, type Commerce, type Rec } from './commerce-helpers.ts';

const SKU = 'cct-bad';
const NO_COUPON = "The coupon code isn't valid. Verify the code and try again.";
const ADDRESS_FAILED = 'The address failed to save. Verify the address and try again.';
const TRACK_NOT_SAVED = 'Could not save the shipment tracking.';
const MEMO = 'Creditmemo Document Validation Error(s):\n';

/** The test's coupon (10 %) on a rule of its own: its code. */
async function coupon(c: Commerce, code: string): Promise<string> {
  const rule = (await c.ok(c.admin, 'POST', '/V1/salesRules', { rule: { name: code, website_ids: [1], customer_group_ids: [0, 1], is_active: true, coupon_type: 'SPECIFIC_COUPON', simple_action: 'by_percent', discount_amount: 10, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 } })) as Rec;
  await c.ok(c.admin, 'POST', '/V1/coupons', { coupon: { rule_id: rule.rule_id, code, is_primary: true } });
  return code;
}

/** A guest order of one item, shipped and invoiced (complete); its id, item id, shipment and invoice. */
async function completeOrder(c: Commerce): Promise<{ id: number; item: number; shipment: number; invoice: number }> {
  const id = await guestOrder(c, [{ sku: SKU, qty: 1 }]);
  const shipment = Number(await c.ok(c.admin, 'POST', `/V1/order/${id}/ship`, { tracks: [{ track_number: 'cct-t', title: 'cct', carrier_code: 'custom' }] }));
  const invoice = Number(await c.ok(c.admin, 'POST', `/V1/order/${id}/invoice`, {}));
  const read = (await c.ok(c.admin, 'GET', `/V1/orders/${id}`)) as Rec;
  return { id, item: Number(((read.items as Rec[])[0] as Rec).item_id), shipment, invoice };
}

const itemOf = async (c: Commerce, order: number): Promise<number> => Number(((((await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec).items as Rec[])[0] as Rec).item_id);

describe('the commerce core refuses bad input as the real platform does, and changes nothing', () => {
  let c: Commerce;
  before(async () => {
    c = await startCommerce();
    await simpleProduct(c, SKU);
  });
  after(() => c.stop());

  test('an invalid coupon: 404, and a cart that held a coupon loses it', async () => {
    const code = await coupon(c, 'cct-bad-coupon');
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    assert.deepEqual((await c.send(null, 'PUT', `/V1/guest-carts/${mask}/coupons/cct-nocoupon`)).json, { message: NO_COUPON });
    assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/coupons`), []);
    await c.ok(null, 'PUT', `/V1/guest-carts/${mask}/coupons/${code}`);
    const refused = await c.send(null, 'PUT', `/V1/guest-carts/${mask}/coupons/cct-nocoupon`);
    assert.equal(refused.status, 404);
    assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/coupons`), [], 'the coupon the cart held is gone');
  });

  test('a cart\'s assignment: no cart, no customer, another store, a cart that has its customer, another customer than the caller', async () => {
    const customer = await ownCustomer(c, 'cct-bad-assign@example.com');
    const cartId = Number(await c.ok(c.admin, 'POST', '/V1/carts/'));
    const assign = (id: number | string, body: Rec) => c.send(c.admin, 'PUT', `/V1/carts/${id}`, body);
    assert.deepEqual((await assign(2100000000, { customerId: customer.id, storeId: 1 })).json, { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 2100000000 } });
    assert.deepEqual((await assign(cartId, { customerId: 2100000000, storeId: 1 })).json, { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'customerId', fieldValue: 2100000000 } });
    const store = await assign(cartId, { customerId: customer.id, storeId: 2100000000 });
    assert.deepEqual([store.status, store.json], [400, { message: "The customer can't be assigned to the cart. The cart belongs to a different store." }]);
    assert.equal((await assign(cartId, { customerId: customer.id, storeId: 1 })).status, 200);
    const again = await assign(cartId, { customerId: customer.id, storeId: 1 });
    assert.deepEqual([again.status, again.json], [400, { message: "The customer can't be assigned to the cart because the cart isn't anonymous." }]);
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    const other = await c.send(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id + 1, storeId: 1 });
    assert.deepEqual([other.status, other.json], [400, { message: "You don't have the correct permissions to assign the customer to the cart." }]);
    assert.deepEqual(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).customer_is_guest, true, 'the guest cart is still the guest\'s');
  });

  test('an assignment to a customer who has an active cart merges it, and removes the guest cart\'s masked id', async () => {
    const customer = await ownCustomer(c, 'cct-bad-merge@example.com');
    await c.ok(customer.token, 'POST', '/V1/carts/mine');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: SKU, qty: 1 } });
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    assert.equal(await c.ok(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id, storeId: 1 }), true);
    const mine = (await c.ok(customer.token, 'GET', '/V1/carts/mine')) as Rec;
    assert.deepEqual([mine.items_count, mine.items_qty, mine.customer_is_guest], [1, 2, false]);
    const again = await c.send(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id, storeId: 1 });
    assert.deepEqual([again.status, again.json], [404, { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: null } }]);
  });

  test('a save of the customer\'s cart naming another customer id, or none: refused', async () => {
    const customer = await ownCustomer(c, 'cct-bad-save@example.com');
    const cartId = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine'));
    for (const named of [{ id: 2100000000 }, {}]) {
      const refused = await c.send(customer.token, 'PUT', '/V1/carts/mine', { quote: { id: cartId, customer: { ...named, email: 'cct-bad-save@example.com' }, store_id: 1 } });
      assert.deepEqual([refused.status, refused.json], [400, { message: 'Invalid state change requested' }]);
    }
    assert.equal((await c.send(customer.token, 'PUT', '/V1/carts/mine', { quote: { id: cartId, customer: { id: customer.id, email: 'cct-bad-save@example.com' }, store_id: 1 } })).status, 200);
  });

  test('a payment method on a cart with an item and no shipping address: refused, no method kept', async () => {
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    const refused = await c.send(null, 'PUT', `/V1/guest-carts/${mask}/selected-payment-method`, { method: { method: 'checkmo' } });
    assert.deepEqual([refused.status, refused.json], [400, { message: 'The shipping address is missing. Set the address and try again.' }]);
    assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/selected-payment-method`), []);
  });

  test('a cart of a virtual product: no shipping methods, a payment method set without any address', async () => {
    await c.ok(c.admin, 'POST', '/V1/products', { product: { sku: 'cct-virtual', name: 'cct-virtual', attribute_set_id: 4, price: 10, status: 1, visibility: 1, type_id: 'virtual', extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } } } });
    const mask = await guestCart(c, [{ sku: 'cct-virtual', qty: 1 }]);
    assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/shipping-methods`), []);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).is_virtual, true);
    assert.equal((await c.send(null, 'PUT', `/V1/guest-carts/${mask}/selected-payment-method`, { method: { method: 'checkmo' } })).status, 200);
  });

  test('a cart of a downloadable product is virtual too (the downloadable type extends the virtual one)', async () => {
    const link = { title: 'cct-dl link', sort_order: 1, is_shareable: 0, price: 1, number_of_downloads: 1, link_type: 'url', link_url: 'http://localhost/cct-dl-link.zip', sample_type: 'url', sample_url: 'http://localhost/cct-dl-sample.zip' };
    await c.ok(c.admin, 'POST', '/V1/products', { product: { sku: 'cct-dl', name: 'cct-dl', attribute_set_id: 4, price: 10, status: 1, visibility: 1, type_id: 'downloadable', extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true }, downloadable_product_links: [link] } } });
    const mask = await guestCart(c, [{ sku: 'cct-dl', qty: 1 }]);
    assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/shipping-methods`), []);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).is_virtual, true);
  });

  test('a billing address: a country no directory has and an e-mail that is none refused, the address as it was; missing parts saved', async () => {
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    const post = (address: Rec) => c.send(null, 'POST', `/V1/guest-carts/${mask}/billing-address`, { address });
    assert.equal((await post(ADDRESS)).status, 200);
    const before = await c.ok(null, 'GET', `/V1/guest-carts/${mask}/billing-address`);
    for (const bad of [{ ...ADDRESS, country_id: 'ZZ' }, { ...ADDRESS, email: 'not-an-email' }]) {
      const refused = await post(bad);
      assert.deepEqual([refused.status, refused.json], [400, { message: ADDRESS_FAILED }]);
      assert.deepEqual(await c.ok(null, 'GET', `/V1/guest-carts/${mask}/billing-address`), before);
    }
    const { firstname: _f, telephone: _t, ...partial } = ADDRESS;
    void _f, _t;
    assert.equal((await post(partial)).status, 200, 'the platform saves it: the order placed from the cart checks it');
    const customer = await ownCustomer(c, 'cct-bad-billing@example.com');
    await c.ok(customer.token, 'POST', '/V1/carts/mine');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: SKU, qty: 1 } });
    assert.equal((await c.send(customer.token, 'POST', '/V1/carts/mine/billing-address', { address: { ...ADDRESS, email: 'not-an-email' } })).status, 200, 'a customer\'s cart keeps the account\'s e-mail whatever is sent');
    assert.equal((await c.send(customer.token, 'POST', '/V1/carts/mine/billing-address', { address: { ...ADDRESS, country_id: 'ZZ' } })).status, 400);
  });

  test('a shipment track: without a number, on another order\'s shipment; tracks of a shipment without a number or carrier', async () => {
    const order = await completeOrder(c);
    const other = await guestOrder(c, [{ sku: SKU, qty: 1 }]);
    const track = (entity: Rec) => c.send(c.admin, 'POST', '/V1/shipment/track', { entity: { order_id: order.id, parent_id: order.shipment, track_number: 'cct-t2', title: 'cct', carrier_code: 'custom', ...entity } });
    const before = await c.ok(c.admin, 'GET', `/V1/shipment/${order.shipment}`);
    for (const bad of [{ track_number: '' }, { track_number: undefined }, { order_id: other }, { parent_id: 2100000000 }]) {
      const refused = await track(bad);
      assert.deepEqual([refused.status, refused.json], [400, { message: TRACK_NOT_SAVED }], JSON.stringify(bad));
    }
    assert.deepEqual(await c.ok(c.admin, 'GET', `/V1/shipment/${order.shipment}`), before);
    const ship = (tracks: Rec[]) => c.send(c.admin, 'POST', `/V1/order/${other}/ship`, { tracks });
    assert.deepEqual((await ship([{ track_number: '', title: 'cct', carrier_code: 'custom' }])).json, { message: 'Shipment Document Validation Error(s):\nPlease enter a tracking number.' });
    assert.deepEqual((await ship([{ track_number: 'cct-t3', title: 'cct' }])).json, { message: 'Could not save a shipment, see error log for details' });
    assert.equal(((await c.ok(c.admin, 'GET', `/V1/orders/${other}`)) as Rec).state, 'new', 'nothing shipped');
  });

  test('a refund naming another order\'s item, in items or returned to stock, or no item: refused, the order as it was', async () => {
    const order = await completeOrder(c);
    const other = await guestOrder(c, [{ sku: SKU, qty: 1 }]);
    const otherItem = await itemOf(c, other);
    const before = await c.ok(c.admin, 'GET', `/V1/orders/${order.id}`);
    const refund = (body: Rec) => c.send(c.admin, 'POST', `/V1/order/${order.id}/refund`, body);
    const returned = (ids: number[]) => ({ arguments: { extension_attributes: { return_to_stock_items: ids } } });
    assert.deepEqual((await refund({ items: [{ order_item_id: otherItem, qty: 1 }] })).json, { message: `${MEMO}The creditmemo contains product item that is not part of the original order.` });
    assert.deepEqual((await refund(returned([otherItem]))).json, { message: `${MEMO}The "${SKU}" product is not part of the current creditmemo.` });
    assert.deepEqual((await refund(returned([2100000000]))).json, { message: `${MEMO}The return to stock argument contains product item that is not part of the original order.` });
    assert.deepEqual(await c.ok(c.admin, 'GET', `/V1/orders/${order.id}`), before);
    assert.equal((await refund(returned([order.item]))).status, 200, 'its own item is returned');
  });

  test('a credit memo for an invoice paid by check / money order: refused, isOnline true or not', async () => {
    const order = await completeOrder(c);
    for (const isOnline of [true, false]) {
      const refused = await c.send(c.admin, 'POST', `/V1/invoice/${order.invoice}/refund`, { isOnline });
      assert.deepEqual([refused.status, refused.json], [400, { message: `${MEMO}We can't create creditmemo for the invoice.` }]);
    }
  });
});

describe('each fault lets one validator through', () => {
  /** A reference with the fault, the test's product, and what the body does on it. */
  const withFault = (fault: string, body: (c: Commerce) => Promise<void>) =>
    test(fault, async () => {
      const c = await startCommerce([fault]);
      try {
        await simpleProduct(c, SKU);
        await body(c);
      } finally {
        await c.stop();
      }
    });

  withFault('invalid-coupon-accepted', async (c) => {
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    assert.equal(await c.ok(null, 'PUT', `/V1/guest-carts/${mask}/coupons/cct-nocoupon`), true);
  });
  withFault('cart-assignment-unchecked', async (c) => {
    const customer = await ownCustomer(c, 'cct-fault-assign@example.com');
    const cartId = Number(await c.ok(c.admin, 'POST', '/V1/carts/'));
    await c.ok(c.admin, 'PUT', `/V1/carts/${cartId}`, { customerId: customer.id, storeId: 1 });
    assert.equal(await c.ok(c.admin, 'PUT', `/V1/carts/${cartId}`, { customerId: customer.id, storeId: 1 }), true, 'a cart that has its customer');
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    const other = await ownCustomer(c, 'cct-fault-other@example.com');
    assert.equal(await c.ok(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: other.id, storeId: 1 }), true, 'another customer than the caller');
  });
  withFault('shipment-track-unchecked', async (c) => {
    const order = await completeOrder(c);
    assert.equal((await c.send(c.admin, 'POST', '/V1/shipment/track', { entity: { order_id: order.id, parent_id: order.shipment, track_number: '', title: 'cct', carrier_code: 'custom' } })).status, 200);
    const other = await guestOrder(c, [{ sku: SKU, qty: 1 }]);
    assert.equal((await c.send(c.admin, 'POST', `/V1/order/${other}/ship`, { tracks: [{ track_number: '', title: 'cct', carrier_code: 'custom' }] })).status, 200);
  });
  withFault('refund-items-unchecked', async (c) => {
    const order = await completeOrder(c);
    const other = await guestOrder(c, [{ sku: SKU, qty: 1 }]);
    const refunded = await c.send(c.admin, 'POST', `/V1/order/${order.id}/refund`, { items: [{ order_item_id: await itemOf(c, other), qty: 1 }], arguments: { extension_attributes: { return_to_stock_items: [2100000000] } } });
    assert.equal(refunded.status, 200, refunded.text);
    assert.equal(((await c.ok(c.admin, 'GET', `/V1/orders/${order.id}`)) as Rec).state, 'closed');
  });
  withFault('offline-invoice-refunded-online', async (c) => {
    const order = await completeOrder(c);
    assert.equal((await c.send(c.admin, 'POST', `/V1/invoice/${order.invoice}/refund`, { isOnline: false })).status, 400, 'offline still refused');
    assert.equal((await c.send(c.admin, 'POST', `/V1/invoice/${order.invoice}/refund`, { isOnline: true })).status, 200);
  });
  withFault('payment-address-unchecked', async (c) => {
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    assert.equal((await c.send(null, 'PUT', `/V1/guest-carts/${mask}/selected-payment-method`, { method: { method: 'checkmo' } })).status, 200);
  });
  withFault('assignment-mask-kept', async (c) => {
    const customer = await ownCustomer(c, 'cct-fault-mask@example.com');
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    await c.ok(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id, storeId: 1 });
    const again = await c.send(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id, storeId: 1 });
    assert.deepEqual([again.status, again.json], [400, { message: "The customer can't be assigned to the cart because the cart isn't anonymous." }]);
  });
  withFault('assignment-merge-skipped', async (c) => {
    const customer = await ownCustomer(c, 'cct-fault-merge@example.com');
    await c.ok(customer.token, 'POST', '/V1/carts/mine');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: SKU, qty: 1 } });
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    await c.ok(customer.token, 'PUT', `/V1/guest-carts/${mask}`, { customerId: customer.id, storeId: 1 });
    assert.equal(((await c.ok(customer.token, 'GET', '/V1/carts/mine')) as Rec).items_qty, 1);
  });
  withFault('guest-cart-short-mask', async (c) => {
    const mask = String(await c.ok(null, 'POST', '/V1/guest-carts'));
    assert.equal(mask.length, 16);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).is_active, true, 'the short mask resolves');
  });
  withFault('virtual-cart-shipping-rates', async (c) => {
    await c.ok(c.admin, 'POST', '/V1/products', { product: { sku: 'cct-virtual', name: 'cct-virtual', attribute_set_id: 4, price: 10, status: 1, visibility: 1, type_id: 'virtual', extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } } } });
    const mask = await guestCart(c, [{ sku: 'cct-virtual', qty: 1 }]);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}/shipping-methods`)) as Rec[]).length, 1);
  });
  withFault('cart-save-customer-unchecked', async (c) => {
    const customer = await ownCustomer(c, 'cct-fault-save@example.com');
    const cartId = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine'));
    assert.equal((await c.send(customer.token, 'PUT', '/V1/carts/mine', { quote: { id: cartId, customer: { id: 2100000000 }, store_id: 1 } })).status, 200);
  });
  withFault('billing-address-unchecked', async (c) => {
    const mask = await guestCart(c, [{ sku: SKU, qty: 1 }]);
    assert.equal((await c.send(null, 'POST', `/V1/guest-carts/${mask}/billing-address`, { address: { ...ADDRESS, country_id: 'ZZ' } })).status, 200);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}/billing-address`)) as Rec).country_id, 'ZZ');
  });
});
