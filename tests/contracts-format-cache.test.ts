// The contract format's validator comes from a disk cache of ajv standalone code (src/contracts/format-cache.ts):
// a cached validator must explain a malformed contract exactly as a freshly compiled one does, and a damaged entry
// or a cache dir that cannot be written must cost only time, never a result.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import { cacheKey, loadFormatValidator, unsealEntry } from '../src/contracts/format-cache.ts';
import type { ContractError } from '../src/contracts/types.ts';
import { createFormatValidator } from '../src/contracts/validate-format.ts';
import { parseYamlSource, type YamlSource } from '../src/contracts/yaml-source.ts';

const ROOT = path.join(import.meta.dirname, '..');
const SCHEMA_FILE = path.join(ROOT, 'contracts', 'contract.schema.json');
const CONTRACT_SCHEMA = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as { $id?: string };
/** What format-cache.ts is handed: the format schema without its $id (validate-format.ts strips it). */
const { $id: _id, ...ANONYMOUS } = CONTRACT_SCHEMA;

/** One file with every kind of problem explain() words differently: unknown keys (parentSchema), a missing key,
 * enum, pattern and the three oneOf forms. */
const MALFORMED = `module: Catalog
source: unit test
colour: blue
routes:
  - method: FETCH
    path: /V1/products/:sku
    permission: everyone
    since: '3.1'
    params:
      sku: { fixture: product.sku }
  - method: GET
    path: /V1/modules
    permision: self
    params:
      id: { guess: 1 }
    response:
      schema: { $ref: other/x.json }
`;
const MALFORMED_OVERLAYS = 'overlays:\n  - definition: catalog-data-product-interface\n    property: price\n    kind: sometimes\n    reason: short\n';

function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

function source(text: string): YamlSource {
  const parsed = parseYamlSource('catalog.yaml', text);
  if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
  return parsed.source;
}

/** ajv's raw errors for `value`, copied out of the validator (it reuses its errors array). */
function rawErrors(validate: ReturnType<typeof loadFormatValidator>['validate'], value: unknown): ErrorObject[] {
  assert.equal(validate(value), false);
  return structuredClone(validate.errors ?? []);
}

function onlyEntry(cacheDir: string): string {
  const files = readdirSync(cacheDir);
  assert.deepEqual(files, [`${cacheKey(ANONYMOUS)}.cjs`], 'one sealed entry, no temporary files');
  return path.join(cacheDir, files[0] ?? '');
}

// --- a cache hit explains exactly as a fresh compile -------------------------------------------------------------

test('a validator from the disk cache gives the same ajv errors (schema, parentSchema, data included) as a fresh compile', () => {
  const cacheDir = temporaryDir('format-cache-hit-');
  assert.equal(loadFormatValidator(ANONYMOUS, cacheDir).origin, 'compiled');
  const cached = loadFormatValidator(ANONYMOUS, cacheDir);
  assert.equal(cached.origin, 'disk-cache');
  const fresh = loadFormatValidator(ANONYMOUS, null);
  assert.equal(fresh.origin, 'compiled');
  const value = source(MALFORMED).value;
  const expected = rawErrors(fresh.validate, value);
  assert.ok(expected.some((e) => e.keyword === 'additionalProperties' && e.parentSchema !== undefined), 'verbose errors carry parentSchema');
  assert.ok(expected.some((e) => e.keyword === 'oneOf'));
  assert.deepEqual(rawErrors(cached.validate, value), expected);
});

test('a cached format validator words every problem of a malformed contract byte for byte as a fresh one', () => {
  const cacheDir = temporaryDir('format-cache-words-');
  loadFormatValidator(ANONYMOUS, cacheDir); // fills the cache
  const cached = createFormatValidator(CONTRACT_SCHEMA, { cacheDir });
  const fresh = createFormatValidator(CONTRACT_SCHEMA, { cacheDir: null });
  assert.equal(cached.origin, 'disk-cache');
  assert.equal(fresh.origin, 'compiled');
  const expected = fresh.check(source(MALFORMED));
  assert.ok(expected.length >= 7, `every problem reported, got ${JSON.stringify(expected)}`);
  assert.equal(JSON.stringify(cached.check(source(MALFORMED))), JSON.stringify(expected));
});

/** compileContractsDir in a fresh process (as `commerce-contracts lint` or a Playwright worker runs it). */
function compileInAnotherProcess(dir: string, cacheDir: string): { errors: ContractError[]; origin: string; loaded: string[] } {
  const compile = path.join(ROOT, 'src', 'contracts', 'compile.ts');
  const validateFormat = path.join(ROOT, 'src', 'contracts', 'validate-format.ts');
  const script = `
    import { createRequire } from 'node:module';
    import { readFileSync } from 'node:fs';
    const { compileContractsDir } = await import(${JSON.stringify(compile)});
    const { createFormatValidator } = await import(${JSON.stringify(validateFormat)});
    const result = compileContractsDir(${JSON.stringify(dir)});
    // the same schema and cache dir: the validator compileContractsDir used, with where it came from
    const { origin } = createFormatValidator(JSON.parse(readFileSync(${JSON.stringify(path.join(dir, 'contract.schema.json'))}, 'utf8')));
    const loaded = Object.keys(createRequire(import.meta.url).cache).map((f) => f.replace(/^.*node_modules\\//, ''));
    console.log(JSON.stringify({ errors: result.ok ? [] : result.errors, origin, loaded }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, COMMERCE_SCHEMA_CACHE_DIR: cacheDir },
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as { errors: ContractError[]; origin: string; loaded: string[] };
}

function contractsWith(files: Record<string, string>): string {
  const dir = temporaryDir('format-cache-contracts-');
  copyFileSync(SCHEMA_FILE, path.join(dir, 'contract.schema.json'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

test('a second process reads the format validator from COMMERCE_SCHEMA_CACHE_DIR and reports the same errors', () => {
  const cacheDir = temporaryDir('format-cache-processes-');
  const dir = contractsWith({ 'catalog.yaml': MALFORMED, 'overlays.yaml': MALFORMED_OVERLAYS });
  const first = compileInAnotherProcess(dir, cacheDir);
  const second = compileInAnotherProcess(dir, cacheDir);
  assert.equal(first.origin, 'compiled');
  assert.equal(second.origin, 'disk-cache');
  assert.ok(first.errors.some((e) => e.file === 'overlays.yaml'), 'the overlays file is checked too');
  assert.equal(JSON.stringify(second.errors), JSON.stringify(first.errors));
  assert.deepEqual(readdirSync(path.join(cacheDir, 'contract-format')).length, 2, 'contract and overlays file formats');
});

test('with a warm cache, valid contracts compile without loading ajv\'s compiler or the yaml package', () => {
  const cacheDir = temporaryDir('format-cache-lean-');
  const dir = path.join(ROOT, 'contracts');
  assert.deepEqual(compileInAnotherProcess(dir, cacheDir).errors, []);
  const warm = compileInAnotherProcess(dir, cacheDir);
  assert.deepEqual(warm.errors, []);
  assert.equal(warm.origin, 'disk-cache');
  const heavy = warm.loaded.filter((f) => f.startsWith('yaml/') || f === 'ajv/dist/ajv.js' || f.startsWith('ajv/dist/compile/'));
  assert.deepEqual(heavy, [], 'only ajv runtime helpers are loaded on a cache hit');
});

// --- damaged entries -------------------------------------------------------------------------------------------

const DAMAGE: Record<string, (text: string) => string> = {
  truncated: (text) => text.slice(0, Math.floor(text.length / 2)),
  'not javascript': () => 'this is not javascript {',
  empty: () => '',
  // runs fine but is not what was written: the hash in the first line no longer matches
  'edited code': (text) => text.replace(/module\.exports = (\w+);/, 'module.exports = () => true;'),
  'no seal': (text) => text.slice(text.indexOf('\n') + 1).replace(/module\.exports = (\w+);/, 'module.exports = () => true;'),
};

for (const [kind, damage] of Object.entries(DAMAGE)) {
  test(`a damaged cache entry (${kind}) is compiled again and rewritten`, () => {
    const cacheDir = temporaryDir('format-cache-damaged-');
    loadFormatValidator(ANONYMOUS, cacheDir);
    const entry = onlyEntry(cacheDir);
    const good = readFileSync(entry, 'utf8');
    writeFileSync(entry, damage(good));
    const recovered = loadFormatValidator(ANONYMOUS, cacheDir);
    assert.equal(recovered.origin, 'compiled');
    const value = source(MALFORMED).value;
    assert.deepEqual(rawErrors(recovered.validate, value), rawErrors(loadFormatValidator(ANONYMOUS, null).validate, value));
    assert.equal(readFileSync(onlyEntry(cacheDir), 'utf8'), good, 'the entry is written again');
    assert.equal(loadFormatValidator(ANONYMOUS, cacheDir).origin, 'disk-cache');
  });
}

test('an entry is only trusted with a matching hash', () => {
  assert.equal(unsealEntry('module.exports = () => true;'), null);
  assert.equal(unsealEntry(`// sha256:${'0'.repeat(64)}\nmodule.exports = () => true;`), null);
});

// --- cache dirs that cannot be used ----------------------------------------------------------------------------

test('a cache dir that cannot be created is not a failure: the format is compiled in memory', () => {
  const blocker = path.join(temporaryDir('format-cache-blocked-'), 'not-a-dir');
  writeFileSync(blocker, 'a file where the cache dir should be');
  const loaded = loadFormatValidator(ANONYMOUS, path.join(blocker, 'contract-format'));
  assert.equal(loaded.origin, 'compiled');
  assert.equal(loaded.validate(source(MALFORMED).value), false);
  const validator = createFormatValidator(CONTRACT_SCHEMA, { cacheDir: path.join(blocker, 'contract-format') });
  assert.ok(validator.check(source(MALFORMED)).length > 0);
  assert.equal(readFileSync(blocker, 'utf8'), 'a file where the cache dir should be');
});

test('a read-only cache dir is not a failure and gets no temporary files', { skip: process.getuid?.() === 0 ? 'root may write anywhere' : false }, () => {
  const cacheDir = temporaryDir('format-cache-readonly-');
  chmodSync(cacheDir, 0o555);
  try {
    const loaded = loadFormatValidator(ANONYMOUS, cacheDir);
    assert.equal(loaded.origin, 'compiled');
    assert.equal(loaded.validate(source(MALFORMED).value), false);
    assert.deepEqual(readdirSync(cacheDir), []);
  } finally {
    chmodSync(cacheDir, 0o755);
  }
});

test('a failed write leaves no temporary file behind (the entry\'s name is taken by a directory)', () => {
  const cacheDir = temporaryDir('format-cache-taken-');
  const entry = path.join(cacheDir, `${cacheKey(ANONYMOUS)}.cjs`);
  mkdirSync(entry);
  writeFileSync(path.join(entry, 'keep'), 'a directory that is not empty cannot be renamed over');
  const loaded = loadFormatValidator(ANONYMOUS, cacheDir);
  assert.equal(loaded.origin, 'compiled');
  assert.equal(loaded.validate(source(MALFORMED).value), false);
  assert.deepEqual(readdirSync(cacheDir), [path.basename(entry)]);
});

test('a missing cache dir is created with its parents', () => {
  const cacheDir = path.join(temporaryDir('format-cache-missing-'), 'a', 'b', 'contract-format');
  assert.equal(loadFormatValidator(ANONYMOUS, cacheDir).origin, 'compiled');
  assert.ok(unsealEntry(readFileSync(onlyEntry(cacheDir), 'utf8')) !== null);
  assert.equal(loadFormatValidator(ANONYMOUS, cacheDir).origin, 'disk-cache');
});
