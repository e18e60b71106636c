// Challenge headers (X-Captcha, X-ReCaptcha): one test per check and form the contracts mark (src/checks/challenge).
import { declareCheck } from '../fixtures/run.ts';
import { challengeRunChecks } from '../src/checks/challenge/index.ts';
import { loadPlan } from '../src/runtime/plan.ts';

for (const check of challengeRunChecks(loadPlan().routes)) declareCheck(check);
