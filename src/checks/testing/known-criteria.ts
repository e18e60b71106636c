// A search's criteria applied to a fake's rows as the platform's collection applies them (AND between filter groups,
// OR within one; eq, neq, gteq, lteq, gt, lt compared as numbers where both sides are, as text otherwise; one sort; a
// page size), and the search_criteria it echoes: every filter with its value as text and its condition_type (eq when
// none was sent), the sort orders, the page size. For the commerce fakes' list routes (src/checks/commerce/known-search.ts).

type Row = Record<string, unknown>;

interface Filter {
  field: string;
  value: string;
  condition_type: string;
}

const compare = (a: unknown, b: string): number => {
  const x = Number(a);
  const y = Number(b);
  if (a !== null && a !== undefined && a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a ?? '').localeCompare(b);
};

const holds = (row: Row, f: Filter): boolean => {
  const v = row[f.field];
  if (v === undefined || v === null) return f.condition_type === 'null';
  const c = compare(v, f.value);
  switch (f.condition_type) {
    case 'eq': return c === 0;
    case 'neq': return c !== 0;
    case 'gteq': return c >= 0;
    case 'lteq': return c <= 0;
    case 'gt': return c > 0;
    case 'lt': return c < 0;
    default: return false;
  }
};

/** The criteria of a query (snake_case keys, as the tests send them), or null when it has no page_size. */
export function criteriaOf(query: Record<string, string> | undefined): { groups: Filter[][]; sort: { field: string; direction: string } | null; pageSize: number } | null {
  if (query === undefined || query['searchCriteria[page_size]'] === undefined) return null;
  const groups: Filter[][] = [];
  for (let g = 0; query[`searchCriteria[filter_groups][${g}][filters][0][field]`] !== undefined; g++) {
    const group: Filter[] = [];
    for (let f = 0; query[`searchCriteria[filter_groups][${g}][filters][${f}][field]`] !== undefined; f++) {
      const at = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      group.push({ field: query[`${at}[field]`] ?? '', value: query[`${at}[value]`] ?? '', condition_type: query[`${at}[condition_type]`] ?? 'eq' });
    }
    groups.push(group);
  }
  const field = query['searchCriteria[sort_orders][0][field]'];
  return { groups, sort: field === undefined ? null : { field, direction: query['searchCriteria[sort_orders][0][direction]'] ?? 'ASC' }, pageSize: Number(query['searchCriteria[page_size]']) };
}

/** The rows the criteria find, sorted and paged, with the echo and the count. */
export function searchAnswer(rows: readonly Row[], query: Record<string, string> | undefined): { items: Row[]; search_criteria: Row; total_count: number } | null {
  const criteria = criteriaOf(query);
  if (criteria === null) return null;
  const found = rows.filter((row) => criteria.groups.every((group) => group.some((f) => holds(row, f))));
  const sort = criteria.sort;
  if (sort !== null) found.sort((a, b) => compare(a[sort.field], String(b[sort.field] ?? '')) * (sort.direction === 'DESC' ? -1 : 1));
  const echo: Row = { filter_groups: criteria.groups.map((filters) => ({ filters })), ...(sort !== null ? { sort_orders: [sort] } : {}), page_size: criteria.pageSize };
  return { items: found.slice(0, criteria.pageSize), search_criteria: echo, total_count: found.length };
}
