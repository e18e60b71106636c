// A baseline against the plan: a waiver that matches nothing (an unknown check id, a subject its check does not
// have in the compiled plan) is an error at its position; `open` turns the first into the one line a run stops with.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { compileContractsDir, formatContractError } from '../contracts/compile.ts';
import { BASELINE_FORMAT } from './baseline-file.ts';
import { loadBaseline } from './baseline-lint.ts';
import { BaselineStop, openBaseline } from './open.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../../contracts/', import.meta.url)));
assert.ok(compiled.ok);
const plan = compiled.plan;
const dir = mkdtempSync(join(tmpdir(), 'cc-baseline-lint-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, waivers: string): string {
  const path = join(dir, name);
  writeFileSync(path, `format: ${BASELINE_FORMAT}\nwaivers:\n${waivers}`);
  return path;
}

const waiver = (check: string, route: string) => `  - check: ${check}\n    route: "${route}"\n    broken: something broke\n`;

test('waivers of checks and subjects the plan has pass, run-level subjects and scenarios too', () => {
  const path = file('good.yaml', waiver('perm.guest-refused', 'GET /V1/store/storeViews') + waiver('challenge.captcha-required', '(configured forms without a route)') + waiver('schema.endpoint-services-all', 'GET /schema'));
  const checked = loadBaseline(path, plan);
  assert.ok(checked.ok, JSON.stringify(!checked.ok && checked.problems));
  assert.equal(checked.baseline.waivers.length, 3);
});

test('an unknown check id, with the id it was probably meant to be', () => {
  const checked = loadBaseline(file('typo.yaml', waiver('perm.guest-refusd', 'GET /V1/store/storeViews') + waiver('made.up', 'GET /V1/store/storeViews')), plan);
  assert.ok(!checked.ok);
  assert.deepEqual(checked.problems.map(formatContractError), [
    `${dir}/typo.yaml:3:12  unknown check id 'perm.guest-refusd'  (did you mean perm.guest-refused?)`,
    `${dir}/typo.yaml:6:12  unknown check id 'made.up'  (check ids are listed in docs/checks.md)`,
  ]);
});

test('a subject the check does not have in the compiled plan', () => {
  const checked = loadBaseline(file('route.yaml', waiver('perm.guest-refused', 'GET /V1/no-such-route') + waiver('perm.guest-refused', 'POST /V1/integration/admin/token')), plan);
  assert.ok(!checked.ok);
  assert.deepEqual(checked.problems.map((p) => `${p.line}:${p.column} ${p.message}`), [
    "4:12 'GET /V1/no-such-route' is not a subject of perm.guest-refused in the compiled plan",
    "7:12 'POST /V1/integration/admin/token' is not a subject of perm.guest-refused in the compiled plan",
  ], 'an anonymous route is no subject of the guest-refusal check');
});

test('a run stops on the first problem in one line that says how to see the others', () => {
  const path = file('two.yaml', waiver('perm.guest-refusd', 'GET /V1/store/storeViews') + waiver('perm.guest-refused', 'GET /V1/nope'));
  assert.throws(() => openBaseline(path, plan), (e: unknown) => {
    assert.ok(e instanceof BaselineStop);
    assert.equal(e.message, `COMMERCE_BASELINE cannot be applied, so no check ran: ${path}:3:12  unknown check id 'perm.guest-refusd'  (did you mean perm.guest-refused?) (and 1 more: commerce-contracts lint --baseline ${path} lists them)`);
    assert.equal(e.stack, `BaselineStop: ${e.message}`, 'no stack: Playwright prints it as it is');
    return true;
  });
  assert.throws(() => openBaseline(join(dir, 'missing.yaml'), plan), /^BaselineStop: COMMERCE_BASELINE cannot be applied, so no check ran: .*missing\.yaml:1:1  baseline file no such file  \(write one with commerce-contracts baseline write <run dir>\)$/);
  assert.equal(openBaseline(file('ok.yaml', waiver('perm.guest-refused', 'GET /V1/store/storeViews')), plan).waivers.length, 1);
});
