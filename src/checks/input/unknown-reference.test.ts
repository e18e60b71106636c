// input.unknown-reference on a fake installation's tax rates: a delete and an update naming a rate no entity is,
// answered 404 with the platform's message and its parameters; an answer that loses them fails.
import assert from 'node:assert/strict';
import { badCase, deleteRate, TAX_READS, taxStore, updateRate } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { UNKNOWN_ID } from './bad-input.ts';
import { inputUnknownReference } from './unknown-reference.ts';

const ANSWER = { status: 404, message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'taxRateId', fieldValue: '{value:int}' } };
const IN_PATH = badCase({ check: 'unknown-reference', what: ':rateId naming no entity', unknownParam: 'rateId', answer: ANSWER });
const IN_BODY = badCase({ check: 'unknown-reference', what: 'taxRate.id naming no tax rate', set: { 'taxRate.id': '{unknown}' }, answer: ANSWER });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;
const NOT_FOUND = `404 "No such entity with %fieldName = %fieldValue" parameters {"fieldName":"taxRateId","fieldValue":${UNKNOWN_ID}}`;

verdictCases(inputUnknownReference, [
  {
    name: 'a delete of an id no entity has: 404 with fieldName and fieldValue',
    fake: { route: deleteRate([IN_PATH]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: `:rateId naming no entity: ${NOT_FOUND}; nothing changed` },
    then: (fake) => assert.equal(fake.sent.at(-1)?.path, `/V1/taxRates/${UNKNOWN_ID}`),
  },
  { name: 'an update naming no rate: 404, and the run\'s own rate as before', fake: { route: updateRate([IN_BODY]), routes, target: allow, answer: taxStore() }, want: { outcome: 'pass', note: `taxRate.id naming no tax rate: ${NOT_FOUND}; nothing changed` } },
  {
    name: 'the not-found parameters lost fails',
    fake: { route: deleteRate([IN_PATH]), routes, target: allow, answer: taxStore('loses-parameters') },
    want: { outcome: 'fail', broken: 'DELETE /V1/taxRates/:rateId given :rateId naming no entity: answered another message, parameters than the platform\'s error for it', expected: NOT_FOUND, actual: '404 "No such entity."' },
  },
]);
