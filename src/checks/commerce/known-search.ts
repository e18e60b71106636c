// A search of the run's own entities whose answer is known (the list tests of Sales and Quote: InvoiceListTest,
// ShipmentListTest, OrderItemGetListTest, CartRepositoryTest::testGetList): groups of filters (AND between groups, OR
// within one), a sort and a page size sent as the platform's tests send them (snake_case keys), answered with exactly
// the entities expected in the sort's order (their ids, total_count), and search_criteria echoing the criteria sent:
// every filter with its value as text and its condition_type, the sort orders, the page size (the real 2.4.7-p3 and
// Adobe Commerce 2.4.6-p1 echo a GET search so, 2026-12-03).

import type { HttpExchange } from '../types.ts';
import { isRecord, recordOf, type Flow } from './flow.ts';

export interface KnownFilter {
  field: string;
  value: string | number;
  condition_type: string;
}

export interface KnownSearch {
  /** The groups: AND between them, OR within one. */
  groups: ReadonlyArray<ReadonlyArray<KnownFilter>>;
  sort: { field: string; direction: 'ASC' | 'DESC' };
  /** The field that names an item (entity_id, item_id, id) and the items expected, in the sort's order. */
  idField: string;
  want: readonly string[];
}

const PAGE_SIZE = 20;

/** The query string of the criteria, as http_build_query writes the tests' searchCriteria. */
export function knownQuery(search: KnownSearch): Record<string, string> {
  const query: Record<string, string> = {};
  search.groups.forEach((group, g) => group.forEach((filter, f) => {
    const at = `searchCriteria[filter_groups][${g}][filters][${f}]`;
    Object.assign(query, { [`${at}[field]`]: filter.field, [`${at}[value]`]: String(filter.value), [`${at}[condition_type]`]: filter.condition_type });
  }));
  Object.assign(query, { 'searchCriteria[sort_orders][0][field]': search.sort.field, 'searchCriteria[sort_orders][0][direction]': search.sort.direction, 'searchCriteria[page_size]': String(PAGE_SIZE) });
  return query;
}

/** The search_criteria the platform echoes for the criteria sent. */
export function knownEcho(search: KnownSearch): Record<string, unknown> {
  return {
    filter_groups: search.groups.map((group) => ({ filters: group.map((f) => ({ field: f.field, value: String(f.value), condition_type: f.condition_type })) })),
    sort_orders: [{ field: search.sort.field, direction: search.sort.direction }],
    page_size: PAGE_SIZE,
  };
}

/** The same JSON whatever the order of an object's keys. */
const canonical = (v: unknown): unknown => (Array.isArray(v) ? v.map(canonical) : isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const describe = (search: KnownSearch): string => `${search.groups.map((g) => g.map((f) => `${f.field} ${f.condition_type} ${String(f.value)}`).join(' OR ')).map((g) => `(${g})`).join(' AND ')}, sorted by ${search.sort.field} ${search.sort.direction}`;

/** The search sent by `caller` to `path` (judged by the contract route `route`): exactly the items expected, in order,
 * total_count their number, and search_criteria the criteria sent. Answers the items and the exchange. */
export async function judgedSearch(flow: Flow, route: string, path: string, search: KnownSearch, what: string): Promise<{ items: Array<Record<string, unknown>>; exchange: HttpExchange }> {
  const res = await flow.send('admin', 'GET', path, { query: knownQuery(search), judge: route });
  const body = recordOf(res.json);
  const items = Array.isArray(body.items) ? body.items.map(recordOf) : [];
  const ids = items.map((i) => String(i[search.idField]));
  flow.expect(ids.length === search.want.length && ids.every((id, i) => id === search.want[i]) && Number(body.total_count) === search.want.length, `${route} searched for ${what} (${describe(search)}) does not answer them alone in the sort's order`, `${search.idField} ${search.want.join(', ')} (total_count ${search.want.length})`, { [search.idField]: ids, total_count: body.total_count }, res);
  flow.expect(same(body.search_criteria, knownEcho(search)), `${route} searched for ${what} does not echo the criteria sent as search_criteria`, JSON.stringify(knownEcho(search)), body.search_criteria, res);
  return { items, exchange: res };
}
