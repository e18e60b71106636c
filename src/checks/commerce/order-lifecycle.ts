// commerce.order-lifecycle: an order of the run's own, from placement to refund, each answer judged and each effect
// read back: comments, hold and unhold, e-mails, the invoice, the shipment with a track, the credit memo of the refund,
// with the state machine's refusals in between (no second hold, no unhold of an order not held, no cancellation of an
// order on hold or complete (answered false), no second invoice, no capture or void of an invoice paid offline, no
// second shipment of what is shipped, no refund above what was paid, none of a closed order, no cancel of a credit
// memo). The comments are posted with both flags 1 and read back with them; the order keeps its increment_id. At the end
// each document read by id is the one stored, field by field (its list's item: items, tracks and comments included),
// with its order's id and store, its increment_id and its state, a credit memo of the whole order with the order's
// shipping tax; the order's comments list every entry of its history with its comment and status. Then the same sales writes queued on /async (one order) and on
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
function bodyOf(write: Write, orderId: string, name: string, status?: string): Record<string, unknown> {
  if (write === 'comments') return { statusHistory: { comment: `${name} comment`, is_customer_notified: 1, is_visible_on_front: 1, parent_id: Number(orderId), ...(status !== undefined ? { status } : {}) } };
  if (write === 'invoice') return { capture: false, notify: false };
  if (write === 'ship') return { notify: false, tracks: [{ track_number: `${name}-track`, title: name, carrier_code: 'custom' }] };
  if (write === 'refund') return { notify: false, appendComment: true, comment: { comment: `${name} refund comment`, is_visible_on_front: 1 } };
  return {};
}

/** The items of a list answer (search results, comment lists). */
const itemsOf = (json: unknown): Array<Record<string, unknown>> => (Array.isArray(recordOf(json).items) ? (recordOf(json).items as unknown[]).map(recordOf) : []);

const STATE_AFTER: Partial<Record<Write, string>> = { hold: 'holded', invoice: 'processing', ship: 'complete', refund: 'closed' };

async function stateOf(flow: Flow, orderId: string): Promise<Record<string, unknown>> {
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  return recordOf(order.json);
}

/** The effect of one write on one order, read back (the document it made is returned and left in the ledger). */
async function readEffect(flow: Flow, write: Write, order: GuestOrder, name: string, answered: unknown, stateBeforeHold: string, status?: string, incrementId?: string): Promise<string | null> {
  const id = order.orderId;
  if (write === 'comments') {
    const comments = await flow.read('admin', `/V1/orders/${id}/comments`, 'GET /V1/orders/:id/comments');
    const items = itemsOf(comments.json);
    const mine = items.find((c) => c.comment === `${name} comment`);
    flow.expect(mine !== undefined, 'the order\'s new comment does not read back', `${name} comment`, items.map((c) => c.comment), comments);
    // Posted with both flags 1 and the order's status (OrderStatusHistoryAddTest): the newest entry, as sent.
    const got = recordOf(mine);
    const newest = Math.max(...items.map((c) => Number(c.entity_id)));
    flow.expect(Number(got.is_customer_notified) === 1 && Number(got.is_visible_on_front) === 1 && idText(got.parent_id) === id, 'the order\'s comment does not read back with the flags and parent it was posted with', `is_customer_notified 1, is_visible_on_front 1, parent_id ${id}`, { is_customer_notified: got.is_customer_notified, is_visible_on_front: got.is_visible_on_front, parent_id: got.parent_id }, comments);
    flow.expect(Number(got.entity_id) === newest, 'the order\'s new comment is not its latest history entry', `entity_id ${newest}`, got.entity_id, comments);
    if (status !== undefined) flow.expect(got.status === status, 'the order\'s comment does not read back with the order\'s status', status, got.status, comments);
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
    if (incrementId !== undefined) flow.expect(state.increment_id === incrementId, `after ${ROUTE[write].key} the order's increment_id changed`, incrementId, state.increment_id);
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
  const placed = await stateOf(flow, id);
  const before = String(placed.state);
  const status = typeof placed.status === 'string' ? placed.status : undefined;
  const incrementId = typeof placed.increment_id === 'string' ? placed.increment_id : undefined;
  const documents: Partial<Record<Write, string>> = {};
  for (const write of SEQUENCE) {
    const res = await flow.send('admin', 'POST', ROUTE[write].path(id), { body: bodyOf(write, id, name, status), judge: ROUTE[write].key });
    if (DOCUMENT[write] === undefined) flow.expect(res.json === true, `${ROUTE[write].key} does not answer true`, 'true', res.json, res);
    const documentId = await readEffect(flow, write, order, name, res.json, before, status, incrementId);
    if (documentId !== null) documents[write] = documentId;
    if (write === 'hold') {
      flow.refused(await flow.send('admin', 'POST', ROUTE.hold.path(id)), 'holding an order already on hold', /hold action is not available/i);
      await cancelRefused(flow, id, 'holded');
    }
    if (write === 'unhold') flow.refused(await flow.send('admin', 'POST', ROUTE.unhold.path(id)), 'releasing an order not on hold', /cannot remove the hold/i);
    if (write === 'invoice') {
      flow.refused(await flow.send('admin', 'POST', ROUTE.invoice.path(id), { body: bodyOf('invoice', id, name) }), 'invoicing an order a second time', /invoice/i, 'invoice');
      // The status of the invoiced order (OrderGetStatusTest, OrderInvoiceCreateTest: new to processing).
      const read = await flow.read('admin', `/V1/orders/${id}/statuses`, 'GET /V1/orders/:id/statuses');
      flow.expect(read.json === 'processing', `the status of the invoiced order ${id} is not processing`, '"processing"', read.json, read);
      // An invoice paid offline (check / money order) is neither captured nor voided (InvoiceCaptureTest, InvoiceVoidTest).
      const invoiceId = documents.invoice ?? '';
      flow.refused(await flow.send('admin', 'POST', `/V1/invoices/${invoiceId}/capture`), 'capturing an invoice paid offline', /capture action is not available/i);
      flow.refused(await flow.send('admin', 'POST', `/V1/invoices/${invoiceId}/void`), 'voiding an invoice paid offline', /void action is not available/i);
      await documentWrites(flow, 'invoice', invoiceId, name);
    }
    if (write === 'ship') {
      await documentWrites(flow, 'shipment', documents.ship ?? '', name, id);
      // What is shipped is not shipped again; a complete order is not cancelled (ShipOrderTest, OrderCancelTest).
      flow.refused(await flow.send('admin', 'POST', ROUTE.ship.path(id), { body: { notify: false } }), 'shipping an order\'s shipped items a second time', /can't create a shipment without products/i, 'shipment');
      await cancelRefused(flow, id, 'complete');
      flow.refused(await flow.send('admin', 'POST', ROUTE.refund.path(id), { body: { notify: false, arguments: { adjustment_positive: order.grandTotal + 1000 } } }), 'a refund above what was paid', /refund/i, 'creditmemo');
    }
  }
  flow.refused(await flow.send('admin', 'POST', ROUTE.refund.path(id), { body: { notify: false } }), 'refunding a closed order', /creditmemo|refund/i, 'creditmemo');
  await documentWrites(flow, 'creditmemo', documents.refund ?? '', name, '', `${name} refund comment`);
  // The platform never cancels a credit memo (CreditmemoCancelTest).
  flow.refused(await flow.send('admin', 'PUT', `/V1/creditmemo/${documents.refund ?? ''}`), 'cancelling a credit memo', /You can not cancel Credit Memo/i);
  // Once every write is done: each document read whole as stored, and the order's history listed as it holds it.
  const last = await stateOf(flow, id);
  for (const write of ['invoice', 'ship', 'refund'] as const) {
    const documentId = documents[write];
    if (documentId !== undefined) await documentAsStored(flow, write, documentId, id, last);
  }
  await historyListed(flow, id);
  return `order ${id}: comment, hold, unhold, e-mails, invoice ${documents.invoice ?? '?'}, shipment ${documents.ship ?? '?'} with tracks, credit memo ${documents.refund ?? '?'}; the state machine refused a second hold, a cancellation on hold, an unhold, a second invoice, the invoice's capture and void, a second shipment, a cancellation of the complete order, a refund above the paid amount, a refund of the closed order and the credit memo's cancel`;
}

/** A cancellation the order's state forbids (on hold, complete): answered false, the order still in that state. */
async function cancelRefused(flow: Flow, id: string, state: string): Promise<void> {
  const res = await flow.send('admin', 'POST', `/V1/orders/${id}/cancel`, { judge: CANCEL });
  flow.expect(res.json === false, `cancelling an order ${state === 'holded' ? 'on hold' : state} was not refused`, 'false (the order cannot be cancelled)', res.json, res);
  const read = await flow.read('admin', `/V1/orders/${id}`, 'GET /V1/orders/:id');
  flow.expect(recordOf(read.json).state === state, `an order ${state === 'holded' ? 'on hold' : state} does not stay so after ${CANCEL}`, state, recordOf(read.json).state, read);
}

const CANCEL = 'POST /V1/orders/:id/cancel';

/** Two JSON values alike, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((k) => sameJson(x[k], y[k]));
  }
  return a === b;
}

/** What the platform stores for each document of a refunded order (InvoiceGetTest, CreditmemoGetTest): the state (an
 * invoice paid offline: 2 paid; a credit memo: 2 refunded, Creditmemo::STATE_REFUNDED). */
const DOCUMENT_STATE: Partial<Record<'invoice' | 'ship' | 'refund', number>> = { invoice: 2, refund: 2 };

/**
 * A document read by id whole as stored (InvoiceGetTest, CreditmemoGetTest, ShipmentGetTest): every field, its items,
 * tracks and comments included, as the list filtered by the order finds the same document (the repository's read and
 * its collection read the same rows: alike on the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03); its
 * increment_id set, its order's id and store, its state; a credit memo of the whole order carries the order's shipping tax.
 */
async function documentAsStored(flow: Flow, write: 'invoice' | 'ship' | 'refund', documentId: string, orderId: string, order: Record<string, unknown>): Promise<void> {
  const document = DOCUMENT[write];
  if (document === undefined) return;
  const what = `${document.kind} ${documentId} of order ${orderId}`;
  const read = await flow.read('admin', document.path(documentId), document.read);
  const one = recordOf(read.json);
  const list = await flow.send('admin', 'GET', document.list, { query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'order_id', 'searchCriteria[filter_groups][0][filters][0][value]': orderId } });
  const listed = itemsOf(list.json).find((item) => idText(item.entity_id) === documentId);
  flow.expect(listed !== undefined, `${document.list} filtered by order_id ${orderId} does not find ${what}`, `an item with entity_id ${documentId}`, itemsOf(list.json).map((item) => item.entity_id), list);
  const stored = recordOf(listed);
  const differ = [...new Set([...Object.keys(one), ...Object.keys(stored)])].filter((key) => !sameJson(one[key], stored[key]));
  flow.expect(differ.length === 0, `${document.read} does not answer ${what} as stored (as ${document.list} finds it)`, JSON.stringify(Object.fromEntries(differ.map((key) => [key, stored[key]]))), Object.fromEntries(differ.map((key) => [key, one[key]])), read);
  flow.expect(typeof one.increment_id === 'string' && one.increment_id !== '', `${what} reads without an increment_id`, 'a non-empty increment_id', one.increment_id, read);
  flow.expect(idText(one.order_id) === orderId && idText(one.store_id) === idText(order.store_id), `${what} does not read with its order's id and store`, `order_id ${orderId}, store_id ${String(order.store_id)}`, { order_id: one.order_id, store_id: one.store_id }, read);
  const state = DOCUMENT_STATE[write];
  if (state !== undefined) flow.expect(Number(one.state) === state, `${what} does not read in its state`, `state ${state} (${write === 'invoice' ? 'paid' : 'refunded'})`, one.state, read);
  if (write === 'refund') {
    const differTax = (['shipping_tax_amount', 'base_shipping_tax_amount'] as const).filter((key) => Number(one[key] ?? 0) !== Number(order[key] ?? 0));
    flow.expect(differTax.length === 0, `${what}, the whole order refunded, does not carry the order's shipping tax`, JSON.stringify(Object.fromEntries(differTax.map((key) => [key, order[key]] ))), Object.fromEntries(differTax.map((key) => [key, one[key]])), read);
  }
}

/** The order's history listed (OrderCommentsListTest): every entry the order holds, with its comment and status. */
async function historyListed(flow: Flow, orderId: string): Promise<void> {
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const held = Array.isArray(recordOf(order.json).status_histories) ? (recordOf(order.json).status_histories as unknown[]).map(recordOf) : [];
  const comments = await flow.read('admin', `/V1/orders/${orderId}/comments`, 'GET /V1/orders/:id/comments');
  const listed = itemsOf(comments.json);
  flow.expect(held.length > 0 && listed.length === held.length, `GET /V1/orders/:id/comments does not list every entry of order ${orderId}'s history`, `${held.length} entries (the order's status_histories)`, `${listed.length} entries`, comments);
  const orNull = (v: unknown): unknown => v ?? null;
  const wrong = held.filter((entry) => {
    const shown = listed.find((item) => idText(item.entity_id) === idText(entry.entity_id));
    return shown === undefined || orNull(shown.comment) !== orNull(entry.comment) || orNull(shown.status) !== orNull(entry.status);
  });
  flow.expect(wrong.length === 0, `GET /V1/orders/:id/comments does not list order ${orderId}'s history with each entry's comment and status`, JSON.stringify(wrong.map((e) => ({ entity_id: e.entity_id, comment: orNull(e.comment), status: orNull(e.status) }))), wrong.map((e) => { const shown = recordOf(listed.find((item) => idText(item.entity_id) === idText(e.entity_id))); return { entity_id: shown.entity_id, comment: orNull(shown.comment), status: orNull(shown.status) }; }), comments);
}

/** A document's own writes: a comment (both flags 1) read back with its flags and the id it was answered with, its
 * e-mails; a shipment's second track added, read back and deleted. */
async function documentWrites(flow: Flow, kind: 'invoice' | 'shipment' | 'creditmemo', id: string, name: string, orderId = '', refundComment?: string): Promise<void> {
  const comment = `${name} ${kind} comment`;
  const routes = {
    invoice: { add: ['POST', '/V1/invoices/comments', 'POST /V1/invoices/comments'], read: [`/V1/invoices/${id}/comments`, 'GET /V1/invoices/:id/comments'], emails: [`/V1/invoices/${id}/emails`, 'POST /V1/invoices/:id/emails'] },
    shipment: { add: ['POST', `/V1/shipment/${id}/comments`, 'POST /V1/shipment/:id/comments'], read: [`/V1/shipment/${id}/comments`, 'GET /V1/shipment/:id/comments'], emails: [`/V1/shipment/${id}/emails`, 'POST /V1/shipment/:id/emails'] },
    creditmemo: { add: ['POST', `/V1/creditmemo/${id}/comments`, 'POST /V1/creditmemo/:id/comments'], read: [`/V1/creditmemo/${id}/comments`, 'GET /V1/creditmemo/:id/comments'], emails: [`/V1/creditmemo/${id}/emails`, 'POST /V1/creditmemo/:id/emails'] },
  }[kind];
  const added = await flow.send('admin', routes.add[0] as string, routes.add[1] as string, { body: { entity: { parent_id: Number(id), comment, is_customer_notified: 1, is_visible_on_front: 1 } }, judge: routes.add[2] as string });
  const answer = recordOf(added.json);
  flow.expect(idText(answer.parent_id) === id && idText(answer.entity_id) !== null, `${routes.add[2] as string} does not answer the new comment with its id and the ${kind}'s`, `an entity_id and parent_id ${id}`, { entity_id: answer.entity_id, parent_id: answer.parent_id }, added);
  const read = await flow.read('admin', routes.read[0] as string, routes.read[1] as string);
  const items = itemsOf(read.json);
  const mine = items.find((c) => c.comment === comment);
  flow.expect(mine !== undefined, `the ${kind}'s comment does not read back`, comment, items.map((c) => c.comment), read);
  const got = recordOf(mine);
  flow.expect(idText(got.entity_id) === idText(answer.entity_id) && Number(got.is_customer_notified) === 1 && Number(got.is_visible_on_front) === 1, `the ${kind}'s comment does not read back as it was answered, with both flags 1`, `entity_id ${String(answer.entity_id)}, is_customer_notified 1, is_visible_on_front 1`, { entity_id: got.entity_id, is_customer_notified: got.is_customer_notified, is_visible_on_front: got.is_visible_on_front }, read);
  if (refundComment !== undefined) {
    // The comment sent with the refund is the credit memo's (RefundOrderTest::testFullRequest).
    const sent = items.find((c) => c.comment === refundComment);
    flow.expect(sent !== undefined && Number(recordOf(sent).is_visible_on_front) === 1, 'the comment sent with the refund is not the credit memo\'s', `${refundComment}, is_visible_on_front 1`, items.map((c) => ({ comment: c.comment, is_visible_on_front: c.is_visible_on_front })), read);
  }
  const mailed = await flow.send('admin', 'POST', routes.emails[0] as string, { judge: routes.emails[1] as string });
  flow.expect(mailed.json === true, `${routes.emails[1] as string} does not answer true`, 'true', mailed.json, mailed);
  if (kind !== 'shipment') return;
  const track = await flow.send('admin', 'POST', '/V1/shipment/track', { body: { entity: { order_id: Number(orderId), parent_id: Number(id), weight: 20, qty: 5, description: name, track_number: `${name}-second`, title: name, carrier_code: 'custom' } }, judge: 'POST /V1/shipment/track' });
  const trackAnswer = recordOf(track.json);
  const trackId = idText(trackAnswer.entity_id) ?? '';
  flow.expect(trackId !== '' && idText(trackAnswer.parent_id) === id, 'POST /V1/shipment/track does not answer the new track with its id and the shipment\'s', `an entity_id and parent_id ${id}`, { entity_id: trackAnswer.entity_id, parent_id: trackAnswer.parent_id }, track);
  const tracksOf = async (): Promise<Array<Record<string, unknown>>> => {
    const shipment = await flow.read('admin', `/V1/shipment/${id}`, 'GET /V1/shipment/:id');
    return Array.isArray(recordOf(shipment.json).tracks) ? (recordOf(shipment.json).tracks as unknown[]).map(recordOf) : [];
  };
  let tracks = await tracksOf();
  const second = tracks.find((t) => t.track_number === `${name}-second`);
  flow.expect(second !== undefined, 'the added track does not read back in the shipment', `${name}-second`, tracks.map((t) => t.track_number));
  const kept = recordOf(second);
  flow.expect(idText(kept.entity_id) === trackId && Number(kept.weight) === 20 && Number(kept.qty) === 5 && kept.carrier_code === 'custom', 'the added track does not read back as it was answered and sent', `entity_id ${trackId}, weight 20, qty 5, carrier_code custom`, { entity_id: kept.entity_id, weight: kept.weight, qty: kept.qty, carrier_code: kept.carrier_code });
  const deleted = await flow.send('admin', 'DELETE', `/V1/shipment/track/${trackId}`, { judge: 'DELETE /V1/shipment/track/:id' });
  flow.expect(deleted.json === true, 'deleting the track does not answer true', 'true', deleted.json, deleted);
  tracks = await tracksOf();
  flow.expect(!tracks.some((t) => t.track_number === `${name}-second`), 'the deleted track still reads back in the shipment', `no ${name}-second`, tracks.map((t) => t.track_number));
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
  rule: 'An order of the run\'s own goes through its life as the contracts say: comments (both flags 1), hold and unhold, e-mails, invoice, shipment with a track, credit memo and refund, each read back, the order keeping its increment_id; the state machine refuses a second hold, a cancellation of an order on hold or complete (false), an unhold of an order not held, a second invoice, the capture and void of an invoice paid offline, a second shipment of what is shipped, a refund above the paid amount, a refund of a closed order and the cancel of a credit memo; each document then reads by id as stored (as its list finds it, every field), with its order\'s id and store, an increment_id and its state (invoice paid, credit memo refunded, with the order\'s shipping tax), and the order\'s comments list every entry of its history with its comment and status; queued on /async and /async/bulk the same writes complete and have the same effects.',
  source: 'seed 001 Sales (orders, invoices, shipments, credit memos); seed 000 Asynchronous routes and bulk; issue 21, the commerce core; real 2.4.7-p3 answers (docs/real-platform.md)',
  scenarios: [
    commerceScenario('order lifecycle (sync)', 'POST /V1/order/:orderId/invoice', 'sync'),
    commerceScenario('order lifecycle (async)', 'POST /V1/order/:orderId/invoice', 'async'),
    commerceScenario('order lifecycle (bulk)', 'POST /V1/order/:orderId/invoice', 'bulk'),
  ],
  run: commerceRun(async (flow, scenario) => pass(scenario.form === 'sync' ? await synchronous(flow) : await queued(flow, scenario.form))),
};
