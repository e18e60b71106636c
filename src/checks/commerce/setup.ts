// The steps several commerce scenarios start from, each answer judged and each effect recorded: the worker's salable
// product and coupon rule (made once per worker, removed by the sweep), and a guest order placed from a guest cart
// with check / money order and the flat rate. Every name carries the run's prefix (ctx.name), every address and e-mail
// is on example.com.

import { addressOf, couponRuleBody, PAYMENT_METHOD, salableProductBody, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { idText, isRecord, recordOf, type Flow } from './flow.ts';
import type { MoneyLedger } from './money.ts';
import { reconcilePlaced } from './money-flow.ts';
import type { HttpExchange } from '../types.ts';

/** A short random tag: two scenarios of one worker name their entities apart. */
export const tag = (): string => Math.random().toString(36).slice(2, 7).padEnd(5, '0');

export const SHIPPING_METHOD = `${SHIPPING_CARRIER}_${SHIPPING_CARRIER}`;

/** The worker's salable product (one per worker): its SKU. */
export function salableProduct(flow: Flow): Promise<string> {
  return flow.ctx.once('commerce-product', async () => {
    const sku = flow.ctx.name('cp');
    const res = await flow.prepare('admin', 'POST', '/V1/products', { body: salableProductBody(sku), judge: 'POST /V1/products' });
    const made = recordOf(res.json).sku;
    flow.expect(made === sku, 'the run could not create its salable product', `product ${sku}`, res.json, res);
    return sku;
  });
}

/** The percent of the worker's coupon rule. */
export const COUPON_PERCENT = 10;

/** The worker's coupon of its own cart price rule (10 %): its code. */
export function couponCode(flow: Flow): Promise<string> {
  return flow.ctx.once('commerce-coupon', async () => {
    const name = flow.ctx.name('cr');
    const rule = await flow.prepare('admin', 'POST', '/V1/salesRules', { body: couponRuleBody(name, COUPON_PERCENT, false), judge: 'POST /V1/salesRules' });
    const ruleId = idText(recordOf(rule.json).rule_id);
    flow.expect(ruleId !== null, 'the run could not create its sales rule', 'a rule_id', rule.json, rule);
    const coupon = await flow.prepare('admin', 'POST', '/V1/coupons', { body: { coupon: { rule_id: Number(ruleId), code: name, is_primary: true } }, judge: 'POST /V1/coupons' });
    flow.expect(recordOf(coupon.json).code === name, 'the run could not create its coupon', `coupon ${name}`, coupon.json, coupon);
    return name;
  });
}

export interface GuestOrder {
  orderId: string;
  itemId: string;
  sku: string;
  email: string;
  grandTotal: number;
  /** The order's money from first principles: what its invoices and credit memos must amount to. */
  ledger: MoneyLedger;
}

/** The price the worker's salable product is made with (owned/commerce-entities.ts). */
export const SALABLE_PRICE = Number(salableProductBody('price').product.price);

/** A guest's cart with `qty` of the salable product (or of `ownSku`, a product of the run's own made like it), its
 * checkout filled in, placed with check / money order. */
export async function placeGuestOrder(flow: Flow, qty = 1, ownSku?: string): Promise<GuestOrder> {
  const sku = ownSku ?? (await salableProduct(flow));
  const placed = await placeGuestCart(flow, { sku, qty });
  const json = recordOf(placed.order.json);
  const item = recordOf(Array.isArray(json.items) ? json.items[0] : undefined);
  flow.expect(json.customer_email === placed.email && item.sku === sku && Number(item.qty_ordered) === qty, 'the placed order does not read back as the cart was', `${placed.email}, ${qty} × ${sku}`, { customer_email: json.customer_email, sku: item.sku, qty_ordered: item.qty_ordered }, placed.order);
  const ledger = reconcilePlaced(flow, `the guest's order ${placed.orderId}`, placed.order, [{ sku, price: SALABLE_PRICE, qty }], null, placed.shipping);
  return { orderId: placed.orderId, itemId: idText(item.item_id) ?? '', sku, email: placed.email, grandTotal: Number(json.grand_total), ledger };
}

/** A guest order as placed: its id, the order read back, the guest's e-mail and the flat rate it was offered. */
export interface PlacedCart {
  orderId: string;
  order: HttpExchange;
  email: string;
  shipping: number;
}

/** A cart item as a guest's cart takes it: sku, qty and any product_option. */
export interface GuestCartItem {
  sku: string;
  qty: number;
  product_option?: unknown;
}

/** A guest's cart with one item (`cartItem`), or with each of several in turn, its checkout filled in, placed with
 * check / money order, and the order read back. */
export async function placeGuestCart(flow: Flow, cartItem: GuestCartItem | readonly GuestCartItem[]): Promise<PlacedCart> {
  const name = flow.ctx.name(`go${tag()}`);
  const made = await flow.send('guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
  const masked = typeof made.json === 'string' ? made.json : '';
  const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
  const cart = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
  const cartId = idText(recordOf(cart.json).id);
  flow.expect(cartId !== null, 'a new guest cart reads back without its id', 'GET /V1/guest-carts/:cartId with an id', cart.json, cart);
  flow.leave('cart', cartId ?? masked, { maskedId: masked });
  for (const item of Array.isArray(cartItem) ? cartItem : [cartItem]) await flow.send('guest', 'POST', `${base}/items`, { body: { cartItem: { ...item, quote_id: masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
  const address = addressOf(name);
  // The flat rate for this cart, from the target's own estimate: the shipping the order must carry.
  const estimate = await flow.send('guest', 'POST', `${base}/estimate-shipping-methods`, { body: { address }, judge: 'POST /V1/guest-carts/:cartId/estimate-shipping-methods' });
  const flat = Array.isArray(estimate.json) ? estimate.json.filter(isRecord).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
  flow.expect(flat !== undefined, 'the shipping estimate offers no flat rate', 'an available flatrate method', estimate.json, estimate);
  await flow.send('guest', 'POST', `${base}/shipping-information`, { body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/guest-carts/:cartId/shipping-information' });
  const placed = await flow.send('guest', 'PUT', `${base}/order`, { body: { paymentMethod: { method: PAYMENT_METHOD } }, judge: 'PUT /V1/guest-carts/:cartId/order' });
  const orderId = idText(placed.json) ?? '';
  flow.leave('order', orderId);
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  return { orderId, order, email: String(address.email), shipping: Number(flat?.amount) };
}
