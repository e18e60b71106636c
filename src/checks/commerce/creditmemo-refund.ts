// commerce.creditmemo-refund: a credit memo sent whole through POST /V1/creditmemo/refund, as Magento_Sales'
// CreditMemoCreateRefundTest::testInvoke sends it: on a guest order of 2 of the worker's salable product, invoiced
// whole, the body carries the order's subtotal, grand totals and base shipping, its billing address and invoice ids,
// and each invoiced item with its qty invoiced, price and row_total, with offline_requested true. The real 2.4.7-p3
// and Adobe Commerce 2.4.6-p1 (probed by hand 2026-12-03: docs/real-platform.md, "A credit memo sent whole") answer
// the credit memo (its entity_id, the order's id, grand_total and subtotal as sent, the item refunded with its qty and
// row_total) and the order reads closed, total_refunded and total_offline_refunded its grand total, the item
// qty_refunded 2. A body without the amounts (what write.response-valid sends) refunds no money: this one must.
// The order stays, closed (no REST call deletes an order), in the after-run list with its invoice and credit memo.

import { pass, type ScenarioCheck, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type Flow } from './flow.ts';
import { placeGuestOrder } from './setup.ts';

const ROUTE = 'POST /V1/creditmemo/refund';
const ORDER = 'GET /V1/orders/:id';
const QTY = 2;
const num = (v: unknown): number => Number(v ?? 0);

async function steps(flow: Flow): Promise<Verdict> {
  const placed = await placeGuestOrder(flow, QTY);
  const invoice = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
  const invoiceId = idText(invoice.json) ?? '';
  flow.leave('invoice', invoiceId);
  const read = await flow.read('admin', `/V1/orders/${placed.orderId}`, ORDER);
  const order = recordOf(read.json);
  const items = (Array.isArray(order.items) ? order.items : []).filter(isRecord);
  const item = items.find((i) => String(i.item_id) === placed.itemId);
  flow.expect(item !== undefined && num(item.qty_invoiced) === QTY && order.state === 'processing', `order ${placed.orderId} does not read invoiced whole before its credit memo`, `state processing, item ${placed.itemId} qty_invoiced ${QTY}`, { state: order.state, items: items.map((i) => ({ item_id: i.item_id, qty_invoiced: i.qty_invoiced })) }, read);
  const memoItems = items.map((i) => ({ order_item_id: num(i.item_id), qty: num(i.qty_invoiced), price: num(i.price), row_total: num(i.row_total), entity_id: null }));
  const creditmemo = {
    order_id: Number(placed.orderId),
    subtotal: num(order.subtotal),
    grand_total: num(order.grand_total),
    base_grand_total: num(order.base_grand_total),
    base_shipping_amount: num(order.base_shipping_amount),
    billing_address_id: num(order.billing_address_id),
    invoice_id: Number(invoiceId),
    adjustment: null,
    items: memoItems,
  };
  const res = await flow.send('admin', 'POST', '/V1/creditmemo/refund', { body: { creditmemo, offline_requested: true }, judge: ROUTE });
  const memo = recordOf(res.json);
  const memoId = idText(memo.entity_id);
  if (memoId !== null) flow.leave('creditmemo', memoId);
  const answered = (Array.isArray(memo.items) ? memo.items : []).filter(isRecord).map((i) => ({ order_item_id: num(i.order_item_id), qty: num(i.qty), row_total: num(i.row_total) }));
  const wantItems = memoItems.map((i) => ({ order_item_id: i.order_item_id, qty: i.qty, row_total: i.row_total }));
  const sameItems = JSON.stringify(answered) === JSON.stringify(wantItems);
  flow.expect(memoId !== null && num(memo.order_id) === Number(placed.orderId) && num(memo.grand_total) === creditmemo.grand_total && num(memo.subtotal) === creditmemo.subtotal && sameItems, `${ROUTE} with the order's amounts does not answer the credit memo made of them (CreditMemoCreateRefundTest::testInvoke)`, `an entity_id, order_id ${placed.orderId}, grand_total ${creditmemo.grand_total}, subtotal ${creditmemo.subtotal}, items ${JSON.stringify(wantItems)}`, { entity_id: memo.entity_id, order_id: memo.order_id, grand_total: memo.grand_total, subtotal: memo.subtotal, items: answered }, res);
  const after = await flow.read('admin', `/V1/orders/${placed.orderId}`, ORDER);
  const now = recordOf(after.json);
  const refunded = (Array.isArray(now.items) ? now.items : []).filter(isRecord).map((i) => ({ item_id: i.item_id, qty_refunded: num(i.qty_refunded) }));
  const closed = now.state === 'closed' && now.status === 'closed' && num(now.total_refunded) === creditmemo.grand_total && num(now.total_offline_refunded) === creditmemo.grand_total && refunded.every((i) => i.qty_refunded === QTY);
  flow.expect(closed, `order ${placed.orderId} does not read closed and refunded after credit memo ${String(memoId)} of its whole amounts`, `state and status closed, total_refunded and total_offline_refunded ${creditmemo.grand_total}, every item qty_refunded ${QTY}`, { state: now.state, status: now.status, total_refunded: now.total_refunded, total_offline_refunded: now.total_offline_refunded, items: refunded }, after);
  return pass(`order ${placed.orderId} of ${QTY} × ${placed.sku} invoiced (${invoiceId}), credit memo ${String(memoId)} sent whole through ${ROUTE} (grand total ${creditmemo.grand_total}, subtotal ${creditmemo.subtotal}, base shipping ${creditmemo.base_shipping_amount}, offline_requested true) answered as sent; the order reads closed, ${creditmemo.grand_total} refunded offline, its item ${QTY} refunded`);
}

export const commerceCreditmemoRefund: ScenarioCheck = {
  subject: 'scenario',
  id: 'commerce.creditmemo-refund',
  family: 'commerce',
  rule: 'A credit memo sent whole through POST /V1/creditmemo/refund (the invoiced order\'s subtotal, grand totals, base shipping, billing address and invoice ids, each invoiced item with its qty, price and row_total, offline_requested true) is answered as the credit memo made of them (its entity_id, the order, the grand total and subtotal sent, the items refunded), and the order then reads closed, its grand total refunded offline and every item refunded. On a guest order of the worker\'s own product, which stays closed (the after-run list names it).',
  source: 'Magento_Sales api-functional CreditMemoCreateRefundTest::testInvoke; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, A credit memo sent whole)',
  scenarios: [commerceScenario('a credit memo sent whole with the order\'s amounts (sync)', ROUTE)],
  run: commerceRun(steps),
};
