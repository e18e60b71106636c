// presence.route-present on a fake target: the refusal probe tells a served route (any answer but the router's 404)
// from a missing one; where no probe is safe, the target's published schema says instead.

import assert from 'node:assert/strict';
import { ERROR_PAGE, fakeRoute, platformError, refusedNaming, ROUTE_MISSING, PRODUCTS } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { routePresent } from './route-present.ts';

const GUEST_CART = fakeRoute('POST', '/V1/guest-carts', { permission: 'anonymous' });
/** No path id and no body: `{}` could execute it, so a target that decodes bodies first is not probed. */
const CREATE_ORDER = fakeRoute('POST', '/V1/orders/create', { body: null, permission: ['Magento_Sales::create'] });
const NOT_PUBLISHED = { broken: 'is missing from the target\'s published schema', expected: 'the route is published', actual: 'absent from GET /rest/all/schema?services=all', exchange: false };
const PROBE_SKIPPED = 'the target answered 500 HTML page "There has been an error processing your request" to a body that cannot be decoded, which says nothing about permissions (Adobe Commerce decodes the body before authorization), and an empty body could execute this route: not probed further';

verdictCases(routePresent, [
  {
    name: 'refused (the route matched before the ACL): present, recorded; the guest probed the harmless path',
    fake: { route: fakeRoute('GET', '/V1/products/:sku'), answer: refusedNaming(PRODUCTS) },
    want: { outcome: 'pass' },
    then: ({ sent, observed }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['guest', '/V1/products/cctrun0000-x']]);
      assert.deepEqual(observed, [['present', true]]);
    },
  },
  {
    name: 'a 404 of the service (no such entity) is a served route',
    fake: { answer: platformError(404, 'The product that was requested doesn\'t exist.') },
    want: { outcome: 'pass' },
  },
  {
    name: 'the router\'s 404: missing, recorded',
    fake: { answer: ROUTE_MISSING },
    want: { outcome: 'fail', broken: 'GET /V1/products is missing on the target', expected: 'the route is served', actual: '404 "Request does not match any route."' },
    then: ({ observed }) => assert.deepEqual(observed, [['present', false]]),
  },
  {
    name: 'an anonymous write with writes denied: read from the published schema, never called',
    fake: { route: GUEST_CART },
    want: { outcome: 'pass', note: 'published (anonymous write: not probed in read-only mode)' },
    then: ({ sent, observed }) => {
      assert.equal(sent.length, 0);
      assert.deepEqual(observed, [['present', true]]);
    },
  },
  {
    name: 'an anonymous write the published schema lacks: fails without an exchange',
    fake: { route: GUEST_CART, published: false },
    want: { outcome: 'fail', ...NOT_PUBLISHED, broken: `POST /V1/guest-carts ${NOT_PUBLISHED.broken}` },
  },
  {
    name: 'an anonymous write and no published schema: skipped with both reasons',
    fake: { route: GUEST_CART, published: { unavailable: 'the target publishes no schema' } },
    want: { outcome: 'skip', reason: 'anonymous write route: not probed without COMMERCE_WRITES=allow, and the target publishes no schema' },
  },
  {
    name: 'no safe probe body: the published schema says present',
    fake: { route: CREATE_ORDER, answer: ERROR_PAGE },
    want: { outcome: 'pass', note: `published (${PROBE_SKIPPED})` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.rawBody), ['{']),
  },
  {
    name: 'no safe probe body and not published: fails',
    fake: { route: CREATE_ORDER, answer: ERROR_PAGE, published: false },
    want: { outcome: 'fail', ...NOT_PUBLISHED, broken: `POST /V1/orders/create ${NOT_PUBLISHED.broken}` },
  },
  {
    name: 'no safe probe body and no published schema: the probe\'s skip',
    fake: { route: CREATE_ORDER, answer: ERROR_PAGE, published: { unavailable: 'no schema' } },
    want: { outcome: 'skip', reason: PROBE_SKIPPED },
  },
  { name: 'a path that cannot be filled skips with the reason', fake: { unresolved: 'no source for :sku' }, want: { outcome: 'skip', reason: 'no source for :sku' } },
]);
