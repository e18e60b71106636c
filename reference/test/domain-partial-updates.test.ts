// Partial updates as the real 2.4.7-p3 made them (docs/real-platform.md, Partial updates): an update keeps what it
// leaves out, empties a collection sent as [], and a store-scoped value sent as null under a store view reverts to the
// default; a category takes a null for a field left out. And the three partial-update faults, each turning one off.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, P, CUST } from './domain-helpers.ts';

const saveProduct = (d: Domain, sku: string, product: Record<string, unknown>, storeCode: string | null = 'all') =>
  bodyOf(call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku }, body: { product: { sku, ...product } }, storeCode }));
const readProduct = (d: Domain, sku: string, storeCode: string | null = 'all') => bodyOf(call(d, { method: 'GET', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku }, storeCode }));
const description = (p: Record<string, unknown>) => (p.custom_attributes as Array<{ attribute_code: string; value: unknown }>).find((a) => a.attribute_code === 'description')?.value;

function productWithTierPrice(d: Domain): string {
  call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'zz-p', name: 'zz p', attribute_set_id: 4, price: 10, weight: 1 } } });
  saveProduct(d, 'zz-p', { tier_prices: [{ customer_group_id: 1, qty: 2, value: 8 }], custom_attributes: [{ attribute_code: 'description', value: 'zz d' }] });
  return 'zz-p';
}

const tiers = (d: Domain, sku: string) => (readProduct(d, sku).tier_prices as unknown[]).length;

test('a product update keeps what it leaves out and empties a collection sent as []', () => {
  const d = newDomain();
  const sku = productWithTierPrice(d);
  saveProduct(d, sku, { price: 11 });
  const kept = readProduct(d, sku);
  assert.deepEqual([kept.price, kept.weight, tiers(d, sku), description(kept)], [11, 1, 1, 'zz d']);
  saveProduct(d, sku, { tier_prices: [] });
  assert.equal(tiers(d, sku), 0);
});

test('a name and a description sent as null under a store view revert that view to the default', () => {
  const d = newDomain();
  const sku = productWithTierPrice(d);
  saveProduct(d, sku, { name: 'zz de', custom_attributes: [{ attribute_code: 'description', value: 'zz de d' }] }, 'de');
  assert.deepEqual([readProduct(d, sku, 'de').name, description(readProduct(d, sku, 'de'))], ['zz de', 'zz de d']);
  assert.deepEqual([readProduct(d, sku).name, description(readProduct(d, sku))], ['zz p', 'zz d'], 'the default is untouched');
  saveProduct(d, sku, { name: null, custom_attributes: [{ attribute_code: 'description', value: null }] }, 'de');
  assert.deepEqual([readProduct(d, sku, 'de').name, description(readProduct(d, sku, 'de'))], ['zz p', 'zz d']);
});

test('a customer update keeps its addresses when it leaves them out, and [] removes them', () => {
  const d = newDomain();
  const created = bodyOf(call(d, { method: 'POST', url: '/V1/customers', service: `${CUST}CustomerRepositoryInterface::save`, body: { customer: { email: 'zz-a@example.com', firstname: 'z', lastname: 'z', website_id: 1, addresses: [{ firstname: 'z', lastname: 'z', street: ['1'], city: 'c', country_id: 'US', postcode: '1', telephone: '1', default_billing: true }] } } }));
  const save = (customer: Record<string, unknown>) => call(d, { method: 'PUT', url: '/V1/customers/:customerId', service: `${CUST}CustomerRepositoryInterface::save`, params: { customerId: String(created.id) }, body: { customer: { id: created.id, email: 'zz-a@example.com', ...customer } } });
  const addresses = () => (bodyOf(call(d, { method: 'GET', url: '/V1/customers/:customerId', service: `${CUST}CustomerRepositoryInterface::getById`, params: { customerId: String(created.id) } })).addresses as unknown[]).length;
  save({ firstname: 'y' });
  assert.equal(addresses(), 1);
  save({ addresses: [] });
  assert.equal(addresses(), 0);
});

test('the partial-update faults: an omitted collection cleared, an [] ignored, a null under a store view kept', () => {
  const cleared = newDomain(['omitted-collection-cleared']);
  const sku = productWithTierPrice(cleared);
  saveProduct(cleared, sku, { price: 11 });
  assert.equal(tiers(cleared, sku), 0);

  const ignored = newDomain(['empty-collection-ignored']);
  productWithTierPrice(ignored);
  saveProduct(ignored, sku, { tier_prices: [] });
  assert.equal(tiers(ignored, sku), 1);

  const kept = newDomain(['store-null-kept']);
  productWithTierPrice(kept);
  saveProduct(kept, sku, { name: 'zz de' }, 'de');
  saveProduct(kept, sku, { name: null }, 'de');
  assert.equal(readProduct(kept, sku, 'de').name, 'zz de');
});

test('category_links [] unlinks the product from its categories, null keeps them; category-links-unlink-ignored keeps them', () => {
  for (const [faults, after] of [[[], []], [['category-links-unlink-ignored'], ['1']]] as const) {
    const d = newDomain([...faults]);
    const sku = productWithTierPrice(d);
    const category = bodyOf(call(d, { method: 'POST', url: '/V1/categories', service: `${P}CategoryRepositoryInterface::save`, body: { category: { name: 'zz c', parent_id: 2, is_active: true } } }));
    const links = () => (((readProduct(d, sku).extension_attributes as Record<string, unknown>).category_links as Array<{ category_id: string }> | undefined) ?? []).map((l) => (l.category_id === String(category.id) ? '1' : l.category_id));
    saveProduct(d, sku, { extension_attributes: { category_links: [{ category_id: String(category.id), position: 2 }] } });
    assert.deepEqual(links(), ['1']);
    saveProduct(d, sku, { extension_attributes: { category_links: null } });
    assert.deepEqual(links(), ['1'], 'null keeps the links');
    saveProduct(d, sku, { extension_attributes: { category_links: [] } });
    assert.deepEqual(links(), after, String(faults));
  }
});

test('an update emptying tier_prices answers none; emptied-collections-answered answers them as they were', () => {
  for (const [faults, answered] of [[[], 0], [['emptied-collections-answered'], 1]] as const) {
    const d = newDomain([...faults]);
    const sku = productWithTierPrice(d);
    assert.equal((saveProduct(d, sku, { tier_prices: [] }).tier_prices as unknown[]).length, answered, String(faults));
    assert.equal(tiers(d, sku), 0, 'the read shows none');
  }
});
