// challenge.recaptcha-required: on a form listed in COMMERCE_RECAPTCHA_FORMS, a call without X-ReCaptcha is refused.

import type { RunCheck } from '../types.ts';
import { RECAPTCHA_FAILED, required, subjectsFor } from './forms.ts';

export const challengeRecaptchaRequired: RunCheck = {
  subject: 'run',
  id: 'challenge.recaptcha-required',
  family: 'challenge',
  rule: `On a form listed in COMMERCE_RECAPTCHA_FORMS, a call with an admin or customer bearer token and no X-ReCaptcha header is refused with 400 "${RECAPTCHA_FAILED}".`,
  source: 'seed 000 Challenge headers 1-3 and the X-ReCaptcha table; facts.md 10 (RestValidationPlugin, after route and ACL)',
  subjects: (routes) => subjectsFor('recaptcha', routes),
  run: (ctx, subject) => required(ctx, 'recaptcha', subject),
};
