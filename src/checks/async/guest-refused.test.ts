// async.guest-refused on a fake target: a call without a token on the async path must be refused like the synchronous
// route (401 naming its resources); being queued is the worst way to fail and is said so.

import assert from 'node:assert/strict';
import { acceptance } from '../testing/async-target.ts';
import { fakeRoute, platformError, PRODUCTS, refusedNaming } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { asyncGuestRefused } from './guest-refused.ts';

const route = fakeRoute('PUT', '/V1/products/:sku');
const WANT_401 = '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Catalog::products)';

verdictCases(asyncGuestRefused, [
  {
    name: 'refused naming the resources: passes; the guest sent {} to the harmless async path',
    fake: { route, answer: refusedNaming(PRODUCTS) },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path, s.rawBody]), [['guest', '/async/V1/products/cctrun0000-x', '{}']]),
  },
  {
    name: 'queued without a token: fails saying so',
    fake: { route, answer: acceptance(1) },
    want: { outcome: 'fail', broken: 'a call without a token was queued on the async path (route needs Magento_Catalog::products)', expected: WANT_401, actual: /^202 \{"bulk_uuid":/ },
  },
  {
    name: 'refused otherwise: fails',
    fake: { route, answer: platformError(400, 'Decoding error.') },
    want: { outcome: 'fail', broken: 'a call without a token on the async path call was not refused with 401 (route needs Magento_Catalog::products)', expected: WANT_401, actual: '400 "Decoding error."' },
  },
  {
    name: 'anonymous in every release of the span: nothing to refuse',
    fake: { route, permissions: ['anonymous'] },
    want: { outcome: 'pass', note: 'anonymous in this release' },
  },
  {
    name: 'a release without WebapiAsync: skipped',
    fake: { route, target: { release: '2.2' } },
    want: { outcome: 'skip', reason: 'the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from 2.3.0 (facts 20); the target is 2.2' },
  },
]);
