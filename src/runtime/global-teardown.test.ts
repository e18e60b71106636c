// The end of a run against a small stand-in for an installation: nothing at all while writes are denied; with writes,
// the queued bulks are read until terminal, the prefix is swept and read back, the files are written, and an entity
// still there afterwards fails the run by name.

import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { beforeEach, test } from 'node:test';
import type { AfterRun } from './after-run.ts';
import { cleanupCommand } from './cleanup-command.ts';
import { tearDownRun } from './global-teardown.ts';
import { appendQueued } from './queue-watch.ts';
import { leftFile } from './left-ledger.ts';
import { loopbackTarget, sendJson } from './testing/loopback-target.ts';

const PREFIX = 'cctteardown001';
/** A product carrying the run's prefix that no DELETE removes (a leftover). */
let stubborn = false;
/** The full level's world: the run's one order (new until cancelled) and an order of the prefix nobody recorded. */
let orderState = 'new';
let strayOrder = false;

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '', 'http://x');
  const path = url.pathname;
  const field = url.searchParams.get('searchCriteria[filter_groups][0][filters][0][field]');
  if (path.endsWith('/V1/integration/admin/token')) return sendJson(res, 200, 'admintoken0123456789');
  if (path === '/rest/V1/orders') {
    const order = { entity_id: 5, increment_id: '000000005', state: orderState, status: orderState, customer_email: `${PREFIX}o@example.com`, items: [{ sku: `${PREFIX}-p` }] };
    const stray = { entity_id: 6, increment_id: '000000006', state: 'new', status: 'pending', customer_email: `${PREFIX}x@example.com`, items: [] };
    return sendJson(res, 200, { items: field === 'entity_id' ? [order] : strayOrder ? [order, stray] : [order], total_count: 1 });
  }
  if (path === '/rest/default/V1/orders/5/cancel') {
    orderState = 'canceled';
    return sendJson(res, 200, true);
  }
  if (path === '/rest/V1/inventory/stock-resolver/website/base') return sendJson(res, 200, { stock_id: 1 });
  if (path === '/rest/V1/inventory/source-items') return sendJson(res, 200, { items: [{ sku: `${PREFIX}-p`, quantity: 10, status: 1 }], total_count: 1 });
  if (path.startsWith('/rest/V1/inventory/get-product-salable-quantity/')) return sendJson(res, 200, orderState === 'canceled' ? 10 : 9);
  if (path.startsWith('/rest/V1/stockItems/')) return sendJson(res, 200, { min_qty: 0 });
  if (/^\/rest\/V1\/bulk\/[^/]+\/status$/.test(path)) return sendJson(res, 200, { operations_list: [{ id: 0, status: 1, result_message: 'done' }], description: 'Topic async.magento.cms.api.pageRepositoryInterface.save.post' });
  if (req.method === 'DELETE') return sendJson(res, 200, true);
  if (stubborn && path === '/rest/all/V1/products') return sendJson(res, 200, { items: [{ sku: `${PREFIX}-p0` }], total_count: 1 });
  return sendJson(res, 200, { items: [], total_count: 0 });
}

const target = loopbackTarget(answer, 'teardown');

// Registered after loopbackTarget's hooks, so the run folder exists: the run's fingerprint and one queued bulk.
beforeEach(() => {
  stubborn = false;
  orderState = 'new';
  strayOrder = false;
  writeFileSync(join(target.runDir, 'fingerprint.json'), JSON.stringify({ runPrefix: PREFIX }));
  appendQueued(target.runDir, PREFIX, { bulkUuid: 'b-1', method: 'POST', path: '/async/V1/cmsPage', count: 1, caller: 'admin', effects: [`creates CMS page ${PREFIX}-page`] }, { worker: 0, test: 'async.accept-shape POST /V1/cmsPage' });
});

test('writes denied: no request, no file', async () => {
  await tearDownRun({});
  assert.deepEqual(target.requests, []);
  assert.equal(existsSync(join(target.runDir, 'after-run.json')), false);
});

test('writes allowed: the queued bulk is read terminal, the prefix swept and read back, and the run ends clean', async () => {
  process.env.COMMERCE_WRITES = 'allow';
  // stdout belongs to the reporters (--reporter=json > out.json): the summary line goes to stderr.
  const out: string[] = [];
  const err: string[] = [];
  const { write: toOut } = process.stdout;
  const { write: toErr } = process.stderr;
  process.stdout.write = ((chunk: string) => out.push(String(chunk)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => err.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    await tearDownRun({});
  } finally {
    process.stdout.write = toOut;
    process.stderr.write = toErr;
  }
  assert.deepEqual(out.filter((c) => c.includes('commerce-conformance')), [], 'nothing of the suite\'s own on stdout');
  assert.match(err.join(''), /commerce-conformance after the run/);
  assert.ok(target.requests.includes('GET /rest/V1/bulk/b-1/status'));
  const report = JSON.parse(readFileSync(join(target.runDir, 'after-run.json'), 'utf8')) as AfterRun;
  assert.equal(report.ok, true, report.summary);
  assert.deepEqual(report.queued, { bulks: 1, operations: 1 });
  assert.equal((JSON.parse(readFileSync(join(target.runDir, 'cleanup.json'), 'utf8')) as { prefix: string }).prefix, PREFIX);
});

test('an entity with the prefix left after the sweep fails the run by name', async () => {
  process.env.COMMERCE_WRITES = 'allow';
  stubborn = true;
  await assert.rejects(tearDownRun({}), new RegExp(`the write run did not end clean.*\\n.*product ${PREFIX}-p0`, 's'));
  assert.ok(target.requests.includes(`DELETE /rest/default/V1/products/${PREFIX}-p0`), 'the sweep tried');
});

test('an integration only (a 2FA installation): it waits, sweeps and reads back as the admin would, never asking for an admin token', async () => {
  Object.assign(process.env, { COMMERCE_WRITES: 'allow', COMMERCE_INTEGRATION_TOKEN: 'int-teardown-0123456789' });
  delete process.env.COMMERCE_ADMIN_USERNAME;
  delete process.env.COMMERCE_ADMIN_PASSWORD;
  await tearDownRun({});
  assert.equal(target.requests.some((r) => r.endsWith('/V1/integration/admin/token')), false);
  assert.ok(target.requests.includes('GET /rest/V1/bulk/b-1/status'));
  assert.ok(target.requests.includes('GET /rest/all/V1/customers/search'), 'the sweep searched');
  assert.deepEqual([...new Set(target.authorizations)], ['Bearer int-teardown-0123456789']);
  const report = JSON.parse(readFileSync(join(target.runDir, 'after-run.json'), 'utf8')) as AfterRun;
  assert.equal(report.ok, true, report.summary);
});

test('an integration signing with OAuth 1.0a signs over the origin global setup found', async () => {
  Object.assign(process.env, { COMMERCE_WRITES: 'allow', COMMERCE_INTEGRATION_CONSUMER_KEY: 'ck-teardown', COMMERCE_INTEGRATION_CONSUMER_SECRET: 'cs-teardown', COMMERCE_INTEGRATION_ACCESS_TOKEN: 'at-teardown', COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'ats-teardown' });
  delete process.env.COMMERCE_ADMIN_USERNAME;
  delete process.env.COMMERCE_ADMIN_PASSWORD;
  writeFileSync(join(target.runDir, 'fingerprint.json'), JSON.stringify({ runPrefix: PREFIX, oauthSigning: { origin: 'http://127.0.0.1', problem: null } }));
  await tearDownRun({});
  assert.ok(target.authorizations.length > 10);
  assert.ok(target.authorizations.every((a) => a.startsWith('OAuth oauth_consumer_key="ck-teardown"')), 'every call signed');
});

test('writes at the full level: the run\'s order is cancelled before the sweep, read back and listed as left by design', async () => {
  process.env.COMMERCE_WRITES = 'full';
  appendFileSync(leftFile(target.runDir, PREFIX), `${JSON.stringify({ kind: 'order', id: '5', by: 'PUT /V1/guest-carts/:cartId/order', at: '2026-11-26T00:00:00.000Z', test: null })}\n`);
  await tearDownRun({});
  const cancel = target.requests.indexOf('POST /rest/default/V1/orders/5/cancel');
  const sweep = target.requests.findIndex((r) => r.startsWith('GET /rest/all/V1/'));
  assert.ok(cancel >= 0 && sweep > cancel, 'cancelled before the sweep');
  const report = JSON.parse(readFileSync(join(target.runDir, 'after-run.json'), 'utf8')) as AfterRun;
  assert.equal(report.ok, true, report.summary);
  const design = report['left by design'];
  assert.deepEqual(design?.orders.map((o) => [o.id, o.incrementId, o.state, o.by]), [['5', '000000005', 'canceled', ['PUT /V1/guest-carts/:cartId/order']]]);
  assert.deepEqual(design?.closeOut.cancelled, ['5']);
  assert.deepEqual(design?.reservations.checked, [{ sku: `${PREFIX}-p`, net: 0 }]);
  // The fake order answers only its SKU: no amounts to replay, which the summary says rather than counting it reconciled.
  assert.match(report.summary, /nothing else with the prefix is left \([^)]*\)\); left by design: 1 order \(1 cancelled now\) with 0 invoices, 0 shipments, 0 credit memos \(0 of 1 reconciled to the cent, 0 amounts; 1 not replayed: order 5, [^)]*\), 0 carts/);
});

test('writes at the full level: an order with the prefix that the ledger does not list fails the run by name', async () => {
  process.env.COMMERCE_WRITES = 'full';
  strayOrder = true;
  appendFileSync(leftFile(target.runDir, PREFIX), `${JSON.stringify({ kind: 'order', id: '5', by: 'PUT /V1/guest-carts/:cartId/order', at: '2026-11-26T00:00:00.000Z', test: null })}\n`);
  await assert.rejects(tearDownRun({}), new RegExp(`order 6 \\(000000006, ${PREFIX}x@example\\.com\\) carries the run's prefix but is not in the run's ledger`));
});

test('writes allowed (not full): no order is touched, nothing is listed as left by design', async () => {
  process.env.COMMERCE_WRITES = 'allow';
  await tearDownRun({});
  assert.equal(target.requests.some((r) => r.includes('/orders')), false);
  const report = JSON.parse(readFileSync(join(target.runDir, 'after-run.json'), 'utf8')) as AfterRun;
  assert.equal(report['left by design'], undefined);
});

test('commerce-contracts cleanup: an interrupted run is finished at its level, even with writes denied now', async () => {
  delete process.env.COMMERCE_WRITES;
  const out: string[] = [];
  const err: string[] = [];
  const code = await cleanupCommand([target.runDir], { out: (t) => out.push(t), err: (t) => err.push(t) }, { ...process.env });
  assert.equal(code, 0, err.join(''));
  assert.match(out.join(''), new RegExp(`^run ${PREFIX} finished at allow: .*after-run\\.json\\n$`));
  assert.ok(target.requests.includes('GET /rest/V1/bulk/b-1/status'), 'it waits for what the run queued');
  assert.equal((JSON.parse(readFileSync(join(target.runDir, 'after-run.json'), 'utf8')) as AfterRun).ok, true);
});

test('commerce-contracts cleanup: a run that left a ledger of orders is finished at full (its orders closed out first)', async () => {
  delete process.env.COMMERCE_WRITES;
  appendFileSync(leftFile(target.runDir, PREFIX), `${JSON.stringify({ kind: 'order', id: '5', by: 'PUT /V1/guest-carts/:cartId/order', at: '2026-11-26T00:00:00.000Z', test: null })}\n`);
  const code = await cleanupCommand([target.runDir], { out: () => undefined, err: () => undefined }, { ...process.env });
  assert.equal(code, 0);
  assert.ok(target.requests.includes('POST /rest/default/V1/orders/5/cancel'));
});

test('commerce-contracts cleanup: a directory that is not a run gets one sentence, and no request', async () => {
  const err: string[] = [];
  const code = await cleanupCommand([join(target.runDir, 'nope')], { out: () => undefined, err: (t) => err.push(t) }, { ...process.env });
  assert.equal(code, 1);
  assert.match(err.join(''), /nope\/fingerprint\.json does not exist: give the directory of the run to finish/);
  assert.deepEqual(target.requests, []);
  assert.equal(await cleanupCommand([], { out: () => undefined, err: () => undefined }, {}), 2);
});
