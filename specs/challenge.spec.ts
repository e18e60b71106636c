// Challenge headers (X-Captcha, X-ReCaptcha): one test per check and form the contracts mark (src/checks/challenge).
import { test } from '../fixtures/index.ts';
import { loadPlan } from '../src/runtime/plan.ts';
import { runRunCheck } from '../fixtures/run-level-check.ts';
import { challengeRunChecks } from '../src/checks/challenge/index.ts';

for (const check of challengeRunChecks(loadPlan().routes)) {
  test.describe(check.id, () => {
    for (const subject of check.subjects) {
      test(`${check.id} ${subject}`, async ({ suite }, testInfo) => runRunCheck(check, subject, suite, testInfo));
    }
  });
}
