// URL handling and the dispatch order: script name, /rest, store codes, 404/400/405 bodies, decoding, rendering.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, startEcho, type EchoedCall } from './helpers.ts';

// Open Source: the Staging module of Commerce decodes bodies before routing (core-commerce-body.test.ts).
describe('URL handling on 2.4.7 (open source)', () => {
  let ref: RunningReference;
  let admin: string;
  before(async () => {
    ref = await startEcho({ edition: 'open-source' });
    admin = await adminToken(ref.baseUrl);
  });
  after(() => ref.close());

  test('the /rest prefix, an optional script name and an optional store code reach the same route', async () => {
    for (const path of ['/rest/V1/products/abc', '/index.php/rest/V1/products/abc', '/rest/default/V1/products/abc', '/index.php/rest/fr/V1/products/abc']) {
      const reply = await call(ref.baseUrl, 'GET', path, { headers: bearer(admin) });
      assert.equal(reply.status, 200, path);
      const echoed = reply.json as EchoedCall;
      assert.equal(echoed.route, '/V1/products/:sku');
      assert.deepEqual(echoed.params, { sku: 'abc' });
    }
  });

  test('the store code reaches the service: none → null, all → all, a view → its code', async () => {
    const storeOf = async (path: string) => ((await call(ref.baseUrl, 'GET', path, { headers: bearer(admin) })).json as EchoedCall).storeCode;
    assert.equal(await storeOf('/rest/V1/products/abc'), null);
    assert.equal(await storeOf('/rest/all/V1/products/abc'), 'all');
    assert.equal(await storeOf('/rest/de/V1/products/abc'), 'de');
  });

  test('an unknown store code is 400 "Specified request cannot be processed." even without a token', async () => {
    for (const headers of [{}, bearer(admin)]) {
      const reply = await call(ref.baseUrl, 'GET', '/rest/nosuch/V1/products/abc', { headers });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.json, { message: 'Specified request cannot be processed.' });
    }
  });

  test('an empty REST path is 400', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/default/');
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.json, { message: 'Specified request cannot be processed.' });
  });

  test('an unknown route is 404 with the platform body, with and without a token', async () => {
    for (const headers of [{}, bearer(admin)]) {
      const reply = await call(ref.baseUrl, 'GET', '/rest/V1/nosuchroute', { headers });
      assert.equal(reply.status, 404);
      assert.deepEqual(reply.json, { message: 'Request does not match any route.' });
      assert.equal(reply.headers.get('content-type'), 'application/json; charset=utf-8');
    }
  });

  test('a known path with a method it does not declare is 404', async () => {
    const reply = await call(ref.baseUrl, 'DELETE', '/rest/V1/modules', { headers: bearer(admin) });
    assert.equal(reply.status, 404);
  });

  test('PATCH is 405 with the rendered phrase, before routing', async () => {
    for (const path of ['/rest/V1/products/abc', '/rest/V1/nosuchroute', '/rest/nosuch/V1/products']) {
      const reply = await call(ref.baseUrl, 'PATCH', path, { body: {} });
      assert.equal(reply.status, 405, path);
      assert.deepEqual(reply.json, { message: 'The PATCH HTTP method is not supported.' });
    }
  });

  test('malformed JSON is 400 "Decoding error." after the ACL check', async () => {
    const decoding = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { ...bearer(admin), 'Content-Type': 'application/json' }, rawBody: '{"product":' });
    assert.equal(decoding.status, 400);
    assert.deepEqual(decoding.json, { message: 'Decoding error.' });
    const guest = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { 'Content-Type': 'application/json' }, rawBody: '{"product":' });
    assert.equal(guest.status, 401);
  });

  test('a body without Content-Type is refused; an empty body needs none', async () => {
    const missing = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: bearer(admin), rawBody: '{}' });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json, { message: 'Content-Type header is empty.' });
    const empty = await call(ref.baseUrl, 'POST', '/rest/V1/guest-carts');
    assert.equal(empty.status, 200);
  });

  test('an unknown Content-Type names the media type', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { ...bearer(admin), 'Content-Type': 'text/csv' }, rawBody: 'a,b' });
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.json, { message: 'Server cannot understand Content-Type HTTP header media type %1', parameters: ['text/csv'] });
  });

  test('XML request bodies are read; Accept: application/xml renders XML', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/V1/products', {
      headers: { ...bearer(admin), 'Content-Type': 'application/xml' },
      rawBody: '<?xml version="1.0"?><request><product><sku>x-1</sku><name>A &amp; B</name></product></request>',
    });
    assert.equal(reply.status, 200);
    assert.deepEqual((reply.json as EchoedCall).body, { product: { sku: 'x-1', name: 'A & B' } });
    const xml = await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: { ...bearer(admin), Accept: 'application/xml' } });
    assert.equal(xml.headers.get('content-type'), 'application/xml; charset=utf-8');
    assert.match(xml.text, /^<\?xml version="1.0"\?>\n<response>/);
    assert.match(xml.text, /<sku>abc<\/sku>/);
  });

  test('an Accept header nothing can render is 406', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: { ...bearer(admin), Accept: 'image/png' } });
    assert.equal(reply.status, 406);
    assert.match((reply.json as { message: string }).message, /image\/png/);
  });

  test('GET on /async is 400 (no processor takes it)', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/async/V1/products', { headers: bearer(admin) });
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.json, { message: 'Specified request cannot be processed.' });
  });

  test('paths outside /rest, /soap, /swagger and the control prefix are the storefront 404', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/V1/products');
    assert.equal(reply.status, 404);
    assert.match(reply.headers.get('content-type') ?? '', /text\/html/);
  });
});

describe('URL handling on older releases', () => {
  test('2.4.4 has no method validator: PATCH is 400 "Request method is invalid."', async () => {
    const ref = await startEcho({ release: '2.4.4' });
    try {
      const reply = await call(ref.baseUrl, 'PATCH', '/rest/V1/products/abc', { body: {} });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.json, { message: 'Request method is invalid.' });
    } finally {
      await ref.close();
    }
  });

  test('2.2 has no async processor: /async/V1 is 400', async () => {
    const ref = await startEcho({ release: '2.2' });
    try {
      const token = await adminToken(ref.baseUrl);
      const reply = await call(ref.baseUrl, 'POST', '/rest/async/V1/products', { headers: bearer(token), body: { product: { sku: 'x' } } });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.json, { message: 'Specified request cannot be processed.' });
      assert.equal(ref.app.profile.release, '2.2.10');
    } finally {
      await ref.close();
    }
  });
});
