import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { inBounded } from './bounded.ts';

test('inBounded: every item once, results in order, never more than the limit in flight', async () => {
  let inFlight = 0;
  let most = 0;
  const results = await inBounded([5, 1, 4, 2, 3, 0], 3, async (ms, i) => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, ms));
    inFlight--;
    return `${i}:${ms}`;
  });
  assert.deepEqual(results, ['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
  assert.equal(most, 3);
});

test('inBounded: no items, no work; a limit above the count is the count', async () => {
  assert.deepEqual(await inBounded([], 4, async () => 1), []);
  let calls = 0;
  assert.deepEqual(await inBounded([1], 8, async (x) => (calls++, x * 2)), [2]);
  assert.equal(calls, 1);
});

test('inBounded: a failure rejects the whole (the caller decides what a failure means)', async () => {
  await assert.rejects(inBounded([1, 2], 2, async (x) => {
    if (x === 2) throw new Error('no');
    return x;
  }), /no/);
});
