// Multi-Source Inventory (the Magento_Inventory*Api services of /V1/inventory/...), one file per entity: sources,
// stocks and their sales channels, stock-source links, source items (with what follows the catalog's product and stock
// saves, product-sync.ts), the bulk source actions, low-stock settings, salable quantities and the stock export,
// source selection and distances, pickup locations; common.ts holds the default source and stock and the validation
// answer; seed.ts the seeded sources, stocks, links and items.

import type { HandlerTable } from '../context.ts';
import { bulkHandlers } from './bulk.ts';
import { linkHandlers } from './links.ts';
import { lowStockHandlers } from './low-stock.ts';
import { pickupHandlers } from './pickup.ts';
import { salableHandlers } from './salable.ts';
import { selectionHandlers } from './selection.ts';
import { sourceItemHandlers } from './source-items.ts';
import { sourceHandlers } from './sources.ts';
import { stockHandlers } from './stocks.ts';

export { seedInventory } from './seed.ts';

export const inventoryHandlers: HandlerTable = {
  ...sourceHandlers,
  ...stockHandlers,
  ...linkHandlers,
  ...sourceItemHandlers,
  ...bulkHandlers,
  ...lowStockHandlers,
  ...salableHandlers,
  ...selectionHandlers,
  ...pickupHandlers,
};
