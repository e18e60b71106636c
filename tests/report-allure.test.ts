// Allure: both label helpers really reach allure-playwright's results (a tiny Playwright run of two tests, one with
// runtime labels, one with static annotations and failing), and the static summary reads those results.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkLabels } from '../src/report/allure.ts';
import { readAllureResults, renderAllureSummaryHtml, summarizeAllure } from '../src/report/allure-summary.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cc-allure-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('checkLabels: the module › route › check tree and one label per fact', () => {
  const labels = checkLabels({ check: 'perm.admin-allowed', rule: 'R.', route: 'GET /V1/products', module: 'Catalog', permission: ['Magento_Catalog::products', 'Magento_Catalog::catalog'] });
  const get = (name: string) => labels.filter((l) => l.name === name).map((l) => l.value);
  assert.deepEqual(get('epic'), ['Catalog']);
  assert.deepEqual(get('feature'), ['GET /V1/products']);
  assert.deepEqual(get('story'), ['perm.admin-allowed']);
  assert.deepEqual(get('permission'), ['Magento_Catalog::products | Magento_Catalog::catalog']);
  assert.deepEqual(get('rule'), ['R.']);
  assert.deepEqual(get('tag'), ['perm']);
  assert.deepEqual(get('target'), []);
});

test('allureLabels inside a Playwright test → labels in allure-results; the summary reads them', { timeout: 180_000 }, () => {
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const helper = join(repo, 'src', 'report', 'allure.ts');
  writeFileSync(
    join(dir, 'pw.config.mjs'),
    `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', testMatch: /probe\\.spec\\.ts$/, outputDir: './out', reporter: [['allure-playwright', { resultsDir: ${JSON.stringify(join(dir, 'results'))} }]], projects: [{ name: 'commerce' }] });\n`,
  );
  writeFileSync(
    join(dir, 'probe.spec.ts'),
    `import { test } from '@playwright/test';
import { allureAnnotations, allureLabels } from ${JSON.stringify(helper)};
test('perm.guest-refused GET /V1/products', async ({}, testInfo) => {
  await allureLabels(testInfo, { check: 'perm.guest-refused', rule: 'Guests are refused.', route: 'GET /V1/products', module: 'Catalog', permission: ['Magento_Catalog::products'], target: testInfo.project.name });
});
test('presence.route-present GET /V1/gift-wrappings', { annotation: allureAnnotations({ check: 'presence.route-present', rule: 'Served.', route: 'GET /V1/gift-wrappings', module: 'GiftWrapping', permission: 'anonymous' }) }, async () => {
  throw new Error('[presence.route-present] GET /V1/gift-wrappings is missing on the target');
});
`,
  );
  const r = spawnSync('npx', ['playwright', 'test', '-c', join(dir, 'pw.config.mjs')], { cwd: repo, encoding: 'utf8', timeout: 150_000, env: { ...process.env, CI: '1' } });
  assert.equal(r.status, 1, `one of the two probe tests fails on purpose:\n${(r.stdout + r.stderr).slice(-1500)}`);

  const results = readAllureResults(join(dir, 'results'));
  assert.equal(results.length, 2);
  const guest = results.find((x) => x.name === 'perm.guest-refused GET /V1/products');
  assert.deepEqual(guest?.labels.route, ['GET /V1/products']);
  assert.deepEqual(guest?.labels.module, ['Catalog']);
  assert.deepEqual(guest?.labels.permission, ['Magento_Catalog::products']);
  assert.deepEqual(guest?.labels.rule, ['Guests are refused.']);
  assert.deepEqual(guest?.labels.check, ['perm.guest-refused']);
  assert.deepEqual(guest?.labels.target, ['commerce']);
  for (const name of readdirSync(join(dir, 'results')).filter((n) => n.endsWith('-result.json'))) {
    assert.doesNotMatch(readFileSync(join(dir, 'results', name), 'utf8'), /Allure Metadata/, 'the runtime message is consumed, not attached');
  }

  const summary = summarizeAllure(results);
  assert.deepEqual(summary.byStatus, { passed: 1, failed: 1 });
  assert.deepEqual(summary.byCheck['presence.route-present'], { failed: 1 });
  assert.equal(summary.failed[0]?.labels.route?.[0], 'GET /V1/gift-wrappings', 'static annotations become labels too');
  assert.deepEqual(summary.failed[0]?.labels.permission, ['anonymous']);
  const html = renderAllureSummaryHtml(summary, 'allure-results');
  assert.match(html, /GET \/V1\/gift-wrappings is missing on the target/);
});

