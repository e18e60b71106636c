// Sales services: orders (placed from carts), order items, comments, invoices, shipments (with tracks), credit
// memos and transactions. Amounts follow the platform's bookkeeping: invoicing moves *_invoiced/total_paid,
// refunding moves *_refunded, and the order state walks new → processing → complete/closed.

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, searchCall } from './context.ts';
import { inputError, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { listSearch, searchResult, type SearchCriteria } from './search.ts';
import type { State } from './state.ts';

const S = 'Magento\\Sales\\Api\\';
const ENTITY_NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";
const STORE_NAME = 'Main Website\nMain Website Store\nDefault Store View';
/** The fields of sales-data-total-interface (an order's shipping total), as the platform fills them. */
const SHIPPING_TOTAL_FIELDS = [
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function increment(id: number): string {
  return String(id).padStart(9, '0');
}

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
}

export interface CartSnapshot {
  cart: JsonObject;
  items: JsonObject[];
  billing: JsonObject;
  shipping: JsonObject;
  totals: CartTotals;
  email: string;
}

function orderAddress(state: State, source: JsonObject, kind: 'billing' | 'shipping', email: string): JsonObject {
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
  const shippingAddress = orderAddress(state, snapshot.shipping, 'shipping', snapshot.email);
  const billingAddress = orderAddress(state, snapshot.billing, 'billing', snapshot.email);
  shippingAddress.parent_id = orderId;
  billingAddress.parent_id = orderId;
  const coupon = typeof snapshot.cart.coupon_code === 'string' ? snapshot.cart.coupon_code : null;
  const ruleId = coupon === null ? null : state.coupons.all().find((row) => row.code === coupon)?.rule_id;
  const rule = ruleId === undefined || ruleId === null ? undefined : state.salesRules.get(Number(ruleId));
  const items = snapshot.items.map((line) => {
    const price = asNumber(line.price, 0);
    const qty = asNumber(line.qty, 0);
    const rowGross = round(price * qty);
    const discount = round((rowGross * totals.percent) / 100);
    const item: JsonObject = {
      amount_refunded: 0,
      base_amount_refunded: 0,
      base_discount_amount: discount,
      base_discount_invoiced: 0,
      base_discount_tax_compensation_amount: 0,
      base_original_price: price,
      base_price: price,
      base_price_incl_tax: price,
      base_row_invoiced: 0,
      base_row_total: round(rowGross - discount),
      base_row_total_incl_tax: round(rowGross - discount),
      base_tax_amount: 0,
      base_tax_invoiced: 0,
      created_at: now,
      discount_amount: discount,
      discount_invoiced: 0,
      discount_percent: totals.percent,
      free_shipping: 0,
      discount_tax_compensation_amount: 0,
      is_qty_decimal: 0,
      is_virtual: 0,
      name: line.name ?? '',
      no_discount: 0,
      order_id: orderId,
      original_price: price,
      price,
      price_incl_tax: price,
      product_id: line.__product_id ?? 0,
      product_type: line.product_type ?? 'simple',
      qty_canceled: 0,
      qty_invoiced: 0,
      qty_ordered: qty,
      qty_refunded: 0,
      qty_shipped: 0,
      quote_item_id: line.item_id ?? 0,
      row_invoiced: 0,
      row_total: round(rowGross - discount),
      row_total_incl_tax: round(rowGross - discount),
      row_weight: qty,
      sku: line.sku ?? '',
      store_id: 1,
      tax_amount: 0,
      tax_invoiced: 0,
      tax_percent: 0,
      updated_at: now,
      weee_tax_applied: '[]',
      weight: 1,
    };
    if (rule !== undefined) item.applied_rule_ids = String(rule.rule_id);
    state.orderItems.insert(item, 'item_id');
    return item;
  });
  const fields: JsonObject = {
    adjustment_negative: 0,
    adjustment_positive: 0,
    base_adjustment_negative: 0,
    base_adjustment_positive: 0,
    base_currency_code: 'USD',
    base_discount_amount: -totals.discount,
    base_discount_invoiced: 0,
    base_discount_refunded: 0,
    base_grand_total: totals.grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_shipping_amount: totals.shipping,
    base_shipping_discount_amount: 0,
    base_shipping_discount_tax_compensation_amnt: 0,
    base_shipping_incl_tax: totals.shipping,
    base_shipping_invoiced: 0,
    base_shipping_refunded: 0,
    base_shipping_tax_amount: 0,
    base_subtotal: totals.subtotal,
    base_subtotal_incl_tax: totals.subtotal,
    base_subtotal_invoiced: 0,
    base_subtotal_refunded: 0,
    base_tax_amount: 0,
    base_tax_invoiced: 0,
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    base_total_due: totals.grandTotal,
    base_total_invoiced: 0,
    base_total_paid: 0,
    base_total_refunded: 0,
    billing_address_id: billingAddress.entity_id ?? 0,
    customer_email: snapshot.email,
    customer_firstname: customer?.firstname ?? snapshot.billing.firstname ?? '',
    customer_group_id: customer === undefined ? 0 : asNumber(customer.group_id, 1),
    customer_is_guest: customer === undefined ? 1 : 0,
    customer_lastname: customer?.lastname ?? snapshot.billing.lastname ?? '',
    customer_note_notify: 1,
    discount_amount: -totals.discount,
    discount_invoiced: 0,
    discount_refunded: 0,
    email_sent: 1,
    global_currency_code: 'USD',
    grand_total: totals.grandTotal,
    discount_tax_compensation_amount: 0,
    increment_id: increment(orderId),
    is_virtual: 0,
    order_currency_code: 'USD',
    protect_code: (BigInt(orderId) * 0x9e3779b97f4a7c15n).toString(16).padStart(32, '0').slice(-32),
    quote_id: snapshot.cart.id ?? 0,
    remote_ip: '127.0.0.1',
    shipping_amount: totals.shipping,
    shipping_description: 'Flat Rate - Fixed',
    shipping_discount_amount: 0,
    shipping_discount_tax_compensation_amount: 0,
    shipping_incl_tax: totals.shipping,
    shipping_invoiced: 0,
    shipping_refunded: 0,
    shipping_tax_amount: 0,
    state: 'new',
    status: 'pending',
    store_currency_code: 'USD',
    store_id: 1,
    store_name: STORE_NAME,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotal,
    subtotal_invoiced: 0,
    subtotal_refunded: 0,
    tax_amount: 0,
    tax_invoiced: 0,
    total_due: totals.grandTotal,
    total_invoiced: 0,
    total_item_count: items.length,
    total_paid: 0,
    total_qty_ordered: totals.qty,
    total_refunded: 0,
    weight: totals.qty,
  };
  if (customer !== undefined) fields.customer_id = customerId;
  if (coupon !== null) fields.coupon_code = coupon;
  if (rule !== undefined) {
    fields.applied_rule_ids = String(rule.rule_id);
    fields.discount_description = asString(rule.description, coupon ?? '');
  }
  Object.assign(order, fields);
  order.__shipping_address_id = shippingAddress.entity_id ?? 0;
  snapshot.cart.reserved_order_id = increment(orderId);
  order.__payment = {
    account_status: null,
    additional_information: ['Check / Money order'],
    amount_ordered: totals.grandTotal,
    base_amount_ordered: totals.grandTotal,
    base_shipping_amount: totals.shipping,
    cc_last4: null,
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

function requireOrder(state: State, id: number): JsonObject {
  const order = state.orders.get(id);
  if (order === undefined) throw notFound(ENTITY_NOT_FOUND);
  return order;
}

function itemsOfOrder(state: State, orderId: number): JsonObject[] {
  return state.orderItems.all().filter((item) => item.order_id === orderId);
}

function commentsOf(table: State['orderComments'], parentId: number): JsonObject[] {
  return table.all().filter((row) => row.parent_id === parentId);
}

function publicFields(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('__')) out[key] = clone(value);
  return out;
}

/** Sort keys as the platform's order serializer does (alphabetical data fields, then the nested parts). */
function sortedFields(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(row).filter((field) => !field.startsWith('__')).sort()) out[key] = clone(row[key] as Json);
  return out;
}

export function serializeOrderItem(item: JsonObject): JsonObject {
  const out = sortedFields(item);
  out.extension_attributes = { itemized_taxes: [] };
  return out;
}

export function serializeOrder(state: State, order: JsonObject): JsonObject {
  const orderId = Number(order.entity_id);
  const out = sortedFields(order);
  const items = itemsOfOrder(state, orderId).map(serializeOrderItem);
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
  out.extension_attributes = {
    shipping_assignments: [{ shipping: { address: shipping === undefined ? {} : sortedFields(shipping), method: 'flatrate_flatrate', total: shippingTotal }, items }],
    payment_additional_info: [{ key: 'method_title', value: 'Check / Money order' }],
    applied_taxes: [],
    item_applied_taxes: [],
    converting_from_quote: false,
    taxes: [],
    additional_itemized_taxes: [],
  };
  return out;
}

function addComment(ctx: Ctx, table: State['orderComments'], parentId: number, comment: string, extra: JsonObject): JsonObject {
  const row: JsonObject = { comment, created_at: ctx.now(), is_customer_notified: 0, is_visible_on_front: 0, parent_id: parentId, ...extra };
  table.insert(row, 'entity_id');
  return row;
}

function qtyRequest(input: unknown): Map<number, number> | null {
  if (!Array.isArray(input) || input.length === 0) return null;
  const wanted = new Map<number, number>();
  for (const entry of input) if (isObject(entry)) wanted.set(asNumber(entry.order_item_id, -1), asNumber(entry.qty, 0));
  return wanted;
}

function addTo(row: JsonObject, field: string, amount: number): void {
  row[field] = round(asNumber(row[field], 0) + amount);
}

/** Invoice the whole order (or the given item quantities), capture offline, as order/:id/invoice does. */
export function invoiceOrder(ctx: Ctx, order: JsonObject, itemsInput: unknown): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  if (order.state === 'canceled' || order.state === 'holded') throw inputError('The order does not allow an invoice to be created.');
  const wanted = qtyRequest(itemsInput);
  const lines = itemsOfOrder(state, orderId)
    .map((item) => ({ item, qty: Math.min(wanted?.get(Number(item.item_id)) ?? asNumber(item.qty_ordered, 0), asNumber(item.qty_ordered, 0) - asNumber(item.qty_invoiced, 0)) }))
    .filter((line) => line.qty > 0);
  if (lines.length === 0) throw inputError('The invoice can\'t be created without products. Add products and try again.');
  const now = ctx.now();
  let subtotal = 0;
  let discount = 0;
  const invoiceItems: JsonObject[] = lines.map(({ item, qty }) => {
    const price = asNumber(item.price, 0);
    const rowTotal = round(price * qty);
    const lineDiscount = round((rowTotal * asNumber(item.discount_percent, 0)) / 100);
    subtotal += rowTotal;
    discount += lineDiscount;
    addTo(item, 'qty_invoiced', qty);
    addTo(item, 'row_invoiced', rowTotal);
    addTo(item, 'base_row_invoiced', rowTotal);
    addTo(item, 'discount_invoiced', lineDiscount);
    addTo(item, 'base_discount_invoiced', lineDiscount);
    item.updated_at = now;
    return {
      base_discount_amount: lineDiscount,
      base_discount_tax_compensation_amount: 0,
      base_price: price,
      base_price_incl_tax: price,
      base_row_total: rowTotal,
      base_row_total_incl_tax: rowTotal,
      base_tax_amount: 0,
      discount_amount: lineDiscount,
      discount_tax_compensation_amount: 0,
      name: item.name ?? '',
      price,
      price_incl_tax: price,
      product_id: item.product_id ?? 0,
      row_total: rowTotal,
      row_total_incl_tax: rowTotal,
      sku: item.sku ?? '',
      tax_amount: 0,
      order_item_id: item.item_id ?? 0,
      qty,
    };
  });
  const firstInvoice = state.invoices.all().every((invoice) => invoice.order_id !== orderId);
  const shipping = firstInvoice ? asNumber(order.shipping_amount, 0) : 0;
  subtotal = round(subtotal);
  discount = round(discount);
  const grandTotal = round(subtotal - discount + shipping);
  const invoice: JsonObject = {
    base_currency_code: 'USD',
    base_discount_amount: -discount,
    base_grand_total: grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_shipping_amount: shipping,
    base_shipping_discount_tax_compensation_amnt: 0,
    base_shipping_incl_tax: shipping,
    base_shipping_tax_amount: 0,
    base_subtotal: subtotal,
    base_subtotal_incl_tax: subtotal,
    base_tax_amount: 0,
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    billing_address_id: order.billing_address_id ?? 0,
    can_void_flag: 0,
    created_at: now,
    discount_amount: -discount,
    global_currency_code: 'USD',
    grand_total: grandTotal,
    discount_tax_compensation_amount: 0,
    order_currency_code: 'USD',
    order_id: orderId,
    shipping_address_id: order.__shipping_address_id ?? 0,
    shipping_amount: shipping,
    shipping_discount_tax_compensation_amount: 0,
    shipping_incl_tax: shipping,
    shipping_tax_amount: 0,
    state: 2,
    store_currency_code: 'USD',
    store_id: 1,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal,
    subtotal_incl_tax: subtotal,
    tax_amount: 0,
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    updated_at: now,
  };
  if (typeof order.discount_description === 'string') invoice.discount_description = order.discount_description;
  state.invoices.insert(invoice, 'entity_id');
  invoice.increment_id = increment(Number(invoice.entity_id));
  invoice.items = invoiceItems.map((item, index) => ({ ...item, entity_id: state.invoices.peekNextId() * 100 + index, parent_id: invoice.entity_id ?? 0 }));
  for (const [field, amount] of [
    ['subtotal_invoiced', subtotal],
    ['base_subtotal_invoiced', subtotal],
    ['discount_invoiced', -discount],
    ['base_discount_invoiced', -discount],
    ['shipping_invoiced', shipping],
    ['base_shipping_invoiced', shipping],
    ['total_invoiced', grandTotal],
    ['base_total_invoiced', grandTotal],
    ['total_paid', grandTotal],
    ['base_total_paid', grandTotal],
    ['tax_invoiced', 0],
    ['base_tax_invoiced', 0],
  ] as const)
    addTo(order, field, amount);
  order.base_total_invoiced_cost = 0;
  order.discount_tax_compensation_invoiced = 0;
  order.base_discount_tax_compensation_invoiced = 0;
  order.total_due = round(asNumber(order.grand_total, 0) - asNumber(order.total_paid, 0));
  order.base_total_due = order.total_due;
  const payment = (order.__payment as JsonObject | undefined) ?? {};
  addTo(payment, 'amount_paid', grandTotal);
  addTo(payment, 'base_amount_paid', grandTotal);
  addTo(payment, 'shipping_captured', shipping);
  addTo(payment, 'base_shipping_captured', shipping);
  order.__payment = payment;
  advanceState(order, state);
  order.updated_at = now;
  return Number(invoice.entity_id);
}

/** Ship the whole order (or the given quantities), as order/:id/ship does. */
export function shipOrder(ctx: Ctx, order: JsonObject, itemsInput: unknown, tracksInput: unknown): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  if (order.state === 'canceled' || order.state === 'holded') throw inputError('The order does not allow a shipment to be created.');
  const wanted = qtyRequest(itemsInput);
  const lines = itemsOfOrder(state, orderId)
    .map((item) => ({ item, qty: Math.min(wanted?.get(Number(item.item_id)) ?? asNumber(item.qty_ordered, 0), asNumber(item.qty_ordered, 0) - asNumber(item.qty_shipped, 0)) }))
    .filter((line) => line.qty > 0);
  if (lines.length === 0) throw inputError('Shipment Document Validation Error(s):\n%1', ['You can\'t create a shipment without products.']);
  const now = ctx.now();
  const shipment: JsonObject = {
    billing_address_id: order.billing_address_id ?? 0,
    created_at: now,
    order_id: orderId,
    packages: [],
    shipping_address_id: order.__shipping_address_id ?? 0,
    store_id: 1,
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    updated_at: now,
  };
  if (typeof order.customer_id === 'number') shipment.customer_id = order.customer_id;
  state.shipments.insert(shipment, 'entity_id');
  const shipmentId = Number(shipment.entity_id);
  shipment.increment_id = increment(shipmentId);
  shipment.items = lines.map(({ item, qty }, index) => {
    addTo(item, 'qty_shipped', qty);
    item.updated_at = now;
    return { entity_id: shipmentId * 100 + index, name: item.name ?? '', parent_id: shipmentId, price: item.price ?? 0, product_id: item.product_id ?? 0, sku: item.sku ?? '', weight: 1, order_item_id: item.item_id ?? 0, qty };
  });
  if (Array.isArray(tracksInput)) for (const track of tracksInput) if (isObject(track)) addTrack(ctx, shipment, track as JsonObject);
  advanceState(order, state);
  order.updated_at = now;
  return shipmentId;
}

function addTrack(ctx: Ctx, shipment: JsonObject, input: JsonObject): JsonObject {
  const now = ctx.now();
  const track: JsonObject = {
    order_id: shipment.order_id ?? 0,
    created_at: now,
    parent_id: shipment.entity_id ?? 0,
    updated_at: now,
    weight: input.weight === undefined ? null : asNumber(input.weight, 0),
    qty: input.qty === undefined ? null : asNumber(input.qty, 0),
    description: input.description === undefined ? null : asString(input.description, ''),
    track_number: asString(input.track_number, ''),
    title: asString(input.title, ''),
    carrier_code: asString(input.carrier_code, 'custom'),
  };
  ctx.state.shipmentTracks.insert(track, 'entity_id');
  return track;
}

/** Refund (offline) the given quantities of an order, as order/:id/refund does. */
export function refundOrder(ctx: Ctx, order: JsonObject, itemsInput: unknown, includeShipping: boolean): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  if (asNumber(order.total_paid, 0) <= asNumber(order.total_refunded, 0)) throw inputError('The creditmemo can\'t be created. Only invoiced orders can be refunded.');
  const wanted = qtyRequest(itemsInput);
  const lines = itemsOfOrder(state, orderId)
    .map((item) => ({ item, qty: Math.min(wanted?.get(Number(item.item_id)) ?? asNumber(item.qty_invoiced, 0), asNumber(item.qty_invoiced, 0) - asNumber(item.qty_refunded, 0)) }))
    .filter((line) => line.qty > 0);
  if (lines.length === 0) throw inputError('The credit memo\'s total must be positive.');
  const now = ctx.now();
  let subtotal = 0;
  let discount = 0;
  const memoItems = lines.map(({ item, qty }) => {
    const price = asNumber(item.price, 0);
    const rowTotal = round(price * qty);
    const lineDiscount = round((rowTotal * asNumber(item.discount_percent, 0)) / 100);
    subtotal += rowTotal;
    discount += lineDiscount;
    addTo(item, 'qty_refunded', qty);
    addTo(item, 'amount_refunded', rowTotal);
    addTo(item, 'base_amount_refunded', rowTotal);
    addTo(item, 'discount_refunded', lineDiscount);
    addTo(item, 'base_discount_refunded', lineDiscount);
    item.tax_refunded = 0;
    item.base_tax_refunded = 0;
    item.discount_tax_compensation_refunded = 0;
    item.base_discount_tax_compensation_refunded = 0;
    item.discount_tax_compensation_invoiced = 0;
    item.base_discount_tax_compensation_invoiced = 0;
    item.updated_at = now;
    return {
      base_cost: null,
      base_discount_amount: lineDiscount,
      base_discount_tax_compensation_amount: 0,
      base_price: price,
      base_price_incl_tax: price,
      base_row_total: rowTotal,
      base_row_total_incl_tax: rowTotal,
      base_tax_amount: 0,
      base_weee_tax_row_disposition: 0,
      discount_amount: lineDiscount,
      discount_tax_compensation_amount: 0,
      name: item.name ?? '',
      order_item_id: item.item_id ?? 0,
      price,
      price_incl_tax: price,
      product_id: item.product_id ?? 0,
      qty,
      row_total: rowTotal,
      row_total_incl_tax: rowTotal,
      sku: item.sku ?? '',
      tax_amount: 0,
      weee_tax_applied: '[]',
      weee_tax_applied_row_amount: 0,
      weee_tax_row_disposition: 0,
    };
  });
  const shipping = includeShipping ? round(asNumber(order.shipping_invoiced, 0) - asNumber(order.shipping_refunded, 0)) : 0;
  subtotal = round(subtotal);
  discount = round(discount);
  const grandTotal = round(subtotal - discount + shipping);
  const memo: JsonObject = {
    adjustment: 0,
    base_adjustment: 0,
    base_currency_code: 'USD',
    base_discount_amount: -discount,
    base_grand_total: grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_shipping_amount: shipping,
    base_shipping_incl_tax: shipping,
    base_shipping_tax_amount: 0,
    base_subtotal: subtotal,
    base_subtotal_incl_tax: subtotal,
    base_tax_amount: 0,
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    billing_address_id: order.billing_address_id ?? 0,
    created_at: now,
    discount_amount: -discount,
    global_currency_code: 'USD',
    grand_total: grandTotal,
    discount_tax_compensation_amount: 0,
    order_currency_code: 'USD',
    order_id: orderId,
    shipping_address_id: order.__shipping_address_id ?? 0,
    shipping_amount: shipping,
    shipping_incl_tax: shipping,
    shipping_tax_amount: 0,
    state: 2,
    store_currency_code: 'USD',
    store_id: 1,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal,
    subtotal_incl_tax: subtotal,
    tax_amount: 0,
    updated_at: now,
  };
  if (typeof order.discount_description === 'string') memo.discount_description = order.discount_description;
  state.creditmemos.insert(memo, 'entity_id');
  const memoId = Number(memo.entity_id);
  memo.increment_id = increment(memoId);
  memo.items = memoItems.map((item, index) => ({ ...item, entity_id: memoId * 100 + index, parent_id: memoId }));
  for (const [field, amount] of [
    ['subtotal_refunded', subtotal],
    ['base_subtotal_refunded', subtotal],
    ['discount_refunded', -discount],
    ['base_discount_refunded', -discount],
    ['shipping_refunded', shipping],
    ['base_shipping_refunded', shipping],
    ['total_refunded', grandTotal],
    ['base_total_refunded', grandTotal],
    ['total_offline_refunded', grandTotal],
    ['base_total_offline_refunded', grandTotal],
    ['tax_refunded', 0],
    ['base_tax_refunded', 0],
    ['shipping_tax_refunded', 0],
    ['base_shipping_tax_refunded', 0],
  ] as const)
    addTo(order, field, amount);
  order.discount_tax_compensation_refunded = 0;
  order.base_discount_tax_compensation_refunded = 0;
  const payment = (order.__payment as JsonObject | undefined) ?? {};
  addTo(payment, 'amount_refunded', grandTotal);
  addTo(payment, 'base_amount_refunded', grandTotal);
  addTo(payment, 'shipping_refunded', shipping);
  addTo(payment, 'base_shipping_refunded', shipping);
  order.__payment = payment;
  addComment(ctx, state.orderComments, orderId, `We refunded $${grandTotal.toFixed(2)} offline.`, { entity_name: 'creditmemo', status: String(order.status) });
  advanceState(order, state);
  order.updated_at = now;
  return memoId;
}

/** processing once invoiced or shipped; complete when fully invoiced and shipped; closed when fully refunded. */
function advanceState(order: JsonObject, state: State): void {
  const items = itemsOfOrder(state, Number(order.entity_id));
  const invoiced = items.every((item) => asNumber(item.qty_invoiced, 0) >= asNumber(item.qty_ordered, 0));
  const shipped = items.every((item) => asNumber(item.qty_shipped, 0) >= asNumber(item.qty_ordered, 0));
  const refunded = items.every((item) => asNumber(item.qty_refunded, 0) >= asNumber(item.qty_ordered, 0));
  const next = refunded ? 'closed' : invoiced && shipped ? 'complete' : 'processing';
  order.state = next;
  order.status = next;
  for (const comment of state.orderComments.all()) if (comment.parent_id === order.entity_id) comment.status = next;
}

function requireInvoice(state: State, id: number): JsonObject {
  const invoice = state.invoices.get(id);
  if (invoice === undefined) throw notFound(ENTITY_NOT_FOUND);
  return invoice;
}

function requireShipment(state: State, id: number): JsonObject {
  const shipment = state.shipments.get(id);
  if (shipment === undefined) throw notFound(ENTITY_NOT_FOUND);
  return shipment;
}

function requireMemo(state: State, id: number): JsonObject {
  const memo = state.creditmemos.get(id);
  if (memo === undefined) throw notFound(ENTITY_NOT_FOUND);
  return memo;
}

function serializeInvoice(state: State, invoice: JsonObject): JsonObject {
  const out = publicFields(invoice);
  out.comments = commentsOf(state.invoiceComments, Number(invoice.entity_id)).map(sortedFields);
  return out;
}

function serializeShipment(state: State, shipment: JsonObject): JsonObject {
  const out = publicFields(shipment);
  out.tracks = state.shipmentTracks.all().filter((track) => track.parent_id === shipment.entity_id).map(publicFields);
  out.comments = commentsOf(state.shipmentComments, Number(shipment.entity_id)).map(sortedFields);
  out.extension_attributes = { source_code: 'default' };
  return out;
}

function serializeMemo(state: State, memo: JsonObject): JsonObject {
  const out = publicFields(memo);
  out.comments = commentsOf(state.creditmemoComments, Number(memo.entity_id)).map(sortedFields);
  return out;
}

/** Comment lists answer as a search result filtered by parent_id, echoing that filter like the platform. */
function commentList(table: State['orderComments'], parentId: number): JsonObject {
  const criteria: SearchCriteria = { filterGroups: [[{ field: 'parent_id', value: String(parentId), conditionType: 'eq' }]], sortOrders: [], pageSize: null, currentPage: null };
  const result = searchResult(table.all(), criteria);
  result.items = (result.items as JsonObject[]).sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || asNumber(a.entity_id, 0) - asNumber(b.entity_id, 0)).map(sortedFields);
  return result;
}

function listOf(ctx: Ctx, rows: JsonObject[], serialize: (row: JsonObject) => JsonObject, table: string): JsonObject {
  const result = listSearch(searchCall(ctx), rows, { table, storage: 'flat' });
  result.items = (result.items as JsonObject[]).map(serialize);
  return result;
}

function commentInput(ctx: Ctx, field: string): JsonObject {
  const input = bodyObject(ctx, field);
  if (typeof input.comment !== 'string') throw requiredField('comment');
  return input;
}

export const salesHandlers: HandlerTable = {
  [`${S}OrderRepositoryInterface::get`]: (ctx) => serializeOrder(ctx.state, requireOrder(ctx.state, intParam(ctx, 'id'))),
  [`${S}OrderRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.orders.all(), (row) => serializeOrder(ctx.state, row), 'sales_order'),
  [`${S}OrderRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const id = ctx.call.params.parent_id ?? (input.entity_id === undefined ? undefined : String(input.entity_id));
    if (id === undefined) throw inputError('The order can\'t be created through this route; place it from a cart.');
    const order = requireOrder(ctx.state, asNumber(id, -1));
    for (const field of ['customer_note', 'customer_email', 'status'] as const) if (typeof input[field] === 'string') order[field] = input[field] ?? null;
    order.updated_at = ctx.now();
    return serializeOrder(ctx.state, order);
  },
  [`${S}OrderAddressRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const address = ctx.state.orderAddresses.get(asNumber(input.entity_id, -1));
    if (address === undefined) throw notFound(ENTITY_NOT_FOUND);
    for (const field of ['city', 'country_id', 'firstname', 'lastname', 'postcode', 'region', 'region_code', 'street', 'telephone', 'email'] as const) if (field in input) address[field] = clone(input[field] ?? null);
    return sortedFields(address);
  },
  [`${S}OrderManagementInterface::getStatus`]: (ctx) => String(requireOrder(ctx.state, intParam(ctx, 'id')).status),
  [`${S}OrderManagementInterface::cancel`]: (ctx) => {
    const order = requireOrder(ctx.state, intParam(ctx, 'id'));
    if (order.state !== 'new' && order.state !== 'processing') return false;
    if (asNumber(order.total_invoiced, 0) > 0) return false;
    order.state = 'canceled';
    order.status = 'canceled';
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
    addComment(ctx, ctx.state.orderComments, Number(order.entity_id), String(input.comment), { status: asString(input.status, String(order.status)), is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) });
    return true;
  },
  [`${S}OrderManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.orderComments, Number(requireOrder(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}OrderItemRepositoryInterface::get`]: (ctx) => {
    const item = ctx.state.orderItems.get(intParam(ctx, 'id'));
    if (item === undefined) throw notFound(ENTITY_NOT_FOUND);
    return serializeOrderItem(item);
  },
  [`${S}OrderItemRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.orderItems.all(), serializeOrderItem, 'sales_order_item'),
  [`${S}InvoiceRepositoryInterface::get`]: (ctx) => serializeInvoice(ctx.state, requireInvoice(ctx.state, intParam(ctx, 'id'))),
  [`${S}InvoiceRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.invoices.all(), (row) => serializeInvoice(ctx.state, row), 'sales_invoice'),
  [`${S}InvoiceRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    return serializeInvoice(ctx.state, requireInvoice(ctx.state, invoiceOrder(ctx, order, input.items)));
  },
  [`${S}InvoiceManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.invoiceComments, Number(requireInvoice(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}InvoiceManagementInterface::notify`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  [`${S}InvoiceManagementInterface::setVoid`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    throw inputError('We can\'t void the payment online.');
  },
  [`${S}InvoiceManagementInterface::setCapture`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    throw inputError('The capture action is not available.');
  },
  [`${S}InvoiceCommentRepositoryInterface::save`]: (ctx) => {
    const input = commentInput(ctx, 'entity');
    const invoice = requireInvoice(ctx.state, asNumber(input.parent_id, -1));
    return sortedFields(addComment(ctx, ctx.state.invoiceComments, Number(invoice.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
  // The platform answers the new document's id as a string here ("1"), unlike the repositories.
  [`${S}InvoiceOrderInterface::execute`]: (ctx) => String(invoiceOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items'))),
  [`${S}ShipOrderInterface::execute`]: (ctx) => String(shipOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items'), bodyValue(ctx, 'tracks'))),
  [`${S}RefundOrderInterface::execute`]: (ctx) => {
    const args = bodyValue(ctx, 'arguments');
    const shipping = isObject(args) ? asNumber(args.shipping_amount, 1) > 0 : true;
    return String(refundOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items'), shipping));
  },
  [`${S}RefundInvoiceInterface::execute`]: (ctx) => {
    const invoice = requireInvoice(ctx.state, intParam(ctx, 'invoiceId'));
    return String(refundOrder(ctx, requireOrder(ctx.state, Number(invoice.order_id)), bodyValue(ctx, 'items'), true));
  },
  [`${S}ShipmentRepositoryInterface::get`]: (ctx) => serializeShipment(ctx.state, requireShipment(ctx.state, intParam(ctx, 'id'))),
  [`${S}ShipmentRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.shipments.all(), (row) => serializeShipment(ctx.state, row), 'sales_shipment'),
  [`${S}ShipmentRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    return serializeShipment(ctx.state, requireShipment(ctx.state, shipOrder(ctx, order, input.items, input.tracks)));
  },
  [`${S}ShipmentManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.shipmentComments, Number(requireShipment(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}ShipmentManagementInterface::notify`]: (ctx) => {
    requireShipment(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  [`${S}ShipmentManagementInterface::getLabel`]: (ctx) => {
    requireShipment(ctx.state, intParam(ctx, 'id'));
    return '';
  },
  [`${S}ShipmentCommentRepositoryInterface::save`]: (ctx) => {
    const input = commentInput(ctx, 'entity');
    const shipment = requireShipment(ctx.state, asNumber(input.parent_id, -1));
    return sortedFields(addComment(ctx, ctx.state.shipmentComments, Number(shipment.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
  [`${S}ShipmentTrackRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const shipment = requireShipment(ctx.state, asNumber(input.parent_id, -1));
    return publicFields(addTrack(ctx, shipment, input));
  },
  [`${S}ShipmentTrackRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    if (ctx.state.shipmentTracks.get(id) === undefined) throw notFound(ENTITY_NOT_FOUND);
    ctx.state.shipmentTracks.delete(id);
    return true;
  },
  [`${S}CreditmemoRepositoryInterface::get`]: (ctx) => serializeMemo(ctx.state, requireMemo(ctx.state, intParam(ctx, 'id'))),
  [`${S}CreditmemoRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.creditmemos.all(), (row) => serializeMemo(ctx.state, row), 'sales_creditmemo'),
  [`${S}CreditmemoRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    return serializeMemo(ctx.state, requireMemo(ctx.state, refundOrder(ctx, order, input.items, true)));
  },
  [`${S}CreditmemoManagementInterface::refund`]: (ctx) => {
    const input = bodyObject(ctx, 'creditmemo');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    return serializeMemo(ctx.state, requireMemo(ctx.state, refundOrder(ctx, order, input.items, true)));
  },
  [`${S}CreditmemoManagementInterface::cancel`]: (ctx) => {
    requireMemo(ctx.state, intParam(ctx, 'id'));
    throw inputError('You can not cancel Credit Memo');
  },
  [`${S}CreditmemoManagementInterface::notify`]: (ctx) => {
    requireMemo(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  [`${S}CreditmemoManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.creditmemoComments, Number(requireMemo(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}CreditmemoCommentRepositoryInterface::save`]: (ctx) => {
    const input = commentInput(ctx, 'entity');
    const memo = requireMemo(ctx.state, asNumber(input.parent_id, -1));
    return sortedFields(addComment(ctx, ctx.state.creditmemoComments, Number(memo.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
  [`${S}TransactionRepositoryInterface::get`]: (ctx) => {
    const transaction = ctx.state.transactions.get(intParam(ctx, 'id'));
    if (transaction === undefined) throw notFound(ENTITY_NOT_FOUND);
    return publicFields(transaction);
  },
  [`${S}TransactionRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.transactions.all(), publicFields, 'sales_payment_transaction'),
};
