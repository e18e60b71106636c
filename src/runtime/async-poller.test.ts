// The shared poller of eventual operation status (src/runtime/async-poller.ts) on a fake clock: a steady 250 ms pace
// for the first 10 s of a wait and backoff with jitter after it, the deadline, at most one request in flight per
// bulk, never two requests of one bulk closer than 250 ms (also with timers that fire early and steps that prepare
// before sending), the verdict within one interval of the bulk turning terminal, shared waits, the stalled-consumer
// shortcut and contradictions. No assertion depends on real time.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { backoffDelay, BulkPoller, DEFAULT_POLL, sleepFor, type StepResult } from './async-poller.ts';
import { FakeClock } from './testing/fake-clock.ts';

/** A deterministic pseudo-random sequence in [0, 1). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
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

async function settle<T>(clock: FakeClock, waiting: Promise<T>): Promise<T> {
  await clock.run();
  return waiting;
}

test('DEFAULT_POLL: 250 ms without jitter for the first 10 s, then backoff doubling to 2 s', () => {
  assert.equal(DEFAULT_POLL.minIntervalMs, 250);
  assert.equal(DEFAULT_POLL.steadyMs, 10_000);
  assert.equal(DEFAULT_POLL.maxDelayMs, 2000);
  assert.ok(DEFAULT_POLL.factor > 1);
});

test('sleepFor: whole milliseconds plus one, so an early timer still ends past the interval', () => {
  assert.equal(sleepFor(250), 251);
  assert.equal(sleepFor(249.2), 251);
  assert.equal(sleepFor(0.1), 2);
});

test('a bulk that turns terminal quickly is polled at the steady pace (250 ms + 1) and seen at the first request after it', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 4);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'terminal');
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251, 251, 251, 251]);
  if (outcome.kind === 'terminal') assert.equal(outcome.attempts, 5);
});

test('the pace counts from when a request went out: a slow answer does not lengthen the interval', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 3, 90);
  const poller = new BulkPoller<Detail>(step, { clock });
  await settle(clock, poller.wait('b1', 30_000));
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251, 251, 251]);
});

test('backoff after the constant phase: 251 ms gaps while the wait is younger than 10 s, then 501, 1001, 2001, 2001 ms', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, Number.POSITIVE_INFINITY, 0, { progressed: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const outcome = await settle(clock, poller.wait('b1', 20_000));
  assert.equal(outcome.kind, 'timeout');
  const times = calls.map((c) => c.at);
  const steady = gaps(times.filter((t) => t < DEFAULT_POLL.steadyMs));
  assert.ok(steady.length >= 38 && steady.every((g) => g === 251), `steady gaps: ${JSON.stringify(steady)}`);
  const later = gaps(times.filter((t) => t >= DEFAULT_POLL.steadyMs - 251));
  assert.deepEqual(later.slice(0, 6), [251, 501, 1001, 2001, 2001, 2001]);
  // At most one request per 250 ms over the whole wait, and far fewer once backing off.
  assert.ok(calls.length <= 20_000 / 250, `${calls.length} requests`);
  assert.ok(times.filter((t) => t >= DEFAULT_POLL.steadyMs).length <= 8);
});

test('backoffDelay grows exponentially, is capped, jittered downwards only, and never below the minimum interval', () => {
  const s = { ...DEFAULT_POLL, initialDelayMs: 250 };
  assert.equal(backoffDelay(0, s, () => 1), 250);
  assert.equal(backoffDelay(1, s, () => 1), 500);
  assert.equal(backoffDelay(2, s, () => 1), 1000);
  assert.equal(backoffDelay(3, s, () => 1), 2000);
  assert.equal(backoffDelay(10, s, () => 1), 2000, 'capped at maxDelayMs');
  assert.equal(backoffDelay(3, s, () => 0), 1000, 'jitter takes at most half');
  assert.equal(backoffDelay(0, s, () => 0), 250, 'never below minIntervalMs');
  const random = seeded(3);
  for (let i = 0; i < 50; i++) {
    const d = backoffDelay(2, s, random);
    assert.ok(d >= 500 && d <= 1000, `jittered ${d} within [500, 1000]`);
  }
  assert.equal(backoffDelay(0, DEFAULT_POLL, () => 1), 500, "the default's first backoff pause doubles the steady interval");
});

test('with steadyMs 0 the wait backs off from the first request (the old settings)', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 4);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, settings: { steadyMs: 0, initialDelayMs: 250 } });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'terminal');
  if (outcome.kind !== 'terminal') return;
  assert.equal(outcome.attempts, 5);
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251, 501, 1001, 2001]);
  assert.equal(outcome.seenAt - outcome.startedAt, 3754);
  assert.equal(outcome.lastOpenAt, 3754 - 2001);
});

test('the interval never drops below 250 ms: timers firing up to 0.99 ms early, fractional clocks, random latencies, many bulks', async () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const random = seeded(seed);
    const clock = new FakeClock(() => random() * 0.99);
    clock.t = random() * 1000;
    const sent: Array<{ bulk: string; at: number }> = [];
    const step = async (bulk: string, attempt: number, sending: () => Promise<void>): Promise<StepResult<Detail>> => {
      await clock.sleep(random() * 30); // preparation before the request leaves (a token, say)
      await sending();
      sent.push({ bulk, at: clock.now() });
      await clock.sleep(random() * 400); // the round trip, at times longer than the interval
      return { done: attempt >= 30 + (bulk.length % 3), progressed: true, detail: { n: attempt } };
    };
    const poller = new BulkPoller<Detail>(step, { clock, random, settings: { steadyMs: 3000 } });
    const bulks = ['a', 'bb', 'ccc', 'dddd'];
    const outcomes = await settle(clock, Promise.all(bulks.map((b) => poller.wait(b, 60_000))));
    assert.ok(outcomes.every((o) => o.kind === 'terminal'));
    assert.equal(poller.maxInFlightPerBulk, 1);
    for (const bulk of bulks) {
      const leaving = sent.filter((s) => s.bulk === bulk).map((s) => s.at);
      assert.ok(gaps(leaving).every((g) => g >= 250), `seed ${seed}, ${bulk}: ${Math.min(...gaps(leaving))}`);
      assert.deepEqual(poller.requestTimes.get(bulk), leaving, 'the poller logs when requests left');
    }
  }
});

test('a step that prepares before sending (token work on its first request only) still sends 250 ms apart', async () => {
  const clock = new FakeClock();
  const sent: number[] = [];
  const step = async (_bulk: string, attempt: number, sending: () => Promise<void>): Promise<StepResult<Detail>> => {
    if (attempt === 0) await clock.sleep(40);
    await sending();
    sent.push(clock.now());
    return { done: attempt >= 3, detail: { n: attempt } };
  };
  const poller = new BulkPoller<Detail>(step, { clock });
  await settle(clock, poller.wait('b1', 30_000));
  assert.deepEqual(sent, [40, 291, 542, 793]);
});

test('the verdict comes within one interval (plus the round trip) of the bulk turning terminal, in both phases', async () => {
  const latency = 7;
  for (let terminalAt = 0; terminalAt < 16_000; terminalAt += 137) {
    const clock = new FakeClock();
    let requests = 0;
    // The target answers "terminal" to a request that reaches it at or after terminalAt.
    const step = async (_bulk: string, attempt: number): Promise<StepResult<Detail>> => {
      requests += 1;
      const reached = clock.now() + latency / 2;
      await clock.sleep(latency);
      return { done: reached >= terminalAt, progressed: true, detail: { n: attempt } };
    };
    const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
    const outcome = await settle(clock, poller.wait('b1', 60_000));
    assert.equal(outcome.kind, 'terminal');
    if (outcome.kind !== 'terminal') continue;
    const delay = outcome.seenAt - terminalAt;
    // The request that sees it left at most one pause after the previous one, which still found the bulk open.
    const pause = terminalAt < DEFAULT_POLL.steadyMs - 251 ? 251 : DEFAULT_POLL.maxDelayMs + 1;
    assert.ok(delay >= 0 && delay <= pause + latency, `terminal at ${terminalAt}: seen ${delay} ms later`);
    assert.equal(requests, outcome.attempts, 'one request per poll');
  }
});

test('still open at the deadline: a timeout near the deadline, marked as a stalled consumer; the next wait gives up after the grace', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, Number.POSITIVE_INFINITY);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 0.5, stalledGraceMs: 3000 });
  const outcome = await settle(clock, poller.wait('b1', 10_000));
  assert.equal(outcome.kind, 'timeout');
  if (outcome.kind !== 'timeout') return;
  assert.ok(outcome.waitedMs >= 10_000 && outcome.waitedMs < 10_000 + DEFAULT_POLL.minIntervalMs + 2, `waited ${outcome.waitedMs}`);
  assert.equal(outcome.progressed, false);
  assert.equal(outcome.stalledEarlier, false);
  assert.ok(gaps(calls.map((c) => c.at)).every((g) => g >= 250), 'never closer than 250 ms');
  assert.notEqual(poller.stalledAt, null);
  const again = await settle(clock, poller.wait('b2', 10_000));
  assert.equal(again.kind, 'timeout');
  if (again.kind !== 'timeout') return;
  assert.equal(again.stalledEarlier, true);
  assert.ok(again.waitedMs >= 3000 && again.waitedMs < 3500, `gave up after the grace: ${again.waitedMs}`);
});

test('the last request before the deadline is never closer than 250 ms to the previous one', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, Number.POSITIVE_INFINITY, 0, { progressed: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, settings: { steadyMs: 0 } });
  const outcome = await settle(clock, poller.wait('b1', 1100));
  assert.equal(outcome.kind, 'timeout');
  const times = calls.map((c) => c.at);
  assert.ok(gaps(times).every((g) => g >= 250), JSON.stringify(gaps(times)));
  assert.ok((times.at(-1) as number) >= 1100, 'one last request at the deadline');
});

test('a wait that saw progress is no stalled consumer', async () => {
  const clock = new FakeClock();
  const { step } = makeStep(clock, Number.POSITIVE_INFINITY, 0, { progressed: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 0.5 });
  const outcome = await settle(clock, poller.wait('b1', 5000));
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
  await settle(clock, Promise.all([a, b]));
  assert.equal(calls.length, 6);
  assert.equal(poller.maxInFlightPerBulk, 1);
  assert.ok(gaps(calls.map((c) => c.at)).every((g) => g >= 400), 'the next request starts after the previous answered');
});

test('several bulks are polled side by side, each with at most one request in flight and 250 ms spacing', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 3, 100);
  const poller = new BulkPoller<Detail>(step, { clock, random: seeded(9) });
  const outcomes = await settle(clock, Promise.all(['a', 'b', 'c'].map((bulk) => poller.wait(bulk, 30_000))));
  assert.ok(outcomes.every((o) => o.kind === 'terminal'));
  assert.equal(poller.maxInFlightPerBulk, 1);
  for (const bulk of ['a', 'b', 'c']) {
    const times = calls.filter((c) => c.bulk === bulk).map((c) => c.at);
    assert.equal(times.length, 4);
    assert.ok(gaps(times).every((g) => g >= 250), `${bulk}: ${JSON.stringify(gaps(times))}`);
  }
});

test('"soon" asks for the next request after the minimum interval, also in the backoff phase', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 3, 0, { soon: true });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, settings: { steadyMs: 0 } });
  await settle(clock, poller.wait('b1', 30_000));
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251, 251, 251]);
});

test('a contradiction ends the wait at once', async () => {
  const clock = new FakeClock();
  const step = async (_bulk: string, attempt: number): Promise<StepResult<Detail>> => (attempt === 2 ? { done: false, contradiction: 'count says 0, list says 1 open', detail: { n: attempt } } : { done: false, detail: { n: attempt } });
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1 });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'contradiction');
  if (outcome.kind === 'contradiction') assert.equal(outcome.attempts, 3);
});

test('a finished wait is forgotten: the same bulk can be waited for again, still 250 ms after its last request', async () => {
  const clock = new FakeClock();
  const { step, calls } = makeStep(clock, 0);
  const poller = new BulkPoller<Detail>(step, { clock });
  await settle(clock, poller.wait('b1', 1000));
  await settle(clock, poller.wait('b1', 1000));
  assert.equal(calls.length, 2);
  assert.deepEqual(gaps(calls.map((c) => c.at)), [251]);
});

// Adaptive deadline (stallMs): the wait extends while the queue moves and ends when nothing moved for stallMs.

/** A bulk whose state changes at the given times (its statuses move) and turns terminal at doneAt. */
function movingStep(clock: FakeClock, changesAt: number[], doneAt = Number.POSITIVE_INFINITY) {
  const calls: number[] = [];
  const step = async (_bulk: string, attempt: number): Promise<StepResult<Detail>> => {
    calls.push(clock.now());
    const state = String(changesAt.filter((t) => t <= clock.now()).length);
    return { done: clock.now() >= doneAt, state, detail: { n: attempt } };
  };
  return { step, calls };
}

test('adaptive: a bulk that keeps moving is waited for past timeoutMs, until it turns terminal', async () => {
  const clock = new FakeClock();
  // A cron-driven backlog: the bulk's operations finish one by one every 50 s, the last at 200 s.
  const { step, calls } = movingStep(clock, [50_000, 100_000, 150_000], 200_000);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, stallMs: 90_000 });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'terminal');
  if (outcome.kind === 'terminal') assert.ok(outcome.seenAt >= 200_000 && outcome.seenAt <= 202_001, `seen at ${outcome.seenAt}`);
  assert.ok(gaps(calls).every((g) => g >= 250), 'spacing holds');
  assert.equal(poller.maxInFlightPerBulk, 1);
});

test('adaptive: nothing moves → the wait ends stallMs after the last movement (never before timeoutMs), marked stalled', async () => {
  const clock = new FakeClock();
  const { step } = movingStep(clock, [20_000]);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, stallMs: 60_000 });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'timeout');
  if (outcome.kind !== 'timeout') return;
  assert.ok(outcome.waitedMs >= 80_000 && outcome.waitedMs <= 82_001, `waited ${outcome.waitedMs}: 60 s after the movement at 20 s`);
  assert.ok(outcome.lastMovedAt !== null && outcome.lastMovedAt >= 20_000 && outcome.lastMovedAt <= 22_001);
  assert.equal(outcome.capped, false);

  const still = new FakeClock();
  const idle = new BulkPoller<Detail>(movingStep(still, []).step, { clock: still, random: () => 1, stallMs: 10_000 });
  const early = await settle(still, idle.wait('b2', 30_000));
  assert.equal(early.kind, 'timeout');
  if (early.kind === 'timeout') {
    assert.ok(early.waitedMs >= 30_000 && early.waitedMs <= 32_001, `timeoutMs is the floor: ${early.waitedMs}`);
    assert.equal(early.lastMovedAt, null);
  }
  assert.notEqual(idle.stalledAt, null, 'a wait that saw nothing move marks the poller stalled');
});

test('adaptive: the shared probe (the installation\'s queue moving ahead of the bulk) extends the wait, and is asked only while the bulk stands still', async () => {
  const clock = new FakeClock();
  const { step } = movingStep(clock, [], 150_000);
  let asked = 0;
  // The installation's backlog drains until 120 s: the probe saw it move, last at 120 s.
  const movement = async (): Promise<number | null> => {
    asked += 1;
    return Math.min(clock.now(), 120_000);
  };
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, stallMs: 90_000, movement });
  const outcome = await settle(clock, poller.wait('b1', 30_000));
  assert.equal(outcome.kind, 'terminal', 'the bulk ran once the backlog ahead of it was done');
  assert.ok(asked > 0);

  const moving = new FakeClock();
  const own = movingStep(moving, [1000, 2000, 3000, 4000], 5000);
  let probeCalls = 0;
  const p2 = new BulkPoller<Detail>(own.step, { clock: moving, random: () => 1, stallMs: 90_000, movement: async () => { probeCalls += 1; return null; } });
  await settle(moving, p2.wait('b2', 30_000));
  assert.ok(probeCalls < own.calls.length, `the probe is skipped when the bulk itself moved (${probeCalls} of ${own.calls.length} polls)`);
});

test('adaptive: movement seen before the wait started does not extend it; maxWaitMs caps a wait that keeps moving (capped, not stalled)', async () => {
  const clock = new FakeClock();
  clock.t = 500_000;
  const old = new BulkPoller<Detail>(movingStep(clock, []).step, { clock, random: () => 1, stallMs: 20_000, movement: async () => 100_000 });
  const outcome = await settle(clock, old.wait('b1', 10_000));
  assert.equal(outcome.kind, 'timeout');
  if (outcome.kind === 'timeout') assert.ok(outcome.waitedMs >= 20_000 && outcome.waitedMs <= 22_001, `${outcome.waitedMs}`);

  const busy = new FakeClock();
  const forever = Array.from({ length: 400 }, (_, i) => (i + 1) * 5000);
  const capped = new BulkPoller<Detail>(movingStep(busy, forever).step, { clock: busy, random: () => 1, stallMs: 30_000, maxWaitMs: 300_000 });
  const c = await settle(busy, capped.wait('b2', 30_000));
  assert.equal(c.kind, 'timeout');
  if (c.kind === 'timeout') {
    assert.equal(c.capped, true);
    assert.ok(c.waitedMs >= 300_000 && c.waitedMs <= 302_001, `${c.waitedMs}`);
  }
  assert.equal(capped.stalledAt, null, 'a capped wait is no stalled consumer');
});

test('adaptive: after a stalled wait the next one gives up after the grace unless it sees movement', async () => {
  const clock = new FakeClock();
  const { step } = movingStep(clock, []);
  const poller = new BulkPoller<Detail>(step, { clock, random: () => 1, stallMs: 20_000, stalledGraceMs: 3000 });
  await settle(clock, poller.wait('b1', 10_000));
  const again = await settle(clock, poller.wait('b2', 10_000));
  assert.equal(again.kind, 'timeout');
  if (again.kind === 'timeout') assert.ok(again.waitedMs >= 3000 && again.waitedMs < 3500, `${again.waitedMs}`);
});

test('adaptive: the spacing and one-request-in-flight guarantees hold with slow steps and an async probe', async () => {
  const random = seeded(11);
  const clock = new FakeClock(() => random() * 0.99);
  const sent: Array<{ bulk: string; at: number }> = [];
  const step = async (bulk: string, attempt: number, sending: () => Promise<void>): Promise<StepResult<Detail>> => {
    await clock.sleep(random() * 30);
    await sending();
    sent.push({ bulk, at: clock.now() });
    await clock.sleep(random() * 400);
    return { done: attempt >= 60, state: String(Math.floor(attempt / 2)), detail: { n: attempt } };
  };
  const movement = async (): Promise<number | null> => {
    await clock.sleep(random() * 200);
    return null;
  };
  const poller = new BulkPoller<Detail>(step, { clock, random, stallMs: 10_000, movement, settings: { steadyMs: 3000 } });
  const outcomes = await settle(clock, Promise.all(['a', 'b', 'c'].map((b) => poller.wait(b, 1000))));
  assert.ok(outcomes.every((o) => o.kind === 'terminal'), JSON.stringify(outcomes.map((o) => o.kind)));
  assert.equal(poller.maxInFlightPerBulk, 1);
  for (const bulk of ['a', 'b', 'c']) assert.ok(gaps(sent.filter((s) => s.bulk === bulk).map((s) => s.at)).every((g) => g >= 250), bulk);
});
