// Messages that kill the async.operations.all consumer: a PHP Error (not an Exception) escapes the service and
// MassConsumer, as the real 2.4.7-p3 consumer died on (a) POST guest-carts/:cartId/billing-address for a cart id
// that does not resolve (TypeError in an inventory plugin), (b) DELETE routes whose URL parameter names no
// argument of the service method ("Unknown named parameter $ruleId"), (c) POST /V1/invoices for an order that does
// not resolve ("Call to a member function getId() on null"). The operation stays open (4), the consumer stops and
// the death is recorded; operations behind it wait. A restarted consumer goes on behind the taken message, which
// stays open for good (the platform never takes a message twice).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ReferenceConfig } from '../lib/app.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, startReal } from './helpers.ts';

interface Death {
  at: string;
  bulkUuid: string;
  operationId: number;
  topicName: string;
  error: string;
}
interface ConsumerState {
  running: boolean;
  deaths: Death[];
}

const ADDRESS = { firstname: 'Ann', lastname: 'Lee', street: ['1 Main St'], city: 'Austin', country_id: 'US', region_id: 57, postcode: '78701', telephone: '5125550100' };

async function withReference(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference, admin: string) => Promise<void>): Promise<void> {
  const ref = await startReal({ edition: 'open-source', ...overrides });
  try {
    await body(ref, await adminToken(ref.baseUrl));
  } finally {
    await ref.close();
  }
}

async function consumerState(ref: RunningReference): Promise<ConsumerState> {
  return (await call(ref.baseUrl, 'GET', '/__reference/consumer')).json as ConsumerState;
}

/** Waits until the consumer has died `count` times (it stops when it dies). */
async function untilDeaths(ref: RunningReference, count: number): Promise<ConsumerState> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const state = await consumerState(ref);
    if (state.deaths.length >= count && !state.running) return state;
    if (Date.now() > deadline) throw new Error(`consumer did not die ${count} time(s): ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function accept(ref: RunningReference, token: string | null, method: string, path: string, body?: unknown): Promise<string> {
  const reply = await call(ref.baseUrl, method, path, { headers: token === null ? {} : bearer(token), body });
  assert.equal(reply.status, 202, `${method} ${path}: ${reply.text}`);
  return (reply.json as { bulk_uuid: string }).bulk_uuid;
}

async function statuses(ref: RunningReference, admin: string, bulkUuid: string): Promise<number[]> {
  const reply = await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${bulkUuid}/detailed-status`, { headers: bearer(admin) });
  return (reply.json as { operations_list: Array<{ status: number }> }).operations_list.map((operation) => operation.status);
}

describe('a consumer that dies on a message', () => {
  test('(a) guest billing address for an unknown cart: open operation, stopped consumer, recorded death; the work behind waits', () =>
    withReference({}, async (ref, admin) => {
      const poisoned = await accept(ref, null, 'POST', '/rest/async/V1/guest-carts/nosuchmaskedcartid0000000000000/billing-address', { address: ADDRESS });
      const behind = await accept(ref, admin, 'POST', '/rest/async/V1/products', { product: { sku: 'death-behind', name: 'Behind', attribute_set_id: 4, price: 1 } });
      const state = await untilDeaths(ref, 1);
      assert.equal(state.running, false);
      assert.equal(state.deaths.length, 1);
      const [death] = state.deaths;
      assert.equal(death?.bulkUuid, poisoned);
      assert.equal(death?.operationId, 0);
      assert.equal(death?.topicName, 'async.magento.quote.api.guestbillingaddressmanagementinterface.assign.post');
      assert.match(death?.error ?? '', /^TypeError: .*must be of type int, null given$/);
      assert.deepEqual(await statuses(ref, admin, poisoned), [4]);
      assert.deepEqual(await statuses(ref, admin, behind), [4], 'operations behind the poisoned one stay open');
      const detailed = (await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${poisoned}/detailed-status`, { headers: bearer(admin) })).json as { operations_list: Array<Record<string, unknown>> };
      assert.deepEqual([detailed.operations_list[0]?.result_message, detailed.operations_list[0]?.error_code, detailed.operations_list[0]?.result_serialized_data], [null, null, null]);
      const health = (await call(ref.baseUrl, 'GET', '/__reference/health')).json as { consumerRunning: boolean };
      assert.equal(health.consumerRunning, false, 'the same state as `consumer stop`');
      const stats = ((await call(ref.baseUrl, 'GET', '/__reference/state')).json as { async: Record<string, number> }).async;
      assert.deepEqual(stats, { accepted: 2, executed: 1, open: 2, consumerDeaths: 1 });

      // Restarted: the taken message is not run again; the operations behind it are.
      assert.deepEqual((await call(ref.baseUrl, 'POST', '/__reference/consumer/start')).json, { running: true });
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, behind), [1]);
      assert.deepEqual(await statuses(ref, admin, poisoned), [4], 'the taken operation stays open');
      const after = await consumerState(ref);
      assert.equal(after.running, true);
      assert.equal(after.deaths.length, 1);
      const finalStats = ((await call(ref.baseUrl, 'GET', '/__reference/state')).json as { async: Record<string, number> }).async;
      assert.deepEqual(finalStats, { accepted: 2, executed: 2, open: 1, consumerDeaths: 1 });
    }));

  test('(a) a guest cart that resolves is not fatal; before 2.4.0 (no in-store pickup plugin) an unknown one fails normally', async () => {
    await withReference({}, async (ref, admin) => {
      const carts = (await call(ref.baseUrl, 'POST', '/rest/V1/guest-carts')).json as string;
      const uuid = await accept(ref, null, 'POST', `/rest/async/V1/guest-carts/${carts}/billing-address`, { address: ADDRESS });
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, uuid), [1]);
      assert.deepEqual((await consumerState(ref)).deaths, []);
    });
    await withReference({ release: '2.3.7' }, async (ref, admin) => {
      const uuid = await accept(ref, null, 'POST', '/rest/async/V1/guest-carts/nosuchmaskedcartid0000000000000/billing-address', { address: ADDRESS });
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, uuid), [3]);
      assert.deepEqual(await consumerState(ref), { running: true, deaths: [] });
    });
  });

  test('(b) DELETE /V1/salesRules/:ruleId (deleteById($id)): "Unknown named parameter $ruleId", async and bulk', () =>
    withReference({}, async (ref, admin) => {
      const single = await accept(ref, admin, 'DELETE', '/rest/async/V1/salesRules/1');
      const first = await untilDeaths(ref, 1);
      assert.equal(first.deaths[0]?.error, 'Error: Unknown named parameter $ruleId');
      assert.equal(first.deaths[0]?.topicName, 'async.magento.salesrule.api.rulerepositoryinterface.deletebyid.delete');
      assert.deepEqual(await statuses(ref, admin, single), [4]);
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/salesRules/1', { headers: bearer(admin) })).status, 200, 'the rule was not deleted');

      const bulk = await accept(ref, admin, 'DELETE', '/rest/async/bulk/V1/salesRules/byRuleId', [{ ruleId: 1 }]);
      await call(ref.baseUrl, 'POST', '/__reference/consumer/start');
      const second = await untilDeaths(ref, 2);
      assert.equal(second.deaths[1]?.bulkUuid, bulk);
      assert.equal(second.deaths[1]?.error, 'Error: Unknown named parameter $ruleId');
      assert.deepEqual(await statuses(ref, admin, bulk), [4]);
    }));

  test('(b) before 2.4.4 (PHP 7: string keys are passed by position) the same DELETE runs', () =>
    withReference({ release: '2.4.3' }, async (ref, admin) => {
      const uuid = await accept(ref, admin, 'DELETE', '/rest/async/V1/salesRules/1');
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, uuid), [1]);
      assert.deepEqual(await consumerState(ref), { running: true, deaths: [] });
    }));

  test('(b) a DELETE whose URL parameters are the argument names runs (taxRules/:ruleId → deleteById($ruleId))', () =>
    withReference({}, async (ref, admin) => {
      const uuid = await accept(ref, admin, 'DELETE', '/rest/async/V1/taxRules/1');
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, uuid), [1]);
      assert.deepEqual(await consumerState(ref), { running: true, deaths: [] });
    }));

  test('(c) POST /V1/invoices for an order that does not resolve: "Call to a member function getId() on null"', () =>
    withReference({}, async (ref, admin) => {
      const uuid = await accept(ref, admin, 'POST', '/rest/async/bulk/V1/invoices', [{ entity: { order_id: 999, items: [] } }]);
      const state = await untilDeaths(ref, 1);
      assert.equal(state.deaths[0]?.error, 'Error: Call to a member function getId() on null');
      assert.equal(state.deaths[0]?.topicName, 'async.magento.sales.api.invoicerepositoryinterface.save.post');
      assert.deepEqual(await statuses(ref, admin, uuid), [4]);
    }));

  test('a failing operation is no death: the consumer records the failure and runs on', () =>
    withReference({}, async (ref, admin) => {
      const uuid = await accept(ref, admin, 'POST', '/rest/async/V1/carts/999/billing-address', { address: ADDRESS });
      await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
      assert.deepEqual(await statuses(ref, admin, uuid), [3]);
      assert.deepEqual(await consumerState(ref), { running: true, deaths: [] });
    }));
});
