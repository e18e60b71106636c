// search.past-last-page: what a page past the last one answers is not documented, and it has differed between
// releases and routes (magento/magento2#3787: orders, customers and carts answered the last page again where products
// answered empty; #8099; #26986, fixed in 2.4.0: every route answers empty). The form seen is recorded as a variant;
// when it is the last page again, the observation says that a client paging "until empty" never stops. A 500, or SQL
// or a stack trace in the body, is a failure.

import { describeExchange } from '../platform-errors.ts';
import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { keyOf, keysText } from './keys.ts';
import { isPage, type Page, type Read, read, sample } from './reads.ts';
import { firstPage, isVerdict, keySort, SAMPLE_SIZE, searchOf, takesCriteria } from './route.ts';
import { recordVariant, type SearchForm } from './variants.ts';

/** Where the target's data can no longer be trusted to tell a form (it changed between reads). */
type Seen = { form: SearchForm<'past-last-page'>; past: Read; last: Page; lastPage: number };

/** The verdict of search.past-last-page on one route (search.exact asks it again when its own items disagree with the rule). */
export async function pastLastPageVerdict(ctx: CheckContext): Promise<Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const { search, caller } = route;
  const observe = async (fresh: boolean): Promise<Seen | Verdict> => {
    const base = await sample(ctx, caller, search, { fresh });
    if (!isPage(base)) return base;
    if (base.items.length > SAMPLE_SIZE) return skip(`pageSize ${SAMPLE_SIZE} answered ${base.items.length} items: the last page cannot be found where the page size is not kept (search.page-size judges it)`);
    if (base.total === 0) return skip(`${ctx.route.key} has no item: a page past the last is empty whether the target repeats the last page or not`);
    // Without total_count (products-render-info) the last page is unknown: a page far past any catalogue stands in.
    const pages = base.total === null ? 10_000 : Math.max(1, Math.ceil(base.total / SAMPLE_SIZE));
    const lastPage = firstPage(search) + pages - 1;
    let last = base;
    if (pages > 1 && base.total !== null) {
      const r = await read(ctx, caller, { sort: keySort(search), pageSize: SAMPLE_SIZE, currentPage: lastPage }, { fresh });
      if (r.kind === 'ended') return r.verdict;
      if (r.kind === 'answer') return { outcome: 'fail', broken: `${ctx.route.key} did not answer its last page (${lastPage})`, expected: '200 {items, search_criteria, total_count}', actual: describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText), exchange: r.exchange };
      last = r.page;
    }
    const criteria: Criteria = { sort: keySort(search), pageSize: SAMPLE_SIZE, currentPage: lastPage + 1 };
    const past = await read(ctx, caller, criteria, { fresh });
    if (past.kind === 'ended') return past.verdict;
    if (past.kind === 'answer') return { form: 'error', past, last, lastPage };
    const same = base.total !== null && past.page.items.length > 0 && past.page.items.length === last.items.length && past.page.items.every((item, i) => keyOf(search, item) === keyOf(search, last.items[i] as Record<string, unknown>));
    return { form: past.page.items.length === 0 ? 'empty' : same ? 'last-page-repeated' : 'other', past, last, lastPage };
  };
  let seen = await observe(false);
  if (isVerdict(seen)) return seen;
  // Items on a page past the last may be ones created since total_count was read: once more, fresh.
  if (seen.form === 'other' || seen.form === 'last-page-repeated') {
    seen = await observe(true);
    if (isVerdict(seen)) return seen;
  }
  const { form, past, last, lastPage } = seen;
  if (past.kind === 'answer' && past.exchange.status >= 500) {
    return { outcome: 'fail', broken: `${ctx.route.key} answered ${past.exchange.status} to a page past the last one`, expected: 'an empty page, the last page again, or a web API error (4xx): no 500', actual: `${describeCriteria(past.criteria)} → ${describeExchange(past.exchange.status, past.exchange.json, past.exchange.bodyText)}`, exchange: past.exchange };
  }
  recordVariant(ctx, 'past-last-page', form);
  if (form === 'last-page-repeated') {
    ctx.observe('search.until-empty', `never stops: page ${lastPage + 1} repeats the last page ${lastPage} (keys ${keysText(search, last.items)})`);
    return pass(`page ${lastPage + 1} repeats the last page ${lastPage}: a client paging until an empty page never stops`);
  }
  if (form === 'error') return pass(`page ${lastPage + 1} answers ${describeExchange(past.kind === 'answer' ? past.exchange.status : 0, past.kind === 'answer' ? past.exchange.json : null, past.kind === 'answer' ? past.exchange.bodyText : '')}`);
  if (form === 'other') return pass(`page ${lastPage + 1} answers items that are not the last page's: keys ${past.kind === 'page' ? keysText(search, past.page.items) : ''}`);
  return pass(`page ${lastPage + 1}, past the last (${lastPage}), is empty`);
}

export const searchPastLastPage: Check = {
  subject: 'route',
  id: 'search.past-last-page',
  family: 'search',
  rule: 'A page past the last one (currentPage after ceil(total_count / pageSize)) is answered without a 500 and without SQL or a stack trace; whether it is empty, the last page again or an error is a variant, recorded per route (the last page again means a client paging until an empty page never stops).',
  source: 'magento/magento2#3787, #8099, #26986 (fixed in 2.4.0); the real 2.4.7-p3 answers an empty page on every search route (docs/real-platform.md, Searches)',
  appliesTo: takesCriteria,
  run: pastLastPageVerdict,
};
