// commerce.stock-reserved: an order of the run's own reserves its quantity and its cancellation gives it back (issue 29
// §2). On a product of the scenario's own (commerce/stock.ts), in stock with 100 on the main website's stock: before
// any order the salable quantity is the source's; a guest order of 2 lowers the salable quantity by 2 and leaves the
// source (MSI deducts the source only at shipment: the order appends a -2 reservation); its cancellation gives the 2
// back. After each step every stock read agrees: the salable quantity, is-product-salable-for-requested-qty (that
// much, not one more), the default source item, and the legacy stockItems and stockStatuses reads. The first
// judgement alone (a new product of the run's own, no order) is a scenario of its own at COMMERCE_WRITES=allow: the
// product is disabled and deleted at its end, and nothing stays.

import { pass, skip, writesAllowed, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, Flow, StepFailed, type CommerceScenario } from './flow.ts';
import { placeGuestOrder } from './setup.ts';
import { judgeStock, ownStockProduct, retire, SALABLE_QTY_ROUTE, STOCK_START, stockUnreadable } from './stock.ts';

const CANCEL = 'POST /V1/orders/:id/cancel';
/** How much the scenario orders. */
const ORDERED = 2;

const ORDERED_SCENARIO = commerceScenario('stock reserved by an order (sync)', SALABLE_QTY_ROUTE);
/** The salable quantity of a new product alone: a write the sweep undoes, so it runs at allow. */
const NEW_PRODUCT_SCENARIO: CommerceScenario = { title: 'salable quantity of a new product', about: 'salable quantity of a new product', contract: SALABLE_QTY_ROUTE, writes: true, level: 'allow', form: 'sync' };

async function newProductOnly(ctx: ScenarioContext, scenario: CommerceScenario): Promise<Verdict> {
  if (!writesAllowed(ctx.target.writes)) return skip('writes are denied (COMMERCE_WRITES is not allow): the scenario makes a product of the run\'s own');
  if (!ctx.target.callers.admin) return skip('no admin identity configured: the run makes its own product with it');
  const flow = new Flow(ctx, scenario.title);
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  let sku: string | null = null;
  try {
    const subject = await ownStockProduct(flow);
    sku = subject.sku;
    await judgeStock(flow, subject, 'before any order', { salable: STOCK_START, source: STOCK_START });
    return pass(`product ${subject.sku} on stock ${subject.stockId}: salable ${STOCK_START}, the default source ${STOCK_START}; for-requested-qty, stockItems and stockStatuses agreed`);
  } catch (error) {
    if (error instanceof StepFailed) return error.verdict;
    throw error;
  } finally {
    if (sku !== null) await retire(ctx, sku);
  }
}

const orderedRun = commerceRun(async (flow) => {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const subject = await ownStockProduct(flow);
  await judgeStock(flow, subject, 'before any order', { salable: STOCK_START, source: STOCK_START });
  const order = await placeGuestOrder(flow, ORDERED, subject.sku);
  await judgeStock(flow, subject, `after order ${order.orderId} of ${ORDERED}`, { salable: STOCK_START - ORDERED, source: STOCK_START });
  const cancelled = await flow.send('admin', 'POST', `/V1/orders/${order.orderId}/cancel`, { judge: CANCEL });
  flow.expect(cancelled.json === true, `${CANCEL} does not answer true for a new order`, 'true', cancelled.json, cancelled);
  await judgeStock(flow, subject, `after order ${order.orderId} was cancelled`, { salable: STOCK_START, source: STOCK_START });
  return pass(`product ${subject.sku} on stock ${subject.stockId}: salable ${STOCK_START}, ${STOCK_START - ORDERED} after order ${order.orderId} of ${ORDERED}, ${STOCK_START} after its cancellation; the default source ${STOCK_START} throughout; for-requested-qty, stockItems and stockStatuses agreed at each step`);
});

export const commerceStockReserved: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.stock-reserved',
  family: 'commerce',
  rule: 'An order of the run\'s own lowers its product\'s salable quantity by the quantity ordered and leaves the source quantity until shipment; its cancellation gives the quantity back; after each step get-product-salable-quantity, is-product-salable-for-requested-qty, the default source item and the legacy stockItems and stockStatuses reads agree with the source quantity and the reservations (a new product alone, before any order, also at COMMERCE_WRITES=allow).',
  source: 'issue 29 §2 (inventory: salable quantity, reservations, legacy stock reads); Magento_InventorySales (PlaceReservationsForSalesEvent at order placement and cancellation), Magento_InventoryCatalog (AdaptGetStockStatusBySkuPlugin); real 2.4.7-p3 answers (tests/corpus/real-2.4.7-p3/order-stock.json, docs/real-platform.md)',
  scenarios: [ORDERED_SCENARIO, NEW_PRODUCT_SCENARIO],
  run: (ctx, scenario) => (scenario.level === 'allow' ? newProductOnly(ctx, scenario) : orderedRun(ctx, scenario)),
};
