import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { headingOf, judgement, renderPlatformTestsPage } from './page.ts';
import { taxLedger } from './test-ledger.ts';

test('the page has the shares, and per class its source at the commit read and a row per behaviour', () => {
  const page = renderPlatformTestsPage(taxLedger());
  assert.match(page, /do not edit by hand/);
  assert.match(page, /\| Tax \| 2 \| 3 \| 5 \| 1 \(20\.0%\) \| 2 \(40\.0%\) \| 2 \(40\.0%\) \| 1 \|/);
  assert.match(page, /\[dev\/tests\/api-functional\/testsuite\/Magento\/Tax\/Api\/TaxRateRepositoryTest\.php\]\(https:\/\/github\.com\/magento\/magento2\/blob\/ae09662c7268f96a5e5af11402f0b1e556a172f6\/dev/);
  assert.match(page, /\| testSoapOnly \| SOAP only \| \| \| \|/);
  assert.match(page, /\| testCreateTaxRate \| A created rate reads back with the code sent\. \| `POST \/V1\/taxRates` \| \*\*full\*\* \| `write\.read-back`; shown by fault `write-not-persisted` \|/);
});

test('a judgement names the check and what shows it, what is missing, or why nothing judges it', () => {
  const [, partly, fixture] = taxLedger().modules[0]?.classes.flatMap((c) => c.methods.flatMap((m) => m.behaviours)).slice(1) ?? [];
  assert.equal(partly && judgement(partly), '`input.delete-in-use`; shown by [delete-in-use.test.ts](../src/checks/input/delete-in-use.test.ts); missing: the message is not compared');
  assert.equal(fixture && judgement(fixture), 'fixture: the class comes from a PHP fixture');
});

test('classes of one module that share a short name are headed with the folder of their file', () => {
  const two = taxLedger().modules[0]?.classes ?? [];
  const [rates, classes] = two;
  assert.ok(rates && classes);
  const other = { ...rates, path: 'InventoryApi/Test/Api/StockRepository/TaxRateRepositoryTest.php' };
  assert.equal(headingOf(rates, two), 'TaxRateRepositoryTest');
  assert.equal(headingOf(rates, [rates, other, classes]), 'Api/TaxRateRepositoryTest');
  assert.equal(headingOf(other, [rates, other, classes]), 'StockRepository/TaxRateRepositoryTest');
  const sameFolder = { ...rates, path: 'InventoryLowQuantityNotification/Test/Api/TaxRateRepositoryTest.php' };
  const catalog = { ...rates, path: 'InventoryCatalog/Test/Api/TaxRateRepositoryTest.php' };
  assert.equal(headingOf(catalog, [catalog, sameFolder]), 'InventoryCatalog/Test/Api/TaxRateRepositoryTest');
  const page = renderPlatformTestsPage({ modules: [{ module: 'Tax', file: 'ledger/Tax.yaml', classes: [rates, other] }] });
  assert.match(page, /^### StockRepository\/TaxRateRepositoryTest$/m);
});
