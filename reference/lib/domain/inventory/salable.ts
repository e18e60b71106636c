// What a stock can sell (Magento_InventorySalesApi, Magento_InventoryExportStockApi): the stock index (the in-stock
// quantity of a SKU on the stock's enabled sources), the reservations its orders hold, and the salable quantity
// between them: index quantity + reservations - the out-of-stock threshold (the stock item's min_qty).
//
// Reservations are not kept as rows here: they are derived from the orders, as their sum per SKU and stock is what
// every route answers. Placing an order reserves its quantity (-qty); a shipment compensates what it ships (the
// source deduction takes it from the source instead: order-deductions.ts); a cancellation and the refund of what was
// never shipped give the rest back (a refund not returned to stock takes it from the source: order-deductions.ts). So
// an order item holds ordered - cancelled - shipped - refunded-but-not-shipped, and a closed-out order nothing. Where
// MSI's own reservations differ from that (a document saved through its repository, a refund and a shipment of the
// same unit), the difference is kept as a compensation row (reservations.ts) and added.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, intParam, param, queryValue, searchCall } from '../context.ts';
import { DomainError, internalError, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { listSearch, type SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { findProduct } from '../catalog/lookup.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { DEFAULT_STOCK_ID, findSource, findStock, linkedSources, managesSourceItems, requireChannelStock, stockOfChannel } from './common.ts';
import { heldByItem, managesStock } from './reservations.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';

/** The website a store view belongs to, by code (the sales channel of its orders). */
function websiteCodeOfStore(state: State, storeId: number): string | null {
  const store = state.storeViews.find((view) => view.id === storeId);
  return store === undefined || store.website_id === 0 ? null : store.website_id === 1 ? 'base' : null;
}

/** Whether a row of the SKU belongs to an order of the stock's website. */
function ofStock(state: State, row: JsonObject, sku: string, stockId: number): boolean {
  if (String(row.sku).toLowerCase() !== sku) return false;
  const order = state.orders.get(Number(row.order_id));
  const website = order === undefined ? null : websiteCodeOfStore(state, asNumber(order.store_id, 1));
  return website !== null && Number(stockOfChannel(state, 'website', website)?.stock_id) === stockId;
}

/** The sum of a SKU's reservations on a stock: the compensations less what the stock's orders hold of it. */
export function reservedQty(state: State, sku: string, stockId: number): number {
  const wanted = sku.toLowerCase();
  const held = state.orderItems.all().filter((item) => managesStock(item) && ofStock(state, item, wanted, stockId)).reduce((sum, item) => sum + heldByItem(item), 0);
  const compensated = state.reservationCompensations.all().filter((row) => ofStock(state, row, wanted, stockId)).reduce((sum, row) => sum + asNumber(row.quantity, 0), 0);
  return compensated - held;
}

/** The stock index row of a SKU on a stock, or null when none of the stock's sources holds it. */
export function indexRow(state: State, sku: string, stockId: number): { qty: number; inStock: boolean } | null {
  const sources = linkedSources(state, stockId).filter((code) => findSource(state, code)?.enabled === true);
  const items = state.sourceItems.all().filter((item) => String(item.sku).toLowerCase() === sku.toLowerCase() && sources.includes(String(item.source_code)));
  if (items.length === 0) return null;
  const inStock = items.filter((item) => Number(item.status) === 1);
  return { qty: inStock.reduce((sum, item) => sum + asNumber(item.quantity, 0), 0), inStock: inStock.length > 0 };
}

/** What the stock's disabled sources hold in stock of a SKU (the fault salable-counts-disabled-sources counts it). */
function disabledInStock(state: State, sku: string, stockId: number): number {
  const off = linkedSources(state, stockId).filter((code) => findSource(state, code)?.enabled !== true);
  return state.sourceItems.all().filter((item) => String(item.sku).toLowerCase() === sku.toLowerCase() && off.includes(String(item.source_code)) && Number(item.status) === 1).reduce((sum, item) => sum + asNumber(item.quantity, 0), 0);
}

function thresholdOf(state: State, product: JsonObject): number {
  return asNumber(state.stockItems.get(Number(product.id))?.min_qty, 0);
}

/** The salable quantity, null when the stock does not hold the SKU. `ignoreReservations` (fault
 * salable-ignores-reservations): the sources' quantity alone. */
export function salableQty(state: State, product: JsonObject, stockId: number, ignoreReservations = false): number | null {
  const row = indexRow(state, String(product.sku), stockId);
  if (row === null) return null;
  if (!row.inStock) return 0;
  const reserved = ignoreReservations ? 0 : reservedQty(state, String(product.sku), stockId);
  return Math.round((row.qty + reserved - thresholdOf(state, product)) * 10000) / 10000;
}

/** Whether the active faults make the salable quantity ignore the reservations. */
export const ignoresReservations = (faults: ReadonlySet<string>): boolean => faults.has(COMMERCE_FAULT.salableIgnoresReservations);

function requireIndexedStock(state: State, stockId: number): void {
  // The stock's index table does not exist: the SQL fails (GetStockItemData, real 2.4.7-p3 for stock 999).
  if (findStock(state, stockId) === undefined) throw new DomainError(400, 'Could not receive Stock Item data');
}

/** The product a salable-quantity read is about: a SKU that names none is a PHP error on the real 2.4.7-p3 (500). */
function salableProduct(state: State, sku: string): JsonObject {
  const product = findProduct(state, sku);
  if (product === undefined) throw internalError();
  if (!managesSourceItems(product.type_id)) throw new DomainError(400, "Can't check requested quantity for products without Source Items support.");
  return product;
}

const isSalable = (state: State, sku: string, stockId: number, ignoreReservations: boolean, byAssignment = false): boolean => {
  const product = findProduct(state, sku);
  if (product === undefined || findStock(state, stockId) === undefined || !managesSourceItems(product.type_id)) return false;
  const qty = salableQty(state, product, stockId, ignoreReservations);
  // The fault salable-by-assignment: a product no source of the stock holds is answered salable.
  if (qty === null && byAssignment) return true;
  return (qty ?? 0) > 0;
};

/** Whether the active faults answer a product no source of the stock holds as salable. */
const salableByAssignment = (faults: ReadonlySet<string>): boolean => playsMsi(faults, MSI_FAULT.salableByAssignment);

/** IsProductSalableForRequestedQty: { salable, errors }, the conditions' codes as the platform names them. */
function salableFor(state: State, sku: string, stockId: number, qty: number, ignoreReservations: boolean, byAssignment = false): JsonObject {
  const product = salableProduct(state, sku);
  requireIndexedStock(state, stockId);
  const available = salableQty(state, product, stockId, ignoreReservations);
  if (available === null && byAssignment) return { salable: true, errors: [] };
  // The Default Stock's index is the legacy stock status, which has a row for every product: one no source holds is
  // "assigned" and fails on its source items (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, a product whose default
  // source item was removed); another stock's index has no row for it.
  if (available === null && stockId === DEFAULT_STOCK_ID) return { salable: false, errors: [{ code: 'is_any_source_item_in_stock-no_source_items_in_stock', message: 'There are no source items with the in stock status' }] };
  if (available === null) return { salable: false, errors: [{ code: 'requested-sku-is-not-assigned-to-given-stock', message: 'The requested sku is not assigned to given stock.' }] };
  if (available < qty) return { salable: false, errors: [{ code: 'is_salable_with_reservations-not_enough_qty', message: 'The requested qty is not available' }] };
  return { salable: true, errors: [] };
}

/** The products a sales channel's stock holds, in product id order: {sku, qty, is_salable} (qty: salable for the
 * export, the index quantity for the dump). */
function channelRows(state: State, stockId: number, salable: boolean, ignoreReservations: boolean): JsonObject[] {
  return state.products
    .all()
    .filter((product) => (managesSourceItems(product.type_id) && indexRow(state, String(product.sku), stockId) !== null) || compositeOnDefaultStock(product, stockId))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((product) => {
      // A composite keeps no stock of its own: qty 0, salable while its stock item is in stock (the real 2.4.7-p3, a
      // bundle of the run's own on the Default Stock, whose index is the legacy stock status; ExportStockIndexDataTest
      // reads an out-of-stock bundle as qty 0, not salable).
      if (!managesSourceItems(product.type_id)) return { sku: String(product.sku), qty: 0, is_salable: compositeInStock(state, product) };
      const row = indexRow(state, String(product.sku), stockId);
      const qty = salable ? (salableQty(state, product, stockId, ignoreReservations) ?? 0) : (row?.qty ?? 0);
      return { sku: String(product.sku), qty, is_salable: isSalable(state, String(product.sku), stockId, ignoreReservations) };
    });
}

/** A configurable, bundle or grouped product on the Default Stock, whose index (the legacy stock status) has a row
 * for every product. */
function compositeOnDefaultStock(product: JsonObject, stockId: number): boolean {
  return stockId === DEFAULT_STOCK_ID && ['configurable', 'bundle', 'grouped'].includes(String(product.type_id));
}

function compositeInStock(state: State, product: JsonObject): boolean {
  const inStock = state.stockItems.get(Number(product.id))?.is_in_stock;
  return inStock === true || Number(inStock) === 1;
}

/** The export filters the catalog's product collection (EAV): qty and is_salable are no attribute of it, so a filter
 * on them is 400 and a sort on them ignored (real 2.4.7-p3). */
const EXPORT: SearchSource = { table: 'catalog_product_entity', storage: 'eav', notColumns: ['qty', 'is_salable'] };

const SALES = 'Magento\\InventorySalesApi\\Api\\';
const EXPORT_API = 'Magento\\InventoryExportStockApi\\Api\\';

/** A list query parameter (skus[]=a&skus[0]=b); a missing one is refused as the input processor does. */
function listParam(ctx: Ctx, name: string): string[] {
  const values = [...ctx.call.query.entries()].filter(([key]) => key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)).map(([, value]) => value);
  if (values.length === 0) throw requiredField(name);
  return values;
}

function stockIdParam(ctx: Ctx): number {
  const raw = queryValue(ctx, 'stockId');
  if (raw === null) throw requiredField('stockId');
  return asNumber(raw, 0);
}

/** skuRequests[0][sku]=a&skuRequests[0][qty]=1: the requests in index order. */
function skuRequests(ctx: Ctx): Array<{ sku: string; qty: number }> {
  const requests = new Map<number, { sku: string; qty: number }>();
  for (const [key, value] of ctx.call.query.entries()) {
    const m = /^skuRequests\[(\d+)\]\[(sku|qty)\]$/.exec(key);
    if (m === null) continue;
    const entry = requests.get(Number(m[1])) ?? { sku: '', qty: 0 };
    if (m[2] === 'sku') entry.sku = value;
    else entry.qty = asNumber(value, 0);
    requests.set(Number(m[1]), entry);
  }
  if (requests.size === 0) throw requiredField('skuRequests');
  return [...requests.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

export const salableHandlers: HandlerTable = {
  [`${SALES}GetProductSalableQtyInterface::execute`]: (ctx) => {
    const product = salableProduct(ctx.state, param(ctx, 'sku'));
    const stockId = intParam(ctx, 'stockId');
    requireIndexedStock(ctx.state, stockId);
    const qty = salableQty(ctx.state, product, stockId, ignoresReservations(ctx.options.faults)) ?? 0;
    // salable-counts-disabled-sources: the in-stock items of the stock's disabled sources added in.
    return playsMsi(ctx.options.faults, MSI_FAULT.salableCountsDisabledSources) ? qty + disabledInStock(ctx.state, String(product.sku), stockId) : qty;
  },
  [`${SALES}IsProductSalableInterface::execute`]: (ctx) => isSalable(ctx.state, param(ctx, 'sku'), intParam(ctx, 'stockId'), ignoresReservations(ctx.options.faults), salableByAssignment(ctx.options.faults)),
  [`${SALES}AreProductsSalableInterface::execute`]: (ctx) => {
    const stockId = stockIdParam(ctx);
    return listParam(ctx, 'skus').map((sku) => ({ sku, stock_id: stockId, salable: isSalable(ctx.state, sku, stockId, ignoresReservations(ctx.options.faults), salableByAssignment(ctx.options.faults)) }));
  },
  [`${SALES}IsProductSalableForRequestedQtyInterface::execute`]: (ctx) => salableFor(ctx.state, param(ctx, 'sku'), intParam(ctx, 'stockId'), asNumber(param(ctx, 'requestedQty'), 0), ignoresReservations(ctx.options.faults), salableByAssignment(ctx.options.faults)),
  [`${SALES}AreProductsSalableForRequestedQtyInterface::execute`]: (ctx) => {
    const stockId = stockIdParam(ctx);
    return skuRequests(ctx).map((request) => ({ sku: request.sku, stock_id: stockId, ...salableFor(ctx.state, request.sku, stockId, request.qty, ignoresReservations(ctx.options.faults), salableByAssignment(ctx.options.faults)) }));
  },
  [`${EXPORT_API}ExportStockSalableQtyInterface::execute`]: (ctx) => {
    const stock = requireChannelStock(ctx.state, param(ctx, 'salesChannelType'), param(ctx, 'salesChannelCode'));
    return listSearch(searchCall(ctx), channelRows(ctx.state, Number(stock.stock_id), true, ignoresReservations(ctx.options.faults)), EXPORT);
  },
  [`${EXPORT_API}ExportStockIndexDataInterface::execute`]: (ctx) => {
    const stock = requireChannelStock(ctx.state, param(ctx, 'salesChannelType'), param(ctx, 'salesChannelCode'));
    return channelRows(ctx.state, Number(stock.stock_id), false, false);
  },
};
