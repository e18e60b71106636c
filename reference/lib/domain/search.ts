// searchCriteria as the platform reads it from a query string, applies it to a collection and echoes it back.
// Accepted spellings: searchCriteria[filter_groups] / [filterGroups], [condition_type] / [conditionType],
// [sort_orders] / [sortOrders], [page_size] / [pageSize], [current_page] / [currentPage] (the platform's input
// processor accepts both). Filters inside one group are OR-ed, groups are AND-ed (SearchCriteria semantics).

import { inputError } from './errors.ts';
import type { Json, JsonObject } from './json.ts';

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

const CONDITIONS = new Set(['eq', 'neq', 'like', 'nlike', 'in', 'nin', 'gt', 'gteq', 'lt', 'lteq', 'moreq', 'from', 'to', 'null', 'notnull', 'finset']);

const SEGMENT_ALIASES: Record<string, string> = {
  filterGroups: 'filter_groups',
  conditionType: 'condition_type',
  sortOrders: 'sort_orders',
  pageSize: 'page_size',
  currentPage: 'current_page',
};

/** "searchCriteria[filterGroups][0][filters][1][field]" → ['filter_groups','0','filters','1','field'], or null. */
function criteriaPath(key: string): string[] | null {
  const match = /^searchCriteria((?:\[[^\]]*\])+)$/.exec(key);
  if (match === null || match[1] === undefined) return null;
  return [...match[1].matchAll(/\[([^\]]*)\]/g)].map((part) => {
    const segment = part[1] ?? '';
    return SEGMENT_ALIASES[segment] ?? segment;
  });
}

function positiveInteger(name: string, raw: string): number {
  if (!/^-?\d+$/.test(raw.trim())) throw inputError(`Error occurred during "${name}" processing. The "${raw}" value's type is invalid. The "int" type was expected. Verify and try again.`);
  return Number(raw);
}

export function parseSearchCriteria(query: URLSearchParams): SearchCriteria {
  const groups = new Map<number, Map<number, Partial<Filter>>>();
  const sorts = new Map<number, { field?: string; direction?: string }>();
  let pageSize: number | null = null;
  let currentPage: number | null = null;
  for (const [key, value] of query) {
    const path = criteriaPath(key);
    if (path === null) continue;
    const [head, a, b, c, d] = path;
    if (head === 'page_size' && path.length === 1) pageSize = positiveInteger('pageSize', value);
    else if (head === 'current_page' && path.length === 1) currentPage = positiveInteger('currentPage', value);
    else if (head === 'filter_groups' && b === 'filters' && d !== undefined) {
      const group = groups.get(Number(a)) ?? new Map<number, Partial<Filter>>();
      groups.set(Number(a), group);
      const filter = group.get(Number(c)) ?? {};
      group.set(Number(c), filter);
      if (d === 'field') filter.field = value;
      else if (d === 'value') filter.value = value;
      else if (d === 'condition_type') filter.conditionType = value;
    } else if (head === 'sort_orders' && b !== undefined) {
      const sort = sorts.get(Number(a)) ?? {};
      sorts.set(Number(a), sort);
      if (b === 'field') sort.field = value;
      else if (b === 'direction') sort.direction = value;
    }
  }
  const filterGroups: Filter[][] = [...groups.entries()]
    .sort(([x], [y]) => x - y)
    .map(([, group]) =>
      [...group.entries()]
        .sort(([x], [y]) => x - y)
        .map(([, filter]) => {
          const conditionType = (filter.conditionType ?? 'eq').toLowerCase();
          if (!CONDITIONS.has(conditionType)) throw inputError('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'condition_type', value: conditionType });
          return { field: filter.field ?? '', value: filter.value ?? '', conditionType };
        }),
    );
  const sortOrders = [...sorts.entries()]
    .sort(([x], [y]) => x - y)
    .map(([, sort]) => ({ field: sort.field ?? '', direction: (sort.direction ?? 'ASC').toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const) }));
  return { filterGroups, sortOrders, pageSize, currentPage };
}

/** The search_criteria object as the platform echoes it (only the parts that were given, plus filter_groups). */
export function echoCriteria(criteria: SearchCriteria): JsonObject {
  const echo: JsonObject = {
    filter_groups: criteria.filterGroups.map((filters) => ({
      filters: filters.map((filter) => ({ field: filter.field, value: filter.value, condition_type: filter.conditionType })),
    })),
  };
  if (criteria.sortOrders.length > 0) echo.sort_orders = criteria.sortOrders.map((sort) => ({ field: sort.field, direction: sort.direction }));
  if (criteria.pageSize !== null) echo.page_size = criteria.pageSize;
  if (criteria.currentPage !== null) echo.current_page = criteria.currentPage;
  return echo;
}

function scalarOf(value: Json | undefined): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return JSON.stringify(value);
}

function compare(left: string | number, right: string): number {
  const leftNumber = Number(left);
  const rightNumber = Number(right);
  if (String(left).trim() !== '' && right.trim() !== '' && !Number.isNaN(leftNumber) && !Number.isNaN(rightNumber)) return leftNumber - rightNumber;
  return String(left).localeCompare(right);
}

/** SQL LIKE with % and _ wildcards, case-insensitive as MySQL's default collation is. */
function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, 'is');
}

export function matchesFilter(value: Json | undefined, filter: Filter): boolean {
  const actual = scalarOf(value);
  const list = filter.value.split(',').map((part) => part.trim());
  switch (filter.conditionType) {
    case 'null':
      return actual === null;
    case 'notnull':
      return actual !== null;
    case 'in':
      return actual !== null && list.some((entry) => compare(actual, entry) === 0);
    case 'nin':
      return actual !== null && !list.some((entry) => compare(actual, entry) === 0);
    case 'finset':
      return actual !== null && String(actual).split(',').includes(filter.value);
    default:
      break;
  }
  // An unset value compares as SQL's NULL does: neither equal nor unequal to anything, so `neq` and `nin` leave it
  // out too (the real 2.4.7 answers `image neq no_selection` with the products that have an image, not those without).
  if (actual === null) return false;
  switch (filter.conditionType) {
    case 'eq':
      return compare(actual, filter.value) === 0;
    case 'neq':
      return compare(actual, filter.value) !== 0;
    case 'like':
      return likePattern(filter.value).test(String(actual));
    case 'nlike':
      return !likePattern(filter.value).test(String(actual));
    case 'gt':
      return compare(actual, filter.value) > 0;
    case 'gteq':
    case 'moreq':
    case 'from':
      return compare(actual, filter.value) >= 0;
    case 'lt':
      return compare(actual, filter.value) < 0;
    case 'lteq':
    case 'to':
      return compare(actual, filter.value) <= 0;
    default:
      return false;
  }
}

/** How a collection exposes a searchable field of a row (top level, or a custom attribute, ...). */
export type FieldReader = (row: JsonObject, field: string) => Json | undefined;

export const topLevelField: FieldReader = (row, field) => row[field];

export interface SearchPage {
  items: JsonObject[];
  total_count: number;
}

/** Filter, sort and page rows as a repository's getList does. total_count counts all matches, not the page. */
export function applyCriteria(rows: JsonObject[], criteria: SearchCriteria, read: FieldReader = topLevelField): SearchPage {
  const matching = rows.filter((row) => criteria.filterGroups.every((group) => group.length === 0 || group.some((filter) => matchesFilter(read(row, filter.field), filter))));
  const sorted = [...matching];
  for (const sort of [...criteria.sortOrders].reverse()) {
    sorted.sort((left, right) => {
      const a = scalarOf(read(left, sort.field));
      const b = scalarOf(read(right, sort.field));
      const order = a === null ? (b === null ? 0 : -1) : b === null ? 1 : compare(a, String(b));
      return sort.direction === 'DESC' ? -order : order;
    });
  }
  if (criteria.pageSize === null || criteria.pageSize <= 0) return { items: sorted, total_count: matching.length };
  const lastPage = Math.max(1, Math.ceil(matching.length / criteria.pageSize));
  // The platform clamps a page past the end to the last page (collection behaviour), it does not answer empty.
  const page = Math.min(Math.max(1, criteria.currentPage ?? 1), lastPage);
  const start = (page - 1) * criteria.pageSize;
  return { items: sorted.slice(start, start + criteria.pageSize), total_count: matching.length };
}

export function searchResult(rows: JsonObject[], criteria: SearchCriteria, read?: FieldReader): JsonObject {
  const page = applyCriteria(rows, criteria, read);
  return { items: page.items, search_criteria: echoCriteria(criteria), total_count: page.total_count };
}
