// COMMERCE_QUEUE_STALL_MS (src/config/target-config.ts): validated like the other bounds; by default long enough for
// cron's consumers_runner (a minute) on a real installation, and the asynchronous timeout on the embedded reference,
// whose consumer runs in-process without cron.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadTargetConfig } from '../src/config/target-config.ts';

const target = { COMMERCE_BASE_URL: 'https://shop.example.com', COMMERCE_ADMIN_USERNAME: 'a', COMMERCE_ADMIN_PASSWORD: 'p' };

test('COMMERCE_QUEUE_STALL_MS: 90 s by default, the asynchronous timeout on the embedded reference, or as set', () => {
  const real = loadTargetConfig(target);
  assert.ok(real.ok);
  if (real.ok) assert.equal(real.config.queueStallMs, 90_000);
  const embedded = loadTargetConfig({ ...target, COMMERCE_EMBEDDED_REFERENCE: '1', COMMERCE_ASYNC_TIMEOUT_MS: '8000' });
  if (embedded.ok) assert.equal(embedded.config.queueStallMs, 8000);
  else assert.fail('embedded config loads');
  const set = loadTargetConfig({ ...target, COMMERCE_QUEUE_STALL_MS: '15000' });
  if (set.ok) assert.equal(set.config.queueStallMs, 15_000);
  else assert.fail('a set value loads');
});

test('COMMERCE_QUEUE_STALL_MS: a value that is no positive whole number of milliseconds stops the run, naming the variable', () => {
  for (const bad of ['soon', '0', '-5', '1.5']) {
    const loaded = loadTargetConfig({ ...target, COMMERCE_QUEUE_STALL_MS: bad });
    assert.equal(loaded.ok, false, bad);
    if (!loaded.ok) assert.deepEqual(loaded.problems, [{ variable: 'COMMERCE_QUEUE_STALL_MS', message: `COMMERCE_QUEUE_STALL_MS must be a positive whole number of milliseconds, got "${bad}"` }]);
  }
  // A wrong asynchronous timeout is reported once, under its own name, also on the reference.
  const loaded = loadTargetConfig({ ...target, COMMERCE_EMBEDDED_REFERENCE: '1', COMMERCE_ASYNC_TIMEOUT_MS: 'soon' });
  assert.equal(loaded.ok, false);
  if (!loaded.ok) assert.deepEqual(loaded.problems.map((p) => p.variable), ['COMMERCE_ASYNC_TIMEOUT_MS']);
});
