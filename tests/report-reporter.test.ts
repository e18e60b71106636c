// The conformance reporter: one run file for the plain project (the verdict record its one carrier annotation brings,
// counted once when it is listed on test and result), and one per target project in the target's own run folder with
// that target's fingerprint.

import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import ConformanceReporter from '../reporters/conformance.ts';
import { asRun } from '../src/report/load-run.ts';
import { verdictAnnotation } from '../src/report/test-annotations.ts';
import type { VerdictRecord } from '../src/report/verdict-record.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-reporter-'));
after(() => rmSync(dir, { recursive: true, force: true }));

type Annotation = { type: string; description?: string };

function fakeTest(project: string, title: string, annotations: Annotation[]): TestCase {
  return { title, annotations, parent: { project: () => ({ name: project }) } } as unknown as TestCase;
}

function fakeResult(status: TestResult['status'], annotations: Annotation[]): TestResult {
  return { status, annotations, errors: status === 'failed' ? [{ message: 'boom' }] : [], duration: 3 } as unknown as TestResult;
}

function recordFor(check: string, route: string, observation?: unknown): VerdictRecord {
  const observations = observation === undefined ? [] : [{ check, route, key: 'present', value: observation }];
  return { check, route, module: 'Catalog', rule: 'a rule', source: 'a source', contract: { file: 'contracts/catalog.yaml', line: 3 }, observations, outcome: 'pass', note: null };
}

function annotationsFor(check: string, route: string, observation?: unknown): Annotation[] {
  return [verdictAnnotation(recordFor(check, route, observation))];
}

function runReporter(runDir: string, projects: Array<{ name: string; metadata?: unknown }>, tests: Array<[TestCase, TestResult]>): void {
  const previous = process.env.COMMERCE_RUN_DIR;
  const previousFp = process.env.COMMERCE_FINGERPRINT_FILE;
  process.env.COMMERCE_RUN_DIR = runDir;
  delete process.env.COMMERCE_FINGERPRINT_FILE;
  try {
    const reporter = new ConformanceReporter();
    reporter.onBegin({ projects } as unknown as FullConfig, {} as Suite);
    for (const [t, r] of tests) reporter.onTestEnd(t, r);
    reporter.onEnd({ status: 'passed' } as FullResult);
  } finally {
    if (previous === undefined) delete process.env.COMMERCE_RUN_DIR;
    else process.env.COMMERCE_RUN_DIR = previous;
    if (previousFp !== undefined) process.env.COMMERCE_FINGERPRINT_FILE = previousFp;
  }
}

test('plain project: one run file, an observation listed on test and result counts once', () => {
  const runDir = join(dir, 'plain');
  const a = annotationsFor('presence.route-present', 'GET /V1/products', true);
  runReporter(runDir, [{ name: 'commerce' }], [[fakeTest('commerce', 'presence.route-present GET /V1/products', a), fakeResult('passed', a)]]);
  const run = asRun(JSON.parse(readFileSync(join(runDir, 'conformance.json'), 'utf8')), 'run');
  assert.equal(run.tests.length, 1);
  assert.deepEqual(run.tests[0]?.observations, [{ check: 'presence.route-present', route: 'GET /V1/products', key: 'present', value: true }]);
});

test('target projects: each writes its own run folder with its fingerprint', () => {
  const runDir = join(dir, 'multi');
  const meta = (name: string) => ({ commerceTarget: { name, targetsFile: join(dir, 'targets.yaml'), runDir: join(runDir, name) } });
  mkdirSync(join(runDir, 'staging'), { recursive: true });
  writeFileSync(join(runDir, 'staging', 'fingerprint.json'), JSON.stringify({ baseUrl: 'https://staging.example', edition: 'commerce', release: '2.4.7' }));
  const ok = annotationsFor('presence.route-present', 'GET /V1/gift-wrappings', true);
  const absent = annotationsFor('presence.route-present', 'GET /V1/gift-wrappings', false);
  runReporter(runDir, [{ name: 'commerce-staging', metadata: meta('staging') }, { name: 'commerce-oss', metadata: meta('oss') }], [
    [fakeTest('commerce-staging', 't1', ok), fakeResult('passed', [])],
    [fakeTest('commerce-oss', 't1', absent), fakeResult('failed', [])],
  ]);
  const staging = asRun(JSON.parse(readFileSync(join(runDir, 'staging', 'conformance.json'), 'utf8')), 'staging');
  const oss = asRun(JSON.parse(readFileSync(join(runDir, 'oss', 'conformance.json'), 'utf8')), 'oss');
  assert.deepEqual(staging.projects, ['commerce-staging']);
  assert.deepEqual(staging.tests.map((t) => t.outcome), ['pass']);
  assert.equal((staging.fingerprint as { baseUrl: string }).baseUrl, 'https://staging.example');
  assert.equal(oss.status, 'failed');
  assert.equal(oss.fingerprint, null);
  assert.equal(existsSync(join(runDir, 'conformance.json')), false, 'no combined file when every test belongs to a target');
});

test('target projects: a verdict record is scrubbed of the target\'s secrets (named in targets.yaml)', () => {
  const runDir = join(dir, 'secret');
  const targetsFile = join(dir, 'targets-secret.yaml');
  writeFileSync(targetsFile, 'targets:\n  - name: staging\n    env:\n      COMMERCE_BASE_URL: https://staging.example\n      COMMERCE_ADMIN_PASSWORD: ${CC_TEST_STAGING_PASSWORD}\n');
  process.env.CC_TEST_STAGING_PASSWORD = 'pa55-w0rd-staging';
  try {
    const record: VerdictRecord = { ...recordFor('perm.admin-allowed', 'GET /V1/products'), outcome: 'fail', broken: 'login with pa55-w0rd-staging refused', expected: '200', actual: '401', hint: null, issues: [], exchange: null };
    const a = [verdictAnnotation(record)];
    const failed = { status: 'failed', annotations: [], errors: [{ message: 'login with pa55-w0rd-staging refused' }], duration: 1 } as unknown as TestResult;
    runReporter(runDir, [{ name: 'commerce-staging', metadata: { commerceTarget: { name: 'staging', targetsFile, runDir: join(runDir, 'staging') } } }], [[fakeTest('commerce-staging', 't', a), failed]]);
  } finally {
    delete process.env.CC_TEST_STAGING_PASSWORD;
  }
  const run = asRun(JSON.parse(readFileSync(join(runDir, 'staging', 'conformance.json'), 'utf8')), 'staging');
  const [t] = run.tests;
  assert.ok(t?.outcome === 'fail');
  assert.equal(t.broken, 'login with «redacted» refused');
});

test('the run ends naming the routes the target publishes beyond the plan, from the fingerprint (standard error)', () => {
  const runDir = join(dir, 'unplanned');
  mkdirSync(runDir, { recursive: true });
  const fingerprintFile = join(runDir, 'fingerprint.json');
  const source = 'GET /rest/all/schema?services=all (admin token)';
  writeFileSync(fingerprintFile, JSON.stringify({ baseUrl: 'https://shop.example', publishedSchema: { problem: null }, unplannedRoutes: { routes: ['GET /V1/inventory/sources', 'POST /V1/inventory/sources'], source, complete: true } }));
  const written: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => written.push(String(chunk)) > 0) as typeof process.stderr.write;
  const previousFp = process.env.COMMERCE_FINGERPRINT_FILE;
  try {
    const a = annotationsFor('presence.route-present', 'GET /V1/products', true);
    const previous = process.env.COMMERCE_RUN_DIR;
    process.env.COMMERCE_RUN_DIR = runDir;
    process.env.COMMERCE_FINGERPRINT_FILE = fingerprintFile;
    const reporter = new ConformanceReporter();
    reporter.onBegin({ projects: [{ name: 'commerce' }] } as unknown as FullConfig, {} as Suite);
    reporter.onTestEnd(fakeTest('commerce', 'presence.route-present GET /V1/products', a), fakeResult('passed', a));
    reporter.onEnd({ status: 'passed' } as FullResult);
    if (previous === undefined) delete process.env.COMMERCE_RUN_DIR;
    else process.env.COMMERCE_RUN_DIR = previous;
  } finally {
    process.stderr.write = write;
    if (previousFp === undefined) delete process.env.COMMERCE_FINGERPRINT_FILE;
    else process.env.COMMERCE_FINGERPRINT_FILE = previousFp;
  }
  assert.equal(written.join(''), 'The target publishes 2 route(s) no contract names, unjudged (fingerprint.json unplannedRoutes; drafts: npx commerce-contracts scaffold):\n  /V1/inventory/ (2): GET sources, POST sources\n');
  const run = asRun(JSON.parse(readFileSync(join(runDir, 'conformance.json'), 'utf8')), 'run');
  assert.deepEqual((run.fingerprint as { unplannedRoutes: { routes: string[] } }).unplannedRoutes.routes, ['GET /V1/inventory/sources', 'POST /V1/inventory/sources'], 'and the run file carries them');
});
