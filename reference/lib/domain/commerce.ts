// Commerce-edition services with their own data: gift wrappings and returns (RMA) with comments and tracks.
// (Routes exist only on commerce profiles; on open-source profiles the core never calls these.)

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, intParam, param, searchCall } from './context.ts';
import { DomainError, inputError, internalError, noSuchEntity, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { listSearch, parseSearchCriteria, searchResult, type SearchCriteria } from './search.ts';
import { SEARCH_FAULTS } from '../search-faults.ts';
import type { State } from './state.ts';

const GW = 'Magento\\GiftWrapping\\Api\\';
const RMA = 'Magento\\Rma\\Api\\';
const RMA_NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";

function requireWrapping(state: State, id: number): JsonObject {
  const wrapping = state.giftWrappings.get(id);
  if (wrapping === undefined) throw noSuchEntity('wrappingId', id);
  return wrapping;
}

function saveWrapping(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'data');
  const idParam = ctx.call.params.wrappingId;
  if (idParam !== undefined) {
    const wrapping = requireWrapping(ctx.state, asNumber(idParam, -1));
    for (const field of ['design', 'status', 'base_price', 'website_ids', 'image_name'] as const) if (field in input) wrapping[field] = clone(input[field] ?? null);
    return clone(wrapping);
  }
  if (asString(input.design, '') === '') throw requiredField('design');
  const row: JsonObject = { design: asString(input.design, ''), status: asNumber(input.status, 1), base_price: asNumber(input.base_price, 0), base_currency_code: 'USD', website_ids: clone((Array.isArray(input.website_ids) ? input.website_ids : [1]) as Json[]) };
  ctx.state.giftWrappings.insert(row, 'wrapping_id');
  const ordered: JsonObject = { wrapping_id: row.wrapping_id ?? 0, ...row };
  ctx.state.giftWrappings.put(Number(row.wrapping_id), ordered);
  return clone(ordered);
}

/** The columns of magento_giftwrapping, the table the repository's collection selects. `design` is a store-scoped value
 * (magento_giftwrapping_store_attributes) and the websites another table, so the collection cannot filter or sort on
 * them: the search criteria go into the SQL as they are, and MySQL refuses the statement. A real Adobe Commerce
 * 2.4.6-p1 (developer mode: the exception's message is the answer's) answered 500 "SQLSTATE[42S22]: Column not
 * found: 1054 Unknown column 'design' in 'where clause'" to a filter on design. */
const WRAPPING_COLUMNS = new Set(['wrapping_id', 'status', 'base_price', 'image']);

function unknownWrappingColumn(criteria: SearchCriteria, developerMode: boolean): DomainError | null {
  const quote = (v: string): string => `'${v.replace(/'/g, "\\'")}'`;
  for (const group of criteria.filterGroups) {
    const bad = group.find((filter) => !WRAPPING_COLUMNS.has(filter.field));
    if (bad === undefined) continue;
    const where = group.map((f) => `(\`${f.field}\` ${f.conditionType === 'like' ? 'LIKE' : '='} ${quote(f.value)})`).join(' OR ');
    if (!developerMode) return internalError();
    return new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${bad.field}' in 'where clause', query was: SELECT \`main_table\`.* FROM \`magento_giftwrapping\` AS \`main_table\` WHERE (${where})`);
  }
  const sort = criteria.sortOrders.find((order) => !WRAPPING_COLUMNS.has(order.field));
  if (sort === undefined) return null;
  return developerMode ? new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${sort.field}' in 'order clause'`) : internalError();
}

function listWrappings(ctx: Ctx): JsonObject {
  const criteria = parseSearchCriteria(ctx.call.query);
  // Outside developer mode the platform masks the SQL error (the 2.4.6-p1 that showed it ran in developer mode); the
  // reference shows it only under the fault that plays developer mode.
  const error = unknownWrappingColumn(criteria, searchCall(ctx).faults.has(SEARCH_FAULTS.unknownFieldSql));
  if (error !== null) throw error;
  return searchResult(ctx.state.giftWrappings.all().map((row) => clone(row)), criteria);
}

function requireRma(state: State, id: number): JsonObject {
  const rma = state.returns.get(id);
  if (rma === undefined) throw notFound(RMA_NOT_FOUND);
  return rma;
}

function byParent(rows: JsonObject[], rmaId: number): JsonObject {
  const criteria: SearchCriteria = { filterGroups: [[{ field: 'rma_entity_id', value: String(rmaId), conditionType: 'eq' }]], sortOrders: [], pageSize: null, currentPage: null };
  return searchResult(rows.map((row) => clone(row)), criteria);
}

/** The RMA as the repository answers it: its items, comments and tracks embedded. */
function serializeRma(state: State, rma: JsonObject): JsonObject {
  const id = Number(rma.entity_id);
  return {
    ...clone(rma),
    items: clone((rma.items as Json[] | undefined) ?? []),
    comments: state.rmaComments.all().filter((row) => row.rma_entity_id === id).map((row) => clone(row)),
    tracks: state.rmaTracks.all().filter((row) => row.rma_entity_id === id).map((row) => clone(row)),
  };
}

/** Create (no id) or update a return from a body rmaDataObject; the order must exist. */
function saveRma(ctx: Ctx, id: number | null): JsonObject {
  const input = bodyObject(ctx, 'rmaDataObject');
  if (id !== null) {
    const rma = requireRma(ctx.state, id);
    if (typeof input.status === 'string') rma.status = input.status;
    return serializeRma(ctx.state, rma);
  }
  const order = ctx.state.orders.get(asNumber(input.order_id, -1));
  if (order === undefined) throw inputError('The order ID is incorrect. Verify the ID and try again.');
  if (!Array.isArray(input.items) || input.items.length === 0) throw requiredField('items');
  const rma: JsonObject = {
    increment_id: '',
    order_id: Number(order.entity_id),
    order_increment_id: String(order.increment_id),
    store_id: asNumber(order.store_id, 1),
    customer_id: asNumber(order.customer_id, 0),
    date_requested: ctx.now(),
    customer_custom_email: asString(input.customer_custom_email, String(order.customer_email)),
    status: 'pending',
  };
  ctx.state.returns.insert(rma, 'entity_id');
  const rmaId = Number(rma.entity_id);
  rma.increment_id = String(rmaId).padStart(9, '0');
  rma.items = (input.items as unknown[]).filter(isObject).map((item, index) => ({
    entity_id: rmaId * 100 + index,
    rma_entity_id: rmaId,
    order_item_id: asNumber(item.order_item_id, 0),
    qty_requested: asNumber(item.qty_requested, 1),
    qty_authorized: 0,
    qty_approved: 0,
    qty_returned: 0,
    reason: asString(item.reason, ''),
    condition: asString(item.condition, ''),
    resolution: asString(item.resolution, ''),
    status: 'pending',
  }));
  const ordered: JsonObject = { increment_id: rma.increment_id, entity_id: rmaId, ...rma };
  ctx.state.returns.put(rmaId, ordered);
  return serializeRma(ctx.state, ordered);
}

export const commerceHandlers: HandlerTable = {
  [`${GW}WrappingRepositoryInterface::get`]: (ctx) => clone(requireWrapping(ctx.state, intParam(ctx, 'id'))),
  [`${GW}WrappingRepositoryInterface::getList`]: listWrappings,
  [`${GW}WrappingRepositoryInterface::save`]: saveWrapping,
  [`${GW}WrappingRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    requireWrapping(ctx.state, id);
    ctx.state.giftWrappings.delete(id);
    return true;
  },
  [`${RMA}RmaRepositoryInterface::get`]: (ctx) => serializeRma(ctx.state, requireRma(ctx.state, intParam(ctx, 'id'))),
  [`${RMA}RmaManagementInterface::search`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.returns.all(), { table: 'magento_rma', storage: 'flat' });
    result.items = (result.items as JsonObject[]).map((row) => serializeRma(ctx.state, row));
    return result;
  },
  [`${RMA}RmaManagementInterface::saveRma`]: (ctx) => saveRma(ctx, ctx.call.params.id === undefined ? null : asNumber(param(ctx, 'id'), -1)),
  [`${RMA}RmaRepositoryInterface::delete`]: (ctx) => {
    const id = asNumber(param(ctx, 'id'), -1);
    requireRma(ctx.state, id);
    ctx.state.returns.delete(id);
    return true;
  },
  [`${RMA}CommentManagementInterface::commentsList`]: (ctx) => byParent(ctx.state.rmaComments.all(), Number(requireRma(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${RMA}CommentManagementInterface::addComment`]: (ctx) => {
    const rma = requireRma(ctx.state, asNumber(param(ctx, 'id'), -1));
    const input = bodyObject(ctx, 'data');
    if (typeof input.comment !== 'string') throw requiredField('comment');
    ctx.state.rmaComments.insert({ comment: input.comment, rma_entity_id: Number(rma.entity_id), created_at: ctx.now(), customer_notified: input.customer_notified === true, visible_on_front: input.visible_on_front === true, status: String(rma.status), admin: true }, 'entity_id');
    return true;
  },
  [`${RMA}TrackManagementInterface::getTracks`]: (ctx) => byParent(ctx.state.rmaTracks.all(), Number(requireRma(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${RMA}TrackManagementInterface::addTrack`]: (ctx) => {
    const rma = requireRma(ctx.state, intParam(ctx, 'id'));
    const input = bodyObject(ctx, 'track');
    if (asString(input.track_number, '') === '') throw requiredField('track_number');
    ctx.state.rmaTracks.insert({ rma_entity_id: Number(rma.entity_id), track_number: asString(input.track_number, ''), carrier_title: asString(input.carrier_title, ''), carrier_code: asString(input.carrier_code, 'custom') }, 'entity_id');
    return true;
  },
  [`${RMA}TrackManagementInterface::removeTrackById`]: (ctx) => {
    const rma = requireRma(ctx.state, intParam(ctx, 'id'));
    const trackId = intParam(ctx, 'trackId');
    const track = ctx.state.rmaTracks.get(trackId);
    if (track?.rma_entity_id !== rma.entity_id) throw notFound(RMA_NOT_FOUND);
    ctx.state.rmaTracks.delete(trackId);
    return true;
  },
  [`${RMA}TrackManagementInterface::getShippingLabelPdf`]: (ctx) => {
    requireRma(ctx.state, intParam(ctx, 'id'));
    return '';
  },
};

/** One wrapping and one return of the seeded order's first item. */
export function seedCommerce(state: State, now: string): void {
  state.giftWrappings.put(1, { wrapping_id: 1, design: 'Reference Gift Paper', status: 1, base_price: 3.5, base_currency_code: 'USD', website_ids: [1] });
  const order = state.orders.get(1);
  const item = state.orderItems.all().find((row) => row.order_id === 1);
  if (order === undefined || item === undefined) throw new Error('Seed: the RMA needs order 1');
  state.returns.put(1, {
    increment_id: '000000001',
    entity_id: 1,
    order_id: 1,
    order_increment_id: String(order.increment_id),
    store_id: 1,
    customer_id: asNumber(order.customer_id, 0),
    date_requested: now,
    customer_custom_email: String(order.customer_email),
    items: [{ entity_id: 100, rma_entity_id: 1, order_item_id: Number(item.item_id), qty_requested: 1, qty_authorized: 0, qty_approved: 0, qty_returned: 0, reason: 'wrong size', condition: 'unopened', resolution: 'exchange', status: 'pending' }],
    status: 'pending',
  });
}

/**
 * Unset values, as a real Adobe Commerce 2.4.6-p1 held them and as the platform renders them: its output processor
 * leaves a null out of an object's answer (for a getter whose return type is nullable), so a property the published
 * schema marks required is absent, and a null scalar result answers []. Order 1 has no status (GET /V1/orders/:id and
 * GET /V1/orders lack it, GET /V1/orders/:id/statuses answers []; the real 2.4.7-p3 answers the same once
 * sales_order.status is NULL), and coupon REF10 no created_at. Commerce profiles only: the open-source profiles keep
 * the real 2.4.7 corpus's values.
 */
export function seedUnsetValues(state: State): void {
  const order = state.orders.get(1);
  const coupon = state.coupons.all().find((row) => row.code === 'REF10');
  if (order === undefined || coupon === undefined) throw new Error('Seed: the unset values need order 1 and coupon REF10');
  delete order.status;
  delete coupon.created_at;
}
