// Global teardown's end of a write run (src/runtime/after-run.ts) on a fake clock: it waits until every bulk the run
// queued is terminal, keeps waiting while the queue moves (a cron-driven backlog), gives up when nothing moved for the
// stall window (after a worker's diagnosis: after a short look, not a whole window again), and the report says what
// is still open, what it will create, and what is left, in one message. No assertion depends on real time.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { HttpExchange } from '../checks/types.ts';
import { afterRunReport, waitForQueued, type WaitDeps } from './after-run.ts';
import type { QueuedLine } from './queue-watch.ts';
import { moneyOf, type LeftByDesign, type LeftOrder } from './left-by-design.ts';
import { FakeClock } from './testing/fake-clock.ts';

const line = (bulkUuid: string, count: number, effects: string[] = Array.from({ length: count }, (_, i) => `creates product cctx-${bulkUuid}-${i}`)): QueuedLine => ({ bulkUuid, method: 'POST', path: '/async/bulk/V1/products', count, caller: 'admin', effects, at: '2026-11-24T06:40:00.000Z', worker: 0, test: 't' });
const summary = (statuses: number[]): HttpExchange => {
  const json = { operations_list: statuses.map((status, id) => ({ id, status, result_message: status === 3 ? 'broken' : null, error_code: null })), description: 'Topic async.magento.catalog.api.productrepositoryinterface.save.post', operation_count: statuses.length };
  return { method: 'GET', url: 'http://t.invalid/x', status: 200, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 };
};
const notFound: HttpExchange = { method: 'GET', url: 'http://t.invalid/x', status: 404, headers: {}, bodyText: '{}', json: { message: 'Bulk is not found' }, durationMs: 1 };

/** Bulks whose operations finish at given times (ms): statuses 4 until then, then 1. */
function target(clock: FakeClock, finishAt: Record<string, number[]>) {
  const requests: Array<{ uuid: string; at: number }> = [];
  const status = async (uuid: string): Promise<HttpExchange> => {
    requests.push({ uuid, at: clock.now() });
    const times = finishAt[uuid];
    if (!times) return notFound;
    return summary(times.map((t) => (clock.now() >= t ? 1 : 4)));
  };
  return { status, requests };
}

const deps = (clock: FakeClock, status: WaitDeps['status'], extra: Partial<WaitDeps> = {}): WaitDeps => ({ status, probe: null, clock, stallMs: 90_000, maxWaitMs: 1_800_000, ...extra });
const settle = async <T>(clock: FakeClock, p: Promise<T>): Promise<T> => {
  await clock.run();
  return p;
};

test('terminal bulks end the wait at once; each open bulk is read once per round, rounds 0.5 s apart growing to 5 s', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [0, 0, 0], b: [3000] });
  const result = await settle(clock, waitForQueued([line('a', 3), line('b', 1), line('a', 3)], deps(clock, t.status)));
  assert.equal(result.stalled, false);
  assert.deepEqual(result.bulks.map((b) => [b.line.bulkUuid, b.state]), [['a', 'terminal'], ['b', 'terminal']], 'a bulk recorded twice counts once');
  assert.deepEqual(t.requests.filter((r) => r.uuid === 'a').length, 1, 'a terminal bulk is not read again');
  assert.deepEqual(t.requests.filter((r) => r.uuid === 'b').map((r) => r.at), [0, 500, 1500, 3500]);
});

test('a backlog that keeps moving is waited for past the stall window; the wait ends when the last operation is terminal', async () => {
  const clock = new FakeClock();
  // A cron-driven consumer: one operation every 60 s.
  const t = target(clock, { a: [60_000, 120_000, 180_000, 240_000] });
  const result = await settle(clock, waitForQueued([line('a', 4)], deps(clock, t.status)));
  assert.equal(result.stalled, false);
  assert.equal(result.bulks[0]?.state, 'terminal');
  assert.ok(result.waitedMs >= 240_000 && result.waitedMs <= 245_000, `${result.waitedMs}`);
});

test('nothing moves: the wait ends after the stall window, stalled, with what is open', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [Number.POSITIVE_INFINITY, 0] });
  const result = await settle(clock, waitForQueued([line('a', 2)], deps(clock, t.status)));
  assert.equal(result.stalled, true);
  assert.ok(result.waitedMs >= 90_000 && result.waitedMs <= 95_000, `${result.waitedMs}`);
  assert.equal(result.bulks[0]?.open, 1);
  assert.ok(t.requests.length < 30, `${t.requests.length} reads while waiting 90 s`);
});

test('after a worker\'s diagnosis the queue had already stood still: a short look (10 s), not a whole window again', async () => {
  const clock = new FakeClock();
  clock.t = 1_000_000;
  const t = target(clock, { a: [Number.POSITIVE_INFINITY] });
  const result = await settle(clock, waitForQueued([line('a', 1)], deps(clock, t.status, { movedBefore: 800_000 })));
  assert.equal(result.stalled, true);
  assert.ok(result.waitedMs >= 10_000 && result.waitedMs < 16_000, `${result.waitedMs}`);
  // ... but a consumer started meanwhile shows, and the wait goes on.
  const later = new FakeClock();
  later.t = 1_000_000;
  const restarted = target(later, { a: [1_004_000, 1_030_000] });
  const r2 = await settle(later, waitForQueued([line('a', 2)], deps(later, restarted.status, { movedBefore: 800_000 })));
  assert.equal(r2.stalled, false);
  assert.equal(r2.bulks[0]?.state, 'terminal');
});

test('the installation probe extends the wait while a backlog ahead of the run drains; a 404 bulk is not waited for', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [200_000] });
  const probe = { movedAt: async () => Math.min(clock.now(), 150_000) };
  const result = await settle(clock, waitForQueued([line('a', 1), line('gone', 2)], deps(clock, t.status, { probe })));
  assert.equal(result.stalled, false);
  assert.deepEqual(result.bulks.map((b) => b.state), ['terminal', 'unknown']);
  const capped = new FakeClock();
  const busy = { movedAt: async () => capped.now() };
  const c = await settle(capped, waitForQueued([line('a', 1)], deps(capped, target(capped, { a: [Number.POSITIVE_INFINITY] }).status, { probe: busy, maxWaitMs: 600_000 })));
  assert.equal(c.capped, true);
  assert.ok(c.waitedMs >= 600_000 && c.waitedMs < 606_000);
});

test('with the operation search, one search a round reads every open bulk; a bulk it does not list is read through its status route', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [0, 2000], b: [1000] });
  const searches: string[][] = [];
  const operations: WaitDeps['operations'] = async (uuids) => {
    searches.push(uuids);
    const found = new Map<string, { operations: Array<{ id: number; status: number; message: string | null }>; topic: string | null }>();
    const times: Record<string, number[]> = { a: [0, 2000], b: [1000] };
    for (const uuid of uuids) {
      const finish = times[uuid];
      if (finish) found.set(uuid, { operations: finish.map((at, id) => ({ id, status: clock.now() >= at ? 1 : 4, message: null })), topic: 'async.magento.catalog.api.productrepositoryinterface.save.post' });
    }
    return found;
  };
  const result = await settle(clock, waitForQueued([line('a', 2), line('b', 1), line('gone', 1)], deps(clock, t.status, { operations })));
  assert.equal(result.stalled, false);
  assert.deepEqual(result.bulks.map((b) => [b.line.bulkUuid, b.state]), [['a', 'terminal'], ['b', 'terminal'], ['gone', 'unknown']]);
  assert.deepEqual(searches, [['a', 'b', 'gone'], ['a', 'b'], ['a', 'b'], ['a']], 'one search per round, of the bulks still open');
  assert.deepEqual(t.requests.map((r) => r.uuid), ['gone'], 'only the bulk the search does not list is read by its status route');
  assert.equal(result.bulks[0]?.topic, 'async.magento.catalog.api.productrepositoryinterface.save.post');
});

test('an installation that does not serve the operation search: every bulk is read through its status route, as before', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [0] });
  let searched = 0;
  const result = await settle(clock, waitForQueued([line('a', 1)], deps(clock, t.status, { operations: async () => (searched++, null) })));
  assert.equal(result.bulks[0]?.state, 'terminal');
  assert.equal(searched, 1);
  assert.equal(t.requests.length, 1);
});

const noSweep = { removed: [], problems: [], inventory: null };
const nothingLeft = { found: [], problems: [], collections: [] };

test('the report of a clean run: one summary line, terminal statuses counted, failed operations listed for reading', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [0, 0, 0] });
  const wait = await settle(clock, waitForQueued([line('a', 3)], deps(clock, async (uuid) => (uuid === 'a' ? summary([1, 3, 1]) : t.status(uuid)))));
  const report = afterRunReport({ prefix: 'cctx', lines: [line('a', 3)], wait, swept: { removed: [{ kind: 'product', id: 'cctx-a-0' }], problems: [], inventory: null }, left: nothingLeft, stall: null, stallMs: 90_000, runDir: 'runs/x' });
  assert.equal(report.ok, true);
  assert.deepEqual(report.byStatus, { 1: 2, 3: 1 });
  assert.equal(report.consumer.alive, true);
  assert.equal(report.failed[0]?.message, 'broken');
  assert.equal(report.summary, 'commerce-conformance after the run (prefix cctx): 1 bulk / 3 operations queued, all terminal (status 2×1, 1×3); consumer alive; the sweep removed 1, nothing with the prefix is left (runs/x/after-run.json)');
  assert.ok(!report.summary.includes('\n'));
});

test('the report of a run with open operations and leftovers: one message naming bulk, route, topic, count, what the open ones create', async () => {
  const clock = new FakeClock();
  const t = target(clock, { a: [0, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY], b: [Number.POSITIVE_INFINITY] });
  const lines = [line('a', 3), line('b', 1, ['creates customer cctx@example.com'])];
  const wait = await settle(clock, waitForQueued(lines, deps(clock, t.status, { stallMs: 20_000 })));
  const report = afterRunReport({ prefix: 'cctx', lines, wait, swept: noSweep, left: { found: [{ kind: 'product', value: 'cctx-z' }], problems: [], collections: [] }, stall: { at: '2026-11-24T06:45:00.000Z', lastMovedAt: 0, message: 'm', worker: 1, test: 't' }, stallMs: 20_000, runDir: 'runs/x' });
  assert.equal(report.ok, false);
  assert.equal(report.consumer.alive, false);
  assert.deepEqual(report.stillOpen.map((b) => [b.bulkUuid, b.open, b.effects]), [['a', 2, ['creates product cctx-a-1', 'creates product cctx-a-2']], ['b', 1, ['creates customer cctx@example.com']]]);
  assert.match(report.summary, /^commerce-conformance: the write run did not end clean \(prefix cctx, runs\/x\/after-run\.json\):/);
  assert.match(report.summary, /3 operations this run queued are still open in 2 bulks \(no operation changed state for 20 s .*a worker diagnosed it at 2026-11-24T06:45:00\.000Z\)\. The sweep ran before they executed and cannot cover what they create/);
  assert.match(report.summary, /bulk a POST \/async\/bulk\/V1\/products \(topic async\.magento\.catalog\.api\.productrepositoryinterface\.save\.post\): 2 of 3 open; when it runs: creates product cctx-a-1; creates product cctx-a-2/);
  assert.match(report.summary, /queue:consumers:start async\.operations\.all/);
  assert.match(report.summary, /1 entity with the prefix cctx is left after the sweep: product cctx-z/);
});

test('the summary says how far the end state was read back: collections verified, deleted by key, not served here', async () => {
  const clock = new FakeClock();
  const wait = await settle(clock, waitForQueued([], deps(clock, async () => notFound)));
  const collections = [
    { kind: 'product', state: 'verified' as const, how: 'GET /V1/products filtered on sku like cctx%' },
    { kind: 'MSI source item', state: 'verified' as const, how: 'GET /V1/inventory/source-items filtered on sku like cctx%' },
    { kind: 'MSI low-stock notification setting', state: 'removed' as const, how: 'POST /V1/inventory/low-quantity-notifications-delete for 3 (sku, source) pairs' },
    { kind: 'gift wrapping', state: 'absent' as const, how: 'GET /V1/gift-wrappings answered 404: not served by this installation' },
  ];
  const report = afterRunReport({ prefix: 'cctx', lines: [], wait, swept: noSweep, left: { found: [], problems: [], collections }, stall: null, stallMs: 90_000, runDir: 'runs/x' });
  assert.equal(report.ok, true);
  assert.deepEqual(report.collections, collections);
  assert.match(report.summary, /nothing with the prefix is left \(2 collections verified; MSI low-stock notification setting deleted by key \(no route lists it\); 1 not served here\) \(runs\/x\/after-run\.json\)$/);
});

test('an order that does not reconcile to the cent fails the run once, under commerce.order-reconciled, naming the order and what differs', () => {
  const wait = { waitedMs: 0, stalled: false, capped: false, bulks: [], unknown: [] } as unknown as Parameters<typeof afterRunReport>[0]['wait'];
  const order = (id: string, money: LeftOrder['money']): LeftOrder => ({ id, incrementId: `00000000${id}`, state: 'canceled', status: 'canceled', email: null, invoices: [], shipments: [], creditmemos: [], by: ['POST /V1/orders/:id/cancel'], money });
  const orders = [order('1', { reconciled: true, amounts: 40, documents: 0, inputs: 'x' }), order('2', { reconciled: false, differences: ['order: tax_amount 0.83 expected, 0 answered'], amounts: 40, documents: 0, inputs: 'x' }), order('3', { reconciled: false, notReplayed: 'item b is a child of item 1' })];
  const design: LeftByDesign = { orders, carts: [], mediaFiles: [], sources: [], returns: [], giftCardAccounts: [], closeOut: { cancelled: [], unheld: [], kept: [], skus: [], problems: [] }, reservations: { stockId: 1, checked: [], problems: [], note: null }, problems: [], money: moneyOf(orders) };
  const report = afterRunReport({ prefix: 'cctx', lines: [], wait, swept: noSweep, left: nothingLeft, stall: null, stallMs: 90_000, runDir: 'runs/x', leftByDesign: design });
  assert.equal(report.ok, false);
  assert.equal(report.problems.length, 1);
  assert.match(report.problems[0] ?? '', /^commerce\.order-reconciled: 1 of the run's 3 orders do not reconcile to the cent .*order 000000002 \(POST \/V1\/orders\/:id\/cancel\): order: tax_amount 0\.83 expected, 0 answered$/);
  const clean = afterRunReport({ prefix: 'cctx', lines: [], wait, swept: noSweep, left: nothingLeft, stall: null, stallMs: 90_000, runDir: 'runs/x', leftByDesign: { ...design, orders: orders.slice(0, 1), money: moneyOf(orders.slice(0, 1)) } });
  assert.equal(clean.ok, true);
  assert.match(clean.summary, /1 of 1 reconciled to the cent, 40 amounts/);
});
