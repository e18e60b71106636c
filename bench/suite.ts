// One full `playwright test --project=commerce` run against a reference this benchmark started: wall time, the
// time from spawn to the first request the reference logged (cold start), the request log (for the floor replay)
// and the peak RSS of every worker. runCapturedSuite is the part that needs no reference (`--target`).

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { CapturedRequest } from '../src/runtime/capture.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, ROOT, targetEnv, type Reference } from '../tests/helpers/suite-runner.ts';
import { reapedChildrenCpuMs, TreeSampler } from './procs.ts';

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  status: number;
}

export interface SuiteMeasure {
  exitCode: number;
  wallMs: number;
  /** CPU of the runner and its workers (reaped children of this process). */
  cpuMs: number;
  /** The same from /proc samples of the whole tree (counts workers the runner does not reap). */
  sampledCpuMs: number;
  /** Spawn → first request of global setup (the preflight), and → first request after the schema fetch (a test). */
  firstRequestMs: number;
  firstTestRequestMs: number;
  requests: LoggedRequest[];
  /** Every request as the suite sent it (COMMERCE_CAPTURE_FILE), for the floor replay. */
  captured: CapturedRequest[];
  /** The environment the run had: the replay fills {{VARIABLE}} placeholders from it. */
  env: Record<string, string>;
  workers: number;
  workerPeaks: number[];
  runnerPeak: number;
  tail: string;
}

export async function fetchRequestLog(reference: Reference): Promise<LoggedRequest[]> {
  const body = (await reference.get('/__reference/requests')) as { requests?: LoggedRequest[] } | LoggedRequest[];
  return Array.isArray(body) ? body : (body.requests ?? []);
}

export async function clearRequestLog(reference: Reference): Promise<void> {
  await fetch(`${reference.baseUrl}/__reference/requests`, { method: 'DELETE' });
}

export async function measureSuiteRun(reference: Reference, options: { env?: Record<string, string>; args?: string[]; timeoutMs?: number } = {}): Promise<SuiteMeasure> {
  await clearRequestLog(reference);
  const runDir = mkdtempSync(join(tmpdir(), 'bench-run-'));
  const env = { ...process.env, ...ACCOUNTS, CI: '1', COMMERCE_RUN_DIR: runDir, ...targetEnv(reference, 'commerce', '2.4.7'), ...(options.env ?? {}) };
  const run = await runCapturedSuite(env, join(runDir, 'capture.jsonl'), options.args ?? [], options.timeoutMs ?? 900_000);
  const requests = await fetchRequestLog(reference);
  const first = requests[0];
  const schemaIndex = requests.findIndex((r) => r.path.includes('/schema?services=all'));
  const firstTest = schemaIndex >= 0 ? requests[schemaIndex + 1] : undefined;
  return {
    ...run,
    firstRequestMs: first ? Date.parse(first.at) - run.spawnedAt : Number.NaN,
    firstTestRequestMs: firstTest ? Date.parse(firstTest.at) - run.spawnedAt : Number.NaN,
    requests,
  };
}

export type CapturedSuiteRun = Omit<SuiteMeasure, 'firstRequestMs' | 'firstTestRequestMs' | 'requests'> & { spawnedAt: number };

/** `playwright test --project=commerce` with `env` (whose target it is) and COMMERCE_CAPTURE_FILE set to
 * `captureFile`: wall, CPU, the captured requests and the workers' memory. Asks nothing of the target itself. */
/** `root`: the checkout whose suite runs (another revision's worktree, bench --against); default this one. */
export async function runCapturedSuite(baseEnv: NodeJS.ProcessEnv, captureFile: string, args: string[], timeoutMs: number, root: string = ROOT): Promise<CapturedSuiteRun> {
  const env = { ...baseEnv, COMMERCE_CAPTURE_FILE: captureFile };
  const cpu0 = reapedChildrenCpuMs();
  const spawnedAt = Date.now();
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--project=commerce', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const sampler = new TreeSampler(child.pid ?? -1);
  sampler.start();
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const exitCode = await new Promise<number>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code ?? -1);
    });
  });
  const wallMs = performance.now() - t0;
  const cpuMs = reapedChildrenCpuMs() - cpu0;
  sampler.stop();
  const workers = sampler.workers();
  return {
    exitCode,
    wallMs,
    cpuMs,
    sampledCpuMs: sampler.treeCpuMs(),
    spawnedAt,
    captured: existsSync(captureFile) ? readFileSync(captureFile, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as CapturedRequest) : [],
    env: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string')),
    workers: workers.length,
    workerPeaks: workers.map((w) => w.hwm),
    runnerPeak: sampler.rootPeak(),
    tail: output.slice(-2000),
  };
}
