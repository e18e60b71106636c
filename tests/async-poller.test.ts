// The shared poller of eventual operation status (fixtures/async-poller.ts) on a fake clock: backoff with jitter,
// the deadline, at most one request in flight per bulk, never two requests of one bulk closer than 250 ms, shared
// waits, the stalled-consumer shortcut and contradictions.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { backoffDelay, BulkPoller, DEFAULT_POLL, type Clock, type StepResult } from '../fixtures/async-poller.ts';

class FakeClock implements Clock {
  t = 0;
  private timers: Array<{ at: number; resolve: () => void }> = [];
  now(): number {
    return this.t;
  }
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.timers.push({ at: this.t + ms, resolve }));
  }
  /** Run timers in time order until nothing is pending (microtasks settle between timers). */
  async run(): Promise<void> {
    for (let i = 0; i < 100_000; i++) {
      await new Promise((r) => setImmediate(r));
      if (this.timers.length === 0) return;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) return;
      this.t = Math.max(this.t, next.at);
      next.resolve();
    }
    throw new Error('fake clock ran away');
  }
}

type Detail = { n: number };

function makeStep(clock: FakeClock, doneAt: number, latencyMs = 0, extra: Partial<StepResult<Detail>> = {}) {
  const calls: Array<{ bulk: string; attempt: number; at: number }> = [];
  const step = async (bulk: string, attempt: number): Promise<StepResult<Detail>> => {
    calls.push({ bulk, attempt, at: clock.now() });
    if (latencyMs > 0) await clock.sleep(latencyMs);
    return { done: attempt >= doneAt, detail: { n: attempt }, ...extra };
  };
  return { step, calls };
}

const gaps = (times: number[]): number[] => times.slice(1).map((t, i) => t - (times[i] as number));

test('a bulk that turns terminal quickly is seen within one steady interval', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 4);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const outcome = await Promise.all([poller.wait('b1', 30_000), clock.run()]).then(([o]) => o);
  assert.equal(outcome.kind, 'terminal');
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251, 251, 251, 251]);
});

test('backoffDelay polls at the minimum interval (+1 ms) for the steady attempts, then backs off', () => {
  assert.equal(backoffDelay(0, DEFAULT_POLL, () => 0.3), 251);
  assert.equal(backoffDelay(DEFAULT_POLL.steadyAttempts - 1, DEFAULT_POLL, () => 0.3), 251);
  assert.equal(backoffDelay(DEFAULT_POLL.steadyAttempts + 1, DEFAULT_POLL, () => 1), 500);
});

test('backoffDelay grows exponentially, is capped, jittered downwards only, and never below the minimum interval', () => {
  const s = { ...DEFAULT_POLL, steadyAttempts: 0 };
  assert.equal(backoffDelay(0, s, () => 1), 250);
  assert.equal(backoffDelay(1, s, () => 1), 500);
  assert.equal(backoffDelay(2, s, () => 1), 1000);
  assert.equal(backoffDelay(3, s, () => 1), 2000);
  assert.equal(backoffDelay(10, s, () => 1), 2000, 'capped at maxDelayMs');
  assert.equal(backoffDelay(3, s, () => 0), 1000, 'jitter takes at most half');
  assert.equal(backoffDelay(0, s, () => 0), 250, 'never below minIntervalMs');
  for (let i = 0; i < 50; i++) {
    const d = backoffDelay(2, s, Math.random);
    assert.ok(d >= 500 && d <= 1000, `jittered ${d} within [500, 1000]`);
  }
});

test('a bulk that turns terminal: polled with growing pauses, at least 250 ms apart, terminal outcome with timings', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 4);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, settings: { steadyAttempts: 0 } });
  const waiting = poller.wait('b1', 30_000);
  await clock.run();
  const outcome = await waiting;
  assert.equal(outcome.kind, 'terminal');
  if (outcome.kind !== 'terminal') return;
  assert.equal(outcome.attempts, 5);
  assert.deepEqual(gaps(calls.map((c) => c.at)), [250, 500, 1000, 2000]);
  assert.equal(outcome.seenAt - outcome.startedAt, 3750);
  assert.equal(outcome.lastOpenAt, 3750 - 2000);
});

test('still open at the deadline: a timeout near the deadline, marked as a stalled consumer; the next wait gives up after the grace', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, Number.POSITIVE_INFINITY);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 0.5, stalledGraceMs: 3000 });
  const first = poller.wait('b1', 10_000);
  await clock.run();
  const outcome = await first;
  assert.equal(outcome.kind, 'timeout');
  if (outcome.kind !== 'timeout') return;
  assert.ok(outcome.waitedMs >= 10_000 && outcome.waitedMs < 10_000 + DEFAULT_POLL.minIntervalMs, `waited ${outcome.waitedMs}`);
  assert.equal(outcome.progressed, false);
  assert.equal(outcome.stalledEarlier, false);
  assert.ok(gaps(calls.map((c) => c.at)).every((g) => g >= 250), 'never closer than 250 ms');
  assert.notEqual(poller.stalledAt, null);
  const second = poller.wait('b2', 10_000);
  await clock.run();
  const again = await second;
  assert.equal(again.kind, 'timeout');
  if (again.kind !== 'timeout') return;
  assert.equal(again.stalledEarlier, true);
  assert.ok(again.waitedMs >= 3000 && again.waitedMs < 3500, `gave up after the grace: ${again.waitedMs}`);
});

test('a wait that saw progress is no stalled consumer', async () => {
  const clock = new FakeClock();
  const { step } = makeStep(clock, Number.POSITIVE_INFINITY, 0, { progressed: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 0.5 });
  const w = poller.wait('b1', 5000);
  await clock.run();
  const outcome = await w;
  assert.equal(outcome.kind, 'timeout');
  assert.equal(poller.stalledAt, null);
});

test('one outstanding request per bulk: two waiters of one bulk share a single polling loop; slow requests never overlap', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 5, 400);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 0 });
  const a = poller.wait('b1', 30_000);
  const b = poller.wait('b1', 30_000);
  assert.equal(a, b, 'the same promise');
  await clock.run();
  await Promise.all([a, b]);
  assert.equal(calls.length, 6);
  assert.equal(poller.maxInFlightPerBulk, 1);
  assert.ok(gaps(calls.map((c) => c.at)).every((g) => g >= 400), 'the next request starts after the previous answered');
});

test('several bulks are polled side by side, each with at most one request in flight and 250 ms spacing', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 3, 100);
  const poller = new BulkPoller<Detail>(step, { clock, random: Math.random });
  const waits = ['a', 'b', 'c'].map((bulk) => poller.wait(bulk, 30_000));
  await clock.run();
  const outcomes = await Promise.all(waits);
  assert.ok(outcomes.every((o) => o.kind === 'terminal'));
  assert.equal(poller.maxInFlightPerBulk, 1);
  for (const bulk of ['a', 'b', 'c']) {
    const times = calls.filter((c) => c.bulk === bulk).map((c) => c.at);
    assert.equal(times.length, 4);
    assert.ok(gaps(times).every((g) => g >= 250), `${bulk}: ${JSON.stringify(gaps(times))}`);
  }
});

test('"soon" asks for the next request after the minimum interval instead of the backoff', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 3, 0, { soon: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const w = poller.wait('b1', 30_000);
  await clock.run();
  await w;
  assert.deepEqual(gaps(calls.map((c) => c.at)), [250, 250, 250]);
});

test('a contradiction ends the wait at once', async () => {
  const clock = new FakeClock();
  const step = async (_bulk: string, attempt: number): Promise<StepResult<Detail>> => (attempt === 2 ? { done: false, contradiction: 'count says 0, list says 1 open', detail: { n: attempt } } : { done: false, detail: { n: attempt } });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const w = poller.wait('b1', 30_000);
  await clock.run();
  const outcome = await w;
  assert.equal(outcome.kind, 'contradiction');
  if (outcome.kind === 'contradiction') assert.equal(outcome.attempts, 3);
});

test('a finished wait is forgotten: the same bulk can be waited for again', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 0);
  const poller = new BulkPoller<Detail>(step, { clock });
  const first = poller.wait('b1', 1000);
  await clock.run();
  await first;
  const second = poller.wait('b1', 1000);
  await clock.run();
  await second;
  assert.equal(calls.length, 2);
});
