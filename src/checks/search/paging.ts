// search.paging: consecutive pages of a search sorted by the key are disjoint and, one after the other, the same
// items in the same order as one larger page of it (the sample). Only sorted by a unique key: the real 2.4.7 answers
// an unsorted search, and equal values of a sort, in an order that varies from one call to the next.

import { describeExchange } from '../platform-errors.ts';
import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { ascendingByKey, keyOf, keysText } from './keys.ts';
import { isPage, type Page, read, sample } from './reads.ts';
import { firstPage, fulltextSkip, isVerdict, keySort, searchOf, takesCriteria, thinData } from './route.ts';

/** The page size of the two consecutive pages: 1, so page 1 is search.page-size's one-item page (read once). */
const PAGE = 1;

/** The verdict of search.paging on one route (search.exact asks it again when its own items disagree with the rule). */
export async function pagingVerdict(ctx: CheckContext): Promise<Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const { search, caller } = route;
  const notHere = fulltextSkip(search, 'Paging in a stable order');
  if (notHere !== null) return notHere;
  const judgeOnce = async (fresh: boolean): Promise<Verdict | { pages: [Page, Page]; base: Page; problem: string | null }> => {
    const base = await sample(ctx, caller, search, { fresh });
    if (!isPage(base)) return base;
    if (!ascendingByKey(search, base.items)) return skip(`the search of ${ctx.route.key} sorted by its key (${search.key.join(', ')}) did not come in that order: paging is judged in key order (search.sort judges sorting)`);
    if (base.items.length < PAGE + 1) return thinData(ctx, `${ctx.route.key} has ${base.items.length} item(s): two pages of ${PAGE} need at least ${PAGE + 1}`);
    const pages: Page[] = [];
    for (const offset of [0, 1]) {
      const criteria: Criteria = { sort: keySort(search), pageSize: PAGE, currentPage: firstPage(search) + offset };
      const r = await read(ctx, caller, criteria, { fresh });
      if (r.kind === 'ended') return r.verdict;
      if (r.kind === 'answer') return { outcome: 'fail', broken: `${ctx.route.key} did not answer page ${criteria.currentPage} of a search sorted by its key`, expected: '200 {items, search_criteria, total_count}', actual: `${describeCriteria(criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
      if (r.page.items.length > PAGE) return skip(`pageSize ${PAGE} answered ${r.page.items.length} items: paging cannot be judged where the page size is not kept (search.page-size judges it)`);
      pages.push(r.page);
    }
    const [first, second] = pages as [Page, Page];
    const joined = [...first.items, ...second.items].map((item) => keyOf(search, item));
    const expected = base.items.slice(0, joined.length).map((item) => keyOf(search, item));
    const overlap = first.items.filter((item) => second.items.some((other) => keyOf(search, other) === keyOf(search, item)));
    const wanted = Math.min(2 * PAGE, base.total ?? base.items.length);
    let problem: string | null = null;
    if (overlap.length > 0) problem = `pages 1 and 2 both hold keys ${keysText(search, overlap)}`;
    else if (joined.length !== wanted) problem = `pages 1 and 2 hold ${joined.length} item(s) of ${String(base.total)}; ${wanted} expected`;
    else if (JSON.stringify(joined) !== JSON.stringify(expected)) problem = 'pages 1 and 2 are not the first items of the one-page answer, in its order';
    // total_count against the page size is search.page-size's to judge: one cause, one failure.
    return { pages: [first, second], base, problem };
  };
  let outcome = await judgeOnce(false);
  if ('outcome' in outcome) return outcome;
  if (outcome.problem !== null) {
    // Once more, every page fresh: the catalogue may have changed between the reads.
    outcome = await judgeOnce(true);
    if ('outcome' in outcome) return outcome;
  }
  const { pages, base, problem } = outcome;
  if (problem !== null) {
    return {
      outcome: 'fail',
      broken: `paging ${ctx.route.key} sorted by ${search.key.join(', ')}: ${problem}`,
      expected: `page 1 then page 2 of ${PAGE}: keys ${keysText(search, base.items.slice(0, 2 * PAGE))} (the first items of the same search as one page)`,
      actual: `page 1: keys ${keysText(search, pages[0].items)}; page 2: keys ${keysText(search, pages[1].items)}`,
      exchange: pages[1].exchange,
    };
  }
  return pass(`pages 1 and 2 of ${PAGE}: keys ${keysText(search, [...pages[0].items, ...pages[1].items])}`);
}

export const searchPaging: Check = {
  subject: 'route',
  id: 'search.paging',
  family: 'search',
  rule: `Two consecutive pages (pageSize ${PAGE}) of a search sorted by the route's key are disjoint and together are the first items of the same search read as one page, in the same order.`,
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (pageSize, currentPage); magento/magento2#25001 (the same products on several pages without a stable order); the real 2.4.7-p3',
  appliesTo: takesCriteria,
  run: pagingVerdict,
};
