// The reference installation is a separate program: nothing under reference/ may import the suite (contracts/,
// src/, specs/, fixtures/ at the repository root) – only node: built-ins and files inside reference/.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REFERENCE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = resolve(REFERENCE_DIR, '..');
const SUITE_DIRS = ['contracts', 'src', 'specs', 'fixtures'].map((dir) => join(REPOSITORY, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs|cjs)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier the file imports (static, export-from, side-effect, dynamic import() and require()), as
 * the TypeScript compiler's own pre-processor reads them – strings and comments are not imports. */
export function importSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((file) => file.fileName);
}

/** null when allowed, else the reason. */
export function violation(file: string, specifier: string): string | null {
  if (specifier.startsWith('node:')) return null;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = resolve(dirname(file), specifier);
    if (SUITE_DIRS.some((dir) => target === dir || target.startsWith(`${dir}/`))) return `imports the suite (${relative(REPOSITORY, target)})`;
    if (!target.startsWith(`${REFERENCE_DIR}/`)) return `imports outside reference/ (${relative(REPOSITORY, target)})`;
    return null;
  }
  // Packages: tests may use the project's tooling; the program itself runs on Node's built-ins only.
  const isTest = relative(REFERENCE_DIR, file).startsWith('test/');
  return isTest ? null : `imports the package "${specifier}"`;
}

describe('independence of the reference installation', () => {
  test('no file under reference/ imports the suite or anything outside reference/; the program imports no package', () => {
    const files = sourceFiles(REFERENCE_DIR);
    assert.ok(files.length > 20, `found ${files.length} files`);
    const problems: string[] = [];
    for (const file of files) {
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const reason = violation(file, specifier);
        if (reason) problems.push(`${relative(REPOSITORY, file)}: ${reason}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('the scan catches suite imports in every import form', () => {
    const file = join(REFERENCE_DIR, 'src', 'x.ts');
    // The quote is spliced in so that the repository's own import checker does not take these samples for imports.
    const q = "'";
    for (const source of [
      `import { a } from ${q}../../src/contracts/paths.ts${q};`,
      `export * from ${q}../../contracts/x.ts${q};`,
      `const m = await import(${q}../../specs/y.ts${q});`,
      `import ${q}../../fixtures/z.ts${q};`,
    ]) {
      const [specifier] = importSpecifiers(source);
      assert.ok(specifier, source);
      assert.match(violation(file, specifier) ?? '', /imports the suite/, source);
    }
    assert.match(violation(file, 'ajv') ?? '', /imports the package "ajv"/);
    assert.deepEqual(importSpecifiers("const text = 'import x from \\'../../src/y.ts\\'';"), []);
    assert.equal(violation(file, 'node:http'), null);
    assert.equal(violation(file, './router.ts'), null);
  });
});
