// searchCriteria of GET /V1/bulk (OperationRepositoryInterface::getList): parsing the bracketed query, the echo
// the platform returns, and filtering / sorting / paging of operation rows.

export interface Filter {
  field: string;
  value: string;
  conditionType: string;
}

export interface SearchCriteria {
  filterGroups: Filter[][];
  sortOrders: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
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
    sortOrders: listOf(root.sort_orders).map((order) => ({
      field: textOf(isTree(order) ? order.field : undefined),
      direction: textOf(isTree(order) ? order.direction : undefined).toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    })),
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
  if (criteria.sortOrders.length > 0) echo.sort_orders = criteria.sortOrders.map((o) => ({ field: o.field, direction: o.direction }));
  if (criteria.pageSize !== null) echo.page_size = criteria.pageSize;
  if (criteria.currentPage !== null) echo.current_page = criteria.currentPage;
  return echo;
}

export type FieldValue = string | number | null;

/** Reads one searchable column of a row; undefined = no such column. */
export type FieldReader<Row> = (row: Row, field: string) => FieldValue | undefined;

export class UnknownSearchField extends Error {}

/** Filters (AND of groups, OR inside a group), sorts, then pages; total counts every match. */
export function applyCriteria<Row>(
  rows: readonly Row[], criteria: SearchCriteria, read: FieldReader<Row>, ignoreFilters: boolean,
): { page: Row[]; total: number } {
  const matching = ignoreFilters
    ? [...rows]
    : rows.filter((row) => criteria.filterGroups.every((group) => group.length === 0 || group.some((f) => matches(row, f, read))));
  const sorted = sortRows(matching, criteria, read);
  return { page: pageOf(sorted, criteria), total: matching.length };
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
    case 'in': return filter.value.split(',').some((v) => compare(actual, v.trim()) === 0);
    case 'nin': return actual !== null && !filter.value.split(',').some((v) => compare(actual, v.trim()) === 0);
    case 'null': return actual === null;
    case 'notnull': return actual !== null;
    default: throw new UnknownSearchField(`${filter.field}:${condition}`);
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

/** The collection's paging: a page past the end gives the last page (AbstractDb::getCurPage clamps). */
function pageOf<Row>(rows: Row[], criteria: SearchCriteria): Row[] {
  const size = criteria.pageSize;
  if (size === null || size <= 0) return rows;
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, criteria.currentPage ?? 1), lastPage);
  return rows.slice((page - 1) * size, page * size);
}
