import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { RECAPTCHA_FAILED } from './forms.ts';
import { challengeIntegrationExempt } from './integration-exempt.ts';

const NEW_ACCOUNT = 'X-ReCaptcha form "Create new customer account"';
const env = { COMMERCE_RECAPTCHA_FORMS: 'Create new customer account', COMMERCE_WRITES: 'allow' };
const VALIDATION = platformError(400, '"customer" is required. Enter and try again.');

runCases(challengeIntegrationExempt, [
  {
    name: 'an integration is not asked for the header',
    subject: NEW_ACCOUNT,
    fake: { env, target: { writes: 'allow' }, answer: VALIDATION },
    want: { outcome: 'pass', note: 'the target: POST /V1/customers' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.token, s.rawBody]), [['integration-token', '{}']]),
  },
  { name: 'an integration is refused for the missing reCAPTCHA', subject: NEW_ACCOUNT, fake: { env, target: { writes: 'allow' }, answer: platformError(400, RECAPTCHA_FAILED) }, want: { outcome: 'fail', broken: 'POST /V1/customers (form "Create new customer account") demanded the challenge header from an integration token (the target)', expected: 'no challenge refusal (the header is optional for integrations)', actual: `400 "${RECAPTCHA_FAILED}"` } },
  { name: 'an integration is refused for the missing X-Captcha', subject: 'X-Captcha form "Create user"', fake: { env: { ...env, COMMERCE_CAPTCHA_FORMS: 'Create user' }, target: { writes: 'allow' }, answer: platformError(400, 'Please provide CAPTCHA code and try again') }, want: { outcome: 'fail', broken: 'POST /V1/customers (form "Create user") demanded the challenge header from an integration token (the target)', expected: 'no challenge refusal (the header is optional for integrations)', actual: '400 "Please provide CAPTCHA code and try again"' } },
  { name: 'writes denied: the integration side executes the call', subject: NEW_ACCOUNT, fake: { env: { COMMERCE_RECAPTCHA_FORMS: 'Create new customer account' } }, want: { outcome: 'skip', reason: 'the integration side executes the call: its routes are writes, so it runs only with COMMERCE_WRITES=allow' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'no integration configured', subject: NEW_ACCOUNT, fake: { env, target: { writes: 'allow' }, callers: { integration: false } }, want: { outcome: 'skip', reason: 'no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)' } },
  { name: 'no integration token', subject: NEW_ACCOUNT, fake: { env, target: { writes: 'allow' }, tokens: { integration: null } }, want: { outcome: 'skip', reason: 'no integration token' } },
  { name: 'a form not listed', subject: 'X-ReCaptcha form "Customer login"', fake: { env, target: { writes: 'allow' } }, want: { outcome: 'skip', reason: 'form not listed in COMMERCE_RECAPTCHA_FORMS: not probed' } },
  { name: 'a form of another edition', subject: 'X-Captcha form "Add gift card code"', fake: { env, target: { writes: 'allow' } }, want: { outcome: 'skip', reason: 'no route of the form "Add gift card code" on this edition and release' } },
  {
    name: 'embedded: the private reference\'s own integration',
    subject: NEW_ACCOUNT,
    fake: { target: { embedded: true }, privateReference: { env: { integration_token: 'private-integration-token' } }, answer: VALIDATION },
    want: { outcome: 'pass', note: 'a private reference with the embedded forms switched on: POST /V1/customers' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.on, s.token]), [['private', 'private-integration-token']]),
  },
]);
