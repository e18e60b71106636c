// Baselines end to end against the embedded reference (profile commerce 2.4.6-p8), over a few "nights" of one narrow
// selection (two faults' quick selections: four tests):
//   1. with the fault guest-reaches-admin-resource: its checks fail; `baseline write` records them;
//   2. the same fault under that baseline: its failures are known, with their reason, and the run passes;
//   3. a second fault (integer-as-string) as well: exactly that fault's checks are new, the first fault's known;
//   4. the first fault with one waiver's until reached (a release) and one not (a date far ahead): expired and known;
//   5. no fault, COMMERCE_BASELINE_STRICT=1: the waived checks pass, are fixed, and fail the run until removed.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { main } from '../src/cli.ts';
import type { TestRecord } from '../src/report/run.ts';
import { FAULT_OVERRIDES, pool, runCommerce, type SuiteResult } from '../scripts/verify-lib.ts';

const FIRST = 'guest-reaches-admin-resource';
const SECOND = 'integer-as-string';
const grepOf = (fault: string) => FAULT_OVERRIDES[fault]?.quick ?? assert.fail(`no quick selection for ${fault}`);
const GREP = `${grepOf(FIRST)}|${grepOf(SECOND)}`;
const PROFILE = { edition: 'commerce', release: '2.4.6-p8' };

const dir = mkdtempSync(join(tmpdir(), 'cc-baseline-e2e-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const baselineFile = join(dir, 'conformance-baseline.yaml');
const expiringFile = join(dir, 'expiring-baseline.yaml');

const nights = new Map<string, SuiteResult>();
let written = '';

function night(name: string, faults: string[], env: Record<string, string> = {}): Promise<void> {
  return runCommerce({ ...PROFILE, faults, env, grep: GREP, workers: 1, runDir: join(dir, name), timeoutMs: 240_000 }).then((r) => {
    nights.set(name, r);
  });
}

const testsOf = (name: string): TestRecord[] => nights.get(name)?.run?.tests ?? assert.fail(`night ${name} wrote no conformance.json:\n${nights.get(name)?.output.slice(-2000)}`);
const titles = (tests: TestRecord[], keep: (t: TestRecord) => boolean) => tests.filter(keep).map((t) => t.title).sort();

before(async () => {
  await night('1-first-fault', [FIRST]);
  let out = '';
  const code = await main(['baseline', 'write', join(dir, '1-first-fault'), '--out', baselineFile], { out: (t) => (out += t), err: (t) => (out += t) });
  assert.equal(code, 0, out);
  written = readFileSync(baselineFile, 'utf8');
  // A person fills in the reasons; a copy gets one waiver that has expired (the target is 2.4.5 or later) and one
  // that has not.
  writeFileSync(baselineFile, written.replace(/reason: ""/g, 'reason: "opened by the staging store extension (OPS-12)"'));
  const routes = ['GET /V1/store/storeViews', 'GET /V1/store/storeGroups'];
  writeFileSync(expiringFile, readFileSync(baselineFile, 'utf8').replace(/(route: "([^"]+)"[\s\S]*?reason: "[^"]*")/g, (block: string, _all: string, route: string) => `${block}\n    until: "${route === routes[0] ? '2.4.5' : '2099-12-31'}"`));
  await pool<() => Promise<void>, void>([
    () => night('2-same-fault', [FIRST], { COMMERCE_BASELINE: baselineFile }),
    () => night('3-second-fault', [FIRST, SECOND], { COMMERCE_BASELINE: baselineFile }),
    () => night('4-expiring', [FIRST], { COMMERCE_BASELINE: expiringFile }),
    () => night('5-fixed-strict', [], { COMMERCE_BASELINE: baselineFile, COMMERCE_BASELINE_STRICT: '1' }),
  ], 2, (job) => job());
}, { timeout: 600_000 });

test('night 1: the fault\'s checks fail, and the baseline records each with its class and the target\'s fingerprint', () => {
  const tests = testsOf('1-first-fault');
  assert.equal(tests.length, 4, 'the selection: two tests per fault');
  const failed = tests.filter((t) => t.outcome === 'fail');
  assert.deepEqual(titles(tests, (t) => t.outcome === 'fail'), ['perm.guest-refused GET /V1/store/storeGroups', 'perm.guest-refused GET /V1/store/storeViews']);
  for (const t of failed) {
    assert.ok(t.outcome === 'fail');
    assert.ok(written.includes(`route: "${t.route}"\n    broken: ${JSON.stringify(t.broken)}`), `${t.title}: its broken sentence is the class`);
  }
  assert.equal((written.match(/reason: ""/g) ?? []).length, 2, 'an empty reason each');
  assert.match(written, /seen: \{ date: "\d{4}-\d{2}-\d{2}", edition: commerce, release: "2\.4", schema: "sha256:[0-9a-f]{64}" \}/);
});

test('night 2: the same fault under the baseline is known, with its reason, and the run passes', () => {
  const r = nights.get('2-same-fault');
  assert.equal(r?.exitCode, 0, r?.output.slice(-2000));
  const tests = testsOf('2-same-fault');
  assert.equal(r?.run?.status, 'passed');
  assert.deepEqual(titles(tests, (t) => t.outcome === 'fail'), titles(testsOf('1-first-fault'), (t) => t.outcome === 'fail'), 'the target still breaks the rule');
  for (const t of tests.filter((x) => x.outcome === 'fail')) {
    assert.equal(t.baseline?.status, 'known', t.title);
    assert.equal(t.baseline?.reason, 'opened by the staging store extension (OPS-12)');
    assert.match(t.baseline?.waiver ?? '', /conformance-baseline\.yaml:\d+$/);
  }
  assert.ok(tests.filter((t) => t.outcome === 'pass').every((t) => t.baseline === undefined), 'a pass nobody waived carries nothing');
});

test('night 3: a second fault: exactly its checks are new, the first fault\'s are known, and the run fails', () => {
  const r = nights.get('3-second-fault');
  assert.notEqual(r?.exitCode, 0);
  const tests = testsOf('3-second-fault');
  assert.deepEqual(titles(tests, (t) => t.baseline?.status === 'new'), ['schema.response-valid GET /V1/products', 'schema.response-valid GET /V1/products/:sku']);
  assert.deepEqual(titles(tests, (t) => t.baseline?.status === 'known'), titles(testsOf('1-first-fault'), (t) => t.outcome === 'fail'));
  assert.match(r?.output ?? '', /baseline: new failure: the baseline does not waive it/, 'the failure message says so');
});

test('night 4: a waiver whose release is reached has expired and fails; one whose date is ahead is still known', () => {
  const r = nights.get('4-expiring');
  assert.notEqual(r?.exitCode, 0);
  const byRoute = new Map(testsOf('4-expiring').map((t) => [t.route, t]));
  assert.deepEqual(byRoute.get('GET /V1/store/storeViews')?.baseline, { status: 'expired', waiver: `${expiringFile}:${lineOf(expiringFile, 'GET /V1/store/storeViews')}`, reason: 'opened by the staging store extension (OPS-12)', until: '2.4.5' });
  assert.equal(byRoute.get('GET /V1/store/storeGroups')?.baseline?.status, 'known');
  assert.match(r?.output ?? '', /expired \(until 2\.4\.5: the target is at that release or later/);
});

test('night 5: without the fault the waived checks pass, are fixed, and COMMERCE_BASELINE_STRICT=1 fails the run', () => {
  const r = nights.get('5-fixed-strict');
  assert.notEqual(r?.exitCode, 0);
  const tests = testsOf('5-fixed-strict');
  assert.deepEqual(titles(tests, (t) => t.baseline?.status === 'fixed'), titles(testsOf('1-first-fault'), (t) => t.outcome === 'fail'));
  assert.ok(tests.every((t) => t.outcome === 'pass'), 'every check passes');
  assert.ok(tests.filter((t) => t.baseline?.status === 'fixed').every((t) => t.baseline?.strict === true));
  assert.match(r?.output ?? '', /fixed: remove it from the baseline/);
});

/** The line of the waiver of a route in a baseline file (its `- check:` line). */
function lineOf(file: string, route: string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.findIndex((l) => l.includes(`route: "${route}"`));
}
