// Golden files: a folder of YAML contracts in, the compiled plan out (tests/golden/<case>/expected.plan.json).
// UPDATE_GOLDEN=1 rewrites the expectations; review the diff before committing it.

import { strict as assert } from 'node:assert';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../src/contracts/compile.ts';

const goldenRoot = fileURLToPath(new URL('./golden/', import.meta.url));

// Folders of contracts only: tests/golden also holds other golden cases (verdicts/: tests/report-verdict.test.ts).
const isContractsCase = (name: string) => readdirSync(join(goldenRoot, name)).some((f) => f.endsWith('.yaml'));

for (const name of readdirSync(goldenRoot).filter(isContractsCase).sort()) {
  test(`golden: ${name}`, () => {
    const dir = join(goldenRoot, name);
    const result = compileContractsDir(dir);
    const actual = `${JSON.stringify(result.ok ? result.plan : { errors: result.errors }, null, 2)}\n`;
    const expectedFile = join(dir, 'expected.plan.json');
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(expectedFile)) {
      writeFileSync(expectedFile, actual);
      if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote missing ${expectedFile}: review it and run again`);
      return;
    }
    assert.equal(actual, readFileSync(expectedFile, 'utf8'));
  });
}
