import assert from 'node:assert/strict';
import { NOT_AUTHORIZED } from '../platform-errors.ts';
import { platformError, refusedNaming, type Canned } from '../testing/fake-context.ts';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { CUSTOMER_TOKEN_ROUTE } from './common.ts';
import { tokenExpiredRefused } from './expired-refused.ts';

const TOKEN = 'short-lived-token';
const REFUSED = refusedNaming(['Magento_Backend::store']);
/** A target that issues TOKEN, accepts it on its first use and then answers `expired` (and `anonymous` on the
 * anonymous route). */
function expiring(expired: Canned = REFUSED, anonymous: Canned = { status: 200, json: [] }): (sent: RunSent) => Canned {
  let uses = 0;
  return (sent) => {
    if (sent.method === 'POST') return { status: 200, json: TOKEN };
    if (sent.path === '/V1/directory/countries') return anonymous;
    return uses++ === 0 ? { status: 200, json: [] } : expired;
  };
}
const onPrivate = (answer: (sent: RunSent) => Canned) => ({ privateReference: {}, answer });
const PRIVATE = 'a private reference with --admin-token-lifetime 2';

runCases(tokenExpiredRefused, [
  {
    name: 'an expired token is refused like a guest; the anonymous route still answers',
    fake: onPrivate(expiring()),
    clock: 'fast',
    want: { outcome: 'pass', note: new RegExp(`^refused \\d+ ms after issue on ${PRIVATE}$`) },
    then: (f) => {
      assert.deepEqual(f.privateArgs, [['--admin-token-lifetime', '2', '--customer-token-lifetime', '2']]);
      assert.ok(f.sent.every((s) => s.on === 'private'), 'the configured target\'s tokens are never left to expire');
      assert.deepEqual(f.secrets, [TOKEN]);
    },
  },
  {
    name: 'on a target configured with a short lifetime, the target itself',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { env: { COMMERCE_CUSTOMER_TOKEN_LIFETIME_H: '0.001' }, answer: expiring() },
    clock: 'fast',
    want: { outcome: 'pass', note: /^refused \d+ ms after issue on the target$/ },
    then: (f) => assert.ok(f.sent.every((s) => s.on === 'target') && f.privateArgs.length === 0),
  },
  {
    name: 'the token is still accepted after its lifetime',
    fake: onPrivate(expiring({ status: 200, json: [] })),
    clock: 'fast',
    want: { outcome: 'fail', broken: `an expired admin token is still accepted on GET /V1/store/storeViews (${PRIVATE})`, expected: '401 within 2 s (+5 s)', actual: /^200 \[\] after \d+ ms$/ },
  },
  { name: 'refused, but not as a guest', fake: onPrivate(expiring(platformError(401, 'Token has expired'))), clock: 'fast', want: { outcome: 'fail', broken: 'an expired token is refused with something else than the guest\'s 401', expected: `401 "${NOT_AUTHORIZED}"`, actual: '401 "Token has expired"' } },
  { name: 'the expired token is reported on an anonymous route', fake: onPrivate(expiring(REFUSED, platformError(401, 'Token has expired'))), clock: 'fast', want: { outcome: 'fail', broken: 'an expired admin token is reported instead of making the caller a guest on GET /V1/directory/countries', expected: '200 (as a guest)', actual: '401 "Token has expired"' } },
  { name: 'the fresh token is not accepted', fake: onPrivate((sent) => (sent.method === 'POST' ? { status: 200, json: TOKEN } : REFUSED)), want: { outcome: 'skip', reason: 'the fresh admin token was not accepted on GET /V1/store/storeViews (401); token.json-body covers that' } },
  { name: 'no token on the private reference', fake: onPrivate(() => platformError(401, 'nope')), want: { outcome: 'skip', reason: `no admin token on ${PRIVATE}: 401 "nope"` } },
  { name: 'no private reference (a real installation without a short lifetime configured)', want: { outcome: 'skip', reason: 'watching a token expire needs the embedded reference (not a unit test); on a real installation set the admin token lifetime to a minute or two and COMMERCE_ADMIN_TOKEN_LIFETIME_H accordingly' } },
  { name: 'no admin credentials', fake: { config: (c) => ({ ...c, admin: null }) }, want: { outcome: 'skip', reason: 'no admin credentials configured (COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD)' } },
]);
