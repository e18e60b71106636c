// The run's own commerce entities (COMMERCE_WRITES=full): a salable product, carts (a guest's, the admin's, a
// customer's, the run's own customer's) with an item, with their checkout filled in or a coupon of the run's own sales
// rule, and orders placed from a guest cart with the offline methods every vanilla installation has (flat rate, check
// / money order), held, shipped with a track, invoiced, refunded. No REST call removes a quote, an order or a sales
// document, so each factory records what it leaves in the left-by-design ledger (after-run.json lists it); what
// carries a name carries the run's prefix (product SKU, customer, address names, e-mail on example.com, track).
//
// Which state each order kind is left in is chosen for the stock reservations the platform keeps behind an order
// (MSI's inventory_reservation, seen on the real 2.4.7-p3): placing appends -qty, a shipment +qty, a cancellation
// +qty not yet invoiced or shipped, a refund of what was never shipped +qty. Global teardown cancels what can still be
// cancelled, so every kind here ends with its reservations summing to zero: an order left new is cancelled, a shipped
// one is cancelled for the rest (0), a complete or refunded one is balanced already, and the invoiced order that is
// never shipped is made only for the raw shipment and credit memo saves, whose items append the +qty it lacks.

import { all, notMade, text, type Factory, type Ops } from './factory.ts';
import { COUNTRY_US, DEFAULT_SET, group, record, WEBSITES, type ReferenceRead } from './platform-references.ts';
import { US_CALIFORNIA } from './commerce-references.ts';
import type { HttpExchange } from '../types.ts';

export type CommerceKind =
  | 'salable-product'
  | 'coupon'
  | 'guest-cart'
  | 'guest-cart-item'
  | 'guest-ready-cart'
  | 'guest-coupon-cart'
  | 'cart'
  | 'cart-item'
  | 'ready-cart'
  | 'coupon-cart'
  | 'customer-cart'
  | 'own-cart'
  | 'own-ready-cart'
  | 'own-coupon-cart'
  | 'order'
  | 'held-order'
  | 'shipped-order'
  | 'invoiced-order'
  | 'complete-order'
  | 'refunded-order'
  | 'free-coupon'
  | 'zero-total-order'
  | 'virtual-product'
  | 'guest-virtual-cart'
  | 'virtual-cart'
  | 'gift-cart'
  | 'guest-gift-cart'
  | 'own-gift-cart';

/** The kinds a commerce factory may ask for: its own, and the customers of entities.ts. */
type Needs = CommerceKind | 'customer' | 'own-customer';
type CommerceOps = Ops<Needs>;
type Made = { values: Record<string, string> } | { reason: string };

/** The quantity the salable product holds: enough for every order of a run, never the merchant's stock. */
export const SALABLE_QTY = 100000;
export const SHIPPING_CARRIER = 'flatrate';
export const PAYMENT_METHOD = 'checkmo';
/** Zero Subtotal Checkout: the offline method for an order whose grand total is 0, on by default. */
export const FREE_METHOD = 'free';

/** A US address in California (region 12, as the contracts' bodies), named with the run's prefix; the e-mail on
 * example.com, a domain reserved for examples, so the order e-mails the platform sends reach nobody. */
export const addressOf = (name: string): Record<string, unknown> => ({
  region: 'California',
  region_id: 12,
  region_code: 'CA',
  country_id: 'US',
  street: ['1 Conformance Way'],
  telephone: '5555550100',
  postcode: '90001',
  city: 'Los Angeles',
  firstname: name,
  lastname: 'Conformance',
  email: `${name}@example.com`,
});

/** How a cart is addressed: a guest's by its masked id, the admin's by its id, the run's own customer's as "mine". */
export interface CartRef {
  base: string;
  caller: 'guest' | 'admin' | 'customer';
  token?: string;
  /** What cartItem.quote_id carries (the masked id, the id). */
  quoteId: string;
}

const send = (ops: CommerceOps, cart: CartRef, method: string, path: string, body?: unknown): Promise<HttpExchange> =>
  ops.call(cart.caller, { method, path: `${cart.base}${path}`, ...(body !== undefined ? { body } : {}), ...(cart.token !== undefined ? { token: cart.token } : {}) });

const callText = (cart: CartRef, method: string, path: string): string => `${method} ${cart.base.replace(/guest-carts\/[^/]+/, 'guest-carts/:cartId').replace(/carts\/\d+/, 'carts/:cartId')}${path}`;

/** One item of the salable product added to the cart: its item id. */
export async function addItem(ops: CommerceOps, cart: CartRef, sku: string, qty = 1): Promise<{ itemId: string } | { reason: string }> {
  const res = await send(ops, cart, 'POST', '/items', { cartItem: { sku, qty, quote_id: cart.quoteId } });
  if (res.status !== 200) return notMade('cart item', callText(cart, 'POST', '/items'), res);
  const itemId = text(record(res.json).item_id);
  return itemId === null ? { reason: 'the run\'s own cart item was added but the answer lacks its item_id' } : { itemId };
}

/** Shipping and billing address and the flat rate, as a storefront's checkout sends them. */
export async function fillCheckout(ops: CommerceOps, cart: CartRef, name: string): Promise<{ reason: string } | null> {
  const address = addressOf(name);
  const res = await send(ops, cart, 'POST', '/shipping-information', { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } });
  return res.status === 200 ? null : notMade('checkout (shipping information)', callText(cart, 'POST', '/shipping-information'), res);
}

async function applyCoupon(ops: CommerceOps, cart: CartRef, code: string): Promise<{ reason: string } | null> {
  const res = await send(ops, cart, 'PUT', `/coupons/${encodeURIComponent(code)}`);
  return res.status === 200 && res.json === true ? null : notMade('cart\'s coupon', callText(cart, 'PUT', '/coupons/:couponCode'), res);
}

/** A dependency that could not be made (ops.own answers its values, or why not). */
const failed = (made: Record<string, string> | { reason: string }): made is { reason: string } => Object.keys(made).length === 1 && typeof made.reason === 'string';

const ADDRESS_READS: readonly ReferenceRead[] = [COUNTRY_US, US_CALIFORNIA];
const PRODUCT_READS: readonly ReferenceRead[] = [DEFAULT_SET, WEBSITES];
const CART_READS: readonly ReferenceRead[] = [...PRODUCT_READS, ...ADDRESS_READS];

/** A guest cart: made by a guest, read back for its numeric id (the ledger lists carts by id; the masked id stops
 * resolving once a customer takes the cart over). */
async function guestCart(ops: CommerceOps): Promise<Made> {
  const made = await ops.call('guest', { method: 'POST', path: '/V1/guest-carts' });
  const maskedId = typeof made.json === 'string' && made.json !== '' ? made.json : null;
  if (made.status !== 200 || maskedId === null) return notMade('guest cart', 'POST /V1/guest-carts', made);
  const read = await ops.call('guest', { method: 'GET', path: `/V1/guest-carts/${encodeURIComponent(maskedId)}` });
  const cartId = text(record(read.json).id);
  if (read.status !== 200 || cartId === null) return notMade('guest cart\'s id', 'GET /V1/guest-carts/:cartId', read);
  ops.leave({ kind: 'cart', id: cartId, maskedId });
  return { values: { maskedId, cartId } };
}

const guestRef = (values: Record<string, string>): CartRef => ({ base: `/V1/guest-carts/${encodeURIComponent(values.maskedId ?? '')}`, caller: 'guest', quoteId: values.maskedId ?? '' });
const adminRef = (values: Record<string, string>): CartRef => ({ base: `/V1/carts/${values.cartId ?? ''}`, caller: 'admin', quoteId: values.cartId ?? '' });
const ownRef = (values: Record<string, string>): CartRef => ({ base: '/V1/carts/mine', caller: 'customer', token: values.token ?? '', quoteId: values.cartId ?? '' });

/** A cart of the family `base` with one item of the run's salable product. */
function withItem(base: Needs, ref: (values: Record<string, string>) => CartRef): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const cart = await ops.own(base);
      if (failed(cart)) return cart;
      const product = await ops.own('salable-product');
      if (failed(product)) return product;
      const item = await addItem(ops, ref(cart), product.sku ?? '');
      if ('reason' in item) return item;
      return { values: { ...cart, itemId: item.itemId, sku: product.sku ?? '', productName: product.name ?? '' } };
    },
  };
}

/** A cart with an item whose checkout is filled in (addresses, flat rate): ready to pay and place. */
function ready(base: Needs, ref: (values: Record<string, string>) => CartRef): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops, name) {
      const cart = await ops.own(base);
      if (failed(cart)) return cart;
      const problem = await fillCheckout(ops, ref(cart), name);
      return problem ?? { values: { ...cart, email: `${name}@example.com` } };
    },
  };
}

/** A cart with an item and the coupon of the run's own sales rule applied. */
function couponed(base: Needs, ref: (values: Record<string, string>) => CartRef): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const cart = await ops.own(base);
      if (failed(cart)) return cart;
      const coupon = await ops.own('coupon');
      if (failed(coupon)) return coupon;
      const problem = await applyCoupon(ops, ref(cart), coupon.code ?? '');
      return problem ?? { values: { ...cart, couponCode: coupon.code ?? '' } };
    },
  };
}

/** A step on the run's own order that answers the new document's id (the platform answers it as a JSON string). */
async function orderStep(ops: CommerceOps, orderId: string, step: 'invoice' | 'ship' | 'refund', body: unknown): Promise<{ id: string } | { reason: string }> {
  const res = await ops.call('admin', { method: 'POST', path: `/V1/order/${orderId}/${step}`, body });
  const id = text(res.json);
  if (res.status !== 200 || id === null || !/^\d+$/.test(id)) return notMade(step === 'invoice' ? 'invoice' : step === 'ship' ? 'shipment' : 'credit memo', `POST /V1/order/:orderId/${step}`, res);
  return { id };
}

/** The run's salable product: enabled on the main website, in stock with SALABLE_QTY, not visible in the storefront's
 * catalogue or search, gift messages allowed on its items (the platform's default allows none, and an item's own
 * setting is the only one a run may make without changing the store's configuration). One per worker: every cart
 * of the worker holds it, and the sweep removes it with the run's other products. */
export const salableProductBody = (name: string): { product: Record<string, unknown> } => ({
  product: {
    sku: name,
    name,
    attribute_set_id: 4,
    price: 10,
    status: 1,
    visibility: 1,
    type_id: 'simple',
    weight: 1,
    extension_attributes: { website_ids: [1], stock_item: { qty: SALABLE_QTY, is_in_stock: true } },
    custom_attributes: [
      { attribute_code: 'url_key', value: name },
      { attribute_code: 'gift_message_available', value: '1' },
    ],
  },
});

/** The run's virtual product: as the salable product, but of type virtual (no weight, nothing shipped), so a cart
 * that holds only it is virtual (is_virtual true): no shipping address, no shipping method. One per worker. */
export const virtualProductBody = (name: string): { product: Record<string, unknown> } => {
  const { weight: _weight, ...product } = salableProductBody(name).product;
  void _weight;
  return { product: { ...product, type_id: 'virtual' } };
};

/** The body of the run's own coupon rule: a cart price rule (prefixed name) that applies only with its coupon. */
export const couponRuleBody = (name: string, percent: number, toShipping: boolean): { rule: Record<string, unknown> } => ({
  rule: { name, description: name, website_ids: [1], customer_group_ids: [0, 1], is_active: true, coupon_type: 'SPECIFIC_COUPON', use_auto_generation: false, simple_action: 'by_percent', discount_amount: percent, apply_to_shipping: toShipping, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 },
});

const salableProduct: Factory<Needs> = {
  sweptAs: 'product',
  level: 'allow',
  reads: PRODUCT_READS,
  async make(ops, name) {
    const make = async (): Promise<Made> => {
      const res = await ops.call('admin', { method: 'POST', path: '/V1/products', body: salableProductBody(name) });
      if (res.status !== 200) return notMade('salable product', 'POST /V1/products', res);
      const values = all({ sku: text(record(res.json).sku), id: text(record(res.json).id), name: text(record(res.json).name) });
      return values === null ? { reason: 'POST /V1/products created the run\'s own salable product but its answer lacks its sku or id' } : { values };
    };
    return ops.shared ? ops.shared('salable-product', make) : make();
  },
};

// Full only: it is enabled (a cart takes it), and the platform keeps an enabled product's stock index row
// (cataloginventory_stock_status) once the product is deleted through REST (both editions; docs/real-platform.md).
const virtualProduct: Factory<Needs> = {
  sweptAs: 'product',
  level: 'full',
  reads: PRODUCT_READS,
  async make(ops, name) {
    const make = async (): Promise<Made> => {
      const res = await ops.call('admin', { method: 'POST', path: '/V1/products', body: virtualProductBody(name) });
      if (res.status !== 200) return notMade('virtual product', 'POST /V1/products', res);
      const values = all({ sku: text(record(res.json).sku), id: text(record(res.json).id) });
      return values === null ? { reason: 'POST /V1/products created the run\'s own virtual product but its answer lacks its sku or id' } : { values };
    };
    return ops.shared ? ops.shared('virtual-product', make) : make();
  },
};

/** A cart of the family `base` (a guest's, the admin's) holding one item of the run's virtual product only. Its cart
 * is its own, made here rather than asked for: a route's answers get one entity per kind, and a virtual cart must not
 * be the very cart another answer of the route fills with the salable product (a ready cart's). */
function virtualCart(base: 'guest-cart' | 'cart', ref: (values: Record<string, string>) => CartRef): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: PRODUCT_READS,
    async make(ops, name) {
      const made = await COMMERCE_FACTORIES[base].make(ops, name);
      if ('reason' in made) return made;
      const cart = made.values;
      const product = await ops.own('virtual-product');
      if (failed(product)) return product;
      const item = await addItem(ops, ref(cart), product.sku ?? '');
      if ('reason' in item) return item;
      return { values: { ...cart, itemId: item.itemId, sku: product.sku ?? '' } };
    },
  };
}

/** An active cart price rule of the run's own (prefixed name) that applies only with its one coupon code (the
 * prefixed name), so no shopper's cart is discounted by it; deleting the rule deletes the coupon. */
function couponRule(percent: number, toShipping: boolean): Factory<Needs> {
  return {
    sweptAs: 'sales rule',
    level: 'allow',
    reads: [WEBSITES, group(0), group(1)],
    async make(ops, name) {
      const rule = await ops.call('admin', { method: 'POST', path: '/V1/salesRules', body: couponRuleBody(name, percent, toShipping) });
      const ruleId = text(record(rule.json).rule_id);
      if (rule.status !== 200 || ruleId === null) return notMade('sales rule', 'POST /V1/salesRules', rule);
      const coupon = await ops.call('admin', { method: 'POST', path: '/V1/coupons', body: { coupon: { rule_id: Number(ruleId), code: name, is_primary: true } } });
      const code = text(record(coupon.json).code);
      if (coupon.status !== 200 || code === null) return notMade('coupon', 'POST /V1/coupons', coupon);
      return { values: { ruleId, code } };
    },
  };
}

/** A cart with an item that carries a gift message of the run's own (the salable product allows one on its items):
 * its sender, recipient and message as sent. */
function giftMessaged(base: Needs, ref: (values: Record<string, string>) => CartRef): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops, name) {
      const cart = await ops.own(base);
      if (failed(cart)) return cart;
      const gift = { sender: name, recipient: `${name} to`, message: `${name} gift message` };
      const res = await send(ops, ref(cart), 'POST', `/gift-message/${cart.itemId ?? ''}`, { giftMessage: gift });
      if (res.status !== 200 || res.json !== true) return notMade('item\'s gift message', callText(ref(cart), 'POST', '/gift-message/:itemId'), res);
      return { values: { ...cart, giftSender: gift.sender, giftRecipient: gift.recipient, giftMessage: gift.message } };
    },
  };
}

/** An order of the run's own (`base`), then invoiced without capture (check / money order is paid when invoiced):
 * its values and the invoice's id, which stays on the installation. */
function invoicedFrom(base: Needs): Factory<Needs> {
  return {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const order = await ops.own(base);
      if (failed(order)) return order;
      const invoiced = await orderStep(ops, order.orderId ?? '', 'invoice', { capture: false, notify: false });
      if ('reason' in invoiced) return invoiced;
      ops.leave({ kind: 'invoice', id: invoiced.id });
      return { values: { ...order, invoiceId: invoiced.id } };
    },
  };
}

export const COMMERCE_FACTORIES: Readonly<Record<CommerceKind, Factory<Needs>>> = {
  'salable-product': salableProduct,
  coupon: couponRule(10, false),
  // 100 % off, the shipping included: a cart whose grand total is 0, which Zero Subtotal Checkout pays.
  'free-coupon': couponRule(100, true),
  'guest-cart': { sweptAs: 'cart', level: 'full', reads: [], make: (ops) => guestCart(ops) },
  'guest-cart-item': withItem('guest-cart', guestRef),
  'virtual-product': virtualProduct,
  'guest-virtual-cart': virtualCart('guest-cart', guestRef),
  'virtual-cart': virtualCart('cart', adminRef),
  'guest-ready-cart': ready('guest-cart-item', guestRef),
  'guest-coupon-cart': couponed('guest-cart-item', guestRef),
  // A cart the admin makes (no customer): the platform answers its id as a JSON string.
  cart: {
    sweptAs: 'cart',
    level: 'full',
    reads: [],
    async make(ops) {
      const res = await ops.call('admin', { method: 'POST', path: '/V1/carts/' });
      const cartId = text(res.json);
      if (res.status !== 200 || cartId === null || !/^\d+$/.test(cartId)) return notMade('cart', 'POST /V1/carts/', res);
      ops.leave({ kind: 'cart', id: cartId });
      return { values: { cartId } };
    },
  },
  'cart-item': withItem('cart', adminRef),
  'ready-cart': ready('cart-item', adminRef),
  'coupon-cart': couponed('cart-item', adminRef),
  // The cart of a customer of the run's own (made by the admin, with an address), with an item.
  'customer-cart': {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const customer = await ops.own('customer');
      if (failed(customer)) return customer;
      const res = await ops.call('admin', { method: 'POST', path: `/V1/customers/${customer.id ?? ''}/carts` });
      const cartId = text(res.json);
      if (res.status !== 200 || cartId === null) return notMade('customer\'s cart', 'POST /V1/customers/:customerId/carts', res);
      ops.leave({ kind: 'cart', id: cartId });
      const product = await ops.own('salable-product');
      if (failed(product)) return product;
      const item = await addItem(ops, adminRef({ cartId }), product.sku ?? '');
      if ('reason' in item) return item;
      return { values: { cartId, itemId: item.itemId, customerId: customer.id ?? '', addressId: customer.addressId ?? '', sku: product.sku ?? '' } };
    },
  },
  // The active cart of the run's own customer (signed in with its own token), with an item: the self routes'.
  'own-cart': {
    sweptAs: 'cart',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const customer = await ops.own('own-customer');
      if (failed(customer)) return customer;
      const token = customer.token ?? '';
      const res = await ops.call('customer', { method: 'POST', path: '/V1/carts/mine', token });
      const cartId = text(res.json);
      if (res.status !== 200 || cartId === null) return notMade('customer\'s cart', 'POST /V1/carts/mine', res);
      ops.leave({ kind: 'cart', id: cartId });
      const product = await ops.own('salable-product');
      if (failed(product)) return product;
      const item = await addItem(ops, ownRef({ token, cartId }), product.sku ?? '');
      if ('reason' in item) return item;
      // accountEmail stays the account's when a ready cart names its checkout e-mail `email`.
      return { values: { cartId, itemId: item.itemId, token, customerId: customer.id ?? '', email: customer.email ?? '', accountEmail: customer.email ?? '', addressId: customer.addressId ?? '', sku: product.sku ?? '', productName: product.name ?? '' } };
    },
  },
  'own-ready-cart': ready('own-cart', ownRef),
  'gift-cart': giftMessaged('cart-item', adminRef),
  'guest-gift-cart': giftMessaged('guest-cart-item', guestRef),
  'own-gift-cart': giftMessaged('own-cart', ownRef),
  'own-coupon-cart': couponed('own-cart', ownRef),
  // A guest's order of one item, flat rate, check / money order: new, pending.
  order: {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const cart = await ops.own('guest-ready-cart');
      if (failed(cart)) return cart;
      const placed = await ops.call('guest', { method: 'PUT', path: `/V1/guest-carts/${encodeURIComponent(cart.maskedId ?? '')}/order`, body: { paymentMethod: { method: PAYMENT_METHOD } } });
      const orderId = text(placed.json);
      if (placed.status !== 200 || orderId === null) return notMade('order', 'PUT /V1/guest-carts/:cartId/order', placed);
      ops.leave({ kind: 'order', id: orderId });
      const read = await ops.call('admin', { method: 'GET', path: `/V1/orders/${orderId}` });
      const order = record(read.json);
      const item = record(Array.isArray(order.items) ? order.items[0] : undefined);
      const values = all({ orderId, incrementId: text(order.increment_id), itemId: text(item.item_id), billingAddressId: text(record(order.billing_address).entity_id), email: text(order.customer_email), sku: text(item.sku) });
      if (read.status !== 200 || values === null) return notMade('order\'s items and address', 'GET /V1/orders/:id', read);
      // The title the installation gives check / money order, as the order's payment records it
      // (additional_information [method_title], real 2.4.7-p3): what its carts list the method with.
      const info = record(order.payment).additional_information;
      const paymentTitle = Array.isArray(info) ? text(info[0]) : null;
      return { values: paymentTitle === null ? values : { ...values, paymentTitle } };
    },
  },
  'held-order': {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const order = await ops.own('order');
      if (failed(order)) return order;
      const res = await ops.call('admin', { method: 'POST', path: `/V1/orders/${order.orderId ?? ''}/hold` });
      return res.status === 200 && res.json === true ? { values: order } : notMade('held order', 'POST /V1/orders/:id/hold', res);
    },
  },
  // Shipped with a track (prefixed number), not invoiced.
  'shipped-order': {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops, name) {
      const order = await ops.own('order');
      if (failed(order)) return order;
      const shipped = await orderStep(ops, order.orderId ?? '', 'ship', { notify: false, tracks: [{ track_number: `${name}-track`, title: name, carrier_code: 'custom' }] });
      if ('reason' in shipped) return shipped;
      ops.leave({ kind: 'shipment', id: shipped.id });
      const read = await ops.call('admin', { method: 'GET', path: `/V1/shipment/${shipped.id}` });
      const track = record(Array.isArray(record(read.json).tracks) ? (record(read.json).tracks as unknown[])[0] : undefined);
      const trackId = text(track.entity_id);
      if (read.status !== 200 || trackId === null) return notMade('shipment\'s track', 'GET /V1/shipment/:id', read);
      return { values: { ...order, shipmentId: shipped.id, trackId } };
    },
  },
  // Invoiced and never shipped: only for the raw shipment and credit memo saves (see the top of this file).
  'invoiced-order': invoicedFrom('order'),
  // Shipped, then invoiced: complete.
  'complete-order': invoicedFrom('shipped-order'),
  // A guest's order whose grand total is 0 (the 100 % coupon), paid with Zero Subtotal Checkout, shipped and
  // invoiced: complete. Its invoice is one the platform refunds (check / money order refunds no invoice: "We can't
  // create creditmemo for the invoice."; the free method does, and a zero grand total may be refunded by default).
  'zero-total-order': {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops, name) {
      const cart = await ops.own('guest-cart-item');
      if (failed(cart)) return cart;
      const coupon = await ops.own('free-coupon');
      if (failed(coupon)) return coupon;
      const ref = guestRef(cart);
      const problem = (await applyCoupon(ops, ref, coupon.code ?? '')) ?? (await fillCheckout(ops, ref, name));
      if (problem !== null) return problem;
      const placed = await ops.call('guest', { method: 'PUT', path: `/V1/guest-carts/${encodeURIComponent(cart.maskedId ?? '')}/order`, body: { paymentMethod: { method: FREE_METHOD } } });
      const orderId = text(placed.json);
      if (placed.status !== 200 || orderId === null) return notMade('zero-total order', 'PUT /V1/guest-carts/:cartId/order', placed);
      ops.leave({ kind: 'order', id: orderId });
      const shipped = await orderStep(ops, orderId, 'ship', { notify: false });
      if ('reason' in shipped) return shipped;
      ops.leave({ kind: 'shipment', id: shipped.id });
      const invoiced = await orderStep(ops, orderId, 'invoice', { notify: false });
      if ('reason' in invoiced) return invoiced;
      ops.leave({ kind: 'invoice', id: invoiced.id });
      return { values: { orderId, shipmentId: shipped.id, invoiceId: invoiced.id } };
    },
  },
  // Complete, then refunded offline in full: closed, with a credit memo.
  'refunded-order': {
    sweptAs: 'order',
    level: 'full',
    reads: CART_READS,
    async make(ops) {
      const order = await ops.own('complete-order');
      if (failed(order)) return order;
      const refunded = await orderStep(ops, order.orderId ?? '', 'refund', { notify: false });
      if ('reason' in refunded) return refunded;
      ops.leave({ kind: 'creditmemo', id: refunded.id });
      return { values: { ...order, creditmemoId: refunded.id } };
    },
  },
};
