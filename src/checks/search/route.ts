// What the search family knows of a route before any request: whether it takes searchCriteria (its compiled
// `search`, from the contract), who reads it, how its key sorts, which fields the criteria name differently and
// which they cannot filter or sort on. Everything here is data from the contract (src/contracts/search.ts).

import type { CompiledRoute, CompiledSearch, Permission } from '../../contracts/types.ts';
import type { CallerName, CheckContext, Verdict } from '../types.ts';
import { skip } from '../types.ts';
import type { SortOrder } from './criteria.ts';
import { OWNED_LISTS } from './owned-lists.ts';

/** The family applies to every route of the plan that takes searchCriteria (a getList or search with criteria in
 * its contract's query). */
export const takesCriteria = (route: CompiledRoute): boolean => route.search !== null;

/** How many items a sample reads: enough to find values that occur, few enough for any catalogue. */
export const SAMPLE_SIZE = 20;

/** Who reads a search: a guest for an anonymous route, the customer for a self route, else the admin. */
export function readerOf(permission: Permission): CallerName {
  if (permission === 'anonymous') return 'guest';
  if (permission === 'self') return 'customer';
  return 'admin';
}

/** The route's search and its reader, or why the check cannot run (no identity configured). */
export function searchOf(ctx: CheckContext): { search: CompiledSearch; caller: CallerName } | Verdict {
  const search = ctx.route.search;
  if (search === null) return skip(`${ctx.route.key} takes no searchCriteria`);
  const caller = readerOf(ctx.permission);
  if (!ctx.target.callers[caller]) return skip(`no ${caller} identity configured`);
  return { search, caller };
}

export const isVerdict = (v: object): v is Verdict => 'outcome' in v;

/** The criteria name of an answer's field (page_id for a CMS page's id). */
export const criteriaName = (search: CompiledSearch, field: string): string => search.criteria[field] ?? field;

/** The first page's number: 1, or 0 on a search that counts pages from 0. */
export const firstPage = (search: CompiledSearch): number => (search.paging === 'from-zero' ? 0 : 1);

/** Sort orders by the key, ascending (pages of it are stable); none for a full-text search (it has no key). */
export function keySort(search: CompiledSearch): SortOrder[] {
  return search.key.map((field) => ({ field: criteriaName(search, field), direction: 'ASC' as const }));
}

/** Why a check that needs the route's key and fields does not apply to a full-text search, or null. */
export const fulltextSkip = (search: CompiledSearch, what: string): Verdict | null => (search.fulltext === null ? null : skip(`${what} is not judged on a full-text search: ${search.fulltext}`));

export const filterable = (search: CompiledSearch, field: string): boolean => !(field in search.unfilterable);

/** The skip of a check the target's data is too thin for: where the run can make items of its own for the route
 * (search.exact, COMMERCE_WRITES=allow), the reason says so. */
export function thinData(ctx: CheckContext, why: string): Verdict {
  return skip(ctx.route.key in OWNED_LISTS ? `${why} (with COMMERCE_WRITES=allow, search.exact makes items of the run's own here and judges exact answers)` : why);
}
export const sortable = (search: CompiledSearch, field: string): boolean => !(field in search.unsortable);
