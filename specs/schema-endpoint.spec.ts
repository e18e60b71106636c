// The schema endpoint: services=all, a services list, bare, default store code, guest subset, route set vs the
// contracts (src/checks/schema-endpoint).
import { test } from '../fixtures/index.ts';
import { runRunCheck } from '../fixtures/run-level-check.ts';
import { SCHEMA_ENDPOINT_RUN_LEVEL } from '../src/checks/schema-endpoint/index.ts';

for (const check of SCHEMA_ENDPOINT_RUN_LEVEL) {
  test.describe(check.id, () => {
    for (const subject of check.subjects) {
      test(`${check.id} ${subject}`, async ({ suite }, testInfo) => runRunCheck(check, subject, suite, testInfo));
    }
  });
}
