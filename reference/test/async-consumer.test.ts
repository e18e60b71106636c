// The async.operations.all consumer: stop/start, terminal states and their messages, order, and that no accepted
// operation is lost or run twice under concurrent bulk calls.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAsyncLayer } from '../lib/async/index.ts';
import {
  acceptanceOf, apiRequest, count, FakeHost, product, search, status, filterQuery, type StatusBody,
} from './async-fake-host.ts';

describe('consumer lifecycle', () => {
  it('while stopped operations stay open (4); after start they reach a terminal status', async () => {
    const host = new FakeHost();
    const layer = createAsyncLayer(host);
    layer.consumer.stop();
    assert.equal(layer.consumer.running, false);
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('s1'), product('s2')])));
    await new Promise((resolve) => setTimeout(resolve, 60));
    let report = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.deepEqual(report.operations_list.map((o) => o.status), [4, 4]);
    assert.deepEqual(report.operations_list.map((o) => [o.result_message, o.error_code]), [[null, null], [null, null]]);
    assert.equal((await count(layer, body.bulk_uuid, 4)).body, 2);
    assert.deepEqual(layer.stats(), { accepted: 2, executed: 0, open: 2, consumerDeaths: 0 });
    assert.equal(host.products.size, 0);

    layer.consumer.start();
    assert.equal(layer.consumer.running, true);
    await layer.consumer.drain(2000);
    report = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.deepEqual(report.operations_list.map((o) => o.status), [1, 1]);
    assert.deepEqual(layer.stats(), { accepted: 2, executed: 2, open: 0, consumerDeaths: 0 });
    assert.equal(host.products.size, 2);
  });

  it('runs by default and is fast: terminal within ~50 ms', async () => {
    const layer = createAsyncLayer(new FakeHost());
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('fast'))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.equal(report.operations_list[0]?.status, 1);
  });

  it('a delay option keeps operations observably open, one at a time, in acceptance order', async () => {
    const host = new FakeHost();
    const layer = createAsyncLayer(host, { consumerDelayMs: 40 });
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('d1'), product('d2'), product('d3')])));
    const early = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.deepEqual(early.operations_list.map((o) => o.status), [4, 4, 4]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const middle = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.deepEqual(middle.operations_list.map((o) => o.status), [1, 4, 4]);
    await layer.consumer.drain(2000);
    assert.deepEqual(host.executed.map((e) => e.params.sku ?? (e.body as { product: { sku: string } }).product.sku), ['d1', 'd2', 'd3']);
  });

  it('env REFERENCE_CONSUMER_DELAY_MS sets the delay when no option is given', async () => {
    const previous = process.env.REFERENCE_CONSUMER_DELAY_MS;
    process.env.REFERENCE_CONSUMER_DELAY_MS = '80';
    try {
      const layer = createAsyncLayer(new FakeHost());
      const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('env'))));
      await new Promise((resolve) => setTimeout(resolve, 30));
      assert.equal(((await status(layer, 'summary', body.bulk_uuid)).body as StatusBody).operations_list[0]?.status, 4);
      await layer.consumer.drain(2000);
      assert.equal(((await status(layer, 'summary', body.bulk_uuid)).body as StatusBody).operations_list[0]?.status, 1);
    } finally {
      if (previous === undefined) delete process.env.REFERENCE_CONSUMER_DELAY_MS;
      else process.env.REFERENCE_CONSUMER_DELAY_MS = previous;
    }
  });

  it('drain gives up after its timeout when the consumer is stopped', async () => {
    const layer = createAsyncLayer(new FakeHost(), { autoStartConsumer: false });
    await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('t')));
    const started = Date.now();
    await layer.consumer.drain(80);
    assert.ok(Date.now() - started >= 70);
    assert.equal(layer.stats().open, 1);
  });
});

describe('operation outcomes', () => {
  it('duplicate email in a bulk: first 1 with the success message, second 3 with the platform message and error_code 0 (d1)', async () => {
    const layer = createAsyncLayer(new FakeHost());
    const customer = (lastname: string) => ({ customer: { email: 'dup@example.com', firstname: 'Dup', lastname }, password: 'Secret-123' });
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/customers', [customer('One'), customer('Two')])));
    assert.equal(body.errors, false);
    await layer.consumer.drain(2000);
    const report = (await status(layer, 'detailed', body.bulk_uuid)).body as StatusBody;
    const [first, second] = report.operations_list;
    assert.equal(first?.status, 1);
    assert.equal(first?.result_message, 'Service execution success Magento\\Customer\\Model\\AccountManagement\\Interceptor::createAccount');
    assert.equal(first?.error_code, null);
    assert.equal(first?.serialized_data, null);
    assert.equal(JSON.parse(first?.result_serialized_data ?? 'null').email, 'dup@example.com');
    assert.equal(second?.status, 3);
    assert.equal(second?.result_message, 'A customer with the same email address already exists in an associated website.');
    assert.equal(second?.error_code, 0);
    assert.equal(second?.result_serialized_data, null);
    // The platform keeps the request on the failed operation, password included (a finding the suite reports).
    const kept = JSON.parse(second?.serialized_data ?? '{}') as { meta_information: string; store_id: string };
    assert.equal(JSON.parse(kept.meta_information).password, 'Secret-123');
    assert.equal(kept.store_id, '1');
  });

  it('NoSuchEntity: 3 with the rendered message (placeholders filled in)', async () => {
    const layer = createAsyncLayer(new FakeHost());
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/carts/byQuoteId/items', [{ quoteId: '999', cartItem: { sku: 'a', qty: 1 } }])));
    const page = acceptanceOf(await layer.handleAsync(apiRequest('DELETE', '/async/V1/cmsPage/77')));
    await layer.consumer.drain(2000);
    const cart = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.equal(cart.operations_list[0]?.status, 3);
    assert.equal(cart.operations_list[0]?.result_message, 'No such entity with cartId = 999');
    const cms = (await status(layer, 'summary', page.bulk_uuid)).body as StatusBody;
    assert.equal(cms.operations_list[0]?.result_message, 'The CMS page with the "77" ID doesn\'t exist.');
  });

  it('a thrown infrastructure failure is retriable: 2, its message and code, and the queue moves on', async () => {
    const host = new FakeHost();
    const layer = createAsyncLayer(host);
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('boom'), product('after')])));
    await layer.consumer.drain(2000);
    const report = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.equal(report.operations_list[0]?.status, 2);
    assert.equal(report.operations_list[0]?.result_message, 'SQLSTATE[HY000] [2002] Connection refused');
    assert.equal(report.operations_list[0]?.error_code, 2002);
    assert.equal(report.operations_list[1]?.status, 1);
    assert.ok(host.products.has('after'));
  });

  it('DELETE result_serialized_data is the service answer ("true"), success names deleteById', async () => {
    const host = new FakeHost();
    host.products.set('gone', { sku: 'gone', scopes: {} });
    const layer = createAsyncLayer(host);
    const body = acceptanceOf(await layer.handleAsync(apiRequest('DELETE', '/async/V1/products/gone')));
    await layer.consumer.drain(2000);
    const report = (await status(layer, 'detailed', body.bulk_uuid)).body as StatusBody;
    assert.equal(report.operations_list[0]?.result_serialized_data, 'true');
    assert.equal(report.operations_list[0]?.result_message, 'Service execution success Magento\\Catalog\\Model\\ProductRepository\\Interceptor::deleteById');
  });
});

describe('no accepted operation is lost or run twice', () => {
  it('50 concurrent bulk calls of 100 items: 5000 accepted, each executed exactly once, all complete', async () => {
    const host = new FakeHost();
    const layer = createAsyncLayer(host);
    const bulks = Array.from({ length: 50 }, (_, b) => Array.from({ length: 100 }, (_, i) => product(`c-${b}-${i}`)));
    // Start and stop the consumer while the calls arrive, to exercise the loop's restart path too.
    const toggler = setInterval(() => (layer.consumer.running ? layer.consumer.stop() : layer.consumer.start()), 3);
    const responses = await Promise.all(bulks.map((items) => layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', items))));
    clearInterval(toggler);
    layer.consumer.start();
    await layer.consumer.drain(20000);

    assert.ok(responses.every((r) => r.status === 202));
    const uuids = responses.map((r) => acceptanceOf(r).bulk_uuid);
    assert.equal(new Set(uuids).size, 50);
    assert.ok(responses.every((r) => acceptanceOf(r).request_items.map((i) => i.id).join() === Array.from({ length: 100 }, (_, i) => i).join()));
    assert.deepEqual(layer.stats(), { accepted: 5000, executed: 5000, open: 0, consumerDeaths: 0 });

    const executedSkus = host.executed.map((e) => (e.body as { product: { sku: string } }).product.sku);
    assert.equal(executedSkus.length, 5000);
    assert.equal(new Set(executedSkus).size, 5000);
    assert.equal(host.products.size, 5000);
    // Within every bulk the consumer kept array order.
    for (let b = 0; b < 50; b += 1) {
      const mine = executedSkus.filter((sku) => sku.startsWith(`c-${b}-`)).map((sku) => Number(sku.split('-')[2]));
      assert.deepEqual(mine, Array.from({ length: 100 }, (_, i) => i));
    }
    for (const uuid of uuids.slice(0, 5)) {
      assert.equal((await count(layer, uuid, 1)).body, 100);
    }
    const all = (await search(layer, filterQuery([['status', '1']], 'searchCriteria[pageSize]=1'))).body as { total_count: number };
    assert.equal(all.total_count, 5000);
  });
});
