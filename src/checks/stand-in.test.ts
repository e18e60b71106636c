// Where the integration stands in for the admin: everywhere with every resource, on the reads its resources cover
// otherwise, nowhere when its scope is unknown or its signature verifies nowhere; a check about an admin user's token
// never; and the one sentence each caller's skip gives, naming what to configure.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Permission } from '../contracts/types.ts';
import { fakeRoute, fakeTarget } from './testing/fake-context.ts';
import type { IntegrationScope, TargetFacts } from './types.ts';
import { adminAvailability, adminUserMissing, callerUnavailable, factsForRoute, grantsState, NO_ADMIN, NO_CUSTOMER, scopeReaches, standInRefusal } from './stand-in.ts';

const PRODUCTS: Permission = ['Magento_Catalog::products'];
const ORDERS: Permission = ['Magento_Sales::actions_view'];
const CATALOG_ONLY: IntegrationScope = { from: 'configured', resources: ['Magento_Catalog::catalog', 'Magento_Catalog::products'], all: false };
const FROM_SCHEMA: IntegrationScope = { from: 'schema', all: false, reached: ['GET /V1/products'], outside: ['GET /V1/orders'], absent: [] };
const ALL: IntegrationScope = { from: 'schema', all: true, reached: ['GET /V1/products', 'GET /V1/orders'], outside: [], absent: [] };

const readProducts = fakeRoute('GET', '/V1/products', { permission: PRODUCTS });
const readOrders = fakeRoute('GET', '/V1/orders', { permission: ORDERS });
const writeProducts = fakeRoute('POST', '/V1/products', { permission: PRODUCTS });

/** A target with the integration standing in for the admin, with this scope, as fixtures/index.ts builds it. */
function standIn(scope: IntegrationScope | null, identity: TargetFacts['adminIdentity'] = 'integration-bearer', signing: string | null = null): TargetFacts {
  const admin = adminAvailability(identity, scope, signing);
  return fakeTarget({
    adminIdentity: identity,
    integrationScope: scope,
    oauthSigning: identity === 'integration-oauth1' ? { origin: signing === null ? 'http://shop.test' : null, problem: signing } : null,
    callerProblems: admin.problem === null ? {} : { admin: admin.problem },
  }, { admin: admin.available, integration: true });
}

test('a resource list grants a state by any of its resources, by the ACL root every role holds, or by Magento_Backend::all', () => {
  assert.equal(grantsState(['Magento_Catalog::products'], ['Magento_Catalog::products', 'Magento_Cms::page']), true);
  assert.equal(grantsState(['Magento_Catalog::products'], ['Magento_Sales::actions_view']), false);
  assert.equal(grantsState(['Magento_Catalog::products'], ['Magento_Backend::admin']), true);
  assert.equal(grantsState(['Magento_Backend::all'], ['Magento_Sales::actions_view']), true);
});

test('the scope reaches a route: by the merchant\'s list in every permission state, by the schema it reads, or unknown', () => {
  assert.equal(scopeReaches(CATALOG_ONLY, readProducts, [PRODUCTS]), true);
  assert.equal(scopeReaches(CATALOG_ONLY, readOrders, [ORDERS]), false);
  assert.equal(scopeReaches(CATALOG_ONLY, readProducts, [PRODUCTS, ORDERS]), false, 'a state of the target\'s line it lacks');
  assert.equal(scopeReaches(FROM_SCHEMA, readProducts, [PRODUCTS]), true);
  assert.equal(scopeReaches(FROM_SCHEMA, readOrders, [ORDERS]), false);
  assert.equal(scopeReaches(FROM_SCHEMA, fakeRoute('GET', '/V1/customers/me', { permission: 'self' }), ['self']), true, 'no ACL state: nothing a scope decides');
  assert.deepEqual(scopeReaches({ from: 'unknown', problem: 'the schema answered 500' }, readProducts, [PRODUCTS]), { unknown: 'the schema answered 500' });
});

test('the admin caller beyond one route: the admin account or token always; the integration only with every resource', () => {
  assert.deepEqual(adminAvailability('admin-account', null, null), { available: true, problem: null });
  assert.deepEqual(adminAvailability('admin-token', CATALOG_ONLY, null), { available: true, problem: null });
  assert.deepEqual(adminAvailability(null, null, null), { available: false, problem: NO_ADMIN });
  assert.deepEqual(adminAvailability('integration-bearer', ALL, null), { available: true, problem: null });
  const partial = adminAvailability('integration-bearer', FROM_SCHEMA, null);
  assert.equal(partial.available, false);
  assert.match(partial.problem ?? '', /holds only some resources \(1 contract routes outside them, e\.g\. GET \/V1\/orders\).*"Resource Access: All".*COMMERCE_ADMIN_USERNAME/);
  assert.match(adminAvailability('integration-bearer', { from: 'unknown', problem: 'the schema answered 500' }, null).problem ?? '', /its resources are not known \(the schema answered 500\): list them in COMMERCE_INTEGRATION_RESOURCES/);
  assert.match(adminAvailability('integration-oauth1', ALL, 'no base URL form verifies').problem ?? '', /signs with OAuth 1\.0a, and no base URL form verifies/);
  assert.equal(adminAvailability('integration-bearer', ALL, 'no base URL form verifies').available, true, 'a bearer token signs nothing');
});

test('per route: a read its resources cover is served; outside them, or a write with some resources only, is not, and says why', () => {
  const facts = standIn(CATALOG_ONLY);
  assert.equal(standInRefusal(facts, readProducts, [PRODUCTS]), null);
  assert.match(standInRefusal(facts, readOrders, [ORDERS]) ?? '', /^outside the resources of the integration standing in for the admin \(the route needs Magento_Sales::actions_view; its scope: COMMERCE_INTEGRATION_RESOURCES: .*perm\.integration-scope judges.*Set COMMERCE_ADMIN_USERNAME/);
  assert.match(standInRefusal(facts, writeProducts, [PRODUCTS]) ?? '', /holds only some resources/);
  assert.equal(standInRefusal(standIn(ALL), writeProducts, [PRODUCTS]), null, 'every resource: writes too');
  assert.equal(standInRefusal(fakeTarget(), readOrders, [ORDERS]), null, 'an admin account is no stand-in');
  assert.match(standInRefusal(standIn(ALL, 'integration-oauth1', 'no base URL form verifies'), readProducts, [PRODUCTS]) ?? '', /signs with OAuth 1\.0a/);
});

test('a route check sees the admin as its route allows; the same facts object for the same decision', () => {
  const facts = standIn(FROM_SCHEMA);
  assert.equal(facts.callers.admin, false, 'beyond one route the partial integration is no admin');
  const products = factsForRoute(facts, readProducts, [PRODUCTS]);
  assert.equal(products.callers.admin, true);
  assert.equal(products.callerProblems.admin, undefined);
  assert.equal(factsForRoute(facts, fakeRoute('GET', '/V1/products', { permission: PRODUCTS }), [PRODUCTS]), products, 'memoised: per-target caches keep working');
  const orders = factsForRoute(facts, readOrders, [ORDERS]);
  assert.equal(orders.callers.admin, false);
  assert.match(callerUnavailable(orders, 'admin') ?? '', /^outside the resources/);
  const all = standIn(ALL);
  assert.equal(factsForRoute(all, readOrders, [ORDERS]), all, 'every resource: the facts as they are');
  const account = fakeTarget();
  assert.equal(factsForRoute(account, readOrders, [ORDERS]), account);
});

test('a check about an admin user\'s token skips with the integration, naming the variables; an admin user passes', () => {
  assert.equal(adminUserMissing(fakeTarget(), 'x'), null);
  assert.equal(adminUserMissing(fakeTarget({ adminIdentity: 'admin-token' }), 'x'), null);
  assert.equal(adminUserMissing(standIn(ALL), 'an admin token\'s lifetime is an admin user\'s'), 'an admin token\'s lifetime is an admin user\'s; the admin here is the integration (bearer token), standing in for the admin, no admin user: set COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD, or COMMERCE_ADMIN_TOKEN (a token issued by hand through a 2FA provider endpoint)');
  assert.equal(adminUserMissing(fakeTarget({ adminIdentity: null }, { admin: false }), 'x'), NO_ADMIN);
});

test('every caller\'s skip names what to configure, or the problem the run found', () => {
  assert.equal(callerUnavailable(fakeTarget({}, { customer: false }), 'customer'), NO_CUSTOMER);
  assert.match(NO_CUSTOMER, /COMMERCE_CUSTOMER_EMAIL \/ COMMERCE_CUSTOMER_PASSWORD/);
  assert.match(NO_ADMIN, /COMMERCE_ADMIN_USERNAME .*COMMERCE_ADMIN_TOKEN.*COMMERCE_INTEGRATION_TOKEN/);
  assert.match(callerUnavailable(fakeTarget({}, { 'restricted-admin': false }), 'restricted-admin') ?? '', /COMMERCE_RESTRICTED_ADMIN_USERNAME/);
  assert.match(callerUnavailable(fakeTarget({}, { integration: false }), 'integration') ?? '', /COMMERCE_INTEGRATION_TOKEN/);
  assert.equal(callerUnavailable(fakeTarget({ callerProblems: { customer: 'the run could not make its own' } }, { customer: false }), 'customer'), 'the run could not make its own');
  assert.equal(callerUnavailable(fakeTarget(), 'admin'), null);
});
