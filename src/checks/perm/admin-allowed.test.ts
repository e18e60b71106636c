// perm.admin-allowed on a fake target: the admin (every resource) reaching the route passes whatever it answers;
// only a refusal fails.

import assert from 'node:assert/strict';
import { fakeRoute, platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { adminAllowed } from './admin-allowed.ts';
import { NO_ADMIN } from '../stand-in.ts';

const REFUSED = { broken: 'the admin was refused Magento_Catalog::products', expected: 'not 401/403' };

verdictCases(adminAllowed, [
  {
    name: 'served: passes with the status; the admin called the real path',
    fake: { route: fakeRoute('GET', '/V1/products/:sku'), answer: { status: 200, json: {} } },
    want: { outcome: 'pass', note: 'answered 200' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['admin', '/V1/products/real-sku']]),
  },
  {
    name: 'an answer past the ACL (no such entity) is not a refusal',
    fake: { answer: platformError(404, 'The product that was requested doesn\'t exist.') },
    want: { outcome: 'pass', note: 'answered 404' },
  },
  { name: 'a 401 fails', fake: { answer: platformError(401, 'x') }, want: { outcome: 'fail', ...REFUSED, actual: '401 "x"' } },
  { name: 'a 403 fails', fake: { answer: platformError(403, 'y') }, want: { outcome: 'fail', ...REFUSED, actual: '403 "y"' } },
  { name: 'not an ACL route in the target\'s release', fake: { permissions: ['self'] }, want: { outcome: 'pass', note: 'not an ACL route in this release' } },
  { name: 'no admin configured: skipped', fake: { callers: { admin: false } }, want: { outcome: 'skip', reason: NO_ADMIN } },
  {
    name: 'the integration standing in for the admin is no evidence for an admin user\'s token: skipped, naming the variables',
    fake: { target: { adminIdentity: 'integration-bearer' } },
    want: { outcome: 'skip', reason: /^perm\.admin-allowed judges an admin user's token .*perm\.integration-scope judges the integration\); the admin here is the integration \(bearer token\), standing in for the admin, no admin user: set COMMERCE_ADMIN_USERNAME/ },
    then: ({ sent }) => assert.deepEqual(sent, []),
  },
  { name: 'no data on the target: skipped', fake: { unresolved: 'no product on the target' }, want: { outcome: 'skip', reason: 'no product on the target' } },
]);
