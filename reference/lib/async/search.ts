// searchCriteria of GET /V1/bulk (OperationRepositoryInterface::getList): parsing the bracketed query, the echo
// the platform returns, and filtering / sorting / paging of operation rows, as the real 2.4.7-p3 does it: a condition
// type it does not know filters as eq, a sort without a direction is DESC (echoed null), a page past the last one is
// empty from 2.4.0 on (the last page again before: magento/magento2#26986), an unknown field is an SQL error. The
// search faults (../search-faults.ts) apply here as on the repositories' lists.

import { SEARCH_FAULTS } from '../search-faults.ts';

export interface Filter {
  field: string;
  value: string;
  conditionType: string;
}

export interface SearchCriteria {
  filterGroups: Filter[][];
  /** `given`: the direction as sent, upper-cased (echoed; null when none was sent). */
  sortOrders: Array<{ field: string; direction: 'ASC' | 'DESC'; given: string | null }>;
  pageSize: number | null;
  currentPage: number | null;
}

type Tree = { [key: string]: Tree | string };

/** Both spellings reach the platform's service input processor; the echo uses the snake_case names. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  filterGroups: 'filter_groups',
  conditionType: 'condition_type',
  sortOrders: 'sort_orders',
  pageSize: 'page_size',
  currentPage: 'current_page',
};

/** null when the query has no searchCriteria at all (the platform then answers 400 "required"). */
export function parseSearchCriteria(query: URLSearchParams): SearchCriteria | null {
  const root: Tree = {};
  let present = false;
  for (const [key, value] of query) {
    const path = bracketPath(key);
    if (path[0] !== 'searchCriteria') continue;
    present = true;
    setPath(root, path.slice(1).map((segment) => KEY_ALIASES[segment] ?? segment), value);
  }
  if (!present) return null;
  return {
    filterGroups: listOf(root.filter_groups).map((group) => listOf(isTree(group) ? group.filters : undefined).map(toFilter)),
    sortOrders: listOf(root.sort_orders).map((order) => {
      const given = isTree(order) && typeof order.direction === 'string' ? order.direction.toUpperCase() : null;
      // SortingProcessor: ASC sorts ascending, anything else (no direction too) descending.
      return { field: textOf(isTree(order) ? order.field : undefined), direction: given === 'ASC' ? 'ASC' : 'DESC', given };
    }),
    pageSize: integerOf(root.page_size),
    currentPage: integerOf(root.current_page),
  };
}

/** searchCriteria[a][0][b] → ['searchCriteria', 'a', '0', 'b'] */
function bracketPath(key: string): string[] {
  const head = /^[^[]*/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function setPath(root: Tree, path: string[], value: string): void {
  let node = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (isTree(next)) node = next;
    else {
      const created: Tree = {};
      node[segment] = created;
      node = created;
    }
  });
}

function isTree(value: Tree | string | undefined): value is Tree {
  return value !== undefined && typeof value === 'object';
}

/** Members of a numerically keyed node in index order (PHP arrays from query strings). */
function listOf(node: Tree | string | undefined): Array<Tree | string> {
  if (!isTree(node)) return [];
  return Object.keys(node)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => node[key])
    .filter((member): member is Tree | string => member !== undefined);
}

function textOf(node: Tree | string | undefined): string {
  return typeof node === 'string' ? node : '';
}

function integerOf(node: Tree | string | undefined): number | null {
  if (typeof node !== 'string' || !/^\d+$/.test(node.trim())) return null;
  return Number(node);
}

function toFilter(node: Tree | string): Filter {
  const tree = isTree(node) ? node : {};
  const conditionType = textOf(tree.condition_type);
  // Filter::getConditionType() falls back to 'eq'.
  return { field: textOf(tree.field), value: textOf(tree.value), conditionType: conditionType === '' ? 'eq' : conditionType };
}

/** The search_criteria echo, keys in the order the platform renders them, optional members only when given. */
export function criteriaEcho(criteria: SearchCriteria): Record<string, unknown> {
  const echo: Record<string, unknown> = {
    filter_groups: criteria.filterGroups.map((filters) => ({
      filters: filters.map((f) => ({ field: f.field, value: f.value, condition_type: f.conditionType })),
    })),
  };
  if (criteria.sortOrders.length > 0) echo.sort_orders = criteria.sortOrders.map((o) => ({ field: o.field, direction: o.given }));
  if (criteria.pageSize !== null) echo.page_size = criteria.pageSize;
  if (criteria.currentPage !== null) echo.current_page = criteria.currentPage;
  return echo;
}

export type FieldValue = string | number | null;

/** Reads one searchable column of a row; undefined = no such column. */
export type FieldReader<Row> = (row: Row, field: string) => FieldValue | undefined;

export class UnknownSearchField extends Error {}

/** How the target's release and faults page and filter. */
export interface SearchBehaviour {
  /** The status route's own fault: every filter ignored. */
  ignoreFilters: boolean;
  /** Whether a name is a column of the table (an unknown one is an SQL error, even on an empty table). */
  isField(field: string): boolean;
  /** What a page past the last one answers. */
  pastLastPage: 'empty' | 'last-page';
  faults: ReadonlySet<string>;
}

/** Filters (AND of groups, OR inside a group), sorts, then pages; total counts every match. */
export function applyCriteria<Row>(rows: readonly Row[], criteria: SearchCriteria, read: FieldReader<Row>, how: SearchBehaviour): { page: Row[]; total: number } {
  const likeIgnored = how.faults.has(SEARCH_FAULTS.likeIgnored);
  const groups = criteria.filterGroups.map((group) => (likeIgnored ? group.filter((f) => f.conditionType.toLowerCase() !== 'like') : group)).filter((group) => group.length > 0);
  // Every named field is resolved first: an unknown one fails in SQL whether or not a row would have matched.
  for (const f of criteria.filterGroups.flat()) if (!how.isField(f.field)) throw new UnknownSearchField(f.field);
  const matchesGroup = (row: Row, group: Filter[]) => group.some((f) => matches(row, f, read));
  const matching = how.ignoreFilters
    ? [...rows]
    : rows.filter((row) => (how.faults.has(SEARCH_FAULTS.groupsOred) && groups.length > 0 ? groups.some((g) => matchesGroup(row, g)) : groups.every((g) => matchesGroup(row, g))));
  const sorted = how.faults.has(SEARCH_FAULTS.sortIgnored) ? matching : sortRows(matching, criteria, read);
  const page = how.faults.has(SEARCH_FAULTS.pageSizeIgnored) ? sorted : pageOf(sorted, criteria, how.pastLastPage);
  return { page, total: how.faults.has(SEARCH_FAULTS.totalIsPageLength) ? page.length : matching.length };
}

function matches<Row>(row: Row, filter: Filter, read: FieldReader<Row>): boolean {
  const actual = read(row, filter.field);
  if (actual === undefined) throw new UnknownSearchField(filter.field);
  const condition = filter.conditionType.toLowerCase();
  switch (condition) {
    case 'eq': return compare(actual, filter.value) === 0;
    case 'neq': return actual !== null && compare(actual, filter.value) !== 0;
    case 'gt': return actual !== null && compare(actual, filter.value) > 0;
    case 'gteq': case 'from': return actual !== null && compare(actual, filter.value) >= 0;
    case 'lt': return actual !== null && compare(actual, filter.value) < 0;
    case 'lteq': case 'to': return actual !== null && compare(actual, filter.value) <= 0;
    case 'like': return actual !== null && likePattern(filter.value).test(String(actual));
    case 'nlike': return actual !== null && !likePattern(filter.value).test(String(actual));
    case 'in': return filter.value.split(',').some((v) => compare(actual, v) === 0);
    case 'nin': return actual !== null && !filter.value.split(',').some((v) => compare(actual, v) === 0);
    case 'null': return actual === null;
    case 'notnull': return actual !== null;
    case 'finset': return actual !== null && String(actual).split(',').some((part) => compare(part, filter.value) === 0);
    case 'nfinset': return actual !== null && !String(actual).split(',').some((part) => compare(part, filter.value) === 0);
    // A condition type the platform does not know (moreq, a misspelt one) filters as eq on the real 2.4.7-p3.
    default: return compare(actual, filter.value) === 0;
  }
}

/** SQL comparison: numbers numerically, everything else as text (MySQL's default collation ignores case). */
function compare(actual: FieldValue, expected: string): number {
  if (actual === null) return Number.NaN;
  if (typeof actual === 'number' && expected.trim() !== '' && Number.isFinite(Number(expected))) return actual - Number(expected);
  const a = String(actual).toLowerCase();
  const b = expected.toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

function likePattern(pattern: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${body}$`, 'is');
}

function sortRows<Row>(rows: Row[], criteria: SearchCriteria, read: FieldReader<Row>): Row[] {
  if (criteria.sortOrders.length === 0) return rows;
  return [...rows].sort((left, right) => {
    for (const order of criteria.sortOrders) {
      const a = read(left, order.field);
      const b = read(right, order.field);
      if (a === undefined || b === undefined) throw new UnknownSearchField(order.field);
      const diff = a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
      if (diff !== 0) return order.direction === 'DESC' ? -diff : diff;
    }
    return 0;
  });
}

/** The collection's paging: page 0 is the first; a page past the end is empty from 2.4.0 on, the last page before
 * (AbstractDb::getCurPage clamped it). */
function pageOf<Row>(rows: Row[], criteria: SearchCriteria, pastLastPage: 'empty' | 'last-page'): Row[] {
  const size = criteria.pageSize;
  if (size === null || size <= 0) return rows;
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const asked = Math.max(1, criteria.currentPage ?? 1);
  if (asked > lastPage && pastLastPage === 'empty') return [];
  const page = Math.min(asked, lastPage);
  return rows.slice((page - 1) * size, page * size);
}
