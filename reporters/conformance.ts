// Writes the run as data (runs/<dir>/conformance.json, format run@2): the target's fingerprint, and per test its title,
// project, duration and verdict record, field by field (src/report/verdict-record.ts), as the test's one carrier
// annotation brought it. Reports (diff, coverage) are computed from these files, never by re-probing a target.
// Secrets never reach it: the worker redacts the record and this reporter scrubs it again with the runner's secrets.
//
// Several targets in one run (targets.yaml → projects commerce-<name>, src/config/targets.ts): each target project's
// tests go to its own run folder (<run dir>/<name>/conformance.json, with that target's fingerprint.json), the
// format unchanged; runs/<dir>/conformance.json is then written only for tests of other projects.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { RUN_FORMAT, type ConformanceRun, type TestRecord } from '../src/report/run.ts';
import { verdictOfAnnotations } from '../src/report/test-annotations.ts';
import { endedAs, failsRun, NO_VERDICT, redactRecord, type VerdictRecord } from '../src/report/verdict-record.ts';
import { envForProject, targetOfProject } from '../src/config/targets.ts';
import { readUnplannedRoutes, unplannedBlock } from '../src/report/unplanned-routes.ts';
import { installationNotes } from '../src/report/installation-notes.ts';

export default class ConformanceReporter implements Reporter {
  private readonly records: TestRecord[] = [];
  private outputFile = '';
  private projectNames: string[] = [];
  /** Target projects → their own run folder. */
  private readonly targetDirs = new Map<string, string>();
  /** Secrets of every target's environment (targets.yaml references them by other names than COMMERCE_*). */
  private readonly targetSecrets: string[] = [];

  onBegin(config: FullConfig, _suite: Suite): void {
    const runDir = resolve(process.env.COMMERCE_RUN_DIR ?? join('runs', 'latest'));
    this.outputFile = join(runDir, 'conformance.json');
    this.projectNames = [...new Set(config.projects.map((p) => p.name))];
    for (const p of config.projects) {
      const target = targetOfProject(p);
      if (!target) continue;
      this.targetDirs.set(p.name, resolve(target.runDir));
      try {
        const env = envForProject(p);
        if (env) this.targetSecrets.push(...secretsFromEnv(env));
      } catch {
        /* an unresolvable target stops the run in global setup, with its file:line */
      }
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The record travels as one annotation (src/report/test-annotations.ts): on the result when the test ran, on the
    // test itself when it was declared skipped.
    const carried = verdictOfAnnotations([...test.annotations, ...result.annotations]);
    if (carried === null) return; // not a conformance test (the browser project's report tests)
    const record = redactRecord(settledBy(carried, result, test.title), [...secretsFromEnv(process.env), ...this.targetSecrets]);
    this.records.push({ title: test.title, project: test.parent.project()?.name ?? '', ...record, durationMs: result.duration });
  }

  onEnd(result: FullResult): void {
    const records = this.records.sort((a, b) => a.title.localeCompare(b.title));
    for (const [project, dir] of this.targetDirs) {
      const tests = records.filter((r) => r.project === project);
      if (tests.length === 0) continue;
      // A known failure (COMMERCE_BASELINE) ends as a failure its test expected: it fails no target's run.
      const status = tests.some(failsRun) ? 'failed' : result.status;
      const fingerprint = readJson(join(dir, 'fingerprint.json'));
      writeRun(join(dir, 'conformance.json'), { format: RUN_FORMAT, status, projects: [project], fingerprint, tests });
      endWithUnplanned(fingerprint, project);
    }
    const others = records.filter((r) => !this.targetDirs.has(r.project));
    if (this.targetDirs.size > 0 && others.length === 0 && records.length > 0) return;
    const fingerprintFile = process.env.COMMERCE_FINGERPRINT_FILE;
    const fingerprint = fingerprintFile ? readJson(fingerprintFile) : null;
    writeRun(this.outputFile, {
      format: RUN_FORMAT,
      status: result.status,
      projects: this.projectNames,
      fingerprint,
      tests: others,
    });
    if (others.some((r) => r.project === 'commerce')) endWithUnplanned(fingerprint);
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** The routes the target publishes beyond the plan, by name, after the run's summary (standard error, as global
 * setup's headline: machine-readable output stays clean). */
function endWithUnplanned(fingerprint: unknown, target?: string): void {
  if (fingerprint === null) return;
  const schema = (fingerprint as { publishedSchema?: { problem?: unknown } }).publishedSchema;
  const problem = typeof schema?.problem === 'string' ? schema.problem : null;
  process.stderr.write(`${unplannedBlock(readUnplannedRoutes(fingerprint), { ...(target ? { target } : {}), problem })}\n`);
  for (const note of installationNotes(fingerprint)) process.stderr.write(`${target ? `${target}: ` : ''}${note}\n`);
}

function writeRun(file: string, run: ConformanceRun): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

/** The record as the run ends it: the worker's record, unless the runner ended the test otherwise (a timeout, an
 * error after the verdict, an interrupted run), or the carrier could not be read; then the runner's words. */
function settledBy(carried: VerdictRecord | { problem: string }, result: TestResult, title: string): VerdictRecord {
  const runnerError = result.errors[0]?.message;
  if ('problem' in carried) {
    // Without a record there is no identity to report either: the test is named by nothing but its title.
    return { check: 'unknown', route: title, module: null, rule: '', source: '', contract: null, observations: [], outcome: 'error', message: carried.problem };
  }
  const outcome = result.status === 'passed' ? 'pass' : result.status === 'skipped' ? 'skip' : 'fail';
  const cutShort = carried.outcome === 'error' && carried.message === NO_VERDICT;
  // endedAs: a fixed waiver under COMMERCE_BASELINE_STRICT=1 ends a passing check's test failed, as its record says.
  if (endedAs(carried) === outcome && !cutShort) return carried;
  const { check, route, module, rule, source, contract, observations, asAdmin } = carried;
  const base = { check, route, module, rule, source, contract, observations, ...(asAdmin === undefined ? {} : { asAdmin }) };
  if (outcome === 'skip') return { ...base, outcome: 'skip', reason: result.annotations.find((a) => a.type === 'skip')?.description ?? 'skipped' };
  if (outcome === 'pass') return { ...base, outcome: 'pass', note: null };
  return { ...base, outcome: 'error', message: runnerError ? stripAnsi(runnerError) : `the test ended ${result.status} before its check gave a verdict` };
}

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The reporter runs in the runner process, which holds the same environment the workers got. */
export function secretsFromEnv(env: Record<string, string | undefined>): string[] {
  const names = ['COMMERCE_ADMIN_PASSWORD', 'COMMERCE_ADMIN_TOKEN', 'COMMERCE_CUSTOMER_PASSWORD', 'COMMERCE_RESTRICTED_ADMIN_PASSWORD', 'COMMERCE_INTEGRATION_TOKEN', 'COMMERCE_INTEGRATION_CONSUMER_SECRET', 'COMMERCE_INTEGRATION_ACCESS_TOKEN', 'COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', 'SUBMISSION_APP_SECRET'];
  return names.map((n) => env[n]).filter((v): v is string => typeof v === 'string' && v.length >= 4);
}
