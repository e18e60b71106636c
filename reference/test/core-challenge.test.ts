// Challenge headers: X-Captcha / X-ReCaptcha per form switched on by name, integrations exempt, the platform's 400s.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createChallengeGuard } from '../lib/challenge.ts';
import type { RunningReference } from '../lib/server.ts';
import { INTEGRATION_TOKEN, bearer, call, customerToken, startEcho } from './helpers.ts';

const LOGIN = { username: 'jane.doe@example.com', password: 'Customer123!' };

describe('challenge headers', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startEcho({ captchaForms: ['Create user', 'Change password'], recaptchaForms: ['Customer login', 'Coupon codes'] });
  });
  after(() => ref.close());

  test('reCAPTCHA on the customer token route: missing or wrong header → 400, the test value passes', async () => {
    const missing = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json, { message: 'ReCaptcha validation failed, please try again' });
    const wrong = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN, headers: { 'X-ReCaptcha': 'guess' } });
    assert.equal(wrong.status, 400);
    const passed = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN, headers: { 'X-ReCaptcha': 'reference-pass' } });
    assert.equal(passed.status, 200);
  });

  test('CAPTCHA on create user: missing → "Please provide CAPTCHA code and try again", wrong → "Incorrect CAPTCHA"', async () => {
    const body = { customer: { email: 'c@example.com', firstname: 'C', lastname: 'D' }, password: 'Secret123!' };
    const missing = await call(ref.baseUrl, 'POST', '/rest/V1/customers', { body });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json, { message: 'Please provide CAPTCHA code and try again' });
    const wrong = await call(ref.baseUrl, 'POST', '/rest/V1/customers', { body, headers: { 'X-Captcha': 'abcd' } });
    assert.deepEqual(wrong.json, { message: 'Incorrect CAPTCHA' });
    assert.equal((await call(ref.baseUrl, 'POST', '/rest/V1/customers', { body, headers: { 'X-Captcha': 'reference-pass' } })).status, 200);
  });

  test('a customer bearer token still needs the header; an integration token is exempt', async () => {
    const token = await customerToken(ref.baseUrl, LOGIN.username, LOGIN.password).catch(() => null);
    assert.equal(token, null, 'the login form itself is protected');
    const viaHeader = await call(ref.baseUrl, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN, headers: { 'X-ReCaptcha': 'reference-pass' } });
    const customer = viaHeader.json as string;
    const change = await call(ref.baseUrl, 'PUT', '/rest/V1/customers/me/password', { headers: bearer(customer), body: { currentPassword: 'a', newPassword: 'b' } });
    assert.equal(change.status, 400);
    const coupon = await call(ref.baseUrl, 'PUT', '/rest/V1/carts/5/coupons/SAVE10', { headers: bearer(INTEGRATION_TOKEN) });
    assert.equal(coupon.status, 200);
  });

  test('the check runs after the ACL check: a guest on a protected challenged route gets 401', async () => {
    const reply = await call(ref.baseUrl, 'PUT', '/rest/V1/carts/5/coupons/SAVE10');
    assert.equal(reply.status, 401);
  });

  test('forms not switched on need no header', async () => {
    const reply = await call(ref.baseUrl, 'POST', '/rest/V1/customers/resetPassword', { body: { email: 'a@example.com', resetToken: 't', newPassword: 'p' } });
    assert.equal(reply.status, 200);
  });

  test('unknown form names are refused with the known names', () => {
    assert.throws(() => createChallengeGuard({ captchaForms: ['Nope'], recaptchaForms: [] }, new Set()), /--captcha-forms: unknown form "Nope" \(known: Add gift card code/);
    assert.throws(() => createChallengeGuard({ captchaForms: [], recaptchaForms: ['Login'] }, new Set()), /--recaptcha-forms: unknown form "Login"/);
  });
});
