// HTTPS-only routes (secure="true" in webapi.xml): after route match and ACL, a request the installation does not
// consider HTTPS gets 400 "Operation allowed only in HTTPS" – the real 2.4.7 answers GET /V1/analytics/link so on
// http. A request through an SSL offloader (X-Forwarded-Proto: https, the platform's default offloader header) is
// served.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routesFor } from '../lib/routes/index.ts';
import type { RunningReference } from '../lib/server.ts';
import { declaredRoutes } from './corpus.ts';
import { adminToken, bearer, call, startEcho, type EchoedCall } from './helpers.ts';

const HTTPS_ONLY = { message: 'Operation allowed only in HTTPS' };

describe('HTTPS-only routes', () => {
  let ref: RunningReference;
  let admin: string;
  before(async () => {
    ref = await startEcho();
    admin = await adminToken(ref.baseUrl);
  });
  after(() => ref.close());

  test('GET /V1/analytics/link over http is 400 "Operation allowed only in HTTPS", as the real 2.4.7 answered', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/analytics/link', { headers: bearer(admin) });
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.json, HTTPS_ONLY);
    assert.equal(reply.headers.get('content-type'), 'application/json; charset=utf-8');
  });

  test('behind an SSL offloader (X-Forwarded-Proto: https) the route is served', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/default/V1/analytics/link', { headers: { ...bearer(admin), 'X-Forwarded-Proto': 'https' } });
    assert.equal(reply.status, 200);
    assert.equal((reply.json as EchoedCall).route, '/V1/analytics/link');
  });

  test('only the exact value "https" counts, as the platform compares it', async () => {
    for (const value of ['HTTPS', 'http', 'https, http']) {
      const reply = await call(ref.baseUrl, 'GET', '/rest/V1/analytics/link', { headers: { ...bearer(admin), 'X-Forwarded-Proto': value } });
      assert.equal(reply.status, 400, value);
    }
  });

  test('the check comes after the ACL: a guest gets 401 with the route resources, over http and https', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'X-Forwarded-Proto': 'https' }];
    for (const headers of variants) {
      const reply = await call(ref.baseUrl, 'GET', '/rest/V1/analytics/link', { headers });
      assert.equal(reply.status, 401);
      assert.deepEqual(reply.json, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Analytics::analytics_api' } });
    }
  });

  test('routes that are not secure do not care about the scheme', async () => {
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(admin) })).status, 200);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: { ...bearer(admin), 'X-Forwarded-Proto': 'https' } })).status, 200);
  });

  test('the route table marks /V1/analytics/link secure from its first release (2.2.2)', () => {
    for (const release of ['2.2.2', '2.3.7', '2.4.7']) {
      const route = routesFor('open-source', release).find((candidate) => candidate.url === '/V1/analytics/link');
      assert.equal(route?.secure, true, release);
    }
    assert.equal(routesFor('open-source', '2.2.1').some((candidate) => candidate.url === '/V1/analytics/link'), false);
  });

  test('the secure routes of the table are exactly the platform\'s', () => {
    const platform = declaredRoutes().filter((route) => route.secure === true).map((route) => `${route.method} ${route.url}`).sort();
    const ours = routesFor('commerce', '2.4.7').filter((route) => route.secure === true).map((route) => `${route.method} ${route.url}`).sort();
    assert.deepEqual(ours, platform);
  });
});
