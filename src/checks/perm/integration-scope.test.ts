// perm.integration-scope on a fake target: the integration's scope as the run learned it (the merchant's list, or
// the schema it reads). A route it covers must answer it (a refusal fails); a route outside it must refuse it with the
// platform's 401 naming the route's resources (being served fails); an integration configured but unusable, or whose
// resources are unknown, skips with why.

import assert from 'node:assert/strict';
import { fakeRoute, platformError } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import type { IntegrationScope } from '../types.ts';
import { integrationScope } from './integration-scope.ts';
import { NO_INTEGRATION } from '../stand-in.ts';

const callers = { integration: true };
const CATALOG_ONLY: IntegrationScope = { from: 'configured', resources: ['Magento_Catalog::catalog', 'Magento_Catalog::products'], all: false };
const orders = fakeRoute('GET', '/V1/orders', { permission: ['Magento_Sales::actions_view'] });
const NOT_AUTHORIZED = { status: 401, json: { message: 'The consumer isn\'t authorized to access %resources.', parameters: { resources: 'Magento_Sales::actions_view' } } } as const;
const FROM_SCHEMA: IntegrationScope = { from: 'schema', all: false, reached: ['GET /V1/products'], outside: ['GET /V1/orders'], absent: ['GET /V1/gift-wrappings'] };

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
    name: 'a custom list that covers the route: it must answer',
    fake: { callers, target: { integrationScope: CATALOG_ONLY }, answer: platformError(401, 'x') },
    want: { outcome: 'fail', broken: 'the integration (resources Magento_Catalog::catalog, Magento_Catalog::products) was refused Magento_Catalog::products', expected: 'not 401/403', actual: '401 "x"' },
  },
  {
    name: 'a custom list that does not cover the route: refused with the platform\'s 401 passes (a harmless probe)',
    fake: { callers, route: orders, target: { integrationScope: CATALOG_ONLY }, answer: NOT_AUTHORIZED },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['integration', '/V1/orders']]),
  },
  {
    name: 'outside its resources but served: fails',
    fake: { callers, route: orders, target: { integrationScope: CATALOG_ONLY }, answer: { status: 200, json: { items: [] } } },
    want: { outcome: 'fail', broken: 'the integration (resources Magento_Catalog::catalog, Magento_Catalog::products) reached Magento_Sales::actions_view', expected: '401 "The consumer isn\'t authorized to access %resources." (resources: Magento_Sales::actions_view)', actual: /^200/ },
  },
  {
    name: 'the scope read from the schema it reads: a route it leaves out must refuse it',
    fake: { callers, route: orders, target: { integrationScope: FROM_SCHEMA }, answer: NOT_AUTHORIZED },
    want: { outcome: 'pass' },
  },
  {
    name: 'a route the target does not have (global setup\'s probe) is presence\'s business',
    fake: { callers, route: fakeRoute('GET', '/V1/gift-wrappings', { permission: ['Magento_GiftWrapping::magento_giftwrapping'] }), target: { integrationScope: FROM_SCHEMA } },
    want: { outcome: 'skip', reason: /^the target does not have this route/ },
  },
  {
    name: 'resources unknown: skipped, naming the variable',
    fake: { callers, target: { integrationScope: { from: 'unknown', problem: 'the schema the integration reads answered 500' } } },
    want: { outcome: 'skip', reason: 'the integration\'s resources are not known (the schema the integration reads answered 500): list them in COMMERCE_INTEGRATION_RESOURCES' },
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
