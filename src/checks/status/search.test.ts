import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases, type FakeScenario } from '../testing/fake-scenario.ts';
import { statusSearch } from './search.ts';

const field = (name: string) => (scenarios: typeof statusSearch.scenarios) => scenarios.find((s) => s.field === name);
type Result = { items: Array<Record<string, unknown>>; total_count: number } & Record<string, unknown>;
const resultEdited = (edit: (r: Result) => Result) => altered((sent, healthy) => (sent.path === '/V1/bulk' ? { status: 200, json: edit(jsonOf(healthy) as Result) } : undefined));

const NOTHING = 'no operation found for topic_name eq async.magento.catalog.api.productrepositoryinterface.save.post, although the bulk 00000000-0000-4000-8000-000000000001 has one';

scenarioCases(statusSearch, [
  ...['bulk_uuid', 'status', 'topic_name', 'start_time'].map((name) => ({
    name: `${name} eq finds the operations of the worker's bulk`,
    scenario: field(name),
    want: { outcome: 'pass' as const, note: '3 item(s), total_count 3' },
    then: (f: FakeScenario) => {
      const search = f.sent.find((s) => s.path === '/V1/bulk');
      assert.equal(search?.query?.['searchCriteria[filter_groups][0][filters][0][field]'], name);
      assert.equal(search?.query?.['searchCriteria[filter_groups][0][filters][0][condition_type]'], 'eq');
    },
  })),
  {
    name: 'bulk_uuid AND status: the bulk\'s operations in their status, none in another; the criteria echoed whole',
    scenario: field('bulk_uuid+status'),
    want: { outcome: 'pass', note: 'bulk_uuid AND status, the search_criteria echoed whole: status 1: 3, status 2: 0' },
    then: (f: FakeScenario) => {
      const searches = f.sent.filter((s) => s.path === '/V1/bulk');
      assert.deepEqual(searches.map((s) => [s.query?.['searchCriteria[filter_groups][0][filters][0][field]'], s.query?.['searchCriteria[filter_groups][1][filters][0][field]'], s.query?.['searchCriteria[filter_groups][1][filters][0][value]']]), [['bulk_uuid', 'status', '1'], ['bulk_uuid', 'status', '2']]);
    },
  },
  {
    name: 'bulk_uuid AND status: the second group not applied (the reference\'s status-search-later-groups-ignored): fail',
    scenario: field('bulk_uuid+status'),
    fake: { answer: altered((sent, healthy) => (sent.path === '/V1/bulk' && sent.query?.['searchCriteria[filter_groups][1][filters][0][value]'] === '2' ? { status: 200, json: { ...(jsonOf(healthy) as Result), items: [], total_count: 3 } } : undefined)) },
    want: { outcome: 'fail', broken: /^the search with two filter groups does not AND them as sent: total_count is 3 for bulk_uuid eq 00000000-0000-4000-8000-000000000001 AND status eq 2, of which the bulk has 0 operation\(s\)/, expected: /^total_count 0, the operations of bulk/, actual: /^total_count is 3/ },
  },
  {
    name: 'bulk_uuid AND status: the page left out of the echo: fail',
    scenario: field('bulk_uuid+status'),
    fake: { answer: resultEdited((r) => ({ ...r, search_criteria: { filter_groups: (r.search_criteria as { filter_groups: unknown }).filter_groups } })) },
    want: { outcome: 'fail', broken: /^the search with two filter groups does not AND them as sent: search_criteria is \{"filter_groups"/, expected: /page_size":20,"current_page":1\}$/, actual: /^search_criteria is/ },
  },
  { name: 'the search is not served', fake: { answer: altered((sent) => (sent.path === '/V1/bulk' ? { status: 400, json: { message: '"field" is not a valid filter' } } : undefined)) }, want: { outcome: 'fail', broken: 'the bulk search was not served', expected: '200 with {items, search_criteria, total_count}', actual: '400 ""field" is not a valid filter"' } },
  { name: 'bulk_uuid eq: a total that is not the bulk\'s three operations', fake: { answer: resultEdited((r) => ({ ...r, items: r.items.slice(0, 2), total_count: 2 })) }, want: { outcome: 'fail', broken: 'the search result does not match its filter: total_count is 2 for a bulk of 3 operations', expected: 'operation records with bulk_uuid = 00000000-0000-4000-8000-000000000001, the filter echoed, total_count consistent', actual: 'total_count is 2 for a bulk of 3 operations; the items are operations [0,1], not 0, 1, 2 of the bulk' } },
  { name: 'topic_name eq: nothing found although the bulk has one', scenario: field('topic_name'), fake: { answer: resultEdited((r) => ({ ...r, items: [], total_count: 0 })) }, want: { outcome: 'fail', broken: `the search result does not match its filter: ${NOTHING}`, expected: 'operation records with topic_name = async.magento.catalog.api.productrepositoryinterface.save.post, the filter echoed, total_count consistent', actual: NOTHING } },
  { name: 'status eq: an item that does not match the filter', scenario: field('status'), fake: { answer: resultEdited((r) => ({ ...r, items: r.items.map((i) => ({ ...i, status: 3 })) })) }, want: { outcome: 'fail', broken: 'the search result does not match its filter: items[0].status is 3, but the filter asked for status eq "1"', expected: 'operation records with status = 1, the filter echoed, total_count consistent', actual: [0, 1, 2].map((i) => `items[${i}].status is 3, but the filter asked for status eq "1"`).join('; ') } },
]);
