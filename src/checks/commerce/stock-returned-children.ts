// commerce.stock-returned-children: a refund of a configurable's or a bundle's order gives the quantity back to the
// child that was sold (issue 37 §1, "Stock beyond simple products"). A configurable or a bundle keeps no stock of its
// own: its order is a parent item and, under it, the child's simple item, which holds the reservation and the source
// deduction. On products of the scenario's own (the child in stock with 100 on the main website; for the configurable
// an attribute set and select attribute of the scenario's own, since a configurable needs an attribute of its set):
// a guest order of 3, invoiced, then refunded one unit at a time: returned to stock, not returned, returned. The real 2.4.7-p3 and Adobe
// Commerce 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, "Stock beyond simple products"):
// - the configurable's order: a configurable item (the child's sku, the price) and the child's simple item under it
//   (parent_item_id, price 0); a refund names the parent's item and takes the child's with it; the return counts only
//   where return_to_stock_items names the child's item (MSI's ProcessReturnQtyOnCreditMemoPlugin returns only the
//   items named whose product type keeps source items: naming the configurable's item alone returns nothing, the
//   child's source losing the unit as if it were not returned: observed, not judged);
// - the dynamic-price bundle's order: a bundle item ("<bundle sku>-<child sku>") and the child's item under it; its
//   refund names the child's item (the bundle's item alone is refused, "The creditmemo contains incorrect product
//   items."), and the return counts where return_to_stock_items names the child's item.
// Before the invoice, an invoice naming order_item_id -1 is refused ("The invoice can't be created without products");
// the configurable's order is held (true), read holded with every item's product_option as before (the configurable's
// item's {extension_attributes: {configurable_item_options}} as the cart chose it), and released (true).
// Each way: returned, the child's salable quantity rises by 1 and its source stays; not returned, the source loses the
// unit and the salable quantity stays; every stock read of the child agrees (stock.ts judgeStock). The products, the
// attribute and the set are left to the sweep, as commerce.stock-returned leaves its product: the after-run ledger
// reads the reservations the orders left on the child's SKU, which a product deleted earlier no longer answers.

import { pass, skip, type ScenarioCheck, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, Flow, idText, isRecord, recordOf, type CommerceScenario } from './flow.ts';
import { placeGuestCart } from './setup.ts';
import { judgeStock, STOCK_START, stockUnreadable } from './stock.ts';
import { judgeIndexDump, judgeSalableExport } from './virtual-orders.ts';
import { ORDERED, ownBundle, ownConfigurable } from './composites.ts';

const REFUND = 'POST /V1/order/:orderId/refund';
const INVOICE = 'POST /V1/order/:orderId/invoice';

/** Which composite product the scenario sells. */
interface CompositeScenario extends CommerceScenario {
  composite: 'configurable' | 'bundle';
}

const NO_PRODUCTS = /^Invoice Document Validation Error\(s\):\nThe invoice can't be created without products\. Add products and try again\./;

/** The order held (true), read back holded with every item's product_option as before (the configurable's item's as
 * the cart chose it), then released (true). */
async function judgeHold(flow: Flow, orderId: string, items: ReadonlyArray<Record<string, unknown>>, chosen: unknown): Promise<void> {
  const options = (list: ReadonlyArray<Record<string, unknown>>): unknown => list.map((i) => ({ item_id: i.item_id, product_option: i.product_option ?? null }));
  const before = options(items);
  const parent = items.find((i) => i.product_type === 'configurable');
  flow.expect(JSON.stringify(parent?.product_option) === JSON.stringify(chosen), `the configurable's order ${orderId} does not read its item's product_option as the cart chose it`, JSON.stringify(chosen), parent?.product_option);
  const held = await flow.send('admin', 'POST', `/V1/orders/${orderId}/hold`, { judge: 'POST /V1/orders/:id/hold' });
  flow.expect(held.json === true, `POST /V1/orders/:id/hold of order ${orderId} does not answer true`, 'true', held.json, held);
  const read = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const now = recordOf(read.json);
  const after = options((Array.isArray(now.items) ? now.items : []).filter(isRecord));
  flow.expect(now.state === 'holded' && JSON.stringify(after) === JSON.stringify(before), `the hold of order ${orderId} changed its items' product options (OrderHoldTest::testOrderHold)`, `state holded, ${JSON.stringify(before)}`, { state: now.state, items: after }, read);
  const released = await flow.send('admin', 'POST', `/V1/orders/${orderId}/unhold`, { judge: 'POST /V1/orders/:id/unhold' });
  flow.expect(released.json === true, `POST /V1/orders/:id/unhold of order ${orderId} does not answer true`, 'true', released.json, released);
}

async function steps(flow: Flow, scenario: CompositeScenario): Promise<Verdict> {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const composite = scenario.composite === 'configurable' ? await ownConfigurable(flow) : await ownBundle(flow);
  const { child } = composite;
  // The exports of the main website (ExportStockIndexDataTest, ExportStockSalableQtyTest): the composite keeps no
  // stock of its own, so its row reads qty 0, salable; the child's its 100 (the real 2.4.7-p3 for a bundle).
  const rows = (childQty: number) => [{ sku: composite.sku, qty: 0 }, { sku: child.sku, qty: childQty }];
  await judgeIndexDump(flow, rows(STOCK_START), `before the ${scenario.composite}'s order`);
  await judgeSalableExport(flow, rows(STOCK_START), `before the ${scenario.composite}'s order`);
  const placed = await placeGuestCart(flow, composite.cartItem);
  const items = (Array.isArray(recordOf(placed.order.json).items) ? (recordOf(placed.order.json).items as unknown[]) : []).filter(isRecord);
  const parent = items.find((i) => i.product_type === scenario.composite && (i.parent_item_id === undefined || i.parent_item_id === null));
  const childItem = items.find((i) => i.sku === child.sku && i.product_type === 'simple' && parent !== undefined && String(i.parent_item_id) === String(parent.item_id));
  const shape = items.map((i) => ({ item_id: i.item_id, sku: i.sku, product_type: i.product_type, parent_item_id: i.parent_item_id, qty_ordered: i.qty_ordered }));
  flow.expect(parent !== undefined && childItem !== undefined && Number(childItem.qty_ordered) === ORDERED, `the ${scenario.composite}'s order does not read back as its item and its child's simple item under it`, `a ${scenario.composite} item and the simple item of ${child.sku} (${ORDERED}) whose parent_item_id is it`, shape, placed.order);
  const parentId = Number(parent?.item_id);
  const childId = Number(childItem?.item_id);
  const held = STOCK_START - ORDERED;
  await judgeStock(flow, child, `after order ${placed.orderId} of ${ORDERED} ${scenario.composite} ${composite.sku}`, { salable: held, source: STOCK_START });
  await judgeSalableExport(flow, rows(held), `after order ${placed.orderId} of ${ORDERED} ${scenario.composite} ${composite.sku}`);
  // An invoice naming no item of the order is refused (OrderInvoiceCreateTest::testOrderWith*InvalidQuantities...).
  const bad = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/invoice`, { body: { items: [{ order_item_id: -1, qty: 1 }], notify: true, appendComment: true, comment: { comment: 'no such item', is_visible_on_front: 1 } } });
  flow.refused(bad, `${INVOICE} of the ${scenario.composite}'s order ${placed.orderId} naming order_item_id -1`, NO_PRODUCTS, 'invoice');
  // The configurable's order held and released: its items' product options read as before (OrderHoldTest).
  if (scenario.composite === 'configurable') await judgeHold(flow, placed.orderId, items, composite.cartItem.product_option);
  const invoice = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/invoice`, { body: { capture: false, notify: false }, judge: INVOICE });
  flow.leave('invoice', idText(invoice.json) ?? '');
  // A configurable's refund names its item (the child's follows); a dynamic bundle's names the child's item.
  const refunded = scenario.composite === 'configurable' ? parentId : childId;
  const refund = async (returned: boolean): Promise<string> => {
    const args = { shipping_amount: 0, ...(returned ? { extension_attributes: { return_to_stock_items: [childId] } } : {}) };
    const res = await flow.send('admin', 'POST', `/V1/order/${placed.orderId}/refund`, { body: { items: [{ order_item_id: refunded, qty: 1 }], notify: false, arguments: args }, judge: REFUND });
    const memo = idText(res.json) ?? '';
    flow.leave('creditmemo', memo);
    return memo;
  };
  const named = scenario.composite === 'configurable' ? `the ${scenario.composite}'s item ${parentId}` : `the child's item ${childId}`;
  const returned = await refund(true);
  await judgeStock(flow, child, `after credit memo ${returned} refunded 1 of ${named} with return_to_stock_items [${childId}] (the child's item)`, { salable: held + 1, source: STOCK_START });
  const kept = await refund(false);
  await judgeStock(flow, child, `after credit memo ${kept} refunded 1 of ${named} without return_to_stock_items`, { salable: held + 1, source: STOCK_START - 1 });
  // The last unit returned too: the order's reservations on the child balance (the after-run ledger checks they do).
  const last = await refund(true);
  await judgeStock(flow, child, `after credit memo ${last} refunded the last 1 of ${named} with return_to_stock_items [${childId}]`, { salable: held + 2, source: STOCK_START - 1 });
  return pass(`${scenario.composite} ${composite.sku} (child ${child.sku} on stock ${child.stockId}): order ${placed.orderId} of ${ORDERED} held ${ORDERED} of the child (salable ${held}); credit memo ${returned} of ${named}, the child's item returned, gave 1 back (${held + 1}), ${kept} not returned none, the child's source ${STOCK_START} → ${STOCK_START - 1}, ${last} returned 1 (${held + 2}); for-requested-qty, stockItems and stockStatuses of the child agreed at each step; the stock index dump and the salable quantity export read the ${scenario.composite} 0 and salable, the child ${STOCK_START}, then ${held} after the order`);
}

const scenario = (composite: CompositeScenario['composite']): CompositeScenario => ({ ...commerceScenario(`stock of a ${composite}'s child returned by a refund (sync)`, REFUND), composite });

export const commerceStockReturnedChildren: ScenarioCheck<CompositeScenario> = {
  subject: 'scenario',
  id: 'commerce.stock-returned-children',
  family: 'commerce',
  rule: 'An order of a configurable or a bundle holds the quantity of the child that was sold (the simple item under the parent\'s), and a refund gives it back to that child when return_to_stock_items names the child\'s item: its salable quantity rises and its source stays; a refund without it takes the unit from the child\'s source. After each step the child\'s salable quantity, for-requested-qty, default source item, stockItems and stockStatuses agree; the stock index dump and the salable quantity export of the main website read the composite with qty 0, salable, and the child with its quantity, before the order and (the export) after it. Before the invoice, an invoice naming order_item_id -1 is refused in the platform\'s words; the configurable\'s order, held (true), reads holded with every item\'s product_option as before, the configurable\'s as the cart chose it, and is released (true). On a configurable (its own attribute set and select attribute) and a dynamic-price bundle of the run\'s own, removed by the sweep.',
  source: 'issue 37 §1 (stock beyond simple products); Magento_Sales api-functional OrderHoldTest::testOrderHold and OrderInvoiceCreateTest::testOrderWithConfigurableProductInvoicedWithInvalidQuantitiesReturnsError; Magento_InventorySales ProcessReturnQtyOnCreditMemoPlugin and Magento_SalesInventory ReturnProcessor (a credit memo\'s return to stock), Magento_InventoryConfigurableProduct GetSkuFromOrderItem; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, Stock beyond simple products)',
  scenarios: [scenario('configurable'), scenario('bundle')],
  run: commerceRun(steps),
};
