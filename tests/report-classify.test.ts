// Skip reasons → coverage categories: the wording the suite really emits (src/contracts/presence.ts, src/checks/*,
// src/runtime/data.ts), produced here by the code that emits it where it is reachable, literally otherwise.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { expectedOn } from '../src/contracts/presence.ts';
import { classifySkip } from '../src/report/coverage.ts';
import { adminUserMissing, NO_ADMIN, NO_CUSTOMER } from '../src/checks/stand-in.ts';
import { fakeTarget } from '../src/checks/testing/fake-context.ts';

test('edition and release reasons come from expectedOn', () => {
  const commerceOnly = expectedOn({ editions: ['commerce'], since: '2.0', until: null }, 'open-source', '2.4.7');
  assert.equal(typeof commerceOnly, 'string');
  assert.equal(classifySkip(commerceOnly as string), 'edition');
  const later = expectedOn({ editions: ['open-source', 'commerce'], since: '2.3.0', until: null }, 'commerce', '2.2.10');
  assert.equal(classifySkip(later as string), 'release');
  const removed = expectedOn({ editions: ['open-source', 'commerce'], since: '2.0', until: '2.2.7' }, 'commerce', '2.4.7');
  assert.equal(classifySkip(removed as string), 'release');
});

test('the checks\' and fixtures\' wording', () => {
  const cases: Array<[string, string]> = [
    ['anonymous write route: runs only with COMMERCE_WRITES=allow', 'writes-denied'],
    ['no admin identity configured', 'no-identity'],
    ['no customer identity configured', 'no-identity'],
    ['no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)', 'no-identity'],
    ['no restricted admin configured (COMMERCE_RESTRICTED_ADMIN_USERNAME / _PASSWORD / _RESOURCES)', 'no-identity'],
    ['no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)', 'no-identity'],
    ['fixture customer.id needs the admin identity, which is not configured', 'no-identity'],
    [NO_ADMIN, 'no-identity'],
    [NO_CUSTOMER, 'no-identity'],
    ['outside the resources of the integration standing in for the admin (the route needs Magento_Sales::actions_view; its scope: ...): its answer here is the integration\'s refusal, which perm.integration-scope judges, not an admin read. Set COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD', 'no-identity'],
    [adminUserMissing(fakeTarget({ adminIdentity: 'integration-bearer' }), 'an admin token\'s lifetime is that of an admin user\'s token') ?? '', 'no-identity'],
    [`not executed: the run makes its own entities to write on, and confirms the platform entities a body names, as the admin, and ${NO_ADMIN}`, 'no-identity'],
    ['no fixture product.sku: the target has no such entity (GET /V1/products)', 'no-fixture'],
    ['no fixture cart.guestId: the suite does not know how to find one', 'no-fixture'],
    ['fixture order.id: GET /V1/orders answered 500', 'no-fixture'],
    ['no source for :sku', 'no-fixture'],
    ['no data to read: 404 "No such entity."', 'no-data'],
    ['the target\'s published schema is not available: GET /rest/all/schema?services=all answered 401', 'schema-unavailable'],
    ['write route: the allowed side is checked on reads only', 'check-scope'],
    ['writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write', 'writes-denied'],
    ['no admin credentials configured', 'no-identity'],
    ['no OAuth credentials configured (COMMERCE_INTEGRATION_CONSUMER_KEY, _CONSUMER_SECRET, _ACCESS_TOKEN, _ACCESS_TOKEN_SECRET)', 'no-identity'],
    ['no integration token', 'no-identity'],
    ['no customer token on staging: 401 "The account sign-in was incorrect"', 'no-identity'],
    ['the developer-submission API is not configured: set SUBMISSION_BASE_URL, SUBMISSION_APP_ID, SUBMISSION_APP_SECRET, SUBMISSION_ACCOUNT_ID', 'no-identity'],
    ['the admin token route is blocked by two-factor authentication ("..."): variant admin-token-2fa', 'no-identity'],
    ['the target refused the harmless body at intake with a standard web API error (400 "x"): no acceptance to check for this route', 'no-fixture'],
    ['edition or release unknown (? ?): set COMMERCE_EDITION and COMMERCE_RELEASE', 'target-unknown'],
    ['no private reference instance', 'reference-only'],
    ['no bulk path', 'check-scope'],
    ['no route of the form "Create user" on this edition and release', 'check-scope'],
    ['form not listed in COMMERCE_CAPTCHA_FORMS: not probed (the embedded run switches on Create user)', 'check-scope'],
    ['not exercised: the cart has no shipping address yet (real 2.4.7 answers this for such a cart)', 'no-data'],
    ['something nobody wrote yet', 'other'],
  ];
  for (const [reason, category] of cases) assert.equal(classifySkip(reason), category, reason);
});

test('route keys and run-level subjects', async () => {
  const { isRouteKey } = await import('../src/report/diff.ts');
  for (const k of ['GET /V1/products/:sku', 'POST /V1/orders/', 'GET /schema', 'DELETE /V1/carts/mine/giftCards/:giftCardCode']) assert.equal(isRouteKey(k), true, k);
  for (const k of ['malformed JSON on /async', 'PATCH /async/V1/products/:sku', 'GET /soap/<store>?wsdl&services=x', 'PUT /[<store>/]async/V1/products/:sku', 'GET /V1/bulk/:bulkUuid/status (guest async call)', 'X-Captcha form "Create user"']) assert.equal(isRouteKey(k), false, k);
});
