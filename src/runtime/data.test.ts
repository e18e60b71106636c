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
