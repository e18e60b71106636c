// Credit memos: refunding an order offline (order/:id/refund, the credit memo management's refund, the repository's
// save), reading them, their comments and e-mails, and the cancel the platform never does.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, bodyValue, intParam } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';
import { DeltaRounder } from '../rounding.ts';
import { settleRefunded } from '../inventory/order-deductions.ts';
import { managesStock, refundEventQty, reservationEvent } from '../inventory/reservations.ts';
import { cardShare, recordShare, refundCards } from '../commerce/gift-card-accounts.ts';
import { givenItems, addComment, addTo, advanceState, grossRowInclTax, commentInput, commentList, commentsOf, documentRead, ENTITY_NOT_FOUND, increment, itemsOfOrder, listOf, publicFields, qtyRequest, requireOrder, round, S, savedComment, savedDocument, sortedFields, statusField } from './common.ts';

/** What a refund adds or takes off besides the items (RefundOrder's creditmemo arguments). */
export interface RefundArguments {
  shipping: boolean;
  /** The shipping amount asked for (arguments.shipping_amount); none: what is left of it. */
  shippingAmount?: number;
  adjustmentPositive: number;
  adjustmentNegative: number;
  /** The order items whose refunded quantity goes back to stock (arguments.extension_attributes.return_to_stock_items). */
  returnToStock?: readonly number[];
}

const MEMO_ERRORS = 'Creditmemo Document Validation Error(s):';

/** A number as PHP prints a float into a message: 15, 28.36. */
const phpNumber = (value: number): string => String(round(value));

/** Refund (offline) the given quantities of an order, as order/:id/refund does (invoice/:id/refund: `invoiceId`). The
 * platform's validators, in its order: the state (closed), the quantities, the amount left to refund. Each line takes
 * its share of what its invoices took (Creditmemo\Total\Subtotal, Discount, Tax: amount left over quantity left, times
 * the quantity, one rounder carried through the document; a line that takes all that is left takes the amounts
 * left); the shipping is the amount asked for (at most what is left), the adjustments are added and taken off. Fault
 * refund-adjustments-ignored: the adjustments asked for change nothing. */
export function refundOrder(ctx: Ctx, order: JsonObject, itemsAsked: unknown, args: RefundArguments, invoiceId: number | null = null): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  const itemsInput = refundItemsProblems(ctx, order, itemsAsked, args);
  if (order.state === 'canceled' || order.state === 'holded' || asNumber(order.total_invoiced, 0) <= 0 && itemsOfOrder(state, orderId).every((item) => asNumber(item.qty_invoiced, 0) <= 0)) throw inputError(`${MEMO_ERRORS}\nThe order does not allow a creditmemo to be created.`);
  const asked = qtyRequest(itemsInput);
  // A configurable's item asked for takes its child's item with it, its quantity per unit (the real 2.4.7-p3: both
  // items' qty_refunded rose by the quantity asked of the parent).
  const wanted = asked === null ? null : withChildren(itemsOfOrder(state, orderId), asked);
  for (const item of itemsOfOrder(state, orderId)) {
    const asked = wanted?.get(Number(item.item_id));
    if (asked !== undefined && asked > asNumber(item.qty_invoiced, 0) - asNumber(item.qty_refunded, 0)) throw inputError('We found an invalid quantity to refund item "%1".', [String(item.sku)]);
  }
  const leftOf = (item: JsonObject): number => asNumber(item.qty_invoiced, 0) - asNumber(item.qty_refunded, 0);
  // Items not asked for take part with 0 (CreditmemoFactory::getQtyToRefund); none asked for: all that is left.
  const parts = itemsOfOrder(state, orderId)
    .filter((item) => leftOf(item) > 0)
    .map((item) => ({ item, left: leftOf(item), qty: Math.min(wanted === null ? leftOf(item) : (wanted.get(Number(item.item_id)) ?? 0), leftOf(item)) }));
  if (parts.every((p) => p.qty <= 0)) throw inputError(`${MEMO_ERRORS}\nThe order does not allow a creditmemo to be created.`);
  const ignored = ctx.options.faults.has(COMMERCE_FAULT.refundAdjustmentsIgnored);
  const adjustmentPositive = ignored ? 0 : round(args.adjustmentPositive);
  const adjustmentNegative = ignored ? 0 : round(args.adjustmentNegative);
  // The amounts first, before any item is touched: a refund the validators refuse changes nothing.
  const regular = new DeltaRounder();
  const including = new DeltaRounder();
  const share = (left: number, part: { left: number; qty: number }, negative = false): number => (part.qty === part.left ? round(left) : regular.round((left / part.left) * part.qty, negative));
  const rows = parts.map((p) => ({ row: share(asNumber(p.item.row_invoiced, 0) - asNumber(p.item.amount_refunded, 0), p), incl: including.round((grossRowInclTax(p.item) / asNumber(p.item.qty_ordered, 1)) * p.qty) }));
  const discounts = parts.map((p) => (asNumber(p.item.discount_invoiced, 0) === 0 ? 0 : share(asNumber(p.item.discount_invoiced, 0) - asNumber(p.item.discount_refunded, 0), p, true)));
  const taxes = parts.map((p) => (p.qty <= 0 ? 0 : share(asNumber(p.item.tax_invoiced, 0) - asNumber(p.item.tax_refunded, 0), p)));
  const sum = (values: number[]): number => round(values.reduce((a, b) => a + b, 0));
  const last = parts.every((p) => p.qty === p.left);
  const allowedTax = round(asNumber(order.tax_invoiced, 0) - asNumber(order.tax_refunded, 0));
  const tax = last ? allowedTax : Math.min(allowedTax, sum(taxes));
  const subtotal = sum(rows.map((r) => r.row));
  const shippingLeft = round(asNumber(order.shipping_amount, 0) - asNumber(order.shipping_refunded, 0));
  let shipping = 0;
  if (args.shipping) {
    const desired = args.shippingAmount === undefined ? shippingLeft : round(args.shippingAmount);
    if (desired > shippingLeft + 0.0001) throw inputError(`Maximum shipping amount allowed to refund is: $${shippingLeft.toFixed(2)}`);
    shipping = desired > shippingLeft - 0.0001 ? shippingLeft : desired;
  }
  // The shipping refunded gives back its share of the rule's discount on the shipping (real 2.4.7-p3: the zero-total
  // order's credit memo, discount_amount -15 on 10 + 5).
  const orderShipping = asNumber(order.shipping_amount, 0);
  const discount = round(sum(discounts) + (orderShipping > 0 ? round(asNumber(order.shipping_discount_amount, 0) * (shipping / orderShipping)) : 0));
  // Commerce: the credit memo takes its share of the gift cards invoiced off its grand total (Model/Total/Creditmemo/
  // Giftcardaccount.php: real 2.4.6-p1 refunded 40 of an order of 90 paid 50 by card).
  const gross = round(subtotal - discount + shipping + tax + adjustmentPositive - adjustmentNegative);
  const cards = state.commerce ? cardShare(order, 'refunded', gross) : 0;
  const grandTotal = round(gross - cards);
  const available = round(asNumber(order.total_paid, 0) - asNumber(order.total_refunded, 0));
  if (grandTotal > available + 0.0001) throw inputError(`${MEMO_ERRORS}\nThe most money available to refund is ${phpNumber(available)}.`);
  const now = ctx.now();
  const memoItems: JsonObject[] = [];
  for (const [i, { item, qty }] of parts.entries()) {
    if (qty <= 0) continue;
    const price = asNumber(item.price, 0);
    const rowTotal = rows[i]?.row ?? 0;
    const lineDiscount = discounts[i] ?? 0;
    const lineTax = taxes[i] ?? 0;
    const priceInclTax = asNumber(item.price_incl_tax, price);
    const rowInclTax = rows[i]?.incl ?? rowTotal;
    // Fault return-to-stock-parent-only: a return counts only for the items the refund named, not for a child's item
    // a parent's took along.
    const returnable = !ctx.options.faults.has(COMMERCE_FAULT.returnToStockParentOnly) || asked === null || asked.has(Number(item.item_id));
    settleRefunded(state, item, qty, returnable && (args.returnToStock ?? []).includes(Number(item.item_id)), ctx.options.faults.has(COMMERCE_FAULT.returnToStockIgnored));
    if (managesStock(item)) reservationEvent(state, item, 'creditmemo_created', refundEventQty(item, qty), () => addTo(item, 'qty_refunded', qty));
    else addTo(item, 'qty_refunded', qty);
    addTo(item, 'amount_refunded', rowTotal);
    addTo(item, 'base_amount_refunded', rowTotal);
    addTo(item, 'discount_refunded', lineDiscount);
    addTo(item, 'base_discount_refunded', lineDiscount);
    addTo(item, 'tax_refunded', lineTax);
    addTo(item, 'base_tax_refunded', lineTax);
    item.discount_tax_compensation_refunded = 0;
    item.base_discount_tax_compensation_refunded = 0;
    item.discount_tax_compensation_invoiced = 0;
    item.base_discount_tax_compensation_invoiced = 0;
    // A refunded item carries the (empty) list of applied fixed product taxes from now on (real 2.4.7-p3).
    item.weee_tax_applied = '[]';
    item.updated_at = now;
    memoItems.push({
      base_cost: null,
      base_discount_amount: lineDiscount,
      base_discount_tax_compensation_amount: 0,
      base_price: price,
      base_price_incl_tax: priceInclTax,
      base_row_total: rowTotal,
      base_row_total_incl_tax: rowInclTax,
      base_tax_amount: lineTax,
      base_weee_tax_row_disposition: 0,
      discount_amount: lineDiscount,
      discount_tax_compensation_amount: 0,
      name: item.name ?? '',
      order_item_id: item.item_id ?? 0,
      price,
      price_incl_tax: priceInclTax,
      product_id: item.product_id ?? 0,
      qty,
      row_total: rowTotal,
      row_total_incl_tax: rowInclTax,
      sku: item.sku ?? '',
      tax_amount: lineTax,
      weee_tax_applied: '[]',
      weee_tax_applied_row_amount: 0,
      weee_tax_row_disposition: 0,
    });
  }
  const subtotalInclTax = sum(rows.map((r) => r.incl));
  const adjustment = round(adjustmentPositive - adjustmentNegative);
  const memo: JsonObject = {
    adjustment,
    base_adjustment: adjustment,
    base_currency_code: 'USD',
    base_discount_amount: -discount,
    base_grand_total: grandTotal,
    base_discount_tax_compensation_amount: 0,
    base_shipping_amount: shipping,
    base_shipping_incl_tax: shipping,
    base_shipping_tax_amount: 0,
    base_subtotal: subtotal,
    base_subtotal_incl_tax: subtotalInclTax,
    base_tax_amount: tax,
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
    subtotal_incl_tax: subtotalInclTax,
    tax_amount: tax,
    updated_at: now,
  };
  // A memo with adjustments carries what was asked for (real 2.4.7-p3); one without leaves them unset.
  if (adjustmentPositive !== 0 || adjustmentNegative !== 0) Object.assign(memo, { adjustment_positive: adjustmentPositive, base_adjustment_positive: adjustmentPositive, adjustment_negative: adjustmentNegative, base_adjustment_negative: adjustmentNegative });
  if (typeof order.discount_description === 'string') memo.discount_description = order.discount_description;
  if (invoiceId !== null) memo.invoice_id = invoiceId;
  if (state.commerce) memo.__gift_cards_amount = cards;
  state.creditmemos.insert(memo, 'entity_id');
  const memoId = Number(memo.entity_id);
  memo.increment_id = increment(memoId);
  memo.items = memoItems.map((item, index) => ({ ...item, entity_id: memoId * 100 + index, parent_id: memoId }));
  for (const [field, amount] of [
    ['adjustment_positive', adjustmentPositive],
    ['base_adjustment_positive', adjustmentPositive],
    ['adjustment_negative', adjustmentNegative],
    ['base_adjustment_negative', adjustmentNegative],
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
    ['tax_refunded', tax],
    ['base_tax_refunded', tax],
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
  addComment(ctx, state.orderComments, orderId, `We refunded $${grandTotal.toFixed(2)} offline.`, { entity_name: 'creditmemo', ...statusField(order) });
  // Commerce: a guest's cards get their part back; a customer's goes to store credit, which REST never performs.
  if (state.commerce) {
    recordShare(order, 'refunded', cards);
    for (const comment of refundCards(state, order, cards)) addComment(ctx, state.orderComments, orderId, comment, { entity_name: 'creditmemo', ...statusField(order) });
  }
  advanceState(order, state);
  order.updated_at = now;
  return memoId;
}

/** The quantities asked for, with those of the child items under a configurable's item asked for. A bundle's child
 * is asked for itself (a dynamic bundle's item is refused: "The creditmemo contains incorrect product items." on the
 * real 2.4.7-p3), so nothing is added for a bundle. */
function withChildren(items: readonly JsonObject[], asked: Map<number, number>): Map<number, number> {
  const wanted = new Map(asked);
  for (const child of items) {
    const parent = items.find((item) => item.item_id === child.parent_item_id);
    const parentQty = parent === undefined || parent.product_type !== 'configurable' ? undefined : asked.get(Number(parent.item_id));
    if (parentQty !== undefined && !wanted.has(Number(child.item_id))) wanted.set(Number(child.item_id), parentQty * (asNumber(child.qty_ordered, 0) / Math.max(1, asNumber(parent?.qty_ordered, 1))));
  }
  return wanted;
}

/** RefundOrder's validators on what the refund names, in the platform's order, their messages merged into one answer:
 * the order's state (closed), each item asked for (Creditmemo\Item\Validation\CreationQuantityValidator: an item of
 * the order), then SalesInventory's plugin on return_to_stock_items (ReturnValidator: an item of the credit memo, that
 * is an item of the order with something left to refund). Measured on the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1,
 * 2026-12-02: an item of another order in items, and in return_to_stock_items, and an id no item has there, each its
 * own message. The items the refund goes on with; fault refund-items-unchecked passes over every item the order does
 * not have (none left: the whole order is refunded). */
function refundItemsProblems(ctx: Ctx, order: JsonObject, itemsAsked: unknown, args: RefundArguments): unknown {
  const { state } = ctx;
  const orderItems = itemsOfOrder(state, Number(order.entity_id));
  const ofOrder = new Set(orderItems.map((item) => Number(item.item_id)));
  const asked = Array.isArray(itemsAsked) ? itemsAsked.filter(isObject) : [];
  if (ctx.options.faults.has(COMMERCE_INPUT_FAULT.refundItemsUnchecked)) return asked.filter((given) => ofOrder.has(asNumber(given.order_item_id, -1)));
  const problems: string[] = [];
  if (order.state === 'closed') problems.push('A creditmemo can not be created when an order has a status of closed');
  if (asked.some((given) => !ofOrder.has(asNumber(given.order_item_id, -1)))) problems.push('The creditmemo contains product item that is not part of the original order.');
  const inMemo = new Set(orderItems.filter((item) => asNumber(item.qty_invoiced, 0) - asNumber(item.qty_refunded, 0) > 0).map((item) => Number(item.item_id)));
  for (const id of args.returnToStock ?? []) {
    const item = state.orderItems.get(id);
    if (item === undefined) {
      problems.push('The return to stock argument contains product item that is not part of the original order.');
      break;
    }
    if (!inMemo.has(id)) {
      problems.push(`The "${String(item.sku)}" product is not part of the current creditmemo.`);
      break;
    }
  }
  if (problems.length > 0) throw inputError(`${MEMO_ERRORS}\n${problems.join('\n')}`);
  return itemsAsked;
}

export function requireMemo(state: State, id: number): JsonObject {
  const memo = state.creditmemos.get(id);
  if (memo === undefined) throw notFound(ENTITY_NOT_FOUND);
  return memo;
}

export function serializeMemo(state: State, memo: JsonObject): JsonObject {
  const out = publicFields(memo);
  out.comments = commentsOf(state.creditmemoComments, Number(memo.entity_id)).map(sortedFields);
  // Commerce: the gift cards' part of the credit memo, 0 where none (real 2.4.6-p1).
  if (state.commerce && typeof memo.__gift_cards_amount === 'number') out.extension_attributes = { base_gift_cards_amount: memo.__gift_cards_amount, gift_cards_amount: memo.__gift_cards_amount };
  return out;
}

/** RefundOrder's arguments: the shipping refunded (the amount asked for, or all that is left) unless shipping_amount
 * is 0, the adjustments, and the items returned to stock (an extension attribute: sent as arguments.return_to_stock_items
 * the real 2.4.7-p3 refuses it, 400 '"%fieldName" is not supported', ReturnToStockItems). */
function refundArguments(value: unknown): RefundArguments {
  const args = isObject(value) ? value : {};
  const asked = args.shipping_amount === undefined || args.shipping_amount === null ? undefined : asNumber(args.shipping_amount, 0);
  const extension = isObject(args.extension_attributes) ? args.extension_attributes : {};
  const returned = Array.isArray(extension.return_to_stock_items) ? extension.return_to_stock_items.map((id) => asNumber(id, -1)) : [];
  return { shipping: asked === undefined || asked > 0, ...(asked !== undefined && asked > 0 ? { shippingAmount: asked } : {}), adjustmentPositive: asNumber(args.adjustment_positive, 0), adjustmentNegative: asNumber(args.adjustment_negative, 0), returnToStock: returned };
}

/** CreditmemoManagement::refund of a credit memo given item by item (no totals): the platform registers the items as
 * refunded (qty_refunded) but refunds no money (the memo's totals are unset), and the memo is refunded (state 2). */
function refundGiven(ctx: Ctx, order: JsonObject, input: JsonObject): JsonObject {
  const items = Array.isArray(input.items) ? (input.items.filter(isObject) as JsonObject[]) : [];
  for (const given of items) {
    const item = itemsOfOrder(ctx.state, Number(order.entity_id)).find((candidate) => candidate.item_id === asNumber(given.order_item_id, -1));
    if (item === undefined) continue;
    if (asNumber(given.qty, 0) > asNumber(item.qty_invoiced, 0) - asNumber(item.qty_refunded, 0)) throw inputError('We found an invalid quantity to refund item "%1".', [String(item.sku)]);
    const qty = asNumber(given.qty, 0);
    reservationEvent(ctx.state, item, 'creditmemo_created', refundEventQty(item, qty), () => addTo(item, 'qty_refunded', qty));
  }
  const memo = savedDocument(ctx, ctx.state.creditmemos, { ...input, state: 2 }, ['comments']);
  // A memo sent with the order's amounts moves them (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03,
  // CreditMemoCreateRefundTest's body with offline_requested true: the order's total_refunded and
  // total_offline_refunded its grand total, then closed); one sent without them moves none. Fault
  // creditmemo-amounts-ignored moves none either way.
  const grandTotal = asNumber(input.grand_total, 0);
  if (grandTotal > 0 && !ctx.options.faults.has(COMMERCE_FAULT.creditmemoAmountsIgnored)) {
    const subtotal = asNumber(input.subtotal, 0);
    const shipping = asNumber(input.base_shipping_amount ?? input.shipping_amount, 0);
    for (const [field, amount] of [
      ['subtotal_refunded', subtotal],
      ['base_subtotal_refunded', subtotal],
      ['shipping_refunded', shipping],
      ['base_shipping_refunded', shipping],
      ['total_refunded', grandTotal],
      ['base_total_refunded', grandTotal],
      ['total_offline_refunded', grandTotal],
      ['base_total_offline_refunded', grandTotal],
    ] as const)
      addTo(order, field, amount);
  }
  advanceState(order, ctx.state);
  order.updated_at = ctx.now();
  return memo;
}

export const creditmemoHandlers: HandlerTable = {
  // The comment sent with the refund is the credit memo's (CreditmemoDocumentFactory: is_visible_on_front as sent,
  // the customer notified when appendComment and notify are both true; real 2.4.7-p3 RefundOrderTest::testFullRequest).
  [`${S}RefundOrderInterface::execute`]: (ctx) => {
    const memoId = refundOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items'), refundArguments(bodyValue(ctx, 'arguments')));
    const comment = bodyValue(ctx, 'comment');
    if (isObject(comment) && typeof comment.comment === 'string') {
      addComment(ctx, ctx.state.creditmemoComments, Number(memoId), comment.comment, { is_customer_notified: bodyValue(ctx, 'appendComment') === true && bodyValue(ctx, 'notify') === true ? 1 : 0, is_visible_on_front: asNumber(comment.is_visible_on_front, 0) });
    }
    return String(memoId);
  },
  [`${S}CreditmemoRepositoryInterface::get`]: (ctx) => documentRead(ctx, serializeMemo(ctx.state, requireMemo(ctx.state, intParam(ctx, 'id')))),
  [`${S}CreditmemoRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.creditmemos.all(), (row) => serializeMemo(ctx.state, row), 'sales_creditmemo'),
  // The repository persists the document as given: the order refunds nothing by it (real 2.4.7-p3). MSI's observer of
  // every saved credit memo still appends its creditmemo_created reservation (real 2.4.7-p3: +1 on an order whose
  // qty_refunded stayed 0).
  [`${S}CreditmemoRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    const saved = savedDocument(ctx, ctx.state.creditmemos, input, ['comments']);
    for (const { item, qty } of givenItems(ctx.state, order, input.items)) reservationEvent(ctx.state, item, 'creditmemo_created', refundEventQty(item, qty));
    return saved;
  },
  [`${S}CreditmemoManagementInterface::refund`]: (ctx) => {
    const input = bodyObject(ctx, 'creditmemo');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    if (order.state === 'closed') throw inputError(`${MEMO_ERRORS}\nA creditmemo can not be created when an order has a status of closed`);
    return refundGiven(ctx, order, input);
  },
  // CreditmemoService::cancel refuses before it looks anything up: the real 2.4.7-p3 and 2.4.6-p1 answer PUT
  // /V1/creditmemo/2100000000 with the same 400 as any credit memo.
  // Fault creditmemo-cancel-accepted answers true (and changes nothing).
  [`${S}CreditmemoManagementInterface::cancel`]: (ctx) => {
    if (ctx.options.faults.has(COMMERCE_FAULT.creditmemoCancelAccepted)) return true;
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
    return savedComment(addComment(ctx, ctx.state.creditmemoComments, Number(memo.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
};
