// challenge.captcha-required: on a form listed in COMMERCE_CAPTCHA_FORMS, a call without X-Captcha is refused.

import type { RunCheck } from '../types.ts';
import { required, subjectsFor } from './forms.ts';

export const challengeCaptchaRequired: RunCheck = {
  subject: 'run',
  id: 'challenge.captcha-required',
  family: 'challenge',
  rule: 'On a form listed in COMMERCE_CAPTCHA_FORMS, a call with an admin or customer bearer token and no X-Captcha header is refused (400, CAPTCHA message) before the service runs.',
  source: 'seed 000 Challenge headers 1-3 and the X-Captcha table; reference README (no header: 400 "Please provide CAPTCHA code and try again")',
  subjects: (routes) => subjectsFor('captcha', routes),
  run: (ctx, subject) => required(ctx, 'captcha', subject),
};
