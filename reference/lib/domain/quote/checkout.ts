// Checkout on a cart: addresses, the shipping methods (one flat rate), the payment method (check / money order),
// the totals a checkout step answers, and placing the order (which turns the cart into an order: ../sales.ts).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';
import { isCountry } from '../directory.ts';
import { EMAIL_PATTERN } from '../customers.ts';
import { placeOrderFromCart } from '../sales/index.ts';
import type { State } from '../state.ts';
import { both, customerEmail, isGuestRoute, isVirtualCart, itemsOf, quoteAddress, requireActive, resolveCart, serializeQuoteAddress, touch } from './carts.ts';
import { afterCommercePlacement } from '../commerce/placement.ts';
import { FLAT_RATE_PER_ITEM } from './rates.ts';
import { cartTotals, serializeTotals } from './totals.ts';

const CK = 'Magento\\Checkout\\Api\\';
const CHECKMO: JsonObject = { code: 'checkmo', title: 'Check / Money order' };
/** Zero Subtotal Checkout: offered (and accepted) only for a cart whose grand total is 0. */
const FREE: JsonObject = { code: 'free', title: 'No Payment Information Required' };

/** The offline payment methods a vanilla installation offers this cart. */
function paymentMethods(state: State, cart: JsonObject): JsonObject[] {
  return cartTotals(state, cart).grandTotal === 0 && itemsOf(state, cart).length > 0 ? [clone(CHECKMO) as JsonObject, clone(FREE) as JsonObject] : [clone(CHECKMO) as JsonObject];
}
const ADDRESS_FIELDS = ['region', 'region_id', 'region_code', 'country_id', 'street', 'company', 'telephone', 'fax', 'postcode', 'city', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'vat_id', 'email'] as const;

/** The rates an estimate answers for a cart: none for an empty cart (real Adobe Commerce 2.4.6-p1: the gift registry
 * estimates answered [] for an empty cart). */
export function estimatedRates(state: State, cart: JsonObject): JsonObject[] {
  return itemsOf(state, cart).length === 0 ? [] : shippingMethods(state, cart);
}

function shippingMethods(state: State, cart: JsonObject): JsonObject[] {
  const qty = itemsOf(state, cart).reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  const amount = qty * FLAT_RATE_PER_ITEM;
  return [{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount, base_amount: amount, available: true, error_message: '', price_excl_tax: amount, price_incl_tax: amount }];
}

function hasAddress(row: JsonObject): boolean {
  return typeof row.country_id === 'string' && row.country_id !== '';
}

/** Copy an address body over a quote address; a missing required part is the platform's validation error, where the
 * route checks them (`requireParts`). A billing address is saved as a new row each time (its id changes: real 2.4.7-p3
 * answered 428, then 429 for the same cart). */
function assignAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping', input: JsonObject, requireParts = true): JsonObject {
  const row = kind === 'billing' ? renewedBilling(state, cart) : quoteAddress(state, cart, kind);
  for (const field of ADDRESS_FIELDS) if (field in input) row[field] = clone(input[field] ?? null);
  // A signed-in customer's cart keeps the account's e-mail on its addresses whatever was sent (real 2.4.7-p3:
  // whole-entities/customer-cart-billing-address.*, and the order placed from it).
  if (typeof cart.__customer_id === 'number') row.email = customerEmail(state, cart);
  if (isObject(input.region)) {
    row.region = (input.region.region as Json | undefined) ?? null;
    row.region_code = (input.region.region_code as Json | undefined) ?? null;
    row.region_id = (input.region.region_id as Json | undefined) ?? null;
  }
  const missing = ['firstname', 'lastname', 'street', 'city', 'telephone', 'postcode', 'country_id'].filter((field) => row[field] === undefined || row[field] === null || row[field] === '');
  if (requireParts && missing.length > 0) {
    throw inputError(`The address failed to save. Verify the address and try again. ${missing.map((field) => `"${field}" is required. Enter and try again.`).join(' ')}`);
  }
  if (isObject(input) && 'same_as_billing' in input) row.same_as_billing = asNumber(input.same_as_billing, 0);
  return row;
}

function renewedBilling(state: State, cart: JsonObject): JsonObject {
  const { id: _old, ...previous } = quoteAddress(state, cart, 'billing');
  void _old;
  const row: JsonObject = { ...clone(previous) };
  state.quoteAddresses.insert(row, 'id');
  cart.__billing_address_id = row.id ?? 0;
  return row;
}

function requireShippingAddress(state: State, cart: JsonObject): void {
  if (isVirtualCart(state, cart)) return;
  if (!hasAddress(quoteAddress(state, cart, 'shipping'))) throw inputError('The shipping address is missing. Set the address and try again.');
}

function paymentDetails(state: State, cart: JsonObject, faults?: ReadonlySet<string>): JsonObject {
  return { payment_methods: paymentMethods(state, cart), totals: serializeTotals(state, cart, false, faults) };
}

/** GET .../payment-information: the methods and the cart's totals (GET .../totals). Fault payment-information-totals-empty
 * answers the totals of an empty cart (grand_total 0). */
function paymentInformation(ctx: Ctx): JsonObject {
  const cart = resolveCart(ctx);
  const out = paymentDetails(ctx.state, cart, ctx.options.faults);
  if (!ctx.options.faults.has(COMMERCE_FAULT.paymentInformationTotalsEmpty) || !isObject(out.totals)) return out;
  const totals = out.totals;
  for (const key of ['grand_total', 'base_grand_total', 'subtotal', 'base_subtotal', 'subtotal_incl_tax', 'subtotal_with_discount', 'base_subtotal_with_discount']) if (key in totals) totals[key] = 0;
  return out;
}

function setPayment(state: State, cart: JsonObject, method: unknown): void {
  const code = isObject(method) ? asString(method.method, '') : '';
  if (!paymentMethods(state, cart).some((entry) => entry.code === code)) throw inputError('The requested Payment Method is not available.');
  cart.__payment_method = code;
  // The quote's payment row: one per cart, its id what PaymentMethodManagement::set answers.
  if (typeof cart.__payment_id !== 'number') cart.__payment_id = state.nextPaymentId();
}

function placeOrder(ctx: Ctx, cart: JsonObject, paymentMethod: unknown, email: string | null): number {
  requireActive(cart);
  if (paymentMethod !== undefined && paymentMethod !== null) setPayment(ctx.state, cart, paymentMethod);
  if (itemsOf(ctx.state, cart).length === 0) throw inputError('A server error stopped your order from being placed. Please try to place your order again.');
  // A virtual quote (gift cards only) ships nothing: no shipping address or method (real Adobe Commerce 2.4.6-p1).
  const virtual = isVirtualCart(ctx.state, cart);
  if (!virtual) {
    requireShippingAddress(ctx.state, cart);
    if (typeof cart.__shipping_method !== 'string') throw inputError('The shipping method is missing. Select the shipping method and try again.');
  }
  if (!hasAddress(quoteAddress(ctx.state, cart, 'billing'))) throw inputError('Please check the billing address information. %1', ['"country_id" is required. Enter and try again.']);
  if (typeof cart.__payment_method !== 'string') throw inputError('Enter a valid payment method and try again.');
  if (email !== null) cart.__guest_email = email;
  // A guest quote takes its customer email from the billing address (QuoteManagement::placeOrder does the same).
  const billingEmail = quoteAddress(ctx.state, cart, 'billing').email;
  if (customerEmail(ctx.state, cart) === null && typeof billingEmail === 'string' && billingEmail !== '') cart.__guest_email = billingEmail;
  if (customerEmail(ctx.state, cart) === null) throw inputError('Email has a wrong format');
  const totals = cartTotals(ctx.state, cart, ctx.options.faults);
  const order = placeOrderFromCart(ctx, {
    cart,
    items: itemsOf(ctx.state, cart),
    billing: quoteAddress(ctx.state, cart, 'billing'),
    shipping: quoteAddress(ctx.state, cart, 'shipping'),
    totals,
    email: String(customerEmail(ctx.state, cart)),
    virtual,
  });
  afterCommercePlacement(ctx, order, cart, totals);
  cart.is_active = false;
  touch(ctx, cart);
  return order;
}

export const checkoutHandlers: HandlerTable = {
  [`${CK}TotalsInformationManagementInterface::calculate`]: (ctx) => serializeTotals(ctx.state, resolveCart(ctx), true, ctx.options.faults),
  [`${CK}GuestTotalsInformationManagementInterface::calculate`]: (ctx) => serializeTotals(ctx.state, resolveCart(ctx), true, ctx.options.faults),
  [`${CK}PaymentInformationManagementInterface::getPaymentInformation`]: (ctx) => paymentInformation(ctx),
  [`${CK}GuestPaymentInformationManagementInterface::getPaymentInformation`]: (ctx) => paymentInformation(ctx),
};

/** The new order's id as the platform answers it (an integer), or as the order-id-as-string fault breaks it. */
function placedId(ctx: Ctx, orderId: number): Json {
  return ctx.options.faults.has(COMMERCE_FAULT.orderIdAsString) ? String(orderId) : orderId;
}

both(checkoutHandlers, 'CartManagementInterface', 'placeOrder', (ctx) => placedId(ctx, placeOrder(ctx, resolveCart(ctx), bodyValue(ctx, 'paymentMethod'), null)));
both(checkoutHandlers, 'CartTotalManagementInterface', 'collectTotals', (ctx) => {
  const cart = resolveCart(ctx);
  // Collecting totals with a payment method needs the shipping address of a cart that ships (as setting the method).
  if (bodyValue(ctx, 'paymentMethod') !== undefined) requireShippingAddress(ctx.state, cart);
  const method = bodyValue(ctx, 'paymentMethod');
  if (method !== undefined) setPayment(ctx.state, cart, method);
  const carrier = bodyValue(ctx, 'shippingCarrierCode');
  if (typeof carrier === 'string') cart.__shipping_method = `${carrier}_${asString(bodyValue(ctx, 'shippingMethodCode'), carrier)}`;
  return serializeTotals(ctx.state, cart, true, ctx.options.faults);
});
// Fault billing-address-flags-wrong reads the billing address as a copy of the shipping one kept in the address book
// (same_as_billing 1, save_in_address_book 1), where the platform answers 0 and 0 for an address assigned as billing.
both(checkoutHandlers, 'BillingAddressManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  const out = serializeQuoteAddress(ctx.state, cart, quoteAddress(ctx.state, cart, 'billing'));
  return ctx.options.faults.has(COMMERCE_FAULT.billingAddressFlagsWrong) ? { ...out, same_as_billing: 1, save_in_address_book: 1 } : out;
});
/** Why the quote address's own validator refuses an address at its save (Quote\Model\Quote\Address\Validator: the
 * country and the e-mail), or null: the cart is saved in one transaction, so a refused address changes nothing. The
 * e-mail checked is the one kept: a customer's cart keeps the account's whatever was sent. */
function addressRefusal(cart: JsonObject, input: JsonObject): string | null {
  const country = input.country_id;
  const email = input.email;
  const badCountry = typeof country === 'string' && country !== '' && !isCountry(country.toUpperCase());
  const badEmail = typeof cart.__customer_id !== 'number' && typeof email === 'string' && email !== '' && !EMAIL_PATTERN.test(email);
  return badCountry || badEmail ? 'The address failed to save. Verify the address and try again.' : null;
}

// BillingAddressManagement::assign saves what it is given: an address without its names, street, city, telephone or
// postcode, or with a region no country has, is saved (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-02: 200 for
// each; the order placed from the cart is what checks them). A country no directory has and an e-mail that is none are
// refused, the address unchanged (the same, both editions). Fault billing-address-unchecked saves those too.
both(checkoutHandlers, 'BillingAddressManagementInterface', 'assign', (ctx) => {
  const cart = resolveCart(ctx);
  const refusal = addressRefusal(cart, bodyObject(ctx, 'address'));
  if (refusal !== null && !ctx.options.faults.has(COMMERCE_INPUT_FAULT.billingAddressUnchecked)) throw inputError(refusal);
  const row = assignAddress(ctx.state, cart, 'billing', bodyObject(ctx, 'address'), false);
  if (bodyValue(ctx, 'useForShipping') === true) assignAddress(ctx.state, cart, 'shipping', bodyObject(ctx, 'address'), false);
  touch(ctx, cart);
  // The new address's id as PHP holds it: the guest wrapper's an integer, the admin's and the customer's the
  // database's string (real 2.4.7-p3: 423 for a guest, "428" for the admin).
  // Fault billing-address-other-id answers the next id instead.
  const id = ctx.options.faults.has(COMMERCE_FAULT.billingAddressOtherId) ? Number(row.id) + 1 : Number(row.id);
  return isGuestRoute(ctx) ? id : String(id);
});
// A virtual cart ships nothing: no rates, [] (real 2.4.7-p3, ShippingMethodManagementTest::testGetListForVirtualCart);
// the fault virtual-cart-shipping-rates answers it the flat rate as any cart.
both(checkoutHandlers, 'ShippingMethodManagementInterface', 'getList', (ctx) => {
  const cart = resolveCart(ctx);
  if (isVirtualCart(ctx.state, cart) && !ctx.options.faults.has(COMMERCE_FAULT.virtualCartShippingRates)) return [];
  requireShippingAddress(ctx.state, cart);
  // Fault shipping-methods-unrated: the address's rates at amount 0 (an estimate for the address answers them rated).
  if (ctx.options.faults.has(COMMERCE_FAULT.shippingMethodsUnrated)) return shippingMethods(ctx.state, cart).map((rate) => ({ ...rate, amount: 0, base_amount: 0, price_excl_tax: 0, price_incl_tax: 0 }));
  return shippingMethods(ctx.state, cart);
});
both(checkoutHandlers, 'ShippingMethodManagementInterface', 'estimateByAddressId', (ctx) => {
  const cart = resolveCart(ctx);
  const addressId = asNumber(bodyValue(ctx, 'addressId'), -1);
  if (ctx.state.addresses.get(addressId) === undefined) return [];
  return shippingMethods(ctx.state, cart);
});
/** An estimate by address puts the address on the cart's shipping address (ShipmentEstimation collects the rates on
 * it): a payment method can be set afterwards (real 2.4.7-p3: collect-totals answered 200 after an estimate). */
function estimateByAddress(ctx: Ctx): Json {
  const cart = resolveCart(ctx);
  const address = bodyObject(ctx, 'address');
  const row = quoteAddress(ctx.state, cart, 'shipping');
  for (const field of ['country_id', 'region', 'region_id', 'region_code', 'postcode', 'city', 'street', 'firstname', 'lastname', 'telephone'] as const) if (field in address) row[field] = clone((address[field] as Json | undefined) ?? null);
  return shippingMethods(ctx.state, cart);
}
both(checkoutHandlers, 'ShipmentEstimationInterface', 'estimateByExtendedAddress', estimateByAddress);
both(checkoutHandlers, 'ShippingMethodManagementInterface', 'estimateByAddress', estimateByAddress);
// Fault payment-methods-untitled titles each method with its code.
both(checkoutHandlers, 'PaymentMethodManagementInterface', 'getList', (ctx) => {
  const cart = resolveCart(ctx);
  const methods = paymentMethods(ctx.state, cart);
  return ctx.options.faults.has(COMMERCE_FAULT.paymentMethodsUntitled) ? methods.map((m) => ({ ...m, title: m.code ?? null })) : methods;
});
both(checkoutHandlers, 'PaymentMethodManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  // No method selected yet: the platform answers [] (a null object rendered by PHP).
  return typeof cart.__payment_method === 'string' ? { method: cart.__payment_method } : [];
});
// A cart that ships needs its shipping address first; the answer is the quote payment's id as the database gives it,
// a string, the same for every call on the cart (real 2.4.7-p3: "112", then "112").
both(checkoutHandlers, 'PaymentMethodManagementInterface', 'set', (ctx) => {
  const cart = resolveCart(ctx);
  if (!ctx.options.faults.has(COMMERCE_INPUT_FAULT.paymentAddressUnchecked)) requireShippingAddress(ctx.state, cart);
  setPayment(ctx.state, cart, bodyValue(ctx, 'method'));
  touch(ctx, cart);
  return String(cart.__payment_id);
});
both(
  checkoutHandlers,
  'ShippingInformationManagementInterface',
  'saveAddressInformation',
  (ctx) => {
    const cart = resolveCart(ctx);
    requireActive(cart);
    const info = bodyObject(ctx, 'addressInformation');
    if (!isObject(info.shipping_address)) throw requiredField('shipping_address');
    const carrier = asString(info.shipping_carrier_code, '');
    const method = asString(info.shipping_method_code, '');
    if (carrier !== 'flatrate' || method !== 'flatrate') throw notFound('Carrier with such method not found: %1, %2', [carrier, method]);
    if (itemsOf(ctx.state, cart).length === 0) throw inputError('The shipping method can\'t be set for an empty cart. Add an item to cart and try again.');
    assignAddress(ctx.state, cart, 'shipping', info.shipping_address as JsonObject);
    if (isObject(info.billing_address)) assignAddress(ctx.state, cart, 'billing', info.billing_address as JsonObject);
    cart.__shipping_method = `${carrier}_${method}`;
    touch(ctx, cart);
    return paymentDetails(ctx.state, cart, ctx.options.faults);
  },
  CK,
);
both(
  checkoutHandlers,
  'PaymentInformationManagementInterface',
  'savePaymentInformation',
  (ctx) => {
    const cart = resolveCart(ctx);
    requireShippingAddress(ctx.state, cart);
    setPayment(ctx.state, cart, bodyValue(ctx, 'paymentMethod'));
    const billing = bodyValue(ctx, 'billingAddress');
    if (isObject(billing)) assignAddress(ctx.state, cart, 'billing', billing as JsonObject);
    const email = bodyValue(ctx, 'email');
    if (typeof email === 'string') cart.__guest_email = email;
    touch(ctx, cart);
    return true;
  },
  CK,
);
both(
  checkoutHandlers,
  'PaymentInformationManagementInterface',
  'savePaymentInformationAndPlaceOrder',
  (ctx) => {
    const cart = resolveCart(ctx);
    const billing = bodyValue(ctx, 'billingAddress');
    if (isObject(billing)) assignAddress(ctx.state, cart, 'billing', billing as JsonObject);
    const email = bodyValue(ctx, 'email');
    if (isGuestRoute(ctx) && (typeof email !== 'string' || email === '')) throw requiredField('email');
    return placedId(ctx, placeOrder(ctx, cart, bodyValue(ctx, 'paymentMethod'), typeof email === 'string' ? email : null));
  },
  CK,
);


