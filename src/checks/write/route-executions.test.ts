// The executions of one write route, shared by its checks in one worker: on a fake target that keeps the run's own
// products and runs a queued update when its bulk is waited for, the five checks of PUT /V1/products/:sku run in the
// order specs/async-writes.spec.ts declares them, over one memo. The write is sent once (judged by three checks), the queued
// call goes out before it, the bulk acts on the synchronous execution's product (the route may run again on it), and
// every verdict passes; without a memo each check makes its own, as before.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../../contracts/compile.ts';
import { acceptance, BULK_UUID, healthyTarget } from '../testing/async-target.ts';
import { fakeContext, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { installQueueLedger } from '../async/queue-ledger.ts';
import { asyncAcceptShape } from '../async/accept-shape.ts';
import { asyncSameAsSync } from '../async/same-as-sync.ts';
import { bulkAcceptShape } from '../bulk/accept-shape.ts';
import type { Check, RouteQueue } from '../types.ts';
import { writeReadBack } from './read-back.ts';
import { writeResponseValid } from './response-valid.ts';
import { waitForRetriesWith } from '../owned/preparation.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
assert.ok(compiled.ok, 'the contracts compile');
const routeOf = (key: string) => {
  const found = compiled.plan.routes.find((r) => r.key === key && r.base === 'store');
  assert.ok(found, `the plan has ${key}`);
  return found;
};
const UPDATE = routeOf('PUT /V1/products/:sku');
const READ = routeOf('GET /V1/products/:sku');
const CHECKS: Check[] = [asyncAcceptShape, writeResponseValid, writeReadBack, bulkAcceptShape, asyncSameAsSync];

/** A product store: creations and updates go into it (a queued update when its bulk is waited for). */
function productTarget(): { answer: (sent: Sent, index: number) => Canned; queue: RouteQueue } {
  const products = new Map<string, Record<string, unknown>>();
  let pending: { sku: string; product: Record<string, unknown> } | null = null;
  let result: string | null = null;
  const skuOf = (path: string): string => decodeURIComponent(path.split('/')[3] ?? '');
  const answer = healthyTarget((sent) => {
    if (sent.path.startsWith('/async/bulk/')) return acceptance((sent.body as unknown[]).length);
    if (sent.path.startsWith('/async/')) {
      pending = { sku: skuOf(sent.path.slice('/async'.length)), product: (sent.body as { product: Record<string, unknown> }).product };
      return acceptance(1);
    }
    // Open until the worker's wait runs the queued update (this fake's consumer).
    if (sent.path === `/V1/bulk/${BULK_UUID}/detailed-status`) return { status: 200, json: { operations_list: [pending === null ? { id: 0, status: 1, result_message: 'Service execution success', result_serialized_data: result } : { id: 0, status: 4, result_message: null, result_serialized_data: null }] } };
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = (sent.body as { product: Record<string, unknown> }).product;
      const saved = { ...p, id: products.size + 1, extension_attributes: { stock_item: { item_id: 7 } } };
      products.set(String(p.sku), saved);
      return { status: 200, json: saved };
    }
    if (sent.method === 'PUT' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      const saved = { ...products.get(skuOf(sent.path)), ...(sent.body as { product: Record<string, unknown> }).product };
      products.set(skuOf(sent.path), saved);
      return { status: 200, json: saved };
    }
    if (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      const found = products.get(skuOf(sent.path));
      return found ? { status: 200, json: found } : platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
    }
    return undefined;
  });
  const queue: RouteQueue = {
    halted: () => null,
    async waitBulk() {
      if (pending !== null) {
        const saved = { ...products.get(pending.sku), ...pending.product };
        products.set(pending.sku, saved);
        result = JSON.stringify(saved);
        pending = null;
      }
      return { kind: 'terminal', summary: null, attempts: 1, startedAt: performance.now(), seenAt: performance.now(), lastOpenAt: null };
    },
  };
  return { answer, queue };
}

test('the checks of one route in one worker judge one synchronous write, one queued call and one bulk, each made once', async () => {
  installQueueLedger(null);
  const { answer, queue } = productTarget();
  const memo = new Map<string, Promise<unknown>>();
  const sent: Sent[] = [];
  const observed: Array<[string, unknown]> = [];
  for (const check of CHECKS) {
    const fake = fakeContext({ route: UPDATE, routes: [READ], target: { writes: 'allow' }, callers: { customer: false }, answer, queue, memo });
    const verdict = await check.run(fake.ctx);
    assert.equal(verdict.outcome, 'pass', `${check.id}: ${JSON.stringify(verdict)}`);
    sent.push(...fake.sent);
    observed.push(...fake.observed);
  }
  const creates = sent.filter((s) => s.method === 'POST' && s.path === '/V1/products');
  assert.equal(creates.length, 3, 'three products of the run\'s own: the worker\'s one the whole product links to, the queued call\'s and the synchronous write\'s (the bulk reuses the latter)');
  const writes = sent.filter((s) => s.method === 'PUT' && s.path.startsWith('/V1/products/'));
  assert.equal(writes.length, 1, 'the synchronous write is sent once for write.response-valid, write.read-back and async.same-as-sync');
  const queuedAt = sent.findIndex((s) => s.path.startsWith('/async/V1/'));
  assert.ok(queuedAt >= 0 && queuedAt < sent.indexOf(writes[0] as Sent), 'the queued call goes out before the synchronous write');
  const syncSku = writes[0]?.path.split('/')[3];
  const bulk = sent.find((s) => s.path.startsWith('/async/bulk/'));
  assert.deepEqual((bulk?.body as Array<{ sku: string }>).map((e) => e.sku), [syncSku, syncSku, syncSku], 'every bulk element acts on the synchronous execution\'s product');
  const keys = observed.map(([k]) => k);
  for (const evidence of ['status-history', 'queued-operation', 'queued-read-back', 'sync-read-back']) assert.ok(keys.includes(evidence), `async.same-as-sync records its ${evidence}`);
});

test('without a memo each check makes its own execution (a check run alone, or after its worker restarted)', async () => {
  installQueueLedger(null);
  const { answer, queue } = productTarget();
  let creates = 0;
  for (const check of [writeResponseValid, writeReadBack]) {
    const fake = fakeContext({ route: UPDATE, routes: [READ], target: { writes: 'allow' }, callers: { customer: false }, answer, queue });
    assert.equal((await check.run(fake.ctx)).outcome, 'pass', check.id);
    creates += fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').length;
  }
  assert.equal(creates, 2);
});

test('a synchronous write answered with the platform\'s try-again form (a lost deadlock) is sent again after a pause, on entities of its own, three times at most; every answer is recorded; a lasting one is the verdict', async () => {
  installQueueLedger(null);
  const pauses: number[] = [];
  waitForRetriesWith(async (ms) => void pauses.push(ms));
  const deadlock = platformError(400, 'SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction');
  const refusal = { status: 400, message: 'SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction' };
  for (const [times, want, sends] of [[1, 'pass', 2], [2, 'pass', 3], [3, 'fail', 3]] as const) {
    pauses.length = 0;
    const { answer, queue } = productTarget();
    let updates = 0;
    const flaky = (sent: Sent, index: number): Canned => (sent.method === 'PUT' && updates++ < times ? deadlock : answer(sent, index));
    const fake = fakeContext({ route: UPDATE, routes: [READ], target: { writes: 'allow' }, callers: { customer: false }, answer: flaky, queue });
    const verdict = await writeResponseValid.run(fake.ctx);
    assert.equal(verdict.outcome, want, JSON.stringify(verdict));
    const puts = fake.sent.filter((s) => s.method === 'PUT');
    assert.equal(puts.length, sends, `sent ${sends} times`);
    assert.equal(new Set(puts.map((p) => p.path)).size, sends, 'each on a product of its own');
    assert.equal(pauses.length, sends - 1, 'a pause before each send again');
    assert.ok(pauses.every((ms, i) => ms >= (i === 0 ? 150 : 450) && ms <= (i === 0 ? 450 : 1350)), `pauses of 0.3 s then 0.9 s, jittered: ${pauses.join(', ')}`);
    assert.deepEqual(fake.observed.find(([k]) => k === 'write-attempts')?.[1], Array.from({ length: sends - 1 }, () => refusal));
    if (verdict.outcome === 'fail') assert.match(verdict.broken, /\(sent 3 times: the earlier answers asked to try again, this one is the verdict\)$/);
  }
  waitForRetriesWith(null);
  // Any other refusal is the verdict at once.
  const { answer, queue } = productTarget();
  const refused = (sent: Sent, index: number): Canned => (sent.method === 'PUT' ? platformError(400, 'The value of attribute "name" must be set.') : answer(sent, index));
  const fake = fakeContext({ route: UPDATE, routes: [READ], target: { writes: 'allow' }, callers: { customer: false }, answer: refused, queue });
  assert.equal((await writeResponseValid.run(fake.ctx)).outcome, 'fail');
  assert.equal(fake.sent.filter((s) => s.method === 'PUT').length, 1);
});
