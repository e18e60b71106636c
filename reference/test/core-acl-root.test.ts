// Every role holds the root of the ACL tree, Magento_Backend::admin (Rules::saveRel() adds it to each role saved
// with a resource list): the restricted admin and the catalog-only integration are served on a route that needs only
// that resource (GET /V1/modules) and still refused on routes whose resources they lack.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACL_ROOT, loadAccounts, roleResources } from '../lib/accounts.ts';
import type { ReferenceConfig } from '../lib/app.ts';
import { routesFor } from '../lib/routes/index.ts';
import type { RunningReference } from '../lib/server.ts';
import { declaredRoutes } from './corpus.ts';
import { LIMITED_INTEGRATION_TOKEN, adminToken, bearer, call, startReal } from './helpers.ts';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

async function withReference(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const ref = await startReal(overrides);
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

describe('the ACL root in every role', () => {
  test('GET /V1/modules needs Magento_Backend::admin only, in every release', () => {
    for (const release of ['2.0.7', '2.2.10', '2.3.7', '2.4.7']) {
      const route = routesFor('open-source', release).find((candidate) => candidate.method === 'GET' && candidate.url === '/V1/modules');
      assert.deepEqual(route?.resources, [ACL_ROOT], release);
    }
  });

  test('the platform declares it so', () => {
    assert.deepEqual(declaredRoutes().find((route) => route.method === 'GET' && route.url === '/V1/modules')?.resources, [ACL_ROOT]);
  });

  test('the restricted admin is served on GET /V1/modules and still refused on the routes it lacks', () =>
    withReference({}, async (ref) => {
      const restricted = await adminToken(ref.baseUrl, 'catalog_manager', 'catalog123');
      const modules = await call(ref.baseUrl, 'GET', '/rest/V1/modules', { headers: bearer(restricted) });
      assert.equal(modules.status, 200);
      assert.ok(Array.isArray(modules.json) && modules.json.includes('Magento_Catalog'));
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/ref-tee', { headers: bearer(restricted) })).status, 200, 'its configured resources');
      const customers = await call(ref.baseUrl, 'GET', '/rest/V1/customers/1', { headers: bearer(restricted) });
      assert.equal(customers.status, 401);
      assert.deepEqual(customers.json, { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Customer::customer' } });
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/store/storeConfigs', { headers: bearer(restricted) })).status, 401, 'Magento_Backend::store is a child, not the root');
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/modules')).status, 401, 'a guest is still refused');
    }));

  test('a restricted role configured through the environment holds the root as well', () =>
    withReference({ env: { COMMERCE_RESTRICTED_ADMIN_USERNAME: 'sales_clerk', COMMERCE_RESTRICTED_ADMIN_PASSWORD: 'sales123', COMMERCE_RESTRICTED_ADMIN_RESOURCES: 'Magento_Sales::sales' } }, async (ref) => {
      const clerk = await adminToken(ref.baseUrl, 'sales_clerk', 'sales123');
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/modules', { headers: bearer(clerk) })).status, 200);
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/products/ref-tee', { headers: bearer(clerk) })).status, 401);
    }));

  test('the catalog-only integration (an integration role, saved the same way) holds it too', () =>
    withReference({}, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/modules', { headers: bearer(LIMITED_INTEGRATION_TOKEN) })).status, 200);
      assert.equal((await call(ref.baseUrl, 'GET', '/rest/V1/customers/1', { headers: bearer(LIMITED_INTEGRATION_TOKEN) })).status, 401);
    }));

  test('roles: the posted list plus the root, once; the full admin keeps every resource', () => {
    assert.deepEqual(roleResources(['Magento_Cms::page']), ['Magento_Cms::page', ACL_ROOT]);
    assert.deepEqual(roleResources([ACL_ROOT, 'Magento_Cms::page']), [ACL_ROOT, 'Magento_Cms::page']);
    const accounts = loadAccounts({});
    assert.equal(accounts.admins[0]?.resources, '*');
    assert.deepEqual(accounts.admins[1]?.resources, ['Magento_Catalog::catalog', 'Magento_Catalog::products', 'Magento_Cms::page', ACL_ROOT]);
    assert.deepEqual(accounts.integrations[1]?.resources, ['Magento_Catalog::catalog', 'Magento_Catalog::products', ACL_ROOT]);
  });
});
