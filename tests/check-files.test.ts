// One check per file, named by its id (issue 15): each route check of src/checks/registry.ts and
// src/checks/async/index.ts lives in src/checks/<family>/<name>.ts for the id <family>.<name>, is that module's only
// check, and has its unit test beside it; so does each scenario check, in src/checks/async/ (status-terminal.ts for
// status.terminal, store-scope.ts for async.store-scope). The other families follow as they are split; list them here
// then.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { ASYNC_ROUTE_CHECKS, ASYNC_SCENARIO_CHECKS } from '../src/checks/async/index.ts';
import { ROUTE_CHECKS } from '../src/checks/registry.ts';
import type { Check } from '../src/checks/types.ts';

const CHECKS = new URL('../src/checks/', import.meta.url);
const isCheck = (v: unknown): v is Check => v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' && typeof (v as { run?: unknown }).run === 'function';

test('each route check lives in the file its id names, alone, with a unit test beside it', async () => {
  for (const check of [...ROUTE_CHECKS, ...ASYNC_ROUTE_CHECKS]) {
    const [family, name] = check.id.split('.');
    assert.equal(family, check.family, `${check.id}: the id starts with the family`);
    const file = new URL(`${family}/${name}.ts`, CHECKS);
    assert.ok(existsSync(file), `${check.id} is in src/checks/${family}/${name}.ts`);
    assert.ok(existsSync(new URL(`${family}/${name}.test.ts`, CHECKS)), `${check.id} has src/checks/${family}/${name}.test.ts`);
    const exported = Object.values((await import(file.href)) as Record<string, unknown>).filter(isCheck);
    assert.deepEqual(exported.map((c) => c.id), [check.id], `src/checks/${family}/${name}.ts exports ${check.id} and no other check`);
    assert.equal(exported[0], check, 'the registry lists the check that file exports');
  }
});

test('each scenario check lives in src/checks/async/ in the file its id names (without the family when it is async), alone, with a unit test beside it', async () => {
  for (const check of ASYNC_SCENARIO_CHECKS) {
    const [family, name] = check.id.split('.');
    assert.equal(family, check.family, `${check.id}: the id starts with the family`);
    const base = family === 'async' ? `${name}` : `${family}-${name}`;
    const file = new URL(`async/${base}.ts`, CHECKS);
    assert.ok(existsSync(file), `${check.id} is in src/checks/async/${base}.ts`);
    assert.ok(existsSync(new URL(`async/${base}.test.ts`, CHECKS)), `${check.id} has src/checks/async/${base}.test.ts`);
    const exported = Object.values((await import(file.href)) as Record<string, unknown>).filter(isCheck);
    assert.deepEqual(exported.map((c) => c.id), [check.id], `src/checks/async/${base}.ts exports ${check.id} and no other check`);
    assert.equal(exported[0], check, 'the list of scenario checks holds the check that file exports');
  }
});
