// The challenge checks against a fake target: refusals pass, a call that goes through fails, unlisted forms are not
// probed, a reCAPTCHA refusal stands for the X-Captcha one, and the integration side runs only with writes allowed.

import assert from 'node:assert/strict';
import { spanOf } from '../src/contracts/release-span.ts';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { challengeRunChecks, RECAPTCHA_FAILED } from '../src/checks/challenge/index.ts';
import { compileContractsDir } from '../src/contracts/compile.ts';
import { loadTargetConfig } from '../src/config/target-config.ts';
import type { HttpExchange, RunCallOptions, RunCheck, RunContext, TargetFacts, Verdict } from '../src/checks/types.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../contracts', import.meta.url)));
assert.ok(compiled.ok);
const plan = compiled.plan;
const [captcha, recaptcha, exempt] = challengeRunChecks(plan.routes) as [RunCheck, RunCheck, RunCheck];

type Answer = { status: number; message: string };
const CAPTCHA_MISSING = 'Please provide CAPTCHA code and try again';

function ctxFor(env: Record<string, string>, answer: (o: RunCallOptions) => Answer, writes: 'deny' | 'allow' = 'deny', sent: RunCallOptions[] = []): RunContext {
  const loaded = loadTargetConfig({ COMMERCE_BASE_URL: 'http://shop.test', COMMERCE_ADMIN_USERNAME: 'admin', COMMERCE_ADMIN_PASSWORD: 'pw-admin-1', COMMERCE_CUSTOMER_EMAIL: 'c@x.test', COMMERCE_CUSTOMER_PASSWORD: 'pw-cust-1', COMMERCE_INTEGRATION_TOKEN: 'int-token-1', COMMERCE_WRITES: writes, ...env });
  assert.ok(loaded.ok);
  const target: TargetFacts = { edition: 'commerce', release: '2.4.7', releaseSpan: spanOf('2.4.7'), storeCode: 'default', writes, embedded: false, callers: { guest: true, admin: true, customer: true, 'restricted-admin': false, integration: true }, restrictedResources: [], callerProblems: {}, oauthSigning: null };
  return {
    target, config: loaded.config, plan, prefix: 'cctest',
    async send(o): Promise<HttpExchange> {
      sent.push(o);
      const a = answer(o);
      const json = { message: a.message };
      return { method: o.method, url: `http://shop.test${o.path}`, status: a.status, headers: { 'content-type': 'application/json' }, bodyText: JSON.stringify(json), json, durationMs: 1 };
    },
    control: null,
    tokenFor: async (c) => (c === 'guest' ? null : `${c}-token`),
    observe() {}, attach: async () => {}, secret() {},
    privateReference: async () => ({ unavailable: 'not in unit tests' }),
  };
}

const run = (check: RunCheck, ctx: RunContext, subject: string): Promise<Verdict> => check.run(ctx, subject);

test('challenge.captcha-required: refused passes, a call that goes through fails, unlisted forms are not probed', async () => {
  const env = { COMMERCE_CAPTCHA_FORMS: 'Create user' };
  const refused = ctxFor(env, () => ({ status: 400, message: CAPTCHA_MISSING }));
  assert.equal((await run(captcha, refused, 'X-Captcha form "Create user"')).outcome, 'pass');
  const through = ctxFor(env, () => ({ status: 400, message: '"customer" is required.' }));
  const verdict = await run(captcha, through, 'X-Captcha form "Create user"');
  assert.equal(verdict.outcome, 'fail');
  assert.match(verdict.outcome === 'fail' ? verdict.broken : '', /POST \/V1\/customers .*X-Captcha/);
  const sent: RunCallOptions[] = [];
  assert.equal((await run(captcha, ctxFor(env, () => ({ status: 200, message: '' }), 'deny', sent), 'X-Captcha form "Login"')).outcome, 'skip');
  assert.equal(sent.length, 0, 'an unlisted form is never called');
});

test('the call is refused-only: body {} with harmless path values, a customer token on self/anonymous routes, an admin token on ACL routes', async () => {
  const sent: RunCallOptions[] = [];
  const ctx = ctxFor({ COMMERCE_CAPTCHA_FORMS: 'Apply coupon code' }, () => ({ status: 400, message: CAPTCHA_MISSING }), 'deny', sent);
  assert.equal((await run(captcha, ctx, 'X-Captcha form "Apply coupon code"')).outcome, 'pass');
  assert.deepEqual(sent.map((o) => [o.method, o.path, o.token, o.rawBody]), [
    ['PUT', '/V1/carts/cctest-cartId/coupons/cctest-couponCode', 'admin-token', '{}'],
    ['PUT', '/V1/guest-carts/cctest-cartId/coupons/cctest-couponCode', 'customer-token', '{}'],
  ]);
});

test('challenge.recaptcha-required wants the platform\'s reCAPTCHA 400; a reCAPTCHA refusal stands for X-Captcha when both are on', async () => {
  const both = { COMMERCE_CAPTCHA_FORMS: 'Create user', COMMERCE_RECAPTCHA_FORMS: 'Create new customer account' };
  const ctx = ctxFor(both, () => ({ status: 400, message: RECAPTCHA_FAILED }));
  assert.equal((await run(recaptcha, ctx, 'X-ReCaptcha form "Create new customer account"')).outcome, 'pass');
  assert.equal((await run(captcha, ctx, 'X-Captcha form "Create user"')).outcome, 'pass');
  const captchaOnly = ctxFor({ COMMERCE_CAPTCHA_FORMS: 'Create user' }, () => ({ status: 400, message: RECAPTCHA_FAILED }));
  assert.equal((await run(captcha, captchaOnly, 'X-Captcha form "Create user"')).outcome, 'fail', 'with reCAPTCHA off, a reCAPTCHA answer is not the X-Captcha refusal');
  const wrong = ctxFor(both, () => ({ status: 400, message: CAPTCHA_MISSING }));
  assert.equal((await run(recaptcha, wrong, 'X-ReCaptcha form "Create new customer account"')).outcome, 'fail');
});

test('challenge.integration-exempt: skipped with writes denied; fails on any challenge refusal of an integration', async () => {
  const env = { COMMERCE_RECAPTCHA_FORMS: 'Create new customer account' };
  const subject = 'X-ReCaptcha form "Create new customer account"';
  const sent: RunCallOptions[] = [];
  assert.equal((await run(exempt, ctxFor(env, () => ({ status: 400, message: RECAPTCHA_FAILED }), 'deny', sent), subject)).outcome, 'skip');
  assert.equal(sent.length, 0);
  assert.equal((await run(exempt, ctxFor(env, () => ({ status: 400, message: '"customer" is required.' }), 'allow'), subject)).outcome, 'pass');
  assert.equal((await run(exempt, ctxFor(env, () => ({ status: 400, message: RECAPTCHA_FAILED }), 'allow'), subject)).outcome, 'fail');
});

test('configured forms without a route are listed as not testable through the API', async () => {
  const ctx = ctxFor({ COMMERCE_CAPTCHA_FORMS: 'Create user,Contact us,Contcat us' }, () => ({ status: 400, message: CAPTCHA_MISSING }));
  const verdict = await run(captcha, ctx, '(configured forms without a route)');
  assert.equal(verdict.outcome, 'skip');
  const reason = verdict.outcome === 'skip' ? verdict.reason : '';
  assert.match(reason, /not testable through the API.*Contact us/);
  assert.match(reason, /spelling.*Contcat us/);
});
