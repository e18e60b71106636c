// A list route with searchCriteria, as the search family's unit tests need one: items in, the answer to any search
// of them out (filter groups AND-ed, filters OR-ed, the documented condition types under a case-insensitive
// collation, sort orders, pages counted from 1 and 0 meaning 1, past the last page empty), and switches that break
// one promise each, so a test shows a check failing for that reason. Not a Magento: only what the checks ask.

import { fakeRoute, platformError, type Canned, type Sent } from './fake-context.ts';
import type { CompiledRoute, CompiledSearch } from '../../contracts/types.ts';

export type Row = Record<string, string | number | boolean | null>;

export interface FakeList {
  items: Row[];
  /** Criteria name → item field, where they differ (page_id → id). */
  columns?: Record<string, string>;
  /** No total_count in the answer (products-render-info). */
  noTotal?: boolean;
  /** Pages counted from 0 (currentPage 0 is the first page). */
  fromZero?: boolean;
  /** What one search answers instead of the list, when it returns a canned answer (an unknown field, a 500). */
  override?(query: Readonly<Record<string, string>>): Canned | null;
  /** The broken promises. */
  pageSizeIgnored?: boolean;
  sortIgnored?: boolean;
  /** A condition type applied as if it matched every item. */
  ignored?: string;
  totalIsPageLength?: boolean;
  groupsOred?: boolean;
  /** A page past the last answers the last page again. */
  pastLastRepeats?: boolean;
  /** Page 2 answers page 1 again. */
  secondPageRepeats?: boolean;
  /** search_criteria echoed as the platform echoes it (filter_groups, sort_orders, page_size, current_page), not {}. */
  echo?: boolean;
  /** Echoed with this change made (a broken echo). */
  echoEdit?(echo: Record<string, unknown>): Record<string, unknown>;
  /** Fields the list does not know: a filter or sort on them answers this. */
  unknown?: Canned;
  /** A condition type the list does not know filters as eq (the real 2.4.7); `empty`: matches nothing. */
  unknownCondition?: 'as-eq' | 'empty';
  /** Values the answer renders that the storage does not hold (a dynamic-weight bundle's weight 0): a filter sees NULL
   * there. Field → item ids. */
  unstored?: Record<string, number[]>;
}

const folded = (v: unknown): string => String(v).toUpperCase().replace(/ +$/, '');
const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : null);
function cmp(a: unknown, b: unknown): number {
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) return x - y;
  const s = folded(a);
  const t = folded(b);
  return s < t ? -1 : s > t ? 1 : 0;
}
const like = (v: unknown, pattern: string): boolean => new RegExp(`^${folded(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`).test(folded(v));

const KNOWN = new Set(['eq', 'neq', 'like', 'nlike', 'in', 'nin', 'gt', 'gteq', 'lt', 'lteq', 'from', 'to', 'null', 'notnull', 'finset', 'nfinset']);

function holds(v: unknown, type: string, value: string, list: FakeList): boolean {
  if (type === list.ignored) return true;
  if (type === 'null') return v === null || v === undefined;
  if (v === null || v === undefined) return false;
  if (!KNOWN.has(type)) return list.unknownCondition === 'empty' ? false : cmp(v, value) === 0;
  const parts = value.split(',');
  switch (type) {
    case 'eq': return cmp(v, value) === 0;
    case 'neq': return cmp(v, value) !== 0;
    case 'like': return like(v, value);
    case 'nlike': return !like(v, value);
    case 'in': return parts.some((p) => cmp(v, p) === 0);
    case 'nin': return !parts.some((p) => cmp(v, p) === 0);
    case 'gt': return cmp(v, value) > 0;
    case 'gteq': case 'from': return cmp(v, value) >= 0;
    case 'lt': return cmp(v, value) < 0;
    case 'lteq': case 'to': return cmp(v, value) <= 0;
    case 'notnull': return true;
    case 'finset': return String(v).split(',').some((p) => cmp(p, value) === 0);
    default: return !String(v).split(',').some((p) => cmp(p, value) === 0);
  }
}

/** The answer function of a fake context serving the list. */
export function listAnswer(list: FakeList): (sent: Sent) => Canned {
  return (sent) => {
    const q = sent.query ?? {};
    const overridden = list.override?.(q);
    if (overridden) return overridden;
    const field = (name: string): string | null => {
      const mapped = list.columns?.[name];
      if (mapped !== undefined) return mapped;
      if (Object.values(list.columns ?? {}).includes(name)) return null;
      return list.items.some((item) => name in item) ? name : null;
    };
    const groups = new Map<number, Map<number, { field?: string; value?: string; type?: string }>>();
    const sorts = new Map<number, { field?: string; direction?: string }>();
    for (const [k, v] of Object.entries(q)) {
      let m = /^searchCriteria\[filterGroups\]\[(\d+)\]\[filters\]\[(\d+)\]\[(field|value|conditionType)\]$/.exec(k);
      if (m) {
        const g = groups.get(Number(m[1])) ?? new Map();
        groups.set(Number(m[1]), g);
        const f = g.get(Number(m[2])) ?? {};
        g.set(Number(m[2]), f);
        f[m[3] === 'conditionType' ? 'type' : (m[3] as 'field' | 'value')] = v;
        continue;
      }
      m = /^searchCriteria\[sortOrders\]\[(\d+)\]\[(field|direction)\]$/.exec(k);
      if (m) {
        const s = sorts.get(Number(m[1])) ?? {};
        sorts.set(Number(m[1]), s);
        s[m[2] as 'field' | 'direction'] = v;
      }
    }
    const conditions = [...groups.values()].map((g) => [...g.values()].map((f) => ({ field: field(f.field ?? ''), name: f.field ?? '', value: f.value ?? '', type: (f.type ?? 'eq').toLowerCase() })));
    const unknownName = conditions.flat().find((c) => c.field === null)?.name ?? [...sorts.values()].map((s) => s.field ?? '').find((name) => field(name) === null);
    if (unknownName !== undefined) return list.unknown ?? platformError(400, `The "${unknownName}" attribute name is invalid. Reset the name and try again.`);
    const stored = (row: Row, f: string): unknown => (list.unstored?.[f]?.includes(Number(row.id)) ? null : row[f]);
    const match = (row: Row, group: typeof conditions[number]) => group.some((c) => holds(stored(row, c.field as string), c.type, c.value, list));
    let rows = list.items.filter((row) => (list.groupsOred && conditions.length > 0 ? conditions.some((g) => match(row, g)) : conditions.every((g) => match(row, g))));
    const total = rows.length;
    if (!list.sortIgnored) {
      for (const s of [...sorts.values()].reverse()) {
        const f = field(s.field ?? '') as string;
        rows = [...rows].sort((a, b) => (s.direction === 'ASC' ? 1 : -1) * cmp(a[f], b[f]));
      }
    }
    const size = Number(q['searchCriteria[pageSize]'] ?? 0);
    const asked = Number(q['searchCriteria[currentPage]'] ?? 1);
    let page = rows;
    if (size > 0 && !list.pageSizeIgnored) {
      const index = list.fromZero ? asked : Math.max(1, asked) - 1;
      const last = Math.max(0, Math.ceil(rows.length / size) - 1);
      const at = index > last && list.pastLastRepeats ? last : list.secondPageRepeats && index === 1 ? 0 : index;
      page = rows.slice(at * size, at * size + size);
    }
    let echo: Record<string, unknown> = {};
    if (list.echo) {
      echo = {
        filter_groups: [...groups.values()].map((g) => ({ filters: [...g.values()].map((f) => ({ field: f.field ?? '', value: f.value ?? '', condition_type: (f.type ?? 'eq').toLowerCase() })) })),
        ...(sorts.size > 0 ? { sort_orders: [...sorts.values()].map((o) => ({ field: o.field ?? '', direction: o.direction ?? 'ASC' })) } : {}),
        ...(q['searchCriteria[pageSize]'] !== undefined ? { page_size: Number(q['searchCriteria[pageSize]']) } : {}),
        ...(q['searchCriteria[currentPage]'] !== undefined ? { current_page: Number(q['searchCriteria[currentPage]']) } : {}),
      };
      if (list.echoEdit) echo = list.echoEdit(echo);
    }
    const body: Record<string, unknown> = { items: page, search_criteria: echo };
    if (!list.noTotal) body.total_count = list.totalIsPageLength ? page.length : total;
    return { status: 200, json: body };
  };
}

/** A search route of the plan: its compiled `search` as a contract would give it. */
export function searchRoute(path: string, search: Partial<CompiledSearch> = {}, overrides: Partial<CompiledRoute> = {}): CompiledRoute {
  return fakeRoute('GET', path, {
    service: 'Magento\\Cms\\Api\\PageRepositoryInterface::getList',
    query: { 'searchCriteria[pageSize]': '2', 'searchCriteria[currentPage]': '1' },
    search: { key: ['id'], criteria: {}, unfilterable: {}, unsortable: {}, paging: 'from-one', fulltext: null, pagesIgnored: null, fields: null, item: null, ...search },
    ...overrides,
  });
}
