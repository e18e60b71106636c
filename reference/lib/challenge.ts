// Challenge headers on protected endpoints: X-Captcha and X-ReCaptcha, per storefront form, each switched on by
// name (--captcha-forms / --recaptcha-forms). Form names and routes follow the two tables of the tokens document.
// Integration tokens are exempt. The platform checks the header after route match and ACL (facts 1 and 10).

import { MESSAGES, errorResponse } from './errors.ts';
import { pathSegments } from './router.ts';
import type { ApiResponse, Identity, RouteDecl } from './types.ts';

export type ChallengeKind = 'captcha' | 'recaptcha';

interface FormRoutes {
  form: string;
  routes: Array<[method: string, url: string]>;
}

const CHECKOUT_ROUTES: Array<[string, string]> = [
  ['POST', '/V1/carts/mine/payment-information'],
  ['POST', '/V1/carts/mine/set-payment-information'],
  ['POST', '/V1/guest-carts/:cartId/payment-information'],
  ['POST', '/V1/guest-carts/:cartId/set-payment-information'],
];
const COUPON_ROUTES: Array<[string, string]> = [
  ['PUT', '/V1/carts/:cartId/coupons/:couponCode'],
  ['PUT', '/V1/guest-carts/:cartId/coupons/:couponCode'],
];

export const CAPTCHA_FORMS: readonly FormRoutes[] = [
  { form: 'Add gift card code', routes: [['POST', '/V1/carts/mine/giftCards'], ['POST', '/V1/carts/guest-carts/:cartId/giftCards']] },
  { form: 'Apply coupon code', routes: COUPON_ROUTES },
  { form: 'Change password', routes: [['PUT', '/V1/customers/me/password']] },
  { form: 'Checkout and placing order', routes: CHECKOUT_ROUTES },
  { form: 'Create company', routes: [['POST', '/V1/company']] },
  { form: 'Create user', routes: [['POST', '/V1/customers']] },
  { form: 'Forgot password', routes: [['POST', '/V1/customers/resetPassword'], ['PUT', '/V1/customers/password']] },
  { form: 'Login', routes: [['POST', '/V1/integration/customer/token']] },
];

export const RECAPTCHA_FORMS: readonly FormRoutes[] = [
  // The document writes PUT; the platform's customer token route is POST (customer_login in
  // Magento_ReCaptchaCustomer WebapiConfigProvider). Both are listed, only POST exists.
  { form: 'Customer login', routes: [['PUT', '/V1/integration/customer/token'], ['POST', '/V1/integration/customer/token']] },
  { form: 'Forgot password', routes: [['PUT', '/V1/customers/me/password']] },
  { form: 'Create new customer account', routes: [['POST', '/V1/customers']] },
  { form: 'Edit customer account', routes: [['PUT', '/V1/customers/me']] },
  { form: 'Checkout and placing order', routes: CHECKOUT_ROUTES },
  { form: 'Coupon codes', routes: COUPON_ROUTES },
];

/** The fixed header value the reference accepts as a solved challenge (README.md). */
export const CHALLENGE_PASS_VALUE = 'reference-pass';

function shapeOf(url: string): string {
  return pathSegments(url)
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

function formsByName(table: readonly FormRoutes[], names: readonly string[], flag: string): FormRoutes[] {
  return names.map((name) => {
    const form = table.find((candidate) => candidate.form.toLowerCase() === name.trim().toLowerCase());
    if (!form) throw new Error(`${flag}: unknown form "${name}" (known: ${table.map((f) => f.form).join(', ')})`);
    return form;
  });
}

export interface ChallengeConfig {
  captchaForms: string[];
  recaptchaForms: string[];
}

export interface ChallengeGuard {
  /** null when the call may proceed, else the platform's 400. */
  check(route: RouteDecl, identity: Identity, headers: Record<string, string | undefined>): ApiResponse | null;
}

export function createChallengeGuard(config: ChallengeConfig, faults: ReadonlySet<string>): ChallengeGuard {
  const protectedBy = (table: readonly FormRoutes[], names: string[], flag: string) =>
    new Set(formsByName(table, names, flag).flatMap((form) => form.routes.map(([method, url]) => `${method} ${shapeOf(url)}`)));
  const captchaRoutes = protectedBy(CAPTCHA_FORMS, config.captchaForms, '--captcha-forms');
  const recaptchaRoutes = protectedBy(RECAPTCHA_FORMS, config.recaptchaForms, '--recaptcha-forms');

  return {
    check(route, identity, headers) {
      const integrationExempt = identity.kind === 'integration' && !faults.has('challenge-demanded-from-integration');
      if (integrationExempt) return null;
      const key = `${route.method} ${shapeOf(route.url)}`;
      if (recaptchaRoutes.has(key) && !faults.has('recaptcha-not-enforced')) {
        if (headers['x-recaptcha'] !== CHALLENGE_PASS_VALUE) return errorResponse(400, MESSAGES.recaptchaFailed);
      }
      if (captchaRoutes.has(key) && !faults.has('captcha-not-enforced')) {
        const value = headers['x-captcha'];
        // Magento\Checkout\Model\CaptchaPaymentProcessingRateLimiter: no value → "Please provide CAPTCHA code and
        // try again", a wrong value → "Incorrect CAPTCHA" (both LocalizedException → 400).
        if (value === undefined || value === '') return errorResponse(400, MESSAGES.captchaMissing);
        if (value !== CHALLENGE_PASS_VALUE) return errorResponse(400, MESSAGES.captchaIncorrect);
      }
      return null;
    },
  };
}
