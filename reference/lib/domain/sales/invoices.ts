// Invoices: invoicing an order (order/:id/invoice, the repository's save), reading them, their comments and e-mails,
// the capture and void an offline payment cannot do, and refunding an invoice.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam } from '../context.ts';
import { DomainError, inputError, notFound } from '../errors.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { DeltaRounder } from '../rounding.ts';
import { addComment, addTo, advanceState, grossRow, grossRowInclTax, commentInput, commentList, commentsOf, documentRead, ENTITY_NOT_FOUND, increment, itemsOfOrder, listOf, publicFields, qtyRequest, requireOrder, round, S, savedComment, savedDocument, sortedFields } from './common.ts';
import { refundOrder } from './creditmemos.ts';
import { cardShare, checkGiftCardInvoice, generateAccounts, recordShare } from '../commerce/gift-card-accounts.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';

/** Invoice the whole order (or the given item quantities), capture offline, as order/:id/invoice does. */
export function invoiceOrder(ctx: Ctx, order: JsonObject, itemsInput: unknown): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  // Fault partial-invoice-all: the quantities asked for are ignored, and everything left is invoiced.
  const wanted = ctx.options.faults.has(COMMERCE_FAULT.partialInvoiceAll) ? null : qtyRequest(itemsInput);
  // A bundle's item named alone takes its children with it (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03:
  // the invoice of a Together bundle's item holds it and its child; the child named afterwards has nothing left).
  if (wanted !== null) {
    const all = itemsOfOrder(state, orderId);
    for (const [id, qty] of [...wanted.entries()]) {
      const parent = all.find((item) => Number(item.item_id) === id && item.product_type === 'bundle');
      if (parent === undefined) continue;
      for (const child of all.filter((item) => item.parent_item_id === parent.item_id)) if (!wanted.has(Number(child.item_id))) wanted.set(Number(child.item_id), (qty * asNumber(child.qty_ordered, 0)) / asNumber(parent.qty_ordered, 1));
    }
  }
  const open = order.state === 'canceled' ? [] : itemsOfOrder(state, orderId).filter((item) => leftToInvoice(item) > 0);
  // Every line left to invoice takes part (InvoiceService::prepareInvoice): those not asked for with 0.
  const parts = open.map((item) => ({ item, left: leftToInvoice(item), qty: Math.min(wanted === null ? leftToInvoice(item) : (wanted.get(Number(item.item_id)) ?? 0), leftToInvoice(item)) }));
  const lines = parts.filter((line) => line.qty > 0);
  // The document validators of InvoiceOrder, in the platform's order: the quantities, then the order's state.
  const problems: string[] = [];
  if (lines.length === 0) problems.push('The invoice can\'t be created without products. Add products and try again.');
  if (order.state === 'canceled' || order.state === 'holded') problems.push(`An invoice cannot be created when an order has a status of ${String(order.state)}`);
  else if (lines.length === 0) problems.push('The order does not allow an invoice to be created.');
  if (problems.length > 0) throw inputError(`Invoice Document Validation Error(s):\n${problems.join('\n')}`);
  // Commerce: a gift card line without an e-mail template fails the whole invoice before anything is written.
  checkGiftCardInvoice(lines.map((line) => line.item));
  const now = ctx.now();
  // Each line's share of the order line (Invoice\Total\Subtotal, Discount, Tax): what is left over the quantity
  // left, times the quantity, rounded by one rounder carried through the document; a line that takes all that is left
  // takes the amounts left.
  const regular = new DeltaRounder();
  const including = new DeltaRounder();
  const share = (left: number, part: { left: number; qty: number }, negative = false): number => (part.qty === part.left ? round(left) : regular.round((left / part.left) * part.qty, negative));
  const rows = parts.map((p) => ({ row: share(grossRow(p.item) - asNumber(p.item.row_invoiced, 0), p), incl: including.round((grossRowInclTax(p.item) / asNumber(p.item.qty_ordered, 1)) * p.qty) }));
  const discounts = parts.map((p) => (asNumber(p.item.discount_amount, 0) === 0 ? 0 : share(asNumber(p.item.discount_amount, 0) - asNumber(p.item.discount_invoiced, 0), p, true)));
  const taxes = parts.map((p) => (asNumber(p.item.tax_amount, 0) === 0 || p.qty <= 0 ? 0 : share(asNumber(p.item.tax_amount, 0) - asNumber(p.item.tax_invoiced, 0), p)));
  const last = parts.every((p) => p.qty === p.left);
  const sum = (values: number[]): number => round(values.reduce((a, b) => a + b, 0));
  const allowedSubtotal = round(asNumber(order.subtotal, 0) - asNumber(order.subtotal_invoiced, 0));
  let subtotal = last ? allowedSubtotal : Math.min(allowedSubtotal, sum(rows.map((r) => r.row)));
  const allowedTax = round(asNumber(order.tax_amount, 0) - asNumber(order.tax_invoiced, 0));
  const tax = last ? allowedTax : Math.min(allowedTax, sum(taxes));
  let discount = sum(discounts);
  const invoiceItems: JsonObject[] = [];
  for (const [i, { item, qty }] of parts.entries()) {
    if (qty <= 0) continue;
    const price = asNumber(item.price, 0);
    const rowTotal = rows[i]?.row ?? 0;
    const lineDiscount = discounts[i] ?? 0;
    const lineTax = taxes[i] ?? 0;
    addTo(item, 'qty_invoiced', qty);
    addTo(item, 'row_invoiced', rowTotal);
    addTo(item, 'base_row_invoiced', rowTotal);
    addTo(item, 'discount_invoiced', lineDiscount);
    addTo(item, 'base_discount_invoiced', lineDiscount);
    addTo(item, 'tax_invoiced', lineTax);
    addTo(item, 'base_tax_invoiced', lineTax);
    item.discount_tax_compensation_invoiced = 0;
    item.base_discount_tax_compensation_invoiced = 0;
    item.updated_at = now;
    generateAccounts(ctx, item, qty);
    const priceInclTax = asNumber(item.price_incl_tax, price);
    const rowInclTax = rows[i]?.incl ?? rowTotal;
    // A line without a discount carries none (the invoice's discount collector sets it only for a discounted order
    // line: real 2.4.7-p3).
    invoiceItems.push({
      ...(lineDiscount !== 0 ? { base_discount_amount: lineDiscount } : {}),
      base_discount_tax_compensation_amount: 0,
      base_price: price,
      base_price_incl_tax: priceInclTax,
      base_row_total: rowTotal,
      base_row_total_incl_tax: rowInclTax,
      base_tax_amount: lineTax,
      ...(lineDiscount !== 0 ? { discount_amount: lineDiscount } : {}),
      discount_tax_compensation_amount: 0,
      name: item.name ?? '',
      price,
      price_incl_tax: priceInclTax,
      product_id: item.product_id ?? 0,
      row_total: rowTotal,
      row_total_incl_tax: rowInclTax,
      sku: item.sku ?? '',
      tax_amount: lineTax,
      order_item_id: item.item_id ?? 0,
      qty,
    });
  }
  const firstInvoice = state.invoices.all().every((invoice) => invoice.order_id !== orderId);
  const shipping = firstInvoice ? asNumber(order.shipping_amount, 0) : 0;
  subtotal = round(subtotal);
  // The invoice that takes the shipping takes the rule's discount on it too (real 2.4.7-p3: a 100 % coupon applied to
  // the shipping invoices discount_amount -15 on 10 + 5, grand total 0).
  discount = round(discount + (shipping === 0 ? 0 : asNumber(order.shipping_discount_amount, 0)));
  const subtotalInclTax = sum(rows.map((r) => r.incl));
  // Commerce: the invoice takes its share of the order's gift cards off its grand total (real 2.4.6-p1: 60 + 30 less
  // the card's 50 = 40; the order's total_paid and total_invoiced are net of it too).
  const gross = round(subtotal - discount + shipping + tax);
  const cards = state.commerce ? cardShare(order, 'invoiced', gross) : 0;
  const grandTotal = round(gross - cards);
  const invoice: JsonObject = {
    base_currency_code: 'USD',
    base_discount_amount: -discount,
    base_grand_total: grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_subtotal: subtotal,
    base_subtotal_incl_tax: subtotalInclTax,
    base_tax_amount: tax,
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
    state: 2,
    store_currency_code: 'USD',
    store_id: 1,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal,
    subtotal_incl_tax: subtotalInclTax,
    tax_amount: tax,
    total_qty: lines.reduce((total, line) => total + line.qty, 0),
    updated_at: now,
  };
  // Only the invoice that takes the shipping carries the shipping fields (real 2.4.7-p3: a later invoice has none).
  if (shipping !== 0 || firstInvoice) Object.assign(invoice, { base_shipping_amount: shipping, base_shipping_discount_tax_compensation_amnt: 0, base_shipping_incl_tax: shipping, base_shipping_tax_amount: 0, shipping_amount: shipping, shipping_discount_tax_compensation_amount: 0, shipping_incl_tax: shipping, shipping_tax_amount: 0 });
  if (typeof order.discount_description === 'string') invoice.discount_description = order.discount_description;
  if (state.commerce) {
    invoice.__gift_cards_amount = cards;
    recordShare(order, 'invoiced', cards);
  }
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
    ['tax_invoiced', tax],
    ['base_tax_invoiced', tax],
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

/** What is left to invoice of an order line. */
function leftToInvoice(item: JsonObject): number {
  return asNumber(item.qty_ordered, 0) - asNumber(item.qty_invoiced, 0) - asNumber(item.qty_canceled, 0);
}

/** The invoice-500 fault: the invoice routes fail on every order as an uncaught exception does on the platform. */
function failingInvoices(ctx: Ctx): void {
  if (ctx.options.faults.has(COMMERCE_FAULT.invoice500)) throw new DomainError(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${Date.now().toString(16).slice(-13)}`);
}

export function requireInvoice(state: State, id: number): JsonObject {
  const invoice = state.invoices.get(id);
  if (invoice === undefined) throw notFound(ENTITY_NOT_FOUND);
  return invoice;
}

export function serializeInvoice(state: State, invoice: JsonObject): JsonObject {
  const out = publicFields(invoice);
  out.comments = commentsOf(state.invoiceComments, Number(invoice.entity_id)).map(sortedFields);
  // Commerce: the gift cards' part of the invoice, 0 where none (real 2.4.6-p1).
  if (state.commerce && typeof invoice.__gift_cards_amount === 'number') out.extension_attributes = { base_gift_cards_amount: invoice.__gift_cards_amount, gift_cards_amount: invoice.__gift_cards_amount };
  return out;
}

export const invoiceHandlers: HandlerTable = {
  [`${S}InvoiceRepositoryInterface::get`]: (ctx) => documentRead(ctx, serializeInvoice(ctx.state, requireInvoice(ctx.state, intParam(ctx, 'id')))),
  [`${S}InvoiceRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.invoices.all(), (row) => serializeInvoice(ctx.state, row), 'sales_invoice'),
  // The repository persists the document as given: the order is neither invoiced nor paid by it (real 2.4.7-p3: the
  // order stays new, its items' qty_invoiced 0). The answer is the saved object: what was sent, its ids and dates.
  [`${S}InvoiceRepositoryInterface::save`]: (ctx) => {
    failingInvoices(ctx);
    const input = bodyObject(ctx, 'entity');
    requireOrder(ctx.state, asNumber(input.order_id, -1));
    return savedDocument(ctx, ctx.state.invoices, input, ['comments']);
  },
  [`${S}InvoiceManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.invoiceComments, Number(requireInvoice(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}InvoiceManagementInterface::notify`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  // Offline methods (check / money order, Zero Subtotal Checkout) neither capture nor void (AbstractMethod::capture,
  // ::void): every invoice the reference makes is paid offline. Fault offline-capture-accepted answers true instead.
  [`${S}InvoiceManagementInterface::setVoid`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    if (ctx.options.faults.has(COMMERCE_FAULT.offlineCaptureAccepted)) return true;
    throw inputError('The void action is not available.');
  },
  [`${S}InvoiceManagementInterface::setCapture`]: (ctx) => {
    requireInvoice(ctx.state, intParam(ctx, 'id'));
    if (ctx.options.faults.has(COMMERCE_FAULT.offlineCaptureAccepted)) return true;
    throw inputError('The capture action is not available.');
  },
  [`${S}InvoiceCommentRepositoryInterface::save`]: (ctx) => {
    const input = commentInput(ctx, 'entity');
    const invoice = requireInvoice(ctx.state, asNumber(input.parent_id, -1));
    return savedComment(addComment(ctx, ctx.state.invoiceComments, Number(invoice.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
  // The platform answers the new document's id as a string here ("1"), unlike the repositories.
  [`${S}InvoiceOrderInterface::execute`]: (ctx) => {
    failingInvoices(ctx);
    return String(invoiceOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items')));
  },
  // Refunding an invoice asks its payment method to refund (RefundInvoice's CanRefund validator): check / money order
  // refunds nothing; Zero Subtotal Checkout does, and a zero grand total may be refunded by default.
  [`${S}RefundInvoiceInterface::execute`]: (ctx) => {
    const invoice = requireInvoice(ctx.state, intParam(ctx, 'invoiceId'));
    const order = requireOrder(ctx.state, Number(invoice.order_id));
    const method = asString(((order.__payment as JsonObject | undefined) ?? {}).method, '');
    // isOnline changes nothing here: an offline method's invoice is refused either way (real 2.4.7-p3 and Adobe Commerce
    // 2.4.6-p1, 2026-12-02: the same answer with isOnline true and false). Fault offline-invoice-refunded-online refunds
    // a paid invoice of any method when isOnline is true.
    const online = bodyValue(ctx, 'isOnline') === true && ctx.options.faults.has(COMMERCE_INPUT_FAULT.offlineInvoiceRefundedOnline);
    if ((method !== 'free' && !online) || asNumber(invoice.state, 0) !== 2) throw inputError('Creditmemo Document Validation Error(s):\nWe can\'t create creditmemo for the invoice.');
    return String(refundOrder(ctx, order, bodyValue(ctx, 'items'), { shipping: true, adjustmentPositive: 0, adjustmentNegative: 0 }, Number(invoice.entity_id)));
  },
};
