// The contracts (contracts/*.yaml, contracts/schemas/*.json) checked two ways:
// - against the reference data about the real platform (tests/corpus: the catalog's routes, webapi.xml facts per
//   release, and a real 2.4.7-p3's answers);
// - for internal consistency, which needs nothing outside the repository.
// The YAML files are parsed directly (not through the compiler) so these facts are checked independently of it.

import { CREATED_ONLY, DISCOVERY } from '../src/runtime/data.ts';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { inRange, parseReleaseRanges, presentIn } from '../src/contracts/release.ts';
import type { Permission, RawContractFile, RawRoute } from '../src/contracts/types.ts';
import { readCorpus, realAnswers, releaseRouteSets } from './helpers/corpus.ts';

const CONTRACTS = new URL('../contracts/', import.meta.url);
const SCHEMAS = new URL('../contracts/schemas/', import.meta.url);

// ------------------------------------------------------------------------------------------------ loading

interface Loaded {
  file: string;
  route: RawRoute;
}

function contractFiles(): string[] {
  return readdirSync(CONTRACTS)
    .filter((f) => f.endsWith('.yaml') && f !== 'overlays.yaml' && f !== 'bad-input.yaml')
    .sort();
}

function loadContracts(): { files: Map<string, RawContractFile>; routes: Loaded[] } {
  const files = new Map<string, RawContractFile>();
  const routes: Loaded[] = [];
  for (const file of contractFiles()) {
    const doc = parse(readFileSync(new URL(file, CONTRACTS), 'utf8')) as RawContractFile;
    files.set(file, doc);
    for (const route of doc.routes) routes.push({ file, route });
  }
  return { files, routes };
}

function readJson<T>(url: URL): T {
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

/** /V1/carts/:cartId/items/ → /V1/carts/:/items: webapi.xml and the catalog may name a parameter differently. */
function shape(path: string): string {
  return path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':').replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ':').replace(/\/+$/, '');
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

function permissionOf(resources: string[]): Permission {
  if (resources.length === 1 && resources[0] === 'anonymous') return 'anonymous';
  if (resources.length === 1 && resources[0] === 'self') return 'self';
  return resources;
}

/** Ajv with every contract schema registered under its $id (the file name); refs between files resolve by name. */
function schemaValidator(): { ajv: Ajv; files: string[] } {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.json'));
  for (const f of files) ajv.addSchema(readJson<object>(new URL(f, SCHEMAS)));
  return { ajv, files };
}

function validatorFor(ajv: Ajv, ref: string): ValidateFunction {
  const id = ref.replace(/^schemas\//, '');
  const validate = ajv.getSchema(id);
  assert.ok(validate, `${ref} is not a registered schema`);
  return validate;
}

// ------------------------------------------------------------------------------------------------ vocabulary

/** Fixture names the runtime can find (by a read) or knows only a write or a variable provides: a contract that names
 * another would skip on every installation. */
const FIXTURES = new Set([...Object.keys(DISCOVERY), ...Object.keys(CREATED_ONLY)]);

/** Path parameters of a write route that name something referred to, not the entity being changed or deleted. */
const REFERENCE_PARAMS = new Set(['customerGroupId', 'type', 'qty', 'price', 'websiteId', 'couponCode', 'linkedProductSku', 'formCode', 'status']);

// ------------------------------------------------------------------------------------------------ internal consistency

test('contract files: schema comment, module, source, routes', () => {
  const files = contractFiles();
  assert.ok(files.length >= 31, `expected the 31 module files, found ${files.length}`);
  for (const file of files) {
    const text = readFileSync(new URL(file, CONTRACTS), 'utf8');
    assert.ok(text.startsWith('# yaml-language-server: $schema=./contract.schema.json\n'), `${file}: first line`);
    const doc = parse(text) as RawContractFile;
    assert.ok(doc.module && doc.source && Array.isArray(doc.routes) && doc.routes.length > 0, `${file}: module, source, routes`);
  }
});

test('every :param has exactly one source, and every source names a :param', () => {
  for (const { file, route } of loadContracts().routes) {
    const names = pathParams(route.path);
    assert.deepEqual(Object.keys(route.params ?? {}).sort(), [...names].sort(), `${file}: ${route.method} ${route.path}`);
  }
});

test('fixtures come from the vocabulary; write routes never point at existing data they change', () => {
  for (const { file, route } of loadContracts().routes) {
    const where = `${file}: ${route.method} ${route.path}`;
    const safety = route.safety ?? (route.method === 'GET' ? 'read' : 'write');
    for (const [name, source] of Object.entries(route.params ?? {})) {
      if ('fixture' in source) {
        assert.ok(FIXTURES.has(source.fixture), `${where}: fixture ${source.fixture} is not in the vocabulary`);
        if (safety === 'write') assert.ok(REFERENCE_PARAMS.has(name), `${where}: :${name} of a write route must be {generated: prefixed}, not a fixture`);
      }
      if ('generated' in source) assert.equal(source.generated, 'prefixed', `${where}: :${name}`);
    }
    if (safety === 'read' && route.method !== 'GET') assert.ok(route.notes && route.notes.length > 20, `${where}: a read-only ${route.method} says why in notes`);
  }
});

test('bodies use only the {{prefix}} and {{fixture:<vocabulary>}} placeholders; GET routes have none', () => {
  for (const { file, route } of loadContracts().routes) {
    const where = `${file}: ${route.method} ${route.path}`;
    if (route.method === 'GET') assert.equal(route.body, undefined, `${where}: GET with a body`);
    const text = JSON.stringify(route.body ?? null);
    for (const m of text.matchAll(/\{\{([^}]*)\}\}/g)) {
      const inner = m[1] as string;
      if (inner === 'prefix') continue;
      const fixture = /^fixture:(.+)$/.exec(inner)?.[1];
      assert.ok(fixture && FIXTURES.has(fixture), `${where}: unknown placeholder {{${inner}}}`);
    }
  }
});

test('releases: since <= until, permission ranges parse and lie within the route\'s life', () => {
  for (const { file, route } of loadContracts().routes) {
    const where = `${file}: ${route.method} ${route.path}`;
    const since = route.since ?? '2.0';
    if (route.until) assert.ok(presentIn(route.until, since, null), `${where}: until ${route.until} before since ${since}`);
    for (const entry of route.permissionByRelease ?? []) {
      const parsed = parseReleaseRanges(entry.releases);
      assert.ok(parsed.ok, `${where}: ${entry.releases}`);
      assert.notDeepEqual(entry.permission, route.permission, `${where}: a permissionByRelease entry repeats the newest permission`);
    }
  }
});

test('every response $ref names a schema file whose $id is its file name, and every schema compiles (draft-07)', () => {
  const { ajv, files } = schemaValidator();
  for (const f of files) {
    const doc = readJson<{ $id?: string; $schema?: string }>(new URL(f, SCHEMAS));
    assert.equal(doc.$id, f, `${f}: $id`);
    assert.equal(doc.$schema, 'http://json-schema.org/draft-07/schema#', `${f}: $schema`);
    assert.ok(ajv.getSchema(f), `${f} compiles`);
  }
  let refs = 0;
  for (const { file, route } of loadContracts().routes) {
    const schema = route.response?.schema;
    if (schema && '$ref' in schema) {
      refs++;
      const target = schema.$ref.split('#')[0] as string;
      assert.ok(existsSync(new URL(`../contracts/${target}`, import.meta.url)), `${file}: ${route.method} ${route.path}: ${schema.$ref}`);
    }
  }
  assert.ok(refs > 100, `core resources use contract schemas (${refs} routes)`);
});

test('contract schemas are strict: a wrong type or an unknown field in a core resource is rejected', () => {
  const { ajv } = schemaValidator();
  const product = validatorFor(ajv, 'product.json');
  const good = { id: 1, sku: 's', attribute_set_id: 4, type_id: 'simple', created_at: '2026-11-22 01:33:30', updated_at: '2026-11-22 01:33:30' };
  assert.ok(product(good), JSON.stringify(product.errors));
  assert.ok(!product({ ...good, id: '1' }), 'id as a string');
  assert.ok(!product({ ...good, extra_field: 1 }), 'unknown field');
  assert.ok(!product({ ...good, created_at: '2026-11-22T01:33:30Z' }), 'ISO timestamp instead of YYYY-MM-DD HH:MM:SS');
  const { sku: _dropped, ...withoutSku } = good;
  assert.ok(!product(withoutSku), 'missing sku');
  assert.ok(product({ ...good, extension_attributes: { anything_an_extension_adds: [1] } }), 'extension attributes stay open');
  const cartItem = validatorFor(ajv, 'cart-item.json');
  assert.ok(cartItem({ item_id: 1, sku: 's', qty: 1, name: 'n', price: 1, product_type: 'simple', quote_id: '2' }), 'quote_id is a string');
  assert.ok(!cartItem({ item_id: 1, sku: 's', qty: 1, name: 'n', price: 1, product_type: 'simple', quote_id: 2 }), 'quote_id as an integer');
  const results = validatorFor(ajv, 'order-search-results.json');
  assert.ok(!results({ items: [], total_count: 0 }), 'search results without search_criteria');
});

// ------------------------------------------------------------------------------------------------ against the reference

interface SeedRoute {
  method: string;
  path: string;
  module: string;
  edition: 'both' | 'commerce';
}
interface WebapiRoute {
  module: string;
  method: string;
  url: string;
  resources: string[];
  serviceClass: string | null;
  serviceMethod: string | null;
}

/** The route of the catalog written with a placeholder segment (the payment provider). */
function matchesCatalogPath(catalogPath: string, contractPath: string): boolean {
  if (!catalogPath.includes('<provider>')) return catalogPath === contractPath;
  const pattern = new RegExp(`^${catalogPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('<provider>', '[a-z0-9]+')}$`);
  return pattern.test(contractPath);
}

test('every route of the catalog (seed-routes.json) has exactly one contract, with the catalog\'s edition', () => {
  const seed = readCorpus<{ routes: SeedRoute[] }>('platform-routes/seed-routes.json');
  assert.equal(seed.routes.length, 373);
  const { routes } = loadContracts();
  for (const s of seed.routes) {
    const found = routes.filter(({ route }) => route.method === s.method && matchesCatalogPath(s.path, route.path));
    assert.equal(found.length, 1, `${s.method} ${s.path}: ${found.length} contracts (${found.map((f) => f.file).join(', ')})`);
    const editions = found[0]?.route.editions ?? ['open-source', 'commerce'];
    assert.deepEqual([...editions].sort(), s.edition === 'both' ? ['commerce', 'open-source'] : ['commerce'], `${s.method} ${s.path}: editions`);
  }
  const keys = routes.map(({ route }) => `${route.base ?? 'store'} ${route.method} ${route.path}`);
  assert.equal(new Set(keys).size, keys.length, 'no route is declared twice');
});

/** Routes whose permission has no webapi.xml record to compare with, each for a stated reason. */
const NOT_IN_WEBAPI_XML = new Set([
  'POST /V1/carts/mine/balance/unapply', // only in the Commerce 2.2.10 Swagger document
  'GET /schema', // schema request processor, no route
  'GET /swagger', // Magento_Swagger page, no route
  'POST /rest/v1/app/session/token', // developer-submission API
  'GET /rest/v1/users/:accountId', // developer-submission API
]);
/** Routes newer than the webapi.xml records (2.4.6-p1): the 2.4.7 ones and those of Payment Services, which the records'
 * module set lacks. Their permission is what the real 2.4.7-p3 showed instead: anonymous exactly when its guest schema
 * lists the route (the schema is filtered by the caller's ACL), else the resources its 401 named to a guest. */
function realPermissions(): Map<string, Permission> {
  const operations = readCorpus<Record<string, { operations: Array<[string, string, string, string[]]> }>>('real-2.4.7-p3/schema-operations.json');
  const refusals = readCorpus<{ refusals: Array<{ method: string; path: string; status: number; body: { parameters: { resources: string } } }> }>('real-2.4.7-p3/guest-refusals.json').refusals;
  const seen = new Map<string, Permission>();
  const published = new Set(operations['schema-admin-all.json']?.operations.map(([m, path]) => `${m.toUpperCase()} ${shape(path)}`));
  for (const [m, path] of operations['schema-guest.json']?.operations ?? []) seen.set(`${m.toUpperCase()} ${shape(path)}`, 'anonymous');
  for (const r of refusals) if (r.status === 401) seen.set(`${r.method} ${shape(r.path)}`, permissionOf(r.body.parameters.resources.split(', ')));
  for (const key of seen.keys()) if (!published.has(key)) seen.delete(key);
  return seen;
}

/** Modules that redeclare a core route (same URL) in some editions: the contract follows the core declaration. */
const REDECLARING = new Set(['Magento_AsyncOrder', 'Magento_Company', 'Magento_TwoFactorAuth']);

test('every route\'s permission equals the resources webapi.xml declares (newest release)', () => {
  const os = readCorpus<{ routes: WebapiRoute[] }>('platform-routes/webapi-routes.json');
  const ee = readCorpus<{ routes: WebapiRoute[] }>('platform-routes/webapi-routes-commerce.json');
  const index = new Map<string, WebapiRoute[]>();
  for (const r of [...os.routes, ...ee.routes]) {
    const key = `${r.method} ${shape(r.url)}`;
    index.set(key, [...(index.get(key) ?? []), r]);
  }
  let compared = 0;
  const unmatched: string[] = [];
  const real = realPermissions();
  let newer = 0;
  for (const { file, route } of loadContracts().routes) {
    const key = `${route.method} ${route.path}`;
    const records = index.get(`${route.method} ${shape(route.path)}`) ?? [];
    const core = records.filter((r) => !REDECLARING.has(r.module));
    const record = core[0] ?? records[0];
    const shown = real.get(`${route.method} ${shape(route.path)}`);
    if (!record && shown !== undefined) {
      assert.deepEqual(route.permission, shown, `${file}: ${key} (the real 2.4.7-p3's guest schema and 401s)`);
      newer++;
      continue;
    }
    if (!record) {
      unmatched.push(key);
      continue;
    }
    if (NOT_IN_WEBAPI_XML.has(key)) assert.fail(`${key} is listed as absent from webapi.xml but matches ${record.module} ${record.url}`);
    assert.deepEqual(route.permission, permissionOf(record.resources), `${file}: ${key} (webapi.xml of ${record.module}: ${record.url})`);
    if (route.service && record.serviceClass) {
      assert.equal(route.service, `${record.serviceClass}::${record.serviceMethod}`, `${file}: ${key} service`);
    }
    compared++;
  }
  assert.deepEqual(unmatched.sort(), [...NOT_IN_WEBAPI_XML].sort());
  assert.ok(compared >= 370, `compared ${compared} routes`);
  assert.ok(newer >= 16, `compared ${newer} routes with the real 2.4.7-p3`);
});

test('since, until and permissionByRelease agree with the route set of every mirrored release', () => {
  const releases = [...releaseRouteSets()].map(([key, declared]) => {
    const release = key.replace(/^(os|ee)-(b2b-)?/, '');
    const rows = new Map<string, string[]>();
    for (const [method, url, resources] of declared) {
      const k = `${method} ${shape(url)}`;
      if (!rows.has(k)) rows.set(k, resources);
    }
    // The Commerce + B2B 2.3.3 tree is a partial module set: it only proves presence, never absence.
    return { key, release, rows, partial: key.startsWith('ee-b2b-'), commerce: key.startsWith('ee-') };
  });
  let checked = 0;
  for (const { file, route } of loadContracts().routes) {
    if ((route.base ?? 'store') !== 'store' || !route.path.startsWith('/V1/')) continue;
    const where = `${file}: ${route.method} ${route.path}`;
    const since = route.since ?? '2.0';
    const commerceOnly = (route.editions ?? []).length === 1 && route.editions?.[0] === 'commerce';
    for (const r of releases) {
      if (commerceOnly && !r.commerce) continue;
      if (!presentIn(r.release, since, route.until ?? null)) continue;
      const resources = r.rows.get(`${route.method} ${shape(route.path)}`);
      if (!resources) {
        assert.ok(r.partial, `${where}: the contract says it exists in ${r.release} (since ${since}${route.until ? `, until ${route.until}` : ''}), ${r.key} does not declare it`);
        continue;
      }
      const entry = (route.permissionByRelease ?? []).find((e) => {
        const parsed = parseReleaseRanges(e.releases);
        return parsed.ok && parsed.ranges.some((range) => inRange(r.release, range));
      });
      const expected = entry ? entry.permission : route.permission;
      // Company (B2B) redeclares some customer routes with no resource of its own: only compare real declarations.
      if (resources.length === 0) continue;
      assert.deepEqual(expected, permissionOf(resources), `${where}: permission in ${r.key}`);
      checked++;
    }
  }
  assert.ok(checked > 10000, `compared ${checked} route/release pairs`);
});

test('the real 2.4.7-p3 answers (status 200) validate against the contract schemas', () => {
  const { ajv } = schemaValidator();
  const byShape = new Map<string, RawRoute[]>();
  for (const { route } of loadContracts().routes) {
    const k = `${route.method} ${shape(route.path)}`;
    byShape.set(k, [...(byShape.get(k) ?? []), route]);
  }
  const failures: string[] = [];
  let validated = 0;
  for (const answer of realAnswers()) {
    const f = answer.file;
    if (answer.status !== 200) continue;
    for (const route of byShape.get(`${answer.method} ${shape(answer.path)}`) ?? []) {
      const schema = route.response?.schema;
      if (!schema || !('$ref' in schema)) continue;
      const validate = validatorFor(ajv, schema.$ref);
      validated++;
      if (!validate(answer.body)) failures.push(`${f} against ${schema.$ref}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(validated >= 100, `validated ${validated} answers`);
});

// Seed 000's tables, row by row; POST /V1/company (Create company, B2B) has no catalog route, and the seed's
// PUT /V1/integration/customer/token (Customer login) is carried by the catalog's POST route.
test('challenge headers: the seed\'s X-Captcha forms and X-ReCaptcha settings sit on their routes', () => {
  const expected: Record<string, { captcha?: string; recaptcha?: string }> = {
    'POST /V1/carts/mine/giftCards': { captcha: 'Add gift card code' },
    'POST /V1/carts/guest-carts/:cartId/giftCards': { captcha: 'Add gift card code' },
    'PUT /V1/carts/:cartId/coupons/:couponCode': { captcha: 'Apply coupon code', recaptcha: 'Coupon codes' },
    'PUT /V1/guest-carts/:cartId/coupons/:couponCode': { captcha: 'Apply coupon code', recaptcha: 'Coupon codes' },
    'PUT /V1/customers/me/password': { captcha: 'Change password', recaptcha: 'Forgot password' },
    'POST /V1/carts/mine/payment-information': { captcha: 'Checkout and placing order', recaptcha: 'Checkout and placing order' },
    'POST /V1/carts/mine/set-payment-information': { captcha: 'Checkout and placing order', recaptcha: 'Checkout and placing order' },
    'POST /V1/guest-carts/:cartId/payment-information': { captcha: 'Checkout and placing order', recaptcha: 'Checkout and placing order' },
    'POST /V1/guest-carts/:cartId/set-payment-information': { captcha: 'Checkout and placing order', recaptcha: 'Checkout and placing order' },
    'POST /V1/customers': { captcha: 'Create user', recaptcha: 'Create new customer account' },
    'POST /V1/customers/resetPassword': { captcha: 'Forgot password' },
    'PUT /V1/customers/password': { captcha: 'Forgot password' },
    'POST /V1/integration/customer/token': { captcha: 'Login', recaptcha: 'Customer login' },
    'PUT /V1/customers/me': { recaptcha: 'Edit customer account' },
  };
  const actual: Record<string, unknown> = {};
  for (const { route } of loadContracts().routes) {
    if (route.challenge) actual[`${route.method} ${route.path}`] = route.challenge;
  }
  assert.deepEqual(actual, expected);
});
