// A cart's totals (the items, the flat rate once a shipping method is chosen, the coupon's discount, the tax of the
// tax rules that apply: quote/money.ts) and its coupon.

import type { HandlerTable } from '../context.ts';
import { asNumber, param } from '../context.ts';
import { notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { CartTotals } from '../sales/index.ts';
import type { State } from '../state.ts';
import { both, isGuestRoute, isMineRoute, itemsOf, readCartTotalsWith, requireActive, resolveCart, touch } from './carts.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';
import { FLAT_RATE_PER_ITEM } from './rates.ts';
import { quoteMoney } from './money.ts';
import { phpRound } from '../rounding.ts';
import { cardsOfCart, giftCardTotals } from '../commerce/gift-card-accounts.ts';

const NO_FAULTS: ReadonlySet<string> = new Set();

function round(value: number): number {
  return phpRound(value);
}

/** The cart's totals and each line's money (quote/money.ts); `faults`: the reference's active ones (tax-dropped). */
export function cartTotals(state: State, cart: JsonObject, faults: ReadonlySet<string> = NO_FAULTS): CartTotals {
  const qty = itemsOf(state, cart).reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  const shipping = typeof cart.__shipping_method === 'string' ? qty * FLAT_RATE_PER_ITEM : 0;
  const money = quoteMoney(state, cart, shipping, faults);
  // Commerce: the cart's gift cards come off the grand total (grand_total = subtotal + shipping + tax - discount -
  // the cards' amount used: real Adobe Commerce 2.4.6-p1), not off the discount.
  const giftCards = cardsOfCart(cart).length === 0 ? undefined : giftCardTotals(state, cart, money.grandTotal);
  return {
    subtotal: money.subtotal,
    discount: money.discount,
    shipping,
    grandTotal: phpRound(money.grandTotal - (giftCards?.used ?? 0)),
    grandTotalBeforeCards: money.grandTotal,
    ...(giftCards === undefined ? {} : { giftCards }),
    qty,
    percent: money.percent,
    shippingDiscount: money.shippingDiscount,
    tax: money.tax,
    subtotalInclTax: money.subtotalInclTax,
    lines: money.lines.map((l) => ({ itemId: asNumber(l.item.item_id, 0), rowTotal: l.rowTotal, discount: l.discount, discountPercent: l.discountPercent, tax: l.tax, taxPercent: l.taxPercent, rowTotalInclTax: l.rowTotalInclTax, priceInclTax: l.priceInclTax })),
  };
}

/** The totals as GET .../totals answers them; `checkout`: as a checkout step (totals-information, collect-totals)
 * answers them, with the coupon code always there ("" without one) and the base subtotal including tax. */
export function serializeTotals(state: State, cart: JsonObject, checkout = false, faults: ReadonlySet<string> = NO_FAULTS): JsonObject {
  const totals = cartTotals(state, cart, faults);
  const money = quoteMoney(state, cart, totals.shipping, faults);
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
    tax_amount: totals.tax,
    base_tax_amount: totals.tax,
    weee_tax_applied_amount: null,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: totals.subtotalInclTax,
    ...(checkout ? { base_subtotal_incl_tax: totals.subtotalInclTax } : {}),
    shipping_incl_tax: totals.shipping,
    base_shipping_incl_tax: totals.shipping,
    base_currency_code: 'USD',
    quote_currency_code: 'USD',
  };
  if (typeof cart.coupon_code === 'string' || checkout) out.coupon_code = typeof cart.coupon_code === 'string' ? cart.coupon_code : '';
  out.items_qty = totals.qty;
  out.items = money.lines.map(({ item, rowTotal, discount, discountPercent, tax, taxPercent, priceInclTax, rowTotalInclTax }) => ({
    item_id: item.item_id ?? 0,
    price: item.price ?? 0,
    base_price: item.price ?? 0,
    qty: item.qty ?? 0,
    row_total: rowTotal,
    base_row_total: rowTotal,
    row_total_with_discount: 0,
    tax_amount: tax,
    base_tax_amount: tax,
    tax_percent: taxPercent,
    discount_amount: discount,
    base_discount_amount: discount,
    discount_percent: discountPercent,
    price_incl_tax: priceInclTax,
    base_price_incl_tax: priceInclTax,
    row_total_incl_tax: rowTotalInclTax,
    base_row_total_incl_tax: rowTotalInclTax,
    options: '[]',
    weee_tax_applied_amount: null,
    weee_tax_applied: null,
    name: item.name ?? '',
  }));
  const segments: JsonObject[] = [{ code: 'subtotal', title: 'Subtotal', value: totals.subtotal }];
  if (totals.discount > 0) segments.push({ code: 'discount', title: `Discount (${String(cart.coupon_code)})`, value: -totals.discount });
  segments.push({ code: 'shipping', title: typeof cart.__shipping_method === 'string' ? 'Shipping & Handling (Flat Rate - Fixed)' : 'Shipping & Handling', value: totals.shipping });
  const details = totals.tax > 0 ? [{ amount: totals.tax, rates: money.rates.map((r) => ({ percent: String(r.percent), title: r.title })), group_id: 1 }] : [];
  segments.push({ code: 'tax', title: 'Tax', value: totals.tax, extension_attributes: { tax_grandtotal_details: details } });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: totals.grandTotal, area: 'footer' });
  out.total_segments = segments;
  if (state.commerce) commerceTotals(out, segments, totals);
  return out;
}

/**
 * What Adobe Commerce's totals collectors add (real 2.4.6-p1, even to an empty guest cart): the gift wrapping segment
 * after the subtotal, the gift cards' segment (when the cart has cards: value minus what they take, the cards as a JSON
 * string of {i, c, a, ba}), store credit and reward points after the grand total (nothing without a balance or an
 * exchange rate: the platform answers -0, rendered 0 here), and the reward fields among the extension attributes.
 */
function commerceTotals(out: JsonObject, segments: JsonObject[], totals: CartTotals): void {
  segments.splice(1, 0, { code: 'giftwrapping', title: 'Gift Wrapping', value: null, extension_attributes: { gw_item_ids: [], gw_price: '0.0000', gw_base_price: '0.0000', gw_items_price: '0.0000', gw_items_base_price: '0.0000', gw_card_price: '0.0000', gw_card_base_price: '0.0000' } });
  if (totals.giftCards !== undefined) segments.push({ code: 'giftcardaccount', title: 'Gift Cards', value: -totals.giftCards.used, extension_attributes: { gift_cards: JSON.stringify(totals.giftCards.cards) } });
  segments.push({ code: 'customerbalance', title: 'Store Credit', value: 0 });
  segments.push({ code: 'reward', title: '0 Reward points', value: 0 });
  out.extension_attributes = { reward_points_balance: 0, reward_currency_amount: 0, base_reward_currency_amount: 0 };
}

export const totalsHandlers: HandlerTable = {};

// Fault guest-totals-unshipped: the guest's form answers the totals without the cart's shipping (shipping_amount 0,
// grand_total the subtotal), where the platform answers the quote's totals whichever form reads them.
both(totalsHandlers, 'CartTotalRepositoryInterface', 'get', (ctx) => {
  const out = serializeTotals(ctx.state, resolveCart(ctx), false, ctx.options.faults);
  // Fault mine-totals-lines-unnamed: the customer's form answers its lines without their product's name.
  if (isMineRoute(ctx) && ctx.options.faults.has(COMMERCE_FAULT.mineTotalsLinesUnnamed) && Array.isArray(out.items)) return { ...out, items: out.items.map((line) => (line !== null && typeof line === 'object' && !Array.isArray(line) ? { ...line, name: '' } : line)) };
  if (!isGuestRoute(ctx) || !ctx.options.faults.has(COMMERCE_FAULT.guestTotalsUnshipped)) return out;
  return { ...out, shipping_amount: 0, base_shipping_amount: 0, shipping_incl_tax: 0, base_shipping_incl_tax: 0, grand_total: out.subtotal ?? 0, base_grand_total: out.base_subtotal ?? 0 };
});
both(totalsHandlers, 'CouponManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  // The platform renders a null coupon as an empty array.
  return typeof cart.coupon_code === 'string' ? cart.coupon_code : [];
});
both(totalsHandlers, 'CouponManagementInterface', 'set', (ctx) => {
  const cart = resolveCart(ctx);
  requireActive(cart);
  if (itemsOf(ctx.state, cart).length === 0) throw notFound('The "%1" Cart doesn\'t contain products.', [Number(cart.id)]);
  const code = param(ctx, 'couponCode');
  const coupon = ctx.state.coupons.all().find((row) => String(row.code).toLowerCase() === code.toLowerCase());
  // Fault invalid-coupon-accepted: a code no rule has is kept on the cart (it takes nothing off) and answered true.
  if (coupon === undefined && ctx.options.faults.has(COMMERCE_INPUT_FAULT.invalidCouponAccepted)) {
    cart.coupon_code = code;
    touch(ctx, cart);
    return true;
  }
  if (coupon === undefined) {
    // CouponManagement::set saves the cart with the code its totals kept (none), then refuses: a cart that held a
    // coupon loses it (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-02: [] read after the refusal).
    delete cart.coupon_code;
    touch(ctx, cart);
    throw notFound('The coupon code isn\'t valid. Verify the code and try again.');
  }
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

// A search of carts filters on their subtotal and grand_total (carts.ts reads them through this).
readCartTotalsWith((state, cart) => cartTotals(state, cart));
