// search.sort: sortOrders ASC and DESC order the items by the field, and the first page of each holds the smallest
// (largest) values of all: no value of the sample is below the first ASC item's or above the first DESC item's. Only
// pairs whose order the answer can tell are judged (src/checks/search/values.ts): ties, unset values and text the
// collation orders by its own rules are not.

import type { CompiledSearch } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { sortField } from './fields.ts';
import { keyOf, keysText } from './keys.ts';
import { fieldSample, isPage, type Page, read, sample } from './reads.ts';
import { criteriaName, firstPage, isVerdict, SAMPLE_SIZE, takesCriteria, thinData } from './route.ts';
import { compareValues, scalarAt, type Item, type Scalar } from './values.ts';

/** The first pair of positions out of order for the direction, or null. */
export function outOfOrder(items: readonly Item[], field: string, direction: 'ASC' | 'DESC'): [number, number] | null {
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = scalarAt(items[i] as Item, field);
      const b = scalarAt(items[j] as Item, field);
      if (a === null || b === null) continue;
      const order = compareValues(a, b);
      if (order !== null && (direction === 'ASC' ? order > 0 : order < 0)) return [i, j];
    }
  }
  return null;
}

export const valuesText = (items: readonly Item[], field: string): string => items.slice(0, 10).map((item) => JSON.stringify(item[field])).join(', ') + (items.length > 10 ? ', …' : '');

async function sorted(ctx: CheckContext, caller: CallerName, search: CompiledSearch, field: string, direction: 'ASC' | 'DESC', fresh = false): Promise<Page | Verdict> {
  const criteria: Criteria = { sort: [{ field: criteriaName(search, field), direction }], pageSize: SAMPLE_SIZE, currentPage: firstPage(search) };
  const r = await read(ctx, caller, criteria, { fresh });
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') return { outcome: 'fail', broken: `${ctx.route.key} did not answer a search sorted by ${field}, a field of its items`, expected: '200 {items, search_criteria, total_count}', actual: `${describeCriteria(criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
  return r.page;
}

/** What is wrong with one direction's page, or null. */
function judgeDirection(ctx: CheckContext, search: CompiledSearch, base: Page, page: Page, field: string, direction: 'ASC' | 'DESC'): Verdict | null {
  const wrong = outOfOrder(page.items, field, direction);
  const fail = (why: string, expected: string): Verdict => ({ outcome: 'fail', broken: `sortOrders ${field} ${direction} of ${ctx.route.key} ${why}`, expected, actual: `${field} of the items in the order answered: ${valuesText(page.items, field)}`, exchange: page.exchange });
  if (wrong !== null) return fail(`answered item ${wrong[0] + 1} before item ${wrong[1] + 1} out of order`, `items ordered by ${field}, ${direction === 'ASC' ? 'smallest' : 'largest'} first`);
  const head = page.items[0];
  const headValue = head === undefined ? null : scalarAt(head, field);
  if (headValue !== null) {
    const beyond = base.items.find((item) => {
      const v = scalarAt(item, field);
      const order = v === null ? null : compareValues(v, headValue as Scalar);
      return order !== null && (direction === 'ASC' ? order < 0 : order > 0);
    });
    if (beyond !== undefined) return fail(`did not start with the ${direction === 'ASC' ? 'smallest' : 'largest'} value`, `a first item whose ${field} is at most ${JSON.stringify(beyond[field])} (item ${keyOf(search, beyond)} of the unsorted sample has it)`);
  }
  // A page that holds every item holds the sample's items, only in another order. Every item: a total that fits the
  // page, and a page that is not full (a total_count that counts the page, search.page-size's finding, made a full
  // page of MSI's export look like every item on the real 2.4.7-p3, and this check failed for that one cause again).
  if (base.total !== null && base.total <= SAMPLE_SIZE && page.total === base.total && page.items.length < SAMPLE_SIZE) {
    const have = new Set(page.items.map((item) => keyOf(search, item)));
    const lost = base.items.filter((item) => !have.has(keyOf(search, item)));
    if (lost.length > 0) return { outcome: 'fail', broken: `sortOrders ${field} ${direction} of ${ctx.route.key} changed which items come back`, expected: `the ${base.total} item(s) of the unsorted answer`, actual: `missing: keys ${keysText(search, lost)}`, exchange: page.exchange };
  }
  return null;
}

/** The verdict of search.sort on one route (search.exact asks it again when its own items disagree with the rule). */
export async function sortVerdict(ctx: CheckContext): Promise<Verdict> {
  const opened = await fieldSample(ctx, 'Sorting by fields of the items');
  if (isVerdict(opened)) return opened;
  const { search, caller, base } = opened;
  const chosen = sortField(search, base.items);
  if (chosen === null) return thinData(ctx, `no sortable field of the ${base.items.length} item(s) ${ctx.route.key} answered has two values whose order the answer can tell: nothing to sort`);
  for (const direction of ['ASC', 'DESC'] as const) {
    const page = await sorted(ctx, caller, search, chosen.field, direction);
    if (!isPage(page)) return page;
    const wrong = judgeDirection(ctx, search, base, page, chosen.field, direction);
    if (wrong === null) continue;
    // Once more with a fresh sample: the catalogue may have changed between the reads.
    const fresh = await sample(ctx, caller, search, { fresh: true });
    if (!isPage(fresh)) return fresh;
    const again = await sorted(ctx, caller, search, chosen.field, direction, true);
    if (!isPage(again)) return again;
    const still = judgeDirection(ctx, search, fresh, again, chosen.field, direction);
    if (still !== null) return still;
  }
  ctx.observe('search.sort', { field: chosen.field });
  return pass(`${chosen.field} ASC and DESC (${chosen.values.length} distinct value(s) in the sample)`);
}

export const searchSort: Check = {
  subject: 'route',
  id: 'search.sort',
  family: 'search',
  rule: 'sortOrders with direction ASC or DESC on a sortable field of the route\'s items order the answer by that field, starting with the smallest (ASC) or largest (DESC) value of all the items.',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (sortOrders); the real 2.4.7-p3 (docs/real-platform.md, Searches); the contract\'s search entry (criteria names, unsortable fields)',
  appliesTo: takesCriteria,
  run: sortVerdict,
};
