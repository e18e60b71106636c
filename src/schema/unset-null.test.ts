import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unsetMayBeNull, unsetScalarsMayBeNull } from './unset-null.ts';

test('a scalar property accepts null (real 2.4.7: stock_item.qty null for a product created without stock data)', () => {
  assert.deepEqual(unsetMayBeNull({ type: 'number' }), { type: ['number', 'null'] });
  assert.deepEqual(unsetMayBeNull({ type: 'string', enum: ['a'] }), { type: ['string', 'null'], enum: ['a', null] });
});

test('objects, arrays and untyped schemas keep their type: a null there stays a finding', () => {
  assert.deepEqual(unsetMayBeNull({ type: 'object' }), { type: 'object' });
  assert.deepEqual(unsetMayBeNull({ type: 'array', items: { type: 'string' } }), { type: 'array', items: { type: 'string' } });
  assert.deepEqual(unsetMayBeNull({ $ref: '#/definitions/x' }), { $ref: '#/definitions/x' });
});

test('throughout a schema: nested properties, items, definitions; required and enum values untouched', () => {
  const out = unsetScalarsMayBeNull({
    type: 'object',
    required: ['qty'],
    properties: { qty: { type: 'number' }, stock: { type: 'object', properties: { is_in_stock: { type: 'boolean' } } } },
    definitions: { item: { type: 'object', properties: { id: { type: 'integer' } } } },
  });
  assert.deepEqual(out, {
    type: 'object',
    required: ['qty'],
    properties: { qty: { type: ['number', 'null'] }, stock: { type: 'object', properties: { is_in_stock: { type: ['boolean', 'null'] } } } },
    definitions: { item: { type: 'object', properties: { id: { type: ['integer', 'null'] } } } },
  });
});

test('conversion of the target\'s own document widens scalar properties; as-declared leaves them', async () => {
  const { convertSchema } = await import('./convert.ts');
  const product = { type: 'object', properties: { qty: { type: 'number' }, item: { $ref: '#/definitions/x' } } };
  const options = { dialect: 'swagger-2.0' as const, refBase: '', undeclaredProperties: 'allow' as const, source: 'test' };
  assert.deepEqual(convertSchema(product, { ...options, unsetScalars: 'null' }), { type: 'object', properties: { qty: { type: ['number', 'null'] }, item: { $ref: '#/definitions/x' } } });
  assert.deepEqual(convertSchema(product, options), { type: 'object', properties: { qty: { type: 'number' }, item: { $ref: '#/definitions/x' } } });
});

test('a document that marks its nullable fields is taken at its word; the platform\'s own never marks any', async () => {
  const { declaresNullability } = await import('./unset-null.ts');
  assert.equal(declaresNullability({ definitions: { p: { properties: { name: { type: 'string' }, qty: { type: 'number', 'x-nullable': true } } } } }), true);
  assert.equal(declaresNullability({ components: { schemas: { p: { properties: { qty: { type: 'number', nullable: true } } } } } }), true);
  assert.equal(declaresNullability({ definitions: { p: { properties: { name: { type: 'string' } } } } }), false, 'real 2.4.7: no mark anywhere');
  assert.equal(declaresNullability({ definitions: { p: { properties: { nullable: { type: 'boolean' } } } } }), false, 'a property named nullable is no mark');
});
