// The run's own entities of Adobe Commerce's own modules (COMMERCE_WRITES=full): a gift card product, the gift card
// account the run buys with it, carts holding that account's code, returns (RMA) of the run's own shipped and invoiced
// orders, with a track, and a gift registry item. Measured on the real Adobe Commerce 2.4.6-p1 (docs/real-platform.md,
// "Adobe Commerce's own writes"):
// - No REST route creates, lists or reads a gift card account. An account is what invoicing an order of a gift card
//   product makes (one per unit, its code drawn from the installation's code pool), and its code is readable only on
//   that order's item (product_option.extension_attributes.giftcard_item_option.extension_attributes
//   .giftcard_created_codes). So the run orders its own gift card product, as a guest, and invoices the order: the
//   account is the run's, never one of the installation's, and it stays (no REST call removes one), listed by design.
//   Its code is a bearer instrument (whoever knows it spends it): a secret, kept out of every report.
// - The gift card product must name its e-mail template (use_config_email_template): without one the invoice that
//   makes the account fails (400 "Could not save an invoice, see error log for details"; the log: "Email template ''
//   is not defined."). It is enabled (a disabled product cannot be added to a cart) and not visible individually, so
//   no storefront list, search or URL offers it, as the run's salable product.
// - A return needs an order of the run's own and one of its items; the platform checks nothing of the shipment, but the
//   run returns what it shipped and invoiced (a complete order), as a merchant's customer would.
// - No REST route makes a gift registry: GraphQL's createGiftRegistry and moveCartItemsToGiftRegistry do, as the run's
//   own customer. The estimate routes take a registry *item* id. The registry goes with its customer (its rows cascade
//   from customer_entity), whom the sweep deletes.

import { all, notMade, text, type Factory, type Ops } from './factory.ts';
import { addressOf, PAYMENT_METHOD, SALABLE_QTY, type CommerceKind } from './commerce-entities.ts';
import { DEFAULT_STORE_VIEW, US_CALIFORNIA } from './commerce-references.ts';
import { COUNTRY_US, DEFAULT_SET, record, WEBSITES, type ReferenceRead } from './platform-references.ts';
import type { HttpExchange } from '../types.ts';

export type EditionKind = 'giftcard-product' | 'giftcard-account' | 'giftcard-guest-cart' | 'giftcard-cart' | 'giftcard-own-cart' | 'rma' | 'rma-track' | 'registry-item';

type Needs = EditionKind | CommerceKind | 'own-customer';
type EditionOps = Ops<Needs>;
type Made = { values: Record<string, string> } | { reason: string };

/** What one gift card of the run's own is worth: less than any order of the run's salable product (10 + 5 shipping),
 * so that an order paid with it is paid partly by the card, partly by check / money order. */
export const GIFT_CARD_AMOUNT = 5;

const PRODUCT_READS: readonly ReferenceRead[] = [DEFAULT_SET, WEBSITES];
const ORDER_READS: readonly ReferenceRead[] = [...PRODUCT_READS, COUNTRY_US, US_CALIFORNIA, DEFAULT_STORE_VIEW];

const failed = (made: Record<string, string> | { reason: string }): made is { reason: string } => Object.keys(made).length === 1 && typeof made.reason === 'string';
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The run's gift card product: a virtual card of GIFT_CARD_AMOUNT, enabled on the main website, not visible
 * individually, its e-mail template, redeemability, lifetime and message taken from the store's configuration. */
export const giftCardProductBody = (name: string): { product: Record<string, unknown> } => ({
  product: {
    sku: name,
    name,
    attribute_set_id: 4,
    status: 1,
    visibility: 1,
    type_id: 'giftcard',
    extension_attributes: { website_ids: [1], stock_item: { qty: SALABLE_QTY, is_in_stock: true }, giftcard_amounts: [{ website_id: 0, value: GIFT_CARD_AMOUNT, website_value: GIFT_CARD_AMOUNT }] },
    custom_attributes: [
      { attribute_code: 'url_key', value: name },
      { attribute_code: 'giftcard_type', value: '0' },
      { attribute_code: 'allow_open_amount', value: '0' },
      { attribute_code: 'use_config_email_template', value: '1' },
      { attribute_code: 'use_config_is_redeemable', value: '1' },
      { attribute_code: 'use_config_lifetime', value: '1' },
      { attribute_code: 'use_config_allow_message', value: '1' },
    ],
  },
});

/** A virtual gift card's options in a cart item: its amount, sender and recipient (on example.com: the mail the
 * platform sends when it makes the account reaches nobody). */
export const giftCardOption = (name: string): Record<string, unknown> => ({
  giftcard_item_option: { giftcard_amount: String(GIFT_CARD_AMOUNT), giftcard_sender_name: name, giftcard_sender_email: `${name}-sender@example.com`, giftcard_recipient_name: name, giftcard_recipient_email: `${name}-recipient@example.com`, giftcard_message: name },
});

/** The codes of the accounts an order's gift card item made (read from the order, after its invoice). */
export function createdCodes(order: unknown): string[] {
  return list(record(order).items).flatMap((item) => list(record(record(record(record(record(item).product_option).extension_attributes).giftcard_item_option).extension_attributes).giftcard_created_codes)).filter((c): c is string => typeof c === 'string' && c !== '');
}

/** A code as reports show it: its last four characters. */
export const maskedCode = (code: string): string => `****${code.slice(-4)}`;

const giftCardProduct: Factory<Needs> = {
  sweptAs: 'product',
  level: 'allow',
  reads: PRODUCT_READS,
  async make(ops, name) {
    const make = async (): Promise<Made> => {
      const res = await ops.call('admin', { method: 'POST', path: '/V1/products', body: giftCardProductBody(name) });
      if (res.status !== 200) return notMade('gift card product', 'POST /V1/products', res);
      const sku = text(record(res.json).sku);
      return sku === null ? { reason: 'POST /V1/products created the run\'s own gift card product but its answer lacks its sku' } : { values: { sku } };
    };
    return ops.shared ? ops.shared('giftcard-product', make) : make();
  },
};

/** One gift card of the run's own product bought by a guest (a virtual item: no shipping), paid by check / money
 * order, and invoiced: the account the invoice makes, its code read from the order. The order, its invoice and the
 * account stay on the installation, listed by design. */
const giftCardAccount: Factory<Needs> = {
  sweptAs: 'order',
  level: 'full',
  reads: ORDER_READS,
  async make(ops, name) {
    const product = await ops.own('giftcard-product', 'shared');
    if (failed(product)) return product;
    const made = await ops.call('guest', { method: 'POST', path: '/V1/guest-carts' });
    const masked = typeof made.json === 'string' && made.json !== '' ? made.json : null;
    if (made.status !== 200 || masked === null) return notMade('guest cart', 'POST /V1/guest-carts', made);
    const cart = `/V1/guest-carts/${encodeURIComponent(masked)}`;
    const item = await ops.call('guest', { method: 'POST', path: `${cart}/items`, body: { cartItem: { sku: product.sku ?? '', qty: 1, quote_id: masked, product_option: { extension_attributes: giftCardOption(name) } } } });
    if (item.status !== 200) return notMade('gift card cart item', 'POST /V1/guest-carts/:cartId/items', item);
    const read = await ops.call('guest', { method: 'GET', path: cart });
    const cartId = text(record(read.json).id);
    if (cartId !== null) ops.leave({ kind: 'cart', id: cartId, maskedId: masked });
    const address = addressOf(name);
    const placed = await ops.call('guest', { method: 'POST', path: `${cart}/payment-information`, body: { email: address.email, paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address } });
    const orderId = text(placed.json);
    if (placed.status !== 200 || orderId === null) return notMade('gift card order', 'POST /V1/guest-carts/:cartId/payment-information', placed);
    ops.leave({ kind: 'order', id: orderId });
    const invoiced = await ops.call('admin', { method: 'POST', path: `/V1/order/${orderId}/invoice`, body: { capture: false, notify: false } });
    const invoiceId = text(invoiced.json);
    if (invoiced.status !== 200 || invoiceId === null) return notMade('gift card (the invoice that makes its account)', 'POST /V1/order/:orderId/invoice', invoiced);
    ops.leave({ kind: 'invoice', id: invoiceId });
    const order = await ops.call('admin', { method: 'GET', path: `/V1/orders/${orderId}` });
    const code = createdCodes(order.json)[0];
    if (order.status !== 200 || code === undefined) return { reason: `the run invoiced its own gift card order ${orderId}, but GET /V1/orders/:id answers no code in items[].product_option.extension_attributes.giftcard_item_option.extension_attributes.giftcard_created_codes (${describe(order)}): the installation made no gift card account` };
    ops.secret(code);
    ops.leave({ kind: 'gift card account', id: maskedCode(code), incrementId: text(record(order.json).increment_id) ?? orderId });
    return { values: { code, orderId, invoiceId, amount: String(GIFT_CARD_AMOUNT) } };
  },
};

const describe = (res: HttpExchange): string => `${res.status}${typeof record(res.json).message === 'string' ? ` "${String(record(res.json).message)}"` : ''}`;

/** A cart of `base` (with an item) holding the code of the worker's gift card account, applied through `apply`. */
function withGiftCard(base: CommerceKind, apply: (values: Record<string, string>) => { caller: 'guest' | 'admin' | 'customer'; method: string; path: string; token?: string; call: string }): Factory<Needs> {
  return {
    sweptAs: 'cart',
    level: 'full',
    reads: ORDER_READS,
    async make(ops) {
      const cart = await ops.own(base);
      if (failed(cart)) return cart;
      const account = await ops.own('giftcard-account', 'shared');
      if (failed(account)) return account;
      const how = apply(cart);
      const res = await ops.call(how.caller, { method: how.method, path: how.path, body: { giftCardAccountData: { gift_cards: [account.code ?? ''] } }, ...(how.token !== undefined ? { token: how.token } : {}) });
      if (res.status !== 200 || res.json !== true) return notMade('cart\'s gift card', how.call, res);
      return { values: { ...cart, code: account.code ?? '' } };
    },
  };
}

/** A return of one unit of the run's own complete order (shipped and invoiced): pending. It stays until the teardown
 * deletes it (the return is listed by design until then). */
const rma: Factory<Needs> = {
  sweptAs: 'order',
  level: 'full',
  reads: ORDER_READS,
  async make(ops) {
    const order = await ops.own('complete-order');
    if (failed(order)) return order;
    const res = await ops.call('admin', { method: 'POST', path: '/V1/returns', body: { rmaDataObject: { order_id: Number(order.orderId), order_increment_id: order.incrementId, store_id: 1, status: 'pending', items: [{ order_item_id: Number(order.itemId), qty_requested: 1, status: 'pending' }] } } });
    const made = record(res.json);
    const rmaId = text(made.entity_id);
    if (res.status !== 200 || rmaId === null) return notMade('return', 'POST /V1/returns', res);
    ops.leave({ kind: 'return', id: rmaId, ...(text(made.increment_id) !== null ? { incrementId: String(made.increment_id) } : {}) });
    const values = all({ rmaId, incrementId: text(made.increment_id), itemId: text(record(list(made.items)[0]).entity_id), orderId: order.orderId ?? null, orderIncrementId: order.incrementId ?? null, orderItemId: order.itemId ?? null });
    return values === null ? { reason: 'POST /V1/returns made the run\'s own return but its answer lacks its increment id or its item' } : { values };
  },
};

/** The run's return with a track (prefixed number): its id read back from the return's tracks. */
const rmaTrack: Factory<Needs> = {
  sweptAs: 'order',
  level: 'full',
  reads: ORDER_READS,
  async make(ops, name) {
    const made = await ops.own('rma');
    if (failed(made)) return made;
    const path = `/V1/returns/${made.rmaId ?? ''}/tracking-numbers`;
    const added = await ops.call('admin', { method: 'POST', path, body: { track: { track_number: `${name}-track`, carrier_title: name, carrier_code: 'custom' } } });
    if (added.status !== 200 || added.json !== true) return notMade('return\'s track', 'POST /V1/returns/:id/tracking-numbers', added);
    const read = await ops.call('admin', { method: 'GET', path });
    const track = list(record(read.json).items).map(record).find((t) => t.track_number === `${name}-track`);
    const trackId = text(track?.entity_id);
    return trackId === null ? notMade('return\'s track id', 'GET /V1/returns/:id/tracking-numbers', read) : { values: { ...made, trackId } };
  },
};

/** GraphQL, as the run's own customer (the platform's /graphql beside /rest). */
async function graphql(ops: EditionOps, token: string, query: string): Promise<{ data: Record<string, unknown> } | { reason: string }> {
  const res = await ops.call('customer', { method: 'POST', base: 'root', path: '/graphql', storeCode: null, token, body: { query } });
  const errors = list(record(res.json).errors).map((e) => String(record(e).message));
  const operation = /\{\s*(\w+)/.exec(query)?.[1] ?? 'GraphQL';
  if (res.status !== 200 || errors.length > 0 || typeof record(res.json).data !== 'object') return { reason: `the run could not make its own gift registry (POST /graphql ${operation} answered ${res.status}${errors.length > 0 ? ` "${errors.join('; ')}"` : ''})` };
  return { data: record(record(res.json).data) };
}

const quoted = (s: string): string => JSON.stringify(s);

/** A gift registry item of the run's own: the run's customer's cart item moved into a registry of its own (GraphQL),
 * shipping to the run's California address. Its id is what the estimate routes call registryId. */
const registryItem: Factory<Needs> = {
  sweptAs: 'customer',
  level: 'full',
  reads: ORDER_READS,
  async make(ops, name) {
    const cart = await ops.own('own-cart');
    if (failed(cart)) return cart;
    const token = cart.token ?? '';
    const uid = await graphql(ops, token, '{ customerCart { id } }');
    if ('reason' in uid) return uid;
    const cartUid = text(record(uid.data.customerCart).id);
    if (cartUid === null) return { reason: 'the run could not make its own gift registry (GraphQL customerCart answered no id)' };
    const a = addressOf(name);
    const created = await graphql(ops, token, `mutation { createGiftRegistry(giftRegistry: { event_name: ${quoted(name)}, gift_registry_type_uid: "MQ==", message: ${quoted(name)}, privacy_settings: PRIVATE, status: ACTIVE, registrants: [{ firstname: ${quoted(name)}, lastname: "Conformance", email: ${quoted(`${name}-registrant@example.com`)} }], shipping_address: { address_data: { firstname: ${quoted(name)}, lastname: "Conformance", street: ["1 Conformance Way"], city: ${quoted(String(a.city))}, region: { region_id: ${String(a.region_id)} }, postcode: ${quoted(String(a.postcode))}, country_code: US, telephone: ${quoted(String(a.telephone))} } }, dynamic_attributes: [{ code: "event_date", value: "2030-01-01" }, { code: "event_country", value: "US" }] }) { gift_registry { uid } } }`);
    if ('reason' in created) return created;
    const registryUid = text(record(record(created.data.createGiftRegistry).gift_registry).uid);
    if (registryUid === null) return { reason: 'the run could not make its own gift registry (createGiftRegistry answered no uid)' };
    const moved = await graphql(ops, token, `mutation { moveCartItemsToGiftRegistry(cartUid: ${quoted(cartUid)}, giftRegistryUid: ${quoted(registryUid)}) { status gift_registry { items { uid } } user_errors { message } } }`);
    if ('reason' in moved) return moved;
    const itemUid = text(record(list(record(record(moved.data.moveCartItemsToGiftRegistry).gift_registry).items)[0]).uid);
    const itemId = itemUid === null ? null : Buffer.from(itemUid, 'base64').toString('utf8');
    if (itemId === null || !/^\d+$/.test(itemId)) return { reason: `the run could not make its own gift registry item (moveCartItemsToGiftRegistry answered item uid ${JSON.stringify(itemUid)})` };
    return { values: { itemId, registryUid } };
  },
};

export const EDITION_FACTORIES: Readonly<Record<EditionKind, Factory<Needs>>> = {
  'giftcard-product': giftCardProduct,
  'giftcard-account': giftCardAccount,
  'giftcard-guest-cart': withGiftCard('guest-cart-item', (v) => ({ caller: 'guest', method: 'POST', path: `/V1/carts/guest-carts/${encodeURIComponent(v.maskedId ?? '')}/giftCards`, call: 'POST /V1/carts/guest-carts/:cartId/giftCards' })),
  'giftcard-cart': withGiftCard('cart-item', (v) => ({ caller: 'admin', method: 'PUT', path: `/V1/carts/${v.cartId ?? ''}/giftCards`, call: 'PUT /V1/carts/:cartId/giftCards' })),
  'giftcard-own-cart': withGiftCard('own-cart', (v) => ({ caller: 'customer', method: 'POST', path: '/V1/carts/mine/giftCards', token: v.token ?? '', call: 'POST /V1/carts/mine/giftCards' })),
  rma,
  'rma-track': rmaTrack,
  'registry-item': registryItem,
};
