// TokenBroker: integration OAuth signing through the client's authorize hook, refresh before JWT expiry,
// recoverAfter401 (re-acquires only when the token itself died, once) and the events the reports show.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpExchange } from '../checks/types.ts';
import { loadTargetConfig, type TargetConfig } from '../config/target-config.ts';
import type { SendOptions, TargetClient } from './api-client.ts';
import { TokenBroker } from './tokens.ts';
import { acceptedLifetimes } from '../checks/token/lifetime.ts';

function jwt(claims: Record<string, number>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

function exchange(status: number, json: unknown): HttpExchange {
  return { method: 'GET', url: 'http://x', status, headers: { 'content-type': 'application/json' }, bodyText: JSON.stringify(json), json, durationMs: 1 };
}

/** A client double: answers token routes with fresh JWTs, the probe with what `probeStatus` says. */
function fakeClient(state: { now: number; probeStatus: number; issued: number; sent: SendOptions[] }): TargetClient {
  const client = {
    authorize: null as TargetClient['authorize'],
    log: [],
    urlFor: () => 'http://x',
    async send(options: SendOptions): Promise<HttpExchange> {
      state.sent.push(options);
      if (options.path.endsWith('/token')) {
        state.issued += 1;
        const iat = Math.floor(state.now / 1000);
        return exchange(200, jwt({ uid: state.issued, utypid: options.path.includes('admin') ? 2 : 3, iat, exp: iat + 3600 }));
      }
      return exchange(state.probeStatus, {});
    },
  };
  return client as unknown as TargetClient;
}

function config(extra: Record<string, string> = {}): TargetConfig {
  const loaded = loadTargetConfig({ COMMERCE_BASE_URL: 'http://shop.test', COMMERCE_ADMIN_USERNAME: 'a', COMMERCE_ADMIN_PASSWORD: 'pw-admin', COMMERCE_CUSTOMER_EMAIL: 'c@x.test', COMMERCE_CUSTOMER_PASSWORD: 'pw-cust', ...extra });
  assert.ok(loaded.ok);
  return loaded.config;
}

test('tokens are acquired once and refreshed within 60 s of their JWT expiry (event recorded)', async () => {
  const state = { now: 1_700_000_000_000, probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), config(), () => state.now);
  const first = await broker.tokenFor('admin');
  assert.equal(await broker.tokenFor('admin'), first);
  assert.equal(state.issued, 1);
  state.now += 3600_000 - 30_000;
  const second = await broker.tokenFor('admin');
  assert.notEqual(second, first);
  assert.deepEqual(broker.events.map((e) => e.event), ['acquired', 'refreshed-before-expiry']);
});

test('recoverAfter401 re-acquires only when the probe shows the token died, once, and says so', async () => {
  const state = { now: 1_700_000_000_000, probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), config(), () => state.now);
  await broker.tokenFor('customer');
  assert.equal(await broker.recoverAfter401('customer'), false, 'an expected 401 (probe still 200) re-acquires nothing');
  assert.equal(state.issued, 1);
  state.now += 31_000;
  state.probeStatus = 401;
  assert.equal(await broker.recoverAfter401('customer'), true);
  assert.equal(state.issued, 2);
  assert.ok(broker.events.some((e) => e.caller === 'customer' && e.event === 're-acquired-after-401'));
  state.now += 31_000;
  assert.equal(await broker.recoverAfter401('customer'), false, 'at most once');
  assert.equal(await broker.recoverAfter401('guest'), false);
  assert.equal(await broker.recoverAfter401('integration'), false);
});

test('recoverAfter401 probes at most every 30 s per caller', async () => {
  const state = { now: 1_700_000_000_000, probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), config(), () => state.now);
  await broker.tokenFor('admin');
  await broker.recoverAfter401('admin');
  await broker.recoverAfter401('admin');
  assert.equal(state.sent.filter((s) => s.path === '/V1/store/storeViews').length, 1);
});

test('with the four OAuth credentials the integration signs its requests (OAuth header, not Bearer)', async () => {
  const state = { now: Date.now(), probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const client = fakeClient(state);
  const broker = new TokenBroker(client, config({ COMMERCE_INTEGRATION_CONSUMER_KEY: 'ck', COMMERCE_INTEGRATION_CONSUMER_SECRET: 'cs-secret', COMMERCE_INTEGRATION_ACCESS_TOKEN: 'at-token', COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'ats-secret' }));
  assert.equal(broker.available('integration'), true);
  const token = await broker.tokenFor('integration');
  assert.equal(token, 'at-token');
  const header = client.authorize?.('at-token', 'GET', 'http://shop.test/rest/default/V1/store/storeViews');
  assert.match(header ?? '', /^OAuth oauth_consumer_key="ck", oauth_nonce="[0-9a-f]+", oauth_signature_method="HMAC-SHA256", oauth_timestamp="\d+", oauth_token="at-token", oauth_version="1.0", oauth_signature="[^"]+"$/);
  assert.ok(!(header ?? '').includes('cs-secret') && !(header ?? '').includes('ats-secret'), 'secrets never leave the HMAC key');
  assert.equal(client.authorize?.('some-other-token', 'GET', 'http://shop.test/x'), null, 'other tokens stay bearer tokens');
});

test('without OAuth credentials the client keeps bearer tokens', () => {
  const state = { now: Date.now(), probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const client = fakeClient(state);
  new TokenBroker(client, config({ COMMERCE_INTEGRATION_TOKEN: 'int-token-1' }));
  assert.equal(client.authorize, null);
});

test('token.lifetime accepts the configured lifetime, else the documented regimes per level', () => {
  assert.deepEqual(acceptedLifetimes('admin', null).seconds, [14400, 3600]);
  assert.deepEqual(acceptedLifetimes('customer', null).seconds, [3600]);
  assert.deepEqual(acceptedLifetimes('admin', 0.5).seconds, [1800]);
});

test('a re-acquired token that served for minutes may be renewed again; one refused at once may not', async () => {
  const state = { now: 1_700_000_000_000, probeStatus: 401, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), config(), () => state.now);
  await broker.tokenFor('customer');
  assert.equal(await broker.recoverAfter401('customer'), true);
  state.now += 31_000;
  assert.equal(await broker.recoverAfter401('customer'), false, 'refused right after its re-acquisition');
  state.now += 150_000;
  assert.equal(await broker.recoverAfter401('customer'), true, 'served a long while, then died');
  assert.equal(broker.events.filter((e) => e.event === 're-acquired-after-401').length, 2);
});

/** A configuration with the integration only (no admin account, no admin token, no customer): a 2FA installation. */
function integrationOnly(extra: Record<string, string>): TargetConfig {
  const loaded = loadTargetConfig({ COMMERCE_BASE_URL: 'http://shop.test', ...extra });
  assert.ok(loaded.ok, JSON.stringify(!loaded.ok && loaded.problems));
  return loaded.config;
}

test('with no admin configured the integration answers as the admin: its bearer token, no sign-in, counted per use', async () => {
  const state = { now: Date.now(), probeStatus: 401, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), integrationOnly({ COMMERCE_INTEGRATION_TOKEN: 'int-token-1' }), () => state.now);
  assert.equal(broker.adminIdentity, 'integration-bearer');
  assert.equal(broker.available('admin'), true);
  assert.equal(broker.available('customer'), false);
  assert.equal(await broker.tokenFor('admin'), 'int-token-1');
  assert.equal(await broker.tokenFor('admin'), 'int-token-1');
  assert.equal(broker.adminUses, 2);
  assert.equal(await broker.tokenFor('integration'), 'int-token-1');
  assert.equal(broker.adminUses, 2, 'the integration as itself is no admin use');
  assert.deepEqual(state.sent, [], 'nothing signed in: POST /V1/integration/admin/token is what 2FA blocks');
  assert.equal(await broker.recoverAfter401('admin'), false, 'an integration token cannot be renewed');
  assert.equal(await broker.reacquireOnce('admin'), false);
  assert.deepEqual(state.sent, []);
});

test('an admin account or a hand-issued admin token is the admin even when an integration is configured', async () => {
  const state = { now: Date.now(), probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const withAccount = new TokenBroker(fakeClient(state), config({ COMMERCE_INTEGRATION_TOKEN: 'int-token-1' }), () => state.now);
  assert.equal(withAccount.adminIdentity, 'admin-account');
  assert.notEqual(await withAccount.tokenFor('admin'), 'int-token-1');
  const withToken = new TokenBroker(fakeClient(state), integrationOnly({ COMMERCE_ADMIN_TOKEN: 'hand-issued-admin', COMMERCE_INTEGRATION_TOKEN: 'int-token-1' }), () => state.now);
  assert.equal(withToken.adminIdentity, 'admin-token');
  assert.equal(await withToken.tokenFor('admin'), 'hand-issued-admin');
});

test('with the four OAuth credentials the integration standing in for the admin signs as the integration', async () => {
  const state = { now: Date.now(), probeStatus: 200, issued: 0, sent: [] as SendOptions[] };
  const client = fakeClient(state);
  const broker = new TokenBroker(client, integrationOnly({ COMMERCE_INTEGRATION_CONSUMER_KEY: 'ck', COMMERCE_INTEGRATION_CONSUMER_SECRET: 'cs-secret', COMMERCE_INTEGRATION_ACCESS_TOKEN: 'at-token', COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'ats-secret' }));
  broker.signingOrigin = 'http://shop.test';
  assert.equal(broker.adminIdentity, 'integration-oauth1');
  const token = await broker.tokenFor('admin');
  assert.equal(token, 'at-token');
  assert.match(client.authorize?.(token as string, 'GET', 'http://shop.test:8080/rest/all/schema?services=all') ?? '', /^OAuth oauth_consumer_key="ck", .*oauth_token="at-token"/);
});

test('the run\'s own customer answers as the customer: signed in with the credentials global setup handed, again after its token died', async () => {
  const state = { now: 1_700_000_000_000, probeStatus: 401, issued: 0, sent: [] as SendOptions[] };
  const broker = new TokenBroker(fakeClient(state), integrationOnly({ COMMERCE_INTEGRATION_TOKEN: 'int-token-1' }), () => state.now);
  broker.ownCustomer = { username: 'cctabcdefgh123oxyz12@example.com', password: 'Cc1!own-secret' };
  assert.equal(broker.available('customer'), true);
  await broker.tokenFor('customer');
  assert.deepEqual(state.sent.map((s) => [s.path, (s.body as { username: string }).username]), [['/V1/integration/customer/token', 'cctabcdefgh123oxyz12@example.com']]);
  assert.equal(await broker.recoverAfter401('customer'), true, 'its token died: signed in again with the handed password');
  assert.equal(state.issued, 2);
});
