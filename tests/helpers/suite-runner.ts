// Runs the suite the way a user does (npx playwright test --project=commerce) against a reference installation
// this helper starts, so a test can look at the reference's request log and state afterwards.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceRun } from '../../src/report/run.ts';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const ACCOUNTS: Record<string, string> = {
  COMMERCE_ADMIN_USERNAME: 'admin',
  COMMERCE_ADMIN_PASSWORD: 'Admin-selftest-5ecret!',
  COMMERCE_CUSTOMER_EMAIL: 'selftest.customer@example.com',
  COMMERCE_CUSTOMER_PASSWORD: 'Customer-selftest-5ecret!',
  COMMERCE_RESTRICTED_ADMIN_USERNAME: 'catalog.only',
  COMMERCE_RESTRICTED_ADMIN_PASSWORD: 'Restricted-selftest-5ecret!',
  COMMERCE_RESTRICTED_ADMIN_RESOURCES: 'Magento_Catalog::catalog,Magento_Catalog::products,Magento_Cms::page',
  COMMERCE_INTEGRATION_TOKEN: 'selftestintegrationtoken0123456789',
  SUBMISSION_APP_ID: 'selftest-app',
  SUBMISSION_APP_SECRET: 'Submission-selftest-5ecret!',
  SUBMISSION_ACCOUNT_ID: '4242',
};

export interface Reference {
  baseUrl: string;
  process: ChildProcess;
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

export async function startReference(args: string[] = [], env: Record<string, string> = {}): Promise<Reference> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...ACCOUNTS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((ok, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`reference did not start within 15 s: ${err}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /base_url=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1] as string);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`reference exited with ${code}: ${err}`)));
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as unknown;
  };
  return {
    baseUrl,
    process: child,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface SuiteRun {
  exitCode: number;
  output: string;
  runDir: string;
  run: ConformanceRun | null;
}

/** Runs the commerce project with the given environment; `args` are extra playwright arguments (e.g. --grep). */
export async function runSuite(env: Record<string, string>, args: string[] = [], timeoutMs = 600_000): Promise<SuiteRun> {
  const runDir = env.COMMERCE_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'cc-run-'));
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--project=commerce', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...ACCOUNTS, CI: '1', COMMERCE_RUN_DIR: runDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exitCode = await new Promise<number>((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code ?? -1);
    });
  });
  const file = join(runDir, 'conformance.json');
  const run = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceRun) : null;
  return { exitCode, output, runDir, run };
}

/** Environment pointing the suite at a reference started by startReference. */
export function targetEnv(reference: Reference, edition: string, release: string): Record<string, string> {
  return { COMMERCE_BASE_URL: reference.baseUrl, COMMERCE_EDITION: edition, COMMERCE_RELEASE: release, SUBMISSION_BASE_URL: `${reference.baseUrl}/__submission` };
}
