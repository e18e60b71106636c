// Read-back as contract data: sources, templates, and the lint that holds a write's readBack to the plan, each
// problem at the line that needs fixing.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compileContractsDir, formatContractError } from './compile.ts';
import { fillTemplate, parsePointer, parseSource, resolveSource } from './read-back.ts';

test('sources name the write\'s path parameters, its body and its answer', () => {
  assert.deepEqual(parseSource('path.sku'), { from: 'path', name: 'sku' });
  assert.deepEqual(parseSource('body.prices[0].sku'), { from: 'body', pointer: ['prices', 0, 'sku'] });
  assert.deepEqual(parseSource('answer'), { from: 'answer', pointer: [] });
  assert.deepEqual(parseSource('answer.items[1]'), { from: 'answer', pointer: ['items', 1] });
  for (const bad of ['body', 'path', 'path.a.b', 'query.x', 'body.a[x]', '', 'owned', 'owned.a.b', 'literal:', 'literal:{nope']) assert.equal(parseSource(bad), null, bad);
  // An item of an array answer, a value of the run's own entity the write was bound to, and a literal the read must show.
  assert.deepEqual(parseSource('answer[0]'), { from: 'answer', pointer: [0] });
  assert.deepEqual(parseSource('owned.sku'), { from: 'owned', name: 'sku' });
  assert.deepEqual(parseSource('literal:null'), { from: 'literal', value: null });
  assert.deepEqual(parseSource('literal:"all groups"'), { from: 'literal', value: 'all groups' });
  const bound = { path: {}, body: null, answer: ['CODE1'], owned: { sku: 'own-1' } };
  assert.equal(resolveSource(parseSource('answer[0]')!, bound), 'CODE1');
  assert.equal(resolveSource(parseSource('owned.sku')!, bound), 'own-1');
  assert.equal(resolveSource(parseSource('owned.nothing')!, bound), undefined, 'a value the bound entity lacks is missing');
  assert.equal(resolveSource(parseSource('owned.sku')!, { path: {}, body: null, answer: null }), undefined, 'a write bound to nothing has no owned values');
  assert.equal(resolveSource(parseSource('literal:3')!, bound), 3);
  assert.deepEqual(parsePointer(''), []);
  const values = { path: { sku: 'S1' }, body: { prices: [{ sku: 'S1', price: 3 }] }, answer: 42 };
  assert.equal(resolveSource(parseSource('body.prices[0].price')!, values), 3);
  assert.equal(resolveSource(parseSource('answer')!, values), 42);
});

test('a literal source is a value the read must show whatever the write sent (a state it moves the entity to)', () => {
  assert.deepEqual(parseSource('literal:"holded"'), { from: 'literal', value: 'holded' });
  assert.deepEqual(parseSource('literal:[]'), { from: 'literal', value: [] });
  assert.deepEqual(parseSource('literal:{"state": "canceled"}'), { from: 'literal', value: { state: 'canceled' } });
  for (const bad of ['literal:', 'literal:holded', 'literal:{']) assert.equal(parseSource(bad), null, bad);
  assert.equal(resolveSource(parseSource('literal:0')!, { path: {}, body: null, answer: null }), 0);
});

test('templates keep a whole placeholder\'s type and fill text around others; a missing value is reported', () => {
  const values = { path: { sku: 'S1' }, body: { product: { price: 3 } }, answer: { id: 7 } };
  const missing: string[] = [];
  assert.deepEqual(fillTemplate({ skus: ['{{path.sku}}'], id: '{{answer.id}}', text: 'id {{answer.id}} of {{path.sku}}', none: '{{answer.nothing}}' }, values, (s) => missing.push(s)), { skus: ['S1'], id: 7, text: 'id 7 of S1', none: undefined });
  assert.deepEqual(missing, ['answer.nothing']);
});

const HEADER = '# yaml-language-server: $schema=./contract.schema.json\nmodule: Catalog\nsource: unit test\nroutes:\n';
const READ = '  - method: GET\n    path: /V1/products/:sku\n    permission: [Magento_Catalog::products]\n    params:\n      sku: { fixture: product.sku }\n';
const WRITE = (readBack: string) => `  - method: POST\n    path: /V1/products\n    permission: [Magento_Catalog::products]\n    body:\n      product:\n        sku: '{{prefix}}-sku'\n        name: n\n    readBack:\n${readBack}`;

function lint(readBack: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'read-back-'));
  copyFileSync(new URL('../../contracts/contract.schema.json', import.meta.url), join(dir, 'contract.schema.json'));
  writeFileSync(join(dir, 'catalog.yaml'), HEADER + READ + WRITE(readBack));
  const result = compileContractsDir(dir);
  return result.ok ? [] : result.errors.map(formatContractError);
}

test('a read-back that names the read, gives its parameters and compares what the write sent compiles', () => {
  assert.deepEqual(lint('      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: created\n      fields: { name: body.product.name }\n'), []);
  assert.deepEqual(lint('      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: created\n      fields: { status: \'literal:1\' }\n'), []);
});

test('each way a read-back can be wrong is one error at its line', () => {
  const cases: Array<[string, RegExp]> = [
    ['      route: GET /V1/nothing/:sku\n      params: { sku: body.product.sku }\n      expect: created\n      fields: { name: body.product.name }\n', /catalog\.yaml:18:14 {2}readBack\.route GET \/V1\/nothing\/:sku is no route of the plan/],
    ['      route: GET /V1/products/:sku\n      expect: created\n      fields: { name: body.product.name }\n', /readBack\.params lacks :sku of GET \/V1\/products\/:sku/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.sku, x: path.y }\n      expect: created\n      fields: { name: body.product.name }\n', /readBack\.params\.x is not a parameter/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.nothing }\n      expect: created\n      fields: { name: body.product.name }\n', /"body\.product\.nothing": the contract body of POST \/V1\/products has nothing there/],
    ['      route: GET /V1/products/:sku\n      params: { sku: path.sku }\n      expect: created\n      fields: { name: body.product.name }\n', /"path\.sku": \/V1\/products has no :sku/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: created\n', /expect: created compares nothing/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: deleted\n      fields: { name: body.product.name }\n', /a deleted entity has no fields to compare/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: linked\n      fields: { name: body.product.name }\n', /expect: linked needs the item that is linked/],
    ['      route: GET /V1/products/:sku\n      params: { sku: body.product.sku }\n      expect: created\n      fields: { name: query.x }\n', /"query\.x" has the wrong form/],
    ['      route: POST /V1/products\n      params: { sku: body.product.sku }\n      expect: created\n      fields: { name: body.product.name }\n', /readBack\.route POST \/V1\/products is a write/],
  ];
  for (const [readBack, want] of cases) {
    const errors = lint(readBack);
    assert.ok(errors.some((e) => want.test(e)), `${want} in:\n${errors.join('\n')}`);
    for (const e of errors) assert.match(e, /^catalog\.yaml:\d+:\d+ {2}.+ \(.+\)$/, 'file:line:col  message  (hint)');
  }
});
