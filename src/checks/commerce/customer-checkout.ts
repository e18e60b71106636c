// commerce.customer-checkout: a customer's checkout end to end, on the run's own customer account (created by the
// admin with an address, its e-mail on example.com, signed in with its own password, deleted at the end) and the run's
// own product: the customer's cart, items added, updated and removed, billing address, the estimate by the
// customer's address id, shipping information, the coupon applied, removed and applied again, a gift message on the
// item, the totals, the payment method set, and payment information placing the order, read back as the customer's.

import { addressOf, PAYMENT_METHOD, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, recordOf, type CommerceScenario } from './flow.ts';
import { reconcilePlaced } from './money-flow.ts';
import { COUPON_PERCENT, couponCode, SALABLE_PRICE, salableProduct, tag } from './setup.ts';

export const commerceCustomerCheckout: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.customer-checkout',
  family: 'commerce',
  rule: 'A signed-in customer\'s checkout works end to end on the run\'s own account and product: the customer\'s cart, items added, updated and removed, billing address, the estimate by address id, shipping information, the run\'s own coupon applied, removed and applied, a gift message, totals, the payment method, and payment information placing an order that reads back as the customer\'s, its item carrying the gift message; the account is deleted at the end; every answer is the contract\'s.',
  source: 'seed 001 Quote and Checkout (carts/mine routes, self permission); issue 21, the commerce core; real 2.4.7-p3 checkout answers (docs/real-platform.md)',
  scenarios: [commerceScenario('customer checkout (sync)', 'POST /V1/carts/mine/payment-information')],
  run: commerceRun(async (flow) => {
    const sku = await salableProduct(flow);
    const code = await couponCode(flow);
    const name = flow.ctx.name(`cc${tag()}`);
    const address = addressOf(name);
    const email = `${name}@example.com`;
    // The run's own customer, signed in with its own password.
    const password = `Cc1!${name}`;
    flow.ctx.secret(password);
    // A customer's address names its region as an object (region_code beside it is refused: "RegionCode" is not
    // supported, real 2.4.7-p3), and has no e-mail of its own.
    const accountAddress = { firstname: name, lastname: 'Conformance', street: address.street, city: address.city, postcode: address.postcode, telephone: address.telephone, country_id: 'US', region_id: 12, region: { region: 'California', region_id: 12, region_code: 'CA' }, default_billing: true, default_shipping: true };
    const created = await flow.prepare('admin', 'POST', '/V1/customers', { body: { customer: { email, firstname: name, lastname: 'Conformance', website_id: 1, group_id: 1, addresses: [accountAddress] }, password }, judge: 'POST /V1/customers' });
    const customer = recordOf(created.json);
    const customerId = idText(customer.id) ?? '';
    const addressId = idText(recordOf(Array.isArray(customer.addresses) ? customer.addresses[0] : undefined).id) ?? '';
    const signedIn = await flow.send('guest', 'POST', '/V1/integration/customer/token', { body: { username: email, password }, judge: 'POST /V1/integration/customer/token' });
    const token = typeof signedIn.json === 'string' ? signedIn.json : '';
    flow.ctx.secret(token);
    // The customer's cart.
    const made = await flow.send('customer', 'POST', '/V1/carts/mine', { token, judge: 'POST /V1/carts/mine' });
    const cartId = idText(made.json) ?? '';
    flow.leave('cart', cartId);
    const cart = await flow.read('customer', '/V1/carts/mine', 'GET /V1/carts/mine', token);
    flow.expect(idText(recordOf(cart.json).id) === cartId && recordOf(recordOf(cart.json).customer).email === email, 'the customer\'s new cart does not read back as theirs', `cart ${cartId} of ${email}`, cart.json, cart);
    // Items: added, updated, removed, added again.
    const added = await flow.send('customer', 'POST', '/V1/carts/mine/items', { token, body: { cartItem: { sku, qty: 1, quote_id: cartId } }, judge: 'POST /V1/carts/mine/items' });
    const itemId = idText(recordOf(added.json).item_id) ?? '';
    await flow.send('customer', 'PUT', `/V1/carts/mine/items/${itemId}`, { token, body: { cartItem: { sku, qty: 2, quote_id: cartId } }, judge: 'PUT /V1/carts/mine/items/:itemId' });
    let items = await flow.read('customer', '/V1/carts/mine/items', 'GET /V1/carts/mine/items', token);
    const line = Array.isArray(items.json) ? items.json.map(recordOf).find((i) => idText(i.item_id) === itemId) : undefined;
    flow.expect(line !== undefined && Number(line.qty) === 2, 'the updated item does not read back with its new quantity', `item ${itemId} with qty 2`, items.json, items);
    await flow.send('customer', 'DELETE', `/V1/carts/mine/items/${itemId}`, { token, judge: 'DELETE /V1/carts/mine/items/:itemId' });
    items = await flow.read('customer', '/V1/carts/mine/items', 'GET /V1/carts/mine/items', token);
    flow.expect(Array.isArray(items.json) && items.json.length === 0, 'the removed item still reads back in the cart', 'no items', items.json, items);
    const again = await flow.send('customer', 'POST', '/V1/carts/mine/items', { token, body: { cartItem: { sku, qty: 1, quote_id: cartId } }, judge: 'POST /V1/carts/mine/items' });
    const lineId = idText(recordOf(again.json).item_id) ?? '';
    // Billing address, the estimate by the customer's own address, shipping information.
    await flow.send('customer', 'POST', '/V1/carts/mine/billing-address', { token, body: { address }, judge: 'POST /V1/carts/mine/billing-address' });
    const billing = await flow.read('customer', '/V1/carts/mine/billing-address', 'GET /V1/carts/mine/billing-address', token);
    flow.expect(recordOf(billing.json).firstname === name && recordOf(billing.json).city === address.city, 'the billing address does not read back', `${name}, ${String(address.city)}`, billing.json, billing);
    const estimate = await flow.send('customer', 'POST', '/V1/carts/mine/estimate-shipping-methods-by-address-id', { token, body: { addressId: Number(addressId) }, judge: 'POST /V1/carts/mine/estimate-shipping-methods-by-address-id' });
    const flat = Array.isArray(estimate.json) ? estimate.json.map(recordOf).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
    flow.expect(flat !== undefined, 'the estimate by the customer\'s address offers no flat rate', 'an available flatrate method', estimate.json, estimate);
    await flow.send('customer', 'POST', '/V1/carts/mine/shipping-information', { token, body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/carts/mine/shipping-information' });
    // The coupon: applied, removed, applied again.
    await flow.send('customer', 'PUT', `/V1/carts/mine/coupons/${encodeURIComponent(code)}`, { token, judge: 'PUT /V1/carts/mine/coupons/:couponCode' });
    let coupon = await flow.read('customer', '/V1/carts/mine/coupons', 'GET /V1/carts/mine/coupons', token);
    flow.expect(typeof coupon.json === 'string' && coupon.json.toLowerCase() === code.toLowerCase(), 'the applied coupon does not read back', code, coupon.json, coupon);
    await flow.send('customer', 'DELETE', '/V1/carts/mine/coupons', { token, judge: 'DELETE /V1/carts/mine/coupons' });
    coupon = await flow.read('customer', '/V1/carts/mine/coupons', 'GET /V1/carts/mine/coupons', token);
    flow.expect(Array.isArray(coupon.json) && coupon.json.length === 0, 'the removed coupon still reads back', '[] (no coupon)', coupon.json, coupon);
    await flow.send('customer', 'PUT', `/V1/carts/mine/coupons/${encodeURIComponent(code)}`, { token, judge: 'PUT /V1/carts/mine/coupons/:couponCode' });
    // A gift message on the item, the totals, the payment method.
    const message = { sender: name, recipient: name, message: `${name} gift message` };
    await flow.send('customer', 'POST', `/V1/carts/mine/gift-message/${lineId}`, { token, body: { giftMessage: message }, judge: 'POST /V1/carts/mine/gift-message/:itemId' });
    const gift = await flow.read('customer', `/V1/carts/mine/gift-message/${lineId}`, 'GET /V1/carts/mine/gift-message/:itemId', token);
    flow.expect(recordOf(gift.json).message === message.message, 'the item\'s gift message does not read back', message.message, gift.json, gift);
    const totals = await flow.read('customer', '/V1/carts/mine/totals', 'GET /V1/carts/mine/totals', token);
    const t = recordOf(totals.json);
    flow.expect(Number(t.discount_amount) < 0 && String(t.coupon_code ?? '').toLowerCase() === code.toLowerCase(), 'the coupon does not read back in the totals', `a negative discount_amount, coupon_code ${code}`, t, totals);
    await flow.send('customer', 'POST', '/V1/carts/mine/set-payment-information', { token, body: { paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address }, judge: 'POST /V1/carts/mine/set-payment-information' });
    const selected = await flow.read('customer', '/V1/carts/mine/selected-payment-method', 'GET /V1/carts/mine/selected-payment-method', token);
    flow.expect(recordOf(selected.json).method === PAYMENT_METHOD, 'the payment method does not read back', PAYMENT_METHOD, selected.json, selected);
    // Payment information places the order: the customer's, as the cart was.
    const placed = await flow.send('customer', 'POST', '/V1/carts/mine/payment-information', { token, body: { paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address }, judge: 'POST /V1/carts/mine/payment-information' });
    const orderId = idText(placed.json) ?? '';
    flow.leave('order', orderId);
    const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
    const o = recordOf(order.json);
    flow.expect(idText(o.customer_id) === customerId && o.customer_email === email && o.customer_firstname === name && Number(o.grand_total) === Number(t.grand_total), 'the placed order does not read back as the customer\'s cart', `customer ${customerId} (${email}, ${name}), grand_total ${String(t.grand_total)}`, { customer_id: o.customer_id, customer_email: o.customer_email, customer_firstname: o.customer_firstname, grand_total: o.grand_total }, order);
    // The order item carries the cart item's gift message, its five fields (OrderItemGetRepositoryTest::testGet):
    // gift_message_id, customer_id and the sender, recipient and message sent.
    const lines = Array.isArray(o.items) ? o.items.map(recordOf) : [];
    const orderLine = lines.find((l) => l.sku === sku && l.parent_item_id === undefined) ?? lines[0] ?? {};
    // The item as the cart held it (OrderCreateSingleStockModeSimpleProductTest::verifyCreatedOrder): its sku and type;
    // its price and qty_ordered are reconciled below.
    flow.expect(lines.length === 1 && orderLine.sku === sku && orderLine.product_type === 'simple', 'the placed order\'s item does not read back as the cart\'s', `one item, sku ${sku}, product_type simple`, lines.map((l) => ({ sku: l.sku, product_type: l.product_type })), order);
    const orderItem = await flow.read('admin', `/V1/orders/items/${idText(orderLine.item_id) ?? ''}`, 'GET /V1/orders/items/:id');
    const onItem = recordOf(recordOf(recordOf(orderItem.json).extension_attributes).gift_message);
    const sameMessage = onItem.sender === message.sender && onItem.recipient === message.recipient && onItem.message === message.message;
    flow.expect(sameMessage && Object.keys(onItem).length === 5 && 'gift_message_id' in onItem && 'customer_id' in onItem, 'the order item does not carry the cart item\'s gift message', `extension_attributes.gift_message of five fields (gift_message_id, customer_id, ${JSON.stringify(message)})`, onItem, orderItem);
    // The order to the cent from first principles: the product's price, the run's 10 % coupon, the estimated flat rate
    // (the item's price and qty_ordered among them).
    reconcilePlaced(flow, `the customer's order ${orderId}`, order, [{ sku, price: SALABLE_PRICE, qty: 1 }], { kind: 'percent', amount: COUPON_PERCENT }, Number(flat?.amount));
    // The account is deleted at the end; the order stays (left by design).
    const deleted = await flow.send('admin', 'DELETE', `/V1/customers/${customerId}`, { judge: 'DELETE /V1/customers/:customerId' });
    flow.expect(deleted.json === true, 'deleting the run\'s customer does not answer true', 'true', deleted.json, deleted);
    const gone = await flow.send('admin', 'GET', `/V1/customers/${customerId}`);
    flow.expect(gone.status === 404, 'the deleted customer still reads back', '404 "No such entity"', gone.status, gone);
    return pass(`order ${String(o.increment_id)} placed by the run's own customer ${email} from cart ${cartId}, every step read back; the account deleted`);
  }),
};
