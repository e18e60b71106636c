// search.sort on a fake list: ASC and DESC order the answer by a field and start at its smallest / largest value.
import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchSort } from './sort.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });

verdictCases(searchSort, [
  {
    name: 'a number field ordered both ways: pass, observed',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'position ASC and DESC (4 distinct value(s) in the sample)' },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['search.sort', { field: 'position' }]]);
      assert.deepEqual(fake.sent.slice(1).map((s) => s.query?.['searchCriteria[sortOrders][0][direction]']), ['ASC', 'DESC']);
    },
  },
  {
    name: 'sortOrders ignored: fail on the first direction out of order',
    fake: { route: PAGES_ROUTE, answer: list({ sortIgnored: true }) },
    want: { outcome: 'fail', broken: 'sortOrders position ASC of GET /V1/cmsPage/search answered item 3 before item 4 out of order', expected: 'items ordered by position, smallest first', actual: 'position of the items in the order answered: 10, 20, 30, 20, 40' },
  },
  {
    name: 'a DESC page that does not start with the largest value of all (a page of 20 out of more): fail',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sent.query?.['searchCriteria[sortOrders][0][direction]'] === 'DESC' ? { status: 200, json: { items: [PAGES[2], PAGES[1]], search_criteria: {}, total_count: 5 } } : list()(sent)) },
    want: { outcome: 'fail', broken: 'sortOrders position DESC of GET /V1/cmsPage/search did not start with the largest value', expected: 'a first item whose position is at most 40 (item [5] of the unsorted sample has it)', actual: 'position of the items in the order answered: 30, 20' },
  },
  {
    name: 'text whose order the collation decides (accents): pairs that cannot be told are not judged',
    fake: { route: searchRoute('/V1/cmsPage/search', { criteria: { id: 'page_id' }, fields: [{ name: 'id', type: 'integer' }, { name: 'title', type: 'string' }] }), answer: listAnswer({ items: [{ id: 1, title: 'Été' }, { id: 2, title: 'Eau' }, { id: 3, title: 'Zoo' }], columns: PAGE_COLUMNS }) },
    want: { outcome: 'pass', note: 'id ASC and DESC (3 distinct value(s) in the sample)' },
  },
  {
    name: 'every item on one page (not full): a sorted answer that leaves one out fails',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sent.query?.['searchCriteria[sortOrders][0][field]'] === 'position' && sent.query['searchCriteria[sortOrders][0][direction]'] === 'ASC' ? { status: 200, json: { items: [PAGES[0], PAGES[1], PAGES[3], PAGES[2]], search_criteria: {}, total_count: 5 } } : list()(sent)) },
    want: { outcome: 'fail', broken: 'sortOrders position ASC of GET /V1/cmsPage/search changed which items come back', expected: 'the 5 item(s) of the unsorted answer', actual: 'missing: keys 5' },
  },
  {
    name: 'a full page whose total_count counts the page (MSI\'s export on the real 2.4.7-p3): other items sorted first are no failure of the sort',
    fake: (() => {
      const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, identifier: `p${i + 1}`, title: `Page ${i + 1}`, position: (i * 7) % 30, creation_time: '2024-01-01 10:00:00' }));
      const page = (items: typeof many) => ({ status: 200, json: { items: items.slice(0, 20), search_criteria: {}, total_count: Math.min(20, items.length) } });
      return {
        route: PAGES_ROUTE,
        answer: (sent: { query?: Record<string, string> }) => {
          const direction = sent.query?.['searchCriteria[sortOrders][0][direction]'];
          if (direction === undefined) return page(many);
          const sorted = [...many].sort((a, b) => (a.position - b.position || a.id - b.id) * (direction === 'ASC' ? 1 : -1));
          return page(sorted);
        },
      };
    })(),
    want: { outcome: 'pass', note: 'position ASC and DESC (20 distinct value(s) in the sample)' },
  },
  {
    name: 'a sort on a field of the items answered 500: fail',
    fake: { route: PAGES_ROUTE, answer: (sent) => (sent.query?.['searchCriteria[sortOrders][0][field]'] === 'position' ? platformError(500, 'Internal Error.') : list()(sent)) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search did not answer a search sorted by position, a field of its items', expected: '200 {items, search_criteria, total_count}', actual: 'no filter; sorted by position ASC; page 1 of 20 → 500 "Internal Error."' },
  },
]);
