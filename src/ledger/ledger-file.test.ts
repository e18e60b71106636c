import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseLedgerFile } from './ledger-file.ts';

const COMMIT = 'ae09662c7268f96a5e5af11402f0b1e556a172f6';

const VALID = `module: Tax
classes:
- class: TaxRateRepositoryTest
  repository: magento/magento2
  path: dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxRateRepositoryTest.php
  commit: ${COMMIT}
  methods:
  - method: testCreateTaxRate
    behaviours:
    - behaviour: A created rate reads back with the code sent.
      route: POST /V1/taxRates
      verdict: full
      check: write.read-back
      shownBy: write-not-persisted
    - behaviour: The rate answered carries the titles sent.
      route: POST /V1/taxRates
      verdict: partly
      check: write.read-back
      missing: the titles are not among the fields read back
  - method: testSoapOnly
    note: SOAP only
    behaviours: []
  - method: testDeleteInUse
    behaviours:
    - behaviour: A rate a rule applies cannot be deleted.
      route: DELETE /V1/taxRates/:rateId
      verdict: not-judged
      reason: {kind: gap, why: a check would need a rule of the run's own on the rate}
`;

test('a valid file reads as typed data, with the place of each behaviour', () => {
  const read = parseLedgerFile('ledger/Tax.yaml', VALID);
  assert.ok(read.ok, JSON.stringify(read));
  const cls = read.module.classes[0];
  assert.equal(cls?.name, 'TaxRateRepositoryTest');
  assert.equal(cls?.release, null);
  const [full, partly] = cls?.methods[0]?.behaviours ?? [];
  assert.deepEqual([full?.verdict, full?.check, full?.shownBy, full?.at.line], ['full', 'write.read-back', 'write-not-persisted', 10]);
  assert.equal(full?.fieldsAt.check?.line, 13);
  assert.equal(partly?.missing, 'the titles are not among the fields read back');
  assert.deepEqual(cls?.methods[2]?.behaviours[0]?.reason, { kind: 'gap', why: "a check would need a rule of the run's own on the rate" });
});

test('a malformed file gives file:line problems in words', () => {
  const bad = VALID.replace(`commit: ${COMMIT}`, 'commit: HEAD').replace('verdict: partly', 'verdict: mostly').replace('    note: SOAP only\n', '');
  const read = parseLedgerFile('ledger/Tax.yaml', bad);
  assert.ok(!read.ok);
  const lines = read.problems.map((p) => `${p.line}: ${p.message} (${p.hint})`);
  assert.deepEqual(lines, [
    '6: classes[0].commit "HEAD" has the wrong form (a commit is 40 lowercase hex digits (git rev-parse HEAD))',
    '17: classes[0].methods[0].behaviours[1].verdict "mostly" is not allowed (use one of: full, partly, not-judged)',
    "20: classes[0].methods[1] has no 'note' (a method without REST behaviours says why in note:)",
  ]);
});

test('each verdict has the keys it needs and none of another', () => {
  const read = parseLedgerFile('ledger/Tax.yaml', VALID.replace('      shownBy: write-not-persisted\n', '      shownBy: write-not-persisted\n      reason: {kind: gap, why: nothing at all here}\n').replace('      missing: the titles', '      shownBy: x\n      missing: the titles').replace('verdict: not-judged', 'verdict: not-judged\n      check: write.read-back'));
  assert.ok(!read.ok);
  assert.deepEqual(
    read.problems.map((p) => `${p.line}: ${p.message}`),
    ['15: reason does not belong to a full verdict', '30: check does not belong to a not-judged verdict'],
  );
  const noCheck = parseLedgerFile('ledger/Tax.yaml', VALID.replace('      check: write.read-back\n      shownBy: write-not-persisted\n', ''));
  assert.ok(!noCheck.ok);
  assert.deepEqual(noCheck.problems.map((p) => p.message), ["classes[0].methods[0].behaviours[0] has no 'check'", "classes[0].methods[0].behaviours[0] has no 'shownBy'"]);
});

test('the module is named as its file, and a class or method is written once', () => {
  const twice = VALID.replace('  - method: testSoapOnly', '  - method: testCreateTaxRate');
  const read = parseLedgerFile('ledger/Customer.yaml', twice);
  assert.ok(!read.ok);
  assert.deepEqual(read.problems.map((p) => `${p.line}: ${p.message}`), [
    '1: module Tax in a file named Customer.yaml',
    '20: TaxRateRepositoryTest::testCreateTaxRate a second time (the first is at line 8)',
  ]);
});

test('a class is its file: one short name at two paths is two classes, one path twice is a problem', () => {
  const again = VALID.slice(VALID.indexOf('- class: TaxRateRepositoryTest'));
  const other = VALID.concat(again.replace('Tax/Api/TaxRateRepositoryTest.php', 'Tax/Api/Other/TaxRateRepositoryTest.php'));
  const two = parseLedgerFile('ledger/Tax.yaml', other);
  assert.ok(two.ok, two.ok ? '' : two.problems.map((p) => p.message).join('; '));
  assert.deepEqual(two.module.classes.map((c) => c.path), ['dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxRateRepositoryTest.php', 'dev/tests/api-functional/testsuite/Magento/Tax/Api/Other/TaxRateRepositoryTest.php']);
  const same = parseLedgerFile('ledger/Tax.yaml', VALID.concat(again));
  assert.ok(!same.ok);
  assert.deepEqual(same.problems.map((p) => p.message), ['class TaxRateRepositoryTest of dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxRateRepositoryTest.php a second time (the first is at line 3)']);
});

test('YAML that does not parse is a problem at its line', () => {
  const read = parseLedgerFile('ledger/Tax.yaml', 'module: Tax\nclasses:\n  - class: [\n');
  assert.ok(!read.ok);
  assert.match(read.problems[0]?.message ?? '', /malformed YAML/);
});
