// perm.restricted-admin-refused on a fake target: an admin without the route's resources must meet a 401; where the
// target's releases disagree (only the line is known), being served under a state it holds is accepted and recorded.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, PRODUCTS, type FakeOptions } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { ACL_ROOT } from './restricted.ts';
import { restrictedAdminRefused } from './restricted-admin-refused.ts';

const SALES = ['Magento_Sales::sales'];
/** A restricted admin holding `granted`, on a target known by `release`. */
const holding = (granted: string[], release = '2.4.7'): FakeOptions => ({ callers: { 'restricted-admin': true }, target: { release, restrictedResources: granted } });
const WANT_401 = '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Catalog::products)';

verdictCases(restrictedAdminRefused, [
  {
    name: 'lacking the resource and refused with 401: passes; the harmless path was called',
    fake: { ...holding(SALES), route: fakeRoute('GET', '/V1/products/:sku'), answer: { status: 401, json: {} } },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['restricted-admin', '/V1/products/cctrun0000-x']]),
  },
  {
    name: 'lacking the resource and served: fails naming it',
    fake: { ...holding(SALES), answer: { status: 200, json: [] } },
    want: { outcome: 'fail', broken: 'a restricted admin reached Magento_Catalog::products', expected: WANT_401, actual: '200 []' },
  },
  {
    name: 'lacking the resource and refused otherwise: fails',
    fake: { ...holding(SALES), answer: platformError(403, 'Forbidden') },
    want: { outcome: 'fail', broken: 'a restricted admin call was not refused with 401 (route needs Magento_Catalog::products)', expected: WANT_401, actual: '403 "Forbidden"' },
  },
  {
    name: 'holding the resource: nothing to refuse, no call',
    fake: holding(PRODUCTS),
    want: { outcome: 'pass', note: 'inside the restricted admin\'s resources' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'a route that needs only the ACL root is held by every role',
    fake: { ...holding(SALES), permissions: [[ACL_ROOT]] },
    want: { outcome: 'pass', note: 'inside the restricted admin\'s resources' },
  },
  {
    name: 'a line whose newer state it holds: served is accepted, and the state recorded',
    fake: { ...holding(PRODUCTS, '2.4'), permissions: [PRODUCTS, SALES], answer: { status: 200, json: [] } },
    want: { outcome: 'pass', note: 'served: the route needs Magento_Catalog::products in some releases of the target\'s line' },
    then: ({ observed }) => assert.deepEqual(observed, [['permission-state', 'Magento_Catalog::products']]),
  },
  { name: 'no restricted admin configured: skipped', want: { outcome: 'skip', reason: 'no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)' } },
  { name: 'not an ACL route in the target\'s release', fake: { ...holding(SALES), permissions: ['self'] }, want: { outcome: 'pass', note: 'not an ACL route in this release' } },
]);
