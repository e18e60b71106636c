// The integration's scope as the run learns it: the contract routes the schema it reads lists, and for those it leaves
// out one harmless probe each (a GET as the integration, a write as a guest): refused, absent, or reached after all.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spanOf } from '../contracts/release-span.ts';
import type { CompiledRoute } from '../contracts/types.ts';
import { fakeRoute } from '../checks/testing/fake-context.ts';
import { aclRoutesExpected, configuredScope, findingOf, MAX_SCOPE_PROBES, scopeFromSchema, splitBySchema, type ScopeProbe } from './integration-scope.ts';

const acl = (method: 'GET' | 'POST' | 'DELETE', path: string, resource = 'Magento_Catalog::products', extra: Partial<CompiledRoute> = {}): CompiledRoute =>
  fakeRoute(method, path, { permission: [resource], service: 'Magento\\Catalog\\Api\\ProductRepositoryInterface::get', ...extra });

const PRODUCT = acl('GET', '/V1/products/:sku', 'Magento_Catalog::products', { params: { sku: { fixture: 'product.sku' } } });
const ORDERS = acl('GET', '/V1/orders', 'Magento_Sales::actions_view');
const INVOICE = acl('POST', '/V1/invoices', 'Magento_Sales::sales_invoice');
const GIFT = acl('GET', '/V1/gift-wrappings', 'Magento_GiftWrapping::magento_giftwrapping', { editions: ['commerce'] });

const schemaOf = (...ops: Array<[string, string]>) => ({ swagger: '2.0', paths: Object.fromEntries(ops.map(([m, p]) => [p, { [m]: { tags: ['x'] } }])) });

test('the routes the scope decides: store ACL routes with a service the target should have', () => {
  const anonymous = fakeRoute('GET', '/V1/directory/countries', { permission: 'anonymous', service: 'x' });
  const noService = acl('GET', '/V1/x', 'Magento_Catalog::products', { service: null });
  const got = aclRoutesExpected([PRODUCT, ORDERS, anonymous, noService, GIFT], 'open-source', spanOf('2.4.7'));
  assert.deepEqual(got.map((r) => r.key), ['GET /V1/products/:sku', 'GET /V1/orders']);
});

test('read over the line before the release is narrowed: a route some of its releases have is decided too, one none has is not', () => {
  const filterable = acl('GET', '/V1/products/attributes/:attributeCode/is-filterable', 'Magento_Catalog::attributes_attributes', { since: '2.4.7' });
  const older = acl('GET', '/V1/old', 'Magento_Catalog::products', { since: '2.0', until: '2.3' });
  assert.deepEqual(aclRoutesExpected([PRODUCT, filterable, older], 'open-source', spanOf('2.4')).map((r) => r.key), ['GET /V1/products/:sku', 'GET /V1/products/attributes/:attributeCode/is-filterable']);
  assert.deepEqual(aclRoutesExpected([PRODUCT, filterable], 'open-source', spanOf('2.4.6')).map((r) => r.key), ['GET /V1/products/:sku']);
});

test('on the bare line a real installation publishes (2.4), the routes of its first and later releases are decided too; older lines\' not', () => {
  const salable = acl('GET', '/V1/inventory/are-products-salable', 'Magento_InventorySalesApi::stock', { since: '2.4.0' });
  const revoke = acl('POST', '/V1/integration/customer/revoke-customer-token', 'Magento_Integration::integrations', { since: '2.4.5' });
  const gone = acl('GET', '/V1/old', 'Magento_Catalog::products', { since: '2.1.0', until: '2.3.7' });
  const got = aclRoutesExpected([PRODUCT, salable, revoke, gone], 'open-source', spanOf('2.4'));
  assert.deepEqual(got.map((r) => r.key), ['GET /V1/products/:sku', 'GET /V1/inventory/are-products-salable', 'POST /V1/integration/customer/revoke-customer-token']);
});

test('the schema the integration reads splits them: listed (parameter names do not matter) or left out', () => {
  const { reached, missing } = splitBySchema([PRODUCT, ORDERS], schemaOf(['get', '/V1/products/{productSku}']));
  assert.deepEqual(reached.map((r) => r.key), ['GET /V1/products/:sku']);
  assert.deepEqual(missing.map((r) => r.key), ['GET /V1/orders']);
});

test('a probe of a left-out route: 401 is outside, "does not match any route" absent, a GET served is reached', () => {
  const notFound = { message: 'Request does not match any route.' };
  assert.equal(findingOf(ORDERS, 401, { message: 'x' }), 'outside');
  assert.equal(findingOf(ORDERS, 404, notFound), 'absent');
  assert.equal(findingOf(ORDERS, 404, { message: 'No such entity.' }), 'reached');
  assert.equal(findingOf(INVOICE, 404, notFound), 'absent');
  assert.equal(findingOf(INVOICE, 401, { message: 'x' }), 'outside', 'a guest is refused a route the target has');
  assert.equal(findingOf(INVOICE, 400, { message: 'Decoding error.' }), 'outside', 'a write is probed as a guest: anything but absent is present');
});

test('every route listed: all resources, no probe', async () => {
  const probes: string[] = [];
  const probe: ScopeProbe = async (route) => {
    probes.push(route.key);
    return { status: 401, json: {} };
  };
  const scope = await scopeFromSchema([PRODUCT, ORDERS], schemaOf(['get', '/V1/products/{sku}'], ['get', '/V1/orders']), probe, 'cctabc');
  assert.deepEqual(scope, { from: 'schema', all: true, reached: ['GET /V1/orders', 'GET /V1/products/:sku'], outside: [], absent: [] });
  assert.deepEqual(probes, []);
});

test('left-out routes are probed harmlessly: GETs as the integration, writes as a guest; the findings sort them', async () => {
  const sent: Array<[string, string, boolean]> = [];
  const probe: ScopeProbe = async (route, path, asIntegration) => {
    sent.push([route.method, path, asIntegration]);
    if (route.key === 'GET /V1/orders') return { status: 401, json: { message: 'The consumer isn\'t authorized to access %resources.' } };
    if (route.key === 'POST /V1/invoices') return { status: 404, json: { message: 'Request does not match any route.' } };
    return { status: 404, json: { message: 'The product that was requested doesn\'t exist.' } };
  };
  const scope = await scopeFromSchema([PRODUCT, ORDERS, INVOICE], schemaOf(), probe, 'cctabc');
  assert.deepEqual(sent, [['GET', '/V1/products/cctabc-product', true], ['GET', '/V1/orders', true], ['POST', '/V1/invoices', false]]);
  assert.deepEqual(scope, { from: 'schema', all: false, reached: ['GET /V1/products/:sku'], outside: ['GET /V1/orders'], absent: ['POST /V1/invoices'] });
});

test('probes are bounded: past the limit a left-out route counts as outside', async () => {
  let probes = 0;
  const routes = Array.from({ length: MAX_SCOPE_PROBES + 3 }, (_, i) => acl('GET', `/V1/r${i}`));
  const scope = await scopeFromSchema(routes, schemaOf(), async () => {
    probes += 1;
    return { status: 404, json: { message: 'Request does not match any route.' } };
  }, 'cctabc');
  assert.equal(probes, MAX_SCOPE_PROBES);
  assert.equal(scope.from === 'schema' && scope.outside.length, 3);
  assert.equal(scope.from === 'schema' && scope.all, false);
});

test('the merchant\'s list: every resource only with Magento_Backend::all', () => {
  assert.deepEqual(configuredScope(['Magento_Catalog::products']), { from: 'configured', resources: ['Magento_Catalog::products'], all: false });
  assert.deepEqual(configuredScope(['Magento_Backend::all']), { from: 'configured', resources: ['Magento_Backend::all'], all: true });
});
