import assert from 'node:assert/strict';
import { platformError, refusedNaming, type Canned } from '../testing/fake-context.ts';
import { runCases, type FakeRunOptions, type RunSent } from '../testing/fake-run-context.ts';
import { INTEGRATION_SUBJECT, REVOKE_ROUTE, tokenRevokedRefused } from './revoked-refused.ts';

const CUSTOMER_TOKEN = 'private-customer-token';
const INTEGRATION_TOKEN = 'private-integration-token';

/** A private reference that issues CUSTOMER_TOKEN, accepts the tokens until they are revoked (by the customer's
 * revoke route or the integration's control endpoint) and answers `afterRevocation` then. */
function privateReference(options: { afterRevocation?: Canned; revokeRoute?: Canned; control?: Canned; env?: Record<string, string> } = {}): FakeRunOptions {
  let revoked = false;
  const answer = (sent: RunSent): Canned => {
    if (sent.path === '/V1/integration/customer/token') return { status: 200, json: CUSTOMER_TOKEN };
    if (sent.path === '/V1/integration/customer/revoke-customer-token') {
      const res = options.revokeRoute ?? { status: 200, json: true };
      revoked = res.status === 200;
      return res;
    }
    return revoked ? (options.afterRevocation ?? refusedNaming('self')) : { status: 200, json: {} };
  };
  const control = (): Canned => {
    const res = options.control ?? { status: 200, json: {} };
    revoked = res.status === 200;
    return res;
  };
  return { answer, privateReference: { env: options.env ?? { integration_token: INTEGRATION_TOKEN }, control } };
}

runCases(tokenRevokedRefused, [
  {
    name: 'a revoked customer token is refused',
    subject: REVOKE_ROUTE,
    fake: privateReference(),
    want: { outcome: 'pass' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => `${s.on} ${s.method} ${s.path}`), ['private POST /V1/integration/customer/token', 'private GET /V1/customers/me', 'private POST /V1/integration/customer/revoke-customer-token', 'private GET /V1/customers/me']);
      assert.deepEqual(f.observed, [['status-after-revocation', 401]]);
      assert.deepEqual(f.secrets, [CUSTOMER_TOKEN]);
    },
  },
  {
    name: 'a revoked customer token is still accepted',
    subject: REVOKE_ROUTE,
    fake: privateReference({ afterRevocation: { status: 200, json: { id: 1 } } }),
    want: { outcome: 'fail', broken: 'a revoked customer token is still accepted on GET /V1/customers/me', expected: '401 (the caller is a guest)', actual: '200 {"id":1}' },
    then: (_f, verdict) => assert.equal(verdict.outcome === 'fail' ? verdict.route : undefined, 'GET /V1/customers/me', 'the failure points at the probe route\'s contract'),
  },
  { name: 'the revoke route does not answer 200', subject: REVOKE_ROUTE, fake: privateReference({ revokeRoute: platformError(404, 'Request does not match any route.') }), want: { outcome: 'skip', reason: 'revoke-customer-token answered 404' } },
  { name: 'the fresh customer token is not accepted', subject: REVOKE_ROUTE, fake: { privateReference: {}, answer: (sent) => (sent.method === 'POST' ? { status: 200, json: CUSTOMER_TOKEN } : refusedNaming('self')) }, want: { outcome: 'skip', reason: 'the customer token was not accepted before revocation (401)' } },
  { name: 'the customer cannot sign in on the private reference', subject: REVOKE_ROUTE, fake: { privateReference: {}, answer: platformError(401, 'nope') }, want: { outcome: 'skip', reason: 'no customer token on the private reference (401)' } },
  { name: 'no customer configured', subject: REVOKE_ROUTE, fake: { ...privateReference(), config: (c) => ({ ...c, customer: null }) }, want: { outcome: 'skip', reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / _PASSWORD)' } },
  { name: 'a release without the revoke route (before 2.4.6)', subject: REVOKE_ROUTE, fake: { ...privateReference(), target: { release: '2.4.5' } }, want: { outcome: 'skip', reason: /2\.4\.6/ }, then: (f) => assert.equal(f.sent.length, 0) },
  {
    name: 'a revoked integration is refused',
    subject: INTEGRATION_SUBJECT,
    fake: privateReference(),
    want: { outcome: 'pass' },
    then: (f) => {
      assert.deepEqual(f.controlled, [{ method: 'POST', path: '/integration/revoke', body: { integrationId: 1 } }]);
      assert.deepEqual(f.sent.map((s) => [s.path, s.token]), [['/V1/store/storeViews', INTEGRATION_TOKEN], ['/V1/store/storeViews', INTEGRATION_TOKEN]]);
    },
  },
  { name: 'a revoked integration is still accepted', subject: INTEGRATION_SUBJECT, fake: privateReference({ afterRevocation: { status: 200, json: [] } }), want: { outcome: 'fail', broken: 'a revoked integration token is still accepted on GET /V1/store/storeViews', expected: '401 (the caller is a guest)', actual: '200 []' } },
  { name: 'the reference does not revoke the integration', subject: INTEGRATION_SUBJECT, fake: privateReference({ control: platformError(500, 'x') }), want: { outcome: 'skip', reason: 'the reference did not revoke the integration (500)' } },
  { name: 'the private reference reports no integration token', subject: INTEGRATION_SUBJECT, fake: privateReference({ env: {} }), want: { outcome: 'skip', reason: 'the private reference did not report its integration token' } },
  { name: 'no private reference: the configured accounts are never revoked', fake: { answer: platformError(500, 'never called') }, want: { outcome: 'skip', reason: 'revoking tokens needs the embedded reference (not a unit test) (revoking the configured accounts\' tokens would break the run)' }, then: (f) => assert.equal(f.sent.length, 0) },
]);
