// A small ledger for the unit tests of this folder: one module, two classes, each verdict and reason kind.

import { parseLedgerFile } from './ledger-file.ts';
import type { Ledger } from './types.ts';

const COMMIT = 'ae09662c7268f96a5e5af11402f0b1e556a172f6';

export const TAX_YAML = `module: Tax
classes:
- class: TaxRateRepositoryTest
  repository: magento/magento2
  path: dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxRateRepositoryTest.php
  commit: ${COMMIT}
  release: 2.4.7-p3
  methods:
  - method: testCreateTaxRate
    behaviours:
    - behaviour: A created rate reads back with the code sent.
      route: POST /V1/taxRates
      verdict: full
      check: write.read-back
      shownBy: write-not-persisted
    - behaviour: The answer carries the titles sent.
      route: POST /V1/taxRates
      verdict: partly
      check: write.read-back
      missing: the titles are not among the fields read back
  - method: testSoapOnly
    note: SOAP only
    behaviours: []
- class: TaxClassRepositoryTest
  repository: magento/magento2
  path: dev/tests/api-functional/testsuite/Magento/Tax/Api/TaxClassRepositoryTest.php
  commit: ${COMMIT}
  methods:
  - method: testDeleteTaxClass
    behaviours:
    - behaviour: A class a rule applies cannot be deleted.
      route: DELETE /V1/taxClasses/:taxClassId
      verdict: partly
      check: input.delete-in-use
      shownBy: src/checks/input/delete-in-use.test.ts
      missing: the message is not compared
    - behaviour: A class made by a fixture file is found by name.
      route: GET /V1/taxClasses/search
      verdict: not-judged
      reason: {kind: fixture, why: the class comes from a PHP fixture}
    - behaviour: A rate with an unknown region is refused.
      route: POST /V1/taxRates/unknown
      verdict: not-judged
      reason: {kind: gap, why: a bad-input case would need the platform's message}
`;

export function taxLedger(yaml: string = TAX_YAML): Ledger {
  const read = parseLedgerFile('ledger/Tax.yaml', yaml);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return { modules: [read.module] };
}
