// perm.anonymous-open on a fake target: a guest is judged refused only by the ACL's own refusal (or a route that is
// not there); an anonymous service's own 401 is an answer, not a refusal.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ERROR_PAGE, fakeRoute, platformError, ROUTE_MISSING } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { anonymousOpen } from './anonymous-open.ts';

const COUNTRIES = fakeRoute('GET', '/V1/directory/countries', { permission: 'anonymous' });
const TOKEN = fakeRoute('POST', '/V1/integration/customer/token', { permission: 'anonymous', body: { username: '{{prefix}}', password: 'x' } });
const GUEST_CART = fakeRoute('POST', '/V1/guest-carts', { permission: 'anonymous' });
const BROKEN = 'a guest was refused an anonymous route';
const EXPECTED = 'not 401 "The consumer isn\'t authorized to access %resources.", not 403, not "Request does not match any route."';

verdictCases(anonymousOpen, [
  {
    name: 'a guest served 200 passes; the guest called the real path without a body',
    fake: { route: COUNTRIES, answer: { status: 200, json: [] } },
    want: { outcome: 'pass', note: 'answered 200' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path, s.body]), [['guest', '/V1/directory/countries', undefined]]),
  },
  {
    name: 'the service\'s own 401 (a sign-in refused) is an answer; the write sends the resolved body',
    fake: { route: TOKEN, target: { writes: 'allow' }, body: { username: 'cctrun0000', password: 'x' }, answer: platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily.') },
    want: { outcome: 'pass', note: 'answered 401' },
    then: ({ sent }) => assert.deepEqual(sent[0]?.body, { username: 'cctrun0000', password: 'x' }),
  },
  {
    name: 'the ACL\'s 401 fails',
    fake: { route: COUNTRIES, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: { outcome: 'fail', broken: BROKEN, expected: EXPECTED, actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  {
    name: 'a 403 fails',
    fake: { route: COUNTRIES, answer: platformError(403, 'Forbidden') },
    want: { outcome: 'fail', broken: BROKEN, expected: EXPECTED, actual: '403 "Forbidden"' },
  },
  {
    name: 'a route the target does not match fails',
    fake: { route: COUNTRIES, answer: ROUTE_MISSING },
    want: { outcome: 'fail', broken: BROKEN, expected: EXPECTED, actual: '404 "Request does not match any route."' },
  },
  {
    name: 'not anonymous in the target\'s release: nothing to judge',
    fake: { route: COUNTRIES, permissions: [['Magento_Directory::read']] },
    want: { outcome: 'pass', note: 'not anonymous in this release' },
  },
  {
    name: 'an anonymous write with writes denied is not called',
    fake: { route: TOKEN },
    want: { outcome: 'skip', reason: 'anonymous write route: runs only with COMMERCE_WRITES=allow' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'a write that would create data nothing tells apart or removes (a guest cart) gets an undecodable body: the service never runs',
    fake: { route: GUEST_CART, target: { writes: 'allow' }, answer: platformError(400, 'Decoding error.') },
    want: { outcome: 'pass', note: 'answered 400 to an undecodable body (executed, it would create data nothing removes)' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.path, s.body, s.rawBody]), [['/V1/guest-carts', undefined, '{']]),
  },
  {
    name: 'the same write refused by the ACL fails',
    fake: { route: GUEST_CART, target: { writes: 'allow' }, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: { outcome: 'fail', broken: BROKEN, expected: EXPECTED, actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  {
    name: 'the same write where the target decodes before authorization (an error page) skips; nothing decodable is sent',
    fake: { route: GUEST_CART, target: { writes: 'allow' }, answer: ERROR_PAGE },
    want: { outcome: 'skip', reason: /^not executed: POST \/V1\/guest-carts would create data that carries nothing of the run's prefix and that no REST call removes, and the target answered 500 .* to a body that cannot be decoded/ },
    then: ({ sent }) => assert.equal(sent.length, 1, 'no decodable fallback'),
  },
  {
    name: 'a path that cannot be filled skips with the reason',
    fake: { route: COUNTRIES, unresolved: 'no country on the target' },
    want: { outcome: 'skip', reason: 'no country on the target' },
  },
]);

test('perm.anonymous-open: a write anonymous in every release is declared skipped while writes are denied', () => {
  assert.deepEqual(declaredSkips(anonymousOpen, TOKEN), { deny: 'anonymous write route: runs only with COMMERCE_WRITES=allow', allow: null });
  assert.deepEqual(declaredSkips(anonymousOpen, COUNTRIES), { deny: null, allow: null }, 'a read');
  const once = fakeRoute('POST', '/V1/guest-carts', { permission: 'anonymous', permissionHistory: [{ ranges: [{ from: '2.0', to: '2.1' }], permission: ['Magento_Cart::manage'] }] });
  assert.deepEqual(declaredSkips(anonymousOpen, once), { deny: null, allow: null }, 'protected in some release: decided at run time');
});
