// Writes the run as data (runs/<dir>/conformance.json): the target's fingerprint, and per test its check, route,
// outcome, the failing rule, skip reason and observations. Reports (diff, coverage) are computed from these files,
// never by re-probing a target. Secrets never reach it: messages are redacted when checks fail.
//
// Several targets in one run (targets.yaml → projects commerce-<name>, src/config/targets.ts): each target project's
// tests go to its own run folder (<run dir>/<name>/conformance.json, with that target's fingerprint.json), the
// format unchanged; runs/<dir>/conformance.json is then written only for tests of other projects.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import type { ConformanceRun, TestRecord } from '../src/report/run.ts';
import { redactText } from '../src/report/redact.ts';
import { envForProject, targetOfProject } from '../src/config/targets.ts';

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
    // Runtime annotations can be listed both on the test and on its result: each distinct one counts once.
    const note = (type: string) => [...new Set(test.annotations.concat(result.annotations).filter((a) => a.type === type).map((a) => a.description ?? ''))];
    const check = note('check')[0];
    const route = note('route')[0];
    if (!check) return;
    const firstError = result.errors[0]?.message ?? null;
    this.records.push({
      title: test.title,
      project: test.parent.project()?.name ?? '',
      check,
      route: route ?? null,
      module: note('module')[0] ?? null,
      outcome: result.status === 'passed' ? 'pass' : result.status === 'skipped' ? 'skip' : 'fail',
      skipReason: note('skip-reason')[0] ?? null,
      failure: firstError ? redactText(stripAnsi(firstError), [...secretsFromEnv(process.env), ...this.targetSecrets]) : null,
      observations: note('observation').map((o) => JSON.parse(o) as TestRecord['observations'][number]),
      durationMs: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    const records = this.records.sort((a, b) => a.title.localeCompare(b.title));
    for (const [project, dir] of this.targetDirs) {
      const tests = records.filter((r) => r.project === project);
      if (tests.length === 0) continue;
      const status = tests.some((t) => t.outcome === 'fail') ? 'failed' : result.status;
      writeRun(join(dir, 'conformance.json'), { format: 'commerce-conformance/run@1', status, projects: [project], fingerprint: readJson(join(dir, 'fingerprint.json')), tests });
    }
    const others = records.filter((r) => !this.targetDirs.has(r.project));
    if (this.targetDirs.size > 0 && others.length === 0 && records.length > 0) return;
    const fingerprintFile = process.env.COMMERCE_FINGERPRINT_FILE;
    writeRun(this.outputFile, {
      format: 'commerce-conformance/run@1',
      status: result.status,
      projects: this.projectNames,
      fingerprint: fingerprintFile ? readJson(fingerprintFile) : null,
      tests: others,
    });
  }

  printsToStdio(): boolean {
    return false;
  }
}

function writeRun(file: string, run: ConformanceRun): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}

function readJson(file: string): unknown {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The reporter runs in the runner process, which holds the same environment the workers got. */
function secretsFromEnv(env: Record<string, string | undefined>): string[] {
  const names = ['COMMERCE_ADMIN_PASSWORD', 'COMMERCE_ADMIN_TOKEN', 'COMMERCE_CUSTOMER_PASSWORD', 'COMMERCE_RESTRICTED_ADMIN_PASSWORD', 'COMMERCE_INTEGRATION_TOKEN', 'COMMERCE_INTEGRATION_CONSUMER_SECRET', 'COMMERCE_INTEGRATION_ACCESS_TOKEN', 'COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', 'SUBMISSION_APP_SECRET'];
  return names.map((n) => env[n]).filter((v): v is string => typeof v === 'string' && v.length >= 4);
}
