// Returns (Magento_Rma) as a real Adobe Commerce 2.4.6-p1 plays them over REST (probed 2026-12-02; the answers in
// tests/corpus/real-commerce-2.4.6-p1/rma.json): the RMA repository and management (create, the PUT that ignores its
// URL id, the delete that reads its RMA from the query string), comments (whose URL id is ignored too), tracks and
// shipping labels. Code references are to vendor/magento/module-rma of that release.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, param, searchCall } from '../context.ts';
import { DeveloperModeError, DomainError, inputError, internalError } from '../errors.ts';
import { SEARCH_FAULTS } from '../../search-faults.ts';
import { COMMERCE_EDITION_FAULT } from '../faults.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { listSearch, searchResult, type SearchCriteria } from '../search.ts';
import type { State } from '../state.ts';
import { storeSequenceValue } from './sequence.ts';

const RMA = 'Magento\\Rma\\Api\\';

/** RmaRepository::save's one answer to every refusal: CanReturn says no (an unknown order or order item, an item of
 * another order, more requested than ordered: Model/Rma/CanReturn.php:48-66) or the save throws (no store_id: no
 * increment sequence for store null, ResourceModel/Rma.php:129-132). */
const CANNOT_SAVE = 'Could not save the RMA entity.';

/** magento_rma's columns: what a search may filter and sort on (anything else is an SQL error, 500). */
const RMA_COLUMNS: ReadonlySet<string> = new Set(['entity_id', 'status', 'is_active', 'increment_id', 'date_requested', 'order_id', 'order_increment_id', 'store_id', 'customer_id', 'customer_custom_email', 'protect_code']);

/** The RMA's own fields in the order RmaInterface's answer lists them (items, comments and tracks between). */
const RMA_FIELDS = ['increment_id', 'entity_id', 'order_id', 'order_increment_id', 'store_id', 'customer_id', 'date_requested', 'customer_custom_email'] as const;
const ITEM_FIELDS = ['entity_id', 'rma_entity_id', 'order_item_id', 'qty_requested', 'qty_authorized', 'qty_approved', 'qty_returned', 'reason', 'condition', 'resolution', 'status'] as const;
/** What a body's item may set: everything but its ids (the RMA's id is the RMA's). */
const ITEM_INPUT = ['order_item_id', 'qty_requested', 'qty_authorized', 'qty_approved', 'qty_returned', 'reason', 'condition', 'resolution', 'status'] as const;
const TRACK_FIELDS = ['entity_id', 'rma_entity_id', 'track_number', 'carrier_title', 'carrier_code'] as const;

const pick = (row: JsonObject, fields: readonly string[]): JsonObject => Object.fromEntries(fields.map((field) => [field, clone((row[field] ?? null) as Json)]));

/** A comment as the read answers it (magento_rma_status_history under CommentInterface's names): unset flags null. */
function serializeComment(row: JsonObject): JsonObject {
  return {
    comment: row.comment ?? null,
    rma_entity_id: row.rma_entity_id ?? null,
    created_at: row.created_at ?? null,
    entity_id: row.entity_id ?? null,
    customer_notified: row.is_customer_notified === null || row.is_customer_notified === undefined ? null : row.is_customer_notified === 1,
    visible_on_front: row.is_visible_on_front === 1,
    status: row.status ?? null,
    admin: row.is_admin === null || row.is_admin === undefined ? null : row.is_admin === 1,
  };
}

/** The RMA as the repository answers it: its items, comments and tracks embedded. An id no RMA has answers the empty
 * model: every field null, the lists empty (RmaRepository::get loads and returns it, RmaRepository.php:98-104). */
function serializeRma(state: State, rma: JsonObject | undefined): JsonObject {
  const id = rma === undefined ? null : Number(rma.entity_id);
  const out = rma === undefined ? pick({}, RMA_FIELDS) : pick(rma, RMA_FIELDS);
  out.items = id === null ? [] : state.rmaItems.all().filter((row) => row.rma_entity_id === id).map((row) => pick(row, ITEM_FIELDS));
  out.status = rma?.status ?? null;
  out.comments = id === null ? [] : state.rmaComments.all().filter((row) => row.rma_entity_id === id).map(serializeComment);
  out.tracks = id === null ? [] : state.rmaTracks.all().filter((row) => row.rma_entity_id === id).map((row) => pick(row, TRACK_FIELDS));
  return out;
}

/** The rows of a table that belong to an RMA, as the comment and track lists answer them: a search result whose
 * criteria are the one filter the service built (rma_entity_id eq the id, echoed as text). */
function byRma(rows: JsonObject[], value: string | null, serialize: (row: JsonObject) => JsonObject): JsonObject {
  const criteria: SearchCriteria = { filterGroups: [[{ field: 'rma_entity_id', value: value ?? '', conditionType: 'eq' }]], sortOrders: [], pageSize: null, currentPage: null };
  const result = searchResult(value === null ? [] : rows.filter((row) => String(row.rma_entity_id) === value), { ...criteria, filterGroups: [] });
  const echo = result.search_criteria as JsonObject;
  echo.filter_groups = [{ filters: [{ field: 'rma_entity_id', value, condition_type: 'eq' }] }];
  result.items = (result.items as JsonObject[]).map(serialize);
  return result;
}

/** CanReturn::validate: the order exists (no order id at all is the order repository's own 400), each item is a line
 * of that order, and no more is requested than was ordered. Nothing about shipments, invoices or earlier returns. */
function canReturn(state: State, input: JsonObject): JsonObject {
  if (input.order_id === undefined || input.order_id === null) throw inputError('An ID is needed. Set the ID and try again.');
  const order = state.orders.get(asNumber(input.order_id, -1));
  if (order === undefined) throw inputError(CANNOT_SAVE);
  for (const item of Array.isArray(input.items) ? input.items : []) {
    if (!isObject(item)) continue;
    const line = state.orderItems.get(asNumber(item.order_item_id, -1));
    if (line === undefined || line.order_id !== order.entity_id || asNumber(line.qty_ordered, 0) < asNumber(item.qty_requested, 0)) throw inputError(CANNOT_SAVE);
  }
  return order;
}

/**
 * RmaManagement::saveRma(RmaInterface $rmaDataObject), for POST /V1/returns and PUT /V1/returns/:id alike: the PUT's
 * URL id is no argument (RmaInterface has setEntityId, not setId, so ParamsOverrider leaves it at the top level where
 * nothing reads it), so the body's entity_id alone picks the RMA, and a PUT without one creates a new RMA. On a save:
 * the columns sent are written and the others kept (the resource model updates what the object holds); an increment id
 * is drawn from the store's sequence whenever the body has none (ResourceModel/Rma.php:129-132, so every PUT without
 * it draws a new one); the customer is the order's when none is sent (:149-152); a body item names its row by
 * entity_id (moved into this RMA, updated with what it sends) or is a new row; statuses and quantities are stored as
 * sent (nothing on the REST path derives or checks them); comments and tracks in the body are added.
 */
function saveRma(ctx: Ctx): JsonObject {
  const { state } = ctx;
  const input = bodyObject(ctx, 'rmaDataObject');
  const id = input.entity_id === undefined || input.entity_id === null ? null : asNumber(input.entity_id, -1);
  const existing = id === null ? undefined : state.returns.get(id);
  // An entity_id no RMA has: the update writes nothing and the grid row's foreign key refuses the rest.
  if (id !== null && existing === undefined) throw inputError(CANNOT_SAVE);
  const order = canReturn(state, { ...(existing ?? {}), ...input });
  const storeId = input.store_id ?? existing?.store_id;
  if (storeId === undefined || storeId === null) throw inputError(CANNOT_SAVE);
  const statusBefore = existing?.status ?? null;
  const rma: JsonObject = existing ?? { is_active: 1, order_id: null, order_increment_id: null, customer_id: null, date_requested: ctx.now(), customer_custom_email: null, status: null };
  for (const field of ['order_id', 'order_increment_id', 'store_id', 'customer_id', 'date_requested', 'customer_custom_email', 'status', 'increment_id'] as const) {
    if (field in input) rma[field] = clone((input[field] ?? null) as Json);
  }
  rma.order_id = asNumber(rma.order_id, Number(order.entity_id));
  rma.store_id = asNumber(rma.store_id, 1);
  if (typeof input.increment_id !== 'string' || input.increment_id === '') rma.increment_id = storeSequenceValue(state.rmaSequence, asNumber(rma.store_id, 1));
  if (rma.customer_id === null || rma.customer_id === undefined) rma.customer_id = (order.customer_id ?? null) as Json;
  // protect_code is drawn anew on every REST save (is_update is never set on that path, Rma.php:133-147).
  rma.protect_code = protectCode(state);
  if (existing === undefined) state.returns.insert(rma, 'entity_id');
  const rmaId = Number(rma.entity_id);
  // Fault rma-status-not-saved: the answer shows the status sent, the row keeps the one it had.
  const keepStatus = existing !== undefined && ctx.options.faults.has(COMMERCE_EDITION_FAULT.rmaStatusNotSaved);
  for (const given of Array.isArray(input.items) ? input.items.filter(isObject) : []) saveItem(state, rmaId, given as JsonObject);
  for (const given of Array.isArray(input.comments) ? input.comments.filter(isObject) : []) {
    const comment = given as JsonObject;
    addCommentRow(ctx, rmaId, { comment: comment.comment ?? null, is_customer_notified: flag(comment.customer_notified), is_visible_on_front: flag(comment.visible_on_front) ?? 0, status: comment.status ?? null, is_admin: flag(comment.admin) });
  }
  for (const given of Array.isArray(input.tracks) ? input.tracks.filter(isObject) : []) addTrackRow(state, rmaId, given as JsonObject);
  const answer = serializeRma(state, rma);
  if (keepStatus) rma.status = statusBefore;
  return answer;
}

/** A body item: the row its entity_id names (moved into this RMA, the fields sent written), or a new row. */
function saveItem(state: State, rmaId: number, given: JsonObject): void {
  const known = given.entity_id === undefined || given.entity_id === null ? undefined : state.rmaItems.get(asNumber(given.entity_id, -1));
  const row: JsonObject = known ?? Object.fromEntries(ITEM_INPUT.map((field) => [field, null]));
  for (const field of ITEM_INPUT) {
    if (!(field in given)) continue;
    const value = given[field] ?? null;
    row[field] = field.startsWith('qty_') || field === 'order_item_id' ? (value === null ? null : asNumber(value, 0)) : value === null ? null : String(value);
  }
  row.rma_entity_id = rmaId;
  if (known === undefined) state.rmaItems.insert(row, 'entity_id');
}

/** A boolean of CommentInterface as the status-history row keeps it (unset stays null). */
function flag(value: unknown): 0 | 1 | null {
  if (value === undefined || value === null) return null;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

function addCommentRow(ctx: Ctx, rmaId: number, fields: JsonObject): void {
  ctx.state.rmaComments.insert({ rma_entity_id: rmaId, created_at: ctx.now(), ...fields }, 'entity_id');
}

function addTrackRow(state: State, rmaId: number, given: JsonObject): void {
  state.rmaTracks.insert({ rma_entity_id: rmaId, track_number: given.track_number ?? null, carrier_title: given.carrier_title ?? null, carrier_code: given.carrier_code ?? null, is_admin: 0 }, 'entity_id');
}

/** A six-character protect code (a slice of a sha1 on the platform); deterministic here. */
function protectCode(state: State): string {
  return (state.rmaSequence.peekNextId() * 2654435761).toString(16).padStart(6, '0').slice(-6);
}

/** The RMA a call's id names, or undefined (the repository's get never throws). */
function rmaById(state: State, raw: string | undefined): JsonObject | undefined {
  return raw === undefined || !/^\d+$/.test(raw.trim()) ? undefined : state.returns.get(Number(raw));
}

/** RmaRepository::delete(RmaInterface $rmaDataObject): the RMA is the argument's entity_id; the route's :id is no
 * argument and a DELETE body is never read (framework/Webapi/Rest/Request.php:194-207), so only the query string
 * (?rmaDataObject[entity_id]=N) can name it: the documented call is refused before the service (validate.ts). Any
 * state is deleted, with its items, comments and tracks (foreign keys cascade); nothing there is deleted too, and
 * answers true all the same. sales_order_item.qty_returned is not given back. */
function deleteRma(ctx: Ctx): boolean {
  const input = bodyObject(ctx, 'rmaDataObject');
  const id = asNumber(input.entity_id, -1);
  if (ctx.state.returns.get(id) === undefined) return true;
  ctx.state.returns.delete(id);
  for (const table of [ctx.state.rmaItems, ctx.state.rmaComments, ctx.state.rmaTracks]) for (const row of table.all()) if (row.rma_entity_id === id) table.delete(Number(row.entity_id));
  return true;
}

/**
 * CommentManagement::addComment(CommentInterface $comment) (Model/Service/CommentManagement.php:74-90): the URL id is
 * no argument, the comment's rma_entity_id names the RMA; an empty comment is refused, is_admin is forced to 1, and a
 * comment of no RMA fails on the foreign key. The input names are the read's (visible_on_front, customer_notified):
 * CommentInterface's getters are isVisibleOnFront()/getIsCustomerNotified(), so is_visible_on_front,
 * is_customer_notified and is_admin name no property the input processor can set, and it throws a LogicException
 * (framework/Reflection/NameFinder.php:103): 500, masked outside developer mode.
 */
function addComment(ctx: Ctx): boolean {
  const input = bodyObject(ctx, 'data');
  const unreadable = ['is_visible_on_front', 'is_customer_notified', 'is_admin'].find((name) => name in input);
  if (unreadable !== undefined) {
    const property = unreadable.replace(/(?:^|_)([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    throw developerOrMasked(ctx, `Property "${property}" does not have accessor method "get${property}" in class "Magento\\Rma\\Api\\Data\\CommentInterface".`);
  }
  const text = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (text === '') throw inputError('Please enter a valid comment.');
  const rmaId = input.rma_entity_id === undefined || input.rma_entity_id === null ? null : asNumber(input.rma_entity_id, -1);
  if (rmaId === null || ctx.state.returns.get(rmaId) === undefined) {
    // The row's id is consumed by the failed insert, as MySQL's auto-increment is.
    ctx.state.rmaComments.insert({}, 'entity_id');
    ctx.state.rmaComments.delete(ctx.state.rmaComments.peekNextId() - 1);
    throw inputError('Could not save the RMA comment.');
  }
  // Fault rma-comment-dropped: answered true, never stored.
  if (ctx.options.faults.has(COMMERCE_EDITION_FAULT.rmaCommentDropped)) return true;
  addCommentRow(ctx, rmaId, { comment: input.comment ?? null, is_customer_notified: flag(input.customer_notified), is_visible_on_front: flag(input.visible_on_front) ?? 0, status: input.status ?? null, is_admin: 1 });
  return true;
}

/** An uncaught exception: its message and trace in developer mode (the fault search-unknown-field-sql plays that
 * mode), else the masked 500. */
function developerOrMasked(ctx: Ctx, message: string): DomainError {
  if (!ctx.options.faults.has(SEARCH_FAULTS.unknownFieldSql)) return internalError();
  return new DeveloperModeError(message, '#0 /var/www/html/vendor/magento/framework/Reflection/NameFinder.php(62): Magento\\Framework\\Reflection\\NameFinder->findAccessorMethodName()\n#1 /var/www/html/vendor/magento/framework/Webapi/ServiceInputProcessor.php(296): Magento\\Framework\\Reflection\\NameFinder->getGetterMethodName()');
}

/** TrackManagement::addTrack (Model/Service/TrackManagement.php:120-128): the URL's RMA (an unknown one leaves
 * rma_entity_id null and the foreign key refuses the row); whatever the track holds is stored, an empty one too. */
function addTrack(ctx: Ctx): boolean {
  const rma = rmaById(ctx.state, ctx.call.params.id);
  const input = bodyObject(ctx, 'track');
  if (rma === undefined) throw inputError('Could not save the RMA tracking.');
  addTrackRow(ctx.state, Number(rma.entity_id), input);
  return true;
}

/** TrackManagement::removeTrackById (:139-157): deletes the tracks matching both ids and answers whether it deleted
 * as many as it found, so nothing found is true too. */
function removeTrack(ctx: Ctx): boolean {
  const id = param(ctx, 'id');
  const trackId = param(ctx, 'trackId');
  const found = ctx.state.rmaTracks.all().filter((row) => String(row.entity_id) === trackId && String(row.rma_entity_id) === id);
  // Fault rma-track-not-removed: answered true, the track stays.
  if (!ctx.options.faults.has(COMMERCE_EDITION_FAULT.rmaTrackNotRemoved)) for (const row of found) ctx.state.rmaTracks.delete(Number(row.entity_id));
  return true;
}

function searchReturns(ctx: Ctx): JsonObject {
  const result = listSearch(searchCall(ctx), ctx.state.returns.all(), { table: 'magento_rma', storage: 'flat', isColumn: (field) => RMA_COLUMNS.has(field), notColumns: ['items', 'comments', 'tracks', 'extension_attributes', 'custom_attributes'] });
  result.items = (result.items as JsonObject[]).map((row) => serializeRma(ctx.state, row));
  return result;
}

export const returnHandlers: HandlerTable = {
  [`${RMA}RmaRepositoryInterface::get`]: (ctx) => serializeRma(ctx.state, rmaById(ctx.state, ctx.call.params.id)),
  [`${RMA}RmaManagementInterface::search`]: searchReturns,
  [`${RMA}RmaManagementInterface::saveRma`]: saveRma,
  [`${RMA}RmaRepositoryInterface::delete`]: deleteRma,
  // The list filters on the RMA's entity_id as loaded: an unknown RMA filters on null and finds nothing.
  [`${RMA}CommentManagementInterface::commentsList`]: (ctx) => {
    const rma = rmaById(ctx.state, ctx.call.params.id);
    return byRma(ctx.state.rmaComments.all(), rma === undefined ? null : String(rma.entity_id), serializeComment);
  },
  [`${RMA}CommentManagementInterface::addComment`]: addComment,
  // The track list filters on the URL's id as given.
  [`${RMA}TrackManagementInterface::getTracks`]: (ctx) => byRma(ctx.state.rmaTracks.all(), param(ctx, 'id'), (row) => pick(row, TRACK_FIELDS)),
  [`${RMA}TrackManagementInterface::addTrack`]: addTrack,
  [`${RMA}TrackManagementInterface::removeTrackById`]: removeTrack,
  // A label exists only after the admin's "Create Shipping Label" flow with a carrier that prints RMA labels (no REST
  // route makes one): LabelService::getShippingLabelByRmaPdf throws for every RMA here (LabelService.php:186-188).
  [`${RMA}TrackManagementInterface::getShippingLabelPdf`]: () => {
    throw inputError('Shipment does not exists.');
  },
};

/** The installation's own return: RMA 1 of the seeded order's first item, as the admin would make it (increment id
 * 000000001 of store 1's sequence). */
export function seedReturns(state: State, now: string): void {
  const order = state.orders.get(1);
  const item = state.orderItems.all().find((row) => row.order_id === 1);
  if (order === undefined || item === undefined) throw new Error('Seed: the RMA needs order 1');
  state.returns.put(1, {
    entity_id: 1,
    is_active: 1,
    increment_id: storeSequenceValue(state.rmaSequence, 1),
    order_id: 1,
    order_increment_id: String(order.increment_id),
    store_id: 1,
    customer_id: asNumber(order.customer_id, 0),
    date_requested: now,
    customer_custom_email: null,
    status: 'pending',
    protect_code: 'a1b2c3',
  });
  // Reason 11 "Wrong Size", condition 7 "Unopened", resolution 4 "Exchange": the option ids of a 2.4.6-p1 install.
  state.rmaItems.insert({ rma_entity_id: 1, order_item_id: Number(item.item_id), qty_requested: 1, qty_authorized: null, qty_approved: null, qty_returned: null, reason: '11', condition: '7', resolution: '4', status: 'pending' }, 'entity_id');
}
