// Returns (Magento_Rma): the RMA repository and management, comments, tracks and shipping labels.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param, searchCall } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { listSearch, searchResult, type SearchCriteria } from '../search.ts';
import type { State } from '../state.ts';

const RMA = 'Magento\\Rma\\Api\\';
const RMA_NOT_FOUND = "The entity that was requested doesn't exist. Verify the entity and try again.";

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

export const returnHandlers: HandlerTable = {
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

/** One return of the seeded order's first item. */
export function seedReturns(state: State, now: string): void {
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
