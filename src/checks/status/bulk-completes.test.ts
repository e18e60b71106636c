import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases, type FakeScenario } from '../testing/fake-scenario.ts';
import { statusBulkCompletes } from './bulk-completes.ts';

/** The consumer ends every operation failed (status 3): the bulk settles, nothing is saved. */
const everyOperationFails = altered((sent, healthy) => {
  const json = jsonOf(healthy) as { operations_list?: Array<Record<string, unknown>> };
  if (!sent.path.endsWith('/status') || !Array.isArray(json.operations_list)) return undefined;
  return { status: 200, json: { ...json, operations_list: json.operations_list.map((op) => ({ ...op, status: 3, result_message: 'Something went wrong.' })) } };
});
/** Operations end complete and the products are never saved. */
const savedNothing = altered((sent) => (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path) ? { status: 404, json: { message: 'The product that was requested doesn\'t exist. Verify the product and try again.' } } : undefined));

scenarioCases(statusBulkCompletes, [
  { name: 'three valid products queued in one bulk complete and read back', want: { outcome: 'pass', note: '3 operations complete; each product reads back with the name it was queued with' } },
  { name: 'a bulk whose every operation fails (terminal, so status.terminal passes) fails', fake: { answer: everyOperationFails }, want: { outcome: 'fail', broken: 'a bulk of three valid products did not complete every operation', expected: '3 operations with status 1', actual: /^\[\{"id":0,"status":3,"result_message":"Something went wrong."\}/ } },
  { name: 'operations marked complete whose products do not exist fail', fake: { answer: savedNothing }, want: { outcome: 'fail', broken: 'operation 0 of the bulk ended complete, but GET /V1/products/:sku does not answer the product it queued', expected: /^200 with /, actual: '404 "The product that was requested doesn\'t exist. Verify the product and try again."' } },
]);

const queued = (title: string) => (scenarios: typeof statusBulkCompletes.scenarios) => scenarios.find((s) => s.title.endsWith(`(${title})`));
/** The product saved as simple whatever type_id was queued. */
const typeDropped = altered((sent, healthy) => {
  const json = jsonOf(healthy) as Record<string, unknown>;
  return sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path) && json.type_id === 'virtual' ? { status: 200, json: { ...json, type_id: 'simple' } } : undefined;
});
/** The bulk of one answered with no request item. */
const noItem = altered((sent, healthy) => (sent.path.startsWith('/async/bulk/') ? { status: 202, json: { ...(jsonOf(healthy) as Record<string, unknown>), request_items: [] } } : undefined));

scenarioCases(statusBulkCompletes, [
  {
    name: 'a simple and a virtual product in one bulk: accepted, complete, each read back with its type',
    scenario: queued('a simple and a virtual product'),
    want: { outcome: 'pass', note: '/async/bulk/V1/products with a simple product and a virtual product (a bulk of 2): accepted (2 request item(s), errors false), 2 operation(s) complete, each product read back with its name and type_id' },
    then: (f: FakeScenario) => {
      const queuedCall = f.sent.find((s) => s.path === '/async/bulk/V1/products');
      const bodies = queuedCall?.body as Array<{ product: Record<string, unknown> }>;
      assert.deepEqual(bodies.map((b) => [b.product.type_id, 'weight' in b.product]), [['simple', true], ['virtual', false]]);
    },
  },
  { name: 'a bulk of one: one request item', scenario: queued('a bulk of one'), want: { outcome: 'pass', note: /^\/async\/bulk\/V1\/products with a simple product \(a bulk of 1\): accepted \(1 request item/ } },
  { name: 'one virtual product on /async/V1/products', scenario: queued('a virtual product'), want: { outcome: 'pass', note: /^\/async\/V1\/products with a virtual product: accepted/ }, then: (f: FakeScenario) => assert.equal((f.sent.find((s) => s.path === '/async/V1/products')?.body as { product: { type_id: string } }).product.type_id, 'virtual') },
  { name: 'the virtual product saved as simple: fail', scenario: queued('a virtual product'), fake: { answer: typeDropped }, want: { outcome: 'fail', broken: 'operation 0 of /async/V1/products with a virtual product ended complete, but GET /V1/products/:sku shows another product', expected: /type_id "virtual"$/, actual: /type_id "simple"$/ } },
  { name: 'the bulk of one answered without its request item: fail', scenario: queued('a bulk of one'), fake: { answer: noItem }, want: { outcome: 'fail', broken: '/async/bulk/V1/products with a simple product (a bulk of 1) was not accepted as the platform accepts it', expected: /^202, a bulk_uuid, 1 request item/, actual: 'request_items has 0 entries for 1 element sent' } },
  { name: 'the bulk of two whose products are never saved: fail', scenario: queued('a simple and a virtual product'), fake: { answer: savedNothing }, want: { outcome: 'fail', broken: /^operation 0 of \/async\/bulk\/V1\/products with a simple product and a virtual product \(a bulk of 2\) ended complete, but GET/, expected: /^200 with /, actual: /^404/ } },
]);
