// commerce.order-lifecycle: an order of the run's own, from placement to refund, each answer judged and each effect
// read back: comments, hold and unhold, e-mails, the invoice, the shipment with a track, the credit memo of the refund,
// with the state machine's refusals in between (no second hold, no unhold of an order not held, no second invoice, no
// refund above what was paid, none of a closed order). Then the same sales writes queued on /async (one order) and on
// /async/bulk (two orders in each bulk), waited for until every operation is complete, their effects read back.

import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, recordOf, StepFailed, type CommerceScenario, type Flow } from './flow.ts';
import { reconcileDocument } from './money-flow.ts';
import { placeGuestOrder, tag, type GuestOrder } from './setup.ts';

type Write = 'comments' | 'hold' | 'unhold' | 'emails' | 'invoice' | 'ship' | 'refund';

/** The contract route of each sales write, and its path on one order. */
const ROUTE: Record<Write, { key: string; path: (orderId: string) => string; param: string }> = {
  comments: { key: 'POST /V1/orders/:id/comments', path: (id) => `/V1/orders/${id}/comments`, param: 'id' },
  hold: { key: 'POST /V1/orders/:id/hold', path: (id) => `/V1/orders/${id}/hold`, param: 'id' },
  unhold: { key: 'POST /V1/orders/:id/unhold', path: (id) => `/V1/orders/${id}/unhold`, param: 'id' },
  emails: { key: 'POST /V1/orders/:id/emails', path: (id) => `/V1/orders/${id}/emails`, param: 'id' },
  invoice: { key: 'POST /V1/order/:orderId/invoice', path: (id) => `/V1/order/${id}/invoice`, param: 'orderId' },
  ship: { key: 'POST /V1/order/:orderId/ship', path: (id) => `/V1/order/${id}/ship`, param: 'orderId' },
  refund: { key: 'POST /V1/order/:orderId/refund', path: (id) => `/V1/order/${id}/refund`, param: 'orderId' },
};

const DOCUMENT: Partial<Record<Write, { kind: 'invoice' | 'shipment' | 'creditmemo'; read: string; path: (id: string) => string; list: string }>> = {
  invoice: { kind: 'invoice', read: 'GET /V1/invoices/:id', path: (id) => `/V1/invoices/${id}`, list: '/V1/invoices' },
  ship: { kind: 'shipment', read: 'GET /V1/shipment/:id', path: (id) => `/V1/shipment/${id}`, list: '/V1/shipments' },
  refund: { kind: 'creditmemo', read: 'GET /V1/creditmemo/:id', path: (id) => `/V1/creditmemo/${id}`, list: '/V1/creditmemos' },
};

/** The body each write sends for one order (the comment and the track carry the run's prefix). */
function bodyOf(write: Write, orderId: string, name: string): Record<string, unknown> {
  if (write === 'comments') return { statusHistory: { comment: `${name} comment`, is_customer_notified: 0, is_visible_on_front: 0, parent_id: Number(orderId) } };
  if (write === 'invoice') return { capture: false, notify: false };
  if (write === 'ship') return { notify: false, tracks: [{ track_number: `${name}-track`, title: name, carrier_code: 'custom' }] };
  if (write === 'refund') return { notify: false };
  return {};
}

const STATE_AFTER: Partial<Record<Write, string>> = { hold: 'holded', invoice: 'processing', ship: 'complete', refund: 'closed' };

async function stateOf(flow: Flow, orderId: string): Promise<Record<string, unknown>> {
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  return recordOf(order.json);
}

/** The effect of one write on one order, read back (the document it made is returned and left in the ledger). */
async function readEffect(flow: Flow, write: Write, order: GuestOrder, name: string, answered: unknown, stateBeforeHold: string): Promise<string | null> {
  const id = order.orderId;
  if (write === 'comments') {
    const comments = await flow.read('admin', `/V1/orders/${id}/comments`, 'GET /V1/orders/:id/comments');
    const items = Array.isArray(recordOf(comments.json).items) ? (recordOf(comments.json).items as unknown[]).map(recordOf) : [];
    flow.expect(items.some((c) => c.comment === `${name} comment`), 'the order\'s new comment does not read back', `${name} comment`, items.map((c) => c.comment), comments);
    return null;
  }
  const document = DOCUMENT[write];
  let documentId: string | null = null;
  if (document !== undefined) {
    documentId = idText(answered);
    if (documentId === null) {
      // A queued write answers through its operation's result; when there is none, the document is found by order.
      const list = await flow.send('admin', 'GET', document.list, { query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'order_id', 'searchCriteria[filter_groups][0][filters][0][value]': id, 'searchCriteria[pageSize]': '5' } });
      const items = Array.isArray(recordOf(list.json).items) ? (recordOf(list.json).items as unknown[]).map(recordOf) : [];
      documentId = idText(items[items.length - 1]?.entity_id);
    }
    flow.expect(documentId !== null, `the ${document.kind} of order ${id} cannot be found`, `the ${document.kind}'s id`, answered);
    flow.leave(document.kind, documentId as string);
    const read = await flow.read('admin', document.path(documentId as string), document.read);
    const json = recordOf(read.json);
    flow.expect(idText(json.order_id) === id, `the ${document.kind} does not read back as order ${id}'s`, `order_id ${id}`, json.order_id, read);
    if (write === 'ship') {
      const tracks = Array.isArray(json.tracks) ? json.tracks.map(recordOf) : [];
      flow.expect(tracks.some((t) => t.track_number === `${name}-track`), 'the shipment\'s track does not read back', `${name}-track`, tracks.map((t) => t.track_number), read);
    }
    if (write === 'refund') flow.expect(Number(json.grand_total) === order.grandTotal, 'the credit memo does not refund what was paid', String(order.grandTotal), json.grand_total, read);
    // Each document to the cent, as the order's money from first principles makes it (src/checks/commerce/money.ts).
    if (write === 'invoice') reconcileDocument(flow, `invoice ${String(documentId)} of order ${id}`, 'invoice', order.ledger.invoice(), read);
    if (write === 'ship') order.ledger.ship();
    if (write === 'refund') reconcileDocument(flow, `credit memo ${String(documentId)} of order ${id}`, 'creditmemo', order.ledger.refund(undefined), read);
  }
  const wanted = write === 'unhold' ? stateBeforeHold : STATE_AFTER[write];
  if (wanted !== undefined) {
    const state = await stateOf(flow, id);
    flow.expect(state.state === wanted, `after ${ROUTE[write].key} the order's state is not ${wanted}`, wanted, state.state);
    if (write === 'invoice') flow.expect(Number(state.total_paid) === order.grandTotal, 'the invoiced order is not paid', `total_paid ${order.grandTotal}`, state.total_paid);
    if (write === 'refund') flow.expect(Number(state.total_refunded) === order.grandTotal, 'the refunded order does not read back refunded', `total_refunded ${order.grandTotal}`, state.total_refunded);
  }
  return documentId;
}

const SEQUENCE: Write[] = ['comments', 'hold', 'unhold', 'emails', 'invoice', 'ship', 'refund'];

/** The synchronous form, with the state machine's refusals and the documents' own writes. */
async function synchronous(flow: Flow): Promise<string> {
  const order = await placeGuestOrder(flow);
  const id = order.orderId;
  const name = flow.ctx.name(`ol${tag()}`);
  const before = String((await stateOf(flow, id)).state);
  const documents: Partial<Record<Write, string>> = {};
  for (const write of SEQUENCE) {
    const res = await flow.send('admin', 'POST', ROUTE[write].path(id), { body: bodyOf(write, id, name), judge: ROUTE[write].key });
    if (DOCUMENT[write] === undefined) flow.expect(res.json === true, `${ROUTE[write].key} does not answer true`, 'true', res.json, res);
    const documentId = await readEffect(flow, write, order, name, res.json, before);
    if (documentId !== null) documents[write] = documentId;
    if (write === 'hold') flow.refused(await flow.send('admin', 'POST', ROUTE.hold.path(id)), 'holding an order already on hold', /hold action is not available/i);
    if (write === 'unhold') flow.refused(await flow.send('admin', 'POST', ROUTE.unhold.path(id)), 'releasing an order not on hold', /cannot remove the hold/i);
    if (write === 'invoice') {
      flow.refused(await flow.send('admin', 'POST', ROUTE.invoice.path(id), { body: bodyOf('invoice', id, name) }), 'invoicing an order a second time', /invoice/i, 'invoice');
      await documentWrites(flow, 'invoice', documents.invoice ?? '', name);
    }
    if (write === 'ship') await documentWrites(flow, 'shipment', documents.ship ?? '', name, id);
    if (write === 'emails') continue;
    if (write === 'ship') flow.refused(await flow.send('admin', 'POST', ROUTE.refund.path(id), { body: { notify: false, arguments: { adjustment_positive: order.grandTotal + 1000 } } }), 'a refund above what was paid', /refund/i, 'creditmemo');
  }
  flow.refused(await flow.send('admin', 'POST', ROUTE.refund.path(id), { body: { notify: false } }), 'refunding a closed order', /creditmemo|refund/i, 'creditmemo');
  await documentWrites(flow, 'creditmemo', documents.refund ?? '', name);
  return `order ${id}: comment, hold, unhold, e-mails, invoice ${documents.invoice ?? '?'}, shipment ${documents.ship ?? '?'} with tracks, credit memo ${documents.refund ?? '?'}; the state machine refused a second hold, an unhold, a second invoice, a refund above the paid amount and a refund of the closed order`;
}

/** A document's own writes: a comment read back, its e-mails; a shipment's second track added and deleted. */
async function documentWrites(flow: Flow, kind: 'invoice' | 'shipment' | 'creditmemo', id: string, name: string, orderId = ''): Promise<void> {
  const comment = `${name} ${kind} comment`;
  const routes = {
    invoice: { add: ['POST', '/V1/invoices/comments', 'POST /V1/invoices/comments'], read: [`/V1/invoices/${id}/comments`, 'GET /V1/invoices/:id/comments'], emails: [`/V1/invoices/${id}/emails`, 'POST /V1/invoices/:id/emails'] },
    shipment: { add: ['POST', `/V1/shipment/${id}/comments`, 'POST /V1/shipment/:id/comments'], read: [`/V1/shipment/${id}/comments`, 'GET /V1/shipment/:id/comments'], emails: [`/V1/shipment/${id}/emails`, 'POST /V1/shipment/:id/emails'] },
    creditmemo: { add: ['POST', `/V1/creditmemo/${id}/comments`, 'POST /V1/creditmemo/:id/comments'], read: [`/V1/creditmemo/${id}/comments`, 'GET /V1/creditmemo/:id/comments'], emails: [`/V1/creditmemo/${id}/emails`, 'POST /V1/creditmemo/:id/emails'] },
  }[kind];
  await flow.send('admin', routes.add[0] as string, routes.add[1] as string, { body: { entity: { parent_id: Number(id), comment, is_customer_notified: 0, is_visible_on_front: 0 } }, judge: routes.add[2] as string });
  const read = await flow.read('admin', routes.read[0] as string, routes.read[1] as string);
  const items = Array.isArray(recordOf(read.json).items) ? (recordOf(read.json).items as unknown[]).map(recordOf) : [];
  flow.expect(items.some((c) => c.comment === comment), `the ${kind}'s comment does not read back`, comment, items.map((c) => c.comment), read);
  const mailed = await flow.send('admin', 'POST', routes.emails[0] as string, { judge: routes.emails[1] as string });
  flow.expect(mailed.json === true, `${routes.emails[1] as string} does not answer true`, 'true', mailed.json, mailed);
  if (kind !== 'shipment') return;
  const added = await flow.send('admin', 'POST', '/V1/shipment/track', { body: { entity: { order_id: Number(orderId), parent_id: Number(id), weight: 0, qty: 0, description: name, track_number: `${name}-second`, title: name, carrier_code: 'custom' } }, judge: 'POST /V1/shipment/track' });
  const trackId = idText(recordOf(added.json).entity_id) ?? '';
  const tracksOf = async (): Promise<string[]> => {
    const shipment = await flow.read('admin', `/V1/shipment/${id}`, 'GET /V1/shipment/:id');
    return Array.isArray(recordOf(shipment.json).tracks) ? (recordOf(shipment.json).tracks as unknown[]).map((t) => String(recordOf(t).track_number)) : [];
  };
  let tracks = await tracksOf();
  flow.expect(tracks.includes(`${name}-second`), 'the added track does not read back in the shipment', `${name}-second`, tracks);
  const deleted = await flow.send('admin', 'DELETE', `/V1/shipment/track/${trackId}`, { judge: 'DELETE /V1/shipment/track/:id' });
  flow.expect(deleted.json === true, 'deleting the track does not answer true', 'true', deleted.json, deleted);
  tracks = await tracksOf();
  flow.expect(!tracks.includes(`${name}-second`), 'the deleted track still reads back in the shipment', `no ${name}-second`, tracks);
}

/** The queued forms: each write on every order at once (async: one order, one element; bulk: two orders, one bulk). */
async function queued(flow: Flow, form: 'async' | 'bulk'): Promise<string> {
  const orders = form === 'async' ? [await placeGuestOrder(flow)] : [await placeGuestOrder(flow), await placeGuestOrder(flow)];
  const name = flow.ctx.name(`oq${tag()}`);
  const before = new Map<string, string>();
  for (const order of orders) before.set(order.orderId, String((await stateOf(flow, order.orderId)).state));
  const made: string[] = [];
  for (const write of SEQUENCE) {
    const route = flow.ctx.route(ROUTE[write].key);
    if (route === undefined || route.asyncPath === null || route.bulkPath === null) throw new StepFailed({ outcome: 'fail', broken: `${ROUTE[write].key} has no queued form in the plan`, expected: 'an /async and an /async/bulk path', actual: 'none' });
    const path = form === 'async' ? `/async${ROUTE[write].path(orders[0]?.orderId ?? '')}` : route.bulkPath;
    const body = form === 'async' ? bodyOf(write, orders[0]?.orderId ?? '', name) : orders.map((o) => ({ [ROUTE[write].param]: Number(o.orderId), ...bodyOf(write, o.orderId, name) }));
    const { results } = await flow.queue('admin', 'POST', path, body, orders.length);
    for (const [i, order] of orders.entries()) {
      const documentId = await readEffect(flow, write, order, name, results[i], before.get(order.orderId) ?? 'new');
      if (documentId !== null) made.push(documentId);
    }
  }
  return `${orders.length === 1 ? `order ${orders[0]?.orderId ?? ''}` : `orders ${orders.map((o) => o.orderId).join(' and ')}`}: ${SEQUENCE.join(', ')} queued on ${form === 'async' ? '/async' : '/async/bulk'}, every operation complete, each effect read back (${made.length} documents)`;
}

export const commerceOrderLifecycle: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.order-lifecycle',
  family: 'commerce',
  rule: 'An order of the run\'s own goes through its life as the contracts say: comments, hold and unhold, e-mails, invoice, shipment with a track, credit memo and refund, each read back; the state machine refuses a second hold, an unhold of an order not held, a second invoice, a refund above the paid amount and a refund of a closed order; queued on /async and /async/bulk the same writes complete and have the same effects.',
  source: 'seed 001 Sales (orders, invoices, shipments, credit memos); seed 000 Asynchronous routes and bulk; issue 21, the commerce core; real 2.4.7-p3 answers (docs/real-platform.md)',
  scenarios: [
    commerceScenario('order lifecycle (sync)', 'POST /V1/order/:orderId/invoice', 'sync'),
    commerceScenario('order lifecycle (async)', 'POST /V1/order/:orderId/invoice', 'async'),
    commerceScenario('order lifecycle (bulk)', 'POST /V1/order/:orderId/invoice', 'bulk'),
  ],
  run: commerceRun(async (flow, scenario) => pass(scenario.form === 'sync' ? await synchronous(flow) : await queued(flow, scenario.form))),
};
