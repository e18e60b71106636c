// status.search: GET /V1/bulk with an eq filter on each searchable field finds the worker's product bulk.

import { checkSearchResult, isRecord, searchQuery, type SearchFilter } from '../async/shapes.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, type Scenario, type ScenarioCheck } from '../types.ts';
import { fail, gated, operationsOf, productSample, SEARCH_ROUTE, summaryOf, unfinished, writing } from '../async/scenarios.ts';

const FIELDS = ['bulk_uuid', 'status', 'topic_name', 'start_time'] as const;

interface SearchScenario extends Scenario {
  field: (typeof FIELDS)[number];
}

export const statusSearch: ScenarioCheck<SearchScenario> = {
  subject: 'scenario',
  id: 'status.search',
  family: 'status',
  rule: 'GET /V1/bulk?searchCriteria with an eq filter on bulk_uuid, status, topic_name or start_time returns operation records whose fields match the filter, echoes the filter (field, value, condition_type) in search_criteria, and a consistent total_count.',
  source: 'seed 000 Bulk search result and Operation status routes (search filter fields); facts 20; real 2.4.7 responses/async e_bulk_search',
  scenarios: FIELDS.map((field) => ({ ...writing(`${field} eq`, `GET /V1/bulk?searchCriteria (${field} eq)`, SEARCH_ROUTE), field })),
  run: gated(async (ctx, scenario) => {
    const { field } = scenario;
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    const summary = summaryOf(s);
    const ops = operationsOf(summary);
    const json = summary?.json;
    if (!isRecord(json) || s.bulkUuid === null) return skip('no summary');
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
