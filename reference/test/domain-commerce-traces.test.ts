// What an Adobe Commerce installation keeps or refuses that Open Source does not, as the commerce profiles play it:
// dated special prices become Content Staging updates that outlive their product; the gift-wrapping collection
// cannot filter on design (500 with the SQL error, as a real Adobe Commerce 2.4.6-p1 answered); and the commerce seed
// holds unset values the way the platform renders them (left out of an object, [] for a null scalar).

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { call, newDomain } from './domain-helpers.ts';

const SPECIAL = 'Magento\\Catalog\\Api\\SpecialPriceStorageInterface::';
const PRODUCTS = 'Magento\\Catalog\\Api\\ProductRepositoryInterface::';
const WRAPPINGS = 'Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface::getList';

function createProduct(domain: ReturnType<typeof newDomain>, sku: string): void {
  const res = call(domain, { method: 'POST', url: '/V1/products', service: `${PRODUCTS}save`, body: { product: { sku, name: sku, attribute_set_id: 4, price: 10, type_id: 'simple' } } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

const specialPrice = (sku: string, dated: boolean) => ({ prices: [{ price: 5, store_id: 0, sku, ...(dated ? { price_from: '2030-01-01 00:00:00', price_to: '2030-01-02 00:00:00' } : {}) }] });

test('commerce: a dated special price is a staging update that outlives the product; undated prices and open source make none', () => {
  const commerce = newDomain([], undefined, 'commerce');
  createProduct(commerce, 'cctx-a');
  assert.equal(call(commerce, { method: 'POST', url: '/V1/products/special-price', service: `${SPECIAL}update`, body: specialPrice('cctx-a', true) }).status, 200);
  assert.equal(call(commerce, { method: 'POST', url: '/V1/products/special-price', service: `${SPECIAL}update`, body: specialPrice('cctx-a', false) }).status, 200);
  assert.equal(call(commerce, { method: 'POST', url: '/V1/products/special-price', service: `${SPECIAL}update`, body: specialPrice('no-such-sku', true) }).status, 200, 'an unknown sku is a per-item error, no update');
  assert.deepEqual(commerce.snapshot().stagingUpdates, [{ name: 'Update cctx-a from 2030-01-01 00:00:00 to 2030-01-02 00:00:00', start_time: '2030-01-01 00:00:00', end_time: '2030-01-02 00:00:00', sku: 'cctx-a', is_campaign: false, id: 1 }]);
  assert.equal(call(commerce, { method: 'POST', url: '/V1/products/special-price-delete', service: `${SPECIAL}delete`, body: specialPrice('cctx-a', true) }).status, 200);
  assert.equal(call(commerce, { method: 'DELETE', url: '/V1/products/:sku', service: `${PRODUCTS}deleteById`, params: { sku: 'cctx-a' } }).status, 200);
  assert.equal(commerce.snapshot().stagingUpdates?.length, 1, 'the update stays after the price and the product are deleted');
  assert.equal(commerce.countWithPrefix('cctx'), 3, 'and counts as something with the prefix left behind, beside the source item and low-stock setting MSI keeps of the deleted product');
  assert.equal(commerce.snapshot().sourceItems?.filter((item) => (item as { sku: string }).sku === 'cctx-a').length, 1);

  const openSource = newDomain();
  createProduct(openSource, 'cctx-a');
  call(openSource, { method: 'POST', url: '/V1/products/special-price', service: `${SPECIAL}update`, body: specialPrice('cctx-a', true) });
  assert.deepEqual(openSource.snapshot().stagingUpdates, []);
});

test('commerce: the gift-wrapping collection cannot filter or sort on design (500, masked outside developer mode); on its own columns it can', () => {
  const domain = newDomain([], undefined, 'commerce');
  const filter = (field: string, condition = 'like', value = 'Ref%') => `searchCriteria[filter_groups][0][filters][0][field]=${field}&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(value)}&searchCriteria[filter_groups][0][filters][0][condition_type]=${condition}`;
  const byDesign = call(domain, { method: 'GET', url: '/V1/gift-wrappings', service: WRAPPINGS, query: filter('design') });
  assert.equal(byDesign.status, 500);
  assert.match(String((byDesign.body as { message: string }).message), /^Internal Error\. Details are available in Magento log file/);
  const developer = newDomain(['search-unknown-field-sql'], undefined, 'commerce');
  const inDeveloperMode = call(developer, { method: 'GET', url: '/V1/gift-wrappings', service: WRAPPINGS, query: filter('design') });
  assert.match(String((inDeveloperMode.body as { message: string }).message), /^SQLSTATE\[42S22\]: Column not found: 1054 Unknown column 'design' in 'where clause', query was: SELECT `main_table`\.\* FROM `magento_giftwrapping` AS `main_table` WHERE \(\(`design` LIKE 'Ref%'\)\)$/);
  const sorted = call(domain, { method: 'GET', url: '/V1/gift-wrappings', service: WRAPPINGS, query: 'searchCriteria[sortOrders][0][field]=design&searchCriteria[sortOrders][0][direction]=ASC' });
  assert.equal(sorted.status, 500);
  const byStatus = call(domain, { method: 'GET', url: '/V1/gift-wrappings', service: WRAPPINGS, query: filter('status', 'eq', '1') });
  assert.equal(byStatus.status, 200);
  assert.equal((byStatus.body as { total_count: number }).total_count, 1);
  const whole = call(domain, { method: 'GET', url: '/V1/gift-wrappings', service: WRAPPINGS, query: 'searchCriteria[pageSize]=100' });
  // The list joins no store attributes: design is null in every item (real 2.4.6-p1, gift-wrapping.json).
  assert.deepEqual((whole.body as { items: Array<{ design: string }> }).items.map((w) => w.design), [null]);
});

test('the commerce seed holds unset values as the platform renders them: order 1 without status ([] from statuses), coupon REF10 without created_at', () => {
  const commerce = newDomain([], undefined, 'commerce');
  const order = call(commerce, { method: 'GET', url: '/V1/orders/:id', service: 'Magento\\Sales\\Api\\OrderRepositoryInterface::get', params: { id: '1' } });
  assert.equal(order.status, 200);
  assert.equal('status' in (order.body as object), false, 'the unset status is left out');
  assert.equal((order.body as { state: string }).state, 'complete', 'the state is there');
  const list = call(commerce, { method: 'GET', url: '/V1/orders', service: 'Magento\\Sales\\Api\\OrderRepositoryInterface::getList', query: 'searchCriteria' });
  assert.equal('status' in ((list.body as { items: object[] }).items[0] as object), false);
  const statuses = call(commerce, { method: 'GET', url: '/V1/orders/:id/statuses', service: 'Magento\\Sales\\Api\\OrderManagementInterface::getStatus', params: { id: '1' } });
  assert.deepEqual([statuses.status, statuses.body], [200, []]);
  const coupons = call(commerce, { method: 'GET', url: '/V1/coupons/search', service: 'Magento\\SalesRule\\Api\\CouponRepositoryInterface::getList', query: 'searchCriteria' });
  const ref10 = (coupons.body as { items: Array<Record<string, unknown>> }).items.find((c) => c.code === 'REF10');
  assert.ok(ref10 && !('created_at' in ref10), 'the coupon lacks created_at');
  const comment = call(commerce, { method: 'POST', url: '/V1/orders/:id/comments', service: 'Magento\\Sales\\Api\\OrderManagementInterface::addComment', params: { id: '1' }, body: { statusHistory: { comment: 'x' } } });
  assert.equal(comment.status, 200);

  const openSource = newDomain();
  const osStatuses = call(openSource, { method: 'GET', url: '/V1/orders/:id/statuses', service: 'Magento\\Sales\\Api\\OrderManagementInterface::getStatus', params: { id: '1' } });
  assert.deepEqual(osStatuses.body, 'complete');
});
