// Shipments: shipping an order (order/:id/ship, the repository's save), reading them, their tracks, comments, e-mails
// and label.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { deductShipped } from '../inventory/order-deductions.ts';
import { reservationEvent } from '../inventory/reservations.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';
import { givenItems, addComment, addTo, advanceState, commentInput, commentList, commentsOf, documentRead, ENTITY_NOT_FOUND, increment, itemsOfOrder, listOf, publicFields, qtyRequest, requireOrder, S, savedComment, savedDocument, sortedFields } from './common.ts';

/** Ship the whole order (or the given quantities), as order/:id/ship does. What is left to ship is the quantity
 * ordered less the greater of what was shipped and what was refunded (Order\\Item::getSimpleQtyToShip; real 2.4.7-p3:
 * the third item of a line shipped after 2 were shipped and 1 refunded). */
export function shipOrder(ctx: Ctx, order: JsonObject, itemsInput: unknown, tracksInput: unknown): number {
  const { state } = ctx;
  const orderId = Number(order.entity_id);
  const all = itemsOfOrder(state, orderId);
  const wanted = qtyRequest(itemsInput);
  // A bundle's items named are shipped as its shipment type says (bundleShipment).
  const bundleRefusals = wanted === null ? [] : bundleShipment(ctx, all, wanted);
  const leftOf = (item: JsonObject): number => asNumber(item.qty_ordered, 0) - Math.max(asNumber(item.qty_shipped, 0), asNumber(item.qty_refunded, 0)) - asNumber(item.qty_canceled, 0);
  const lines = order.state === 'canceled'
    ? []
    : all
        .map((item) => ({ item, qty: Math.min(wanted === null ? asNumber(item.qty_ordered, 0) : (wanted.get(Number(item.item_id)) ?? 0), leftOf(item)) }))
        .filter((line) => line.qty > 0);
  // ShipOrder's document validators, in the platform's order: the order's state, then the quantities. An order with
  // something left to ship is not refused as one that allows no shipment: a shipment of an item shipped already is
  // refused for its quantities alone (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03: a bundle's child
  // shipped twice, the bundle's other child still to ship).
  const problems: string[] = [];
  // Fault reship-accepted: an order with nothing left to ship gets an empty shipment (no items, total_qty 0).
  const empty = lines.length === 0 && !(ctx.options.faults.has(COMMERCE_FAULT.reshipAccepted) && order.state !== 'canceled' && order.state !== 'holded' && bundleRefusals.length === 0);
  if (order.state === 'canceled' || order.state === 'holded') problems.push(`A shipment cannot be created when an order has a status of ${String(order.state)}`);
  else if (empty && all.every((item) => leftOf(item) <= 0)) problems.push('The order does not allow a shipment to be created.');
  if (empty) problems.push('You can\'t create a shipment without products.', ...bundleRefusals);
  // TrackValidator: each track needs its number (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1: absent or "" alike).
  // Fault shipment-track-unchecked lets a track without one through.
  const tracks = Array.isArray(tracksInput) ? (tracksInput.filter(isObject) as JsonObject[]) : [];
  const unchecked = ctx.options.faults.has(COMMERCE_INPUT_FAULT.shipmentTrackUnchecked);
  if (!unchecked) for (const track of tracks) if (isEmpty(track.track_number)) problems.push('Please enter a tracking number.');
  if (problems.length > 0) throw inputError(`Shipment Document Validation Error(s):\n${problems.join('\n')}`);
  // The track's own validator at its save, after the document's: a track without a carrier is a save that fails, which
  // the platform words without the cause (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1).
  if (!unchecked && tracks.some((track) => isEmpty(track.carrier_code))) throw inputError('Could not save a shipment, see error log for details');
  const now = ctx.now();
  const shipment: JsonObject = {
    billing_address_id: order.billing_address_id ?? 0,
    created_at: now,
    order_id: orderId,
    packages: [],
    shipping_address_id: order.__shipping_address_id ?? 0,
    store_id: 1,
    // A bundle's dummy items do not count: a Separately bundle's own item, a Together bundle's children.
    total_qty: lines.filter((line) => !isDummy(state, all, line.item)).reduce((sum, line) => sum + line.qty, 0),
    updated_at: now,
  };
  if (typeof order.customer_id === 'number') shipment.customer_id = order.customer_id;
  state.shipments.insert(shipment, 'entity_id');
  const shipmentId = Number(shipment.entity_id);
  shipment.increment_id = increment(shipmentId);
  shipment.items = lines.map(({ item, qty }, index) => {
    deductShipped(state, item, qty);
    reservationEvent(state, item, 'shipment_created', qty, () => addTo(item, 'qty_shipped', qty));
    item.updated_at = now;
    return { entity_id: shipmentId * 100 + index, name: item.name ?? '', parent_id: shipmentId, price: item.price ?? 0, product_id: item.product_id ?? 0, sku: item.sku ?? '', weight: 1, order_item_id: item.item_id ?? 0, qty };
  });
  for (const track of tracks) addTrack(ctx, shipment, track);
  advanceState(order, state);
  order.updated_at = now;
  return shipmentId;
}

/** The shipment type of the bundle whose order item this is: 'Separately' where its product's shipment_type is 1,
 * 'Together' otherwise (the product's default, 0). */
function shipmentType(state: State, parent: JsonObject): 'Together' | 'Separately' {
  const product = state.products.get(asNumber(parent.product_id, -1));
  const value = ((product?.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === 'shipment_type')?.value;
  return String(value) === '1' ? 'Separately' : 'Together';
}

const bundleParentOf = (all: readonly JsonObject[], item: JsonObject): JsonObject | undefined => (item.parent_item_id === undefined || item.parent_item_id === null ? undefined : all.find((candidate) => candidate.item_id === item.parent_item_id && candidate.product_type === 'bundle'));

/** Whether a shipment's item is a bundle's dummy: a Separately bundle's own item, a Together bundle's child. */
function isDummy(state: State, all: readonly JsonObject[], item: JsonObject): boolean {
  if (item.product_type === 'bundle') return shipmentType(state, item) === 'Separately';
  const parent = bundleParentOf(all, item);
  return parent !== undefined && shipmentType(state, parent) === 'Together';
}

/** The items a shipment names, as a bundle's shipment type ships them (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1,
 * 2026-12-03; Magento\Sales\Model\Order\Shipment\Validation\QuantityValidator and the bundle's ShipmentItems
 * validator): a Together bundle is shipped by its own item, which takes its children with it, and refused by a
 * child's; a Separately bundle is shipped by a child's item, which takes its bundle's item with it, and refused by its
 * own. `wanted` is completed in place; the refusals of items named wrongly are answered (each then left out). Fault
 * bundle-shipment-type-ignored ships every item as named. */
function bundleShipment(ctx: Ctx, all: readonly JsonObject[], wanted: Map<number, number>): string[] {
  if (ctx.options.faults.has(COMMERCE_FAULT.bundleShipmentTypeIgnored)) return [];
  const refusals: string[] = [];
  for (const [id, qty] of [...wanted.entries()]) {
    const item = all.find((candidate) => Number(candidate.item_id) === id);
    if (item === undefined) continue;
    const bundle = item.product_type === 'bundle' ? item : bundleParentOf(all, item);
    if (bundle === undefined) continue;
    const type = shipmentType(ctx.state, bundle);
    const own = bundle === item;
    if (own && type === 'Separately') {
      refusals.push(`Cannot create shipment as bundle product "${String(bundle.sku)}" has shipment type "Separately". Bundle product options should be shipped instead.`);
      wanted.delete(id);
    } else if (!own && type === 'Together') {
      refusals.push(`Cannot create shipment as bundle product "${String(bundle.sku)}" has shipment type "Together". Bundle product itself should be shipped instead.`);
      wanted.delete(id);
    } else if (own) {
      for (const child of all.filter((candidate) => candidate.parent_item_id === bundle.item_id)) if (!wanted.has(Number(child.item_id))) wanted.set(Number(child.item_id), (qty * asNumber(child.qty_ordered, 0)) / asNumber(bundle.qty_ordered, 1));
    } else if (!wanted.has(Number(bundle.item_id))) {
      wanted.set(Number(bundle.item_id), Math.min(asNumber(bundle.qty_ordered, 0), (qty * asNumber(bundle.qty_ordered, 1)) / asNumber(item.qty_ordered, 1)));
    }
  }
  return refusals;
}

/** A track field the platform's validators take as missing: absent, null or "" (PHP's empty()). */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || value === 0 || value === '0';

export function addTrack(ctx: Ctx, shipment: JsonObject, input: JsonObject): JsonObject {
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

export function requireShipment(state: State, id: number): JsonObject {
  const shipment = state.shipments.get(id);
  if (shipment === undefined) throw notFound(ENTITY_NOT_FOUND);
  return shipment;
}

export function serializeShipment(state: State, shipment: JsonObject): JsonObject {
  const out = publicFields(shipment);
  out.tracks = state.shipmentTracks.all().filter((track) => track.parent_id === shipment.entity_id).map(publicFields);
  out.comments = commentsOf(state.shipmentComments, Number(shipment.entity_id)).map(sortedFields);
  out.extension_attributes = { source_code: 'default' };
  // The REST ShippingLabelConverter plugin of the repository's get and getList answers the label base64-encoded.
  if (typeof shipment.shipping_label === 'string') out.shipping_label = Buffer.from(shipment.shipping_label, 'utf8').toString('base64');
  return out;
}

const TRACK_NOT_SAVED = 'Could not save the shipment tracking.';

export const shipmentHandlers: HandlerTable = {
  [`${S}ShipOrderInterface::execute`]: (ctx) => String(shipOrder(ctx, requireOrder(ctx.state, intParam(ctx, 'orderId')), bodyValue(ctx, 'items'), bodyValue(ctx, 'tracks'))),
  [`${S}ShipmentRepositoryInterface::get`]: (ctx) => documentRead(ctx, serializeShipment(ctx.state, requireShipment(ctx.state, intParam(ctx, 'id')))),
  [`${S}ShipmentRepositoryInterface::getList`]: (ctx) => listOf(ctx, ctx.state.shipments.all(), (row) => serializeShipment(ctx.state, row), 'sales_shipment'),
  // The repository persists the shipment as given (real 2.4.7-p3: the order's items stay unshipped); one without an
  // item is refused ("The shipment couldn't be saved."). Its tracks and comments are saved with it (the shipment
  // resource's relation), its shipping_label as sent (read back base64-encoded). MSI's observer of every new shipment
  // still deducts its items from the source and appends their shipment_created reservations (real 2.4.7-p3: +1 on an
  // order whose qty_shipped stayed 0).
  [`${S}ShipmentRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const order = requireOrder(ctx.state, asNumber(input.order_id, -1));
    if (!Array.isArray(input.items) || input.items.length === 0) throw inputError('The shipment couldn\'t be saved.');
    const saved = savedDocument(ctx, ctx.state.shipments, { packages: [], ...input }, ['tracks', 'comments']);
    const shipment = requireShipment(ctx.state, Number(saved.entity_id));
    const listed = (value: unknown): JsonObject[] => (Array.isArray(value) ? (value.filter(isObject) as JsonObject[]) : []);
    saved.tracks = listed(input.tracks).map((track) => publicFields(addTrack(ctx, shipment, track)));
    saved.comments = listed(input.comments).map((comment) => {
      const flags: JsonObject = {};
      for (const flag of ['is_customer_notified', 'is_visible_on_front']) if (comment[flag] !== undefined && comment[flag] !== null) flags[flag] = asNumber(comment[flag], 0);
      return savedComment(addComment(ctx, ctx.state.shipmentComments, Number(shipment.entity_id), asString(comment.comment, ''), flags));
    });
    for (const { item, qty } of givenItems(ctx.state, order, input.items)) {
      deductShipped(ctx.state, item, qty);
      reservationEvent(ctx.state, item, 'shipment_created', qty);
    }
    return saved;
  },
  [`${S}ShipmentManagementInterface::getCommentsList`]: (ctx) => commentList(ctx.state.shipmentComments, Number(requireShipment(ctx.state, intParam(ctx, 'id')).entity_id)),
  [`${S}ShipmentManagementInterface::notify`]: (ctx) => {
    requireShipment(ctx.state, intParam(ctx, 'id'));
    return true;
  },
  // The label through the repository's get: base64-encoded by the REST ShippingLabelConverter plugin, "" without one.
  [`${S}ShipmentManagementInterface::getLabel`]: (ctx) => {
    const label = requireShipment(ctx.state, intParam(ctx, 'id')).shipping_label;
    return typeof label === 'string' && label !== '' ? Buffer.from(label, 'utf8').toString('base64') : '';
  },
  [`${S}ShipmentCommentRepositoryInterface::save`]: (ctx) => {
    const input = commentInput(ctx, 'entity');
    const shipment = requireShipment(ctx.state, asNumber(input.parent_id, -1));
    return savedComment(addComment(ctx, ctx.state.shipmentComments, Number(shipment.entity_id), String(input.comment), { is_customer_notified: asNumber(input.is_customer_notified, 0), is_visible_on_front: asNumber(input.is_visible_on_front, 0) }));
  },
  // TrackRepository::save: the shipment must be the order's (looked up by both ids), and the track's validator wants
  // its shipment, order, number and carrier; every refusal is one answer (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1,
  // 2026-12-02: a track without a number, "" as its number, and one naming another order, alike). Fault
  // shipment-track-unchecked saves it on the shipment it names whatever it lacks.
  [`${S}ShipmentTrackRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'entity');
    const shipment = ctx.state.shipments.get(asNumber(input.parent_id, -1));
    const unchecked = ctx.options.faults.has(COMMERCE_INPUT_FAULT.shipmentTrackUnchecked);
    if (shipment === undefined) throw inputError(TRACK_NOT_SAVED);
    const ofOrder = asNumber(shipment.order_id, -1) === asNumber(input.order_id, -2);
    if (!unchecked && (!ofOrder || ['track_number', 'carrier_code'].some((field) => isEmpty(input[field])))) throw inputError(TRACK_NOT_SAVED);
    return publicFields(addTrack(ctx, shipment, input));
  },
  // Deleting a track that is not there answers true as well (real 2.4.7-p3: the second DELETE of one track).
  [`${S}ShipmentTrackRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    if (ctx.state.shipmentTracks.get(id) !== undefined) ctx.state.shipmentTracks.delete(id);
    return true;
  },
};
