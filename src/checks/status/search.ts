// status.search: GET /V1/bulk with an eq filter on each searchable field finds the worker's product bulk.

import { checkSearchResult, isRecord, searchQuery, type SearchFilter } from '../async/shapes.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { fail, gated, operationsOf, productSample, SEARCH_ROUTE, summaryOf, unfinished, writing } from '../async/scenarios.ts';

const FIELDS = ['bulk_uuid', 'status', 'topic_name', 'start_time'] as const;

interface SearchScenario extends Scenario {
  /** One eq filter on this field; 'bulk_uuid+status': two filter groups AND-ed (OperationRepositoryInterfaceTest::testGetList). */
  field: (typeof FIELDS)[number] | 'bulk_uuid+status';
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

export const statusSearch: ScenarioCheck<SearchScenario> = {
  subject: 'scenario',
  id: 'status.search',
  family: 'status',
  rule: 'GET /V1/bulk?searchCriteria with an eq filter on bulk_uuid, status, topic_name or start_time returns operation records whose fields match the filter, echoes the filter (field, value, condition_type) in search_criteria, and a consistent total_count; two filter groups (bulk_uuid AND status) are AND-ed, with the search_criteria sent echoed whole.',
  source: 'seed 000 Bulk search result and Operation status routes (search filter fields); facts 20; real 2.4.7 responses/async e_bulk_search; magento/magento2 dev/tests/api-functional AsynchronousOperations OperationRepositoryInterfaceTest::testGetList (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03)',
  scenarios: [...FIELDS.map((field) => ({ ...writing(`${field} eq`, `GET /V1/bulk?searchCriteria (${field} eq)`, SEARCH_ROUTE), field })), { ...writing('bulk_uuid and status eq', 'GET /V1/bulk?searchCriteria (bulk_uuid eq AND status eq)', SEARCH_ROUTE), field: 'bulk_uuid+status' as const }],
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
