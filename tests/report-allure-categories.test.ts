// Allure groups failures by cause and by module: the cause of each record (src/report/allure-categories.ts), the
// categories' regexes matching exactly their own cause line under both ways Allure reads them, and a tiny Playwright
// run through reporters/allure.ts whose results carry categories.json, the cause line first in each failure's
// message, and the Suites labels module › check family › check instead of project › spec file.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALLURE_CAUSES, allureCategories, allureCause, type AllureCauseId } from '../src/report/allure-categories.ts';
import { formatFailureMessage } from '../src/report/verdict-format.ts';
import type { ErrorRecord, FailRecord, VerdictRecord } from '../src/report/verdict-record.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

const base = { check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', module: 'Store', rule: 'Guests are refused.', source: 'seed', contract: { file: 'contracts/store.yaml', line: 12 }, observations: [] };
const fail: FailRecord = { ...base, outcome: 'fail', broken: 'guest reached Magento_Backend::store', expected: '401', actual: '200', hint: null, issues: [], exchange: null };
const error: ErrorRecord = { ...base, outcome: 'error', message: 'the target did not answer within 30000 ms' };
const marked = (record: VerdictRecord, baseline: Record<string, unknown>): VerdictRecord => ({ ...record, baseline }) as unknown as VerdictRecord;

const CASES: Array<[string, VerdictRecord, AllureCauseId | null]> = [
  ['a broken rule, no baseline', fail, 'platform-finding'],
  ['no verdict', error, 'target-precondition'],
  ['a waived failure', marked(fail, { status: 'known', reason: 'extension X overrides the route until 2.4.8' }), 'known'],
  ['a failure the baseline does not waive', marked(fail, { status: 'new' }), 'new'],
  ['an expired waiver', marked(fail, { status: 'expired', until: '2026-10-01' }), 'baseline-update'],
  ['a waived check that passes, strict', marked({ ...base, outcome: 'pass', note: null }, { status: 'fixed', strict: true }), 'baseline-update'],
  ['a waived check that passes', marked({ ...base, outcome: 'pass', note: null }, { status: 'fixed' }), null],
  ['a pass', { ...base, outcome: 'pass', note: null }, null],
  ['a skip', { ...base, outcome: 'skip', reason: 'no fixture' }, null],
];

test('each record has its cause', () => {
  for (const [what, record, cause] of CASES) assert.equal(allureCause(record)?.id ?? null, cause, what);
  assert.equal(allureCause(CASES[2]?.[1] as VerdictRecord)?.line, 'Known failure (waived by the baseline): extension X overrides the route until 2.4.8');
  assert.equal(allureCause(marked(fail, { status: 'known', reason: ' ' }))?.line, 'Known failure (waived by the baseline): no reason written');
  assert.equal(allureCause(CASES[4]?.[1] as VerdictRecord)?.line, 'Baseline to update: the waiver expired (until 2026-10-01); the failure counts again');
});

/** The categories a message falls in, read the way Allure 3's classic plugin reads them (a search, dot-all) and the
 * way Allure 2 does (the whole message must match): both must agree. */
function categoriesOf(message: string, status: string): string[] {
  const found = allureCategories().filter((c) => c.matchedStatuses.includes(status) && new RegExp(c.messageRegex, 's').test(message)).map((c) => c.name);
  const whole = allureCategories().filter((c) => c.matchedStatuses.includes(status) && new RegExp(`^(?:${c.messageRegex})$`).test(message)).map((c) => c.name);
  assert.deepEqual(whole, found, `Allure 2 and 3 read ${JSON.stringify(message.slice(0, 60))} alike`);
  return found;
}

test('every cause line falls in its own category and no other', () => {
  assert.equal(allureCategories().length, ALLURE_CAUSES.length);
  for (const [what, record, cause] of CASES) {
    if (cause === null) continue;
    const line = allureCause(record)?.line as string;
    const message = `${line}\n${formatFailureMessage(record.outcome === 'error' ? error : fail)}`;
    const status = cause === 'known' ? 'passed' : 'failed';
    assert.deepEqual(categoriesOf(message, status), [ALLURE_CAUSES.find((c) => c.id === cause)?.name], what);
  }
  assert.deepEqual(categoriesOf(formatFailureMessage(fail), 'failed'), [], 'a message without a cause line is in none (Allure\'s defaults take it)');
  assert.deepEqual(categoriesOf('Platform finding: the target broke a rule of the contract\n...', 'passed'), [], 'a platform finding is never a passed result');
});

const dir = mkdtempSync(join(tmpdir(), 'cc-allure-causes-'));
after(() => { if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true }); });

test('through reporters/allure.ts: categories.json, the cause first in the message, Suites by module › family › check', { timeout: 180_000 }, () => {
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // ES modules, as in the repository: the probe imports the suite's sources the way the specs do.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const results = join(dir, 'results');
  const src = (path: string) => JSON.stringify(join(repo, path));
  writeFileSync(
    join(dir, 'pw.config.mjs'),
    `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', testMatch: /probe\\.spec\\.ts$/, outputDir: './out', reporter: [[${src('reporters/allure.ts')}, { resultsDir: ${JSON.stringify(results)}, detail: false, suiteTitle: false }]], projects: [{ name: 'commerce' }] });\n`,
  );
  // Each test carries its verdict record the way fixtures/verdict.ts does, and fails with the message formatted from it.
  writeFileSync(
    join(dir, 'probe.spec.ts'),
    `import { test } from '@playwright/test';
import { allureAnnotations, allureSuiteAnnotations } from ${src('src/report/allure.ts')};
import { verdictAnnotation } from ${src('src/report/test-annotations.ts')};
import { formatFailureMessage } from ${src('src/report/verdict-format.ts')};
const fail = ${JSON.stringify(fail)};
const error = ${JSON.stringify({ ...error, check: 'token.json-body', route: 'POST /V1/integration/admin/token', module: null })};
test('perm.guest-refused GET /V1/store/storeViews', { annotation: allureAnnotations({ check: fail.check, rule: fail.rule, route: fail.route, module: 'Store', permission: 'Magento_Backend::store' }) }, async ({}, testInfo) => {
  testInfo.annotations.push(verdictAnnotation(fail));
  throw new Error(formatFailureMessage(fail));
});
test('token.json-body POST /V1/integration/admin/token', { annotation: allureSuiteAnnotations(null, 'token.json-body') }, async ({}, testInfo) => {
  testInfo.annotations.push(verdictAnnotation(error));
  throw new Error(formatFailureMessage(error));
});
test('perm.guest-refused GET /V1/products', { annotation: allureAnnotations({ check: 'perm.guest-refused', rule: 'r', route: 'GET /V1/products', module: 'Catalog', permission: 'Magento_Catalog::products' }) }, async ({}, testInfo) => {
  testInfo.annotations.push(verdictAnnotation({ ...fail, route: 'GET /V1/products', module: 'Catalog', outcome: 'pass', note: null, broken: undefined }));
});
`,
  );
  const r = spawnSync(process.execPath, [join(repo, 'node_modules/@playwright/test/cli.js'), 'test', '-c', join(dir, 'pw.config.mjs')], { cwd: repo, encoding: 'utf8', timeout: 150_000, env: { ...process.env, CI: '1' } });
  assert.equal(r.status, 1, `two of the three probe tests fail on purpose:\n${(r.stdout + r.stderr).slice(-1500)}`);

  const categoriesFile = join(results, 'categories.json');
  assert.ok(existsSync(categoriesFile), 'categories.json is written into the results folder');
  const categories = JSON.parse(readFileSync(categoriesFile, 'utf8')) as Array<{ name: string; messageRegex: string; matchedStatuses: string[] }>;
  assert.deepEqual(categories.map((c) => c.name), ALLURE_CAUSES.map((c) => c.name));

  type Result = { name: string; status: string; statusDetails?: { message?: string }; labels: Array<{ name: string; value: string }> };
  const all = readdirSync(results).filter((n) => n.endsWith('-result.json')).map((n) => JSON.parse(readFileSync(join(results, n), 'utf8')) as Result);
  const byName = (name: string) => all.find((x) => x.name === name) as Result;
  const label = (x: Result, name: string) => x.labels.filter((l) => l.name === name).map((l) => l.value);
  const finding = byName('perm.guest-refused GET /V1/store/storeViews');
  assert.match(finding.statusDetails?.message ?? '', /^Platform finding: the target broke a rule of the contract\n(Error: )?\[perm\.guest-refused\] GET \/V1\/store\/storeViews: guest reached Magento_Backend::store/);
  assert.deepEqual([label(finding, 'parentSuite'), label(finding, 'suite'), label(finding, 'subSuite')], [['Store'], ['perm'], ['perm.guest-refused']], 'Suites: module › family › check, not project › spec file');
  const precondition = byName('token.json-body POST /V1/integration/admin/token');
  assert.match(precondition.statusDetails?.message ?? '', /^Target precondition: the test ended without a verdict/);
  assert.deepEqual([label(precondition, 'parentSuite'), label(precondition, 'suite'), label(precondition, 'subSuite')], [['Run-level checks'], ['token'], ['token.json-body']]);
  const passed = byName('perm.guest-refused GET /V1/products');
  assert.equal(passed.status, 'passed');
  assert.deepEqual(label(passed, 'parentSuite'), ['Catalog']);
  for (const x of all) {
    const message = x.statusDetails?.message ?? '';
    const matched = categories.filter((c) => c.matchedStatuses.includes(x.status) && message !== '' && new RegExp(c.messageRegex, 's').test(message)).map((c) => c.name);
    assert.equal(matched.length, x.status === 'passed' ? 0 : 1, `${x.name}: ${matched.join(', ')}`);
  }

  // Allure 3's report (allurerc.ts: the same categories, each cause by module) and its history file.
  const report = join(dir, 'report');
  const history = join(dir, 'history', 'history.jsonl');
  for (let i = 0; i < 2; i++) {
    const g = spawnSync(process.execPath, [join(repo, 'node_modules/allure/cli.js'), 'generate', results, '-o', report], { cwd: repo, encoding: 'utf8', timeout: 120_000, env: { ...process.env, COMMERCE_ALLURE_HISTORY: history } });
    assert.equal(g.status, 0, `allure generate:\n${(g.stdout + g.stderr).slice(-1500)}`);
  }
  type Node = { type: string; name: string; childrenIds?: string[] };
  const tree = JSON.parse(readFileSync(join(report, 'widgets', 'categories.json'), 'utf8')) as { roots: string[]; nodes: Record<string, Node> };
  const shown = tree.roots.map((id) => tree.nodes[id] as Node).map((c) => [c.name, (c.childrenIds ?? []).map((id) => tree.nodes[id]?.name)]);
  assert.deepEqual(shown, [
    ['Platform findings', ['parentSuite: Store']],
    ['Target preconditions (no verdict)', ['parentSuite: Run-level checks']],
  ]);
  assert.equal(readFileSync(history, 'utf8').trim().split('\n').length, 2, 'one history entry per report');
});
