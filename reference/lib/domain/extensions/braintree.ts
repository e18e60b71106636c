// PayPal Braintree (PayPal_Braintree, bundled from 2.4.0), as an installation answers before the merchant enters
// Braintree credentials: the Apple Pay details carry no client token, and vaulting a payment nonce fails.

import type { HandlerTable } from '../context.ts';
import { bodyObject } from '../context.ts';
import { inputError } from '../errors.ts';
import { BASE_URL } from '../stores.ts';

const B = 'PayPal\\Braintree\\Api\\';

export const braintreeHandlers: HandlerTable = {
  // What the real 2.4.7-p3 answered to every caller: no client token without credentials, the store's name, the
  // checkout's success page on the store's base URL, never logged in (a REST call has no session), the store code the
  // call was made under (admin for all).
  [`${B}AuthInterface::get`]: (ctx) => {
    const store = ctx.state.storeViews.find((view) => view.id === ctx.storeId);
    return { client_token: '', display_name: 'Store', action_success: `${BASE_URL}checkout/onepage/success/`, logged_in: false, store_code: store?.code ?? 'default' };
  },
  // CustomerAddPaymentToVault::execute on the caller's own account: the payment (a method code and a nonce), then the
  // vault, which without Braintree credentials saves nothing ("Failed to save Payment Details to vault", a
  // LocalizedException: 400), as the module's code reads; unobserved on the real installation (no write was sent to it).
  [`${B}CustomerAddPaymentToVaultInterface::execute`]: (ctx) => {
    const payment = bodyObject(ctx, 'payment');
    if (typeof payment.payment_method_code !== 'string' || typeof payment.payment_method_nonce !== 'string') throw inputError('Invalid Payment data');
    throw inputError('Failed to save Payment Details to vault');
  },
};
