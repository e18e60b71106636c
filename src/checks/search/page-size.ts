// search.page-size: pageSize n answers at most n items (exactly n while more match), and total_count does not depend
// on the page size. Both pages are sorted by the key, so the one-item page is the sample's first item.

import { describeSpan, overlaps, rangeSpan } from '../../contracts/release-span.ts';
import type { CompiledSearch } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { keyOf, keysText } from './keys.ts';
import { isPage, type Page, read, sample } from './reads.ts';
import { recordVariant } from './variants.ts';
import { firstPage, isVerdict, keySort, SAMPLE_SIZE, searchOf, takesCriteria, thinData } from './route.ts';

/** Fresh reads of both page sizes before a total_count that differs between them is called a defect. */
export const RECHECKS = 3;

/** What is wrong between the sample (pageSize SAMPLE_SIZE) and the one-item page, or null. */
function mismatch(base: Page, one: Page, keyed: boolean, keyOfItem: (item: Record<string, unknown>) => string): { broken: string; expected: string; actual: string; page: Page } | null {
  if (base.items.length > SAMPLE_SIZE) return { broken: `pageSize ${SAMPLE_SIZE} answered ${base.items.length} items`, expected: `at most ${SAMPLE_SIZE} items`, actual: `${base.items.length} items`, page: base };
  if (one.items.length > 1) return { broken: `pageSize 1 answered ${one.items.length} items`, expected: 'at most 1 item', actual: `${one.items.length} items`, page: one };
  if (base.total !== null && one.total !== null && base.total !== one.total) {
    return { broken: `total_count depends on the page size (${base.total} with pageSize ${SAMPLE_SIZE}, ${one.total} with pageSize 1)`, expected: `total_count ${base.total} whatever the page size (the number of every matching item)`, actual: `total_count ${one.total} with pageSize 1`, page: one };
  }
  const total = base.total ?? one.total;
  if (total !== null) {
    const want = Math.min(SAMPLE_SIZE, total);
    if (base.items.length !== want) return { broken: `pageSize ${SAMPLE_SIZE} answered ${base.items.length} of ${total} items`, expected: `${want} items on the first page`, actual: `${base.items.length} items`, page: base };
    if (one.items.length !== Math.min(1, total)) return { broken: `pageSize 1 answered no item of ${total}`, expected: '1 item', actual: '0 items', page: one };
  }
  const first = one.items[0];
  const head = base.items[0];
  if (keyed && first !== undefined && head !== undefined && keyOfItem(first) !== keyOfItem(head)) {
    return { broken: 'the one-item page is not the first item of the same search with a larger page', expected: `the item ${keyOfItem(head)} (first by the key)`, actual: `the item ${keyOfItem(first)}`, page: one };
  }
  return null;
}

/** Whether the one-item page is the whole list (no page applied): more than one item, as many as the larger page. */
const noPageApplied = (base: Page, one: Page): boolean => one.items.length > 1 && one.items.length === base.items.length;

/** The declared releases that page on none of a list, when the target may be one of them (its span overlaps them). */
export function pagesIgnoredHere(ctx: CheckContext, search: CompiledSearch): NonNullable<CompiledSearch['pagesIgnored']> | null {
  const declared = search.pagesIgnored;
  if (declared === null) return null;
  return declared.ranges.some((range) => overlaps(ctx.target.releaseSpan, rangeSpan(range))) ? declared : null;
}

/** The verdict of search.page-size on one route (search.exact asks it again when its own items disagree with the rule). */
export async function pageSizeVerdict(ctx: CheckContext): Promise<Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const { search, caller } = route;
  const first = await sample(ctx, caller, search);
  if (!isPage(first)) return first;
  // The pair judged: the first reads, or the last fresh ones when a total_count that disagreed is read again.
  let base: Page = first;
  const criteria: Criteria = { sort: keySort(search), pageSize: 1, currentPage: firstPage(search) };
  const readOne = async (fresh: boolean): Promise<Page | Verdict> => {
    const r = await read(ctx, caller, criteria, { fresh });
    if (r.kind === 'ended') return r.verdict;
    if (r.kind === 'answer') return { outcome: 'fail', broken: `${ctx.route.key} did not answer a search with pageSize 1`, expected: '200 {items, search_criteria, total_count}', actual: `${describeCriteria(criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
    return r.page;
  };
  const firstOne = await readOne(false);
  if (!isPage(firstOne)) return firstOne;
  let one: Page = firstOne;
  const keyed = search.key.length > 0;
  const keyOfItem = (item: Record<string, unknown>) => keyOf(search, item);
  let problem = mismatch(base, one, keyed, keyOfItem);
  // A list some releases page on none of (magento/magento2#25740: categories/list on 2.2.0 to 2.3.2): on a target that
  // may be such a release, that form is the release's, recorded as a variant; anywhere else it fails below.
  const known = pagesIgnoredHere(ctx, search);
  if (known !== null && problem !== null && noPageApplied(base, one)) {
    recordVariant(ctx, 'page-size', 'ignored');
    const releases = known.ranges.map((r) => (r.to === null ? `${r.from} and later` : r.from === r.to ? r.from : `${r.from} to ${r.to}`)).join(', ');
    return pass(`pageSize 1 answered all ${one.items.length} items: this list applies no page on ${releases} (${known.source}), and the target is ${describeSpan(ctx.target.releaseSpan)}`);
  }
  if (search.pagesIgnored !== null && problem === null) recordVariant(ctx, 'page-size', 'applied');
  let movedNote: string | null = null;
  // Once more, fresh, the one-item page read before and after the larger one, up to RECHECKS times: on an installation
  // that others write to meanwhile (the run's own products at `allow` among them), total_count moves between reads.
  // It moved when the larger page's total lies between the one-item pages' totals; an item made and removed between
  // two reads shows in the middle read only, so one read of three disagreeing twice in a row is not yet a defect. A
  // platform whose total depends on the page size disagrees every time.
  for (let attempt = 1; problem !== null && attempt <= RECHECKS; attempt++) {
    // Only a total_count that disagrees is read again; any other mismatch seen fresh is the answer.
    const before = await readOne(true);
    if (!isPage(before)) return before;
    const fresh = await sample(ctx, caller, search, { fresh: true });
    if (!isPage(fresh)) return fresh;
    const after = await readOne(true);
    if (!isPage(after)) return after;
    const again = mismatch(fresh, after, keyed, keyOfItem);
    base = fresh;
    one = after;
    const moved = before.total !== null && after.total !== null && fresh.total !== null && before.total !== after.total && fresh.total >= Math.min(before.total, after.total) && fresh.total <= Math.max(before.total, after.total);
    const totalOnly = again !== null && again.broken.startsWith('total_count');
    if (totalOnly && moved) {
      movedNote = `total_count moved while it was read (others write to the installation): ${String(before.total)} and ${String(after.total)} with pageSize 1 around ${String(fresh.total)} with pageSize ${SAMPLE_SIZE}`;
      problem = null;
    } else {
      problem = again;
      if (!totalOnly) break;
    }
  }
  if (problem !== null) return { outcome: 'fail', broken: `${ctx.route.key}: ${problem.broken}`, expected: problem.expected, actual: `${problem.actual} (keys ${keysText(search, problem.page.items)})`, exchange: problem.page.exchange };
  const total = base.total ?? one.total;
  if (base.total === null || one.total === null) {
    ctx.observe('search.total-count', 'absent');
    return pass(`pageSize 1 and ${SAMPLE_SIZE} hold their limits; the answer has no total_count to compare`);
  }
  if (total !== null && total < 2) return thinData(ctx, `${ctx.route.key} has ${total} item(s): with fewer than 2, a total_count that counts the page cannot be told from one that counts every item`);
  if (movedNote !== null) return pass(`pageSize 1 and ${SAMPLE_SIZE} keep their limits; ${movedNote}`);
  return pass(`pageSize 1 and ${SAMPLE_SIZE}: ${one.items.length} and ${base.items.length} item(s), total_count ${String(total)} both`);
}

export const searchPageSize: Check = {
  subject: 'route',
  id: 'search.page-size',
  family: 'search',
  rule: 'searchCriteria[pageSize] n answers at most n items, and n while more match; total_count counts every matching item, whatever the page size (pageSize 1 and 20 answer the same total_count).',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (pageSize); magento/magento2#17295 (total_count equal to the page size); #25740 (categories/list ignoring pageSize, 2.2.0 to 2.3.2)',
  appliesTo: takesCriteria,
  run: pageSizeVerdict,
};
