// search.page-zero on a fake list: what currentPage 0 answers, recorded as a variant.
import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchPageZero } from './page-zero.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });
const zero = (q: Readonly<Record<string, string>>) => q['searchCriteria[currentPage]'] === '0';
const FULLTEXT = searchRoute('/V1/search', { key: [], paging: 'from-zero', fulltext: 'a full-text search for the test' }, { permission: 'anonymous' });

verdictCases(searchPageZero, [
  {
    name: 'page 0 answers page 1 again (the real 2.4.7\'s lists): the variant same-as-page-1',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'currentPage 0 answers page 1 again: keys 1' },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['variant', 'search.page-zero.same-as-page-1']]);
      assert.deepEqual(fake.sent.map((s) => [s.query?.['searchCriteria[pageSize]'], s.query?.['searchCriteria[currentPage]']]), [['20', '1'], ['1', '1'], ['1', '0']]);
    },
  },
  {
    name: 'pages counted from 0 (the full-text search, magento/magento2#25619): page 0 is the page before page 1',
    fake: { route: FULLTEXT, callers: { guest: true }, answer: listAnswer({ items: PAGES, fromZero: true }) },
    want: { outcome: 'pass', note: /^currentPage 0 answers the page before page 1 \(pages counted from 0\): keys \{"id":1,/ },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.page-zero.before-page-1']]),
  },
  {
    name: 'an empty page 0: the variant empty',
    fake: { route: PAGES_ROUTE, answer: (sent) => (zero(sent.query ?? {}) ? { status: 200, json: { items: [], search_criteria: {}, total_count: 5 } } : list()(sent)) },
    want: { outcome: 'pass', note: 'currentPage 0 answers an empty page: keys none' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.page-zero.empty']]),
  },
  {
    name: 'a 400: the variant error',
    fake: { route: PAGES_ROUTE, answer: (sent) => (zero(sent.query ?? {}) ? platformError(400, 'currentPage must be at least 1.') : list()(sent)) },
    want: { outcome: 'pass', note: 'currentPage 0 answers 400 "currentPage must be at least 1."' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.page-zero.error']]),
  },
  {
    name: 'a 500: fail',
    fake: { route: PAGES_ROUTE, answer: (sent) => (zero(sent.query ?? {}) ? platformError(500, 'Internal Error.') : list()(sent)) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search answered 500 to currentPage 0', expected: 'page 1 again, the page before it, an empty page, or a web API error (4xx): no 500', actual: 'no filter; sorted by page_id ASC; page 0 of 1 → 500 "Internal Error."' },
  },
]);
