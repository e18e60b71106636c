// The run's queue record and consumer watch (src/runtime/queue-watch.ts; what an acceptance records is
// src/checks/async/queue-ledger.ts, tested beside it): every accepted bulk becomes one line of queued-bulks.jsonl; the
// stall file is created by
// exactly one of several concurrent processes (wx); the installation probe rate-limits itself and tells movement
// from a queue that merely grew; the diagnosis names what is open since when and what to check.

import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { acceptedBulkOf } from '../checks/async/queue-ledger.ts';
import type { HttpExchange } from '../checks/types.ts';
import { appendQueued, claimStall, describeStall, FileLedger, oldestOpen, openAmong, operationsOf, queuedFile, queueSearch, QueueProbe, readQueued, readStall, runPrefixOf, stallFile, type SearchGet } from './queue-watch.ts';
import { FakeClock } from './testing/fake-clock.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const json = (status: number, body: unknown): HttpExchange => ({ method: 'GET', url: 'http://t.invalid/rest/V1/bulk', status, headers: {}, bodyText: JSON.stringify(body), json: body, durationMs: 1 });
const acceptance = (n: number, rejected: number[] = []) => json(202, { bulk_uuid: 'b0b0b0b0-0000-4000-8000-000000000000', request_items: Array.from({ length: n }, (_, id) => ({ id, data_hash: null, status: rejected.includes(id) ? 'rejected' : 'accepted' })), errors: rejected.length > 0 });

test('queued-bulks.jsonl: one line per acceptance, read back in order; a torn last line is skipped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-queued-'));
  try {
    const entry = acceptedBulkOf({ method: 'POST', path: '/async/V1/cmsPage', body: { page: { identifier: 'cctx-p' } } }, acceptance(1), 'admin', 'cctx');
    assert.ok(entry);
    appendQueued(dir, 'cctrun', entry, { worker: 3, test: 'async.accept-shape POST /V1/cmsPage' });
    appendQueued(dir, 'cctrun', { ...entry, bulkUuid: 'second' }, { worker: 4, test: null });
    appendQueued(dir, 'cctolder', { ...entry, bulkUuid: 'an earlier run in the same folder' }, { worker: 4, test: null });
    writeFileSync(queuedFile(dir, 'cctrun'), `${readFileSync(queuedFile(dir, 'cctrun'), 'utf8')}{"bulkUuid":"torn`);
    const lines = readQueued(dir, 'cctrun');
    assert.deepEqual(lines.map((l) => [l.bulkUuid, l.worker, l.count]), [['b0b0b0b0-0000-4000-8000-000000000000', 3, 1], ['second', 4, 1]]);
    assert.equal(lines[0]?.test, 'async.accept-shape POST /V1/cmsPage');
    assert.deepEqual(lines[0]?.effects, ['creates CMS page cctx-p']);
    assert.deepEqual(readQueued(join(dir, 'absent'), 'cctrun'), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the stall file: the first claim creates it, later ones get its record; the ledger reports it as halted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-stall-'));
  try {
    // A stall file of an earlier run in the same folder (runs/latest) never speaks for this one.
    claimStall(dir, 'cctolder', { at: '2025-01-01T00:00:00.000Z', lastMovedAt: 0, message: 'an earlier run', worker: 0, test: null });
    const ledger = new FileLedger(() => dir, () => 'cctrun');
    assert.equal(ledger.halted(), null);
    const first = claimStall(dir, 'cctrun', { at: '2026-01-01T00:00:00.000Z', lastMovedAt: 1, message: 'first diagnosis', worker: 0, test: 'a' });
    const second = claimStall(dir, 'cctrun', { at: '2026-01-01T00:00:01.000Z', lastMovedAt: 2, message: 'second diagnosis', worker: 1, test: 'b' });
    assert.deepEqual(first, { claimed: true });
    assert.equal(second.claimed, false);
    if (!second.claimed) assert.equal(second.existing.message, 'first diagnosis');
    assert.equal(ledger.halted(), 'first diagnosis');
    assert.equal(readStall(dir, 'cctrun')?.lastMovedAt, 1);
    // Created by wx but not yet written: a placeholder says so instead of failing.
    writeFileSync(stallFile(dir, 'cctrun'), '');
    assert.match(readStall(dir, 'cctrun')?.message ?? '', /being written/);
    writeFileSync(join(dir, 'fingerprint.json'), JSON.stringify({ runPrefix: 'cctfromfingerprint' }));
    assert.equal(runPrefixOf(dir), 'cctfromfingerprint', 'the workers learn the prefix from the run folder');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the ledger records each acceptance in the folder and under the test its functions name when it is recorded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-ledger-'));
  try {
    const entry = acceptedBulkOf({ method: 'POST', path: '/async/V1/cmsPage', body: { page: { identifier: 'cctx-p' } } }, acceptance(1), 'admin', 'cctx');
    assert.ok(entry);
    let title: string | null = 'async.accept-shape POST /V1/cmsPage';
    const ledger = new FileLedger(() => dir, () => 'cctrun', () => title);
    ledger.accepted(entry);
    title = 'async.status-terminal POST /V1/cmsPage';
    ledger.accepted({ ...entry, bulkUuid: 'second' });
    new FileLedger(() => dir, () => 'cctrun').accepted({ ...entry, bulkUuid: 'untitled' });
    assert.deepEqual(readQueued(dir, 'cctrun').map((l) => [l.bulkUuid, l.test]), [
      [entry.bulkUuid, 'async.accept-shape POST /V1/cmsPage'],
      ['second', 'async.status-terminal POST /V1/cmsPage'],
      ['untitled', null],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the stall file across processes: of eight racing processes exactly one creates it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-stall-race-'));
  try {
    const script = `import { claimStall } from ${JSON.stringify(join(ROOT, 'src/runtime/queue-watch.ts'))};
const r = claimStall(process.argv[2], 'cctrace', { at: new Date().toISOString(), lastMovedAt: 0, message: 'from ' + process.pid, worker: 0, test: null });
process.stdout.write(r.claimed ? 'claimed' : 'lost');`;
    writeFileSync(join(dir, 'race.ts'), script);
    const runs = await Promise.all(Array.from({ length: 8 }, () => new Promise<string>((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(dir, 'race.ts'), join(dir, 'run')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', () => done(out));
    })));
    assert.equal(runs.filter((r) => r === 'claimed').length, 1, JSON.stringify(runs));
    assert.equal(runs.filter((r) => r === 'lost').length, 7);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A fake installation queue for the probe: counts the test moves by hand. */
function fakeQueue() {
  const state = { open: 10, finished: 100 };
  const queries: Array<Record<string, string>> = [];
  const get: SearchGet = async (_path, query) => {
    queries.push(query);
    const condition = query['searchCriteria[filter_groups][1][filters][0][condition_type]'];
    return json(200, { items: [], total_count: condition === 'eq' ? state.open : state.finished });
  };
  return { state, get, queries };
}

test('the probe: at most one probe per interval, shared; movement = more finished or fewer open, not a growing queue', async () => {
  const clock = new FakeClock();
  const q = fakeQueue();
  const probe = new QueueProbe(q.get, clock, 5000);
  assert.equal(await probe.movedAt(), null, 'the first probe is the baseline');
  assert.equal(probe.probes, 1);
  q.state.finished = 101;
  clock.t = 1000;
  assert.equal(await probe.movedAt(), null, 'within the interval: no new request');
  assert.equal(probe.probes, 1);
  clock.t = 5000;
  const [a, b] = await Promise.all([probe.movedAt(), probe.movedAt()]);
  assert.equal(a, 5000);
  assert.equal(b, 5000);
  assert.equal(probe.probes, 2, 'two callers at once share one probe');
  clock.t = 10_000;
  q.state.open = 30; // more queued, nothing finished: no movement
  assert.equal(await probe.movedAt(), 5000);
  clock.t = 15_000;
  q.state.open = 29;
  assert.equal(await probe.movedAt(), 15_000);
  const filter = q.queries[0] ?? {};
  assert.equal(filter['searchCriteria[filter_groups][0][filters][0][field]'], 'topic_name');
  assert.equal(filter['searchCriteria[filter_groups][0][filters][0][value]'], 'async.%', 'only the topics async.operations.all consumes');
  assert.equal(queueSearch('neq')['searchCriteria[filter_groups][1][filters][0][condition_type]'], 'neq');
});

test('oldest open operations and the run\'s open count come from the bulk search', async () => {
  const seen: Array<Record<string, string>> = [];
  const get: SearchGet = async (_path, query) => {
    seen.push(query);
    if (query['searchCriteria[sortOrders][0][field]'] === 'start_time') return json(200, { items: [{ topic_name: 't.a', bulk_uuid: 'u1', extension_attributes: { start_time: '2026-11-24 06:31:02' } }, { topic_name: 't.b', bulk_uuid: 'u2' }], total_count: 2 });
    return json(200, { items: [], total_count: 2 });
  };
  assert.deepEqual(await oldestOpen(get), [{ topic: 't.a', bulkUuid: 'u1', startTime: '2026-11-24 06:31:02' }, { topic: 't.b', bulkUuid: 'u2', startTime: null }]);
  const uuids = Array.from({ length: 90 }, (_, i) => `u${i}`);
  assert.equal(await openAmong(get, uuids), 6, 'three searches of at most 40 bulks');
  const inFilters = seen.filter((q) => q['searchCriteria[filter_groups][0][filters][0][condition_type]'] === 'in');
  assert.equal(inFilters.length, 3);
  assert.equal(inFilters[2]?.['searchCriteria[filter_groups][0][filters][0][value]'], uuids.slice(80).join(','));
  assert.equal(await openAmong(async () => json(401, { message: 'x' }), ['u']), null);
});

test('the diagnosis: how many are open since when, the oldest topics, the run\'s share, what to check (consumer command, cron)', () => {
  const text = describeStall({
    stalledForMs: 91_000,
    stallMs: 90_000,
    installationOpen: 1040,
    oldest: [
      { topic: 'async.magento.quote.api.guestbillingaddressmanagementinterface.assign.post', bulkUuid: 'a', startTime: '2026-11-24 06:31:02' },
      { topic: 'async.magento.salesrule.api.rulerepositoryinterface.deletebyid.delete', bulkUuid: 'b', startTime: '2026-11-24 06:31:03' },
      { topic: 'async.magento.quote.api.guestbillingaddressmanagementinterface.assign.post', bulkUuid: 'c', startTime: '2026-11-24 06:31:04' },
    ],
    runOpen: 37,
    runBulks: 14,
    runSince: '2026-11-24T06:40:00.000Z',
    reference: null,
  });
  assert.match(text, /^the queue stopped moving: no operation changed state for 91 s \(COMMERCE_QUEUE_STALL_MS=90000\)/);
  assert.match(text, /1040 asynchronous operations are open on the installation, the oldest since 2026-11-24 06:31:02 UTC/);
  assert.match(text, /topics of the oldest: async\.magento\.quote\.api\.guestbillingaddressmanagementinterface\.assign\.post \(2\), async\.magento\.salesrule/);
  assert.match(text, /37 of this run's operations are open, in 14 bulks queued since 2026-11-24T06:40:00\.000Z/);
  assert.match(text, /bin\/magento queue:consumers:start async\.operations\.all/);
  assert.match(text, /consumers_runner/);
  assert.match(text, /cron_consumers_runner\/cron_run/);
  assert.match(describeStall({ stalledForMs: 30_000, stallMs: 20_000, floorMs: 30_000, installationOpen: null, oldest: null, runOpen: null, runBulks: 0, runSince: null, reference: null }), /for 30 s \(COMMERCE_QUEUE_STALL_MS=20000; no wait ends before COMMERCE_ASYNC_TIMEOUT_MS=30000\)/);
  const bare = describeStall({ stalledForMs: 8000, stallMs: 8000, installationOpen: null, oldest: null, runOpen: null, runBulks: 0, runSince: null, reference: 'node --import tsx reference/main.ts consumer start --port 1' });
  assert.match(bare, /on the reference: node --import tsx reference\/main\.ts consumer start --port 1/);
});

test('operationsOf: the operations of a run\'s bulks by search, 40 bulks a search, paged by total_count, grouped by bulk', async () => {
  const uuids = Array.from({ length: 45 }, (_, i) => `u${i}`);
  const asked: Array<Record<string, string>> = [];
  const get: SearchGet = async (_path, query) => {
    asked.push(query);
    const bulks = (query['searchCriteria[filter_groups][0][filters][0][value]'] ?? '').split(',');
    const page = Number(query['searchCriteria[currentPage]']);
    // The first 40 bulks hold 301 operations between them (two pages of 300), the other five none.
    const all = bulks.length === 40 ? Array.from({ length: 301 }, (_, n) => ({ id: n % 2, bulk_uuid: bulks[n % 40], topic_name: 'async.t', status: n === 300 ? 4 : 1, result_message: n === 300 ? null : 'ok' })) : [];
    return { method: 'GET', url: 'x', status: 200, headers: {}, bodyText: '', json: { items: all.slice((page - 1) * 300, page * 300), total_count: all.length }, durationMs: 1 };
  };
  const found = await operationsOf(get, uuids);
  assert.ok(found !== null);
  assert.equal(asked.length, 3, 'two pages for the first 40 bulks, one search for the other 5');
  assert.equal(asked[0]?.['searchCriteria[filter_groups][0][filters][0][condition_type]'], 'in');
  assert.equal(found.size, 40);
  assert.equal([...found.values()].reduce((n, b) => n + b.operations.length, 0), 301);
  assert.equal(found.get('u0')?.topic, 'async.t');
  assert.equal(await operationsOf(async () => ({ method: 'GET', url: 'x', status: 400, headers: {}, bodyText: '', json: { message: 'no' }, durationMs: 1 }), ['u']), null);
});
