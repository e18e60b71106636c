// A stand-in for an installation's money, for the unit tests of commerce.money-totals and commerce.partial-documents:
// it answers the money world's set-up and removals, the run's customer's carts, and the orders and documents with
// what the real 2.4.7-p3 answered for the same inputs (tests/corpus/real-2.4.7-p3/money-answers.json, handed in by the
// test): order 1 (15 % off: placed, invoiced in parts, shipped in part, partly refunded, complete) and order 2 (1.50
// off each item: invoiced, shipped and refunded in full). Its own ids are put in where the run's names and ids go;
// every amount is the real one. `change` alters single answers (a fault of the platform); a guest's cart reads back
// untaxed unless `guestTax` says otherwise.

import { searchAnswer } from './known-criteria.ts';
import type { Canned } from './fake-context.ts';
import type { ScenarioSent } from './async-scenario-target.ts';

type Rec = Record<string, unknown>;

export interface MoneyCorpus {
  order1: Record<string, Rec>;
  order2: Record<string, Rec>;
}

export interface MoneyTargetOptions {
  /** An answer of its own for a call (given the healthy one), or undefined to keep it. */
  change?: (sent: ScenarioSent, healthy: Canned) => Canned | undefined;
  /** The tax a guest's line pays. */
  guestTax?: number;
}

const ok = (json: unknown): Canned => ({ status: 200, json });
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const rec = (v: unknown): Rec => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {});
const items = (v: unknown): Rec[] => (Array.isArray(rec(v).items) ? (rec(v).items as Rec[]) : []);
const CORPUS_SKU = /m29probe8wz08([ab])/g;

export function moneyTarget(corpus: MoneyCorpus, options: MoneyTargetOptions = {}): (sent: ScenarioSent) => Canned {
  let nextId = 500;
  const skus = new Map<string, string>(); // key (a | b) → the run's SKU
  const rules = new Map<string, 'pct' | 'fix'>(); // rule id → kind
  const coupons = new Map<string, 'pct' | 'fix'>(); // code → kind
  let cart: { lines: Array<{ id: number; key: string; qty: number }>; coupon: 'pct' | 'fix' | null } = { lines: [], coupon: null };
  let guestLines: Array<{ id: number; sku: string }> = [];
  // Each corpus order's snapshots and documents in the order the scenarios meet them.
  const orders = new Map<number, { which: 'order1' | 'order2'; steps: string[]; cancelled: boolean; shipped: Map<string, number> }>();
  const documents = new Map<number, Rec>();
  /** Each document's kind, by id (the list routes search one kind). */
  const kinds = new Map<number, 'invoice' | 'shipment' | 'creditmemo'>();
  /** The code the run's tax rate was made with: what the orders' applied taxes name (the real 2.4.7-p3). */
  let rateCode = 'rate';
  /** The corpus text with the run's SKUs in place of the probe's. */
  const ours = <T>(v: T): T => JSON.parse(JSON.stringify(v).replace(CORPUS_SKU, (_m, k: string) => skus.get(k) ?? k)) as T;
  const keyOfPrice = (price: unknown): string => (Number(price) === 12.99 ? 'a' : 'b');
  const keyOfSku = (sku: unknown): string => [...skus].find(([, s]) => s === sku)?.[0] ?? '?';
  const orderOf = (path: string): number => Number(/\/V1\/orders?\/(\d+)/.exec(path)?.[1] ?? -1);
  const documentFor = (orderId: number, kind: 'invoice' | 'shipment' | 'creditmemo', body: Rec = {}): Canned => {
    const order = orders.get(orderId);
    if (order === undefined) return { status: 404, json: { message: 'no such order' } };
    order.steps.push(kind);
    const count = order.steps.filter((s) => s === kind).length;
    const name = order.which === 'order1' ? { invoice: ['invoice1', 'invoice2', 'invoice3'], shipment: ['shipment1'], creditmemo: ['creditmemo1'] }[kind][count - 1] : { invoice: ['invoice'], shipment: ['shipment'], creditmemo: ['creditmemo'] }[kind][count - 1];
    const doc = name === undefined ? shipmentOf(orderId, body) : corpus[order.which][name];
    if (kind === 'shipment') {
      const lines = items(rec(corpus[order.which].order));
      const asked = Array.isArray(body.items) ? (body.items as Rec[]) : null;
      for (const line of lines) {
        const sku = String(line.sku);
        const qty = asked === null ? Number(line.qty_ordered) - (order.shipped.get(sku) ?? 0) : Number(asked.find((a) => Number(a.order_item_id) === Number(line.item_id))?.qty ?? 0);
        order.shipped.set(sku, (order.shipped.get(sku) ?? 0) + qty);
      }
    }
    const id = Number(rec(doc).entity_id);
    documents.set(id, ours(clone(rec(doc))));
    kinds.set(id, kind);
    return ok(String(id));
  };
  /** A shipment the corpus does not hold (the scenario ships in more parts than the probe did): the quantities asked
   * for, or what is left of each line as the corpus order says. */
  const shipmentOf = (orderId: number, body: Rec): Rec => {
    const order = orders.get(orderId);
    const lines = items(rec(order === undefined ? {} : corpus[order.which].order));
    const asked = Array.isArray(body.items) ? (body.items as Rec[]) : null;
    const shipped = lines
      .map((line) => ({ sku: line.sku, qty: asked === null ? Number(line.qty_ordered) - (order?.shipped.get(String(line.sku)) ?? 0) : Number(asked.find((a) => Number(a.order_item_id) === Number(line.item_id))?.qty ?? 0) }))
      .filter((l) => l.qty > 0);
    return { entity_id: 9000 + nextId++, order_id: orderId, total_qty: shipped.reduce((n, l) => n + l.qty, 0), items: shipped };
  };
  /** The order as the corpus last read it after the steps made so far. */
  const orderRead = (orderId: number): Canned => {
    const order = orders.get(orderId);
    if (order === undefined) return { status: 404, json: { message: 'no such order' } };
    const o = corpus[order.which];
    const s = order.steps.join(',');
    const snapshot =
      order.which === 'order2'
        ? s === '' ? o.order : o.final
        : s === '' ? o.order : s === 'invoice' ? o.afterInvoice1 : s === 'invoice,invoice,shipment' ? o.afterShipment1 : s.endsWith('creditmemo') ? o.afterCreditmemo1 : o.final;
    const read = ours(clone(rec(snapshot)));
    // The probe shipped the first line's third item after the refund; the scenario ships it before: the corpus order
    // after the refund, with that line's quantity shipped as the shipments made so far say.
    if (order.which === 'order1' && s.endsWith('creditmemo')) for (const item of items(read)) item.qty_shipped = [...order.shipped].find(([sku]) => ours(sku) === item.sku || sku === item.sku)?.[1] ?? item.qty_shipped;
    if (order.cancelled) read.state = 'canceled';
    // The taxes applied, as the real 2.4.7-p3 answers them: the run's one rate, its percent, the order's tax amount.
    const tax = Number(read.tax_amount ?? 0);
    const named = { code: rateCode, title: rateCode, percent: 8.25, amount: tax, base_amount: tax };
    read.extension_attributes = { ...rec(read.extension_attributes), applied_taxes: [named], taxes: [{ tax_id: 3, order_id: orderId, ...named, base_real_amount: tax, priority: 0, position: 0, process: 0 }] };
    return ok(read);
  };
  const healthy = (sent: ScenarioSent): Canned => {
    const { method, path } = sent;
    const body = rec(sent.body);
    if (method === 'DELETE') return ok(true);
    const product = /^\/V1\/products\/([^/]+)$/.exec(path);
    if (method === 'PUT' && product) return ok({ sku: decodeURIComponent(product[1] ?? ''), ...rec(body.product), id: 1 });
    if (method === 'POST' && path === '/V1/taxClasses') return ok(String(nextId++));
    if (method === 'POST' && path === '/V1/taxRates') {
      rateCode = String(rec(body.taxRate).code);
      return ok({ id: 77, ...rec(body.taxRate) });
    }
    if (method === 'GET' && path === '/V1/taxRates/77') return ok({ id: 77, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 8.25, code: 'rate', titles: [] });
    if (method === 'POST' && path === '/V1/taxRules') return ok({ id: 78, ...rec(body.rule) });
    if (method === 'POST' && path === '/V1/customerGroups') return ok({ id: 189, ...rec(body.group) });
    if (method === 'POST' && path === '/V1/products') {
      const product = rec(body.product);
      skus.set(keyOfPrice(product.price), String(product.sku));
      return ok({ id: nextId++, ...product });
    }
    if (method === 'POST' && path === '/V1/salesRules') {
      const id = nextId++;
      rules.set(String(id), rec(body.rule).simple_action === 'by_percent' ? 'pct' : 'fix');
      return ok({ rule_id: id, ...rec(body.rule) });
    }
    if (method === 'POST' && path === '/V1/coupons') {
      const coupon = rec(body.coupon);
      coupons.set(String(coupon.code), rules.get(String(coupon.rule_id)) ?? 'pct');
      return ok({ coupon_id: nextId++, ...coupon });
    }
    if (method === 'POST' && path === '/V1/customers') return ok({ id: 495, ...rec(body.customer), addresses: [] });
    if (method === 'POST' && path === '/V1/integration/customer/token') return ok('customer-token-of-the-run');
    if (method === 'POST' && path === '/V1/carts/mine') {
      cart = { lines: [], coupon: null };
      return ok(nextId++);
    }
    if (method === 'POST' && path === '/V1/carts/mine/items') {
      const item = rec(body.cartItem);
      const line = { id: nextId++, key: keyOfSku(item.sku), qty: Number(item.qty) };
      cart.lines.push(line);
      // The item at its product's catalog price, as the real 2.4.7-p3 answers an add (CartAddingItemsTest).
      return ok({ item_id: line.id, sku: item.sku, qty: line.qty, price: line.key === 'a' ? 12.99 : 7.49, quote_id: String(item.quote_id) });
    }
    const put = /^\/V1\/carts\/mine\/items\/(\d+)$/.exec(path);
    if (method === 'PUT' && put) {
      const line = cart.lines.find((l) => l.id === Number(put[1]));
      if (line) line.qty = Number(rec(body.cartItem).qty);
      return ok({ item_id: Number(put[1]), sku: rec(body.cartItem).sku, qty: line?.qty ?? 0 });
    }
    if (method === 'POST' && /estimate-shipping-methods$/.test(path)) {
      const qty = cart.lines.reduce((n, l) => n + l.qty, 0);
      return ok([{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 5 * qty, base_amount: 5 * qty, available: true, error_message: '', price_excl_tax: 5 * qty, price_incl_tax: 5 * qty }]);
    }
    if (method === 'POST' && /\/shipping-information$/.test(path)) return ok({ payment_methods: [], totals: {} });
    const coupon = /^\/V1\/carts\/mine\/coupons\/(.+)$/.exec(path);
    if (method === 'PUT' && coupon) {
      cart.coupon = coupons.get(decodeURIComponent(coupon[1] ?? '')) ?? null;
      return ok(true);
    }
    if (method === 'GET' && path === '/V1/carts/mine/totals') {
      const totals = ours(clone(rec(corpus[cart.coupon === 'fix' ? 'order2' : 'order1'].totals)));
      // The corpus lines in the cart's order (a, then b), with the cart's own item ids.
      totals.items = items(totals).map((item, i) => ({ ...item, item_id: cart.lines[i]?.id ?? 0 }));
      return ok(totals);
    }
    if (method === 'POST' && path === '/V1/carts/mine/payment-information') {
      const which = cart.coupon === 'fix' ? 'order2' : 'order1';
      const id = Number(rec(corpus[which].order).entity_id);
      orders.set(id, { which, steps: [], cancelled: false, shipped: new Map() });
      return ok(id);
    }
    if (method === 'POST' && /^\/V1\/orders\/\d+\/cancel$/.test(path)) {
      const order = orders.get(orderOf(path));
      if (order) order.cancelled = true;
      return ok(true);
    }
    if (method === 'GET' && /^\/V1\/orders\/\d+$/.test(path)) return orderRead(orderOf(path));
    if (method === 'GET' && path === '/V1/orders' && sent.query?.['searchCriteria[filter_groups][0][filters][0][field]'] === 'entity_id') {
      const read = orderRead(Number(sent.query['searchCriteria[filter_groups][0][filters][0][value]']));
      return read.status === 200 && 'json' in read ? ok({ items: [read.json], total_count: 1 }) : ok({ items: [], total_count: 0 });
    }
    if (method === 'POST' && /^\/V1\/order\/\d+\/invoice$/.test(path)) return documentFor(orderOf(path), 'invoice');
    if (method === 'POST' && /^\/V1\/order\/\d+\/ship$/.test(path)) return documentFor(orderOf(path), 'shipment', body);
    if (method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(path)) return documentFor(orderOf(path), 'creditmemo');
    // The searches of the run's own documents and order items (criteria with a page size: known-criteria.ts).
    if (method === 'GET' && path === '/V1/invoices') {
      const searched = searchAnswer([...documents].filter(([id]) => kinds.get(id) === 'invoice').map(([, d]) => d), sent.query);
      if (searched !== null) return ok(searched);
    }
    // One order line on its own: as the order's read answers it, with its order_id.
    const orderItem = /^\/V1\/orders\/items\/(\d+)$/.exec(path);
    if (method === 'GET' && orderItem) {
      const row = [...orders.keys()].flatMap((orderId) => items(rec(('json' in orderRead(orderId) ? (orderRead(orderId) as { json: unknown }).json : {}))).map((i) => ({ order_id: orderId, ...i }))).find((i) => String((i as Record<string, unknown>).item_id) === orderItem[1]);
      return row === undefined ? { status: 404, json: { message: 'The entity that was requested doesn\'t exist. Verify the entity and try again.' } } : ok(row);
    }
    if (method === 'GET' && path === '/V1/orders/items') {
      const rows = [...orders.keys()].flatMap((orderId) => items(rec(('json' in orderRead(orderId) ? (orderRead(orderId) as { json: unknown }).json : {}))).map((i) => ({ order_id: orderId, ...i })));
      const searched = searchAnswer(rows, sent.query);
      if (searched !== null) return ok(searched);
    }
    const doc = /^\/V1\/(invoices|shipment|creditmemo)\/(\d+)$/.exec(path);
    if (method === 'GET' && doc) {
      const found = documents.get(Number(doc[2]));
      return found === undefined ? { status: 404, json: { message: 'no such document' } } : ok(found);
    }
    // A guest's cart of the run's product.
    if (method === 'POST' && path === '/V1/guest-carts') {
      guestLines = [];
      return ok('maskedguestcart');
    }
    if (method === 'GET' && path === '/V1/guest-carts/maskedguestcart') return ok({ id: 600, is_active: true, items: [] });
    if (method === 'POST' && path === '/V1/guest-carts/maskedguestcart/items') {
      const line = { id: nextId++, sku: String(rec(body.cartItem).sku) };
      guestLines.push(line);
      return ok({ item_id: line.id, sku: line.sku, qty: 1, quote_id: 'maskedguestcart' });
    }
    if (method === 'GET' && path === '/V1/guest-carts/maskedguestcart/totals') {
      const tax = options.guestTax ?? 0;
      return ok({ grand_total: 17.99 + tax, subtotal: 12.99, tax_amount: tax, shipping_amount: 5, items: guestLines.map((l) => ({ item_id: l.id, price: 12.99, qty: 1, row_total: 12.99, tax_amount: tax, base_tax_amount: tax, tax_percent: tax === 0 ? 0 : 8.25, name: l.sku })) });
    }
    return { status: 404, json: { message: `the money stand-in does not serve ${method} ${path}` } };
  };
  return (sent) => {
    const answer = healthy(sent);
    return options.change?.(sent, answer) ?? answer;
  };
}
