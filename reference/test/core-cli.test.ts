// The entry point as a child process: the base URL and credentials printed at start, bad flags
// (one line, exit 2), and the consumer stop|start subcommand talking to the running server.

import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { UsageError, parseCommand } from '../lib/cli.ts';

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const run = promisify(execFile);

interface Started {
  child: ChildProcess;
  lines: Map<string, string>;
  elapsedMs: number;
}

/** Starts main.ts and resolves once base_url is printed (the installation answers from then on). */
function startChild(args: string[]): Promise<Started> {
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no base_url within 15 s: ${out}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/submission_account_id=.*\n/.test(out)) {
        clearTimeout(timer);
        const lines = new Map(out.trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as [string, string]));
        resolvePromise({ child, lines, elapsedMs: Date.now() - began });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
}

async function runMain(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', MAIN, ...args], { timeout: 20_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('entry point', () => {
  let started: Started;
  before(async () => {
    started = await startChild(['--port', '0', '--edition', 'open-source', '--release', '2.4', '--consumer', 'stopped']);
  });
  after(() => {
    started.child.kill('SIGTERM');
  });

  test('prints base_url, submission_base_url and the seeded credentials, and answers right away', async () => {
    const base = started.lines.get('base_url') ?? '';
    assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(started.lines.get('submission_base_url'), `${base}/__submission`);
    assert.equal(started.lines.get('profile'), 'open-source 2.4.7');
    for (const key of ['admin_username', 'admin_password', 'customer_email', 'customer_password', 'integration_token', 'restricted_admin_username']) {
      assert.ok(started.lines.get(key), key);
    }
    const health = await fetch(`${base}/__reference/health`);
    assert.equal(health.status, 200);
  });

  test('consumer start|stop --port N switches the running consumer', async () => {
    const port = new URL(started.lines.get('base_url') ?? '').port;
    const state = async () => ((await (await fetch(`${started.lines.get('base_url')}/__reference/consumer`)).json()) as { running: boolean }).running;
    assert.equal(await state(), false, '--consumer stopped');
    const startReply = await runMain(['consumer', 'start', '--port', port]);
    assert.equal(startReply.code, 0, startReply.stderr);
    assert.match(startReply.stdout, /running/);
    assert.equal(await state(), true);
    await runMain(['consumer', 'stop', '--port', port]);
    assert.equal(await state(), false);
  });
});

describe('bad command lines', () => {
  const cases: Array<[string[], RegExp]> = [
    [['--edition', 'enterprise'], /--edition must be one of open-source, commerce/],
    [['--release', '3.0'], /outside the supported lines/],
    [['--port', 'eighty'], /--port must be an integer/],
    [['--fault', 'no-such-fault'], /unknown fault "no-such-fault"/],
    [['--bogus'], /unknown argument "--bogus"/],
    [['--captcha-forms', 'Nope'], /unknown form "Nope"/],
    [['--admin-token-lifetime', '-5'], /positive whole number/],
    [['--consumer', 'paused'], /--consumer must be/],
    [['consumer', 'pause'], /consumer needs "start" or "stop"/],
  ];
  for (const [args, message] of cases) {
    test(`${args.join(' ')} → one line on stderr, exit 2`, async () => {
      const result = await runMain(args);
      assert.equal(result.code, 2);
      assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
      assert.match(result.stderr, message);
      assert.match(result.stderr, /^reference: /);
    });
  }

  test('consumer on a port where nothing listens is a clear error', async () => {
    const result = await runMain(['consumer', 'stop', '--port', '1']);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /no reference installation answers on port 1/);
  });

  test('parseCommand: --flag=value, repeated and comma-separated faults, lines resolve to releases', () => {
    const command = parseCommand(['--port=8080', '--release', '2.3', '--fault', 'lockout-missing', '--fault=token-not-bare-string,unknown-store-accepted'], {});
    assert.equal(command.kind, 'serve');
    if (command.kind !== 'serve') return;
    assert.equal(command.port, 8080);
    assert.equal(command.config.release, '2.3.7');
    assert.deepEqual(command.config.faults, ['lockout-missing', 'token-not-bare-string', 'unknown-store-accepted']);
    assert.throws(() => parseCommand(['--port'], {}), UsageError);
  });
});
