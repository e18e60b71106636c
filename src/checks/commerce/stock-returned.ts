// commerce.stock-returned: a refund gives the salable quantity back only when it returns the items to stock (issue 29
// §2). On a product of the scenario's own (commerce/stock.ts), in stock with 100: a guest order of 3, invoiced, then
// refunded one item at a time, none shipped. The real 2.4.7-p3 (tests/corpus/real-2.4.7-p3/order-stock.json): each
// refund of an unshipped item appends a +1 reservation; returned to stock (arguments.extension_attributes.
// return_to_stock_items, the order item's id) the source stays and the salable quantity rises by 1; not returned the
// source loses the item and the salable quantity stays. The third refund, returned, leaves the order's reservations
// balanced, and the order reads complete, not closed (real 2.4.7-p3: its shipping was not refunded). After each step every stock read agrees (the salable quantity, for-requested-qty, the
// default source item, the legacy stockItems and stockStatuses).

import { pass, skip, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { placeGuestOrder, type GuestOrder } from './setup.ts';
import { judgeStock, ownStockProduct, STOCK_START, stockUnreadable } from './stock.ts';

const REFUND = 'POST /V1/order/:orderId/refund';
const INVOICE = 'POST /V1/order/:orderId/invoice';
const ORDERED = 3;

/** A refund of one item, returned to stock or not; the credit memo's id. */
async function refundOne(flow: Flow, order: GuestOrder, returned: boolean): Promise<string> {
  const args = { shipping_amount: 0, ...(returned ? { extension_attributes: { return_to_stock_items: [Number(order.itemId)] } } : {}) };
  const res = await flow.send('admin', 'POST', `/V1/order/${order.orderId}/refund`, { body: { items: [{ order_item_id: Number(order.itemId), qty: 1 }], notify: false, arguments: args }, judge: REFUND });
  const memo = idText(res.json) ?? '';
  flow.leave('creditmemo', memo);
  return memo;
}

export const commerceStockReturned: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.stock-returned',
  family: 'commerce',
  rule: 'A refund with return_to_stock_items gives the refunded quantity back to the salable quantity, and one without does not (the source loses it); after each refund get-product-salable-quantity, is-product-salable-for-requested-qty, the default source item and the legacy stockItems and stockStatuses reads agree with the source quantity and the reservations; every item refunded, its shipping kept, the order reads complete, not closed.',
  source: 'issue 29 §2 (inventory: a refund with and without return_to_stock_items); Magento_InventorySales (the credit memo\'s return processor), Magento_Sales RefundOrder (CreditmemoCreationArgumentsExtension return_to_stock_items); real 2.4.7-p3 answers (tests/corpus/real-2.4.7-p3/order-stock.json, docs/real-platform.md)',
  scenarios: [commerceScenario('stock returned by a refund (sync)', REFUND)],
  run: commerceRun(async (flow) => {
    const unreadable = stockUnreadable(flow);
    if (unreadable !== null) return skip(unreadable);
    const subject = await ownStockProduct(flow);
    const order = await placeGuestOrder(flow, ORDERED, subject.sku);
    const held = STOCK_START - ORDERED;
    await judgeStock(flow, subject, `after order ${order.orderId} of ${ORDERED}`, { salable: held, source: STOCK_START });
    const invoice = await flow.send('admin', 'POST', `/V1/order/${order.orderId}/invoice`, { body: { capture: false, notify: false }, judge: INVOICE });
    flow.leave('invoice', idText(invoice.json) ?? '');
    const returned = await refundOne(flow, order, true);
    await judgeStock(flow, subject, `after credit memo ${returned} refunded 1 with return_to_stock_items`, { salable: held + 1, source: STOCK_START });
    const kept = await refundOne(flow, order, false);
    await judgeStock(flow, subject, `after credit memo ${kept} refunded 1 without return_to_stock_items`, { salable: held + 1, source: STOCK_START - 1 });
    const last = await refundOne(flow, order, true);
    await judgeStock(flow, subject, `after credit memo ${last} refunded the last 1 with return_to_stock_items`, { salable: held + 2, source: STOCK_START - 1 });
    // Every item refunded, the shipping kept: the order is complete, not closed (RefundOrderTest::testOrderStatusTotalRefund).
    const read = await flow.read('admin', `/V1/orders/${order.orderId}`, 'GET /V1/orders/:id');
    flow.expect(recordOf(read.json).state === 'complete', `order ${order.orderId}, every item refunded but not its shipping, is not complete`, 'state complete', recordOf(read.json).state, read);
    return pass(`product ${subject.sku} on stock ${subject.stockId}: order ${order.orderId} of ${ORDERED} held ${ORDERED} (salable ${held}); credit memo ${returned} (returned) gave 1 back (${held + 1}), ${kept} (not returned) none, the source ${STOCK_START} → ${STOCK_START - 1}, ${last} (returned) 1 (${held + 2}); for-requested-qty, stockItems and stockStatuses agreed at each step; the order complete`);
  }),
};
