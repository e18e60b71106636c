// Fixture discovery reads real entities of the target, never the run's own: with writes allowed the run creates
// prefixed products, customers, ... (and queues deletes of them), so a list read that lands on one would make later
// reads fail once the entity is gone. Measured on a real 2.4.7-p3: product.sku resolved to a run-made product.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { FixtureResolver, withoutRunEntities, type Fetch } from './data.ts';
import type { HttpExchange } from '../checks/types.ts';

const answer = (json: unknown): HttpExchange => ({ method: 'GET', url: 'http://t.invalid/rest/default/V1/products', status: 200, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });

test('the filter that leaves the run out goes into the next free filter group', () => {
  assert.deepEqual(withoutRunEntities({ 'searchCriteria[pageSize]': '1' }, 'sku', 'cctrun'), {
    'searchCriteria[pageSize]': '1',
    'searchCriteria[filter_groups][0][filters][0][field]': 'sku',
    'searchCriteria[filter_groups][0][filters][0][value]': 'cctrun%',
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'nlike',
  });
  const typed = withoutRunEntities({ 'searchCriteria[filter_groups][0][filters][0][field]': 'type_id' }, 'sku', 'cctrun');
  assert.equal(typed['searchCriteria[filter_groups][1][filters][0][condition_type]'], 'nlike', 'ANDed with the type filter');
});

test('product.sku and customer.email are discovered without the run\'s own entities; fixtures that name none are read as they are', async () => {
  const queries: Array<Record<string, string> | undefined> = [];
  const fetch: Fetch = async (_caller, _path, query) => {
    queries.push(query);
    return answer({ items: [{ sku: 'hd-simple-plain', email: 'jane.doe@example.com', id: 1 }] });
  };
  const resolver = new FixtureResolver(fetch, () => true, 'cctrun');
  assert.equal(await resolver.resolve('product.sku'), 'hd-simple-plain');
  assert.equal(await resolver.resolve('customer.email'), 'jane.doe@example.com');
  await resolver.resolve('order.id');
  /** The field a query leaves the run out of, or null. */
  const leftOut = (q: Record<string, string> | undefined): string | null => {
    const key = Object.entries(q ?? {}).find(([, v]) => v === 'nlike')?.[0];
    return key === undefined ? null : (q?.[key.replace('[condition_type]', '[field]')] ?? null);
  };
  assert.deepEqual(queries.map(leftOut), ['sku', 'email', null]);
  assert.equal(queries[0]?.['searchCriteria[filter_groups][1][filters][0][value]'], 'cctrun%');
});

test('an address is taken from the first customer that has one; the first customer of a real installation may have none', async () => {
  const resolver = new FixtureResolver(async () => answer({ items: [{ id: 1, email: 'jane.doe@example.com', addresses: [] }, { id: 2, email: 'john.roe.hd@example.com', addresses: [{ id: 7 }] }] }), () => true, 'cctrun');
  assert.equal(await resolver.resolve('address.id'), '7');
  const none = new FixtureResolver(async () => answer({ items: [{ id: 1, email: 'jane.doe@example.com', addresses: [] }] }), () => true, 'cctrun');
  assert.match(((await none.resolve('address.id')) as { reason: string }).reason, /no fixture address\.id: the target has no such entity/);
});

test('option and media sub-resources are read from a product that has them, found by the attributes the platform keeps in step', async () => {
  const asked: Array<{ path: string; query: Record<string, string> | undefined }> = [];
  const fetch: Fetch = async (_caller, path, query) => {
    asked.push({ path, query });
    if (path === '/V1/products') {
      const wantsOptions = Object.values(query ?? {}).includes('has_options');
      return answer({ items: [{ sku: wantsOptions ? 'hd-simple-option' : 'hd-simple-media' }] });
    }
    if (path.endsWith('/options')) return answer([{ option_id: 1 }]);
    return answer([{ id: 5 }]);
  };
  const resolver = new FixtureResolver(fetch, () => true, 'cctrun');
  assert.equal(await resolver.resolve('optionProduct.optionId'), '1');
  assert.equal(await resolver.resolve('mediaProduct.entryId'), '5');
  assert.deepEqual(asked.map((a) => a.path), ['/V1/products', '/V1/products/hd-simple-option/options', '/V1/products', '/V1/products/hd-simple-media/media']);
  const filters = (q: Record<string, string> | undefined) => Object.entries(q ?? {}).filter(([k]) => k.endsWith('[field]')).map(([k, field]) => `${field} ${q?.[k.replace('[field]', '[condition_type]')]} ${q?.[k.replace('[field]', '[value]')]}`);
  assert.deepEqual(filters(asked[0]?.query), ['type_id eq simple', 'has_options eq 1', 'sku nlike cctrun%']);
  assert.deepEqual(filters(asked[2]?.query), ['type_id eq simple', 'image neq no_selection', 'sku nlike cctrun%']);
});

test('cart.id is an active cart that holds an item, so its item routes can be read', async () => {
  let query: Record<string, string> | undefined;
  const resolver = new FixtureResolver(async (_c, _p, q) => ((query = q), answer({ items: [{ id: 2 }] })), () => true, 'cctrun');
  assert.equal(await resolver.resolve('cart.id'), '2');
  const conditions = Object.entries(query ?? {}).filter(([k]) => k.endsWith('[field]')).map(([k, f]) => `${f} ${query?.[k.replace('[field]', '[condition_type]')]} ${query?.[k.replace('[field]', '[value]')]}`);
  assert.deepEqual(conditions, ['is_active eq 1', 'items_count gt 0']);
});

test('a value named in COMMERCE_FIXTURES takes the place of discovery; one the run created takes the place of both', async () => {
  let reads = 0;
  const resolver = new FixtureResolver(async () => (reads++, answer({ items: [{ id: 9 }] })), () => true, 'cctrun', { 'guestCart.id': 'masked', 'cart.id': '2' });
  assert.equal(await resolver.resolve('guestCart.id'), 'masked');
  assert.equal(await resolver.resolve('cart.id'), '2');
  assert.equal(reads, 0, 'nothing was read for a named value');
  resolver.provide('cart.id', '77');
  assert.equal(await resolver.resolve('cart.id'), '77');
  const unnamed = new FixtureResolver(async () => answer({}), () => true, 'cctrun');
  assert.match(((await unnamed.resolve('guestCart.id')) as { reason: string }).reason, /COMMERCE_FIXTURES=guestCart\.id=<masked cart id>/);
});
