// search.past-last-page on a fake list: the form a page past the last one takes, recorded as a variant.
import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { listAnswer, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchPastLastPage } from './past-last-page.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });
const past = (q: Readonly<Record<string, string>>) => q['searchCriteria[currentPage]'] === '2';

verdictCases(searchPastLastPage, [
  {
    name: 'an empty page past the last one (the real 2.4.7): recorded as the variant empty',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'page 2, past the last (1), is empty' },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['variant', 'search.past-last-page.empty']]);
      assert.equal(fake.sent.length, 2, 'the sample is the last page: one more read');
    },
  },
  {
    name: 'the last page again (magento/magento2#3787, before 2.4.0): the variant, and the observation that paging until empty never stops',
    fake: { route: PAGES_ROUTE, answer: list({ pastLastRepeats: true }) },
    want: { outcome: 'pass', note: 'page 2 repeats the last page 1: a client paging until an empty page never stops' },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['variant', 'search.past-last-page.last-page-repeated'], ['search.until-empty', 'never stops: page 2 repeats the last page 1 (keys 1, 2, 3, 4, 5)']]);
      assert.equal(fake.sent.length, 4, 'confirmed with fresh reads');
    },
  },
  {
    name: 'a web API error (4xx): the variant error',
    fake: { route: PAGES_ROUTE, answer: (sent) => (past(sent.query ?? {}) ? platformError(400, 'The page is out of range.') : list()(sent)) },
    want: { outcome: 'pass', note: 'page 2 answers 400 "The page is out of range."' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.past-last-page.error']]),
  },
  {
    name: 'a 500: fail, no variant recorded',
    fake: { route: PAGES_ROUTE, answer: (sent) => (past(sent.query ?? {}) ? platformError(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-1') : list()(sent)) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search answered 500 to a page past the last one', expected: 'an empty page, the last page again, or a web API error (4xx): no 500', actual: 'no filter; sorted by page_id ASC; page 2 of 20 → 500 "Internal Error. Details are available in Magento log file. Report ID: webapi-1"' },
    then: (fake) => assert.deepEqual(fake.observed, []),
  },
  {
    name: 'a catalogue longer than a page: the last page read, and the page after it',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: Array.from({ length: 25 }, (_, i) => ({ id: i + 1, identifier: `p${i + 1}` })), columns: PAGE_COLUMNS }) },
    want: { outcome: 'pass', note: 'page 3, past the last (2), is empty' },
    then: (fake) => assert.deepEqual(fake.sent.map((s) => s.query?.['searchCriteria[currentPage]']), ['1', '2', '3']),
  },
  {
    name: 'no item: skipped, every page is empty',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: [], columns: PAGE_COLUMNS }) },
    want: { outcome: 'skip', reason: 'GET /V1/cmsPage/search has no item: a page past the last is empty whether the target repeats the last page or not' },
  },
]);
