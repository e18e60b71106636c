// bulk.guest-refused on a fake target: a call without a token on the bulk path must be refused like the synchronous
// route; being queued fails saying so.

import assert from 'node:assert/strict';
import { acceptance } from '../testing/async-target.ts';
import { fakeRoute, PRODUCTS, refusedNaming } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { bulkGuestRefused } from './guest-refused.ts';

const route = fakeRoute('PUT', '/V1/products/:sku');

verdictCases(bulkGuestRefused, [
  {
    name: 'refused naming the resources: passes; the guest sent [{}] to the bulk path',
    fake: { route, answer: refusedNaming(PRODUCTS) },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path, s.rawBody]), [['guest', '/async/bulk/V1/products/bySku', '[{}]']]),
  },
  {
    name: 'queued without a token: fails saying so',
    fake: { route, answer: acceptance(1) },
    want: {
      outcome: 'fail',
      broken: 'a call without a token was queued on the bulk path (route needs Magento_Catalog::products)',
      expected: '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Catalog::products)',
      actual: /^202 \{"bulk_uuid":/,
    },
  },
  { name: 'a route with no bulk path: skipped', fake: { route: { ...route, bulkPath: null } }, want: { outcome: 'skip', reason: 'no bulk path' } },
]);
