// The suite's status step (createStatusStep in fixtures/async-scenarios.ts): one summary request per poll decides the
// verdict, and with the shared poller on a fake clock a bulk is seen terminal within one poll of turning terminal,
// with one status request per 250 ms at most. No assertion depends on real time.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { HttpExchange } from '../src/checks/types.ts';
import { BulkPoller } from '../src/runtime/async-poller.ts';
import { FakeClock } from '../src/runtime/testing/fake-clock.ts';
import { createStatusStep, type PollDetail, type StatusGet } from '../fixtures/async-scenarios.ts';

const exchange = (status: number, json: unknown, path = '/V1/bulk/x/status'): HttpExchange => ({ method: 'GET', url: `http://target.invalid/rest${path}`, status, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });
const summary = (statuses: number[]) => ({ operations_list: statuses.map((status, id) => ({ id, status, result_message: null, error_code: null })), bulk_id: 'x', operation_count: statuses.length });

function target(answer: (path: string) => HttpExchange) {
  const paths: string[] = [];
  const events: string[] = [];
  const get: StatusGet = async (path, sending) => {
    events.push('prepare');
    await sending?.();
    events.push('send');
    paths.push(path);
    return answer(path);
  };
  return { get, paths, events };
}

const noWait = async (): Promise<void> => {};

test('one request per poll, to the summary route, with the bulk uuid encoded; sending() is awaited before the send', async () => {
  const t = target((path) => exchange(200, summary([1, 1]), path));
  const step = createStatusStep(t.get, () => 2);
  let hooked = 0;
  const result = await step('a b/c', 0, async () => {
    hooked += 1;
  });
  assert.deepEqual(t.paths, ['/V1/bulk/a%20b%2Fc/status']);
  assert.deepEqual(t.events, ['prepare', 'send']);
  assert.equal(hooked, 1);
  assert.equal(result.done, true);
  assert.equal(result.detail.openCount, 0);
  assert.equal(result.detail.summary?.status, 200);
  assert.equal(result.contradiction, undefined);
});

test('the verdict: done only when every queued operation is listed and none is open (4)', async () => {
  const cases: Array<{ statuses: number[]; expected: number; done: boolean; open: number; progressed: boolean }> = [
    { statuses: [4, 4, 4], expected: 3, done: false, open: 3, progressed: false },
    { statuses: [1, 4, 3], expected: 3, done: false, open: 1, progressed: true },
    { statuses: [1, 2, 3], expected: 3, done: true, open: 0, progressed: true },
    { statuses: [1, 5], expected: 2, done: true, open: 0, progressed: true },
    { statuses: [1, 1], expected: 3, done: false, open: 0, progressed: true },
    { statuses: [], expected: 1, done: false, open: 0, progressed: false },
  ];
  for (const c of cases) {
    const step = createStatusStep(target(() => exchange(200, summary(c.statuses))).get, () => c.expected);
    const result = await step('x', 0, noWait);
    assert.equal(result.done, c.done, JSON.stringify(c));
    assert.equal(result.detail.openCount, c.open, JSON.stringify(c));
    assert.equal(result.progressed, c.progressed, JSON.stringify(c));
  }
});

test('an answer without operations_list is not a verdict, and is kept as the last summary (for the failure excerpt)', async () => {
  for (const res of [exchange(404, { message: 'Bulk not found' }), exchange(500, undefined), exchange(200, { items: [] })]) {
    const step = createStatusStep(target(() => res).get, () => 1);
    const result = await step('x', 0, noWait);
    assert.equal(result.done, false);
    assert.equal(result.detail.openCount, null);
    assert.equal(result.detail.summary, res);
  }
});


test('with the shared poller: the verdict within one poll of the bulk turning terminal, one request per poll, 250 ms apart', async () => {
  for (let terminalAt = 0; terminalAt < 4000; terminalAt += 61) {
    const clock = new FakeClock();
    const sentAt: number[] = [];
    const get: StatusGet = async (path, sending) => {
      await clock.sleep(3); // the token and the request's way out
      await sending?.();
      sentAt.push(clock.now());
      const statuses = clock.now() >= terminalAt ? [1, 3, 1] : [1, 4, 4];
      await clock.sleep(5);
      return exchange(200, summary(statuses), path);
    };
    const poller = new BulkPoller<PollDetail>(createStatusStep(get, () => 3), { clock });
    const waiting = poller.wait('b', 30_000);
    await clock.run();
    const outcome = await waiting;
    assert.equal(outcome.kind, 'terminal');
    if (outcome.kind !== 'terminal') continue;
    assert.equal(outcome.attempts, sentAt.length, 'every poll is one status request');
    assert.ok(outcome.seenAt - terminalAt <= 251 + 8, `terminal at ${terminalAt}, seen ${outcome.seenAt - terminalAt} ms later`);
    assert.deepEqual(outcome.detail.summary?.json, summary([1, 3, 1]), 'the verdict carries the summary the scenarios check');
    assert.ok(sentAt.slice(1).every((t, i) => t - (sentAt[i] as number) >= 250));
  }
});

test('the step states the bulk\'s operation statuses, so the adaptive deadline sees any change as movement', async () => {
  let statuses = [4, 4, 4];
  const t = target((path) => exchange(200, summary(statuses), path));
  const step = createStatusStep(t.get, () => 3);
  const first = await step('x', 0, noWait);
  statuses = [1, 4, 4];
  const second = await step('x', 1, noWait);
  const third = await step('x', 2, noWait);
  assert.equal(first.state, '3:4,4,4');
  assert.notEqual(second.state, first.state, 'an operation finished: movement');
  assert.equal(third.state, second.state, 'nothing changed: no movement');
  assert.equal(second.done, false);
});
