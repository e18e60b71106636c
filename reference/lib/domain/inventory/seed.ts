// The reference's Multi-Source Inventory: the default source and stock every installation has (as the real 2.4.7-p3
// answers them), and a second stock of a merchant with two more warehouses, so that the lists have items enough to
// page, filter and sort. The products' items on the default source come from the catalog's seed (product-sync.ts).

import type { State } from '../state.ts';
import { DEFAULT_SOURCE, DEFAULT_STOCK_ID } from './common.ts';
import { putSourceItem } from './product-sync.ts';

export function seedInventory(state: State): void {
  state.inventorySources.insert(
    { source_code: DEFAULT_SOURCE, name: 'Default Source', enabled: true, description: 'Default Source', latitude: 0, longitude: 0, country_id: 'US', postcode: '00000', use_default_carrier_config: true, carrier_links: [], __frontend_name: '' },
    '__id',
  );
  state.inventorySources.insert(
    {
      source_code: 'ref-warehouse',
      name: 'Reference Warehouse',
      email: 'warehouse@example.com',
      contact_name: 'Rita Roe',
      enabled: true,
      description: 'The reference merchant\'s second warehouse',
      latitude: 37.7908,
      longitude: -122.4015,
      country_id: 'US',
      region_id: 12,
      region: 'California',
      city: 'San Francisco',
      street: '1 Market Street',
      postcode: '94105',
      phone: '4155550100',
      use_default_carrier_config: true,
      carrier_links: [],
      __frontend_name: 'Reference Warehouse',
    },
    '__id',
  );
  state.inventorySources.insert(
    { source_code: 'ref-outlet', name: 'Reference Outlet', enabled: false, description: 'Closed for the season', country_id: 'US', region_id: 57, region: 'Texas', city: 'Austin', street: '500 Congress Ave', postcode: '78701', use_default_carrier_config: true, carrier_links: [], __frontend_name: '' },
    '__id',
  );
  state.inventoryStocks.put(DEFAULT_STOCK_ID, { stock_id: DEFAULT_STOCK_ID, name: 'Default Stock', __sales_channels: [{ type: 'website', code: 'base' }] });
  state.inventoryStocks.put(2, { stock_id: 2, name: 'Reference Stock', __sales_channels: [] });
  state.stockSourceLinks.insert({ stock_id: DEFAULT_STOCK_ID, source_code: DEFAULT_SOURCE, priority: 1 }, '__id');
  state.stockSourceLinks.insert({ stock_id: 2, source_code: 'ref-warehouse', priority: 1 }, '__id');
  state.stockSourceLinks.insert({ stock_id: 2, source_code: 'ref-outlet', priority: 2 }, '__id');
  putSourceItem(state, 'ref-tee', 'ref-warehouse', 5, 1);
  putSourceItem(state, 'ref-mug', 'ref-warehouse', 0, 0);
  putSourceItem(state, 'ref-tee', 'ref-outlet', 2, 1);
}
