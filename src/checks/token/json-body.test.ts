import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { ADMIN_TOKEN_ROUTE, CUSTOMER_TOKEN_ROUTE, TWO_FACTOR_MESSAGE } from './common.ts';
import { tokenJsonBody } from './json-body.ts';

const TOKEN = 'issued-admin-token-1';
/** A platform that issues TOKEN for the configured credentials and accepts it on the probe route. */
const faithful = (sent: RunSent) => (sent.method === 'POST' ? { status: 200, json: TOKEN } : { status: sent.token === TOKEN ? 200 : 401, json: sent.path === '/V1/customers/me' ? ME : sent.path === '/V1/store/storeConfigs' ? [{ id: 1, code: 'default' }] : [] });
/** The configured customer's account, as /me answers it (the e-mail case aside: addresses compare case-insensitively). */
const ME = { id: 7, email: 'C@x.test' };

runCases(tokenJsonBody, [
  {
    name: 'the token comes back as a bare JSON string and works on a route of its level',
    fake: { answer: faithful },
    want: { outcome: 'pass', note: 'token accepted on GET /V1/store/storeViews and on GET /V1/store/storeConfigs (storeCodes default)' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => [s.method, s.path]), [['POST', '/V1/integration/admin/token'], ['GET', '/V1/store/storeViews'], ['GET', '/V1/store/storeConfigs']]);
      assert.deepEqual(f.sent[2]?.query, { 'storeCodes[0]': 'default' });
      assert.equal(f.sent[2]?.token, TOKEN, 'with the issued token');
      assert.deepEqual(f.sent[0]?.body, { username: 'admin', password: 'pw-admin-1' }, 'the configured credentials, as JSON');
      assert.deepEqual(f.secrets, [TOKEN], 'the issued token is scrubbed from reports');
    },
  },
  {
    name: 'the customer route: proved on GET /V1/customers/me as the customer who signed in, under the run\'s store code and under all',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: faithful },
    want: { outcome: 'pass', note: 'token accepted on GET /V1/customers/me as the customer signed in (c@x.test), signed in under the run\'s store code and under all' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.method, s.path, s.storeCode ?? null]), [['POST', '/V1/integration/customer/token', null], ['GET', '/V1/customers/me', null], ['POST', '/V1/integration/customer/token', 'all'], ['GET', '/V1/customers/me', null]]),
  },
  {
    name: 'a customer token that reads as another account fails',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: (sent) => (sent.path === '/V1/customers/me' ? { status: 200, json: { id: 1, email: 'someone@else.test' } } : faithful(sent)) },
    want: { outcome: 'fail', broken: 'the issued customer token reads as another account than the customer who signed in', expected: 'GET /V1/customers/me answering the account of c@x.test', actual: 'the account of someone@else.test' },
  },
  {
    name: 'the customer sign-in refused under the store code all fails',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: (sent) => (sent.method === 'POST' && sent.storeCode === 'all' ? platformError(401, 'nope') : faithful(sent)) },
    want: { outcome: 'fail', broken: 'the customer token route refused valid credentials sent under the store code all', expected: '200 with the token as a bare JSON string', actual: '401 "nope"' },
  },
  {
    name: 'the admin token refused on GET /V1/store/storeConfigs fails',
    fake: { answer: (sent) => (sent.path === '/V1/store/storeConfigs' ? platformError(401, 'The consumer isn\'t authorized to access %resources.') : faithful(sent)) },
    want: { outcome: 'fail', broken: 'the issued admin token does not read GET /V1/store/storeConfigs (storeCodes default)', expected: '200 with the config of store view default', actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  { name: 'valid credentials are refused', fake: { answer: platformError(401, 'nope') }, want: { outcome: 'fail', broken: 'the admin token route refused valid credentials sent as a JSON body', expected: '200 with the token as a bare JSON string', actual: '401 "nope"' } },
  { name: 'the token is sent as text', fake: { answer: { status: 200, text: TOKEN } }, want: { outcome: 'fail', broken: 'the token answer is not sent as JSON', expected: 'Content-Type: application/json', actual: 'Content-Type: text/plain' } },
  { name: 'the token is wrapped in an object', fake: { answer: { status: 200, json: { token: TOKEN } } }, want: { outcome: 'fail', broken: 'the token is not answered as a bare JSON string', expected: 'a JSON string: "<token>"', actual: 'an object with keys token' } },
  {
    name: 'the issued token does not work',
    fake: { answer: (sent) => (sent.method === 'POST' ? { status: 200, json: TOKEN } : platformError(401, 'The consumer isn\'t authorized to access %resources.')) },
    want: { outcome: 'fail', broken: 'the issued admin token does not work as a bearer token on GET /V1/store/storeViews', expected: '200', actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  { name: 'two-factor authentication blocks the admin route: a variant, not a failure', fake: { answer: platformError(400, TWO_FACTOR_MESSAGE) }, want: { outcome: 'skip', reason: `the admin token route is blocked by two-factor authentication ("${TWO_FACTOR_MESSAGE}"): variant admin-token-2fa` }, then: (f) => assert.deepEqual(f.observed, [['admin-token-2fa', true]]) },
  { name: 'no admin credentials configured', subject: ADMIN_TOKEN_ROUTE, fake: { config: (c) => ({ ...c, admin: null }) }, want: { outcome: 'skip', reason: 'no admin credentials configured (COMMERCE_ADMIN_USERNAME / _PASSWORD; a hand-issued COMMERCE_ADMIN_TOKEN cannot exercise the route)' }, then: (f) => assert.equal(f.sent.length, 0) },
]);
