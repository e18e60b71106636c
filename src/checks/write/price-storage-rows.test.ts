// write.price-storage-rows on a fake catalogue (testing/product-body-target.ts): each storage keeps the good row and
// lists the broken rows' errors as the real 2.4.7-p3 words them; the tier storage's unknown SKU answered either way
// the releases do passes; errors dropped fail; the product is removed.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { productBodyTarget } from '../testing/product-body-target.ts';
import { writePriceStorageRows } from './price-storage-rows.ts';

const storage = (name: string) => (scenarios: typeof writePriceStorageRows.scenarios) => scenarios.find((s) => s.title === name);

scenarioCases(writePriceStorageRows, [
  {
    name: 'tier: the unknown SKU refuses the request (2.4.7), the rows\' errors listed, the read exact, the delete empties it: pass',
    scenario: storage('tier'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: 'POST /V1/products/tier-prices kept the good row and listed the 3 errors of its 3 broken rows word for word (a row of an unknown SKU refused the request whole, 404); POST /V1/products/tier-prices-information answered exactly the row kept, and nothing after POST /V1/products/tier-prices-delete' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0pstier']),
  },
  {
    name: 'tier: the unknown SKU\'s row error listed (2.4.6): pass',
    scenario: storage('tier'),
    fake: { answer: productBodyTarget('tier-row-error') },
    want: { outcome: 'pass', note: /\(a row of an unknown SKU answered with its error\)/ },
  },
  {
    name: 'tier: refused rows dropped without a word: fail',
    scenario: storage('tier'),
    fake: { answer: productBodyTarget('row-errors-dropped') },
    want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices with a row of a SKU no product has did not answer as the platform refuses it', expected: /^404 "The product that was requested doesn't exist\. Verify the product and try again\." \(2\.4\.7\) or 200 with the row's error "Invalid attribute SKU = %SKU\./, actual: /^200 / },
  },
  {
    name: 'special: pass',
    scenario: storage('special'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products\/special-price kept the good row and listed the 2 errors of its 2 broken rows word for word; .*; a virtual product's row with price_to false answered \[\] and read back$/ },
  },
  {
    name: 'special: a virtual product\'s row without price_to refused: fail (SpecialPriceStorageTest::testUpdate)',
    scenario: storage('special'),
    fake: { answer: productBodyTarget('undated-refused') },
    want: { outcome: 'fail', broken: 'POST /V1/products/special-price with a virtual product\'s row with price_to false did not answer [] (no row refused)', expected: '200 []', actual: /^200/ },
  },
  {
    name: 'special: the kept price of 0 answered as null fails (SpecialPriceStorageTest::testGetZeroValue; the reference\'s special-price-zero-dropped)',
    scenario: storage('special'),
    fake: { answer: productBodyTarget('zero-price-null') },
    want: { outcome: 'fail', broken: /special-price-information/, expected: /"price":0/, actual: /"price":null/ },
  },
  {
    name: 'base: refused rows dropped without a word: fail, quoting the errors wanted',
    scenario: storage('base'),
    fake: { answer: productBodyTarget('row-errors-dropped') },
    want: { outcome: 'fail', broken: 'POST /V1/products/base-prices does not list the errors of the rows it refused as the platform words them', expected: '"Invalid attribute %fieldName = %fieldValue." ["SKU","cctrun0000s0psbasenone"]; "Invalid attribute %fieldName = %fieldValue." ["Price","-9999"]; "Requested store is not found. Row ID: SKU = cctrun0000s0psbasenone, Store ID: 9999." ["cctrun0000s0psbasenone","9999"]; "Invalid attribute %fieldName = %fieldValue." ["Price","-1"]; "Requested store is not found. Row ID: SKU = cctrun0000s0psbase, Store ID: 9999." ["cctrun0000s0psbase","9999"]', actual: 'no row errors ([])' },
  },
  {
    name: 'base (no delete route): pass',
    scenario: storage('base'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /answered exactly the row kept$/ },
  },
  {
    name: 'cost: the delete answers true: pass',
    scenario: storage('cost'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /and nothing after POST \/V1\/products\/cost-delete$/ },
  },
  {
    name: 'special on Adobe Commerce: skip, nothing sent (a dated special price is a staging update there)',
    scenario: storage('special'),
    fake: { answer: productBodyTarget(), target: { edition: 'commerce' } },
    want: { outcome: 'skip', reason: /^POST \/V1\/products\/special-price not executed on commerce: a dated special price/ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'tier on Adobe Commerce: run (no staging update)',
    scenario: storage('tier'),
    fake: { answer: productBodyTarget('tier-row-error'), target: { edition: 'commerce' } },
    want: { outcome: 'pass', note: /answered with its error/ },
  },
]);
