// commerce.order-saves: the saves of a guest order of the run's own through the repositories, as the platform's
// OrderUpdateTest makes them, and its shipment before any invoice (ShipOrderTest::testShipOrder). One order
// is shipped with its items, a comment and a UPS track while new: the shipment reads back, and the order's status is
// no longer the one it was placed with. On a second order POST /V1/orders saves it by entity_id alone, then with state and status
// processing; after its invoice, POST /V1/invoices/ saves an invoice of it sent in camelCase item keys with every
// other field null, POST /V1/creditmemo a credit memo of its item (its qty invoiced) with every other field null, and
// POST /V1/orders saves it with state and status complete. A third order, invoiced, is shipped one unit at a time
// through POST /V1/shipment/ (ShipmentCreateTest's body: a UPS track titled ground and a comment, every other field
// null; then a shipping_label): each shipment reads back as the order's with its item, the first with its track and
// comment, and GET /V1/shipment/:id/label reads the second's label base64-encoded (ShipmentLabelGetTest). Each save answers an object of more than one field (the
// order's: its entity_id; a document's: its new entity_id, read back as the order's), and after each the order keeps
// the increment_id it was placed with; a state and status saved read back. Queued on /async and /async/bulk
// (WebapiAsync's OrderRepositoryInterfaceTest::testSave), a save of the order's customer_email completes, and the
// order reads the new e-mail with its grand totals and increment_id as they were. The order and its documents stay
// (orders cannot be deleted; the run lists them).

import { pass, type HttpExchange, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, StepFailed, type CommerceScenario, type Flow } from './flow.ts';
import { placeGuestOrder, tag } from './setup.ts';
import { judgedSearch, type KnownSearch } from './known-search.ts';

const SAVE = 'POST /V1/orders';
const READ = 'GET /V1/orders/:id';

/** What the run knows of its order before a save: the fields no save of it may change. */
interface Kept {
  increment_id: unknown;
  grand_total: unknown;
  base_grand_total: unknown;
}

async function orderOf(flow: Flow, id: string): Promise<{ json: Record<string, unknown>; read: HttpExchange }> {
  const read = await flow.read('admin', `/V1/orders/${id}`, READ);
  return { json: recordOf(read.json), read };
}

/** The order after `what`: it keeps its increment_id (OrderUpdateTest: "and the order keeps its increment_id"). */
async function keepsIncrementId(flow: Flow, id: string, kept: Kept, what: string): Promise<Record<string, unknown>> {
  const { json, read } = await orderOf(flow, id);
  flow.expect(json.increment_id === kept.increment_id, `after ${what} order ${id}'s increment_id changed`, String(kept.increment_id), json.increment_id, read);
  return json;
}

/** A save of the order through its repository: answered by an object of more than one field, the order's; the order
 * keeps its increment_id, and what the save set reads back. */
async function saveOrder(flow: Flow, id: string, kept: Kept, entity: Record<string, unknown>, what: string): Promise<void> {
  const res = await flow.send('admin', 'POST', '/V1/orders', { body: { entity }, judge: SAVE });
  const answer = recordOf(res.json);
  flow.expect(Object.keys(answer).length > 1 && idText(answer.entity_id) === id, `${SAVE} (${what}) does not answer the order saved`, `an object of more than one field, entity_id ${id}`, res.json, res);
  const json = await keepsIncrementId(flow, id, kept, `${SAVE} (${what})`);
  const set = Object.entries(entity).filter(([field]) => field !== 'entity_id');
  const differ = set.filter(([field, value]) => json[field] !== value);
  flow.expect(differ.length === 0, `after ${SAVE} (${what}) order ${id} does not read back what was saved`, JSON.stringify(Object.fromEntries(set)), Object.fromEntries(differ.map(([field]) => [field, json[field]])));
}

/** Every field of an invoice (InvoiceInterface) the platform's test sends null. */
const INVOICE_NULLS = ['base_currency_code', 'base_discount_amount', 'base_grand_total', 'base_discount_tax_compensation_amount', 'base_shipping_amount', 'base_shipping_discount_tax_compensation_amnt', 'base_shipping_incl_tax', 'base_shipping_tax_amount', 'base_subtotal', 'base_subtotal_incl_tax', 'base_tax_amount', 'base_total_refunded', 'base_to_global_rate', 'base_to_order_rate', 'billing_address_id', 'can_void_flag', 'created_at', 'discount_amount', 'discount_description', 'email_sent', 'entity_id', 'global_currency_code', 'grand_total', 'discount_tax_compensation_amount', 'increment_id', 'is_used_for_refund', 'order_currency_code', 'shipping_address_id', 'shipping_amount', 'shipping_discount_tax_compensation_amount', 'shipping_incl_tax', 'shipping_tax_amount', 'state', 'store_currency_code', 'store_id', 'store_to_base_rate', 'store_to_order_rate', 'subtotal', 'subtotal_incl_tax', 'tax_amount', 'transaction_id', 'updated_at'] as const;
/** Every field of an invoice item the platform's test sends null, in camelCase as it sends them. */
const INVOICE_ITEM_NULLS = ['additionalData', 'baseCost', 'baseDiscountAmount', 'baseDiscountTaxCompensationAmount', 'basePrice', 'basePriceInclTax', 'baseRowTotal', 'baseRowTotalInclTax', 'baseTaxAmount', 'description', 'discountAmount', 'discountTaxCompensationAmount', 'name', 'entity_id', 'parentId', 'price', 'priceInclTax', 'productId', 'rowTotal', 'rowTotalInclTax', 'taxAmount'] as const;
/** Every field of a credit memo (CreditmemoInterface) the platform's test sends null. */
const CREDITMEMO_NULLS = ['adjustment', 'adjustment_negative', 'adjustment_positive', 'base_adjustment', 'base_adjustment_negative', 'base_adjustment_positive', 'base_currency_code', 'base_discount_amount', 'base_grand_total', 'base_discount_tax_compensation_amount', 'base_shipping_amount', 'base_shipping_discount_tax_compensation_amnt', 'base_shipping_incl_tax', 'base_shipping_tax_amount', 'base_subtotal', 'base_subtotal_incl_tax', 'base_tax_amount', 'base_to_global_rate', 'base_to_order_rate', 'billing_address_id', 'created_at', 'creditmemo_status', 'discount_amount', 'discount_description', 'email_sent', 'entity_id', 'global_currency_code', 'grand_total', 'discount_tax_compensation_amount', 'increment_id', 'invoice_id', 'order_currency_code', 'shipping_address_id', 'shipping_amount', 'shipping_discount_tax_compensation_amount', 'shipping_incl_tax', 'shipping_tax_amount', 'state', 'store_currency_code', 'store_id', 'store_to_base_rate', 'store_to_order_rate', 'subtotal', 'subtotal_incl_tax', 'tax_amount', 'transaction_id', 'updated_at'] as const;
const nulls = (fields: readonly string[]): Record<string, null> => Object.fromEntries(fields.map((field) => [field, null]));

/** A document saved through its repository (InvoiceCreateTest, CreditmemoCreateTest, OrderUpdateTest): answered not
 * empty, with its new entity_id, read back by it as the order's; the order keeps its increment_id. */
async function saveDocument(flow: Flow, id: string, kept: Kept, kind: 'invoice' | 'creditmemo', entity: Record<string, unknown>): Promise<string> {
  const route = kind === 'invoice' ? { save: 'POST /V1/invoices/', path: '/V1/invoices/', read: 'GET /V1/invoices/:id', one: (d: string) => `/V1/invoices/${d}` } : { save: 'POST /V1/creditmemo', path: '/V1/creditmemo', read: 'GET /V1/creditmemo/:id', one: (d: string) => `/V1/creditmemo/${d}` };
  const res = await flow.send('admin', 'POST', route.path, { body: { entity } });
  const answer = recordOf(res.json);
  const documentId = idText(answer.entity_id);
  // Recorded before its answer is judged: a document saved is left whatever its answer says.
  if (res.status === 200 && documentId !== null) flow.leave(kind, documentId);
  await flow.judge(route.save, res);
  flow.expect(documentId !== null && Object.keys(answer).length > 1, `${route.save} does not answer the ${kind} saved for order ${id}`, 'an object with the new entity_id', res.json, res);
  const read = await flow.read('admin', route.one(documentId as string), route.read);
  flow.expect(idText(recordOf(read.json).order_id) === id, `the ${kind} ${documentId as string} saved through ${route.save} does not read back as order ${id}'s`, `order_id ${id}`, recordOf(read.json).order_id, read);
  await keepsIncrementId(flow, id, kept, route.save);
  return documentId as string;
}

/** Shipped while new, before any invoice, with its items, a comment and a UPS track (ShipOrderTest::testShipOrder):
 * the shipment reads back as the order's, and the order's status is no longer the one it was placed with. */
async function shippedWhileNew(flow: Flow, name: string): Promise<string> {
  const order = await placeGuestOrder(flow);
  const id = order.orderId;
  const placed = await orderOf(flow, id);
  const items = Array.isArray(placed.json.items) ? placed.json.items.filter(isRecord) : [];
  const shipped = await flow.send('admin', 'POST', `/V1/order/${id}/ship`, { body: { items: items.map((i) => ({ order_item_id: Number(i.item_id), qty: Number(i.qty_ordered) })), comment: { comment: `${name} shipment comment`, is_visible_on_front: 1 }, tracks: [{ track_number: `${name}-track`, title: name, carrier_code: 'UPS' }] }, judge: 'POST /V1/order/:orderId/ship' });
  const shipmentId = idText(shipped.json);
  flow.expect(shipmentId !== null, `POST /V1/order/:orderId/ship does not answer the shipment of order ${id}`, 'the new shipment\'s id', shipped.json, shipped);
  flow.leave('shipment', shipmentId as string);
  const shipment = await flow.read('admin', `/V1/shipment/${shipmentId as string}`, 'GET /V1/shipment/:id');
  flow.expect(idText(recordOf(shipment.json).order_id) === id, `shipment ${shipmentId as string} does not read back as order ${id}'s`, `order_id ${id}`, recordOf(shipment.json).order_id, shipment);
  const after = await orderOf(flow, id);
  flow.expect(typeof after.json.status === 'string' && after.json.status !== placed.json.status, `shipping the new order ${id} does not change its status`, `a status other than ${JSON.stringify(placed.json.status)}`, after.json.status, after.read);
  return `order ${id} shipped while new (status ${String(placed.json.status)} → ${String(after.json.status)})`;
}

/** Every field of a shipment (ShipmentInterface) ShipmentCreateTest sends null. */
const SHIPMENT_NULLS = ['entity_id', 'store_id', 'total_weight', 'total_qty', 'email_sent', 'customer_id', 'shipping_address_id', 'billing_address_id', 'shipment_status', 'increment_id', 'created_at', 'updated_at', 'shipping_label'] as const;
/** Every field of a shipment item ShipmentCreateTest sends null (its entity_id too: the test's 1 would name a row of
 * another shipment on an installation that has one). */
const SHIPMENT_ITEM_NULLS = ['additional_data', 'description', 'entity_id', 'name', 'parent_id', 'price', 'product_id', 'row_total', 'weight'] as const;

/** A shipment of one unit of the order's item saved through its repository (ShipmentCreateTest::testInvoke): answered
 * with its new entity_id (recorded before its answer is judged), and read back as the order's with that one item. */
async function savedShipment(flow: Flow, id: string, item: Record<string, unknown>, entity: Record<string, unknown>): Promise<{ shipmentId: string; read: Record<string, unknown>; exchange: HttpExchange }> {
  const body = { entity: { ...nulls(SHIPMENT_NULLS), ...entity, order_id: Number(id), items: [{ ...nulls(SHIPMENT_ITEM_NULLS), order_item_id: Number(item.item_id), qty: 1, sku: item.sku }] } };
  const res = await flow.send('admin', 'POST', '/V1/shipment/', { body });
  const shipmentId = idText(recordOf(res.json).entity_id);
  if (res.status === 200 && shipmentId !== null) flow.leave('shipment', shipmentId);
  await flow.judge('POST /V1/shipment/', res);
  flow.expect(shipmentId !== null && Object.keys(recordOf(res.json)).length > 1, `POST /V1/shipment/ does not answer the shipment saved for order ${id}`, 'an object with the new entity_id', res.json, res);
  const read = await flow.read('admin', `/V1/shipment/${shipmentId as string}`, 'GET /V1/shipment/:id');
  const json = recordOf(read.json);
  const items = Array.isArray(json.items) ? json.items.map(recordOf) : [];
  const shown = { order_id: json.order_id, items: items.map((i) => ({ order_item_id: i.order_item_id, qty: i.qty, sku: i.sku })) };
  const same = idText(json.order_id) === id && items.length === 1 && idText(items[0]?.order_item_id) === idText(item.item_id) && Number(items[0]?.qty) === 1 && items[0]?.sku === item.sku;
  flow.expect(same, `the shipment ${shipmentId as string} saved through POST /V1/shipment/ does not read back as order ${id}'s with the item sent`, `order_id ${id}, one item {order_item_id ${String(item.item_id)}, qty 1, sku ${String(item.sku)}}`, shown, read);
  return { shipmentId: shipmentId as string, read: json, exchange: read };
}

/** An order of two, invoiced, shipped one unit at a time through the shipment repository: first as ShipmentCreateTest sends it
 * (a UPS track titled ground and a comment, every other field null), its track and comment read back; then with a
 * shipping_label, whose GET /V1/shipment/:id/label reads as the label's base64 encoding (ShipmentLabelGetTest; the
 * label the test sets on its fixture in PHP). Each new shipment deducts its unit from the source and appends its
 * shipment_created reservation (MSI), which with the other balances the order's order_placed one. */
async function shipmentSaves(flow: Flow, name: string): Promise<string> {
  const order = await placeGuestOrder(flow, 2);
  const id = order.orderId;
  // Invoiced first, as the tests' fixture order is: the repository's shipments move none of the order's quantities,
  // so a new order would stay cancellable, and the teardown's cancellation would give back the two units their
  // shipment_created reservations already balanced (the real 2.4.7-p3: +2 left). Invoiced in full, it cannot be.
  const invoiced = await flow.send('admin', 'POST', `/V1/order/${id}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
  const invoiceId = idText(invoiced.json);
  flow.expect(invoiceId !== null, `POST /V1/order/:orderId/invoice does not answer the invoice of order ${id}`, 'the new invoice\'s id', invoiced.json, invoiced);
  flow.leave('invoice', invoiceId as string);
  const placed = await orderOf(flow, id);
  const item = recordOf((Array.isArray(placed.json.items) ? placed.json.items : [])[0]);
  const track = { carrier_code: 'UPS', order_id: Number(id), title: 'ground', description: null, track_number: `${name}-12345678`, parent_id: null, created_at: null, updated_at: null, qty: null, weight: null };
  const comment = `${name} Shipment-related comment.`;
  const first = await savedShipment(flow, id, item, { tracks: [track], comments: [{ comment, is_customer_notified: null, is_visible_on_front: null, parent_id: null }] });
  const tracks = Array.isArray(first.read.tracks) ? first.read.tracks.map(recordOf) : [];
  const comments = Array.isArray(first.read.comments) ? first.read.comments.map(recordOf) : [];
  const shown = { tracks: tracks.map((t) => ({ carrier_code: t.carrier_code, title: t.title, track_number: t.track_number, order_id: t.order_id, parent_id: t.parent_id })), comments: comments.map((c) => ({ comment: c.comment, parent_id: c.parent_id })) };
  const sameTrack = tracks.length === 1 && tracks[0]?.carrier_code === 'UPS' && tracks[0]?.title === 'ground' && tracks[0]?.track_number === track.track_number && idText(tracks[0]?.order_id) === id && idText(tracks[0]?.parent_id) === first.shipmentId;
  const sameComment = comments.length === 1 && comments[0]?.comment === comment && idText(comments[0]?.parent_id) === first.shipmentId;
  flow.expect(sameTrack && sameComment, `the shipment ${first.shipmentId} saved through POST /V1/shipment/ does not read back the track and the comment sent`, `one track {carrier_code UPS, title ground, track_number ${track.track_number}, order_id ${id}, parent_id ${first.shipmentId}}, one comment {${JSON.stringify(comment)}, parent_id ${first.shipmentId}}`, shown, first.exchange);
  const label = `${name} shipping label`;
  const second = await savedShipment(flow, id, item, { shipping_label: label, tracks: [], comments: [] });
  const read = await flow.read('admin', `/V1/shipment/${second.shipmentId}/label`, 'GET /V1/shipment/:id/label');
  const encoded = Buffer.from(label, 'utf8').toString('base64');
  flow.expect(read.json === encoded, `GET /V1/shipment/:id/label does not read the label shipment ${second.shipmentId} was saved with as its base64 encoding`, JSON.stringify(encoded), read.json, read);
  // Both found by a search of groups (ShipmentListTest: (shipment_status eq 1 OR ...) AND ..., sorted by increment_id
  // ASC), the labelled one's shipping_label base64-encoded, the criteria echoed.
  const search: KnownSearch = {
    groups: [[{ field: 'shipment_status', value: 1, condition_type: 'eq' }, { field: 'order_id', value: id, condition_type: 'eq' }], [{ field: 'entity_id', value: first.shipmentId, condition_type: 'gteq' }]],
    sort: { field: 'increment_id', direction: 'ASC' },
    idField: 'entity_id',
    want: [first.shipmentId, second.shipmentId],
  };
  const found = await judgedSearch(flow, 'GET /V1/shipments', '/V1/shipments', search, `order ${id}'s two shipments`);
  const labels = found.items.map((i) => i.shipping_label ?? null);
  flow.expect(labels[0] === null && labels[1] === encoded, `GET /V1/shipments does not list shipment ${second.shipmentId}'s label base64-encoded (and none for ${first.shipmentId})`, JSON.stringify([null, encoded]), labels, found.exchange);
  return `order ${id} shipped through POST /V1/shipment/ one unit at a time: shipment ${first.shipmentId} with its UPS track and comment read back, shipment ${second.shipmentId} with its label read back base64-encoded, both found by a search of groups in increment_id order`;
}

async function synchronous(flow: Flow): Promise<string> {
  const name = flow.ctx.name(`os${tag()}`);
  const shipped = await shippedWhileNew(flow, name);
  // The saves go on an order that is invoiced, never shipped: the credit memo its repository saves appends MSI's
  // creditmemo_created reservation (+ its qty), which then balances the order's order_placed one; on a shipped order
  // nothing would (the real 2.4.7-p3: +2 left on a shipped order of 2, 2026-12-03).
  const order = await placeGuestOrder(flow, 2);
  const id = order.orderId;
  const placed = await orderOf(flow, id);
  const kept: Kept = { increment_id: placed.json.increment_id, grand_total: placed.json.grand_total, base_grand_total: placed.json.base_grand_total };
  flow.expect(typeof kept.increment_id === 'string' && kept.increment_id !== '', `order ${id} reads without an increment_id`, 'a non-empty increment_id', kept.increment_id, placed.read);
  const items = Array.isArray(placed.json.items) ? placed.json.items.filter(isRecord) : [];
  // Saved by entity_id alone (testOrderNoAttributesProvidedUpdate), then with state and status (testOrderUpdate).
  await saveOrder(flow, id, kept, { entity_id: Number(id) }, 'entity_id alone');
  await saveOrder(flow, id, kept, { entity_id: Number(id), state: 'processing', status: 'processing' }, 'state and status processing');
  // Invoiced, then an invoice and a credit memo saved through their repositories (OrderUpdateTest::testOrderUpdate,
  // InvoiceCreateTest, CreditmemoCreateTest).
  const invoiced = await flow.send('admin', 'POST', `/V1/order/${id}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
  const invoiceId = idText(invoiced.json);
  flow.expect(invoiceId !== null, `POST /V1/order/:orderId/invoice does not answer the invoice of order ${id}`, 'the new invoice\'s id', invoiced.json, invoiced);
  flow.leave('invoice', invoiceId as string);
  await keepsIncrementId(flow, id, kept, 'POST /V1/order/:orderId/invoice');
  const item = recordOf(items[0]);
  const savedInvoice = await saveDocument(flow, id, kept, 'invoice', { ...nulls(INVOICE_NULLS), order_id: Number(id), total_qty: '1', items: [{ ...nulls(INVOICE_ITEM_NULLS), orderItemId: Number(item.item_id), qty: Number(item.qty_ordered), sku: `${name}-sku` }] });
  const invoicedOrder = await orderOf(flow, id);
  const line = recordOf((Array.isArray(invoicedOrder.json.items) ? invoicedOrder.json.items : []).find((i) => isRecord(i) && idText(i.item_id) === idText(item.item_id)));
  flow.expect(Number(line.qty_invoiced) === Number(item.qty_ordered), `order ${id}'s item is not invoiced`, `qty_invoiced ${String(item.qty_ordered)}`, line.qty_invoiced, invoicedOrder.read);
  const savedMemo = await saveDocument(flow, id, kept, 'creditmemo', { ...nulls(CREDITMEMO_NULLS), order_id: Number(id), items: [{ order_item_id: Number(item.item_id), qty: Number(line.qty_invoiced) }] });
  // Saved with state and status complete (testOrderStatusUpdate).
  await saveOrder(flow, id, kept, { entity_id: Number(id), state: 'complete', status: 'complete' }, 'state and status complete');
  const shipments = await shipmentSaves(flow, name);
  return `${shipped}; ${shipments}; order ${id} (${String(kept.increment_id)}) saved by entity_id alone, with state and status processing, then complete; invoice ${savedInvoice} and credit memo ${savedMemo} saved through their repositories; its increment_id kept throughout`;
}

/** The same save queued (WebapiAsync OrderRepositoryInterfaceTest::testSave): the order's customer_email changed, its
 * grand totals and increment_id as they were. */
async function queued(flow: Flow, form: 'async' | 'bulk'): Promise<string> {
  const order = await placeGuestOrder(flow);
  const id = order.orderId;
  const placed = await orderOf(flow, id);
  const kept: Kept = { increment_id: placed.json.increment_id, grand_total: placed.json.grand_total, base_grand_total: placed.json.base_grand_total };
  const route = flow.ctx.route(SAVE);
  if (route === undefined || route.asyncPath === null || route.bulkPath === null) throw new StepFailed({ outcome: 'fail', broken: `${SAVE} has no queued form in the plan`, expected: 'an /async and an /async/bulk path', actual: 'none' });
  const email = `${flow.ctx.name(`oe${tag()}`)}@example.com`;
  const element = { entity: { entity_id: Number(id), customer_email: email } };
  await flow.queue('admin', 'POST', form === 'async' ? route.asyncPath : route.bulkPath, form === 'async' ? element : [element], 1);
  const json = await keepsIncrementId(flow, id, kept, `${SAVE} queued on ${form === 'async' ? '/async' : '/async/bulk'}`);
  flow.expect(json.customer_email === email, `order ${id} saved with a new customer_email on ${form === 'async' ? '/async' : '/async/bulk'} does not read it back`, email, json.customer_email);
  const moved = (['grand_total', 'base_grand_total'] as const).filter((field) => Number(json[field]) !== Number(kept[field]));
  flow.expect(moved.length === 0, `order ${id} saved with a new customer_email on ${form === 'async' ? '/async' : '/async/bulk'} does not keep its grand totals`, JSON.stringify({ grand_total: kept.grand_total, base_grand_total: kept.base_grand_total }), Object.fromEntries(moved.map((field) => [field, json[field]])));
  return `order ${id}: its customer_email saved on ${form === 'async' ? '/async' : '/async/bulk'}, the operation complete, the new e-mail read back with the grand totals (${String(kept.grand_total)}) and increment_id kept`;
}

export const commerceOrderSaves: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.order-saves',
  family: 'commerce',
  rule: 'An order of the run\'s own saved through the repositories keeps its increment_id: shipped while new (its items, a comment, a UPS track) its status changes; POST /V1/orders by entity_id alone, or with state and status (processing, complete), answers the order (more than one field) and the state and status read back; an invoice sent in camelCase item keys and a credit memo of its invoiced item, every other field null, are saved (answered with their id, read back as the order\'s); an invoiced order\'s shipments saved through POST /V1/shipment/ one unit at a time read back as the order\'s with the item sent, the first with the UPS track and the comment sent, the second\'s label read through GET /V1/shipment/:id/label as its base64 encoding; queued on /async and /async/bulk, a save of its customer_email completes and the order reads the new e-mail with its grand totals unchanged.',
  source: 'Magento 2.4.7-p3 api-functional OrderUpdateTest, ShipOrderTest::testShipOrder, InvoiceCreateTest, CreditmemoCreateTest, ShipmentCreateTest, ShipmentLabelGetTest, WebapiAsync OrderRepositoryInterfaceTest; real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answers (docs/real-platform.md)',
  scenarios: [
    commerceScenario('order saves (sync)', SAVE, 'sync'),
    commerceScenario('order saves (async)', SAVE, 'async'),
    commerceScenario('order saves (bulk)', SAVE, 'bulk'),
  ],
  run: commerceRun(async (flow, scenario) => pass(scenario.form === 'sync' ? await synchronous(flow) : await queued(flow, scenario.form))),
};
