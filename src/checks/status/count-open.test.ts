import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROUTE_NOT_FOUND } from '../platform-errors.ts';
import { altered, jsonOf, scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import type { Canned } from '../testing/fake-context.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { countBounds, statusCountOpen, unexplainedMove } from './count-open.ts';

/**
 * A target whose bulk is open when read: each read of the check (detailed status, then each count) sees the statuses
 * of `timeline` at that read's position; `count` changes what one count answers given the statuses it should count.
 */
function openBulk(timeline: number[][], count?: (code: number, statuses: number[]) => unknown) {
  let reads = 0;
  const at = (): number[] => timeline[Math.min(reads, timeline.length - 1)] ?? [];
  return altered((sent: ScenarioSent, healthy: Canned) => {
    if (sent.method !== 'GET' || !sent.path.startsWith('/V1/bulk/')) return undefined;
    if (sent.path.endsWith('/status')) return undefined; // the poller: the healthy, finished bulk
    const statuses = at();
    reads += 1;
    if (sent.path.endsWith('/detailed-status')) {
      const json = jsonOf(healthy) as { operations_list: Array<Record<string, unknown>> };
      return { status: 200, json: { ...json, operations_list: json.operations_list.map((op, i) => ({ ...op, status: statuses[i] })) } };
    }
    const code = Number(/\/operation-status\/(\d)$/.exec(sent.path)?.[1]);
    const right = statuses.filter((s) => s === code).length;
    return { status: 200, json: count ? count(code, statuses) ?? right : right };
  });
}

const O = 4;
const C = 1;

scenarioCases(statusCountOpen, [
  {
    name: 'three operations open at every read: the counts are exact',
    fake: { answer: openBulk([[O, O, O]]) },
    want: { outcome: 'pass', note: 'counts read with 3 of 3 operations open before and 3 after, each within what the two detailed reads allow' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => `${s.method} ${s.path.replace(/^\/V1\/bulk\/[^/]+/, '')}`), ['POST /async/bulk/V1/products', 'GET /detailed-status', ...[1, 2, 3, 4, 5].map((c) => `GET /operation-status/${c}`), 'GET /detailed-status']);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['open-at-count-reads', [3, 3]]]);
    },
  },
  {
    // The real 2.4.7-p3's own sequence (2026-12-03): the first operation completed between the count of 1 and that of 4.
    name: 'an operation completes while the counts are read: tolerated between the two detailed reads',
    fake: { answer: openBulk([[O, O, O], [O, O, O], [O, O, O], [O, O, O], [C, O, O]]) },
    want: { outcome: 'pass', note: 'counts read with 3 of 3 operations open before and 2 after, each within what the two detailed reads allow' },
  },
  {
    name: 'the consumer was quicker: counts of the finished bulk',
    fake: { answer: openBulk([[C, C, C]]) },
    want: { outcome: 'pass', note: 'no operation was open any more at the first read (the consumer was quicker): the counts equal the detailed status of the finished bulk' },
  },
  {
    name: 'a count of open operations frozen at 0',
    fake: { answer: openBulk([[O, O, O]], (code) => (code === 4 ? 0 : undefined)) },
    want: { outcome: 'fail', broken: 'operation-status/4 disagrees with the detailed status read around it', expected: '3 (operations in detailed-status read before: [4,4,4], after: [4,4,4]; a consumer between the reads moves operations from 4 to 1, 2 or 3 only)', actual: '0' },
  },
  {
    name: 'a count above what any moment of the reads allowed',
    fake: { answer: openBulk([[O, O, O], [O, O, O], [O, O, O], [O, O, O], [C, O, O]], (code, s) => (code === 1 ? s.filter((x) => x === 1).length + 2 : undefined)) },
    want: { outcome: 'fail', broken: 'operation-status/1 disagrees with the detailed status read around it', expected: /^between 0 and 1 \(operations in detailed-status read before: \[4,4,4\], after: \[1,4,4\]/, actual: '2' },
  },
  {
    name: 'an operation going back to open between the reads',
    fake: { answer: openBulk([[C, O, O], [C, O, O], [C, O, O], [C, O, O], [C, O, O], [C, O, O], [O, O, O]]) },
    want: { outcome: 'fail', broken: 'an operation changed status in a way no consumer explains', expected: 'operations move only from open (4) to 1, 2 or 3', actual: 'operation 0 moved from 1 to 4 (first read [1,4,4], second [4,4,4])' },
  },
  {
    name: 'a count that is not a bare integer',
    fake: { answer: openBulk([[O, O, O]], (code) => (code === 2 ? { count: 0 } : undefined)) },
    want: { outcome: 'fail', broken: 'operation-status/2 did not answer a bare integer', expected: 'a bare JSON integer', actual: '200 {"count":0}' },
  },
  {
    name: 'a release without the count route: the documented variant',
    fake: { answer: altered((sent) => (/\/operation-status\/\d$/.test(sent.path) ? { status: 404, json: { message: ROUTE_NOT_FOUND } } : undefined)) },
    want: { outcome: 'pass', note: 'the count route is absent on this release (documented variant)' },
    then: (f) => assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['count-route', 'absent']]),
  },
  {
    name: 'the bulk call is not accepted',
    fake: { answer: altered((sent) => (sent.method === 'POST' ? { status: 500, json: { message: 'Internal Error' } } : undefined)) },
    want: { outcome: 'fail', broken: 'the scenario call POST /async/bulk/V1/products was not accepted', expected: '202 with a bulk_uuid', actual: /^answered 500 "Internal Error"/ },
  },
  { name: 'writes denied: skipped', fake: { target: { writes: 'deny' } }, want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO } },
]);

test('status.count-open: the bounds of each code between two detailed reads', () => {
  const op = (id: number, status: number) => ({ id, status, result_message: null, error_code: null });
  const b = countBounds([op(0, 4), op(1, 4), op(2, 5)], [op(0, 1), op(1, 3), op(2, 5)]);
  assert.deepEqual([...b.entries()], [[1, { low: 0, high: 1 }], [2, { low: 0, high: 0 }], [3, { low: 0, high: 1 }], [4, { low: 0, high: 2 }], [5, { low: 1, high: 1 }]]);
  assert.equal(unexplainedMove([op(0, 4)], [op(0, 2)]), null);
  assert.equal(unexplainedMove([op(0, 5)], [op(0, 1)]), 'operation 0 moved from 5 to 1');
  assert.equal(unexplainedMove([op(0, 4)], []), 'operation 0 (status 4) is missing from the second read');
  assert.equal(unexplainedMove([], [op(1, 4)]), 'operation 1 (status 4) appeared only in the second read');
});
