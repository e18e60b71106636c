// perm.customer-refused-admin on a fake target: a customer token on an admin route must meet a 401 (its body is the
// guest check's to judge); reaching the route, or any other refusal, fails.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, PRODUCTS } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { customerRefusedAdmin } from './customer-refused-admin.ts';
import { NO_CUSTOMER } from '../stand-in.ts';

const WANT_401 = '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Catalog::products)';

verdictCases(customerRefusedAdmin, [
  {
    name: 'refused with 401 passes, whatever the body; the customer called the harmless path',
    fake: { route: fakeRoute('GET', '/V1/products/:sku'), answer: { status: 401, json: {} } },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['customer', '/V1/products/cctrun0000-x']]),
  },
  {
    name: 'a customer served 200 fails naming what it reached',
    fake: { answer: { status: 200, json: { items: [] } } },
    want: { outcome: 'fail', broken: 'customer reached Magento_Catalog::products', expected: WANT_401, actual: '200 {"items":[]}' },
  },
  {
    name: 'a refusal other than 401 fails',
    fake: { answer: platformError(403, 'Forbidden') },
    want: { outcome: 'fail', broken: 'customer call was not refused with 401 (route needs Magento_Catalog::products)', expected: WANT_401, actual: '403 "Forbidden"' },
  },
  {
    name: 'anonymous or self in some release of the span: not judged',
    fake: { permissions: [PRODUCTS, 'self'] },
    want: { outcome: 'pass', note: 'not an ACL route in every release of the target\'s span' },
  },
  {
    name: 'no customer configured: skipped',
    fake: { callers: { customer: false } },
    want: { outcome: 'skip', reason: NO_CUSTOMER },
  },
  {
    name: 'a path that cannot be filled skips with the reason',
    fake: { unresolved: 'no source for :sku' },
    want: { outcome: 'skip', reason: 'no source for :sku' },
  },
]);
