// Challenge headers (X-Captcha, X-ReCaptcha): one test per check and form the contracts mark (src/checks/challenge/).
import { declareCheck } from '../fixtures/run.ts';
import { CHALLENGE_CHECKS } from '../src/checks/catalog.ts';

for (const check of CHALLENGE_CHECKS) declareCheck(check);
