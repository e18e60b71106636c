// The suite proves itself, quickly: one reference fault of every category, each run through the commerce project with
// a narrow selection (scripts/verify-lib.ts FAULT_OVERRIDES), must make a check meant for it fail with a verdict record
// of that check that carries its rule; the same selection against a clean reference has no failure at all.
// The whole table (every fault, every profile) is scripts/verify-faults.ts → docs/fault-table.md.

import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ALL_CHECKS } from '../src/checks/catalog.ts';
import type { TestRecord } from '../src/report/run.ts';
import { verdictHeadline } from '../src/report/verdict-format.ts';
import { CHALLENGE_SETUP, failures, listFaults, planFault, pool, runCommerce, setupStop, type FaultPlan, type SuiteResult } from '../scripts/verify-lib.ts';

/** One fault per category; the cheapest selection that shows it. */
const CHOSEN: Record<string, string> = {
  permissions: 'guest-reaches-admin-resource',
  tokens: 'token-wrong-content-type',
  async: 'async-wrong-status-code',
  bulk: 'bulk-byname-not-derived',
  status: 'status-count-disagrees',
  schemas: 'integer-as-string',
  'store-scope': 'unknown-store-not-found',
  challenge: 'recaptcha-not-enforced',
  'schema-endpoint': 'schema-missing-routes',
  submission: 'submission-wrong-grant-accepted',
  search: 'search-like-ignored',
  input: 'duplicate-accepted',
};

const RULES = new Map(ALL_CHECKS.map((c) => [c.id, c.rule]));
const known = listFaults();
const plans: FaultPlan[] = Object.entries(CHOSEN).map(([category, name]) => {
  const info = known.find((f) => f.name === name);
  assert.ok(info, `the reference knows the fault ${name}`);
  assert.equal(info.category, category, `${name} is a ${category} fault`);
  return planFault(info);
});

const dir = mkdtempSync(join(tmpdir(), 'cc-faults-quick-'));
const results = new Map<string, SuiteResult>();
let clean: SuiteResult | null = null;

before(async () => {
  // The clean run covers every selection at once, with the challenge forms of the challenge fault switched on.
  const cleanRun = async () => {
    const files = plans.some((p) => p.quickFiles.length === 0) ? [] : [...new Set(plans.flatMap((p) => p.quickFiles))];
    clean = await runCommerce({
      edition: 'commerce', release: '2.4.7', env: { COMMERCE_WRITES: 'allow', ...CHALLENGE_SETUP.env }, referenceArgs: CHALLENGE_SETUP.referenceArgs,
      grep: plans.map((p) => p.quickGrep).join('|'), files, workers: 1, runDir: join(dir, 'clean'), timeoutMs: 300_000,
    });
  };
  const jobs: Array<() => Promise<void>> = [cleanRun, ...plans.map((p) => async () => {
    results.set(p.fault, await runCommerce({
      edition: p.edition, release: p.release, faults: [p.fault], env: p.env, referenceArgs: p.referenceArgs,
      grep: p.quickGrep, files: p.quickFiles, workers: 1, runDir: join(dir, p.fault), timeoutMs: 300_000,
    }));
  })];
  await pool(jobs, 2, (job) => job());
}, { timeout: 900_000 });

after(() => rmSync(dir, { recursive: true, force: true }));

test('clean reference: the selections of every chosen fault pass', () => {
  assert.ok(clean?.run, `the clean run wrote conformance.json\n${clean?.output.slice(-1500)}`);
  const tests = clean.run.tests;
  assert.ok(tests.filter((t) => t.outcome === 'pass').length >= plans.length, `tests passed in the clean run (${tests.length} ran)`);
  assert.deepEqual(failures(clean.run).map((t) => `${t.title}: ${verdictHeadline(t)}`), [], 'no failure without a fault');
});

for (const plan of plans) {
  test(`${plan.category}: ${plan.fault} is caught by ${plan.expected.join(' / ')}`, () => {
    const r = results.get(plan.fault);
    assert.ok(r, 'the run happened');
    const expected = plan.expected.map((e) => e.replace(/ \(.*\)$/, ''));
    const stop = setupStop(r);
    if (stop) {
      assert.ok(expected.some((c) => stop.includes(`[${c}]`)), `global setup stopped naming an expected check: ${stop}`);
      return;
    }
    assert.ok(r.run && r.run.tests.length > 0, `tests ran\n${r.output.slice(-1500)}`);
    const failed = failures(r.run);
    // A verdict of an expected check (not an error without one), carrying that check's rule and what broke.
    const naming = (t: TestRecord) => t.outcome === 'fail' && expected.includes(t.check) && t.rule === RULES.get(t.check) && t.broken.trim() !== '';
    assert.ok(failed.some(naming), `a test of ${expected.join(' / ')} failed with a verdict of its rule; failures: ${failed.map((t) => `${t.title}: ${verdictHeadline(t)}`).join(' | ') || 'none'}`);
  });
}
