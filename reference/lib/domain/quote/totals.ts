// A cart's totals (the items, the flat rate once a shipping method is chosen, the percent discount of the coupon
// applied) and its coupon.

import type { HandlerTable } from '../context.ts';
import { asNumber, param } from '../context.ts';
import { notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { CartTotals } from '../sales/index.ts';
import type { State } from '../state.ts';
import { both, itemsOf, resolveCart, touch } from './carts.ts';
import { FLAT_RATE_PER_ITEM } from './rates.ts';

/** The rule of the cart's coupon, if any. */
function couponRule(state: State, cart: JsonObject): JsonObject | undefined {
  if (typeof cart.coupon_code !== 'string') return undefined;
  const coupon = state.coupons.all().find((row) => row.code === cart.coupon_code);
  return coupon === undefined ? undefined : state.salesRules.get(Number(coupon.rule_id));
}

function discountPercent(state: State, cart: JsonObject): number {
  const rule = couponRule(state, cart);
  return rule === undefined ? 0 : asNumber(rule.discount_amount, 0);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function cartTotals(state: State, cart: JsonObject): CartTotals {
  const items = itemsOf(state, cart);
  const subtotal = round(items.reduce((sum, item) => sum + asNumber(item.price, 0) * asNumber(item.qty, 0), 0));
  const qty = items.reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  const percent = discountPercent(state, cart);
  const shipping = typeof cart.__shipping_method === 'string' ? qty * FLAT_RATE_PER_ITEM : 0;
  // A rule that applies to shipping takes its percent off the shipping too (the run's 100 % rule: a zero total).
  const shippingDiscount = couponRule(state, cart)?.apply_to_shipping === true ? round((shipping * percent) / 100) : 0;
  const discount = round((subtotal * percent) / 100 + shippingDiscount);
  return { subtotal, discount, shipping, grandTotal: round(subtotal - discount + shipping), qty, percent, shippingDiscount };
}

/** The totals as GET .../totals answers them; `checkout`: as a checkout step (totals-information, collect-totals)
 * answers them, with the coupon code always there ("" without one) and the base subtotal including tax. */
export function serializeTotals(state: State, cart: JsonObject, checkout = false): JsonObject {
  const totals = cartTotals(state, cart);
  const out: JsonObject = {
    grand_total: totals.grandTotal,
    base_grand_total: totals.grandTotal,
    subtotal: totals.subtotal,
    base_subtotal: totals.subtotal,
    discount_amount: -totals.discount,
    base_discount_amount: -totals.discount,
    subtotal_with_discount: round(totals.subtotal - totals.discount),
    base_subtotal_with_discount: round(totals.subtotal - totals.discount),
    shipping_amount: totals.shipping,
    base_shipping_amount: totals.shipping,
    shipping_discount_amount: totals.shippingDiscount,
    base_shipping_discount_amount: totals.shippingDiscount,
    tax_amount: 0,
    base_tax_amount: 0,
    weee_tax_applied_amount: null,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: totals.subtotal,
    ...(checkout ? { base_subtotal_incl_tax: totals.subtotal } : {}),
    shipping_incl_tax: totals.shipping,
    base_shipping_incl_tax: totals.shipping,
    base_currency_code: 'USD',
    quote_currency_code: 'USD',
  };
  if (typeof cart.coupon_code === 'string' || checkout) out.coupon_code = typeof cart.coupon_code === 'string' ? cart.coupon_code : '';
  out.items_qty = totals.qty;
  out.items = itemsOf(state, cart).map((item) => {
    const rowTotal = round(asNumber(item.price, 0) * asNumber(item.qty, 0));
    const discount = round((rowTotal * totals.percent) / 100);
    return {
      item_id: item.item_id ?? 0,
      price: item.price ?? 0,
      base_price: item.price ?? 0,
      qty: item.qty ?? 0,
      row_total: rowTotal,
      base_row_total: rowTotal,
      row_total_with_discount: 0,
      tax_amount: 0,
      base_tax_amount: 0,
      tax_percent: 0,
      discount_amount: discount,
      base_discount_amount: discount,
      discount_percent: totals.percent,
      price_incl_tax: item.price ?? 0,
      base_price_incl_tax: item.price ?? 0,
      row_total_incl_tax: rowTotal,
      base_row_total_incl_tax: rowTotal,
      options: '[]',
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: item.name ?? '',
    };
  });
  const segments: JsonObject[] = [{ code: 'subtotal', title: 'Subtotal', value: totals.subtotal }];
  if (totals.discount > 0) segments.push({ code: 'discount', title: `Discount (${String(cart.coupon_code)})`, value: -totals.discount });
  segments.push({ code: 'shipping', title: typeof cart.__shipping_method === 'string' ? 'Shipping & Handling (Flat Rate - Fixed)' : 'Shipping & Handling', value: totals.shipping });
  segments.push({ code: 'tax', title: 'Tax', value: 0, extension_attributes: { tax_grandtotal_details: [] } });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: totals.grandTotal, area: 'footer' });
  out.total_segments = segments;
  return out;
}

export const totalsHandlers: HandlerTable = {};

both(totalsHandlers, 'CartTotalRepositoryInterface', 'get', (ctx) => serializeTotals(ctx.state, resolveCart(ctx)));
both(totalsHandlers, 'CouponManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  // The platform renders a null coupon as an empty array.
  return typeof cart.coupon_code === 'string' ? cart.coupon_code : [];
});
both(totalsHandlers, 'CouponManagementInterface', 'set', (ctx) => {
  const cart = resolveCart(ctx);
  if (itemsOf(ctx.state, cart).length === 0) throw notFound('The "%1" Cart doesn\'t contain products.', [Number(cart.id)]);
  const code = param(ctx, 'couponCode');
  const coupon = ctx.state.coupons.all().find((row) => String(row.code).toLowerCase() === code.toLowerCase());
  if (coupon === undefined) throw notFound('The coupon code isn\'t valid. Verify the code and try again.');
  cart.coupon_code = String(coupon.code);
  touch(ctx, cart);
  return true;
});
both(totalsHandlers, 'CouponManagementInterface', 'remove', (ctx) => {
  const cart = resolveCart(ctx);
  delete cart.coupon_code;
  touch(ctx, cart);
  return true;
});
