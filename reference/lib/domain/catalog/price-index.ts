// The product price index (catalog_product_index_price) as a sort on `price` under a store view meets it.
//
// Product\Collection::addAttributeToSort('price') on any store but the admin store calls addPriceData(): the
// collection INNER JOINs the price index of the store view's website (customer group 0, NOT LOGGED IN) and sorts on
// its min_price. So a product the index does not hold is neither answered nor counted. The real 2.4.7-p3 answered
// GET /rest/default/V1/products with total_count 121, and with total_count 4 once sorted by price ASC (prices 7.5,
// 10, 10, 19.99): its 117 disabled products dropped out (2026-11-26). Under the store code `all` (admin store) the
// collection sorts on the price attribute itself and nothing drops.
//
// What the index holds here, as the platform's price indexers build it for one website:
// - a product enabled on the website (status read in the website's default store view) and assigned to it;
// - a simple, virtual, downloadable, ... product with a price (its min_price is that price);
// - a bundle of fixed price (price_type 1); a dynamic-price bundle is not held;
// - a configurable through its children: held when one of its children is, at the lowest child's price.
// Special, tier and catalog-rule prices are not folded into min_price: the reference keeps its price storages
// apart from the product row, and no real answer showed a sort on them.

import type { Json, JsonObject } from '../json.ts';
import { readScoped } from '../scope.ts';
import type { SortJoin } from '../search.ts';
import type { State } from '../state.ts';
import { productKey } from './lookup.ts';

const STATUS_ENABLED = 1;
const BUNDLE_FIXED_PRICE = 1;

/** The store view the price indexer reads a website's store-scoped values in: the website's first store view. */
function websiteDefaultStoreId(state: State, websiteId: number): number {
  const views = state.storeViews.filter((store) => store.website_id === websiteId && store.id !== 0).map((store) => store.id);
  return views.length === 0 ? 1 : Math.min(...views);
}

function customAttribute(row: JsonObject, code: string): Json | undefined {
  return ((row.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === code)?.value;
}

/** The price index of the website of store view `storeId`: min_price per product id it holds. */
export function priceIndexOf(state: State, storeId: number): Map<number, number> {
  const websiteId = state.storeViews.find((store) => store.id === storeId)?.website_id ?? 1;
  const readStore = websiteDefaultStoreId(state, websiteId);
  const byId = new Map(state.products.all().map((row) => [Number(row.id), row]));

  const onWebsite = (row: JsonObject): boolean => {
    const websites = (row.__website_ids as number[] | undefined) ?? [1];
    if (!websites.includes(websiteId)) return false;
    return Number(readScoped(state, productKey(Number(row.id)), readStore, row).status) === STATUS_ENABLED;
  };
  const ownPrice = (row: JsonObject): number | null => {
    const price = readScoped(state, productKey(Number(row.id)), readStore, row).price;
    return typeof price === 'number' ? price : null;
  };

  const index = new Map<number, number>();
  for (const row of byId.values()) {
    if (!onWebsite(row)) continue;
    if (row.type_id === 'configurable') {
      const childPrices = ((row.__children as number[] | undefined) ?? [])
        .map((id) => byId.get(Number(id)))
        .filter((child): child is JsonObject => child !== undefined && onWebsite(child))
        .map(ownPrice)
        .filter((price): price is number => price !== null);
      if (childPrices.length > 0) index.set(Number(row.id), Math.min(...childPrices));
      continue;
    }
    if (row.type_id === 'bundle' && Number(customAttribute(row, 'price_type') ?? 0) !== BUNDLE_FIXED_PRICE) continue;
    const price = ownPrice(row);
    if (price !== null) index.set(Number(row.id), price);
  }
  return index;
}

/** The join a sort on `price` makes under a store view (the index is built once, on first use). */
export function priceIndexJoin(state: State, storeId: number): SortJoin {
  let index: Map<number, number> | null = null;
  const held = (): Map<number, number> => (index ??= priceIndexOf(state, storeId));
  return {
    holds: (row) => held().has(Number(row.id)),
    value: (row) => held().get(Number(row.id)) ?? null,
  };
}
