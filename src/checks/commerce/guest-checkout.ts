// commerce.guest-checkout: a guest's checkout end to end on the run's own product, each step's answer judged against
// its contract and each effect read back before the next: a guest cart, an item added, updated and removed, the
// shipping-method estimate, shipping and billing address with the flat rate, the totals, the coupon of the run's own
// sales rule applied and read back in the totals, a gift message on the item, and the payment information that places
// the order (check / money order), read back as the cart was.

import { addressOf, PAYMENT_METHOD, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, recordOf, type CommerceScenario } from './flow.ts';
import { reconcilePlaced } from './money-flow.ts';
import { judgedSearch } from './known-search.ts';
import { COUPON_PERCENT, couponCode, SALABLE_PRICE, salableProduct, SHIPPING_METHOD, tag } from './setup.ts';

const numberAt = (json: unknown, key: string): number => Number(recordOf(json)[key]);
/** The cart's totals add up: items, shipping and tax, less the discount (discount_amount is negative). Tax is counted
 * because the installation may tax the run's address: the real 2.4.7-p3 taxed it while the run's own tax rules
 * (1 % on every US region each, made by other checks of the same run) existed, 2.40 on 20 + 10 shipping. */
function addsUp(totals: unknown): boolean {
  const n = (key: string): number => Number(recordOf(totals)[key] ?? 0);
  return Math.abs(n('grand_total') - (n('subtotal') + n('shipping_amount') + n('tax_amount') + n('discount_amount'))) < 0.005;
}

export const commerceGuestCheckout: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.guest-checkout',
  family: 'commerce',
  rule: 'A guest checkout works end to end on the run\'s own product: cart, items added, updated and removed, shipping estimate, addresses and flat rate, totals, the run\'s own coupon, a gift message on the item, and payment information placing an order (check / money order) that reads back as the cart was; every answer is the contract\'s.',
  source: 'seed 001 Quote and Checkout (guest-carts routes); issue 21, the commerce core; real 2.4.7-p3 checkout answers (docs/real-platform.md)',
  scenarios: [commerceScenario('guest checkout (sync)', 'POST /V1/guest-carts/:cartId/payment-information')],
  run: commerceRun(async (flow) => {
    const sku = await salableProduct(flow);
    const code = await couponCode(flow);
    const name = flow.ctx.name(`gc${tag()}`);
    const address = addressOf(name);
    // The cart.
    const made = await flow.send('guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
    const masked = typeof made.json === 'string' ? made.json : '';
    const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
    const cart = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
    const cartId = idText(recordOf(cart.json).id) ?? masked;
    flow.leave('cart', cartId, { maskedId: masked });
    flow.expect(recordOf(cart.json).is_active === true && numberAt(cart.json, 'items_count') === 0, 'a new guest cart does not read back empty and active', 'is_active true, items_count 0', cart.json, cart);
    // Items: added, updated, removed, added again.
    const added = await flow.send('guest', 'POST', `${base}/items`, { body: { cartItem: { sku, qty: 1, quote_id: masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
    const itemId = idText(recordOf(added.json).item_id) ?? '';
    // The add answers the item at the product's price (CartAddingItemsTest::testPriceForCreatingQuoteFromEmptyCart).
    flow.expect(Number(recordOf(added.json).price) === SALABLE_PRICE, 'the item added to the new guest cart is not answered with the product\'s price', `price ${SALABLE_PRICE}`, recordOf(added.json).price, added);
    const updated = await flow.send('guest', 'PUT', `${base}/items/${itemId}`, { body: { cartItem: { sku, qty: 3, quote_id: masked } }, judge: 'PUT /V1/guest-carts/:cartId/items/:itemId' });
    let items = await flow.read('guest', `${base}/items`, 'GET /V1/guest-carts/:cartId/items');
    const line = Array.isArray(items.json) ? items.json.map(recordOf).find((i) => idText(i.item_id) === itemId) : undefined;
    flow.expect(line !== undefined && Number(line.qty) === 3, 'the updated item does not read back with its new quantity', `item ${itemId} with qty 3`, items.json, items);
    flow.expect(Number(recordOf(updated.json).qty) === 3, 'the item update does not answer the new quantity', 'qty 3', updated.json, updated);
    const removed = await flow.send('guest', 'DELETE', `${base}/items/${itemId}`, { judge: 'DELETE /V1/guest-carts/:cartId/items/:itemId' });
    flow.expect(removed.json === true, 'removing the item does not answer true', 'true', removed.json, removed);
    items = await flow.read('guest', `${base}/items`, 'GET /V1/guest-carts/:cartId/items');
    flow.expect(Array.isArray(items.json) && items.json.length === 0, 'the removed item still reads back in the cart', 'no items', items.json, items);
    const again = await flow.send('guest', 'POST', `${base}/items`, { body: { cartItem: { sku, qty: 2, quote_id: masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
    const lineId = idText(recordOf(again.json).item_id) ?? '';
    flow.expect(Number(recordOf(again.json).price) === SALABLE_PRICE, 'the item added again to the guest cart is not answered with the product\'s price', `price ${SALABLE_PRICE}`, recordOf(again.json).price, again);
    // Shipping: the estimate, then the addresses and the flat rate.
    const estimate = await flow.send('guest', 'POST', `${base}/estimate-shipping-methods`, { body: { address }, judge: 'POST /V1/guest-carts/:cartId/estimate-shipping-methods' });
    const flat = Array.isArray(estimate.json) ? estimate.json.map(recordOf).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
    flow.expect(flat !== undefined, 'the shipping estimate offers no flat rate', 'an available flatrate method', estimate.json, estimate);
    await flow.send('guest', 'POST', `${base}/shipping-information`, { body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/guest-carts/:cartId/shipping-information' });
    const shipped = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
    const assignment = recordOf(recordOf(recordOf(shipped.json).extension_attributes).shipping_assignments instanceof Array ? (recordOf(recordOf(shipped.json).extension_attributes).shipping_assignments as unknown[])[0] : undefined);
    const shipping = recordOf(assignment.shipping);
    flow.expect(recordOf(shipping.address).firstname === name && shipping.method === SHIPPING_METHOD, 'the shipping address and method do not read back in the cart', `${name}, ${SHIPPING_METHOD}`, shipping, shipped);
    const billing = await flow.read('guest', `${base}/billing-address`, 'GET /V1/guest-carts/:cartId/billing-address');
    flow.expect(recordOf(billing.json).firstname === name && recordOf(billing.json).postcode === address.postcode, 'the billing address does not read back', `${name}, ${String(address.postcode)}`, billing.json, billing);
    const before = await flow.read('guest', `${base}/totals`, 'GET /V1/guest-carts/:cartId/totals');
    const subtotal = numberAt(before.json, 'subtotal');
    flow.expect(subtotal > 0 && addsUp(before.json) && Number(flat?.amount) === numberAt(before.json, 'shipping_amount'), 'the totals are not the items and the estimated flat rate', `grand_total = subtotal + shipping ${String(flat?.amount)} + tax_amount`, before.json, before);
    // The run's own coupon: applied, read back, in the totals.
    const applied = await flow.send('guest', 'PUT', `${base}/coupons/${encodeURIComponent(code)}`, { judge: 'PUT /V1/guest-carts/:cartId/coupons/:couponCode' });
    flow.expect(applied.json === true, 'applying the coupon does not answer true', 'true', applied.json, applied);
    const coupon = await flow.read('guest', `${base}/coupons`, 'GET /V1/guest-carts/:cartId/coupons');
    flow.expect(typeof coupon.json === 'string' && coupon.json.toLowerCase() === code.toLowerCase(), 'the applied coupon does not read back', code, coupon.json, coupon);
    const after = await flow.read('guest', `${base}/totals`, 'GET /V1/guest-carts/:cartId/totals');
    const discount = numberAt(after.json, 'discount_amount');
    flow.expect(discount < 0 && addsUp(after.json) && numberAt(after.json, 'grand_total') < numberAt(before.json, 'grand_total'), 'the coupon does not read back in the totals', `a negative discount_amount taken off grand_total ${numberAt(before.json, 'grand_total')} (subtotal + shipping + tax_amount + discount_amount)`, after.json, after);
    // A gift message on the item (the run's product allows them).
    const message = { sender: name, recipient: name, message: `${name} gift message` };
    const gift = await flow.send('guest', 'POST', `${base}/gift-message/${lineId}`, { body: { giftMessage: message }, judge: 'POST /V1/guest-carts/:cartId/gift-message/:itemId' });
    flow.expect(gift.json === true, 'saving the item\'s gift message does not answer true', 'true', gift.json, gift);
    const read = await flow.read('guest', `${base}/gift-message/${lineId}`, 'GET /V1/guest-carts/:cartId/gift-message/:itemId');
    flow.expect(recordOf(read.json).message === message.message && recordOf(read.json).sender === name, 'the item\'s gift message does not read back', message.message, read.json, read);
    // Payment information places the order, which reads back as the cart was.
    const placed = await flow.send('guest', 'POST', `${base}/payment-information`, { body: { email: address.email, paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address }, judge: 'POST /V1/guest-carts/:cartId/payment-information' });
    const orderId = idText(placed.json) ?? '';
    flow.leave('order', orderId);
    const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
    const o = recordOf(order.json);
    const item = recordOf(Array.isArray(o.items) ? o.items[0] : undefined);
    const shown = { customer_email: o.customer_email, method: recordOf(o.payment).method, coupon_code: o.coupon_code, grand_total: o.grand_total, sku: item.sku, product_type: item.product_type, qty_ordered: item.qty_ordered, state: o.state };
    const wanted = { customer_email: address.email, method: PAYMENT_METHOD, coupon_code: code, grand_total: numberAt(after.json, 'grand_total'), sku, product_type: 'simple', qty_ordered: 2, state: 'new' };
    const same = (Object.keys(wanted) as Array<keyof typeof wanted>).every((k) => String(shown[k]).toLowerCase() === String(wanted[k]).toLowerCase());
    flow.expect(same, 'the placed order does not read back as the cart was', JSON.stringify(wanted), shown, order);
    // The order to the cent from first principles: the product's price, the run's 10 % coupon, the estimated flat rate
    // (the item's price and qty_ordered among them).
    reconcilePlaced(flow, `the guest's order ${orderId}`, order, [{ sku, price: SALABLE_PRICE, qty: 2 }], { kind: 'percent', amount: COUPON_PERCENT }, Number(flat?.amount));
    // The placed cart found alone by a search of groups (CartRepositoryTest::testGetList: grand_total gteq 15 OR subtotal
    // eq its subtotal, created_at within bounds, reserved_order_id its order's increment_id, sorted by subtotal), with
    // its id, timestamps and is_active as the admin reads the cart, and customer_is_guest.
    const quote = await flow.read('admin', `/V1/carts/${cartId}`, 'GET /V1/carts/:cartId');
    const q = recordOf(quote.json);
    const created = String(q.created_at);
    const found = await judgedSearch(flow, 'GET /V1/carts/search', '/V1/carts/search', {
      groups: [[{ field: 'grand_total', value: 15, condition_type: 'gteq' }, { field: 'subtotal', value: subtotal, condition_type: 'eq' }], [{ field: 'created_at', value: created, condition_type: 'gteq' }], [{ field: 'created_at', value: created, condition_type: 'lteq' }], [{ field: 'reserved_order_id', value: String(o.increment_id), condition_type: 'eq' }]],
      sort: { field: 'subtotal', direction: 'ASC' },
      idField: 'id',
      want: [cartId],
    }, `guest cart ${cartId}, placed as order ${String(o.increment_id)}`);
    const c = recordOf(found.items[0]);
    const listed = { id: c.id, created_at: c.created_at, updated_at: c.updated_at, is_active: c.is_active, customer_is_guest: c.customer_is_guest };
    const asRead = { id: q.id, created_at: q.created_at, updated_at: q.updated_at, is_active: q.is_active };
    flow.expect(idText(c.id) === cartId && c.created_at === q.created_at && c.updated_at === q.updated_at && c.is_active === q.is_active && (c.customer_is_guest === true || c.customer_is_guest === 1), `GET /V1/carts/search does not list guest cart ${cartId} as the admin reads it`, `${JSON.stringify(asRead)}, customer_is_guest true`, listed, found.exchange);
    return pass(`order ${String(o.increment_id)} placed from guest cart ${cartId} (coupon ${code}, flat rate, check / money order), every step read back; the cart found alone by a search of groups`);
  }),
};
