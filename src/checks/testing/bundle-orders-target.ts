// A small stand-in for an installation selling bundles, for the unit tests of commerce.bundle-documents: simple and
// bundle products (a bundle's shipment_type custom attribute, its options added one by one, each with one child),
// guest carts placed with the flat rate (5 per unit shipped), orders read back as the real 2.4.7-p3 and Adobe Commerce
// 2.4.6-p1 read a bundle's (its item "<bundle>-<children>" at the children's prices, the product_option as chosen,
// each child's simple item under it), invoices and shipments by item as those installations made them (probed by hand
// 2026-12-03: docs/real-platform.md, "Bundle orders' documents"). Each fault breaks one of these.

import { platformError, type Canned } from './fake-context.ts';
import type { CommerceCall } from './commerce-target.ts';

export type BundleOrdersFault =
  /** every item is shipped as named, whatever the bundle's shipment type */
  | 'shipment-type-ignored'
  /** a Separately bundle's own item is shipped with its children, as a Together bundle's */
  | 'separately-shipped-whole'
  /** a Separately bundle's child is shipped without its bundle's item */
  | 'separately-parent-not-shipped'
  /** a Together bundle's own item is shipped without its children */
  | 'together-children-not-shipped'
  /** the order item reads no product_option */
  | 'options-dropped'
  /** a bundle's item invoiced alone leaves its children uninvoiced */
  | 'children-not-invoiced'
  /** a Separately bundle's child shipped alone also ships the other child of the same SKU in the order */
  | 'same-sku-shipped'
  /** an invoice naming no item of the order invoices everything left */
  | 'unknown-item-invoices-all'
  /** a shipment of items shipped already is accepted (an empty shipment) */
  | 'reship-accepted'
  | null;

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const ok = (json: unknown): Canned => ({ status: 200, json });
const FLAT = 5;

interface Line {
  item_id: number;
  sku: string;
  product_type: string;
  parent_item_id: number | null;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  price: number;
  row_total: number;
  product_option?: Json;
}

interface Doc {
  id: number;
  items: Array<{ order_item_id: number; qty: number; row_total: number }>;
  total: number;
}

export function bundleOrdersTarget(fault: BundleOrdersFault = null): (call: CommerceCall) => Canned {
  const products = new Map<string, { type: string; shipment: string; price: number }>();
  const options = new Map<string, Array<{ option_id: number; sku: string; selection: number }>>();
  const carts = new Map<string, Json[]>();
  const orders = new Map<number, { lines: Line[]; shipping: number; invoiced: boolean }>();
  const invoices = new Map<number, Doc>();
  const shipments = new Map<number, Doc>();
  let next = 10;

  const orderJson = (id: number): Json => {
    const order = orders.get(id);
    const lines = order?.lines ?? [];
    const subtotal = lines.filter((l) => l.parent_item_id === null).reduce((s, l) => s + l.row_total, 0);
    return {
      entity_id: id,
      grand_total: subtotal + (order?.shipping ?? 0),
      shipping_amount: order?.shipping ?? 0,
      subtotal,
      items: lines.map((l) => {
        const { product_option: option, parent_item_id: parent, ...rest } = l;
        return { ...rest, order_id: id, ...(parent !== null ? { parent_item_id: parent } : {}), ...(option !== undefined && fault !== 'options-dropped' ? { product_option: option } : {}) };
      }),
    };
  };

  const place = (masked: string): Canned => {
    const id = next++;
    const lines: Line[] = [];
    let units = 0;
    for (const item of carts.get(masked) ?? []) {
      const sku = String(item.sku);
      const qty = Number(item.qty);
      const product = products.get(sku);
      if (product?.type !== 'bundle') {
        lines.push({ item_id: next++, sku, product_type: 'simple', parent_item_id: null, qty_ordered: qty, qty_invoiced: 0, qty_shipped: 0, price: product?.price ?? 0, row_total: (product?.price ?? 0) * qty });
        units += qty;
        continue;
      }
      const chosen = isJson(item.product_option) && isJson(item.product_option.extension_attributes) && Array.isArray(item.product_option.extension_attributes.bundle_options) ? item.product_option.extension_attributes.bundle_options.filter(isJson) : [];
      const kids = chosen.map((c) => (options.get(sku) ?? []).find((o) => o.option_id === Number(c.option_id))?.sku ?? '');
      const price = kids.reduce((s, k) => s + (products.get(k)?.price ?? 0), 0);
      const parent: Line = { item_id: next++, sku: [sku, ...kids].join('-'), product_type: 'bundle', parent_item_id: null, qty_ordered: qty, qty_invoiced: 0, qty_shipped: 0, price, row_total: price * qty, product_option: isJson(item.product_option) ? item.product_option : {} };
      lines.push(parent);
      for (const kid of kids) lines.push({ item_id: next++, sku: kid, product_type: 'simple', parent_item_id: parent.item_id, qty_ordered: qty, qty_invoiced: 0, qty_shipped: 0, price: products.get(kid)?.price ?? 0, row_total: (products.get(kid)?.price ?? 0) * qty });
      units += qty * kids.length;
    }
    orders.set(id, { lines, shipping: FLAT * units, invoiced: false });
    return ok(id);
  };

  const wantedOf = (body: unknown): Map<number, number> | null => {
    const items = isJson(body) && Array.isArray(body.items) ? body.items.filter(isJson) : [];
    return items.length === 0 ? null : new Map(items.map((i) => [Number(i.order_item_id), Number(i.qty)]));
  };

  const invoice = (id: number, body: unknown): Canned => {
    const order = orders.get(id);
    if (order === undefined) return platformError(404, 'The entity that was requested doesn\'t exist. Verify the entity and try again.');
    let wanted = wantedOf(body);
    if (wanted !== null && fault === 'unknown-item-invoices-all' && ![...wanted.keys()].some((k) => order.lines.some((l) => l.item_id === k))) wanted = null;
    if (wanted !== null && fault !== 'children-not-invoiced') {
      for (const [k, q] of [...wanted]) for (const kid of order.lines.filter((l) => l.parent_item_id === k)) if (!wanted.has(kid.item_id)) wanted.set(kid.item_id, q);
    }
    const left = order.lines.filter((l) => l.qty_ordered > l.qty_invoiced);
    if (left.length === 0) return platformError(400, 'Invoice Document Validation Error(s):\nThe order does not allow an invoice to be created.');
    const parts = left.map((l) => ({ l, qty: Math.min(wanted === null ? l.qty_ordered : (wanted.get(l.item_id) ?? 0), l.qty_ordered - l.qty_invoiced) })).filter((p) => p.qty > 0);
    if (parts.length === 0) return platformError(400, 'Invoice Document Validation Error(s):\nThe invoice can\'t be created without products. Add products and try again.');
    for (const p of parts) p.l.qty_invoiced += p.qty;
    const rows = parts.filter((p) => p.l.parent_item_id === null).reduce((s, p) => s + p.l.price * p.qty, 0);
    const total = rows + (order.invoiced ? 0 : order.shipping);
    order.invoiced = true;
    const doc = next++;
    invoices.set(doc, { id: doc, items: parts.map((p) => ({ order_item_id: p.l.item_id, qty: p.qty, row_total: p.l.price * p.qty })), total });
    return ok(String(doc));
  };

  const ship = (id: number, body: unknown): Canned => {
    const order = orders.get(id);
    if (order === undefined) return platformError(404, 'The entity that was requested doesn\'t exist. Verify the entity and try again.');
    const wanted = wantedOf(body);
    const refusals: string[] = [];
    const typeOf = (bundle: Line): string => products.get(bundle.sku.split('-')[0] ?? '')?.shipment ?? '0';
    if (wanted !== null && fault !== 'shipment-type-ignored') {
      for (const [k, q] of [...wanted]) {
        const item = order.lines.find((l) => l.item_id === k);
        const bundle = item?.product_type === 'bundle' ? item : order.lines.find((l) => l.item_id === item?.parent_item_id);
        if (item === undefined || bundle === undefined) continue;
        const separately = typeOf(bundle) === '1';
        if (bundle === item && separately && fault !== 'separately-shipped-whole') {
          refusals.push(`Cannot create shipment as bundle product "${bundle.sku}" has shipment type "Separately". Bundle product options should be shipped instead.`);
          wanted.delete(k);
        } else if (bundle !== item && !separately) {
          refusals.push(`Cannot create shipment as bundle product "${bundle.sku}" has shipment type "Together". Bundle product itself should be shipped instead.`);
          wanted.delete(k);
        } else if (bundle === item) {
          if (fault !== 'together-children-not-shipped') for (const kid of order.lines.filter((l) => l.parent_item_id === k)) wanted.set(kid.item_id, q);
        } else {
          if (fault !== 'separately-parent-not-shipped') wanted.set(bundle.item_id, q);
          if (fault === 'same-sku-shipped') for (const other of order.lines.filter((l) => l.sku === item.sku && l !== item)) wanted.set(other.item_id, q);
        }
      }
    }
    const parts = order.lines.map((l) => ({ l, qty: Math.min(wanted === null ? l.qty_ordered : (wanted.get(l.item_id) ?? 0), l.qty_ordered - l.qty_shipped) })).filter((p) => p.qty > 0);
    if (parts.length === 0 && (fault !== 'reship-accepted' || refusals.length > 0)) return platformError(400, ['Shipment Document Validation Error(s):', 'You can\'t create a shipment without products.', ...refusals].join('\n'));
    for (const p of parts) p.l.qty_shipped += p.qty;
    const dummy = (l: Line): boolean => {
      const bundle = l.product_type === 'bundle' ? l : order.lines.find((b) => b.item_id === l.parent_item_id);
      return bundle !== undefined && (bundle === l) === (typeOf(bundle) === '1');
    };
    const doc = next++;
    shipments.set(doc, { id: doc, items: parts.map((p) => ({ order_item_id: p.l.item_id, qty: p.qty, row_total: 0 })), total: parts.filter((p) => !dummy(p.l)).reduce((s, p) => s + p.qty, 0) });
    return ok(String(doc));
  };

  return (call) => {
    const { method, path } = call;
    const body = isJson(call.body) ? call.body : {};
    if (method === 'POST' && path === '/V1/products') {
      const product = isJson(body.product) ? body.product : {};
      const attributes = Array.isArray(product.custom_attributes) ? product.custom_attributes.filter(isJson) : [];
      const shipment = String(attributes.find((a) => a.attribute_code === 'shipment_type')?.value ?? '0');
      products.set(String(product.sku), { type: String(product.type_id), shipment, price: Number(product.price) });
      return ok({ ...product, id: next++ });
    }
    if (method === 'POST' && path === '/V1/bundle-products/options/add') {
      const option = isJson(body.option) ? body.option : {};
      const link = Array.isArray(option.product_links) && isJson(option.product_links[0]) ? option.product_links[0] : {};
      const id = next++;
      options.set(String(option.sku), [...(options.get(String(option.sku)) ?? []), { option_id: id, sku: String(link.sku), selection: next++ }]);
      return ok(id);
    }
    const children = /^\/V1\/bundle-products\/([^/]+)\/children$/.exec(path);
    if (method === 'GET' && children) return ok((options.get(decodeURIComponent(children[1] ?? '')) ?? []).map((o) => ({ id: String(o.selection), sku: o.sku, option_id: o.option_id, qty: 1, position: 1, is_default: true, price: 10, price_type: null, can_change_quantity: 0 })));
    if (method === 'POST' && path === '/V1/guest-carts') {
      const masked = `masked${next++}`;
      carts.set(masked, []);
      return ok(masked);
    }
    const cart = /^\/V1\/guest-carts\/([^/]+)(\/[a-z-]+)?$/.exec(path);
    if (cart) {
      const masked = decodeURIComponent(cart[1] ?? '');
      const rest = cart[2] ?? '';
      if (method === 'GET' && rest === '') return ok({ id: 900, items: carts.get(masked) ?? [] });
      if (method === 'POST' && rest === '/items') {
        const item = isJson(body.cartItem) ? body.cartItem : {};
        carts.get(masked)?.push(item);
        return ok({ ...item, item_id: next++, price: 10, product_type: products.get(String(item.sku))?.type ?? 'simple' });
      }
      if (method === 'POST' && rest === '/estimate-shipping-methods') return ok([{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: FLAT, base_amount: FLAT, available: true, error_message: '', price_excl_tax: FLAT, price_incl_tax: FLAT }]);
      if (method === 'POST' && rest === '/shipping-information') return ok({ payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }], totals: {} });
      if (method === 'PUT' && rest === '/order') return place(masked);
    }
    const order = /^\/V1\/orders\/(\d+)$/.exec(path);
    if (method === 'GET' && order) return ok(orderJson(Number(order[1])));
    const step = /^\/V1\/order\/(\d+)\/(invoice|ship)$/.exec(path);
    if (method === 'POST' && step) return step[2] === 'invoice' ? invoice(Number(step[1]), call.body) : ship(Number(step[1]), call.body);
    const doc = /^\/V1\/(invoices|shipment)\/(\d+)$/.exec(path);
    if (method === 'GET' && doc) {
      const found = (doc[1] === 'invoices' ? invoices : shipments).get(Number(doc[2]));
      if (found === undefined) return platformError(404, 'The entity that was requested doesn\'t exist. Verify the entity and try again.');
      return ok(doc[1] === 'invoices' ? { entity_id: found.id, grand_total: found.total, items: found.items } : { entity_id: found.id, total_qty: found.total, items: found.items });
    }
    return platformError(404, `no fake answer for ${method} ${path}`);
  };
}
