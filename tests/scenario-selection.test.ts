// A scenario group starts ahead only the scenarios the run selected (fixtures/scenario-group.ts, src/report/
// selected-tests.ts). A run narrowed with --grep to one scenario of the commerce group used to start every later
// scenario of the group too: they wrote to the target (a customer's cart, orders) and were cut off when the worker
// ended. Unit parts, then one narrowed run at `full` against the embedded reference (about half a minute): what the
// run left names only the selected scenario.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startedAhead } from '../fixtures/scenario-group.ts';
import { readSelectedTests, removeSelectedTests, selectedTestsPath, writeSelectedTests } from '../src/report/selected-tests.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'cc-selection-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const group = ['a', 'b', 'c', 'd'].map((title) => ({ title }));

test('a group starts ahead the later scenarios the run selected, in order, and none when the selection is unknown', () => {
  assert.deepEqual(startedAhead('a', group, new Set(['a', 'b', 'd'])).map((p) => p.title), ['b', 'd']);
  assert.deepEqual(startedAhead('b', group, new Set(['a', 'b', 'c', 'd'])).map((p) => p.title), ['c', 'd']);
  assert.deepEqual(startedAhead('a', group, new Set(['a'])), [], 'a run narrowed to one scenario starts no other');
  assert.deepEqual(startedAhead('a', group, null), [], 'no selection recorded: nothing ahead');
});

test('the selection file: written per project, read back, removed; unreadable or other projects are unknown', () => {
  const dir = join(tmp, 'file');
  mkdirSync(dir);
  assert.equal(readSelectedTests(dir, 'commerce'), null, 'no file');
  writeSelectedTests(dir, { commerce: ['x', 'y'], browser: ['z'] });
  assert.deepEqual([...(readSelectedTests(dir, 'commerce') ?? [])], ['x', 'y']);
  assert.equal(readSelectedTests(dir, 'commerce-staging'), null, 'a project the run did not select from');
  writeFileSync(selectedTestsPath(dir), '{"projects":{"commerce":["x"]}}');
  assert.equal(readSelectedTests(dir, 'commerce'), null, 'a file without its format is not trusted');
  writeFileSync(selectedTestsPath(dir), '{"format":"selected-tests@1","projects":{"commerce":["x"');
  assert.equal(readSelectedTests(dir, 'commerce'), null, 'a torn file');
  removeSelectedTests(dir);
  removeSelectedTests(dir);
  assert.equal(readSelectedTests(dir, 'commerce'), null);
});

test('a run narrowed to the first commerce scenario leaves only what that scenario made', { timeout: 300_000 }, () => {
  const runDir = join(tmp, 'narrowed');
  const env: NodeJS.ProcessEnv = { ...process.env, COMMERCE_RUN_DIR: runDir, COMMERCE_BASE_URL: '', COMMERCE_WRITES: 'full', COMMERCE_ALLURE: 'off', CI: '1' };
  for (const k of Object.keys(env)) if (/^COMMERCE_(EDITION|RELEASE|ADMIN|CUSTOMER|EMBEDDED|REFERENCE_PORT|FINGERPRINT|TARGETS_FILE|CAPTURE)/.test(k) || k.startsWith('SUBMISSION_')) delete env[k];
  const r = spawnSync('npx', ['playwright', 'test', '--project=commerce', '--grep', 'commerce\\.guest-checkout guest checkout \\(sync\\)'], { cwd: repo, env, encoding: 'utf8', timeout: 240_000 });
  const output = (r.stdout + r.stderr).slice(-3000);
  assert.equal(r.status, 0, output);
  assert.deepEqual(readSelectedTests(runDir, 'commerce'), new Set(['commerce.guest-checkout guest checkout (sync)']), output);
  const leftFile = readdirSync(runDir).find((f) => /^left-.*\.jsonl$/.test(f));
  assert.ok(leftFile !== undefined, `the scenario places an order at full: the run records it\n${output}`);
  const by = new Set(readFileSync(join(runDir, leftFile), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => (JSON.parse(l) as { by: string }).by));
  assert.deepEqual([...by], ['guest checkout (sync)'], 'nothing of a scenario the run did not select');
});
