// What the stock checks (commerce.stock-reserved, commerce.stock-returned) share: a product of the scenario's own (so
// no other order of the run touches its stock and every quantity is known from first principles), the stock that
// sells to the main website (where the run's orders are placed), and the judgement of the product's stock after each
// step. MSI's salable quantity is the stock's source quantity plus the reservations (what open orders hold: -qty at
// placement, given back by a cancellation, a shipment or a refund), less the out-of-stock threshold (min_qty 0 for the
// run's product); the real 2.4.7-p3 (tests/corpus/real-2.4.7-p3/order-stock.json) answers:
// - GET /V1/inventory/get-product-salable-quantity/:sku/:stockId: that quantity;
// - GET /V1/inventory/is-product-salable-for-requested-qty/...: salable true for that quantity, false for one more;
// - the default source item (GET /V1/inventory/source-items): the source quantity, which orders move only at a
//   shipment or a refund;
// - GET /V1/stockItems/:productSku (the legacy stock item): qty = the default source's quantity;
// - GET /V1/stockStatuses/:productSku: qty = the salable quantity (MSI's AdaptGetStockStatusBySkuPlugin), its
//   stock_item.qty the source's, stock_item.is_in_stock true (the source never runs out in these scenarios).

import { expectedOn } from '../../contracts/presence.ts';
import { salableProductBody } from '../owned/commerce-entities.ts';
import type { HttpExchange, ScenarioContext } from '../types.ts';
import { isRecord, recordOf, type Flow } from './flow.ts';
import { tag } from './setup.ts';

/** The quantity the scenario's own product starts with: small enough that every step shows in the numbers. */
export const STOCK_START = 100;

export const SALABLE_QTY_ROUTE = 'GET /V1/inventory/get-product-salable-quantity/:sku/:stockId';
const FOR_QTY_ROUTE = 'GET /V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/:requestedQty';
const RESOLVER_ROUTE = 'GET /V1/inventory/stock-resolver/:type/:code';
const SOURCE_ITEMS_ROUTE = 'GET /V1/inventory/source-items';
const STOCK_ITEM_ROUTE = 'GET /V1/stockItems/:productSku';
const STOCK_STATUS_ROUTE = 'GET /V1/stockStatuses/:productSku';
/** The routes the stock judgement reads. */
const STOCK_ROUTES = [SALABLE_QTY_ROUTE, FOR_QTY_ROUTE, RESOLVER_ROUTE, SOURCE_ITEMS_ROUTE, STOCK_ITEM_ROUTE, STOCK_STATUS_ROUTE];

/** Why the target's stock cannot be judged (a release before Multi-Source Inventory, 2.3.0), or null. */
export function stockUnreadable(flow: Flow): string | null {
  for (const key of STOCK_ROUTES) {
    const route = flow.ctx.route(key);
    const expected = route === undefined ? 'no contract route' : expectedOn(route, flow.ctx.target.edition, flow.ctx.target.releaseSpan);
    if (expected !== true) return `${key} cannot be read on this target (${expected}): the stock of an order is judged through Multi-Source Inventory`;
  }
  return null;
}

/** The website the run's orders are placed on (the default store view's, where the run's products are enabled). */
const MAIN_WEBSITE = 'base';

export interface StockSubject {
  sku: string;
  stockId: number;
}

/** A product of the scenario's own, in stock with STOCK_START on the main website, and the stock that sells there.
 * `shape`: what a configurable's child adds (its attribute set and its value of the configurable attribute). */
export async function ownStockProduct(flow: Flow, shape: { attribute_set_id?: number; custom_attributes?: unknown[] } = {}): Promise<StockSubject> {
  const sku = flow.ctx.name(`st${tag()}`);
  const body = salableProductBody(sku);
  const customAttributes = [...(Array.isArray(body.product.custom_attributes) ? body.product.custom_attributes : []), ...(shape.custom_attributes ?? [])];
  const product = { ...body.product, ...(shape.attribute_set_id !== undefined ? { attribute_set_id: shape.attribute_set_id } : {}), custom_attributes: customAttributes, extension_attributes: { website_ids: [1], stock_item: { qty: STOCK_START, is_in_stock: true } } };
  const made = await flow.prepare('admin', 'POST', '/V1/products', { body: { product }, judge: 'POST /V1/products' });
  flow.expect(recordOf(made.json).sku === sku, 'the run could not create its product for the stock', `product ${sku}`, made.json, made);
  const resolved = await flow.read('admin', `/V1/inventory/stock-resolver/website/${MAIN_WEBSITE}`, RESOLVER_ROUTE);
  const stockId = Number(recordOf(resolved.json).stock_id);
  flow.expect(Number.isInteger(stockId) && stockId > 0, `the stock that sells to website ${MAIN_WEBSITE} could not be read`, 'a stock_id', resolved.json, resolved);
  return { sku, stockId };
}

/** Disable the scenario's product, then delete it. The product must be enabled to be in the stock index at all (a
 * disabled one has salable quantity 0, "not assigned to given stock"), and an enabled product deleted as it is leaves
 * its cataloginventory_stock_status row behind; disabled first, the row goes with the save (the real 2.4.7-p3,
 * 2026-11-28: one row after an allow run without this, none with it). An existing product saved again under the
 * default store view (POST /V1/products without /all/) holds that view's own status, which a disable under `all` does
 * not reach: it stays enabled there, in the stock index, and its row outlives the deletion (the real 2.4.7-p3,
 * 2026-12-03: commerce.grouped-links' grouped product, saved again with its links, left one row per allow run). So
 * the product is read under the default view and disabled there too while it reads enabled. The sweep deletes it if
 * this fails. */
export async function retire(ctx: ScenarioContext, sku: string): Promise<void> {
  const path = `/V1/products/${encodeURIComponent(sku)}`;
  const disabled = await ctx.send('admin', { method: 'PUT', path, storeCode: 'all', body: { product: { sku, status: 2 } } });
  if (disabled.status !== 200) return;
  const inView = await ctx.send('admin', { method: 'GET', path, storeCode: null });
  if (inView.status === 200 && recordOf(inView.json).status !== 2) await ctx.send('admin', { method: 'PUT', path, storeCode: null, body: { product: { sku, status: 2 } } });
  await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
}

/** What the product's stock must read after a step: its salable quantity and its default source's quantity. */
export interface StockExpectation {
  salable: number;
  source: number;
}

/** The product's stock read after `step` and judged: every read agrees with the expected salable and source
 * quantities, and the legacy reads with MSI's. Returns the salable quantity read. */
export async function judgeStock(flow: Flow, subject: StockSubject, step: string, want: StockExpectation): Promise<number> {
  const sku = encodeURIComponent(subject.sku);
  const salable = await flow.read('admin', `/V1/inventory/get-product-salable-quantity/${sku}/${subject.stockId}`, SALABLE_QTY_ROUTE);
  flow.expect(salable.json === want.salable, `${SALABLE_QTY_ROUTE} does not answer the salable quantity ${step}`, `${want.salable} (the source's ${want.source} less what the product's open orders hold)`, salable.json, salable);
  await judgeRequestedQty(flow, subject, step, want.salable);
  const source = await defaultSource(flow, subject);
  flow.expect(source.quantity === want.source, `the default source item's quantity is not what the orders left ${step}`, String(want.source), source.quantity, source.exchange);
  const item = await flow.read('admin', `/V1/stockItems/${sku}`, STOCK_ITEM_ROUTE);
  flow.expect(recordOf(item.json).qty === want.source, `${STOCK_ITEM_ROUTE} does not read the default source item's quantity ${step}`, `qty ${want.source}`, recordOf(item.json).qty, item);
  const status = await flow.read('admin', `/V1/stockStatuses/${sku}`, STOCK_STATUS_ROUTE);
  const json = recordOf(status.json);
  flow.expect(json.qty === want.salable, `${STOCK_STATUS_ROUTE} does not read MSI's salable quantity ${step}`, `qty ${want.salable}`, json.qty, status);
  flow.expect(recordOf(json.stock_item).qty === want.source, `${STOCK_STATUS_ROUTE} does not read the default source item's quantity in its stock_item ${step}`, `stock_item.qty ${want.source}`, recordOf(json.stock_item).qty, status);
  // The product is in stock at every step (its source never runs out): so is its stock status's stock item, as the
  // product's quantity_and_stock_status says (StockStatusTest::testGetProductStockStatus).
  flow.expect(recordOf(json.stock_item).is_in_stock === true, `${STOCK_STATUS_ROUTE} does not read the product in stock in its stock_item ${step}`, 'stock_item.is_in_stock true', recordOf(json.stock_item).is_in_stock, status);
  return want.salable;
}

/** is-product-salable-for-requested-qty agrees with the salable quantity: that much is salable, one more is not. */
async function judgeRequestedQty(flow: Flow, subject: StockSubject, step: string, salable: number): Promise<void> {
  const ask = (qty: number): Promise<HttpExchange> => flow.read('admin', `/V1/inventory/is-product-salable-for-requested-qty/${encodeURIComponent(subject.sku)}/${subject.stockId}/${qty}`, FOR_QTY_ROUTE);
  const enough = await ask(salable);
  flow.expect(recordOf(enough.json).salable === true, `${FOR_QTY_ROUTE} does not sell the whole salable quantity ${step}`, `{"salable": true} for ${salable}`, enough.json, enough);
  const more = await ask(salable + 1);
  flow.expect(recordOf(more.json).salable === false, `${FOR_QTY_ROUTE} sells more than the salable quantity ${step}`, `{"salable": false} for ${salable + 1}`, more.json, more);
}

/** The product's item on the default source, by a search on its SKU. */
async function defaultSource(flow: Flow, subject: StockSubject): Promise<{ quantity: unknown; exchange: HttpExchange }> {
  const filter = 'searchCriteria[filter_groups][0][filters][0]';
  const exchange = await flow.send('admin', 'GET', '/V1/inventory/source-items', { query: { [`${filter}[field]`]: 'sku', [`${filter}[value]`]: subject.sku }, judge: SOURCE_ITEMS_ROUTE });
  const items = Array.isArray(recordOf(exchange.json).items) ? (recordOf(exchange.json).items as unknown[]).filter(isRecord) : [];
  const item = items.find((i) => i.source_code === 'default' && i.sku === subject.sku);
  flow.expect(item !== undefined, `the product ${subject.sku} has no item on the default source`, 'a source item with source_code default', exchange.json, exchange);
  return { quantity: item?.quantity, exchange };
}
