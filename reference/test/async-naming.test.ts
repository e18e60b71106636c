// The layer's derivations: PHP-style serialization of the queued message, topic names and bulk URLs (checked
// against every write route of the documented topic list, tests/corpus/platform-routes), success messages.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { releaseAfter } from '../lib/async/index.ts';
import { mysqlDateTime, operationSerializedData, phpJsonEncode, renderMessage } from '../lib/async/serialize.ts';
import { bulkUrlOf, executedMethodName, implementationClass, lookupKey, serviceTopic } from '../lib/async/topics.ts';
import type { HttpMethod, RouteDecl } from '../lib/types.ts';
import { ROUTES } from './async-fake-host.ts';
import { asyncTopics, declaredRoutes } from './corpus.ts';

describe('PHP json_encode of the queued message', () => {
  it("compact, '/' escaped, non-ASCII as lowercase \\u escapes", () => {
    assert.equal(phpJsonEncode({ url: 'a/b', name: 'Müller €', n: 12.5, ok: true, none: null }),
      '{"url":"a\\/b","name":"M\\u00fcller \\u20ac","n":12.5,"ok":true,"none":null}');
  });

  it('empty objects and 0..n-1 keyed objects are lists once PHP decoded them', () => {
    assert.equal(phpJsonEncode({ a: {}, b: [], c: { 0: 'x', 1: 'y' }, d: { 1: 'x' } }), '{"a":[],"b":[],"c":["x","y"],"d":{"1":"x"}}');
  });

  it('serialized_data: entity_id, entity_link, meta_information (a JSON string), then store_id when given', () => {
    assert.equal(operationSerializedData({ sku: 'a/1' }, '1'),
      '{"entity_id":null,"entity_link":"","meta_information":"{\\"sku\\":\\"a\\\\\\/1\\"}","store_id":"1"}');
    assert.equal(operationSerializedData({ sku: 'b' }, null), '{"entity_id":null,"entity_link":"","meta_information":"{\\"sku\\":\\"b\\"}"}');
  });

  it('store_id is written only after 2.4.4', () => {
    assert.equal(releaseAfter('2.4.4', [2, 4, 4]), false);
    assert.equal(releaseAfter('2.4.4-p3', [2, 4, 4]), false);
    assert.equal(releaseAfter('2.4.5', [2, 4, 4]), true);
    assert.equal(releaseAfter('2.4.7-p3', [2, 4, 4]), true);
    assert.equal(releaseAfter('2.3.7', [2, 4, 4]), false);
  });

  it('start_time is UTC without fractions; messages render %name and %1 placeholders', () => {
    assert.equal(mysqlDateTime(new Date('2026-01-02T03:04:05.999Z')), '2026-01-02 03:04:05');
    assert.equal(renderMessage('No such entity with %fieldName = %fieldValue', { fieldName: 'id', fieldValue: 7 }), 'No such entity with id = 7');
    assert.equal(renderMessage('The "%1" of %2', ['x', 'y']), 'The "x" of y');
    assert.equal(renderMessage('Keep %unknown', {}), 'Keep %unknown');
  });
});

describe('topic names and bulk URLs', () => {
  const products = ROUTES.find((r) => r.method === 'PUT' && r.url === '/V1/products/:sku') as RouteDecl;

  it('service shape (2.3.1+) and route shape (2.3.0)', () => {
    assert.equal(serviceTopic(products, 'PUT'), 'async.magento.catalog.api.productrepositoryinterface.save.put');
    assert.equal(lookupKey(products, 'PUT'), 'async.V1.products.sku.PUT');
    assert.equal(bulkUrlOf('/V1/carts/:quoteId/items'), '/V1/carts/byQuoteId/items');
  });

  it('reproduces every documented topic, lookup key and bulk URL', () => {
    const topics = asyncTopics();
    const declared = [...declaredRoutes('webapi-routes.json'), ...declaredRoutes('webapi-routes-commerce.json')].map((d) => ({ ...d, resources: [] }) as RouteDecl);
    let checked = 0;
    for (const entry of topics) {
      const decl = declared.find((d) => d.method === entry.method && d.url === entry.url
        && serviceTopic(d, d.method) === entry.topic_name_2_3_1_plus);
      assert.ok(decl !== undefined, `no declaration gives ${entry.topic_name_2_3_1_plus} for ${entry.method} ${entry.url}`);
      assert.equal(lookupKey(decl, entry.method as HttpMethod), entry.topic_name_2_3_0);
      assert.equal(`/rest/<store>/async/bulk${bulkUrlOf(entry.url)}`, entry.bulk_url);
      checked += 1;
    }
    assert.equal(checked, topics.length);
    assert.ok(checked > 200);
  });

  it('success messages name the implementing class as the real consumer did', () => {
    assert.equal(executedMethodName(products), 'Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save');
    assert.equal(implementationClass('Magento\\Integration\\Api\\CustomerTokenServiceInterface'), 'Magento\\Integration\\Model\\CustomerTokenService');
    assert.equal(implementationClass('Magento\\Quote\\Api\\GuestCartManagementInterface'), 'Magento\\Quote\\Model\\GuestCart\\GuestCartManagement\\Interceptor');
    // Convention for classes not listed: Api\XInterface → Model\X\Interceptor.
    assert.equal(implementationClass('Vendor\\Module\\Api\\ThingRepositoryInterface'), 'Vendor\\Module\\Model\\ThingRepository\\Interceptor');
  });
});
