// Carts (quotes) for admin (/V1/carts/:cartId), customers (/V1/carts/mine: the cart id comes from the caller's context)
// and guests (/V1/guest-carts/:maskedId): how a call finds its cart, how a cart and its items are answered, creating
// carts, assigning one to a customer, and the items. Each operation is written once and registered under the plain
// and the Guest* service interface (both()).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, param, searchCall } from '../context.ts';
import { productKey, requireProduct } from '../catalog/lookup.ts';
import { readScoped, SCOPE_PART_FAULT } from '../scope.ts';
import { DomainError, inputError, noSuchEntity, notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { listSearch, type FieldReader } from '../search.ts';
import { serializeCustomer } from '../customers.ts';
import type { State } from '../state.ts';
import { cartItemProductOption, giftCardItemOption, isGiftCard, isVirtualGiftCard } from '../commerce/gift-cards.ts';
import { COMMERCE_INPUT_FAULT } from '../input-faults.ts';
import { COMMERCE_FAULT, GROUPED_CART_FAULT, OPTION_LINE_FAULT } from '../faults.ts';
import { compositeLine, type CompositeLine } from './composite-items.ts';

export const Q = 'Magento\\Quote\\Api\\';

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

export function isMineRoute(ctx: Ctx): boolean {
  return ctx.call.route.url.includes('/mine');
}

export function isGuestRoute(ctx: Ctx): boolean {
  return ctx.call.route.url.includes('guest-carts/');
}

export function activeCartOf(state: State, customerId: number): JsonObject | undefined {
  return state.carts.all().find((cart) => cart.__customer_id === customerId && cart.is_active === true);
}

/** ParamOverriderCartId's answer for a customer with no active cart (real 2.4.7: GET /V1/carts/mine/items and every
 * other route forcing %cart_id%). */
export const NO_ACTIVE_CART = 'Current customer does not have an active cart.';

/** The cart a call addresses: masked id (guest routes), the caller's active cart (/mine), or the numeric id. */
export function resolveCart(ctx: Ctx): JsonObject {
  const { state, call } = ctx;
  if (isGuestRoute(ctx)) {
    const masked = param(ctx, 'cartId');
    const cartId = state.maskedCarts.get(masked);
    const cart = cartId === undefined ? undefined : state.carts.get(cartId);
    // The platform looks the mask up first and finds no quote id: its error names the id it looked for, null.
    if (cart === undefined) throw new DomainError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: null });
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
    // A route that forces %cart_id% has it resolved before its service runs (Quote\Model\Webapi\ParamOverriderCartId),
    // which says so when the customer has no active cart; GET /V1/carts/mine asks the service (NoSuchEntity customerId).
    // Both as the real 2.4.7 answers a customer without a cart.
    if (cart === undefined && forced === '%cart_id%') throw new DomainError(404, NO_ACTIVE_CART);
    if (cart === undefined) throw noSuchEntity('customerId', customerId);
    return cart;
  }
  if (forced === undefined || !/^\d+$/.test(forced)) throw noSuchEntity('cartId', forced ?? '');
  const cart = state.carts.get(Number(forced));
  if (cart === undefined) throw noSuchEntity('cartId', Number(forced));
  return cart;
}

export function customerIdOf(ctx: Ctx): number {
  const forced = ctx.call.params.customerId;
  if (forced !== undefined && /^\d+$/.test(forced)) return Number(forced);
  if (ctx.call.identity.userId !== null) return ctx.call.identity.userId;
  throw new DomainError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
}

export function itemsOf(state: State, cart: JsonObject): JsonObject[] {
  return state.cartItems.all().filter((item) => item.__cart_id === cart.id);
}

/**
 * The store a cart's items are named in: that of the code the cart is read under, else the cart's own. A cart shows
 * the product's name of that store view (the real 2.4.7-p3 and 2.4.6-p1: a cart of fr read under fr or without a code
 * names the item with fr's name, read under default with the default's; Magento's CartAddingItemsTest::
 * testForProductNameAsPerStoreView), and answers that store as its store_id.
 */
export function readStoreOf(ctx: Ctx, cart: JsonObject): number {
  return ctx.call.storeCode === null || ctx.storeId === 0 ? asNumber(cart.store_id, 1) : ctx.storeId;
}

/** An item's name as a store view shows it: the product's name of that view (the fault scope-cart-item-default-name:
 * the name it was added with, the default's). */
export function itemNameIn(ctx: Ctx, item: JsonObject, storeId: number): string {
  const product = typeof item.__product_id === 'number' ? ctx.state.products.get(item.__product_id) : undefined;
  if (product === undefined || ctx.options.faults.has(SCOPE_PART_FAULT.cartItemDefaultName)) return String(item.name ?? '');
  return String(readScoped(ctx.state, productKey(Number(product.id)), storeId, product).name ?? item.name ?? '');
}

/** A cart's items as read in `ctx`, each named in the cart's read store. */
export function itemsRead(ctx: Ctx, cart: JsonObject): JsonObject[] {
  const store = readStoreOf(ctx, cart);
  return itemsOf(ctx.state, cart).map((item) => serializeItem(item, itemNameIn(ctx, item, store)));
}

export function serializeItem(item: JsonObject, name?: string): JsonObject {
  const out: JsonObject = { item_id: item.item_id ?? 0, sku: item.sku ?? '', qty: item.qty ?? 0, name: name ?? item.name ?? '', price: item.price ?? 0, product_type: item.product_type ?? 'simple', quote_id: String(item.__cart_id) };
  // A gift card's options travel with the item (real Adobe Commerce 2.4.6-p1: the message is not answered).
  if (item.__giftcard_option !== undefined) out.product_option = cartItemProductOption(item.__giftcard_option as JsonObject);
  // A configurable's or a bundle's options travel with the item as they were sent (real 2.4.7-p3).
  if (item.__composite_option !== undefined) out.product_option = item.__composite_option;
  return out;
}

/** A quote is virtual when every item is (Quote::isVirtual): here, a cart of virtual and downloadable products
 * (Downloadable\Model\Product\Type extends the virtual type) and virtual gift cards only (real 2.4.7-p3 for a
 * virtual and a downloadable product, real Adobe Commerce 2.4.6-p1 for gift cards and a downloadable product:
 * is_virtual true, paid without a shipping address or method). */
export function isVirtualCart(state: State, cart: JsonObject): boolean {
  const items = itemsOf(state, cart);
  const virtual = (product: JsonObject | undefined): boolean => product?.type_id === 'virtual' || product?.type_id === 'downloadable' || isVirtualGiftCard(product);
  return items.length > 0 && items.every((item) => virtual(state.products.get(asNumber(item.__product_id, -1))));
}

function emptyQuoteAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping'): JsonObject {
  const row: JsonObject = { __cart_id: Number(cart.id), __kind: kind, same_as_billing: kind === 'shipping' ? 1 : 0, save_in_address_book: 0 };
  state.quoteAddresses.insert(row, 'id');
  return row;
}

export function quoteAddress(state: State, cart: JsonObject, kind: 'billing' | 'shipping'): JsonObject {
  const id = Number(kind === 'billing' ? cart.__billing_address_id : cart.__shipping_address_id);
  return state.quoteAddresses.get(id) ?? emptyQuoteAddress(state, cart, kind);
}

export function customerEmail(state: State, cart: JsonObject): Json {
  const customerId = cart.__customer_id;
  if (typeof customerId === 'number') return state.customers.get(customerId)?.email ?? null;
  return typeof cart.__guest_email === 'string' ? cart.__guest_email : null;
}

export function serializeQuoteAddress(state: State, cart: JsonObject, row: JsonObject): JsonObject {
  // In the real 2.4.7-p3's order; the optional parts (company, fax, middlename, prefix, suffix, vat_id) only when set
  // (tests/corpus/real-2.4.7-p3/whole-entities/guest-cart-every-address-field.read.json).
  const optional = (field: string): JsonObject => (row[field] === undefined || row[field] === null ? {} : { [field]: clone(row[field] as Json) });
  const out: JsonObject = {
    id: row.id ?? 0,
    region: row.region ?? null,
    region_id: row.region_id ?? null,
    region_code: row.region_code ?? null,
    country_id: row.country_id ?? null,
    street: clone((row.street as Json | undefined) ?? ['']),
    ...optional('company'),
    telephone: row.telephone ?? null,
    ...optional('fax'),
    postcode: row.postcode ?? null,
    city: row.city ?? null,
    firstname: row.firstname ?? null,
    lastname: row.lastname ?? null,
    ...optional('middlename'),
    ...optional('prefix'),
    ...optional('suffix'),
    ...optional('vat_id'),
  };
  if (typeof cart.__customer_id === 'number') out.customer_id = cart.__customer_id;
  out.email = row.email ?? customerEmail(state, cart);
  out.same_as_billing = row.same_as_billing ?? 0;
  out.save_in_address_book = row.save_in_address_book ?? 0;
  return out;
}

/** A cart as its shopper reads it (GET /V1/guest-carts/:cartId, /V1/carts/mine). Fault shopper-cart-read-stale
 * answers it with the counts of an empty cart (items_count and items_qty 0), where the platform answers the quote as
 * stored, as the admin's GET /V1/carts/:cartId reads it. */
function shopperCartRead(ctx: Ctx): JsonObject {
  const out = serializeCart(ctx.state, resolveCart(ctx), ctx);
  return ctx.options.faults.has(COMMERCE_FAULT.shopperCartReadStale) ? { ...out, items_count: 0, items_qty: 0 } : out;
}

/** A cart as answered; `read` (the call reading it) names its items and its store as that call's store view shows them. */
export function serializeCart(state: State, cart: JsonObject, read?: Ctx): JsonObject {
  const items = read === undefined ? itemsOf(state, cart).map((item) => serializeItem(item)) : itemsRead(read, cart);
  const customerId = cart.__customer_id;
  // A guest's cart has no customer: its e-mail stays null even after the order is placed (real 2.4.7-p3); the guest's
  // e-mail is on its addresses and the order.
  const customer: JsonObject = typeof customerId === 'number' && state.customers.get(customerId) !== undefined ? serializeCustomer(state, state.customers.get(customerId) as JsonObject) : { email: null, firstname: null, lastname: null };
  const out: JsonObject = {
    id: cart.id ?? 0,
    created_at: cart.created_at ?? '',
    updated_at: cart.updated_at ?? '',
    is_active: cart.is_active ?? true,
    is_virtual: isVirtualCart(state, cart),
  };
  // An ordered (inactive) cart is answered without its items and shipping assignments (real 2.4.7-p3), an active
  // one with both, [] when empty.
  const active = cart.is_active !== false;
  if (active) out.items = items;
  out.items_count = items.length;
  out.items_qty = items.reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
  // Fault cart-customer-names-dropped: the customer's names are left out (read through a call that names its faults).
  if (read !== undefined && read.options.faults.has(COMMERCE_FAULT.cartCustomerNamesDropped) && typeof customerId === 'number') {
    delete customer.firstname;
    delete customer.lastname;
  }
  out.customer = customer;
  out.billing_address = serializeQuoteAddress(state, cart, quoteAddress(state, cart, 'billing'));
  if (typeof cart.reserved_order_id === 'string') out.reserved_order_id = cart.reserved_order_id;
  out.orig_order_id = 0;
  out.currency = { global_currency_code: 'USD', base_currency_code: 'USD', store_currency_code: 'USD', quote_currency_code: 'USD', store_to_base_rate: 0, store_to_quote_rate: 0, base_to_global_rate: 1, base_to_quote_rate: 1 };
  out.customer_is_guest = typeof customerId !== 'number';
  // Answered once a PUT /V1/carts/mine saved one (real 2.4.7-p3, whole-entities/customer-cart-put.*), absent before.
  if (typeof cart.customer_note === 'string') out.customer_note = cart.customer_note;
  out.customer_note_notify = true;
  out.customer_tax_class_id = 3;
  out.store_id = read === undefined ? (cart.store_id ?? 1) : readStoreOf(read, cart);
  // No shipping assignment until the cart holds an item (real 2.4.7-p3: [] for a new cart).
  if (active) {
    out.extension_attributes = {
      shipping_assignments: items.length === 0 ? [] : [{ shipping: { address: serializeQuoteAddress(state, cart, quoteAddress(state, cart, 'shipping')), method: (cart.__shipping_method as Json | undefined) ?? null }, items }],
    };
  }
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

export function touch(ctx: Ctx, cart: JsonObject): void {
  cart.updated_at = ctx.now();
}

export function requireActive(cart: JsonObject): void {
  if (cart.is_active !== true) throw noSuchEntity('cartId', Number(cart.id));
}

/** Add a product (or raise an existing line's qty), as CartItemRepository::save does. */
export function addItem(ctx: Ctx, cart: JsonObject, input: JsonObject): JsonObject {
  requireActive(cart);
  const qty = asNumber(input.qty, 1);
  if (qty <= 0) throw inputError('The qty value is required to update quote item.');
  if (input.item_id !== undefined && input.item_id !== null) {
    const item = itemsOf(ctx.state, cart).find((candidate) => candidate.item_id === asNumber(input.item_id, -1));
    if (item === undefined) throw notFound('The %1 Cart doesn\'t contain the %2 item.', [String(cart.id), asNumber(input.item_id, -1)]);
    // A product option sent with the update chooses again: the line is replaced by one of the new choice
    // (composite-items.ts); fault cart-item-options-not-updated keeps the old choice.
    const product = ctx.state.products.get(asNumber(item.__product_id, -1));
    const chosen = isObject(input.product_option) && item.__composite_option !== undefined && !ctx.options.faults.has(OPTION_LINE_FAULT.optionsNotUpdated);
    const line = chosen && product !== undefined ? compositeLine(ctx.state, product, input.product_option, ctx.options.faults) : null;
    if (line !== null && product !== undefined) {
      ctx.state.cartItems.delete(asNumber(item.item_id, -1));
      const replaced = compositeItem(cart, product, line, qty);
      ctx.state.cartItems.insert(replaced, 'item_id');
      touch(ctx, cart);
      return serializeItem(replaced, itemNameIn(ctx, replaced, readStoreOf(ctx, cart)));
    }
    item.qty = qty;
    touch(ctx, cart);
    return serializeItem(item, itemNameIn(ctx, item, readStoreOf(ctx, cart)));
  }
  const sku = asString(input.sku, '');
  if (sku === '') throw requiredField('sku');
  const product = requireProduct(ctx.state, sku);
  if (product.type_id === 'grouped') return addGroupedLines(ctx, cart, product, qty, input.product_option);
  // A gift card's options are checked and kept; its price is the amount chosen; lines merge only with equal options.
  const giftCard = isGiftCard(product) ? giftCardItemOption(ctx.state, product, input.product_option) : null;
  // A configurable's or a bundle's line is the child its options choose (composite-items.ts).
  const composite = compositeLine(ctx.state, product, input.product_option, ctx.options.faults);
  const sameOptions = (item: JsonObject): boolean => JSON.stringify(item.__giftcard_option ?? null) === JSON.stringify(giftCard?.option ?? null) && JSON.stringify(item.__composite_option ?? null) === JSON.stringify(composite?.option ?? null);
  const lineSku = composite?.sku ?? String(product.sku);
  const existing = itemsOf(ctx.state, cart).find((item) => item.sku === lineSku && sameOptions(item));
  if (existing !== undefined) {
    existing.qty = asNumber(existing.qty, 0) + qty;
    touch(ctx, cart);
    return serializeItem(existing, itemNameIn(ctx, existing, readStoreOf(ctx, cart)));
  }
  if (composite !== null) {
    const item = compositeItem(cart, product, composite, qty);
    ctx.state.cartItems.insert(item, 'item_id');
    touch(ctx, cart);
    return serializeItem(item, itemNameIn(ctx, item, readStoreOf(ctx, cart)));
  }
  const item: JsonObject = { sku: lineSku, qty, name: String(product.name), price: giftCard?.amount ?? asNumber(product.price, 0), product_type: String(product.type_id), __cart_id: Number(cart.id), __product_id: Number(product.id) };
  if (giftCard !== null) item.__giftcard_option = giftCard.option;
  ctx.state.cartItems.insert(item, 'item_id');
  touch(ctx, cart);
  return serializeItem(item, itemNameIn(ctx, item, readStoreOf(ctx, cart)));
}

/** A cart line of a product its option chooses (composite-items.ts), not yet stored. */
function compositeItem(cart: JsonObject, product: JsonObject, line: CompositeLine, qty: number): JsonObject {
  const item: JsonObject = { sku: line.sku, qty, name: String(product.name), price: line.price, product_type: String(product.type_id), __cart_id: Number(cart.id), __product_id: Number(product.id), __composite_option: line.option };
  if (line.child !== null) item.__child = { ...line.child };
  if (line.more !== undefined) item.__more_children = line.more.map((child) => ({ ...child }));
  return item;
}

/** A grouped product added: one line per associated child (in link position order, the link's qty per unit), each
 * of product_type grouped at the child's own price and name, merged with a grouped line of that child already in the
 * cart; the answer is the first child's line (the real 2.4.7-p3, 2026-12-03: the order then holds one grouped item
 * per child, as OrderCreateMultiStockModeGroupedProductTest reads it). product_option.extension_attributes.
 * grouped_options [{id, qty}] choose each child's qty by its product id (a child not named keeps its link's qty),
 * an entry without id or qty refused "Please specify id and qty for grouped options.", and the answer carries the
 * option sent (GroupedProduct CartItemProcessor); a child not in stock (or disabled) gets no line (Grouped::
 * getProductInfo: qty 0 for a child not salable). Faults: grouped-cart-options-ignored (the options taken as none),
 * grouped-cart-out-of-stock-child-added (every child a line), grouped-cart-parent-qty-ignored (the link's qty alone). */
function addGroupedLines(ctx: Ctx, cart: JsonObject, product: JsonObject, qty: number, productOption: unknown): JsonObject {
  const faults = ctx.options.faults;
  const sent = isObject(productOption) && isObject(productOption.extension_attributes) ? productOption.extension_attributes.grouped_options : undefined;
  const options = Array.isArray(sent) && sent.length > 0 && !faults.has(GROUPED_CART_FAULT.optionsIgnored) ? sent : null;
  const chosen = new Map<number, number>();
  for (const entry of options ?? []) {
    const id = isObject(entry) ? entry.id : undefined;
    const each = isObject(entry) ? entry.qty : undefined;
    if (id === undefined || id === null || each === undefined || each === null) throw inputError('Please specify id and qty for grouped options.');
    chosen.set(asNumber(id, -1), asNumber(each, 0));
  }
  const links = ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => link.link_type === 'associated').sort((a, b) => asNumber(a.position, 0) - asNumber(b.position, 0));
  const lines: JsonObject[] = [];
  for (const link of links) {
    const child = requireProduct(ctx.state, String(link.linked_product_sku));
    const per = asNumber(isObject(link.extension_attributes) ? link.extension_attributes.qty : undefined, 1) || 1;
    const stock = ctx.state.stockItems.get(Number(child.id));
    const salable = asNumber(child.status, 1) === 1 && stock?.is_in_stock !== false;
    if (!salable && !faults.has(GROUPED_CART_FAULT.outOfStockChildAdded)) continue;
    const wanted = chosen.get(Number(child.id)) ?? (options !== null || faults.has(GROUPED_CART_FAULT.parentQtyIgnored) ? per : qty * per);
    if (wanted <= 0) continue;
    const existing = itemsOf(ctx.state, cart).find((item) => item.sku === child.sku && item.product_type === 'grouped');
    if (existing !== undefined) {
      existing.qty = asNumber(existing.qty, 0) + wanted;
      lines.push(existing);
      continue;
    }
    const line: JsonObject = { sku: String(child.sku), qty: wanted, name: String(child.name), price: asNumber(child.price, 0), product_type: 'grouped', __cart_id: Number(cart.id), __product_id: Number(child.id) };
    ctx.state.cartItems.insert(line, 'item_id');
    lines.push(line);
  }
  const first = lines[0];
  if (first === undefined) throw inputError('Please specify the quantity of product(s).');
  touch(ctx, cart);
  const answer = serializeItem(first, itemNameIn(ctx, first, readStoreOf(ctx, cart)));
  return options !== null ? { ...answer, product_option: { extension_attributes: { grouped_options: clone(options) } } } : answer;
}

/** Register one handler under the plain and the Guest* interface of the same service. */
export function both(table: HandlerTable, service: string, method: string, handler: (ctx: Ctx) => Json, prefix = Q): void {
  table[`${prefix}${service}::${method}`] = handler;
  table[`${prefix}Guest${service}::${method}`] = handler;
}

/** The cart's collected totals, as totals.ts computes them (registered by it: totals.ts imports this module). */
let totalsReader: ((state: State, cart: JsonObject) => { subtotal: number; grandTotal: number }) | null = null;
export function readCartTotalsWith(reader: (state: State, cart: JsonObject) => { subtotal: number; grandTotal: number }): void {
  totalsReader = reader;
}

/** The quote table's columns as a search filters on them; items_count is a stored column on the platform, kept in step
 * with the cart's items, so a search can ask for carts that hold something. */
const cartFieldReader =
  (state: State): FieldReader =>
  (row, field) => {
    if (field === 'customer_id') return row.__customer_id;
    // quote.customer_is_guest: 1 for a cart no customer holds, as answered (the real 2.4.7-p3 sorts carts by it).
    if (field === 'customer_is_guest') return typeof row.__customer_id !== 'number';
    // quote.customer_email: the customer's, or the guest's once checkout gave it (the full level's teardown searches the
    // run's carts by it).
    if (field === 'customer_email') return customerEmail(state, row);
    // quote.subtotal and grand_total: the totals collected on the cart (CartRepositoryTest::testGetList filters on them).
    if (field === 'subtotal' || field === 'base_subtotal') return totalsReader?.(state, row).subtotal;
    if (field === 'grand_total' || field === 'base_grand_total') return totalsReader?.(state, row).grandTotal;
    if (field === 'items_count') return itemsOf(state, row).length;
    if (field === 'items_qty') return itemsOf(state, row).reduce((sum, item) => sum + asNumber(item.qty, 0), 0);
    return row[field];
  };

/** Columns of the quote table a search may name though no cart holds a value in them (db_schema.xml of Magento_Quote). */
const QUOTE_COLUMNS: ReadonlySet<string> = new Set(['customer_id', 'items_count', 'items_qty', 'customer_email', 'customer_firstname', 'customer_lastname', 'reserved_order_id', 'is_active', 'store_id', 'created_at', 'updated_at', 'subtotal', 'base_subtotal', 'grand_total', 'base_grand_total']);

export const cartHandlers: HandlerTable = {
  [`${Q}CartRepositoryInterface::get`]: (ctx) => serializeCart(ctx.state, resolveCart(ctx), ctx),
  [`${Q}GuestCartRepositoryInterface::get`]: (ctx) => shopperCartRead(ctx),
  [`${Q}CartRepositoryInterface::getList`]: (ctx) => {
    // The quote table's id is entity_id; `id` is no column (the real 2.4.7-p3 answers 500 to a filter or sort on it).
    // Columns the quote table always has are columns whether or not a cart holds a value in them (a guest cart's
    // customer_email is null until checkout): a search on them is no unknown field.
    const result = listSearch(searchCall(ctx), ctx.state.carts.all(), { table: 'quote', storage: 'flat', read: cartFieldReader(ctx.state), columns: { entity_id: 'id' }, notColumns: ['id'], isColumn: (field) => QUOTE_COLUMNS.has(field) });
    result.items = (result.items as JsonObject[]).map((row) => serializeCart(ctx.state, row));
    return result;
  },
  // PUT /V1/carts/mine: a quote.customer.id other than the caller's (another id, none) is refused before anything is
  // saved (real 2.4.7-p3: 400 "Invalid state change requested"; CartRepositoryTest::testSaveQuoteException); the
  // fault cart-save-customer-unchecked saves it.
  [`${Q}CartRepositoryInterface::save`]: (ctx) => {
    const cart = resolveCart(ctx);
    const input = bodyObject(ctx, 'quote');
    const named = isObject(input.customer) ? asNumber((input.customer as JsonObject).id, -1) : -1;
    if (named !== (ctx.call.identity.userId ?? -2) && !ctx.options.faults.has(COMMERCE_INPUT_FAULT.cartSaveCustomerUnchecked)) throw inputError('Invalid state change requested');
    if (typeof input.customer_note === 'string') cart.customer_note = input.customer_note;
    touch(ctx, cart);
    return null;
  },
  // The new cart's id as the platform answers it: a JSON string ("10"), the database driver's type (real 2.4.7-p3).
  [`${Q}CartManagementInterface::createEmptyCart`]: (ctx) => String(createCart(ctx, null).id),
  [`${Q}GuestCartManagementInterface::createEmptyCart`]: (ctx) => {
    const cart = createCart(ctx, null);
    const full = maskedIdFor(Number(cart.id));
    const mask = ctx.options.faults.has(COMMERCE_FAULT.guestCartShortMask) ? full.slice(0, 16) : full;
    ctx.state.maskedCarts.set(mask, Number(cart.id));
    return mask;
  },
  [`${Q}CartManagementInterface::createEmptyCartForCustomer`]: (ctx) => {
    // The token's customer, whatever customerId the body names (CartManagementTest::testCreateEmptyCartAndGetCartFor
    // Customer); fault cart-mine-body-customer-followed follows the body's instead.
    const named = isObject(ctx.call.body) ? (ctx.call.body as JsonObject).customerId : undefined;
    const customerId = ctx.options.faults.has(COMMERCE_FAULT.cartMineBodyCustomerFollowed) && named !== undefined ? asNumber(named, -1) : customerIdOf(ctx);
    if (ctx.state.customers.get(customerId) === undefined) throw noSuchEntity('customerId', customerId);
    const existing = activeCartOf(ctx.state, customerId);
    return Number((existing ?? createCart(ctx, customerId)).id);
  },
  [`${Q}CartManagementInterface::getCartForCustomer`]: (ctx) => shopperCartRead(ctx),
};

/** The store views a customer's carts may be in (Customer::getSharedStoreIds, account sharing per website): its
 * website's. */
function sharedStoreIds(state: State, customer: JsonObject): number[] {
  const websiteId = asNumber(customer.website_id, 1);
  return state.storeViews.filter((store) => store.website_id === websiteId).map((store) => store.id);
}

// QuoteManagement::assignCustomer's refusals, in its order: the active cart, the customer, the store (the customer's
// website's), the cart's anonymity; before them, for a customer's own call on a guest cart, GuestCartManagement's
// Authorization plugin (the customer named must be the caller). Fault cart-assignment-unchecked lets a cart that has
// a customer, and another customer than the caller, through.
both(cartHandlers, 'CartManagementInterface', 'assignCustomer', (ctx) => {
  const unchecked = ctx.options.faults.has(COMMERCE_INPUT_FAULT.cartAssignmentUnchecked);
  const customerId = asNumber(bodyValue(ctx, 'customerId'), -1);
  if (isGuestRoute(ctx) && customerId !== (ctx.call.identity.userId ?? 0) && !unchecked) throw inputError('You don\'t have the correct permissions to assign the customer to the cart.');
  const cart = resolveCart(ctx);
  requireActive(cart);
  const customer = ctx.state.customers.get(customerId);
  if (customer === undefined) throw noSuchEntity('customerId', customerId);
  if (!sharedStoreIds(ctx.state, customer).includes(asNumber(bodyValue(ctx, 'storeId'), -1))) throw inputError('The customer can\'t be assigned to the cart. The cart belongs to a different store.');
  if (typeof cart.__customer_id === 'number' && !unchecked) throw inputError('The customer can\'t be assigned to the cart because the cart isn\'t anonymous.');
  // The customer's active cart, if any, is merged into this one and deactivated (QuoteManagement::assignCustomer on
  // 2.4.7: the real platform answered true and the customer's cart became the guest's, quantities added up); the guest
  // cart's masked id stops resolving.
  const previous = activeCartOf(ctx.state, customerId);
  if (previous !== undefined && previous !== cart) {
    if (!ctx.options.faults.has(COMMERCE_FAULT.assignmentMergeSkipped)) for (const line of itemsOf(ctx.state, previous)) addItem(ctx, cart, { sku: line.sku ?? '', qty: line.qty ?? 1 });
    previous.is_active = false;
  }
  if (!ctx.options.faults.has(COMMERCE_INPUT_FAULT.assignmentMaskKept)) for (const [mask, id] of ctx.state.maskedCarts) if (id === Number(cart.id)) ctx.state.maskedCarts.delete(mask);
  cart.__customer_id = customerId;
  touch(ctx, cart);
  return true;
});
// A guest's item list names its cart by the masked id the guest asked with, where the item's own answer (and the cart's
// items) carry the numeric quote id (real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/guest-cart-item-put.*).
both(cartHandlers, 'CartItemRepositoryInterface', 'getList', (ctx) => {
  // Fault cart-items-list-bare: the list answers its items unpriced, unnamed and untyped (empty).
  const bare = ctx.options.faults.has(COMMERCE_FAULT.cartItemsListBare);
  const items = itemsRead(ctx, resolveCart(ctx)).map((item) => (bare ? { ...item, name: '', price: 0, product_type: '' } : item));
  return isGuestRoute(ctx) ? items.map((item) => ({ ...item, quote_id: param(ctx, 'cartId') })) : items;
});
both(cartHandlers, 'CartItemRepositoryInterface', 'save', (ctx) => {
  const cart = resolveCart(ctx);
  const input = bodyObject(ctx, 'cartItem');
  if (ctx.call.params.itemId !== undefined) input.item_id = ctx.call.params.itemId;
  return addItem(ctx, cart, input);
});
both(cartHandlers, 'CartItemRepositoryInterface', 'deleteById', (ctx) => {
  const cart = resolveCart(ctx);
  const itemId = asNumber(param(ctx, 'itemId'), -1);
  const item = itemsOf(ctx.state, cart).find((candidate) => candidate.item_id === itemId);
  if (item === undefined) throw notFound('The %1 Cart doesn\'t contain the %2 item.', [Number(cart.id), itemId]);
  ctx.state.cartItems.delete(itemId);
  touch(ctx, cart);
  return true;
});
