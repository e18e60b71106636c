// input.out-of-range on a fake installation's tax rates: a negative rate, refused as the real 2.4.7-p3 words it.
import { badCase, createRate, TAX_READS, taxStore } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputOutOfRange } from './out-of-range.ts';

const NEGATIVE = badCase({ check: 'out-of-range', what: 'taxRate.rate below 0', set: { 'taxRate.rate': -1 }, answer: { status: 400, message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'percentage_rate' } } });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;

verdictCases(inputOutOfRange, [
  { name: 'refused with the platform\'s answer', fake: { route: createRate([NEGATIVE]), routes, target: allow, answer: taxStore() }, want: { outcome: 'pass', note: 'taxRate.rate below 0: 400 "\\"%fieldName\\" is required. Enter and try again." parameters {"fieldName":"percentage_rate"}; nothing changed' } },
  { name: 'a 500 fails', fake: { route: createRate([NEGATIVE]), routes, target: allow, answer: taxStore('answers-500') }, want: { outcome: 'fail', broken: /answered 500, not the platform's error for bad input$/, expected: /^400 /, actual: /^500 / } },
  { name: 'accepted fails', fake: { route: createRate([NEGATIVE]), routes, target: allow, answer: taxStore('accepts') }, want: { outcome: 'fail', broken: /: accepted \(removed at once/, expected: /^400 /, actual: '200 true' } },
]);
