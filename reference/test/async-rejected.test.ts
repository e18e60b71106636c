// Rejected items at async/bulk intake (MassSchedule + MessageValidator): an argument declared `mixed` can never
// match its declared type, so an item that sets one (ShipmentEstimationInterface::estimateByExtendedAddress's
// $cartId) is rejected – 202, errors: true, the item "rejected" with the validator's message, error_code 0 and no
// data_hash (none is computed for it) – and nothing is queued for it. As the real 2.4.7-p3 answered the async and
// bulk estimate-shipping-methods routes.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serviceParameters } from '../lib/domain/signatures.ts';
import { maskedIdFor } from '../lib/domain/quote/index.ts';
import type { RunningReference } from '../lib/server.ts';
import { asyncTopics } from './corpus.ts';
import { adminToken, bearer, call, customerToken, startReal } from './helpers.ts';

const TOPIC = 'async.magento.quote.api.shipmentestimationinterface.estimatebyextendedaddress.post';
const GUEST_TOPIC = 'async.magento.quote.api.guestshipmentestimationinterface.estimatebyextendedaddress.post';
const ADDRESS = { address: { country_id: 'US', postcode: '10001', region_id: 43 } };

interface RequestItem {
  id: number;
  data_hash: string | null;
  status: string;
  error_message?: string;
  error_code?: number;
}
interface Acceptance {
  bulk_uuid: string;
  request_items: RequestItem[];
  errors: boolean;
}

const mixedMessage = (topic: string, given: string) => `Data in topic "${topic}" must be of type "mixed". "${given}" given.`;

describe('rejected async intake', () => {
  let ref: RunningReference;
  let admin: string;
  before(async () => {
    ref = await startReal({ edition: 'open-source' });
    admin = await adminToken(ref.baseUrl);
  });
  after(() => ref.close());

  const accepted = async () => ((await call(ref.baseUrl, 'GET', '/__reference/state')).json as { async: { accepted: number } }).async.accepted;

  test('async POST /V1/carts/:cartId/estimate-shipping-methods: 202, errors true, the item rejected, nothing queued', async () => {
    const before = await accepted();
    const reply = await call(ref.baseUrl, 'POST', '/rest/default/async/V1/carts/2/estimate-shipping-methods', { headers: bearer(admin), body: ADDRESS });
    assert.equal(reply.status, 202);
    const body = reply.json as Acceptance;
    assert.equal(body.errors, true);
    assert.match(body.bulk_uuid, /^[0-9a-f-]{36}$/);
    assert.deepEqual(body.request_items, [{ id: 0, data_hash: null, status: 'rejected', error_message: mixedMessage(TOPIC, 'string'), error_code: 0 }]);
    assert.deepEqual(Object.keys(body.request_items[0] ?? {}), ['id', 'data_hash', 'status', 'error_message', 'error_code']);
    assert.equal(await accepted(), before, 'no operation was written');
    const status = await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${body.bulk_uuid}/status`, { headers: bearer(admin) });
    assert.equal(status.status, 200, 'the bulk exists, without operations');
    assert.deepEqual((status.json as { operations_list: unknown[]; operation_count: number }).operations_list, []);
    assert.equal((status.json as { operation_count: number }).operation_count, 0);
  });

  test('the guest route names its own service\'s topic', async () => {
    const reply = await call(ref.baseUrl, 'POST', `/rest/async/V1/guest-carts/${maskedIdFor(3)}/estimate-shipping-methods`, { body: ADDRESS });
    assert.equal(reply.status, 202);
    const body = reply.json as Acceptance;
    assert.equal(body.errors, true);
    assert.deepEqual(body.request_items, [{ id: 0, data_hash: null, status: 'rejected', error_message: mixedMessage(GUEST_TOPIC, 'string'), error_code: 0 }]);
  });

  test('the mine route: the cart id forced from the token is set too, so it is rejected as well', async () => {
    const customer = await customerToken(ref.baseUrl);
    const body = (await call(ref.baseUrl, 'POST', '/rest/async/V1/carts/mine/estimate-shipping-methods', { headers: bearer(customer), body: ADDRESS })).json as Acceptance;
    assert.equal(body.request_items[0]?.status, 'rejected');
    assert.equal(body.request_items[0]?.error_message, mixedMessage(TOPIC, 'string'));
  });

  test('bulk: each item on its own – the value\'s PHP type is named, an item without the argument is accepted', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/async/bulk/V1/carts/byCartId/estimate-shipping-methods', {
      headers: bearer(admin),
      body: [{ cartId: 2, ...ADDRESS }, { cartId: '2', ...ADDRESS }, ADDRESS],
    });
    assert.equal(reply.status, 202);
    const body = reply.json as Acceptance;
    assert.equal(body.errors, true);
    assert.deepEqual(body.request_items.map((item) => [item.id, item.status, item.error_message ?? null]), [
      [0, 'rejected', mixedMessage(TOPIC, 'int')],
      [1, 'rejected', mixedMessage(TOPIC, 'string')],
      [2, 'accepted', null],
    ]);
    assert.match(body.request_items[2]?.data_hash ?? '', /^[0-9a-f]{64}$/);
    await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
    const detailed = (await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${body.bulk_uuid}/detailed-status`, { headers: bearer(admin) })).json as { operations_list: Array<{ id: number; status: number; result_message: string }>; operation_count: number };
    assert.equal(detailed.operation_count, 1, 'only the accepted item was written');
    assert.deepEqual(detailed.operations_list.map((operation) => operation.id), [2], 'it keeps its position in the request as id');
    assert.equal(detailed.operations_list[0]?.status, 3);
    assert.match(detailed.operations_list[0]?.result_message ?? '', /Data item corresponding to "cartId" must be specified/);
  });

  test('a route whose arguments are typed is accepted as before', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/async/V1/carts/2/estimate-shipping-methods-by-address-id', { headers: bearer(admin), body: { addressId: 2 } });
    assert.equal(reply.status, 202);
    assert.equal((reply.json as Acceptance).errors, false);
    assert.equal((reply.json as Acceptance).request_items[0]?.status, 'accepted');
  });

  test('the rule comes from the reference\'s type data: cartId is declared mixed, and still published as a string', async () => {
    assert.deepEqual(serviceParameters('Magento\\Quote\\Api\\ShipmentEstimationInterface', 'estimateByExtendedAddress')?.map((parameter) => [parameter.name, parameter.type]), [
      ['cartId', 'mixed'],
      ['address', 'quote-data-address-interface'],
    ]);
    const schema = (await call(ref.baseUrl, 'GET', '/rest/default/schema?services=quoteShipmentEstimationV1', { headers: bearer(admin) })).json as { paths: Record<string, { post: { parameters: Array<{ name: string; type?: string }> } }> };
    const cartId = schema.paths['/V1/carts/{cartId}/estimate-shipping-methods']?.post.parameters.find((parameter) => parameter.name === 'cartId');
    assert.equal(cartId?.type, 'string');
  });

  test('the topics named are the platform\'s topics of those routes', () => {
    const topics = asyncTopics();
    const topicOf = (url: string) => topics.find((topic) => topic.method === 'POST' && topic.url === url)?.topic_name_2_3_1_plus;
    assert.equal(topicOf('/V1/carts/:cartId/estimate-shipping-methods'), TOPIC);
    assert.equal(topicOf('/V1/guest-carts/:cartId/estimate-shipping-methods'), GUEST_TOPIC);
  });
});
