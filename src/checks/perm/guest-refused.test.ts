// perm.guest-refused on a fake target: the platform's refusal passes; anything a guest gets past it, or a refusal
// that does not name the route's resources, fails and says which.

import assert from 'node:assert/strict';
import { ERROR_PAGE, fakeRoute, platformError, PRODUCTS, refusedNaming } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { guestRefused } from './guest-refused.ts';

const WANT_401 = '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Catalog::products)';
const PUT_STOCK = fakeRoute('PUT', '/V1/products/:sku/stockItems/:itemId', { body: { stockItem: { qty: 1 } } });

verdictCases(guestRefused, [
  {
    name: 'a read refused with 401 naming the resources passes; the guest called the harmless path',
    fake: { route: fakeRoute('GET', '/V1/products/:sku'), answer: refusedNaming(PRODUCTS) },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path, s.rawBody]), [['guest', '/V1/products/cctrun0000-x', undefined]]),
  },
  {
    name: 'a write is probed with a body that cannot be decoded',
    fake: { route: PUT_STOCK, answer: refusedNaming(PRODUCTS) },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.rawBody), ['{']),
  },
  {
    name: 'a guest served 200 is a failure naming what it reached',
    fake: { answer: { status: 200, json: { items: [] } } },
    want: { outcome: 'fail', broken: 'guest reached Magento_Catalog::products', expected: WANT_401, actual: '200 {"items":[]}' },
  },
  {
    name: 'a refusal other than 401 fails',
    fake: { answer: platformError(403, 'Forbidden') },
    want: { outcome: 'fail', broken: 'guest call was not refused with 401 (route needs Magento_Catalog::products)', expected: WANT_401, actual: '403 "Forbidden"' },
  },
  {
    name: 'a 401 naming other resources fails on its body',
    fake: { answer: refusedNaming(['Magento_Sales::sales']) },
    want: {
      outcome: 'fail',
      broken: 'the 401 body is not the platform\'s error body naming the route\'s resources',
      expected: '{"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":"Magento_Catalog::products"}}',
      actual: '{"message":"The consumer isn\'t authorized to access %resources.","parameters":{"resources":"Magento_Sales::sales"}}',
    },
  },
  {
    name: 'anonymous in every release of the span: nothing to refuse, no call',
    fake: { permissions: ['anonymous'] },
    want: { outcome: 'pass', note: 'anonymous in this release' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'a path that cannot be filled skips with the reason',
    fake: { unresolved: 'no product on the target' },
    want: { outcome: 'skip', reason: 'no product on the target' },
  },
  {
    name: 'an error page and no body that is safe to fall back to: skipped, not judged',
    fake: { route: fakeRoute('POST', '/V1/orders/create', { body: null }), permissions: [['Magento_Sales::create']], answer: ERROR_PAGE },
    want: { outcome: 'skip', reason: /^the target answered 500 HTML page "There has been an error processing your request" to a body that cannot be decoded, which says nothing about permissions .*not probed further$/ },
  },
]);
