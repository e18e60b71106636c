// status.search: GET /V1/bulk with an eq filter on each searchable field finds the worker's product bulk.

import { checkSearchResult, isRecord, searchQuery, type SearchFilter } from '../async/shapes.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { fail, gated, operationsOf, productSample, SEARCH_ROUTE, summaryOf, unfinished, writing } from '../async/scenarios.ts';

const FIELDS = ['bulk_uuid', 'status', 'topic_name', 'start_time'] as const;

interface SearchScenario extends Scenario {
  /** One eq filter on this field; 'bulk_uuid+status': two filter groups AND-ed (OperationRepositoryInterfaceTest::testGetList). */
  field: (typeof FIELDS)[number] | 'bulk_uuid+status' | 'start_time lteq' | 'start_time gt';
}

const PAGE_SIZE = 20;

/** The search_criteria the platform echoes for eq filters, one group each, and the page asked (the real 2.4.7-p3 and
 * Adobe Commerce 2.4.6-p1: exactly this, values as text). */
const echoOf = (filters: readonly SearchFilter[]): unknown => ({ filter_groups: filters.map((f) => ({ filters: [{ field: f.field, value: f.value, condition_type: 'eq' }] })), page_size: PAGE_SIZE, current_page: 1 });

/** Two filter groups AND-ed: the bulk's own uuid with the status its operations have lists them all, with a status
 * none has lists none; each answer echoes the search_criteria sent, whole. */
async function andedGroups(ctx: ScenarioContext, bulkUuid: string, statuses: readonly number[]): Promise<Verdict> {
  const held = String(statuses[0] ?? 1);
  const none = String([1, 2, 3, 4, 5].find((st) => !statuses.includes(st)) ?? 3);
  const notes: string[] = [];
  for (const [status, want] of [[held, statuses.filter((st) => String(st) === held).length], [none, 0]] as const) {
    const filters: SearchFilter[] = [{ field: 'bulk_uuid', value: bulkUuid }, { field: 'status', value: status }];
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/bulk', query: searchQuery(filters, PAGE_SIZE), storeCode: null });
    if (res.status !== 200) return fail('the bulk search was not served', '200 with {items, search_criteria, total_count}', describeExchange(res.status, res.json, res.bodyText), res);
    const { problems, facts } = checkSearchResult(res.json, filters, PAGE_SIZE);
    if (facts.total !== want) problems.unshift(`total_count is ${String(facts.total)} for bulk_uuid eq ${bulkUuid} AND status eq ${status}, of which the bulk has ${want} operation(s)`);
    const echo = isRecord(res.json) ? res.json.search_criteria : undefined;
    if (JSON.stringify(echo) !== JSON.stringify(echoOf(filters))) problems.push(`search_criteria is ${JSON.stringify(echo)}, not the criteria sent ${JSON.stringify(echoOf(filters))}`);
    if (problems.length > 0) return fail(`the search with two filter groups does not AND them as sent: ${problems[0]}`, `total_count ${want}, the operations of bulk ${bulkUuid} in status ${status}, search_criteria ${JSON.stringify(echoOf(filters))}`, problems.slice(0, 5).join('; '), res);
    notes.push(`status ${status}: ${String(facts.total)}`);
  }
  return pass(`bulk_uuid AND status, the search_criteria echoed whole: ${notes.join(', ')}`);
}

/** A 'YYYY-MM-DD HH:MM:SS' start time moved by `seconds`, as wall-clock text (the platform compares the column with
 * the text in the database's own zone, the zone it answers start_time in). */
export function shifted(time: string, seconds: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(time);
  if (m === null) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) + seconds * 1000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

interface RangeFilter { field: 'bulk_uuid' | 'start_time'; value: string; condition_type: 'eq' | 'lteq' | 'gt' }

/** searchCriteria query for one filter per group, each with its own condition type, page 1 (the form the platform's
 * OperationRepositoryInterfaceTest sends: current_page, page_size). */
function rangeQuery(filters: readonly RangeFilter[]): Record<string, string> {
  const q: Record<string, string> = {};
  filters.forEach((f, i) => {
    q[`searchCriteria[filter_groups][${i}][filters][0][field]`] = f.field;
    q[`searchCriteria[filter_groups][${i}][filters][0][value]`] = f.value;
    q[`searchCriteria[filter_groups][${i}][filters][0][condition_type]`] = f.condition_type;
  });
  q['searchCriteria[current_page]'] = '1';
  q['searchCriteria[page_size]'] = String(PAGE_SIZE);
  return q;
}

const rangeEcho = (filters: readonly RangeFilter[]): unknown => ({ filter_groups: filters.map((f) => ({ filters: [{ field: f.field, value: f.value, condition_type: f.condition_type }] })), page_size: PAGE_SIZE, current_page: 1 });

const startTimeOf = (item: Record<string, unknown>): unknown => (isRecord(item.extension_attributes) ? item.extension_attributes.start_time : undefined);

/**
 * A range on start_time (OperationRepositoryInterfaceTest::testGetListByBulkStartTime, lteq; testBulkGetListByStartTime,
 * gt now - 1 minute): AND-ed with the run's own bulk, a bound that holds its start time lists its three operations
 * (total_count 3), a bound one second the other side lists none; gt (start - 1 minute) alone, as the platform sends it,
 * lists only operations of bulks started after it, the run's own among them. Every answer echoes the search_criteria
 * sent, whole.
 */
async function startTimeRange(ctx: ScenarioContext, bulkUuid: string, start: string, condition: 'lteq' | 'gt'): Promise<Verdict> {
  const before = shifted(start, -1);
  const minuteBefore = shifted(start, -60);
  if (before === null || minuteBefore === null) return fail('the bulk\'s start_time is not a time', 'start_time YYYY-MM-DD HH:MM:SS in the bulk summary', String(start));
  const own: RangeFilter = { field: 'bulk_uuid', value: bulkUuid, condition_type: 'eq' };
  const asks: Array<{ filters: RangeFilter[]; want: number | 'own'; what: string }> = condition === 'lteq'
    ? [
        { filters: [own, { field: 'start_time', value: start, condition_type: 'lteq' }], want: 3, what: `bulk_uuid eq ${bulkUuid} AND start_time lteq its start ${start}` },
        { filters: [own, { field: 'start_time', value: before, condition_type: 'lteq' }], want: 0, what: `bulk_uuid eq ${bulkUuid} AND start_time lteq ${before}, a second before its start` },
      ]
    : [
        { filters: [own, { field: 'start_time', value: minuteBefore, condition_type: 'gt' }], want: 3, what: `bulk_uuid eq ${bulkUuid} AND start_time gt ${minuteBefore}, a minute before its start` },
        { filters: [own, { field: 'start_time', value: start, condition_type: 'gt' }], want: 0, what: `bulk_uuid eq ${bulkUuid} AND start_time gt its start ${start}` },
        { filters: [{ field: 'start_time', value: minuteBefore, condition_type: 'gt' }], want: 'own', what: `start_time gt ${minuteBefore} alone` },
      ];
  const notes: string[] = [];
  for (const ask of asks) {
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/bulk', query: rangeQuery(ask.filters), storeCode: null });
    if (res.status !== 200) return fail(`the bulk search with start_time ${condition} was not served`, '200 with {items, search_criteria, total_count}', describeExchange(res.status, res.json, res.bodyText), res);
    const { problems, facts } = checkSearchResult(res.json, ask.filters.filter((f) => f.field === 'bulk_uuid').map((f) => ({ field: 'bulk_uuid' as const, value: f.value })), PAGE_SIZE);
    const bound = ask.filters.find((f) => f.field === 'start_time');
    facts.items.forEach((item, i) => {
      const at = startTimeOf(item);
      if (bound === undefined || typeof at !== 'string') return;
      const holds = bound.condition_type === 'lteq' ? at <= bound.value : at > bound.value;
      if (!holds) problems.push(`items[${i}] (bulk ${String(item.bulk_uuid)}) started at ${at}, which is not ${bound.condition_type} ${bound.value}`);
    });
    if (ask.want === 'own') {
      const mine = facts.items.filter((item) => item.bulk_uuid === bulkUuid).length;
      if (facts.total !== null && facts.total < 3) problems.unshift(`total_count is ${facts.total} for ${ask.what}, though the run's own bulk ${bulkUuid} of 3 operations started at ${start}`);
      else if (facts.total !== null && facts.total <= PAGE_SIZE && mine !== 3) problems.unshift(`the page of all ${facts.total} lists ${mine} of the 3 operations of the run's own bulk ${bulkUuid}, started at ${start}`);
    } else if (facts.total !== ask.want) problems.unshift(`total_count is ${String(facts.total)} for ${ask.what}, which holds ${ask.want} operation(s) of the bulk`);
    const echo = isRecord(res.json) ? res.json.search_criteria : undefined;
    if (JSON.stringify(echo) !== JSON.stringify(rangeEcho(ask.filters))) problems.push(`search_criteria is ${JSON.stringify(echo)}, not the criteria sent ${JSON.stringify(rangeEcho(ask.filters))}`);
    if (problems.length > 0) {
      const expected = ask.want === 'own' ? `only operations of bulks started after ${minuteBefore}, the 3 of ${bulkUuid} among them, search_criteria ${JSON.stringify(rangeEcho(ask.filters))}` : `total_count ${ask.want}${ask.want > 0 ? `, the operations of bulk ${bulkUuid}` : ', no item'}, search_criteria ${JSON.stringify(rangeEcho(ask.filters))}`;
      return fail(`the search by start_time ${condition} does not answer as its criteria say: ${problems[0]}`, expected, problems.slice(0, 5).join('; '), res);
    }
    notes.push(`${ask.what}: ${String(facts.total)}`);
  }
  return pass(`start_time ${condition}, the search_criteria echoed whole: ${notes.join('; ')}`);
}

export const statusSearch: ScenarioCheck<SearchScenario> = {
  subject: 'scenario',
  id: 'status.search',
  family: 'status',
  rule: 'GET /V1/bulk?searchCriteria with an eq filter on bulk_uuid, status, topic_name or start_time returns operation records whose fields match the filter, echoes the filter (field, value, condition_type) in search_criteria, and a consistent total_count; two filter groups (bulk_uuid AND status) are AND-ed, with the search_criteria sent echoed whole; start_time lteq and gt compare the bulk\'s start time (AND-ed with the bulk: lteq its start and gt a minute before list its operations, lteq a second before and gt its start none; gt a minute before alone only operations of bulks started after, its own among them), the search_criteria echoed whole.',
  source: 'seed 000 Bulk search result and Operation status routes (search filter fields); facts 20; real 2.4.7 responses/async e_bulk_search; magento/magento2 dev/tests/api-functional AsynchronousOperations OperationRepositoryInterfaceTest::testGetList, testGetListByBulkStartTime, testBulkGetListByStartTime (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03)',
  scenarios: [...FIELDS.map((field) => ({ ...writing(`${field} eq`, `GET /V1/bulk?searchCriteria (${field} eq)`, SEARCH_ROUTE), field })), { ...writing('bulk_uuid and status eq', 'GET /V1/bulk?searchCriteria (bulk_uuid eq AND status eq)', SEARCH_ROUTE), field: 'bulk_uuid+status' as const }, { ...writing('start_time lteq', 'GET /V1/bulk?searchCriteria (start_time lteq)', SEARCH_ROUTE), field: 'start_time lteq' as const }, { ...writing('start_time gt', 'GET /V1/bulk?searchCriteria (start_time gt)', SEARCH_ROUTE), field: 'start_time gt' as const }],
  run: gated(async (ctx, scenario) => {
    const { field } = scenario;
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    const summary = summaryOf(s);
    const ops = operationsOf(summary);
    const json = summary?.json;
    if (!isRecord(json) || s.bulkUuid === null) return skip('no summary');
    if (field === 'bulk_uuid+status') return andedGroups(ctx, s.bulkUuid, ops.map((o) => Number(o.status)));
    if (field === 'start_time lteq' || field === 'start_time gt') return startTimeRange(ctx, s.bulkUuid, String(json.start_time ?? ''), field === 'start_time lteq' ? 'lteq' : 'gt');
    const topic = typeof json.description === 'string' ? json.description.replace(/^Topic /, '') : '';
    const value = field === 'bulk_uuid' ? s.bulkUuid : field === 'status' ? String(ops[0]?.status ?? 1) : field === 'topic_name' ? topic : String(json.start_time ?? '');
    const filters: SearchFilter[] = [{ field, value }];
    const pageSize = 20;
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/bulk', query: searchQuery(filters, pageSize), storeCode: null });
    if (res.status !== 200) return fail('the bulk search was not served', '200 with {items, search_criteria, total_count}', describeExchange(res.status, res.json, res.bodyText), res);
    const { problems, facts } = checkSearchResult(res.json, filters, pageSize);
    if (field === 'bulk_uuid') {
      if (facts.total !== 3) problems.push(`total_count is ${String(facts.total)} for a bulk of 3 operations`);
      const ids = facts.items.map((i) => i.id).sort();
      if (JSON.stringify(ids) !== JSON.stringify([0, 1, 2])) problems.push(`the items are operations ${JSON.stringify(ids)}, not 0, 1, 2 of the bulk`);
    } else if (facts.total === 0) problems.push(`no operation found for ${field} eq ${value}, although the bulk ${s.bulkUuid} has one`);
    if (problems.length > 0) return fail(`the search result does not match its filter: ${problems[0]}`, `operation records with ${field} = ${value}, the filter echoed, total_count consistent`, problems.slice(0, 5).join('; '), res);
    return pass(`${facts.items.length} item(s), total_count ${String(facts.total)}`);
  }),
};
