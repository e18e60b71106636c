import assert from 'node:assert/strict';
import { test } from 'node:test';
import { altered, jsonOf, scenarioCases, type FakeScenario } from '../testing/fake-scenario.ts';
import { shifted, statusSearch } from './search.ts';
import { healthyAsyncTarget, START_TIME, type Target } from '../testing/async-scenario-target.ts';

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

const groupOf = (q: Record<string, string> | undefined, i: number): string | undefined => (q?.[`searchCriteria[filter_groups][${i}][filters][0][field]`] === undefined ? undefined : `${q[`searchCriteria[filter_groups][${i}][filters][0][field]`]} ${q[`searchCriteria[filter_groups][${i}][filters][0][condition_type]`]} ${q[`searchCriteria[filter_groups][${i}][filters][0][value]`]}`);
/** The start_time range not applied (the reference's status-search-range-ignored): the bulk's operations whatever the
 * bound, the criteria echoed as sent. */
function rangeAsNothing(): Target {
  const base = healthyAsyncTarget();
  return (sent) => {
    const q = sent.query ?? {};
    if (sent.path !== '/V1/bulk' || q['searchCriteria[filter_groups][1][filters][0][field]'] !== 'start_time') return base(sent);
    const unbounded = base({ ...sent, query: Object.fromEntries(Object.entries(q).filter(([k]) => !k.includes('[filter_groups][1]'))) });
    return { status: 200, json: { ...(jsonOf(unbounded) as Result), search_criteria: (jsonOf(base(sent)) as Result).search_criteria } };
  };
}

scenarioCases(statusSearch, [
  {
    name: 'start_time lteq: AND-ed with the bulk, its start lists its 3 operations, a second before none; the criteria echoed whole',
    scenario: field('start_time lteq'),
    want: { outcome: 'pass', note: `start_time lteq, the search_criteria echoed whole: bulk_uuid eq 00000000-0000-4000-8000-000000000001 AND start_time lteq its start ${START_TIME}: 3; bulk_uuid eq 00000000-0000-4000-8000-000000000001 AND start_time lteq ${shifted(START_TIME, -1) ?? ''}, a second before its start: 0` },
    then: (f: FakeScenario) => {
      const searches = f.sent.filter((s) => s.path === '/V1/bulk');
      assert.deepEqual(searches.map((s) => groupOf(s.query, 1)), [`start_time lteq ${START_TIME}`, `start_time lteq ${shifted(START_TIME, -1) ?? ''}`]);
      assert.equal(searches[0]?.query?.['searchCriteria[current_page]'], '1');
    },
  },
  {
    name: 'start_time gt: AND-ed with the bulk, a minute before lists its 3, its start none; alone, the bulk among the later ones',
    scenario: field('start_time gt'),
    want: { outcome: 'pass', note: /^start_time gt, the search_criteria echoed whole: .*gt 2026-11-24 08:59:00, a minute before its start: 3; .*AND start_time gt its start 2026-11-24 09:00:00: 0; start_time gt 2026-11-24 08:59:00 alone: 3$/ },
    then: (f: FakeScenario) => {
      const searches = f.sent.filter((s) => s.path === '/V1/bulk');
      assert.deepEqual(searches.map((s) => [groupOf(s.query, 0)?.split(' ')[0], groupOf(s.query, 1)]), [['bulk_uuid', 'start_time gt 2026-11-24 08:59:00'], ['bulk_uuid', `start_time gt ${START_TIME}`], ['start_time', undefined]]);
    },
  },
  {
    name: 'start_time lteq not applied (the reference\'s status-search-range-ignored): a second before its start still lists the bulk: fail',
    scenario: field('start_time lteq'),
    fake: { answer: rangeAsNothing() },
    want: { outcome: 'fail', broken: /^the search by start_time lteq does not answer as its criteria say: total_count is 3 for bulk_uuid eq \S+ AND start_time lteq 2026-11-24 08:59:59, a second before its start, which holds 0 operation\(s\)/, expected: /^total_count 0, no item, search_criteria/, actual: /^total_count is 3/ },
  },
  {
    name: 'start_time gt not applied (the reference\'s status-search-range-ignored): its start still lists the bulk: fail',
    scenario: field('start_time gt'),
    fake: { answer: rangeAsNothing() },
    want: { outcome: 'fail', broken: /^the search by start_time gt does not answer as its criteria say: total_count is 3 for bulk_uuid eq \S+ AND start_time gt its start 2026-11-24 09:00:00, which holds 0/, expected: /^total_count 0, no item/, actual: /^total_count is 3/ },
  },
  {
    name: 'start_time gt alone: an item of a bulk started before the bound: fail',
    scenario: field('start_time gt'),
    fake: { answer: altered((sent, healthy) => (sent.path === '/V1/bulk' && sent.query?.['searchCriteria[filter_groups][0][filters][0][field]'] === 'start_time' ? { status: 200, json: { ...(jsonOf(healthy) as Result), items: (jsonOf(healthy) as Result).items.map((i, n) => (n === 0 ? { ...i, bulk_uuid: 'other', extension_attributes: { start_time: '2010-10-10 00:00:00' } } : i)) } } : undefined)) },
    want: { outcome: 'fail', broken: /^the search by start_time gt does not answer as its criteria say: the page of all 3 lists 2 of the 3 operations/, expected: /^only operations of bulks started after 2026-11-24 08:59:00, the 3 of/, actual: /items\[0\] \(bulk other\) started at 2010-10-10 00:00:00, which is not gt 2026-11-24 08:59:00/ },
  },
  {
    name: 'start_time lteq: the condition echoed as eq: fail',
    scenario: field('start_time lteq'),
    fake: { answer: resultEdited((r) => ({ ...r, search_criteria: JSON.parse(JSON.stringify(r.search_criteria).replace('"lteq"', '"eq"')) as unknown })) },
    want: { outcome: 'fail', broken: /^the search by start_time lteq does not answer as its criteria say: search_criteria is .*"condition_type":"eq".*, not the criteria sent/, expected: /^total_count 3, the operations of bulk/, actual: /^search_criteria is/ },
  },
]);

test('shifted: wall-clock text moved by seconds, across midnight; not a time: null', () => {
  assert.equal(shifted('2026-01-01 00:00:30', -60), '2025-12-31 23:59:30');
  assert.equal(shifted('2026-12-03 18:55:58', -1), '2026-12-03 18:55:57');
  assert.equal(shifted('yesterday', -1), null);
});
