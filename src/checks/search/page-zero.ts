// search.page-zero: what currentPage 0 answers is not documented, and it differs between routes (magento/magento2
// #25619: the repositories' lists answer page 1 again, the full-text search counts pages from 0, so its page 0 is
// the page before page 1). The form seen is recorded as a variant; a 500, or SQL or a stack trace in the body, is a
// failure.

import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { compareKeys, keyOf, keysText } from './keys.ts';
import { isPage, type Page, type Read, read, sample } from './reads.ts';
import { isVerdict, keySort, searchOf, takesCriteria } from './route.ts';
import { recordVariant, type SearchForm } from './variants.ts';

/** A page, the verdict that ends the check (a leak), or the answer that is no page. */
async function pageAt(ctx: CheckContext, caller: CallerName, criteria: Criteria, fresh: boolean): Promise<Page | Verdict | { error: Extract<Read, { kind: 'answer' }> }> {
  const r = await read(ctx, caller, criteria, { fresh });
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') return { error: r };
  return r.page;
}

/** The verdict of search.page-zero on one route (search.exact asks it again when its own items disagree with the rule). */
export async function pageZeroVerdict(ctx: CheckContext): Promise<Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const { search, caller } = route;
  const observe = async (fresh: boolean): Promise<{ form: SearchForm<'page-zero'>; zero: Page | null; one: Page; error: string | null; status: number | null; criteria: Criteria; exchange?: HttpExchange } | Verdict> => {
    // The route's first page must answer at all (else schema.response-valid has the failure); then pages 1 and 0 of
    // one item each (page 1 of one item is search.page-size's read on a list counting from 1).
    const base = await sample(ctx, caller, search, { fresh });
    if (!isPage(base)) return base;
    const one = await pageAt(ctx, caller, { sort: keySort(search), pageSize: 1, currentPage: 1 }, fresh);
    if ('error' in one) return { outcome: 'fail', broken: `${ctx.route.key} did not answer page 1`, expected: '200 {items, search_criteria, total_count}', actual: describeExchange(one.error.exchange.status, one.error.exchange.json, one.error.exchange.bodyText), exchange: one.error.exchange };
    if (!isPage(one)) return one;
    const criteria: Criteria = { sort: keySort(search), pageSize: 1, currentPage: 0 };
    const zero = await pageAt(ctx, caller, criteria, fresh);
    if ('outcome' in zero) return zero;
    if ('error' in zero) return { form: 'error', zero: null, one, error: describeExchange(zero.error.exchange.status, zero.error.exchange.json, zero.error.exchange.bodyText), status: zero.error.exchange.status, criteria, exchange: zero.error.exchange };
    if (zero.items.length === 0 && one.items.length === 0) return skip(`${ctx.route.key} has no item: page 0 and page 1 are both empty, whatever page 0 means there`);
    const keys = (p: Page) => p.items.map((item) => keyOf(search, item)).join('|');
    if (keys(zero) === keys(one)) return { form: 'same-as-page-1', zero, one, error: null, status: null, criteria };
    if (zero.items.length === 0) return { form: 'empty', zero, one, error: null, status: null, criteria };
    const before = search.key.length > 0 ? zero.items.every((item) => one.items.every((other) => compareKeys(search, item, other) < 0)) : zero.items.every((item) => !one.items.some((other) => keyOf(search, other) === keyOf(search, item)));
    return { form: before ? 'before-page-1' : 'other', zero, one, error: null, status: null, criteria };
  };
  let seen = await observe(false);
  if (isVerdict(seen)) return seen;
  if (seen.form === 'other') {
    seen = await observe(true);
    if (isVerdict(seen)) return seen;
  }
  if (seen.status !== null && seen.status >= 500) {
    return { outcome: 'fail', broken: `${ctx.route.key} answered ${seen.status} to currentPage 0`, expected: 'page 1 again, the page before it, an empty page, or a web API error (4xx): no 500', actual: `${describeCriteria(seen.criteria)} → ${seen.error ?? ''}`, ...(seen.exchange ? { exchange: seen.exchange } : {}) };
  }
  recordVariant(ctx, 'page-zero', seen.form);
  if (seen.form === 'error') return pass(`currentPage 0 answers ${seen.error ?? ''}`);
  const zeroKeys = seen.zero === null ? 'none' : keysText(search, seen.zero.items);
  const words: Record<SearchForm<'page-zero'>, string> = {
    'same-as-page-1': 'page 1 again',
    'before-page-1': 'the page before page 1 (pages counted from 0)',
    empty: 'an empty page',
    error: 'an error',
    other: `items that are neither page 1 nor before it (page 1: keys ${keysText(search, seen.one.items)})`,
  };
  return pass(`currentPage 0 answers ${words[seen.form]}: keys ${zeroKeys}`);
}

export const searchPageZero: Check = {
  subject: 'route',
  id: 'search.page-zero',
  family: 'search',
  rule: 'currentPage 0 is answered without a 500 and without SQL or a stack trace; whether it is page 1 again, the page before page 1 (pages counted from 0), empty or an error is a variant, recorded per route.',
  source: 'magento/magento2#25619 (currentPage 0 and 1 differ between the repositories and the full-text search); the real 2.4.7-p3 answers page 1 again on every repository list (docs/real-platform.md, Searches)',
  appliesTo: takesCriteria,
  run: pageZeroVerdict,
};
