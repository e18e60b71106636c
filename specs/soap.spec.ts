// The SOAP face of the token services: their WSDL names the token operations (src/checks/soap/).
import { test } from '../fixtures/index.ts';
import { runRunCheck } from '../fixtures/run-level-check.ts';
import { SOAP_RUN_LEVEL } from '../src/checks/soap/index.ts';

for (const check of SOAP_RUN_LEVEL) {
  test.describe(check.id, () => {
    for (const subject of check.subjects) {
      test(`${check.id} ${subject}`, async ({ suite }, testInfo) => runRunCheck(check, subject, suite, testInfo));
    }
  });
}
