// GET /V1/products sorted by price under a store view joins the price index, as the real 2.4.7-p3 answered on
// 2026-11-26: GET /rest/default/V1/products had total_count 121 unsorted and 4 once sorted by price ASC (prices 7.5,
// 10, 10, 19.99) – its 117 disabled products dropped out of the answer and of total_count. Under `all` (the admin
// store) the sort is on the price attribute and nothing drops.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, P } from './domain-helpers.ts';

const SAVE = `${P}ProductRepositoryInterface::save`;
const BY_PRICE = 'searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=ASC';
const OWN = 'searchCriteria[filterGroups][0][filters][0][field]=sku&searchCriteria[filterGroups][0][filters][0][value]=pi-%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like';

function save(domain: Domain, product: Record<string, unknown>, storeCode: string | null = null): void {
  const reply = call(domain, { method: 'POST', url: '/V1/products', service: SAVE, body: { product: { attribute_set_id: 4, type_id: 'simple', status: 1, ...product } }, storeCode });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
}

function list(domain: Domain, query: string, storeCode: string | null): { skus: string[]; prices: unknown[]; total: unknown } {
  const body = bodyOf(call(domain, { method: 'GET', url: '/V1/products', service: `${P}ProductRepositoryInterface::getList`, query, storeCode }));
  const items = body.items as Array<{ sku: string; price?: unknown }>;
  return { skus: items.map((item) => item.sku), prices: items.map((item) => item.price), total: body.total_count };
}

/** The real answer's shape: four enabled products with a price, and disabled ones priced 10 or 0. */
function catalogLikeTheRealOne(): Domain {
  const domain = newDomain();
  save(domain, { sku: 'pi-media', name: 'pi media', price: 7.5 });
  save(domain, { sku: 'pi-plain', name: 'pi plain', price: 10 });
  save(domain, { sku: 'pi-run', name: 'pi run', price: 10 });
  save(domain, { sku: 'pi-option', name: 'pi option', price: 19.99 });
  for (let i = 0; i < 5; i += 1) save(domain, { sku: `pi-off-${i}`, name: `pi off ${i}`, price: i % 2 === 0 ? 10 : 0, status: 2 });
  return domain;
}

test('under a store view a sort on price answers and counts only what the price index holds', () => {
  const domain = catalogLikeTheRealOne();
  for (const storeCode of ['default', null]) {
    assert.equal(list(domain, OWN, storeCode).total, 9, 'unsorted, every product is answered');
    const sorted = list(domain, `${OWN}&${BY_PRICE}`, storeCode);
    assert.deepEqual(sorted.prices, [7.5, 10, 10, 19.99], `store ${String(storeCode)}: the disabled products drop out`);
    assert.equal(sorted.total, 4, 'and total_count counts only the held ones');
    assert.equal(sorted.skus.every((sku) => !sku.startsWith('pi-off')), true);
  }
  const descending = list(domain, `${OWN}&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC`, 'default');
  assert.deepEqual(descending.prices, [19.99, 10, 10, 7.5]);
  const paged = list(domain, `${OWN}&${BY_PRICE}&searchCriteria[pageSize]=3&searchCriteria[currentPage]=2`, 'default');
  assert.deepEqual([paged.prices, paged.total], [[19.99], 4], 'pages are cut from the joined rows');
});

test('under the admin store (all) the sort is on the attribute: nothing drops, no price sorts first', () => {
  const domain = catalogLikeTheRealOne();
  const sorted = list(domain, `${OWN}&${BY_PRICE}`, 'all');
  assert.equal(sorted.total, 9);
  assert.deepEqual(sorted.prices, [0, 0, 7.5, 10, 10, 10, 10, 10, 19.99]);
  assert.equal(sorted.skus[0]?.startsWith('pi-off'), true, 'the disabled products are answered');
});

test('the index holds a product on its website, enabled there, with a price; not a dynamic-price bundle', () => {
  const domain = newDomain();
  save(domain, { sku: 'pi-simple', name: 'pi simple', price: 5 });
  save(domain, { sku: 'pi-elsewhere', name: 'pi elsewhere', price: 6, extension_attributes: { website_ids: [2] } });
  save(domain, { sku: 'pi-dynamic', name: 'pi dynamic', price: 0, type_id: 'bundle' });
  save(domain, { sku: 'pi-fixed', name: 'pi fixed', price: 8, type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '1' }] });
  // Disabled in the website's default store view only: the indexer reads status there, so no view of it holds it.
  save(domain, { sku: 'pi-off-default', name: 'pi off default', price: 3 });
  call(domain, { method: 'PUT', url: '/V1/products/:sku', service: SAVE, params: { sku: 'pi-off-default' }, body: { product: { status: 2 } }, storeCode: 'default' });
  const sorted = list(domain, `${OWN}&${BY_PRICE}`, 'de');
  assert.deepEqual(sorted.skus, ['pi-simple', 'pi-fixed']);
  assert.equal(sorted.total, 2);
  assert.equal(list(domain, `${OWN}&${BY_PRICE}`, 'all').total, 5);
});

test('a configurable is held through its children, at the lowest child price', () => {
  const domain = newDomain();
  const query = 'searchCriteria[filterGroups][0][filters][0][field]=sku&searchCriteria[filterGroups][0][filters][0][value]=ref-hoodie%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like';
  assert.deepEqual(list(domain, `${query}&${BY_PRICE}`, 'default').skus.sort(), ['ref-hoodie', 'ref-hoodie-m', 'ref-hoodie-s']);
  // The configurable's own price is 39; its children's 20 and 50 put it at 20, below a product of 30.
  const price = (sku: string, value: number) => call(domain, { method: 'PUT', url: '/V1/products/:sku', service: SAVE, params: { sku }, body: { product: { price: value } }, storeCode: 'all' });
  price('ref-hoodie-s', 20);
  price('ref-hoodie-m', 50);
  save(domain, { sku: 'ref-hoodie-x', name: 'ref hoodie x', price: 30 });
  const descending = list(domain, `${query}&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC`, 'default').skus;
  assert.equal(descending.indexOf('ref-hoodie') > descending.indexOf('ref-hoodie-x'), true, descending.join(', '));
  for (const sku of ['ref-hoodie-m', 'ref-hoodie-s']) call(domain, { method: 'PUT', url: '/V1/products/:sku', service: SAVE, params: { sku }, body: { product: { status: 2 } }, storeCode: 'all' });
  const withoutChildren = list(domain, `${query}&${BY_PRICE}`, 'default');
  assert.deepEqual([withoutChildren.skus, withoutChildren.total], [['ref-hoodie-x'], 1], 'no enabled child: the configurable is not held either');
});

test('a filter on price still reads the attribute, and a sort on another field joins nothing', () => {
  const domain = catalogLikeTheRealOne();
  const byName = list(domain, `${OWN}&searchCriteria[sortOrders][0][field]=name&searchCriteria[sortOrders][0][direction]=ASC`, 'default');
  assert.equal(byName.total, 9);
  const priced = list(domain, `searchCriteria[filterGroups][0][filters][0][field]=price&searchCriteria[filterGroups][0][filters][0][value]=10`, 'default');
  assert.equal(priced.skus.filter((sku) => sku.startsWith('pi-')).length, 5, 'disabled products priced 10 are found by the filter');
});
