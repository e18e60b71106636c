// The developer-submission API (src/checks/submission); skipped with the reason when SUBMISSION_* is not set.
import { declareCheck } from '../fixtures/run.ts';
import { SUBMISSION_RUN_LEVEL } from '../src/checks/submission/index.ts';

for (const check of SUBMISSION_RUN_LEVEL) declareCheck(check);
