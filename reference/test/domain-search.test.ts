// searchCriteria: parsing both spellings, every condition type, groups (AND) of filters (OR), sorting, paging and
// the platform's echo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyCriteria, echoCriteria, isAtLeast, listSearch, matchesFilter, parseSearchCriteria, type SearchCall, type SearchSource } from '../lib/domain/search.ts';
import { SEARCH_FAULTS } from '../lib/search-faults.ts';
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
  assert.deepEqual(ids('searchCriteria[sortOrders][0][field]=sku'), [3, 2, 4, 1], 'DESC without a direction (SortingProcessor: anything but ASC)');
  assert.deepEqual(ids('searchCriteria[sortOrders][0][field]=sku&searchCriteria[sortOrders][0][direction]=asc'), [1, 4, 2, 3], 'asc in any case');
});

test('the echo repeats what was asked, in the platform\'s snake_case', () => {
  assert.deepEqual(echoCriteria(criteria('searchCriteria[pageSize]=2&searchCriteria[currentPage]=1')), { filter_groups: [], page_size: 2, current_page: 1 });
  assert.deepEqual(echoCriteria(criteria(`${F}[0][field]=status&${F}[0][value]=1&${F}[0][conditionType]=eq`)), { filter_groups: [{ filters: [{ field: 'status', value: '1', condition_type: 'eq' }] }] });
  assert.deepEqual(echoCriteria(criteria('searchCriteria[sortOrders][0][field]=sku')).sort_orders, [{ field: 'sku', direction: null }], 'no direction sent: null, as the real 2.4.7-p3 echoes it');
  assert.deepEqual(echoCriteria(criteria('searchCriteria[sortOrders][0][field]=sku&searchCriteria[sortOrders][0][direction]=asc')).sort_orders, [{ field: 'sku', direction: 'ASC' }]);
});

test('a page size that is no integer is the platform\'s 400; a condition type it does not know is applied as eq', () => {
  assert.throws(() => criteria('searchCriteria[pageSize]=ten'), (error: unknown) => error instanceof DomainError && error.status === 400 && /"int" type was expected/.test(error.message));
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta&${F}[0][conditionType]=around`), [2], 'the real 2.4.7-p3: moreq, regexp and misspelt types filter as eq');
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=20&${F}[0][conditionType]=moreq`), [2]);
});

test('from and to on one field in one group are one range (a flat table\'s list); other filters of a group are OR-ed', () => {
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=10&${F}[0][conditionType]=from&${F}[1][field]=price&${F}[1][value]=20&${F}[1][conditionType]=to`), [1, 2]);
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=20&${F}[0][conditionType]=to&${F}[1][field]=price&${F}[1][value]=30&${F}[1][conditionType]=from`), [], 'to 20 and from 30: an empty range, as the real 2.4.7-p3 answers');
  assert.deepEqual(ids(`${F}[0][field]=price&${F}[0][value]=25&${F}[0][conditionType]=gt&${F}[1][field]=price&${F}[1][value]=6&${F}[1][conditionType]=lt`), [3, 4]);
  assert.deepEqual(ids(`${F}[0][field]=sku&${F}[0][value]=beta, gamma&${F}[0][conditionType]=in`), [2], 'in splits at commas without trimming');
});

test('past the last page and page 0', () => {
  const page = (query: string) => applyCriteria(rows, criteria(`searchCriteria[pageSize]=3&${query}`)).items.map((row) => Number(row.id));
  assert.deepEqual(page('searchCriteria[currentPage]=0'), [1, 2, 3], 'page 0 is the first page');
  assert.deepEqual(page('searchCriteria[currentPage]=2'), [4]);
  assert.deepEqual(page('searchCriteria[currentPage]=3'), [], 'past the last page: empty (2.4.0 and later)');
  assert.deepEqual(ids('searchCriteria[pageSize]=0'), [1, 2, 3, 4], 'pageSize 0: no limit');
});

// A route's list (listSearch): names resolved against the collection's table, release quirks and the search faults.
const FLAT: SearchSource = { table: 'cms_page', storage: 'flat', columns: { page_id: 'id' }, notColumns: ['id'] };
const EAV: SearchSource = { table: 'catalog_product_entity', storage: 'eav', columns: { entity_id: 'id' }, notColumns: ['id'] };
const call = (query: string, release = '2.4.7', faults: string[] = []): SearchCall => ({ query: new URLSearchParams(query), release, faults: new Set(faults), itemFields: ['id', 'sku', 'price', 'created_at', 'meta_title'] });
const listIds = (query: string, source: SearchSource, release?: string, faults?: string[]): number[] => (listSearch(call(query, release, faults), rows, source).items as Array<{ id: number }>).map((row) => row.id);
const failure = (run: () => unknown): { status: number; body: unknown } => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.toResponse() as { status: number; body: unknown };
    throw error;
  }
  throw new Error('no error');
};
const SORT = (field: string, direction: string) => `searchCriteria[sortOrders][0][field]=${field}&searchCriteria[sortOrders][0][direction]=${direction}`;

test('an EAV list ORs from and to on one field like any two filters of a group', () => {
  const range = `${F}[0][field]=price&${F}[0][value]=25&${F}[0][conditionType]=from&${F}[1][field]=price&${F}[1][value]=6&${F}[1][conditionType]=to`;
  assert.deepEqual(listIds(range, EAV), [3, 4], 'price from 25 OR price to 6, as the real 2.4.7-p3 answers on products');
  assert.deepEqual(listIds(range, FLAT), [], 'a flat table: the range 25 to 6, empty');
});

test('a list names its table\'s columns: the answer\'s id is page_id (flat) or entity_id (EAV)', () => {
  assert.deepEqual(listIds(`${F}[0][field]=page_id&${F}[0][value]=2,3&${F}[0][conditionType]=in`, FLAT), [2, 3]);
  assert.deepEqual(listIds(`${SORT('page_id', 'DESC')}`, FLAT), [4, 3, 2, 1]);
  assert.deepEqual(listIds(`${F}[0][field]=meta_title&${F}[0][value]=x`, FLAT), [], 'a column of the item type that no row fills is still a column');
  const flat = failure(() => listSearch(call(`${F}[0][field]=id&${F}[0][value]=1`), rows, FLAT));
  assert.equal(flat.status, 500);
  assert.match(JSON.stringify(flat.body), /^\{"message":"Internal Error\. Details are available in Magento log file\. Report ID: webapi-[0-9a-f]{13}"\}$/, 'the SQL error is masked');
  assert.equal(failure(() => listSearch(call(SORT('id', 'ASC')), rows, FLAT)).status, 500, 'a sort on it too');
  const eav = failure(() => listSearch(call(`${F}[0][field]=id&${F}[0][value]=1`), rows, EAV));
  assert.deepEqual(eav, { status: 400, body: { message: 'The "%1" attribute name is invalid. Reset the name and try again.', parameters: ['id'] } });
  assert.deepEqual(listIds(SORT('id', 'DESC'), EAV), [1, 2, 3, 4], 'an EAV collection ignores a sort on what is no attribute');
  assert.deepEqual(listIds(SORT('entity_id', 'DESC'), EAV), [4, 3, 2, 1]);
});

test('past the last page: empty from 2.4.0, the last page again before; categories/list ignored pages from 2.2.0 to 2.3.2', () => {
  const past = `searchCriteria[pageSize]=3&searchCriteria[currentPage]=5&${SORT('entity_id', 'ASC')}`;
  assert.deepEqual(listIds(past, EAV, '2.4.0'), []);
  assert.deepEqual(listIds(past, EAV, '2.3.7-p4'), [4]);
  assert.deepEqual(listIds(past, { ...EAV, pastLastPage: () => 'empty' }, '2.3.7-p4'), []);
  const categories: SearchSource = { ...EAV, conditions: { moreq: 'lteq' }, ignoresPageSize: (release) => isAtLeast(release, '2.2.0') && !isAtLeast(release, '2.3.3') };
  assert.deepEqual(listIds(`${F}[0][field]=price&${F}[0][value]=20&${F}[0][conditionType]=moreq`, categories), [1, 2, 4], 'categories/list reads moreq as lteq');
  assert.deepEqual(listIds(`${F}[0][field]=price&${F}[0][value]=20&${F}[0][conditionType]=moreq`, EAV), [2], 'products: as eq');
  assert.deepEqual(listIds('searchCriteria[pageSize]=1', categories, '2.3.2'), [1, 2, 3, 4]);
  assert.deepEqual(listIds('searchCriteria[pageSize]=1', categories, '2.3.3'), [1]);
});

test('the search faults each break one promise', () => {
  const q = (extra: string) => `searchCriteria[pageSize]=2&${SORT('entity_id', 'ASC')}&${extra}`;
  assert.deepEqual(listIds(q(''), EAV, '2.4.7', [SEARCH_FAULTS.pageSizeIgnored]), [1, 2, 3, 4]);
  assert.deepEqual(listIds(`${SORT('entity_id', 'DESC')}`, EAV, '2.4.7', [SEARCH_FAULTS.sortIgnored]), [1, 2, 3, 4]);
  assert.deepEqual(listIds(`${F}[0][field]=sku&${F}[0][value]=gam%25&${F}[0][conditionType]=like`, EAV, '2.4.7', [SEARCH_FAULTS.likeIgnored]), [1, 2, 3, 4]);
  assert.equal(listSearch(call(q(''), '2.4.7', [SEARCH_FAULTS.totalIsPageLength]), rows, EAV).total_count, 2);
  assert.equal(listSearch(call(q('')), rows, EAV).total_count, 4);
  const groups = `${F}[0][field]=sku&${F}[0][value]=alpha&searchCriteria[filterGroups][1][filters][0][field]=price&searchCriteria[filterGroups][1][filters][0][value]=20`;
  assert.deepEqual(listIds(groups, EAV), []);
  assert.deepEqual(listIds(groups, EAV, '2.4.7', [SEARCH_FAULTS.groupsOred]), [1, 2]);
  const above = `${F}[0][field]=entity_id&${F}[0][value]=2&${F}[0][conditionType]=gt`;
  assert.deepEqual(listIds(above, EAV), [3, 4]);
  assert.deepEqual(listIds(above, EAV, '2.4.7', [SEARCH_FAULTS.gtAsGteq]), [2, 3, 4]);
  const echoed = `${F}[0][field]=sku&${F}[0][value]=alpha&searchCriteria[pageSize]=2&searchCriteria[currentPage]=1`;
  assert.deepEqual(listSearch(call(echoed), rows, EAV).search_criteria, { filter_groups: [{ filters: [{ field: 'sku', value: 'alpha', condition_type: 'eq' }] }], page_size: 2, current_page: 1 });
  assert.deepEqual(listSearch(call(echoed, '2.4.7', [SEARCH_FAULTS.criteriaNotEchoed]), rows, EAV).search_criteria, { filter_groups: [] });
  const sql = failure(() => listSearch(call(`${F}[0][field]=nope&${F}[0][value]=1`, '2.4.7', [SEARCH_FAULTS.unknownFieldSql]), rows, EAV));
  assert.equal(sql.status, 500);
  assert.match(JSON.stringify(sql.body), /SQLSTATE\[42S22\]: Column not found: 1054 Unknown column 'nope'.*"trace":"#0 /);
});
