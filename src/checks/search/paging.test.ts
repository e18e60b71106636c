// search.paging on a fake list: consecutive pages sorted by the key are disjoint and the sample's first items in order.
import assert from 'node:assert/strict';
import { listAnswer, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchPaging } from './paging.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });

verdictCases(searchPaging, [
  {
    name: 'pages 1 and 2 of one item are the sample\'s first two, in order: pass',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'pages 1 and 2 of 1: keys 1, 2' },
    then: (fake) => {
      assert.deepEqual(fake.sent.map((s) => [s.query?.['searchCriteria[pageSize]'], s.query?.['searchCriteria[currentPage]']]), [['20', '1'], ['1', '1'], ['1', '2']]);
      assert.ok(fake.sent.every((s) => s.query?.['searchCriteria[sortOrders][0][field]'] === 'page_id'), 'every page sorted by the key');
    },
  },
  {
    name: 'page 2 repeats page 1: fail after reading every page once more',
    fake: { route: PAGES_ROUTE, answer: list({ secondPageRepeats: true }) },
    want: { outcome: 'fail', broken: 'paging GET /V1/cmsPage/search sorted by id: pages 1 and 2 both hold keys 1', expected: 'page 1 then page 2 of 1: keys 1, 2 (the first items of the same search as one page)', actual: 'page 1: keys 1; page 2: keys 1' },
    then: (fake) => assert.equal(fake.sent.length, 6),
  },
  {
    name: 'the sort by the key not kept (pages out of order): skipped, search.sort judges sorting',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: [...PAGES].reverse(), columns: PAGE_COLUMNS, sortIgnored: true }) },
    want: { outcome: 'skip', reason: 'the search of GET /V1/cmsPage/search sorted by its key (id) did not come in that order: paging is judged in key order (search.sort judges sorting)' },
  },
  {
    name: 'pageSize not kept: skipped, search.page-size judges it',
    fake: { route: PAGES_ROUTE, answer: list({ pageSizeIgnored: true }) },
    want: { outcome: 'skip', reason: 'pageSize 1 answered 5 items: paging cannot be judged where the page size is not kept (search.page-size judges it)' },
  },
  {
    name: 'one item: skipped, two pages need two',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: PAGES.slice(0, 1), columns: PAGE_COLUMNS }) },
    want: { outcome: 'skip', reason: 'GET /V1/cmsPage/search has 1 item(s): two pages of 1 need at least 2 (with COMMERCE_WRITES=allow, search.exact makes items of the run\'s own here and judges exact answers)' },
  },
]);
