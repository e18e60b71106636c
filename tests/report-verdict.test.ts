// Verdicts as data: one fixed set of verdict records (tests/golden/verdicts/conformance.json: a pass, a pass with
// observations, a skip, a failure with schema violations, a failure with an exchange, a run-level failure with no
// contract route and an HTML answer, an error without a verdict) and what each formatter makes of it, golden-file
// tested: the Playwright failure message, the records as Markdown (Allure's description), the difference report's
// Markdown and HTML. Then the round trip: the carrier annotation → the reporter → conformance.json → load-run gives
// the same records back. UPDATE_GOLDEN=1 rewrites the expected files; review the diff.

import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import ConformanceReporter from '../reporters/conformance.ts';
import { computeDiff } from '../src/report/diff.ts';
import { renderDiffHtml, renderDiffMarkdown } from '../src/report/diff-render.ts';
import { loadRunFile, type LoadedRun } from '../src/report/load-run.ts';
import type { TestRecord } from '../src/report/run.ts';
import { verdictAnnotation, verdictOfAnnotations, VERDICT_ANNOTATION } from '../src/report/test-annotations.ts';
import { baselineSentence, formatFailureMessage, formatFixedMessage, verdictHeadline, verdictHtml, verdictMarkdown } from '../src/report/verdict-format.ts';
import { endedAs, failsRun, isFailed, NO_VERDICT, parseVerdictRecord, redactRecord, type VerdictRecord } from '../src/report/verdict-record.ts';

const dir = fileURLToPath(new URL('./golden/verdicts/', import.meta.url));
const RUN_FILE = join(dir, 'conformance.json');
const tmp = mkdtempSync(join(tmpdir(), 'cc-verdict-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function golden(name: string, actual: string): void {
  const file = join(dir, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    writeFileSync(file, actual);
    if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote missing ${file}: review it and run again`);
    return;
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden (UPDATE_GOLDEN=1 rewrites it; review the diff)`);
}

/** The golden run, named by a path that is the same in every clone (reports print where a run came from). */
function goldenRun(): LoadedRun {
  return { ...loadRunFile(RUN_FILE, 'tests/golden/verdicts/conformance.json'), dir: 'verdicts' };
}

const tests = goldenRun().run.tests;
const byOutcome = (o: VerdictRecord['outcome']) => tests.filter((t) => t.outcome === o);

/** The record a test carries: the test record without where and how long it ran. */
function recordOf(t: TestRecord): VerdictRecord {
  const { title: _t, project: _p, durationMs: _d, ...record } = t;
  return parseVerdictRecord(record);
}

test('the fixed set covers every kind of record', () => {
  assert.equal(byOutcome('pass').length, 2);
  assert.ok(byOutcome('pass').some((t) => t.observations.length > 1), 'a pass with observations');
  assert.equal(byOutcome('skip').length, 1);
  const fails = tests.filter((t) => t.outcome === 'fail');
  assert.ok(fails.some((t) => t.outcome === 'fail' && t.issues.length > 0), 'a failure with schema issues');
  assert.ok(fails.some((t) => t.outcome === 'fail' && t.exchange !== null && t.issues.length === 0), 'a failure with an exchange');
  assert.ok(fails.some((t) => t.contract === null), 'a failure with no contract route');
  assert.equal(byOutcome('error').length, 1);
  assert.ok(tests.some((t) => t.outcome === 'fail' && t.asAdmin?.startsWith('integration')), 'a failure whose admin was the integration standing in');
  assert.ok(tests.some((t) => t.asAdmin === undefined), 'a record of a test that made no call as the admin');
});

test('who answered as the admin is read back, and only as one of the identities', () => {
  const fail = tests.find((t) => t.asAdmin === 'integration-bearer');
  assert.ok(fail);
  assert.equal(recordOf(fail).asAdmin, 'integration-bearer');
  assert.match(formatFailureMessage(recordOf(fail) as Parameters<typeof formatFailureMessage>[0]), /\n  as admin: the integration \(bearer token\), standing in for the admin$/);
  assert.throws(() => parseVerdictRecord({ ...recordOf(fail), asAdmin: 'root' }, 'r'), /r\.asAdmin is "root", expected admin-account, admin-token, integration-bearer, integration-oauth1/);
});

test('golden: the failure message of every failed record', () => {
  golden('expected.failure-messages.txt', `${tests.filter(isFailed).map((t) => `${formatFailureMessage(t)}\n`).join('\n')}`);
});

test('golden: every record as Markdown (the Allure description)', () => {
  golden('expected.verdicts.md', tests.map((t) => verdictMarkdown(t)).join('\n---\n\n'));
});

test('golden: the difference report of the run, Markdown and HTML', () => {
  const report = computeDiff({ runs: [goldenRun()] });
  golden('expected.report.md', renderDiffMarkdown(report));
  golden('expected.report.html', renderDiffHtml(report));
});

test('the failure message is made of the record\'s fields', () => {
  const t = tests.find((x) => x.outcome === 'fail' && x.contract !== null);
  assert.ok(t && t.outcome === 'fail' && t.contract);
  const message = formatFailureMessage(t);
  for (const field of [t.check, t.route, t.broken, t.rule, t.expected, t.actual, `${t.contract.file}:${t.contract.line}`]) assert.ok(message.includes(field), field);
  const noContract = tests.find((x) => x.outcome === 'fail' && x.contract === null);
  assert.ok(noContract && noContract.outcome === 'fail');
  assert.ok(formatFailureMessage(noContract).includes(`(no contract route) ${noContract.source}`));
  assert.ok(formatFailureMessage(noContract).includes(noContract.hint ?? 'a hint'), 'the non-API hint is shown');
});

test('the difference report carries the failing records, not their text', () => {
  const report = computeDiff({ runs: [goldenRun()] });
  const cell = report.matrix.routes.find((r) => r.route === 'GET /V1/products')?.cells.verdicts;
  assert.equal(cell?.status, 'fail');
  const failed = cell?.fail[0];
  assert.ok(failed && failed.outcome === 'fail');
  assert.deepEqual(failed.issues.map((i) => i.keyword), ['type', 'required']);
  assert.equal(failed.exchange?.status, 200);
  assert.deepEqual(report.runLevel.map((r) => [r.route, r.cells.verdicts?.status]), [['X-Captcha form "customer_create"', 'fail']]);
  assert.equal(verdictHeadline(failed), `[schema.response-valid] GET /V1/products: ${failed.broken}`);
  const error = report.matrix.routes.find((r) => r.route === 'GET /V1/customers/:customerId')?.cells.verdicts?.fail[0];
  assert.equal(error?.outcome, 'error', 'a test without a verdict fails its cell as an error record');
});

// ---------------------------------------------------------------------------------------------------------------
// The carrier and the reporter

type Annotation = { type: string; description?: string };

function fakeTest(project: string, title: string, annotations: Annotation[]): TestCase {
  return { title, annotations, parent: { project: () => ({ name: project }) } } as unknown as TestCase;
}

function fakeResult(status: TestResult['status'], annotations: Annotation[], duration: number, errors: Array<{ message: string }> = []): TestResult {
  return { status, annotations, errors, duration } as unknown as TestResult;
}

const STATUS: Record<VerdictRecord['outcome'], TestResult['status']> = { pass: 'passed', skip: 'skipped', fail: 'failed', error: 'failed' };

function runReporter(runDir: string, cases: Array<[TestCase, TestResult]>): LoadedRun {
  const previous = process.env.COMMERCE_RUN_DIR;
  process.env.COMMERCE_RUN_DIR = runDir;
  try {
    const reporter = new ConformanceReporter();
    reporter.onBegin({ projects: [{ name: 'commerce' }] } as unknown as FullConfig, {} as Suite);
    for (const [t, r] of cases) reporter.onTestEnd(t, r);
    reporter.onEnd({ status: 'failed' } as FullResult);
  } finally {
    if (previous === undefined) delete process.env.COMMERCE_RUN_DIR;
    else process.env.COMMERCE_RUN_DIR = previous;
  }
  return loadRunFile(join(runDir, 'conformance.json'));
}

test('round trip: the records carried by their annotation, written to conformance.json and loaded, come back equal', () => {
  // A declared skip carries its record on the test; a test that ran, on its result (the worker's runtime annotation).
  const loaded = runReporter(join(tmp, 'round-trip'), tests.map((t) => {
    const carrier = [verdictAnnotation(recordOf(t))];
    return t.outcome === 'skip' ? [fakeTest(t.project, t.title, carrier), fakeResult('skipped', [], t.durationMs)] : [fakeTest(t.project, t.title, []), fakeResult(STATUS[t.outcome], carrier, t.durationMs, [{ message: 'the formatted message' }])];
  }));
  assert.equal(loaded.run.format, 'commerce-conformance/run@2');
  assert.deepEqual(loaded.run.tests, tests);
});

test('the reporter: a test cut short carries the runner\'s reason; a record the runner contradicts becomes an error', () => {
  const [pending] = tests.filter((t) => t.outcome === 'pass');
  assert.ok(pending);
  const open = { ...recordOf(pending), outcome: 'error', message: NO_VERDICT } as VerdictRecord;
  const loaded = runReporter(join(tmp, 'cut-short'), [
    [fakeTest('commerce', 'timed out', []), fakeResult('timedOut', [verdictAnnotation(open)], 60_000, [{ message: 'Test timeout of 60000ms exceeded.' }])],
    [fakeTest('commerce', 'teardown failed', []), fakeResult('failed', [verdictAnnotation(recordOf(pending))], 5, [{ message: '\u001b[31mfixture teardown failed\u001b[39m' }])],
    [fakeTest('commerce', 'no carrier', []), fakeResult('passed', [], 1)],
    [fakeTest('commerce', 'other version', []), fakeResult('passed', [{ type: VERDICT_ANNOTATION, description: JSON.stringify({ format: 'commerce-conformance/verdict@0', record: {} }) }], 1)],
  ]);
  const byTitle = new Map(loaded.run.tests.map((t) => [t.title, t]));
  assert.equal(byTitle.size, 3, 'a test without a carrier is not a conformance test');
  const timedOut = byTitle.get('timed out');
  assert.ok(timedOut?.outcome === 'error');
  assert.equal(timedOut.message, 'Test timeout of 60000ms exceeded.');
  assert.deepEqual(timedOut.observations, pending.observations, 'what was observed before stays');
  const teardown = byTitle.get('teardown failed');
  assert.ok(teardown?.outcome === 'error');
  assert.equal(teardown.message, 'fixture teardown failed');
  const other = byTitle.get('other version');
  assert.ok(other?.outcome === 'error');
  assert.match(other.message, /this version reads commerce-conformance\/verdict@1/);
});

test('secrets: the record is scrubbed where it is made and again where it is written', () => {
  const [failed] = tests.filter((t) => t.outcome === 'fail' && t.exchange !== null);
  assert.ok(failed && failed.outcome === 'fail' && failed.exchange);
  const secret = 'pa55-w0rd-record';
  const leaky: VerdictRecord = {
    ...recordOf(failed),
    outcome: 'fail', broken: `login with ${secret} refused`, expected: failed.expected, actual: `token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.abc`, hint: null, issues: [],
    exchange: { ...failed.exchange, url: `https://shop.example.com/?p=${secret}`, body: `{"password": "${secret}"}` },
    observations: [{ check: failed.check, route: failed.route, key: 'login', value: { password: 'x1', note: secret } }],
  };
  const scrubbed = redactRecord(leaky, [secret]);
  assert.doesNotMatch(JSON.stringify(scrubbed), new RegExp(`${secret}|eyJhbGci|"x1"`));
  // The reporter's own pass: the runner's environment holds the configured secrets.
  process.env.COMMERCE_ADMIN_PASSWORD = secret;
  try {
    const loaded = runReporter(join(tmp, 'secrets'), [[fakeTest('commerce', failed.title, []), fakeResult('failed', [verdictAnnotation(leaky)], 3)]]);
    assert.doesNotMatch(readFileSync(loaded.file, 'utf8'), new RegExp(secret));
    assert.equal(loaded.run.tests[0]?.outcome, 'fail');
  } finally {
    delete process.env.COMMERCE_ADMIN_PASSWORD;
  }
});

test('the carrier: one annotation type, its payload versioned, read back or refused with a sentence', () => {
  const record = recordOf(tests[0] as TestRecord);
  const a = verdictAnnotation(record);
  assert.equal(a.type, VERDICT_ANNOTATION);
  assert.deepEqual(verdictOfAnnotations([{ type: 'skip' }, a]), record);
  assert.equal(verdictOfAnnotations([{ type: 'skip' }]), null);
  assert.deepEqual(verdictOfAnnotations([{ type: VERDICT_ANNOTATION, description: '{' }]), { problem: `the ${VERDICT_ANNOTATION} annotation is not JSON` });
  const broken = verdictOfAnnotations([{ type: VERDICT_ANNOTATION, description: JSON.stringify({ format: 'commerce-conformance/verdict@1', record: { ...record, rule: 3 } }) }]);
  assert.ok(broken !== null && 'problem' in broken);
  assert.match(broken.problem, /record\.rule is 3, expected a string/);
});

// ---------------------------------------------------------------------------------------------------------------
// Under a baseline (COMMERCE_BASELINE): a second fixed set (tests/golden/verdicts/conformance-baseline.json) with one
// record of every baseline outcome: a known failure (reason, until a release), a new failure on a waived check and
// subject of another class, a new failure without any waiver, an expired waiver (until a date), a fixed waiver
// under COMMERCE_BASELINE_STRICT=1 and one without.

const BASELINE_RUN = join(dir, 'conformance-baseline.json');
const waived = loadRunFile(BASELINE_RUN, 'tests/golden/verdicts/conformance-baseline.json').run.tests;
const byStatus = (s: string) => waived.filter((t) => t.baseline?.status === s);

test('the baseline set covers every baseline outcome', () => {
  assert.deepEqual(['known', 'new', 'fixed', 'expired'].map((s) => byStatus(s).length), [1, 2, 2, 1]);
  assert.ok(byStatus('new').some((t) => t.baseline?.waived !== undefined), 'a new failure on a waived check and subject');
  assert.ok(byStatus('fixed').some((t) => t.baseline?.strict === true) && byStatus('fixed').some((t) => t.baseline?.strict === undefined), 'fixed with and without strict');
});

test('golden: under a baseline, the failure messages, the records as Markdown and as HTML', () => {
  const messages = waived.map((t) => (t.outcome === 'pass' && t.baseline?.strict === true ? formatFixedMessage(t) : isFailed(t) ? formatFailureMessage(t) : null)).filter((m): m is string => m !== null);
  golden('expected.baseline.failure-messages.txt', `${messages.map((m) => `${m}\n`).join('\n')}`);
  golden('expected.baseline.verdicts.md', waived.map((t) => verdictMarkdown(t)).join('\n---\n\n'));
  golden('expected.baseline.verdicts.html', `${waived.map((t) => verdictHtml(t)).join('\n')}\n`);
});

test('the baseline line names the outcome, the waiver and its reason', () => {
  const [known] = byStatus('known');
  assert.ok(known?.outcome === 'fail' && known.baseline?.reason);
  const message = formatFailureMessage(known);
  assert.ok(message.includes(`  baseline: known failure, waived at ${known.baseline.waiver}`), message);
  assert.ok(message.includes(known.baseline.reason));
  const other = byStatus('new').find((t) => t.baseline?.waived !== undefined);
  assert.ok(other?.outcome === 'fail');
  assert.ok(formatFailureMessage(other).includes(`is for another failure of this check and subject ("${other.baseline?.waived}")`));
  const [expired] = byStatus('expired');
  assert.ok(expired?.outcome === 'fail');
  assert.match(formatFailureMessage(expired), /the waiver at conformance-baseline\.yaml:\d+ expired \(until 2026-10-31: that day has passed/);
  const fixed = byStatus('fixed').find((t) => t.baseline?.strict === true);
  assert.ok(fixed?.outcome === 'pass');
  assert.match(formatFixedMessage(fixed), /: fixed: remove it from the baseline \(the waiver at conformance-baseline\.yaml:\d+ for ".*"\); COMMERCE_BASELINE_STRICT=1 fails the run/);
  assert.equal(baselineSentence(tests[0] as TestRecord), null, 'a record of a run without a baseline says nothing about one');
});

test('which baseline outcomes end the test failed and which fail the run', () => {
  const ends = (s: string) => byStatus(s).map((t) => [endedAs(t), failsRun(t)]);
  assert.deepEqual(ends('known'), [['fail', false]], 'a known failure ends as an expected failure and passes the run');
  assert.deepEqual(ends('new'), [['fail', true], ['fail', true]]);
  assert.deepEqual(ends('expired'), [['fail', true]]);
  assert.deepEqual(byStatus('fixed').map((t) => [t.baseline?.strict === true, endedAs(t), failsRun(t)]).sort(), [[false, 'pass', false], [true, 'fail', true]]);
  for (const t of tests) assert.equal(failsRun(t), isFailed(t), `${t.title}: without a baseline, every failure fails the run`);
});

test('round trip under a baseline: the marks survive the reporter, which counts a known failure as no failure of the target', () => {
  // A known failure ends `failed` (expected by the test), a fixed waiver under strict ends `failed` though its check passed.
  const status = (t: TestRecord): TestResult['status'] => (endedAs(t) === 'fail' ? 'failed' : endedAs(t) === 'skip' ? 'skipped' : 'passed');
  const cases: Array<[TestCase, TestResult]> = waived.map((t) => [fakeTest(t.project, t.title, []), fakeResult(status(t), [verdictAnnotation(recordOf(t))], t.durationMs, [{ message: 'the formatted message' }])]);
  const loaded = runReporter(join(tmp, 'baseline'), cases);
  assert.deepEqual(loaded.run.tests, waived);
  const known = byStatus('known');
  const onlyKnown = runReporter(join(tmp, 'baseline-known'), known.map((t) => [fakeTest(t.project, t.title, []), fakeResult('failed', [verdictAnnotation(recordOf(t))], 1)]));
  assert.equal(onlyKnown.run.tests[0]?.outcome, 'fail', 'the verdict stays a failure of the rule');
});

test('a baseline mark is read back field by field', () => {
  const [known] = byStatus('known');
  assert.ok(known);
  const record = recordOf(known);
  assert.throws(() => parseVerdictRecord({ ...record, baseline: { status: 'waived' } }), /record\.baseline\.status is "waived", expected known, new, fixed, expired/);
  assert.throws(() => parseVerdictRecord({ ...record, baseline: { status: 'known', reason: 3 } }), /record\.baseline\.reason is 3, expected a string/);
  assert.throws(() => parseVerdictRecord({ ...record, baseline: { status: 'fixed', strict: 'yes' } }), /record\.baseline\.strict is "yes", expected true or nothing/);
  assert.deepEqual(parseVerdictRecord(record).baseline, known.baseline);
});

test('secrets: a waiver\'s reason is scrubbed like the rest of the record', () => {
  const [known] = byStatus('known');
  assert.ok(known);
  const secret = 'pa55-w0rd-in-a-reason';
  const leaky = { ...recordOf(known), baseline: { status: 'known' as const, reason: `staging admin ${secret}` } };
  assert.doesNotMatch(JSON.stringify(redactRecord(leaky, [secret])), new RegExp(secret));
});
