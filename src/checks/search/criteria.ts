// searchCriteria as the search family sends them: filters (one group each, or several groups), sort orders and a
// page, in the query string form the platform documents (searchCriteria[filterGroups][g][filters][f][field], ...),
// beside the route's own query parameters that are no criteria (storeId and currencyCode of products-render-info,
// requestName of the full-text search). Field names here are the criteria's (the table's column: page_id), not the
// answer's; src/checks/search/route.ts maps one to the other.

import type { CompiledRoute } from '../../contracts/types.ts';

/** One filter: a criteria field, a value, a condition type (eq, like, in, ...). */
export interface Condition {
  field: string;
  value: string;
  type: string;
}

export interface SortOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** What one search asks: filter groups (AND-ed; the filters of a group OR-ed), sort orders, a page. */
export interface Criteria {
  groups?: Condition[][];
  sort?: SortOrder[];
  pageSize: number;
  currentPage: number;
}

/** The route's query without its criteria: what every search of it keeps (render-info's storeId, requestName). */
export function baseQuery(route: CompiledRoute): Record<string, string> {
  return Object.fromEntries(Object.entries(route.query).filter(([key]) => !key.startsWith('searchCriteria[') || key === 'searchCriteria[requestName]'));
}

/** The query string parameters of a search (criteria in camelCase, as the platform's documents write them). */
export function queryOf(route: CompiledRoute, criteria: Criteria): Record<string, string> {
  const q: Record<string, string> = { ...baseQuery(route) };
  (criteria.groups ?? []).forEach((group, g) =>
    group.forEach((c, f) => {
      const at = `searchCriteria[filterGroups][${g}][filters][${f}]`;
      q[`${at}[field]`] = c.field;
      q[`${at}[value]`] = c.value;
      q[`${at}[conditionType]`] = c.type;
    }),
  );
  (criteria.sort ?? []).forEach((s, i) => {
    q[`searchCriteria[sortOrders][${i}][field]`] = s.field;
    q[`searchCriteria[sortOrders][${i}][direction]`] = s.direction;
  });
  q['searchCriteria[pageSize]'] = String(criteria.pageSize);
  q['searchCriteria[currentPage]'] = String(criteria.currentPage);
  return q;
}

/** A criteria's words for a failure message: `identifier like "ho%" OR page_id in "2,3"; sorted by page_id ASC; page 1 of 20`. */
export function describeCriteria(criteria: Criteria): string {
  const groups = (criteria.groups ?? []).map((g) => g.map((c) => `${c.field} ${c.type} ${JSON.stringify(c.value)}`).join(' OR '));
  const filters = groups.length === 0 ? 'no filter' : groups.length === 1 ? (groups[0] as string) : groups.map((g) => `(${g})`).join(' AND ');
  const sort = (criteria.sort ?? []).map((s) => `${s.field} ${s.direction}`).join(', ');
  return `${filters}${sort ? `; sorted by ${sort}` : ''}; page ${criteria.currentPage} of ${criteria.pageSize}`;
}
