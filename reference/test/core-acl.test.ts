// ACL: anonymous, self, resources (any one grants), restricted admin, admin on a self route (400 as the real
// 2.4.7 answers), forced parameters bound to the token's customer, integrations by bearer and OAuth 1.0a.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GUEST, authorize } from '../lib/auth.ts';
import { percentEncode, sign, signatureBaseString } from '../lib/oauth1.ts';
import type { Identity, RouteDecl } from '../lib/types.ts';
import type { RunningReference } from '../lib/server.ts';
import { ECHO_CUSTOMER_ID, LIMITED_INTEGRATION_TOKEN, adminToken, bearer, call, customerToken, startEcho, type EchoedCall } from './helpers.ts';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

describe('ACL on 2.4.7', () => {
  let ref: RunningReference;
  let admin: string;
  let restricted: string;
  let customer: string;
  before(async () => {
    ref = await startEcho();
    admin = await adminToken(ref.baseUrl);
    restricted = await adminToken(ref.baseUrl, 'catalog_manager', 'catalog123');
    customer = await customerToken(ref.baseUrl);
  });
  after(() => ref.close());

  test('a guest reaches anonymous routes and gets 401 with the route resources elsewhere', async () => {
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/directory/currency')).status, 200);
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/customers/5');
    assert.equal(reply.status, 401);
    assert.deepEqual(reply.json, { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Customer::customer' } });
  });

  test('resources of a route with several ACL ids are joined by ", " and any one of them grants access', () => {
    const route: RouteDecl = { method: 'GET', url: '/V1/x', module: 'M', serviceClass: 'X', serviceMethod: 'get', resources: ['Magento_Sales::sales', 'Magento_Cart::manage'] };
    assert.deepEqual(authorize(GUEST, route, new Set())?.body, { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Sales::sales, Magento_Cart::manage' } });
    const cartManager: Identity = { kind: 'admin', userType: 2, userId: 3, resources: ['Magento_Cart::manage'], via: 'bearer' };
    assert.equal(authorize(cartManager, route, new Set()), null);
  });

  test('the restricted admin reaches its resources only', async () => {
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(restricted) })).status, 200);
    assert.equal((await call(ref.baseUrl, 'DELETE', '/rest/V1/cmsPage/3', { headers: bearer(restricted) })).status, 401, 'Magento_Cms::page_delete since 2.4.0-p1');
    const denied = await call(ref.baseUrl, 'GET', '/rest/V1/customers/5', { headers: bearer(restricted) });
    assert.equal(denied.status, 401);
    assert.deepEqual(denied.json, { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Customer::customer' } });
  });

  test('a customer token reaches self and anonymous routes, not admin routes', async () => {
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(customer) })).status, 200);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/directory/currency', { headers: bearer(customer) })).status, 200);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/5', { headers: bearer(customer) })).status, 401);
  });

  test('forced parameters bind me/mine routes to the token\'s customer, whatever the caller sends', async () => {
    const me = (await call(ref.baseUrl, 'GET', '/rest/V1/customers/me?customerId=99', { headers: bearer(customer) })).json as EchoedCall;
    assert.equal(me.params.customerId, String(ECHO_CUSTOMER_ID));
    const put = (await call(ref.baseUrl, 'PUT', '/rest/V1/customers/me', { headers: bearer(customer), body: { customer: { id: 99, email: 'x@example.com' } } })).json as EchoedCall;
    assert.equal((put.body as { customer: { id: number; email: string } }).customer.id, ECHO_CUSTOMER_ID);
    assert.equal((put.body as { customer: { email: string } }).customer.email, 'x@example.com');
    const cart = (await call(ref.baseUrl, 'GET', '/rest/V1/carts/mine/items', { headers: bearer(customer) })).json as EchoedCall;
    assert.equal(cart.params.cartId, '%cart_id%', 'the domain resolves the cart of identity.userId');
    assert.equal(cart.identity.userId, ECHO_CUSTOMER_ID);
  });

  test('an admin token on a self route gets 400 "%fieldName" is required, not 401 (as the real 2.4.7 answers)', async () => {
    const me = await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(admin) });
    assert.equal(me.status, 400);
    assert.deepEqual(me.json, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'customerId' } });
    const cart = await call(ref.baseUrl, 'GET', '/rest/V1/carts/mine/totals', { headers: bearer(admin) });
    assert.equal(cart.status, 400);
    assert.deepEqual(cart.json, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'cartId' } });
    // A route forcing both the cart and the customer misses both (real 2.4.7-p3: GET /V1/carts/mine/payment-order/1).
    const both = await call(ref.baseUrl, 'GET', '/rest/V1/carts/mine/payment-order/1', { headers: bearer(admin) });
    assert.equal(both.status, 400);
    assert.deepEqual(both.json, {
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'cartId' } },
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'customerId' } },
      ],
    });
  });

  test('a guest on a self route gets 401 naming self', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/customers/me');
    assert.equal(reply.status, 401);
    assert.deepEqual(reply.json, { message: NOT_AUTHORIZED, parameters: { resources: 'self' } });
  });

  test('the catalog-only integration reaches catalog routes only', async () => {
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(LIMITED_INTEGRATION_TOKEN) })).status, 200);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/5', { headers: bearer(LIMITED_INTEGRATION_TOKEN) })).status, 401);
  });

  test('authorization comes before input validation on open source: a guest with a broken body gets 401, not 400', async () => {
    // Commerce decodes the body before the ACL (core-commerce-body.test.ts).
    const openSource = await startEcho({ edition: 'open-source' });
    try {
      const reply = await call(openSource.baseUrl, 'PUT', '/rest/V1/products/abc', { headers: { 'Content-Type': 'application/json' }, rawBody: '{' });
      assert.equal(reply.status, 401);
    } finally {
      await openSource.close();
    }
  });
});

describe('OAuth 1.0a signed requests (integration credentials)', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startEcho();
  });
  after(() => ref.close());

  function oauthHeader(method: string, url: URL, secretOverride?: string, signatureMethod: 'HMAC-SHA256' | 'HMAC-SHA1' = 'HMAC-SHA256'): string {
    const integration = ref.app.accounts.integrations[0];
    assert.ok(integration);
    const params = new Map<string, string>([
      ['oauth_consumer_key', integration.consumerKey],
      ['oauth_nonce', randomBytes(8).toString('hex')],
      ['oauth_signature_method', signatureMethod],
      ['oauth_timestamp', String(Math.floor(Date.now() / 1000))],
      ['oauth_token', integration.accessToken],
      ['oauth_version', '1.0'],
    ]);
    const base = signatureBaseString(
      // Over the URL without its port, as the installation rebuilds it by default (--oauth-base-url no-port).
      { method, baseUri: `${url.protocol}//${url.hostname}${url.pathname}`, query: url.searchParams, formBody: new URLSearchParams(), authorizationHeader: '' },
      params,
    );
    params.set('oauth_signature', sign(base, signatureMethod, secretOverride ?? integration.consumerSecret, integration.accessTokenSecret));
    return `OAuth ${[...params].map(([name, value]) => `${name}="${percentEncode(value)}"`).join(', ')}`;
  }

  test('a correctly signed HMAC-SHA256 request acts as the integration', async () => {
    const url = new URL(`${ref.baseUrl}/rest/V1/customers/5?probe=id,email`);
    const reply = await call(ref.baseUrl, 'GET', `${url.pathname}${url.search}`, { headers: { Authorization: oauthHeader('GET', url) } });
    assert.equal(reply.status, 200);
    assert.equal((reply.json as EchoedCall).identity.kind, 'integration');
    assert.equal((reply.json as EchoedCall).identity.via, 'oauth1');
  });

  test('HMAC-SHA1 is accepted too', async () => {
    const url = new URL(`${ref.baseUrl}/rest/V1/customers/5`);
    assert.equal((await call(ref.baseUrl, 'GET', url.pathname, { headers: { Authorization: oauthHeader('GET', url, undefined, 'HMAC-SHA1') } })).status, 200);
  });

  test('a wrong signature or a replayed nonce leaves the caller a guest', async () => {
    const url = new URL(`${ref.baseUrl}/rest/V1/customers/5`);
    assert.equal((await call(ref.baseUrl, 'GET', url.pathname, { headers: { Authorization: oauthHeader('GET', url, 'wrong-secret') } })).status, 401);
    const header = oauthHeader('GET', url);
    assert.equal((await call(ref.baseUrl, 'GET', url.pathname, { headers: { Authorization: header } })).status, 200);
    assert.equal((await call(ref.baseUrl, 'GET', url.pathname, { headers: { Authorization: header } })).status, 401);
  });

  test('the signature covers the method: a GET signature does not authorize a DELETE', async () => {
    const url = new URL(`${ref.baseUrl}/rest/V1/customers/5`);
    assert.equal((await call(ref.baseUrl, 'DELETE', url.pathname, { headers: { Authorization: oauthHeader('GET', url) } })).status, 401);
  });
});
