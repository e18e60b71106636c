// input.missing-required on a fake installation's tax rates: {} to a create and to an update of the run's own rate,
// answered as the real 2.4.7-p3 does, and each way an installation gets it wrong.
import assert from 'node:assert/strict';
import { badCase, createRate, TAX_READS, taxStore, updateRate } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputMissingRequired } from './missing-required.ts';

const REQUIRED = badCase({ check: 'missing-required', what: 'an empty body ({})', body: 'empty', answer: { status: 400, message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'taxRate' } } });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;

verdictCases(inputMissingRequired, [
  {
    name: 'the create refuses {} with the platform\'s message and parameters',
    fake: { route: createRate([REQUIRED]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: 'an empty body ({}): 400 "\\"%fieldName\\" is required. Enter and try again." parameters {"fieldName":"taxRate"}; nothing changed' },
    then: (fake) => assert.deepEqual(fake.sent.filter((s) => s.path === '/V1/taxRates').map((s) => Object.keys(s.body as object)), [['taxRate'], []]),
  },
  {
    name: 'the update of the run\'s own rate refuses {} and the rate reads back as before',
    fake: { route: updateRate([REQUIRED]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: /nothing changed$/ },
    then: (fake) => assert.deepEqual(fake.sent.map((s) => `${s.method} ${s.path}`).slice(-3), ['GET /V1/taxRates/10', 'PUT /V1/taxRates', 'GET /V1/taxRates/10']),
  },
  {
    name: 'a 500 to bad input fails',
    fake: { route: createRate([REQUIRED]), routes, target: allow, answer: taxStore('answers-500') },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates given an empty body ({}): answered 500, not the platform\'s error for bad input', expected: '400 "\\"%fieldName\\" is required. Enter and try again." parameters {"fieldName":"taxRate"}', actual: /^500 / },
  },
  {
    name: 'bad input accepted fails',
    fake: { route: createRate([REQUIRED]), routes, target: allow, answer: taxStore('accepts') },
    want: { outcome: 'fail', broken: /^POST \/V1\/taxRates given an empty body \(\{\}\): accepted/, expected: /^400 /, actual: '200 true' },
  },
  {
    name: 'another message fails, quoting both',
    fake: { route: createRate([{ ...REQUIRED, answer: { ...REQUIRED.answer, parameters: { fieldName: 'rate' } } }]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates given an empty body ({}): answered another parameters than the platform\'s error for it', expected: '400 "\\"%fieldName\\" is required. Enter and try again." parameters {"fieldName":"rate"}', actual: '400 "\\"%fieldName\\" is required. Enter and try again." parameters {"fieldName":"taxRate"}' },
  },
  { name: 'a route without such a case skips', fake: { route: createRate([]), routes, target: allow, answer: taxStore() }, want: { outcome: 'skip', reason: 'contracts/bad-input.yaml names no missing-required case for POST /V1/taxRates' } },
  { name: 'writes denied: skipped, nothing sent', fake: { route: createRate([REQUIRED]), routes, answer: taxStore() }, want: { outcome: 'skip', reason: /^writes are denied/ }, then: (fake) => assert.equal(fake.sent.length, 0) },
]);
