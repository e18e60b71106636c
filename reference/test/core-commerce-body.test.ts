// Adobe Commerce reads the body before authorization: Magento\Staging\Plugin\RestPlugin::beforeDispatch decodes the
// body params ahead of Rest::dispatch, so a POST/PUT body that cannot be decoded fails outside the web API's error
// handling – 500 with the HTML error report – before route match and ACL, for any caller and on sync, async and
// bulk paths. A decodable body goes on as usual (route → ACL → ...). Open Source keeps route → ACL → 400.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ReferenceConfig } from '../lib/app.ts';
import { decodesBodyBeforeDispatch } from '../lib/profiles.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, startEcho, type Reply } from './helpers.ts';

const JSON_TYPE = { 'Content-Type': 'application/json' };
const BROKEN = '{"product":';

async function withEcho(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const ref = await startEcho(overrides);
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

function assertErrorPage(reply: Reply, what: string): void {
  assert.equal(reply.status, 500, what);
  assert.match(reply.headers.get('content-type') ?? '', /^text\/html/, what);
  assert.match(reply.text, /<title>There has been an error processing your request<\/title>/, what);
  assert.match(reply.text, /<h1>There has been an error processing your request<\/h1>/, what);
  assert.match(reply.text, /Error log record number: \d+/, what);
}

describe('commerce: the body is decoded before routing and ACL', () => {
  test('an undecodable JSON body is the 500 HTML error page for a guest and for an admin, POST and PUT', () =>
    withEcho({}, async (ref) => {
      const admin = await adminToken(ref.baseUrl);
      for (const [method, path] of [['POST', '/rest/V1/products'], ['PUT', '/rest/default/V1/products/abc'], ['POST', '/rest/V1/customers']] as const) {
        assertErrorPage(await call(ref.baseUrl, method, path, { headers: JSON_TYPE, rawBody: BROKEN }), `guest ${method} ${path}`);
        assertErrorPage(await call(ref.baseUrl, method, path, { headers: { ...JSON_TYPE, ...bearer(admin) }, rawBody: BROKEN }), `admin ${method} ${path}`);
      }
    }));

  test('async and bulk paths too, and before route matching', () =>
    withEcho({}, async (ref) => {
      assertErrorPage(await call(ref.baseUrl, 'POST', '/rest/async/V1/products', { headers: JSON_TYPE, rawBody: BROKEN }), 'async');
      assertErrorPage(await call(ref.baseUrl, 'PUT', '/rest/async/bulk/V1/products/bySku', { headers: JSON_TYPE, rawBody: '[{' }), 'bulk');
      assertErrorPage(await call(ref.baseUrl, 'POST', '/rest/V1/nosuchroute', { headers: JSON_TYPE, rawBody: BROKEN }), 'unknown route');
      assertErrorPage(await call(ref.baseUrl, 'POST', '/index.php/rest/V1/integration/admin/token', { headers: JSON_TYPE, rawBody: BROKEN }), 'token route');
    }));

  test('whatever the decoder cannot read: broken XML, a body without Content-Type, an unknown media type', () =>
    withEcho({}, async (ref) => {
      assertErrorPage(await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { 'Content-Type': 'application/xml' }, rawBody: '<request><product>' }), 'xml');
      assertErrorPage(await call(ref.baseUrl, 'POST', '/rest/V1/products', { rawBody: '{}' }), 'no Content-Type');
      assertErrorPage(await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { 'Content-Type': 'text/csv' }, rawBody: 'a,b' }), 'text/csv');
    }));

  test('a decodable or empty body goes on as today: route, then ACL (401 for a guest), then the service', () =>
    withEcho({}, async (ref) => {
      const guest = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: JSON_TYPE, rawBody: '{}' });
      assert.equal(guest.status, 401);
      assert.deepEqual(guest.json, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::products' } });
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/nosuchroute', { headers: JSON_TYPE, rawBody: '{}' })).status, 404);
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/guest-carts')).status, 200, 'an empty body needs no Content-Type');
      const admin = await adminToken(ref.baseUrl);
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { ...JSON_TYPE, ...bearer(admin) }, rawBody: '{"product":{"sku":"x"}}' })).status, 200);
    }));

  test('GET and DELETE bodies are not read by the plugin', () =>
    withEcho({}, async (ref) => {
      const admin = await adminToken(ref.baseUrl);
      assert.equal((await call(ref.baseUrl, 'DELETE', '/rest/V1/products/abc', { headers: { ...JSON_TYPE, ...bearer(admin) }, rawBody: BROKEN })).status, 200);
    }));
});

describe('open source: route, ACL, then decoding', () => {
  test('a guest gets 401, an admin 400 "Decoding error."', () =>
    withEcho({ edition: 'open-source' }, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: JSON_TYPE, rawBody: BROKEN })).status, 401);
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/nosuchroute', { headers: JSON_TYPE, rawBody: BROKEN })).status, 404);
      const admin = await adminToken(ref.baseUrl);
      const decoding = await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: { ...JSON_TYPE, ...bearer(admin) }, rawBody: BROKEN });
      assert.equal(decoding.status, 400);
      assert.deepEqual(decoding.json, { message: 'Decoding error.' });
    }));

  test('Commerce before Staging (2.0) keeps that order too', () =>
    withEcho({ release: '2.0' }, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/products', { headers: JSON_TYPE, rawBody: BROKEN })).status, 401);
    }));

  test('which profiles decode first', () => {
    assert.equal(decodesBodyBeforeDispatch('commerce', '2.4.7'), true);
    assert.equal(decodesBodyBeforeDispatch('commerce', '2.1.0'), true);
    assert.equal(decodesBodyBeforeDispatch('commerce', '2.0.7'), false);
    assert.equal(decodesBodyBeforeDispatch('open-source', '2.4.7'), false);
  });
});
