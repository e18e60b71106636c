// The fake commerce core with stock (stock-target.ts) selling a configurable's or a bundle's child, for the unit tests
// of commerce.stock-returned-children. The catalog calls the scenario makes (attribute set, group, attribute, the
// composite product, the bundle's option) are answered here; a cart item with a product_option is the child's line in
// the stock target; an order reads back as the real 2.4.7-p3 answered it (a parent item, then the child's simple item
// under it, parent_item_id). A refund naming the parent's item or the child's refunds the one line the stock target
// holds; its return counts where return_to_stock_items names the child's item. Each fault breaks one of these.

import type { Canned } from './fake-context.ts';
import type { CommerceCall } from './commerce-target.ts';
import { stockTarget, type StockFault } from './stock-target.ts';

export type CompositeFault =
  /** a return counts only where it names the parent's item: naming the child's returns nothing */
  | 'parent-only'
  /** the order reads back the parent's item alone (no child's item under it) */
  | 'no-child-item'
  /** a held order reads its items without their product_option */
  | 'hold-drops-options'
  /** an invoice naming no item of the order invoices everything left */
  | 'unknown-item-invoices-all'
  | StockFault;

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const ok = (json: unknown): Canned => ({ status: 200, json });
/** The child's item id in an order: the stock target's line id plus this. */
const CHILD_OFFSET = 1000;

export function compositeStockTarget(fault: CompositeFault = null): (call: CommerceCall) => Canned {
  const stockFault: StockFault = fault === 'parent-only' || fault === 'no-child-item' || fault === 'hold-drops-options' || fault === 'unknown-item-invoices-all' ? null : fault;
  /** The product_option each composite's cart line chose, by the child's SKU (what the parent's order item reads). */
  const optionOf = new Map<string, unknown>();
  const stock = stockTarget(stockFault);
  /** Each composite's child by the composite's SKU, and each composite's type. */
  const childOf = new Map<string, string>();
  const typeOf = new Map<string, 'configurable' | 'bundle'>();
  /** The products made by SKU, with their ids (the configurable links its child by id). */
  const ids = new Map<number, string>();
  let nextId = 500;

  const product = (call: CommerceCall): Canned => {
    const input = isJson(call.body) && isJson(call.body.product) ? call.body.product : {};
    const sku = String(input.sku);
    const type = input.type_id;
    if (type !== 'configurable' && type !== 'bundle') {
      const made = stock(call);
      if (made.status !== 200 || !('json' in made)) return made;
      const id = nextId++;
      ids.set(id, sku);
      return { ...made, json: { ...(isJson(made.json) ? made.json : {}), id } };
    }
    typeOf.set(sku, type);
    const ext = isJson(input.extension_attributes) ? input.extension_attributes : {};
    const links = Array.isArray(ext.configurable_product_links) ? ext.configurable_product_links.map(Number) : [];
    const child = ids.get(links[0] ?? -1);
    if (child !== undefined) childOf.set(sku, child);
    return ok({ ...input, id: nextId++ });
  };

  /** The order as the real platform reads it: each line a parent's item with the child's item under it. */
  const orderRead = (answer: Canned): Canned => {
    if (!('json' in answer) || !isJson(answer.json) || !Array.isArray(answer.json.items)) return answer;
    const items = answer.json.items.filter(isJson).flatMap((item) => {
      const composite = [...childOf.entries()].find(([, child]) => child === item.sku)?.[0];
      if (composite === undefined) return [item];
      const type = typeOf.get(composite) ?? 'configurable';
      const option = optionOf.get(String(item.sku));
      const held = answer.json !== null && isJson(answer.json) && answer.json.state === 'holded' && fault === 'hold-drops-options';
      const parent = { ...item, product_type: type, sku: type === 'bundle' ? `${composite}-${String(item.sku)}` : item.sku, parent_item_id: null, ...(option !== undefined && !held ? { product_option: option } : {}) };
      // A configurable's child item carries no price of its own (price 0); a dynamic bundle's is priced as its parent.
      const child = { ...item, item_id: Number(item.item_id) + CHILD_OFFSET, product_type: 'simple', parent_item_id: item.item_id, ...(type === 'configurable' ? { price: 0 } : {}) };
      return fault === 'no-child-item' ? [parent] : [parent, child];
    });
    return { ...answer, json: { ...answer.json, items } };
  };

  /** A refund of the parent's or the child's item: the stock target's one line; the return by the child's item. */
  const refund = (call: CommerceCall): Canned => {
    const body = isJson(call.body) ? call.body : {};
    const line = (id: unknown): number => (Number(id) > CHILD_OFFSET ? Number(id) - CHILD_OFFSET : Number(id));
    const items = (Array.isArray(body.items) ? body.items.filter(isJson) : []).map((i) => ({ ...i, order_item_id: line(i.order_item_id) }));
    const args = isJson(body.arguments) ? body.arguments : {};
    const ext = isJson(args.extension_attributes) ? args.extension_attributes : undefined;
    const asked = ext !== undefined && Array.isArray(ext.return_to_stock_items) ? ext.return_to_stock_items.map(Number) : [];
    const returned = asked.filter((id) => (fault === 'parent-only' ? id < CHILD_OFFSET : id > CHILD_OFFSET)).map(line);
    const forwarded = { ...args, ...(ext !== undefined ? { extension_attributes: { ...ext, return_to_stock_items: returned } } : {}) };
    if (ext !== undefined && returned.length === 0) delete (forwarded as Json).extension_attributes;
    return stock({ ...call, body: { ...body, items, arguments: forwarded } });
  };

  return (call) => {
    const { method, path } = call;
    if (method === 'POST' && path === '/V1/products/attribute-sets') return ok({ attribute_set_id: 90, attribute_set_name: 'set', entity_type_id: 4 });
    if (method === 'POST' && path === '/V1/products/attribute-sets/groups') return ok({ attribute_group_id: 91, attribute_group_name: 'group', attribute_set_id: 90 });
    if (method === 'POST' && path === '/V1/products/attributes') {
      const input = isJson(call.body) && isJson(call.body.attribute) ? call.body.attribute : {};
      return ok({ ...input, attribute_id: 92, options: [{ label: ' ', value: '' }, { label: 'a', value: '93' }] });
    }
    if (method === 'POST' && path === '/V1/products/attribute-sets/attributes') return ok('94');
    if (method === 'POST' && path === '/V1/products') return product(call);
    const read = /^\/V1\/products\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const sku = decodeURIComponent(read[1] ?? '');
      const id = [...ids.entries()].find(([, s]) => s === sku)?.[0];
      return ok({ id, sku, name: sku, attribute_set_id: 90, price: 10, status: 1, visibility: 1, type_id: 'simple' });
    }
    if (method === 'POST' && path === '/V1/bundle-products/options/add') {
      const option = isJson(call.body) && isJson(call.body.option) ? call.body.option : {};
      const link = Array.isArray(option.product_links) && isJson(option.product_links[0]) ? option.product_links[0] : {};
      childOf.set(String(option.sku), String(link.sku));
      return ok(95);
    }
    const children = /^\/V1\/bundle-products\/([^/]+)\/children$/.exec(path);
    if (method === 'GET' && children) {
      const child = childOf.get(decodeURIComponent(children[1] ?? ''));
      return ok(child === undefined ? [] : [{ id: '96', sku: child, option_id: 95, qty: 1, position: 1, is_default: true, price: 10, price_type: null, can_change_quantity: 0 }]);
    }
    // The composite and its child put in another website (commerce.virtual-orders' composite orders).
    if (method === 'POST' && /^\/V1\/products\/[^/]+\/websites$/.test(path)) return ok(true);
    if (method === 'POST' && /^\/V1\/(guest-carts\/[^/]+|carts\/mine)\/items$/.test(path) && isJson(call.body) && isJson(call.body.cartItem) && call.body.cartItem.product_option !== undefined) {
      const item = call.body.cartItem;
      const child = childOf.get(String(item.sku));
      const { product_option: option, ...rest } = item;
      if (child !== undefined) optionOf.set(child, option);
      const answer = stock({ ...call, body: { cartItem: { ...rest, sku: child ?? item.sku } } });
      return 'json' in answer && isJson(answer.json) ? { ...answer, json: { ...answer.json, product_type: typeOf.get(String(item.sku)), product_option: option } } : answer;
    }
    if (method === 'GET' && /^\/V1\/orders\/\d+$/.test(path)) return orderRead(stock(call));
    if (method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(path)) return refund(call);
    // An invoice naming no item of the order (order_item_id -1) is refused as the real 2.4.7-p3 refuses it.
    if (method === 'POST' && /^\/V1\/order\/\d+\/invoice$/.test(path) && isJson(call.body) && Array.isArray(call.body.items) && call.body.items.some((i) => isJson(i) && Number(i.order_item_id) === -1)) {
      if (fault === 'unknown-item-invoices-all') return stock({ ...call, body: { capture: false } });
      return { status: 400, json: { message: 'Invoice Document Validation Error(s):\nThe invoice can\'t be created without products. Add products and try again.' } };
    }
    // The exports list a composite as keeping no stock of its own: qty 0, salable (the real 2.4.7-p3, a bundle).
    if (method === 'GET' && path === '/V1/inventory/dump-stock-index-data/website/base') {
      const answer = stock(call);
      return 'json' in answer && Array.isArray(answer.json) ? ok([...answer.json, ...[...typeOf.keys()].map((sku) => ({ sku, qty: 0, is_salable: true }))]) : answer;
    }
    if (method === 'GET' && /^\/V1\/inventory\/export-stock-salable-qty\/website\/(base|second)$/.test(path)) {
      const answer = stock(call);
      const asked = Object.entries(call.query ?? {}).filter(([k]) => k.endsWith('[value]')).map(([, v]) => v);
      if (!('json' in answer) || !isJson(answer.json) || !Array.isArray(answer.json.items)) return answer;
      const items = [...answer.json.items, ...[...typeOf.keys()].filter((sku) => asked.includes(sku)).map((sku) => ({ sku, qty: 0, is_salable: true }))];
      return ok({ ...answer.json, items, total_count: items.length });
    }
    return stock(call);
  };
}
