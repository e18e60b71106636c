// Release spans: a bare line is every release of it; permission states and route presence over a span; narrowing
// from the schema's routes and 401 bodies (the real 2.4.7-p3 publishes info.version "2.4").

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { narrowRelease } from './release-evidence.ts';
import { covered, describeSpan, permissionsFor, presenceIn, rangeSpan, spanOf, without } from './release-span.ts';
import type { CompiledRoute } from './types.ts';

// The four stockItems/stockStatuses routes: Magento_CatalogInventory::cataloginventory until 2.4.0-p1, then
// Magento_Catalog::catalog_inventory (facts 29; contracts/catalog-inventory.yaml).
const stockItems = {
  key: 'GET /V1/stockItems/:productSku',
  permission: ['Magento_Catalog::catalog_inventory'],
  permissionHistory: [{ ranges: [{ from: '2.0', to: '2.4.0-p1' }], permission: ['Magento_CatalogInventory::cataloginventory'] }],
  since: '2.0',
  until: null,
  base: 'store',
  method: 'GET',
  service: 'S::get',
  path: '/V1/stockItems/:productSku',
} as unknown as CompiledRoute;

const revoke = { ...stockItems, key: 'POST /V1/integration/customer/revoke-customer-token', method: 'POST', permission: 'self', permissionHistory: [], since: '2.4.5', path: '/V1/integration/customer/revoke-customer-token' } as unknown as CompiledRoute;

test('a bare line is every release of it: both ACL states of the stock routes are accepted on "2.4"', () => {
  assert.deepEqual(permissionsFor(stockItems, spanOf('2.4')), [['Magento_Catalog::catalog_inventory'], ['Magento_CatalogInventory::cataloginventory']]);
  assert.deepEqual(permissionsFor(stockItems, spanOf('2.4.7')), [['Magento_Catalog::catalog_inventory']]);
  assert.deepEqual(permissionsFor(stockItems, spanOf('2.4.0')), [['Magento_CatalogInventory::cataloginventory']]);
  assert.deepEqual(permissionsFor(stockItems, spanOf('2.3')), [['Magento_CatalogInventory::cataloginventory']]);
  assert.deepEqual(permissionsFor(stockItems, spanOf(null)), [['Magento_Catalog::catalog_inventory'], ['Magento_CatalogInventory::cataloginventory']]);
});

test('route presence over a span: present, absent or uncertain', () => {
  assert.equal(presenceIn(revoke, spanOf('2.4.7')).kind, 'present');
  assert.equal(presenceIn(revoke, spanOf('2.4.4')).kind, 'absent');
  assert.equal(presenceIn(revoke, spanOf('2.3')).kind, 'absent');
  assert.equal(presenceIn(revoke, spanOf('2.4')).kind, 'uncertain');
  assert.equal(presenceIn(stockItems, spanOf('2.4')).kind, 'present');
});

test('covered and without keep a bare line\'s ends right', () => {
  assert.equal(covered(spanOf('2.4'), [rangeSpan({ from: '2.0', to: '2.4.0-p1' })]), false);
  assert.equal(covered(spanOf('2.3'), [rangeSpan({ from: '2.0', to: '2.4.0-p1' })]), true);
  assert.equal(describeSpan(without(spanOf('2.4'), rangeSpan({ from: '2.4.5', to: null }))), '2.4 – before 2.4.5');
  assert.equal(describeSpan(without(spanOf('2.4'), rangeSpan({ from: '2.0', to: '2.4.0-p1' }))), 'after 2.4.0-p1 – 2.4.x');
  assert.equal(describeSpan(without(spanOf('2.4'), rangeSpan({ from: '2.0', to: '2.3' }))), 'some release of 2.4');
});

const shape = (r: CompiledRoute) => r.key;

test('a 401 naming the newer ACL narrows "2.4" past 2.4.0-p1, and the schema\'s routes narrow it further', () => {
  const refusals = new Map([[stockItems.key, ['Magento_Catalog::catalog_inventory']]]);
  const byAcl = narrowRelease(spanOf('2.4'), [stockItems, revoke], { published: null, refusals }, shape);
  assert.equal(describeSpan(byAcl.span), 'after 2.4.0-p1 – 2.4.x');
  assert.deepEqual(permissionsFor(stockItems, byAcl.span), [['Magento_Catalog::catalog_inventory']]);
  assert.match(byAcl.evidence[0]?.seen ?? '', /refused naming Magento_Catalog::catalog_inventory/);
  const both = narrowRelease(spanOf('2.4'), [stockItems, revoke], { published: new Set([revoke.key]), refusals }, shape);
  assert.equal(describeSpan(both.span), '2.4.5 – 2.4.x');
  assert.deepEqual(both.evidence.map((e) => e.allows), ['2.4.5 – 2.4.x', 'after 2.4.0-p1 – 2.4.x'], 'every piece that agrees is recorded, the narrowest wins');
});

test('a schema without the route bounds the span above; the older ACL keeps the early releases', () => {
  const refusals = new Map([[stockItems.key, ['Magento_CatalogInventory::cataloginventory']]]);
  const n = narrowRelease(spanOf('2.4'), [stockItems, revoke], { published: new Set(), refusals }, shape);
  assert.equal(describeSpan(n.span), '2.4 – 2.4.0-p1');
  assert.equal(presenceIn(revoke, n.span).kind, 'absent');
});

test('contradicting evidence is set aside, not applied: both sides, whatever the order', () => {
  const refusals = new Map([[stockItems.key, ['Magento_CatalogInventory::cataloginventory']]]);
  const n = narrowRelease(spanOf('2.4'), [stockItems, revoke], { published: new Set([revoke.key]), refusals }, shape);
  assert.equal(describeSpan(n.span), 'some release of 2.4', 'a route of 2.4.5 and an ACL of 2.4.0-p1 cannot both be right: neither narrows');
  assert.deepEqual(n.ignored.map((e) => e.seen), ['the published schema has POST /V1/integration/customer/revoke-customer-token (introduced in 2.4.5)', 'a guest call to GET /V1/stockItems/:productSku was refused naming Magento_CatalogInventory::cataloginventory']);
  assert.match(n.ignored[0]?.why ?? '', /^contradicts "a guest call to GET \/V1\/stockItems/);
  const reversed = narrowRelease(spanOf('2.4'), [revoke, stockItems], { published: new Set([revoke.key]), refusals }, shape);
  assert.equal(describeSpan(reversed.span), describeSpan(n.span), 'the order the routes come in changes nothing');
  const unknownAcl = narrowRelease(spanOf('2.4'), [stockItems], { published: null, refusals: new Map([[stockItems.key, ['Vendor::other']]]) }, shape);
  assert.equal(describeSpan(unknownAcl.span), 'some release of 2.4', 'an ACL no release had narrows nothing: the checks report it');
});

test('a shape two routes share is no presence evidence (POST /V1/orders/ until 2.3.4-p2, POST /V1/orders from 2.3.5)', () => {
  const old = { ...revoke, key: 'POST /V1/orders/', path: '/V1/orders/', permission: ['Magento_Sales::create'], since: '2.1.0', until: '2.3.4-p2' } as unknown as CompiledRoute;
  const renamed = { ...revoke, key: 'POST /V1/orders', path: '/V1/orders', permission: ['Magento_Sales::create'], since: '2.3.5', until: null } as unknown as CompiledRoute;
  const withoutSlash = (r: CompiledRoute) => r.key.replace(/\/$/, '');
  const n = narrowRelease(spanOf('2.3'), [old, renamed], { published: new Set(['POST /V1/orders']), refusals: new Map() }, withoutSlash);
  assert.equal(describeSpan(n.span), 'some release of 2.3', 'neither route narrows the span');
  assert.deepEqual([n.evidence, n.ignored], [[], []]);
  const alone = narrowRelease(spanOf('2.3'), [renamed], { published: new Set(['POST /V1/orders']), refusals: new Map() }, withoutSlash);
  assert.equal(describeSpan(alone.span), '2.3.5 – 2.3.x', 'a shape only one route has still narrows');
});
