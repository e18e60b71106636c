// A small stateful stand-in for Adobe Commerce's own modules, for the unit tests of commerce.gift-card-order and
// commerce.return-states: guest carts of one simple product (10, flat rate 5 per item) or of a virtual gift card (5,
// no shipping), orders placed from them with check / money order, invoices (which make a gift card item's account,
// its code on the order item), refunds (a guest's gives the card back), the gift card routes (apply, list, check,
// the totals' giftcardaccount segment), and returns with comments and tracks. Its answers have the real Adobe
// Commerce 2.4.6-p1's shapes and amounts (tests/corpus/real-commerce-2.4.6-p1/gift-card-money.json): the card is
// taken off grand_total, its share named in extension_attributes; a return is read from the body (PUT) and deleted
// from the query string; a return that has no label answers 400 "Shipment does not exists.". Named faults break one
// behaviour each; amounts are written out here, never computed by the module under test.

import { platformError, type Canned } from './fake-context.ts';
import type { CommerceCall } from './commerce-target.ts';

export type EditionFault =
  /** Adding a code answers true but the cart holds no card. */
  | 'card-not-applied'
  /** The order's grand total ignores the card (the card still named in extension_attributes). */
  | 'total-ignores-card'
  /** Placing the order leaves the card's balance as it was. */
  | 'balance-not-debited'
  /** A guest's refund does not give the card back. */
  | 'no-refund-to-card'
  /** Invoicing a gift card order makes no account. */
  | 'no-account'
  /** PUT /V1/returns/:id answers the new status but keeps the old one. */
  | 'rma-status-kept'
  /** A track's delete answers true and keeps it. */
  | 'track-kept';

type Json = Record<string, unknown>;
const ok = (json: unknown): Canned => ({ status: 200, json });
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const withBase = (amounts: Record<string, number>): Record<string, number> => ({ ...amounts, ...Object.fromEntries(Object.entries(amounts).map(([k, v]) => [`base_${k}`, v])) });
const NO_SUCH = (field: string, value: unknown): Canned => ({ status: 404, json: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: field, fieldValue: value } } });

interface Line {
  item_id: number;
  sku: string;
  qty: number;
  price: number;
  type: 'simple' | 'giftcard';
  option?: Json;
  codes?: string[];
}

interface Cart {
  id: number;
  masked: string;
  email: string;
  lines: Line[];
  shipping: boolean;
  cards: string[];
  active: boolean;
}

interface Order {
  id: number;
  email: string;
  lines: Line[];
  shipping: number;
  card: { code: string; amount: number } | null;
  invoiced: boolean;
  refunded: boolean;
  shipped: boolean;
}

export function editionTarget(...faults: EditionFault[]): { answer: (call: CommerceCall) => Canned } {
  let next = 1;
  const id = (): number => next++;
  const giftCards = new Set<string>();
  const carts = new Map<number, Cart>();
  const balances = new Map<string, number>();
  const orders = new Map<number, Order>();
  const docs = new Map<number, { orderId: number; kind: 'invoice' | 'creditmemo' }>();
  const returns = new Map<number, Json>();
  const tracks = new Map<number, Json[]>();
  const comments = new Map<number, Json[]>();
  const byMask = (m: string): Cart | undefined => [...carts.values()].find((c) => c.masked === m);

  const gross = (lines: Line[], shipping: number): number => lines.reduce((s, l) => s + l.price * l.qty, 0) + shipping;
  const shippingOf = (lines: Line[]): number => 5 * lines.filter((l) => l.type === 'simple').reduce((s, l) => s + l.qty, 0);
  const cardAmount = (cart: Cart): number => Math.min(cart.cards.reduce((s, c) => s + (balances.get(c) ?? 0), 0), gross(cart.lines, cart.shipping ? shippingOf(cart.lines) : 0));

  const orderJson = (o: Order): Json => {
    const subtotal = o.lines.reduce((s, l) => s + l.price * l.qty, 0);
    const card = o.card?.amount ?? 0;
    const grand = faults.includes('total-ignores-card') ? subtotal + o.shipping : subtotal + o.shipping - card;
    return {
      entity_id: o.id,
      increment_id: String(o.id).padStart(9, '0'),
      customer_email: o.email,
      state: o.refunded ? 'closed' : o.invoiced && (o.shipped || o.shipping === 0) ? 'complete' : 'new',
      ...withBase({ subtotal, subtotal_incl_tax: subtotal, discount_amount: 0, shipping_amount: o.shipping, shipping_incl_tax: o.shipping, shipping_tax_amount: 0, tax_amount: 0, grand_total: grand, discount_tax_compensation_amount: 0 }),
      total_qty_ordered: o.lines.reduce((s, l) => s + l.qty, 0),
      ...(o.invoiced ? withBase({ subtotal_invoiced: subtotal, discount_invoiced: 0, tax_invoiced: 0, shipping_invoiced: o.shipping, total_invoiced: grand, total_paid: grand, total_due: 0 }) : {}),
      ...(o.refunded ? withBase({ subtotal_refunded: subtotal, discount_refunded: 0, tax_refunded: 0, shipping_refunded: o.shipping, total_refunded: grand, total_offline_refunded: grand, adjustment_positive: 0, adjustment_negative: 0 }) : {}),
      items: o.lines.map((l) => ({
        item_id: l.item_id, sku: l.sku, product_type: l.type, qty_ordered: l.qty, qty_invoiced: o.invoiced ? l.qty : 0, qty_shipped: o.shipped ? l.qty : 0, qty_refunded: o.refunded ? l.qty : 0, original_price: l.price,
        ...withBase({ price: l.price, row_total: l.price * l.qty, row_total_incl_tax: l.price * l.qty, discount_amount: 0, discount_percent: 0, tax_amount: 0, tax_percent: 0, price_incl_tax: l.price }),
        ...(l.option !== undefined ? { product_option: { extension_attributes: { giftcard_item_option: { ...l.option, ...(l.codes !== undefined ? { extension_attributes: { giftcard_created_codes: l.codes } } : {}) } } } } : {}),
      })),
      extension_attributes: {
        customer_balance_amount: 0,
        ...(o.card !== null ? { gift_cards: [{ id: 1, code: o.card.code, amount: card, base_amount: card }], ...withBase({ gift_cards_amount: card }) } : {}),
        ...(o.card !== null && o.invoiced ? withBase({ gift_cards_invoiced: card }) : {}),
        ...(o.card !== null && o.refunded ? withBase({ gift_cards_refunded: card }) : {}),
      },
    };
  };
  const docJson = (docId: number): Json => {
    const doc = docs.get(docId);
    const o = orders.get(doc?.orderId ?? -1);
    if (doc === undefined || o === undefined) return {};
    const subtotal = o.lines.reduce((s, l) => s + l.price * l.qty, 0);
    const card = o.card?.amount ?? 0;
    return {
      entity_id: docId, order_id: o.id,
      ...withBase({ subtotal, subtotal_incl_tax: subtotal, discount_amount: 0, tax_amount: 0, grand_total: subtotal + o.shipping - card, ...(doc.kind === 'creditmemo' || o.shipping !== 0 ? { shipping_amount: o.shipping, shipping_incl_tax: o.shipping } : {}), ...(doc.kind === 'creditmemo' ? { adjustment: 0 } : {}) }),
      ...(doc.kind === 'invoice' ? { total_qty: o.lines.reduce((s, l) => s + l.qty, 0) } : {}),
      items: o.lines.map((l) => ({ sku: l.sku, ...withBase({ qty: l.qty, price: l.price, price_incl_tax: l.price, row_total: l.price * l.qty, row_total_incl_tax: l.price * l.qty, tax_amount: 0 }) })),
      extension_attributes: o.card !== null ? withBase({ gift_cards_amount: card }) : {},
    };
  };
  const rmaJson = (rmaId: number): Json => ({ ...(returns.get(rmaId) ?? {}), comments: comments.get(rmaId) ?? [], tracks: tracks.get(rmaId) ?? [] });
  const list = (items: Json[]): Json => ({ items, search_criteria: {}, total_count: items.length });

  const place = (cart: Cart): Canned => {
    if (!cart.active) return NO_SUCH('cartId', cart.id);
    const virtual = cart.lines.every((l) => l.type === 'giftcard');
    if (!virtual && !cart.shipping) return platformError(400, 'The shipping method is missing. Select the shipping method and try again.');
    const amount = cardAmount(cart);
    const code = cart.cards[0];
    const orderId = id();
    orders.set(orderId, { id: orderId, email: cart.email, lines: cart.lines.map((l) => ({ ...l, item_id: id() })), shipping: virtual ? 0 : shippingOf(cart.lines), card: code !== undefined ? { code, amount } : null, invoiced: false, refunded: false, shipped: false });
    if (code !== undefined && !faults.includes('balance-not-debited')) balances.set(code, (balances.get(code) ?? 0) - amount);
    cart.active = false;
    return ok(orderId);
  };

  const answer = (call: CommerceCall): Canned => {
    const { method, path } = call;
    const body = isJson(call.body) ? call.body : {};
    if (method === 'POST' && path === '/V1/products') {
      const product = isJson(body.product) ? body.product : {};
      if (product.type_id === 'giftcard') giftCards.add(String(product.sku));
      return ok({ ...product, id: id() });
    }
    if (method === 'POST' && path === '/V1/guest-carts') {
      const cart: Cart = { id: id(), masked: `mask${String(next).padStart(28, '0')}`, email: '', lines: [], shipping: false, cards: [], active: true };
      carts.set(cart.id, cart);
      return ok(cart.masked);
    }
    const guest = /^\/V1\/guest-carts\/([^/]+)(\/.*)?$/.exec(path);
    if (guest) {
      const cart = byMask(decodeURIComponent(guest[1] ?? ''));
      if (cart === undefined) return NO_SUCH('cartId', null);
      const rest = guest[2] ?? '';
      if (rest === '' && method === 'GET') return ok({ id: cart.id, is_active: cart.active, items: [], customer: { email: null } });
      if (rest === '/items' && method === 'POST') {
        const item = isJson(body.cartItem) ? body.cartItem : {};
        const sku = String(item.sku);
        const card = giftCards.has(sku);
        const option = isJson(item.product_option) && isJson(item.product_option.extension_attributes) && isJson(item.product_option.extension_attributes.giftcard_item_option) ? item.product_option.extension_attributes.giftcard_item_option : undefined;
        if (card && option === undefined) return platformError(400, 'Please specify all the required information.');
        const line: Line = { item_id: id(), sku, qty: Number(item.qty ?? 1), price: card ? 5 : 10, type: card ? 'giftcard' : 'simple', ...(option !== undefined ? { option } : {}) };
        cart.lines.push(line);
        return ok({ item_id: line.item_id, sku, qty: line.qty, name: sku, price: line.price, product_type: line.type, quote_id: String(cart.id) });
      }
      if (rest === '/estimate-shipping-methods' && method === 'POST') {
        const amount = shippingOf(cart.lines);
        return ok([{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount, base_amount: amount, available: true, error_message: '', price_excl_tax: amount, price_incl_tax: amount }]);
      }
      if (rest === '/shipping-information' && method === 'POST') {
        cart.shipping = true;
        const info = isJson(body.addressInformation) && isJson(body.addressInformation.shipping_address) ? body.addressInformation.shipping_address : {};
        cart.email = String(info.email ?? cart.email);
        return ok({ payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }], totals: { grand_total: gross(cart.lines, shippingOf(cart.lines)) } });
      }
      if (rest === '/totals' && method === 'GET') {
        const card = cardAmount(cart);
        const grand = gross(cart.lines, cart.shipping ? shippingOf(cart.lines) : 0) - card;
        return ok({ grand_total: grand, base_grand_total: grand, subtotal: gross(cart.lines, 0), items: [], total_segments: [{ code: 'grand_total', title: 'Grand Total', value: grand }, ...(card > 0 ? [{ code: 'giftcardaccount', title: 'Gift Cards', value: -card }] : [])] });
      }
      if (rest === '/payment-information' && method === 'POST') {
        cart.email = String(body.email ?? cart.email);
        return place(cart);
      }
      if (rest === '/order' && method === 'PUT') return place(cart);
    }
    const cards = /^\/V1\/carts\/guest-carts\/([^/]+)\/(giftCards|checkGiftCard\/(.+))$/.exec(path);
    if (cards) {
      const cart = byMask(decodeURIComponent(cards[1] ?? ''));
      if (cart === undefined) return NO_SUCH('cartId', null);
      if (cards[3] !== undefined) {
        const balance = balances.get(decodeURIComponent(cards[3]));
        return balance === undefined ? platformError(404, 'The gift card code is either incorrect or expired. Verify and try again.') : ok(balance);
      }
      const data = isJson(body.giftCardAccountData) ? body.giftCardAccountData : {};
      const code = Array.isArray(data.gift_cards) ? String(data.gift_cards[0]) : '';
      if (!balances.has(code) || cart.cards.includes(code)) return platformError(400, "The gift card code couldn't be added. Verify your information and try again.");
      if (!faults.includes('card-not-applied')) cart.cards.push(code);
      return ok(true);
    }
    const quoteCards = /^\/V1\/carts\/(\d+)\/giftCards$/.exec(path);
    if (quoteCards && method === 'GET') {
      const cart = carts.get(Number(quoteCards[1]));
      if (cart === undefined) return NO_SUCH('cartId', Number(quoteCards[1]));
      const total = cart.cards.reduce((s, c) => s + (balances.get(c) ?? 0), 0);
      const used = cardAmount(cart);
      return ok({ gift_cards: cart.cards, gift_cards_amount: total, base_gift_cards_amount: total, gift_cards_amount_used: used, base_gift_cards_amount_used: used });
    }
    const step = /^\/V1\/order\/(\d+)\/(invoice|ship|refund)$/.exec(path);
    if (step && method === 'POST') {
      const o = orders.get(Number(step[1]));
      if (o === undefined) return platformError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
      if (step[2] === 'ship') {
        o.shipped = true;
        return ok(String(id()));
      }
      const docId = id();
      if (step[2] === 'invoice') {
        o.invoiced = true;
        for (const l of o.lines.filter((x) => x.type === 'giftcard' && !faults.includes('no-account'))) {
          l.codes = Array.from({ length: l.qty }, () => `GC${String(id()).padStart(10, '0')}`);
          for (const c of l.codes) balances.set(c, l.price);
        }
      } else {
        o.refunded = true;
        if (o.card !== null && !faults.includes('no-refund-to-card')) balances.set(o.card.code, (balances.get(o.card.code) ?? 0) + o.card.amount);
      }
      docs.set(docId, { orderId: o.id, kind: step[2] === 'invoice' ? 'invoice' : 'creditmemo' });
      return ok(String(docId));
    }
    const order = /^\/V1\/orders\/(\d+)$/.exec(path);
    if (order && method === 'GET') {
      const o = orders.get(Number(order[1]));
      return o === undefined ? platformError(404, "The entity that was requested doesn't exist. Verify the entity and try again.") : ok(orderJson(o));
    }
    const doc = /^\/V1\/(invoices|creditmemo)\/(\d+)$/.exec(path);
    if (doc && method === 'GET') return ok(docJson(Number(doc[2])));
    // Returns.
    if (path === '/V1/returns' && method === 'POST') {
      const input = isJson(body.rmaDataObject) ? body.rmaDataObject : {};
      const rmaId = id();
      const items = (Array.isArray(input.items) ? input.items.filter(isJson) : []).map((i) => ({ qty_authorized: null, qty_approved: null, qty_returned: null, reason: null, condition: null, resolution: null, ...i, entity_id: id(), rma_entity_id: rmaId }));
      returns.set(rmaId, { increment_id: String(rmaId).padStart(9, '0'), entity_id: rmaId, order_id: input.order_id, order_increment_id: input.order_increment_id ?? null, store_id: input.store_id, customer_id: null, status: input.status ?? null, items });
      return ok(rmaJson(rmaId));
    }
    if (path === '/V1/returns' && method === 'GET') {
      const field = call.query?.['searchCriteria[filter_groups][0][filters][0][field]'];
      const value = call.query?.['searchCriteria[filter_groups][0][filters][0][value]'];
      return ok(list([...returns.keys()].map(rmaJson).filter((r) => field === undefined || String(r[field]) === value)));
    }
    const rma = /^\/V1\/returns\/(\d+)(\/comments|\/tracking-numbers|\/tracking-numbers\/(\d+)|\/labels)?$/.exec(path);
    if (rma) {
      const rmaId = Number(rma[1]);
      const part = rma[2] ?? '';
      if (part === '' && method === 'GET') return ok(returns.has(rmaId) ? rmaJson(rmaId) : { entity_id: null, items: [], comments: [], tracks: [] });
      if (part === '' && method === 'PUT') {
        // The body names the return; the URL's id is not read (real 2.4.6-p1).
        const input = isJson(body.rmaDataObject) ? body.rmaDataObject : {};
        const target = Number(input.entity_id);
        const held = returns.get(target);
        if (held === undefined) return platformError(400, 'Could not save the RMA entity.');
        if (!faults.includes('rma-status-kept')) returns.set(target, { ...held, ...input, items: (Array.isArray(input.items) ? input.items.filter(isJson) : []).map((i) => ({ ...((held.items as Json[]).find((h) => h.entity_id === i.entity_id) ?? {}), ...i })) });
        return ok({ ...rmaJson(target), status: input.status });
      }
      if (part === '' && method === 'DELETE') {
        const named = Number(call.query?.['rmaDataObject[entity_id]']);
        if (!Number.isInteger(named)) return platformError(400, '"%fieldName" is required. Enter and try again.');
        returns.delete(named);
        return ok(true);
      }
      if (part === '/comments') {
        if (method === 'GET') return ok(list(comments.get(rmaId) ?? []));
        const data = isJson(body.data) ? body.data : {};
        const target = Number(data.rma_entity_id);
        comments.set(target, [...(comments.get(target) ?? []), { ...data, entity_id: id() }]);
        return ok(true);
      }
      if (part === '/tracking-numbers') {
        if (method === 'GET') return ok(list(tracks.get(rmaId) ?? []));
        tracks.set(rmaId, [...(tracks.get(rmaId) ?? []), { ...(isJson(body.track) ? body.track : {}), entity_id: id(), rma_entity_id: rmaId }]);
        return ok(true);
      }
      if (rma[3] !== undefined && method === 'DELETE') {
        if (!faults.includes('track-kept')) tracks.set(rmaId, (tracks.get(rmaId) ?? []).filter((t) => t.entity_id !== Number(rma[3])));
        return ok(true);
      }
      if (part === '/labels') return platformError(400, 'Shipment does not exists.');
    }
    return platformError(404, 'Request does not match any route.');
  };
  return { answer };
}
