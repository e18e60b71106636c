// One check per file, named by its id (issue 15): each check lives in src/checks/<family>/<name>.ts for the id
// <family>.<name> (the folder equals the family), is that module's only check, and has its unit test beside it. The
// families not split yet follow as they are; list them here then.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { ASYNC_ROUTE_CHECKS, ROUTE_CHECKS, SCENARIO_CHECKS } from '../src/checks/catalog.ts';
import type { CheckDescription } from '../src/checks/types.ts';

const CHECKS = new URL('../src/checks/', import.meta.url);
const isCheck = (v: unknown): v is CheckDescription => v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' && typeof (v as { rule?: unknown }).rule === 'string';

test('each check lives in the file its id names, in the folder of its family, alone, with a unit test beside it', async () => {
  for (const check of [...ROUTE_CHECKS, ...ASYNC_ROUTE_CHECKS, ...SCENARIO_CHECKS]) {
    const [family, name] = check.id.split('.');
    assert.equal(family, check.family, `${check.id}: the id starts with the family`);
    const file = new URL(`${family}/${name}.ts`, CHECKS);
    assert.ok(existsSync(file), `${check.id} is in src/checks/${family}/${name}.ts`);
    assert.ok(existsSync(new URL(`${family}/${name}.test.ts`, CHECKS)), `${check.id} has src/checks/${family}/${name}.test.ts`);
    const exported = Object.values((await import(file.href)) as Record<string, unknown>).filter(isCheck);
    assert.deepEqual(exported.map((c) => c.id), [check.id], `src/checks/${family}/${name}.ts exports ${check.id} and no other check`);
    assert.equal(exported[0], check, 'the catalogue lists the check that file exports');
  }
});
