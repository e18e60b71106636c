import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { bulkParamsInElements } from './params-in-elements.ts';

type Summary = { operations_list: Array<Record<string, unknown>> } & Record<string, unknown>;
/** The summary of the n-th bulk (1 = the product sample, 2 = the update) with every operation failed. */
const bulkFailed = (n: number) =>
  altered((sent, healthy) => {
    if (!sent.path.endsWith(`${n}/status`)) return undefined;
    const s = jsonOf(healthy) as Summary;
    return { status: 200, json: { ...s, operations_list: s.operations_list.map((op) => ({ ...op, status: 3, result_message: 'The product was unable to be saved.' })) } };
  });

scenarioCases(bulkParamsInElements, [
  {
    name: 'each element carries its sku, and each product is renamed',
    want: { outcome: 'pass' },
    then: (f) => {
      const update = f.sent.find((s) => s.method === 'PUT');
      assert.equal(update?.path, '/async/bulk/V1/products/bySku');
      assert.deepEqual((update?.body as Array<{ sku: string }>).map((e) => e.sku), ['cctrun0000s0p0', 'cctrun0000s0p1', 'cctrun0000s0p2']);
      // The sample's own reads once terminal (status.bulk-completes), then this check's read of each renamed product.
      assert.equal(f.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/V1/products/')).length, 6);
    },
  },
  { name: 'the sample\'s products were not created: nothing to update', fake: { answer: bulkFailed(1) }, want: { outcome: 'skip', reason: 'the products of the sample were not all created (statuses [3,3,3]); see status.terminal' } },
  { name: 'the update\'s operations fail', fake: { answer: bulkFailed(2) }, want: { outcome: 'fail', broken: 'bulk elements carrying their path parameter (sku) did not execute on that entity', expected: 'every operation complete (1)', actual: 'operation 0: status 3 "The product was unable to be saved."; operation 1: status 3 "The product was unable to be saved."; operation 2: status 3 "The product was unable to be saved."' } },
  {
    name: 'the operations complete, but the products keep their names',
    fake: { answer: altered((sent) => (sent.method === 'GET' && sent.path.startsWith('/V1/products/') ? { status: 200, json: { sku: 'x', name: 'unchanged' } } : undefined)) },
    want: { outcome: 'fail', broken: 'the bulk update of cctrun0000s0p0 (sku carried in the element) did not change that product', expected: 'name "cctrun0000s0p0 renamed by bulk"', actual: '200 name "unchanged"' },
  },
]);
