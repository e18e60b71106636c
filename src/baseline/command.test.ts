// `baseline write` and the baseline part of `lint`: what they print and their exit codes. Bad input is one line and
// exit 2: a run folder without conformance.json, an earlier baseline that is not YAML (left as it was), and for lint
// a file that is not YAML, an unknown check id, a date that is not a date.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { compileContractsDir } from '../contracts/compile.ts';
import { RUN_FORMAT } from '../report/run.ts';
import { BASELINE_FORMAT } from './baseline-file.ts';
import { baselineCommand } from './command.ts';
import { lintBaselineFile } from './lint-command.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-baseline-cmd-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const compiled = compileContractsDir(fileURLToPath(new URL('../../contracts/', import.meta.url)));
assert.ok(compiled.ok);
const plan = compiled.plan;

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

const failing = (route: string, broken: string) => ({ title: `perm.guest-refused ${route}`, project: 'commerce', durationMs: 1, check: 'perm.guest-refused', route, module: 'Store', rule: 'r', source: 's', contract: null, observations: [], outcome: 'fail', broken, expected: 'e', actual: 'a', hint: null, issues: [], exchange: null });

function runFolder(name: string, tests: unknown[]): string {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'conformance.json'), JSON.stringify({ format: RUN_FORMAT, status: 'failed', projects: ['commerce'], fingerprint: { edition: 'commerce', release: '2.4.6-p8' }, tests }));
  return folder;
}

test('write: the waivers, a summary of what happened, and a reminder to fill the reasons', () => {
  const run = runFolder('night1', [failing('GET /V1/store/storeViews', 'guest reached Magento_Backend::store'), failing('GET /V1/store/storeGroups', 'guest reached Magento_Backend::store')]);
  const out = join(dir, 'b1.yaml');
  const c = io();
  assert.equal(baselineCommand(['write', run, '--out', out], c.io, '2026-11-24'), 0);
  assert.deepEqual(c.out, [`wrote ${out}: 2 waiver(s) from ${run}: 2 new, 0 kept\n`, `  2 waiver(s) have an empty reason: fill them in, then commit ${out}\n`]);
  assert.deepEqual(c.err, []);
  assert.equal((readFileSync(out, 'utf8').match(/reason: ""/g) ?? []).length, 2);

  // A person fills one reason; the next night one waiver still fails as before, the other passes.
  writeFileSync(out, readFileSync(out, 'utf8').replace('reason: ""', 'reason: "store extension (OPS-12)"'));
  const night2 = runFolder('night2', [failing('GET /V1/store/storeGroups', 'guest reached Magento_Backend::store'), { ...failing('GET /V1/store/storeViews', ''), outcome: 'pass', note: null }]);
  const again = io();
  assert.equal(baselineCommand(['write', night2, '--out', out], again.io, '2026-11-25'), 0);
  assert.deepEqual(again.out, [`wrote ${out}: 1 waiver(s) from ${night2}: 0 new, 1 kept\n`, '  dropped perm.guest-refused GET /V1/store/storeViews: it passes now\n']);
  const text = readFileSync(out, 'utf8');
  assert.match(text, /route: "GET \/V1\/store\/storeGroups"[\s\S]*date: "2026-11-24"[\s\S]*reason: "store extension \(OPS-12\)"/, 'kept with its reason and first sighting');
  assert.doesNotMatch(text, /storeViews/);
});

test('write: a run folder without conformance.json is one line, exit 2', () => {
  mkdirSync(join(dir, 'empty'), { recursive: true });
  const c = io();
  assert.equal(baselineCommand(['write', join(dir, 'empty')], c.io), 2);
  assert.deepEqual(c.err, [`commerce-contracts baseline write: ${join(dir, 'empty')}: no conformance.json in this folder; is it a run folder? The suite writes runs/<dir>/conformance.json (COMMERCE_RUN_DIR picks <dir>)\n`]);
  assert.deepEqual(c.out, []);
});

test('write: an earlier baseline that is not YAML is named at its line and left as it was', () => {
  const run = runFolder('night3', [failing('GET /V1/store/storeViews', 'x')]);
  const out = join(dir, 'broken.yaml');
  writeFileSync(out, 'format: [\n');
  const c = io();
  assert.equal(baselineCommand(['write', run, '--out', out], c.io), 2);
  assert.equal(c.err.length, 1);
  assert.match(c.err[0] ?? '', new RegExp(`^commerce-contracts baseline write: ${out}:2:1  not a baseline: malformed YAML: .*; fix it or write to another --out, it is left as it was\\n$`));
  assert.equal(readFileSync(out, 'utf8'), 'format: [\n');
});

test('write: usage mistakes are one line, exit 2', () => {
  const none = io();
  assert.equal(baselineCommand(['write'], none.io), 2);
  assert.deepEqual(none.err, ['commerce-contracts baseline write: give one run folder (none given), e.g. runs/latest\n']);
  const other = io();
  assert.equal(baselineCommand(['apply', 'x'], other.io), 2);
  assert.match(other.err[0] ?? '', /^commerce-contracts baseline apply: unknown command \(only write\)/);
  const option = io();
  assert.equal(baselineCommand(['write', 'runs/latest', '--output', 'x'], option.io), 2);
  assert.deepEqual(option.err, ['commerce-contracts baseline write: unknown option --output\n']);
});

function baselineFile(name: string, waivers: string): string {
  const path = join(dir, name);
  writeFileSync(path, `format: ${BASELINE_FORMAT}\nwaivers:\n${waivers}`);
  return path;
}

test('lint: a good baseline is ok, with how many reasons are missing', () => {
  const path = baselineFile('good.yaml', '  - check: perm.guest-refused\n    route: GET /V1/store/storeViews\n    broken: x\n    reason:\n');
  const c = io();
  assert.equal(lintBaselineFile(path, plan, c.io), 0);
  assert.deepEqual(c.out, [`ok: baseline ${path}: 1 waiver(s), 1 without a reason\n`]);
});

test('lint: not YAML, an unknown check id, a date that is not a date: file:line:col, exit 2', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['notyaml.yaml', '  - check: "perm.guest-refused\n', /notyaml\.yaml:\d+:\d+  not a baseline: malformed YAML: /],
    ['unknown.yaml', '  - check: perm.guest-refusd\n    route: GET /V1/store/storeViews\n    broken: x\n', /unknown\.yaml:3:12  unknown check id 'perm\.guest-refusd'  \(did you mean perm\.guest-refused\?\)/],
    ['date.yaml', '  - check: perm.guest-refused\n    route: GET /V1/store/storeViews\n    broken: x\n    until: 2026-13-45\n', /date\.yaml:6:12  until "2026-13-45" is not a date: no such day/],
  ];
  for (const [name, waivers, expected] of cases) {
    const c = io();
    assert.equal(lintBaselineFile(baselineFile(name, waivers), plan, c.io), 2, name);
    assert.match(c.err[0] ?? '', expected);
    assert.match(c.err.at(-1) ?? '', /^\d+ problem\(s\) in the baseline /);
  }
});
