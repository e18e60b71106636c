// commerce.return-states (Adobe Commerce): a return (RMA) of the run's own, through its life as the admin moves it
// over REST, every step read back: made on one unit of the run's own shipped and invoiced guest order, authorized,
// received and approved (PUT /V1/returns/:id, each with the item's quantity for that step), commented, tracked (a track
// added, read, removed), its label read (none exists: no REST route makes one, and the platform says so), found by a
// search on its order, and deleted, after which the search no longer finds it. The service takes the return from the
// body (rmaDataObject.entity_id) and a delete from the query string (rmaDataObject[entity_id]): the real Adobe
// Commerce 2.4.6-p1 reads neither from the URL's :id (docs/real-platform.md, "Adobe Commerce's own writes").

import { pass, skip, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { NOT_COMMERCE } from './gift-card-order.ts';
import { placeGuestOrder } from './setup.ts';

const ROUTE = 'PUT /V1/returns/:id';

interface Step {
  status: 'authorized' | 'received' | 'approved';
  /** The item's quantity the step sets (qty_authorized, qty_returned, qty_approved). */
  qty: 'qty_authorized' | 'qty_returned' | 'qty_approved';
}

const STEPS: readonly Step[] = [
  { status: 'authorized', qty: 'qty_authorized' },
  { status: 'received', qty: 'qty_returned' },
  { status: 'approved', qty: 'qty_approved' },
];

const itemOf = (rma: unknown): Record<string, unknown> => recordOf(Array.isArray(recordOf(rma).items) ? (recordOf(rma).items as unknown[])[0] : undefined);
const listOf = (json: unknown): Array<Record<string, unknown>> => (Array.isArray(recordOf(json).items) ? (recordOf(json).items as unknown[]).filter(isRecord) : []);

/** The returns of the run's order, as the search answers them. */
function searchByOrder(flow: Flow, orderId: string): ReturnType<Flow['send']> {
  const query = { 'searchCriteria[filter_groups][0][filters][0][field]': 'order_id', 'searchCriteria[filter_groups][0][filters][0][value]': orderId, 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq', 'searchCriteria[pageSize]': '20', 'searchCriteria[currentPage]': '1' };
  return flow.send('admin', 'GET', '/V1/returns', { query, judge: 'GET /V1/returns' });
}

export const commerceReturnStates: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.return-states',
  family: 'commerce',
  rule: 'Adobe Commerce: a return of the run\'s own order reads back as made, then authorized, received and approved with the item\'s quantity for each step; its comment and track read back, the track removed no longer does, its label read says none exists, a search on its order finds it, and once deleted the search no longer finds it.',
  source: 'seed 001 Rma (returns, comments, tracking-numbers, labels, search); issue 36 §1 (returns: create, authorize, receive, approve, comments, tracks, label, delete, search); the real Adobe Commerce 2.4.6-p1 (docs/real-platform.md "Adobe Commerce\'s own writes")',
  scenarios: [commerceScenario('a return of the run\'s own order through its states', ROUTE)],
  run: commerceRun(async (flow) => {
    if (flow.ctx.target.edition === 'open-source') return skip(NOT_COMMERCE);
    const placed = await placeGuestOrder(flow);
    const shipped = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/ship`, { body: { notify: false }, judge: 'POST /V1/order/:orderId/ship' });
    flow.leave('shipment', idText(shipped.json) ?? String(shipped.json));
    const invoiced = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
    flow.leave('invoice', idText(invoiced.json) ?? String(invoiced.json));
    const order = recordOf((await flow.read('admin', `/V1/orders/${placed.orderId}`, 'GET /V1/orders/:id')).json);
    const orderIncrement = String(order.increment_id ?? '');

    // Made: pending, one unit.
    const made = await flow.send('admin', 'POST', '/V1/returns', { body: { rmaDataObject: { order_id: Number(placed.orderId), order_increment_id: orderIncrement, store_id: 1, status: 'pending', items: [{ order_item_id: Number(placed.itemId), qty_requested: 1, status: 'pending' }] } }, judge: 'POST /V1/returns' });
    const rma = recordOf(made.json);
    const rmaId = idText(rma.entity_id) ?? '';
    flow.expect(rmaId !== '', 'the new return answers no entity_id', 'an entity_id', rma, made);
    flow.leave('return', rmaId, { ...(typeof rma.increment_id === 'string' ? { incrementId: rma.increment_id } : {}) });
    const path = `/V1/returns/${rmaId}`;
    let read = await flow.read('admin', path, 'GET /V1/returns/:id');
    flow.expect(idText(recordOf(read.json).order_id) === placed.orderId && recordOf(read.json).status === 'pending' && Number(itemOf(read.json).qty_requested) === 1, 'the new return does not read back as made', `order ${placed.orderId}, status pending, 1 unit requested`, { order_id: recordOf(read.json).order_id, status: recordOf(read.json).status, qty_requested: itemOf(read.json).qty_requested }, read);
    const itemId = idText(itemOf(read.json).entity_id) ?? '';

    // Authorized, received, approved: the return and its item, each read back.
    const quantities: Record<string, number> = {};
    for (const step of STEPS) {
      quantities[step.qty] = 1;
      const item = { entity_id: Number(itemId), order_item_id: Number(placed.itemId), qty_requested: 1, ...quantities, status: step.status };
      await flow.send('admin', 'PUT', path, { body: { rmaDataObject: { entity_id: Number(rmaId), increment_id: rma.increment_id, order_id: Number(placed.orderId), order_increment_id: orderIncrement, store_id: 1, status: step.status, items: [item] } }, judge: ROUTE });
      read = await flow.read('admin', path, 'GET /V1/returns/:id');
      const shown = itemOf(read.json);
      const holds = recordOf(read.json).status === step.status && shown.status === step.status && Object.entries(quantities).every(([k, v]) => Number(shown[k]) === v) && idText(shown.entity_id) === itemId;
      flow.expect(holds, `the return ${step.status} does not read back so`, `status ${step.status}, item ${itemId} ${step.status} with ${Object.entries(quantities).map(([k, v]) => `${k} ${v}`).join(', ')}`, { status: recordOf(read.json).status, item: { entity_id: shown.entity_id, status: shown.status, qty_authorized: shown.qty_authorized, qty_returned: shown.qty_returned, qty_approved: shown.qty_approved } }, read);
    }

    // A comment and a track, read back; the track removed.
    const comment = `${flow.ctx.name('rc')} comment`;
    await flow.send('admin', 'POST', `${path}/comments`, { body: { data: { comment, rma_entity_id: Number(rmaId), customer_notified: false, visible_on_front: false } }, judge: 'POST /V1/returns/:id/comments' });
    const comments = await flow.read('admin', `${path}/comments`, 'GET /V1/returns/:id/comments');
    flow.expect(listOf(comments.json).some((c) => c.comment === comment), 'the return\'s comment does not read back', comment, listOf(comments.json).map((c) => c.comment), comments);
    const number = `${flow.ctx.name('rt')}-track`;
    await flow.send('admin', 'POST', `${path}/tracking-numbers`, { body: { track: { track_number: number, carrier_title: number, carrier_code: 'custom' } }, judge: 'POST /V1/returns/:id/tracking-numbers' });
    let tracks = await flow.read('admin', `${path}/tracking-numbers`, 'GET /V1/returns/:id/tracking-numbers');
    const trackId = idText(listOf(tracks.json).find((t) => t.track_number === number)?.entity_id) ?? '';
    flow.expect(trackId !== '', 'the return\'s track does not read back', number, listOf(tracks.json).map((t) => t.track_number), tracks);
    await flow.send('admin', 'DELETE', `${path}/tracking-numbers/${trackId}`, { judge: 'DELETE /V1/returns/:id/tracking-numbers/:trackId' });
    tracks = await flow.read('admin', `${path}/tracking-numbers`, 'GET /V1/returns/:id/tracking-numbers');
    flow.expect(!listOf(tracks.json).some((t) => idText(t.entity_id) === trackId), 'the removed track still reads back', `no track ${trackId}`, listOf(tracks.json).map((t) => t.entity_id), tracks);

    // Its label: none (no REST route makes one), and the platform says so.
    const label = await flow.send('admin', 'GET', `${path}/labels`);
    flow.refused(label, 'reading the label of a return that has none', /^Shipment does not exists\.$/);

    // Found by a search on its order; deleted (the return in the query string); no longer found.
    let found = await searchByOrder(flow, placed.orderId);
    flow.expect(listOf(found.json).some((r) => idText(r.entity_id) === rmaId), 'a search on the run\'s order does not find its return', `return ${rmaId}`, listOf(found.json).map((r) => r.entity_id), found);
    const deleted = await flow.send('admin', 'DELETE', path, { query: { 'rmaDataObject[entity_id]': rmaId }, judge: 'DELETE /V1/returns/:id' });
    flow.expect(deleted.json === true, 'deleting the run\'s return does not answer true', 'true', deleted.json, deleted);
    found = await searchByOrder(flow, placed.orderId);
    flow.expect(!listOf(found.json).some((r) => idText(r.entity_id) === rmaId), 'the deleted return is still found by a search on its order', `no return ${rmaId}`, listOf(found.json).map((r) => r.entity_id), found);
    return pass(`return ${String(rma.increment_id ?? rmaId)} of order ${orderIncrement}: made, authorized, received and approved, commented, tracked and untracked, its missing label said so, found by its order and deleted; every step read back`);
  }),
};
