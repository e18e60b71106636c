// The nightly flow end to end against the embedded reference: three "nights" of one narrow selection (two faults'
// quick selections, four tests), run as the nightly runs them (the release configured, as STAGING_RELEASE does):
//   1. profile commerce 2.4.6-p8 with an accepted deviation (guest-reaches-admin-resource: guests read store views);
//      `baseline write` records its failures, and a person fills in the reasons;
//   2. the same profile with one named fault more (integer-as-string), under that baseline: exactly that fault's
//      checks are new failures, the baseline's entries are known;
//   3. profile commerce 2.4.7-p3 under the same baseline: the trend names the release change and lists the checks
//      whose outcome changed with it (the second fault's, fixed).
// `report trend` runs through the CLI over the three run folders; each night's Allure results are checked for the
// failures' causes and the Suites by module.

import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { main } from '../src/cli.ts';
import type { TestRecord } from '../src/report/run.ts';
import type { TrendReport } from '../src/report/trend.ts';
import { FAULT_OVERRIDES, pool, runCommerce, type SuiteResult } from '../scripts/verify-lib.ts';

const ACCEPTED = 'guest-reaches-admin-resource';
const FAULT = 'integer-as-string';
const grepOf = (fault: string) => FAULT_OVERRIDES[fault]?.quick ?? assert.fail(`no quick selection for ${fault}`);
const GREP = `${grepOf(ACCEPTED)}|${grepOf(FAULT)}`;

interface Night {
  name: string;
  release: string;
  faults: string[];
}
const NIGHTS: Night[] = [
  { name: 'night-1', release: '2.4.6-p8', faults: [ACCEPTED] },
  { name: 'night-2', release: '2.4.6-p8', faults: [ACCEPTED, FAULT] },
  { name: 'night-3', release: '2.4.7-p3', faults: [ACCEPTED] },
];

const dir = mkdtempSync(join(tmpdir(), 'cc-trend-nights-'));
after(() => { if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true }); });
const runs = new Map<string, SuiteResult>();
const runDir = (name: string) => join(dir, name);
const allureDir = (name: string) => join(dir, `${name}-allure`);
let trend: TrendReport<unknown> | null = null;
let summary = '';

const baselineFile = join(dir, 'conformance-baseline.yaml');
let baseline = '';

function runNight(n: Night, env: Record<string, string> = {}): Promise<void> {
  return runCommerce({
    edition: 'commerce',
    release: n.release,
    faults: n.faults,
    env: { COMMERCE_EDITION: 'commerce', COMMERCE_RELEASE: n.release, COMMERCE_ALLURE_DIR: allureDir(n.name), ...env },
    grep: GREP,
    workers: 1,
    runDir: runDir(n.name),
    timeoutMs: 240_000,
  }).then((r) => {
    runs.set(n.name, r);
  });
}

before(async () => {
  const [first, ...later] = NIGHTS as [Night, ...Night[]];
  await runNight(first);
  let written = '';
  const wrote = await main(['baseline', 'write', runDir(first.name), '--out', baselineFile], { out: (t) => (written += t), err: (t) => (written += t) });
  assert.equal(wrote, 0, written);
  baseline = readFileSync(baselineFile, 'utf8').replace(/reason: ""/g, 'reason: "the staging store extension shows store views to guests (OPS-7)"');
  writeFileSync(baselineFile, baseline);
  await pool(later, 2, (n) => runNight(n, { COMMERCE_BASELINE: baselineFile }));
  let err = '';
  const out = join(dir, 'trend');
  const code = await main(['report', 'trend', ...NIGHTS.map((n) => runDir(n.name)), '--out', out, '--summary'], { out: (t) => (summary += t), err: (t) => (err += t) });
  assert.equal(code, 0, err);
  trend = JSON.parse(readFileSync(join(out, 'trend.json'), 'utf8')) as TrendReport<unknown>;
}, { timeout: 600_000 });

const testsOf = (name: string): TestRecord[] => runs.get(name)?.run?.tests ?? assert.fail(`${name} wrote no conformance.json:\n${runs.get(name)?.output.slice(-2000)}`);
const failing = (name: string) => testsOf(name).filter((t) => t.outcome === 'fail' || t.outcome === 'error').map((t) => t.title).sort();
const stepTo = (name: string) => trend?.steps.find((s) => s.to === name) ?? assert.fail(`no step to ${name}`);

test('the nights ran the selection: the accepted deviation fails every night, the fault on night 2 only', () => {
  for (const n of NIGHTS) assert.equal(testsOf(n.name).length, 4, `${n.name}: two tests per fault's selection`);
  const accepted = ['perm.guest-refused GET /V1/store/storeGroups', 'perm.guest-refused GET /V1/store/storeViews'];
  assert.deepEqual(failing('night-1'), accepted);
  assert.deepEqual(failing('night-3'), accepted);
  assert.deepEqual(failing('night-2'), [...accepted, 'schema.response-valid GET /V1/products', 'schema.response-valid GET /V1/products/:sku'].sort());
});

const marked = (name: string, status: string) => testsOf(name).filter((t) => t.baseline?.status === status).map((t) => t.title).sort();

test('night 1 writes the baseline: the accepted deviation\'s failures, each with its class', () => {
  assert.deepEqual([...baseline.matchAll(/route: "([^"]+)"/g)].map((m) => m[1]).sort(), ['GET /V1/store/storeGroups', 'GET /V1/store/storeViews']);
  assert.equal([...baseline.matchAll(/check: "?perm\.guest-refused"?/g)].length, 2);
});

test('night 2 under the baseline: the baseline\'s entries are known, exactly the fault\'s checks are new', () => {
  assert.deepEqual(marked('night-2', 'known'), ['perm.guest-refused GET /V1/store/storeGroups', 'perm.guest-refused GET /V1/store/storeViews']);
  assert.deepEqual(marked('night-2', 'new'), ['schema.response-valid GET /V1/products', 'schema.response-valid GET /V1/products/:sku']);
  assert.equal(runs.get('night-2')?.exitCode, 1, 'the new failures fail the run');
  assert.equal(runs.get('night-3')?.exitCode, 0, 'only known failures: the run passes');
  assert.deepEqual(trend?.runs.map((r) => [r.headline.failed, r.headline.known]), [[2, 0], [2, 2], [0, 2]], 'failed (not waived) and known, night by night');
});

test('night 2: the new failures are exactly the fault\'s checks', () => {
  const step = stepTo('night-2');
  const fresh = failing('night-2').filter((t) => !failing('night-1').includes(t));
  assert.deepEqual(step.newFailures.map((c) => c.title), fresh);
  assert.deepEqual(fresh, ['schema.response-valid GET /V1/products', 'schema.response-valid GET /V1/products/:sku']);
  assert.ok(step.newFailures.every((c) => c.rule === 'failure.new' && c.before === 'pass' && c.after === 'fail'));
  assert.deepEqual(step.fixed, []);
  assert.deepEqual(step.fingerprint, [], 'same profile: nothing in the fingerprint explains it');
  assert.equal(trend?.runs[1]?.headline.new, 2);
});

test('night 3: the trend names the release change and the checks whose outcome changed with it', () => {
  const step = stepTo('night-3');
  assert.deepEqual(step.fingerprint.filter((f) => f.rule === 'fingerprint.release-changed').map((f) => f.message), ['release 2.4.6-p8 → 2.4.7-p3 between night-2 and night-3']);
  assert.deepEqual(step.fixed.map((c) => c.title), ['schema.response-valid GET /V1/products', 'schema.response-valid GET /V1/products/:sku']);
  assert.deepEqual(step.newFailures, []);
  assert.deepEqual(trend?.runs.map((r) => r.release), ['2.4.6-p8', '2.4.6-p8', '2.4.7-p3']);
  assert.deepEqual(trend?.runs[2]?.headline.changed.slice(0, 1), ['release 2.4.6-p8 → 2.4.7-p3 between night-2 and night-3']);
  const md = readFileSync(join(dir, 'trend', 'trend.md'), 'utf8');
  const steps = md.slice(md.indexOf('## What changed, run by run'));
  const section = steps.slice(steps.indexOf('### night-2 → night-3'), steps.indexOf('### night-1 → night-2'));
  // The reference publishes each release's own schema (a25a267), so the change of release also changes the schema.
  assert.match(section, /- \*\*release 2\.4\.6-p8 → 2\.4\.7-p3 between night-2 and night-3\*\* \(`fingerprint\.release-changed`\)\n(- \*\*published schema changed between night-2 and night-3: [^\n]*\n)?\nOutcomes that changed with it:/);
  assert.match(section, /\| Fixed \| `failure\.fixed` \| `schema\.response-valid GET \/V1\/products\/:sku` \| fail → pass \|/);
  assert.match(summary, /\| night-3 \| [^|]+ \| commerce 2\.4\.7-p3 \| 2 \| 0 \| 0 \| 2 \| 2 \| 0 \| release 2\.4\.6-p8 → 2\.4\.7-p3 between night-2 and night-3/);
  assert.ok(existsSync(join(dir, 'trend', 'trend.html')));
});

test('each night\'s Allure results: failures by cause (categories.json, the cause first), Suites by module', () => {
  const results = allureDir('night-2');
  const categories = JSON.parse(readFileSync(join(results, 'categories.json'), 'utf8')) as Array<{ name: string; messageRegex: string; matchedStatuses: string[] }>;
  type Result = { name: string; status: string; statusDetails?: { message?: string }; labels: Array<{ name: string; value: string }> };
  const all = readdirSync(results).filter((n) => n.endsWith('-result.json')).map((n) => JSON.parse(readFileSync(join(results, n), 'utf8')) as Result);
  assert.equal(all.length, 4);
  for (const r of all) {
    const label = (name: string) => r.labels.find((l) => l.name === name)?.value;
    assert.equal(label('parentSuite'), r.name.includes('/V1/store/') ? 'Store' : 'Catalog', `${r.name}: Suites by module`);
    assert.equal(label('suite'), r.name.split('.')[0]);
    assert.equal(label('subSuite'), r.name.split(' ')[0], 'one subSuite: the check, not the describe block again');
    assert.equal(r.labels.filter((l) => l.name === 'subSuite').length, 1);
    const known = r.name.includes('/V1/store/');
    assert.equal(r.status, known ? 'passed' : 'failed', 'a waived failure ends as an expected failure, which Allure shows passed');
    const matched = categories.filter((c) => c.matchedStatuses.includes(r.status) && new RegExp(c.messageRegex, 's').test(r.statusDetails?.message ?? '')).map((c) => c.name);
    const cause = known ? 'Known failures (waived by the baseline)' : 'New failures (not in the baseline)';
    assert.deepEqual(matched, [cause], `${r.name}: ${r.statusDetails?.message?.slice(0, 120)}`);
  }
});
