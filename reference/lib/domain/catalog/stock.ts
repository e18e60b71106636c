// Stock items and statuses of products (Magento_CatalogInventory's StockRegistryInterface).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, param, queryValue } from '../context.ts';
import { notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { findProduct, PRODUCT_NOT_FOUND, requireProduct } from './lookup.ts';
import { afterStockItemSave } from '../inventory/product-sync.ts';
import { ignoresReservations, salableQty } from '../inventory/salable.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';
import type { State } from '../state.ts';

/** A product's stock item. `qty` null = never set: a product saved without stock data has no quantity, and the
 * platform's output processor renders the unset getter as null (StockItemInterface::getQty is not optional). */
export function defaultStockItem(productId: number, qty: number | null): JsonObject {
  return {
    item_id: productId,
    product_id: productId,
    stock_id: 1,
    qty,
    is_in_stock: qty !== null && qty > 0,
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: 1,
    min_sale_qty: 1,
    use_config_max_sale_qty: true,
    max_sale_qty: 10000,
    use_config_backorders: true,
    backorders: 0,
    use_config_notify_stock_qty: true,
    notify_stock_qty: 1,
    use_config_qty_increments: true,
    qty_increments: 0,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: true,
    manage_stock: true,
    low_stock_date: null,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  };
}

function stockFor(ctx: Ctx, skuParam: string): JsonObject {
  // StockRegistry's own wording for a SKU no product has (the real 2.4.7-p3), not the product repository's.
  const sku = param(ctx, skuParam);
  const product = findProduct(ctx.state, sku);
  if (product === undefined) throw notFound('The Product with the "%1" SKU doesn\'t exist.', [sku]);
  const stock = ctx.state.stockItems.get(Number(product.id));
  if (stock === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return stock;
}

/** A bundle's stock follows its children (the bundle's stock index): it is in stock while it is enabled, has options,
 * and each required option (any option, when none is required) has an enabled child in stock. The real 2.4.7-p3 and
 * Adobe Commerce 2.4.6-p1 read a bundle without options out of stock, in stock once a required option held an
 * enabled in-stock child, out of stock while that child was out of stock (its default source item 0, status 0), in
 * stock again when it was back, and out of stock once it was removed (no stock index row: stock_status 0). */
function bundleChildrenInStock(state: State, bundle: JsonObject): boolean {
  if (Number(bundle.status) !== 1) return false;
  const options = state.bundleOptions.all().filter((option) => option.sku === bundle.sku);
  const childInStock = (link: JsonObject): boolean => {
    const child = findProduct(state, String(link.sku));
    return child !== undefined && Number(child.status) === 1 && state.stockItems.get(Number(child.id))?.is_in_stock === true;
  };
  const holds = (option: JsonObject): boolean => ((option.__links as JsonObject[] | undefined) ?? []).some(childInStock);
  const required = options.filter((option) => option.required === true);
  return required.length > 0 ? required.every(holds) : options.some(holds);
}

/** A grouped product's stock follows its children (the grouped product's stock index): it is in stock while it is
 * enabled and one of its associated children is enabled and in stock. The real 2.4.7-p3 read a grouped product saved
 * with is_in_stock true and no children out of stock, in stock once an in-stock child was linked, still in stock with
 * one of two children unlinked, and out of stock once both were (2026-12-03). */
function groupedChildrenInStock(state: State, grouped: JsonObject): boolean {
  if (Number(grouped.status) !== 1) return false;
  return ((grouped.__links as JsonObject[] | undefined) ?? []).some((link) => {
    if (link.link_type !== 'associated') return false;
    const child = findProduct(state, String(link.linked_product_sku));
    return child !== undefined && Number(child.status) === 1 && state.stockItems.get(Number(child.id))?.is_in_stock === true;
  });
}

export const stockHandlers: HandlerTable = {
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getStockItemBySku']: (ctx) => clone(stockFor(ctx, 'productSku')),
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getStockStatusBySku']: (ctx) => {
    const stock = stockFor(ctx, 'productSku');
    const product = requireProduct(ctx.state, param(ctx, 'productSku'));
    // MSI answers the status's qty as the salable quantity on the default stock (AdaptGetStockStatusBySkuPlugin: the
    // real 2.4.7-p3 read 98 with 2 reserved of 100), its stock_item.qty the source's; a product saved without stock
    // data (no source item) repeats the item's quantity, null included.
    const salable = stock.qty === null ? null : salableQty(ctx.state, product, 1, ignoresReservations(ctx.options.faults));
    const own = stock.is_in_stock === true;
    const faults = ctx.options.faults;
    const inStock = product.type_id === 'bundle' && !faults.has(COMMERCE_FAULT.bundleStockIgnoresChildren) ? own && bundleChildrenInStock(ctx.state, product)
      : product.type_id === 'grouped' && !faults.has(COMMERCE_FAULT.groupedStockIgnoresChildren) ? own && groupedChildrenInStock(ctx.state, product) : own;
    return { product_id: stock.product_id ?? 0, stock_id: 1, qty: salable ?? stock.qty ?? null, stock_status: inStock ? 1 : 0, stock_item: clone(stock) };
  },
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::updateStockItemBySku']: (ctx) => {
    const input = bodyObject(ctx, 'stockItem');
    // The ids of the body are ignored: the product's own item is written (StockItemTest::testStockItemPUTWithWrongInput;
    // real 2.4.7-p3 and Adobe Commerce 2.4.6-p1). The fault writes the item the body names.
    const named = playsMsi(ctx.options.faults, MSI_FAULT.stockItemBodyIdFollowed) ? ctx.state.stockItems.all().find((item) => Number(item.item_id) === Number(input.item_id)) : undefined;
    const stock = named ?? stockFor(ctx, 'productSku');
    for (const [key, value] of Object.entries(input)) if (key in stock && key !== 'item_id' && key !== 'product_id') stock[key] = clone(value);
    // A quantity alone moves the status only where the platform set it (stock_status_changed_auto): a status the
    // merchant set by hand stays (the real 2.4.7-p3 kept is_in_stock false when a PUT sent qty 2 alone).
    if ('is_in_stock' in input) stock.stock_status_changed_auto = 0;
    else if ('qty' in input) {
      const inStock = asNumber(stock.qty, 0) > 0;
      if (stock.is_in_stock === true && !inStock) stock.stock_status_changed_auto = 1;
      if (stock.is_in_stock === true || stock.stock_status_changed_auto === 1) stock.is_in_stock = inStock;
    }
    // MSI's default source item follows the legacy stock item.
    afterStockItemSave(ctx.state, requireProduct(ctx.state, param(ctx, 'productSku')));
    return Number(stock.item_id);
  },
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getLowStockItems']: (ctx) => {
    const qty = asNumber(queryValue(ctx, 'qty'), 0);
    const pageSize = asNumber(queryValue(ctx, 'pageSize'), 0);
    const currentPage = asNumber(queryValue(ctx, 'currentPage'), 1);
    // SQL `qty < :qty` is never true for a NULL quantity: items without one are not low stock.
    const low = ctx.state.stockItems.all().filter((stock) => typeof stock.qty === 'number' && stock.qty < qty);
    const items = pageSize > 0 ? low.slice((currentPage - 1) * pageSize, currentPage * pageSize) : low;
    // The platform answers its stock-item criteria object here, not a search_criteria echo.
    const criteria = { mapper_interface_name: 'Magento\\CatalogInventory\\Model\\ResourceModel\\Stock\\Item\\StockItemCriteriaMapper', criteria_list: [], filters: [], orders: [], limit: pageSize > 0 ? [String(currentPage), String(pageSize)] : [] };
    return { items: items.map((stock) => clone(stock)), search_criteria: criteria, total_count: low.length };
  },
};
