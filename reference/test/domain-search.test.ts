// searchCriteria: parsing both spellings, every condition type, groups (AND) of filters (OR), sorting, paging and
// the platform's echo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyCriteria, echoCriteria, matchesFilter, parseSearchCriteria } from '../lib/domain/search.ts';
import { DomainError } from '../lib/domain/errors.ts';

const rows = [
  { id: 1, sku: 'alpha', price: 10, created_at: '2026-01-01 00:00:00' },
  { id: 2, sku: 'beta', price: 20, created_at: '2026-01-02 00:00:00' },
  { id: 3, sku: 'gamma', price: 30, created_at: '2026-01-03 00:00:00' },
  { id: 4, sku: 'alphabet', price: 5, created_at: '2026-01-04 00:00:00' },
];

function criteria(query: string) {
  return parseSearchCriteria(new URLSearchParams(query));
}

function ids(query: string): number[] {
  return applyCriteria(rows, criteria(query)).items.map((row) => Number(row.id));
}

const F = 'searchCriteria[filterGroups][0][filters]';

test('each condition type filters as the platform does', () => {
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta`), [2], 'eq is the default');
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=alpha%25&${F}[0][conditionType]=like`), [1, 4]);
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=ALPHA&${F}[0][conditionType]=like`), [1], 'like is case-insensitive');
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=10&${F}[0][conditionType]=gt`), [2, 3]);
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=10&${F}[0][conditionType]=gteq`), [1, 2, 3]);
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=10&${F}[0][conditionType]=lt`), [4]);
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=10&${F}[0][conditionType]=lteq`), [1, 4]);
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta,gamma&${F}[0][conditionType]=in`), [2, 3]);
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta&${F}[0][conditionType]=neq`), [1, 3, 4]);
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta,gamma&${F}[0][conditionType]=nin`), [1, 4]);
  assert.deepEqual(ids(`${F}[0][field]=created_at&${F}[0][value]=2026-01-02 00:00:00&${F}[0][conditionType]=gteq`), [2, 3, 4], 'dates compare as text');
  assert.equal(matchesFilter(null, { field: 'x', value: '', conditionType: 'null' }), true);
  assert.equal(matchesFilter('v', { field: 'x', value: '', conditionType: 'notnull' }), true);
  assert.equal(matchesFilter(null, { field: 'image', value: 'no_selection', conditionType: 'neq' }), false, 'an unset value is not unequal (SQL NULL)');
  assert.equal(matchesFilter(undefined, { field: 'x', value: 'a,b', conditionType: 'nin' }), false, 'nor outside a list');
});

test('filters of a group are OR-ed, groups are AND-ed; snake_case keys are accepted too', () => {
  const or = `${F}[0][field]=sku&${F}[0][value]=beta&${F}[1][field]=sku&${F}[1][value]=gamma`;
  assert.deepEqual(ids(or), [2, 3]);
  const and = `${or}&searchCriteria[filter_groups][1][filters][0][field]=price&searchCriteria[filter_groups][1][filters][0][value]=25&searchCriteria[filter_groups][1][filters][0][condition_type]=gt`;
  assert.deepEqual(ids(and), [3]);
});

test('sort orders and paging; total_count counts every match', () => {
  const sorted = 'searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC';
  assert.deepEqual(ids(sorted), [3, 2, 1, 4]);
  const page = applyCriteria(rows, criteria(`${sorted}&searchCriteria[pageSize]=3&searchCriteria[currentPage]=2`));
  assert.deepEqual(page.items.map((row) => row.id), [4]);
  assert.equal(page.total_count, 4);
  assert.deepEqual(ids('searchCriteria[sortOrders][0][field]=sku'), [1, 4, 2, 3], 'ASC by default');
});

test('the echo repeats what was asked, in the platform\'s snake_case', () => {
  assert.deepEqual(echoCriteria(criteria('searchCriteria[pageSize]=2&searchCriteria[currentPage]=1')), { filter_groups: [], page_size: 2, current_page: 1 });
  assert.deepEqual(echoCriteria(criteria(`${F}[0][field]=status&${F}[0][value]=1&${F}[0][conditionType]=eq`)), { filter_groups: [{ filters: [{ field: 'status', value: '1', condition_type: 'eq' }] }] });
  assert.deepEqual(echoCriteria(criteria('searchCriteria[sortOrders][0][field]=sku')).sort_orders, [{ field: 'sku', direction: 'ASC' }]);
});

test('bad criteria are the platform\'s 400s', () => {
  assert.throws(() => criteria('searchCriteria[pageSize]=ten'), (error: unknown) => error instanceof DomainError && error.status === 400 && /"int" type was expected/.test(error.message));
  assert.throws(() => criteria(`${F}[0][field]=sku&${F}[0][value]=a&${F}[0][conditionType]=around`), (error: unknown) => error instanceof DomainError && error.status === 400);
});
