// A baseline from a run: every failing check and subject with its class, the day and the target's fingerprint, an
// empty reason; over an earlier baseline, what people wrote is kept where the waiver still matches. The text written
// reads back as the same waivers.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadRunFile, type LoadedRun } from '../report/load-run.ts';
import { RUN_FORMAT, type TestRecord } from '../report/run.ts';
import { schemaHash } from '../report/schema-hash.ts';
import { parseBaseline, type Baseline } from './baseline-file.ts';
import { renderBaseline, schemaReference } from './render.ts';
import { draftBaseline } from './write.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-baseline-write-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const base = { project: 'commerce', durationMs: 1, module: 'Store', rule: 'r', source: 's', contract: null, observations: [] };
function fail(check: string, route: string, broken: string): TestRecord {
  return { ...base, title: `${check} ${route}`, check, route, outcome: 'fail', broken, expected: 'e', actual: 'a', hint: null, issues: [], exchange: null };
}
function pass(check: string, route: string): TestRecord {
  return { ...base, title: `${check} ${route}`, check, route, outcome: 'pass', note: null };
}

const SCHEMA_TEXT = '{"swagger":"2.0","info":{"version":"2.4"}}';

/** A run folder: conformance.json with these tests, and the published schema it saved. */
function runOf(name: string, tests: TestRecord[], fingerprint: Record<string, unknown> = { edition: 'commerce', release: '2.4.6-p8', publishedSchema: { sha256: 'sha256:'.padEnd(71, 'a') } }): LoadedRun {
  const folder = join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  const file = join(folder, 'conformance.json');
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify({ format: RUN_FORMAT, status: 'failed', projects: ['commerce'], fingerprint, tests }));
  writeFileSync(join(folder, 'published-schema.json'), SCHEMA_TEXT);
  return loadRunFile(file, name);
}

const STORE = 'guest reached Magento_Backend::store';

test('every failing check and subject becomes a waiver: its class, the day, the fingerprint, no reason', () => {
  const run = runOf('night1', [fail('perm.guest-refused', 'GET /V1/store/storeViews', STORE), pass('perm.guest-refused', 'GET /V1/products'), { ...base, title: 'x', check: 'schema.response-valid', route: 'GET /V1/x', outcome: 'error', message: 'timeout' }]);
  const draft = draftBaseline(run, null, '2026-11-24');
  assert.deepEqual(draft.waivers, [{ check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', broken: STORE, seen: { date: '2026-11-24', edition: 'commerce', release: '2.4.6-p8', schema: 'sha256:'.padEnd(71, 'a') }, reason: null, until: null }]);
  assert.equal(draft.errors, 1, 'a test without a verdict is counted, not waived');
});

test('a run written before fingerprints carried the schema hash: the hash of the schema it saved', () => {
  const run = runOf('old', [fail('perm.guest-refused', 'GET /V1/store/storeViews', STORE)], { edition: 'open-source', release: '2.4' });
  assert.deepEqual(draftBaseline(run, null, '2026-11-24').waivers[0]?.seen, { date: '2026-11-24', edition: 'open-source', release: '2.4', schema: schemaHash(SCHEMA_TEXT) });
});

test('written over an earlier baseline: matching waivers keep reason, until and first sighting; passed ones go; unjudged ones stay', () => {
  const earlier: Baseline = {
    file: 'b.yaml',
    waivers: [
      { check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', broken: STORE, seen: { date: '2026-10-01', edition: 'commerce', release: '2.4.6-p7', schema: null }, reason: 'extension', until: '2.4.8', line: 3 },
      { check: 'perm.guest-refused', route: 'GET /V1/store/storeGroups', broken: STORE, seen: null, reason: 'extension too', until: null, line: 9 },
      { check: 'schema.response-valid', route: 'GET /V1/products', broken: 'breaks its schema in 1 place(s)', seen: null, reason: 'price as string', until: null, line: 14 },
      { check: 'token.lockout', route: 'POST /V1/integration/admin/token', broken: 'no lockout', seen: null, reason: 'lockout off on staging', until: null, line: 19 },
    ],
  };
  const run = runOf('night2', [
    fail('perm.guest-refused', 'GET /V1/store/storeViews', STORE),
    pass('perm.guest-refused', 'GET /V1/store/storeGroups'),
    fail('schema.response-valid', 'GET /V1/products', 'breaks its schema in 2 place(s)'),
  ]);
  const draft = draftBaseline(run, earlier, '2026-11-24');
  assert.deepEqual(draft.kept.map((w) => [w.route, w.reason, w.until, w.seen?.date]), [['GET /V1/store/storeViews', 'extension', '2.4.8', '2026-10-01']]);
  assert.deepEqual(draft.added.map((w) => [w.route, w.broken, w.reason]), [['GET /V1/products', 'breaks its schema in 2 place(s)', null]], 'another class starts over, without the old reason');
  assert.deepEqual(draft.dropped.map((d) => [d.waiver.route, d.why]), [['GET /V1/products', 'another class'], ['GET /V1/store/storeGroups', 'passed']]);
  assert.deepEqual(draft.unjudged.map((w) => w.check), ['token.lockout'], 'a check this run did not run keeps its waiver');
  assert.deepEqual(draft.waivers.map((w) => `${w.check} ${w.route}`), ['perm.guest-refused GET /V1/store/storeViews', 'schema.response-valid GET /V1/products', 'token.lockout POST /V1/integration/admin/token'], 'sorted by check and subject');
});

test('the text written reads back as the same waivers, whatever the sentences hold', () => {
  const tricky = 'answered "500" for: #fragment, key: value, yes & no\nsecond line';
  const run = runOf('tricky', [fail('perm.guest-refused', 'GET /V1/store/storeViews', tricky), fail('perm.guest-refused', 'GET /V1/cmsPage/:pageId', 'true')]);
  const draft = draftBaseline(run, null, '2026-11-24');
  const withReason = draft.waivers.map((w, i) => (i === 0 ? { ...w, reason: "it's known: #12", until: '2026-12-31' } : w));
  const out = join(dir, 'conformance-baseline.yaml');
  const text = renderBaseline(withReason, out);
  assert.match(text, /^# yaml-language-server: \$schema=.*contracts\/baseline\.schema\.json\n/);
  const read = parseBaseline(out, text);
  assert.ok(read.ok, JSON.stringify(!read.ok && read.problems));
  assert.deepEqual(read.baseline.waivers.map(({ line: _line, ...w }) => w), withReason);
  assert.match(text, /date: "2026-11-24"/, 'dates quoted: no YAML 1.1 reader takes them for timestamps');
  assert.equal(renderBaseline([], out).trimEnd().split('\n').at(-1), 'waivers: []');
});

test('the schema is named relative to the baseline file', () => {
  assert.match(schemaReference('/somewhere/else/conformance-baseline.yaml'), /^(\.\.\/)+.*contracts\/baseline\.schema\.json$/);
  assert.equal(schemaReference(join(new URL('../..', import.meta.url).pathname, 'conformance-baseline.yaml')), './contracts/baseline.schema.json');
});
