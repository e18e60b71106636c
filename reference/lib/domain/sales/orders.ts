// Orders: placed from a cart (CartManagement::placeOrder), read, saved through the repository, their addresses,
// comments, hold, unhold, cancellation, e-mails, and their items; and the payment transactions.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { COMMERCE_FAULT, OPTION_LINE_FAULT } from '../faults.ts';
import { giftCardLineOf, type CardUse } from '../commerce/gift-card-accounts.ts';
import { isVirtualGiftCard, orderItemProductOption } from '../commerce/gift-cards.ts';
import { addComment, commentInput, commentList, commentsOf, ENTITY_NOT_FOUND, increment, itemsOfOrder, listOf, publicFields, requireOrder, round, S, sortedFields, statusField } from './common.ts';

export const STORE_NAME = 'Main Website\nMain Website Store\nDefault Store View';

/** The fields of sales-data-total-interface (an order's shipping total), as the platform fills them. */
export const SHIPPING_TOTAL_FIELDS = [
  'base_shipping_amount',
  'base_shipping_discount_amount',
  'base_shipping_discount_tax_compensation_amnt',
  'base_shipping_incl_tax',
  'base_shipping_invoiced',
  'base_shipping_refunded',
  'base_shipping_tax_amount',
  'base_shipping_tax_refunded',
  'shipping_amount',
  'shipping_discount_amount',
  'shipping_discount_tax_compensation_amount',
  'shipping_incl_tax',
  'shipping_invoiced',
  'shipping_refunded',
  'shipping_tax_amount',
  'shipping_tax_refunded',
] as const;

/** The totals an order is placed with. Defined here, with the snapshot an order is placed from, rather than in
 * quote.ts that computes them: quote.ts places orders through this module, so the type in quote.ts made the two
 * files import each other. */
export interface CartTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  qty: number;
  percent: number;
  /** The part of the discount taken off the shipping (a rule that applies to shipping). */
  shippingDiscount: number;
  /** The tax of the lines (no shipping tax: the platform's default has no shipping tax class). */
  tax: number;
  subtotalInclTax: number;
  /** Each cart item's money, by its item id (quote/money.ts). */
  lines: TotalsLine[];
  /** Commerce: the grand total before the cart's gift cards, and what the cards take off it (grandTotal is net of
   * it: commerce/gift-card-accounts.ts giftCardTotals). */
  grandTotalBeforeCards?: number;
  giftCards?: { used: number; balance: number; cards: CardUse[] };
}

/** One cart line's money as the order takes it over. */
export interface TotalsLine {
  itemId: number;
  rowTotal: number;
  discount: number;
  discountPercent: number;
  tax: number;
  taxPercent: number;
  rowTotalInclTax: number;
  priceInclTax: number;
}

export interface CartSnapshot {
  cart: JsonObject;
  items: JsonObject[];
  billing: JsonObject;
  shipping: JsonObject;
  totals: CartTotals;
  email: string;
  /** A virtual quote: no shipping address, nothing shipped (gift cards only). */
  virtual?: boolean;
  /** The tax rates that taxed the cart (their codes as titles): what the order's applied taxes name. */
  rates?: Array<{ percent: number; title: string }>;
}

export function orderAddress(state: State, source: JsonObject, kind: 'billing' | 'shipping', email: string): JsonObject {
  const row: JsonObject = {
    address_type: kind,
    city: source.city ?? '',
    country_id: source.country_id ?? '',
    email,
    firstname: source.firstname ?? '',
    lastname: source.lastname ?? '',
    postcode: source.postcode ?? '',
    region: source.region ?? '',
    region_code: source.region_code ?? '',
    region_id: asNumber(source.region_id, 0),
    street: clone((source.street as Json | undefined) ?? ['']),
    telephone: source.telephone ?? '',
  };
  // The optional parts, copied from the quote when set (real 2.4.7-p3: an order placed from a cart whose addresses had
  // every field answered them all; tests/corpus/real-2.4.7-p3/whole-entities/order-every-address-field.read.json).
  for (const field of ['company', 'fax', 'middlename', 'prefix', 'suffix', 'vat_id'] as const) {
    if (source[field] !== undefined && source[field] !== null) row[field] = clone(source[field] as Json);
  }
  state.orderAddresses.insert(row, 'entity_id');
  return row;
}

/** Turn a cart into an order (CartManagement::placeOrder). Returns the new order id. */
export function placeOrderFromCart(ctx: Ctx, snapshot: CartSnapshot): number {
  const { state } = ctx;
  const now = ctx.now();
  const { totals } = snapshot;
  const customerId = typeof snapshot.cart.__customer_id === 'number' ? snapshot.cart.__customer_id : null;
  const customer = customerId === null ? undefined : state.customers.get(customerId);
  const order: JsonObject = { created_at: now, updated_at: now };
  state.orders.insert(order, 'entity_id');
  const orderId = Number(order.entity_id);
  const virtual = snapshot.virtual === true;
  const shippingAddress = virtual ? null : orderAddress(state, snapshot.shipping, 'shipping', snapshot.email);
  const billingAddress = orderAddress(state, snapshot.billing, 'billing', snapshot.email);
  if (shippingAddress !== null) shippingAddress.parent_id = orderId;
  billingAddress.parent_id = orderId;
  const coupon = typeof snapshot.cart.coupon_code === 'string' ? snapshot.cart.coupon_code : null;
  const ruleId = coupon === null ? null : state.coupons.all().find((row) => row.code === coupon)?.rule_id;
  const rule = ruleId === undefined || ruleId === null ? undefined : state.salesRules.get(Number(ruleId));
  const items = snapshot.items.map((line) => {
    const price = asNumber(line.price, 0);
    const qty = asNumber(line.qty, 0);
    const rowGross = round(price * qty);
    const money = totals.lines.find((l) => l.itemId === asNumber(line.item_id, -1));
    const discount = money?.discount ?? round((rowGross * totals.percent) / 100);
    const tax = money?.tax ?? 0;
    const priceInclTax = money?.priceInclTax ?? price;
    // The platform keeps the row total before the discount (what invoices and credit memos take their shares of) and
    // answers an item's row_total less its discount and row_total_incl_tax as that plus its tax (real 2.4.7-p3,
    // tests/corpus/real-2.4.7-p3/money-answers.json).
    const net = round(rowGross - discount);
    const item: JsonObject = {
      __row_total: rowGross,
      __row_total_incl_tax: money?.rowTotalInclTax ?? rowGross,
      amount_refunded: 0,
      base_amount_refunded: 0,
      base_discount_amount: discount,
      base_discount_invoiced: 0,
      base_discount_tax_compensation_amount: 0,
      base_original_price: price,
      base_price: price,
      base_price_incl_tax: priceInclTax,
      base_row_invoiced: 0,
      base_row_total: net,
      base_row_total_incl_tax: round(net + tax),
      base_tax_amount: tax,
      base_tax_invoiced: 0,
      created_at: now,
      discount_amount: discount,
      discount_invoiced: 0,
      discount_percent: money?.discountPercent ?? totals.percent,
      free_shipping: 0,
      discount_tax_compensation_amount: 0,
      is_qty_decimal: 0,
      is_virtual: 0,
      // The fault order-line-name-dropped: the line keeps no product name.
      name: ctx.options.faults.has(COMMERCE_FAULT.orderLineNameDropped) ? '' : (line.name ?? ''),
      no_discount: 0,
      order_id: orderId,
      original_price: price,
      price,
      price_incl_tax: priceInclTax,
      product_id: line.__product_id ?? 0,
      product_type: line.product_type ?? 'simple',
      qty_canceled: 0,
      qty_invoiced: 0,
      qty_ordered: qty,
      qty_refunded: 0,
      qty_shipped: 0,
      quote_item_id: line.item_id ?? 0,
      row_invoiced: 0,
      row_total: net,
      row_total_incl_tax: round(net + tax),
      row_weight: qty,
      sku: line.sku ?? '',
      store_id: 1,
      tax_amount: tax,
      tax_invoiced: 0,
      tax_percent: money?.taxPercent ?? 0,
      updated_at: now,
      weight: 1,
    };
    if (rule !== undefined) item.applied_rule_ids = String(rule.rule_id);
    // The fault order-item-gift-message-dropped: the quote item's gift message stays behind.
    if (line.__gift_message_id !== undefined && !ctx.options.faults.has(COMMERCE_FAULT.orderItemGiftMessageDropped)) item.__gift_message_id = line.__gift_message_id;
    // A gift card line keeps its options and e-mail template; a virtual one weighs nothing and ships nothing.
    Object.assign(item, giftCardLineOf(state, line));
    if (isVirtualGiftCard(state.products.get(asNumber(line.__product_id, -1)))) Object.assign(item, { is_virtual: 1, row_weight: 0 });
    // A configurable's, a bundle's or a downloadable's choice travels with its item (quote/composite-items.ts); fault
    // order-item-options-dropped leaves it behind.
    if (line.__composite_option !== undefined && !ctx.options.faults.has(OPTION_LINE_FAULT.orderItemOptionsDropped)) item.__composite_option = line.__composite_option;
    state.orderItems.insert(item, 'item_id');
    // A configurable's or a bundle's line places its child's simple item under it (quote/composite-items.ts): the
    // item that holds the stock. Its money stays on the parent's item here.
    type Child = { productId: number; sku: string; name: string; qtyPer: number; price: number };
    const first = line.__child as Child | undefined;
    // A bundle of several options places each child's item under it, in the order chosen.
    for (const child of first === undefined ? [] : [first, ...((line.__more_children as Child[] | undefined) ?? [])]) {
      const childQty = qty * child.qtyPer;
      const zero = { amount_refunded: 0, base_amount_refunded: 0, base_discount_amount: 0, base_discount_invoiced: 0, base_discount_tax_compensation_amount: 0, base_row_invoiced: 0, base_row_total: 0, base_row_total_incl_tax: 0, base_tax_amount: 0, base_tax_invoiced: 0, discount_amount: 0, discount_invoiced: 0, discount_percent: 0, discount_tax_compensation_amount: 0, row_invoiced: 0, row_total: 0, row_total_incl_tax: 0, tax_amount: 0, tax_invoiced: 0, tax_percent: 0 };
      state.orderItems.insert({ ...zero, __row_total: 0, __row_total_incl_tax: 0, base_original_price: child.price, base_price: child.price, base_price_incl_tax: child.price, created_at: now, free_shipping: 0, is_qty_decimal: 0, is_virtual: 0, name: child.name, no_discount: 0, order_id: orderId, original_price: child.price, parent_item_id: item.item_id ?? 0, price: child.price, price_incl_tax: child.price, product_id: child.productId, product_type: 'simple', qty_canceled: 0, qty_invoiced: 0, qty_ordered: childQty, qty_refunded: 0, qty_shipped: 0, quote_item_id: line.item_id ?? 0, row_weight: childQty, sku: child.sku, store_id: 1, updated_at: now, weight: 1 }, 'item_id');
    }
    return item;
  });
  // What the platform leaves unset on a new order (the *_invoiced, *_paid, *_refunded amounts, the adjustments) is
  // left out, as its answers leave it out (real 2.4.7-p3): invoicing and refunding set them.
  const fields: JsonObject = {
    base_currency_code: 'USD',
    base_discount_amount: -totals.discount,
    base_grand_total: totals.grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_shipping_amount: totals.shipping,
    base_shipping_discount_amount: totals.shippingDiscount,
    base_shipping_discount_tax_compensation_amnt: 0,
    base_shipping_incl_tax: totals.shipping,
    base_shipping_tax_amount: 0,
    base_subtotal: totals.subtotal,
    base_subtotal_incl_tax: totals.subtotalInclTax,
    base_tax_amount: totals.tax,
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    base_total_due: totals.grandTotal,
    billing_address_id: billingAddress.entity_id ?? 0,
    customer_email: snapshot.email,
    customer_firstname: customer?.firstname ?? snapshot.billing.firstname ?? '',
    customer_group_id: customer === undefined ? 0 : asNumber(customer.group_id, 1),
    customer_is_guest: customer === undefined ? 1 : 0,
    customer_lastname: customer?.lastname ?? snapshot.billing.lastname ?? '',
    customer_note_notify: 1,
    discount_amount: -totals.discount,
    email_sent: 1,
    global_currency_code: 'USD',
    grand_total: totals.grandTotal,
    discount_tax_compensation_amount: 0,
    increment_id: increment(orderId),
    is_virtual: virtual ? 1 : 0,
    order_currency_code: 'USD',
    protect_code: (BigInt(orderId) * 0x9e3779b97f4a7c15n).toString(16).padStart(32, '0').slice(-32),
    quote_id: snapshot.cart.id ?? 0,
    remote_ip: '127.0.0.1',
    shipping_amount: totals.shipping,
    ...(virtual ? {} : { shipping_description: 'Flat Rate - Fixed' }),
    shipping_discount_amount: totals.shippingDiscount,
    shipping_discount_tax_compensation_amount: 0,
    shipping_incl_tax: totals.shipping,
    shipping_tax_amount: 0,
    state: 'new',
    status: 'pending',
    store_currency_code: 'USD',
    store_id: 1,
    store_name: STORE_NAME,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotalInclTax,
    tax_amount: totals.tax,
    total_due: totals.grandTotal,
    total_item_count: items.length,
    total_qty_ordered: totals.qty,
    weight: virtual ? 0 : totals.qty,
  };
  if (customer !== undefined) fields.customer_id = customerId;
  if (coupon !== null) fields.coupon_code = coupon;
  if (rule !== undefined) {
    fields.applied_rule_ids = String(rule.rule_id);
    fields.discount_description = asString(rule.description, coupon ?? '');
  }
  Object.assign(order, fields);
  if (totals.tax > 0 && snapshot.rates !== undefined && snapshot.rates.length > 0) order.__applied_rates = snapshot.rates.map((r) => ({ code: r.title, percent: r.percent }));
  if (shippingAddress !== null) order.__shipping_address_id = shippingAddress.entity_id ?? 0;
  snapshot.cart.reserved_order_id = increment(orderId);
  order.__payment = {
    account_status: null,
    additional_information: ['Check / Money order'],
    amount_ordered: totals.grandTotal,
    base_amount_ordered: totals.grandTotal,
    base_shipping_amount: totals.shipping,
    cc_exp_year: '0',
    cc_last4: null,
    cc_ss_start_month: '0',
    cc_ss_start_year: '0',
    entity_id: orderId,
    method: asString(snapshot.cart.__payment_method, 'checkmo'),
    parent_id: orderId,
    shipping_amount: totals.shipping,
  };
  if (coupon !== null && rule !== undefined) {
    const usedCoupon = state.coupons.all().find((row) => row.code === coupon);
    if (usedCoupon !== undefined) usedCoupon.times_used = asNumber(usedCoupon.times_used, 0) + 1;
  }
  return orderId;
}

export function serializeOrderItem(item: JsonObject, state?: State): JsonObject {
  const out = sortedFields(item);
  // A gift card line answers its options, and the codes of the accounts its invoice made (real Adobe Commerce 2.4.6-p1).
  if (item.__composite_option !== undefined) out.product_option = item.__composite_option;
  if (item.__giftcard_option !== undefined) out.product_option = orderItemProductOption(item.__giftcard_option as JsonObject, Array.isArray(item.__giftcard_created_codes) ? item.__giftcard_created_codes.map(String) : undefined);
  // The quote item's gift message travels with the order item (real 2.4.7-p3: extension_attributes.gift_message).
  const message = state === undefined ? undefined : state.giftMessages.get(asNumber(item.__gift_message_id, -1));
  out.extension_attributes = { ...(message !== undefined ? { gift_message: { gift_message_id: message.gift_message_id ?? 0, customer_id: message.customer_id ?? 0, sender: message.sender ?? '', recipient: message.recipient ?? '', message: message.message ?? '' } } : {}), itemized_taxes: [] };
  return out;
}

/** The rates that taxed the order, each with its share of the order's tax (sales_order_tax: the real 2.4.7-p3 answers
 * the run's one rate with the order's whole tax_amount in applied_taxes and taxes). */
function appliedTaxes(order: JsonObject): Array<{ code: string; percent: number; amount: number }> {
  const rates = Array.isArray(order.__applied_rates) ? (order.__applied_rates as JsonObject[]) : [];
  const total = rates.reduce((sum, r) => sum + asNumber(r.percent, 0), 0);
  const tax = asNumber(order.tax_amount, 0);
  return rates.map((r) => ({ code: asString(r.code, ''), percent: asNumber(r.percent, 0), amount: total === 0 ? 0 : round((tax * asNumber(r.percent, 0)) / total) }));
}

export function serializeOrder(state: State, order: JsonObject): JsonObject {
  const orderId = Number(order.entity_id);
  const out = sortedFields(order);
  const items = itemsOfOrder(state, orderId).map((item) => serializeOrderItem(item, state));
  out.items = items;
  const billing = state.orderAddresses.get(asNumber(order.billing_address_id, -1));
  if (billing !== undefined) out.billing_address = sortedFields(billing);
  out.payment = sortedFields((order.__payment as JsonObject | undefined) ?? {});
  out.status_histories = commentsOf(state.orderComments, orderId)
    .sort((a, b) => asNumber(b.entity_id, 0) - asNumber(a.entity_id, 0))
    .map(sortedFields);
  const shipping = state.orderAddresses.get(asNumber(order.__shipping_address_id, -1));
  const shippingTotal: JsonObject = {};
  for (const key of SHIPPING_TOTAL_FIELDS) if (out[key] !== undefined) shippingTotal[key] = out[key] as Json;
  // A virtual order's assignment has no address and no method (real Adobe Commerce 2.4.6-p1).
  const assignment: JsonObject = order.is_virtual === 1 ? { total: shippingTotal } : { address: shipping === undefined ? {} : sortedFields(shipping), method: 'flatrate_flatrate', total: shippingTotal };
  out.extension_attributes = {
    shipping_assignments: [{ shipping: assignment, items }],
    payment_additional_info: [{ key: 'method_title', value: 'Check / Money order' }],
    applied_taxes: appliedTaxes(order).map((t) => ({ code: t.code, title: t.code, percent: t.percent, amount: t.amount, base_amount: t.amount })),
    item_applied_taxes: [],
    ...(state.commerce ? commerceOrderExtension(order) : {}),
    converting_from_quote: false,
    taxes: appliedTaxes(order).map((t, i) => ({ tax_id: orderId * 10 + i, order_id: orderId, code: t.code, title: t.code, percent: t.percent, amount: t.amount, base_amount: t.amount, base_real_amount: t.amount, priority: 0, position: 0, process: 0 })),
    additional_itemized_taxes: [],
  };
  return out;
}

/**
 * The order's extension attributes Adobe Commerce adds (real 2.4.6-p1, GET /V1/orders/:id): store credit (0) where the
 * quote had it applied, the gift cards and their amount always (none: [] and 0), the amounts invoiced and refunded
 * once a document took some, and the gift wrapping prices (text, as the database holds them).
 */
function commerceOrderExtension(order: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (order.__customer_balance_applied === true) Object.assign(out, { base_customer_balance_amount: 0, customer_balance_amount: 0 });
  const amount = asNumber(order.__gift_cards_amount, 0);
  out.gift_cards = clone(((order.__gift_cards as Json | undefined) ?? []) as Json);
  out.base_gift_cards_amount = amount;
  out.gift_cards_amount = amount;
  for (const kind of ['invoiced', 'refunded'] as const) {
    const value = order[`__gift_cards_${kind}`];
    if (typeof value === 'number') Object.assign(out, { [`base_gift_cards_${kind}`]: value, [`gift_cards_${kind}`]: value });
  }
  return { ...out, gw_base_price: '0.0000', gw_price: '0.0000', gw_items_base_price: '0.0000', gw_items_price: '0.0000', gw_card_base_price: '0.0000', gw_card_price: '0.0000' };
}

export const orderHandlers: HandlerTable = {
  [`${S}OrderRepositoryInterface::get`]: (ctx) => serializeOrder(ctx.state, requireOrder(ctx.state, intParam(ctx, 'id'))),
  [`${S}OrderRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.orders.all(), (row) => serializeOrder(ctx.state, row), 'sales_order'),
  [`${S}OrderRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const id = ctx.call.params.parent_id ?? (input.entity_id === undefined ? undefined : String(input.entity_id));
    if (id === undefined) throw inputError('The order can\'t be created through this route; place it from a cart.');
    const order = requireOrder(ctx.state, asNumber(id, -1));
    // The repository saves the object decoded from the body: the columns sent are written, the others kept (real
    // 2.4.7-p3: a customer_note saved, the totals untouched). Its answer is that object: what was sent, the ids, the
    // dates, the totals the save recalculated from nothing (due 0, grand totals and e-mail unset), and the order's
    // loaded parts (items, addresses, payment, history).
    const given: JsonObject = {};
    for (const [field, value] of Object.entries(input)) {
      if (field === 'entity_id' || field === 'items' || field === 'billing_address' || field === 'payment' || field === 'status_histories' || field === 'extension_attributes' || value === null || typeof value === 'object') continue;
      order[field] = clone(value as Json);
      given[field] = clone(value as Json);
    }
    // Fault order-save-renumbers: the save gives the order a new increment_id (the platform keeps the placed one).
    if (ctx.options.faults.has(COMMERCE_FAULT.orderSaveRenumbers)) order.increment_id = increment(Number(order.entity_id) + 900000000);
    order.updated_at = ctx.now();
    const full = serializeOrder(ctx.state, order);
    const answer = sortedFields({ base_grand_total: null, base_total_due: 0, billing_address_id: order.billing_address_id ?? null, created_at: order.created_at ?? null, customer_email: null, ...given, entity_id: order.entity_id ?? 0, grand_total: null, total_due: 0, updated_at: order.updated_at });
    // The loaded parts, as the object holds them: its items without their extension attributes, no order extension.
    answer.items = itemsOfOrder(ctx.state, Number(order.entity_id)).map(sortedFields);
    for (const part of ['billing_address', 'payment', 'status_histories'] as const) if (full[part] !== undefined) answer[part] = full[part] as Json;
    return answer;
  },
  [`${S}OrderAddressRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const address = ctx.state.orderAddresses.get(asNumber(input.entity_id, -1));
    // OrderAddressRepository::save looks neither the order nor the address up: an address id no address has is an
    // UPDATE of no row, answered as sent once the address validator passes, and nothing saved; what the validator
    // misses is the repository's CouldNotSave (the real 2.4.7-p3 and 2.4.6-p1, PUT /V1/orders/2100000000 with
    // entity_id 2100000000: 200 with an e-mail, 400 without).
    if (address === undefined && (input.entity_id === undefined || input.entity_id === null || asNumber(input.entity_id, 0) === 0)) {
      // A new address under an order no row has: the foreign key refuses the INSERT (the real 2.4.7-p3 and 2.4.6-p1,
      // PUT /V1/orders/2100000000 without entity_id: 400).
      const parentId = ctx.call.params.parent_id !== undefined ? intParam(ctx, 'parent_id') : asNumber(input.parent_id, -1);
      if (ctx.state.orders.get(parentId) === undefined) throw inputError('The order address couldn\'t be saved.');
      throw notFound(ENTITY_NOT_FOUND);
    }
    if (address === undefined) {
      const missing = ['parent_id', 'postcode', 'lastname', 'street', 'city', 'email', 'country_id', 'firstname', 'address_type'].some((field) => input[field] === undefined || input[field] === null);
      if (missing) throw inputError('The order address couldn\'t be saved.');
      return sortedFields({ ...clone(input), ...(ctx.call.params.parent_id !== undefined ? { parent_id: intParam(ctx, 'parent_id') } : {}) });
    }
    const written: JsonObject = { email: address.email ?? null };
    for (const field of ['address_type', 'city', 'company', 'country_id', 'fax', 'firstname', 'lastname', 'middlename', 'parent_id', 'postcode', 'prefix', 'region', 'region_code', 'region_id', 'street', 'suffix', 'telephone', 'vat_id', 'email'] as const) {
      if (!(field in input)) continue;
      if (field !== 'address_type' && field !== 'parent_id') address[field] = clone(input[field] ?? null);
      written[field] = clone(input[field] ?? null);
    }
    // The answer is the address object as saved: the fields sent (and the stored e-mail), not the whole row.
    return sortedFields({ ...written, entity_id: address.entity_id ?? 0 });
  },
  // An order whose status is unset answers null: the platform renders a null scalar result as [] (index.ts answered).
  [`${S}OrderManagementInterface::getStatus`]: (ctx) => statusField(requireOrder(ctx.state, intParam(ctx, 'id'))).status ?? null,
  [`${S}OrderManagementInterface::cancel`]: (ctx) => {
    // Order::canCancel: not held, complete, closed or cancelled, and something left to invoice; what is neither
    // invoiced nor shipped is cancelled (an order shipped in full but not invoiced is cancelled too: real 2.4.7-p3).
    // Fault cancel-unguarded: an order on hold or complete is cancelled as well (its quantities left as they are).
    const order = requireOrder(ctx.state, intParam(ctx, 'id'));
    if (ctx.options.faults.has(COMMERCE_FAULT.cancelUnguarded) && (order.state === 'holded' || order.state === 'complete')) {
      order.state = 'canceled';
      order.status = 'canceled';
      return true;
    }
    if (order.state !== 'new' && order.state !== 'processing') return false;
    const items = itemsOfOrder(ctx.state, Number(order.entity_id));
    if (items.every((item) => asNumber(item.qty_invoiced, 0) >= asNumber(item.qty_ordered, 0))) return false;
    for (const item of items) item.qty_canceled = Math.max(0, asNumber(item.qty_ordered, 0) - Math.max(asNumber(item.qty_invoiced, 0), asNumber(item.qty_shipped, 0)));
    order.state = 'canceled';
    order.status = 'canceled';
    order.updated_at = ctx.now();
    return true;
  },
  [`${S}OrderManagementInterface::hold`]: (ctx) => {
    const order = requireOrder(ctx.state, intParam(ctx, 'id'));
    if (order.state !== 'new' && order.state !== 'processing') throw inputError('A hold action is not available.');
    order.__state_before_hold = order.state ?? 'new';
    order.state = 'holded';
    order.status = 'holded';
    return true;
  },
  [`${S}OrderManagementInterface::unHold`]: (ctx) => {
    const order = requireOrder(ctx.state, intParam(ctx, 'id'));
    if (order.state !== 'holded') throw inputError('You cannot remove the hold.');
    order.state = order.__state_before_hold ?? 'new';
    order.status = order.state === 'new' ? 'pending' : order.state;
    return true;
  },
  [`${S}OrderManagementInterface::notify`]: (ctx) => {
    requireOrder(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  [`${S}OrderManagementInterface::addComment`]: (ctx) => {
    const order = requireOrder(ctx.state, intParam(ctx, 'id'));
    const input = commentInput(ctx, 'statusHistory');
    addComment(ctx, ctx.state.orderComments, Number(order.entity_id), String(input.comment), { ...statusField(order), ...(typeof input.status === 'string' ? { status: input.status } : {}), is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) });
    return true;
  },
  [`${S}OrderManagementInterface::getCommentsList`]: (ctx) => {
    const list = commentList(ctx.state.orderComments, Number(requireOrder(ctx.state, intParam(ctx, 'id')).entity_id));
    // Fault order-history-status-dropped: the entries are listed without their status (the order's read keeps it).
    if (ctx.options.faults.has(COMMERCE_FAULT.orderHistoryStatusDropped)) list.items = (list.items as JsonObject[]).map(({ status: _status, ...rest }) => rest);
    return list;
  },
  [`${S}OrderItemRepositoryInterface::get`]: (ctx) => {
    const item = ctx.state.orderItems.get(intParam(ctx, 'id'));
    if (item === undefined) throw notFound(ENTITY_NOT_FOUND);
    return serializeOrderItem(item, ctx.state);
  },
  [`${S}OrderItemRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.orderItems.all(), (item) => serializeOrderItem(item, ctx.state), 'sales_order_item'),
  [`${S}TransactionRepositoryInterface::get`]: (ctx) => {
    const transaction = ctx.state.transactions.get(intParam(ctx, 'id'));
    if (transaction === undefined) throw notFound(ENTITY_NOT_FOUND);
    return publicFields(transaction);
  },
  [`${S}TransactionRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.transactions.all(), publicFields, 'sales_payment_transaction'),
};
