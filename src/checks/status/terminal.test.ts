import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { statusTerminal } from './terminal.ts';

/** The summary of the bulk lists only its first two operations. */
const twoOfThree = altered((sent, healthy) => {
  const json = jsonOf(healthy) as { operations_list?: unknown[] };
  return sent.path.endsWith('/status') ? { status: 200, json: { ...json, operations_list: json.operations_list?.slice(0, 2) } } : undefined;
});

scenarioCases(statusTerminal, [
  {
    name: 'three products created by one bulk call end complete',
    want: { outcome: 'pass', note: 'terminal after 420 ms and 2 status requests' },
    then: (f) => {
      // The sample reads its three products once the bulk is terminal (status.bulk-completes judges them), then the status.
      assert.deepEqual(f.sent.map((s) => `${s.method} ${s.path.replace(/\/V1\/products\/[^/]+$/, '/V1/products/<sku>')}`).slice(0, 5), ['POST /async/bulk/V1/products', 'GET /V1/products/<sku>', 'GET /V1/products/<sku>', 'GET /V1/products/<sku>', 'GET /V1/bulk/00000000-0000-4000-8000-000000000001/detailed-status']);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [
        ['accept-to-terminal-seen-ms', 420, 'POST /async/bulk/V1/products'],
        ['terminal-detection-window-ms', 220, 'POST /async/bulk/V1/products'],
        ['status-requests', 2, 'POST /async/bulk/V1/products'],
        ['count-route', 'present', 'POST /async/bulk/V1/products'],
      ]);
    },
  },
  { name: 'the bulk call is not accepted', fake: { answer: altered((sent) => (sent.method === 'POST' ? { status: 500, json: { message: 'Internal Error' } } : undefined)) }, want: { outcome: 'fail', broken: 'the scenario call POST /async/bulk/V1/products was not accepted', expected: '202 with a bulk_uuid', actual: /^answered 500 "Internal Error", not 202; bulk_uuid is not a UUID/ } },
  { name: 'an operation of the bulk is missing from the terminal summary', fake: { answer: twoOfThree }, want: { outcome: 'fail', broken: 'an operation did not reach 1, 2, 3 or 5', expected: '3 operations with status 1, 2, 3 or 5', actual: '[1,1]' } },
]);
