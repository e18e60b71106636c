import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { lookUp } from './lookup.ts';
import { taxLedger } from './test-ledger.ts';

test('Class::method finds that method; Class finds each of its methods', () => {
  const one = lookUp(taxLedger(), 'TaxRateRepositoryTest::testCreateTaxRate');
  assert.ok(one.ok);
  assert.deepEqual(one.found.map((f) => `${f.cls.name}::${f.method.method}`), ['TaxRateRepositoryTest::testCreateTaxRate']);
  const all = lookUp(taxLedger(), 'TaxRateRepositoryTest');
  assert.ok(all.ok);
  assert.equal(all.found.length, 2);
});

test('what the ledger lacks is said, with the names it has', () => {
  assert.deepEqual(lookUp(taxLedger(), 'TaxRateRepositoryTest::testNothing'), {
    ok: false,
    message: 'TaxRateRepositoryTest has no method testNothing in the ledger; its methods: testCreateTaxRate, testSoapOnly',
  });
  assert.deepEqual(lookUp(taxLedger(), 'TaxRate::testCreateTaxRate'), { ok: false, message: 'no class TaxRate in the ledger; classes with a like name: TaxRateRepositoryTest' });
});
