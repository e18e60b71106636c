// contracts/bad-input.yaml as contract data: the generic forms expanded per route, a route's own cases as written,
// and the lint that holds each entry to the plan, each problem at its line.
import { strict as assert } from 'node:assert';
import { copyFileSync, cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { expandRoute, ownPlaceholders, type RawBadInputFile, WRONG_TYPE_VALUE } from './bad-input.ts';
import { compileContractsDir, formatContractError } from './compile.ts';
import type { BadInputCase } from './types.ts';

const FORMS: RawBadInputFile['forms'] = {
  required: { status: 400, message: '"%fieldName" is required. Enter and try again.' },
  several: { status: 400, message: 'One or more input exceptions have occurred.' },
  wrongType: { status: 400, message: 'Error occurred during "{field}" processing. The "array" value\'s type is invalid. The "{type}" type was expected. Verify and try again.' },
  wrongTypeArgument: { status: 400, message: 'The "array" value\'s type is invalid. The "{type}" type was expected. Verify and try again.' },
};
const FILE: RawBadInputFile = { source: 'unit test', forms: FORMS, routes: [] };

test('one required parameter: {} answered with it; several: the aggregate, one error each in order', () => {
  const [one] = expandRoute(FILE, { route: 'POST /V1/products', required: ['product'] });
  assert.deepEqual(one, { check: 'missing-required', what: 'an empty body ({})', body: 'empty', set: {}, answer: { status: 400, message: FORMS.required.message, parameters: { fieldName: 'product' } }, source: 'unit test' });
  const [several] = expandRoute(FILE, { route: 'POST /V1/customers/confirm', required: ['email', 'websiteId'] });
  assert.deepEqual(several?.answer, { status: 400, message: 'One or more input exceptions have occurred.', errors: [{ message: FORMS.required.message, parameters: { fieldName: 'email' } }, { message: FORMS.required.message, parameters: { fieldName: 'websiteId' } }] });
});

test('a wrong type: a data object\'s field names itself, an argument does not', () => {
  const [nested] = expandRoute(FILE, { route: 'POST /V1/products', wrongType: { field: 'product.sku', type: 'string' } });
  assert.deepEqual(nested?.set, { 'product.sku': WRONG_TYPE_VALUE });
  assert.equal(nested?.answer.message, 'Error occurred during "sku" processing. The "array" value\'s type is invalid. The "string" type was expected. Verify and try again.');
  const [argument] = expandRoute(FILE, { route: 'PUT /V1/categories/:categoryId/move', wrongType: { field: 'parentId', type: 'int' } });
  assert.equal(argument?.answer.message, 'The "array" value\'s type is invalid. The "int" type was expected. Verify and try again.');
});

test('the project\'s file compiles: every route it names is a write of the plan (100 or more) or a read whose cases replace a path parameter or leave query parameters out', () => {
  const compiled = compileContractsDir(fileURLToPath(new URL('../../contracts/', import.meta.url)));
  assert.ok(compiled.ok, compiled.ok ? '' : compiled.errors.map(formatContractError).join('\n'));
  const named = compiled.plan.routes.filter((r) => (r.badInput ?? []).length > 0);
  assert.ok(named.length >= 100, `${named.length} routes`);
  const reads = named.filter((r) => r.method === 'GET');
  assert.ok(named.length - reads.length >= 100, `${named.length - reads.length} writes`);
  const readCase = (c: BadInputCase): boolean => Object.keys(c.set).length === 0 && ((c.check === 'unknown-reference' && c.unknownParam !== undefined) || (c.check === 'missing-required' && c.omitQuery !== undefined));
  assert.ok(reads.every((r) => (r.badInput ?? []).every(readCase)), reads.map((r) => r.key).join(', '));
});

/** The project's contracts with another bad-input.yaml. */
function withFile(text: string): ReturnType<typeof compileContractsDir> {
  const dir = mkdtempSync(join(tmpdir(), 'bad-input-'));
  const contracts = fileURLToPath(new URL('../../contracts/', import.meta.url));
  for (const f of ['catalog.yaml', 'tax.yaml', 'contract.schema.json']) copyFileSync(join(contracts, f), join(dir, f));
  cpSync(join(contracts, 'schemas'), join(dir, 'schemas'), { recursive: true });
  writeFileSync(join(dir, 'bad-input.yaml'), text);
  return compileContractsDir(dir);
}

const HEAD = `source: unit test\nforms:\n  required: { status: 400, message: r }\n  several: { status: 400, message: s }\n  wrongType: { status: 400, message: w }\n  wrongTypeArgument: { status: 400, message: a }\nroutes:\n`;

test('a route the plan lacks, a parameter the path lacks, a read, an unknown key: each at its line', () => {
  const result = withFile(`${HEAD}  - route: POST /V1/nothing\n    required: [x]\n  - route: DELETE /V1/taxRates/:rateId\n    cases:\n      - { check: unknown-reference, what: no such, unknown: id, answer: { status: 404, message: m }, source: unit test }\n`);
  const lines = result.ok ? [] : result.errors.map(formatContractError);
  assert.ok(lines.some((l) => /^bad-input\.yaml:8:\d+ +POST \/V1\/nothing is not a route of the plan/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^bad-input\.yaml:12:\d+ +:id is not a parameter of \/V1\/taxRates\/:rateId/.test(l)), lines.join('\n'));
  const read = withFile(`${HEAD}  - route: GET /V1/taxRates/:rateId\n    cases:\n      - { check: unknown-reference, what: no such, set: { x: 1 }, answer: { status: 404, message: m }, source: unit test }\n`);
  assert.ok(!read.ok && read.errors.some((e) => e.line === 8 && /is a read/.test(e.message)), read.ok ? 'compiled' : read.errors.map(formatContractError).join('\n'));
  const readUnknown = withFile(`${HEAD}  - route: GET /V1/taxRates/:rateId\n    cases:\n      - { check: unknown-reference, what: no such, unknown: rateId, answer: { status: 404, message: m }, source: unit test }\n`);
  const aboutTheFile = readUnknown.ok ? [] : readUnknown.errors.filter((e) => e.file.endsWith('bad-input.yaml'));
  assert.deepEqual(aboutTheFile.map(formatContractError), [], 'a read\'s unknown path parameter is a case');
  const unknownKey = withFile(`${HEAD}  - route: POST /V1/taxRates\n    nonsense: 1\n`);
  assert.equal(unknownKey.ok, false);
});

test('a read\'s unknown parameter may be sent as a value the case gives; value needs unknown, on a read', () => {
  const given = withFile(`${HEAD}  - route: GET /V1/taxRates/:rateId\n    cases:\n      - { check: unknown-reference, what: no number, unknown: rateId, value: abc, answer: { status: 400, message: m }, source: unit test }\n`);
  assert.deepEqual(given.ok ? [] : given.errors.filter((e) => e.file.endsWith('bad-input.yaml')).map(formatContractError), [], 'a read\'s unknown parameter sent as abc');
  assert.equal(expandRoute(FILE, { route: 'GET /V1/taxRates/:rateId', cases: [{ check: 'unknown-reference', what: 'no number', unknown: 'rateId', value: 'abc', answer: { status: 400, message: 'm' }, source: 'unit test' }] })[0]?.unknownValue, 'abc');
  const alone = withFile(`${HEAD}  - route: DELETE /V1/taxRates/:rateId\n    cases:\n      - { check: unknown-reference, what: no number, value: abc, answer: { status: 400, message: m }, source: unit test }\n`);
  assert.ok(!alone.ok && alone.errors.some((e) => /value on DELETE \/V1\/taxRates\/:rateId without a read's unknown parameter/.test(e.message)), alone.ok ? 'compiled' : alone.errors.map(formatContractError).join('\n'));
});

test('a read\'s missing query parameters: omit names what its query sends, and only a read leaves them out', () => {
  const ok = withFile(`${HEAD}  - route: GET /V1/taxRates/search\n    cases:\n      - { check: missing-required, what: no searchCriteria, omit: [searchCriteria], answer: { status: 400, message: m }, source: unit test }\n`);
  assert.deepEqual(ok.ok ? [] : ok.errors.filter((e) => e.file.endsWith('bad-input.yaml')).map(formatContractError), [], 'a search without its searchCriteria is a case');
  const unsent = withFile(`${HEAD}  - route: GET /V1/taxRates/search\n    cases:\n      - { check: missing-required, what: no filter, omit: [filter], answer: { status: 400, message: m }, source: unit test }\n`);
  assert.ok(!unsent.ok && unsent.errors.some((e) => e.line === 10 && /sends no query parameter filter/.test(e.message)), unsent.ok ? 'compiled' : unsent.errors.map(formatContractError).join('\n'));
  const write = withFile(`${HEAD}  - route: POST /V1/taxRates\n    cases:\n      - { check: missing-required, what: no x at all, omit: [x], answer: { status: 400, message: m }, source: unit test }\n`);
  assert.ok(!write.ok && write.errors.some((e) => /omit on POST \/V1\/taxRates, a write/.test(e.message)), write.ok ? 'compiled' : write.errors.map(formatContractError).join('\n'));
  const mixed = withFile(`${HEAD}  - route: GET /V1/taxRates/search\n    cases:\n      - { check: unknown-reference, what: no x at all, omit: [searchCriteria], answer: { status: 400, message: m }, source: unit test }\n`);
  assert.ok(!mixed.ok && mixed.errors.some((e) => e.line === 8 && /is a read/.test(e.message)), mixed.ok ? 'compiled' : mixed.errors.map(formatContractError).join('\n'));
});
test('a route\'s unchanged read goes with each of its cases; a case\'s fresh entities are its own', () => {
  const unchanged = { route: 'GET /V1/orders/:id', params: { id: 'path.orderId' } };
  const cases = expandRoute(FILE, { route: 'POST /V1/order/:orderId/refund', required: ['x'], unchanged, cases: [{ check: 'foreign-reference', what: 'another order\'s item', entities: 'fresh', set: { items: [{ order_item_id: '{own:order.itemId}' }] }, answer: { status: 400, message: 'm' }, source: 'unit test' }] });
  assert.deepEqual(cases.map((c) => c.unchanged), [unchanged, unchanged]);
  assert.equal(cases[1]?.entities, 'fresh');
  assert.deepEqual(ownPlaceholders(cases[1]?.set), [{ text: '{own:order.itemId}', kind: 'order', value: 'itemId', problem: null }]);
  assert.equal(ownPlaceholders({ a: ['{own:order}'] })[0]?.problem, 'is not an {own:<kind>.<value>} placeholder');
});

test('the unchanged read, {own:...} values and fresh entities are held to the plan, each problem at its line', () => {
  const result = withFile(`${HEAD}  - route: PUT /V1/taxRates\n    unchanged: { route: GET /V1/taxRates/:rateId, params: { id: path.rateId } }\n    cases:\n      - { check: foreign-reference, what: no such, set: { taxRate.id: '{own:tax-rate}' }, answer: { status: 404, message: m }, source: unit test }\n  - route: DELETE /V1/taxRates/:rateId\n    unchanged: { route: GET /V1/nothing/:id, params: { id: answer } }\n    cases:\n      - { check: delete-in-use, what: in use, entities: fresh, bind: { rateId: tax-rule.rateId }, answer: { status: 400, message: m }, source: unit test }\n`);
  const lines = result.ok ? [] : result.errors.map(formatContractError);
  const at = (line: number, pattern: RegExp): void => assert.ok(lines.some((l) => l.startsWith(`bad-input.yaml:${line}:`) && pattern.test(l)), `${line} ${pattern}\n${lines.join('\n')}`);
  at(9, /unchanged\.params lacks :rateId of GET \/V1\/taxRates\/:rateId/);
  at(9, /id is not a parameter of GET \/V1\/taxRates\/:rateId/);
  at(9, /"path\.rateId": \/V1\/taxRates has no :rateId/);
  at(11, /"\{own:tax-rate\}" is not an \{own:<kind>\.<value>\} placeholder/);
  at(13, /GET \/V1\/nothing\/:id is not a route of the plan/);
  at(15, /entities: fresh makes every entity of the case anew/);
});

