// search.groups on a fake list: OR within a filter group, AND between groups.
import assert from 'node:assert/strict';
import { listAnswer, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchGroups } from './groups.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });

verdictCases(searchGroups, [
  {
    name: 'two values OR-ed in a group, a second group AND-ed: pass',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'OR within a group and AND between groups on identifier, id (5 item(s) compared)' },
    then: (fake) => {
      assert.equal(fake.sent.length, 2, 'the sample and one search for both rules');
      const and = fake.sent[1]?.query ?? {};
      assert.equal(and['searchCriteria[filterGroups][0][filters][1][value]'], 'home');
      assert.equal(and['searchCriteria[filterGroups][1][filters][0][field]'], 'page_id');
      assert.equal(and['searchCriteria[filterGroups][1][filters][0][value]'], '1,3', 'one item of the first group\'s answer and one it leaves out');
    },
  },
  {
    name: 'groups OR-ed instead of AND-ed: fail',
    fake: { route: PAGES_ROUTE, answer: list({ groupsOred: true }) },
    want: { outcome: 'fail', broken: 'filter groups of GET /V1/cmsPage/search: AND between groups on identifier, id did not filter as documented', expected: 'the items that satisfy (identifier eq "no-route" OR identifier eq "home") AND (id in "1,3"): of the first 5 by id, keys 1', actual: 'returned keys 1, 2, 3; not satisfying it: 2, 3' },
  },
  {
    name: 'the filters of a group AND-ed: fail, the first group asked alone names OR within a group',
    fake: {
      route: PAGES_ROUTE,
      answer: (sent) => {
        const q = sent.query ?? {};
        // Two filters of group 0 on one field, AND-ed: no item has two identifiers.
        return q['searchCriteria[filterGroups][0][filters][1][value]'] === 'home' ? { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } : list()(sent);
      },
    },
    want: { outcome: 'fail', broken: 'filter groups of GET /V1/cmsPage/search: OR within a group on identifier did not filter as documented', expected: 'the items that satisfy identifier eq "no-route" OR identifier eq "home": of the first 5 by id, keys 1, 2', actual: 'returned keys none; satisfying it but left out: 1, 2' },
  },
  {
    name: 'no text field: two keys OR-ed, and AND-ed with a group of keys',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: PAGES.map((p) => ({ id: p.id ?? 0 })), columns: PAGE_COLUMNS }) },
    want: { outcome: 'pass', note: 'OR within a group and AND between groups on id (5 item(s) compared)' },
  },
  {
    name: 'one item: skipped',
    fake: { route: PAGES_ROUTE, answer: listAnswer({ items: PAGES.slice(0, 1), columns: PAGE_COLUMNS }) },
    want: { outcome: 'skip', reason: 'no field of the 1 item(s) GET /V1/cmsPage/search answered has two values to combine (a text field, or the key): nothing to OR (with COMMERCE_WRITES=allow, search.exact makes items of the run\'s own here and judges exact answers)' },
  },
]);
