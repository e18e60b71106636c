// REFERENCE_LATENCY_MS: the benchmark's stand-in for a real installation's answer time. API answers wait that long;
// control endpoints do not; nonsense values mean no latency.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../lib/app.ts';
import { latencyFromEnv, startReference } from '../lib/server.ts';

describe('answer latency', () => {
  it('reads REFERENCE_LATENCY_MS, bounded, and ignores what is not a positive number', () => {
    assert.equal(latencyFromEnv({}), 0);
    assert.equal(latencyFromEnv({ REFERENCE_LATENCY_MS: '40' }), 40);
    assert.equal(latencyFromEnv({ REFERENCE_LATENCY_MS: '-5' }), 0);
    assert.equal(latencyFromEnv({ REFERENCE_LATENCY_MS: 'fast' }), 0);
    assert.equal(latencyFromEnv({ REFERENCE_LATENCY_MS: '999999' }), 10_000);
  });

  async function withLatency(ms: number, body: (baseUrl: string) => Promise<void>): Promise<void> {
    const previous = process.env.REFERENCE_LATENCY_MS;
    process.env.REFERENCE_LATENCY_MS = String(ms);
    const ref = await startReference({ ...DEFAULT_CONFIG, env: {} }, 0);
    try {
      await body(ref.baseUrl);
    } finally {
      await ref.close();
      if (previous === undefined) delete process.env.REFERENCE_LATENCY_MS;
      else process.env.REFERENCE_LATENCY_MS = previous;
    }
  }
  const timed = async (url: string) => {
    const t = performance.now();
    await (await fetch(url)).text();
    return performance.now() - t;
  };

  it('an API answer waits at least the latency (a timer lower bound: never early)', async () => {
    await withLatency(150, async (base) => assert.ok((await timed(`${base}/rest/V1/directory/countries`)) >= 149));
  });

  it('control endpoints do not wait: with the 10 s maximum they answer long before', async () => {
    await withLatency(10_000, async (base) => assert.ok((await timed(`${base}/__reference/health`)) < 9_000));
  });
});
