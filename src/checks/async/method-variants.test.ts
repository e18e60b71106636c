import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { asyncMethodVariants } from './method-variants.ts';

const bulk = (scenarios: typeof asyncMethodVariants.scenarios) => scenarios.find((s) => s.kind === 'bulk');
const ACCEPTED = { status: 202, json: { bulk_uuid: '00000000-0000-4000-8000-000000000001', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: false } };

scenarioCases(asyncMethodVariants, [
  {
    name: 'PATCH on the async path refused with a standard error (no built-in PATCH route)',
    want: { outcome: 'pass', note: 'PATCH refused: 404 "Request does not match any route."' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => `${s.method} ${s.path}`), ['PATCH /async/V1/products/cctrun0000s0patch']);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [['async.patch', 'refused 404 "Request does not match any route."', 'PATCH async']]);
    },
  },
  { name: 'PATCH on the bulk path refused', scenario: bulk, want: { outcome: 'pass', note: 'PATCH refused: 404 "Request does not match any route."' }, then: (f) => assert.deepEqual(f.sent.map((s) => s.path), ['/async/bulk/V1/products/bySku']) },
  { name: 'PATCH queued by an extension\'s route', fake: { answer: () => ACCEPTED }, want: { outcome: 'pass', note: 'PATCH queued (no built-in PATCH route exists: an extension provides one)' }, then: (f) => assert.deepEqual(f.observed.map((o) => o.value), ['queued']) },
  { name: 'PATCH queued with a malformed acceptance', fake: { answer: () => ({ status: 202, json: { ...ACCEPTED.json, errors: true } }) }, want: { outcome: 'fail', broken: 'PATCH was accepted with a malformed acceptance body: errors is true, not false (an accepted request never reports errors)', expected: 'a well-formed acceptance body', actual: 'errors is true, not false (an accepted request never reports errors)' } },
  { name: 'PATCH answered neither way', fake: { answer: () => ({ status: 500, json: { message: 'Internal Error' } }) }, want: { outcome: 'fail', broken: 'PATCH on an async path got neither an acceptance nor a standard web API error', expected: '202 acceptance or 4xx {message}', actual: '500 "Internal Error"' } },
]);
