// search.page-size on a fake list: the limits kept and total_count the same for both page sizes; each way it breaks.
import assert from 'node:assert/strict';
import { ERROR_PAGE } from '../testing/fake-context.ts';
import { listAnswer, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { RECHECKS, searchPageSize } from './page-size.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });

// A list some releases page on none of (as categories/list does on 2.2.0 to 2.3.2, magento/magento2#25740).
const UNPAGED_ON_22: CompiledRoute = { ...PAGES_ROUTE, search: PAGES_ROUTE.search === null ? null : { ...PAGES_ROUTE.search, pagesIgnored: { ranges: [{ from: '2.2.0', to: '2.3.2' }], source: 'magento/magento2#25740' } } };

verdictCases(searchPageSize, [
  {
    name: 'pageSize 1 and 20 keep their limits and answer the same total_count: pass',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'pageSize 1 and 20: 1 and 5 item(s), total_count 5 both' },
    then: (fake) => {
      assert.equal(fake.sent.length, 2, 'the sample and the one-item page');
      assert.equal(fake.sent[1]?.query?.['searchCriteria[pageSize]'], '1');
      assert.equal(fake.sent[1]?.query?.['searchCriteria[sortOrders][0][field]'], 'page_id', 'sorted by the key under its criteria name');
      assert.equal(fake.sent[1]?.query?.['searchCriteria[sortOrders][0][direction]'], 'ASC');
    },
  },
  {
    name: 'pageSize ignored: fail, naming the page that held too many items',
    fake: { route: PAGES_ROUTE, answer: list({ pageSizeIgnored: true }) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: pageSize 1 answered 5 items', expected: 'at most 1 item', actual: '5 items (keys 1, 2, 3, 4, 5)' },
  },
  {
    name: 'pageSize ignored on a release the contract names for it: pass, the variant recorded with its source',
    fake: { route: UNPAGED_ON_22, target: { release: '2.2.10' }, answer: list({ pageSizeIgnored: true }) },
    want: { outcome: 'pass', note: 'pageSize 1 answered all 5 items: this list applies no page on 2.2.0 to 2.3.2 (magento/magento2#25740), and the target is 2.2.10' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.page-size.ignored']]),
  },
  {
    name: 'pageSize ignored on a release outside the ones the contract names: fail as anywhere',
    fake: { route: UNPAGED_ON_22, target: { release: '2.4.7' }, answer: list({ pageSizeIgnored: true }) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: pageSize 1 answered 5 items', expected: 'at most 1 item', actual: '5 items (keys 1, 2, 3, 4, 5)' },
  },
  {
    name: 'pages applied on a release the contract names as paging none: pass, the applied form recorded',
    fake: { route: UNPAGED_ON_22, target: { release: '2.3.0' }, answer: list() },
    want: { outcome: 'pass', note: 'pageSize 1 and 20: 1 and 5 item(s), total_count 5 both' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.page-size.applied']]),
  },
  {
    name: 'total_count equal to the page length (magento/magento2#17295): fail, after three rounds of fresh reads that disagree alike',
    fake: { route: PAGES_ROUTE, answer: list({ totalIsPageLength: true }) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: total_count depends on the page size (5 with pageSize 20, 1 with pageSize 1)', expected: 'total_count 5 whatever the page size (the number of every matching item)', actual: 'total_count 1 with pageSize 1 (keys 1)' },
    then: (fake) => assert.equal(fake.sent.length, 2 + 3 * RECHECKS, 'the sample, the one-item page, then RECHECKS times the one-item page, the sample and the one-item page again'),
  },
  {
    name: 'an item made and removed while the pages were read (the larger page alone counts it), then the same total: pass',
    fake: {
      route: PAGES_ROUTE,
      // The sample (read 0) and the first recheck's fresh sample (read 3) see a page another client makes and removes
      // in between; every other read, before and after, does not.
      answer: (sent, index) => listAnswer({ items: [...PAGES, ...(index === 0 || index === 3 ? [{ id: 10, identifier: 'passing', title: 'Passing', position: 50, creation_time: '2024-02-01 10:00:00' }] : [])], columns: PAGE_COLUMNS })(sent),
    },
    want: { outcome: 'pass', note: 'pageSize 1 and 20: 1 and 5 item(s), total_count 5 both' },
  },
  {
    name: 'a total that moves between the reads (others write meanwhile) and lies between the one-item pages\' totals: pass',
    fake: {
      route: PAGES_ROUTE,
      // Each read finds one more item than the one before: another client creates them.
      answer: (sent, index) => listAnswer({ items: [...PAGES, ...Array.from({ length: index }, (_, i) => ({ id: 10 + i, identifier: `new-${i}`, title: 'New', position: 50, creation_time: '2024-02-01 10:00:00' }))], columns: PAGE_COLUMNS })(sent),
    },
    want: { outcome: 'pass', note: 'pageSize 1 and 20 keep their limits; total_count moved while it was read (others write to the installation): 7 and 9 with pageSize 1 around 8 with pageSize 20' },
  },
  {
    name: 'one item only: skipped, a total that counts the page cannot be told from one that counts every item',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: PAGES.slice(0, 1), columns: PAGE_COLUMNS }) },
    want: { outcome: 'skip', reason: 'GET /V1/cmsPage/search has 1 item(s): with fewer than 2, a total_count that counts the page cannot be told from one that counts every item (with COMMERCE_WRITES=allow, search.exact makes items of the run\'s own here and judges exact answers)' },
  },
  {
    name: 'no total_count in the answer (products-render-info): the limits alone, observed so',
    fake: { route: PAGES_ROUTE, answer: list({ noTotal: true }) },
    want: { outcome: 'pass', note: 'pageSize 1 and 20 hold their limits; the answer has no total_count to compare' },
    then: (fake) => assert.deepEqual(fake.observed, [['search.total-count', 'absent']]),
  },
  {
    name: 'the route\'s plain search is no list (an error page): skipped, schema.response-valid judges that answer',
    fake: { route: PAGES_ROUTE, answer: ERROR_PAGE },
    want: { outcome: 'skip', reason: 'the search of GET /V1/cmsPage/search sorted by its key does not answer a list (500 HTML page "There has been an error processing your request"): nothing to compare with (schema.response-valid judges the route\'s answer)' },
  },
  {
    name: 'an answer with SQL in its body fails, whatever the check was after',
    fake: { route: PAGES_ROUTE, answer: { status: 500, json: { message: "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'page_id' in 'order clause'" } } },
    want: { outcome: 'fail', broken: 'the GET /V1/cmsPage/search answer to a search puts SQL in its body (500)', expected: 'no SQL and no stack trace in any answer: a web API error {message, parameters?} (the platform masks exceptions outside developer mode)', actual: /^no filter; sorted by page_id ASC; page 1 of 20 → 500: …\{"message":"SQLSTATE\[42S22\]/ },
  },
  {
    name: 'no admin identity: skipped before any request',
    fake: { route: PAGES_ROUTE, callers: { admin: false }, answer: list() },
    want: { outcome: 'skip', reason: 'no admin identity configured' },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);
