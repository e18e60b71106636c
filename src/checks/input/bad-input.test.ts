// The bad input of contracts/bad-input.yaml against the write family's rules: every route it names is one the run
// executes at COMMERCE_WRITES=allow, or at full for the routes on its carts (the commerce core's and Adobe Commerce's
// own), on its MSI source (sources and stock-source links: a source is never deleted) and on its images (their files
// stay in pub/media); a case of the full level is one whose acceptance would leave a file: its bad input is sent on
// the run's own entities, nowhere else; every binding
// names a value an entity of the run's own has, and every answer's placeholders are filled from what was sent.
import { strict as assert } from 'node:assert';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { compileContractsDir } from '../../contracts/compile.ts';
import type { BadInputCase } from '../../contracts/types.ts';
import { OWNED_FACTORIES } from '../owned/entities.ts';
import { confine, levelOf } from '../owned/confinement.ts';
import { COMMERCE_ROUTES } from '../owned/commerce-routes.ts';
import { EDITION_ROUTES } from '../owned/edition-routes.ts';
import { ownPlaceholders } from '../../contracts/bad-input.ts';
import { OWNED_ROUTES } from '../owned/routes.ts';
import { caseValue, expectedAnswer } from './bad-input.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
if (!compiled.ok) throw new Error('contracts do not compile');
const withCases = compiled.plan.routes.filter((r) => (r.badInput ?? []).length > 0);
// The writes: a read's cases (input.unknown-on-read) replace a path parameter and change nothing.
const named = withCases.filter((r) => r.method !== 'GET');

test('every route with bad input is executed on the run\'s own entities: at allow, or at full on the run\'s carts, MSI source and images', () => {
  for (const route of named) {
    const confinement = confine(route, route.permission, 'executed');
    assert.ok(confinement.ok, `${route.key}: ${confinement.ok ? '' : confinement.reason}`);
    const owned = OWNED_ROUTES[route.key];
    const full = route.key in COMMERCE_ROUTES || route.key in EDITION_ROUTES || (owned !== undefined && levelOf(owned) === 'full');
    assert.equal(confinement.ok && confinement.level, full ? 'full' : 'allow', route.key);
  }
});

test('a read\'s cases only replace a path parameter or leave query parameters out: nothing is written, at any level', () => {
  const reads = withCases.filter((r) => r.method === 'GET');
  assert.ok(reads.length >= 70, `${reads.length} reads`);
  const replaces = (c: BadInputCase): boolean => c.check === 'unknown-reference' && c.unknownParam !== undefined && c.omitQuery === undefined;
  const omits = (c: BadInputCase): boolean => c.check === 'missing-required' && c.omitQuery !== undefined && c.unknownParam === undefined;
  for (const route of reads) for (const c of route.badInput ?? []) assert.ok((replaces(c) || omits(c)) && Object.keys(c.set).length === 0 && c.bind === undefined, `${route.key}: ${c.what}`);
});

test('every binding names an entity kind the run makes', () => {
  for (const route of named) {
    for (const c of route.badInput ?? []) for (const text of Object.values(c.bind ?? {})) assert.ok(text.split('.')[0] as string in OWNED_FACTORIES, `${route.key}: ${text}`);
  }
});

test('every {own:<kind>.<value>} a case sets names an entity kind the run makes, and a fresh case a route it binds', () => {
  const named = withCases.flatMap((route) => (route.badInput ?? []).flatMap((c) => Object.values(c.set).flatMap(ownPlaceholders).map((own) => ({ route, own }))));
  assert.ok(named.length >= 3, `${named.length} values`);
  for (const { route, own } of named) assert.ok(own.kind in OWNED_FACTORIES, `${route.key}: ${own.text}`);
  for (const route of named.map((n) => n.route)) assert.ok(route.key in COMMERCE_ROUTES || route.key in EDITION_ROUTES, `${route.key}: an entity of the full level`);
  for (const route of withCases) for (const c of route.badInput ?? []) if (c.entities === 'fresh') assert.ok(route.key in COMMERCE_ROUTES, `${route.key}: ${c.what}`);
});

test('an answer\'s placeholders are filled from what was sent: the unknown id as text or number, a path parameter, a body field, a value of the case\'s own entity', () => {
  const answer = { status: 404, message: 'A "{body:attributeSet.attribute_set_name}" set of "{own:order.sku}"', parameters: ['{path:attributeCode}', '{value}', '{value:int}'] };
  assert.deepEqual(expectedAnswer(answer, { unknown: '2100000000', params: { attributeCode: 'color' }, body: { attributeSet: { attribute_set_name: 'x-set' } }, own: { order: { sku: 'cct-sku' } } }), { status: 404, message: 'A "x-set" set of "cct-sku"', parameters: ['color', '2100000000', 2100000000] });
});

test('an answer\'s {owned:<value>} is a value of the run\'s own entity the route is sent on (the product\'s id a refused website assignment names)', () => {
  const answer = { status: 400, message: 'Could not assign product "%1" to websites "%2"', parameters: ['{owned:id}', '{value:int}'] };
  assert.deepEqual(expectedAnswer(answer, { unknown: '2100000000', params: { sku: 'cct-sku' }, body: {}, owned: { sku: 'cct-sku', id: '412' } }), { status: 400, message: 'Could not assign product "%1" to websites "%2"', parameters: ['412', 2100000000] });
  // Unfilled without the value: the case then fails against any real answer instead of passing on a guess.
  assert.deepEqual(expectedAnswer(answer, { unknown: '2100000000', params: {}, body: {} }).parameters, ['{owned:id}', 2100000000]);
});

test('a case of the full level is one a platform that took it would answer by writing a file: downloadable file content', () => {
  const full = withCases.flatMap((route) => (route.badInput ?? []).filter((c) => c.level === 'full').map((c) => ({ route, c })));
  assert.ok(full.length >= 6, `${full.length} cases`);
  for (const { route, c } of full) {
    assert.match(route.key, /downloadable-links/, route.key);
    assert.ok(Object.keys(c.set).some((pointer) => pointer.endsWith('_file_content')), `${route.key}: ${c.what}`);
  }
});

test('a case\'s {owned:<value>} sends a value of the run\'s own entity the route is sent on (the admin label of its attribute\'s other option)', () => {
  assert.equal(caseValue('{owned:otherLabel}', 'cctx', {}, { code: 'a', otherLabel: 'cct other option' }), 'cct other option');
  assert.deepEqual(caseValue({ label: '{owned:otherLabel}' }, 'cctx', {}, { otherLabel: 'o' }), { label: 'o' });
  assert.equal(caseValue('{owned:none}', 'cctx', {}, {}), '{owned:none}', 'a value the entity lacks is sent as written, and the platform\'s answer then says so');
});
