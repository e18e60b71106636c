import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { crossCheck, type SuiteFacts } from './cross-check.ts';
import { taxLedger, TAX_YAML } from './test-ledger.ts';

const suite: SuiteFacts = {
  checkIds: new Set(['write.read-back', 'input.delete-in-use']),
  routes: new Set(['POST /V1/taxRates', 'DELETE /V1/taxClasses/:taxClassId', 'GET /V1/taxClasses/search']),
  faults: new Map([
    ['write-not-persisted', { name: 'write-not-persisted', caught: true, checks: ['write.read-back'] }],
    ['bad-input-500', { name: 'bad-input-500', caught: true, checks: ['input.missing-required'] }],
    ['never-caught', { name: 'never-caught', caught: false, checks: [] }],
  ]),
  fileExists: (path) => path === 'src/checks/input/delete-in-use.test.ts',
};

test('a ledger that names what the suite has passes; a not-judged behaviour may name a route no contract declares', () => {
  assert.deepEqual(crossCheck(taxLedger(), suite), []);
});

test('an unknown check, a judged route outside the plan, and a shownBy that shows nothing are problems at their lines', () => {
  const yaml = TAX_YAML.replace('      check: write.read-back\n      shownBy: write-not-persisted', '      check: write.read-backs\n      shownBy: never-caught')
    .replace('      route: POST /V1/taxRates\n      verdict: partly', '      route: POST /V1/taxRate\n      verdict: partly\n      shownBy: bad-input-500')
    .replace('src/checks/input/delete-in-use.test.ts', 'src/checks/input/gone.test.ts');
  const problems = crossCheck(taxLedger(yaml), suite).map((p) => `${p.line}: ${p.message}`);
  assert.deepEqual(problems, [
    '14: check write.read-backs is not a check of the suite',
    '15: shownBy never-caught: the fault table says no check caught it',
    '17: route POST /V1/taxRate is not in the compiled plan',
    '19: shownBy bad-input-500 fails input.missing-required, not write.read-back',
    '36: shownBy src/checks/input/gone.test.ts: no such file',
  ]);
  const unknownFault = TAX_YAML.replace('shownBy: write-not-persisted', 'shownBy: no-such-fault');
  assert.deepEqual(crossCheck(taxLedger(unknownFault), suite).map((p) => p.message), ['shownBy no-such-fault is not a reference fault']);
});
