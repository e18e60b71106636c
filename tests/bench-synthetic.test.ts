// The synthetic contract catalog of the scale benchmark (bench/synthetic.ts): exact size, no colliding routes, and
// it compiles with the real compiler.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compileContractsDir } from '../src/contracts/compile.ts';
import { copyable, countRoutes, splitRoutes, syntheticCatalog, writeSyntheticCatalog } from '../bench/synthetic.ts';

const CONTRACTS = new URL('../contracts/', import.meta.url).pathname;

const file = (name: string, paths: string[]) => ({
  file: name,
  text: `module: M\nsource: s\nroutes:\n${paths.map((p) => `- method: GET\n  path: ${p}\n  since: '2.0'\n`).join('')}`,
});

test('splitRoutes cuts a contract at its top-level list items', () => {
  const { head, routes } = splitRoutes(file('a.yaml', ['/V1/a', '/V1/b']).text);
  assert.equal(head, 'module: M\nsource: s\nroutes:');
  assert.equal(routes.length, 2);
  assert.match(routes[1] as string, /^- method: GET\n {2}path: \/V1\/b/);
});

test('only files whose routes all live under /V1/ are copied', () => {
  assert.equal(copyable(file('a.yaml', ['/V1/a']).text), true);
  assert.equal(copyable(file('b.yaml', ['/V1/a', '/schema']).text), false);
});

test('the catalog has exactly the target size, copies moved under /V1/syn<k>/ and renamed', () => {
  const files = [file('a.yaml', ['/V1/a', '/V1/b', '/V1/c']), file('b.yaml', ['/schema'])];
  const out = syntheticCatalog(files, 8);
  assert.equal(countRoutes(out), 8);
  const paths = out.flatMap((f) => [...f.text.matchAll(/^ {2}path: (\S+)/gm)].map((m) => m[1]));
  assert.equal(new Set(paths).size, paths.length, 'no two routes share a path');
  assert.ok(paths.includes('/V1/syn2/a'));
  assert.ok(out.some((f) => f.file === 'a.syn1.yaml' && /^module: MSyn1$/m.test(f.text)));
  assert.equal(countRoutes(syntheticCatalog(files, 2)), 2, 'smaller than the source: cut');
});

test('a synthetic catalog of the real contracts compiles to exactly the asked number of routes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-syn-test-'));
  try {
    const written = writeSyntheticCatalog(CONTRACTS, dir, 900);
    assert.equal(written.routes, 900);
    const result = compileContractsDir(dir);
    assert.ok(result.ok, result.ok ? '' : result.errors.slice(0, 3).map((e) => e.message).join('; '));
    assert.equal(result.ok && result.plan.routes.length, 900);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
