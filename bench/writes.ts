// The floor of a write run (issue 27), from what one run captured (COMMERCE_CAPTURE_FILE) and recorded
// (conformance.json): pure, no I/O, tested in tests/bench-writes.test.ts.
//
// - Lanes: each worker lane's busy time, the union of its requests' intervals (requests a lane has in flight at once
//   count once: the union, not the sum, so concurrency inside a lane cannot raise the floor), with waiting left out: a
//   status read or operation search that found the run's operations still open, and the count-only searches that only
//   ask whether the queue moves, are waiting, not work. Global setup and teardown are lanes of their own, one before
//   and one after the workers: the run cannot start its tests before the first or end before the second.
// - The consumer: the platform answers no operation timestamps (2.4.7: a bulk's start_time only), so its busy time is
//   bounded from the run's own observations: each bulk from its acceptance to the last answer that still showed it
//   open (lower bound) or to the first that showed it done (upper bound), as a union over bulks. The lower bound is the
//   one the floor takes: the figure a consumer that really were the bottleneck could not go below.
// - floor = max(setup + the busiest worker lane + teardown, the consumer's lower bound); the run's wall / the floor.
// - The platform's own waiting: the time lanes spent in waiting requests, and what of the wall no lane was busy in.

import { kindCreatedBy } from '../src/cleanup/sweep-kinds.ts';
import type { CapturedRequest } from '../src/runtime/capture.ts';

export interface Interval {
  start: number;
  end: number;
}

/** The total length of the union of intervals. */
export function unionMs(intervals: readonly Interval[]): number {
  const sorted = [...intervals].filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Interval | null = null;
  for (const i of sorted) {
    if (current === null || i.start > current.end) {
      if (current !== null) total += current.end - current.start;
      current = { ...i };
    } else current.end = Math.max(current.end, i.end);
  }
  return current === null ? total : total + current.end - current.start;
}

const intervalOf = (c: CapturedRequest): Interval => ({ start: c.at - c.durationMs, end: c.at });

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname.replace(/^.*?\/rest(?:\/[a-z0-9_]+)?(?=\/(?:V\d|async)\/)/, '');
  } catch {
    return url;
  }
};

/** A request that waits for the consumer: a status read or operation search that found the run's operations open,
 * or a count-only queue search (is anything moving?). A read that found its bulk done is the last step of the wait:
 * work, like any read. */
export function isWaiting(c: CapturedRequest): boolean {
  if (c.method !== 'GET') return false;
  const path = pathOf(c.url);
  if (/^\/V1\/bulk\/[^/]+\/(status|detailed-status|operation-status\/\d+)$/.test(path)) return c.queue !== undefined && 'read' in c.queue && c.queue.read.some((b) => b.open > 0);
  if (path !== '/V1/bulk') return false;
  // The suite's own queue searches name the run's bulks (bulk_uuid in ...) or the async topics (async.%, the movement
  // probe); any other search of /V1/bulk is a check's read (the search family's), which is work.
  const filters = [...new URL(c.url).searchParams].filter(([k]) => /\[filters\]\[\d+\]\[(field|value)\]$/.test(k)).map(([, v]) => v);
  const probe = filters.includes('bulk_uuid') || filters.includes('async.%');
  return probe && (c.queue === undefined || ('read' in c.queue && c.queue.read.some((b) => b.open > 0)));
}

export interface LaneFigures {
  /** 'setup' and 'teardown' are global setup and teardown (Playwright's lane -1), before and after the workers. */
  lane: number | 'setup' | 'teardown';
  requests: number;
  /** The sum of the requests' durations, waiting included: what a lane would take doing them one after the other. */
  sumMs: number;
  /** The union of the working requests' intervals. */
  busyMs: number;
  /** The union of the waiting requests' intervals. */
  waitingMs: number;
}

export interface ConsumerFigures {
  bulks: number;
  operations: number;
  /** Union over bulks of acceptance → the last answer still showing it open. */
  lowerMs: number;
  /** Union over bulks of acceptance → the first answer showing it done (bulks never seen done: to the run's end). */
  upperMs: number;
  /** Bulks no answer showed done during the run (the teardown's wait read them, or nothing did). */
  unseen: number;
}

export interface WriteFloor {
  wallMs: number;
  lanes: LaneFigures[];
  /** setup busy + the busiest worker lane + teardown busy. */
  laneFloorMs: number;
  consumer: ConsumerFigures;
  floorMs: number;
  ratio: number;
  /** What of the wall the floor is: lanes or the consumer. */
  bound: 'lanes' | 'consumer';
  /** Lane time spent waiting for the consumer, summed over lanes. */
  waitingMs: number;
  /** Created by the run, by kind of what the sweep removes: synchronously (2xx answers) and queued (accepted items). */
  entities: Array<{ kind: string; sync: number; queued: number }>;
}

/** Every figure of one write run. `wallMs`: the run's wall time (spawn to exit). */
export function writeFloor(captured: readonly CapturedRequest[], wallMs: number): WriteFloor {
  const workers = captured.filter((c) => c.lane >= 0);
  const firstWorker = Math.min(...workers.map((c) => c.at - c.durationMs));
  const byLane = new Map<LaneFigures['lane'], CapturedRequest[]>();
  for (const c of captured) {
    const lane: LaneFigures['lane'] = c.lane >= 0 ? c.lane : c.at <= firstWorker || workers.length === 0 ? 'setup' : 'teardown';
    byLane.set(lane, [...(byLane.get(lane) ?? []), c]);
  }
  const lanes: LaneFigures[] = [...byLane].map(([lane, cs]) => ({
    lane,
    requests: cs.length,
    sumMs: cs.reduce((n, c) => n + c.durationMs, 0),
    busyMs: unionMs(cs.filter((c) => !isWaiting(c)).map(intervalOf)),
    waitingMs: unionMs(cs.filter(isWaiting).map(intervalOf)),
  }));
  lanes.sort((a, b) => order(a.lane) - order(b.lane));
  const busy = (lane: LaneFigures['lane']): number => lanes.find((l) => l.lane === lane)?.busyMs ?? 0;
  const busiest = Math.max(0, ...lanes.filter((l) => typeof l.lane === 'number').map((l) => l.busyMs));
  const laneFloorMs = busy('setup') + busiest + busy('teardown');
  const consumer = consumerFigures(captured);
  const floorMs = Math.max(laneFloorMs, consumer.lowerMs);
  return {
    wallMs,
    lanes,
    laneFloorMs,
    consumer,
    floorMs,
    ratio: floorMs > 0 ? wallMs / floorMs : Number.NaN,
    bound: consumer.lowerMs > laneFloorMs ? 'consumer' : 'lanes',
    waitingMs: lanes.reduce((n, l) => n + l.waitingMs, 0),
    entities: entitiesOf(captured),
  };
}

const order = (lane: LaneFigures['lane']): number => (lane === 'setup' ? -2 : lane === 'teardown' ? 1e9 : lane);

/** The consumer's busy time bounded from the run's acceptances and status answers. */
export function consumerFigures(captured: readonly CapturedRequest[]): ConsumerFigures {
  const accepted = new Map<string, { at: number; items: number }>();
  const lastOpen = new Map<string, number>();
  const firstDone = new Map<string, number>();
  for (const c of [...captured].sort((a, b) => a.at - b.at)) {
    const q = c.queue;
    if (q === undefined) continue;
    if ('accepted' in q) {
      if (!accepted.has(q.accepted)) accepted.set(q.accepted, { at: c.at, items: q.items });
      continue;
    }
    for (const b of q.read) {
      if (b.open > 0) lastOpen.set(b.bulkUuid, c.at);
      else if (b.total > 0 && !firstDone.has(b.bulkUuid)) firstDone.set(b.bulkUuid, c.at);
    }
  }
  const end = Math.max(0, ...captured.map((c) => c.at));
  const lower: Interval[] = [];
  const upper: Interval[] = [];
  let unseen = 0;
  for (const [uuid, a] of accepted) {
    const open = lastOpen.get(uuid);
    if (open !== undefined && open > a.at) lower.push({ start: a.at, end: open });
    const done = firstDone.get(uuid);
    if (done === undefined) unseen++;
    upper.push({ start: a.at, end: done ?? end });
  }
  return { bulks: accepted.size, operations: [...accepted.values()].reduce((n, a) => n + a.items, 0), lowerMs: unionMs(lower), upperMs: unionMs(upper), unseen };
}

/** What the run created, by the kind the sweep removes: POSTs to a kind's create route answered 2xx, and accepted
 * queued creations (their items). */
export function entitiesOf(captured: readonly CapturedRequest[]): Array<{ kind: string; sync: number; queued: number }> {
  const counts = new Map<string, { sync: number; queued: number }>();
  for (const c of captured) {
    if (c.method !== 'POST' || c.status < 200 || c.status >= 300) continue;
    const path = pathOf(c.url);
    const queued = /^\/async(?:\/bulk)?(\/V\d+\/.*)$/.exec(path);
    const kind = kindCreatedBy('POST', queued?.[1] ?? path);
    if (kind === null) continue;
    const entry = counts.get(kind.kind) ?? { sync: 0, queued: 0 };
    if (queued) entry.queued += c.queue !== undefined && 'accepted' in c.queue ? c.queue.items : 1;
    else entry.sync += 1;
    counts.set(kind.kind, entry);
  }
  return [...counts].map(([kind, n]) => ({ kind, ...n })).sort((a, b) => b.sync + b.queued - (a.sync + a.queued));
}

/** The share of each check family in the run: its tests' summed durations over the workers' time (workers × wall). */
export function familyShares(tests: ReadonlyArray<{ check: string; durationMs: number }>, workers: number, wallMs: number): Array<{ family: string; tests: number; ms: number; share: number }> {
  const by = new Map<string, { tests: number; ms: number }>();
  for (const t of tests) {
    const family = t.check.split('.')[0] ?? t.check;
    const e = by.get(family) ?? { tests: 0, ms: 0 };
    e.tests++;
    e.ms += t.durationMs;
    by.set(family, e);
  }
  return [...by].map(([family, e]) => ({ family, ...e, share: e.ms / Math.max(1, workers * wallMs) })).sort((a, b) => b.ms - a.ms);
}
