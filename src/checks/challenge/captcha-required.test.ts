import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { challengeCaptchaRequired } from './captcha-required.ts';
import { NO_ROUTE_SUBJECT, RECAPTCHA_FAILED } from './forms.ts';

const CAPTCHA_MISSING = platformError(400, 'Please provide CAPTCHA code and try again');
const THROUGH = platformError(400, '"customer" is required. Enter and try again.');
const CREATE_USER = 'X-Captcha form "Create user"';
const listed = (forms: string, recaptcha?: string) => ({ COMMERCE_CAPTCHA_FORMS: forms, ...(recaptcha ? { COMMERCE_RECAPTCHA_FORMS: recaptcha } : {}) });
/** A private reference that signs the configured customer in and refuses every other call with `answer`. */
const privateSignIn = (answer = CAPTCHA_MISSING) => (sent: RunSent) => (sent.path === '/V1/integration/customer/token' ? { status: 200, json: 'private-customer-token' } : answer);

runCases(challengeCaptchaRequired, [
  {
    name: 'a listed form refuses a call without the header',
    subject: CREATE_USER,
    fake: { env: listed('Create user'), answer: CAPTCHA_MISSING },
    want: { outcome: 'pass', note: 'refused on the target: POST /V1/customers' },
    then: (f) => assert.deepEqual(f.observed, [['POST /V1/customers without X-Captcha', { status: 400, message: 'Please provide CAPTCHA code and try again' }]]),
  },
  {
    name: 'refused calls only: body {} and harmless path values, an admin token on ACL routes, a customer one on the others',
    subject: 'X-Captcha form "Apply coupon code"',
    fake: { env: listed('Apply coupon code'), answer: CAPTCHA_MISSING },
    want: { outcome: 'pass', note: 'refused on the target: PUT /V1/carts/:cartId/coupons/:couponCode, PUT /V1/guest-carts/:cartId/coupons/:couponCode' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.method, s.path, s.token, s.rawBody]), [
      ['PUT', '/V1/carts/cctrun0000-cartId/coupons/cctrun0000-couponCode', 'admin-token', '{}'],
      ['PUT', '/V1/guest-carts/cctrun0000-cartId/coupons/cctrun0000-couponCode', 'customer-token', '{}'],
    ]),
  },
  {
    name: 'the integration standing in for the admin is exempt from challenges: the ACL route is not probed with it, and that is said',
    subject: 'X-Captcha form "Apply coupon code"',
    fake: { env: listed('Apply coupon code'), target: { adminIdentity: 'integration-bearer' }, answer: CAPTCHA_MISSING },
    want: { outcome: 'pass', note: /^refused on the target: PUT \/V1\/guest-carts\/:cartId\/coupons\/:couponCode; not probed: PUT \/V1\/carts\/:cartId\/coupons\/:couponCode \(no admin user: the integration standing in for the admin is exempt from challenges; set COMMERCE_ADMIN_USERNAME/ },
    then: (f) => assert.deepEqual(f.sent.map((s) => s.token), ['customer-token']),
  },
  {
    name: 'a call goes through without the header',
    subject: CREATE_USER,
    fake: { env: listed('Create user'), answer: THROUGH },
    want: { outcome: 'fail', broken: 'POST /V1/customers (form "Create user") was not refused without the X-Captcha header (customer token, the target)', expected: '400 with the platform\'s CAPTCHA message (e.g. "Please provide CAPTCHA code and try again")', actual: '400 ""customer" is required. Enter and try again."' },
    then: (_f, verdict) => assert.equal(verdict.outcome === 'fail' ? verdict.route : undefined, 'POST /V1/customers', 'the failure points at the form\'s route'),
  },
  { name: 'with reCAPTCHA on for the route too, its refusal stands for both', subject: CREATE_USER, fake: { env: listed('Create user', 'Create new customer account'), answer: platformError(400, RECAPTCHA_FAILED) }, want: { outcome: 'pass', note: 'refused on the target: POST /V1/customers (refused by X-ReCaptcha first)' } },
  { name: 'with reCAPTCHA off, a reCAPTCHA answer is not the X-Captcha refusal', subject: CREATE_USER, fake: { env: listed('Create user'), answer: platformError(400, RECAPTCHA_FAILED) }, want: { outcome: 'fail', broken: 'POST /V1/customers (form "Create user") was not refused without the X-Captcha header (customer token, the target)', expected: '400 with the platform\'s CAPTCHA message (e.g. "Please provide CAPTCHA code and try again")', actual: `400 "${RECAPTCHA_FAILED}"` } },
  { name: 'no caller for the form\'s routes', subject: CREATE_USER, fake: { env: listed('Create user'), callers: { customer: false } }, want: { outcome: 'skip', reason: 'no caller for the routes of "Create user": POST /V1/customers (no customer)' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'a form not listed is never probed', subject: 'X-Captcha form "Login"', fake: { env: listed('Create user') }, want: { outcome: 'skip', reason: 'form not listed in COMMERCE_CAPTCHA_FORMS: not probed' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'a form of another edition', subject: 'X-Captcha form "Add gift card code"', fake: { env: listed('Add gift card code') }, want: { outcome: 'skip', reason: 'no route of the form "Add gift card code" on this edition and release' } },
  {
    name: 'embedded, nothing configured: a private reference with the embedded forms switched on',
    subject: CREATE_USER,
    fake: { target: { embedded: true }, privateReference: {}, answer: privateSignIn() },
    want: { outcome: 'pass', note: 'refused on a private reference with the embedded forms switched on: POST /V1/customers' },
    then: (f) => {
      assert.deepEqual(f.privateArgs, [['--captcha-forms', 'Create user,Change password,Apply coupon code', '--recaptcha-forms', 'Create new customer account,Coupon codes,Edit customer account']]);
      assert.ok(f.sent.every((s) => s.on === 'private'));
      assert.deepEqual(f.secrets, ['private-customer-token']);
    },
  },
  { name: 'embedded: a form the embedded run does not switch on', subject: 'X-Captcha form "Login"', fake: { target: { embedded: true }, privateReference: {} }, want: { outcome: 'skip', reason: 'form not listed in COMMERCE_CAPTCHA_FORMS: not probed (the embedded run switches on Create user, Change password, Apply coupon code)' } },
  { name: 'embedded: no private reference', subject: CREATE_USER, fake: { target: { embedded: true } }, want: { outcome: 'skip', reason: 'needs the embedded reference (not a unit test)' } },
  { name: 'configured forms without a route are named, misspellings pointed out', subject: NO_ROUTE_SUBJECT, fake: { env: listed('Create user,Contact us,Contcat us') }, want: { outcome: 'skip', reason: 'not testable through the API (no route applies): Contact us, Contcat us; not a form of the seed\'s table either (check the spelling in COMMERCE_CAPTCHA_FORMS): Contcat us' }, then: (f) => assert.deepEqual(f.observed, [['captcha-forms-not-testable', ['Contact us', 'Contcat us']]]) },
  { name: 'every configured form has a route', subject: NO_ROUTE_SUBJECT, fake: { env: listed('Create user') }, want: { outcome: 'pass', note: 'every configured form has a route' } },
  { name: 'no form configured', subject: NO_ROUTE_SUBJECT, want: { outcome: 'pass', note: 'COMMERCE_CAPTCHA_FORMS lists no form' } },
]);
