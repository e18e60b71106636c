// scripts/apply-ledger-edits.ts: an edit turns the behaviour it names exactly as the ledger has it, keeps the file's
// comments and layout, and applies again without a change; a behaviour not found or found twice, a key a verdict
// does not carry, malformed edits and modules the options leave out are refused, and nothing is written then.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { applyEdits, applyEditsToLedger, LedgerEditsError, parseEdits, selectedModules, type LedgerEdit } from '../scripts/apply-ledger-edits.ts';

const COMMIT = 'ae09662c7268f96a5e5af11402f0b1e556a172f6';

/** A ledger file of two classes in the ledger's own layout: comments, a flow-style reason, long lines, a quoted
 * sentence. */
const TAX = `# yaml-language-server: $schema=./ledger.schema.json
# Read from the platform's tests.
module: Tax
classes:
- class: TaxRateRepositoryTest
  repository: AbdelhamidYousef/vanilla-magento
  path: dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxRateRepositoryTest.php
  commit: ${COMMIT}
  methods:
  - method: testDeleteTaxRate
    behaviours:
    - behaviour: A delete answers true.
      route: DELETE /V1/taxRates/:rateId
      verdict: partly
      check: write.response-valid
      missing: the contract declares a boolean answer, not the value true
    - behaviour: "A read after the delete answers \\"No such entity\\"."
      route: GET /V1/taxRates/:rateId
      verdict: not-judged
      reason: {kind: gap, why: "a long reason that stays on one line however long it is, because the ledger's files are never folded by the writer"}
- class: TaxClassRepositoryTest
  repository: AbdelhamidYousef/vanilla-magento
  path: dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxClassRepositoryTest.php
  commit: ${COMMIT}
  methods:
  - method: testDeleteTaxClass
    behaviours:
    - behaviour: A delete answers true.
      route: DELETE /V1/taxClasses/:taxClassId
      verdict: partly
      check: write.response-valid
      missing: the contract declares a boolean answer, not the value true
`;

const toFull: LedgerEdit = {
  module: 'Tax',
  class: 'TaxRateRepositoryTest',
  method: 'testDeleteTaxRate',
  behaviour: 'A delete answers true.',
  set: { verdict: 'full', check: 'write.answer-value', shownBy: 'src/checks/write/answer-value.test.ts' },
  unset: ['missing'],
};

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (e) {
    if (e instanceof LedgerEditsError) return e.problems;
    throw e;
  }
  assert.fail('expected a LedgerEditsError');
};

test('an edit turns the one behaviour it names and leaves every other line as it was', () => {
  const { text, changed } = applyEdits('ledger/Tax.yaml', TAX, [toFull]);
  assert.equal(changed, 1);
  const expected = TAX.replace(
    '      verdict: partly\n      check: write.response-valid\n      missing: the contract declares a boolean answer, not the value true\n    - behaviour: "A read',
    '      verdict: full\n      check: write.answer-value\n      shownBy: src/checks/write/answer-value.test.ts\n    - behaviour: "A read',
  );
  assert.notEqual(expected, TAX);
  assert.equal(text, expected);
});

test('a not-judged behaviour turned partly loses its reason and takes check and missing, in the ledger\'s key order', () => {
  const edit: LedgerEdit = { module: 'Tax', class: 'TaxRateRepositoryTest', method: 'testDeleteTaxRate', behaviour: 'A read after the delete answers "No such entity".', set: { verdict: 'partly', check: 'write.read-back', missing: 'the message: "No such entity" is not compared' }, unset: ['reason'] };
  const { text } = applyEdits('ledger/Tax.yaml', TAX, [edit]);
  assert.match(text, /verdict: partly\n {6}check: write\.read-back\n {6}missing: 'the message: "No such entity" is not compared'\n- class: TaxClassRepositoryTest/);
  assert.doesNotMatch(text, /a long reason/);
});

test('a comment is written above the behaviour, once, however often the edit is applied', () => {
  const edit: LedgerEdit = { ...toFull, comment: 'write.read-back reads the rate gone after it' };
  const once = applyEdits('ledger/Tax.yaml', TAX, [edit]);
  assert.match(once.text, /behaviours:\n {4}# write\.read-back reads the rate gone after it\n {4}- behaviour: A delete answers true\./);
  const twice = applyEdits('ledger/Tax.yaml', once.text, [edit]);
  assert.equal(twice.changed, 0);
  assert.equal(twice.text, once.text);
});

test('edits applied again change nothing', () => {
  const once = applyEdits('ledger/Tax.yaml', TAX, [toFull]);
  const again = applyEdits('ledger/Tax.yaml', once.text, [toFull]);
  assert.equal(again.changed, 0);
  assert.equal(again.text, once.text);
});

test('a behaviour not found is refused, saying what the method has', () => {
  const problems = problemsOf(() => applyEdits('ledger/Tax.yaml', TAX, [{ ...toFull, behaviour: 'A delete answers true' }]));
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^ledger\/Tax\.yaml: behaviour not found: Tax TaxRateRepositoryTest::testDeleteTaxRate "A delete answers true" \(TaxRateRepositoryTest::testDeleteTaxRate has: "A delete answers true\." \| /);
  assert.match(problemsOf(() => applyEdits('ledger/Tax.yaml', TAX, [{ ...toFull, method: 'testDelete' }]))[0] ?? '', /no method testDelete in TaxRateRepositoryTest/);
  assert.match(problemsOf(() => applyEdits('ledger/Tax.yaml', TAX, [{ ...toFull, module: 'Sales' }]))[0] ?? '', /is for module Sales, the file's is Tax/);
});

test('a class name two classes share needs the class\'s path', () => {
  const twice = TAX.replace('- class: TaxClassRepositoryTest', '- class: TaxRateRepositoryTest').replace('  - method: testDeleteTaxClass', '  - method: testDeleteTaxRate');
  const problems = problemsOf(() => applyEdits('ledger/Tax.yaml', twice, [toFull]));
  assert.deepEqual(problems, ['ledger/Tax.yaml: 2 behaviours match Tax TaxRateRepositoryTest::testDeleteTaxRate "A delete answers true.": give the class\'s path']);
  const path = 'dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxClassRepositoryTest.php';
  const { text } = applyEdits('ledger/Tax.yaml', twice, [{ ...toFull, path }]);
  const [first, second] = text.split('- class: TaxRateRepositoryTest\n').slice(1);
  assert.match(first ?? '', /verdict: partly/);
  assert.match(second ?? '', /TaxClassRepositoryTest\.php[^]*verdict: full/);
});

test('an edit that leaves the file invalid is refused at its line: a full verdict keeping its missing', () => {
  const { unset: _kept, ...keepsMissing } = toFull;
  const problems = problemsOf(() => applyEdits('ledger/Tax.yaml', TAX, [keepsMissing]));
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^ledger\/Tax\.yaml:16:7: after the edits, missing does not belong to a full verdict/);
});

test('malformed edits are refused, every problem listed', () => {
  assert.deepEqual(problemsOf(() => parseEdits({})), ['the edits are not a list']);
  const problems = problemsOf(() => parseEdits([
    { module: 'Tax', class: 'C', method: 'testA', behaviour: 'B', set: { verdict: 'fully', note: 'x' }, unset: ['route'] },
    { module: 'Tax', class: 'C', method: 'testA', behaviour: 'B', set: { missing: 'x' }, unset: ['missing'], extra: 1 },
    { module: '', class: 'C', method: 'testA', behaviour: 'B', set: {} },
  ]));
  assert.deepEqual(problems, [
    'edit 1: set.note is not a key an edit sets (route, verdict, check, shownBy, missing)',
    'edit 1: set.verdict fully is not one of full, partly, not-judged',
    'edit 1: unset must be a list of check, shownBy, missing, reason',
    'edit 2: unknown key extra',
    'edit 2: missing is both set and unset',
    'edit 3: module must be a non-empty string',
    'edit 2: names the behaviour edit 1 names (Tax C::testA "B")',
  ]);
  assert.deepEqual(parseEdits([toFull]), [toFull]);
});

test('the options choose the modules: --only, --except; --only naming a module no edit names is refused', () => {
  const edits = [toFull, { ...toFull, module: 'Customer' }, { ...toFull, module: 'Sales' }];
  assert.deepEqual(selectedModules(edits, {}), ['Tax', 'Customer', 'Sales']);
  assert.deepEqual(selectedModules(edits, { only: ['Sales'] }), ['Sales']);
  assert.deepEqual(selectedModules(edits, { except: ['Customer', 'Sales'] }), ['Tax']);
  assert.deepEqual(selectedModules(edits, { except: ['Quote', 'Sales'] }), ['Tax', 'Customer'], 'another worker\'s file the edits do not touch is nothing to leave out');
  assert.deepEqual(problemsOf(() => selectedModules(edits, { only: ['Tax', 'Quote'] })), ['--only: no edit names module(s) Quote (the edits name Tax, Customer, Sales)']);
});

test('on the ledger folder: the selected files are written only when every edit of every one applies', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-edits-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const customer = TAX.replace('module: Tax', 'module: Customer');
  writeFileSync(join(dir, 'Tax.yaml'), TAX);
  writeFileSync(join(dir, 'Customer.yaml'), customer);
  const missing = { ...toFull, module: 'Customer', behaviour: 'No such sentence.' };
  assert.match(problemsOf(() => applyEditsToLedger([toFull, missing], { ledgerDir: dir }))[0] ?? '', /Customer\.yaml: behaviour not found/);
  assert.equal(readFileSync(join(dir, 'Tax.yaml'), 'utf8'), TAX, 'nothing is written when one file fails');
  const results = applyEditsToLedger([toFull, missing], { ledgerDir: dir, except: ['Customer'] });
  assert.deepEqual(results, [{ module: 'Tax', file: join(dir, 'Tax.yaml'), edits: 1, changed: 1 }]);
  assert.match(readFileSync(join(dir, 'Tax.yaml'), 'utf8'), /verdict: full/);
  assert.equal(readFileSync(join(dir, 'Customer.yaml'), 'utf8'), customer);
  assert.deepEqual(applyEditsToLedger([toFull], { ledgerDir: dir, dryRun: true }), [{ module: 'Tax', file: join(dir, 'Tax.yaml'), edits: 1, changed: 0 }]);
});
