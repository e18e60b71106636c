// search.sort-every-field on a fake list: every sortable field of the items sorted both ways on a set that fits one
// page; a field ignored, a sort that loses items, a refusal fail; unsortable fields are not asked; a longer list is
// judged on the sample's first items picked by their key.
import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { test } from 'node:test';
import { FIELDS_PER_ROUTE, inBatches, searchSortEveryField, SET_SIZE } from './sort-every-field.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });
const sortOf = (query: Record<string, string> | undefined): string | undefined => (query?.['searchCriteria[sortOrders][0][field]'] === undefined ? undefined : `${query['searchCriteria[sortOrders][0][field]']} ${query['searchCriteria[sortOrders][0][direction]']}`);
const FIELDS = 'page_id, identifier, title, position, creation_time';

verdictCases(searchSortEveryField, [
  {
    name: 'every field ordered both ways on the whole list (5 items, a page of 20): passes, naming them',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: '5 field(s) ASC and DESC on 5 item(s): id, identifier, title, position, creation_time' },
    then: (fake) => {
      const sorts = fake.sent.map((s) => sortOf(s.query)).filter((s) => s !== undefined);
      // Two reads per field; the sample is the key's ASC read, which the memo answers once.
      assert.equal(sorts.length, 10);
      for (const f of FIELDS.split(', ')) for (const d of ['ASC', 'DESC']) assert.ok(sorts.includes(`${f} ${d}`), `${f} ${d}`);
    },
  },
  {
    name: 'one field whose sort the list ignores fails, naming it and the order answered',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sortOf(sent.query) === 'creation_time DESC' ? list({ sortIgnored: true })(sent) : list()(sent)) },
    want: { outcome: 'fail', broken: 'sortOrders creation_time DESC of GET /V1/cmsPage/search answered item 1 before item 2 out of order', expected: 'items ordered by creation_time, largest first', actual: 'creation_time of the items in the order answered: "2024-01-01 10:00:00", "2024-01-02 10:00:00", "2024-01-03 10:00:00", "2024-01-04 10:00:00", "2024-01-05 10:00:00"' },
  },
  {
    name: 'a sorted read that loses an item of the set fails',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sortOf(sent.query) === 'title ASC' ? { status: 200, json: { items: [PAGES[0], PAGES[2], PAGES[4], PAGES[1]], search_criteria: {}, total_count: 5 } } : list()(sent)) },
    want: { outcome: 'fail', broken: 'sortOrders title ASC of GET /V1/cmsPage/search changed which items come back', expected: 'the 5 item(s) of the set (keys 1, 2, 3, 4, 5)', actual: '4 item(s), missing keys 4' },
  },
  {
    name: 'a refusal of a sortable field fails; a field declared unsortable is not asked',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sortOf(sent.query)?.startsWith('position') === true ? platformError(500, 'Internal Error.') : list()(sent)) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search did not answer a search sorted by position, a sortable field of its items', expected: '200 {items, search_criteria, total_count}, or position declared unsortable in the contract with the platform\'s answer', actual: /500 "Internal Error\."$/ },
  },
  {
    name: 'unsortable fields are left out',
    fake: { route: searchRoute('/V1/cmsPage/search', { criteria: { id: 'page_id' }, unsortable: { position: 'rendered, no column (evidence)', title: 'x (evidence)' }, fields: PAGES_ROUTE.search?.fields ?? null }), answer: list() },
    want: { outcome: 'pass', note: '3 field(s) ASC and DESC on 5 item(s): id, identifier, creation_time' },
  },
  {
    name: 'a list longer than a page: the sample\'s first items picked by their key with in',
    fake: (() => {
      const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, identifier: `p${i + 1}`, title: `Page ${i + 1}`, position: (i * 7) % 30, creation_time: '2024-01-01 10:00:00' }));
      return { route: PAGES_ROUTE, answer: listAnswer({ items: many, columns: PAGE_COLUMNS }) };
    })(),
    want: { outcome: 'pass', note: `4 field(s) ASC and DESC on ${SET_SIZE} item(s) picked by their key: id, identifier, title, position` },
    then: (fake) => {
      const sorted = fake.sent.filter((s) => sortOf(s.query) === 'position ASC');
      assert.equal(sorted[0]?.query?.['searchCriteria[filterGroups][0][filters][0][conditionType]'], 'in');
      assert.equal(sorted[0]?.query?.['searchCriteria[filterGroups][0][filters][0][value]'], '1,2,3,4,5,6,7,8,9,10');
    },
  },
  {
    name: 'a wide entity: the first fields of the schema up to the budget, the others counted in the note',
    fake: (() => {
      const names = Array.from({ length: FIELDS_PER_ROUTE + 2 }, (_, i) => `f${i}`);
      const rows = [1, 2, 3].map((id) => ({ id, ...Object.fromEntries(names.map((n, i) => [n, id * 100 + i])) }));
      return { route: searchRoute('/V1/orders', { key: ['id'], fields: [{ name: 'id', type: 'integer' as const }, ...names.map((name) => ({ name, type: 'integer' as const }))] }), answer: listAnswer({ items: rows }) };
    })(),
    want: { outcome: 'pass', note: new RegExp(`^${FIELDS_PER_ROUTE} field\\(s\\) ASC and DESC on 3 item\\(s\\): id, f0, .*; 3 more sortable field\\(s\\) not asked \\(${FIELDS_PER_ROUTE} per route and run\\)$`) },
  },
]);

test('the budget: the first batch always runs, no other once it is spent', async () => {
  const seen: number[] = [];
  const ran = await inBatches([1, 2, 3, 4, 5, 6], 2, 0, async (n) => { seen.push(n); return n * 10; });
  assert.deepEqual(ran, [10, 20]);
  assert.deepEqual(seen, [1, 2]);
  assert.deepEqual(await inBatches([1, 2, 3], 2, 60_000, async (n) => n), [1, 2, 3]);
});
