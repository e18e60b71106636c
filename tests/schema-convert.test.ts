// Conversion of published schema objects to JSON Schema, and each overlay kind, on small inline schemas.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';
import type { SchemaOverlay } from '../src/contracts/types.ts';
import {
  applyOverlays,
  applyResponseOverlays,
  convertSchema,
  definitionNameFromRef,
  loadOverlaysFile,
  OverlayError,
  parseOverlay,
  reachableDefinitions,
  SCHEMA_FORMATS,
  type ConversionOptions,
  type JsonObject,
} from '../src/schema/index.ts';

const SWAGGER: ConversionOptions = { dialect: 'swagger-2.0', refBase: '', undeclaredProperties: 'forbid', source: 't' };
const OPENAPI3: ConversionOptions = { ...SWAGGER, dialect: 'openapi-3.0' };

/** Validates `value` against `schema` with `definitions` the way the registry does (formats included). */
function accepts(schema: JsonObject, value: unknown, definitions: Record<string, JsonObject> = {}): boolean {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [name, format] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, format);
  return ajv.validate({ ...schema, definitions }, value);
}

test('Swagger 2.0 and OpenAPI 3 references both become #/definitions refs; external refs are refused', () => {
  assert.deepEqual(convertSchema({ $ref: '#/definitions/catalog-data-product-interface' }, SWAGGER), {
    $ref: '#/definitions/catalog-data-product-interface',
  });
  assert.deepEqual(convertSchema({ $ref: '#/components/schemas/a~1b', description: 'ignored' }, OPENAPI3), {
    $ref: '#/definitions/a~1b',
  });
  assert.deepEqual(convertSchema({ $ref: '#/definitions/x' }, { ...SWAGGER, refBase: 'urn:doc' }), {
    $ref: 'urn:doc#/definitions/x',
  });
  assert.equal(definitionNameFromRef('#/components/schemas/a~1b', 'openapi-3.0', 't'), 'a/b');
  assert.throws(() => convertSchema({ $ref: 'other.json#/definitions/x' }, SWAGGER), /unsupported \$ref/);
  assert.throws(() => convertSchema({ $ref: '#/components/schemas/x' }, SWAGGER), /only "#\/definitions\/<name>"/);
});

test('required, nested objects and arrays are kept; documentation keywords are dropped', () => {
  const converted = convertSchema(
    {
      type: 'object',
      description: 'Product',
      required: ['sku'],
      properties: {
        sku: { type: 'string', description: 'Sku', example: 'tee' },
        links: { type: 'array', items: { type: 'object', properties: { position: { type: 'integer' } } } },
      },
      'x-magento': true,
    },
    SWAGGER,
  );
  assert.deepEqual(converted, {
    type: 'object',
    required: ['sku'],
    properties: {
      sku: { type: 'string' },
      links: {
        type: 'array',
        items: { type: 'object', properties: { position: { type: 'integer' } }, additionalProperties: false },
      },
    },
    additionalProperties: false,
  });
  assert.equal(accepts(converted, { sku: 'a', links: [{ position: 1 }] }), true);
  assert.equal(accepts(converted, { links: [] }), false, 'sku is required');
  assert.equal(accepts(converted, { sku: 'a', links: [{ position: '1' }] }), false, 'nested item type');
  assert.equal(accepts(converted, { sku: 'a', surprise: 1 }), false, 'undeclared property');
});

test('undeclared properties: allowed on request, objects without properties and composed objects stay open', () => {
  const open = convertSchema({ type: 'object', properties: { a: { type: 'string' } } }, {
    ...SWAGGER,
    undeclaredProperties: 'allow',
  });
  assert.equal('additionalProperties' in open, false);
  assert.equal('additionalProperties' in convertSchema({ type: 'object' }, SWAGGER), false);
  const composed = convertSchema(
    { allOf: [{ $ref: '#/definitions/base' }], properties: { extra: { type: 'string' } } },
    SWAGGER,
  );
  assert.equal('additionalProperties' in composed, false);
  const declared = convertSchema({ type: 'object', additionalProperties: { type: 'integer' } }, SWAGGER);
  assert.deepEqual(declared, { type: 'object', additionalProperties: { type: 'integer' } });
});

test('enums, formats, OpenAPI 3.0 nullable and exclusive bounds', () => {
  const status = convertSchema({ type: 'string', enum: ['a', 'b'], format: 'date-time' }, SWAGGER);
  assert.deepEqual(status, { type: 'string', format: 'date-time', enum: ['a', 'b'] });
  assert.equal(accepts(convertSchema({ type: 'string', format: 'date-time' }, SWAGGER), 'yesterday'), false);
  assert.equal('format' in convertSchema({ type: 'string', format: 'magento-text' }, SWAGGER), false, 'unknown');
  assert.equal(accepts(convertSchema({ type: 'integer', format: 'int32' }, SWAGGER), 2 ** 40), false);
  assert.equal('type' in convertSchema({ type: 'file' }, SWAGGER), false);

  const nullable = convertSchema({ type: 'string', enum: ['x'], nullable: true }, OPENAPI3);
  assert.deepEqual(nullable, { type: ['string', 'null'], enum: ['x', null] });
  assert.equal(accepts(nullable, null), true);
  assert.deepEqual(convertSchema({ type: 'string', nullable: true }, SWAGGER), { type: 'string' }, 'not Swagger 2.0');
  assert.deepEqual(convertSchema({ type: 'string', 'x-nullable': true }, SWAGGER), { type: ['string', 'null'] });
  const nullableRef = convertSchema({ allOf: [{ $ref: '#/components/schemas/a' }], nullable: true }, OPENAPI3);
  assert.deepEqual(nullableRef, { anyOf: [{ allOf: [{ $ref: '#/definitions/a' }] }, { type: 'null' }] });
  assert.equal(accepts(nullableRef, null, { a: { type: 'object' } }), true);
  assert.equal(accepts(nullableRef, 3, { a: { type: 'object' } }), false);

  const price = convertSchema({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 9 }, SWAGGER);
  assert.deepEqual(price, { type: 'number', exclusiveMinimum: 0, maximum: 9 });
  assert.equal(accepts(price, 0), false);
  assert.equal(accepts(price, 9), true);
});

test('reachableDefinitions follows refs transitively and ignores cycles', () => {
  const definitions: Record<string, JsonObject> = {
    a: { properties: { b: { $ref: '#/definitions/b' } } },
    b: { items: { $ref: '#/definitions/a' } },
    c: { type: 'string' },
  };
  assert.deepEqual(reachableDefinitions({ $ref: '#/definitions/a' }, definitions), ['a', 'b']);
});

// --- overlays -------------------------------------------------------------------------------------------------

const DEFINITIONS: Record<string, JsonObject> = {
  product: convertSchema(
    {
      type: 'object',
      required: ['sku', 'name'],
      properties: {
        sku: { type: 'string' },
        name: { type: 'string' },
        price: { type: 'number' },
        qty: { type: 'integer' },
        status: { type: 'integer', enum: [1, 2] },
        created_at: { type: 'string' },
        quote_id: { type: 'string' },
        stock: { $ref: '#/definitions/stock' },
        custom: { type: 'object', properties: { a: { type: 'string' } } },
      },
    },
    SWAGGER,
  ),
  stock: convertSchema({ type: 'object', properties: { qty: { type: 'number' } } }, SWAGGER),
};
const BASE = { sku: 's', name: 'n' };

function overlay(kind: SchemaOverlay['kind'], property: string, extra: Partial<SchemaOverlay> = {}): SchemaOverlay {
  return { definition: 'product', property, kind, reason: 'because the test says so', ...extra };
}

function acceptsProduct(overlays: SchemaOverlay[], value: unknown): boolean {
  const { definitions } = applyOverlays(DEFINITIONS, overlays);
  return accepts({ $ref: '#/definitions/product' }, value, definitions);
}

test('overlay nullable admits null and keeps the declared type checked (plain, enum and $ref)', () => {
  assert.equal(acceptsProduct([], { ...BASE, price: null }), false);
  assert.equal(acceptsProduct([overlay('nullable', 'price')], { ...BASE, price: null }), true);
  assert.equal(acceptsProduct([overlay('nullable', 'price')], { ...BASE, price: 'x' }), false);
  assert.equal(acceptsProduct([overlay('nullable', 'status')], { ...BASE, status: null }), true);
  assert.equal(acceptsProduct([overlay('nullable', 'status')], { ...BASE, status: 3 }), false);
  assert.equal(acceptsProduct([overlay('nullable', 'stock')], { ...BASE, stock: null }), true);
  assert.equal(acceptsProduct([overlay('nullable', 'stock')], { ...BASE, stock: { qty: 'x' } }), false);
  assert.equal(acceptsProduct([overlay('nullable', '*')], { ...BASE, price: null, qty: null }), true);
  assert.equal(acceptsProduct([overlay('nullable', 'price')], { ...BASE, qty: null }), false, 'only the named one');
  assert.equal(DEFINITIONS['product']?.['properties'] !== undefined, true, 'input left untouched');
  assert.equal(acceptsProduct([], { ...BASE, price: null }), false);
});

test('overlay types widens to the listed types; the declared type keeps its checks; narrowing is refused', () => {
  const mixed = overlay('types', 'name', { types: ['string', 'number', 'array', 'object'] });
  for (const value of ['x', 3.5, ['a'], { a: 1 }]) assert.equal(acceptsProduct([mixed], { ...BASE, name: value }), true);
  assert.equal(acceptsProduct([mixed], { ...BASE, name: true }), false);
  const enumWidened = overlay('types', 'status', { types: ['integer', 'string'] });
  assert.equal(acceptsProduct([enumWidened], { ...BASE, status: 'enabled' }), true);
  assert.equal(acceptsProduct([enumWidened], { ...BASE, status: 7 }), false, 'enum still applies to integers');
  assert.throws(
    () => applyOverlays(DEFINITIONS, [overlay('types', 'price', { types: ['string'] })]),
    (error: unknown) => error instanceof OverlayError && /product\.price/.test(error.message),
  );
});

test('overlay mysql-datetime admits MySQL and RFC 3339 timestamps and nothing else', () => {
  const timestamp = [overlay('mysql-datetime', 'created_at')];
  assert.equal(acceptsProduct(timestamp, { ...BASE, created_at: '2026-11-22 01:33:30' }), true);
  assert.equal(acceptsProduct(timestamp, { ...BASE, created_at: '2026-11-22T01:33:30+00:00' }), true);
  assert.equal(acceptsProduct(timestamp, { ...BASE, created_at: 'yesterday' }), false);
  assert.equal(acceptsProduct([], { ...BASE, created_at: 'yesterday' }), true, 'plain string without the overlay');
  assert.throws(() => applyOverlays(DEFINITIONS, [overlay('mysql-datetime', 'price')]), OverlayError);
});

test('overlay numeric-string admits numeric text for numbers and numbers for numeric text fields', () => {
  assert.equal(acceptsProduct([], { ...BASE, price: '12.50' }), false);
  assert.equal(acceptsProduct([overlay('numeric-string', 'price')], { ...BASE, price: '12.50' }), true);
  assert.equal(acceptsProduct([overlay('numeric-string', 'price')], { ...BASE, price: 'cheap' }), false);
  assert.equal(acceptsProduct([overlay('numeric-string', 'qty')], { ...BASE, qty: '3' }), true);
  assert.equal(acceptsProduct([overlay('numeric-string', 'qty')], { ...BASE, qty: '3.5' }), false);
  assert.equal(acceptsProduct([], { ...BASE, quote_id: 3 }), false);
  assert.equal(acceptsProduct([overlay('numeric-string', 'quote_id')], { ...BASE, quote_id: 3 }), true);
});

test('overlay open-object admits undeclared properties where named only', () => {
  assert.equal(acceptsProduct([], { ...BASE, custom: { b: 1 } }), false);
  assert.equal(acceptsProduct([overlay('open-object', 'custom')], { ...BASE, custom: { b: 1 } }), true);
  assert.equal(acceptsProduct([overlay('open-object', 'custom')], { ...BASE, extra: 1 }), false);
  assert.equal(acceptsProduct([overlay('open-object', '*')], { ...BASE, extra: 1 }), true);
  assert.throws(() => applyOverlays(DEFINITIONS, [overlay('open-object', 'price')]), OverlayError);
});

test('overlay optional drops one required property (or all with *)', () => {
  assert.equal(acceptsProduct([], { sku: 's' }), false);
  assert.equal(acceptsProduct([overlay('optional', 'name')], { sku: 's' }), true);
  assert.equal(acceptsProduct([overlay('optional', 'name')], { name: 'n' }), false);
  assert.equal(acceptsProduct([overlay('optional', '*')], {}), true);
});

test('overlays report what they changed; unknown definitions and properties change nothing', () => {
  const { applied } = applyOverlays(DEFINITIONS, [
    overlay('nullable', 'price'),
    { ...overlay('nullable', 'price'), definition: 'not-installed' },
    overlay('nullable', 'no_such_field'),
    { ...overlay('nullable', 'qty'), definition: '*' },
    overlay('nullable', 'price'),
  ]);
  assert.deepEqual(applied, [1, 0, 0, 2, 0], 'the repeated overlay finds price nullable already');
});

test('(response) overlays: nullable admits null and [] at the body only; types widens the body', () => {
  const root = convertSchema({ type: 'string' }, SWAGGER);
  const nullable = applyResponseOverlays(root, [{ ...overlay('nullable', '*'), definition: '(response)' }], {});
  assert.equal(accepts(nullable, []), true);
  assert.equal(accepts(nullable, null), true);
  assert.equal(accepts(nullable, ['x']), false);
  assert.equal(accepts(nullable, 'CODE'), true);
  assert.equal(accepts(root, []), false);
  const typed = applyResponseOverlays(
    root,
    [{ ...overlay('types', '*', { types: ['string', 'integer'] }), definition: '(response)' }],
    {},
  );
  assert.equal(accepts(typed, 5), true);
});

test('parseOverlay gives clear errors for hand-written overlays', () => {
  const valid = { definition: 'd', property: 'p', kind: 'nullable', reason: 'getter returns null when unset' };
  assert.deepEqual(parseOverlay(valid, 'x'), valid);
  assert.throws(() => parseOverlay({ ...valid, kind: 'loose' }, 'x[0]'), /x\[0\]: kind "loose" is not one of/);
  assert.throws(() => parseOverlay({ ...valid, reason: '' }, 'x'), /"reason" must be a non-empty string/);
  assert.throws(() => parseOverlay({ ...valid, reason: 'why' }, 'x'), /must say why/);
  assert.throws(() => parseOverlay({ ...valid, kind: 'types' }, 'x'), /needs a non-empty "types" list/);
  assert.throws(() => parseOverlay({ ...valid, kind: 'types', types: ['text'] }, 'x'), /"types" has \["text"\]/);
  assert.throws(() => parseOverlay({ ...valid, types: ['string'] }, 'x'), /only meaningful with kind "types"/);
  assert.throws(() => parseOverlay({ ...valid, field: 'p' }, 'x'), /unknown key\(s\) field/);
  assert.throws(() => parseOverlay({ ...valid, definition: '(response)' }, 'x'), /needs property "\*"/);
  assert.throws(() => parseOverlay('nullable', 'x'), /expected a mapping, found string/);
});

test('loadOverlaysFile reads the overlays list and names the file in errors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'overlays-'));
  const good = path.join(dir, 'good.yaml');
  writeFileSync(good, 'overlays:\n  - {definition: d, property: p, kind: optional, reason: absent on old releases}\n');
  assert.equal(loadOverlaysFile(good).length, 1);
  const bad = path.join(dir, 'bad.yaml');
  writeFileSync(bad, 'overlays:\n  - {definition: d, property: p, kind: optional}\n');
  assert.throws(() => loadOverlaysFile(bad), /bad\.yaml overlays\[0\]: "reason" must be a non-empty string/);
  writeFileSync(bad, 'overlay: []\n');
  assert.throws(() => loadOverlaysFile(bad), /expected a mapping with an "overlays" list/);
  assert.throws(() => loadOverlaysFile(path.join(dir, 'missing.yaml')), /missing\.yaml: cannot read the file/);
});

test('contracts/overlays.yaml parses and every entry names a field and a reason', () => {
  const overlays = loadOverlaysFile(path.join(import.meta.dirname, '..', 'contracts', 'overlays.yaml'));
  assert.ok(overlays.length > 0);
  for (const entry of overlays) {
    assert.notEqual(entry.definition, '*', `${entry.property}: no blanket overlay over every definition`);
    assert.ok(entry.reason.length >= 30, `${entry.definition}.${entry.property} explains itself`);
  }
});
