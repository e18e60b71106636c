// The nightly workflow's own shell, run here: its steps' scripts are taken from .github/workflows/nightly.yml and run
// with bash in a scratch folder laid out as the runner's checkout would be (the restored nights, tonight's run), with
// `npx commerce-contracts` pointing at this checkout's CLI. What GitHub Actions itself does (cache, artifacts) is
// only checked to be wired: restored before the trend, saved after it, under one key prefix.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const repo = fileURLToPath(new URL('..', import.meta.url));
const nights = join(repo, 'tests', 'fixtures', 'trend');
const scratch = mkdtempSync(join(tmpdir(), 'cc-nightly-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  env: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync(join(repo, '.github', 'workflows', 'nightly.yml'), 'utf8')) as Workflow;
const report = workflow.jobs.report as Workflow['jobs'][string];
const suite = workflow.jobs.suite as Workflow['jobs'][string];

function stepOf(job: Workflow['jobs'][string], name: string): Step {
  const step = job.steps.find((s) => s.name === name);
  assert.ok(step, `the workflow has the step "${name}"`);
  return step;
}

/** Runs a step's script in `cwd` as the runner would (bash -e), with the CLI of this checkout. */
function runStep(step: Step, cwd: string, env: Record<string, string>): { status: number | null; out: string } {
  const script = (step.run ?? '').replace(/\$\{\{ github\.run_number \}\}/g, '57').replace(/npx commerce-contracts/g, `node ${join(repo, 'bin', 'commerce-contracts.mjs')}`);
  assert.doesNotMatch(script, /\$\{\{/, 'every expression of the script is replaced here');
  const r = spawnSync('bash', ['-e', '-c', script], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** A runner's folder: the previous nights restored into history/runs, tonight's run in runs/nightly. */
function checkout(name: string, previous: Array<{ from: string; as: string }>, tonight: string): string {
  const dir = join(scratch, name);
  for (const p of previous) cpSync(p.from, join(dir, 'history', 'runs', p.as), { recursive: true });
  cpSync(tonight, join(dir, 'runs', 'nightly'), { recursive: true });
  return dir;
}

function nightsStep(dir: string, keep = '3'): { summary: string; out: string; kept: string[] } {
  const env = { HISTORY_DIR: 'history', TREND_NIGHTS: keep, TREND_WINDOW: '5', GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
  const add = runStep(stepOf(report, 'add tonight to the nights'), dir, env);
  assert.equal(add.status, 0, add.out);
  const trend = runStep(stepOf(report, 'trend and job summary'), dir, env);
  assert.equal(trend.status, 0, trend.out);
  return { summary: readFileSync(join(dir, 'summary.md'), 'utf8'), out: trend.out, kept: readdirSync(join(dir, 'history', 'runs')).sort() };
}

test('a fourth night: tonight joins the nights, the oldest beyond TREND_NIGHTS go, the headline reaches the job summary', () => {
  const dir = checkout('fourth', [1, 2, 3].map((n) => ({ from: join(nights, `night-${n}`), as: `2026-11-2${n}-run-00000${n}` })), join(nights, 'night-4'));
  const { summary, kept } = nightsStep(dir);
  assert.equal(kept.length, 3);
  assert.deepEqual(kept.slice(0, 2), ['2026-11-22-run-000002', '2026-11-23-run-000003']);
  assert.match(kept[2] ?? '', /^\d{4}-\d\d-\d\d-run-000057$/);
  assert.match(summary, /^## Conformance trend: \d{4}-\d\d-\d\d-run-000057\n/);
  assert.match(summary, /\| run \| started \| release \| passed \| failed \| new \| known \| fixed \| skipped \| what changed \|/);
  assert.match(summary, /\| commerce 2\.4\.7-p3 \| 8 \| 2 \| 1 \| 0 \| 1 \| 3 \| release 2\.4\.6-p8 → 2\.4\.7-p3 between 2026-11-23-run-000003 and /);
  assert.match(summary, /\| New failures \| `failure\.new` \| 1 \|/);
  for (const f of ['trend.json', 'trend.md', 'trend.html']) assert.ok(existsSync(join(dir, 'reports', 'trend', f)), f);
});

test('the first night: no previous run, the headline says there is nothing to compare yet', () => {
  const dir = checkout('first', [], join(nights, 'night-1'));
  const { summary, kept } = nightsStep(dir);
  assert.equal(kept.length, 1);
  assert.match(summary, /\| commerce 2\.4\.6-p8 \| 9 \| 2 \| – \| 0 \| – \| 1 \| – \|/);
  assert.match(summary, /One run: nothing to compare with yet/);
});

test('nights of another target: the trend refuses them, tonight is kept alone, the job summary still has tonight', () => {
  const dir = checkout('moved', [{ from: join(repo, 'tests', 'fixtures', 'runs', 'oss-22'), as: '2026-11-20-run-000001' }], join(nights, 'night-2'));
  const { summary, out, kept } = nightsStep(dir);
  assert.match(out, /report trend: runs of different targets: /);
  assert.match(out, /::warning::report trend refused the nights/);
  assert.equal(kept.length, 1);
  assert.match(summary, /\| commerce 2\.4\.6-p8 \| 9 \| 2 \| – \|/);
});

test('the suite runs under the committed baseline when there is one', () => {
  const step = stepOf(suite, 'baseline (when one is committed)');
  for (const present of [true, false]) {
    const dir = join(scratch, `baseline-${present}`);
    mkdirSync(dir, { recursive: true });
    if (present) writeFileSync(join(dir, 'conformance-baseline.yaml'), 'waivers: []\n');
    const githubEnv = join(dir, 'github.env');
    writeFileSync(githubEnv, '');
    const r = runStep({ run: (step.run ?? '').replace(/\$\{\{ vars\.BASELINE_STRICT \|\| '0' \}\}/g, '0') }, dir, { BASELINE_FILE: 'conformance-baseline.yaml', GITHUB_ENV: githubEnv });
    assert.equal(r.status, 0, r.out);
    assert.equal(readFileSync(githubEnv, 'utf8'), present ? 'COMMERCE_BASELINE=conformance-baseline.yaml\nCOMMERCE_BASELINE_STRICT=0\n' : '');
  }
  assert.equal(workflow.env.BASELINE_FILE, "${{ vars.BASELINE_FILE || 'conformance-baseline.yaml' }}");
});

test('the nights and the Allure history are restored before the trend and saved after it', () => {
  const names = report.steps.map((s) => s.name ?? s.uses ?? '');
  const at = (name: string) => names.indexOf(name);
  const restore = stepOf(report, 'restore the previous nights (cache)');
  assert.equal(restore.uses, 'actions/cache/restore@v4');
  assert.equal(restore.with?.['restore-keys'], 'conformance-history-');
  const save = stepOf(report, 'save the nights for tomorrow (cache)');
  assert.equal(save.uses, 'actions/cache/save@v4');
  assert.match(save.with?.key ?? '', /^conformance-history-/);
  assert.equal(stepOf(report, 'save the nights for tomorrow (artifact)').with?.name, 'conformance-history');
  assert.match(stepOf(report, 'restore the previous nights (last run\'s artifact, when no cache)').run ?? '', /gh run download "\$previous" .*--name conformance-history/);
  const allure = stepOf(report, 'Allure report (Allure 3, Node only) and a plain summary');
  assert.equal(allure.env?.COMMERCE_ALLURE_HISTORY, '${{ env.HISTORY_DIR }}/allure/history.jsonl');
  assert.match(allure.run ?? '', /cp -r "\$HISTORY_DIR\/allure\/history" allure-results\//);
  const order = ['merge the shards (run file, HTML report, Allure results)', 'restore the previous nights (cache)', 'add tonight to the nights', 'trend and job summary', 'Allure report (Allure 3, Node only) and a plain summary', 'save the nights for tomorrow (cache)'].map(at);
  assert.ok(order.every((i, n) => i >= 0 && (n === 0 || i > (order[n - 1] as number))), `steps in order: ${order.join(', ')}`);
  assert.equal(stepOf(report, 'reference run (embedded reference)').env?.COMMERCE_ALLURE, 'off', 'the reference run does not write into tonight\'s Allure results');
});
