// What Multi-Source Inventory (MSI, Magento_Inventory*) keeps of the run's products after they are deleted, as data:
// where the sweep finds it and how it removes it. No route of the plan creates these rows; the platform does, behind
// the run's product writes, so they count as the run's trace (measured on the real 2.4.7-p3, docs/real-platform.md,
// "What the platform defers"):
// - every product save gives the product a source item (inventory_source_item) on the default source, and a save
//   through REST also a low-stock notification setting (inventory_low_stock_notification_configuration, from
//   Magento_InventoryLowQuantityNotification's ProcessDefaultSourceItemConfigurationPlugin; notify_stock_qty NULL
//   unless the stock item sets one);
// - deleting the product removes neither: Magento_InventoryCatalog's DeleteSourceItemsPlugin only queues an
//   `inventory.source.items.cleanup` message for a consumer that cron starts;
// - POST /V1/inventory/source-items-delete removes source items, also of products already deleted, and with each
//   one its low-stock setting (the same module's plugin on the source-item DeleteMultiple resource, which the cleanup
//   consumer uses too); POST /V1/inventory/low-quantity-notifications-delete removes settings by (sku, source) pair,
//   with or without the product.
// - No route lists low-stock settings. GET /V1/inventory/low-quantity-notification/:sourceCode/:sku answers 400
//   "Wrong input data" once the product is gone, and for a setting without its own threshold (every one the run's
//   saves make) it answers the configured default, exactly as for no setting: so a setting is never read back; it is
//   deleted by pair, and with its source item, and the source items are read back.

/** The installation's sources: the codes a low-stock setting of a run SKU may be kept under. */
export const INVENTORY_SOURCES = '/V1/inventory/sources';

export const SOURCE_ITEMS = {
  kind: 'MSI source item',
  /** Searchable by sku (a like filter works on 2.4.7). */
  search: '/V1/inventory/source-items',
  field: 'sku',
  /** Body { sourceItems: [{ sku, source_code }] }; answers [] (a void service) on 2.4.7. */
  delete: '/V1/inventory/source-items-delete',
} as const;

export const LOW_STOCK_SETTINGS = {
  kind: 'MSI low-stock notification setting',
  /** Body { sourceItems: [{ sku, source_code }] }; answers [] on 2.4.7. */
  delete: '/V1/inventory/low-quantity-notifications-delete',
} as const;

/** Items per delete call: the routes take lists, and a bounded body stays well under any request limit. */
export const INVENTORY_BATCH = 50;

export interface SkuAtSource {
  sku: string;
  source_code: string;
}

/** The (sku, source) pairs a set of SKUs may hold settings under: every source, each pair once, in a stable order. */
export function pairsOf(skus: Iterable<string>, sources: readonly string[], also: readonly SkuAtSource[] = []): SkuAtSource[] {
  const seen = new Set<string>();
  const out: SkuAtSource[] = [];
  const add = (pair: SkuAtSource): void => {
    const key = `${pair.source_code}\u0000${pair.sku}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(pair);
  };
  for (const pair of also) add(pair);
  for (const sku of skus) for (const source_code of sources) add({ sku, source_code });
  return out;
}

/** A list cut into delete calls of at most `size` items. */
export function batches<T>(items: readonly T[], size = INVENTORY_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
