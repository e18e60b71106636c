// Intake of /async/V1 and /async/bulk/V1: the acceptance body per release profile, bulk ids and by<Name> paths,
// refusals (GET, ACL, invalid element, unknown route, bad JSON) and that a refusal queues nothing.

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { createAsyncLayer } from '../lib/async/index.ts';
import type { Profile } from '../lib/types.ts';
import {
  acceptanceOf, ADMIN, apiRequest, CRYPT_KEY, FakeHost, GUEST, LIMITED_INTEGRATION, product, PROFILE_230, PROFILE_247,
  status, type StatusBody,
} from './async-fake-host.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(profile: Profile = PROFILE_247, faults: string[] = []) {
  const host = new FakeHost(profile, new Set(faults));
  const layer = createAsyncLayer(host, { autoStartConsumer: false });
  return { host, layer };
}

function withFeatures(features: Partial<Profile['features']>): Profile {
  return { ...PROFILE_247, features: { ...PROFILE_247.features, ...features } };
}

describe('async acceptance body', () => {
  it('single POST: 202, UUID v4, one item id 0 with a 64-hex HMAC data_hash, errors false', async () => {
    const { layer } = setup();
    const response = await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('a1')));
    assert.equal(response.status, 202);
    const body = acceptanceOf(response);
    assert.deepEqual(Object.keys(body), ['bulk_uuid', 'request_items', 'errors']);
    assert.match(body.bulk_uuid, UUID_V4);
    assert.equal(body.errors, false);
    assert.equal(body.request_items.length, 1);
    const [item] = body.request_items;
    assert.deepEqual(Object.keys(item ?? {}), ['id', 'data_hash', 'status']);
    assert.equal(item?.id, 0);
    assert.equal(item?.status, 'accepted');
    assert.match(String(item?.data_hash), /^[0-9a-f]{64}$/);
  });

  it('data_hash is HMAC-SHA256 of serialized_data keyed with the crypt key (not plain SHA-256)', async () => {
    const { layer } = setup();
    const response = await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/customers', [
      { customer: { email: 'h@example.com', firstname: 'H', lastname: 'A' }, password: 'pw/1' },
    ]));
    const hash = acceptanceOf(response).request_items[0]?.data_hash;
    // The formula of f_data_hash_reproduction.json, with PHP's json_encode ('/' escaped) and store_id "1".
    const meta = '{"customer":{"email":"h@example.com","firstname":"H","lastname":"A"},"password":"pw\\/1"}';
    const serialized = `{"entity_id":null,"entity_link":"","meta_information":${JSON.stringify(meta).replace(/\//g, '\\/')},"store_id":"1"}`;
    assert.equal(hash, createHmac('sha256', CRYPT_KEY).update(serialized).digest('hex'));
  });

  it("a 'base64'-prefixed crypt key is decoded before keying, as the platform does", async () => {
    const host = new FakeHost();
    const raw = Buffer.from('0123456789abcdef0123456789abcdef');
    Object.defineProperty(host, 'cryptKey', { value: `base64${raw.toString('base64')}` });
    const layer = createAsyncLayer(host, { autoStartConsumer: false });
    const response = await layer.handleAsync(apiRequest('DELETE', '/async/V1/products/x'));
    const serialized = '{"entity_id":null,"entity_link":"","meta_information":"{\\"sku\\":\\"x\\"}","store_id":"1"}';
    assert.equal(acceptanceOf(response).request_items[0]?.data_hash, createHmac('sha256', raw).update(serialized).digest('hex'));
  });

  it("profile dataHash 'null' (2.3.0-2.3.1): data_hash present and null", async () => {
    const { layer } = setup(PROFILE_230);
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('n1'))));
    assert.ok(body.request_items[0] !== undefined && 'data_hash' in body.request_items[0]);
    assert.equal(body.request_items[0]?.data_hash, null);
  });

  it('topic shape: service-based from 2.3.1, route-based in 2.3.0 (bulk description and detailed topic)', async () => {
    const modern = setup();
    const old = setup(PROFILE_230);
    for (const { layer } of [modern, old]) layer.consumer.start();
    const a = acceptanceOf(await modern.layer.handleAsync(apiRequest('PUT', '/async/V1/products/s1', product('s1'))));
    const b = acceptanceOf(await old.layer.handleAsync(apiRequest('PUT', '/async/V1/products/s1', product('s1'))));
    const modernStatus = (await status(modern.layer, 'detailed', a.bulk_uuid)).body as StatusBody;
    const oldStatus = (await status(old.layer, 'detailed', b.bulk_uuid)).body as StatusBody;
    assert.equal(modernStatus.description, 'Topic async.magento.catalog.api.productrepositoryinterface.save.put');
    assert.equal(modernStatus.operations_list[0]?.topic_name, 'async.magento.catalog.api.productrepositoryinterface.save.put');
    assert.equal(oldStatus.description, 'Topic async.V1.products.sku.PUT');
    assert.equal(oldStatus.operations_list[0]?.topic_name, 'async.V1.products.sku.PUT');
  });

  it('DELETE is queued only where the release supports it, separately for async and bulk', async () => {
    const both = setup();
    assert.equal((await both.layer.handleAsync(apiRequest('DELETE', '/async/V1/products/x'))).status, 202);
    assert.equal((await both.layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'x' }]))).status, 202);

    const noAsyncDelete = setup(withFeatures({ asyncDelete: false }));
    const refused = await noAsyncDelete.layer.handleAsync(apiRequest('DELETE', '/async/V1/products/x'));
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, { message: 'WebapiAsync config for "%lookupKey" does not exist.', parameters: { lookupKey: 'async.V1.products.sku.DELETE' } });
    assert.equal((await noAsyncDelete.layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'x' }]))).status, 202);

    const noBulkDelete = setup(withFeatures({ bulkDelete: false }));
    assert.equal((await noBulkDelete.layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'x' }]))).status, 400);
    assert.equal(noBulkDelete.layer.stats().accepted, 0);
  });

  it('PATCH is refused unless profile.features.asyncPatch (and needs a PATCH route to exist)', async () => {
    const host = new FakeHost(withFeatures({ asyncPatch: false }));
    host.matchRoute = (method, path) => (method === 'PATCH' && path === '/V1/widgets/p'
      ? { route: { method: 'PATCH', url: '/V1/widgets/:sku', module: 'X_Patch', serviceClass: 'X\\Patch\\Api\\PatchInterface', serviceMethod: 'patch', resources: ['anonymous'] }, params: { sku: 'p' } }
      : null);
    const off = createAsyncLayer(host, { autoStartConsumer: false });
    assert.equal((await off.handleAsync(apiRequest('PATCH', '/async/V1/widgets/p', {}))).status, 400);
    host.profile = withFeatures({ asyncPatch: true });
    const on = createAsyncLayer(host, { autoStartConsumer: false });
    assert.equal((await on.handleAsync(apiRequest('PATCH', '/async/V1/widgets/p', {}))).status, 202);
    assert.equal((await on.handleAsync(apiRequest('PATCH', '/async/V1/widgets', {}))).status, 404);
  });

  it('no WebapiAsync in the release: every /async path is an unknown route', async () => {
    const { layer } = setup(withFeatures({ async: false }));
    const response = await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('z')));
    assert.equal(response.status, 404);
    assert.deepEqual(response.body, { message: 'Request does not match any route.' });
  });
});

describe('bulk intake', () => {
  it('ids follow array order from 0, one item per element', async () => {
    const { layer } = setup();
    const body = acceptanceOf(await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', ['a', 'b', 'c', 'd', 'e'].map((s) => product(s)))));
    assert.deepEqual(body.request_items.map((i) => i.id), [0, 1, 2, 3, 4]);
    assert.ok(body.request_items.every((i) => i.status === 'accepted'));
    assert.equal(new Set(body.request_items.map((i) => i.data_hash)).size, 5);
  });

  it('by<Name> paths map element fields to the path parameters (DELETE products/bySku, cmsPage/byPageId, carts/byQuoteId/items)', async () => {
    const { host, layer } = setup();
    host.products.set('a', { sku: 'a', scopes: {} });
    host.products.set('b', { sku: 'b', scopes: {} });
    layer.consumer.start();
    assert.equal((await layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ sku: 'a' }, { sku: 'b' }]))).status, 202);
    assert.equal((await layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/cmsPage/byPageId', [{ pageId: 5 }]))).status, 202);
    assert.equal((await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/carts/byQuoteId/items', [{ quoteId: '1', cartItem: { sku: 'a', qty: 1 } }]))).status, 202);
    await layer.consumer.drain(2000);
    assert.equal(host.products.size, 0);
    assert.ok(!host.cmsPages.has('5'));
    assert.deepEqual(host.executed.map((e) => e.params), [{ sku: 'a' }, { sku: 'b' }, { pageId: '5' }, { quoteId: '1' }]);
    // The moved field is not part of the synchronous body any more.
    assert.deepEqual(host.executed[3]?.body, { cartItem: { sku: 'a', qty: 1 } });
  });

  it('the :param form is not a bulk route, nor an unknown one', async () => {
    const { layer } = setup();
    for (const path of ['/async/bulk/V1/products/:sku', '/async/bulk/V1/nosuchroute']) {
      const response = await layer.handleAsync(apiRequest('POST', path, [{}]));
      assert.equal(response.status, 404, path);
      assert.deepEqual(response.body, { message: 'Request does not match any route.' });
    }
  });

  it('a non-array body is iterated like PHP foreach: its members are validated as elements (h3)', async () => {
    const { layer } = setup();
    const response = await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', product('obj')));
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'product' } });
    assert.equal(layer.stats().accepted, 0);
  });

  it('one invalid element rejects the whole bulk with the validation error and queues nothing (d2)', async () => {
    const { host, layer } = setup();
    layer.consumer.start();
    const response = await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [
      product('ok'), product('bad', { price: 'not-a-number' }), product('ok2'),
    ]));
    assert.equal(response.status, 400);
    assert.equal((response.body as { message: string }).message,
      'Error occurred during "price" processing. The "not-a-number" value\'s type is invalid. The "float" type was expected. Verify and try again.');
    await layer.consumer.drain(200);
    assert.deepEqual(layer.stats(), { accepted: 0, executed: 0, open: 0, consumerDeaths: 0 });
    assert.equal(host.executed.length, 0);
  });

  it('an element lacking its path field is accepted and fails in the consumer with the platform message', async () => {
    const { layer } = setup();
    layer.consumer.start();
    const body = acceptanceOf(await layer.handleAsync(apiRequest('DELETE', '/async/bulk/V1/products/bySku', [{ notsku: 'a' }])));
    await layer.consumer.drain(2000);
    const report = (await status(layer, 'summary', body.bulk_uuid)).body as StatusBody;
    assert.equal(report.operations_list[0]?.status, 3);
    assert.equal(report.operations_list[0]?.result_message,
      'Data item corresponding to "sku" must be specified in the message with topic "async.magento.catalog.api.productrepositoryinterface.deletebyid.delete".');
  });
});

describe('refusals', () => {
  it('GET on an async path: 400 "Specified request cannot be processed." (h1), nothing queued', async () => {
    const { layer } = setup();
    const response = await layer.handleAsync(apiRequest('GET', '/async/V1/products/hd-simple-plain'));
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, { message: 'Specified request cannot be processed.' });
    assert.equal(layer.stats().accepted, 0);
  });

  it('ACL refusal: the host answer (401) before queueing, nothing queued; anonymous routes take guests', async () => {
    const { layer } = setup();
    const denied = await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('x')], { identity: LIMITED_INTEGRATION }));
    assert.equal(denied.status, 401);
    assert.equal((denied.body as { message: string }).message, "The consumer isn't authorized to access %resources.");
    const guest = await layer.handleAsync(apiRequest('DELETE', '/async/V1/products/x', undefined, { identity: GUEST }));
    assert.equal(guest.status, 401);
    assert.equal(layer.stats().accepted, 0);
    const anonymous = await layer.handleAsync(apiRequest('POST', '/async/V1/customers', { customer: { email: 'g@example.com' }, password: 'x' }, { identity: GUEST }));
    assert.equal(anonymous.status, 202);
  });

  it('ACL is checked before the body is read: bad JSON from an unauthorized caller is a 401', async () => {
    const { layer } = setup();
    const response = await layer.handleAsync(apiRequest('POST', '/async/V1/products', undefined, { identity: GUEST, rawBody: '{oops' }));
    assert.equal(response.status, 401);
  });

  it('malformed JSON: 400 "Decoding error."', async () => {
    const { layer } = setup();
    for (const path of ['/async/V1/products', '/async/bulk/V1/products']) {
      const response = await layer.handleAsync(apiRequest('POST', path, undefined, { rawBody: '[{"product":' }));
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, { message: 'Decoding error.' });
    }
    assert.equal(layer.stats().accepted, 0);
  });

  it('unknown single async route and non-V1 async paths: 404', async () => {
    const { layer } = setup();
    assert.equal((await layer.handleAsync(apiRequest('POST', '/async/V1/nosuchroute', {}))).status, 404);
    assert.equal((await layer.handleAsync(apiRequest('POST', '/async/something', {}))).status, 404);
    // A route that exists, but not for this method.
    assert.equal((await layer.handleAsync(apiRequest('POST', '/async/V1/products/abc', product('abc')))).status, 404);
  });
});

describe('store code and caller are kept with each operation', () => {
  it('the store code reaches execute (null, default, all) and store_id follows it', async () => {
    const { host, layer } = setup();
    layer.consumer.start();
    await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('g0')));
    await layer.handleAsync(apiRequest('POST', '/async/V1/products', product('g1'), { storeCode: 'default' }));
    await layer.handleAsync(apiRequest('POST', '/async/bulk/V1/products', [product('g2')], { storeCode: 'all' }));
    await layer.consumer.drain(2000);
    assert.deepEqual(host.executed.map((e) => e.storeCode), [null, 'default', 'all']);
    assert.deepEqual(Object.keys(host.products.get('g1')?.scopes ?? {}), ['default']);
    assert.deepEqual(Object.keys(host.products.get('g2')?.scopes ?? {}), ['all']);
    assert.ok(host.executed.every((e) => e.identity === ADMIN));
  });
});
