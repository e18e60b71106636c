// search.sort-every-field: every field of the route's items a search may sort on orders the answer, in both
// directions. search.sort judges one field in depth (the first page holds the smallest values of all); this check
// asks every sortable field once each way (within a time budget per route), on a set of items small enough to fit one page that is not full:
// the whole list when it is that small, or the sample's first items picked by their key (`in`). On such a page every
// item of the set comes back, and their order is judged against their values wherever the answer can tell
// (src/checks/search/values.ts: ties, unset values and text outside plain ASCII are not judged).
// A field the platform cannot sort on is declared in the contract (search.unsortable, with the real answer); any
// other refusal is a failure. A disorder is read again once before it is called a defect.

import type { CompiledSearch } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeCriteria, type Condition, type Criteria } from './criteria.ts';
import { fieldsOf } from './fields.ts';
import { keyOf, keysText } from './keys.ts';
import { fieldSample, isPage, read, sample, type Page } from './reads.ts';
import { criteriaName, firstPage, isVerdict, SAMPLE_SIZE, sortable, takesCriteria, thinData } from './route.ts';
import { outOfOrder, valuesText } from './sort.ts';
import { compareValues, scalarAt, type Item } from './values.ts';

/** How many of the sample's items the set holds when the list is longer than a page: fewer than a page, so the page
 * that answers them is not full. */
export const SET_SIZE = 10;

/** The fields worth sorting on: sortable, and with two values in the set whose order the answer can tell. */
export function sortableFields(search: CompiledSearch, items: readonly Item[]): string[] {
  return fieldsOf(search, items)
    .map((f) => f.name)
    .filter((name) => sortable(search, name))
    .filter((name) => {
      const values = items.map((item) => scalarAt(item, name)).filter((v) => v !== null);
      return values.some((a) => values.some((b) => (compareValues(a, b) ?? 0) !== 0));
    });
}

/** The set the fields are sorted on: the filter that picks it (none when the whole list fits a page) and its items. */
function setOf(search: CompiledSearch, base: Page): { groups: Condition[][]; items: Item[] } | null {
  if (base.total !== null && base.total < SAMPLE_SIZE && base.items.length === base.total) return { groups: [], items: base.items };
  const key = search.key.length === 1 ? (search.key[0] as string) : null;
  if (key === null) return null;
  const items = base.items.slice(0, SET_SIZE);
  const values = items.map((item) => scalarAt(item, key));
  if (values.some((v) => v === null || String(v).includes(','))) return null;
  return { groups: [[{ field: criteriaName(search, key), value: values.map(String).join(','), type: 'in' }]], items };
}

/** What is wrong with one sorted read of the set, or null. */
function judge(ctx: CheckContext, search: CompiledSearch, set: Item[], page: Page, field: string, direction: 'ASC' | 'DESC'): Verdict | null {
  const wrong = outOfOrder(page.items, field, direction);
  if (wrong !== null) {
    return { outcome: 'fail', broken: `sortOrders ${field} ${direction} of ${ctx.route.key} answered item ${wrong[0] + 1} before item ${wrong[1] + 1} out of order`, expected: `items ordered by ${field}, ${direction === 'ASC' ? 'smallest' : 'largest'} first`, actual: `${field} of the items in the order answered: ${valuesText(page.items, field)}`, exchange: page.exchange };
  }
  const have = new Set(page.items.map((item) => keyOf(search, item)));
  const lost = set.filter((item) => !have.has(keyOf(search, item)));
  if (lost.length > 0 || page.items.length !== set.length) {
    return { outcome: 'fail', broken: `sortOrders ${field} ${direction} of ${ctx.route.key} changed which items come back`, expected: `the ${set.length} item(s) of the set (keys ${keysText(search, set)})`, actual: `${page.items.length} item(s)${lost.length > 0 ? `, missing keys ${keysText(search, lost)}` : ''}`, exchange: page.exchange };
  }
  return null;
}

async function sortedRead(ctx: CheckContext, caller: CallerName, search: CompiledSearch, groups: Condition[][], field: string, direction: 'ASC' | 'DESC', fresh: boolean): Promise<Page | Verdict> {
  const criteria: Criteria = { groups, sort: [{ field: criteriaName(search, field), direction }], pageSize: SAMPLE_SIZE, currentPage: firstPage(search) };
  const r = await read(ctx, caller, criteria, { fresh });
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') {
    return { outcome: 'fail', broken: `${ctx.route.key} did not answer a search sorted by ${field}, a sortable field of its items`, expected: `200 {items, search_criteria, total_count}, or ${field} declared unsortable in the contract with the platform's answer`, actual: `${describeCriteria(criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
  }
  return r.page;
}

/** How many fields are sorted at once: the platform answers reads in parallel (php-fpm), and a route's hundred fields
 * one after the other would take minutes. */
export const CONCURRENT_FIELDS = 4;

/** How many fields one route is sorted by in a run at most: more than any list of the plan has (the real 2.4.7-p3's
 * orders have 45 that sort, each read twice in about 10 s); a bound, should an extension add hundreds. What the
 * route's time budget (ROUTE_BUDGET_MS) leaves out is counted in the pass note too. */
export const FIELDS_PER_ROUTE = 128;

/** How long one route's fields may take before the rest are left for another run: a slow installation (a loaded
 * staging, 2 s a read) must not make the test time out and lose what was judged. Not a judgement of speed. */
export const ROUTE_BUDGET_MS = 25_000;

/** Runs `run` over `all`, `size` at a time, while the budget lasts; the results of the items it reached. */
export async function inBatches<T, R>(all: readonly T[], size: number, budgetMs: number, run: (one: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  const started = Date.now();
  for (let i = 0; i < all.length && (i === 0 || Date.now() - started < budgetMs); i += size) out.push(...(await Promise.all(all.slice(i, i + size).map(run))));
  return out;
}

/** One field, both directions; null when it orders the set. */
async function judgeField(ctx: CheckContext, caller: CallerName, search: CompiledSearch, set: { groups: Condition[][]; items: Item[] }, field: string): Promise<Verdict | null> {
  for (const direction of ['ASC', 'DESC'] as const) {
    const page = await sortedRead(ctx, caller, search, set.groups, field, direction, false);
    if (!isPage(page)) return page;
    if (judge(ctx, search, set.items, page, field, direction) === null) continue;
    // Once more, the set and the sorted read anew: a shared installation's data may move between reads.
    const fresh = await sample(ctx, caller, search, { fresh: true });
    if (!isPage(fresh)) return fresh;
    const again = setOf(search, fresh);
    if (again === null) return thinData(ctx, `${ctx.route.key} changed between two reads`);
    const page2 = await sortedRead(ctx, caller, search, again.groups, field, direction, true);
    if (!isPage(page2)) return page2;
    const still = judge(ctx, search, again.items, page2, field, direction);
    if (still !== null) return still;
  }
  return null;
}

export const searchSortEveryField: Check = {
  subject: 'route',
  id: 'search.sort-every-field',
  family: 'search',
  rule: 'Every sortable field of a search\'s items, sorted ASC and DESC on a set of items that fits one page that is not full, answers every item of the set, ordered by that field.',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (sortOrders on any field of the entity); issue 38 (every sort key a route accepts); the contract\'s search entry (criteria names, unsortable fields with the real answers)',
  appliesTo: takesCriteria,
  async run(ctx) {
    const opened = await fieldSample(ctx, 'Sorting by fields of the items');
    if (isVerdict(opened)) return opened;
    const { search, caller, base } = opened;
    const set = setOf(search, base);
    if (set === null) return thinData(ctx, `${ctx.route.key} answers more items than a page and has no single key to pick a smaller set by`);
    const every = sortableFields(search, set.items);
    const fields = every.slice(0, FIELDS_PER_ROUTE);
    if (fields.length === 0) return thinData(ctx, `no sortable field of the ${set.items.length} item(s) ${ctx.route.key} answered has two values whose order the answer can tell`);
    // The fields are asked a few at a time: a sales document has a hundred sortable fields, two reads each.
    const verdicts = await inBatches(fields, CONCURRENT_FIELDS, ROUTE_BUDGET_MS, (field) => judgeField(ctx, caller, search, set, field));
    const failed = verdicts.find((v) => v !== null);
    if (failed !== undefined && failed !== null) return failed;
    const asked = fields.slice(0, verdicts.length);
    ctx.observe('search.sort-every-field', { fields: asked });
    const overBudget = fields.length - asked.length;
    const left = every.length - fields.length;
    const notAsked = [overBudget > 0 ? `${overBudget} more not asked within ${ROUTE_BUDGET_MS / 1000} s` : '', left > 0 ? `${left} more sortable field(s) not asked (${FIELDS_PER_ROUTE} per route and run)` : ''].filter((t) => t !== '').join('; ');
    return pass(`${asked.length} field(s) ASC and DESC on ${set.items.length} item(s)${set.groups.length > 0 ? ' picked by their key' : ''}: ${asked.join(', ')}${notAsked === '' ? '' : `; ${notAsked}`}`);
  },
};
