// What the run records of a queued call (src/checks/async/queue-ledger.ts): which paths queue, what each operation
// will do, how many operations an acceptance queued, and the recording call every accepted async write goes through.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallerName, CallOptions, HttpExchange } from '../types.ts';
import { acceptedBulkOf, effectsOf, installQueueLedger, queuedPathOf, queueLedger, recordingCall, type AcceptedBulk } from './queue-ledger.ts';

const json = (status: number, body: unknown): HttpExchange => ({ method: 'POST', url: 'http://t.invalid/rest/default/async/V1/x', status, headers: {}, bodyText: JSON.stringify(body), json: body, durationMs: 1 });
const acceptance = (n: number, rejected: number[] = []) => json(202, { bulk_uuid: 'b0b0b0b0-0000-4000-8000-000000000000', request_items: Array.from({ length: n }, (_, id) => ({ id, data_hash: null, status: rejected.includes(id) ? 'rejected' : 'accepted' })), errors: rejected.length > 0 });

test('the queued path: async and bulk paths map to their synchronous route; anything else queues nothing', () => {
  assert.deepEqual(queuedPathOf('/async/bulk/V1/products/bySku'), { bulk: true, syncPath: '/V1/products/bySku' });
  assert.deepEqual(queuedPathOf('/async/V1/customers'), { bulk: false, syncPath: '/V1/customers' });
  assert.deepEqual(queuedPathOf('/asyncProducts'), { bulk: false, syncPath: '/V1/products' }, 'webapi_async.xml\'s alias queues as /async/V1/products');
  assert.equal(queuedPathOf('/V1/products'), null);
});

test('effects: creations name each new entity; other writes name the route and the run values they act on', () => {
  assert.deepEqual(effectsOf('POST', '/async/bulk/V1/products', [{ product: { sku: 'cctx-b0' } }, { product: { sku: 'cctx-b1' } }], 'cctx'), ['creates product cctx-b0', 'creates product cctx-b1']);
  assert.deepEqual(effectsOf('POST', '/async/V1/customers', { customer: { email: 'cctx@example.com' }, password: 'p' }, 'cctx'), ['creates customer cctx@example.com']);
  assert.deepEqual(effectsOf('PUT', '/async/bulk/V1/products/bySku', [{ sku: 'cctxp0', product: { sku: 'cctxp0', name: 'cctxp0 renamed' } }], 'cctx'), ['PUT /V1/products/bySku on cctxp0, cctxp0 renamed']);
});

test('an acceptance is recorded with the operations it queued (rejected items queue none); an error answer is none', () => {
  const call = { method: 'POST', path: '/async/bulk/V1/cmsBlock', body: [{ block: { identifier: 'cctx-0' } }, { block: { identifier: 'cctx-1' } }, { block: { identifier: 'cctx-2' } }] };
  const entry = acceptedBulkOf(call, acceptance(3, [1]), 'admin', 'cctx');
  assert.equal(entry?.count, 2);
  assert.equal(entry?.effects.length, 3);
  assert.equal(acceptedBulkOf(call, json(400, { message: 'Decoding error.' }), 'admin', 'cctx'), null);
  assert.equal(acceptedBulkOf(call, json(202, { message: 'no uuid' }), 'admin', 'cctx'), null);
});

test('the recording call: every accepted write on an /async path is recorded, raw JSON bodies read; reads, refusals and synchronous calls are not', async () => {
  const recorded: AcceptedBulk[] = [];
  const ledger = { accepted: (e: AcceptedBulk) => void recorded.push(e), halted: () => null };
  const sent: Array<[CallerName, CallOptions | undefined]> = [];
  const answers = [acceptance(1), acceptance(2), json(401, { message: 'no' }), json(200, {}), acceptance(1)];
  const call = recordingCall(async (caller, options) => {
    sent.push([caller, options]);
    return answers[sent.length - 1] as HttpExchange;
  }, ledger, { method: 'POST', prefix: 'cctx' });
  await call('admin', { path: '/async/V1/cmsBlock', body: { block: { identifier: 'cctx-b' } } });
  await call('admin', { path: '/async/bulk/V1/products', rawBody: '[{"product":{"sku":"cctx-1"}},{"product":{"sku":"cctx-2"}}]' });
  await call('guest', { path: '/async/V1/cmsBlock', rawBody: '{' });
  await call('admin', { path: '/V1/cmsBlock', body: {} });
  await call('admin', { method: 'GET', path: '/async/V1/cmsBlock' });
  assert.equal(sent.length, 5, 'every call goes through');
  assert.deepEqual(recorded.map((e) => [e.method, e.path, e.count, e.caller, e.effects]), [
    ['POST', '/async/V1/cmsBlock', 1, 'admin', ['creates CMS block cctx-b']],
    ['POST', '/async/bulk/V1/products', 2, 'admin', ['creates product cctx-1', 'creates product cctx-2']],
  ]);
});

test('the ledger the fixtures install is the one checks record in; without one nothing is recorded and nothing halts', () => {
  const recorded: AcceptedBulk[] = [];
  installQueueLedger({ accepted: (e) => void recorded.push(e), halted: () => 'the consumer is stopped' });
  try {
    queueLedger().accepted({ bulkUuid: 'u', method: 'POST', path: '/async/V1/x', count: 1, caller: 'admin', effects: [] });
    assert.equal(recorded.length, 1);
    assert.equal(queueLedger().halted(), 'the consumer is stopped');
  } finally {
    installQueueLedger(null);
  }
  assert.equal(queueLedger().halted(), null);
  queueLedger().accepted({ bulkUuid: 'u', method: 'POST', path: '/async/V1/x', count: 1, caller: 'admin', effects: [] });
  assert.equal(recorded.length, 1, 'the uninstalled ledger records nothing');
});
