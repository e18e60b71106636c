// input.invalid-format on a fake installation's tax rates: a country code that is none, refused with the platform's
// answer and its parameters; a refused update that changed the rate anyway fails.
import { badCase, createRate, TAX_READS, taxStore, updateRate } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputInvalidFormat } from './invalid-format.ts';

const ANSWER = { status: 400, message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'country_id', value: 'ZZ' } };
const INVALID = badCase({ check: 'invalid-format', what: 'taxRate.tax_country_id not a country code', set: { 'taxRate.tax_country_id': 'ZZ' }, answer: ANSWER });
const allow = { writes: 'allow' as const };
// A case of the full level (downloadable file content: a platform that took it would leave the file) is not sent below it.
const FILE_CONTENT = { ...INVALID, what: 'a file whose content is not base64', level: 'full' as const };
const routes = TAX_READS;

verdictCases(inputInvalidFormat, [
  { name: 'refused with the platform\'s answer', fake: { route: createRate([INVALID]), routes, target: allow, answer: taxStore() }, want: { outcome: 'pass', note: /^taxRate.tax_country_id not a country code: 400 .*nothing changed$/ } },
  {
    name: 'accepted: a rate of the name was made, the finding, removed at once',
    fake: { route: createRate([INVALID]), routes, target: allow, answer: taxStore('accepts') },
    want: { outcome: 'fail', broken: /^POST \/V1\/taxRates given taxRate.tax_country_id not a country code: accepted \(removed at once \(tax rate 11: 200\)\)$/, expected: /^400 /, actual: '200 true' },
  },
  { name: 'a case of the full level is not sent at allow: the others are, and the note says so', fake: { route: createRate([INVALID, FILE_CONTENT]), routes, target: allow, answer: taxStore() }, want: { outcome: 'pass', note: /^1 case\(s\) of the full level not sent \(COMMERCE_WRITES=full sends them\) \| taxRate.tax_country_id not a country code: 400 .*nothing changed$/ } },
  { name: 'only cases of the full level, at allow: skipped, nothing sent', fake: { route: createRate([FILE_CONTENT]), routes, target: allow, answer: taxStore('accepts') }, want: { outcome: 'skip', reason: /of the full level .* COMMERCE_WRITES=full only$/ } },
  { name: 'a case of the full level at full: sent and judged', fake: { route: createRate([FILE_CONTENT]), routes, target: { writes: 'full' as const }, answer: taxStore('accepts') }, want: { outcome: 'fail', broken: /given a file whose content is not base64: accepted/, expected: /^400 /, actual: '200 true' } },
  {
    name: 'refused, but the run\'s own rate changed anyway',
    fake: { route: updateRate([INVALID]), routes, target: allow, answer: taxStore('changes-anyway') },
    want: { outcome: 'fail', broken: 'PUT /V1/taxRates given taxRate.tax_country_id not a country code: refused, but GET /V1/taxRates/:rateId shows the entity changed', expected: /^200 /, actual: /^200 / },
  },
  {
    name: 'refused, but a create left its rate behind',
    fake: { route: createRate([INVALID]), routes, target: allow, answer: taxStore('changes-anyway') },
    want: { outcome: 'fail', broken: /^POST \/V1\/taxRates given taxRate.tax_country_id not a country code: refused, but a tax rate named cctrun0000i[0-9a-z]{3}-rate was left behind \(removed at once \(tax rate 11: 200\)\)$/, expected: '0 such tax rate', actual: '1', exchange: false },
  },
]);
