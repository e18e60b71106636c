// commerce.cancellation: a second order of the run's own is cancelled and stays so: the cancellation reads back, and
// the state machine then refuses an invoice, a shipment and a second cancellation. Before it is cancelled, an invoice
// saved through the invoice repository (POST /V1/invoices/) reads back by id: the repository persists the document
// as given and leaves the order as it was, so the order can still be cancelled. Then the cancellation queued on
// /async (one order) and on /async/bulk (two orders in one bulk), every operation complete, each order read back
// cancelled.

import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { placeGuestOrder, type GuestOrder } from './setup.ts';

const CANCEL = 'POST /V1/orders/:id/cancel';

async function readCancelled(flow: Flow, order: GuestOrder, how: string): Promise<void> {
  const read = await flow.read('admin', `/V1/orders/${order.orderId}`, 'GET /V1/orders/:id');
  flow.expect(recordOf(read.json).state === 'canceled', `order ${order.orderId} does not read back cancelled after ${how}`, 'state canceled', recordOf(read.json).state, read);
  const status = await flow.read('admin', `/V1/orders/${order.orderId}/statuses`, 'GET /V1/orders/:id/statuses');
  flow.expect(status.json === 'canceled', `the status of order ${order.orderId} is not canceled after ${how}`, '"canceled"', status.json, status);
}

async function synchronous(flow: Flow): Promise<string> {
  const order = await placeGuestOrder(flow);
  const id = order.orderId;
  // An invoice saved as a document, read back by id: the order itself is not invoiced by it.
  const saved = await flow.send('admin', 'POST', '/V1/invoices/', { body: { entity: { order_id: Number(id), total_qty: 1, items: [{ order_item_id: Number(order.itemId), qty: 1, sku: order.sku }] } }, judge: 'POST /V1/invoices/' });
  const invoiceId = idText(recordOf(saved.json).entity_id) ?? '';
  flow.leave('invoice', invoiceId);
  const invoice = await flow.read('admin', `/V1/invoices/${invoiceId}`, 'GET /V1/invoices/:id');
  flow.expect(idText(recordOf(invoice.json).order_id) === id, 'the saved invoice does not read back as the order\'s', `order_id ${id}`, recordOf(invoice.json).order_id, invoice);
  // The cancellation, read back.
  const cancelled = await flow.send('admin', 'POST', `/V1/orders/${id}/cancel`, { judge: CANCEL });
  flow.expect(cancelled.json === true, `${CANCEL} does not answer true for a new order`, 'true', cancelled.json, cancelled);
  await readCancelled(flow, order, CANCEL);
  // A cancelled order is neither invoiced nor shipped, nor cancelled again.
  flow.refused(await flow.send('admin', 'POST', `/V1/order/${id}/invoice`, { body: { capture: false, notify: false } }), 'invoicing a cancelled order', /invoice/i, 'invoice');
  flow.refused(await flow.send('admin', 'POST', `/V1/order/${id}/ship`, { body: { notify: false } }), 'shipping a cancelled order', /shipment/i, 'shipment');
  const again = await flow.send('admin', 'POST', `/V1/orders/${id}/cancel`, { judge: CANCEL });
  flow.expect(again.json === false, 'a cancelled order was cancelled again', 'false (the order cannot be cancelled)', again.json, again);
  return `order ${id} cancelled and read back; invoice ${invoiceId} saved through the repository read back; invoicing, shipping and cancelling it again refused`;
}

async function queued(flow: Flow, form: 'async' | 'bulk'): Promise<string> {
  const orders = form === 'async' ? [await placeGuestOrder(flow)] : [await placeGuestOrder(flow), await placeGuestOrder(flow)];
  const route = flow.ctx.route(CANCEL);
  const path = form === 'async' ? `/async/V1/orders/${orders[0]?.orderId ?? ''}/cancel` : (route?.bulkPath ?? '/async/bulk/V1/orders/byId/cancel');
  const body = form === 'async' ? {} : orders.map((o) => ({ id: Number(o.orderId) }));
  const { results } = await flow.queue('admin', 'POST', path, body, orders.length);
  for (const [i, order] of orders.entries()) {
    flow.expect(results[i] === undefined || results[i] === true, `the queued cancellation of order ${order.orderId} did not answer true`, 'true (its result_serialized_data)', results[i]);
    await readCancelled(flow, order, `the ${form === 'async' ? 'queued' : 'bulk'} ${CANCEL}`);
  }
  return `${orders.map((o) => `order ${o.orderId}`).join(' and ')} cancelled through ${form === 'async' ? '/async' : '/async/bulk'}, every operation complete, read back cancelled`;
}

export const commerceCancellation: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.cancellation',
  family: 'commerce',
  rule: 'An order of the run\'s own is cancelled as the contract says and reads back cancelled; the state machine then refuses to invoice it, ship it or cancel it again; an invoice saved through the repository first reads back by id; queued on /async and /async/bulk the cancellation completes with the same effect.',
  source: 'seed 001 Sales (OrderManagementInterface::cancel, InvoiceRepositoryInterface::save); seed 000 Asynchronous routes and bulk; issue 21, the commerce core; real 2.4.7-p3 answers (docs/real-platform.md)',
  scenarios: [commerceScenario('cancellation (sync)', CANCEL, 'sync'), commerceScenario('cancellation (async)', CANCEL, 'async'), commerceScenario('cancellation (bulk)', CANCEL, 'bulk')],
  run: commerceRun(async (flow, scenario) => pass(scenario.form === 'sync' ? await synchronous(flow) : await queued(flow, scenario.form))),
};
