// Every fault the layer offers must change what a client can observe: each scenario is run on a clean layer and on
// one with the fault switched on, and the observations must differ in the stated way.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AsyncLayer } from '../lib/async/api.ts';
import { FAULT } from '../lib/async/faults.ts';
import { ASYNC_FAULTS, createAsyncLayer } from '../lib/async/index.ts';
import {
  acceptanceOf, apiRequest, count, FakeHost, filterQuery, product, search, status, type StatusBody,
} from './async-fake-host.ts';

type Scenario = (layer: AsyncLayer, host: FakeHost) => Promise<unknown>;

async function accepted(layer: AsyncLayer, method: string, path: string, body?: unknown, storeCode: string | null = null): Promise<string> {
  const response = await layer.handleAsync(apiRequest(method, path, body, { storeCode }));
  await layer.consumer.drain(300);
  return acceptanceOf(response).bulk_uuid;
}

const SCENARIOS: Record<string, { scenario: Scenario; clean: unknown; faulty: unknown }> = {
  [FAULT.asyncErrorsTrue]: {
    scenario: async (layer) => acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('e')))).errors,
    clean: false,
    faulty: true,
  },
  [FAULT.asyncWrongStatusCode]: {
    scenario: async (layer) => (await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('w')))).status,
    clean: 202,
    faulty: 200,
  },
  [FAULT.asyncIdsOutOfOrder]: {
    scenario: async (layer) => acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('i0'), product('i1'), product('i2')])))
      .request_items.map((i) => i.id),
    clean: [0, 1, 2],
    faulty: [3, 2, 1],
  },
  [FAULT.asyncMissingDataHash]: {
    scenario: async (layer) => Object.keys(acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('h')))).request_items[0] ?? {}),
    clean: ['id', 'data_hash', 'status'],
    faulty: ['id', 'status'],
  },
  [FAULT.asyncRequestItemsCountOff]: {
    scenario: async (layer) => acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('c0'), product('c1'), product('c2')])))
      .request_items.length,
    clean: 3,
    faulty: 2,
  },
  [FAULT.asyncGetAccepted]: {
    scenario: async (layer) => (await layer.handleAsync(apiRequest('GET', '/async/V1/products/x'))).status,
    clean: 400,
    faulty: 202,
  },
  [FAULT.bulkGetAccepted]: {
    scenario: async (layer) => [(await layer.handleAsync(apiRequest('GET', '/async/V1/products/x'))).status, (await layer.handleAsync(apiRequest('GET', '/async/bulk/V1/products/bySku'))).status],
    clean: [400, 400],
    faulty: [400, 404],
  },
  [FAULT.bulkUnknownFieldAccepted]: {
    scenario: async (layer) => (await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [{ product: { sku: 'u1', wrong_attribute: 'x' } }]))).status,
    clean: 400,
    faulty: 202,
  },
  [FAULT.bulkByNameNotDerived]: {
    scenario: async (layer) => [
      (await layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'a' }]))).status,
      (await layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/:sku', [{ sku: 'a' }]))).status,
    ],
    clean: [202, 404],
    faulty: [404, 202],
  },
  [FAULT.bulkParamsNotMoved]: {
    scenario: async (layer, host) => {
      host.products.set('keep', { sku: 'keep', scopes: {} });
      const uuid = await accepted(layer, 'DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'keep' }]);
      const report = (await status(layer, 'summary', uuid)).body as StatusBody;
      return [host.products.has('keep'), report.operations_list[0]?.status];
    },
    clean: [false, 1],
    faulty: [true, 3],
  },
  [FAULT.statusNeverLeavesOpen]: {
    scenario: async (layer, host) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('o'));
      return [((await status(layer, 'summary', uuid)).body as StatusBody).operations_list[0]?.status, host.products.has('o')];
    },
    clean: [1, true],
    faulty: [4, false],
  },
  [FAULT.statusWrongCodes]: {
    scenario: async (layer) => {
      const customer = { customer: { email: 'w@example.com' }, password: 'x' };
      const uuid = await accepted(layer, 'POST', '/async/bulk/V1/customers', [customer, customer]);
      return ((await status(layer, 'summary', uuid)).body as StatusBody).operations_list.map((o) => o.status);
    },
    clean: [1, 3],
    faulty: [2, 1],
  },
  [FAULT.consumerFailsEverything]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/bulk/V1/products', [product('f1'), product('f2')]);
      const single = await accepted(layer, 'POST', '/async/V1/products', product('f3'));
      return [...((await status(layer, 'summary', uuid)).body as StatusBody).operations_list.map((o) => o.status), ...((await status(layer, 'summary', single)).body as StatusBody).operations_list.map((o) => o.status)];
    },
    clean: [1, 1, 1],
    faulty: [3, 3, 1],
  },
  [FAULT.statusCountDisagrees]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('n'));
      return [(await count(layer, uuid, 1)).body, (await count(layer, uuid, 3)).body];
    },
    clean: [1, 0],
    faulty: [1, 1],
  },
  [FAULT.statusOpenCountFrozen]: {
    // Read before the consumer's turn (it runs on the next turn of the event loop): the operation is still open.
    scenario: async (layer) => {
      const uuid = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('z')))).bulk_uuid;
      const open = (await count(layer, uuid, 4)).body;
      await layer.consumer.drain(300);
      return [open, (await count(layer, uuid, 4)).body, (await count(layer, uuid, 1)).body];
    },
    clean: [1, 0, 1],
    faulty: [0, 0, 1],
  },
  [FAULT.statusResultMessageLacksSuccess]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('m'));
      return ((await status(layer, 'summary', uuid)).body as StatusBody).operations_list[0]?.result_message;
    },
    clean: 'Service execution success Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save',
    faulty: 'Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save',
  },
  [FAULT.statusDetailedFieldsMissing]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('f'));
      return 'topic_name' in (((await status(layer, 'detailed', uuid)).body as StatusBody).operations_list[0] ?? {});
    },
    clean: true,
    faulty: false,
  },
  [FAULT.statusDetailedFieldsMistyped]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('t'));
      const entry = ((await status(layer, 'detailed', uuid)).body as StatusBody).operations_list[0];
      return [typeof entry?.id, typeof entry?.status];
    },
    clean: ['number', 'number'],
    faulty: ['string', 'string'],
  },
  [FAULT.statusSearchFilterIgnored]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('s1'));
      await accepted(layer, 'POST', '/async/bulk/V1/products', [product('s2'), product('s3')]);
      return ((await search(layer, filterQuery([['bulk_uuid', uuid]]))).body as { total_count: number }).total_count;
    },
    clean: 1,
    faulty: 3,
  },
  [FAULT.statusSearchLaterGroupsIgnored]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('g1'));
      return ((await search(layer, filterQuery([['bulk_uuid', uuid], ['status', '3']]))).body as { total_count: number }).total_count;
    },
    clean: 0,
    faulty: 1,
  },
  [FAULT.statusSearchRangeIgnored]: {
    scenario: async (layer) => {
      const uuid = await accepted(layer, 'POST', '/async/V1/products', product('r1'));
      const count = async (bound: string, condition: string): Promise<number> => ((await search(layer, filterQuery([['bulk_uuid', uuid], ['start_time', bound, condition]]))).body as { total_count: number }).total_count;
      return [await count('2010-10-10 00:00:00', 'lteq'), await count('2999-01-01 00:00:00', 'gt')];
    },
    clean: [0, 0],
    faulty: [1, 1],
  },
  [FAULT.consumerTypeDropped]: {
    scenario: async (layer, host) => {
      await accepted(layer, 'POST', '/async/V1/products', { product: { ...(product('tv') as { product: Record<string, unknown> }).product, type_id: 'virtual' } });
      return (host.executed[0]?.body as { product: Record<string, unknown> }).product.type_id ?? null;
    },
    clean: 'virtual',
    faulty: null,
  },
  [FAULT.storeScopeIgnored]: {
    scenario: async (layer, host) => {
      await accepted(layer, 'PUT', '/async/V1/products/sc', product('sc'), 'default');
      return [host.executed[0]?.storeCode, Object.keys(host.products.get('sc')?.scopes ?? {})];
    },
    clean: ['default', ['default']],
    faulty: [null, ['global']],
  },
};

async function observe(scenario: Scenario, faults: string[]): Promise<unknown> {
  const host = new FakeHost(undefined, new Set(faults));
  return scenario(createAsyncLayer(host), host);
}

describe('async layer faults', () => {
  it('every fault is listed once with a known category, and every listed fault has a scenario here', () => {
    const names = ASYNC_FAULTS.map((f) => f.name);
    assert.equal(new Set(names).size, names.length);
    assert.deepEqual([...names].sort(), Object.values(FAULT).sort());
    assert.deepEqual([...names].sort(), Object.keys(SCENARIOS).sort());
    for (const fault of ASYNC_FAULTS) {
      assert.ok(['async', 'bulk', 'status', 'store-scope'].includes(fault.category), fault.name);
      assert.ok(fault.description.length > 20, fault.name);
    }
  });

  for (const [name, { scenario, clean, faulty }] of Object.entries(SCENARIOS)) {
    it(`${name} changes what a client observes`, async () => {
      assert.deepEqual(await observe(scenario, []), clean, 'without the fault');
      assert.deepEqual(await observe(scenario, [name]), faulty, 'with the fault');
    });
  }

  it('faults of other layers leave this one alone', async () => {
    const scenario = SCENARIOS[FAULT.asyncIdsOutOfOrder]?.scenario;
    assert.ok(scenario !== undefined);
    assert.deepEqual(await observe(scenario, ['permissions-something-else']), [0, 1, 2]);
  });
});
