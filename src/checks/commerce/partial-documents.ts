// commerce.partial-documents: an order of the run's own invoiced, shipped and refunded in parts (issue 29 §3), in the
// money world of src/checks/commerce/money-flow.ts. Part of one line's quantity is invoiced, then the other line
// alone, and part of the first line shipped: after each the order is `processing` with exactly the remaining
// quantities, and each invoice amounts to the cent to its share of the order (src/checks/commerce/money.ts). The rest
// is invoiced and the first line shipped in full; then a partial refund of one item with a part of the shipping, a
// positive and a negative adjustment gives the credit memo's exact totals and the order's total_refunded and
// shipping_refunded, and leaves the order processing with the status it had; the other line is shipped and the order
// is complete.

import { pass, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, type CommerceScenario } from './flow.ts';
import { phpRound } from './money.ts';
import { inMoneyWorld, judgedInvoice, judgedProgress, judgedRefund, judgedShipment, placeMoneyOrder } from './money-flow.ts';

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
      return pass(`order ${order.orderId} (${order.cart.grandTotal}): invoices ${first} (1 of 3 ${a}), ${second} (the line ${b}) and ${third} (the rest), shipment ${shipment} (2 of 3), processing with the remaining quantities after each; credit memo ${memo} (1 item, shipping ${shipping}, +2 −1) refunded ${refunded.totalRefunded}, shipping_refunded ${refunded.shippingRefunded}, still processing, status ${String(statusBefore)}; complete; ${tally.amounts} amounts judged to the cent in ${tally.documents} documents`);
    }),
  ),
};
