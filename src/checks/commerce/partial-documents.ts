// commerce.partial-documents: an order of the run's own invoiced, shipped and refunded in parts (issue 29 §3), in the
// money world of src/checks/commerce/money-flow.ts. Part of one line's quantity is invoiced, then the other line
// alone, and part of the first line shipped: after each the order is `processing` with exactly the remaining
// quantities, and each invoice amounts to the cent to its share of the order (src/checks/commerce/money.ts). The rest
// is invoiced and the first line shipped in full; then a partial refund of one item with a part of the shipping, a
// positive and a negative adjustment gives the credit memo's exact totals and the order's total_refunded and
// shipping_refunded, and leaves the order processing with the status it had; the other line is shipped and the order
// is complete.

import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { judgedSearch } from './known-search.ts';
import { phpRound } from './money.ts';
import { inMoneyWorld, judgedInvoice, judgedProgress, judgedRefund, judgedShipment, placeMoneyOrder, type MoneyOrder } from './money-flow.ts';

/** The order's first and third invoices found by a search of groups (InvoiceListTest: state eq ... AND (increment_id
 * eq ... OR ...), sorted by grand_total ASC), and its two lines by a search of the order items (OrderItemGetListTest:
 * ... AND (product_type eq configurable OR base_price gteq ...), sorted by row_total DESC), each answering exactly those
 * in the sort's order and echoing the criteria. The invoices' grand totals and the lines' row totals are the ones the
 * reads before reconciled to the cent. */
async function judgedLists(flow: Flow, order: MoneyOrder, first: string, third: string): Promise<string> {
  const read = async (id: string): Promise<Record<string, unknown>> => recordOf((await flow.read('admin', `/V1/invoices/${id}`, 'GET /V1/invoices/:id')).json);
  const [one, three] = [await read(first), await read(third)];
  const invoices = [{ id: first, total: Number(one.grand_total) }, { id: third, total: Number(three.grand_total) }].sort((x, y) => x.total - y.total);
  await judgedSearch(flow, 'GET /V1/invoices', '/V1/invoices', {
    groups: [[{ field: 'state', value: String(one.state), condition_type: 'eq' }], [{ field: 'order_id', value: order.orderId, condition_type: 'eq' }], [{ field: 'increment_id', value: String(one.increment_id), condition_type: 'eq' }, { field: 'entity_id', value: third, condition_type: 'eq' }]],
    sort: { field: 'grand_total', direction: 'ASC' },
    idField: 'entity_id',
    want: invoices.map((i) => i.id),
  }, `invoices ${first} and ${third} of order ${order.orderId}`);
  const placed = recordOf((await flow.read('admin', `/V1/orders/${order.orderId}`, 'GET /V1/orders/:id')).json);
  const lines = (Array.isArray(placed.items) ? placed.items.map(recordOf) : []).map((i) => ({ id: String(i.item_id), rowTotal: Number(i.row_total), price: Number(i.base_price) })).sort((x, y) => y.rowTotal - x.rowTotal);
  const floor = Math.floor(Math.min(...lines.map((l) => l.price)));
  await judgedSearch(flow, 'GET /V1/orders/items', '/V1/orders/items', {
    groups: [[{ field: 'order_id', value: order.orderId, condition_type: 'eq' }], [{ field: 'product_type', value: 'configurable', condition_type: 'eq' }, { field: 'base_price', value: floor, condition_type: 'gteq' }]],
    sort: { field: 'row_total', direction: 'DESC' },
    idField: 'item_id',
    want: lines.map((l) => l.id),
  }, `the lines of order ${order.orderId}`);
  return `invoices ${invoices.map((i) => i.id).join(', ')} and lines ${lines.map((l) => l.id).join(', ')} found by searches of groups in their sort's order`;
}

export const commercePartialDocuments: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.partial-documents',
  family: 'commerce',
  rule: 'Partial documents keep an order\'s money exact: an invoice of part of a line\'s quantity, an invoice of one line and a partial shipment leave the order processing with the remaining quantities, each invoice amounting to the cent to its share of the order; a partial refund with a shipping amount and positive and negative adjustments gives the credit memo\'s exact totals and the order\'s total_refunded, shipping_refunded and adjustments, and leaves the order processing with the status it read before.',
  source: 'issue 29 §3 (partial invoice, partial shipment, partial refund with shipping and adjustments); Magento 2.4.7-p3 Sales invoice and credit memo totals collectors (InvoiceOrder, ShipOrder, RefundOrder); real 2.4.7-p3 answers (tests/corpus/real-2.4.7-p3/money-answers.json, docs/real-platform.md)',
  scenarios: [commerceScenario('partial documents (sync)', 'POST /V1/order/:orderId/invoice')],
  run: commerceRun(async (flow) =>
    inMoneyWorld(flow, async (world, tally) => {
      const order = await placeMoneyOrder(flow, world, tally, [['a', 3], ['b', 2]], 'percent');
      const { a, b } = world.skus;
      const first = await judgedInvoice(flow, tally, order, new Map([[a, 1]]));
      await judgedProgress(flow, tally, order, 'processing', false);
      const second = await judgedInvoice(flow, tally, order, new Map([[b, 2]]));
      const shipment = await judgedShipment(flow, tally, order, new Map([[a, 2]]));
      const statusBefore = await judgedProgress(flow, tally, order, 'processing', false);
      const third = await judgedInvoice(flow, tally, order);
      const lists = await judgedLists(flow, order, first, third);
      // The first line shipped in full before one of its items is refunded: MSI appends +1 for a refunded item not
      // yet shipped, and again when that item is shipped after all (what is left to ship is ordered less the greater
      // of shipped and refunded), so refunding before shipping would leave the SKU's reservations at +1 (real
      // 2.4.7-p3, docs/real-platform.md).
      await judgedShipment(flow, tally, order, new Map([[a, 1]]));
      const shipping = phpRound(order.cart.shipping * 0.4);
      const memo = await judgedRefund(flow, tally, order, new Map([[a, 1]]), { shipping, adjustmentPositive: 2, adjustmentNegative: 1 });
      // The partial refund leaves the order processing, and its status the one it had (RefundOrderTest::testFullRequest
      // and testOrderStatusPartialRefund): read before it after the partial shipment (the third invoice and the first
      // line's last shipment in between leave the order processing, its second line unshipped).
      await judgedProgress(flow, tally, order, 'processing', true, { was: statusBefore, step: `the partial refund ${memo}` });
      // The other line shipped: complete, its refund kept, its reservations balanced.
      await judgedShipment(flow, tally, order);
      await judgedProgress(flow, tally, order, 'complete', true);
      const refunded = order.ledger.progress();
      return pass(`order ${order.orderId} (${order.cart.grandTotal}): invoices ${first} (1 of 3 ${a}), ${second} (the line ${b}) and ${third} (the rest), shipment ${shipment} (2 of 3), processing with the remaining quantities after each; credit memo ${memo} (1 item, shipping ${shipping}, +2 −1) refunded ${refunded.totalRefunded}, shipping_refunded ${refunded.shippingRefunded}, still processing, status ${String(statusBefore)}; ${lists}; complete; ${tally.amounts} amounts judged to the cent in ${tally.documents} documents`);
    }),
  ),
};
