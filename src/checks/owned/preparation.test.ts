// Preparing writes retried when their failure cannot come from their input: the platform's save-failure forms (a lost
// deadlock: the real 2.4.7's "Could not save Source Item Configuration"), or the same request having succeeded
// before; never a refusal (401/403/404), never a read, never past the bound; every attempt reported.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { CallOptions, HttpExchange } from '../types.ts';
import { forgetSucceeded, prepareCall, PREPARATION_ATTEMPTS, requestShape, type Attempt } from './preparation.ts';

const P = 'cctrun0000';
const answer = (status: number, message?: string): HttpExchange => ({ method: 'POST', url: 'x', status, headers: {}, bodyText: '', json: message === undefined ? { sku: `${P}a` } : { message }, durationMs: 1 });

/** A target answering the given statuses in turn; the calls it got. */
function target(...answers: HttpExchange[]) {
  const calls: CallOptions[] = [];
  return { calls, send: async (_caller: string, options: CallOptions) => (calls.push(options), answers[Math.min(calls.length - 1, answers.length - 1)] as HttpExchange) };
}
const noPause = async (): Promise<void> => undefined;
const product = (sku: string): CallOptions => ({ method: 'POST', path: '/V1/products', body: { product: { sku, price: 10 } } });

test('the real 2.4.7\'s answer to a lost deadlock is retried, and the record gets every attempt', async () => {
  forgetSucceeded();
  const t = target(answer(400, 'Could not save Source Item Configuration'), answer(200));
  let reported: Attempt[] = [];
  const res = await prepareCall(t.send, 'admin', product(`${P}a`), P, (a) => (reported = a), noPause);
  assert.equal(res.status, 200);
  assert.equal(t.calls.length, 2);
  assert.deepEqual(reported, [{ call: 'POST /V1/products', status: 400, message: 'Could not save Source Item Configuration' }, { call: 'POST /V1/products', status: 200, message: null }]);
});

test('a failure of a request that succeeded before (its values aside) is retried; one that never did and says nothing of saving is not', async () => {
  forgetSucceeded();
  const first = target(answer(200));
  await prepareCall(first.send, 'admin', product(`${P}a`), P, () => {}, noPause);
  const again = target(answer(400, 'Something odd.'), answer(200));
  assert.equal((await prepareCall(again.send, 'admin', product(`${P}b`), P, () => {}, noPause)).status, 200);
  assert.equal(again.calls.length, 2);
  const other = target(answer(400, 'Something odd.'));
  const res = await prepareCall(other.send, 'admin', { method: 'POST', path: '/V1/categories', body: { category: { name: `${P}c` } } }, P, () => assert.fail('no attempts to report'), noPause);
  assert.equal(res.status, 400);
  assert.equal(other.calls.length, 1, 'its input may be the cause: its answer stands');
});

test('bounded: PREPARATION_ATTEMPTS attempts at most, then the last answer stands', async () => {
  forgetSucceeded();
  const t = target(answer(400, 'The product was unable to be saved. Please try again.'));
  let reported: Attempt[] = [];
  const res = await prepareCall(t.send, 'admin', product(`${P}a`), P, (a) => (reported = a), noPause);
  assert.equal(res.status, 400);
  assert.equal(t.calls.length, PREPARATION_ATTEMPTS);
  assert.equal(reported.length, PREPARATION_ATTEMPTS);
});

test('refusals and reads go out once: who may call what and what exists are the input\'s', async () => {
  forgetSucceeded();
  await prepareCall(target(answer(200)).send, 'admin', product(`${P}a`), P, () => {}, noPause);
  for (const status of [401, 403, 404]) {
    const t = target(answer(status, 'Could not save anything'));
    await prepareCall(t.send, 'admin', product(`${P}b`), P, () => {}, noPause);
    assert.equal(t.calls.length, 1, String(status));
  }
  const read = target(answer(500, 'Could not save'));
  await prepareCall(read.send, 'admin', { method: 'GET', path: '/V1/products/x' }, P, () => {}, noPause);
  assert.equal(read.calls.length, 1);
});

test('requestShape: ids and the run\'s names out of the path, the body\'s keys and value types', () => {
  assert.equal(requestShape({ method: 'POST', path: `/V1/categories/12/products`, body: { productLink: { sku: `${P}x`, category_id: 12 } } }, P), 'POST /V1/categories/:v/products {"productLink":{"sku":"string","category_id":"number"}}');
  assert.equal(requestShape({ method: 'PUT', path: `/V1/products/${P}abc` }, P), 'PUT /V1/products/:v null');
});
