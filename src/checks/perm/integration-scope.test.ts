// perm.integration-scope on a fake target: an integration with every resource reaching the route passes; a refusal
// fails; an integration that is configured but unusable skips with why.

import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { integrationScope } from './integration-scope.ts';
import { NO_INTEGRATION } from '../stand-in.ts';

const callers = { integration: true };

verdictCases(integrationScope, [
  {
    name: 'served: passes with the status, called as the integration',
    fake: { callers, answer: { status: 200, json: [] } },
    want: { outcome: 'pass', note: 'answered 200' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.caller), ['integration']),
  },
  {
    name: 'refused: fails naming the resources',
    fake: { callers, answer: platformError(401, 'The consumer isn\'t authorized to access %resources.') },
    want: { outcome: 'fail', broken: 'the integration (all resources) was refused Magento_Catalog::products', expected: 'not 401/403', actual: '401 "The consumer isn\'t authorized to access %resources."' },
  },
  {
    name: 'no integration configured: skipped',
    want: { outcome: 'skip', reason: NO_INTEGRATION },
  },
  {
    name: 'an integration no OAuth form verifies: skipped with that problem',
    fake: { target: { callerProblems: { integration: 'no base URL form verifies the signature' } } },
    want: { outcome: 'skip', reason: 'no base URL form verifies the signature' },
  },
  { name: 'not an ACL route in the target\'s release', fake: { callers, permissions: ['anonymous'] }, want: { outcome: 'pass', note: 'not an ACL route in this release' } },
]);
