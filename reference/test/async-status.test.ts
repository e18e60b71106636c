// Operation-status routes: summary and detailed shapes (against the real 2.4.7 corpus in tests/corpus), the count
// route against operations_list, unknown bulks, release gating, and GET /V1/bulk search filters and paging.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAsyncLayer } from '../lib/async/index.ts';
import type { AsyncLayer } from '../lib/async/api.ts';
import {
  acceptanceOf, apiRequest, count, FakeHost, filterQuery, GUEST, product, PROFILE_230, PROFILE_247, search, status,
  STATUS_ROUTES, type StatusBody,
} from './async-fake-host.ts';
import { readCorpus } from './corpus.ts';

function corpusCase(name: string): Record<string, unknown> {
  return readCorpus<Record<string, unknown>>(`real-2.4.7-p3/async/${name}`);
}

function bodyAt(doc: Record<string, unknown>, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

interface SearchBody {
  items: Array<Record<string, unknown> & { id: number; bulk_uuid: string; status: number }>;
  search_criteria: Record<string, unknown>;
  total_count: number;
}

async function acceptAndRun(layer: AsyncLayer, method: string, path: string, body: unknown): Promise<string> {
  const response = await layer.handleAsync(apiRequest(method, path, body));
  assert.equal(response.status, 202, JSON.stringify(response.body));
  await layer.consumer.drain(2000);
  return acceptanceOf(response).bulk_uuid;
}

describe('summary and detailed status', () => {
  it('summary: operations_list entries and bulk fields, start_time as UTC "YYYY-MM-DD HH:MM:SS"', async () => {
    const host = new FakeHost();
    host.setNow(new Date('2026-11-22T01:36:34.789Z'));
    const layer = createAsyncLayer(host);
    const uuid = await acceptAndRun(layer, 'POST', '/async/V1/products', product('p1'));
    const response = await status(layer, 'summary', uuid);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, {
      operations_list: [{ id: 0, status: 1, result_message: 'Service execution success Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save', error_code: null }],
      user_type: 2,
      bulk_id: uuid,
      description: 'Topic async.magento.catalog.api.productrepositoryinterface.save.post',
      start_time: '2026-11-22 01:36:34',
      user_id: 1,
      operation_count: 1,
    });
  });

  it('key order of summary, detailed entries and search items matches the real corpus', async () => {
    const real = corpusCase('d1_bulk_customers_duplicate_email.json');
    const layer = createAsyncLayer(new FakeHost());
    const uuid = await acceptAndRun(layer, 'POST', '/async/bulk/V1/customers', [
      { customer: { email: 'k@example.com' }, password: 'x' }, { customer: { email: 'k@example.com' }, password: 'x' },
    ]);
    const summary = (await status(layer, 'summary', uuid)).body as Record<string, unknown>;
    const detailed = (await status(layer, 'detailed', uuid)).body as StatusBody;
    const realSummary = bodyAt(real, 'status', 'body') as Record<string, unknown>;
    const realDetailed = bodyAt(real, 'detailed_status', 'body') as StatusBody;
    assert.deepEqual(Object.keys(summary), Object.keys(realSummary));
    assert.deepEqual(Object.keys((summary.operations_list as object[])[0] ?? {}), Object.keys((realSummary.operations_list as object[])[0] ?? {}));
    assert.deepEqual(Object.keys(detailed.operations_list[1] ?? {}), Object.keys(realDetailed.operations_list[1] ?? {}));
    // Same outcome as the real platform, value for value where values do not depend on the installation.
    assert.deepEqual(detailed.operations_list.map((o) => [o.id, o.status, o.error_code, o.result_message]),
      realDetailed.operations_list.map((o) => [o.id, o.status, o.error_code, o.result_message]));
    assert.equal(detailed.operations_list[0]?.serialized_data, realDetailed.operations_list[0]?.serialized_data);

    const realSearch = bodyAt(corpusCase('e_bulk_search.json'), 'status_eq_3', 'body') as SearchBody;
    const mine = (await search(layer, filterQuery([['status', '3']]))).body as SearchBody;
    assert.deepEqual(Object.keys(mine), Object.keys(realSearch));
    assert.deepEqual(Object.keys(mine.items[0] ?? {}), Object.keys(realSearch.items[0] ?? {}));
  });

  it('detailed: failed operations keep serialized_data in the platform form (same text as the real corpus for d4)', async () => {
    const real = corpusCase('d4_async_product_missing_required.json');
    const requestBody = real.request_body;
    const host = new FakeHost();
    // d4 failed in the real consumer ("Invalid attribute set entity type"); fail it here the same way.
    host.execute = async () => ({ status: 400, body: { message: 'Invalid product data: %1', parameters: ['Invalid attribute set entity type'] } });
    const layer = createAsyncLayer(host);
    const uuid = await acceptAndRun(layer, 'POST', '/async/V1/products', requestBody);
    const mine = ((await status(layer, 'detailed', uuid)).body as StatusBody).operations_list[0];
    const theirs = (bodyAt(real, 'detailed_status', 'body') as StatusBody).operations_list[0];
    assert.equal(mine?.serialized_data, theirs?.serialized_data);
    assert.equal(mine?.result_message, theirs?.result_message);
    assert.equal(mine?.status, theirs?.status);
    assert.equal(mine?.error_code, theirs?.error_code);
  });

  it('user_type only where the release has it; a guest caller is user_type 4 with user_id null', async () => {
    const modern = createAsyncLayer(new FakeHost());
    const guestRequest = await modern.handleAsync(apiRequest('POST', '/async/V1/customers', { customer: { email: 'g2@example.com' }, password: 'x' }, { identity: GUEST }));
    const asGuest = (await status(modern, 'summary', acceptanceOf(guestRequest).bulk_uuid)).body as StatusBody;
    assert.equal(asGuest.user_type, 4);
    assert.equal(asGuest.user_id, null);
    const asAdmin = (await status(modern, 'summary', await acceptAndRun(modern, 'POST', '/async/V1/products', product('a')))).body as StatusBody;
    assert.deepEqual([asAdmin.user_type, asAdmin.user_id], [2, 1]);

    const old = createAsyncLayer(new FakeHost(PROFILE_230));
    const oldUuid = await acceptAndRun(old, 'POST', '/async/V1/products', product('o'));
    assert.ok(!('user_type' in ((await status(old, 'summary', oldUuid)).body as object)));
  });

  it('unknown bulk: 404 "Bulk uuid %bulkUuid not exist" on summary and detailed; the count is 0', async () => {
    const layer = createAsyncLayer(new FakeHost());
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const kind of ['summary', 'detailed'] as const) {
      const response = await status(layer, kind, uuid);
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, { message: 'Bulk uuid %bulkUuid not exist', parameters: { bulkUuid: uuid } });
    }
    assert.deepEqual(await count(layer, uuid, 1), { status: 200, body: 0 });
  });
});

describe('operation-status count route', () => {
  it('for 1..5 the bare integer equals the count in operations_list, for 1 to 5 operations of mixed outcome', async () => {
    for (let size = 1; size <= 5; size += 1) {
      const host = new FakeHost();
      const layer = createAsyncLayer(host);
      const failingBad = wrapBad(host.execute.bind(host));
      let executions = 0;
      // Stop after three executions so later operations stay open (4) next to finished ones.
      host.execute = async (...args) => {
        try {
          return await failingBad(...args);
        } finally {
          executions += 1;
          if (executions === 3) layer.consumer.stop();
        }
      };
      const skus = ['ok', 'boom', 'bad', 'ok2', 'ok3'].slice(0, size);
      const response = await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', skus.map((s) => product(s))));
      await layer.consumer.drain(100);
      const uuid = acceptanceOf(response).bulk_uuid;
      const list = ((await status(layer, 'summary', uuid)).body as StatusBody).operations_list;
      for (let code = 1; code <= 5; code += 1) {
        const answer = await count(layer, uuid, code);
        assert.equal(answer.status, 200);
        assert.equal(answer.body, list.filter((o) => o.status === code).length, `size ${size}, status ${code}`);
      }
      if (size === 5) assert.deepEqual(list.map((o) => o.status), [1, 2, 3, 4, 4]);
    }
  });

  it('not a number: 400 type error; absent from the release: 404 route body', async () => {
    const layer = createAsyncLayer(new FakeHost());
    const uuid = await acceptAndRun(layer, 'POST', '/async/V1/products', product('c'));
    assert.equal((await count(layer, uuid, 'abc')).status, 400);
    const old = createAsyncLayer(new FakeHost(PROFILE_230));
    const oldUuid = await acceptAndRun(old, 'POST', '/async/V1/products', product('c'));
    assert.deepEqual(await count(old, oldUuid, 1), { status: 404, body: { message: 'Request does not match any route.' } });
  });
});

/** Products whose sku starts with 'bad' fail like a LocalizedException (3). */
function wrapBad(execute: FakeHost['execute']): FakeHost['execute'] {
  return async (route, params, body, identity, storeCode) => {
    const sku = (body as { product?: { sku?: string } }).product?.sku ?? '';
    if (sku.startsWith('bad')) return { status: 400, body: { message: 'URL key for specified store already exists.' } };
    return execute(route, params, body, identity, storeCode);
  };
}

describe('GET /V1/bulk search', () => {
  async function seeded() {
    const host = new FakeHost();
    host.execute = wrapBad(host.execute.bind(host));
    const layer = createAsyncLayer(host);
    host.setNow(new Date('2026-11-22T01:28:33Z'));
    const first = await acceptAndRun(layer, 'POST', '/async/bulk/V1/products', [product('s-a'), product('bad-b')]);
    host.setNow(new Date('2026-11-22T01:36:34Z'));
    const second = await acceptAndRun(layer, 'DELETE', '/async/V1/products/s-a', undefined);
    host.setNow(new Date('2026-11-22T01:40:00Z'));
    const third = await acceptAndRun(layer, 'POST', '/async/bulk/V1/customers', [{ customer: { email: 'q@example.com' }, password: 'x' }]);
    return { layer, first, second, third };
  }

  it('without searchCriteria: 400 required field searchCriteria (e_bulk_search no_criteria)', async () => {
    const { layer } = await seeded();
    const response = await search(layer, '');
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } });
  });

  it('lists operations (not bulks) with the criteria echo and total_count', async () => {
    const { layer, first } = await seeded();
    const body = (await search(layer, filterQuery([['bulk_uuid', first]]))).body as SearchBody;
    assert.equal(body.total_count, 2);
    assert.deepEqual(body.items.map((i) => [i.id, i.bulk_uuid, i.status]), [[0, first, 1], [1, first, 3]]);
    assert.deepEqual(body.search_criteria, { filter_groups: [{ filters: [{ field: 'bulk_uuid', value: first, condition_type: 'eq' }] }] });
    assert.deepEqual(body.items[0]?.extension_attributes, { start_time: '2026-11-22 01:28:33' });
  });

  it('eq filters on status, topic_name and start_time; gteq on start_time; AND across groups', async () => {
    const { layer, first, second, third } = await seeded();
    const uuidsOf = async (query: string) => ((await search(layer, query)).body as SearchBody).items.map((i) => `${i.bulk_uuid}#${i.id}`);
    assert.deepEqual(await uuidsOf(filterQuery([['status', '3']])), [`${first}#1`]);
    assert.deepEqual(await uuidsOf(filterQuery([['status', '1']])), [`${first}#0`, `${second}#0`, `${third}#0`]);
    assert.deepEqual(await uuidsOf(filterQuery([['topic_name', 'async.magento.catalog.api.productrepositoryinterface.deletebyid.delete']])), [`${second}#0`]);
    assert.deepEqual(await uuidsOf(filterQuery([['start_time', '2026-11-22 01:36:34']])), [`${second}#0`]);
    assert.deepEqual(await uuidsOf(filterQuery([['start_time', '2026-11-22 01:36:34', 'gteq']])), [`${second}#0`, `${third}#0`]);
    assert.deepEqual(await uuidsOf(filterQuery([['start_time', '2026-11-22 01:36:34', 'lt']])), [`${first}#0`, `${first}#1`]);
    assert.deepEqual(await uuidsOf(filterQuery([['status', '1'], ['bulk_uuid', first]])), [`${first}#0`]);
    assert.deepEqual(await uuidsOf(filterQuery([['status', '1,3', 'in'], ['topic_name', 'async.magento.catalog.%', 'like']])), [`${first}#0`, `${first}#1`, `${second}#0`]);
  });

  it('OR inside a filter group, snake_case query keys accepted too', async () => {
    const { layer, second, third } = await seeded();
    const query = [
      'searchCriteria[filter_groups][0][filters][0][field]=bulk_uuid', `searchCriteria[filter_groups][0][filters][0][value]=${second}`,
      'searchCriteria[filter_groups][0][filters][1][field]=bulk_uuid', `searchCriteria[filter_groups][0][filters][1][value]=${third}`,
      'searchCriteria[filter_groups][0][filters][1][condition_type]=eq',
    ].join('&');
    const body = (await search(layer, query)).body as SearchBody;
    assert.deepEqual(body.items.map((i) => i.bulk_uuid), [second, third]);
    assert.deepEqual(body.search_criteria, { filter_groups: [{ filters: [
      { field: 'bulk_uuid', value: second, condition_type: 'eq' }, { field: 'bulk_uuid', value: third, condition_type: 'eq' },
    ] }] });
  });

  it('pageSize / currentPage page the result; total_count counts every match; echo carries page_size, current_page', async () => {
    const { layer, first, second, third } = await seeded();
    const page1 = (await search(layer, 'searchCriteria[pageSize]=2&searchCriteria[currentPage]=1')).body as SearchBody;
    assert.equal(page1.total_count, 4);
    assert.deepEqual(page1.items.map((i) => `${i.bulk_uuid}#${i.id}`), [`${first}#0`, `${first}#1`]);
    assert.deepEqual(page1.search_criteria, { filter_groups: [], page_size: 2, current_page: 1 });
    const page2 = (await search(layer, 'searchCriteria[pageSize]=2&searchCriteria[currentPage]=2')).body as SearchBody;
    assert.deepEqual(page2.items.map((i) => `${i.bulk_uuid}#${i.id}`), [`${second}#0`, `${third}#0`]);
    const sorted = (await search(layer, 'searchCriteria[sortOrders][0][field]=start_time&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=1')).body as SearchBody;
    assert.equal(sorted.items[0]?.bulk_uuid, third);
  });

  it('an unknown filter field fails like the platform\'s SQL error: masked 500', async () => {
    const { layer } = await seeded();
    const response = await search(layer, filterQuery([['no_such_column', 'x']]));
    assert.equal(response.status, 500);
    assert.match((response.body as { message: string }).message, /^Internal Error\. Details are available in Magento log file\. Report ID: webapi-[0-9a-f]{13}$/);
  });

  it('routes are recognised by their service method, whatever the core calls the URL', async () => {
    const layer = createAsyncLayer(new FakeHost(PROFILE_247));
    const response = await layer.handleStatus(apiRequest('GET', '/V1/bulk/'), { ...STATUS_ROUTES.search, url: '/V1/bulk/' }, {});
    assert.equal(response.status, 400);
  });
});
