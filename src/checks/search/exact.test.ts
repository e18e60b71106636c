// search.exact on a fake list: three items of the run's own made, twelve searches answered exactly; a wrong answer fails
// unless the read-only check of the same rule fails on the route's own data too (it reports the cause then).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList, type Row } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES_ROUTE } from '../testing/search-rows.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { searchExact, WRITES_DENIED_EXACT } from './exact.ts';

/** A CMS page list the check can add to: POST /V1/cmsPage makes a page; searches answer the pages made. */
function pagesTarget(more: Partial<FakeList> = {}, create: Canned | null = null): (sent: Sent) => Canned {
  const rows: Row[] = [];
  return (sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/cmsPage') {
      if (create !== null) return create;
      const page = (sent.body as { page: { identifier: string; title: string } }).page;
      const row: Row = { id: rows.length + 1, identifier: page.identifier, title: page.title, position: rows.length };
      rows.push(row);
      return { status: 200, json: row };
    }
    return listAnswer({ items: rows, columns: PAGE_COLUMNS, ...more })(sent);
  };
}
const allow = { writes: 'allow' as const };
// A list its contract names as paging none on 2.2.0 to 2.3.2 (as categories/list, magento/magento2#25740).
const UNPAGED_ON_22: CompiledRoute = { ...PAGES_ROUTE, search: PAGES_ROUTE.search === null ? null : { ...PAGES_ROUTE.search, pagesIgnored: { ranges: [{ from: '2.2.0', to: '2.3.2' }], source: 'magento/magento2#25740' } } };
const searches = (sent: Sent[]) => sent.filter((s) => s.method === 'GET');

test('search.exact is declared skipped where writes are denied', () => {
  assert.deepEqual(declaredSkips(searchExact, PAGES_ROUTE), { deny: WRITES_DENIED_EXACT, allow: null });
});

verdictCases(searchExact, [
  {
    name: 'three pages made, six searches answer exactly them: pass',
    fake: { route: PAGES_ROUTE, target: allow, answer: pagesTarget() },
    want: { outcome: 'pass', note: /^13 searches for the 3 items named cctrun0000q[0-9a-z]{3}a, b, c answered exactly them \(like, pages of 2, DESC, in, eq OR eq, neq in AND-ed groups, eq alone, sorted by identifier both ways and page 2 of 1, three groups, none found\)$/ },
    then: (fake) => {
      const made = fake.sent.filter((s) => s.method === 'POST').map((s) => (s.body as { page: { identifier: string } }).page.identifier);
      assert.equal(made.length, 3);
      assert.match(made[0] ?? '', /^cctrun0000q[0-9a-z]{3}a$/, 'named with the run\'s prefix, swept at the end');
      const like = searches(fake.sent)[0]?.query ?? {};
      assert.equal(like['searchCriteria[filterGroups][0][filters][0][conditionType]'], 'like');
      assert.equal(like['searchCriteria[filterGroups][0][filters][0][value]'], `${(made[0] ?? '').slice(0, -1)}%`);
      assert.equal(searches(fake.sent).length, 13);
      // The platform's forms: sorted by the name (not the key) DESC, the pair's second page of one, three AND-ed groups.
      const byName = searches(fake.sent)[8]?.query ?? {};
      assert.equal(byName['searchCriteria[sortOrders][0][field]'], 'identifier');
      assert.equal(byName['searchCriteria[sortOrders][0][direction]'], 'DESC');
      const paged = searches(fake.sent)[9]?.query ?? {};
      assert.equal(paged['searchCriteria[pageSize]'], '1');
      assert.equal(paged['searchCriteria[currentPage]'], '2');
      assert.equal(paged['searchCriteria[sortOrders][0][direction]'], 'ASC');
      assert.ok('searchCriteria[filterGroups][2][filters][0][value]' in (searches(fake.sent)[11]?.query ?? {}), 'a third group is sent');
    },
  },
  {
    name: 'groups AND-ed wrongly only where the exact search meets them (the read-only rule holds on the route\'s data): fail',
    fake: {
      route: PAGES_ROUTE,
      target: allow,
      answer: (() => {
        const base = pagesTarget();
        return (sent: Sent) => {
          const q = sent.query ?? {};
          const twoGroups = q['searchCriteria[filterGroups][1][filters][0][conditionType]'] === 'in' && q['searchCriteria[filterGroups][0][filters][0][conditionType]'] === 'like';
          return base(twoGroups ? { ...sent, query: Object.fromEntries(Object.entries(q).filter(([k]) => !k.startsWith('searchCriteria[filterGroups][1]'))) } : sent);
        };
      })(),
    },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: the like filter AND an in filter on two of the names did not answer exactly the run\'s own items', expected: /^cctrun0000q[0-9a-z]{3}a, cctrun0000q[0-9a-z]{3}c in this order, total_count 2$/, actual: /^cctrun0000q[0-9a-z]{3}a, cctrun0000q[0-9a-z]{3}b, cctrun0000q[0-9a-z]{3}c, total_count 3 \(/ },
  },
  {
    name: 'a third filter group ignored (two AND-ed groups answered right): the platform\'s three-group search finds what it must not, fail',
    fake: {
      route: PAGES_ROUTE,
      target: allow,
      answer: (() => {
        const base = pagesTarget();
        return (sent: Sent) => base({ ...sent, query: Object.fromEntries(Object.entries(sent.query ?? {}).filter(([k]) => !k.startsWith('searchCriteria[filterGroups][2]'))) });
      })(),
    },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: the same three groups, the last with a value none has did not answer exactly the run\'s own items', expected: 'no item, total_count 0', actual: /^cctrun0000q[0-9a-z]{3}a, total_count 1 \(/ },
  },
  {
    name: 'a sort by the names answered in key order, only on the run\'s own items: the platform\'s sorted search DESC fails',
    fake: {
      route: PAGES_ROUTE,
      target: allow,
      answer: (() => {
        const base = pagesTarget();
        return (sent: Sent) => {
          const q = sent.query ?? {};
          const ours = Object.entries(q).some(([k, v]) => k.endsWith('[value]') && v.startsWith('cctrun0000q'));
          const byName = q['searchCriteria[sortOrders][0][field]'] === 'identifier';
          return base(ours && byName ? { ...sent, query: Object.fromEntries(Object.entries(q).filter(([k]) => !k.startsWith('searchCriteria[sortOrders]'))) } : sent);
        };
      })(),
    },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search: the same sorted by identifier DESC did not answer exactly the run\'s own items', expected: /^cctrun0000q[0-9a-z]{3}c, cctrun0000q[0-9a-z]{3}a in this order, total_count 2$/, actual: /^cctrun0000q[0-9a-z]{3}a, cctrun0000q[0-9a-z]{3}c, total_count 2 \(/ },
  },
  {
    name: 'pageSize ignored everywhere: search.page-size fails on the route\'s own data too and reports the cause; skipped',
    fake: { route: PAGES_ROUTE, target: allow, answer: pagesTarget({ pageSizeIgnored: true }) },
    want: { outcome: 'skip', reason: /^a like filter on the names, page 1 of 2 by the key did not answer exactly the run's own items \(cctrun0000q[0-9a-z]{3}a, cctrun0000q[0-9a-z]{3}b, cctrun0000q[0-9a-z]{3}c\): search\.page-size fails on this route's own data too and reports the cause \(one cause, one failure\)$/ },
  },
  {
    name: 'pageSize ignored on a release the contract names for it: the unpaged answers are the release\'s, pass saying so',
    fake: { route: UNPAGED_ON_22, target: { ...allow, release: '2.2.10' }, answer: pagesTarget({ pageSizeIgnored: true }) },
    want: { outcome: 'pass', note: /^13 searches for the 3 items named cctrun0000q[0-9a-z]{3}a, b, c answered exactly them \(like, DESC, in, eq OR eq, neq in AND-ed groups, eq alone, sorted by identifier both ways, three groups, none found\); pages of 2 answered all 3 \(and of 1 both of a pair\), as this list does on the releases its contract names/ },
  },
  {
    name: 'the same unpaged list on a release outside those: search.page-size fails there too; skipped',
    fake: { route: UNPAGED_ON_22, target: allow, answer: pagesTarget({ pageSizeIgnored: true }) },
    want: { outcome: 'skip', reason: /search\.page-size fails on this route's own data too/ },
  },
  {
    name: 'the pages cannot be made: skipped with the platform\'s answer',
    fake: { route: PAGES_ROUTE, target: allow, answer: pagesTarget({}, platformError(400, 'A page URL key for specified store already exists.')) },
    want: { outcome: 'skip', reason: 'not judged: the run could not create its own CMS page (POST /V1/cmsPage answered 400 "A page URL key for specified store already exists.")' },
  },
  {
    name: 'writes denied on the target: skipped before any request',
    fake: { route: PAGES_ROUTE, answer: pagesTarget() },
    want: { outcome: 'skip', reason: WRITES_DENIED_EXACT },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);

// The platform's forms that need more than names: customer groups (keyRange: the three OR-ed AND id gt the first's,
// sorted by code DESC) and CMS blocks (flag: identifiers OR-ed AND (title OR is_active 0), page 2 of 1), each with the
// search_criteria sent echoed whole.
const GROUPS_ROUTE: CompiledRoute = searchRoute('/V1/customerGroups/search', { fields: [{ name: 'id', type: 'integer' }, { name: 'code', type: 'string' }] });
const BLOCKS_ROUTE: CompiledRoute = searchRoute('/V1/cmsBlock/search', { fields: [{ name: 'id', type: 'integer' }, { name: 'identifier', type: 'string' }, { name: 'title', type: 'string' }, { name: 'is_active', type: 'integer' }] });

/** A list of groups or blocks the check can add to (POST makes one; the tax class its group needs reads back). */
function ownedTarget(_kind: 'group' | 'block', more: Partial<FakeList> = {}): (sent: Sent) => Canned {
  const rows: Row[] = [];
  return (sent) => {
    if (sent.method === 'GET' && sent.path === '/V1/taxClasses/3') return { status: 200, json: { class_id: 3, class_name: 'Retail Customer', class_type: 'CUSTOMER' } };
    if (sent.method === 'POST' && sent.path === '/V1/customerGroups') {
      const row: Row = { id: rows.length + 4, code: (sent.body as { group: { code: string } }).group.code };
      rows.push(row);
      return { status: 200, json: { ...row, tax_class_id: 3 } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/cmsBlock') {
      const block = (sent.body as { block: { identifier: string; title: string; active: boolean } }).block;
      const row: Row = { id: rows.length + 1, identifier: block.identifier, title: block.title, is_active: block.active ? 1 : 0 };
      rows.push(row);
      return { status: 200, json: row };
    }
    return listAnswer({ items: rows, echo: true, ...more })(sent);
  };
}
const keyRangeAsked = (sent: Sent[]) => searches(sent).find((s) => s.query?.['searchCriteria[filterGroups][1][filters][0][conditionType]'] === 'gt');

verdictCases(searchExact, [
  {
    name: 'customer groups: the three OR-ed AND id gt the first\'s, sorted by code DESC, the criteria echoed: pass',
    fake: { route: GROUPS_ROUTE, target: allow, answer: ownedTarget('group') },
    want: { outcome: 'pass', note: /^13 searches .*three groups, none found; \(eq (\w+)a OR eq \1b OR eq \1c\) AND id gt 4, sorted by code DESC, the search_criteria echoed whole\)$/ },
    then: (fake) => {
      const q = keyRangeAsked(fake.sent)?.query ?? {};
      assert.equal(q['searchCriteria[filterGroups][1][filters][0][value]'], '4');
      assert.equal(q['searchCriteria[sortOrders][0][field]'], 'code');
      assert.equal(q['searchCriteria[sortOrders][0][direction]'], 'DESC');
      assert.ok('searchCriteria[filterGroups][0][filters][2][value]' in q, 'three names OR-ed');
    },
  },
  {
    name: 'customer groups: gt read as gteq (the first kept): fail',
    fake: { route: GROUPS_ROUTE, target: allow, answer: (() => { const t = ownedTarget('group'); return (sent: Sent) => t(keyRangeAsked([sent]) ? { ...sent, query: { ...sent.query, 'searchCriteria[filterGroups][1][filters][0][conditionType]': 'gteq' } } : sent); })() },
    want: { outcome: 'fail', broken: /^GET \/V1\/customerGroups\/search: \(eq \w+ OR eq \w+ OR eq \w+\) AND id gt 4, sorted by code DESC did not answer exactly the run's own items$/, expected: /c, \w+b in this order, total_count 2$/, actual: /c, \w+b, \w+a, total_count 3/ },
  },
  {
    name: 'customer groups: the sort dropped from the echo: fail',
    fake: { route: GROUPS_ROUTE, target: allow, answer: ownedTarget('group', { echoEdit: (e) => ({ ...e, sort_orders: undefined }) }) },
    want: { outcome: 'fail', broken: /^GET \/V1\/customerGroups\/search: \(eq .*\) AND id gt 4, sorted by code DESC does not echo the search_criteria sent$/, expected: /"sort_orders":\[\{"field":"code","direction":"DESC"\}\]/, actual: /^search_criteria \{"filter_groups"/ },
  },
  {
    name: 'CMS blocks: identifiers OR-ed AND (title OR is_active 0), page 2 of 1: the last, total_count 2: pass',
    fake: { route: BLOCKS_ROUTE, target: allow, answer: ownedTarget('block') },
    want: { outcome: 'pass', note: /; \(eq (\w+)a OR eq \1c\) AND \(title eq \1b OR is_active eq 0\), sorted by identifier ASC, page 2 of pageSize 1, the search_criteria echoed whole\)$/ },
    then: (fake) => {
      const q = searches(fake.sent).at(-1)?.query ?? {};
      assert.equal(q['searchCriteria[filterGroups][1][filters][1][field]'], 'is_active');
      assert.equal(q['searchCriteria[filterGroups][1][filters][1][value]'], '0');
      assert.equal(q['searchCriteria[currentPage]'], '2');
    },
  },
  {
    name: 'CMS blocks: the is_active filter not applied (the title alone selects none): fail',
    fake: { route: BLOCKS_ROUTE, target: allow, answer: (() => { const t = ownedTarget('block'); return (sent: Sent) => t(sent.query?.['searchCriteria[filterGroups][1][filters][1][field]'] === 'is_active' ? { ...sent, query: { ...sent.query, 'searchCriteria[filterGroups][1][filters][1][value]': '1' } } : sent); })() },
    want: { outcome: 'fail', broken: /^GET \/V1\/cmsBlock\/search: \(eq \w+ OR eq \w+\) AND \(title eq \w+ OR is_active eq 0\), sorted by identifier ASC, page 2 of pageSize 1 did not answer exactly the run's own items$/, expected: /c in this order, total_count 2$/, actual: /^no item, total_count 0/ },
  },
]);
