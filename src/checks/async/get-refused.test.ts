// async.get-refused on a fake target: GET on an async path must meet the platform's 400 "Specified request cannot be
// processed."; being accepted, or any other answer, fails. A target without WebapiAsync skips.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, ROUTE_MISSING } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { asyncGetRefused } from './get-refused.ts';

const route = fakeRoute('PUT', '/V1/products/:sku');
const CANNOT_PROCESS = platformError(400, 'Specified request cannot be processed.');
const EXPECTED = '400 {"message":"Specified request cannot be processed."} to GET /async/V1/products/cctrun0000-x';
const EXPECTED_BULK = '400 {"message":"Specified request cannot be processed."} to GET /async/bulk/V1/products/cctrun0000-x';

verdictCases(asyncGetRefused, [
  {
    name: 'the platform\'s 400 to both: passes; the admin sent GET on the harmless async path, then on its bulk path',
    fake: { route, answer: CANNOT_PROCESS },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'GET', '/async/V1/products/cctrun0000-x'], ['admin', 'GET', '/async/bulk/V1/products/cctrun0000-x']]),
  },
  {
    name: 'without an admin the guest asks',
    fake: { route, callers: { admin: false }, answer: CANNOT_PROCESS },
    want: { outcome: 'pass' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.caller), ['guest', 'guest']),
  },
  {
    name: 'accepted: fails',
    fake: { route, answer: { status: 202, json: {} } },
    want: { outcome: 'fail', broken: 'GET on an async path was accepted', expected: EXPECTED, actual: '202 {}' },
  },
  {
    name: 'the bulk path routed instead of refused (404): fails, naming the bulk path',
    fake: { route, answer: (sent) => (sent.path.startsWith('/async/bulk/') ? ROUTE_MISSING : CANNOT_PROCESS) },
    want: { outcome: 'fail', broken: 'GET on an async bulk path was not refused as the platform refuses it', expected: EXPECTED_BULK, actual: '404 "Request does not match any route."' },
  },
  {
    name: 'the bulk path accepted: fails',
    fake: { route, answer: (sent) => (sent.path.startsWith('/async/bulk/') ? { status: 202, json: {} } : CANNOT_PROCESS) },
    want: { outcome: 'fail', broken: 'GET on an async bulk path was accepted', expected: EXPECTED_BULK, actual: '202 {}' },
  },
  {
    name: 'refused otherwise: fails',
    fake: { route, answer: ROUTE_MISSING },
    want: { outcome: 'fail', broken: 'GET on an async path was not refused as the platform refuses it', expected: EXPECTED, actual: '404 "Request does not match any route."' },
  },
  {
    name: 'a release without WebapiAsync: skipped before any call',
    fake: { route, target: { release: '2.2.8' } },
    want: { outcome: 'skip', reason: 'the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from 2.3.0 (facts 20); the target is 2.2.8' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'an unknown release is probed once: no /async routes, skipped',
    fake: { route, target: { release: null }, answer: ROUTE_MISSING },
    want: { outcome: 'skip', reason: 'the target serves no /async routes (404 "Request does not match any route."): WebapiAsync is not installed' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'GET', '/async/V1/products']]),
  },
  { name: 'a path that cannot be filled skips with the reason', fake: { route, unresolved: 'no source for :sku' }, want: { outcome: 'skip', reason: 'no source for :sku' } },
]);
