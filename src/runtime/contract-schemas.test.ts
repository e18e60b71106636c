// The contract-schema validators as the checks see them: nothing built before the first validation, an unknown id
// is an error, ajv's errors become schema issues (pointer, keyword, expected, the actual value in a few words), and
// the platform's unset scalars (null) are accepted. The disk cache itself: tests/contract-schemas-cache.test.ts.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ErrorObject } from 'ajv';
import { SCHEMA_BASE_URI } from '../contracts/compile.ts';
import type { CompiledPlan } from '../contracts/types.ts';
import { ContractSchemas, toIssues, validatedSchemas } from './contract-schemas.ts';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>): ErrorObject => ({ keyword, instancePath, schemaPath: '#', params });

test('ajv errors become issues that say what was expected and what came', () => {
  const body = { id: 'seven', items: [{ sku: 'x'.repeat(100) }], extra: 1 };
  assert.deepEqual(
    toIssues([error('type', '/id', { type: 'integer' }), error('required', '', { missingProperty: 'name' }), error('additionalProperties', '', { additionalProperty: 'extra' }), error('pattern', '/items/0/sku', { pattern: '^[a-z]{1,3}$' })], body),
    [
      { pointer: '/id', keyword: 'type', expected: 'type integer', actual: 'string "seven"' },
      { pointer: '', keyword: 'required', expected: 'required property name', actual: 'absent', missingProperty: 'name' },
      { pointer: '', keyword: 'additionalProperties', expected: 'no undeclared property (found extra)', actual: 'has extra' },
      { pointer: '/items/0/sku', keyword: 'pattern', expected: 'pattern ^[a-z]{1,3}$', actual: `string "${'x'.repeat(76)}...` },
    ],
  );
});

// Only what the validators read of a plan: the routes' contract schema ids and the schema files.
const plan = {
  routes: [{ response: { schema: { kind: 'contract', id: 'test.yaml#/schemas/Thing' } } }],
  schemas: { 'test.yaml': { $id: `${SCHEMA_BASE_URI}test.yaml`, schemas: { Thing: { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } } } },
} as unknown as CompiledPlan;

test('the unset values of the platform (null) are accepted where the contract names a scalar', () => {
  const validated = validatedSchemas(plan) as Record<string, { schemas: { Thing: { properties: { name: { type: unknown } } } } }>;
  assert.deepEqual(validated['test.yaml']?.schemas.Thing.properties.name.type, ['string', 'null']);
});

test('nothing is compiled before the first validation; then a body is judged, and an unregistered id is an error', () => {
  const schemas = new ContractSchemas(plan, { cacheDir: null });
  assert.deepEqual(schemas.stats(), { compiled: 0, loadedFromCache: 0, cacheWriteFailures: 0 });
  assert.deepEqual(schemas.validate('test.yaml#/schemas/Thing', { id: 7, name: null }), []);
  assert.deepEqual(schemas.validate('test.yaml#/schemas/Thing', { name: 'a' }), [{ pointer: '', keyword: 'required', expected: 'required property id', actual: 'absent', missingProperty: 'id' }]);
  assert.equal(schemas.stats().compiled, 1);
  assert.throws(() => schemas.validate('nowhere.yaml#/schemas/Nothing', {}), /contract schema nowhere\.yaml#\/schemas\/Nothing is not registered/);
});
