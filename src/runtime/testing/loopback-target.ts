// Test support for the run's set-up and teardown: a stand-in installation on a loopback port for one test file, and
// for each test a run folder and a process environment holding only the suite's variables given here. Both read and
// write process.env (that is how they reach the workers), so every test gets its own and the runner's is restored.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';

export interface LoopbackTarget {
  /** http://127.0.0.1:<port> (known once the file's tests start). */
  readonly base: string;
  /** The current test's run folder (COMMERCE_RUN_DIR). */
  readonly runDir: string;
  /** Requests seen in the current test: `METHOD /path` (no query). */
  readonly requests: string[];
  /** The Authorization header of each of them, in the same order ('' when none was sent). */
  readonly authorizations: string[];
}

/** Answers JSON: the stand-in's handlers write every answer through it. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Registers the file's hooks: the server before the first test, a fresh run folder and environment (the target,
 * an admin, the run folder, a short request timeout, plus `env`) before each. */
export function loopbackTarget(handler: (req: IncomingMessage, res: ServerResponse) => void, name: string, env: Record<string, string> = {}): LoopbackTarget {
  const state = { base: '', runDir: '', requests: [] as string[], authorizations: [] as string[] };
  const server = createServer((req, res) => {
    state.requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    state.authorizations.push(req.headers.authorization ?? '');
    handler(req, res);
  });
  before(async () => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  let saved: NodeJS.ProcessEnv = {};
  beforeEach(() => {
    saved = { ...process.env };
    for (const k of Object.keys(process.env)) if (k.startsWith('COMMERCE_') || k.startsWith('SUBMISSION_')) delete process.env[k];
    state.runDir = mkdtempSync(join(tmpdir(), `cc-${name}-`));
    state.requests.length = 0;
    state.authorizations.length = 0;
    Object.assign(process.env, { COMMERCE_BASE_URL: state.base, COMMERCE_ADMIN_USERNAME: 'admin', COMMERCE_ADMIN_PASSWORD: `pw-${name}-test`, COMMERCE_RUN_DIR: state.runDir, COMMERCE_REQUEST_TIMEOUT_MS: '2000', ...env });
    // An empty value leaves a variable out (an integration-only run has no admin account).
    for (const [k, v] of Object.entries(env)) if (v === '') delete process.env[k];
  });
  afterEach(() => {
    process.env = saved;
    rmSync(state.runDir, { recursive: true, force: true });
  });
  return state;
}
