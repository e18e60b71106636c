// Control endpoints: health, request log (method, path, status, state-changing, succeeded – never credentials),
// state snapshot with async stats, consumer switch, bad control requests.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LoggedRequest } from '../lib/request-log.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, startReal } from './helpers.ts';

describe('control endpoints (real parts)', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startReal({ consumerStopped: true });
  });
  after(() => ref.close());

  test('health names the profile, active faults and parts', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/__reference/health');
    assert.equal(reply.status, 200);
    const body = reply.json as { status: string; edition: string; release: string; faults: string[]; routes: number };
    assert.equal(body.status, 'ok');
    assert.equal(body.edition, 'commerce');
    assert.equal(body.release, '2.4.7');
    assert.deepEqual(body.faults, []);
    assert.ok(body.routes > 370);
  });

  test('the request log records each call without Authorization values or passwords', async () => {
    await call(ref.baseUrl, 'DELETE', '/__reference/requests');
    const token = await adminToken(ref.baseUrl);
    await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'jane.doe@example.com', password: 'wrong-Secret!' } });
    await call(ref.baseUrl, 'GET', '/rest/V1/directory/currency', { headers: bearer(token) });
    await call(ref.baseUrl, 'PUT', '/rest/V1/products/nope-sku', { headers: bearer(token), body: { product: { name: 'x' } } });
    const reply = await call(ref.baseUrl, 'GET', '/__reference/requests');
    const entries = (reply.json as { requests: LoggedRequest[] }).requests;
    assert.deepEqual(
      entries.map((entry) => [entry.method, entry.path, entry.stateChanging]),
      [
        ['POST', '/rest/V1/integration/admin/token', false],
        ['POST', '/rest/V1/integration/customer/token', false],
        ['GET', '/rest/V1/directory/currency', false],
        ['PUT', '/rest/V1/products/nope-sku', true],
      ],
    );
    assert.equal(entries[1]?.status, 401);
    assert.equal(entries[1]?.succeeded, false);
    assert.equal(entries[2]?.succeeded, true);
    for (const secret of [token, 'admin123', 'wrong-Secret!', 'Bearer']) assert.ok(!reply.text.includes(secret), `log contains ${secret}`);
  });

  test('state: the domain snapshot and the async stats; consumer start/stop', async () => {
    const token = await adminToken(ref.baseUrl);
    const accepted = await call(ref.baseUrl, 'POST', '/rest/async/V1/products', {
      headers: bearer(token),
      body: { product: { sku: 'control-async-1', name: 'Control', price: 5, attribute_set_id: 4, type_id: 'simple' } },
    });
    assert.equal(accepted.status, 202);
    const before = (await call(ref.baseUrl, 'GET', '/__reference/state')).json as { domain: Record<string, unknown[]>; async: { accepted: number; open: number } };
    assert.ok(Array.isArray(before.domain.products));
    assert.equal(before.async.open, 1, 'the consumer was started stopped');
    assert.equal((await call(ref.baseUrl, 'POST', '/__reference/consumer/start')).status, 200);
    const drained = (await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } })).json as { stats: { open: number } };
    assert.equal(drained.stats.open, 0);
    assert.equal(((await call(ref.baseUrl, 'POST', '/__reference/consumer/stop')).json as { running: boolean }).running, false);
    const product = await call(ref.baseUrl, 'GET', '/rest/V1/products/control-async-1', { headers: bearer(token) });
    assert.equal(product.status, 200);
    const count = (await call(ref.baseUrl, 'GET', '/__reference/state/count?prefix=control-async-')).json as { count: number };
    assert.equal(count.count, 3, 'the product, and what MSI keeps of it: its default source item and low-stock setting');
    assert.equal((await call(ref.baseUrl, 'GET', '/__reference/state/count')).status, 400);
  });

  test('unknown control endpoints and bad bodies are clear errors', async () => {
    const unknown = await call(ref.baseUrl, 'GET', '/__reference/nope');
    assert.equal(unknown.status, 404);
    assert.match((unknown.json as { message: string }).message, /Unknown control endpoint/);
    const badBody = await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { headers: { 'Content-Type': 'application/json' }, rawBody: '{' });
    assert.equal(badBody.status, 400);
    const negative = await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: -1 } });
    assert.equal(negative.status, 400);
    const integration = await call(ref.baseUrl, 'POST', '/__reference/integration/revoke', { body: { integrationId: 9 } });
    assert.equal(integration.status, 400);
  });
});
