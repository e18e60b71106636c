// A small stateful stand-in for an installation's commerce core, for the unit tests of the commerce checks and of the
// factories of the run's own carts and orders: guest, admin and customer carts (items, addresses, flat rate, check /
// money order, Zero Subtotal Checkout, coupons, gift messages on items), orders placed from them, comments, hold,
// cancel, invoices, shipments with tracks, credit memos, and the sales writes queued on /async and /async/bulk
// (executed at once; their bulk's status and detailed status read as the platform gives them). Its answers have the
// real 2.4.7-p3's shapes where they are odd: a new admin cart's id and a new document's id as JSON strings, an order
// id as an integer, a void or null result as []. A test alters single answers with `change`.

import { searchAnswer } from './known-criteria.ts';
import { platformError, type Canned } from './fake-context.ts';

/** One call as the fakes record it (fake-context's Sent and async-scenario-target's ScenarioSent both fit). */
export interface CommerceCall {
  caller: string;
  method: string;
  path: string;
  body?: unknown;
  token?: string;
  query?: Record<string, string> | undefined;
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const ok = (json: unknown): Canned => ({ status: 200, json });
const NO_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";

interface Item {
  item_id: number;
  sku: string;
  qty: number;
  price: number;
  gift?: Json;
}

interface Cart {
  id: number;
  masked: string | null;
  customerId: number | null;
  active: boolean;
  items: Item[];
  shipping: Json | null;
  billing: Json | null;
  payment: string | null;
  /** The id of the cart's one payment, made by its first selected method (PaymentMethodManagement::set answers it). */
  paymentId?: number;
  coupon: string | null;
  note: string | null;
  /** The increment_id its order reserved, once placed. */
  reserved?: string;
}

interface Doc {
  id: number;
  orderId: number;
  tracks: Json[];
  comments: Array<string | Json>;
  state: number;
  /** A shipment saved through its repository (POST /V1/shipment/): its items and comments as saved, read back. */
  saved?: { items: Json[]; comments: Json[]; label: string | null };
}

interface Order {
  id: number;
  state: string;
  beforeHold: string;
  email: string;
  customerId: number | null;
  items: Array<{ item_id: number; sku: string; qty_ordered: number; qty_invoiced: number; qty_shipped: number; qty_refunded: number; price: number; gift?: Json }>;
  payment: string;
  grandTotal: number;
  paid: number;
  refunded: number;
  comments: Json[];
  billing: Json;
  /** The shipping address the checkout sent (the order's shipping assignment). */
  shipping: Json;
  note: string | null;
  coupon: string | null;
  /** A status saved through POST /V1/orders (otherwise the state's own). */
  status?: string;
  /** The order's money as placed (what its read answers, and its full invoice and credit memo). */
  money?: OrderMoney;
}

interface OrderMoney {
  order: Json;
  items: Json[];
  document: Json;
  documentItems: Json[];
}

const cents = (v: number): number => Math.round(v * 100 + Number.EPSILON * 100) / 100;
const withBase = (j: Json): Json => ({ ...j, ...Object.fromEntries(Object.entries(j).filter(([k, v]) => typeof v === 'number' && !/qty|percent/.test(k)).map(([k, v]) => [`base_${k}`, v])) });

/** An order's money as the platform makes it for one rate on lines and shipping (the test's taxPercent), a percent
 * coupon and the flat rate of 5 per item: each line's row total, discount and tax, the totals, and what a full invoice
 * or credit memo of it carries. */
function orderMoney(items: Array<{ sku: string; qty: number; price: number }>, percent: number, taxPercent: number): OrderMoney {
  const qty = items.reduce((n, i) => n + i.qty, 0);
  const shipping = 5 * qty;
  const lines = items.map((i) => {
    const rowTotal = cents(i.price * i.qty);
    const discount = percent === 100 ? rowTotal : cents((rowTotal * percent) / 100);
    const tax = cents(((rowTotal - discount) * taxPercent) / 100);
    const inclTax = cents(rowTotal + cents((rowTotal * taxPercent) / 100));
    return { ...i, rowTotal, discount, tax, inclTax, priceInclTax: cents(inclTax / i.qty) };
  });
  const sum = (pick: (l: (typeof lines)[number]) => number): number => cents(lines.reduce((n, l) => n + pick(l), 0));
  const shippingDiscount = percent === 100 ? shipping : 0;
  const shippingTax = cents(((shipping - shippingDiscount) * taxPercent) / 100);
  const subtotal = sum((l) => l.rowTotal);
  const discount = cents(sum((l) => l.discount) + shippingDiscount);
  const tax = cents(sum((l) => l.tax) + shippingTax);
  const totals = { subtotal, subtotal_incl_tax: sum((l) => l.inclTax), discount_amount: -discount, shipping_amount: shipping, shipping_incl_tax: cents(shipping + shippingTax), tax_amount: tax, grand_total: cents(subtotal - discount + shipping + tax) };
  return {
    order: withBase({ ...totals, shipping_tax_amount: shippingTax, discount_tax_compensation_amount: 0, total_qty_ordered: qty }),
    items: lines.map((l) => withBase({ price: l.price, row_total: cents(l.rowTotal - l.discount), row_total_incl_tax: cents(l.rowTotal - l.discount + l.tax), discount_amount: l.discount, discount_percent: percent, tax_amount: l.tax, tax_percent: taxPercent, price_incl_tax: l.priceInclTax })),
    document: withBase({ ...totals, total_qty: qty, adjustment: 0 }),
    documentItems: lines.map((l) => withBase({ sku: l.sku, qty: l.qty, price: l.price, price_incl_tax: l.priceInclTax, row_total: l.rowTotal, row_total_incl_tax: l.inclTax, ...(l.discount !== 0 ? { discount_amount: l.discount } : {}), tax_amount: l.tax })),
  };
}

interface Operation {
  id: number;
  status: number;
  result_message: string;
  result: unknown;
}

export interface CommerceTarget {
  answer(call: CommerceCall): Canned;
  readonly orders: Map<number, Order>;
  readonly carts: Map<number, Cart>;
  readonly customers: Map<number, { email: string; firstname: string; token: string; deleted: boolean }>;
}

export interface CommerceTargetOptions {
  /** An answer of the test's own for a call (given the healthy one, whose effect is kept); undefined keeps it. */
  change?: (call: CommerceCall, healthy: Canned) => Canned | undefined;
  /** An answer of the test's own instead of the target's: the call has no effect (a write answered, not kept). */
  instead?: (call: CommerceCall) => Canned | undefined;
  /** A tax rate (percent) on items and shipping after the discount, as an installation that taxes the address. */
  taxPercent?: number;
}

const TOPIC_OF: Record<string, string> = {
  invoice: 'async.magento.sales.api.invoiceorderinterface.execute.post',
  ship: 'async.magento.sales.api.shiporderinterface.execute.post',
  refund: 'async.magento.sales.api.refundorderinterface.execute.post',
  cancel: 'async.magento.sales.api.ordermanagementinterface.cancel.post',
  hold: 'async.magento.sales.api.ordermanagementinterface.hold.post',
  unhold: 'async.magento.sales.api.ordermanagementinterface.unhold.post',
  comments: 'async.magento.sales.api.ordermanagementinterface.addcomment.post',
  emails: 'async.magento.sales.api.ordermanagementinterface.notify.post',
};

export function commerceTarget(options: CommerceTargetOptions = {}): CommerceTarget {
  let next = 1;
  const id = (): number => next++;
  const carts = new Map<number, Cart>();
  const masks = new Map<string, number>();
  const customers = new Map<number, { email: string; firstname: string; token: string; deleted: boolean }>();
  const rules = new Map<number, number>();
  const coupons = new Map<string, number>();
  const orders = new Map<number, Order>();
  const invoices = new Map<number, Doc>();
  const shipments = new Map<number, Doc>();
  const memos = new Map<number, Doc>();
  const bulks = new Map<string, { topic: string; operations: Operation[] }>();
  /** Each product's type_id as it was made (simple when none was sent): its cart and order items' product_type. */
  const types = new Map<string, string>();
  const typeOf = (sku: string): string => types.get(sku) ?? 'simple';
  /** A cart of virtual and downloadable products only is virtual: paid without a shipping address or method. */
  const isVirtual = (cart: Cart): boolean => cart.items.length > 0 && cart.items.every((i) => typeOf(i.sku) === 'virtual' || typeOf(i.sku) === 'downloadable');

  const newCart = (customerId: number | null, masked: boolean): Cart => {
    const cart: Cart = { id: id(), masked: null, customerId, active: true, items: [], shipping: null, billing: null, payment: null, coupon: null, note: null };
    if (masked) {
      cart.masked = `mask${String(cart.id).padStart(28, '0')}`;
      masks.set(cart.masked, cart.id);
    }
    carts.set(cart.id, cart);
    return cart;
  };
  const customerOf = (token: string | undefined): number | null => [...customers.entries()].find(([, c]) => c.token === token && !c.deleted)?.[0] ?? null;
  const cartOf = (family: string, key: string, call: CommerceCall): Cart | Canned => {
    let cart: Cart | undefined;
    if (family === 'guest-carts') cart = carts.get(masks.get(key) ?? -1);
    else if (key === 'mine') {
      const customer = customerOf(call.token);
      cart = [...carts.values()].find((c) => c.customerId === customer && c.active && customer !== null);
      if (!cart) return platformError(404, 'No such entity with %fieldName = %fieldValue');
    } else cart = carts.get(Number(key));
    return cart ?? platformError(404, 'No such entity with %fieldName = %fieldValue');
  };
  /** An order item as the platform answers it: its cart item's gift message in extension_attributes. */
  const orderItemJson = (item: Order['items'][number]): Json => {
    const { gift, ...rest } = item;
    return gift === undefined ? rest : { ...rest, extension_attributes: { gift_message: gift } };
  };
  /** An order's line as its read and GET /V1/orders/items/:id answer it: its money as placed, its ids and product. */
  const lineJson = (order: Order, item: Order['items'][number]): Json => ({ product_id: 1, product_type: typeOf(item.sku), base_price: item.price, row_total: item.price * item.qty_ordered, ...(order.money?.items[order.items.indexOf(item)] ?? {}), ...orderItemJson(item), order_id: order.id });
  const itemJson = (cart: Cart, item: Item): Json => ({ item_id: item.item_id, sku: item.sku, qty: item.qty, name: item.sku, price: item.price, product_type: typeOf(item.sku), quote_id: String(cart.id) });
  const percentOf = (cart: Cart): number => (cart.coupon === null ? 0 : (coupons.get(cart.coupon) ?? 0));
  const totals = (cart: Cart): Json => {
    const subtotal = cart.items.reduce((s, i) => s + i.price * i.qty, 0);
    const shipping = cart.shipping === null ? 0 : 5 * cart.items.reduce((s, i) => s + i.qty, 0);
    const percent = percentOf(cart);
    const discount = percent === 100 ? subtotal + shipping : Math.round(subtotal * percent) / 100;
    const tax = Math.round((subtotal + shipping - discount) * (options.taxPercent ?? 0)) / 100;
    return { grand_total: subtotal + shipping - discount + tax, subtotal, discount_amount: -discount, shipping_amount: shipping, ...(tax > 0 ? { tax_amount: tax } : {}), items_qty: cart.items.reduce((s, i) => s + i.qty, 0), ...(cart.coupon !== null ? { coupon_code: cart.coupon } : {}), total_segments: [] };
  };
  const cartJson = (cart: Cart): Json => ({
    id: cart.id,
    is_active: cart.active,
    items: cart.items.map((i) => itemJson(cart, i)),
    items_count: cart.items.length,
    customer: cart.customerId === null ? { email: null } : { id: cart.customerId, email: customers.get(cart.customerId)?.email ?? null },
    customer_is_guest: cart.customerId === null,
    created_at: '2026-12-03 10:00:00',
    updated_at: '2026-12-03 10:05:00',
    ...(cart.reserved !== undefined ? { reserved_order_id: cart.reserved } : {}),
    ...(cart.note !== null ? { customer_note: cart.note } : {}),
    extension_attributes: { shipping_assignments: cart.shipping === null ? [] : [{ shipping: { address: cart.shipping, method: 'flatrate_flatrate' }, items: [] }] },
  });
  const orderJson = (order: Order): Json => ({
    entity_id: order.id,
    increment_id: String(order.id).padStart(9, '0'),
    state: order.state,
    status: order.status ?? (order.state === 'new' ? 'pending' : order.state),
    customer_email: order.email,
    customer_is_guest: order.customerId === null ? 1 : 0,
    ...(order.customerId !== null ? { customer_id: order.customerId, customer_firstname: customers.get(order.customerId)?.firstname ?? null } : {}),
    ...(order.note !== null ? { customer_note: order.note } : {}),
    ...(order.coupon !== null ? { coupon_code: order.coupon } : {}),
    ...(order.money?.order ?? {}),
    grand_total: order.grandTotal,
    total_paid: order.paid,
    total_refunded: order.refunded,
    ...(order.refunded > 0 ? { total_offline_refunded: order.refunded } : {}),
    items: order.items.map((i) => lineJson(order, i)),
    billing_address: order.billing,
    extension_attributes: {
      shipping_assignments: [{ shipping: { address: { ...order.shipping, entity_id: Number(order.billing.entity_id) + 1, address_type: 'shipping', parent_id: order.id }, method: 'flatrate_flatrate' }, items: [] }],
      payment_additional_info: [{ key: 'method_title', value: 'Check / Money order' }],
      converting_from_quote: false,
    },
    payment: { method: order.payment },
    store_id: 1,
    status_histories: [...order.comments].reverse(),
  });
  const docJson = (doc: Doc, kind: 'invoice' | 'shipment' | 'creditmemo'): Json => {
    const money = orders.get(doc.orderId)?.money;
    const amounts = kind === 'shipment' || money === undefined ? {} : { ...money.document, ...(kind === 'invoice' ? { adjustment: undefined, base_adjustment: undefined } : { total_qty: undefined }), items: money.documentItems };
    return { ...amounts, entity_id: doc.id, increment_id: String(doc.id).padStart(9, '0'), order_id: doc.orderId, store_id: 1, ...(kind !== 'shipment' ? { state: doc.state, grand_total: orders.get(doc.orderId)?.grandTotal ?? 0 } : { tracks: doc.tracks }), comments: [], ...(doc.saved !== undefined ? { items: doc.saved.items, comments: doc.saved.comments } : {}), ...(doc.saved?.label ? { shipping_label: Buffer.from(doc.saved.label, 'utf8').toString('base64') } : {}) };
  };
  const commentList = (parentId: number, comments: Array<string | Json>): Json => ({ items: comments.map((c) => (typeof c === 'string' ? { comment: c, parent_id: parentId } : c)), total_count: comments.length });

  const placeOrder = (cart: Cart, method: string | null): Canned => {
    if (!cart.active) return platformError(404, 'No such entity with %fieldName = %fieldValue');
    const chosen = method ?? cart.payment;
    const total = Number(totals(cart).grand_total);
    if (cart.shipping === null && !isVirtual(cart)) return platformError(400, 'The shipping method is missing. Select the shipping method and try again.');
    if (chosen === 'free' && total !== 0) return platformError(400, 'The requested Payment Method is not available.');
    if (chosen !== 'checkmo' && chosen !== 'free') return platformError(400, 'The requested Payment Method is not available.');
    const orderId = id();
    const email = cart.customerId !== null ? (customers.get(cart.customerId)?.email ?? '') : String((cart.shipping ?? cart.billing ?? {}).email ?? '');
    orders.set(orderId, {
      id: orderId,
      state: 'new',
      beforeHold: 'new',
      email,
      customerId: cart.customerId,
      items: cart.items.map((i) => ({ item_id: id(), sku: i.sku, qty_ordered: i.qty, qty_invoiced: 0, qty_shipped: 0, qty_refunded: 0, price: i.price, ...(i.gift !== undefined ? { gift: { ...i.gift, customer_id: cart.customerId } } : {}) })),
      payment: chosen,
      grandTotal: total,
      paid: 0,
      refunded: 0,
      comments: [],
      billing: { entity_id: id(), ...(cart.billing ?? cart.shipping ?? {}) },
      shipping: { ...(cart.shipping ?? {}) },
      note: null,
      coupon: cart.coupon,
      money: orderMoney(cart.items, percentOf(cart), options.taxPercent ?? 0),
    });
    cart.active = false;
    cart.reserved = String(orderId).padStart(9, '0');
    return ok(orderId);
  };

  const advance = (order: Order): void => {
    const all = (pick: (i: Order['items'][number]) => number): boolean => order.items.every((i) => pick(i) >= i.qty_ordered);
    order.state = all((i) => i.qty_refunded) ? 'closed' : all((i) => i.qty_invoiced) && all((i) => i.qty_shipped) ? 'complete' : 'processing';
  };

  const orderStep = (order: Order, step: string, body: Json): Canned => {
    if (step === 'invoice') {
      const lines = order.items.filter((i) => i.qty_invoiced < i.qty_ordered);
      if (order.state === 'canceled' || order.state === 'holded' || lines.length === 0) return platformError(400, `Invoice Document Validation Error(s):\nThe invoice can't be created without products. Add products and try again.\n${order.state === 'canceled' ? 'An invoice cannot be created when an order has a status of canceled' : 'The order does not allow an invoice to be created.'}`);
      for (const i of lines) i.qty_invoiced = i.qty_ordered;
      order.paid = order.grandTotal;
      const doc: Doc = { id: id(), orderId: order.id, tracks: [], comments: [], state: 2 };
      invoices.set(doc.id, doc);
      advance(order);
      return ok(String(doc.id));
    }
    if (step === 'ship') {
      const lines = order.items.filter((i) => i.qty_shipped < i.qty_ordered);
      if (order.state === 'canceled' || lines.length === 0) return platformError(400, `Shipment Document Validation Error(s):\n${order.state === 'canceled' ? 'A shipment cannot be created when an order has a status of canceled\n' : ''}You can't create a shipment without products.`);
      for (const i of lines) i.qty_shipped = i.qty_ordered;
      const doc: Doc = { id: id(), orderId: order.id, tracks: [], comments: [], state: 0 };
      for (const t of Array.isArray(body.tracks) ? body.tracks.filter(isJson) : []) doc.tracks.push({ entity_id: id(), order_id: order.id, parent_id: doc.id, track_number: t.track_number, title: t.title, carrier_code: t.carrier_code });
      shipments.set(doc.id, doc);
      advance(order);
      return ok(String(doc.id));
    }
    // refund
    if (order.state === 'closed') return platformError(400, 'Creditmemo Document Validation Error(s):\nA creditmemo can not be created when an order has a status of closed');
    const args = isJson(body.arguments) ? body.arguments : {};
    // What the refund names: items of the order (CreationQuantityValidator), then return_to_stock_items of the credit
    // memo (SalesInventory's ReturnValidator), as the real 2.4.7-p3 words them.
    const own = new Set(order.items.map((i) => i.item_id));
    if ((Array.isArray(body.items) ? body.items.filter(isJson) : []).some((i) => !own.has(Number(i.order_item_id)))) return platformError(400, 'Creditmemo Document Validation Error(s):\nThe creditmemo contains product item that is not part of the original order.');
    const returned = isJson(args.extension_attributes) && Array.isArray(args.extension_attributes.return_to_stock_items) ? args.extension_attributes.return_to_stock_items : [];
    for (const id of returned) {
      const item = [...orders.values()].flatMap((o) => o.items).find((i) => i.item_id === Number(id));
      if (item === undefined) return platformError(400, 'Creditmemo Document Validation Error(s):\nThe return to stock argument contains product item that is not part of the original order.');
      if (!own.has(item.item_id)) return platformError(400, `Creditmemo Document Validation Error(s):\nThe "${item.sku}" product is not part of the current creditmemo.`);
    }
    const adjustment = Number(args.adjustment_positive ?? 0);
    if (order.paid - order.refunded < order.grandTotal - order.refunded + adjustment || order.paid === 0) return platformError(400, `Creditmemo Document Validation Error(s):\nThe most money available to refund is ${order.paid - order.refunded}.`);
    for (const i of order.items) i.qty_refunded = i.qty_invoiced;
    order.refunded = order.paid;
    const comment = isJson(body.comment) ? body.comment : null;
    const doc: Doc = { id: id(), orderId: order.id, tracks: [], comments: comment === null ? [] : [{ comment: comment.comment, entity_id: id(), is_customer_notified: 0, is_visible_on_front: comment.is_visible_on_front ?? 0 }], state: 2 };
    memos.set(doc.id, doc);
    advance(order);
    return ok(String(doc.id));
  };

  const orderAction = (order: Order, action: string, body: Json): Canned => {
    if (action === 'cancel') {
      const cancellable = (order.state === 'new' || order.state === 'processing') && order.items.some((i) => i.qty_invoiced < i.qty_ordered);
      if (!cancellable) return ok(false);
      order.state = 'canceled';
      return ok(true);
    }
    if (action === 'hold') {
      if (order.state !== 'new' && order.state !== 'processing') return platformError(400, 'A hold action is not available.');
      order.beforeHold = order.state;
      order.state = 'holded';
      return ok(true);
    }
    if (action === 'unhold') {
      if (order.state !== 'holded') return platformError(400, 'You cannot remove the hold.');
      order.state = order.beforeHold;
      return ok(true);
    }
    if (action === 'emails') return ok(true);
    // comments
    const history = isJson(body.statusHistory) ? body.statusHistory : {};
    order.comments.push({ comment: history.comment, entity_id: id(), parent_id: order.id, is_customer_notified: history.is_customer_notified ?? 0, is_visible_on_front: history.is_visible_on_front ?? 0, status: order.state === 'new' ? 'pending' : order.state });
    return ok(true);
  };

  /** The synchronous answer of a call (async intake executes through it). */
  const sync = (call: CommerceCall): Canned => {
    const { method, path } = call;
    const body = isJson(call.body) ? call.body : {};
    // platform entities the factories confirm first
    if (method === 'GET' && path === '/V1/directory/countries/US') return ok({ id: 'US', available_regions: [{ id: '12', code: 'CA', name: 'California' }] });
    if (method === 'GET' && path === '/V1/store/storeViews') return ok([{ id: 0, website_id: 0 }, { id: 1, website_id: 1 }]);
    if (method === 'GET' && path === '/V1/store/websites') return ok([{ id: 0 }, { id: 1 }]);
    if (method === 'GET' && path === '/V1/products/attribute-sets/4') return ok({ attribute_set_id: 4, entity_type_id: 4 });
    const group = /^\/V1\/customerGroups\/(\d+)$/.exec(path);
    if (method === 'GET' && group) return ok({ id: Number(group[1]) });
    // catalog, customers, rules
    if (method === 'POST' && path === '/V1/products') {
      const product = isJson(body.product) ? body.product : {};
      types.set(String(product.sku), String(product.type_id ?? 'simple'));
      return ok({ ...product, id: id() });
    }
    if (method === 'POST' && path === '/V1/customers') {
      const customer = isJson(body.customer) ? body.customer : {};
      const customerId = id();
      customers.set(customerId, { email: String(customer.email), firstname: String(customer.firstname), token: `token-${customerId}`, deleted: false });
      return ok({ id: customerId, email: customer.email, firstname: customer.firstname, addresses: [{ id: id() }] });
    }
    if (method === 'POST' && path === '/V1/integration/customer/token') {
      const found = [...customers.values()].find((c) => c.email === body.username && !c.deleted);
      return found ? ok(found.token) : platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
    }
    const customerPath = /^\/V1\/customers\/(\d+)$/.exec(path);
    if (customerPath) {
      const customer = customers.get(Number(customerPath[1]));
      if (!customer || customer.deleted) return platformError(404, 'No such entity with %fieldName = %fieldValue');
      if (method === 'DELETE') {
        customer.deleted = true;
        return ok(true);
      }
      return ok({ id: Number(customerPath[1]), email: customer.email });
    }
    if (method === 'POST' && path === '/V1/salesRules') {
      const rule = isJson(body.rule) ? body.rule : {};
      const ruleId = id();
      rules.set(ruleId, Number(rule.discount_amount ?? 0));
      return ok({ rule_id: ruleId, name: rule.name, discount_amount: rule.discount_amount });
    }
    if (method === 'POST' && path === '/V1/coupons') {
      const coupon = isJson(body.coupon) ? body.coupon : {};
      coupons.set(String(coupon.code), rules.get(Number(coupon.rule_id)) ?? 0);
      return ok({ coupon_id: id(), rule_id: coupon.rule_id, code: coupon.code });
    }
    // carts
    if (method === 'POST' && path === '/V1/guest-carts') return ok(newCart(null, true).masked);
    if (method === 'POST' && path === '/V1/carts/') return ok(String(newCart(null, false).id));
    if (method === 'POST' && path === '/V1/carts/mine') {
      const customer = customerOf(call.token);
      if (customer === null) return platformError(401, "The consumer isn't authorized to access %resources.");
      return ok(([...carts.values()].find((c) => c.customerId === customer && c.active) ?? newCart(customer, false)).id);
    }
    const forCustomer = /^\/V1\/customers\/(\d+)\/carts$/.exec(path);
    if (method === 'POST' && forCustomer) {
      const customer = Number(forCustomer[1]);
      if (!customers.has(customer)) return platformError(404, 'No such entity with %fieldName = %fieldValue');
      return ok(([...carts.values()].find((c) => c.customerId === customer && c.active) ?? newCart(customer, false)).id);
    }
    if (method === 'GET' && path === '/V1/carts/search') {
      const searched = searchAnswer([...carts.values()].map((c) => ({ ...cartJson(c), subtotal: totals(c).subtotal, grand_total: totals(c).grand_total })), call.query);
      if (searched !== null) return ok(searched);
    }
    const cartPath = /^\/V1\/(guest-carts|carts)\/([^/]+)(\/.*)?$/.exec(path);
    if (cartPath) {
      // GuestCartManagement's Authorization plugin, before the cart is looked up: a customer assigns a guest cart to
      // themself only.
      if (cartPath[1] === 'guest-carts' && cartPath[3] === undefined && method === 'PUT' && customerOf(call.token) !== Number(body.customerId)) return platformError(400, "You don't have the correct permissions to assign the customer to the cart.");
      const found = cartOf(cartPath[1] as string, cartPath[2] as string, call);
      if ('status' in found) return found;
      const cart = found;
      const rest = cartPath[3] ?? '';
      if (rest === '' && method === 'GET') return ok(cartJson(cart));
      if (rest === '' && method === 'PUT' && cartPath[2] === 'mine') {
        const quote = isJson(body.quote) ? body.quote : {};
        if (typeof quote.customer_note === 'string') cart.note = quote.customer_note;
        return ok([]);
      }
      if (rest === '' && method === 'PUT') {
        if (!customers.has(Number(body.customerId))) return { status: 404, json: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'customerId', fieldValue: Number(body.customerId) } } };
        if (cart.customerId !== null) return platformError(400, "The customer can't be assigned to the cart because the cart isn't anonymous.");
        cart.customerId = Number(body.customerId);
        if (cart.masked !== null) masks.delete(cart.masked);
        return ok(true);
      }
      if (rest === '/items' && method === 'GET') return ok(cart.items.map((i) => itemJson(cart, i)));
      if (rest === '/items' && method === 'POST') {
        const input = isJson(body.cartItem) ? body.cartItem : {};
        const existing = cart.items.find((i) => i.sku === input.sku);
        if (existing) existing.qty += Number(input.qty ?? 1);
        else cart.items.push({ item_id: id(), sku: String(input.sku), qty: Number(input.qty ?? 1), price: 10 });
        const item = cart.items.find((i) => i.sku === input.sku) as Item;
        return ok(itemJson(cart, item));
      }
      const itemPath = /^\/items\/(\d+)$/.exec(rest);
      if (itemPath) {
        const item = cart.items.find((i) => i.item_id === Number(itemPath[1]));
        if (!item) return platformError(404, `The ${cart.id} Cart doesn't contain the ${itemPath[1]} item.`);
        if (method === 'DELETE') {
          cart.items = cart.items.filter((i) => i !== item);
          return ok(true);
        }
        item.qty = Number((isJson(body.cartItem) ? body.cartItem : {}).qty ?? item.qty);
        return ok(itemJson(cart, item));
      }
      if (rest === '/shipping-information' && method === 'POST') {
        const info = isJson(body.addressInformation) ? body.addressInformation : {};
        if (cart.items.length === 0) return platformError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again.");
        cart.shipping = isJson(info.shipping_address) ? info.shipping_address : null;
        if (isJson(info.billing_address)) cart.billing = info.billing_address;
        const free = Number(totals(cart).grand_total) === 0;
        return ok({ payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }, ...(free ? [{ code: 'free', title: 'No Payment Information Required' }] : [])], totals: totals(cart) });
      }
      if ((rest === '/estimate-shipping-methods' || rest === '/estimate-shipping-methods-by-address-id') && method === 'POST') {
        const amount = 5 * cart.items.reduce((s, i) => s + i.qty, 0);
        return ok([{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount, base_amount: amount, available: true, error_message: '', price_excl_tax: amount, price_incl_tax: amount }]);
      }
      if (rest === '/billing-address') {
        if (method === 'GET') return ok(cart.billing ?? { id: 1 });
        cart.billing = isJson(body.address) ? { ...body.address, id: id() } : null;
        return ok(cart.masked !== null ? Number(cart.billing?.id) : String(cart.billing?.id));
      }
      if (rest === '/selected-payment-method') {
        if (method === 'GET') return ok(cart.payment === null ? [] : { method: cart.payment });
        if (cart.shipping === null && !isVirtual(cart)) return platformError(400, 'The shipping address is missing. Set the address and try again.');
        cart.payment = String((isJson(body.method) ? body.method : {}).method);
        cart.paymentId ??= id();
        return ok(String(cart.paymentId));
      }
      if (rest === '/set-payment-information' || rest === '/payment-information') {
        if (cart.shipping === null && !isVirtual(cart)) return platformError(400, 'The shipping address is missing. Set the address and try again.');
        cart.payment = String((isJson(body.paymentMethod) ? body.paymentMethod : {}).method);
        if (isJson(body.billingAddress)) cart.billing = body.billingAddress;
        if (typeof body.email === 'string') cart.billing = { ...(cart.billing ?? {}), email: body.email };
        return rest === '/set-payment-information' ? ok(true) : placeOrder(cart, cart.payment);
      }
      if (rest === '/collect-totals' && method === 'PUT') {
        if (cart.shipping === null) return platformError(400, 'The shipping address is missing. Set the address and try again.');
        cart.payment = String((isJson(body.paymentMethod) ? body.paymentMethod : {}).method);
        return ok(totals(cart));
      }
      if (rest === '/totals' || rest === '/totals-information') return ok(totals(cart));
      if (rest === '/order' && method === 'PUT') return placeOrder(cart, isJson(body.paymentMethod) ? String(body.paymentMethod.method) : null);
      if (rest === '/coupons') {
        if (method === 'GET') return ok(cart.coupon ?? []);
        cart.coupon = null;
        return ok(true);
      }
      const coupon = /^\/coupons\/(.+)$/.exec(rest);
      if (coupon && method === 'PUT') {
        const code = decodeURIComponent(coupon[1] as string);
        if (cart.items.length === 0) return platformError(404, `The "${cart.id}" Cart doesn't contain products.`);
        if (!coupons.has(code)) return platformError(404, "The coupon code isn't valid. Verify the code and try again.");
        cart.coupon = code;
        return ok(true);
      }
      if (rest === '/gift-message') return method === 'GET' ? ok([]) : platformError(400, "The gift message isn't available.");
      const gift = /^\/gift-message\/(\d+)$/.exec(rest);
      if (gift) {
        const item = cart.items.find((i) => i.item_id === Number(gift[1]));
        if (!item) return platformError(404, `No product with the "${gift[1]}" itemId exists in the Cart. Verify your information and try again.`);
        if (method === 'GET') return ok(item.gift ?? []);
        item.gift = { gift_message_id: id(), ...(isJson(body.giftMessage) ? body.giftMessage : {}) };
        return ok(true);
      }
    }
    // orders and documents
    const orderItemPath = /^\/V1\/orders\/items\/(\d+)$/.exec(path);
    if (orderItemPath && method === 'GET') {
      const order = [...orders.values()].find((o) => o.items.some((i) => i.item_id === Number(orderItemPath[1])));
      const item = order?.items.find((i) => i.item_id === Number(orderItemPath[1]));
      return order === undefined || item === undefined ? platformError(404, NO_ENTITY) : ok(lineJson(order, item));
    }
    if (method === 'GET' && path === '/V1/orders') {
      const searched = searchAnswer([...orders.values()].map(orderJson), call.query);
      if (searched !== null) return ok(searched);
      const field = call.query?.['searchCriteria[filter_groups][0][filters][0][field]'];
      const value = call.query?.['searchCriteria[filter_groups][0][filters][0][value]'];
      const found = [...orders.values()].map(orderJson).filter((o) => field === undefined || (isJson(o) && String(o[field]) === value));
      return ok({ items: found, total_count: found.length });
    }
    const orderPath = /^\/V1\/orders\/(\d+)(\/[a-z]+)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(Number(orderPath[1]));
      if (!order) return platformError(404, NO_ENTITY);
      const action = (orderPath[2] ?? '').slice(1);
      if (method === 'GET' && action === '') return ok(orderJson(order));
      if (method === 'GET' && action === 'statuses') return ok(order.state === 'new' ? 'pending' : order.state);
      if (method === 'GET' && action === 'comments') return ok(commentList(order.id, order.comments));
      if (method === 'POST') return orderAction(order, action, body);
    }
    const stepPath = /^\/V1\/order\/(\d+)\/(invoice|ship|refund)$/.exec(path);
    if (stepPath && method === 'POST') {
      const order = orders.get(Number(stepPath[1]));
      return order ? orderStep(order, stepPath[2] as string, body) : platformError(404, NO_ENTITY);
    }
    // The order's repository saves the columns sent (real 2.4.7-p3), answering the object it decoded with the ids.
    if (method === 'POST' && path === '/V1/orders') {
      const entity = isJson(body.entity) ? body.entity : {};
      const order = orders.get(Number(entity.entity_id));
      if (!order) return platformError(404, NO_ENTITY);
      if (typeof entity.state === 'string') order.state = entity.state;
      if (typeof entity.status === 'string') order.status = entity.status;
      if (typeof entity.customer_email === 'string') order.email = entity.customer_email;
      return ok({ base_grand_total: null, customer_email: null, grand_total: null, ...entity, entity_id: order.id, total_due: 0 });
    }
    // CreditmemoManagement::refund of a credit memo sent whole: the order's refund of the items it names, answered as
    // the credit memo sent with its ids (the real 2.4.7-p3 stores it as given).
    if (method === 'POST' && path === '/V1/creditmemo/refund') {
      const memo = isJson(body.creditmemo) ? body.creditmemo : {};
      const order = orders.get(Number(memo.order_id));
      if (!order) return platformError(404, NO_ENTITY);
      const answer = orderStep(order, 'refund', { items: memo.items });
      if (answer.status !== 200 || !('json' in answer)) return answer;
      const docId = Number(answer.json);
      const items = (Array.isArray(memo.items) ? memo.items.filter(isJson) : []).map((i) => ({ ...i, entity_id: id(), parent_id: docId }));
      return ok({ ...memo, entity_id: docId, increment_id: String(docId).padStart(9, '0'), state: 2, items, comments: [] });
    }
    if (method === 'POST' && path === '/V1/creditmemo') {
      const entity = isJson(body.entity) ? body.entity : {};
      if (!orders.has(Number(entity.order_id))) return platformError(400, 'Could not save the credit memo.');
      const doc: Doc = { id: id(), orderId: Number(entity.order_id), tracks: [], comments: [], state: 2 };
      memos.set(doc.id, doc);
      return ok({ entity_id: doc.id, increment_id: String(doc.id).padStart(9, '0'), order_id: doc.orderId, items: entity.items, comments: [] });
    }
    // The shipment repository's save: its items, tracks and comments saved with it (the order's items stay unshipped),
    // its shipping_label kept as sent; GET /V1/shipment/:id/label answers the label base64-encoded (the REST
    // ShippingLabelConverter plugin of the repository's get), "" without one.
    if (method === 'POST' && path === '/V1/shipment/') {
      const entity = isJson(body.entity) ? body.entity : {};
      const items = Array.isArray(entity.items) ? entity.items.filter(isJson) : [];
      if (!orders.has(Number(entity.order_id)) || items.length === 0) return platformError(400, "The shipment couldn't be saved.");
      const doc: Doc = { id: id(), orderId: Number(entity.order_id), tracks: [], comments: [], state: 0 };
      const fields = (row: Json): Json => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
      doc.saved = {
        items: items.map((i) => ({ ...fields(i), entity_id: id(), parent_id: doc.id })),
        comments: (Array.isArray(entity.comments) ? entity.comments.filter(isJson) : []).map((c) => ({ ...fields(c), entity_id: id(), parent_id: doc.id })),
        label: typeof entity.shipping_label === 'string' ? entity.shipping_label : null,
      };
      for (const t of Array.isArray(entity.tracks) ? entity.tracks.filter(isJson) : []) doc.tracks.push({ ...fields(t), entity_id: id(), parent_id: doc.id });
      shipments.set(doc.id, doc);
      return ok({ ...fields(entity), entity_id: doc.id, increment_id: String(doc.id).padStart(9, '0'), items: doc.saved.items, tracks: doc.tracks, comments: doc.saved.comments });
    }
    const labelPath = /^\/V1\/shipment\/(\d+)\/label$/.exec(path);
    if (labelPath && method === 'GET') {
      const doc = shipments.get(Number(labelPath[1]));
      if (!doc) return platformError(404, NO_ENTITY);
      return ok(doc.saved?.label ? Buffer.from(doc.saved.label, 'utf8').toString('base64') : '');
    }
    if (method === 'POST' && path === '/V1/invoices/') {
      const entity = isJson(body.entity) ? body.entity : {};
      if (!orders.has(Number(entity.order_id))) return platformError(400, 'Could not save the invoice.');
      const doc: Doc = { id: id(), orderId: Number(entity.order_id), tracks: [], comments: [], state: 0 };
      invoices.set(doc.id, doc);
      return ok({ entity_id: doc.id, increment_id: String(doc.id).padStart(9, '0'), order_id: doc.orderId, total_qty: entity.total_qty, items: entity.items, comments: [] });
    }
    const commentPath = /^\/V1\/(invoices|shipment|creditmemo)(?:\/(\d+))?\/comments$/.exec(path);
    if (commentPath && method === 'POST') {
      const entity = isJson(body.entity) ? body.entity : {};
      const table = commentPath[1] === 'invoices' ? invoices : commentPath[1] === 'shipment' ? shipments : memos;
      const doc = table.get(Number(entity.parent_id));
      if (!doc) return platformError(400, 'Could not save the comment.');
      const saved = { comment: entity.comment, entity_id: id(), parent_id: doc.id, is_customer_notified: entity.is_customer_notified ?? 0, is_visible_on_front: entity.is_visible_on_front ?? 0 };
      doc.comments.push(saved);
      return ok(saved);
    }
    const mailPath = /^\/V1\/(invoices|shipment|creditmemo)\/(\d+)\/emails$/.exec(path);
    if (mailPath && method === 'POST') return (mailPath[1] === 'invoices' ? invoices : mailPath[1] === 'shipment' ? shipments : memos).has(Number(mailPath[2])) ? ok(true) : platformError(404, NO_ENTITY);
    if (method === 'POST' && path === '/V1/shipment/track') {
      const entity = isJson(body.entity) ? body.entity : {};
      const shipment = shipments.get(Number(entity.parent_id));
      if (!shipment) return platformError(400, 'Could not save the shipment tracking.');
      const track = { entity_id: id(), order_id: entity.order_id, parent_id: shipment.id, track_number: entity.track_number, title: entity.title, carrier_code: entity.carrier_code, weight: entity.weight ?? null, qty: entity.qty ?? null };
      shipment.tracks.push(track);
      return ok(track);
    }
    // An invoice paid offline is neither captured nor voided; a credit memo is never cancelled (real 2.4.7-p3).
    const invoiceAction = /^\/V1\/invoices\/(\d+)\/(capture|void)$/.exec(path);
    if (invoiceAction && method === 'POST') return invoices.has(Number(invoiceAction[1])) ? platformError(400, `The ${invoiceAction[2] as string} action is not available.`) : platformError(404, NO_ENTITY);
    if (method === 'PUT' && /^\/V1\/creditmemo\/\d+$/.test(path)) return platformError(400, 'You can not cancel Credit Memo');
    const trackPath = /^\/V1\/shipment\/track\/(\d+)$/.exec(path);
    if (trackPath && method === 'DELETE') {
      for (const shipment of shipments.values()) {
        const before = shipment.tracks.length;
        shipment.tracks = shipment.tracks.filter((t) => t.entity_id !== Number(trackPath[1]));
        if (shipment.tracks.length < before) return ok(true);
      }
      return platformError(404, NO_ENTITY);
    }
    const docPath = /^\/V1\/(invoices|shipment|creditmemo)\/(\d+)(\/comments)?$/.exec(path);
    if (docPath && method === 'GET') {
      const table = docPath[1] === 'invoices' ? invoices : docPath[1] === 'shipment' ? shipments : memos;
      const doc = table.get(Number(docPath[2]));
      if (!doc) return platformError(404, NO_ENTITY);
      if (docPath[3]) return ok(commentList(doc.id, doc.comments));
      return ok(docJson(doc, docPath[1] === 'invoices' ? 'invoice' : docPath[1] === 'shipment' ? 'shipment' : 'creditmemo'));
    }
    if (method === 'GET' && (path === '/V1/invoices' || path === '/V1/shipments' || path === '/V1/creditmemos')) {
      const table = path === '/V1/invoices' ? invoices : path === '/V1/shipments' ? shipments : memos;
      const searched = searchAnswer([...table.values()].map((d) => docJson(d, path === '/V1/invoices' ? 'invoice' : path === '/V1/shipments' ? 'shipment' : 'creditmemo')), call.query);
      if (searched !== null) return ok(searched);
      const orderId = Number(call.query?.['searchCriteria[filter_groups][0][filters][0][value]'] ?? -1);
      const items = [...table.values()].filter((d) => d.orderId === orderId).map((d) => docJson(d, path === '/V1/invoices' ? 'invoice' : path === '/V1/shipments' ? 'shipment' : 'creditmemo'));
      return ok({ items, total_count: items.length });
    }
    return platformError(404, 'Request does not match any route.');
  };

  /** /async and /async/bulk: the element(s) executed at once through the synchronous answer. */
  const intake = (call: CommerceCall): Canned => {
    const bulk = call.path.startsWith('/async/bulk/');
    const rest = call.path.replace(/^\/async(\/bulk)?/, '');
    const elements: unknown[] = bulk ? (Array.isArray(call.body) ? call.body : []) : [call.body];
    const action = /\/(invoice|ship|refund|cancel|hold|unhold|comments|emails)$/.exec(rest)?.[1] ?? 'unknown';
    const operations = elements.map((element, n): Operation => {
      const values = isJson(element) ? element : {};
      const path = bulk ? rest.replace(/\/by([A-Z][A-Za-z]*)/g, (_, name: string) => `/${String(values[name.charAt(0).toLowerCase() + name.slice(1)] ?? '')}`) : rest;
      const executed = { caller: call.caller, method: call.method, path, body: element };
      const res = options.instead?.(executed) ?? sync(executed);
      const json = 'json' in res ? res.json : null;
      const done = res.status === 200;
      return { id: n, status: done ? 1 : 3, result_message: done ? 'Service execution success Magento\\Sales\\Model\\Service::execute' : String(isJson(json) ? json.message : ''), result: done ? json : null };
    });
    const uuid = `00000000-0000-4000-8000-${String(bulks.size + 1).padStart(12, '0')}`;
    bulks.set(uuid, { topic: TOPIC_OF[action] ?? 'async.unknown', operations });
    return { status: 202, json: { bulk_uuid: uuid, request_items: elements.map((_, n) => ({ id: n, data_hash: null, status: 'accepted' })), errors: false } };
  };

  const status = (path: string): Canned | null => {
    const m = /^\/V1\/bulk\/([^/]+)\/(status|detailed-status)$/.exec(path);
    if (!m) return null;
    const bulk = bulks.get(m[1] as string);
    if (!bulk) return platformError(404, 'Bulk uuid does not exist');
    const detailed = m[2] === 'detailed-status';
    return ok({
      operations_list: bulk.operations.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message, error_code: o.status === 1 ? null : 0, ...(detailed ? { topic_name: bulk.topic, result_serialized_data: o.result === null ? null : JSON.stringify(o.result) } : {}) })),
      bulk_id: m[1],
      description: `Topic ${bulk.topic}`,
      operation_count: bulk.operations.length,
    });
  };

  return {
    answer(call) {
      const own = options.instead?.(call);
      if (own !== undefined) return own;
      const healthy = call.path.startsWith('/async/') ? intake(call) : (status(call.path) ?? sync(call));
      return options.change?.(call, healthy) ?? healthy;
    },
    orders,
    carts,
    customers,
  };
}
