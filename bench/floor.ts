// The framework's own floor: the same number of tests as the suite, each empty, in a throw-away Playwright project
// built like the suite: Playwright's fixture-less test type (fixtures/index.ts), the suite's worker count,
// fullyParallel with one worker job per describe of ~100 tests (the suite declares one per check). What is left of
// a suite run above this floor and the HTTP floor is the suite's own per-test work (fixtures, checks, reporters).

import { spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../tests/helpers/suite-runner.ts';
import { reapedChildrenCpuMs } from './procs.ts';

/** Tests per worker job, about the suite's average per check. */
const GROUP = 100;

export function emptySuiteFiles(tests: number, files: number): Array<{ name: string; text: string }> {
  const per = Math.ceil(tests / files);
  const out: Array<{ name: string; text: string }> = [];
  for (let f = 0, left = tests; f < files && left > 0; f++) {
    const n = Math.min(per, left);
    left -= n;
    const text = [
      `import { _baseTest as test } from '@playwright/test';`,
      `for (let g = 0; g * ${GROUP} < ${n}; g++) test.describe(\`group \${g}\`, () => {`,
      `  test.describe.configure({ mode: 'default' });`,
      `  for (let i = g * ${GROUP}; i < Math.min(${n}, (g + 1) * ${GROUP}); i++) test(\`empty ${f} \${i}\`, () => {});`,
      `});`,
      '',
    ].join('\n');
    out.push({ name: `empty${f}.spec.ts`, text });
  }
  return out;
}

/** `failing` empty tests that throw and `passing` ones, in one worker job: Playwright's own cost of a failed test
 * (it starts a new worker after each), without anything of the suite. */
export function failingSuiteFile(failing: number, passing: number): { name: string; text: string } {
  const text = [
    `import { _baseTest as test } from '@playwright/test';`,
    `test.describe('job', () => {`,
    `  test.describe.configure({ mode: 'default' });`,
    `  for (let i = 0; i < ${failing}; i++) test(\`fails \${i}\`, () => { throw new Error('bench: a failing test'); });`,
    `  for (let i = 0; i < ${passing}; i++) test(\`passes \${i}\`, () => {});`,
    `});`,
    '',
  ].join('\n');
  return { name: 'failing.spec.ts', text };
}

/** A throw-away Playwright project of `files` with the suite's worker count; wall and CPU of its run. */
async function measureThrowawayProject(files: Array<{ name: string; text: string }>, workers: number, fullyParallel: boolean): Promise<{ wallMs: number; cpuMs: number; exitCode: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-empty-'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  for (const f of files) writeFileSync(join(dir, f.name), f.text);
  writeFileSync(
    join(dir, 'playwright.config.ts'),
    `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: '.', fullyParallel: ${fullyParallel}, workers: ${workers}, reporter: [['dot'], ['json', { outputFile: 'results.json' }]], use: { trace: 'off' } });\n`,
  );
  const cpu0 = reapedChildrenCpuMs();
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test'], { cwd: dir, env: { ...process.env, CI: '1' }, stdio: 'ignore' });
  const exitCode = await new Promise<number>((done) => child.on('exit', (code) => done(code ?? -1)));
  return { wallMs: performance.now() - t0, cpuMs: reapedChildrenCpuMs() - cpu0, exitCode };
}

export function measureEmptySuite(tests: number, workers: number, fullyParallel = true): Promise<{ wallMs: number; cpuMs: number; exitCode: number }> {
  return measureThrowawayProject(emptySuiteFiles(tests, 8), workers, fullyParallel);
}

export function measureFailingSuite(failing: number, passing: number, workers: number): Promise<{ wallMs: number; cpuMs: number; exitCode: number }> {
  return measureThrowawayProject([failingSuiteFile(failing, passing)], workers, true);
}
