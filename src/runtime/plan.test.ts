// The plan global setup hands to the runner and the workers: compiled once, written to the run folder, read back by
// every process started with COMMERCE_RUN_PLAN_FILE instead of compiling the contracts again.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compilePlan, handPlan, loadPlan, PLAN_FILE_VARIABLE } from './plan.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cc-plan-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the handed plan is the compiled plan exactly, and a process given COMMERCE_RUN_PLAN_FILE reads it instead of compiling', () => {
  const plan = compilePlan();
  assert.deepStrictEqual(JSON.parse(JSON.stringify(plan)), plan);
  const file = join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify({ ...plan, routes: plan.routes.slice(0, 1) }));
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/runtime/plan.ts').then((m) => console.log(m.loadPlan().routes.length))"], { cwd: ROOT, env: { ...process.env, [PLAN_FILE_VARIABLE]: file }, encoding: 'utf8' });
  assert.equal(child.stdout.trim(), '1', child.stderr);
});

test('handPlan writes the plan where the variable names it, and this process then loads that plan without compiling', () => {
  const saved = process.env[PLAN_FILE_VARIABLE];
  after(() => {
    if (saved === undefined) delete process.env[PLAN_FILE_VARIABLE];
    else process.env[PLAN_FILE_VARIABLE] = saved;
  });
  const file = join(dir, 'handed.json');
  const plan = handPlan(file);
  assert.equal(process.env[PLAN_FILE_VARIABLE], file);
  assert.deepStrictEqual(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(JSON.stringify(plan)));
  assert.ok(plan.routes.length > 0, 'the contracts compile to routes (the contracts folder is found from src/runtime)');
  assert.equal(loadPlan(), plan, 'the same object: nothing compiled twice');
});
