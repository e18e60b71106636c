// searchCriteria as the platform reads it from a query string, applies it to a collection and echoes it back.
// Accepted spellings: searchCriteria[filter_groups] / [filterGroups], [condition_type] / [conditionType],
// [sort_orders] / [sortOrders], [page_size] / [pageSize], [current_page] / [currentPage] (the platform's input
// processor accepts both). Filters inside one group are OR-ed, groups are AND-ed (SearchCriteria semantics).
//
// What a route's list does with criteria (listSearch), as the real 2.4.7-p3 showed on every search route and the
// platform's issues record for earlier releases:
// - the criteria name columns of the collection's table, not always the answer's fields: a CMS page answers `id`,
//   its column is `page_id`, and a filter or sort on `id` is an SQL error (500, masked: "Internal Error. Details are
//   available in Magento log file"); an EAV collection (products, categories, customers) refuses a filter on what is
//   no attribute with 400 `The "%1" attribute name is invalid` and ignores a sort on it;
// - a condition type the platform does not know (moreq, regexp, a misspelt one) is applied as eq; `is` is an SQL
//   error;
// - from and to on one field in one group make a range on a flat table's list (the real 2.4.7-p3 answered page_id
//   from 2 OR page_id to 4 with pages 2 to 4), and are OR-ed as any two filters on an EAV list;
// - a sort without a direction sorts DESC (SortingProcessor: anything but ASC is DESC);
// - a sort may join another table, which then drops the rows it does not hold from the answer and its total_count
//   (products sorted by price under a store view join the price index: catalog/price-index.ts);
// - currentPage below 1 is the first page; past the last page the answer is empty from 2.4.0 on (magento/magento2
//   #26986, fixed in 2.4.0), and repeats the last page before (Collection::getCurPage clamped it: #3787 orders,
//   customers and carts on 2.0, #8099 products and categories on 2.0.0-2.1.3; on 2.0 products answered empty, #3787);
// - categories/list ignored pageSize and currentPage from 2.2.0 to 2.3.2 (#25740);
// - pageSize 0 (or none) is no limit.

import { isAtLeast } from '../release.ts';

/** Release comparison for the lists' quirks (catalog/ reaches the core's release module through here). */
export { isAtLeast };
import { DeveloperModeError, DomainError, inputError, internalError } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { SEARCH_FAULTS } from '../search-faults.ts';

export interface Filter {
  field: string;
  value: string;
  conditionType: string;
}
export interface SearchCriteria {
  filterGroups: Filter[][];
  /** `given`: the direction as sent (echoed upper-cased; null when none was sent). */
  sortOrders: Array<{ field: string; direction: 'ASC' | 'DESC'; given?: string | null }>;
  pageSize: number | null;
  currentPage: number | null;
}

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
        .map(([, filter]) => ({ field: filter.field ?? '', value: filter.value ?? '', conditionType: (filter.conditionType ?? 'eq').toLowerCase() })),
    );
  // SortingProcessor: `ASC` (any case) sorts ascending, anything else (no direction at all too) descending.
  const sortOrders = [...sorts.entries()]
    .sort(([x], [y]) => x - y)
    .map(([, sort]) => ({ field: sort.field ?? '', direction: (sort.direction ?? '').toUpperCase() === 'ASC' ? ('ASC' as const) : ('DESC' as const), given: sort.direction === undefined ? null : sort.direction.toUpperCase() }));
  return { filterGroups, sortOrders, pageSize, currentPage };
}

/** The search_criteria object as the platform echoes it (only the parts that were given, plus filter_groups). */
export function echoCriteria(criteria: SearchCriteria): JsonObject {
  const echo: JsonObject = {
    filter_groups: criteria.filterGroups.map((filters) => ({
      filters: filters.map((filter) => ({ field: filter.field, value: filter.value, condition_type: filter.conditionType })),
    })),
  };
  if (criteria.sortOrders.length > 0) echo.sort_orders = criteria.sortOrders.map((sort) => ({ field: sort.field, direction: sort.given === undefined ? sort.direction : sort.given }));
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

/** MySQL's comparison: numeric when both sides are numbers, else text under a case-insensitive collation. */
function compare(left: string | number, right: string): number {
  const leftNumber = Number(left);
  const rightNumber = Number(right);
  if (String(left).trim() !== '' && right.trim() !== '' && !Number.isNaN(leftNumber) && !Number.isNaN(rightNumber)) return leftNumber - rightNumber;
  const a = String(left).toUpperCase().replace(/ +$/, '');
  const b = right.toUpperCase().replace(/ +$/, '');
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SQL LIKE with % and _ wildcards, case-insensitive as MySQL's default collation is. */
function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, 'is');
}

export function matchesFilter(value: Json | undefined, filter: Filter): boolean {
  const actual = scalarOf(value);
  // in and nin split their value at commas, untrimmed (the real 2.4.7: "a, b" finds a and " b").
  const list = filter.value.split(',');
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
      return actual !== null && String(actual).split(',').some((part) => compare(part, filter.value) === 0);
    case 'nfinset':
      return actual !== null && !String(actual).split(',').some((part) => compare(part, filter.value) === 0);
    default:
      break;
  }
  // An unset value compares as SQL's NULL does: neither equal nor unequal to anything, so `neq` and `nin` leave it
  // out too (the real 2.4.7 answers `image neq no_selection` with the products that have an image, not those without).
  if (actual === null) return false;
  switch (filter.conditionType) {
    case 'neq':
      return compare(actual, filter.value) !== 0;
    case 'like':
      return likePattern(filter.value).test(String(actual));
    case 'nlike':
      return !likePattern(filter.value).test(String(actual));
    case 'gt':
      return compare(actual, filter.value) > 0;
    case 'gteq':
    case 'from':
      return compare(actual, filter.value) >= 0;
    case 'lt':
      return compare(actual, filter.value) < 0;
    case 'lteq':
    case 'to':
      return compare(actual, filter.value) <= 0;
    default:
      // eq, and every condition type the platform does not know (moreq, regexp, a misspelt one): the real 2.4.7
      // applies them as eq.
      return compare(actual, filter.value) === 0;
  }
}

/** How a collection exposes a searchable field of a row (top level, or a custom attribute, ...). */
export type FieldReader = (row: JsonObject, field: string) => Json | undefined;

export const topLevelField: FieldReader = (row, field) => row[field];

export interface SearchPage {
  items: JsonObject[];
  total_count: number;
}

/** One group's filters as one predicate: OR of the filters, except (on a flat table's list) from and to on one field,
 * which make one range. */
function groupMatches(row: JsonObject, group: Filter[], read: FieldReader, mergeRanges: boolean): boolean {
  if (group.length === 0) return true;
  if (!mergeRanges) return group.some((filter) => matchesFilter(read(row, filter.field), filter));
  const ranges = new Map<string, Filter[]>();
  const others: Filter[] = [];
  for (const filter of group) {
    if (filter.conditionType === 'from' || filter.conditionType === 'to') ranges.set(filter.field, [...(ranges.get(filter.field) ?? []), filter]);
    else others.push(filter);
  }
  if (others.some((filter) => matchesFilter(read(row, filter.field), filter))) return true;
  for (const [field, bounds] of ranges) if (bounds.every((filter) => matchesFilter(read(row, field), filter))) return true;
  return false;
}

/** Filter, sort and page rows as a repository's getList does (the 2.4 platform's semantics, no route quirk).
 * total_count counts all matches, not the page. */
export function applyCriteria(rows: JsonObject[], criteria: SearchCriteria, read: FieldReader = topLevelField): SearchPage {
  return applyOn(rows, criteria, read, { faults: new Set(), pastLastPage: 'empty', pageSizeIgnored: false, mergeRanges: true });
}

interface Behaviour {
  faults: ReadonlySet<string>;
  /** How a sort reads a row's field, where a join gives it another value than the filters see. */
  sortRead?: FieldReader;
  pastLastPage: 'empty' | 'last-page';
  pageSizeIgnored: boolean;
  mergeRanges: boolean;
}

function applyOn(rows: JsonObject[], criteria: SearchCriteria, read: FieldReader, how: Behaviour): SearchPage {
  const orGroups = how.faults.has(SEARCH_FAULTS.groupsOred);
  const likeIgnored = how.faults.has(SEARCH_FAULTS.likeIgnored);
  const groups = likeIgnored ? criteria.filterGroups.map((group) => group.filter((filter) => filter.conditionType !== 'like')) : criteria.filterGroups;
  // search-gt-as-gteq: a gt filter keeps its bound (the echo still says gt).
  const bounded = how.faults.has(SEARCH_FAULTS.gtAsGteq) ? groups.map((group) => group.map((filter) => (filter.conditionType === 'gt' ? { ...filter, conditionType: 'gteq' } : filter))) : groups;
  const live = bounded.filter((group) => group.length > 0);
  const matches = (row: JsonObject, group: Filter[]) => groupMatches(row, group, read, how.mergeRanges);
  const matching = rows.filter((row) => (orGroups && live.length > 0 ? live.some((group) => matches(row, group)) : live.every((group) => matches(row, group))));
  const sorted = [...matching];
  const textIgnored = how.faults.has(SEARCH_FAULTS.sortTextIgnored);
  const isTextField = (field: string): boolean => matching.some((row) => { const v = (how.sortRead ?? read)(row, field); return typeof v === 'string' && v.trim() !== '' && Number.isNaN(Number(v)) && !/^\d{4}-\d{2}-\d{2}/.test(v); });
  const sortOrders = how.faults.has(SEARCH_FAULTS.sortIgnored) ? [] : criteria.sortOrders.filter((sort) => !(textIgnored && isTextField(sort.field)));
  const sortRead = how.sortRead ?? read;
  for (const sort of [...sortOrders].reverse()) {
    sorted.sort((left, right) => {
      const a = scalarOf(sortRead(left, sort.field));
      const b = scalarOf(sortRead(right, sort.field));
      const order = a === null ? (b === null ? 0 : -1) : b === null ? 1 : compare(a, String(b));
      return sort.direction === 'DESC' ? -order : order;
    });
  }
  const pageSize = how.faults.has(SEARCH_FAULTS.pageSizeIgnored) || how.pageSizeIgnored ? null : criteria.pageSize;
  const page = pageOf(sorted, pageSize, criteria.currentPage, how.pastLastPage);
  return { items: page, total_count: how.faults.has(SEARCH_FAULTS.totalIsPageLength) ? page.length : matching.length };
}

function pageOf(sorted: JsonObject[], pageSize: number | null, currentPage: number | null, pastLastPage: 'empty' | 'last-page'): JsonObject[] {
  if (pageSize === null || pageSize <= 0) return sorted;
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const asked = Math.max(1, currentPage ?? 1);
  if (asked > lastPage && pastLastPage === 'empty') return [];
  const page = Math.min(asked, lastPage);
  const start = (page - 1) * pageSize;
  return sorted.slice(start, start + pageSize);
}

export function searchResult(rows: JsonObject[], criteria: SearchCriteria, read?: FieldReader): JsonObject {
  const page = applyCriteria(rows, criteria, read);
  return { items: page.items, search_criteria: echoCriteria(criteria), total_count: page.total_count };
}

// ---------------------------------------------------------------------------------------------------------------
// A route's list: its collection's columns, storage and release quirks.

/** What a route's list reads, as its collection knows it. */
/** A sort that joins another table (an INNER JOIN): only the rows it holds are answered and counted, and the sort
 * reads its value instead of the row's field. */
export interface SortJoin {
  holds(row: JsonObject): boolean;
  value(row: JsonObject): Json | undefined;
}

export interface SearchSource {
  /** The table the collection selects from: the SQL of a developer-mode error names it. */
  table: string;
  /** eav: the collection checks attribute names (400 for what is none, a sort on it ignored); flat: a name goes to SQL
   * as it is (an unknown one is an SQL error, 500). */
  storage: 'eav' | 'flat';
  /** How a column of a row is read (custom attributes, store-scoped values); default: the row's field. */
  read?: FieldReader;
  /** Criteria name → the row's field, where the table's column is not the answer's name (page_id → id). */
  columns?: Readonly<Record<string, string>>;
  /** Answer fields that are no column of the table (a filter or sort on them is an unknown field). */
  notColumns?: readonly string[];
  /** A column (or attribute) although no row has a value in it now. */
  isColumn?(field: string): boolean;
  /** Condition types this collection reads as another (categories/list reads moreq as lteq on the real 2.4.7-p3). */
  conditions?: Readonly<Record<string, string>>;
  /** Releases on which this list ignores pageSize and currentPage (categories/list, 2.2.0-2.3.2). */
  ignoresPageSize?(release: string): boolean;
  /** What a page past the last one answers on a release; default: empty from 2.4.0, the last page before. */
  pastLastPage?(release: string): 'empty' | 'last-page';
  /** The join a sort on this column makes, if any (products under a store view: price → the price index). */
  sortJoin?(column: string): SortJoin | null;
}

export interface SearchCall {
  query: URLSearchParams;
  release: string;
  faults: ReadonlySet<string>;
  /** The fields of the items the service answers (its published item type): columns unless the source says not. */
  itemFields: readonly string[];
}

const defaultPastLastPage = (release: string): 'empty' | 'last-page' => (isAtLeast(release, '2.4.0') ? 'empty' : 'last-page');

/** The error a name the table does not know raises, as the platform answers it. */
function unknownField(source: SearchSource, field: string, call: SearchCall, where: 'where' | 'order'): DomainError {
  if (call.faults.has(SEARCH_FAULTS.unknownFieldSql)) {
    const sql = where === 'where' ? `SELECT \`main_table\`.* FROM \`${source.table}\` AS \`main_table\` WHERE ((\`${field}\` = ?))` : `SELECT \`main_table\`.* FROM \`${source.table}\` AS \`main_table\` ORDER BY ${field} ASC`;
    return new DeveloperModeError(
      `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${field}' in '${where} clause', query was: ${sql}`,
      `#0 /var/www/html/vendor/magento/framework/DB/Statement/Pdo/Mysql.php(90): Zend_Db_Statement_Pdo->_execute(Array)\n#1 /var/www/html/vendor/magento/framework/Data/Collection/AbstractDb.php(585): Magento\\Framework\\DB\\Adapter\\Pdo\\Mysql->fetchAll(Object(Magento\\Framework\\DB\\Select))`,
    );
  }
  if (source.storage === 'eav') return inputError('The "%1" attribute name is invalid. Reset the name and try again.', [field]);
  return internalError();
}

/** A route's getList: criteria parsed, names resolved against the table, filters, sort and page applied as the
 * target's release does, the platform's echo. */
export function listSearch(call: SearchCall, rows: JsonObject[], source: SearchSource): JsonObject {
  const criteria = parseSearchCriteria(call.query);
  const read = source.read ?? topLevelField;
  const columns = source.columns ?? {};
  const notColumns = new Set(source.notColumns ?? []);
  const columnOf = (field: string): string | null => {
    const mapped = columns[field];
    if (mapped !== undefined) return mapped;
    if (notColumns.has(field) || field === '' || field.startsWith('__')) return null;
    if (source.isColumn?.(field) === true || call.itemFields.includes(field)) return field;
    return rows.some((row) => read(row, field) !== undefined) ? field : null;
  };
  const resolved: SearchCriteria = { ...criteria, filterGroups: [], sortOrders: [] };
  for (const group of criteria.filterGroups) {
    const filters: Filter[] = [];
    for (const filter of group) {
      const column = columnOf(filter.field);
      if (column === null) throw unknownField(source, filter.field, call, 'where');
      // `is` takes an SQL fragment as its value: a plain value is an SQL error.
      if (filter.conditionType === 'is') throw internalError();
      filters.push({ ...filter, field: column, conditionType: source.conditions?.[filter.conditionType] ?? filter.conditionType });
    }
    resolved.filterGroups.push(filters);
  }
  const joins = new Map<string, SortJoin>();
  for (const sort of criteria.sortOrders) {
    const column = columnOf(sort.field);
    if (column !== null) resolved.sortOrders.push({ ...sort, field: column });
    else if (source.storage === 'flat' || call.faults.has(SEARCH_FAULTS.unknownFieldSql)) throw unknownField(source, sort.field, call, 'order');
    const join = column === null || call.faults.has(SEARCH_FAULTS.sortIgnored) ? null : (source.sortJoin?.(column) ?? null);
    if (join !== null && column !== null) joins.set(column, join);
  }
  // A joined table drops the rows it does not hold before anything is counted (the join is in the count's SQL too).
  const held = joins.size === 0 ? rows : rows.filter((row) => [...joins.values()].every((join) => join.holds(row)));
  const sortRead: FieldReader = (row, field) => {
    const join = joins.get(field);
    return join === undefined ? read(row, field) : join.value(row);
  };
  const page = applyOn(held, resolved, read, {
    faults: call.faults,
    sortRead,
    pastLastPage: (source.pastLastPage ?? defaultPastLastPage)(call.release),
    pageSizeIgnored: source.ignoresPageSize?.(call.release) === true,
    mergeRanges: source.storage === 'flat',
  });
  const echo = call.faults.has(SEARCH_FAULTS.criteriaNotEchoed) ? { filter_groups: [] } : echoCriteria(criteria);
  return { items: listItemsAnswered(page.items, call.faults), search_criteria: echo, total_count: page.total_count };
}

/** A list's items as answered: list-items-missing-nested drops their extension_attributes. A list that renders its
 * rows after the search (products) calls it again on what it rendered. */
export function listItemsAnswered(items: JsonObject[], faults: ReadonlySet<string>): JsonObject[] {
  return faults.has(SEARCH_FAULTS.listItemsMissingNested) ? items.map(({ extension_attributes: _nested, ...rest }) => rest) : items;
}
