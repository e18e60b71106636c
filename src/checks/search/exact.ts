// search.exact: with writes allowed, the run makes three items of its own on the list's entity, named alike
// (<prefix>q<tag>a, b, c, one after the other), and asks for exactly them: a like filter on the names, two pages of
// it, the reverse order, and AND-ed groups with in, eq (OR-ed) and neq. Whatever the installation holds, the answers
// are known to the item: this judges what the read-only checks cannot on a list with too few items of its own
// (one order, one invoice) or whose data gives no values to compare. Then the forms of the platform's own search tests:
// an eq filter alone (total_count 1), two names OR-ed AND the field the three share sorted by the name ASC and DESC,
// the same AND a value none has (total_count 0), three groups (one OR-ing a second field's name with a value none has),
// found and not. The sweep removes the three at the end.

import type { CompiledSearch } from '../../contracts/types.ts';
import { record } from '../owned/platform-references.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, ConfiguredFacts, Verdict } from '../types.ts';
import { pass, skip, writesAllowed } from '../types.ts';
import { describeCriteria, type Condition, type Criteria } from './criteria.ts';
import { filterVerdict } from './filter.ts';
import { groupsVerdict } from './groups.ts';
import { pageSizeVerdict, pagesIgnoredHere } from './page-size.ts';
import { pagingVerdict } from './paging.ts';
import { read } from './reads.ts';
import { sortVerdict } from './sort.ts';
import { criteriaName, firstPage, isVerdict, keySort, searchOf, takesCriteria } from './route.ts';
import { OWNED_LISTS, type OwnedList } from './owned-lists.ts';
import { makeOwnedItems, nameTag, ownedValueFor } from './make-owned.ts';
import { equalsValue, scalarAt, type Item } from './values.ts';

export const WRITES_DENIED_EXACT = 'writes are denied (COMMERCE_WRITES is not allow or full): this check makes three items of the run\'s own to search for';

/** One search of the three and what it must answer: the names in this order, and total_count. */
interface Expectation {
  what: string;
  criteria: Criteria;
  names: string[];
  total: number;
  /** What it answers on a release the contract names as paging none of the list (search.pagesIgnored): every match. */
  unpaged?: string[];
  /** The search_criteria echoed must be the criteria sent, whole (the platform's tests compare it). */
  echo?: true;
  /** The read-only check whose rule a wrong answer breaks (given what came back): when that check already failed on
   * this route, it reported the cause. */
  rule(got: readonly string[], total: number | null, ours: (name: string) => boolean): string;
}

/** The read-only checks whose rules the six searches put to the test, by id (search.exact asks them again). */
const RULES: Readonly<Record<string, (ctx: CheckContext) => Promise<Verdict>>> = {
  'search.page-size': pageSizeVerdict,
  'search.paging': pagingVerdict,
  'search.filter': filterVerdict,
  'search.sort': sortVerdict,
  'search.groups': groupsVerdict,
};

const valueFor = ownedValueFor;

function expectations(search: CompiledSearch, list: OwnedList, stem: string, values: [string, string, string]): Expectation[] {
  const field = criteriaName(search, list.field);
  const like: Condition = { field, value: `${stem}%`, type: 'like' };
  const first = firstPage(search);
  const [a, b, c] = values;
  const firstPageRule = (got: readonly string[], total: number | null, ours: (name: string) => boolean): string =>
    got.length > 2 ? 'search.page-size' : !got.every(ours) ? 'search.filter' : total !== null && total !== 3 && got.length === 2 ? 'search.page-size' : 'search.sort';
  return [
    { what: 'a like filter on the names, page 1 of 2 by the key', criteria: { groups: [[like]], sort: keySort(search), pageSize: 2, currentPage: first }, names: [a, b], total: 3, unpaged: [a, b, c], rule: firstPageRule },
    { what: 'the same search, page 2 of 2', criteria: { groups: [[like]], sort: keySort(search), pageSize: 2, currentPage: first + 1 }, names: [c], total: 3, unpaged: [a, b, c], rule: (got, total, ours) => (!got.every(ours) ? 'search.filter' : total !== null && total !== 3 ? 'search.page-size' : 'search.paging') },
    { what: 'the like filter sorted by the key DESC', criteria: { groups: [[like]], sort: keySort(search).map((s) => ({ ...s, direction: 'DESC' as const })), pageSize: 3, currentPage: first }, names: [c, b, a], total: 3, rule: (got, _total, ours) => (got.every(ours) ? 'search.sort' : 'search.filter') },
    { what: 'the like filter AND an in filter on two of the names', criteria: { groups: [[like], [{ field, value: `${a},${c}`, type: 'in' }]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [a, c], total: 2, rule: () => 'search.groups' },
    { what: 'the like filter AND (eq one name OR eq another)', criteria: { groups: [[like], [{ field, value: a, type: 'eq' }, { field, value: b, type: 'eq' }]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [a, b], total: 2, rule: () => 'search.groups' },
    { what: 'the like filter AND neq one of the names', criteria: { groups: [[like], [{ field, value: b, type: 'neq' }]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [a, c], total: 2, rule: (got, _total, ours) => (got.every(ours) ? 'search.filter' : 'search.groups') },
    ...platformForms(search, list, stem, values, first),
  ];
}

/** The forms of the platform's own search tests (CustomerRepositoryTest::testSearchCustomers and its
 * MultipleFilters/WithSort/NonExistent/MultipleFilterGroups variants), asked of the three: an eq filter alone; two names
 * OR-ed AND the field the three share, sorted by the name both ways; the same AND a value none has (total_count 0);
 * three groups, one OR-ing a second field's name with a value none has; the OR-ed pair sorted ASC, its second page of
 * one item. */
function platformForms(search: CompiledSearch, list: OwnedList, stem: string, values: [string, string, string], first: number): Expectation[] {
  const field = criteriaName(search, list.field);
  const [a, b, c] = values;
  const eq = (f: string, value: string): Condition => ({ field: f, value, type: 'eq' });
  const shared: Condition = list.shared === undefined ? { field, value: `${stem}%`, type: 'like' } : eq(criteriaName(search, list.shared.field), list.shared.value);
  const noneShared: Condition = list.shared === undefined ? { field, value: `${stem}z%`, type: 'like' } : eq(shared.field, `${list.shared.value}-${stem}z`);
  const alias = list.alias === undefined ? field : criteriaName(search, list.alias);
  const aliasOf = (name: string): string => (list.alias === undefined ? valueFor(list, name) : name);
  const byName = (direction: 'ASC' | 'DESC') => [{ field, direction }];
  const sortRule = (got: readonly string[], _total: number | null, ours: (name: string) => boolean): string => (got.every(ours) && got.length === 2 ? 'search.sort' : 'search.groups');
  return [
    { what: 'an eq filter on one name alone', criteria: { groups: [[eq(field, b)]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [b], total: 1, rule: () => 'search.filter' },
    { what: `(eq one name OR eq another) AND ${describeShared(list)}, sorted by ${field} ASC`, criteria: { groups: [[eq(field, a), eq(field, c)], [shared]], sort: byName('ASC'), pageSize: 3, currentPage: first }, names: [a, c], total: 2, rule: sortRule },
    { what: `the same sorted by ${field} DESC`, criteria: { groups: [[eq(field, a), eq(field, c)], [shared]], sort: byName('DESC'), pageSize: 3, currentPage: first }, names: [c, a], total: 2, rule: sortRule },
    // With paging at once (Cms BlockRepositoryTest::testSearch, PageRepositoryTest::testSearch: pageSize 1, page 2).
    { what: `the same sorted by ${field} ASC, page 2 of pageSize 1`, criteria: { groups: [[eq(field, a), eq(field, c)], [shared]], sort: byName('ASC'), pageSize: 1, currentPage: first + 1 }, names: [c], total: 2, unpaged: [a, c], rule: (got, total, ours) => (!got.every(ours) ? 'search.groups' : total !== null && total !== 2 ? 'search.page-size' : 'search.paging') },
    { what: `(eq one name OR eq another) AND ${describeShared(list)} with a value none has`, criteria: { groups: [[eq(field, a), eq(field, b)], [noneShared]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [], total: 0, rule: () => 'search.groups' },
    { what: `three groups: eq one name AND (eq its ${alias} OR eq a value none has) AND ${describeShared(list)}`, criteria: { groups: [[eq(field, a)], [eq(alias, aliasOf(`${stem}a`)), eq(alias, aliasOf(`${stem}z`))], [shared]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [a], total: 1, rule: () => 'search.groups' },
    { what: `the same three groups, the last with a value none has`, criteria: { groups: [[eq(field, a)], [eq(alias, aliasOf(`${stem}a`)), eq(alias, aliasOf(`${stem}z`))], [noneShared]], sort: keySort(search), pageSize: 3, currentPage: first }, names: [], total: 0, rule: () => 'search.groups' },
  ];
}

const describeShared = (list: OwnedList): string => (list.shared === undefined ? 'the like filter on the names' : `${list.shared.field} eq ${list.shared.value}`);

/** Make the three, one after the other (their keys ascend in that order); or why they could not be made. */
const makeThree = (ctx: CheckContext, list: OwnedList, stem: string): Promise<string | null> => makeOwnedItems(ctx, list, ['a', 'b', 'c'].map((suffix) => `${stem}${suffix}`));

const namesOf = (items: readonly Item[], field: string): string[] => items.map((item) => String(scalarAt(item, field) ?? record(item)[field] ?? '?'));

/** The search_criteria the platform echoes for `criteria` (the real 2.4.7-p3: values as text, condition_type given). */
function echoOf(criteria: Criteria): unknown {
  return {
    filter_groups: (criteria.groups ?? []).map((group) => ({ filters: group.map((c) => ({ field: c.field, value: c.value, condition_type: c.type })) })),
    ...(criteria.sort !== undefined && criteria.sort.length > 0 ? { sort_orders: criteria.sort.map((o) => ({ field: o.field, direction: o.direction })) } : {}),
    page_size: criteria.pageSize,
    current_page: criteria.currentPage,
  };
}

/** JSON with its objects' keys in order: two echoes compared whatever order the platform writes its keys in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * The forms of the platform's tests that need more than names, asked of the three on the lists that declare them, each
 * with the search_criteria sent echoed whole:
 * - keyRange (GroupRepositoryTest::testSearchGroupsWithMultipleFilterGroupsAndSorting, RuleRepositoryTest::
 *   testGetListWithMultipleFiltersAndSorting): the three names OR-ed AND the key gt the first's, sorted by the name
 *   DESC (against the key's order, so an ignored sort shows): the last two, total_count 2;
 * - flag (BlockRepositoryTest::testSearch): (eq the first name OR eq the last) AND (eq the second's alias OR eq the flag
 *   the three hold, none at its default), sorted by the name ASC, page 2 of pageSize 1: the last, total_count 2.
 */
async function platformTestForms(ctx: CheckContext, caller: CallerName, search: CompiledSearch, list: OwnedList, stem: string, values: [string, string, string]): Promise<Expectation[] | Verdict> {
  const field = criteriaName(search, list.field);
  const first = firstPage(search);
  const [a, b, c] = values;
  const eq = (f: string, value: string): Condition => ({ field: f, value, type: 'eq' });
  const forms: Expectation[] = [];
  const key = search.key[0];
  if (list.keyRange === true && key !== undefined && search.key.length === 1) {
    const keyField = criteriaName(search, key);
    const r = await read(ctx, caller, { groups: [[{ field, value: `${stem}%`, type: 'like' }]], sort: keySort(search), pageSize: 3, currentPage: first }, { fresh: true });
    if (r.kind === 'ended') return r.verdict;
    const keyOfA = r.kind === 'page' ? r.page.items.find((item) => equalsValue(String(scalarAt(item, list.field) ?? ''), a) === true) : undefined;
    const keyValue = keyOfA === undefined ? null : scalarAt(keyOfA, key);
    if (keyValue === null) return skip(`the like filter on the run's own names did not list ${a} with its ${key}: the earlier searches judged it; the key range is not asked`);
    forms.push({ what: `(eq ${a} OR eq ${b} OR eq ${c}) AND ${keyField} gt ${String(keyValue)}, sorted by ${field} DESC`, criteria: { groups: [[eq(field, a), eq(field, b), eq(field, c)], [{ field: keyField, value: String(keyValue), type: 'gt' }]], sort: [{ field, direction: 'DESC' }], pageSize: 3, currentPage: first }, names: [c, b], total: 2, echo: true, rule: (got, _total, ours) => (got.length === 2 && got.every(ours) ? 'search.sort' : 'search.groups') });
  }
  if (list.flag !== undefined && list.alias !== undefined) {
    const alias = criteriaName(search, list.alias);
    const flag = eq(criteriaName(search, list.flag.field), list.flag.value);
    forms.push({ what: `(eq ${a} OR eq ${c}) AND (${alias} eq ${stem}b OR ${flag.field} eq ${flag.value}), sorted by ${field} ASC, page 2 of pageSize 1`, criteria: { groups: [[eq(field, a), eq(field, c)], [eq(alias, `${stem}b`), flag]], sort: [{ field, direction: 'ASC' }], pageSize: 1, currentPage: first + 1 }, names: [c], total: 2, unpaged: [a, c], echo: true, rule: (got, total, ours) => (!got.every(ours) ? 'search.groups' : total !== null && total !== 2 ? 'search.groups' : 'search.paging') });
  }
  return forms;
}

export const searchExact: Check = {
  subject: 'route',
  id: 'search.exact',
  family: 'search',
  rule: 'With writes allowed, three items the run makes with known names are found exactly: a like filter on their names answers the three with total_count 3, in pages of 2 in key order; sorted DESC, in reverse; AND-ed with in, eq OR eq, or neq on the names, exactly the named ones; an eq filter alone, the one (total_count 1); two names OR-ed AND a field the three share, the two sorted by the name ASC and DESC; AND-ed with a value none has, none (total_count 0); three AND-ed groups, one OR-ing a second field\'s value with one none has, the one; where the list declares them, the platform tests\' forms with the search_criteria sent echoed whole: the three OR-ed AND the key gt the first\'s, sorted by the name DESC, the last two (customer groups, sales rules), and (eq the first OR eq the last) AND (the second\'s title OR the flag the three hold), page 2 of 1 sorted by the name, the last (CMS blocks: title OR is_active).',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (condition types, filter groups, sortOrders, pageSize, currentPage); the run\'s own entities (src/checks/owned/entities.ts), removed by the sweep',
  appliesTo: (route) => takesCriteria(route) && route.key in OWNED_LISTS,
  skipsWhen: (_route, configured: ConfiguredFacts) => (writesAllowed(configured.writes) ? null : WRITES_DENIED_EXACT),
  async run(ctx) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_EXACT);
    const route = searchOf(ctx);
    if (isVerdict(route)) return route;
    const { search, caller } = route;
    const list = OWNED_LISTS[ctx.route.key];
    if (list === undefined) return skip(`the run makes no items of its own for ${ctx.route.key}`);
    if (!ctx.target.callers.admin) return skip('not judged: the run makes its own items with the admin identity, which is not configured');
    const prefix = ctx.async?.prefix;
    if (prefix === undefined) return skip('the run\'s services are not wired into the check context');
    const stem = `${prefix}q${nameTag()}`;
    const why = await makeThree(ctx, list, stem);
    if (why !== null) return skip(why);
    const values: [string, string, string] = [valueFor(list, `${stem}a`), valueFor(list, `${stem}b`), valueFor(list, `${stem}c`)];
    // A release the contract names as paging none of this list (magento/magento2#25740) answers every match on a page.
    const unpagedHere = pagesIgnoredHere(ctx, search) !== null;
    let unpagedSeen = false;
    const ask = async (e: Expectation): Promise<Verdict | null> => {
      const r = await read(ctx, caller, e.criteria, { fresh: true });
      if (r.kind === 'ended') return r.verdict;
      if (r.kind === 'answer') {
        return { outcome: 'fail', broken: `${ctx.route.key} did not answer ${e.what}`, expected: `200 with ${e.names.length > 0 ? e.names.join(', ') : 'no item'}`, actual: `${describeCriteria(e.criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
      }
      const got = namesOf(r.page.items, list.field);
      const exactly = (names: readonly string[]): boolean => got.length === names.length && got.every((name, i) => equalsValue(name, names[i] as string) === true);
      const unpaged = unpagedHere && e.unpaged !== undefined && exactly(e.unpaged);
      unpagedSeen ||= unpaged;
      const same = exactly(e.names) || unpaged;
      if (!same || (r.page.total !== null && r.page.total !== e.total)) {
        // The rule a read-only check judges on the target's own data: when it fails there too, that check reports the
        // cause (asked again here, not remembered: Playwright runs the tests after a failure in a fresh worker).
        const rule = e.rule(got, r.page.total, (name) => name.toLowerCase().startsWith(stem));
        const there = await RULES[rule]?.(ctx);
        if (there?.outcome === 'fail') return skip(`${e.what} did not answer exactly the run's own items (${got.slice(0, 5).join(', ') || 'no item'}): ${rule} fails on this route's own data too and reports the cause (one cause, one failure)`);
        const verdict: Verdict = {
          outcome: 'fail',
          broken: `${ctx.route.key}: ${e.what} did not answer exactly the run's own items`,
          expected: `${e.names.length > 0 ? `${e.names.join(', ')} in this order` : 'no item'}, total_count ${e.total}`,
          actual: `${got.length > 0 ? got.slice(0, 8).join(', ') : 'no item'}${got.length > 8 ? ', …' : ''}, total_count ${String(r.page.total)} (${describeCriteria(e.criteria)})`,
          exchange: r.page.exchange,
        };
        return verdict;
      }
      if (e.echo) {
        const json = r.page.exchange.json;
        const echoed = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>).search_criteria : undefined;
        const want = echoOf(e.criteria);
        if (canonical(echoed) !== canonical(want)) return { outcome: 'fail', broken: `${ctx.route.key}: ${e.what} does not echo the search_criteria sent`, expected: `search_criteria ${JSON.stringify(want)}`, actual: `search_criteria ${JSON.stringify(echoed)}`, exchange: r.page.exchange };
      }
      return null;
    };
    for (const e of expectations(search, list, stem, values)) {
      const verdict = await ask(e);
      if (verdict !== null) return verdict;
    }
    const extra = await platformTestForms(ctx, caller, search, list, stem, values);
    if ('outcome' in extra) return extra;
    for (const e of extra) {
      const verdict = await ask(e);
      if (verdict !== null) return verdict;
    }
    const also = extra.length > 0 ? `; ${extra.map((e) => e.what).join('; ')}, the search_criteria echoed whole` : '';
    const asked = expectations(search, list, stem, values).length;
    if (unpagedSeen) return pass(`${asked} searches for the 3 items named ${stem}a, b, c answered exactly them (like, DESC, in, eq OR eq, neq in AND-ed groups, eq alone, sorted by ${list.field} both ways, three groups, none found${also}); pages of 2 answered all 3 (and of 1 both of a pair), as this list does on the releases its contract names (search.page-size records the variant)`);
    return pass(`${asked} searches for the 3 items named ${stem}a, b, c answered exactly them (like, pages of 2, DESC, in, eq OR eq, neq in AND-ed groups, eq alone, sorted by ${list.field} both ways and page 2 of 1, three groups, none found${also})`);
  },
};
