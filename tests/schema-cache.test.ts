// The registry's disk cache (src/schema/registry.ts, src/cache/pack.ts) and the parsed-document cache (load.ts): a validator
// from the cache gives exactly the violations a freshly compiled one gives, in this process and in another one;
// damaged files are ignored and written anew; changed overlays never reuse stale validators; additions of two
// registries sharing a cache dir are merged. No timings here: bench/children/schema.ts measures.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import type { HttpMethod, SchemaOverlay } from '../src/contracts/types.ts';
import {
  createSchemaRegistry,
  loadOverlaysFile,
  loadSchemaDocument,
  loadSchemaDocumentFromText,
  type LoadedSchemaDocument,
  type SchemaRegistry,
  type ValidationOutcome,
} from '../src/schema/index.ts';
import { PACK_FILE, ValidatorPack } from '../src/cache/pack.ts';
import { corpusPath, realAnswers } from './helpers/corpus.ts';

const REPO = path.join(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'schema');
const SWAGGER_FILE = path.join(FIXTURES, 'mini-swagger.json');
const OPENAPI_FILE = path.join(FIXTURES, 'mini-openapi3.yaml');
const ADMIN_SCHEMA = corpusPath('real-2.4.7-p3/schema-admin-all.json');
const OVERLAYS = loadOverlaysFile(path.join(REPO, 'contracts', 'overlays.yaml'));
const PRODUCT = { id: 1, sku: 'tee', price: 10, type_id: 'simple', custom_attributes: [{ attribute_code: 'a', value: 'b' }] };

/** Real operations of the 2.4.7 corpus whose recorded 200 answers are validated below. */
const REAL_OPERATIONS: Array<[HttpMethod, string]> = [
  ['GET', '/V1/orders/{id}'],
  ['GET', '/V1/customers/{customerId}'],
  ['GET', '/V1/customers/search'],
  ['GET', '/V1/categories/{categoryId}'],
  ['GET', '/V1/invoices'],
  ['GET', '/V1/cmsPage/search'],
  ['GET', '/V1/carts/mine/totals'],
  ['GET', '/V1/products-render-info'],
];

function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

function registryDirOf(cacheDir: string): string {
  const dirs = readdirSync(cacheDir).filter((name) => name !== 'documents');
  assert.equal(dirs.length, 1, `one registry dir in ${cacheDir}: ${dirs.join(', ')}`);
  return path.join(cacheDir, dirs[0] ?? '');
}

/** The body as recorded, and variants that break it in the ways responses break: wrong types, extra and missing fields. */
function variants(body: unknown): unknown[] {
  const flipped = structuredClone(body);
  let flips = 0;
  const flip = (node: unknown): void => {
    if (flips >= 6 || typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const target = node as Record<string, unknown>;
      if (typeof value === 'number') target[key] = String(value);
      else if (typeof value === 'string') target[key] = value.length;
      else if (typeof value === 'boolean') target[key] = value ? 'yes' : 'no';
      else {
        flip(value);
        continue;
      }
      flips += 1;
      if (flips >= 6) return;
    }
  };
  flip(flipped);
  const extended = structuredClone(body);
  let added = 0;
  const extend = (node: unknown): void => {
    if (added >= 3 || typeof node !== 'object' || node === null) return;
    if (!Array.isArray(node)) {
      (node as Record<string, unknown>)['undeclared_field'] = { nested: true };
      added += 1;
    }
    for (const value of Object.values(node)) extend(value);
  };
  extend(extended);
  const trimmed = structuredClone(body);
  if (typeof trimmed === 'object' && trimmed !== null && !Array.isArray(trimmed)) {
    for (const key of Object.keys(trimmed).slice(0, 3)) delete (trimmed as Record<string, unknown>)[key];
  }
  return [body, flipped, extended, trimmed, null, 'text', [], {}];
}

interface Case {
  method: HttpMethod;
  path: string;
  overlays?: SchemaOverlay[];
  bodies: unknown[];
}

function outcomes(registry: SchemaRegistry, cases: readonly Case[]): ValidationOutcome[][] {
  return cases.map((c) => {
    const validator = registry.forOperation(c.method, c.path, c.overlays);
    return c.bodies.map((body) => validator.validate(body));
  });
}

function realCases(): Case[] {
  const answers = realAnswers();
  return REAL_OPERATIONS.map(([method, route]) => {
    const entry = answers.find((e) => e.method === method && e.path === route && e.status === 200);
    assert.ok(entry, `${method} ${route} has a recorded 200 answer`);
    return { method, path: route, bodies: variants(entry.body) };
  });
}

/** Runs the cases in a fresh Node process (as a Playwright worker would) on the cache dir; its outcomes and stats. */
function outcomesInAnotherProcess(
  documentFile: string,
  cacheDir: string,
  cases: readonly Case[],
  withOverlays: boolean,
): { outcomes: ValidationOutcome[][]; stats: unknown } {
  const casesFile = path.join(temporaryDir('schema-cache-cases-'), 'cases.json');
  writeFileSync(casesFile, JSON.stringify(cases));
  const library = path.join(REPO, 'src', 'schema', 'index.ts');
  const script = `
    import { readFileSync } from 'node:fs';
    const { createSchemaRegistry, loadOverlaysFile, loadSchemaDocument } = await import(${JSON.stringify(library)});
    const overlays = ${withOverlays} ? loadOverlaysFile(${JSON.stringify(path.join(REPO, 'contracts', 'overlays.yaml'))}) : [];
    const registry = createSchemaRegistry({ document: loadSchemaDocument(${JSON.stringify(documentFile)}), overlays, cacheDir: ${JSON.stringify(cacheDir)} });
    const cases = JSON.parse(readFileSync(${JSON.stringify(casesFile)}, 'utf8'));
    const outcomes = cases.map((c) => { const v = registry.forOperation(c.method, c.path, c.overlays); return c.bodies.map((b) => v.validate(b)); });
    console.log(JSON.stringify({ outcomes, stats: registry.stats() }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as { outcomes: ValidationOutcome[][]; stats: unknown };
}

function assertColdEqualsWarm(documentFile: string, cases: readonly Case[]): void {
  const document = loadSchemaDocument(documentFile);
  const cacheDir = temporaryDir('schema-cache-same-');
  const cold = outcomes(createSchemaRegistry({ document, overlays: OVERLAYS }), cases);
  // Some violations at all, and some valid bodies: the comparison is not between two empty lists.
  assert.ok(cold.flat().some((o) => o.violations.length > 0));
  assert.ok(cold.flat().some((o) => o.valid));

  const filling = createSchemaRegistry({ document, overlays: OVERLAYS, cacheDir });
  assert.deepEqual(outcomes(filling, cases), cold, 'compiled for the cache');
  assert.equal(filling.stats().loadedFromCache, 0);
  filling.persist();

  const warm = createSchemaRegistry({ document, overlays: OVERLAYS, cacheDir });
  assert.deepEqual(outcomes(warm, cases), cold, 'from the pack, this process');
  assert.equal(warm.stats().compiled, 0);
  assert.equal(warm.stats().loadedFromCache, filling.stats().compiled);

  const other = outcomesInAnotherProcess(documentFile, cacheDir, cases, true);
  assert.deepEqual(other.outcomes, JSON.parse(JSON.stringify(cold)), 'from the pack and its code cache, another process');
  assert.deepEqual(other.stats, { compiled: 0, loadedFromCache: filling.stats().compiled, cacheWriteFailures: 0 });
  const pack = ValidatorPack.read(registryDirOf(cacheDir), () => ({}));
  assert.ok(pack !== null);
  rmSync(cacheDir, { recursive: true, force: true });
}

test('warm and cold validators give identical violations: the fixture documents', () => {
  const routeOverlay: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'price', kind: 'nullable', reason: 'null for a configurable parent' },
  ];
  assertColdEqualsWarm(SWAGGER_FILE, [
    { method: 'GET', path: '/V1/products/:sku', bodies: variants(PRODUCT) },
    { method: 'GET', path: '/V1/products/:sku', overlays: routeOverlay, bodies: [{ sku: 'a', price: null }, ...variants(PRODUCT)] },
    { method: 'GET', path: '/V1/products', bodies: variants({ items: [PRODUCT], total_count: 1 }) },
    { method: 'GET', path: '/V1/carts/mine/items', bodies: variants([{ qty: 1, quote_id: '3' }]) },
    { method: 'DELETE', path: '/V1/products/:sku', bodies: [true, 'true', null] },
  ]);
  assertColdEqualsWarm(OPENAPI_FILE, [
    { method: 'GET', path: '/V1/products/:sku', bodies: variants({ sku: 'a', name: null, price: 1, updated_at: '2026-11-22T01:00:00Z' }) },
    { method: 'GET', path: '/V1/orders/:id', bodies: variants({ entity_id: 1, items: [{ qty_ordered: 1 }] }) },
  ]);
});

test('warm and cold validators give identical violations: real operations of the 2.4.7 corpus', () => {
  assertColdEqualsWarm(ADMIN_SCHEMA, realCases());
});

// --- damage -----------------------------------------------------------------------------------------------------

function filledCache(document: LoadedSchemaDocument): { cacheDir: string; packFile: string } {
  const cacheDir = temporaryDir('schema-cache-damage-');
  const registry = createSchemaRegistry({ document, cacheDir });
  registry.forOperation('GET', '/V1/products/:sku');
  registry.forOperation('GET', '/V1/products');
  registry.persist();
  return { cacheDir, packFile: path.join(registryDirOf(cacheDir), PACK_FILE) };
}

test('a damaged pack (truncated, altered, foreign, emptied) is ignored, compiled again and written anew', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  const damages: Array<[string, (bytes: Buffer) => Buffer | string]> = [
    ['truncated', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['one byte of code altered', (bytes) => {
      const copy = Buffer.from(bytes);
      const at = copy.lastIndexOf('function validate');
      copy[at + 1] = 'X'.charCodeAt(0); // same length: only the hash can tell
      return copy;
    }],
    ['header without code', (bytes) => bytes.subarray(0, bytes.indexOf(10) + 1)],
    ['a header of another shape', () => '{"format":"commerce-conformance validator pack 1","hash":"x","segments":[],"entries":{"a":[5,"",""]}}\n[]'],
    ['empty', () => ''],
    ['not javascript', () => 'this is not javascript {'],
  ];
  for (const [label, damage] of damages) {
    const { cacheDir, packFile } = filledCache(document);
    writeFileSync(packFile, damage(readFileSync(packFile)));
    const second = createSchemaRegistry({ document, cacheDir });
    assert.equal(second.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, true, label);
    assert.equal(second.forOperation('GET', '/V1/products').validate({ items: 'x' }).valid, false, label);
    assert.deepEqual(second.stats(), { compiled: 2, loadedFromCache: 0, cacheWriteFailures: 0 }, label);
    second.persist();
    const third = createSchemaRegistry({ document, cacheDir });
    assert.equal(third.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, true, label);
    assert.equal(third.forOperation('GET', '/V1/products').validate({ items: 'x' }).valid, false, label);
    assert.deepEqual(third.stats(), { compiled: 0, loadedFromCache: 2, cacheWriteFailures: 0 }, `${label}: rewritten`);
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('a damaged or missing V8 code cache costs only a parse: the pack is used and the code cache written anew', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  for (const damage of ['garbage', 'missing'] as const) {
    const { cacheDir, packFile } = filledCache(document);
    const registryDir = path.dirname(packFile);
    const codeCache = readdirSync(registryDir).find((name) => name.endsWith('.v8'));
    assert.ok(codeCache !== undefined, 'the writer left a code cache');
    if (damage === 'garbage') writeFileSync(path.join(registryDir, codeCache), 'not V8 data');
    else rmSync(path.join(registryDir, codeCache));
    // Another process (this one has the pack's script in V8's own in-memory cache, so it would not ask for it).
    const cases: Case[] = [{ method: 'GET', path: '/V1/products/:sku', bodies: [PRODUCT, { sku: 1 }] }];
    const other = outcomesInAnotherProcess(SWAGGER_FILE, cacheDir, cases, false);
    assert.deepEqual(other.stats, { compiled: 0, loadedFromCache: 1, cacheWriteFailures: 0 }, damage);
    assert.deepEqual(other.outcomes.flat().map((o) => o.valid), [true, false], damage);
    const rewritten = readFileSync(path.join(registryDir, codeCache));
    assert.notEqual(rewritten.toString('utf8'), 'not V8 data', `${damage}: code cache written at exit`);
    assert.ok(rewritten.length > 100, damage);
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

// --- invalidation -----------------------------------------------------------------------------------------------

test('changed overlays never reuse a stale validator: global ones change the registry dir, route ones the entry', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  const cacheDir = temporaryDir('schema-cache-overlays-');
  const nullPrice = { sku: 'a', price: null };
  const global: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'price', kind: 'nullable', reason: 'null for a configurable parent' },
  ];
  const bare = createSchemaRegistry({ document, cacheDir });
  assert.equal(bare.forOperation('GET', '/V1/products/:sku').validate(nullPrice).valid, false);
  bare.persist();

  const withGlobal = createSchemaRegistry({ document, cacheDir, overlays: global });
  assert.equal(withGlobal.forOperation('GET', '/V1/products/:sku').validate(nullPrice).valid, true);
  assert.deepEqual(withGlobal.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  withGlobal.persist();
  assert.equal(readdirSync(cacheDir).length, 2, 'one registry dir per set of global overlays');

  // The same overlay, edited (another kind): another registry dir again, and the edit takes effect.
  const edited: SchemaOverlay[] = [{ ...(global[0] as SchemaOverlay), kind: 'numeric-string' }];
  const withEdited = createSchemaRegistry({ document, cacheDir, overlays: edited });
  const product = withEdited.forOperation('GET', '/V1/products/:sku');
  assert.equal(product.validate(nullPrice).valid, false);
  assert.equal(product.validate({ sku: 'a', price: '12.50' }).valid, true);
  assert.equal(withEdited.stats().compiled, 1);

  // Route overlays: the same registry dir, another entry; both entries stay right when read back.
  const route: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'sku', kind: 'optional', reason: 'a test of route overlays only' },
  ];
  const noSku = { price: 1 };
  const routed = createSchemaRegistry({ document, cacheDir });
  assert.equal(routed.forOperation('GET', '/V1/products/:sku').validate(noSku).valid, false);
  assert.equal(routed.forOperation('GET', '/V1/products/:sku', route).validate(noSku).valid, true);
  assert.deepEqual(routed.stats(), { compiled: 1, loadedFromCache: 1, cacheWriteFailures: 0 });
  routed.persist();
  const changedRoute: SchemaOverlay[] = [{ ...(route[0] as SchemaOverlay), property: 'price' }];
  const reread = createSchemaRegistry({ document, cacheDir });
  assert.equal(reread.forOperation('GET', '/V1/products/:sku').validate(noSku).valid, false);
  assert.equal(reread.forOperation('GET', '/V1/products/:sku', route).validate(noSku).valid, true);
  assert.equal(reread.forOperation('GET', '/V1/products/:sku', changedRoute).validate(noSku).valid, false);
  assert.deepEqual(reread.stats(), { compiled: 1, loadedFromCache: 2, cacheWriteFailures: 0 });
  rmSync(cacheDir, { recursive: true, force: true });
});

test('a changed document never reuses the validators of the old one', () => {
  const cacheDir = temporaryDir('schema-cache-document-');
  const text = readFileSync(SWAGGER_FILE, 'utf8');
  const before = loadSchemaDocumentFromText(text, 'before.json');
  createSchemaRegistry({ document: before, cacheDir }).forOperation('GET', '/V1/products/:sku').validate(PRODUCT);
  const changed = JSON.parse(text) as { definitions: Record<string, { properties: Record<string, unknown> }> };
  const product = changed.definitions['catalog-data-product-interface'];
  assert.ok(product);
  product.properties['price'] = { type: 'string' };
  const after = createSchemaRegistry({ document: loadSchemaDocumentFromText(JSON.stringify(changed), 'after.json'), cacheDir });
  assert.equal(after.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, false, 'price must now be text');
  assert.deepEqual(after.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  rmSync(cacheDir, { recursive: true, force: true });
});

// --- sharing ----------------------------------------------------------------------------------------------------

test('two registries adding to one cache dir: the pack ends up with what both compiled', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  const cacheDir = temporaryDir('schema-cache-merge-');
  const a = createSchemaRegistry({ document, cacheDir });
  const b = createSchemaRegistry({ document, cacheDir });
  a.forOperation('GET', '/V1/products/:sku');
  b.forOperation('GET', '/V1/carts/mine/items'); // b opens the cache now: a's pending work is written first
  a.forOperation('GET', '/V1/products');
  b.forOperation('DELETE', '/V1/products/:sku');
  assert.deepEqual(b.stats(), { compiled: 2, loadedFromCache: 0, cacheWriteFailures: 0 });
  a.persist();
  b.persist(); // merges with what a wrote in between, rather than overwriting it
  const c = createSchemaRegistry({ document, cacheDir });
  for (const [method, route] of [
    ['GET', '/V1/products/:sku'],
    ['GET', '/V1/products'],
    ['GET', '/V1/carts/mine/items'],
    ['DELETE', '/V1/products/:sku'],
  ] as const) {
    c.forOperation(method, route).prepare();
  }
  assert.deepEqual(c.stats(), { compiled: 0, loadedFromCache: 4, cacheWriteFailures: 0 });
  const files = readdirSync(registryDirOf(cacheDir));
  assert.deepEqual(files.filter((name) => name.endsWith('.tmp')), [], 'no temporary files left');
  assert.equal(files.filter((name) => name.endsWith('.v8')).length, 1, 'old code caches are removed');
  rmSync(cacheDir, { recursive: true, force: true });
});

test('a validator from the pack is evaluated at its first validate(), and prepare() does it ahead', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  const { cacheDir, packFile } = filledCache(document);
  const registry = createSchemaRegistry({ document, cacheDir });
  const validator = registry.forOperation('GET', '/V1/products/:sku');
  assert.deepEqual(registry.stats(), { compiled: 0, loadedFromCache: 1, cacheWriteFailures: 0 });
  // The pack was read (its header) but not evaluated: removing it now changes nothing for this registry.
  rmSync(packFile);
  validator.prepare();
  assert.deepEqual(validator.validate(PRODUCT), { valid: true, violations: [] });
  assert.deepEqual(registry.stats(), { compiled: 0, loadedFromCache: 1, cacheWriteFailures: 0 });
  rmSync(cacheDir, { recursive: true, force: true });
});

// --- parsed documents -------------------------------------------------------------------------------------------

test('a YAML document is parsed once: later loads read its JSON from the cache dir, and a damaged one is replaced', () => {
  const cacheDir = temporaryDir('schema-cache-documents-');
  const fresh = loadSchemaDocument(OPENAPI_FILE);
  const first = loadSchemaDocument(OPENAPI_FILE, { cacheDir });
  const cached = path.join(cacheDir, 'documents', `${first.fingerprint}.json`);
  assert.ok(existsSync(cached));
  assert.deepEqual(first, fresh);
  assert.deepEqual(JSON.parse(readFileSync(cached, 'utf8')), parseYaml(readFileSync(OPENAPI_FILE, 'utf8')));
  assert.deepEqual(loadSchemaDocument(OPENAPI_FILE, { cacheDir }), fresh, 'from the JSON');

  writeFileSync(cached, '{"truncated": ');
  assert.deepEqual(loadSchemaDocument(OPENAPI_FILE, { cacheDir }), fresh, 'damaged JSON: parsed again');
  assert.deepEqual(JSON.parse(readFileSync(cached, 'utf8')), parseYaml(readFileSync(OPENAPI_FILE, 'utf8')), 'rewritten');

  // Values JSON cannot carry (.inf, .nan) are never cached; JSON documents need no cache at all.
  const infinite = 'swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths: {}\ndefinitions: {a: {type: number, maximum: .inf}}\n';
  const loaded = loadSchemaDocumentFromText(infinite, 'inf.yaml', { cacheDir });
  assert.equal((loaded.definitions['a'] as { maximum: number }).maximum, Infinity);
  assert.equal(existsSync(path.join(cacheDir, 'documents', `${loaded.fingerprint}.json`)), false);
  const json = loadSchemaDocument(SWAGGER_FILE, { cacheDir });
  assert.equal(existsSync(path.join(cacheDir, 'documents', `${json.fingerprint}.json`)), false);

  // A cache dir that cannot be written: the document loads all the same.
  const blocker = path.join(cacheDir, 'blocked');
  writeFileSync(blocker, 'a file where the cache dir should be');
  assert.deepEqual(loadSchemaDocument(OPENAPI_FILE, { cacheDir: blocker }), fresh);
  rmSync(cacheDir, { recursive: true, force: true });
});

test('YAML documents read as the yaml package reads them (core schema: dates, yes/no and octals stay as written)', () => {
  const text = [
    'swagger: "2.0"',
    'info: {title: t, version: 1.0}',
    'paths: {}',
    'x-values: [2024-01-01, yes, no, on, 0o17, 017, 0x1f, ~, null, 1e3, "quoted", .5]',
    'x-anchor: &shared {type: string}',
    'definitions: {a: *shared, b: {<<: *shared, format: date}}',
  ].join('\n');
  const loaded = loadSchemaDocumentFromText(text, 'core.yaml');
  assert.deepEqual(JSON.parse(JSON.stringify(loaded.document)), JSON.parse(JSON.stringify(parseYaml(text, { maxAliasCount: -1 }))));
  assert.throws(() => loadSchemaDocumentFromText('swagger: "2.0"\npaths: [unclosed', 'broken.yaml'), /broken\.yaml: not valid YAML/);
  assert.throws(() => loadSchemaDocumentFromText('a: 1\na: 2\npaths: {}\n', 'dup.yaml'), /dup\.yaml: not valid YAML/);
});
