// search.filter on a fake list: every documented condition type judged on the sample's fields; a broken one named.
import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchFilter } from './filter.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });
const ALL = 'eq, in, null, like, finset, neq, nlike, nfinset, nin, gt, lt, from, lteq, gteq, to, notnull';

verdictCases(searchFilter, [
  {
    name: 'every condition type filters as documented: pass, naming what was judged on which fields',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: `${ALL} on identifier, position, id (5 item(s) compared)` },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['search.filter', { fields: ['identifier', 'position', 'id'], conditions: ALL.split(', ') }]]);
      assert.equal(fake.sent.length, 8, 'the sample and seven probes');
      const first = fake.sent[1]?.query ?? {};
      assert.equal(first['searchCriteria[filterGroups][0][filters][0][field]'], 'identifier');
      assert.equal(first['searchCriteria[filterGroups][0][filters][2][field]'], 'page_id', 'the key under its criteria name');
      assert.equal(first['searchCriteria[filterGroups][0][filters][2][conditionType]'], 'in');
      assert.equal(first['searchCriteria[filterGroups][0][filters][1][value]'], 'cctrun0000-absent', 'a value no item has');
    },
  },
  {
    name: 'a like filter ignored: fail, the probe asked again condition by condition and like named',
    fake: { route: PAGES_ROUTE, answer: list({ ignored: 'like' }) },
    want: {
      outcome: 'fail',
      broken: 'a filter of GET /V1/cmsPage/search: like on identifier did not filter as documented',
      expected: 'the items that satisfy identifier like "ho%": of the first 5 by id, keys 2',
      actual: 'returned keys 1, 2, 3, 4, 5; not satisfying it: 1, 3, 4, 5',
    },
    then: (fake) => assert.equal(fake.sent.length, 7, 'sample, probe 1, probe 2, fresh sample, probe 2 again, like alone, finset alone'),
  },
  {
    name: 'nin ignored: fail naming nin, the other negatives still hold alone',
    fake: { route: PAGES_ROUTE, answer: list({ ignored: 'nin' }) },
    want: { outcome: 'fail', broken: 'a filter of GET /V1/cmsPage/search: nin on id did not filter as documented', expected: 'the items that satisfy id nin "1": of the first 5 by id, keys 2, 3, 4, 5', actual: 'returned keys 1, 2, 3, 4, 5; not satisfying it: 1' },
  },
  {
    name: 'gt matching everything: fail naming gt on the ordered field',
    fake: { route: PAGES_ROUTE, answer: list({ ignored: 'gt' }) },
    want: { outcome: 'fail', broken: 'a filter of GET /V1/cmsPage/search: gt on position did not filter as documented', expected: 'the items that satisfy position gt "20": of the first 5 by id, keys 3, 5', actual: 'returned keys 1, 2, 3, 4, 5; not satisfying it: 1, 2, 4' },
  },
  {
    name: 'a filter on a field of the items answered 500: fail (a field the items carry is never an unknown field)',
    fake: { route: PAGES_ROUTE, answer: list({ override: (q) => (q['searchCriteria[filterGroups][0][filters][0][field]'] === 'identifier' ? platformError(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-2') : null) }) },
    want: { outcome: 'fail', broken: 'a search of GET /V1/cmsPage/search filtered on fields of its items was not answered with a list', expected: '200 {items, search_criteria, total_count} for identifier eq "no-route" OR identifier eq "cctrun0000-absent" OR id in "2,3" OR id null "1"', actual: 'identifier eq "no-route" OR identifier eq "cctrun0000-absent" OR page_id in "2,3" OR page_id null "1"; sorted by page_id ASC; page 1 of 20 → 500 "Internal Error. Details are available in Magento log file. Report ID: webapi-2"' },
  },
  {
    name: 'a value the answer renders but the storage does not hold (a dynamic-weight bundle\'s weight 0): the null condition names the item, pass',
    fake: { route: PAGES_ROUTE, answer: list({ unstored: { position: [1] } }) },
    want: { outcome: 'pass', note: `${ALL} on identifier, position, id (5 item(s) compared)` },
    then: (fake) => {
      const unstored = fake.observed.find(([key]) => key === 'search.unstored-values');
      assert.deepEqual(unstored?.[1], { keys: ['1'], note: 'the answer renders a value the storage does not hold (the null condition names these items)' });
    },
  },
  {
    name: 'an item left out of a filter that the null condition does not name either: still a failure',
    fake: { route: PAGES_ROUTE, answer: list({ override: (q) => (q['searchCriteria[filterGroups][0][filters][0][field]'] === 'position' && q['searchCriteria[filterGroups][0][filters][1][conditionType]'] === 'lt' ? { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } : null) }) },
    want: { outcome: 'fail', broken: 'a filter of GET /V1/cmsPage/search: gt, lt on position did not filter as documented', expected: 'the items that satisfy position gt "20" OR position lt "20": of the first 5 by id, keys 1, 3, 5', actual: 'returned keys none; satisfying it but left out: 1, 3, 5' },
  },
  {
    name: 'an item gone between the sample and a probe (others delete meanwhile): asked again with a fresh sample, pass',
    fake: { route: PAGES_ROUTE, answer: (sent, index) => listAnswer({ items: index === 0 ? PAGES : PAGES.filter((p) => p.id !== 1), columns: PAGE_COLUMNS })(sent) },
    want: { outcome: 'pass', note: /^eq, in, null, like, finset/ },
  },
  {
    name: 'a field the contract says the criteria cannot filter is left alone',
    fake: { route: searchRoute('/V1/cmsPage/search', { criteria: { id: 'page_id' }, unfilterable: { identifier: 'for the test' }, fields: PAGES_ROUTE.search?.fields ?? null }), answer: list() },
    want: { outcome: 'pass', note: 'eq, in, null, like, finset, neq, nlike, nfinset, nin, gt, lt, from, lteq, gteq, to, notnull on title, position, id (5 item(s) compared)' },
  },
  {
    name: 'a full-text search: skipped with the contract\'s reason',
    fake: { route: searchRoute('/V1/search', { key: [], fulltext: 'filters bind to placeholders' }), answer: list() },
    want: { outcome: 'skip', reason: 'Filtering on fields of the items is not judged on a full-text search: filters bind to placeholders' },
  },
  {
    name: 'items with nothing to filter on (one value per field, a key the criteria cannot filter): skipped',
    fake: { route: searchRoute('/V1/cmsPage/search', { criteria: { id: 'page_id' }, unfilterable: { id: 'for the test' }, fields: PAGES_ROUTE.search?.fields ?? null }), answer: listAnswer({ items: [{ id: 1, identifier: 'home', position: 1 }], columns: PAGE_COLUMNS }) },
    want: { outcome: 'skip', reason: 'no field of the 1 item(s) GET /V1/cmsPage/search answered has the values a filter needs (a text field with two values, a number or date with three, or the key): nothing to filter on (with COMMERCE_WRITES=allow, search.exact makes items of the run\'s own here and judges exact answers)' },
  },
]);
