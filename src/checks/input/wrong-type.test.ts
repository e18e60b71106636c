// input.wrong-type on a fake installation's tax rates: a scalar field sent as a list, refused with the platform's type
// error, and each way an installation gets it wrong.
import assert from 'node:assert/strict';
import { WRONG_TYPE_VALUE } from '../../contracts/bad-input.ts';
import { badCase, createRate, TAX_READS, taxStore, updateRate } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputWrongType } from './wrong-type.ts';

const MESSAGE = 'Error occurred during "tax_country_id" processing. The "array" value\'s type is invalid. The "string" type was expected. Verify and try again.';
const WRONG = badCase({ check: 'wrong-type', what: 'taxRate.tax_country_id sent as a list', set: { 'taxRate.tax_country_id': WRONG_TYPE_VALUE }, answer: { status: 400, message: MESSAGE } });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;

verdictCases(inputWrongType, [
  {
    name: 'the create refuses the list with the platform\'s type error, and no rate of the name is left',
    fake: { route: createRate([WRONG]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: `taxRate.tax_country_id sent as a list: 400 ${JSON.stringify(MESSAGE)}; nothing changed` },
    then: (fake) => {
      const sent = fake.sent.filter((s) => s.path === '/V1/taxRates').map((s) => s.body as { taxRate: Record<string, unknown> });
      assert.deepEqual(sent[1]?.taxRate.tax_country_id, WRONG_TYPE_VALUE, 'the field is a list, the rest as the contract has it');
      assert.match(String(sent[1]?.taxRate.code), /^cctrun0000i[0-9a-z]{3}-rate$/, 'under a sub-prefix of its own');
      assert.equal(fake.sent.filter((s) => s.path === '/V1/taxRates/search').length, 1, 'searched by its name after (a name of its own: none before)');
    },
  },
  {
    name: 'the update refuses it and the run\'s own rate reads back as before',
    fake: { route: updateRate([WRONG]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: /nothing changed$/ },
  },
  {
    name: 'a 500 fails',
    fake: { route: createRate([WRONG]), routes, target: allow, answer: taxStore('answers-500') },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates given taxRate.tax_country_id sent as a list: answered 500, not the platform\'s error for bad input', expected: `400 ${JSON.stringify(MESSAGE)}`, actual: /^500 / },
  },
  {
    name: 'another message fails',
    fake: { route: createRate([{ ...WRONG, answer: { status: 400, message: 'other' } }]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates given taxRate.tax_country_id sent as a list: answered another message than the platform\'s error for it', expected: '400 "other"', actual: `400 ${JSON.stringify(MESSAGE)}` },
  },
]);
