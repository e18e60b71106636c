// perm.restricted-admin-allowed on a fake target: an admin holding one of the route's resources must be served; where
// the target's releases disagree, a refusal naming a state it lacks is accepted (and recorded by the refusal judge).

import assert from 'node:assert/strict';
import { fakeRoute, platformError, PRODUCTS, refusedNaming, type FakeOptions } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { restrictedAdminAllowed } from './restricted-admin-allowed.ts';

const SALES = ['Magento_Sales::sales'];
const holding = (granted: string[], release = '2.4.7'): FakeOptions => ({ callers: { 'restricted-admin': true }, target: { release, restrictedResources: granted } });

verdictCases(restrictedAdminAllowed, [
  {
    name: 'holding the resource and served: passes; the real path was called',
    fake: { ...holding(PRODUCTS), route: fakeRoute('GET', '/V1/products/:sku'), answer: { status: 200, json: {} } },
    want: { outcome: 'pass' },
    then: ({ sent, observed }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['restricted-admin', '/V1/products/real-sku']]);
      assert.deepEqual(observed, []);
    },
  },
  {
    name: 'holding the resource and refused: fails',
    fake: { ...holding(PRODUCTS), answer: platformError(403, 'Forbidden') },
    want: { outcome: 'fail', broken: 'a restricted admin holding Magento_Catalog::products was refused', expected: 'not 401/403', actual: '403 "Forbidden"' },
  },
  {
    name: 'a line: served under the state it holds passes and records it',
    fake: { ...holding(PRODUCTS, '2.4'), permissions: [PRODUCTS, SALES], answer: { status: 200, json: {} } },
    want: { outcome: 'pass' },
    then: ({ observed }) => assert.deepEqual(observed, [['permission-state', 'Magento_Catalog::products']]),
  },
  {
    name: 'a line: refused naming the state it lacks passes',
    fake: { ...holding(PRODUCTS, '2.4'), permissions: [PRODUCTS, SALES], answer: refusedNaming(SALES) },
    want: { outcome: 'pass' },
  },
  {
    name: 'a line: refused naming a state no release had fails on the body',
    fake: { ...holding(PRODUCTS, '2.4'), permissions: [PRODUCTS, SALES], answer: refusedNaming(['Vendor::other']) },
    want: {
      outcome: 'fail',
      broken: 'the 401 body is not the platform\'s error body naming the route\'s resources',
      expected: '{"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":"Magento_Sales::sales"}}',
      actual: '{"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":"Vendor::other"}}',
    },
  },
  { name: 'lacking every resource: nothing to allow', fake: holding(SALES), want: { outcome: 'pass', note: 'outside the restricted admin\'s resources' } },
  { name: 'a write route: only reads are judged', fake: { ...holding(PRODUCTS), route: fakeRoute('POST', '/V1/products') }, want: { outcome: 'skip', reason: 'write route: the allowed side is checked on reads only' } },
  { name: 'no restricted admin configured: skipped', want: { outcome: 'skip', reason: 'no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)' } },
]);
