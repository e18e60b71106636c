// The checks the specs declare tests for, and what those tests are about: the list a baseline is linted against
// (src/baseline), so it must hold every check with a verdict record and nothing else.

import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { compileContractsDir } from '../contracts/compile.ts';
import { ALL_CHECKS, DECLARED_CHECKS, PAGE_CHECKS, subjectsByCheck } from './catalog.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../../contracts/', import.meta.url)));
assert.ok(compiled.ok, 'the contracts compile');
const plan = compiled.plan;

test('the declared checks are every check of the catalog but the browser\'s, each once', () => {
  const ids = DECLARED_CHECKS.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length, 'no check twice');
  const browser = new Set(PAGE_CHECKS.map((c) => c.id));
  assert.deepEqual([...ids].sort(), ALL_CHECKS.map((c) => c.id).filter((id) => !browser.has(id)).sort());
});

test('subjects: route checks are about the routes they apply to, run-level checks about their subjects', () => {
  const subjects = subjectsByCheck(plan);
  const guest = subjects.get('perm.guest-refused');
  assert.ok(guest?.has('GET /V1/store/storeViews'), 'a route check names its route keys');
  assert.equal(guest?.has('POST /V1/integration/admin/token'), false, 'not a route the check does not apply to');
  assert.ok(subjects.get('challenge.captcha-required')?.has('(configured forms without a route)'), 'a run-level check names its subjects');
  assert.ok([...(subjects.get('async.store-scope') ?? [])].length > 0, 'a scenario check names what its scenarios are about');
});
