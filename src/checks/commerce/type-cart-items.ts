// commerce.type-cart-items: the cart items of the product types whose line is chosen by a product option, as the
// platform's CartItemRepositoryTest classes of ConfigurableProduct, Bundle and Downloadable send them, on an admin
// cart (POST /V1/carts/, the routes /V1/carts/:cartId/items) and products of the scenario's own:
// - a configurable (its own attribute set and select attribute with two values, a child of each, priced 10 and 11):
//   added with configurable_item_options (the attribute's id, the first value) and qty 2, it answers one item of the
//   child's sku, the configurable's name, the child's price, product_type configurable, the cart's id and the option
//   sent; an option the product does not have (option_id 1000, option_value 2000, as the platform's test sends) is
//   refused 400 "You need to choose options for your item."; an update of an item the cart does not hold 404 "The %1
//   Cart doesn't contain the %2 item." with the cart's and the item's ids; an update with qty 4 and the second value
//   answers the second child's item with the option sent; an update with qty 1 and product_option null answers the
//   same item_id, the choice kept;
// - a dynamic-price bundle (one required select option, a selection of each of two children priced 10 and 11):
//   added with bundle_options (the option, qty 1, the first selection) it answers one item "<bundle>-<child>" at the
//   child's price with the bundle_options sent; updated with qty 2 and the second selection, that selection's item;
// - a downloadable product (price 5, links purchased separately: two free links by URL): added with the first link
//   it answers its sku, qty 1, price 5 and that one link; a link id it does not have (9999) is refused 400 "Please
//   specify product link(s)." on the add and on an update; an update with qty 2 and the second link answers that
//   link; an update with qty 3 and no product_option keeps the link.
// After each step the cart's items (GET /V1/carts/:cartId/items) read exactly the item answered (every key the real
// platforms answer: item_id, sku, qty, name, price, product_type, quote_id, product_option), after a refusal the item
// held before. The cart is then ordered (the flat rate, check / money order; a downloadable's cart is virtual: a
// billing address only) and the order's item of the product (OrderItemRepositoryTest) reads by its id with the sku,
// product_type, quantity and product_option the cart held; a search of order items by order_id answers exactly the
// order's items (a configurable's and a bundle's child item under it too) with that option on the product's item;
// the order is cancelled. The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03, answer every
// step so (an update with a product option answers a new item_id: the item is replaced). The carts and orders stay
// (no REST call deletes them): the scenario runs at COMMERCE_WRITES=full and records them; its products, attribute
// and set are left to the sweep once an order holds them (the after-run ledger reads their reservations), deleted
// otherwise.

import { prepareCall } from '../owned/preparation.ts';
import { unlistedDomainReason } from '../owned/downloadable-domains.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { pass, skip, type HttpExchange, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, Flow, idText, isRecord, recordOf, StepFailed, type CommerceScenario } from './flow.ts';
import { addressOf, PAYMENT_METHOD, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { tag } from './setup.ts';
import { retire } from './stock.ts';

const ADD = 'POST /V1/carts/:quoteId/items';
const UPDATE = 'PUT /V1/carts/:cartId/items/:itemId';
const LIST = 'GET /V1/carts/:cartId/items';
const PRODUCT = 'POST /V1/products';
/** The children's prices (and the downloadable's, its links'). */
const PRICES = [10, 11] as const;
const DOWNLOADABLE_PRICE = 5;
/** The links are free: the after-run reconciliation replays an order line from its product's catalog price, which
 * knows nothing of the links chosen (the real platforms price a line at the product's price plus its links'). */
const LINK_PRICES = [0, 0] as const;
/** The keys of a cart item as the real platforms answer a chosen product's (both editions, 2026-12-03). */
const ITEM_KEYS = ['item_id', 'sku', 'qty', 'name', 'price', 'product_type', 'quote_id', 'product_option'];
export const CHOOSE_OPTIONS = 'You need to choose options for your item.';
export const SPECIFY_LINKS = 'Please specify product link(s).';
export const NOT_IN_CART = 'The %1 Cart doesn\'t contain the %2 item.';

type Kind = 'configurable' | 'bundle' | 'downloadable';
interface TypeScenario extends CommerceScenario {
  kind: Kind;
}

/** What an item must answer: every key but item_id. */
interface ItemWant {
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: Kind;
  option: Record<string, unknown>;
}

/** What the scenario made, removed at its end (products in order of removal, the attribute, the set) unless an
 * order holds them. */
interface Made {
  products: string[];
  attribute: string | null;
  set: number | null;
  ordered: boolean;
}

/** A value with every number and numeric string as its text: the platform answers ids as either (an option_id "212",
 * an option_value 83), and its tests compare them loosely. */
function canonical(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
  return value;
}
const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A product of the scenario's own, made under `all` (a downloadable made under a store view keeps its link there,
 * and its disabling save under `all` is refused: commerce.virtual-orders), recorded for removal. */
async function ownProduct(flow: Flow, made: Made, product: Record<string, unknown>, host?: { configured: string } | { baseUrlHost: string }): Promise<Record<string, unknown>> {
  const sku = String(product.sku);
  const res = await prepareCall(
    (c, o) => flow.ctx.send(c, { method: o.method ?? 'POST', path: o.path ?? '/V1/products', storeCode: 'all', ...(o.body !== undefined ? { body: o.body } : {}) }),
    'admin',
    { method: 'POST', path: '/V1/products', body: { product } },
    flow.ctx.name(''),
    (attempts) => flow.ctx.observe('preparation-attempts', attempts),
  );
  if (res.status === 200 && recordOf(res.json).sku === sku) made.products.unshift(sku);
  const refusal = res.status === 200 ? null : messageOf(res.json);
  if (refusal !== null && host !== undefined) {
    const reason = unlistedDomainReason(refusal, host);
    if (reason !== null) throw new StepFailed(skip(reason));
  }
  await flow.judge(PRODUCT, res);
  flow.expect(recordOf(res.json).sku === sku, `the run could not create its product ${sku}`, `product ${sku}`, res.json, res);
  return recordOf(res.json);
}

/** An enabled simple product on the main website, in stock. */
function simpleBody(sku: string, price: number, setId = 4, custom: unknown[] = []): Record<string, unknown> {
  return { sku, name: sku, attribute_set_id: setId, price, status: 1, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } }, custom_attributes: [...custom, { attribute_code: 'url_key', value: sku }] };
}

/** The scenario's cart: an admin's empty cart (its numeric id), recorded as left. */
async function ownCart(flow: Flow): Promise<string> {
  const res = await flow.send('admin', 'POST', '/V1/carts/', { judge: 'POST /V1/carts/' });
  const cartId = idText(res.json);
  flow.expect(cartId !== null, 'the run could not create its cart', 'a cart id', res.json, res);
  flow.leave('cart', cartId ?? '');
  return cartId ?? '';
}

/** The item answered (or read) is exactly what was sent: every key the platform answers, the option as sent; the
 * item_id a positive integer, `itemId` when given. Returns the item_id. */
function judgeItem(flow: Flow, res: HttpExchange, item: unknown, cartId: string, want: ItemWant, step: string, itemId?: string): string {
  const got = recordOf(item);
  const id = idText(got.item_id);
  const keys = Object.keys(got).sort();
  const holds =
    id !== null && Number(id) > 0 && (itemId === undefined || id === itemId) &&
    JSON.stringify(keys) === JSON.stringify([...ITEM_KEYS].sort()) &&
    got.sku === want.sku && Number(got.qty) === want.qty && got.name === want.name && Number(got.price) === want.price &&
    got.product_type === want.product_type && String(got.quote_id) === cartId && same(got.product_option, want.option);
  const expected = { item_id: itemId ?? '(a positive integer)', sku: want.sku, qty: want.qty, name: want.name, price: want.price, product_type: want.product_type, quote_id: cartId, product_option: want.option };
  flow.expect(holds, `${step}: the ${want.product_type}'s cart item does not answer what was sent`, JSON.stringify(expected), got, res);
  return id ?? '';
}

/** The cart's items read: exactly the one item, as answered. */
async function judgeList(flow: Flow, cartId: string, want: ItemWant, itemId: string, step: string): Promise<void> {
  const res = await flow.read('admin', `/V1/carts/${cartId}/items`, LIST);
  const items = Array.isArray(res.json) ? res.json : [];
  flow.expect(items.length === 1, `${LIST} does not read the one item of the cart ${step}`, `one item ${itemId}`, res.json, res);
  judgeItem(flow, res, items[0], cartId, want, `${LIST} ${step}`, itemId);
}

/** A step the platform refuses with its message (and parameters, when given). */
function judgeRefusal(flow: Flow, res: HttpExchange, route: string, what: string, status: number, message: string, parameters?: readonly unknown[]): void {
  const got = recordOf(res.json);
  const holds = res.status === status && messageOf(res.json) === message && (parameters === undefined || same(got.parameters, parameters));
  flow.expect(holds, `${route}: ${what} is not refused as the platform refuses it`, `${status} "${message}"${parameters === undefined ? '' : ` with parameters ${JSON.stringify(parameters)}`}`, describeExchange(res.status, res.json, res.bodyText), res);
}

const add = (flow: Flow, cartId: string, sku: string, qty: number, productOption: unknown): Promise<HttpExchange> =>
  flow.ctx.send('admin', { method: 'POST', path: `/V1/carts/${cartId}/items`, body: { cartItem: { sku, qty, quote_id: cartId, product_option: productOption } } });
const update = (flow: Flow, cartId: string, itemId: string, cartItem: Record<string, unknown>): Promise<HttpExchange> =>
  flow.ctx.send('admin', { method: 'PUT', path: `/V1/carts/${cartId}/items/${itemId}`, body: { cartItem: { ...cartItem, quote_id: cartId, item_id: Number(itemId) } } });

/** A successful add or update: judged by its route, then its answer against `want`. */
async function chosen(flow: Flow, route: string, res: HttpExchange, cartId: string, want: ItemWant, step: string, itemId?: string): Promise<string> {
  await flow.judge(route, res);
  return judgeItem(flow, res, res.json, cartId, want, `${route} ${step}`, itemId);
}

const ITEM = 'GET /V1/orders/items/:id';
const ITEMS = 'GET /V1/orders/items';

/** The cart (holding the one item `want`) ordered, its item of the product read by id and by a search on order_id,
 * the order cancelled. Returns what the note says of it. */
async function orderAndRead(flow: Flow, made: Made, cartId: string, want: ItemWant, virtual: boolean): Promise<string> {
  const address = addressOf(flow.ctx.name(`to${tag()}`));
  if (virtual) await flow.send('admin', 'POST', `/V1/carts/${cartId}/billing-address`, { body: { address }, judge: 'POST /V1/carts/:cartId/billing-address' });
  else await flow.send('admin', 'POST', `/V1/carts/${cartId}/shipping-information`, { body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/carts/:cartId/shipping-information' });
  const placed = await flow.send('admin', 'PUT', `/V1/carts/${cartId}/order`, { body: { paymentMethod: { method: PAYMENT_METHOD } }, judge: 'PUT /V1/carts/:cartId/order' });
  const orderId = idText(placed.json) ?? '';
  flow.expect(orderId !== '', `cart ${cartId} could not be ordered`, 'an order id', placed.json, placed);
  flow.leave('order', orderId);
  made.ordered = true;
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const items = (Array.isArray(recordOf(order.json).items) ? (recordOf(order.json).items as unknown[]) : []).filter(isRecord);
  const own = items.find((i) => i.product_type === want.product_type && (i.parent_item_id === undefined || i.parent_item_id === null));
  const itemId = idText(own?.item_id) ?? '';
  flow.expect(itemId !== '', `order ${orderId} does not hold a ${want.product_type} item`, `an item of product_type ${want.product_type}`, items.map((i) => ({ item_id: i.item_id, sku: i.sku, product_type: i.product_type })), order);
  const judgeOrderItem = (res: HttpExchange, got: Record<string, unknown>, step: string): void => {
    const holds = idText(got.item_id) === itemId && idText(got.order_id) === orderId && got.sku === want.sku && got.product_type === want.product_type && Number(got.qty_ordered) === want.qty && same(got.product_option, want.option);
    const shown = { item_id: got.item_id, order_id: got.order_id, sku: got.sku, product_type: got.product_type, qty_ordered: got.qty_ordered, product_option: got.product_option };
    flow.expect(holds, `${step}: the ${want.product_type}'s order item does not hold what the cart held`, JSON.stringify({ item_id: itemId, order_id: orderId, sku: want.sku, product_type: want.product_type, qty_ordered: want.qty, product_option: want.option }), shown, res);
  };
  const byId = await flow.read('admin', `/V1/orders/items/${itemId}`, ITEM);
  judgeOrderItem(byId, recordOf(byId.json), `${ITEM} of item ${itemId}`);
  const at = 'searchCriteria[filter_groups][0][filters][0]';
  const search = await flow.send('admin', 'GET', '/V1/orders/items', { query: { [`${at}[field]`]: 'order_id', [`${at}[value]`]: orderId, [`${at}[condition_type]`]: 'eq' }, judge: ITEMS });
  const found = (Array.isArray(recordOf(search.json).items) ? (recordOf(search.json).items as unknown[]) : []).filter(isRecord);
  const ids = (list: Array<Record<string, unknown>>): string => list.map((i) => idText(i.item_id) ?? '?').sort().join(',');
  flow.expect(ids(found) === ids(items) && Number(recordOf(search.json).total_count) === items.length, `${ITEMS} filtered on order_id ${orderId} does not answer exactly the order's items`, `items ${ids(items)} (total_count ${items.length})`, { item_ids: ids(found), total_count: recordOf(search.json).total_count }, search);
  judgeOrderItem(search, found.find((i) => idText(i.item_id) === itemId) ?? {}, `${ITEMS} filtered on order_id ${orderId}`);
  const cancelled = await flow.send('admin', 'POST', `/V1/orders/${orderId}/cancel`, { judge: 'POST /V1/orders/:id/cancel' });
  flow.expect(cancelled.json === true, `POST /V1/orders/:id/cancel does not answer true for order ${orderId}`, 'true', cancelled.json, cancelled);
  return `; ordered (order ${orderId}, cancelled): its item ${itemId} read by id and found among the order's ${items.length} item(s) by order_id with the option ordered`;
}

async function configurable(flow: Flow, made: Made): Promise<string> {
  const name = flow.ctx.name(`ti${tag()}`).toLowerCase();
  const code = name.replace(/[^a-z0-9_]/g, '_').slice(0, 60);
  const set = await flow.prepare('admin', 'POST', '/V1/products/attribute-sets', { body: { attributeSet: { attribute_set_name: name, entity_type_id: 4 }, skeletonId: 4 }, judge: 'POST /V1/products/attribute-sets' });
  const setId = Number(recordOf(set.json).attribute_set_id);
  flow.expect(Number.isInteger(setId) && setId > 0, 'the run could not create its attribute set for the configurable', `attribute set ${name}`, set.json, set);
  made.set = setId;
  const group = await flow.prepare('admin', 'POST', '/V1/products/attribute-sets/groups', { body: { group: { attribute_group_name: `${name} group`, attribute_set_id: setId } }, judge: 'POST /V1/products/attribute-sets/groups' });
  const attribute = await flow.prepare('admin', 'POST', '/V1/products/attributes', { body: { attribute: { attribute_code: code, frontend_input: 'select', entity_type_id: '4', is_required: false, scope: 'global', default_frontend_label: code, options: [{ label: `${code} a` }, { label: `${code} b` }] } }, judge: 'POST /V1/products/attributes' });
  const json = recordOf(attribute.json);
  const attributeId = idText(json.attribute_id) ?? '';
  if (attributeId !== '') made.attribute = code;
  const values = (Array.isArray(json.options) ? json.options.filter(isRecord) : []).map((o) => idText(o.value)).filter((v): v is string => v !== null);
  flow.expect(attributeId !== '' && values.length === 2, 'the run could not create its select attribute for the configurable', `attribute ${code} with two values`, attribute.json, attribute);
  await flow.prepare('admin', 'POST', '/V1/products/attribute-sets/attributes', { body: { attributeSetId: setId, attributeGroupId: Number(recordOf(group.json).attribute_group_id), attributeCode: code, sortOrder: 0 }, judge: 'POST /V1/products/attribute-sets/attributes' });
  const children: Array<{ sku: string; id: number; value: string; price: number }> = [];
  for (const [i, value] of values.entries()) {
    const childSku = `${name}-${i === 0 ? 'a' : 'b'}`;
    const price = PRICES[i] ?? PRICES[0];
    const child = await ownProduct(flow, made, simpleBody(childSku, price, setId, [{ attribute_code: code, value }]));
    children.push({ sku: childSku, id: Number(child.id), value, price });
  }
  const sku = `${name}-cf`;
  await ownProduct(flow, made, {
    sku, name: sku, attribute_set_id: setId, price: 0, status: 1, visibility: 4, type_id: 'configurable',
    extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true }, configurable_product_options: [{ attribute_id: attributeId, label: code, position: 0, values: values.map((v) => ({ value_index: Number(v) })) }], configurable_product_links: children.map((c) => c.id) },
    custom_attributes: [{ attribute_code: 'url_key', value: sku }],
  });
  const [first, second] = children as [(typeof children)[0], (typeof children)[0]];
  const option = (value: string) => ({ extension_attributes: { configurable_item_options: [{ option_id: attributeId, option_value: Number(value) }] } });
  const want = (child: typeof first, qty: number): ItemWant => ({ sku: child.sku, qty, name: sku, price: child.price, product_type: 'configurable', option: option(child.value) });
  const cartId = await ownCart(flow);
  const added = await chosen(flow, ADD, await add(flow, cartId, sku, 2, option(first.value)), cartId, want(first, 2), `of ${sku} with ${code} = ${first.value}`);
  await judgeList(flow, cartId, want(first, 2), added, 'after the add');
  const unknownOption = { extension_attributes: { configurable_item_options: [{ option_id: 1000, option_value: 2000 }] } };
  judgeRefusal(flow, await add(flow, cartId, sku, 1, unknownOption), ADD, `${sku} with an option it does not have (option_id 1000, option_value 2000)`, 400, CHOOSE_OPTIONS);
  await judgeList(flow, cartId, want(first, 2), added, 'after the refused add');
  const unknownItem = String(Number(added) + 100000);
  judgeRefusal(flow, await update(flow, cartId, unknownItem, { sku, qty: 1 }), UPDATE, `an update of item ${unknownItem}, which cart ${cartId} does not hold`, 404, NOT_IN_CART, [cartId, unknownItem]);
  const updated = await chosen(flow, UPDATE, await update(flow, cartId, added, { sku, qty: 4, product_option: option(second.value) }), cartId, want(second, 4), `of item ${added} with qty 4 and ${code} = ${second.value}`);
  await judgeList(flow, cartId, want(second, 4), updated, 'after the update with another value');
  await chosen(flow, UPDATE, await update(flow, cartId, updated, { sku, qty: 1, product_option: null }), cartId, want(second, 1), `of item ${updated} with qty 1 and product_option null`, updated);
  await judgeList(flow, cartId, want(second, 1), updated, 'after the update of the quantity');
  const ordered = await orderAndRead(flow, made, cartId, want(second, 1), false);
  return `configurable ${sku} in cart ${cartId}: added with ${code} = ${first.value} (item ${added}, ${first.sku} at ${first.price}), an option it does not have and an item the cart does not hold refused with the platform's messages, updated to qty 4 and ${code} = ${second.value} (item ${updated}, ${second.sku} at ${second.price}), then to qty 1 with product_option null (the same item, the choice kept)${ordered}`;
}

async function bundle(flow: Flow, made: Made): Promise<string> {
  const name = flow.ctx.name(`ti${tag()}`);
  const children: Array<{ sku: string; price: number }> = [];
  for (const [i, price] of PRICES.entries()) {
    const childSku = `${name}-${i === 0 ? 'a' : 'b'}`;
    await ownProduct(flow, made, simpleBody(childSku, price));
    children.push({ sku: childSku, price });
  }
  const sku = `${name}-bu`;
  await ownProduct(flow, made, {
    sku, name: sku, attribute_set_id: 4, price: 0, status: 1, visibility: 4, type_id: 'bundle',
    extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true } },
    custom_attributes: [{ attribute_code: 'price_type', value: '0' }, { attribute_code: 'price_view', value: '0' }, { attribute_code: 'url_key', value: sku }],
  });
  const links = children.map((c, i) => ({ sku: c.sku, qty: 1, position: i, is_default: i === 0, price: 0, price_type: 0, can_change_quantity: 0 }));
  const option = await flow.send('admin', 'POST', '/V1/bundle-products/options/add', { body: { option: { sku, title: `${sku} option`, type: 'select', required: true, position: 1, product_links: links } }, judge: 'POST /V1/bundle-products/options/add' });
  const optionId = idText(option.json) ?? '';
  const read = await flow.read('admin', `/V1/bundle-products/${encodeURIComponent(sku)}/children`, 'GET /V1/bundle-products/:productSku/children');
  const selections = children.map((c) => idText((Array.isArray(read.json) ? read.json.filter(isRecord) : []).find((r) => r.sku === c.sku)?.id));
  flow.expect(optionId !== '' && selections.every((s) => s !== null), 'the bundle does not read back its option\'s selection of each child', `children ${children.map((c) => c.sku).join(', ')} with their selection ids`, read.json, read);
  const [first, second] = children as [(typeof children)[0], (typeof children)[0]];
  const [selA, selB] = selections as [string, string];
  const choice = (selection: string) => ({ extension_attributes: { bundle_options: [{ option_id: Number(optionId), option_qty: 1, option_selections: [Number(selection)] }] } });
  const want = (child: typeof first, selection: string, qty: number): ItemWant => ({ sku: `${sku}-${child.sku}`, qty, name: sku, price: child.price, product_type: 'bundle', option: choice(selection) });
  const cartId = await ownCart(flow);
  const added = await chosen(flow, ADD, await add(flow, cartId, sku, 1, choice(selA)), cartId, want(first, selA, 1), `of ${sku} with selection ${selA} of option ${optionId}`);
  await judgeList(flow, cartId, want(first, selA, 1), added, 'after the add');
  const updated = await chosen(flow, UPDATE, await update(flow, cartId, added, { sku, qty: 2, product_option: choice(selB) }), cartId, want(second, selB, 2), `of item ${added} with qty 2 and selection ${selB}`);
  await judgeList(flow, cartId, want(second, selB, 2), updated, 'after the update with another selection');
  const ordered = await orderAndRead(flow, made, cartId, want(second, selB, 2), false);
  return `bundle ${sku} in cart ${cartId}: added with selection ${selA} of option ${optionId} (item ${added}, ${first.sku} at ${first.price}), updated to qty 2 and selection ${selB} (item ${updated}, ${second.sku} at ${second.price})${ordered}`;
}

async function downloadable(flow: Flow, made: Made): Promise<string> {
  const configured = flow.ctx.target.downloadableHost ?? null;
  let origin = configured === null ? null : `https://${configured}/`;
  if (origin === null) {
    const configs = await flow.send('admin', 'GET', '/V1/store/storeConfigs', { judge: 'GET /V1/store/storeConfigs' });
    const baseUrl = Array.isArray(configs.json) ? recordOf(configs.json[0]).base_url : undefined;
    flow.expect(typeof baseUrl === 'string', 'the store\'s base URL (the downloadable links\' host) could not be read', 'base_url', configs.json, configs);
    origin = String(baseUrl);
  }
  const host = configured !== null ? { configured } : { baseUrlHost: new URL(origin).hostname };
  const sku = flow.ctx.name(`ti${tag()}-dl`);
  const url = (file: string): string => new URL(`${sku}-${file}.zip`, origin ?? undefined).href;
  const links = LINK_PRICES.map((price, i) => ({ title: `${sku} link ${i}`, sort_order: i, is_shareable: 0, price, number_of_downloads: 1, link_type: 'url', link_url: url(`link${i}`), sample_type: 'url', sample_url: url(`sample${i}`) }));
  const product = await ownProduct(flow, made, {
    sku, name: sku, attribute_set_id: 4, price: DOWNLOADABLE_PRICE, status: 1, visibility: 4, type_id: 'downloadable',
    extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true }, downloadable_product_links: links },
    custom_attributes: [{ attribute_code: 'url_key', value: sku }, { attribute_code: 'links_purchased_separately', value: '1' }],
  }, host);
  const held = recordOf(product.extension_attributes).downloadable_product_links;
  const ids = LINK_PRICES.map((_, i) => idText((Array.isArray(held) ? held.filter(isRecord) : []).find((l) => l.title === `${sku} link ${i}`)?.id));
  flow.expect(ids.every((id) => id !== null), 'the downloadable product does not answer its two links with ids', 'two links with ids', held, undefined);
  const [linkA, linkB] = ids as [string, string];
  const choice = (link: number) => ({ extension_attributes: { downloadable_option: { downloadable_links: [link] } } });
  const want = (link: string, qty: number, price: number): ItemWant => ({ sku, qty, name: sku, price, product_type: 'downloadable', option: choice(Number(link)) });
  const [priceA, priceB] = [DOWNLOADABLE_PRICE + LINK_PRICES[0], DOWNLOADABLE_PRICE + LINK_PRICES[1]];
  const cartId = await ownCart(flow);
  const added = await chosen(flow, ADD, await add(flow, cartId, sku, 1, choice(Number(linkA))), cartId, want(linkA, 1, priceA), `of ${sku} with link ${linkA}`);
  await judgeList(flow, cartId, want(linkA, 1, priceA), added, 'after the add');
  judgeRefusal(flow, await add(flow, cartId, sku, 1, choice(9999)), ADD, `${sku} with a link id it does not have (9999)`, 400, SPECIFY_LINKS);
  await judgeList(flow, cartId, want(linkA, 1, priceA), added, 'after the refused add');
  const updated = await chosen(flow, UPDATE, await update(flow, cartId, added, { sku, qty: 2, product_option: choice(Number(linkB)) }), cartId, want(linkB, 2, priceB), `of item ${added} with qty 2 and link ${linkB}`);
  await judgeList(flow, cartId, want(linkB, 2, priceB), updated, 'after the update with another link');
  judgeRefusal(flow, await update(flow, cartId, updated, { sku, qty: 2, product_option: choice(9999) }), UPDATE, `an update of item ${updated} with a link id ${sku} does not have (9999)`, 400, SPECIFY_LINKS);
  await judgeList(flow, cartId, want(linkB, 2, priceB), updated, 'after the refused update');
  await chosen(flow, UPDATE, await update(flow, cartId, updated, { sku, qty: 3 }), cartId, want(linkB, 3, priceB), `of item ${updated} with qty 3 and no product_option`, updated);
  await judgeList(flow, cartId, want(linkB, 3, priceB), updated, 'after the update of the quantity');
  const ordered = await orderAndRead(flow, made, cartId, want(linkB, 3, priceB), true);
  return `downloadable ${sku} in cart ${cartId}: added with link ${linkA} (item ${added}, price ${priceA}), a link it does not have refused on the add and the update ("${SPECIFY_LINKS}"), updated to qty 2 and link ${linkB} (item ${updated}, price ${priceB}), then to qty 3 without product_option (the link kept)${ordered}`;
}

/** The scenario's products, then its attribute and set, removed (products retired: disabled, then deleted), unless an
 * order holds them: then the sweep removes them after the run's orders are accounted for. */
async function removeAll(ctx: ScenarioContext, made: Made): Promise<void> {
  if (made.ordered) return;
  for (const sku of made.products) await retire(ctx, sku);
  if (made.attribute !== null) await ctx.send('admin', { method: 'DELETE', path: `/V1/products/attributes/${encodeURIComponent(made.attribute)}` });
  if (made.set !== null) await ctx.send('admin', { method: 'DELETE', path: `/V1/products/attribute-sets/${made.set}` });
}

const STEPS: Record<Kind, (flow: Flow, made: Made) => Promise<string>> = { configurable, bundle, downloadable };

async function steps(flow: Flow, scenario: TypeScenario): Promise<Verdict> {
  const made: Made = { products: [], attribute: null, set: null, ordered: false };
  try {
    return pass(await STEPS[scenario.kind](flow, made));
  } finally {
    await removeAll(flow.ctx, made);
  }
}

const scenario = (kind: Kind): TypeScenario => ({ ...commerceScenario(`cart items of a ${kind} product chosen by its product option (sync)`, ADD), kind });

export const commerceTypeCartItems: ScenarioCheck<TypeScenario> = {
  subject: 'scenario',
  id: 'commerce.type-cart-items',
  family: 'commerce',
  rule: 'A configurable, a bundle and a downloadable product added to an admin\'s cart with the product option that chooses their line (configurable_item_options, bundle_options, downloadable_option.downloadable_links) answer exactly the item chosen (the child\'s sku, the product\'s name, the price chosen, product_type, the cart\'s id, the option sent), and the cart\'s items read exactly it; an update with another choice and quantity answers that choice, one without a product option (or null) keeps the choice and the item_id; an option the configurable does not have is refused 400 "You need to choose options for your item.", a link id the downloadable does not have 400 "Please specify product link(s)." (add and update), an update of an item the cart does not hold 404 "The %1 Cart doesn\'t contain the %2 item." with the cart\'s and the item\'s ids, and a refusal leaves the cart\'s item as it was. The cart ordered, the product\'s order item reads by id (GET /V1/orders/items/:id) and is found by a search on order_id (GET /V1/orders/items: exactly the order\'s items) with the sku, product_type, quantity and product_option the cart held; the order is cancelled. On products of the run\'s own; the carts and orders stay (COMMERCE_WRITES=full, recorded).',
  source: 'magento/magento2 dev/tests/api-functional ConfigurableProduct, Bundle and Downloadable CartItemRepositoryTest and OrderItemRepositoryTest; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03',
  scenarios: [scenario('configurable'), scenario('bundle'), scenario('downloadable')],
  run: commerceRun(steps),
};
