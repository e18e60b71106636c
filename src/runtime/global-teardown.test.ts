// The end of a run against a small stand-in for an installation: nothing at all while writes are denied; with writes,
// the queued bulks are read until terminal, the prefix is swept and read back, the files are written, and an entity
// still there afterwards fails the run by name.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import type { AfterRun } from './after-run.ts';
import { tearDownRun } from './global-teardown.ts';
import { appendQueued } from './queue-watch.ts';

const PREFIX = 'cctteardown001';
const requests: string[] = [];
/** A product carrying the run's prefix that no DELETE removes (a leftover). */
let stubborn = false;

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '', 'http://x');
  requests.push(`${req.method} ${url.pathname}`);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname.endsWith('/V1/integration/admin/token')) return json(200, 'admintoken0123456789');
  if (/^\/rest\/V1\/bulk\/[^/]+\/status$/.test(url.pathname)) return json(200, { operations_list: [{ id: 0, status: 1, result_message: 'done' }], description: 'Topic async.magento.cms.api.pageRepositoryInterface.save.post' });
  if (req.method === 'DELETE') return json(200, true);
  if (stubborn && url.pathname === '/rest/all/V1/products') return json(200, { items: [{ sku: `${PREFIX}-p0` }], total_count: 1 });
  return json(200, { items: [], total_count: 0 });
}

const server = createServer(answer);
let base = '';
before(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

let saved: NodeJS.ProcessEnv = {};
let runDir = '';
beforeEach(() => {
  saved = { ...process.env };
  for (const k of Object.keys(process.env)) if (k.startsWith('COMMERCE_') || k.startsWith('SUBMISSION_')) delete process.env[k];
  runDir = mkdtempSync(join(tmpdir(), 'cc-teardown-'));
  writeFileSync(join(runDir, 'fingerprint.json'), JSON.stringify({ runPrefix: PREFIX }));
  appendQueued(runDir, PREFIX, { bulkUuid: 'b-1', method: 'POST', path: '/async/V1/cmsPage', count: 1, caller: 'admin', effects: [`creates CMS page ${PREFIX}-page`] }, { worker: 0, test: 'async.accept-shape POST /V1/cmsPage' });
  Object.assign(process.env, { COMMERCE_BASE_URL: base, COMMERCE_ADMIN_USERNAME: 'admin', COMMERCE_ADMIN_PASSWORD: 'pw-teardown-test', COMMERCE_RUN_DIR: runDir, COMMERCE_REQUEST_TIMEOUT_MS: '2000' });
  requests.length = 0;
  stubborn = false;
});
afterEach(() => {
  process.env = saved;
  rmSync(runDir, { recursive: true, force: true });
});

test('writes denied: no request, no file', async () => {
  await tearDownRun({});
  assert.deepEqual(requests, []);
  assert.equal(existsSync(join(runDir, 'after-run.json')), false);
});

test('writes allowed: the queued bulk is read terminal, the prefix swept and read back, and the run ends clean', async () => {
  process.env.COMMERCE_WRITES = 'allow';
  await tearDownRun({});
  assert.ok(requests.includes('GET /rest/V1/bulk/b-1/status'));
  const report = JSON.parse(readFileSync(join(runDir, 'after-run.json'), 'utf8')) as AfterRun;
  assert.equal(report.ok, true, report.summary);
  assert.deepEqual(report.queued, { bulks: 1, operations: 1 });
  assert.equal((JSON.parse(readFileSync(join(runDir, 'cleanup.json'), 'utf8')) as { prefix: string }).prefix, PREFIX);
});

test('an entity with the prefix left after the sweep fails the run by name', async () => {
  process.env.COMMERCE_WRITES = 'allow';
  stubborn = true;
  await assert.rejects(tearDownRun({}), new RegExp(`the write run did not end clean.*\\n.*product ${PREFIX}-p0`, 's'));
  assert.ok(requests.includes(`DELETE /rest/default/V1/products/${PREFIX}-p0`), 'the sweep tried');
});
