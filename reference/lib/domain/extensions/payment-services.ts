// Payment Services for PayPal (Magento_PaymentServicesPaypal, bundled from 2.4.7), as an installation answers before
// the merchant onboards: the anonymous configuration reads answer the module's defaults (every method invisible), and
// every PayPal order call, which goes to Adobe's payment service, fails for the cart it names. What the real 2.4.7-p3
// answered (tests/corpus/real-2.4.7-p3/get-answers.json, and GETs of 2026-11-28): the same configuration whatever
// the location of a method's own read; the whole configuration for the storefront's locations and the admin's, every
// method null elsewhere; the SDK parameters per location (no hosted fields outside checkout, none in the admin), a
// 500 for a method of an unknown location.

import type { Ctx, HandlerTable } from '../context.ts';
import { param } from '../context.ts';
import { inputError, internalError } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { resolveCart } from '../quote/carts.ts';

const P = 'Magento\\PaymentServicesPaypal\\Api\\';

const BUTTON_STYLES: JsonObject = { layout: 'vertical', color: 'black', shape: 'rect', label: 'paypal', tagline: false, height: null, use_default_height: true };
const CONFIG: Readonly<Record<'apple_pay' | 'google_pay' | 'hosted_fields' | 'smart_buttons', JsonObject>> = {
  apple_pay: { button_styles: BUTTON_STYLES, payment_source: 'applepay', code: 'payment_services_paypal_apple_pay', sdk_params: [], is_visible: false, sort_order: '10', payment_intent: 'authorize', title: 'Apple Pay' },
  google_pay: { button_styles: { color: 'default', height: 0, type: 'buy' }, payment_source: 'googlepay', three_d_s: '0', code: 'payment_services_paypal_google_pay', sdk_params: [], is_visible: false, sort_order: '20', payment_intent: 'authorize', title: 'Google Pay' },
  hosted_fields: { payment_source: 'cc', three_d_s: '0', is_vault_enabled: false, cc_vault_code: 'payment_services_paypal_vault', requires_card_details: false, code: 'payment_services_paypal_hosted_fields', sdk_params: [], is_visible: false, sort_order: '1', payment_intent: 'authorize', title: 'Credit Card' },
  smart_buttons: { display_message: true, display_venmo: true, message_styles: { layout: 'text', logo: { type: 'inline' } }, button_styles: { ...BUTTON_STYLES, color: 'gold' }, code: 'payment_services_paypal_smart_buttons', sdk_params: [], is_visible: false, sort_order: '10', payment_intent: 'authorize', title: 'PayPal' },
};

/** The SDK's methods per location (the module's locations, in any case). */
const SDK_METHODS: Readonly<Record<string, readonly string[]>> = {
  checkout: ['smart_buttons', 'apple_pay', 'google_pay', 'hosted_fields'],
  product_detail: ['smart_buttons', 'apple_pay', 'google_pay'],
  minicart: ['smart_buttons', 'apple_pay', 'google_pay'],
  cart: ['smart_buttons', 'apple_pay', 'google_pay'],
  admin: [],
};

const location = (ctx: Ctx): string => param(ctx, 'location').toLowerCase();
const methodConfig = (name: keyof typeof CONFIG) => (): JsonObject => clone(CONFIG[name]);

/** A PayPal order call asks the payment service for the order. The cart is resolved first: an unknown masked id is the
 * quote's 404, as the real 2.4.7-p3 answered. Reading an order of a cart the installation has fails with the real
 * 2.4.7-p3's words (GET .../payment-order/1 of a guest cart and of a customer's); a sync reads the order first, so it
 * is taken to fail alike, and a creation, which needs the merchant's account with the service, to end in the service
 * client's error: both unobserved (no write was sent to the real installation). */
function paymentOrder(ctx: Ctx, action: 'read' | 'create'): never {
  resolveCart(ctx);
  if (action === 'create') throw internalError();
  throw inputError('Failed to get payment order: order ID input is not valid');
}

export const paymentServicesHandlers: HandlerTable = {
  [`${P}PaymentConfigRequestInterface::getConfig`]: (ctx) => {
    const known = location(ctx) in SDK_METHODS;
    return { apple_pay: known ? clone(CONFIG.apple_pay) : null, google_pay: known ? clone(CONFIG.google_pay) : null, hosted_fields: known ? clone(CONFIG.hosted_fields) : null, smart_buttons: known ? clone(CONFIG.smart_buttons) : null };
  },
  [`${P}PaymentConfigRequestInterface::getApplePayConfig`]: methodConfig('apple_pay'),
  [`${P}PaymentConfigRequestInterface::getGooglePayConfig`]: methodConfig('google_pay'),
  [`${P}PaymentConfigRequestInterface::getHostedFieldsConfig`]: methodConfig('hosted_fields'),
  [`${P}PaymentConfigRequestInterface::getSmartButtonsConfig`]: methodConfig('smart_buttons'),
  [`${P}PaymentSdkRequestInterface::getByLocation`]: (ctx) => (SDK_METHODS[location(ctx)] ?? []).map((name) => ({ code: (CONFIG[name as keyof typeof CONFIG]?.code as string | undefined) ?? name, params: [] })),
  [`${P}PaymentSdkRequestInterface::getByLocationAndMethodCode`]: (ctx) => {
    if (!(location(ctx) in SDK_METHODS)) throw internalError();
    return { code: param(ctx, 'methodCode'), params: [] };
  },
  [`${P}PaymentOrderRequestInterface::createGuest`]: (ctx) => paymentOrder(ctx, 'create'),
  [`${P}PaymentOrderRequestInterface::create`]: (ctx) => paymentOrder(ctx, 'create'),
  [`${P}PaymentOrderRequestInterface::getForGuest`]: (ctx) => paymentOrder(ctx, 'read'),
  [`${P}PaymentOrderRequestInterface::get`]: (ctx) => paymentOrder(ctx, 'read'),
  [`${P}PaymentOrderRequestInterface::syncForGuest`]: (ctx) => paymentOrder(ctx, 'read'),
  [`${P}PaymentOrderRequestInterface::sync`]: (ctx) => paymentOrder(ctx, 'read'),
};
