// One search read: the criteria in the query, the path at the route's fixtures, the answer as a page, a leak as its
// failure, and the reads a route's checks share (a memo per worker and target, one route at a time, bypassed when a
// check asks fresh).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeContext } from '../testing/fake-context.ts';
import { listAnswer } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { describeCriteria, queryOf } from './criteria.ts';
import { pageOf, read, sampleCriteria } from './reads.ts';
import type { CompiledSearch } from '../../contracts/types.ts';
import type { HttpExchange } from '../types.ts';

const search = PAGES_ROUTE.search as CompiledSearch;

test('the query: the route\'s own parameters kept, criteria in camelCase', () => {
  const route = { ...PAGES_ROUTE, query: { storeId: '{{fixture:store.id}}', currencyCode: 'USD', 'searchCriteria[pageSize]': '2', 'searchCriteria[requestName]': 'quick_search_container' } };
  assert.deepEqual(queryOf(route, { groups: [[{ field: 'page_id', value: '1,2', type: 'in' }]], sort: [{ field: 'page_id', direction: 'DESC' }], pageSize: 5, currentPage: 1 }), {
    storeId: '{{fixture:store.id}}',
    currencyCode: 'USD',
    'searchCriteria[requestName]': 'quick_search_container',
    'searchCriteria[filterGroups][0][filters][0][field]': 'page_id',
    'searchCriteria[filterGroups][0][filters][0][value]': '1,2',
    'searchCriteria[filterGroups][0][filters][0][conditionType]': 'in',
    'searchCriteria[sortOrders][0][field]': 'page_id',
    'searchCriteria[sortOrders][0][direction]': 'DESC',
    'searchCriteria[pageSize]': '5',
    'searchCriteria[currentPage]': '1',
  });
  assert.equal(describeCriteria({ groups: [[{ field: 'a', value: 'x', type: 'eq' }], [{ field: 'b', value: '1', type: 'gt' }]], pageSize: 2, currentPage: 1 }), '(a eq "x") AND (b gt "1"); page 1 of 2');
});

test('identical reads of one route are shared; fresh ones and another route\'s are not', async () => {
  const fake = fakeContext({ route: PAGES_ROUTE, answer: listAnswer({ items: PAGES, columns: PAGE_COLUMNS }) });
  const first = await read(fake.ctx, 'admin', sampleCriteria(search));
  await read(fake.ctx, 'admin', sampleCriteria(search));
  assert.equal(fake.sent.length, 1);
  assert.equal(first.kind === 'page' && first.page.total, 5);
  await read(fake.ctx, 'admin', sampleCriteria(search), { fresh: true });
  assert.equal(fake.sent.length, 2);
  const other = { ...fake.ctx, route: { ...PAGES_ROUTE, key: 'GET /V1/cmsBlock/search' } };
  await read(other, 'admin', sampleCriteria(search));
  await read(fake.ctx, 'admin', sampleCriteria(search));
  assert.equal(fake.sent.length, 4, 'one route at a time: the memo of the first was dropped');
});

test('an answer that is no list, and one that leaks', async () => {
  const fake = fakeContext({ route: PAGES_ROUTE, answer: (sent) => (sent.query?.['searchCriteria[pageSize]'] === '1' ? { status: 500, json: { message: 'SQLSTATE[42000]: Syntax error' } } : { status: 200, json: { message: 'no list' } }) });
  assert.equal((await read(fake.ctx, 'admin', sampleCriteria(search))).kind, 'answer');
  const leak = await read(fake.ctx, 'admin', { pageSize: 1, currentPage: 1 });
  assert.equal(leak.kind, 'ended');
  assert.equal(leak.kind === 'ended' && leak.verdict.outcome, 'fail');
});

test('a route with path parameters is read at the entities its fixtures name; without them the check skips', async () => {
  const route = { ...PAGES_ROUTE, key: 'GET /V1/inventory/export-stock-salable-qty/:salesChannelType/:salesChannelCode', path: '/V1/inventory/export-stock-salable-qty/:salesChannelType/:salesChannelCode', pathParams: ['salesChannelType', 'salesChannelCode'] };
  const fake = fakeContext({ route, answer: listAnswer({ items: PAGES, columns: PAGE_COLUMNS }) });
  const r = await read(fake.ctx, 'admin', sampleCriteria(search));
  assert.equal(r.kind, 'page');
  assert.equal(fake.sent[0]?.path, '/V1/inventory/export-stock-salable-qty/real-salesChannelType/real-salesChannelCode');
  const missing = fakeContext({ route, unresolved: 'no fixture website.code: the target has no such entity (GET /V1/store/websites)' });
  const ended = await read(missing.ctx, 'admin', sampleCriteria(search));
  assert.deepEqual(ended, { kind: 'ended', verdict: { outcome: 'skip', reason: 'no fixture website.code: the target has no such entity (GET /V1/store/websites)' } });
  assert.equal(missing.sent.length, 0);
});

test('a list answered as its items alone is a page without total_count; an array of scalars is no page', () => {
  const agreements = [{ agreement_id: 1, name: 'Terms' }, { agreement_id: 2, name: 'Privacy' }];
  const exchange = (json: unknown): HttpExchange => ({ method: 'GET', status: 200, headers: {}, json, bodyText: JSON.stringify(json), url: '/V1/carts/licence/list', durationMs: 1 });
  const criteria = sampleCriteria(search);
  assert.deepEqual(pageOf(exchange(agreements), criteria), { items: agreements, total: null, criteria, exchange: exchange(agreements) });
  assert.deepEqual(pageOf(exchange([]), criteria)?.items, []);
  assert.equal(pageOf(exchange(['a', 'b']), criteria), null);
  assert.equal(pageOf({ ...exchange(agreements), status: 500 }, criteria), null);
});
