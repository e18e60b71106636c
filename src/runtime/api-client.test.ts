// The client over a fake transport: the URLs it builds for each base, the headers and body it sends, what it records,
// and the requests it refuses to send or turns into a TargetError sentence.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_BODY_BYTES, TargetClient, type SentRequest } from './api-client.ts';
import { UnresolvedPlaceholder } from './data.ts';
import { BodyTooLarge, type HttpTransport, type TransportRequest, type TransportResponse } from './http-transport.ts';
import { TargetError } from './target-errors.ts';

interface FakeTransport extends HttpTransport {
  sent: Array<{ url: string; options: TransportRequest }>;
}

function fakeTransport(answer: (url: string) => TransportResponse | Error): FakeTransport {
  const sent: FakeTransport['sent'] = [];
  return {
    sent,
    async request(url, options) {
      sent.push({ url, options });
      const a = answer(url);
      if (a instanceof Error) throw a;
      return a;
    },
    close() {},
  };
}

const jsonAnswer = (status: number, body: unknown): TransportResponse => ({ status, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) });
const settings = { baseUrl: 'http://shop.test/index.php', submissionBaseUrl: null, timeoutMs: 1234 };

test('URLs: /rest with or without a store code, the root, and the submission base only when configured', () => {
  const client = new TargetClient(fakeTransport(() => jsonAnswer(200, {})), settings);
  assert.equal(client.urlFor('store', '/V1/products', 'default', { 'searchCriteria[pageSize]': '1' }), 'http://shop.test/index.php/rest/default/V1/products?searchCriteria%5BpageSize%5D=1');
  assert.equal(client.urlFor('store', '/V1/bulk', null), 'http://shop.test/index.php/rest/V1/bulk');
  assert.equal(client.urlFor('root', '/soap', null), 'http://shop.test/index.php/soap');
  assert.throws(() => client.urlFor('submission', '/rest/v1/apps', null), (e: unknown) => e instanceof TargetError && /SUBMISSION_BASE_URL/.test(e.message));
  const withSubmission = new TargetClient(fakeTransport(() => jsonAnswer(200, {})), { ...settings, submissionBaseUrl: 'https://dev.test' });
  assert.equal(withSubmission.urlFor('submission', '/rest/v1/apps', null), 'https://dev.test/rest/v1/apps');
});

test('a request carries its token, a JSON body with its type, the bounds; the exchange is parsed, logged and seen', async () => {
  const transport = fakeTransport(() => jsonAnswer(200, { id: 7 }));
  const client = new TargetClient(transport, settings);
  const seen: Array<{ sent: SentRequest; status: number }> = [];
  client.onExchange = (sent, status) => seen.push({ sent, status });
  const res = await client.send({ method: 'POST', base: 'store', path: '/V1/products', storeCode: 'all', token: 'tok-1', body: { product: { sku: 'a' } } });
  assert.deepEqual(res.json, { id: 7 });
  assert.equal(res.status, 200);
  const [request] = transport.sent;
  assert.ok(request);
  assert.equal(request.options.headers.Authorization, 'Bearer tok-1');
  assert.equal(request.options.headers['Content-Type'], 'application/json');
  assert.equal(request.options.body, '{"product":{"sku":"a"}}');
  assert.deepEqual([request.options.timeoutMs, request.options.maxRedirects, request.options.maxBytes], [1234, 10, MAX_BODY_BYTES]);
  assert.deepEqual(client.log, [{ method: 'POST', url: 'http://shop.test/index.php/rest/all/V1/products', status: 200 }]);
  assert.equal(seen[0]?.sent.token, 'tok-1');

  client.authorize = (token, method, url) => `OAuth signed=${token}:${method}:${url}`;
  await client.send({ method: 'GET', base: 'store', path: '/V1/store/storeViews', storeCode: null, token: 'tok-2', rawBody: 'x', headers: { 'content-type': 'text/plain' } });
  const second = transport.sent[1];
  assert.equal(second?.options.headers.Authorization, 'OAuth signed=tok-2:GET:http://shop.test/index.php/rest/V1/store/storeViews');
  assert.equal(second?.options.headers['Content-Type'], undefined, 'a content type given in any case is kept as given');
  assert.equal(second?.options.body, 'x');
});

test('a body that is not JSON leaves json undefined', async () => {
  const client = new TargetClient(fakeTransport(() => ({ status: 200, headers: {}, body: Buffer.from('<html>') })), settings);
  const res = await client.send({ method: 'GET', base: 'store', path: '/V1/x', storeCode: null });
  assert.equal(res.json, undefined);
  assert.equal(res.bodyText, '<html>');
});

test('nothing leaves with a contract placeholder, in the URL or the body', async () => {
  const transport = fakeTransport(() => jsonAnswer(200, {}));
  const client = new TargetClient(transport, settings);
  await assert.rejects(client.send({ method: 'GET', base: 'store', path: '/V1/products/{{fixture:product.sku}}', storeCode: null }), (e: unknown) => e instanceof UnresolvedPlaceholder && /\{\{fixture:product\.sku\}\} could not be resolved/.test(e.message));
  await assert.rejects(client.send({ method: 'POST', base: 'store', path: '/V1/products', storeCode: null, body: { sku: '{{prefix}}-a' } }), UnresolvedPlaceholder);
  assert.equal(transport.sent.length, 0);
});

test('an oversized body and a network failure become TargetError sentences', async () => {
  const big = new TargetClient(fakeTransport(() => new BodyTooLarge(MAX_BODY_BYTES + 1, MAX_BODY_BYTES)), settings);
  await assert.rejects(big.send({ method: 'GET', base: 'store', path: '/V1/products', storeCode: null }), (e: unknown) => e instanceof TargetError && /^\/index\.php\/rest\/V1\/products answered 10485761 bytes, more than the suite reads/.test(e.message));
  const refused = new TargetClient(fakeTransport(() => new Error('connect ECONNREFUSED 127.0.0.1:80')), settings);
  await assert.rejects(refused.send({ method: 'GET', base: 'store', path: '/V1/products', storeCode: null }), (e: unknown) => e instanceof TargetError && /connection refused/.test(e.message));
});
