// The stock of the fake commerce core (commerce-target.ts), for the unit tests of commerce.stock-reserved and
// commerce.stock-returned: the products it makes get a default source item with the quantity they were made with, the
// main website sells from stock 1, and the salable quantity is the source's less what the open orders hold, as the
// real 2.4.7-p3 plays it (tests/corpus/real-2.4.7-p3/order-stock.json): an order holds its quantity until it is
// cancelled or refunded; a refund of an unshipped item leaves the source when it is returned to stock
// (arguments.extension_attributes.return_to_stock_items) and takes the item from it otherwise. Refunds are answered
// here item by item (the commerce fake refunds a whole order). It has two websites, as the real installations the
// suite is measured on: base (store view default, id 1) and second (store view second_en, id 3), both sold from stock
// 1; a customer signs in under the store views of its own website only (accounts per website), an order reads back in
// the store view its payment was sent under, and its items carry their product's name (the SKU, as the run names its
// products). A grouped product (its links saved with it) has no quantity of its own: it reads 0, salable while its
// own flag is in stock and a child is salable; one of it in a cart is one of each child, each an order item of type
// grouped. Each fault breaks one of the reads.

import { platformError, type Canned } from './fake-context.ts';
import { commerceTarget, type CommerceCall } from './commerce-target.ts';

export type StockFault =
  /** the salable quantity is the source's (the reservations ignored), and the legacy stock status with it */
  | 'ignores-reservations'
  /** a refund with return_to_stock_items takes the item from the source as if it were not returned */
  | 'return-ignored'
  /** the legacy stock item keeps the quantity the product was made with */
  | 'legacy-stale'
  /** is-product-salable-for-requested-qty sells any quantity */
  | 'sells-anything'
  /** a refund does not end the order's reservation (salable stays where the order left it) */
  | 'refund-keeps-reservation'
  /** the salable reads answer a product no source of the stock holds as salable (commerce.salable-reads) */
  | 'salable-by-assignment'
  /** the salable quantity export answers the source quantity, the reservations ignored (commerce.virtual-orders) */
  | 'export-ignores-reservations'
  /** the stock index dump lists simple products only (commerce.virtual-orders) */
  | 'index-simple-only'
  /** the second website sells from a stock of its own (stock 2): commerce.virtual-orders' second-website scenario skips */
  | 'second-website-own-stock'
  /** an order placed under the second website's store view reads back in the default store view (store_id 1) */
  | 'order-in-default-store'
  /** a grouped product's children ordered through it read back as simple items, not grouped ones */
  | 'grouped-lines-simple'
  /** a grouped product is salable by its own quantity (0), not by its flag and its children: never salable */
  | 'grouped-by-own-qty'
  | null;

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const ok = (json: unknown): Canned => ({ status: 200, json });
/** The store views and websites of the fake: code, id, website. */
const VIEWS = [{ id: 1, code: 'default', website_id: 1 }, { id: 3, code: 'second_en', website_id: 2 }];
const WEBSITES = [{ id: 0, code: 'admin' }, { id: 1, code: 'base' }, { id: 2, code: 'second' }];
/** The store code a call was sent under (the fakes record it; undefined: the target's own, default). */
const viewOf = (call: CommerceCall): (typeof VIEWS)[number] => {
  const code = (call as CommerceCall & { storeCode?: string | null }).storeCode;
  return VIEWS.find((v) => v.code === code) ?? (VIEWS[0] as (typeof VIEWS)[number]);
};

export function stockTarget(fault: StockFault = null): (call: CommerceCall) => Canned {
  const sources = new Map<string, number>();
  const legacy = new Map<string, number>();
  const types = new Map<string, string>();
  let memo = 900;
  /** Each customer's website (by e-mail), each order's store view (by id). */
  const customerWebsite = new Map<string, number>();
  const orderStore = new Map<number, number>();
  /** Each grouped product's flag and children; the children bought through one (their order items are grouped). */
  const grouped = new Map<string, { inStock: boolean; children: string[] }>();
  const viaGrouped = new Set<string>();
  const target = commerceTarget({
    change: (call, healthy) => {
      if (call.method === 'POST' && call.path === '/V1/customers' && healthy.status === 200 && isJson(call.body) && isJson(call.body.customer)) {
        customerWebsite.set(String(call.body.customer.email), Number(call.body.customer.website_id ?? 1));
      }
      if (call.method === 'POST' && call.path === '/V1/integration/customer/token' && healthy.status === 200 && isJson(call.body)) {
        const website = customerWebsite.get(String(call.body.username)) ?? 1;
        if (website !== viewOf(call).website_id) return platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
      }
      if (call.method === 'POST' && call.path.endsWith('/payment-information') && healthy.status === 200) orderStore.set('json' in healthy ? Number(healthy.json) : 0, viewOf(call).id);
      const orderRead = call.method === 'GET' ? /^\/V1\/orders\/(\d+)$/.exec(call.path) : null;
      if (orderRead && healthy.status === 200 && 'json' in healthy && isJson(healthy.json)) {
        const storeId = fault === 'order-in-default-store' ? 1 : (orderStore.get(Number(orderRead[1])) ?? 1);
        const items = Array.isArray(healthy.json.items) ? healthy.json.items.filter(isJson).map((i) => ({ name: i.sku, ...i, ...(viaGrouped.has(String(i.sku)) && fault !== 'grouped-lines-simple' ? { product_type: 'grouped' } : {}) })) : healthy.json.items;
        return ok({ ...healthy.json, store_id: storeId, items });
      }
      if (call.method === 'POST' && call.path === '/V1/products' && healthy.status === 200 && isJson(call.body) && isJson(call.body.product)) {
        const product = call.body.product;
        const stock = isJson(product.extension_attributes) && isJson(product.extension_attributes.stock_item) ? product.extension_attributes.stock_item : {};
        sources.set(String(product.sku), Number(stock.qty ?? 0));
        types.set(String(product.sku), String(product.type_id ?? 'simple'));
        if (product.type_id === 'grouped') {
          const links = Array.isArray(product.product_links) ? product.product_links.filter(isJson) : [];
          grouped.set(String(product.sku), { inStock: stock.is_in_stock === true, children: links.filter((l) => l.link_type === 'associated').map((l) => String(l.linked_product_sku)) });
        }
        legacy.set(String(product.sku), Number(stock.qty ?? 0));
      }
      return undefined;
    },
    instead: (call) => answerStock(call),
  });

  /** What the open orders hold of a SKU: ordered less refunded, for every order not cancelled. */
  const held = (sku: string): number => {
    let total = 0;
    for (const order of target.orders.values()) {
      if (order.state === 'canceled') continue;
      for (const item of order.items) if (item.sku === sku) total += item.qty_ordered - item.qty_shipped - (fault === 'refund-keeps-reservation' ? 0 : item.qty_refunded);
    }
    return total;
  };
  const salable = (sku: string): number => (unassigned.has(sku) ? 0 : (sources.get(sku) ?? 0) - (fault === 'ignores-reservations' ? 0 : held(sku)));
  /** The SKUs whose default source item was removed (POST /V1/inventory/source-items-delete). */
  const unassigned = new Set<string>();
  const salableBool = (sku: string): boolean => {
    const group = grouped.get(sku);
    if (group !== undefined) return fault !== 'grouped-by-own-qty' && group.inStock && group.children.some((c) => salable(c) > 0);
    return fault === 'salable-by-assignment' && unassigned.has(sku) ? true : salable(sku) > 0;
  };
  const forQtyRow = (sku: string, qty: number): Json => {
    if (fault === 'sells-anything' || (salableBool(sku) && (fault === 'salable-by-assignment' || qty <= salable(sku)))) return { salable: true, errors: [] };
    if (unassigned.has(sku)) return { salable: false, errors: [{ code: 'is_any_source_item_in_stock-no_source_items_in_stock', message: 'There are no source items with the in stock status' }] };
    return { salable: false, errors: [{ code: 'is_salable_with_reservations-not_enough_qty', message: 'The requested qty is not available' }] };
  };
  const moveSource = (sku: string, delta: number): void => {
    sources.set(sku, (sources.get(sku) ?? 0) + delta);
    if (fault !== 'legacy-stale') legacy.set(sku, (legacy.get(sku) ?? 0) + delta);
  };

  const refund = (orderId: number, body: Json): Canned => {
    const order = target.orders.get(orderId);
    if (order === undefined) return platformError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
    if (order.state === 'closed') return platformError(400, 'Creditmemo Document Validation Error(s):\nA creditmemo can not be created when an order has a status of closed');
    const args = isJson(body.arguments) ? body.arguments : {};
    const extension = isJson(args.extension_attributes) ? args.extension_attributes : {};
    const returned = Array.isArray(extension.return_to_stock_items) ? extension.return_to_stock_items.map(Number) : [];
    for (const asked of Array.isArray(body.items) ? body.items.filter(isJson) : []) {
      const item = order.items.find((i) => i.item_id === Number(asked.order_item_id));
      const qty = Number(asked.qty ?? 0);
      if (item === undefined || qty > item.qty_invoiced - item.qty_refunded) return platformError(400, 'We found an invalid quantity to refund item "%1".');
      item.qty_refunded += qty;
      if (!returned.includes(item.item_id) || fault === 'return-ignored') moveSource(item.sku, -qty);
    }
    // Every item refunded: closed, unless the shipping was kept (shipping_amount 0), which leaves it complete (real 2.4.7-p3).
    if (order.items.every((i) => i.qty_refunded >= i.qty_ordered)) order.state = Number(args.shipping_amount ?? -1) === 0 ? 'complete' : 'closed';
    return ok(String(memo++));
  };

  const answerStock = (call: CommerceCall): Canned | undefined => {
    const { method, path } = call;
    // One of a grouped product added to a cart: one of each child, added as the cart's own items.
    const cartItem = method === 'POST' && path.endsWith('/items') && isJson(call.body) && isJson(call.body.cartItem) ? call.body.cartItem : null;
    const group = cartItem === null ? undefined : grouped.get(String(cartItem.sku));
    if (cartItem !== null && group !== undefined) {
      const answers = group.children.map((child) => {
        viaGrouped.add(child);
        return target.answer({ ...call, body: { cartItem: { ...cartItem, sku: child } } });
      });
      return answers[0] ?? platformError(400, 'Please specify the quantity of product(s).');
    }
    // The run's own product disabled, then deleted, at the end of the allow scenario.
    const productPath = /^\/V1\/products\/([^/]+)$/.exec(path);
    if (productPath && method === 'PUT') return ok({ sku: decodeURIComponent(productPath[1] ?? ''), status: 2 });
    if (productPath && method === 'DELETE') return ok(true);
    if (method === 'POST' && path === '/V1/inventory/source-items-delete' && isJson(call.body) && Array.isArray(call.body.sourceItems)) {
      for (const item of call.body.sourceItems.filter(isJson)) unassigned.add(String(item.sku));
      return ok([]);
    }
    if (method !== 'GET' && !(method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(path))) return undefined;
    const refundPath = /^\/V1\/order\/(\d+)\/refund$/.exec(path);
    if (refundPath) return refund(Number(refundPath[1]), isJson(call.body) ? call.body : {});
    if (path === '/V1/store/storeViews') return ok([{ id: 0, code: 'admin', website_id: 0 }, ...VIEWS]);
    if (path === '/V1/store/websites') return ok(WEBSITES);
    if (path === '/V1/inventory/stock-resolver/website/base') return ok({ stock_id: 1, name: 'Default Stock', extension_attributes: { sales_channels: [{ type: 'website', code: 'base' }, ...(fault === 'second-website-own-stock' ? [] : [{ type: 'website', code: 'second' }])] } });
    if (path === '/V1/inventory/stock-resolver/website/second') return ok(fault === 'second-website-own-stock' ? { stock_id: 2, name: 'Second Stock', extension_attributes: { sales_channels: [{ type: 'website', code: 'second' }] } } : { stock_id: 1, name: 'Default Stock', extension_attributes: { sales_channels: [{ type: 'website', code: 'base' }, { type: 'website', code: 'second' }] } });
    const salablePath = /^\/V1\/inventory\/get-product-salable-quantity\/([^/]+)\/1$/.exec(path);
    if (salablePath) return ok(salable(decodeURIComponent(salablePath[1] ?? '')));
    const forQty = /^\/V1\/inventory\/is-product-salable-for-requested-qty\/([^/]+)\/1\/([\d.]+)$/.exec(path);
    if (forQty) return ok(forQtyRow(decodeURIComponent(forQty[1] ?? ''), Number(forQty[2])));
    const isSalable = /^\/V1\/inventory\/is-product-salable\/([^/]+)\/1$/.exec(path);
    if (isSalable) return ok(salableBool(decodeURIComponent(isSalable[1] ?? '')));
    const query = call.query ?? {};
    // The stock index of the main website's stock: the source quantity of every product a source holds.
    if (/^\/V1\/inventory\/dump-stock-index-data\/website\/(base|second)$/.test(path)) {
      const skus = [...sources.keys()].filter((sku) => !unassigned.has(sku) && (fault !== 'index-simple-only' || types.get(sku) === 'simple'));
      return ok(skus.map((sku) => ({ sku, qty: sources.get(sku) ?? 0, is_salable: salableBool(sku) })));
    }
    // The salable quantity export, filtered on SKUs by one group of eq filters.
    if (/^\/V1\/inventory\/export-stock-salable-qty\/website\/(base|second)$/.test(path)) {
      const filters = new Map<number, Json>();
      for (const [key, value] of Object.entries(query)) {
        const m = /^searchCriteria\[filter_groups\]\[0\]\[filters\]\[(\d+)\]\[(field|value|condition_type)\]$/.exec(key);
        if (m) filters.set(Number(m[1]), { ...(filters.get(Number(m[1])) ?? {}), [m[2] ?? '']: value });
      }
      const wanted = [...filters.values()].filter((f) => f.field === 'sku').map((f) => String(f.value));
      const items = [...sources.keys()].filter((sku) => wanted.includes(sku) && !unassigned.has(sku)).map((sku) => ({ sku, qty: fault === 'export-ignores-reservations' ? (sources.get(sku) ?? 0) : salable(sku), is_salable: salableBool(sku) }));
      return ok({ items, search_criteria: { filter_groups: [{ filters: [...filters.values()] }] }, total_count: items.length });
    }
    const asked = (pattern: RegExp): string[] => Object.entries(query).filter(([k]) => pattern.test(k)).sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
    if (path === '/V1/inventory/are-products-salable') return ok(asked(/^skus\[\d+\]$/).map((sku) => ({ sku, stock_id: Number(query.stockId), salable: salableBool(sku) })));
    if (path === '/V1/inventory/are-product-salable-for-requested-qty/') return ok(asked(/^skuRequests\[\d+\]\[sku\]$/).map((sku) => ({ sku, stock_id: Number(query.stockId), ...forQtyRow(sku, 1) })));
    if (path === '/V1/inventory/source-items') {
      const sku = call.query?.['searchCriteria[filter_groups][0][filters][0][value]'] ?? '';
      const items = sources.has(sku) ? [{ sku, source_code: 'default', quantity: sources.get(sku), status: 1 }] : [];
      return ok({ items, search_criteria: {}, total_count: items.length });
    }
    const legacyPath = /^\/V1\/(stockItems|stockStatuses)\/([^/]+)$/.exec(path);
    if (legacyPath) {
      const sku = decodeURIComponent(legacyPath[2] ?? '');
      const item = { item_id: 7, product_id: 7, stock_id: 1, qty: legacy.get(sku) ?? 0, is_in_stock: true };
      return ok(legacyPath[1] === 'stockItems' ? item : { product_id: 7, stock_id: 1, qty: salable(sku), stock_status: 1, stock_item: item });
    }
    return undefined;
  };

  return (call) => target.answer(call);
}
