// The floor of a write run (bench/writes.ts) from hand-made captures: lanes are unions of their working requests,
// waiting (status reads that find the run's operations open, the queue's movement probes) is left out, setup and
// teardown add to the busiest worker lane, the consumer's busy time is bounded by the run's own acceptances and status
// answers, and what the run created is counted by the kind the sweep removes.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { CapturedRequest } from '../src/runtime/capture.ts';
import { consumerFigures, entitiesOf, familyShares, isWaiting, unionMs, writeFloor } from '../bench/writes.ts';

const B = 'http://h/rest/default';
const req = (lane: number, start: number, ms: number, method: string, path: string, extra: Partial<CapturedRequest> = {}): CapturedRequest => ({ at: start + ms, worker: lane, lane, method, url: `${path.startsWith('http') ? '' : B}${path}`, auth: 'admin', headers: {}, status: 200, durationMs: ms, ...extra });

test('unionMs: overlapping intervals count once', () => {
  assert.equal(unionMs([{ start: 0, end: 10 }, { start: 5, end: 15 }, { start: 20, end: 25 }, { start: 21, end: 22 }]), 20);
  assert.equal(unionMs([]), 0);
});

test('isWaiting: a status read that finds the operation open waits; one that finds it done, and any other read, works', () => {
  const open = req(0, 0, 10, 'GET', '/V1/bulk/u/status', { queue: { read: [{ bulkUuid: 'u', open: 1, total: 1 }] } });
  const done = req(0, 0, 10, 'GET', '/V1/bulk/u/status', { queue: { read: [{ bulkUuid: 'u', open: 0, total: 1 }] } });
  const probe = req(-1, 0, 10, 'GET', '/V1/bulk?searchCriteria%5Bfilter_groups%5D%5B0%5D%5Bfilters%5D%5B0%5D%5Bfield%5D=topic_name&searchCriteria%5Bfilter_groups%5D%5B0%5D%5Bfilters%5D%5B0%5D%5Bvalue%5D=async.%25');
  const searchCheck = req(0, 0, 10, 'GET', '/V1/bulk?searchCriteria%5BpageSize%5D=2', { queue: { read: [{ bulkUuid: 'x', open: 1, total: 2 }] } });
  assert.deepEqual([open, done, probe, searchCheck, req(0, 0, 1, 'GET', '/V1/products')].map(isWaiting), [true, false, true, false, false]);
});

test('the floor: setup + the busiest worker lane (its working requests\' union) + teardown; waiting left out; wall over it', () => {
  const captured = [
    req(-1, 0, 100, 'GET', '/V1/directory/countries'),
    // lane 0: 300 ms of work, two requests overlapping by 100, and 500 ms of polls finding the operation open
    req(0, 200, 200, 'POST', '/V1/products', { body: '{}' }),
    req(0, 300, 200, 'GET', '/V1/products/x'),
    req(0, 600, 500, 'GET', '/V1/bulk/u/status', { queue: { read: [{ bulkUuid: 'u', open: 1, total: 1 }] } }),
    // lane 1: 250 ms
    req(1, 200, 250, 'PUT', '/V1/products/x'),
    req(-1, 1200, 50, 'DELETE', '/V1/products/x'),
    req(-1, 1210, 50, 'DELETE', '/V1/products/y'),
  ];
  const floor = writeFloor(captured, 2000);
  assert.deepEqual(floor.lanes.map((l) => [l.lane, l.busyMs, l.waitingMs]), [['setup', 100, 0], [0, 300, 500], [1, 250, 0], ['teardown', 60, 0]]);
  assert.equal(floor.laneFloorMs, 460);
  assert.equal(floor.floorMs, 460);
  assert.equal(floor.bound, 'lanes');
  assert.equal(floor.ratio, 2000 / 460);
  assert.equal(floor.waitingMs, 500);
});

test('the consumer: from each bulk\'s acceptance to the last answer showing it open (lower) or the first showing it done (upper), as unions', () => {
  const captured = [
    req(0, 0, 10, 'POST', '/async/V1/products', { status: 202, queue: { accepted: 'a', items: 1 } }),
    req(0, 5, 10, 'POST', '/async/bulk/V1/products', { status: 202, queue: { accepted: 'b', items: 3 } }),
    req(0, 100, 10, 'GET', '/V1/bulk/a/status', { queue: { read: [{ bulkUuid: 'a', open: 1, total: 1 }] } }),
    req(0, 200, 10, 'GET', '/V1/bulk/a/status', { queue: { read: [{ bulkUuid: 'a', open: 0, total: 1 }] } }),
    req(-1, 1000, 10, 'GET', '/V1/bulk', { queue: { read: [{ bulkUuid: 'b', open: 0, total: 3 }] } }),
    req(0, 2000, 10, 'POST', '/async/V1/customers', { status: 202, queue: { accepted: 'c', items: 1 } }),
  ];
  const c = consumerFigures(captured);
  assert.deepEqual(c, { bulks: 3, operations: 5, lowerMs: 100, upperMs: 1000, unseen: 1 });
});

test('entities: creations of the kinds the sweep removes, synchronous (2xx) and queued (accepted items)', () => {
  const captured = [
    req(0, 0, 1, 'POST', '/V1/products'),
    req(0, 0, 1, 'POST', '/V1/products', { status: 400 }),
    req(0, 0, 1, 'POST', '/async/bulk/V1/products', { status: 202, queue: { accepted: 'b', items: 3 } }),
    req(0, 0, 1, 'POST', '/V1/categories'),
    req(0, 0, 1, 'POST', '/V1/products/options'),
  ];
  assert.deepEqual(entitiesOf(captured), [{ kind: 'product', sync: 1, queued: 3 }, { kind: 'category', sync: 1, queued: 0 }]);
});

test('familyShares: each family\'s test time over the workers\' time', () => {
  assert.deepEqual(familyShares([{ check: 'write.read-back', durationMs: 300 }, { check: 'write.response-valid', durationMs: 100 }, { check: 'perm.guest-refused', durationMs: 100 }], 2, 1000), [
    { family: 'write', tests: 2, ms: 400, share: 0.2 },
    { family: 'perm', tests: 1, ms: 100, share: 0.05 },
  ]);
});
