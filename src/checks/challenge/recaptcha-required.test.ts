import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { NO_ROUTE_SUBJECT, RECAPTCHA_FAILED } from './forms.ts';
import { challengeRecaptchaRequired } from './recaptcha-required.ts';

const NEW_ACCOUNT = 'X-ReCaptcha form "Create new customer account"';
const env = { COMMERCE_RECAPTCHA_FORMS: 'Create new customer account' };
const FAIL = { broken: 'POST /V1/customers (form "Create new customer account") was not refused without the X-ReCaptcha header (customer token, the target)', expected: `400 "${RECAPTCHA_FAILED}"` };

runCases(challengeRecaptchaRequired, [
  { name: 'the platform\'s reCAPTCHA refusal', subject: NEW_ACCOUNT, fake: { env, answer: platformError(400, RECAPTCHA_FAILED) }, want: { outcome: 'pass', note: 'refused on the target: POST /V1/customers' }, then: (f) => assert.equal(f.sent[0]?.headers?.['X-ReCaptcha'], undefined) },
  { name: 'an X-Captcha refusal instead', subject: NEW_ACCOUNT, fake: { env, answer: platformError(400, 'Please provide CAPTCHA code and try again') }, want: { outcome: 'fail', ...FAIL, actual: '400 "Please provide CAPTCHA code and try again"' } },
  { name: 'the call goes through', subject: NEW_ACCOUNT, fake: { env, answer: { status: 200, json: { id: 7 } } }, want: { outcome: 'fail', ...FAIL, actual: '200 {"id":7}' } },
  { name: 'refused with another status', subject: NEW_ACCOUNT, fake: { env, answer: platformError(401, RECAPTCHA_FAILED) }, want: { outcome: 'fail', ...FAIL, actual: `401 "${RECAPTCHA_FAILED}"` } },
  { name: 'a form not listed is never probed', subject: 'X-ReCaptcha form "Customer login"', fake: { env }, want: { outcome: 'skip', reason: 'form not listed in COMMERCE_RECAPTCHA_FORMS: not probed' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'configured forms without a route', subject: NO_ROUTE_SUBJECT, fake: { env: { COMMERCE_RECAPTCHA_FORMS: 'Product review' } }, want: { outcome: 'skip', reason: 'not testable through the API (no route applies): Product review' } },
]);
