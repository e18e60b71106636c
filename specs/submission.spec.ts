// The developer-submission API (src/checks/submission); skipped with the reason when SUBMISSION_* is not set.
import { test } from '../fixtures/index.ts';
import { runRunCheck } from '../fixtures/run-level-check.ts';
import { SUBMISSION_RUN_LEVEL } from '../src/checks/submission/index.ts';

for (const check of SUBMISSION_RUN_LEVEL) {
  test.describe(check.id, () => {
    for (const subject of check.subjects) {
      test(`${check.id} ${subject}`, async ({ suite }, testInfo) => runRunCheck(check, subject, suite, testInfo));
    }
  });
}
