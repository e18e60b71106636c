// async.same-as-sync on a fake target that keeps what the writes store and runs a queued operation when the worker's
// wait is asked about its bulk: the same write synchronously and queued, each on its own product, for a pass and for
// each way the queued form can differ (not completed, no result, another shape, a result off the schema, an effect
// that does not read back), and the skips that name the check that judges the cause instead.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RawReadBack } from '../../contracts/types.ts';
import { acceptance, BULK_UUID, healthyTarget } from '../testing/async-target.ts';
import { FAKE_PREFIX, fakeRoute, platformError, type Canned, type FakeOptions, type Sent } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import type { BulkWait, RouteQueue } from '../types.ts';
import { WRITES_DENIED_QUEUE } from '../types.ts';
import { asyncSameAsSync } from './same-as-sync.ts';
import { NO_ASYNC_CONFIG } from './queueing.ts';

const READ = fakeRoute('GET', '/V1/products/:sku');
const CREATED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'body.product.sku' }, expect: 'created', fields: { name: 'body.product.name', price: 'body.product.price' } };
const DELETED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'path.sku' }, expect: 'deleted' };
const CREATE = fakeRoute('POST', '/V1/products', { body: { product: { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 12 } }, readBack: CREATED, response: { status: 200, unavailableWhen: [], type: 'object', schema: { kind: 'contract', id: 'product.json' }, overlays: [] } });
const REMOVE = fakeRoute('DELETE', '/V1/products/:sku', { body: null, readBack: DELETED, response: { status: 200, unavailableWhen: [], type: 'boolean', schema: { kind: 'none' }, overlays: [] } });
/** A service that returns nothing (MSI's source-item saves): REST answers [], the consumer stores no result. */
const REMOVE_VOID = fakeRoute('DELETE', '/V1/products/:sku', { body: null, readBack: DELETED, response: { status: 200, unavailableWhen: [], type: 'array', schema: { kind: 'contract', id: 'schemas/void-answer.json' }, overlays: [] } });

type Broken = 'queued-fails' | 'queued-not-persisted' | 'no-result' | 'result-as-text' | 'sync-not-persisted' | 'not-queued' | 'done-early' | 'deadlock-once' | 'deadlock-always' | null;

/** A product store: writes go into it (a queued one when its bulk is waited for), reads answer from it. */
function target(broken: Broken = null): { answer: (sent: Sent, index: number) => Canned; queue: RouteQueue; waits: number[] } {
  const products = new Map<string, Record<string, unknown>>();
  const queued: Array<{ path: string; method: string; body: unknown }> = [];
  let result: string | null = null;
  const save = (method: string, path: string, body: unknown): unknown => {
    if (method === 'POST') {
      const p = (body as { product: Record<string, unknown> }).product;
      const saved = { ...p, id: products.size + 1 };
      products.set(String(p.sku), saved);
      return saved;
    }
    products.delete(decodeURIComponent(path.split('/')[3] ?? ''));
    return true;
  };
  const answer = healthyTarget((sent) => {
    if (sent.path.startsWith('/async/')) {
      if (broken === 'not-queued') return platformError(400, NO_ASYNC_CONFIG);
      queued.push({ path: sent.path.slice('/async'.length), method: sent.method, body: sent.body });
      return acceptance(1);
    }
    if (sent.path === `/V1/bulk/${BULK_UUID}/detailed-status`) {
      // Open until the worker's wait runs the queued operation (the consumer of this fake); 'done-early': the consumer
      // ran it before the check asked.
      if (broken === 'done-early') runQueued();
      if (queued.length > 0) return { status: 200, json: { operations_list: [{ id: 0, status: 4, result_message: null, result_serialized_data: null }] } };
      // A lost deadlock in the consumer: the first queued operation (or every one) fails with the platform's answer that
      // asks for the request again.
      if ((broken === 'deadlock-once' && ran === 1) || broken === 'deadlock-always') return { status: 200, json: { operations_list: [{ id: 0, status: 3, result_message: "The attribute set couldn't be saved due to an error. Verify your information and try again. If the error persists, please try again later.", result_serialized_data: null }] } };
      const status = broken === 'queued-fails' ? 3 : 1;
      return { status: 200, json: { operations_list: [{ id: 0, status, result_message: status === 1 ? 'Service execution success' : 'The product was unable to be saved.', result_serialized_data: status === 1 && broken !== 'no-result' ? result : null }] } };
    }
    if (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      const found = products.get(decodeURIComponent(sent.path.split('/')[3] ?? ''));
      return found ? { status: 200, json: found } : platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
    }
    // The synchronous write, and the run's own product a DELETE acts on (made by the owned factory).
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = (sent.body as { product: Record<string, unknown> }).product;
      const own = String(p.sku).startsWith(`${FAKE_PREFIX}o`);
      const json = own || broken !== 'sync-not-persisted' ? save('POST', sent.path, sent.body) : { ...p, id: 99 };
      return { status: 200, json: { ...(json as object), extension_attributes: { stock_item: { item_id: 7 } } } };
    }
    if (sent.method === 'DELETE') return { status: 200, json: save('DELETE', sent.path, null) };
    return undefined;
  });
  let ran = 0;
  function runQueued(): void {
    for (const op of queued.splice(0)) {
      ran++;
      if ((broken === 'deadlock-once' && ran === 1) || broken === 'deadlock-always') continue;
      const out = broken === 'queued-fails' || broken === 'queued-not-persisted' ? (op.method === 'POST' ? { ...(op.body as { product: object }).product, id: 50 } : true) : save(op.method, op.path, op.body);
      result = broken === 'result-as-text' ? JSON.stringify(JSON.stringify(out)) : JSON.stringify(out);
    }
  }
  const waits: number[] = [];
  const queue: RouteQueue = {
    async waitBulk(): Promise<BulkWait> {
      waits.push(1);
      runQueued();
      return { kind: 'terminal', summary: null, attempts: 1, startedAt: 0, seenAt: 1, lastOpenAt: null };
    },
    halted: () => null,
  };
  return { answer, queue, waits };
}

const allow = { writes: 'allow' as const };
const fake = (route = CREATE, broken: Broken = null, more: FakeOptions = {}): FakeOptions => {
  const t = target(broken);
  return { route, routes: [READ], target: allow, answer: t.answer, queue: t.queue, ...more };
};

const early = target('done-early');

verdictCases(asyncSameAsSync, [
  {
    name: 'an operation the consumer ran before the check asked: judged from the detailed status at once, no wait, its history recorded',
    fake: { route: CREATE, routes: [READ], target: allow, answer: early.answer, queue: early.queue },
    want: { outcome: 'pass', note: 'completed; its result is a object valid against the response schema, as the synchronous answer; both effects read back through GET /V1/products/:sku' },
    then: (f) => {
      assert.equal(early.waits.length, 0, 'the worker\'s poller was not asked');
      assert.equal(f.sent.filter((s) => s.path.endsWith('/detailed-status')).length, 1);
      const history = f.observed.find(([k]) => k === 'status-history')?.[1] as { statusRequests: number };
      assert.equal(history.statusRequests, 0);
    },
  },
  {
    name: 'created both ways, the queued result shaped like the synchronous answer, both effects read back',
    fake: fake(),
    want: { outcome: 'pass', note: 'completed; its result is a object valid against the response schema, as the synchronous answer; both effects read back through GET /V1/products/:sku' },
    then: (f) => {
      const creates = f.sent.filter((s) => s.method === 'POST' && (s.path === '/V1/products' || s.path === '/async/V1/products'));
      const skus = creates.map((s) => (s.body as { product: { sku: string } }).product.sku);
      assert.equal(new Set(skus).size, 2, 'two products: one written synchronously, one queued');
      assert.ok(f.validated.length === 1, 'the queued result is validated against the route\'s schema');
    },
  },
  {
    name: 'a delete both ways, each on its own product of the run, both read back 404',
    fake: fake(REMOVE),
    want: { outcome: 'pass', note: 'completed; its result is a boolean valid against the response schema, as the synchronous answer; both effects read back through GET /V1/products/:sku' },
  },
  {
    name: 'a queued operation that fails where the synchronous call succeeded fails',
    fake: fake(CREATE, 'queued-fails'),
    want: { outcome: 'fail', broken: 'the queued POST /V1/products did not complete where the synchronous call succeeded', expected: 'status 1 (complete), as the synchronous call answered 200', actual: 'status 3 "The product was unable to be saved."' },
  },
  {
    name: 'a completed operation without its result fails',
    fake: fake(CREATE, 'no-result'),
    want: { outcome: 'fail', broken: 'the queued POST /V1/products completed without the serialized result of its call', expected: 'result_serialized_data: the synchronous answer serialized (object)', actual: 'result_serialized_data null' },
  },
  {
    name: 'a void service: no result stored (the 2.4.7 consumer serializes only a set output), so the effects alone decide',
    fake: fake(REMOVE_VOID, 'no-result'),
    want: { outcome: 'pass', note: 'completed; a void service, so no result is stored; both effects read back through GET /V1/products/:sku' },
    then: (f) => assert.deepEqual(f.observed.find(([k]) => k === 'void-result')?.[1], { sync: 'true', queued: null }),
  },
  {
    name: 'a result of another JSON type than the synchronous answer fails',
    fake: fake(CREATE, 'result-as-text'),
    want: { outcome: 'fail', broken: 'the queued POST /V1/products has a result of another shape than the synchronous answer', expected: /^object, as the synchronous call answered/, actual: /^string: / },
  },
  {
    name: 'a result that breaks the route\'s schema fails with the issues',
    fake: fake(CREATE, null, { validation: [{ pointer: '/id', keyword: 'type', expected: 'type integer', actual: 'string "7"' }] }),
    want: { outcome: 'fail', broken: 'the result_serialized_data of the queued POST /V1/products breaks the route\'s response schema in 1 place(s)', expected: '/id: type integer', actual: '/id: string "7"' },
  },
  {
    name: 'a queued operation that completes but stores nothing fails on its read-back',
    fake: fake(CREATE, 'queued-not-persisted'),
    want: { outcome: 'fail', broken: 'after the queued POST /V1/products, GET /V1/products/:sku does not answer what it wrote', expected: '200 with the written values', actual: /^404 / },
  },
  {
    name: 'a synchronous effect that does not read back is write.read-back\'s finding: skip',
    fake: fake(CREATE, 'sync-not-persisted'),
    want: { outcome: 'skip', reason: "the synchronous write's effect does not read back (after POST /V1/products, GET /V1/products/:sku does not answer what it wrote): write.read-back judges it" },
    // The queued call is the route's queued execution (async.accept-shape judges its acceptance): sent before the
    // synchronous write, so the consumer runs it meanwhile.
    then: (f) => assert.ok(f.sent.findIndex((s) => s.path.startsWith('/async')) < f.sent.findIndex((s) => s.method === 'POST' && s.path === '/V1/products'), 'queued first'),
  },
  {
    name: 'a queued operation the consumer failed with the platform\'s try-again answer (a lost deadlock) is queued once more on its own product; the first stays in the record',
    fake: fake(CREATE, 'deadlock-once'),
    want: { outcome: 'pass', note: 'completed; its result is a object valid against the response schema, as the synchronous answer; both effects read back through GET /V1/products/:sku' },
    then: (f) => {
      assert.equal(f.sent.filter((s) => s.path === '/async/V1/products').length, 2, 'queued twice');
      const attempts = f.observed.find(([k]) => k === 'queued-attempts')?.[1] as Array<{ status: number; resultMessage: string }>;
      assert.equal(attempts.length, 1);
      assert.match(attempts[0]?.resultMessage ?? '', /try again later/);
    },
  },
  {
    name: 'the same answer a second time is the verdict',
    fake: fake(CREATE, 'deadlock-always'),
    want: { outcome: 'fail', broken: 'the queued POST /V1/products did not complete where the synchronous call succeeded', expected: 'status 1 (complete), as the synchronous call answered 200', actual: /^status 3 "The attribute set couldn't be saved/ },
    then: (f) => assert.equal(f.sent.filter((s) => s.path === '/async/V1/products').length, 2, 'queued twice, not more'),
  },
  {
    name: 'a release that does not queue the method: nothing to compare',
    fake: fake(REMOVE, 'not-queued'),
    want: { outcome: 'skip', reason: `this release does not queue DELETE (400 "${NO_ASYNC_CONFIG}"): nothing to compare` },
  },
  {
    name: 'a wait that ended with the consumer stopped gives the run\'s one diagnosis',
    fake: { ...fake(), queue: { waitBulk: async () => ({ kind: 'timeout', verdict: async (label: string) => ({ outcome: 'skip', reason: `stopped consumer (${label})` }) }), halted: () => null } },
    want: { outcome: 'skip', reason: 'stopped consumer (the queued POST /V1/products)' },
  },
  {
    name: 'once the run found the consumer stopped, nothing is written',
    fake: { ...fake(), queue: { waitBulk: async () => ({ kind: 'contradiction', message: 'x', summary: null }), halted: () => 'the queue stopped moving' } },
    want: { outcome: 'skip', reason: 'the queue stopped moving' },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'without the worker\'s bulk wait the check cannot judge: skip',
    fake: { ...fake(), queue: undefined },
    want: { outcome: 'skip', reason: 'the worker\'s bulk wait is not wired into the check context (a check that waits declares `waits`)' },
  },
]);

test('async.same-as-sync applies to write routes with a read-back and waits; declared skipped where writes are denied', () => {
  assert.equal(asyncSameAsSync.appliesTo(CREATE), true);
  assert.equal(asyncSameAsSync.appliesTo({ ...CREATE, readBack: null }), false);
  assert.equal(asyncSameAsSync.waits, true);
  assert.deepEqual(declaredSkips(asyncSameAsSync, CREATE), { deny: WRITES_DENIED_QUEUE, allow: null });
});
