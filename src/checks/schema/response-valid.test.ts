// schema.response-valid on a fake target: a read answered with the contract's status and a body its schema accepts
// passes; the status, the body's JSON, its bare type and every schema issue are judged in that order, and answers
// that say the data is not there skip.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompiledRoute } from '../../contracts/types.ts';
import { fakeRoute, platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { readerFor, responseValid } from './response-valid.ts';
import { NO_ADMIN } from '../stand-in.ts';

const BY_SKU = fakeRoute('GET', '/V1/products/:sku', { params: { sku: { fixture: 'product.sku' } } });
const LIST = fakeRoute('GET', '/V1/products');
const respond = (response: Partial<CompiledRoute['response']>): CompiledRoute => fakeRoute('GET', '/V1/products/count', { response: { ...LIST.response, ...response } });
const NO_SUCH = 'The product that was requested doesn\'t exist. Verify the product and try again.';
const ISSUES = [
  { pointer: '/id', keyword: 'type', expected: 'integer', actual: '"7" (string)' },
  { pointer: '', keyword: 'required', expected: 'property sku', actual: 'absent' },
];

verdictCases(responseValid, [
  {
    name: 'the contract\'s status and a valid body: passes; the admin read the real path and the body was validated',
    fake: { route: BY_SKU, answer: { status: 200, json: { sku: 'real-sku' } } },
    want: { outcome: 'pass' },
    then: ({ sent, validated }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['admin', '/V1/products/real-sku']]);
      assert.deepEqual(validated, [{ sku: 'real-sku' }]);
    },
  },
  {
    name: 'schema issues fail with each pointer, and carry the issues',
    fake: { answer: { status: 200, json: { id: '7' } }, validation: ISSUES },
    want: { outcome: 'fail', broken: 'the GET /V1/products answer breaks its schema in 2 place(s)', expected: '/id: integer; /: property sku', actual: '/id: "7" (string); /: absent' },
    then: (_fake, verdict) => assert.deepEqual(verdict.outcome === 'fail' ? verdict.issues : null, ISSUES),
  },
  {
    name: 'a required property the answer lacks is unset, not missing: an observation, and the read passes',
    fake: { route: fakeRoute('GET', '/V1/orders/:id', { params: { id: { fixture: 'order.id' } } }), answer: { status: 200, json: { entity_id: 1 } }, validation: [{ pointer: '', keyword: 'required', expected: 'required property status', actual: 'absent', missingProperty: 'status' }] },
    want: { outcome: 'pass' },
    then: ({ observed }) => assert.deepEqual(observed, [['unset-values', ['/status']]]),
  },
  {
    name: 'an identifying property missing still fails: the id, the sku, the increment id, the key the route reads by',
    fake: {
      route: fakeRoute('GET', '/V1/products/attributes/:attributeCode', { params: { attributeCode: { fixture: 'attribute.code' } } }),
      answer: { status: 200, json: {} },
      validation: [
        { pointer: '', keyword: 'required', expected: 'required property attribute_code', actual: 'absent', missingProperty: 'attribute_code' },
        { pointer: '/items/0', keyword: 'required', expected: 'required property sku', actual: 'absent', missingProperty: 'sku' },
        { pointer: '', keyword: 'required', expected: 'required property frontend_input', actual: 'absent', missingProperty: 'frontend_input' },
      ],
    },
    want: { outcome: 'fail', broken: 'the GET /V1/products/attributes/:attributeCode answer breaks its schema in 2 place(s)', expected: '/: required property attribute_code; /items/0: required property sku', actual: '/: absent; /items/0: absent' },
    then: ({ observed }) => assert.deepEqual(observed, [['unset-values', ['/frontend_input']]]),
  },
  {
    name: 'a scalar service result that is null answers [] (the platform\'s rendering): unset, not a wrong type',
    fake: { route: respond({ type: 'string' }), answer: { status: 200, json: [] } },
    want: { outcome: 'pass' },
    then: ({ observed, validated }) => {
      assert.deepEqual(observed, [['unset-values', ['/']]]);
      assert.deepEqual(validated, []);
    },
  },
  {
    name: 'another status fails',
    fake: { answer: platformError(400, 'searchCriteria is required') },
    want: { outcome: 'fail', broken: 'GET /V1/products did not answer 200', expected: '200', actual: '400 "searchCriteria is required"' },
  },
  {
    name: 'a 404 for an id discovered on the target: the data went away, skipped',
    fake: { route: BY_SKU, answer: platformError(404, NO_SUCH) },
    want: { outcome: 'skip', reason: `no data to read: 404 "${NO_SUCH}"` },
  },
  {
    name: 'an answer the contract documents as unavailable: skipped with its reason',
    fake: { route: respond({ unavailableWhen: [{ status: 400, message: 'MSI is disabled', reason: 'the store has no inventory sources' }] }), answer: platformError(400, 'MSI is disabled') },
    want: { outcome: 'skip', reason: 'not exercised: the store has no inventory sources (400 "MSI is disabled")' },
  },
  {
    name: 'a body that is not JSON fails',
    fake: { answer: { status: 200, text: 'ok' } },
    want: { outcome: 'fail', broken: 'the answer is not JSON', expected: 'application/json', actual: 'text/plain: ok' },
  },
  {
    name: 'a bare body of another type fails',
    fake: { route: respond({ type: 'integer' }), answer: { status: 200, json: '12' } },
    want: { outcome: 'fail', broken: 'the GET /V1/products/count answer is not a bare integer', expected: 'integer', actual: 'string: "12"' },
  },
  { name: 'an integer is a number', fake: { route: respond({ type: 'number' }), answer: { status: 200, json: 12 } }, want: { outcome: 'pass' } },
  { name: 'no schema to validate against: skipped', fake: { validation: { unavailable: 'the target publishes no schema' } }, want: { outcome: 'skip', reason: 'the target publishes no schema' } },
  { name: 'the reader is not configured: skipped', fake: { callers: { admin: false } }, want: { outcome: 'skip', reason: NO_ADMIN } },
  {
    name: 'outside the resources of the integration standing in for the admin: skipped with that sentence, nothing sent',
    fake: { callers: { admin: false }, target: { adminIdentity: 'integration-bearer', callerProblems: { admin: 'outside the resources of the integration standing in for the admin (...)' } } },
    want: { outcome: 'skip', reason: 'outside the resources of the integration standing in for the admin (...)' },
  },
  {
    name: 'a self read as the run\'s own customer without a cart: the documented answer is no data, not a failure',
    fake: {
      route: fakeRoute('GET', '/V1/carts/mine/items', { permission: 'self', response: { status: 200, unavailableWhen: [{ status: 404, message: 'Current customer does not have an active cart.', reason: 'the customer has no active cart' }], type: 'array', schema: { kind: 'none' }, overlays: [] } }),
      target: { customerIdentity: 'own' },
      answer: platformError(404, 'Current customer does not have an active cart.'),
    },
    want: { outcome: 'skip', reason: 'not exercised: the customer has no active cart (404 "Current customer does not have an active cart.")' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.caller), ['customer']),
  },
  { name: 'no data on the target: skipped', fake: { unresolved: 'no product on the target' }, want: { outcome: 'skip', reason: 'no product on the target' } },
]);

test('schema.response-valid reads as the route\'s own reader', () => {
  assert.equal(readerFor('anonymous'), 'guest');
  assert.equal(readerFor('self'), 'customer');
  assert.equal(readerFor(['Magento_Catalog::products']), 'admin');
});
