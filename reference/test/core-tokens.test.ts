// Token routes: JSON and XML bodies, bare-string answers, JWT claims and lifetimes per profile, opaque tokens
// before 2.4.4, credential errors, lockout, expiry (caller becomes a guest), cleanup, revocation, integrations.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningReference } from '../lib/server.ts';
import { DEFAULT_CONFIG } from '../lib/app.ts';
import { startReference } from '../lib/server.ts';
import { INTEGRATION_TOKEN, adminToken, bearer, call, customerToken, decodeJwtPayload, echoDomain, echoParts, startEcho } from './helpers.ts';

const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

async function withReference(overrides: Parameters<typeof startEcho>[0], body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const ref = await startEcho(overrides);
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

describe('token routes on 2.4.7', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startEcho();
  });
  after(() => ref.close());

  test('admin token from a JSON body is a bare JSON string with application/json', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.match(reply.text, /^"[^"]+"$/);
  });

  test('admin and customer tokens from an XML <login> body', async () => {
    for (const [path, username, password] of [
      ['/rest/V1/integration/admin/token', 'admin', 'admin123'],
      ['/rest/default/V1/integration/customer/token', 'jane.doe@example.com', 'Customer123!'],
    ] as const) {
      const reply = await call(ref.baseUrl, 'POST', path, {
        headers: { 'Content-Type': 'application/xml' },
        rawBody: `<login><username>${username}</username><password>${password}</password></login>`,
      });
      assert.equal(reply.status, 200, path);
      assert.equal(typeof reply.json, 'string');
    }
  });

  test('JWT claims: uid, utypid 2 admin / 3 customer, iat, exp = iat + 3600 by default', async () => {
    const admin = decodeJwtPayload(await adminToken(ref.baseUrl));
    assert.equal(admin.uid, 1);
    assert.equal(admin.utypid, 2);
    assert.equal(Number(admin.exp) - Number(admin.iat), 3600);
    const customer = decodeJwtPayload(await customerToken(ref.baseUrl));
    assert.equal(customer.uid, 7);
    assert.equal(customer.utypid, 3);
    assert.equal(Number(customer.exp) - Number(customer.iat), 3600);
    const header = JSON.parse(Buffer.from((await adminToken(ref.baseUrl)).split('.')[0] ?? '', 'base64url').toString()) as { alg: string };
    assert.equal(header.alg, 'HS256');
  });

  test('wrong credentials are 401 with the sign-in message and no parameters', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'jane.doe@example.com', password: 'nope' } });
    assert.equal(reply.status, 401);
    assert.deepEqual(reply.json, { message: SIGN_IN_INCORRECT });
  });

  test('missing credentials: one field names it, two give the aggregate', async () => {
    const one = await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin' } });
    assert.equal(one.status, 400);
    assert.deepEqual(one.json, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } });
    const both = await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: {} });
    assert.equal(both.status, 400);
    assert.deepEqual(both.json, {
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'username' } },
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } },
      ],
    });
  });

  test('a token works as bearer; a garbage bearer makes the caller a guest (401 protected, 200 anonymous)', async () => {
    const token = await adminToken(ref.baseUrl);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(token) })).status, 200);
    const protectedReply = await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer('not-a-token') });
    assert.equal(protectedReply.status, 401);
    assert.deepEqual(protectedReply.json, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::products' } });
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/directory/countries', { headers: bearer('not-a-token') })).status, 200);
  });

  test('the integration token works as bearer with every resource', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/rest/V1/customers/1', { headers: bearer(INTEGRATION_TOKEN) });
    assert.equal(reply.status, 200);
    assert.equal((reply.json as { identity: { kind: string; userType: number } }).identity.userType, 1);
  });

  test('revoke-customer-token (2.4.5+) voids the customer tokens issued so far', async () => {
    const token = await customerToken(ref.baseUrl);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(token) })).status, 200);
    const revoke = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/revoke-customer-token', { headers: bearer(token) });
    assert.equal(revoke.status, 200);
    assert.equal(revoke.json, true);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(token) })).status, 401);
    const fresh = await customerToken(ref.baseUrl);
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(fresh) })).status, 200);
  });

  test('a revoked integration token is refused (caller becomes a guest), and works again once restored', async () => {
    const revoke = await call(ref.baseUrl, 'POST', '/__reference/integration/revoke', { body: { integrationId: 1 } });
    assert.equal(revoke.status, 200);
    const refused = await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(INTEGRATION_TOKEN) });
    assert.equal(refused.status, 401);
    await call(ref.baseUrl, 'POST', '/__reference/integration/restore', { body: { integrationId: 1 } });
    assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(INTEGRATION_TOKEN) })).status, 200);
  });
});

describe('lockout (RequestThrottler: 6 failures, 1800 s, per user type)', () => {
  test('after 6 failures even the right password is refused until the timeout passes; counters are per user type', () =>
    withReference({}, async (ref) => {
      for (let i = 0; i < 6; i += 1) {
        const reply = await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'wrong' } });
        assert.equal(reply.status, 401);
      }
      const locked = await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } });
      assert.equal(locked.status, 401);
      assert.deepEqual(locked.json, { message: SIGN_IN_INCORRECT });
      // The customer counter is separate.
      await customerToken(ref.baseUrl);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 1800 } });
      assert.equal(typeof (await adminToken(ref.baseUrl)), 'string');
    }));

  test('a successful sign-in resets the counter', () =>
    withReference({}, async (ref) => {
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 5; i += 1) await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'wrong' } });
        await adminToken(ref.baseUrl);
      }
    }));
});

describe('lifetimes and expiry', () => {
  test('an expired token makes the caller a guest; the cleanup job deletes it', () =>
    withReference({}, async (ref) => {
      const token = await customerToken(ref.baseUrl);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 3599 } });
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(token) })).status, 200);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 1 } });
      const expired = await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(token) });
      assert.equal(expired.status, 401);
      assert.deepEqual(expired.json, { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } });
      const cleanup = await call(ref.baseUrl, 'POST', '/__reference/tokens/cleanup');
      assert.equal((cleanup.json as { removed: number }).removed, 1);
    }));

  test('lifetime flags set the exp claim', () =>
    withReference({ adminTokenLifetimeS: 120, customerTokenLifetimeS: 60 }, async (ref) => {
      const admin = decodeJwtPayload(await adminToken(ref.baseUrl));
      assert.equal(Number(admin.exp) - Number(admin.iat), 120);
      const customer = decodeJwtPayload(await customerToken(ref.baseUrl));
      assert.equal(Number(customer.exp) - Number(customer.iat), 60);
    }));

  test('before 2.4.4: opaque 32-character tokens, admin 4 h, customer 1 h', () =>
    withReference({ release: '2.3.7' }, async (ref) => {
      const admin = await adminToken(ref.baseUrl);
      assert.match(admin, /^[a-z0-9]{32}$/);
      assert.equal(ref.app.profile.adminTokenLifetimeS, 4 * 3600);
      assert.equal(ref.app.profile.customerTokenLifetimeS, 3600);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 3 * 3600 } });
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(admin) })).status, 200);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 3600 } });
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(admin) })).status, 401);
    }));

  test('the revoke-customer-token route does not exist before 2.4.5', () =>
    withReference({ release: '2.4.4' }, async (ref) => {
      const token = await customerToken(ref.baseUrl);
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/revoke-customer-token', { headers: bearer(token) })).status, 404);
    }));

  test('integration as bearer: switchable on 2.4.4+, always on before', async () => {
    await withReference({ integrationBearer: false }, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(INTEGRATION_TOKEN) })).status, 401);
    });
    await withReference({ integrationBearer: false, release: '2.3.7' }, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/abc', { headers: bearer(INTEGRATION_TOKEN) })).status, 200);
    });
  });

  test('an unknown customer is refused', () =>
    withReference({}, async (ref) => {
      const reply = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'new@example.com', password: 'Secret123!' } });
      assert.equal(reply.status, 401);
    }));
});

describe('customers created through the API', () => {
  test('can sign in with the password they were created with, and not after being deleted', async () => {
    const parts = await echoParts();
    const domainOf = parts.createDomain;
    const ref = await startReference({ ...DEFAULT_CONFIG, env: {} }, 0, {
      ...parts,
      createDomain: (options) => {
        const echo = domainOf ? domainOf(options) : echoDomain(options.customer.email);
        return {
          ...echo,
          execute: (serviceCall) =>
            serviceCall.route.serviceMethod === 'createAccount'
              ? { status: 200, body: { id: 42, email: (serviceCall.body as { customer: { email: string } }).customer.email } }
              : echo.execute(serviceCall),
        };
      },
    });
    try {
      const created = await call(ref.baseUrl, 'POST', '/rest/V1/customers', { body: { customer: { email: 'new@example.com', firstname: 'N', lastname: 'W' }, password: 'Secret123!' } });
      assert.equal(created.status, 200);
      const token = await customerToken(ref.baseUrl, 'new@example.com', 'Secret123!');
      assert.equal(decodeJwtPayload(token).uid, 42);
      const admin = await adminToken(ref.baseUrl);
      assert.equal((await call(ref.baseUrl, 'DELETE', '/rest/V1/customers/42', { headers: bearer(admin) })).status, 200);
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/me', { headers: bearer(token) })).status, 401);
      const again = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'new@example.com', password: 'Secret123!' } });
      assert.equal(again.status, 401);
    } finally {
      await ref.close();
    }
  });
});
