// The developer-submission API (src/checks/submission/); skipped with the reason when SUBMISSION_* is not set.
import { declareCheck } from '../fixtures/run.ts';
import { SUBMISSION_CHECKS } from '../src/checks/catalog.ts';

for (const check of SUBMISSION_CHECKS) declareCheck(check);
