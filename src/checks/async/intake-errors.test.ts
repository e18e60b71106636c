import assert from 'node:assert/strict';
import { ERROR_PAGE } from '../testing/fake-context.ts';
import { altered, scenarioCases, type ScenarioCase } from '../testing/fake-scenario.ts';
import { asyncIntakeErrors } from './intake-errors.ts';

type IntakeScenario = (typeof asyncIntakeErrors.scenarios)[number];
const named = (title: string) => (scenarios: readonly IntakeScenario[]) => scenarios.find((s) => s.title === title);

const NOTES: Record<string, string> = {
  'malformed JSON': '400 "Decoding error."',
  'malformed JSON on a bulk path': '400 "Decoding error."',
  'unknown async route': '404 "Request does not match any route."',
  'unknown bulk route': '404 "Request does not match any route."',
  'missing token': '401 "The consumer isn\'t authorized to access %resources."',
  'GET on an async path': '400 "Specified request cannot be processed."',
  'unknown store code': '400 "Specified request cannot be processed."',
  'bulk body not an array': '400 "An array of elements is expected for a bulk call."',
  'bulk with an element of an unknown field': '400 ""%fieldName" is not supported. Correct the field name and try again." (from 2.4.7); none of its products exists',
};

const healthy: Array<ScenarioCase<IntakeScenario>> = asyncIntakeErrors.scenarios.map((s) => ({
  name: `${s.title}: refused with a standard web API error`,
  scenario: named(s.title),
  want: { outcome: 'pass', note: NOTES[s.title] ?? '' },
}));

const WRONG = named('bulk with an element of an unknown field');
const ACCEPTED = { status: 202, json: { bulk_uuid: '00000000-0000-4000-8000-000000000009', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: false } };
const INTERNAL = { status: 500, json: { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi-1' } };

scenarioCases(asyncIntakeErrors, [
  ...healthy,
  {
    name: 'a bulk with an unknown field: the two valid products are read back absent; the call names them with the run\'s prefix',
    scenario: WRONG,
    want: { outcome: 'pass', note: /none of its products exists$/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'GET').map((s) => s.path), ['/V1/products/cctrun0000s0wrong-a', '/V1/products/cctrun0000s0wrong-b']),
  },
  {
    name: 'a bulk with an unknown field accepted: fail (the reference\'s bulk-unknown-field-accepted)',
    scenario: WRONG,
    fake: { answer: () => ACCEPTED },
    want: { outcome: 'fail', broken: 'a bulk with an element the input processor refuses was accepted (something was queued)', expected: /^400 \{"message":""%fieldName" is not supported/, actual: /^202 / },
  },
  {
    name: 'before 2.4.7 the platform answers 500 (its own test asserts it): pass there, fail on 2.4.7',
    scenario: WRONG,
    fake: { target: { release: '2.4.6' }, answer: (sent) => (sent.method === 'GET' ? { status: 404, json: { message: 'x' } } : INTERNAL) },
    want: { outcome: 'pass', note: /^500 "Internal Error.*\(before 2\.4\.7/ },
  },
  {
    name: 'a 500 on 2.4.7: fail',
    scenario: WRONG,
    fake: { target: { release: '2.4.7' }, answer: () => INTERNAL },
    want: { outcome: 'fail', broken: 'a bulk with an element the input processor refuses was not refused as the platform refuses it', expected: /\(from 2\.4\.7\)$/, actual: /^500 / },
  },
  {
    name: 'a product of the refused bulk exists: fail',
    scenario: WRONG,
    fake: { target: { release: '2.4.6' }, answer: (sent) => (sent.method === 'GET' ? { status: 200, json: { sku: 'x' } } : INTERNAL) },
    want: { outcome: 'fail', broken: 'a product of the refused bulk was made', expected: 'GET /V1/products/cctrun0000s0wrong-a 404 (nothing of the bulk made)', actual: /^200 / },
  },
  {
    name: 'malformed JSON is sent as written',
    scenario: named('malformed JSON'),
    want: { outcome: 'pass', note: '400 "Decoding error."' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.bytes, s.rawBody]), [[true, '{"product": {"sku": ']]),
  },
  {
    name: 'Adobe Commerce decodes the body before dispatch: its error page is the edition\'s variant',
    scenario: named('malformed JSON'),
    fake: { target: { edition: 'commerce' }, answer: () => ERROR_PAGE },
    want: { outcome: 'pass', note: '500 HTML page "There has been an error processing your request": the body is decoded before dispatch on this edition (variant body-decoded-before-dispatch); nothing was queued' },
    then: (f) => assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [['variant', 'body-decoded-before-dispatch', '/async/V1/products']]),
  },
  { name: 'on Open Source the same error page is a failure', scenario: named('malformed JSON'), fake: { answer: () => ERROR_PAGE }, want: { outcome: 'fail', broken: 'an acceptance-time failure is not a standard web API error', expected: '400 {"message":"Decoding error."}', actual: '500 HTML page "There has been an error processing your request"' } },
  {
    name: 'an unknown store code is accepted (something was queued)',
    scenario: named('unknown store code'),
    fake: { answer: () => ({ status: 202, json: { bulk_uuid: '00000000-0000-4000-8000-000000000009', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: false } }) },
    want: { outcome: 'fail', broken: 'an acceptance-time failure came back as an acceptance body (something was queued)', expected: '400 {"message":"Specified request cannot be processed."}', actual: /^202 \{"bulk_uuid":"00000000-0000-4000-8000-000000000009","request_items":/ },
  },
  { name: 'an unknown route refused with the wrong status', scenario: named('unknown async route'), fake: { answer: altered(() => ({ status: 400, json: { message: 'Request does not match any route.' } })) }, want: { outcome: 'fail', broken: 'the acceptance-time failure has the wrong HTTP status', expected: '404 {"message":"Request does not match any route."}', actual: '400 "Request does not match any route."' } },
  { name: 'a missing token refused with another message', scenario: named('missing token'), fake: { answer: () => ({ status: 401, json: { message: 'Not authorized' } }) }, want: { outcome: 'fail', broken: 'the acceptance-time failure has the wrong message', expected: '401 {"message":"The consumer isn\'t authorized to access %resources."}', actual: '401 "Not authorized"' } },
  { name: 'a bulk body that is not an array answered 5xx', scenario: named('bulk body not an array'), fake: { answer: () => ({ status: 500, json: { message: 'Internal Error' } }) }, want: { outcome: 'fail', broken: 'the acceptance-time failure has the wrong HTTP status', expected: '4xx {"message": ..., "parameters"?: ...}', actual: '500 "Internal Error"' } },
]);
