// A cart's money as the platform's quote totals collectors make it under their default configuration (Magento 2.4.7
// Tax and SalesRule; tax/calculation/algorithm TOTAL_BASE_CALCULATION, apply_after_discount 1, discount_tax 0, prices
// and shipping excluding tax, no shipping tax class): each line's row total, its discount (a percent rule rounded
// line by line with the remainder carried to the next line of the same percent; a fixed amount per item capped at the
// row total), its tax (the rates of the tax rules that name the cart's customer tax class and the product's tax class
// and match the shipping address, on the row total less its discount, rounded line by line with the remainder carried
// per rate and a first remainder of 0.000001), the tax before the discount that makes row_total_incl_tax and
// price_incl_tax, and the totals. Fault tax-dropped: no tax anywhere, consistently (the totals still add up).

import { asNumber } from '../context.ts';
import type { JsonObject } from '../json.ts';
import { DeltaRounder, phpRound } from '../rounding.ts';
import type { State } from '../state.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { itemsOf, quoteAddress } from './carts.ts';

export interface MoneyLine {
  item: JsonObject;
  price: number;
  qty: number;
  rowTotal: number;
  discount: number;
  discountPercent: number;
  tax: number;
  taxBeforeDiscount: number;
  taxPercent: number;
  rowTotalInclTax: number;
  priceInclTax: number;
}

/** The rule of the cart's coupon, if any. */
export function couponRule(state: State, cart: JsonObject): JsonObject | undefined {
  if (typeof cart.coupon_code !== 'string') return undefined;
  const coupon = state.coupons.all().find((row) => row.code === cart.coupon_code);
  return coupon === undefined ? undefined : state.salesRules.get(Number(coupon.rule_id));
}

/** The customer tax class of the cart's customer (a guest: NOT LOGGED IN's). */
function customerTaxClass(state: State, cart: JsonObject): number {
  const customer = typeof cart.__customer_id === 'number' ? state.customers.get(cart.__customer_id) : undefined;
  const groupId = customer === undefined ? 0 : asNumber(customer.group_id, 1);
  return asNumber(state.customerGroups.get(groupId)?.tax_class_id, 3);
}

function productTaxClass(state: State, item: JsonObject): number {
  const product = state.products.get(asNumber(item.__product_id, -1));
  const attributes = (product?.__custom_attributes as JsonObject[] | undefined) ?? [];
  return asNumber(attributes.find((entry) => entry.attribute_code === 'tax_class_id')?.value, 2);
}

/** The tax percent for one line: the rates of every rule naming both classes that match the address (the store's
 * default destination, US with any region, until the cart has a shipping address). Rates of one rule add up. */
function ratePercent(state: State, customerClass: number, productClass: number, address: JsonObject): { percent: number; codes: string[] } {
  const country = typeof address.country_id === 'string' && address.country_id !== '' ? address.country_id : 'US';
  const region = asNumber(address.region_id, 0);
  const postcode = typeof address.postcode === 'string' ? address.postcode : '*';
  let percent = 0;
  const codes: string[] = [];
  for (const rule of state.taxRules.all()) {
    const customers = Array.isArray(rule.customer_tax_class_ids) ? rule.customer_tax_class_ids.map((id) => asNumber(id, -1)) : [];
    const products = Array.isArray(rule.product_tax_class_ids) ? rule.product_tax_class_ids.map((id) => asNumber(id, -1)) : [];
    if (!customers.includes(customerClass) || !products.includes(productClass)) continue;
    for (const rateId of Array.isArray(rule.tax_rate_ids) ? rule.tax_rate_ids : []) {
      const rate = state.taxRates.get(asNumber(rateId, -1));
      if (rate === undefined || rate.tax_country_id !== country) continue;
      const rateRegion = asNumber(rate.tax_region_id, 0);
      if (rateRegion !== 0 && rateRegion !== region) continue;
      const ratePostcode = typeof rate.tax_postcode === 'string' ? rate.tax_postcode : '*';
      if (ratePostcode !== '*' && ratePostcode !== '' && ratePostcode !== postcode) continue;
      percent += asNumber(rate.rate, 0);
      codes.push(String(rate.code));
    }
  }
  return { percent, codes };
}

export interface QuoteMoney {
  lines: MoneyLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  shippingDiscount: number;
  tax: number;
  subtotalInclTax: number;
  grandTotal: number;
  qty: number;
  /** The coupon rule's percent (0 for a fixed amount or no coupon). */
  percent: number;
  /** The rates that taxed the cart, for the tax segment. */
  rates: Array<{ percent: number; title: string }>;
}

export function quoteMoney(state: State, cart: JsonObject, shipping: number, faults: ReadonlySet<string>): QuoteMoney {
  const rule = couponRule(state, cart);
  const fixed = rule?.simple_action === 'by_fixed';
  const amount = rule === undefined ? 0 : asNumber(rule.discount_amount, 0);
  const percent = rule === undefined || fixed ? 0 : Math.min(100, amount);
  const dropped = faults.has(COMMERCE_FAULT.taxDropped);
  const customerClass = customerTaxClass(state, cart);
  const address = quoteAddress(state, cart, 'shipping');
  const discountDelta = new Map<string, number>();
  const taxBefore = new DeltaRounder(0.000001);
  const taxAfter = new DeltaRounder(0.000001);
  const rates = new Map<string, number>();
  const lines = itemsOf(state, cart).map((item): MoneyLine => {
    const price = phpRound(asNumber(item.price, 0));
    const qty = asNumber(item.qty, 0);
    const rowTotal = phpRound(price * qty);
    let discount = 0;
    if (fixed) discount = phpRound(Math.min(rowTotal, amount * qty));
    else if (percent > 0) {
      const key = String(percent);
      const raw = (rowTotal * percent) / 100 + (discountDelta.get(key) ?? 0);
      discount = phpRound(raw);
      discountDelta.set(key, raw - discount);
    }
    const found = dropped ? { percent: 0, codes: [] } : ratePercent(state, customerClass, productTaxClass(state, item), address);
    for (const code of found.codes) rates.set(code, found.percent);
    const before = taxBefore.round((rowTotal * found.percent) / 100);
    const tax = taxAfter.round((Math.max(rowTotal - discount, 0) * found.percent) / 100);
    const rowTotalInclTax = phpRound(rowTotal + before);
    return { item, price, qty, rowTotal, discount, discountPercent: percent, tax, taxBeforeDiscount: before, taxPercent: found.percent, rowTotalInclTax, priceInclTax: qty === 0 ? price : phpRound(rowTotalInclTax / qty) };
  });
  const sum = (values: number[]): number => phpRound(values.reduce((a, b) => a + b, 0));
  const subtotal = sum(lines.map((l) => l.rowTotal));
  const tax = sum(lines.map((l) => l.tax));
  // A percent rule that applies to shipping takes its percent off the shipping too (the run's 100 % rule).
  const shippingDiscount = rule?.apply_to_shipping === true && percent > 0 ? phpRound((shipping * percent) / 100) : 0;
  const discount = phpRound(sum(lines.map((l) => l.discount)) + shippingDiscount);
  return {
    lines,
    subtotal,
    discount,
    shipping,
    shippingDiscount,
    tax,
    subtotalInclTax: sum(lines.map((l) => l.rowTotalInclTax)),
    grandTotal: phpRound(subtotal - discount + shipping + tax),
    qty: lines.reduce((n, l) => n + l.qty, 0),
    percent,
    rates: [...rates].map(([title, p]) => ({ percent: p, title })),
  };
}
