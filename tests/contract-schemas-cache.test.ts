// The contracts' own response schemas are validated by ajv standalone code from a disk cache
// (src/contracts/contract-schema-cache.ts, used by src/runtime/contract-schemas.ts): a cached validator must report
// exactly the issues a fresh compile reports, and a damaged pack or an unusable cache dir must cost only time.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ContractSchemas } from '../src/runtime/contract-schemas.ts';
import { compilePlan } from '../src/runtime/plan.ts';
import {
  contractSchemaCacheKey,
  contractSchemaIds,
  contractSchemaRef,
  defaultContractSchemaCacheDir,
} from '../src/contracts/contract-schema-cache.ts';
import { SCHEMA_BASE_URI } from '../src/contracts/compile.ts';
import type { CompiledPlan, CompiledRoute } from '../src/contracts/types.ts';
import { PACK_FILE, ValidatorPack } from '../src/cache/pack.ts';

const PLAN = compilePlan();
const IDS = contractSchemaIds(PLAN);

function temporaryDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** The one key directory a cache dir holds after a run, and its pack file. */
function packFileIn(cacheDir: string): string {
  const keys = readdirSync(cacheDir);
  assert.equal(keys.length, 1, 'one key directory');
  return path.join(cacheDir, keys[0] ?? '', PACK_FILE);
}

type Json = Record<string, unknown>;

/** The schema an id or a $ref (relative to `file`) names, following $refs. */
function resolve(plan: CompiledPlan, file: string, ref: string, depth = 0): { file: string; schema: Json } | null {
  const [refFile, pointer = ''] = ref.split('#');
  const target = refFile ? path.posix.join(path.posix.dirname(file), refFile) : file;
  let node: unknown = plan.schemas[target];
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' ? (node as Json)[key] : undefined;
  }
  if (node === null || typeof node !== 'object') return null;
  const schema = node as Json;
  if (typeof schema.$ref === 'string' && depth < 20) return resolve(plan, target, schema.$ref, depth + 1);
  return { file: target, schema };
}

/** A body wrong almost everywhere: each declared property of the wrong type, or of the right type in a wrong format. */
function wrongEverywhere(plan: CompiledPlan, file: string, schema: Json, depth = 0): unknown {
  if (depth > 4) return { undeclared: true };
  if (typeof schema.format === 'string') return `not a ${schema.format}`;
  if (schema.type === 'string') return 12345;
  if (schema.type === 'array' && typeof schema.items === 'object' && schema.items !== null) {
    const items = follow(plan, file, schema.items as Json);
    return items === null ? [null] : [wrongEverywhere(plan, items.file, items.schema, depth + 1), null];
  }
  if (typeof schema.properties === 'object' && schema.properties !== null) {
    const body: Json = { undeclared_property: 1 };
    for (const [name, property] of Object.entries(schema.properties as Json)) {
      const resolved = follow(plan, file, property as Json);
      body[name] = resolved === null ? null : wrongEverywhere(plan, resolved.file, resolved.schema, depth + 1);
    }
    return body;
  }
  return 'not-a-value';
}

function follow(plan: CompiledPlan, file: string, schema: Json): { file: string; schema: Json } | null {
  return typeof schema.$ref === 'string' ? resolve(plan, file, schema.$ref) : { file, schema };
}

/** Bodies that violate a schema: empty, null, wrong types, and one wrong in every declared property. */
function violatingBodies(plan: CompiledPlan, id: string): unknown[] {
  const file = id.split('#')[0] ?? id;
  const resolved = resolve(plan, file, id.includes('#') ? `#${id.split('#')[1] ?? ''}` : '#');
  const bodies: unknown[] = [{}, null, 42, 'text', [], [{}], { unexpected: [1, 2, 3] }];
  if (resolved !== null) bodies.push(wrongEverywhere(plan, resolved.file, resolved.schema));
  return bodies;
}

function issuesOf(schemas: ContractSchemas, plan: CompiledPlan, ids: readonly string[]): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const id of ids) out.set(id, violatingBodies(plan, id).map((body) => schemas.validate(id, body)));
  return out;
}

// --- a cache hit reports exactly as a fresh compile ------------------------------------------------------------

test('every contract schema id of the plan gives the same issues from the disk cache as from a fresh compile', () => {
  assert.ok(IDS.length > 10, `the plan validates against contract schemas (${IDS.length})`);
  const cacheDir = temporaryDir('contract-schemas-hit-');
  const fresh = new ContractSchemas(PLAN, { cacheDir: null });
  const expected = issuesOf(fresh, PLAN, IDS);
  assert.deepEqual(fresh.stats(), { compiled: IDS.length, loadedFromCache: 0, cacheWriteFailures: 0 });

  const first = new ContractSchemas(PLAN, { cacheDir });
  assert.deepEqual(issuesOf(first, PLAN, IDS), expected, 'compiled on a miss');
  assert.equal(first.stats().compiled, IDS.length);
  assert.equal(first.stats().cacheWriteFailures, 0);

  const cached = new ContractSchemas(PLAN, { cacheDir });
  const fromCache = issuesOf(cached, PLAN, IDS);
  assert.deepEqual(cached.stats(), { compiled: 0, loadedFromCache: IDS.length, cacheWriteFailures: 0 });
  assert.deepEqual(fromCache, expected);

  const all = [...expected.values()].flat(2) as Array<{ keyword: string }>;
  for (const keyword of ['type', 'required', 'additionalProperties']) {
    assert.ok(all.some((issue) => issue.keyword === keyword), `the bodies produce ${keyword} issues`);
  }
  assert.ok(all.length > IDS.length * 3, `the bodies violate the schemas (${all.length} issues)`);
});

/** A small plan whose schemas use formats (ajv-formats, and its formatMinimum keyword), a pointer id and a cross-file $ref. */
function formatPlan(extra: Json = {}): CompiledPlan {
  const common = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE_URI}schemas/common.json`,
    definitions: {
      stamp: { type: 'string', format: 'date-time' },
      day: { type: 'string', format: 'date', formatMinimum: '2000-01-01' },
    },
  };
  const order = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE_URI}schemas/order.json`,
    type: 'object',
    required: ['email', 'created'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email' },
      created: { $ref: 'common.json#/definitions/stamp' },
      day: { $ref: 'common.json#/definitions/day' },
      site: { type: 'string', format: 'uri' },
      id: { type: 'string', format: 'uuid' },
      state: { enum: ['new', 'done'] },
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
      ...extra,
    },
    definitions: { line: { type: 'object', required: ['sku'], properties: { sku: { type: 'string', minLength: 1 } } } },
  };
  const route = (id: string) => ({ response: { schema: { kind: 'contract', id } } }) as unknown as CompiledRoute;
  return {
    routes: [route('schemas/order.json'), route('schemas/order.json#/definitions/line'), route('schemas/common.json#/definitions/day')],
    schemas: { 'schemas/common.json': common, 'schemas/order.json': order },
    overlays: [],
  };
}

const FORMAT_BODIES: unknown[] = [
  {},
  null,
  { email: 'not-an-email', created: '2026-11-22 01:33', day: '1999-12-31', site: 'no uri', id: 'x', state: 'old', code: 'abc', more: 1 },
  { email: 'a@example.com', created: '2026-11-22T01:33:30Z', day: '2026-02-30' },
  { sku: '' },
  '1999-01-01',
  'not a date',
];

test('formats, format keywords, pointer ids and cross-file refs report the same from the cache as from a fresh compile', () => {
  const plan = formatPlan();
  const ids = contractSchemaIds(plan);
  assert.deepEqual(ids, ['schemas/common.json#/definitions/day', 'schemas/order.json', 'schemas/order.json#/definitions/line']);
  const cacheDir = temporaryDir('contract-schemas-formats-');
  const run = (schemas: ContractSchemas) => ids.map((id) => FORMAT_BODIES.map((body) => schemas.validate(id, body)));
  const expected = run(new ContractSchemas(plan, { cacheDir: null }));
  const keywords = new Set(expected.flat(2).map((issue) => issue.keyword));
  for (const keyword of ['format', 'formatMinimum', 'enum', 'pattern', 'required', 'additionalProperties', 'type', 'minLength']) {
    assert.ok(keywords.has(keyword), `the bodies produce ${keyword} issues`);
  }
  const writer = new ContractSchemas(plan, { cacheDir });
  assert.deepEqual(run(writer), expected);
  assert.equal(writer.stats().compiled, ids.length);
  const reader = new ContractSchemas(plan, { cacheDir });
  assert.deepEqual(run(reader), expected);
  assert.deepEqual(reader.stats(), { compiled: 0, loadedFromCache: ids.length, cacheWriteFailures: 0 });
  assert.match(readFileSync(packFileIn(cacheDir), 'utf8'), /commerce-conformance:contract-schema-formats/, 'formats reached through the module id');
});

test('an id no route references is compiled in memory; an unknown id is still an error', () => {
  const plan = formatPlan();
  const cacheDir = temporaryDir('contract-schemas-unlisted-');
  const schemas = new ContractSchemas(plan, { cacheDir });
  assert.deepEqual(schemas.validate('schemas/common.json#/definitions/stamp', '2026-11-22T01:33:30Z'), []);
  assert.equal(schemas.validate('schemas/common.json#/definitions/stamp', 'yesterday')[0]?.keyword, 'format');
  assert.throws(() => schemas.validate('schemas/nothing.json', {}), /contract schema schemas\/nothing\.json is not registered/);
  assert.deepEqual(readdirSync(cacheDir), [], 'nothing written for an id outside the plan');
});

// --- laziness -------------------------------------------------------------------------------------------------

test('nothing is read, compiled or written before the first validation', () => {
  const cacheDir = temporaryDir('contract-schemas-lazy-');
  const schemas = new ContractSchemas(formatPlan(), { cacheDir });
  assert.deepEqual(schemas.stats(), { compiled: 0, loadedFromCache: 0, cacheWriteFailures: 0 });
  assert.deepEqual(readdirSync(cacheDir), []);
  schemas.validate('schemas/order.json', {});
  assert.equal(readdirSync(cacheDir).length, 1);
});

// --- damage and unusable dirs -----------------------------------------------------------------------------------

test('a damaged pack is recompiled and written anew; a damaged code cache is ignored', () => {
  const plan = formatPlan();
  const ids = contractSchemaIds(plan);
  const cacheDir = temporaryDir('contract-schemas-damaged-');
  const expected = ids.map((id) => new ContractSchemas(plan, { cacheDir }).validate(id, FORMAT_BODIES[2]));
  const file = packFileIn(cacheDir);
  const good = readFileSync(file);

  for (const damage of [
    (bytes: Buffer) => bytes.subarray(0, bytes.length - 40), // truncated
    (bytes: Buffer) => Buffer.from(bytes.toString('utf8').replace('"use strict";', '"use strict";throw 1;')), // edited
    () => Buffer.from('not a pack at all'),
  ]) {
    writeFileSync(file, damage(good));
    const recovering = new ContractSchemas(plan, { cacheDir });
    assert.deepEqual(ids.map((id) => recovering.validate(id, FORMAT_BODIES[2])), expected);
    assert.deepEqual(recovering.stats(), { compiled: ids.length, loadedFromCache: 0, cacheWriteFailures: 0 });
    assert.notEqual(ValidatorPack.read(path.dirname(file), () => undefined), null, 'the pack was written anew');
    const after = new ContractSchemas(plan, { cacheDir });
    assert.deepEqual(ids.map((id) => after.validate(id, FORMAT_BODIES[2])), expected);
    assert.equal(after.stats().loadedFromCache, ids.length);
  }

  const keyDir = path.dirname(file);
  for (const name of readdirSync(keyDir).filter((n) => n.endsWith('.v8'))) writeFileSync(path.join(keyDir, name), 'garbage that is no code cache');
  const withBadCodeCache = new ContractSchemas(plan, { cacheDir });
  assert.deepEqual(ids.map((id) => withBadCodeCache.validate(id, FORMAT_BODIES[2])), expected);
  assert.equal(withBadCodeCache.stats().loadedFromCache, ids.length);
  assert.deepEqual(readdirSync(keyDir).filter((n) => n.endsWith('.tmp')), [], 'no temporary files left behind');
});

test('a cache dir that cannot be created falls back to compiling in memory', () => {
  const plan = formatPlan();
  const parent = temporaryDir('contract-schemas-unusable-');
  const blocker = path.join(parent, 'a-file');
  writeFileSync(blocker, 'not a directory');
  const expected = new ContractSchemas(plan, { cacheDir: null }).validate('schemas/order.json', FORMAT_BODIES[2]);
  const schemas = new ContractSchemas(plan, { cacheDir: path.join(blocker, 'cache') });
  assert.deepEqual(schemas.validate('schemas/order.json', FORMAT_BODIES[2]), expected);
  assert.deepEqual(schemas.validate('schemas/order.json#/definitions/line', {}), [
    { pointer: '', keyword: 'required', expected: 'required property sku', actual: 'absent', missingProperty: 'sku' },
  ]);
  assert.deepEqual(schemas.stats(), { compiled: 2, loadedFromCache: 0, cacheWriteFailures: 1 });
});

test('workers missing at the same moment: each writes a whole pack atomically, the last one wins and is read', async () => {
  const plan = formatPlan();
  const ids = contractSchemaIds(plan);
  const dir = temporaryDir('contract-schemas-race-');
  const cacheDir = path.join(dir, 'cache');
  const planFile = path.join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const script = path.join(dir, 'worker.mts');
  const moduleUrl = pathToFileURL(path.join(import.meta.dirname, '..', 'src', 'contracts', 'contract-schema-cache.ts')).href;
  const schemasUrl = pathToFileURL(path.join(import.meta.dirname, '..', 'src', 'runtime', 'contract-schemas.ts')).href;
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
import { contractSchemaIds, openContractSchemaValidators } from ${JSON.stringify(moduleUrl)};
import { validatedSchemas } from ${JSON.stringify(schemasUrl)};
const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// The schemas as ContractSchemas hands them to the cache (unset scalars may be null), so the reader below finds the pack.
const validators = openContractSchemaValidators({ schemas: validatedSchemas(plan), ids: contractSchemaIds(plan), cacheDir: process.argv[3] });
for (const id of contractSchemaIds(plan)) validators.get(id)({});
console.log(JSON.stringify(validators.stats()));
`,
  );
  const run = () =>
    new Promise<string>((done, fail) => {
      execFile(process.execPath, ['--import', 'tsx', script, planFile, cacheDir], { cwd: path.join(import.meta.dirname, '..') }, (error, stdout) =>
        error ? fail(error) : done(stdout),
      );
    });
  const outputs = await Promise.all([run(), run(), run()]);
  for (const output of outputs) assert.equal((JSON.parse(output) as { cacheWriteFailures: number }).cacheWriteFailures, 0);
  const keyDir = path.dirname(packFileIn(cacheDir));
  assert.deepEqual(readdirSync(keyDir).filter((n) => n.endsWith('.tmp')), [], 'no temporary files left behind');
  const expected = ids.map((id) => new ContractSchemas(plan, { cacheDir: null }).validate(id, FORMAT_BODIES[2]));
  const reader = new ContractSchemas(plan, { cacheDir });
  assert.deepEqual(ids.map((id) => reader.validate(id, FORMAT_BODIES[2])), expected);
  assert.equal(reader.stats().loadedFromCache, ids.length);
});

// --- the key --------------------------------------------------------------------------------------------------

test('the key changes with the schema set, the $ids and the exported ids, and nothing else', () => {
  const plan = formatPlan();
  const ids = contractSchemaIds(plan);
  const key = contractSchemaCacheKey(plan.schemas, ids);
  assert.match(key, /^[0-9a-f]{32}$/);
  assert.equal(contractSchemaCacheKey(structuredClone(plan.schemas), [...ids]), key, 'stable');
  const changed = formatPlan({ extra: { type: 'integer' } });
  assert.notEqual(contractSchemaCacheKey(changed.schemas, ids), key, 'a changed schema');
  const moved = structuredClone(plan.schemas) as Record<string, Json>;
  (moved['schemas/order.json'] as Json).$id = `${SCHEMA_BASE_URI}schemas/order-v2.json`;
  assert.notEqual(contractSchemaCacheKey(moved, ids), key, 'a changed $id');
  const added = { ...plan.schemas, 'schemas/more.json': { $id: `${SCHEMA_BASE_URI}schemas/more.json`, type: 'string' } };
  assert.notEqual(contractSchemaCacheKey(added, ids), key, 'an added schema');
  assert.notEqual(contractSchemaCacheKey(plan.schemas, ids.slice(1)), key, 'other exported ids');
  assert.notEqual(contractSchemaCacheKey(PLAN.schemas, IDS), key);

  // a changed schema lands in its own directory and is compiled, never answered by the old pack
  const cacheDir = temporaryDir('contract-schemas-key-');
  new ContractSchemas(plan, { cacheDir }).validate('schemas/order.json', {});
  const later = new ContractSchemas(changed, { cacheDir });
  assert.equal(later.validate('schemas/order.json', { email: 'a@example.com', created: '2026-11-22T01:33:30Z', extra: 'x' })[0]?.keyword, 'type');
  assert.deepEqual(later.stats(), { compiled: 1, loadedFromCache: 0, cacheWriteFailures: 0 });
  assert.equal(readdirSync(cacheDir).length, 2);
});

test('ids map to the schema files ajv knows, and the default cache dir sits next to the registry', () => {
  assert.equal(contractSchemaRef('schemas/a.json'), `${SCHEMA_BASE_URI}schemas/a.json`);
  assert.equal(contractSchemaRef('schemas/a.json#/definitions/b'), `${SCHEMA_BASE_URI}schemas/a.json#/definitions/b`);
  assert.equal(defaultContractSchemaCacheDir({}), path.join('.cache/schema-validators', 'contract-schemas'));
  assert.equal(defaultContractSchemaCacheDir({ COMMERCE_SCHEMA_CACHE_DIR: '/x' }), path.join('/x', 'contract-schemas'));
});
