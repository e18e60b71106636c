// Quote (cart) and checkout services, for admin (/V1/carts/:cartId), customers (/V1/carts/mine, the cart id comes
// from the caller's context) and guests (/V1/guest-carts/:maskedId). Each operation is written once and
// registered under the plain and the Guest* service interface. Shipping is one flat rate ($5 per item), payment
// one offline method (checkmo); a sales rule coupon gives its percent discount.

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, param, searchCall } from './context.ts';
import { requireProduct } from './catalog/lookup.ts';
import { DomainError, inputError, noSuchEntity, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { listSearch, type FieldReader } from './search.ts';
import { serializeCustomer } from './customers.ts';
import { placeOrderFromCart, type CartTotals } from './sales.ts';
import type { State } from './state.ts';

const Q = 'Magento\\Quote\\Api\\';
const CK = 'Magento\\Checkout\\Api\\';
export const FLAT_RATE_PER_ITEM = 5;
const PAYMENT_METHODS: JsonObject[] = [{ code: 'checkmo', title: 'Check / Money order' }];
const ADDRESS_FIELDS = ['region', 'region_id', 'region_code', 'country_id', 'street', 'company', 'telephone', 'postcode', 'city', 'firstname', 'lastname', 'email'] as const;

/** A 32-character masked id, as the platform gives guests instead of the numeric cart id. */
export function maskedIdFor(cartId: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let seed = (cartId * 2654435761) % 4294967296;
  let mask = '';
  for (let index = 0; index < 32; index++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    mask += alphabet.charAt(seed % alphabet.length);
  }
  return mask;
}

function isMineRoute(ctx: Ctx): boolean {
  return ctx.call.route.url.includes('/mine');
}

function isGuestRoute(ctx: Ctx): boolean {
  return ctx.call.route.url.includes('guest-carts/');
}

export function activeCartOf(state: State, customerId: number): JsonObject | undefined {
  return state.carts.all().find((cart) => cart.__customer_id === customerId && cart.is_active === true);
}

/** The cart a call addresses: masked id (guest routes), the caller's active cart (/mine), or the numeric id. */
export function resolveCart(ctx: Ctx): JsonObject {
  const { state, call } = ctx;
  if (isGuestRoute(ctx)) {
    const masked = param(ctx, 'cartId');
    const cartId = state.maskedCarts.get(masked);
    const cart = cartId === undefined ? undefined : state.carts.get(cartId);
    if (cart === undefined) throw noSuchEntity('cartId', masked);
    return cart;
  }
  const forced = call.params.cartId ?? call.params['quote.id'] ?? call.params['cartItem.quote_id'] ?? call.params.quoteId;
  if (isMineRoute(ctx)) {
    if (forced !== undefined && /^\d+$/.test(forced)) {
      const cart = state.carts.get(Number(forced));
      if (cart !== undefined) return cart;
    }
    const customerId = customerIdOf(ctx);
    const cart = activeCartOf(state, customerId);
    if (cart === undefined) throw noSuchEntity('customerId', customerId);
    return cart;
  }
  if (forced === undefined || !/^\d+$/.test(forced)) throw noSuchEntity('cartId', forced ?? '');
  const cart = state.carts.get(Number(forced));
  if (cart === undefined) throw noSuchEntity('cartId', Number(forced));
  return cart;
}

function customerIdOf(ctx: Ctx): number {
  const forced = ctx.call.params.customerId;
  if (forced !== undefined && /^\d+$/.test(forced)) return Number(forced);
  if (ctx.call.identity.userId !== null) return ctx.call.identity.userId;
  throw new DomainError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
}

function itemsOf(state: State, cart: JsonObject): JsonObject[] {
  return state.cartItems.all().filter((item) => item.__cart_id === cart.id);
}

function serializeItem(item: JsonObject): JsonObject {
  return { item_id: item.item_id ?? 0, sku: item.sku ?? '', qty: item.qty ?? 0, name: item.name ?? '', price: item.price ?? 0, product_type: item.product_type ?? 'simple', quote_id: String(item.__cart_id) };
}

function emptyQuoteAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping'): JsonObject {
  const row: JsonObject = { __cart_id: Number(cart.id), __kind: kind, same_as_billing: kind === 'shipping' ? 1 : 0, save_in_address_book: 0 };
  state.quoteAddresses.insert(row, 'id');
  return row;
}

function quoteAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping'): JsonObject {
  const id = Number(kind === 'billing' ? cart.__billing_address_id : cart.__shipping_address_id);
  return state.quoteAddresses.get(id) ?? emptyQuoteAddress(state, cart, kind);
}

function customerEmail(state: State, cart: JsonObject): Json {
  const customerId = cart.__customer_id;
  if (typeof customerId === 'number') return state.customers.get(customerId)?.email ?? null;
  return typeof cart.__guest_email === 'string' ? cart.__guest_email : null;
}

function serializeQuoteAddress(state: State, cart: JsonObject, row: JsonObject): JsonObject {
  const out: JsonObject = {
    id: row.id ?? 0,
    region: row.region ?? null,
    region_id: row.region_id ?? null,
    region_code: row.region_code ?? null,
    country_id: row.country_id ?? null,
    street: clone((row.street as Json | undefined) ?? ['']),
    telephone: row.telephone ?? null,
    postcode: row.postcode ?? null,
    city: row.city ?? null,
    firstname: row.firstname ?? null,
    lastname: row.lastname ?? null,
  };
  if (row.company !== undefined) out.company = row.company;
  if (typeof cart.__customer_id === 'number') out.customer_id = cart.__customer_id;
  out.email = row.email ?? customerEmail(state, cart);
  out.same_as_billing = row.same_as_billing ?? 0;
  out.save_in_address_book = row.save_in_address_book ?? 0;
  return out;
}

export function serializeCart(state: State, cart: JsonObject): JsonObject {
  const items = itemsOf(state, cart).map(serializeItem);
  const customerId = cart.__customer_id;
  const customer = typeof customerId === 'number' && state.customers.get(customerId) !== undefined ? serializeCustomer(state, state.customers.get(customerId) as JsonObject) : { email: customerEmail(state, cart), firstname: null, lastname: null };
  const out: JsonObject = {
    id: cart.id ?? 0,
    created_at: cart.created_at ?? '',
    updated_at: cart.updated_at ?? '',
    is_active: cart.is_active ?? true,
    is_virtual: false,
  };
  if (items.length > 0) out.items = items;
  out.items_count = items.length;
  out.items_qty = items.reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  out.customer = customer;
  out.billing_address = serializeQuoteAddress(state, cart, quoteAddress(state, cart, 'billing'));
  if (typeof cart.reserved_order_id === 'string') out.reserved_order_id = cart.reserved_order_id;
  out.orig_order_id = 0;
  out.currency = { global_currency_code: 'USD', base_currency_code: 'USD', store_currency_code: 'USD', quote_currency_code: 'USD', store_to_base_rate: 0, store_to_quote_rate: 0, base_to_global_rate: 1, base_to_quote_rate: 1 };
  out.customer_is_guest = typeof customerId !== 'number';
  out.customer_note_notify = true;
  out.customer_tax_class_id = 3;
  out.store_id = cart.store_id ?? 1;
  out.extension_attributes = {
    shipping_assignments: [
      {
        shipping: { address: serializeQuoteAddress(state, cart, quoteAddress(state, cart, 'shipping')), method: (cart.__shipping_method as Json | undefined) ?? null },
        items,
      },
    ],
  };
  return out;
}

export function createCart(ctx: Ctx, customerId: number | null): JsonObject {
  const now = ctx.now();
  const cart: JsonObject = { created_at: now, updated_at: now, is_active: true, store_id: ctx.storeId === 0 ? 1 : ctx.storeId, __customer_id: customerId };
  ctx.state.carts.insert(cart, 'id');
  cart.__billing_address_id = emptyQuoteAddress(ctx.state, cart, 'billing').id ?? 0;
  cart.__shipping_address_id = emptyQuoteAddress(ctx.state, cart, 'shipping').id ?? 0;
  return cart;
}

function touch(ctx: Ctx, cart: JsonObject): void {
  cart.updated_at = ctx.now();
}

function requireActive(cart: JsonObject): void {
  if (cart.is_active !== true) throw noSuchEntity('cartId', Number(cart.id));
}

/** Add a product (or raise an existing line's qty), as CartItemRepository::save does. */
export function addItem(ctx: Ctx, cart: JsonObject, input: JsonObject): JsonObject {
  requireActive(cart);
  const qty = asNumber(input.qty, 1);
  if (qty <= 0) throw inputError('The qty value is required to update quote item.');
  if (input.item_id !== undefined && input.item_id !== null) {
    const item = itemsOf(ctx.state, cart).find((candidate) => candidate.item_id === asNumber(input.item_id, -1));
    if (item === undefined) throw noSuchEntity('itemId', asNumber(input.item_id, -1));
    item.qty = qty;
    touch(ctx, cart);
    return serializeItem(item);
  }
  const sku = asString(input.sku, '');
  if (sku === '') throw requiredField('sku');
  const product = requireProduct(ctx.state, sku);
  const existing = itemsOf(ctx.state, cart).find((item) => item.sku === product.sku);
  if (existing !== undefined) {
    existing.qty = asNumber(existing.qty, 0) + qty;
    touch(ctx, cart);
    return serializeItem(existing);
  }
  const item: JsonObject = { sku: String(product.sku), qty, name: String(product.name), price: asNumber(product.price, 0), product_type: String(product.type_id), __cart_id: Number(cart.id), __product_id: Number(product.id) };
  ctx.state.cartItems.insert(item, 'item_id');
  touch(ctx, cart);
  return serializeItem(item);
}

function discountPercent(state: State, cart: JsonObject): number {
  if (typeof cart.coupon_code !== 'string') return 0;
  const coupon = state.coupons.all().find((row) => row.code === cart.coupon_code);
  const rule = coupon === undefined ? undefined : state.salesRules.get(Number(coupon.rule_id));
  return rule === undefined ? 0 : asNumber(rule.discount_amount, 0);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function cartTotals(state: State, cart: JsonObject): CartTotals {
  const items = itemsOf(state, cart);
  const subtotal = round(items.reduce((sum, item) => sum + asNumber(item.price, 0) * asNumber(item.qty, 0), 0));
  const qty = items.reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  const percent = discountPercent(state, cart);
  const discount = round((subtotal * percent) / 100);
  const shipping = typeof cart.__shipping_method === 'string' ? qty * FLAT_RATE_PER_ITEM : 0;
  return { subtotal, discount, shipping, grandTotal: round(subtotal - discount + shipping), qty, percent };
}

function serializeTotals(state: State, cart: JsonObject): JsonObject {
  const totals = cartTotals(state, cart);
  const out: JsonObject = {
    grand_total: totals.grandTotal,
    base_grand_total: totals.grandTotal,
    subtotal: totals.subtotal,
    base_subtotal: totals.subtotal,
    discount_amount: -totals.discount,
    base_discount_amount: -totals.discount,
    subtotal_with_discount: round(totals.subtotal - totals.discount),
    base_subtotal_with_discount: round(totals.subtotal - totals.discount),
    shipping_amount: totals.shipping,
    base_shipping_amount: totals.shipping,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: 0,
    base_tax_amount: 0,
    weee_tax_applied_amount: null,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: totals.subtotal,
    shipping_incl_tax: totals.shipping,
    base_shipping_incl_tax: totals.shipping,
    base_currency_code: 'USD',
    quote_currency_code: 'USD',
  };
  if (typeof cart.coupon_code === 'string') out.coupon_code = cart.coupon_code;
  out.items_qty = totals.qty;
  out.items = itemsOf(state, cart).map((item) => {
    const rowTotal = round(asNumber(item.price, 0) * asNumber(item.qty, 0));
    const discount = round((rowTotal * totals.percent) / 100);
    return {
      item_id: item.item_id ?? 0,
      price: item.price ?? 0,
      base_price: item.price ?? 0,
      qty: item.qty ?? 0,
      row_total: rowTotal,
      base_row_total: rowTotal,
      row_total_with_discount: 0,
      tax_amount: 0,
      base_tax_amount: 0,
      tax_percent: 0,
      discount_amount: discount,
      base_discount_amount: discount,
      discount_percent: totals.percent,
      price_incl_tax: item.price ?? 0,
      base_price_incl_tax: item.price ?? 0,
      row_total_incl_tax: rowTotal,
      base_row_total_incl_tax: rowTotal,
      options: '[]',
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: item.name ?? '',
    };
  });
  const segments: JsonObject[] = [{ code: 'subtotal', title: 'Subtotal', value: totals.subtotal }];
  if (totals.discount > 0) segments.push({ code: 'discount', title: `Discount (${String(cart.coupon_code)})`, value: -totals.discount });
  segments.push({ code: 'shipping', title: 'Shipping & Handling', value: totals.shipping });
  segments.push({ code: 'tax', title: 'Tax', value: 0, extension_attributes: { tax_grandtotal_details: [] } });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: totals.grandTotal, area: 'footer' });
  out.total_segments = segments;
  return out;
}

function shippingMethods(state: State, cart: JsonObject): JsonObject[] {
  const qty = itemsOf(state, cart).reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  const amount = qty * FLAT_RATE_PER_ITEM;
  return [{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount, base_amount: amount, available: true, error_message: '', price_excl_tax: amount, price_incl_tax: amount }];
}

function hasAddress(row: JsonObject): boolean {
  return typeof row.country_id === 'string' && row.country_id !== '';
}

/** Copy an address body over a quote address; a missing required part is the platform's validation error. */
function assignAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping', input: JsonObject): JsonObject {
  const row = quoteAddress(state, cart, kind);
  for (const field of ADDRESS_FIELDS) if (field in input) row[field] = clone(input[field] ?? null);
  if (isObject(input.region)) {
    row.region = (input.region.region as Json | undefined) ?? null;
    row.region_code = (input.region.region_code as Json | undefined) ?? null;
    row.region_id = (input.region.region_id as Json | undefined) ?? null;
  }
  const missing = ['firstname', 'lastname', 'street', 'city', 'telephone', 'postcode', 'country_id'].filter((field) => row[field] === undefined || row[field] === null || row[field] === '');
  if (missing.length > 0) {
    throw inputError(`The address failed to save. Verify the address and try again. ${missing.map((field) => `"${field}" is required. Enter and try again.`).join(' ')}`);
  }
  if (isObject(input) && 'same_as_billing' in input) row.same_as_billing = asNumber(input.same_as_billing, 0);
  return row;
}

function requireShippingAddress(state: State, cart: JsonObject): void {
  if (!hasAddress(quoteAddress(state, cart, 'shipping'))) throw inputError('The shipping address is missing. Set the address and try again.');
}

function paymentDetails(state: State, cart: JsonObject): JsonObject {
  return { payment_methods: clone(PAYMENT_METHODS), totals: serializeTotals(state, cart) };
}

function setPayment(cart: JsonObject, method: unknown): void {
  const code = isObject(method) ? asString(method.method, '') : '';
  if (!PAYMENT_METHODS.some((entry) => entry.code === code)) throw inputError('The requested Payment Method is not available.');
  cart.__payment_method = code;
}

function placeOrder(ctx: Ctx, cart: JsonObject, paymentMethod: unknown, email: string | null): number {
  requireActive(cart);
  if (paymentMethod !== undefined && paymentMethod !== null) setPayment(cart, paymentMethod);
  if (itemsOf(ctx.state, cart).length === 0) throw inputError('A server error stopped your order from being placed. Please try to place your order again.');
  requireShippingAddress(ctx.state, cart);
  if (typeof cart.__shipping_method !== 'string') throw inputError('The shipping method is missing. Select the shipping method and try again.');
  if (!hasAddress(quoteAddress(ctx.state, cart, 'billing'))) throw inputError('Please check the billing address information. %1', ['"country_id" is required. Enter and try again.']);
  if (typeof cart.__payment_method !== 'string') throw inputError('Enter a valid payment method and try again.');
  if (email !== null) cart.__guest_email = email;
  // A guest quote takes its customer email from the billing address (QuoteManagement::placeOrder does the same).
  const billingEmail = quoteAddress(ctx.state, cart, 'billing').email;
  if (customerEmail(ctx.state, cart) === null && typeof billingEmail === 'string' && billingEmail !== '') cart.__guest_email = billingEmail;
  if (customerEmail(ctx.state, cart) === null) throw inputError('Email has a wrong format');
  const order = placeOrderFromCart(ctx, {
    cart,
    items: itemsOf(ctx.state, cart),
    billing: quoteAddress(ctx.state, cart, 'billing'),
    shipping: quoteAddress(ctx.state, cart, 'shipping'),
    totals: cartTotals(ctx.state, cart),
    email: String(customerEmail(ctx.state, cart)),
  });
  cart.is_active = false;
  touch(ctx, cart);
  return order;
}

/** Register one handler under the plain and the Guest* interface of the same service. */
function both(table: HandlerTable, service: string, method: string, handler: (ctx: Ctx) => Json, prefix = Q): void {
  table[`${prefix}${service}::${method}`] = handler;
  table[`${prefix}Guest${service}::${method}`] = handler;
}

/** The quote table's columns as a search filters on them; items_count is a stored column on the platform, kept in step
 * with the cart's items, so a search can ask for carts that hold something. */
const cartFieldReader =
  (state: State): FieldReader =>
  (row, field) => {
    if (field === 'customer_id') return row.__customer_id;
    if (field === 'items_count') return itemsOf(state, row).length;
    if (field === 'items_qty') return itemsOf(state, row).reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
    return row[field];
  };

export const quoteHandlers: HandlerTable = {
  [`${Q}CartRepositoryInterface::get`]: (ctx) => serializeCart(ctx.state, resolveCart(ctx)),
  [`${Q}GuestCartRepositoryInterface::get`]: (ctx) => serializeCart(ctx.state, resolveCart(ctx)),
  [`${Q}CartRepositoryInterface::getList`]: (ctx) => {
    // The quote table's id is entity_id; `id` is no column (the real 2.4.7-p3 answers 500 to a filter or sort on it).
    const result = listSearch(searchCall(ctx), ctx.state.carts.all(), { table: 'quote', storage: 'flat', read: cartFieldReader(ctx.state), columns: { entity_id: 'id' }, notColumns: ['id'], isColumn: (field) => field === 'customer_id' || field === 'items_count' || field === 'items_qty' });
    result.items = (result.items as JsonObject[]).map((row) => serializeCart(ctx.state, row));
    return result;
  },
  [`${Q}CartRepositoryInterface::save`]: (ctx) => {
    const cart = resolveCart(ctx);
    const input = bodyObject(ctx, 'quote');
    if (typeof input.customer_note === 'string') cart.customer_note = input.customer_note;
    touch(ctx, cart);
    return null;
  },
  [`${Q}CartManagementInterface::createEmptyCart`]: (ctx) => Number(createCart(ctx, null).id),
  [`${Q}GuestCartManagementInterface::createEmptyCart`]: (ctx) => {
    const cart = createCart(ctx, null);
    const mask = maskedIdFor(Number(cart.id));
    ctx.state.maskedCarts.set(mask, Number(cart.id));
    return mask;
  },
  [`${Q}CartManagementInterface::createEmptyCartForCustomer`]: (ctx) => {
    const customerId = customerIdOf(ctx);
    if (ctx.state.customers.get(customerId) === undefined) throw noSuchEntity('customerId', customerId);
    const existing = activeCartOf(ctx.state, customerId);
    return Number((existing ?? createCart(ctx, customerId)).id);
  },
  [`${Q}CartManagementInterface::getCartForCustomer`]: (ctx) => serializeCart(ctx.state, resolveCart(ctx)),
  [`${Q}CartTotalRepositoryInterface::get`]: (ctx) => serializeTotals(ctx.state, resolveCart(ctx)),
  [`${CK}TotalsInformationManagementInterface::calculate`]: (ctx) => serializeTotals(ctx.state, resolveCart(ctx)),
  [`${CK}GuestTotalsInformationManagementInterface::calculate`]: (ctx) => serializeTotals(ctx.state, resolveCart(ctx)),
  [`${CK}PaymentInformationManagementInterface::getPaymentInformation`]: (ctx) => paymentDetails(ctx.state, resolveCart(ctx)),
  [`${CK}GuestPaymentInformationManagementInterface::getPaymentInformation`]: (ctx) => paymentDetails(ctx.state, resolveCart(ctx)),
};

both(quoteHandlers, 'CartManagementInterface', 'placeOrder', (ctx) => placeOrder(ctx, resolveCart(ctx), bodyValue(ctx, 'paymentMethod'), null));
both(quoteHandlers, 'CartManagementInterface', 'assignCustomer', (ctx) => {
  const cart = resolveCart(ctx);
  const customerId = asNumber(bodyValue(ctx, 'customerId'), -1);
  if (ctx.state.customers.get(customerId) === undefined) throw noSuchEntity('customerId', customerId);
  if (typeof cart.__customer_id === 'number') throw inputError('The cart isn\'t anonymous.');
  if (activeCartOf(ctx.state, customerId) !== undefined) throw inputError('The customer can\'t be assigned to the cart because the customer already has an active cart.');
  cart.__customer_id = customerId;
  return true;
});
both(quoteHandlers, 'CartTotalRepositoryInterface', 'get', (ctx) => serializeTotals(ctx.state, resolveCart(ctx)));
both(quoteHandlers, 'CartTotalManagementInterface', 'collectTotals', (ctx) => {
  const cart = resolveCart(ctx);
  const method = bodyValue(ctx, 'paymentMethod');
  if (method !== undefined) setPayment(cart, method);
  const carrier = bodyValue(ctx, 'shippingCarrierCode');
  if (typeof carrier === 'string') cart.__shipping_method = `${carrier}_${asString(bodyValue(ctx, 'shippingMethodCode'), carrier)}`;
  return serializeTotals(ctx.state, cart);
});
both(quoteHandlers, 'CartItemRepositoryInterface', 'getList', (ctx) => itemsOf(ctx.state, resolveCart(ctx)).map(serializeItem));
both(quoteHandlers, 'CartItemRepositoryInterface', 'save', (ctx) => {
  const cart = resolveCart(ctx);
  const input = bodyObject(ctx, 'cartItem');
  if (ctx.call.params.itemId !== undefined) input.item_id = ctx.call.params.itemId;
  return addItem(ctx, cart, input);
});
both(quoteHandlers, 'CartItemRepositoryInterface', 'deleteById', (ctx) => {
  const cart = resolveCart(ctx);
  const itemId = asNumber(param(ctx, 'itemId'), -1);
  const item = itemsOf(ctx.state, cart).find((candidate) => candidate.item_id === itemId);
  if (item === undefined) throw notFound('The %1 Cart doesn\'t contain the %2 item.', [Number(cart.id), itemId]);
  ctx.state.cartItems.delete(itemId);
  touch(ctx, cart);
  return true;
});
both(quoteHandlers, 'CouponManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  // The platform renders a null coupon as an empty array.
  return typeof cart.coupon_code === 'string' ? cart.coupon_code : [];
});
both(quoteHandlers, 'CouponManagementInterface', 'set', (ctx) => {
  const cart = resolveCart(ctx);
  if (itemsOf(ctx.state, cart).length === 0) throw notFound('The "%1" Cart doesn\'t contain products.', [Number(cart.id)]);
  const code = param(ctx, 'couponCode');
  const coupon = ctx.state.coupons.all().find((row) => String(row.code).toLowerCase() === code.toLowerCase());
  if (coupon === undefined) throw notFound('The coupon code isn\'t valid. Verify the code and try again.');
  cart.coupon_code = String(coupon.code);
  touch(ctx, cart);
  return true;
});
both(quoteHandlers, 'CouponManagementInterface', 'remove', (ctx) => {
  const cart = resolveCart(ctx);
  delete cart.coupon_code;
  touch(ctx, cart);
  return true;
});
both(quoteHandlers, 'BillingAddressManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  return serializeQuoteAddress(ctx.state, cart, quoteAddress(ctx.state, cart, 'billing'));
});
both(quoteHandlers, 'BillingAddressManagementInterface', 'assign', (ctx) => {
  const cart = resolveCart(ctx);
  const row = assignAddress(ctx.state, cart, 'billing', bodyObject(ctx, 'address'));
  if (bodyValue(ctx, 'useForShipping') === true) assignAddress(ctx.state, cart, 'shipping', bodyObject(ctx, 'address'));
  touch(ctx, cart);
  return Number(row.id);
});
both(quoteHandlers, 'ShippingMethodManagementInterface', 'getList', (ctx) => {
  const cart = resolveCart(ctx);
  requireShippingAddress(ctx.state, cart);
  return shippingMethods(ctx.state, cart);
});
both(quoteHandlers, 'ShippingMethodManagementInterface', 'estimateByAddressId', (ctx) => {
  const cart = resolveCart(ctx);
  const addressId = asNumber(bodyValue(ctx, 'addressId'), -1);
  if (ctx.state.addresses.get(addressId) === undefined) return [];
  return shippingMethods(ctx.state, cart);
});
function estimateByAddress(ctx: Ctx): Json {
  const cart = resolveCart(ctx);
  bodyObject(ctx, 'address');
  return shippingMethods(ctx.state, cart);
}
both(quoteHandlers, 'ShipmentEstimationInterface', 'estimateByExtendedAddress', estimateByAddress);
both(quoteHandlers, 'ShippingMethodManagementInterface', 'estimateByAddress', estimateByAddress);
both(quoteHandlers, 'PaymentMethodManagementInterface', 'getList', (ctx) => {
  resolveCart(ctx);
  return clone(PAYMENT_METHODS);
});
both(quoteHandlers, 'PaymentMethodManagementInterface', 'get', (ctx) => {
  const cart = resolveCart(ctx);
  // No method selected yet: the platform answers [] (a null object rendered by PHP).
  return typeof cart.__payment_method === 'string' ? { method: cart.__payment_method, additional_data: [] } : [];
});
both(quoteHandlers, 'PaymentMethodManagementInterface', 'set', (ctx) => {
  const cart = resolveCart(ctx);
  setPayment(cart, bodyValue(ctx, 'method'));
  touch(ctx, cart);
  return isGuestRoute(ctx) ? Number(cart.id) : String(cart.id);
});
both(
  quoteHandlers,
  'ShippingInformationManagementInterface',
  'saveAddressInformation',
  (ctx) => {
    const cart = resolveCart(ctx);
    requireActive(cart);
    const info = bodyObject(ctx, 'addressInformation');
    if (!isObject(info.shipping_address)) throw requiredField('shipping_address');
    const carrier = asString(info.shipping_carrier_code, '');
    const method = asString(info.shipping_method_code, '');
    if (carrier !== 'flatrate' || method !== 'flatrate') throw inputError('Carrier with such method not found: %1, %2', [carrier, method]);
    if (itemsOf(ctx.state, cart).length === 0) throw inputError('The shipping method can\'t be set for an empty cart. Add an item to cart and try again.');
    assignAddress(ctx.state, cart, 'shipping', info.shipping_address as JsonObject);
    if (isObject(info.billing_address)) assignAddress(ctx.state, cart, 'billing', info.billing_address as JsonObject);
    cart.__shipping_method = `${carrier}_${method}`;
    touch(ctx, cart);
    return paymentDetails(ctx.state, cart);
  },
  CK,
);
both(
  quoteHandlers,
  'PaymentInformationManagementInterface',
  'savePaymentInformation',
  (ctx) => {
    const cart = resolveCart(ctx);
    setPayment(cart, bodyValue(ctx, 'paymentMethod'));
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
  quoteHandlers,
  'PaymentInformationManagementInterface',
  'savePaymentInformationAndPlaceOrder',
  (ctx) => {
    const cart = resolveCart(ctx);
    const billing = bodyValue(ctx, 'billingAddress');
    if (isObject(billing)) assignAddress(ctx.state, cart, 'billing', billing as JsonObject);
    const email = bodyValue(ctx, 'email');
    if (isGuestRoute(ctx) && (typeof email !== 'string' || email === '')) throw requiredField('email');
    return placeOrder(ctx, cart, bodyValue(ctx, 'paymentMethod'), typeof email === 'string' ? email : null);
  },
  CK,
);


// ---- gift messages: one per cart and one per cart item; none set → the platform's [] (a null message) ----------

const GM = 'Magento\\GiftMessage\\Api\\';
function giftMessageInput(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'giftMessage');
  for (const field of ['sender', 'recipient', 'message'] as const) if (typeof input[field] !== 'string') throw requiredField(field);
  return input;
}

function storedMessage(state: State, cart: JsonObject, input: JsonObject): number {
  const message: JsonObject = { sender: asString(input.sender, ''), recipient: asString(input.recipient, ''), message: asString(input.message, '') };
  if (typeof cart.__customer_id === 'number') message.customer_id = cart.__customer_id;
  state.giftMessages.insert(message, 'gift_message_id');
  return Number(message.gift_message_id);
}

function cartItemOf(state: State, cart: JsonObject, itemId: number): JsonObject {
  const item = itemsOf(state, cart).find((candidate) => candidate.item_id === itemId);
  if (item === undefined) throw notFound('No item with the provided ID was found in the Cart. Verify the ID and try again.');
  return item;
}

function giftMessageOf(state: State, holder: JsonObject): Json {
  const message = state.giftMessages.get(asNumber(holder.__gift_message_id, -1));
  if (message === undefined) return [];
  const { gift_message_id: id = 0, ...rest } = message;
  return { gift_message_id: id, ...clone(rest) };
}

for (const prefix of ['', 'Guest']) {
  quoteHandlers[`${GM}${prefix}CartRepositoryInterface::get`] = (ctx) => giftMessageOf(ctx.state, resolveCart(ctx));
  quoteHandlers[`${GM}${prefix}CartRepositoryInterface::save`] = (ctx) => {
    const cart = resolveCart(ctx);
    if (itemsOf(ctx.state, cart).length === 0) throw inputError('Gift messages can\'t be used for an empty cart. Add an item and try again.');
    cart.__gift_message_id = storedMessage(ctx.state, cart, giftMessageInput(ctx));
    return true;
  };
  quoteHandlers[`${GM}${prefix}ItemRepositoryInterface::get`] = (ctx) => {
    const cart = resolveCart(ctx);
    return giftMessageOf(ctx.state, cartItemOf(ctx.state, cart, asNumber(param(ctx, 'itemId'), -1)));
  };
  quoteHandlers[`${GM}${prefix}ItemRepositoryInterface::save`] = (ctx) => {
    const cart = resolveCart(ctx);
    const item = cartItemOf(ctx.state, cart, asNumber(param(ctx, 'itemId'), -1));
    item.__gift_message_id = storedMessage(ctx.state, cart, giftMessageInput(ctx));
    return true;
  };
}
