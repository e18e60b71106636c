// Unset values of data objects are answered as null, as the platform's output processor keeps nulls for getters
// whose return value is not optional: a product saved without stock data has no quantity (stock_item.qty,
// stockItems and stockStatuses), the formatted minimal regular price of render info is never set, and an
// operation whose service returned nothing (void) has result_serialized_data null in the bulk's detailed status.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDataTypes } from '../lib/domain/types-table.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, customerToken, startReal } from './helpers.ts';

interface StockItem {
  qty: number | null;
  is_in_stock: boolean;
}
interface Operation {
  status: number;
  result_serialized_data: string | null;
}

async function settled(ref: RunningReference, token: string, bulkUuid: string): Promise<Operation[]> {
  await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
  const detailed = await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${bulkUuid}/detailed-status`, { headers: bearer(token) });
  assert.equal(detailed.status, 200);
  return (detailed.json as { operations_list: Operation[] }).operations_list;
}

describe('null for unset values', () => {
  let ref: RunningReference;
  let admin: string;
  before(async () => {
    ref = await startReal({ edition: 'open-source' });
    admin = await adminToken(ref.baseUrl);
  });
  after(() => ref.close());

  test('a product created without stock data has qty null in the product, its stock item and its stock status', async () => {
    const product = { sku: 'nulls-no-stock', name: 'Nulls no stock', attribute_set_id: 4, price: 5, type_id: 'simple' };
    const created = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: bearer(admin), body: { product } });
    assert.equal(created.status, 200);
    const createdStock = (created.json as { extension_attributes: { stock_item: StockItem } }).extension_attributes.stock_item;
    assert.equal(createdStock.qty, null);
    assert.equal(createdStock.is_in_stock, false);
    const read = (await call(ref.baseUrl, 'GET', '/rest/V1/products/nulls-no-stock', { headers: bearer(admin) })).json as { extension_attributes: { stock_item: StockItem } };
    assert.equal(read.extension_attributes.stock_item.qty, null);
    const item = await call(ref.baseUrl, 'GET', '/rest/V1/stockItems/nulls-no-stock', { headers: bearer(admin) });
    assert.equal(item.status, 200);
    assert.ok('qty' in (item.json as object), 'qty is sent, as null');
    assert.equal((item.json as StockItem).qty, null);
    const status = await call(ref.baseUrl, 'GET', '/rest/V1/stockStatuses/nulls-no-stock', { headers: bearer(admin) });
    assert.equal(status.status, 200);
    const body = status.json as { qty: number | null; stock_status: number; stock_item: StockItem };
    assert.equal(body.qty, null);
    assert.equal(body.stock_status, 0);
    assert.equal(body.stock_item.qty, null);
  });

  test('a product created with a quantity keeps it; setting one later replaces the null', async () => {
    const product = { sku: 'nulls-stocked', name: 'Nulls stocked', attribute_set_id: 4, price: 5, type_id: 'simple', extension_attributes: { stock_item: { qty: 7, is_in_stock: true } } };
    const created = (await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: bearer(admin), body: { product } })).json as { extension_attributes: { stock_item: StockItem } };
    assert.equal(created.extension_attributes.stock_item.qty, 7);
    await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: bearer(admin), body: { product: { sku: 'nulls-later', name: 'Nulls later', attribute_set_id: 4, price: 5 } } });
    const updated = await call(ref.baseUrl, 'PUT', '/rest/V1/products/nulls-later/stockItems/1', { headers: bearer(admin), body: { stockItem: { qty: 3 } } });
    assert.equal(updated.status, 200);
    assert.equal(((await call(ref.baseUrl, 'GET', '/rest/V1/stockItems/nulls-later', { headers: bearer(admin) })).json as StockItem).qty, 3);
  });

  test('a null quantity is not low stock', async () => {
    await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: bearer(admin), body: { product: { sku: 'nulls-low', name: 'Nulls low', attribute_set_id: 4, price: 5 } } });
    const low = (await call(ref.baseUrl, 'GET', '/rest/V1/stockItems/lowStock?scopeId=0&qty=1000&pageSize=100', { headers: bearer(admin) })).json as { items: StockItem[] };
    assert.ok(low.items.length > 0);
    assert.ok(low.items.every((item) => item.qty !== null));
  });

  test('the published schema allows null for those quantities (and nothing new elsewhere)', () => {
    const definitions = createDataTypes().definitions as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    assert.equal(definitions['catalog-inventory-data-stock-item-interface']?.properties.qty?.['x-nullable'], true);
    assert.equal(definitions['catalog-inventory-data-stock-status-interface']?.properties.qty?.['x-nullable'], true);
    assert.equal(definitions['catalog-inventory-data-stock-item-interface']?.properties.is_in_stock?.['x-nullable'], undefined);
  });

  test('render info: the formatted minimal regular price is null in the price info and in its tax adjustments', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/products-render-info?storeId=1&currencyCode=USD&searchCriteria[pageSize]=2&searchCriteria[currentPage]=1', { headers: bearer(admin) });
    assert.equal(reply.status, 200);
    type Prices = { special_price: number | null; formatted_prices: { minimal_regular_price: string | null; special_price: string | null } };
    const items = (reply.json as { items: Array<{ price_info: Prices & { extension_attributes: { tax_adjustments: Prices } } }> }).items;
    assert.ok(items.length > 0);
    for (const { price_info: info } of items) {
      assert.equal(info.formatted_prices.minimal_regular_price, null);
      assert.equal(info.extension_attributes.tax_adjustments.formatted_prices.minimal_regular_price, null);
      // As the real 2.4.7 answers: no special price in the price info, one in the tax adjustments.
      assert.equal(info.special_price, null);
      assert.equal(typeof info.extension_attributes.tax_adjustments.special_price, 'number');
    }
  });

  test('detailed status: result_serialized_data is null for a void service, the serialized value otherwise', async () => {
    const customer = await customerToken(ref.baseUrl);
    // The body names the caller: a save of /mine naming no customer is refused (real 2.4.7-p3, "Invalid state change requested").
    const me = (await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(customer) })).json as { id: number };
    const voidCall = await call(ref.baseUrl, 'PUT', '/rest/async/V1/carts/mine', { headers: bearer(customer), body: { quote: { customer: { id: me.id }, customer_note: 'Leave at the door' } } });
    assert.equal(voidCall.status, 202);
    const [saved] = await settled(ref, admin, (voidCall.json as { bulk_uuid: string }).bulk_uuid);
    assert.equal(saved?.status, 1);
    assert.equal(saved?.result_serialized_data, null);
    const valueCall = await call(ref.baseUrl, 'POST', '/rest/async/V1/guest-carts', { headers: bearer(admin) });
    assert.equal(valueCall.status, 202);
    const [created] = await settled(ref, admin, (valueCall.json as { bulk_uuid: string }).bulk_uuid);
    assert.equal(created?.status, 1);
    assert.match(created?.result_serialized_data ?? '', /^"[A-Za-z0-9]{32}"$/, 'the masked id, JSON-encoded');
  });
});
