// End to end: the suite runs the presence check against two profiles of the embedded reference (open-source 2.2.10
// and commerce 2.4.7), each into its own run folder, and the difference report's cells must match the documented
// route sets (tests/corpus/platform-routes): commerce-only routes of the catalog that commerce 2.4.6-p1 declares,
// and routes 2.4 declares (open-source 2.4.4, commerce 2.4.6-p1) that open-source 2.2.10 does not, are absent on the
// first and served on the second; commerce-only routes 2.4 no longer declares are served on neither; the catalog's
// routes of both editions that both releases declare are served on both.
// Takes about two minutes (two suite runs).

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildDiff, writeDiffReport } from '../src/report/commands.ts';
import type { DiffReport } from '../src/report/diff.ts';
import { readCorpus, releaseRouteSets } from './helpers/corpus.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

interface SeedRoutes {
  routes: Array<{ method: string; path: string; edition: 'both' | 'commerce' }>;
}

/** Route identity across sources: parameter names differ (:cartId / :quoteId), their places do not. */
const shape = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z_]+/g, ':_').replace(/\/+$/, '')}`;

const tmp = mkdtempSync(join(tmpdir(), 'cc-profiles-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function runSuite(name: string, edition: string, release: string): string {
  const runDir = join(tmp, name);
  const env: NodeJS.ProcessEnv = { ...process.env, COMMERCE_RUN_DIR: runDir, COMMERCE_REFERENCE_EDITION: edition, COMMERCE_REFERENCE_RELEASE: release, COMMERCE_BASE_URL: '', CI: '1' };
  for (const k of Object.keys(env)) if (/^COMMERCE_(EDITION|RELEASE|ADMIN|CUSTOMER|EMBEDDED|REFERENCE_PORT|FINGERPRINT|TARGETS_FILE)/.test(k) || k.startsWith('SUBMISSION_')) delete env[k];
  const r = spawnSync('npx', ['playwright', 'test', '--project=commerce', '--grep', 'presence\\.route-present'], { cwd: repo, env, encoding: 'utf8', timeout: 240_000 });
  assert.ok(existsSync(join(runDir, 'conformance.json')), `the ${name} run wrote no run file (exit ${r.status}):\n${(r.stdout + r.stderr).slice(-2000)}`);
  return runDir;
}

test('open-source 2.2.10 vs commerce 2.4.7: the matrix matches the documented route sets', { timeout: 600_000 }, () => {
  const oss = runSuite('oss-2.2.10', 'open-source', '2.2.10');
  const com = runSuite('commerce-2.4.7', 'commerce', '2.4.7');
  const report: DiffReport = buildDiff([oss, com]);
  writeDiffReport(report as Parameters<typeof writeDiffReport>[0], join(tmp, 'report'));
  // The reference is a remote target: like a real installation it publishes only its line, which the suite reports.
  assert.deepEqual(report.targets.map((t) => `${t.edition} ${t.release}`), ['open-source 2.2', 'commerce 2.4']);

  const seed = readCorpus<SeedRoutes>('platform-routes/seed-routes.json');
  const byRelease = releaseRouteSets();
  const set = (key: string) => new Set((byRelease.get(key) ?? []).map(([m, p]) => shape(m, p)));
  const os22 = set('os-2.2.10');
  const of24 = new Set([...set('os-2.4.4'), ...set('ee-2.4.6-p1')]);
  assert.ok(os22.size > 0 && of24.size > 0, 'the release route sets are in the reference data');
  const commerceOnly = new Set(seed.routes.filter((r) => r.edition === 'commerce').map((r) => shape(r.method, r.path)));
  const both = new Set(seed.routes.filter((r) => r.edition === 'both').map((r) => shape(r.method, r.path)));

  const [a, b] = report.targets.map((t) => t.label) as [string, string];
  const rows = report.matrix.routes.map((r) => ({ key: r.route, shape: shape(...(r.route.split(' ') as [string, string])), oss: r.cells[a], com: r.cells[b] }));
  const served = (c: (typeof rows)[number]['oss']) => c?.present === true;
  const notServed = (c: (typeof rows)[number]['oss']) => c?.present === false && c.status === 'absent';

  const ee24 = set('ee-2.4.6-p1');
  const commerceRows = rows.filter((r) => commerceOnly.has(r.shape) && ee24.has(r.shape));
  assert.ok(commerceRows.length >= 20, `the catalog's commerce-only routes are in the matrix (${commerceRows.length})`);
  const wrongCommerce = commerceRows.filter((r) => !notServed(r.oss) || !served(r.com)).map((r) => `${r.key}: ${r.oss?.status}/${r.com?.status}`);
  assert.deepEqual(wrongCommerce, [], 'commerce-only routes commerce 2.4 declares: absent on open-source 2.2.10, served on commerce 2.4.7');
  // The catalog's commerce-only routes a commerce 2.4 release no longer declares (e.g. balance/unapply): on neither.
  const droppedRows = rows.filter((r) => commerceOnly.has(r.shape) && !ee24.has(r.shape));
  const wrongDropped = droppedRows.filter((r) => !notServed(r.oss) || !notServed(r.com)).map((r) => `${r.key}: ${r.oss?.status}/${r.com?.status}`);
  assert.deepEqual(wrongDropped, [], 'commerce-only routes commerce 2.4 does not declare: served on neither');

  const laterRows = rows.filter((r) => !commerceOnly.has(r.shape) && of24.has(r.shape) && !os22.has(r.shape));
  assert.ok(laterRows.length >= 3, `routes added after 2.2.10 are in the matrix (${laterRows.length})`);
  const wrongLater = laterRows.filter((r) => !notServed(r.oss) || !served(r.com)).map((r) => `${r.key}: ${r.oss?.status}/${r.com?.status}`);
  assert.deepEqual(wrongLater, [], 'routes declared after 2.2.10: absent on 2.2.10, served on 2.4.7');

  const stable = rows.filter((r) => both.has(r.shape) && os22.has(r.shape) && of24.has(r.shape));
  assert.ok(stable.length >= 200, `routes of both releases are in the matrix (${stable.length})`);
  const wrongStable = stable.filter((r) => !served(r.oss) || !served(r.com)).map((r) => `${r.key}: ${r.oss?.status}/${r.com?.status}`);
  assert.deepEqual(wrongStable, [], 'routes of both editions in both releases are served on both');

  const html = readFileSync(join(tmp, 'report', 'diff.html'), 'utf8');
  const matrix = html.slice(html.indexOf('<table id="matrix">'));
  const giftCell = /<tr data-route="GET \/V1\/gift-wrappings"[^>]*>[\s\S]*?<\/tr>/.exec(matrix)?.[0] ?? '';
  assert.match(giftCell, /data-status="absent"/);
  assert.match(giftCell, /data-status="pass"/);
  // The reference lists its modules by edition: the commerce-only route is the edition's, and the module lists agree.
  assert.match(giftCell, /<td class="cause-cell" data-cause-of="commerce-2\.4\.7"><span class="cause" data-cause="cause\.edition">The edition<\/span><\/td>/);
  assert.match(html, /Magento_GiftWrapping enabled on commerce-2\.4\.7, not on oss-2\.2\.10 \(GET \/V1\/modules\)/);
});
