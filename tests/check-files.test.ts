// One check per file, named by its id (issue 15), for every check of the catalogue, whatever its family: each check
// lives in src/checks/<family>/<name>.ts for the id <family>.<name> (the folder equals the family), is that module's
// only check, declares its subject and has its unit test beside it; and every check a family folder holds is in the
// catalogue, so neither list can go stale. The runner and the specs never single a check out by its id.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALL_CHECKS } from '../src/checks/catalog.ts';
import type { CheckDescription } from '../src/checks/types.ts';

const ROOT = new URL('../', import.meta.url);
const CHECKS = new URL('src/checks/', ROOT);
const SUBJECTS = ['route', 'run', 'scenario', 'page'];

type Described = CheckDescription & { subject?: unknown };
const isCheck = (v: unknown): v is Described => v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' && typeof (v as { rule?: unknown }).rule === 'string' && typeof (v as { family?: unknown }).family === 'string';
const checksOf = async (file: URL): Promise<Described[]> => Object.values((await import(file.href)) as Record<string, unknown>).filter(isCheck);

/** The folders of src/checks that hold checks' modules (every folder but the test kit). */
const familyFolders = (): string[] => readdirSync(CHECKS, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'testing').map((e) => e.name);

test('each check of the catalogue lives in the file its id names, in the folder of its family, alone, with a unit test beside it', async () => {
  assert.ok(ALL_CHECKS.length > 50, 'the catalogue lists the suite\'s checks');
  for (const check of ALL_CHECKS as Described[]) {
    const [family, name, ...rest] = check.id.split('.');
    assert.equal(rest.length, 0, `${check.id}: <family>.<name>`);
    assert.equal(family, check.family, `${check.id}: the id starts with the family`);
    const file = new URL(`${family}/${name}.ts`, CHECKS);
    assert.ok(existsSync(file), `${check.id} is in src/checks/${family}/${name}.ts`);
    assert.ok(existsSync(new URL(`${family}/${name}.test.ts`, CHECKS)), `${check.id} has src/checks/${family}/${name}.test.ts`);
    const exported = await checksOf(file);
    assert.deepEqual(exported.map((c) => c.id), [check.id], `src/checks/${family}/${name}.ts exports ${check.id} and no other check`);
    assert.equal(exported[0], check, 'the catalogue lists the check that file exports');
    assert.ok(SUBJECTS.includes(String(check.subject)), `${check.id} declares its subject (${SUBJECTS.join(', ')}), got ${String(check.subject)}`);
  }
});

test('every check a family folder holds is in the catalogue (a check left out of it would never run)', async () => {
  const listed = new Set(ALL_CHECKS);
  for (const folder of familyFolders()) {
    for (const name of readdirSync(new URL(`${folder}/`, CHECKS)).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      for (const check of await checksOf(new URL(`${folder}/${name}`, CHECKS))) assert.ok(listed.has(check), `src/checks/${folder}/${name} exports ${check.id}, which src/checks/catalog.ts does not list`);
    }
  }
});

test('no code of src/, fixtures/, specs/ or reporters/ compares a check\'s id with a literal: what a check is, it declares', () => {
  const ids = ALL_CHECKS.map((c) => c.id.replace(/[.]/g, '\\.')).join('|');
  const comparison = new RegExp(`[!=]==\\s*['"\`](${ids})['"\`]|['"\`](${ids})['"\`]\\s*[!=]==`);
  const offenders: string[] = [];
  const walk = (dir: URL): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(new URL(`${entry.name}/`, dir));
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const file = new URL(entry.name, dir);
        readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
          if (comparison.test(line)) offenders.push(`${fileURLToPath(file).slice(fileURLToPath(ROOT).length)}:${i + 1}: ${line.trim()}`);
        });
      }
    }
  };
  for (const folder of ['src/', 'fixtures/', 'specs/', 'reporters/']) walk(new URL(folder, ROOT));
  assert.deepEqual(offenders, []);
});
