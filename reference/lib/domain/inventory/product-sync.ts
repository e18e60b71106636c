// What MSI does behind the catalog's saves, and the catalog behind MSI's: on the default source, a product's source
// item and its legacy stock item (GET /V1/stockItems/:productSku) are one quantity seen twice, so a save of either
// sets the other (Magento_InventoryCatalog's legacy synchronisation). A product save through REST also gives the
// product a low-stock setting on the default source (Magento_InventoryLowQuantityNotification's
// ProcessDefaultSourceItemConfigurationPlugin). Deleting the product removes neither: the platform only queues them
// for a consumer its cron starts (inventory.source.items.cleanup), so they stay until someone deletes them.
// Imported by the catalog (catalog/products.ts, catalog/stock.ts): this file imports nothing of it.

import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { DEFAULT_SOURCE, managesSourceItems } from './common.ts';

export function findSourceItem(state: State, sku: string, sourceCode: string): JsonObject | undefined {
  return state.sourceItems.all().find((item) => item.sku === sku && item.source_code === sourceCode);
}

/** Create or update the (sku, source) item. */
export function putSourceItem(state: State, sku: string, sourceCode: string, quantity: number, status: number): JsonObject {
  const item = findSourceItem(state, sku, sourceCode);
  if (item !== undefined) {
    item.quantity = quantity;
    item.status = status;
    return item;
  }
  return state.sourceItems.insert({ sku, source_code: sourceCode, quantity, status }, '__id');
}

/** The product's default source item as its legacy stock item says (a quantity never set counts 0). */
function syncFromStockItem(state: State, product: JsonObject): void {
  const stock = state.stockItems.get(Number(product.id));
  if (stock === undefined) return;
  putSourceItem(state, String(product.sku), DEFAULT_SOURCE, typeof stock.qty === 'number' ? stock.qty : 0, stock.is_in_stock === true ? 1 : 0);
}

/** After ProductRepository::save: the default source item, and a low-stock setting if the pair has none (the stock
 * item's own threshold when it does not use the configured one, else none: null). */
export function afterProductSave(state: State, product: JsonObject): void {
  if (!managesSourceItems(product.type_id)) return;
  syncFromStockItem(state, product);
  const sku = String(product.sku);
  if (state.lowStockSettings.all().some((setting) => setting.sku === sku && setting.source_code === DEFAULT_SOURCE)) return;
  const stock = state.stockItems.get(Number(product.id));
  const own = stock !== undefined && stock.use_config_notify_stock_qty === false && typeof stock.notify_stock_qty === 'number' ? stock.notify_stock_qty : null;
  state.lowStockSettings.insert({ sku, source_code: DEFAULT_SOURCE, notify_stock_qty: own }, '__id');
}

/** After StockRegistry::updateStockItemBySku: the default source item follows the legacy quantity and status. */
export function afterStockItemSave(state: State, product: JsonObject): void {
  if (managesSourceItems(product.type_id)) syncFromStockItem(state, product);
}

/** A default source item saved or deleted through MSI: the product's legacy stock item follows (a deleted item leaves
 * quantity 0, out of stock). Nothing for a SKU that names no product. */
export function setLegacyStock(state: State, sku: string, quantity: number, inStock: boolean): void {
  const wanted = sku.toLowerCase();
  const product = state.products.all().find((row) => String(row.sku).toLowerCase() === wanted);
  const stock = product === undefined ? undefined : state.stockItems.get(Number(product.id));
  if (stock === undefined) return;
  stock.qty = quantity;
  stock.is_in_stock = inStock;
}
