// What the sales entities share: the service prefix, the platform's not-found wording, amounts and increment ids,
// an order and its items by id, comments, the fields a document answers, search lists, and the order's state as its
// items' quantities say.

import type { Ctx } from '../context.ts';
import { asNumber, bodyObject, searchCall } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { listSearch, searchResult, type SearchCriteria } from '../search.ts';
import type { State } from '../state.ts';
import { COMMERCE_FAULT } from '../faults.ts';

export const S = 'Magento\\Sales\\Api\\';

export const ENTITY_NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function increment(id: number): string {
  return String(id).padStart(9, '0');
}

export function requireOrder(state: State, id: number): JsonObject {
  const order = state.orders.get(id);
  if (order === undefined) throw notFound(ENTITY_NOT_FOUND);
  return order;
}

export function itemsOfOrder(state: State, orderId: number): JsonObject[] {
  return state.orderItems.all().filter((item) => item.order_id === orderId);
}

/** The order's items a document given as a body names (order_item_id), with the quantity it gives each. */
export function givenItems(state: State, order: JsonObject, items: unknown): Array<{ item: JsonObject; qty: number }> {
  const own = itemsOfOrder(state, Number(order.entity_id));
  const out: Array<{ item: JsonObject; qty: number }> = [];
  for (const given of Array.isArray(items) ? items : []) {
    if (given === null || typeof given !== 'object' || Array.isArray(given)) continue;
    const row = given as JsonObject;
    const item = own.find((candidate) => Number(candidate.item_id) === Number(row.order_item_id));
    const qty = asNumber(row.qty, 0);
    if (item !== undefined && qty > 0) out.push({ item, qty });
  }
  return out;
}

export function commentsOf(table: State['orderComments'], parentId: number): JsonObject[] {
  return table.all().filter((row) => row.parent_id === parentId);
}

export function publicFields(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('__')) out[key] = clone(value);
  return out;
}

/** Sort keys as the platform's order serializer does (alphabetical data fields, then the nested parts). */
export function sortedFields(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(row).filter((field) => !field.startsWith('__')).sort()) out[key] = clone(row[key] as Json);
  return out;
}

/** An order's status as a field to copy: none when it is unset (a merchant's data can have an order without one; the
 * platform then leaves it out of every answer, as the commerce seed's order shows). */
export function statusField(order: JsonObject): { status?: string } {
  return typeof order.status === 'string' ? { status: order.status } : {};
}

export function addComment(ctx: Ctx, table: State['orderComments'], parentId: number, comment: string, extra: JsonObject): JsonObject {
  const row: JsonObject = { comment, created_at: ctx.now(), is_customer_notified: 0, is_visible_on_front: 0, parent_id: parentId, ...extra };
  table.insert(row, 'entity_id');
  return row;
}

export function qtyRequest(input: unknown): Map<number, number> | null {
  if (!Array.isArray(input) || input.length === 0) return null;
  const wanted = new Map<number, number>();
  for (const entry of input) if (isObject(entry)) wanted.set(asNumber(entry.order_item_id, -1), asNumber(entry.qty, 0));
  return wanted;
}

/** An order line's row total before its discount, and with its tax before the discount (kept beside what the order
 * answers: orders.ts); an order saved before the reference kept them: price × quantity. */
export function grossRow(item: JsonObject): number {
  return asNumber(item.__row_total, round(asNumber(item.price, 0) * asNumber(item.qty_ordered, 0)));
}
export function grossRowInclTax(item: JsonObject): number {
  return asNumber(item.__row_total_incl_tax, grossRow(item));
}

export function addTo(row: JsonObject, field: string, amount: number): void {
  row[field] = round(asNumber(row[field], 0) + amount);
}

/** processing once invoiced or shipped; complete when fully invoiced and shipped; closed when fully refunded. */
/** The order's state after a document, as Order::getState follows its items and money: closed once the money paid is
 * refunded in full; complete when every item is invoiced and shipped or refunded; else processing (real 2.4.7-p3: a
 * credit memo of items without totals leaves an invoiced order complete, not closed). */
export function advanceState(order: JsonObject, state: State): void {
  const items = itemsOfOrder(state, Number(order.entity_id));
  const ordered = (item: JsonObject): number => asNumber(item.qty_ordered, 0) - asNumber(item.qty_canceled, 0);
  const paid = asNumber(order.total_paid, 0);
  const refunded = paid > 0 && asNumber(order.total_refunded, 0) >= paid - 0.0001;
  const invoiced = items.every((item) => asNumber(item.qty_invoiced, 0) >= ordered(item));
  // Nothing left to ship (Order::canShip): what is left is the quantity less the greater of shipped and refunded.
  // A virtual line (a virtual gift card) ships nothing: nothing is left to ship of it.
  const done = items.every((item) => item.is_virtual === 1 || Math.max(asNumber(item.qty_shipped, 0), asNumber(item.qty_refunded, 0)) >= ordered(item));
  const next = refunded ? 'closed' : invoiced && done ? 'complete' : 'processing';
  order.state = next;
  order.status = next;
  for (const comment of state.orderComments.all()) if (comment.parent_id === order.entity_id) comment.status = next;
}

/** Comment lists answer as a search result filtered by parent_id, echoing that filter like the platform. */
/** A document as its repository's read by id answers it. Fault document-read-admin-store: with store_id 0 (the admin
 * store) instead of the store it was made in (the lists answer the one stored). */
export function documentRead(ctx: Ctx, document: JsonObject): JsonObject {
  return ctx.options.faults.has(COMMERCE_FAULT.documentReadAdminStore) ? { ...document, store_id: 0 } : document;
}

export function commentList(table: State['orderComments'], parentId: number): JsonObject {
  const criteria: SearchCriteria = { filterGroups: [[{ field: 'parent_id', value: String(parentId), conditionType: 'eq' }]], sortOrders: [], pageSize: null, currentPage: null };
  const result = searchResult(table.all(), criteria);
  result.items = (result.items as JsonObject[]).sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || asNumber(a.entity_id, 0) - asNumber(b.entity_id, 0)).map(sortedFields);
  return result;
}

export function listOf(ctx: Ctx, rows: JsonObject[], serialize: (row: JsonObject) => JsonObject, table: string): JsonObject {
  const result = listSearch(searchCall(ctx), rows, { table, storage: 'flat' });
  result.items = (result.items as JsonObject[]).map(serialize);
  return result;
}

export function commentInput(ctx: Ctx, field: string): JsonObject {
  const input = bodyObject(ctx, field);
  if (typeof input.comment !== 'string') throw requiredField('comment');
  return input;
}

/**
 * A sales document saved through its repository as given (InvoiceRepositoryInterface::save and its kin): the platform
 * persists the object it decoded, with an id, an increment id and dates, and answers it; nothing of the order's
 * bookkeeping runs. Items get their ids and parent; `lists` are answered empty when not sent.
 */
export function savedDocument(ctx: Ctx, table: State['invoices'], given: JsonObject, lists: readonly string[]): JsonObject {
  const now = ctx.now();
  const input = decodedFields(given);
  const row: JsonObject = { created_at: now, ...clone(input) };
  delete row.items;
  for (const list of lists) delete row[list];
  row.updated_at = now;
  table.insert(row, 'entity_id');
  const id = Number(row.entity_id);
  row.increment_id = increment(id);
  const items = Array.isArray(input.items) ? input.items.filter(isObject).map((item) => decodedFields(item as JsonObject)) : [];
  row.items = items.map((item, index) => {
    const { entity_id: _ignored, ...rest } = item as JsonObject;
    void _ignored;
    return { entity_id: id * 100 + index, parent_id: id, ...clone(rest) };
  });
  const out = sortedFields(row);
  out.items = clone(row.items);
  for (const list of lists) out[list] = [];
  return out;
}

/** The fields of a document or item as the service input processor decodes them: a camelCase key names the setter of its
 * snake_case field (orderItemId: order_item_id), and a null sets nothing (the real 2.4.7-p3 answers an invoice sent
 * with every other field null without them). */
function decodedFields(input: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(input)) if (value !== null) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  return out;
}

/** A comment as its repository's save answers it: what was saved, without the date the database fills in. */
export function savedComment(row: JsonObject): JsonObject {
  const { created_at: _date, ...rest } = sortedFields(row);
  void _date;
  return rest;
}
