// Writes the run as data (runs/<dir>/conformance.json): the target's fingerprint, and per test its check, route,
// outcome, the failing rule, skip reason and observations. Reports (diff, coverage) are computed from these files,
// never by re-probing a target. Secrets never reach it: messages are redacted when checks fail.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import type { ConformanceRun, TestRecord } from '../src/report/run.ts';
import { redactText } from '../src/report/redact.ts';

export default class ConformanceReporter implements Reporter {
  private readonly records: TestRecord[] = [];
  private outputFile = '';
  private projectNames: string[] = [];

  onBegin(config: FullConfig, _suite: Suite): void {
    const runDir = resolve(process.env.COMMERCE_RUN_DIR ?? join('runs', 'latest'));
    this.outputFile = join(runDir, 'conformance.json');
    this.projectNames = config.projects.map((p) => p.name);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const note = (type: string) => test.annotations.concat(result.annotations).filter((a) => a.type === type).map((a) => a.description ?? '');
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
      failure: firstError ? redactText(stripAnsi(firstError), secretsFromEnv()) : null,
      observations: note('observation').map((o) => JSON.parse(o) as TestRecord['observations'][number]),
      durationMs: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    const fingerprintFile = process.env.COMMERCE_FINGERPRINT_FILE;
    const fingerprint = fingerprintFile && existsSync(fingerprintFile) ? (JSON.parse(readFileSync(fingerprintFile, 'utf8')) as unknown) : null;
    const run: ConformanceRun = {
      format: 'commerce-conformance/run@1',
      status: result.status,
      projects: this.projectNames,
      fingerprint,
      tests: this.records.sort((a, b) => a.title.localeCompare(b.title)),
    };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(run, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The reporter runs in the runner process, which holds the same environment the workers got. */
function secretsFromEnv(): string[] {
  const names = ['COMMERCE_ADMIN_PASSWORD', 'COMMERCE_ADMIN_TOKEN', 'COMMERCE_CUSTOMER_PASSWORD', 'COMMERCE_RESTRICTED_ADMIN_PASSWORD', 'COMMERCE_INTEGRATION_TOKEN', 'COMMERCE_INTEGRATION_CONSUMER_SECRET', 'COMMERCE_INTEGRATION_ACCESS_TOKEN', 'COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', 'SUBMISSION_APP_SECRET'];
  return names.map((n) => process.env[n]).filter((v): v is string => typeof v === 'string' && v.length >= 4);
}
