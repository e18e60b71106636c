// MSI low-stock notification settings (Magento_InventoryLowQuantityNotificationApi): the threshold under which a SKU
// on a source counts as low stock, by (sku, source_code). No route lists them; a pair without a threshold of its own
// reads as the configured default (cataloginventory/item_options/notify_stock_qty, 1 on a vanilla installation).

import type { HandlerTable } from '../context.ts';
import { asNumber, bodyValue, param } from '../context.ts';
import { DomainError, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { findProduct } from '../catalog/lookup.ts';
import { findSource } from './common.ts';
import { sourceItemsIn } from './source-items.ts';

/** The configured default threshold (Stores > Configuration > Catalog > Inventory > Notify for Quantity Below). */
export const DEFAULT_NOTIFY_STOCK_QTY = 1;

export function findSetting(state: State, sku: string, sourceCode: string): JsonObject | undefined {
  return state.lowStockSettings.all().find((setting) => setting.sku === sku && setting.source_code === sourceCode);
}

/** GetSourceItemConfiguration: the pair's threshold, or the default; "Wrong input data" (400) when the SKU or the
 * source names nothing (real 2.4.7-p3, also once the product is deleted). */
export function readSetting(state: State, sourceCode: string, sku: string): JsonObject {
  const product = findProduct(state, sku);
  if (product === undefined || findSource(state, sourceCode) === undefined) throw new DomainError(400, 'Wrong input data');
  const own = findSetting(state, String(product.sku), sourceCode)?.notify_stock_qty;
  return { source_code: sourceCode, notify_stock_qty: typeof own === 'number' ? own : DEFAULT_NOTIFY_STOCK_QTY, sku: String(product.sku) };
}

export function saveSettings(state: State, configurations: JsonObject[]): void {
  if (configurations.length === 0) throw new DomainError(400, 'Input data is empty');
  // A setting without sku fails the table's NOT NULL column: CouldNotSaveException. Nothing else is refused: the real
  // 2.4.7-p3 and Adobe Commerce 2.4.6-p1 saved a setting of a SKU no product has, on a source no source has, and a
  // negative threshold.
  if (configurations.some((configuration) => configuration.sku === undefined || configuration.sku === null)) throw new DomainError(400, 'Could not save Source Item Configuration');
  for (const configuration of configurations) {
    const sku = String(configuration.sku ?? '');
    const sourceCode = String(configuration.source_code ?? '');
    const threshold = configuration.notify_stock_qty === null || configuration.notify_stock_qty === undefined ? null : asNumber(configuration.notify_stock_qty, 0);
    const setting = findSetting(state, sku, sourceCode);
    if (setting !== undefined) setting.notify_stock_qty = threshold;
    else state.lowStockSettings.insert({ sku, source_code: sourceCode, notify_stock_qty: threshold }, '__id');
  }
}

/** By (sku, source) pair, with or without the product or a setting to delete. */
export function deleteSettings(state: State, pairs: JsonObject[]): void {
  for (const pair of pairs) {
    const setting = findSetting(state, String(pair.sku ?? ''), String(pair.source_code ?? ''));
    if (setting !== undefined) state.lowStockSettings.delete(Number(setting.__id));
  }
}

const API = 'Magento\\InventoryLowQuantityNotificationApi\\Api\\';

export const lowStockHandlers: HandlerTable = {
  [`${API}GetSourceItemConfigurationInterface::execute`]: (ctx) => readSetting(ctx.state, param(ctx, 'sourceCode'), param(ctx, 'sku')),
  [`${API}SourceItemConfigurationsSaveInterface::execute`]: (ctx) => {
    const body = bodyValue(ctx, 'sourceItemConfigurations');
    if (!Array.isArray(body)) throw requiredField('sourceItemConfigurations');
    saveSettings(ctx.state, body.filter(isObject) as JsonObject[]);
    return null;
  },
  [`${API}DeleteSourceItemsConfigurationInterface::execute`]: (ctx) => {
    deleteSettings(ctx.state, sourceItemsIn(bodyValue(ctx, 'sourceItems')));
    return null;
  },
};
