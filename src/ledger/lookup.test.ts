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

/** Two classes of one short name in one module, as magento/inventory has them (each its own namespace and file). */
const TWO_GET_LISTS = `module: Tax
classes:
- class: GetListTest
  repository: magento/inventory
  path: InventoryApi/Test/Api/SourceRepository/GetListTest.php
  commit: e9d6e33ccbbb03386982cef0d0b826043cf4d0d2
  methods:
  - method: testGetList
    note: sources
    behaviours: []
- class: GetListTest
  repository: magento/inventory
  path: InventoryApi/Test/Api/StockRepository/GetListTest.php
  commit: e9d6e33ccbbb03386982cef0d0b826043cf4d0d2
  methods:
  - method: testGetList
    note: stocks
    behaviours: []
`;

test('a short name several classes share answers each; the folders before it pick one', () => {
  const ledger = taxLedger(TWO_GET_LISTS);
  const both = lookUp(ledger, 'GetListTest::testGetList');
  assert.ok(both.ok);
  assert.deepEqual(both.found.map((f) => f.method.note), ['sources', 'stocks']);
  const one = lookUp(ledger, 'StockRepository/GetListTest::testGetList');
  assert.ok(one.ok);
  assert.deepEqual(one.found.map((f) => f.cls.path), ['InventoryApi/Test/Api/StockRepository/GetListTest.php']);
  assert.deepEqual(lookUp(ledger, 'StockRepo/GetListTest'), { ok: false, message: 'no class StockRepo/GetListTest in the ledger; classes with a like name: GetListTest, GetListTest' });
});
