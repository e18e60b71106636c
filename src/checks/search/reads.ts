// One search on the target: the criteria sent, the answer read as a page ({items, total_count}, or the items alone), and what no search
// may answer (SQL or a stack trace in the body) judged on every read. The checks of one route share identical reads
// while they run in a row (specs/search.spec.ts declares them route by route, in one worker job): the sample the
// filters, groups, sort and paging compare with is read once per route, not once per check. The memo lives per
// worker and target (keyed by the target's facts object), holds one route's reads at a time, and is bypassed when
// a check confirms a mismatch (the target's data may have changed between two reads: a shared installation).

import { describeExchange } from '../platform-errors.ts';
import type { CallerName, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { skip } from '../types.ts';
import { describeCriteria, queryOf, type Criteria } from './criteria.ts';
import { leakOf } from './leaks.ts';
import { firstPage, fulltextSkip, isVerdict, keySort, SAMPLE_SIZE, searchOf } from './route.ts';
import type { CompiledSearch } from '../../contracts/types.ts';
import type { Item } from './values.ts';

/** A search's answer read as a page. `total` is null when the answer has no total_count (products-render-info). */
export interface Page {
  items: Item[];
  total: number | null;
  criteria: Criteria;
  exchange: HttpExchange;
}

export type Read =
  /** 200 with an items array. */
  | { kind: 'page'; page: Page }
  /** Any other answer: an error, or a body that is no list. */
  | { kind: 'answer'; exchange: HttpExchange; criteria: Criteria }
  /** The verdict that ends the check, whatever else it judges: an answer that puts SQL or a stack trace in its body
   * fails; a route whose path parameters cannot be filled on this target (a fixture it lacks) skips. */
  | { kind: 'ended'; verdict: Verdict };

const memo = new WeakMap<object, { route: string; reads: Map<string, Promise<HttpExchange>> }>();

function memoFor(ctx: CheckContext): Map<string, Promise<HttpExchange>> {
  const entry = memo.get(ctx.target);
  if (entry !== undefined && entry.route === ctx.route.key) return entry.reads;
  const reads = new Map<string, Promise<HttpExchange>>();
  memo.set(ctx.target, { route: ctx.route.key, reads });
  return reads;
}

const isItem = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The answer as a page, or null when it is none. A list answered as its items alone (GET /V1/carts/licence/list: the
 * agreements, no search result around them) is a page without total_count. */
export function pageOf(res: HttpExchange, criteria: Criteria): Page | null {
  if (res.status === 200 && Array.isArray(res.json)) return res.json.every(isItem) ? { items: res.json, total: null, criteria, exchange: res } : null;
  if (res.status !== 200 || res.json === null || typeof res.json !== 'object') return null;
  const body = res.json as Record<string, unknown>;
  if (!Array.isArray(body.items) || !body.items.every(isItem)) return null;
  const total = typeof body.total_count === 'number' && Number.isInteger(body.total_count) ? body.total_count : null;
  return { items: body.items, total, criteria, exchange: res };
}

/** The failure of an answer that leaks SQL or a stack trace, or null. */
export function leakVerdict(ctx: CheckContext, res: HttpExchange, criteria: Criteria): Verdict | null {
  const leak = leakOf(res);
  if (leak === null) return null;
  return {
    outcome: 'fail',
    broken: `the ${ctx.route.key} answer to a search puts ${leak.what} in its body (${res.status})`,
    expected: 'no SQL and no stack trace in any answer: a web API error {message, parameters?} (the platform masks exceptions outside developer mode)',
    actual: `${describeCriteria(criteria)} → ${res.status}: …${leak.quote}…`,
    exchange: res,
  };
}

/** Send one search (shared with the route's other checks unless `fresh`). A route with path parameters (the salable
 * quantities of a sales channel) is read at the real entities its fixtures name, as schema.response-valid reads it. */
export async function read(ctx: CheckContext, caller: CallerName, criteria: Criteria, options: { fresh?: boolean } = {}): Promise<Read> {
  const path = ctx.route.pathParams.length === 0 ? ctx.route.path : await ctx.resolvePath('real');
  if (typeof path !== 'string') return { kind: 'ended', verdict: skip(path.reason) };
  const query = queryOf(ctx.route, criteria);
  const key = `${caller} ${path} ${JSON.stringify(query)}`;
  const reads = memoFor(ctx);
  let pending = options.fresh === true ? undefined : reads.get(key);
  if (pending === undefined) {
    pending = ctx.call(caller, { path, query });
    reads.set(key, pending);
    // A failed request is not remembered: the next check asks again.
    pending.catch(() => reads.delete(key));
  }
  const res = await pending;
  const leak = leakVerdict(ctx, res, criteria);
  if (leak !== null) return { kind: 'ended', verdict: leak };
  const page = pageOf(res, criteria);
  return page === null ? { kind: 'answer', exchange: res, criteria } : { kind: 'page', page };
}

/** The sample: the first page of SAMPLE_SIZE items, sorted by the key (a full-text search: as it orders). */
export const sampleCriteria = (search: CompiledSearch): Criteria => ({ sort: keySort(search), pageSize: SAMPLE_SIZE, currentPage: firstPage(search) });

/** Why a route's plain search gives the family nothing to judge: the answer schema.response-valid already judges. */
export function plainSearchSkip(ctx: CheckContext, res: HttpExchange): Verdict {
  return skip(`the search of ${ctx.route.key} sorted by its key does not answer a list (${describeExchange(res.status, res.json, res.bodyText)}): nothing to compare with (schema.response-valid judges the route's answer)`);
}

/** The route's sample, or the verdict that ends the check (a leak fails; an answer that is no list skips). */
export async function sample(ctx: CheckContext, caller: CallerName, search: CompiledSearch, options: { fresh?: boolean } = {}): Promise<Page | Verdict> {
  const r = await read(ctx, caller, sampleCriteria(search), options);
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') return plainSearchSkip(ctx, r.exchange);
  const missingKey = r.page.items.find((item) => search.key.some((field) => item[field] === undefined || item[field] === null));
  if (missingKey !== undefined) return skip(`an item of ${ctx.route.key} lacks its key (${search.key.join(', ')}): the family sorts and compares by it (schema.response-valid judges the answer)`);
  return r.page;
}

export const isPage = (v: Page | Verdict): v is Page => 'items' in v && !('outcome' in v);

/** The opening every check that judges fields of the items shares: the route's search and reader, nothing on a
 * full-text search (`what` says what is not judged there), and the sample it compares with. */
export async function fieldSample(ctx: CheckContext, what: string): Promise<{ search: CompiledSearch; caller: CallerName; base: Page } | Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const notHere = fulltextSkip(route.search, what);
  if (notHere !== null) return notHere;
  const base = await sample(ctx, route.caller, route.search);
  return isPage(base) ? { ...route, base } : base;
}
