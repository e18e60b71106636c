// scripts/unit-tests.ts: the unit tests' files are found as `find ... -name '*.test.ts' | sort` found them, and a run's
// temporary directories are gone when it ends, passed or failed.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runUnitTests, unitTestFiles } from '../scripts/unit-tests.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

test('unitTestFiles finds every *.test.ts under the folders, nested ones too, in byte order', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'unit-files-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const dir of ['tests', 'src/a/b', 'src/node_modules/x', 'reference/test']) mkdirSync(join(root, dir), { recursive: true });
  for (const file of ['tests/z.test.ts', 'tests/B.test.ts', 'tests/helper.ts', 'src/a/b/deep.test.ts', 'src/node_modules/x/dep.test.ts', 'reference/test/r.test.ts', 'src/a/not-a.test.tsx']) writeFileSync(join(root, file), '');
  assert.deepEqual(unitTestFiles(root), ['reference/test/r.test.ts', 'src/a/b/deep.test.ts', 'tests/B.test.ts', 'tests/z.test.ts']);
});

test('the repository\'s own list holds this file and no file outside the three folders', () => {
  const files = unitTestFiles(ROOT);
  assert.ok(files.includes('tests/unit-tests-runner.test.ts'));
  assert.ok(files.every((f) => /^(tests|reference\/test|src)\//.test(f) && f.endsWith('.test.ts')));
});

test('a run\'s temporary directory is the scratch one, and nothing of it stays, whether its tests pass or fail', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'unit-run-'));
  t.after(() => rmSync(parent, { recursive: true, force: true }));
  const fixtures = join(parent, 'fixtures');
  mkdirSync(fixtures);
  const seen = join(parent, 'seen.txt');
  // A test that leaves a directory in its temporary directory and says where that was.
  const leaving = (ok: boolean): string => `import { test } from 'node:test';
import { mkdtempSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
test('leaves a directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'left-'));
  appendFileSync(${JSON.stringify(seen)}, dir + '\\n');
  if (!${ok}) throw new Error('fails on purpose');
});
`;
  writeFileSync(join(fixtures, 'passes.test.ts'), leaving(true));
  writeFileSync(join(fixtures, 'fails.test.ts'), leaving(false));

  assert.equal(await runUnitTests([join(fixtures, 'passes.test.ts')], ROOT, { parentTmp: parent, stdio: 'ignore' }), 0);
  assert.notEqual(await runUnitTests([join(fixtures, 'fails.test.ts')], ROOT, { parentTmp: parent, stdio: 'ignore' }), 0);

  const dirs = readFileSync(seen, 'utf8').trim().split('\n');
  assert.equal(dirs.length, 2);
  for (const dir of dirs) {
    assert.match(dir, new RegExp(`^${parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/commerce-unit-[^/]+/left-`));
    assert.equal(existsSync(dir), false, `${dir} stayed`);
  }
  assert.deepEqual(readdirSync(parent).sort(), ['fixtures', 'seen.txt']);
});
