// perm.anonymous-with-token on a fake target: the same judgement as anonymous-open, with the customer's token sent.

import assert from 'node:assert/strict';
import { fakeRoute, platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { anonymousWithToken } from './anonymous-with-token.ts';
import { NO_CUSTOMER } from '../stand-in.ts';

const route = fakeRoute('GET', '/V1/directory/currency', { permission: 'anonymous' });

verdictCases(anonymousWithToken, [
  {
    name: 'served with the customer\'s token: passes',
    fake: { route, answer: { status: 200, json: {} } },
    want: { outcome: 'pass', note: 'answered 200' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.caller), ['customer']),
  },
  {
    name: 'refused by the ACL because a token came along: fails',
    fake: { route, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: {
      outcome: 'fail',
      broken: 'a caller with a customer token was refused an anonymous route',
      expected: 'not 401 "The consumer isn\'t authorized to access %resources.", not 403, not "Request does not match any route."',
      actual: '401 "The consumer isn\'t authorized to access %resources."',
    },
  },
  {
    name: 'no customer configured: skipped before any call',
    fake: { route, callers: { customer: false } },
    want: { outcome: 'skip', reason: NO_CUSTOMER },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'not anonymous in the target\'s release: nothing to judge',
    fake: { route, permissions: ['self'] },
    want: { outcome: 'pass', note: 'not anonymous in this release' },
  },
]);
