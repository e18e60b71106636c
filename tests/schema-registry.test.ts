// Loading documents, finding operations by shape, and the registry: typed violations, lazy compilation,
// per-route overlays and the disk cache shared between processes.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { SchemaOverlay } from '../src/contracts/types.ts';
import {
  createSchemaRegistry,
  formatViolations,
  indexOperations,
  loadSchemaDocument,
  loadSchemaDocumentFromText,
  pathShape,
  SchemaDocumentError,
  SchemaLookupError,
} from '../src/schema/index.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'schema');
const SWAGGER_FILE = path.join(FIXTURES, 'mini-swagger.json');
const OPENAPI_FILE = path.join(FIXTURES, 'mini-openapi3.yaml');
const PRODUCT = { id: 1, sku: 'tee', price: 10, type_id: 'simple', custom_attributes: [{ attribute_code: 'a', value: 'b' }] };

function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

// --- loading --------------------------------------------------------------------------------------------------

test('loads Swagger 2.0 JSON and OpenAPI 3 YAML into one shape', () => {
  const swagger = loadSchemaDocument(SWAGGER_FILE);
  assert.equal(swagger.dialect, 'swagger-2.0');
  assert.equal(swagger.basePath, '/rest/default');
  assert.equal(swagger.source, SWAGGER_FILE);
  assert.ok(swagger.definitions['catalog-data-product-interface']);
  assert.match(swagger.fingerprint, /^[0-9a-f]{64}$/);

  const openapi = loadSchemaDocument(OPENAPI_FILE);
  assert.equal(openapi.dialect, 'openapi-3.0');
  assert.equal(openapi.basePath, '/rest/default');
  assert.deepEqual(Object.keys(openapi.definitions).sort(), [
    'catalog-data-product-interface',
    'sales-data-order-interface',
    'sales-data-order-item-interface',
  ]);
  const yamlSwagger = loadSchemaDocumentFromText('swagger: "2.0"\ninfo: {title: t, version: "1"}\npaths: {}\n');
  assert.equal(yamlSwagger.dialect, 'swagger-2.0');
  assert.equal(loadSchemaDocumentFromText('{"openapi":"3.1.0","info":{},"paths":{}}').dialect, 'openapi-3.1');
});

test('unreadable, unparseable and unsupported documents give errors naming the file and the problem', () => {
  const dir = temporaryDir('schema-load-');
  const cases: Array<[string, RegExp]> = [
    ['{"swagger": "2.0", "paths": {', /broken\.json: not valid JSON/],
    ['swagger: "2.0"\npaths: [unclosed', /broken\.json: not valid YAML/],
    ['', /broken\.json: the document is empty/],
    ['[1, 2]', /expected an object at the top level, found array/],
    ['{"swagger": "1.2", "paths": {}}', /unsupported "swagger" version "1\.2"/],
    ['{"openapi": "4.0.0", "paths": {}}', /unsupported "openapi" version "4\.0\.0"/],
    ['{"info": {}, "paths": {}}', /neither "swagger": "2\.0" nor "openapi": "3\.x"/],
    ['{"swagger": "2.0"}', /"paths" is missing or not an object/],
    ['{"swagger": "2.0", "paths": {}, "definitions": {"a": 3}}', /"definitions" entry "a" is integer/],
  ];
  const file = path.join(dir, 'broken.json');
  for (const [text, expected] of cases) {
    writeFileSync(file, text);
    assert.throws(
      () => loadSchemaDocument(file),
      (error: unknown) => error instanceof SchemaDocumentError && error.source === file && expected.test(error.message),
      `${JSON.stringify(text)} → ${expected}`,
    );
  }
  assert.throws(() => loadSchemaDocument(path.join(dir, 'absent.json')), /absent\.json: cannot read the file/);
});

// --- lookup ---------------------------------------------------------------------------------------------------

test('pathShape treats :name and {name} alike and ignores trailing slashes', () => {
  assert.equal(pathShape('/V1/products/:sku'), '/V1/products/{}');
  assert.equal(pathShape('/V1/products/{sku}'), '/V1/products/{}');
  assert.equal(pathShape('/V1/carts/:cartId/items/:itemId'), pathShape('/V1/carts/{quoteId}/items/{id}'));
  assert.equal(pathShape('/V1/bulk/'), '/V1/bulk');
  assert.notEqual(pathShape('/V1/carts/mine/items'), pathShape('/V1/carts/:cartId/items'));
});

test('operations are found by method and shape, whatever the parameter names', () => {
  const index = indexOperations(loadSchemaDocument(SWAGGER_FILE));
  const product = index.find('GET', '/V1/products/:productSku');
  assert.equal(product?.path, '/V1/products/{sku}');
  assert.equal(product?.successStatus, '200');
  assert.deepEqual(product?.responseSchema, { $ref: '#/definitions/catalog-data-product-interface' });
  assert.equal(index.find('GET', '/rest/default/V1/products/{sku}')?.path, '/V1/products/{sku}', 'full path');
  assert.equal(index.find('DELETE', '/V1/products/:sku')?.operationId, 'catalogProductRepositoryV1DeleteByIdDelete');
  assert.equal(index.find('PUT', '/V1/products/:sku'), undefined, 'method matters');
  assert.equal(index.find('GET', '/V1/carts/mine/items')?.path, '/V1/carts/mine/items');
  assert.equal(index.find('GET', '/V1/carts/:cartId/items'), undefined, 'literal segments are not parameters');
  const noBody = index.find('PUT', '/V1/carts/:id/items/:itemId');
  assert.equal(noBody?.successStatus, null);
  assert.equal(noBody?.responseSchema, null);

  const openapi = indexOperations(loadSchemaDocument(OPENAPI_FILE));
  assert.equal(openapi.find('GET', '/V1/orders/:id')?.successStatus, '201', 'first 2xx when no 200');
  assert.deepEqual(openapi.find('GET', '/V1/products/:sku')?.responseSchema, {
    $ref: '#/components/schemas/catalog-data-product-interface',
  });
});

test('two published paths of one shape are refused rather than guessed between', () => {
  const text = JSON.stringify({
    swagger: '2.0',
    info: { title: 't', version: '1' },
    paths: { '/V1/a/{x}': { get: { responses: {} } }, '/V1/a/{y}': { get: { responses: {} } } },
  });
  assert.throws(() => indexOperations(loadSchemaDocumentFromText(text, 'clash.json')), /GET \/V1\/a\/\{x\} and \/V1\/a\/\{y\} have the same shape/);
});

// --- registry -------------------------------------------------------------------------------------------------

test('validates operation responses and reports typed violations', () => {
  const registry = createSchemaRegistry({ document: loadSchemaDocument(SWAGGER_FILE) });
  const validator = registry.forOperation('GET', '/V1/products/:sku');
  assert.equal(validator.target, 'GET /V1/products/{sku} 200');
  assert.deepEqual(validator.validate(PRODUCT), { valid: true, violations: [] });

  const outcome = validator.validate({ id: '1', price: 10, type_id: 'virtual', custom_attributes: [{ attribute_code: 'a', value: ['x'] }], colour: 'red' });
  assert.equal(outcome.valid, false);
  const byKeyword = new Map(outcome.violations.map((violation) => [violation.keyword + violation.instancePath, violation]));
  assert.deepEqual(byKeyword.get('type/id'), {
    instancePath: '/id',
    keyword: 'type',
    params: { type: 'integer' },
    message: 'must be integer',
    expected: 'type integer',
    actual: '"1" (string)',
    definition: 'catalog-data-product-interface',
  });
  assert.equal(byKeyword.get('required')?.expected, 'property "sku"');
  assert.equal(byKeyword.get('required')?.actual, '(absent)');
  assert.equal(byKeyword.get('enum/type_id')?.expected, 'one of ["simple","configurable","bundle"]');
  assert.equal(byKeyword.get('additionalProperties')?.actual, '"red" (string)');
  assert.equal(byKeyword.get('type/custom_attributes/0/value')?.definition, 'framework-attribute-interface');
  assert.equal(outcome.violations.length, 5);

  const lines = formatViolations(outcome.violations).split('\n');
  assert.equal(lines.length, 5);
  assert.ok(lines.includes('/id [catalog-data-product-interface]: expected type integer, actual "1" (string)'));
  assert.ok(lines.includes('(body) [catalog-data-product-interface]: expected property "sku", actual (absent)'));
});

test('bare and array bodies, definitions by name, and lookup errors', () => {
  const registry = createSchemaRegistry({ document: loadSchemaDocument(SWAGGER_FILE) });
  assert.equal(registry.forOperation('DELETE', '/V1/products/:sku').validate(true).valid, true);
  assert.equal(registry.forOperation('DELETE', '/V1/products/:sku').validate('true').valid, false);
  const items = registry.forOperation('GET', '/V1/carts/mine/items');
  assert.equal(items.validate([{ qty: 1, quote_id: '3' }]).valid, true);
  assert.deepEqual(
    items.validate([{ qty: 1, quote_id: 3 }]).violations.map((v) => [v.instancePath, v.definition]),
    [['/0/quote_id', 'quote-data-cart-item-interface']],
  );
  assert.equal(registry.forDefinition('error-response').validate({ message: 'x', parameters: [] }).valid, true);
  assert.equal(registry.forDefinition('error-response').validate({}).valid, false);
  const lookupProblem = (fn: () => unknown): string => {
    try {
      fn();
    } catch (error) {
      if (error instanceof SchemaLookupError) return error.problem;
      throw error;
    }
    return 'no error';
  };
  assert.equal(lookupProblem(() => registry.forOperation('GET', '/V1/nothing')), 'operation-not-published');
  assert.equal(lookupProblem(() => registry.forOperation('PUT', '/V1/carts/:a/items/:b')), 'no-response-schema');
  assert.equal(lookupProblem(() => registry.forDefinition('nope')), 'definition-not-published');
});

test('OpenAPI 3 documents validate too (nullable, exclusive bounds, formats)', () => {
  const registry = createSchemaRegistry({ document: loadSchemaDocument(OPENAPI_FILE) });
  const product = registry.forOperation('GET', '/V1/products/:sku');
  assert.equal(product.validate({ sku: 'a', name: null, price: 1, updated_at: '2026-11-22T01:00:00Z' }).valid, true);
  const bad = product.validate({ sku: 'a', price: 0, updated_at: '2026-11-22 01:00:00' });
  assert.deepEqual(bad.violations.map((v) => v.keyword).sort(), ['exclusiveMinimum', 'format']);
  const order = registry.forOperation('GET', '/V1/orders/:id');
  assert.equal(order.validate({ entity_id: 1, items: [{ qty_ordered: 1 }] }).violations[0]?.definition, 'sales-data-order-item-interface');
});

test('global and per-route overlays; unused overlays are reported', () => {
  const document = loadSchemaDocument(SWAGGER_FILE);
  const global: SchemaOverlay[] = [
    { definition: 'framework-attribute-interface', property: 'value', kind: 'types', types: ['string', 'array'], reason: 'multiselect values are arrays' },
    { definition: 'gift-wrapping-data-wrapping-interface', property: '*', kind: 'nullable', reason: 'commerce-only module, absent here' },
  ];
  const registry = createSchemaRegistry({ document, overlays: global });
  const product = registry.forOperation('GET', '/V1/products/:sku');
  assert.equal(product.validate({ sku: 'a', custom_attributes: [{ attribute_code: 'c', value: ['3'] }] }).valid, true);
  assert.equal(product.validate({ sku: 'a', price: null }).valid, false);
  assert.deepEqual(registry.unusedOverlays().map((o) => o.definition), ['gift-wrapping-data-wrapping-interface']);

  const routeOverlays: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'price', kind: 'nullable', reason: 'price is null for a configurable parent' },
  ];
  const withRoute = registry.forOperation('GET', '/V1/products/:sku', routeOverlays);
  assert.equal(withRoute.validate({ sku: 'a', price: null }).valid, true);
  assert.equal(withRoute.validate({ sku: 'a', custom_attributes: [{ attribute_code: 'c', value: ['3'] }] }).valid, true, 'global still applies');
  assert.equal(registry.forOperation('GET', '/V1/products/:sku').validate({ sku: 'a', price: null }).valid, false, 'route overlays stay on their route');
  assert.equal(registry.forOperation('GET', '/V1/products').validate({ items: [{ sku: 'a', price: null }], total_count: 1 }).valid, false);

  const response: SchemaOverlay[] = [{ definition: '(response)', property: '*', kind: 'nullable', reason: 'a null result is rendered as []' }];
  const coupons = createSchemaRegistry({ document, overlays: response }).forOperation('GET', '/V1/carts/:cartId/coupons');
  assert.equal(coupons.validate([]).valid, true);
  assert.equal(coupons.validate(['CODE']).valid, false);
});

test('violations under overlays name the real problem, not every alternative', () => {
  const overlays: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'extension_attributes', kind: 'nullable', reason: 'null when no extension is installed' },
    { definition: 'catalog-data-product-interface', property: 'price', kind: 'numeric-string', reason: 'price as text in old releases' },
    { definition: 'catalog-data-product-interface', property: 'id', kind: 'nullable', reason: 'null before the product is saved' },
  ];
  const validator = createSchemaRegistry({ document: loadSchemaDocument(SWAGGER_FILE), overlays }).forOperation('GET', '/V1/products/:sku');
  const summary = (body: unknown): string[] =>
    validator.validate(body).violations.map((v) => `${v.instancePath} ${v.keyword} ${v.expected} [${v.definition}]`);
  // The object fits the declared branch: only its inner error, no "must be null".
  assert.deepEqual(summary({ sku: 'a', extension_attributes: { website_ids: ['x'] } }), [
    '/extension_attributes/website_ids/0 type type integer [catalog-data-product-extension-interface]',
  ]);
  // A value of no accepted type: one error listing what would do.
  assert.deepEqual(summary({ sku: 'a', extension_attributes: 'x' }), [
    '/extension_attributes type type object|null [catalog-data-product-interface]',
  ]);
  assert.deepEqual(summary({ sku: 'a', id: 'x' }), ['/id type type integer|null [catalog-data-product-interface]']);
  // Text that is not a number: the pattern, not "must be number".
  assert.deepEqual(summary({ sku: 'a', price: 'cheap' }), [
    '/price pattern text matching ^-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$ [catalog-data-product-interface]',
  ]);
});

test('validators compile lazily and once per registry', () => {
  const registry = createSchemaRegistry({ document: loadSchemaDocument(SWAGGER_FILE) });
  assert.deepEqual(registry.stats(), { compiled: 0, loadedFromCache: 0, cacheWriteFailures: 0 });
  const first = registry.forOperation('GET', '/V1/products/:sku');
  assert.equal(registry.forOperation('GET', '/V1/products/{id}'), first, 'same shape, same validator');
  registry.forOperation('GET', '/V1/products/:sku');
  assert.deepEqual(registry.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  registry.forOperation('GET', '/V1/products');
  assert.equal(registry.stats().compiled, 2);
});

test('a second registry on the same cache dir loads validators instead of compiling them', () => {
  const cacheDir = temporaryDir('schema-cache-');
  const document = loadSchemaDocument(SWAGGER_FILE);
  const targets: Array<['GET' | 'DELETE', string]> = [
    ['GET', '/V1/products/:sku'],
    ['GET', '/V1/products'],
    ['DELETE', '/V1/products/:sku'],
    ['GET', '/V1/carts/mine/items'],
  ];
  const first = createSchemaRegistry({ document, cacheDir });
  for (const [method, route] of targets) first.forOperation(method, route);
  assert.deepEqual(first.stats(), { compiled: 4, loadedFromCache: 0, cacheWriteFailures: 0 });
  first.persist(); // otherwise at exit, or when another registry of this process opens the cache (below: third)

  const second = createSchemaRegistry({ document, cacheDir });
  const results = targets.map(([method, route]) => second.forOperation(method, route));
  assert.deepEqual(second.stats(), { compiled: 0, loadedFromCache: 4, cacheWriteFailures: 0 });
  // Cached validators behave exactly like compiled ones, violations included.
  const bad = results[0]?.validate({ id: 'x', type_id: 'nope' });
  assert.deepEqual(bad?.violations.map((v) => `${v.keyword}${v.instancePath}`).sort(), ['enum/type_id', 'required', 'type/id']);
  assert.equal(results[0]?.validate(PRODUCT).valid, true);

  // Different overlays are a different cache entry: nothing stale is reused.
  const overlays: SchemaOverlay[] = [{ definition: 'catalog-data-product-interface', property: 'id', kind: 'numeric-string', reason: 'ids as text in old releases' }];
  const third = createSchemaRegistry({ document, cacheDir, overlays });
  assert.equal(third.forOperation('GET', '/V1/products/:sku').validate({ sku: 'a', id: '7' }).valid, true);
  assert.deepEqual(third.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  third.persist();
  const registryDirs = readdirSync(cacheDir);
  assert.equal(registryDirs.length, 2);
  for (const registryDir of registryDirs) {
    // One pack and its V8 code cache; no temporary files left.
    const files = readdirSync(path.join(cacheDir, registryDir)).sort();
    assert.equal(files.length, 2, files.join(', '));
    assert.equal(files[1], 'validators.pack');
    assert.match(files[0] ?? '', /^validators\.[0-9a-f]{16}\.v8$/);
    assert.match(readFileSync(path.join(cacheDir, registryDir, 'validators.pack'), 'utf8'), /function validate\d+\(data/);
  }
});

/** Runs a fresh Node process (as a Playwright worker would be) that validates through the cache dir; its stats. */
function statsInAnotherProcess(cacheDir: string): { compiled: number; loadedFromCache: number; valid: boolean } {
  const library = path.join(import.meta.dirname, '..', 'src', 'schema', 'index.ts');
  const script = `
    const { createSchemaRegistry, loadSchemaDocument } = await import(${JSON.stringify(library)});
    const registry = createSchemaRegistry({ document: loadSchemaDocument(${JSON.stringify(SWAGGER_FILE)}), cacheDir: ${JSON.stringify(cacheDir)} });
    const valid = registry.forOperation('GET', '/V1/products/:sku').validate(${JSON.stringify(PRODUCT)}).valid
      && !registry.forOperation('GET', '/V1/products').validate({ items: 'x' }).valid;
    console.log(JSON.stringify({ ...registry.stats(), valid }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(import.meta.dirname, '..'),
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  const { compiled, loadedFromCache, valid } = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
  return { compiled: Number(compiled), loadedFromCache: Number(loadedFromCache), valid: valid === true };
}

test('another process reuses the validators one process compiled', () => {
  const cacheDir = temporaryDir('schema-cache-processes-');
  assert.deepEqual(statsInAnotherProcess(cacheDir), { compiled: 2, loadedFromCache: 0, valid: true });
  assert.deepEqual(statsInAnotherProcess(cacheDir), { compiled: 0, loadedFromCache: 2, valid: true });
});

test('a damaged cache entry is compiled again and replaced', () => {
  const cacheDir = temporaryDir('schema-cache-damaged-');
  const document = loadSchemaDocument(SWAGGER_FILE);
  const first = createSchemaRegistry({ document, cacheDir });
  first.forOperation('GET', '/V1/products/:sku');
  first.persist();
  const registryDir = path.join(cacheDir, readdirSync(cacheDir)[0] ?? '');
  const entry = path.join(registryDir, 'validators.pack');
  writeFileSync(entry, 'this is not javascript {');
  const second = createSchemaRegistry({ document, cacheDir });
  assert.equal(second.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, true);
  assert.deepEqual(second.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  second.persist();
  assert.match(readFileSync(entry, 'utf8'), /function validate\d+\(data/);
  const third = createSchemaRegistry({ document, cacheDir });
  assert.equal(third.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, true);
  assert.deepEqual(third.stats(), { compiled: 0, loadedFromCache: 1, cacheWriteFailures: 0 });
});

test('an unwritable cache dir is not a failure: validation works, the write failure is counted', () => {
  const dir = temporaryDir('schema-cache-blocked-');
  const blocker = path.join(dir, 'not-a-dir');
  writeFileSync(blocker, 'a file where the cache dir should be');
  const registry = createSchemaRegistry({ document: loadSchemaDocument(SWAGGER_FILE), cacheDir: blocker });
  assert.equal(registry.forOperation('GET', '/V1/products/:sku').validate(PRODUCT).valid, true);
  registry.persist();
  assert.deepEqual(registry.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 1 });
});

test('formats work the same in validators loaded from the cache (ajv-formats and the platform timestamp)', () => {
  const cacheDir = temporaryDir('schema-cache-formats-');
  const document = loadSchemaDocument(OPENAPI_FILE);
  const overlays: SchemaOverlay[] = [
    { definition: 'catalog-data-product-interface', property: 'name', kind: 'mysql-datetime', reason: 'a test of the timestamp format only' },
  ];
  const verdicts = (): string[] => {
    const validator = createSchemaRegistry({ document, cacheDir, overlays }).forOperation('GET', '/V1/products/:sku');
    return [
      { sku: 'a', updated_at: '2026-11-22T01:00:00Z', name: '2026-11-22 01:33:30' },
      { sku: 'a', updated_at: 'soon' },
      { sku: 'a', name: 'Tee' },
    ].map((body) => validator.validate(body).violations.map((v) => `${v.instancePath} ${v.expected}`).join(';'));
  };
  const compiled = verdicts();
  assert.deepEqual(compiled, ['', '/updated_at format date-time', '/name format magento-datetime']);
  const second = createSchemaRegistry({ document, cacheDir, overlays });
  second.forOperation('GET', '/V1/products/:sku');
  assert.equal(second.stats().loadedFromCache, 1);
  assert.deepEqual(verdicts(), compiled);
});
