// The run's set-up with an integration only (a 2FA installation: no admin account, no admin token, no customer),
// against a small stand-in: the integration reads the published schema as the admin (bearer, or OAuth 1.0a signed over
// the origin found first), its scope is read from that schema (left-out routes probed), the admin token route is never
// asked, and with writes allowed the run's own customer is made, signed in and handed to the workers; with some
// resources only, no customer is made and the fingerprint says why.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { beforeEach, test } from 'node:test';
import { routeShape } from '../checks/schema/endpoint.ts';
import type { IntegrationScope } from '../checks/types.ts';
import { schemaComplete, setUpRun } from './global-setup.ts';
import { handedOwnCustomer, handedTokens } from './handed-tokens.ts';
import { compilePlan } from './plan.ts';
import { readFingerprint } from './run-facts.ts';
import { loopbackTarget, sendJson } from './testing/loopback-target.ts';

const TOKEN = 'int-token-0123456789';
const OAUTH = { COMMERCE_INTEGRATION_CONSUMER_KEY: 'ck-0123456789', COMMERCE_INTEGRATION_CONSUMER_SECRET: 'cs-0123456789', COMMERCE_INTEGRATION_ACCESS_TOKEN: 'at-0123456789', COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'ats-0123456789' };

/** The schema a caller reads: every store route of the plan with a service for the integration, minus `withheld`
 * (routes outside its resources); nothing for a guest. */
const plan = compilePlan();
let withheld = new Set<string>();
function schemaFor(integration: boolean): unknown {
  const paths: Record<string, Record<string, object>> = {};
  if (integration) {
    for (const r of plan.routes) {
      if (r.base !== 'store' || r.service === null || withheld.has(routeShape(r.method, r.path))) continue;
      const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      (paths[path] ??= {})[r.method.toLowerCase()] = { tags: ['x'] };
    }
  }
  return { swagger: '2.0', info: { version: '2.4', title: 'Magento Open Source' }, paths };
}

const isIntegration = (req: IncomingMessage) => req.headers.authorization === `Bearer ${TOKEN}` || (req.headers.authorization ?? '').startsWith('OAuth oauth_consumer_key="ck-0123456789"');

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('/V1/integration/admin/token')) return sendJson(res, 400, { message: 'Please use the 2fa provider-specific endpoints to obtain a token.' });
  if (path === '/rest/default/V1/directory/countries') return sendJson(res, 200, [{ id: 'US' }]);
  if (path.startsWith('/rest/all/schema')) return sendJson(res, 200, schemaFor(isIntegration(req)));
  if (path === '/rest/default/V1/store/storeViews') return sendJson(res, isIntegration(req) ? 200 : 401, isIntegration(req) ? [{ id: 0 }, { id: 1 }] : { message: 'x' });
  if (path === '/rest/default/V1/store/websites') return sendJson(res, 200, [{ id: 0 }, { id: 1 }]);
  if (path === '/rest/default/V1/customerGroups/1') return sendJson(res, 200, { id: 1 });
  if (req.method === 'POST' && path === '/rest/default/V1/customers') {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const sent = JSON.parse(body) as { customer: { email: string } };
      sendJson(res, isIntegration(req) ? 200 : 401, { id: 77, email: sent.customer.email, addresses: [{ id: 63 }] });
    });
    return;
  }
  if (path === '/rest/default/V1/integration/customer/token') return sendJson(res, 200, 'own-customer-token-0123456789');
  // Left-out routes probed: the integration is refused them; searches of the stale sweep find nothing.
  if (path.includes('/search') || path.endsWith('/V1/products') || path.includes('/list')) return sendJson(res, 200, { items: [], total_count: 0 });
  if (path === '/rest/default/V1/gift-wrappings') return sendJson(res, 404, { message: 'Request does not match any route.' });
  return sendJson(res, 401, { message: 'The consumer isn\'t authorized to access %resources.', parameters: { resources: 'x' } });
}

const target = loopbackTarget(answer, 'setup-int', { COMMERCE_ADMIN_USERNAME: '', COMMERCE_ADMIN_PASSWORD: '' });

beforeEach(() => {
  withheld = new Set();
});

const adminTokenAsked = () => target.requests.filter((r) => r.endsWith('/V1/integration/admin/token')).length;

test('bearer: the integration reads the complete schema as the admin; its scope is every resource; nothing is handed as the admin\'s', async () => {
  process.env.COMMERCE_INTEGRATION_TOKEN = TOKEN;
  await setUpRun({});
  const fingerprint = readFingerprint(join(target.runDir, 'fingerprint.json'));
  assert.ok(fingerprint);
  assert.equal(fingerprint.adminIdentity, 'integration-bearer');
  assert.equal(fingerprint.publishedSchema.reader, 'integration-bearer');
  assert.equal(fingerprint.publishedSchema.source, 'GET /rest/all/schema?services=all (the integration (bearer token), standing in for the admin)');
  const scope = fingerprint.integrationScope;
  assert.ok(scope !== null && scope.from === 'schema');
  assert.equal(scope.all, true);
  assert.ok(scope.reached.includes('GET /V1/products/:sku') && scope.reached.length > 200, `${scope.reached.length} contract routes reached`);
  const schemaRead = target.requests.indexOf('GET /rest/all/schema');
  assert.equal(target.authorizations[schemaRead], `Bearer ${TOKEN}`);
  assert.equal(adminTokenAsked(), 0, 'the admin token route (blocked by 2FA) is never asked');
  assert.deepEqual(handedTokens(target.runDir), {}, 'the integration is not handed as the admin\'s token');
  assert.equal(fingerprint.ownCustomer, null, 'read-only: no customer of the run\'s own');
});

test('OAuth 1.0a: the signing origin is found first, then the schema is read signed', async () => {
  Object.assign(process.env, OAUTH);
  await setUpRun({});
  const fingerprint = readFingerprint(join(target.runDir, 'fingerprint.json'));
  assert.ok(fingerprint);
  assert.equal(fingerprint.adminIdentity, 'integration-oauth1');
  assert.equal(fingerprint.oauthSigning?.origin, target.base);
  assert.equal(fingerprint.publishedSchema.reader, 'integration-oauth1');
  assert.ok(target.requests.indexOf('GET /rest/default/V1/store/storeViews') < target.requests.indexOf('GET /rest/all/schema'), 'the origin is known before the schema is read');
  assert.match(target.authorizations[target.requests.indexOf('GET /rest/all/schema')] ?? '', /^OAuth oauth_consumer_key="ck-0123456789", /);
  assert.equal(fingerprint.integrationScope?.from === 'schema' && fingerprint.integrationScope.all, true);
});

test('writes allowed, no customer: the run\'s own customer is made with the run\'s prefix, signed in and handed on', async () => {
  Object.assign(process.env, { COMMERCE_INTEGRATION_TOKEN: TOKEN, COMMERCE_WRITES: 'allow' });
  await setUpRun({});
  const fingerprint = readFingerprint(join(target.runDir, 'fingerprint.json'));
  assert.ok(fingerprint);
  assert.match(fingerprint.ownCustomer?.email ?? '', new RegExp(`^${fingerprint.runPrefix}o[0-9a-z]{6}@example\\.com$`));
  const made = target.requests.indexOf('POST /rest/default/V1/customers');
  assert.equal(target.authorizations[made], `Bearer ${TOKEN}`, 'made by the integration standing in for the admin');
  const own = handedOwnCustomer(target.runDir);
  assert.equal(own?.username, fingerprint.ownCustomer?.email);
  assert.ok((own?.password ?? '').length > 8);
  assert.deepEqual(handedTokens(target.runDir), { customer: 'own-customer-token-0123456789' });
  assert.ok(existsSync(join(target.runDir, 'cleanup-before.json')), 'the stale sweep ran as the integration');
  assert.equal(adminTokenAsked(), 0);
});

test('some resources only: the scope names what is outside, and no customer is made for writes', async () => {
  Object.assign(process.env, { COMMERCE_INTEGRATION_TOKEN: TOKEN, COMMERCE_WRITES: 'allow' });
  withheld = new Set([routeShape('GET', '/V1/orders'), routeShape('GET', '/V1/orders/:id')]);
  await setUpRun({});
  const fingerprint = readFingerprint(join(target.runDir, 'fingerprint.json'));
  assert.ok(fingerprint);
  const scope = fingerprint.integrationScope;
  assert.ok(scope !== null && scope.from === 'schema');
  assert.equal(scope.all, false);
  assert.deepEqual(scope.outside, ['GET /V1/orders', 'GET /V1/orders/:id']);
  const probe = target.requests.indexOf('GET /rest/default/V1/orders');
  assert.equal(target.authorizations[probe], `Bearer ${TOKEN}`, 'a left-out GET is probed as the integration');
  assert.match(fingerprint.ownCustomer?.problem ?? '', /the integration standing in for it does not hold every resource/);
  // Refused the module list: recorded with why, and the run goes on.
  assert.deepEqual(fingerprint.modules, { enabled: null, source: 'GET /V1/modules (the integration (bearer token), standing in for the admin)', problem: 'GET /V1/modules (the integration (bearer token), standing in for the admin) answered 401 "The consumer isn\'t authorized to access %resources."' });
  assert.equal(target.requests.includes('POST /rest/default/V1/customers'), false);
  assert.equal(existsSync(join(target.runDir, 'cleanup-before.json')), false, 'no sweep with some resources only');
});

test('COMMERCE_INTEGRATION_RESOURCES: the merchant\'s list is the scope', async () => {
  Object.assign(process.env, { COMMERCE_INTEGRATION_TOKEN: TOKEN, COMMERCE_INTEGRATION_RESOURCES: 'Magento_Catalog::catalog,Magento_Catalog::products' });
  await setUpRun({});
  const fingerprint = readFingerprint(join(target.runDir, 'fingerprint.json'));
  assert.deepEqual(fingerprint?.integrationScope, { from: 'configured', resources: ['Magento_Catalog::catalog', 'Magento_Catalog::products'], all: false });
});

test('the published schema is complete when an admin read it, or the integration with every resource', () => {
  const all: IntegrationScope = { from: 'schema', all: true, reached: [], outside: [], absent: [] };
  const some: IntegrationScope = { from: 'schema', all: false, reached: [], outside: ['GET /V1/orders'], absent: [] };
  assert.equal(schemaComplete('admin-account', null), true);
  assert.equal(schemaComplete('admin-token', null), true);
  assert.equal(schemaComplete('integration-bearer', all), true);
  assert.equal(schemaComplete('integration-oauth1', some), false, 'filtered by its ACL: it lacks what it may not call');
  assert.equal(schemaComplete('integration-bearer', { from: 'unknown', problem: 'x' }), false);
  assert.equal(schemaComplete('guest', null), false);
  assert.equal(schemaComplete(null, all), false, 'a pinned file is nobody\'s view');
});
