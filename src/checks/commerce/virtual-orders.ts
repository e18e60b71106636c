// commerce.virtual-orders: the product types that hold stock without being shipped (virtual, downloadable) sold and
// exported as MSI's order-placement and export tests do them (magento/inventory InventorySales OrderCreate*
// VirtualProductTest and DownloadableProductTest, InventoryExportStockApi ExportStockIndexDataTest and
// ExportStockSalableQtyTest), on products of the scenario's own, each with 100 on the default source of the stock that
// sells to the main website:
// - at COMMERCE_WRITES=allow, the stock index dump of the main website lists the run's own simple, virtual and
//   downloadable products, each row exactly {sku, qty 100, is_salable true}; the products are disabled and deleted.
// - at COMMERCE_WRITES=full, the salable quantity export (one group of eq filters on the three SKUs) answers 100 for
//   each; a guest orders one of the simple product (the flat rate); a guest and the run's own signed-in customer each
//   order one of the virtual and one of the downloadable product (a virtual cart: no shipping address, no shipping
//   method; check / money order selected on it first, po_number 200 then again without, through the guest's route or
//   for the customer's cart the admin's PUT /V1/carts/:cartId/selected-payment-method, both answering the cart's one
//   payment id, as Quote's PaymentMethodManagementTest and GuestPaymentMethodManagementTest
//   testSetPaymentWithVirtualProduct and testReSetPayment set it), each order read back with the buyer's e-mail and one item of the product's sku, product_type, price and
//   qty_ordered 1; the export then answers 99, 98 and 98; every order is cancelled (true, state canceled) and the
//   export answers 100 again. The orders stay (no REST call deletes one); the customer is deleted, the products are
//   left to the sweep (after the run's orders are accounted for).
// - at COMMERCE_WRITES=full, where the target has a second website selling from the main website's stock (the
//   OrderCreate*Test AdditionalWebsite / CustomWebsite DefaultStock methods): the run's own simple, virtual and
//   downloadable products are assigned to that website alone (as OrderPlacementBase::assignProductsToWebsite does); a
//   guest and a customer of the run's own made in that website (signed in under its store view) each order one of
//   each under the store view's code (the simple product shipped at the flat rate, the others without shipping); each
//   order reads back placed in that store view (store_id) with the buyer's e-mail and its one item's sku,
//   product_type, name, price and qty_ordered 1; the salable quantity export of that website answers 100, then 98,
//   then 100 again once every order is cancelled. A target with one website, or whose second website sells from
//   another stock (the AdditionalStock methods, not judged), skips.
// - at COMMERCE_WRITES=full, a grouped product (OrderCreateMultiStockModeGroupedProductTest, ExportStockIndexDataTest and
//   ExportStockSalableQtyTest on the default stock): two simple children, a grouped product linked to both and another
//   one out of stock; the stock index dump lists {grouped, 0, salable}, {out of stock, 0, not salable} and the
//   children at 100; one grouped product ordered by a guest, by the run's own customer and (where the second website
//   above exists) by a customer of that website under its store view, each order reading back with the two children
//   as items of type grouped; the salable quantity export answers the children 100, 99 after the guest's order, less
//   one per order after them all, 100 once they are cancelled, and the grouped product 0 and salable throughout. Where
//   the grouped product's save is refused for want of a search engine (Adobe Commerce 2.4.6-p1 here), it skips.
// - at COMMERCE_WRITES=full, a configurable and a dynamic bundle (OrderCreate*ConfigurableProductTest and
//   *BundleProductTest on the Default Stock), made as commerce.stock-returned-children makes them and put in the
//   second website too where there is one: one ordered by a guest and by the run's own customer on the main website,
//   by that website's customer and by a guest under its store view; each order reads back with the buyer's e-mail, its
//   store and exactly the composite's item and the child's simple item under it (sku, type, price, qty_ordered 1); the
//   export answers the child one less per order and 100 once they are cancelled.

import { addressOf, PAYMENT_METHOD, salableProductBody, virtualProductBody } from '../owned/commerce-entities.ts';
import { unlistedDomainReason } from '../owned/downloadable-domains.ts';
import { prepareCall } from '../owned/preparation.ts';
import { messageOf } from '../platform-errors.ts';
import { pass, skip, writesAllowed, type HttpExchange, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { commerceRun, Flow, idText, isRecord, recordOf, StepFailed, type CommerceScenario } from './flow.ts';
import { placeGuestOrder, SHIPPING_METHOD, tag } from './setup.ts';
import { ownStockProduct, retire, STOCK_START, stockUnreadable } from './stock.ts';
import { scopeViews, type View } from '../scope/views.ts';
import { missingEngine } from './grouped-links.ts';
import { ownBundle, ownConfigurable, type Composite } from './composites.ts';
import { SHIPPING_CARRIER } from '../owned/commerce-entities.ts';

export const INDEX_ROUTE = 'GET /V1/inventory/dump-stock-index-data/:salesChannelType/:salesChannelCode';
export const EXPORT_ROUTE = 'GET /V1/inventory/export-stock-salable-qty/:salesChannelType/:salesChannelCode';
/** The website the run's orders are placed on, and the stock that sells there. */
const CHANNEL = 'website/base';
const RESOLVER_ROUTE = 'GET /V1/inventory/stock-resolver/:type/:code';

type Kind = 'simple' | 'virtual' | 'downloadable';
interface Own {
  sku: string;
  kind: Kind;
}
/** The price every product of the scenario is made with (the run's salable product's). */
const PRICE = Number(salableProductBody('price').product.price);

const ORDERS_SCENARIO: CommerceScenario = { title: 'virtual and downloadable orders and the salable quantity export (sync)', about: 'virtual and downloadable orders and the salable quantity export', contract: 'POST /V1/guest-carts/:cartId/payment-information', writes: true, level: 'full', form: 'sync' };
const WEBSITE_SCENARIO: CommerceScenario = { title: 'orders on a second website sold from the main website\'s stock (sync)', about: 'simple, virtual and downloadable orders under a second website\'s store view', contract: 'POST /V1/carts/mine/payment-information', writes: true, level: 'full', form: 'sync' };
const GROUPED_SCENARIO: CommerceScenario = { title: 'grouped product orders and the stock exports (sync)', about: 'grouped product orders and the stock exports', contract: 'POST /V1/carts/mine/payment-information', writes: true, level: 'full', form: 'sync' };
/** A configurable's or a bundle's orders on the main website and the second (OrderCreate*ConfigurableProductTest,
 * *BundleProductTest on the Default Stock). */
interface CompositeOrders extends CommerceScenario {
  composite: 'configurable' | 'bundle';
}
const compositeScenario = (composite: CompositeOrders['composite']): CompositeOrders => ({ title: `${composite} orders on the main and a second website (sync)`, about: `${composite} orders under the main and a second website's store view`, contract: 'POST /V1/carts/mine/payment-information', writes: true, level: 'full', form: 'sync', composite });
const CONFIGURABLE_SCENARIO = compositeScenario('configurable');
const BUNDLE_SCENARIO = compositeScenario('bundle');
const INDEX_SCENARIO: CommerceScenario = { title: 'stock index dump of the run\'s own product types', about: 'stock index dump of the run\'s own product types', contract: INDEX_ROUTE, writes: true, level: 'allow', form: 'sync' };

/** POST /V1/products under the store code all, as Flow.prepare sends (retried while the platform's answer is a lost
 * deadlock: the real 2.4.7-p3 answered "Could not save Source Item Configuration" while another worker saved a product). */
function createUnderAll(flow: Flow, body: unknown): Promise<HttpExchange> {
  return prepareCall(
    (c, o) => flow.ctx.send(c, { method: o.method ?? 'POST', path: o.path ?? '/V1/products', storeCode: 'all', ...(o.body !== undefined ? { body: o.body } : {}) }),
    'admin',
    { method: 'POST', path: '/V1/products', body },
    flow.ctx.name(''),
    (attempts) => flow.ctx.observe('preparation-attempts', attempts),
  );
}

/** A product of the scenario's own of `kind`, with STOCK_START on the default source, on the main website; a
 * downloadable one has one link by URL on COMMERCE_DOWNLOADABLE_HOST or the store's own host (as the catalog's
 * downloadable factory makes it: nothing is fetched, the platform stores the address). `made` collects it, so it is
 * retired whatever follows. */
async function ownProduct(flow: Flow, kind: Kind, made: Own[], websiteIds: readonly number[] = [1]): Promise<Own> {
  const mainOnly = websiteIds.length === 1 && websiteIds[0] === 1;
  if (kind === 'simple' && mainOnly) {
    const subject = await ownStockProduct(flow);
    const own = { sku: subject.sku, kind };
    made.push(own);
    return own;
  }
  const sku = flow.ctx.name(`${kind === 'virtual' ? 'vo' : kind === 'simple' ? 'so' : 'do'}${tag()}`);
  const base = kind === 'simple' ? salableProductBody(sku).product : virtualProductBody(sku).product;
  const extension: Record<string, unknown> = { website_ids: [...websiteIds], stock_item: { qty: STOCK_START, is_in_stock: true } };
  let host: { configured: string } | { baseUrlHost: string } | null = null;
  if (kind === 'downloadable') {
    const configured = flow.ctx.target.downloadableHost ?? null;
    let origin = configured === null ? null : `https://${configured}/`;
    if (origin === null) {
      const configs = await flow.send('admin', 'GET', '/V1/store/storeConfigs', { judge: 'GET /V1/store/storeConfigs' });
      const baseUrl = Array.isArray(configs.json) ? recordOf(configs.json[0]).base_url : undefined;
      flow.expect(typeof baseUrl === 'string', 'the store\'s base URL (the downloadable link\'s host) could not be read', 'base_url', configs.json, configs);
      origin = String(baseUrl);
    }
    host = configured !== null ? { configured } : { baseUrlHost: new URL(origin).hostname };
    const url = (file: string): string => new URL(`${sku}-${file}.zip`, origin ?? undefined).href;
    extension.downloadable_product_links = [{ title: `${sku} own link`, sort_order: 1, is_shareable: 0, price: 0, number_of_downloads: 1, link_type: 'url', link_url: url('link'), sample_type: 'url', sample_url: url('link-sample') }];
  }
  const body = { product: { ...base, type_id: kind, extension_attributes: extension } };
  // Made under the `all` scope, where retire() disables it before the delete: a downloadable product made under the
  // default store view keeps its link there, and the disabling save under `all` is then refused ("Link price must
  // have numeric positive value.", the real 2.4.7-p3), so it would be deleted enabled and leave its legacy stock
  // status row behind.
  const res = await createUnderAll(flow, body);
  const own = { sku, kind };
  if (res.status === 200 && recordOf(res.json).sku === sku) made.push(own);
  const refusal = res.status === 200 ? null : messageOf(res.json);
  if (refusal !== null && host !== null) {
    const reason = unlistedDomainReason(refusal, host);
    if (reason !== null) throw new StepFailed(skip(reason));
  }
  await flow.judge('POST /V1/products', res);
  flow.expect(recordOf(res.json).sku === sku, `the run could not create its ${kind} product`, `product ${sku}`, res.json, res);
  return own;
}

/** The rows of `skus` in an answer's list, each once, by SKU. */
function rowsOf(list: unknown, skus: readonly string[]): Map<string, unknown[]> {
  const rows = new Map<string, unknown[]>(skus.map((s) => [s, []]));
  for (const row of Array.isArray(list) ? list : []) {
    const sku = isRecord(row) ? row.sku : undefined;
    if (typeof sku === 'string' && rows.has(sku)) rows.get(sku)?.push(row);
  }
  return rows;
}

/** A product's row as an export must answer it: is_salable true unless `salable` says otherwise. */
export interface Row {
  sku: string;
  qty: number;
  salable?: boolean;
}

/** Every product's row is exactly {sku, qty, is_salable}, once. */
function judgeRows(flow: Flow, exchange: HttpExchange, list: unknown, want: readonly Row[], broken: string): void {
  const rows = rowsOf(list, want.map((w) => w.sku));
  const expected = want.map((w) => ({ sku: w.sku, qty: w.qty, is_salable: w.salable ?? true }));
  const actual = want.map((w) => {
    const found = rows.get(w.sku) ?? [];
    return found.length === 1 ? found[0] : found.length === 0 ? `(no row of ${w.sku})` : found;
  });
  const same = actual.every((row, i) => {
    const e = expected[i];
    return isRecord(row) && e !== undefined && Object.keys(row).length === 3 && row.sku === e.sku && Number(row.qty) === e.qty && typeof row.qty === 'number' && row.is_salable === e.is_salable;
  });
  flow.expect(same, broken, JSON.stringify(expected), actual, exchange);
}

/** The salable quantity export of the main website filtered on the SKUs (one group of eq filters, as
 * ExportStockSalableQtyTest sends them): one row per SKU, each exactly {sku, qty, is_salable true}. */
export async function judgeSalableExport(flow: Flow, want: readonly Row[], step: string, channel = CHANNEL): Promise<void> {
  const query: Record<string, string> = {};
  want.forEach((w, i) => {
    const at = `searchCriteria[filter_groups][0][filters][${i}]`;
    Object.assign(query, { [`${at}[field]`]: 'sku', [`${at}[value]`]: w.sku, [`${at}[condition_type]`]: 'eq' });
  });
  const res = await flow.send('admin', 'GET', `/V1/inventory/export-stock-salable-qty/${channel}`, { query, judge: EXPORT_ROUTE });
  const items = recordOf(res.json).items;
  const of = channel === CHANNEL ? '' : ` of ${channel}`;
  flow.expect(Array.isArray(items) && items.length === want.length, `${EXPORT_ROUTE}${of} does not answer one row per SKU filtered ${step}`, `${want.length} items`, items, res);
  judgeRows(flow, res, items, want, `${EXPORT_ROUTE}${of} does not answer the salable quantity of each product ${step}`);
}

/** The stock index dump of the main website lists each product once, exactly {sku, qty, is_salable true}. */
export async function judgeIndexDump(flow: Flow, want: readonly Row[], step: string): Promise<void> {
  const res = await flow.read('admin', `/V1/inventory/dump-stock-index-data/${CHANNEL}`, INDEX_ROUTE);
  judgeRows(flow, res, res.json, want, `${INDEX_ROUTE} does not list each of the run's own products with its quantity, salable${step === '' ? '' : ` ${step}`}`);
}

async function judgeExport(flow: Flow, products: readonly Own[], qty: (p: Own) => number, step: string, channel = CHANNEL): Promise<void> {
  await judgeSalableExport(flow, products.map((p) => ({ sku: p.sku, qty: qty(p) })), step, channel);
}

/** A call as Flow.send makes it, under the store code of `at` (the target's configured code without one). */
async function sendAt(flow: Flow, at: View | undefined, caller: 'admin' | 'guest' | 'customer', method: string, path: string, options: { body?: unknown; token?: string; judge: string }): Promise<HttpExchange> {
  const res = await flow.ctx.send(caller, { method, path, ...(at !== undefined ? { storeCode: at.code } : {}), ...(options.body !== undefined ? { body: options.body } : {}), ...(options.token !== undefined ? { token: options.token } : {}) });
  await flow.judge(options.judge, res);
  return res;
}

/** Check / money order selected on a virtual cart (no shipping address) before it is placed, as
 * PaymentMethodManagementTest and GuestPaymentMethodManagementTest::testSetPaymentWithVirtualProduct set it (po_number
 * 200), then set again as their testReSetPayment does (po_number null): each set answers the id of the cart's one
 * payment (the same id both times: PaymentMethodManagement::set imports the method into the quote's existing payment),
 * and the cart's selected method then reads checkmo. `cart` is the guest's masked id (its own routes) or the customer's
 * cart id (the admin's PUT /V1/carts/:cartId/selected-payment-method). */
async function selectPayment(flow: Flow, buyer: Buyer['kind'], cart: string, what: string): Promise<void> {
  const [caller, base, route] = buyer === 'guest'
    ? (['guest', `/V1/guest-carts/${encodeURIComponent(cart)}`, 'PUT /V1/guest-carts/:cartId/selected-payment-method'] as const)
    : (['admin', `/V1/carts/${cart}`, 'PUT /V1/carts/:cartId/selected-payment-method'] as const);
  const first = await flow.send(caller, 'PUT', `${base}/selected-payment-method`, { body: { method: { method: PAYMENT_METHOD, po_number: '200' } }, judge: route });
  const paymentId = idText(first.json);
  flow.expect(paymentId !== null && paymentId !== '0', `${route} does not answer the payment's id for the ${buyer}'s cart of the ${what} (no shipping address)`, 'the id of the cart\'s payment', first.json, first);
  const again = await flow.send(caller, 'PUT', `${base}/selected-payment-method`, { body: { method: { method: PAYMENT_METHOD, po_number: null } }, judge: route });
  flow.expect(idText(again.json) === paymentId, `${route} sent again on the ${buyer}'s cart of the ${what} does not answer the id of the payment it already has`, `payment id ${paymentId ?? ''}`, again.json, again);
  const read = await flow.read(caller, `${base}/selected-payment-method`, route.replace(/^PUT/, 'GET'));
  flow.expect(recordOf(read.json).method === PAYMENT_METHOD, `the ${buyer}'s cart of the ${what} does not read back the payment method selected`, `method ${PAYMENT_METHOD}`, read.json, read);
}

/** Who buys: a guest (its e-mail given with the payment), or the run's own signed-in customer. */
type Buyer = { kind: 'guest' } | { kind: 'customer'; token: string; id: string; email: string };

/** One of `product` ordered by `buyer` with check / money order, under the store view `at` (the target's own code
 * without one): a virtual or downloadable product in a virtual cart (no shipping), a simple one shipped at the flat
 * rate the cart's estimate offers. The order is read back with the buyer's e-mail and its one item as the cart held
 * it (sku, product_type, name, price, qty_ordered 1), placed in `at` (store_id) when given. Returns the order's id. */
async function placeOrder(flow: Flow, buyer: Buyer, product: Own, at?: View): Promise<string> {
  return placeSale(flow, buyer, { sku: product.sku, what: `${product.kind} product`, shipped: product.kind === 'simple', items: [{ sku: product.sku, type: product.kind }] }, at);
}

/** What a cart is given and what its order must hold: the SKU added (one unit), the order's items in order (each
 * qty_ordered 1, price PRICE, named by its SKU), shipped or not. */
interface Sale {
  sku: string;
  what: string;
  shipped: boolean;
  /** The order's items in order; `price` PRICE and `name` the SKU unless given (null: the name is not compared);
   * `parent` the index of the item it sits under (none: an item of its own, parent_item_id null). */
  items: ReadonlyArray<{ sku: string; type: string; price?: number; name?: string | null; parent?: number }>;
  /** The cart item's product_option (a configurable's or a bundle's choice). */
  option?: unknown;
}

async function placeSale(flow: Flow, buyer: Buyer, sale: Sale, at?: View): Promise<string> {
  const name = flow.ctx.name(`vc${tag()}`);
  const address = addressOf(name);
  const shipped = sale.shipped;
  const product = { sku: sale.sku };
  const { email: _email, ...billing } = address;
  void _email;
  let placed: HttpExchange;
  let email: string;
  if (buyer.kind === 'guest') {
    email = String(address.email);
    const made = await sendAt(flow, at, 'guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
    const masked = typeof made.json === 'string' ? made.json : '';
    const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
    const cart = await sendAt(flow, at, 'guest', 'GET', base, { judge: 'GET /V1/guest-carts/:cartId' });
    flow.leave('cart', idText(recordOf(cart.json).id) ?? masked, { maskedId: masked });
    await sendAt(flow, at, 'guest', 'POST', `${base}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: masked, ...(sale.option !== undefined ? { product_option: sale.option } : {}) } }, judge: 'POST /V1/guest-carts/:cartId/items' });
    if (shipped) await shipAt(flow, at, 'guest', base, address, '/V1/guest-carts/:cartId');
    else if (at === undefined) await selectPayment(flow, 'guest', masked, sale.what);
    placed = await sendAt(flow, at, 'guest', 'POST', `${base}/payment-information`, { body: { email, paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address }, judge: 'POST /V1/guest-carts/:cartId/payment-information' });
  } else {
    email = buyer.email;
    const made = await sendAt(flow, at, 'customer', 'POST', '/V1/carts/mine', { token: buyer.token, judge: 'POST /V1/carts/mine' });
    flow.leave('cart', idText(made.json) ?? '');
    await sendAt(flow, at, 'customer', 'POST', '/V1/carts/mine/items', { token: buyer.token, body: { cartItem: { sku: product.sku, qty: 1, quote_id: idText(made.json) ?? '', ...(sale.option !== undefined ? { product_option: sale.option } : {}) } }, judge: 'POST /V1/carts/mine/items' });
    if (shipped) await shipAt(flow, at, 'customer', '/V1/carts/mine', address, '/V1/carts/mine', buyer.token);
    else if (at === undefined) await selectPayment(flow, 'customer', idText(made.json) ?? '', sale.what);
    placed = await sendAt(flow, at, 'customer', 'POST', '/V1/carts/mine/payment-information', { token: buyer.token, body: { paymentMethod: { method: PAYMENT_METHOD }, billingAddress: billing }, judge: 'POST /V1/carts/mine/payment-information' });
  }
  const orderId = idText(placed.json) ?? '';
  flow.leave('order', orderId);
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const o = recordOf(order.json);
  const items = Array.isArray(o.items) ? o.items.map(recordOf) : [];
  // Shown store first, then the items (the failure's actual is cut at 160 characters).
  const shown = { ...(at !== undefined ? { store_id: o.store_id } : {}), items: items.map((i) => ({ sku: i.sku, product_type: i.product_type, name: i.name, price: i.price, qty_ordered: i.qty_ordered, ...(i.parent_item_id !== undefined && i.parent_item_id !== null ? { parent_item_id: i.parent_item_id, item_id: i.item_id } : {}) })), increment_id: o.increment_id, customer_email: o.customer_email, customer_id: o.customer_id };
  // The product's name is its SKU (salableProductBody), so the item's name must be the SKU too.
  const sameItem = items.length === sale.items.length && sale.items.every((want, i) => {
    const item = items[i];
    const name = want.name === undefined ? want.sku : want.name;
    const parent = want.parent === undefined ? item?.parent_item_id === undefined || item.parent_item_id === null : item !== undefined && idText(item.parent_item_id) !== null && idText(item.parent_item_id) === idText(items[want.parent]?.item_id);
    return item !== undefined && item.sku === want.sku && item.product_type === want.type && (name === null || item.name === name) && Number(item.price) === (want.price ?? PRICE) && Number(item.qty_ordered) === 1 && parent;
  });
  const sameBuyer = o.customer_email === email && (buyer.kind === 'guest' ? o.customer_id === undefined || o.customer_id === null : idText(o.customer_id) === buyer.id);
  const sameStore = at === undefined || Number(o.store_id) === at.id;
  const who = buyer.kind === 'guest' ? `the guest's ${email}` : `customer ${buyer.id}, ${email}`;
  const where = at === undefined ? '' : ` under /rest/${at.code}`;
  flow.expect(typeof o.increment_id === 'string' && o.increment_id !== '' && sameBuyer && sameItem && sameStore, `the ${buyer.kind}'s order of the ${sale.what}${where} does not read back as the cart was`, `an increment_id, ${at === undefined ? '' : `store_id ${at.id}, `}${who}, ${sale.items.length === 1 ? 'one item' : 'the items'} ${sale.items.map((w) => `{sku ${w.sku}, product_type ${w.type}, ${w.name === null ? '' : `name ${w.name ?? w.sku}, `}price ${w.price ?? PRICE}, qty_ordered 1${w.parent === undefined ? '' : `, under item ${w.parent + 1}`}}`).join(', ')}`, shown, order);
  return orderId;
}

/** The cart at `base` shipped: the flat rate its estimate offers for `address`, then the shipping information. */
async function shipAt(flow: Flow, at: View | undefined, caller: 'guest' | 'customer', base: string, address: Record<string, unknown>, route: string, token?: string): Promise<void> {
  const withToken = token !== undefined ? { token } : {};
  const estimate = await sendAt(flow, at, caller, 'POST', `${base}/estimate-shipping-methods`, { ...withToken, body: { address }, judge: `POST ${route}/estimate-shipping-methods` });
  const flat = Array.isArray(estimate.json) ? estimate.json.filter(isRecord).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
  flow.expect(flat !== undefined, `the shipping estimate${at === undefined ? '' : ` under /rest/${at.code}`} offers no flat rate`, `an available ${SHIPPING_METHOD} method`, estimate.json, estimate);
  await sendAt(flow, at, caller, 'POST', `${base}/shipping-information`, { ...withToken, body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: `POST ${route}/shipping-information` });
}

/** The run's own customer (admin-made, its e-mail on example.com), signed in with its own password; made in the
 * website of `at` and signed in under its store code when given (accounts are per website by default). */
async function ownCustomer(flow: Flow, at?: View): Promise<Buyer & { kind: 'customer' }> {
  const name = flow.ctx.name(`vk${tag()}`);
  const email = `${name}@example.com`;
  const password = `Vo1!${name}`;
  flow.ctx.secret(password);
  const created = await flow.prepare('admin', 'POST', '/V1/customers', { body: { customer: { email, firstname: name, lastname: 'Conformance', website_id: at?.websiteId ?? 1, group_id: 1 }, password }, judge: 'POST /V1/customers' });
  const id = idText(recordOf(created.json).id) ?? '';
  flow.expect(id !== '', 'the run could not create its customer', `customer ${email}`, created.json, created);
  const signedIn = await sendAt(flow, at, 'guest', 'POST', '/V1/integration/customer/token', { body: { username: email, password }, judge: 'POST /V1/integration/customer/token' });
  const token = typeof signedIn.json === 'string' ? signedIn.json : '';
  flow.ctx.secret(token);
  return { kind: 'customer', token, id, email };
}

/** The order cancelled: true, and it reads back canceled. */
async function cancel(flow: Flow, orderId: string): Promise<void> {
  const res = await flow.send('admin', 'POST', `/V1/orders/${orderId}/cancel`, { judge: 'POST /V1/orders/:id/cancel' });
  flow.expect(res.json === true, `POST /V1/orders/:id/cancel does not answer true for the new order ${orderId}`, 'true', res.json, res);
  const read = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  flow.expect(recordOf(read.json).state === 'canceled', `the cancelled order ${orderId} does not read back canceled`, 'state canceled', recordOf(read.json).state, read);
}

async function retireAll(ctx: ScenarioContext, made: readonly Own[]): Promise<void> {
  for (const own of made) await retire(ctx, own.sku);
}

const ordersRun = commerceRun(async (flow) => {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const made: Own[] = [];
  let customerId: string | null = null;
  try {
    const simple = await ownProduct(flow, 'simple', made);
    const virtual = await ownProduct(flow, 'virtual', made);
    const downloadable = await ownProduct(flow, 'downloadable', made);
    const products = [simple, virtual, downloadable];
    await judgeExport(flow, products, () => STOCK_START, 'before any order');
    const simpleOrder = await placeGuestOrder(flow, 1, simple.sku);
    const customer = await ownCustomer(flow);
    customerId = customer.id;
    const orders = [simpleOrder.orderId];
    for (const product of [virtual, downloadable]) {
      orders.push(await placeOrder(flow, { kind: 'guest' }, product));
      orders.push(await placeOrder(flow, customer, product));
    }
    const ordered = (p: Own): number => STOCK_START - (p.kind === 'simple' ? 1 : 2);
    await judgeExport(flow, products, ordered, `after orders ${orders.join(', ')} (1 of ${simple.sku}, 2 each of ${virtual.sku} and ${downloadable.sku})`);
    for (const orderId of orders) await cancel(flow, orderId);
    await judgeExport(flow, products, () => STOCK_START, `after orders ${orders.join(', ')} were cancelled`);
    return pass(`the run's own simple, virtual and downloadable products: the salable quantity export answered ${STOCK_START} each, ${ordered(simple)}, ${ordered(virtual)} and ${ordered(downloadable)} after order ${orders[0] ?? ''} (guest, simple) and orders ${orders.slice(1).join(', ')} (guest and customer, virtual and downloadable; check / money order selected twice on each cart without a shipping address, the same payment id answered; each read back with its e-mail, sku, type, name, price and quantity), ${STOCK_START} each after their cancellation`);
  } finally {
    // The products stay: the after-run accounting reads the reservations of every product the run's orders hold
    // (src/runtime/left-by-design.ts), then the sweep removes them, as commerce.stock-reserved's.
    if (customerId !== null) await flow.ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${customerId}` });
  }
});

/** The code of the website `id`, from the target's list. */
function websiteCode(flow: Flow, websites: HttpExchange, id: number): string {
  const found = Array.isArray(websites.json) ? websites.json.filter(isRecord).find((w) => Number(w.id) === id) : undefined;
  const code = found?.code;
  flow.expect(typeof code === 'string' && code !== '', `GET /V1/store/websites does not list website ${id}, whose store view the run orders under`, `a website ${id} with its code`, websites.json, websites);
  return String(code);
}

/** The id of the stock that sells to website `code`. */
async function stockOf(flow: Flow, code: string): Promise<number> {
  const res = await flow.read('admin', `/V1/inventory/stock-resolver/website/${encodeURIComponent(code)}`, RESOLVER_ROUTE);
  const id = Number(recordOf(res.json).stock_id);
  flow.expect(Number.isInteger(id) && id > 0, `the stock that sells to website ${code} could not be read`, 'a stock_id', res.json, res);
  return id;
}

/** A second website sold from the main website's stock: its store view, its code, the stock and the main website's
 * code; or why there is none to order on. */
interface SecondWebsite {
  view: View;
  code: string;
  stock: number;
  mainCode: string;
}

async function secondWebsite(flow: Flow): Promise<SecondWebsite | string> {
  const views = await scopeViews(flow.ctx);
  if (typeof views === 'string') return views;
  const foreign = views.foreign;
  if (foreign === null) return `the target has one website (that of ${views.own.code}): no order can be placed on a second one`;
  const websites = await flow.read('admin', '/V1/store/websites', 'GET /V1/store/websites');
  const mainCode = websiteCode(flow, websites, views.own.websiteId);
  const secondCode = websiteCode(flow, websites, foreign.websiteId);
  const mainStock = await stockOf(flow, mainCode);
  const secondStock = await stockOf(flow, secondCode);
  if (secondStock !== mainStock) return `website ${secondCode} sells from stock ${secondStock}, not from stock ${mainStock} of website ${mainCode}, whose default source holds the run's products: an order on a website with a stock of its own (the AdditionalStock tests) is not placed`;
  return { view: foreign, code: secondCode, stock: secondStock, mainCode };
}

const websiteRun = commerceRun(async (flow) => {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const second = await secondWebsite(flow);
  if (typeof second === 'string') return skip(second);
  const { view: foreign, code: secondCode, stock: secondStock, mainCode } = second;
  const channel = `website/${encodeURIComponent(secondCode)}`;
  const made: Own[] = [];
  let customerId: string | null = null;
  try {
    const products: Own[] = [];
    for (const kind of ['simple', 'virtual', 'downloadable'] as const) products.push(await ownProduct(flow, kind, made, [foreign.websiteId]));
    await judgeExport(flow, products, () => STOCK_START, 'before any order', channel);
    const customer = await ownCustomer(flow, foreign);
    customerId = customer.id;
    const orders: string[] = [];
    for (const product of products) {
      orders.push(await placeOrder(flow, { kind: 'guest' }, product, foreign));
      orders.push(await placeOrder(flow, customer, product, foreign));
    }
    await judgeExport(flow, products, () => STOCK_START - 2, `after orders ${orders.join(', ')} under /rest/${foreign.code} (a guest's and a customer's of each)`, channel);
    for (const orderId of orders) await cancel(flow, orderId);
    await judgeExport(flow, products, () => STOCK_START, `after orders ${orders.join(', ')} were cancelled`, channel);
    return pass(`website ${secondCode} (store view ${foreign.code}, stock ${secondStock} as website ${mainCode}): the run's own simple, virtual and downloadable products, assigned to it alone, ordered by a guest and by customer ${customer.id} of that website (orders ${orders.join(', ')}, each read back in store ${foreign.id} with its e-mail, sku, type, name, price and quantity); the salable quantity export of ${channel} answered ${STOCK_START}, ${STOCK_START - 2} and ${STOCK_START} after their cancellation`);
  } finally {
    if (customerId !== null) await flow.ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${customerId}` });
  }
});

/** A grouped product of the scenario's own (no price of its own, in the websites given), linked to `children` (one
 * each, in that order), in stock or not as its own flag says; made under `all` with its links in one save. A save
 * refused where the installation has no search engine (Adobe Commerce 2.4.6-p1 here) ends the scenario with that
 * cause as a skip. */
async function ownGrouped(flow: Flow, children: readonly Own[], inStock: boolean, websiteIds: readonly number[]): Promise<string> {
  const sku = flow.ctx.name(`${inStock ? 'gp' : 'gx'}${tag()}`);
  const links = children.map((c, i) => ({ sku, link_type: 'associated', linked_product_sku: c.sku, linked_product_type: 'simple', position: i + 1, extension_attributes: { qty: 1 } }));
  const body = { product: { sku, name: sku, attribute_set_id: 4, status: 1, visibility: 1, type_id: 'grouped', extension_attributes: { website_ids: [...websiteIds], stock_item: { is_in_stock: inStock } }, custom_attributes: [{ attribute_code: 'url_key', value: sku }], product_links: links } };
  const res = await createUnderAll(flow, body);
  const engine = await missingEngine(flow, 'POST /V1/products with a grouped product\'s product_links', res, 'a grouped product\'s orders and stock exports are not judged here');
  if (engine !== null) throw new StepFailed(skip(engine));
  await flow.judge('POST /V1/products', res);
  flow.expect(recordOf(res.json).sku === sku, `the run could not create its ${inStock ? '' : 'out-of-stock '}grouped product`, `product ${sku}`, res.json, res);
  return sku;
}

const groupedRun = commerceRun(async (flow) => {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const second = await secondWebsite(flow);
  const websiteIds = typeof second === 'string' ? [1] : [1, second.view.websiteId];
  const made: Own[] = [];
  const customers: string[] = [];
  try {
    const children = [await ownProduct(flow, 'simple', made, websiteIds), await ownProduct(flow, 'simple', made, websiteIds)];
    const grouped = await ownGrouped(flow, children, true, websiteIds);
    const outOfStock = await ownGrouped(flow, children, false, websiteIds);
    // ExportStockIndexDataTest: a grouped product has no quantity of its own (0), salable as its stock flag says.
    await judgeIndexDump(flow, [{ sku: grouped, qty: 0 }, { sku: outOfStock, qty: 0, salable: false }, ...children.map((c) => ({ sku: c.sku, qty: STOCK_START }))], 'with the grouped products (one out of stock) and their children');
    const rows = (ordered: number): Row[] => [{ sku: grouped, qty: 0 }, ...children.map((c) => ({ sku: c.sku, qty: STOCK_START - ordered }))];
    await judgeSalableExport(flow, rows(0), 'before any order of the grouped product');
    // One of the grouped product in the cart: one of each child, each an order item of type grouped (OrderCreate
    // MultiStockModeGroupedProductTest::verifyCreatedOrder).
    const sale: Sale = { sku: grouped, what: 'grouped product', shipped: true, items: children.map((c) => ({ sku: c.sku, type: 'grouped' })) };
    const orders = [await placeSale(flow, { kind: 'guest' }, sale)];
    await judgeSalableExport(flow, rows(1), `after the guest's order ${orders[0] ?? ''} of the grouped product`);
    const customer = await ownCustomer(flow);
    customers.push(customer.id);
    orders.push(await placeSale(flow, customer, sale));
    let elsewhere = '';
    if (typeof second !== 'string') {
      const theirs = await ownCustomer(flow, second.view);
      customers.push(theirs.id);
      orders.push(await placeSale(flow, theirs, sale, second.view));
      elsewhere = `, and by customer ${theirs.id} of website ${second.code} under /rest/${second.view.code} (read back in store ${second.view.id})`;
    } else {
      elsewhere = ` (no order on a second website: ${second})`;
    }
    await judgeSalableExport(flow, rows(orders.length), `after orders ${orders.join(', ')} of the grouped product`);
    for (const orderId of orders) await cancel(flow, orderId);
    await judgeSalableExport(flow, rows(0), `after orders ${orders.join(', ')} were cancelled`);
    return pass(`grouped product ${grouped} (children ${children.map((c) => c.sku).join(', ')}) and out-of-stock ${outOfStock}: the stock index dump listed them {0, salable}, {0, not salable} and the children {${STOCK_START}}; ordered by a guest (order ${orders[0] ?? ''}), by customer ${customer.id}${elsewhere}, each order read back with its e-mail and the two children as items of type grouped, name, price and quantity; the salable quantity export answered the children ${STOCK_START}, ${STOCK_START - 1} after the guest's order, ${STOCK_START - orders.length} after every order and ${STOCK_START} once they were cancelled, the grouped product 0 and salable throughout`);
  } finally {
    for (const id of customers) await flow.ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${id}` });
  }
});

/** The composite and its child put in the second website too (POST /V1/products/:sku/websites, as scope.website-assignment
 * does; OrderPlacementBase::assignProductsToWebsite). */
async function alsoIn(flow: Flow, skus: readonly string[], websiteId: number): Promise<void> {
  for (const sku of skus) {
    const res = await flow.send('admin', 'POST', `/V1/products/${encodeURIComponent(sku)}/websites`, { body: { productWebsiteLink: { sku, website_id: websiteId } }, judge: 'POST /V1/products/:sku/websites' });
    flow.expect(res.json === true, `POST /V1/products/:sku/websites did not put ${sku} in website ${websiteId}`, 'true', res.json, res);
  }
}

async function compositeRun(flow: Flow, scenario: CompositeOrders): Promise<Verdict> {
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const second = await secondWebsite(flow);
  const composite: Composite = scenario.composite === 'configurable' ? await ownConfigurable(flow) : await ownBundle(flow);
  const { child } = composite;
  if (typeof second !== 'string') await alsoIn(flow, [composite.sku, child.sku], second.view.websiteId);
  // The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, "Stock beyond simple products"): a
  // configurable's order is a configurable item (the child's sku, its price) and the child's simple item under it at
  // price 0; a dynamic bundle's a bundle item ("<bundle>-<child>") and the child's simple item under it, both priced.
  const parentSku = scenario.composite === 'configurable' ? child.sku : `${composite.sku}-${child.sku}`;
  const sale: Sale = {
    sku: composite.sku,
    what: scenario.composite,
    shipped: true,
    option: composite.cartItem.product_option,
    items: [
      { sku: parentSku, type: scenario.composite, name: null },
      { sku: child.sku, type: 'simple', name: null, price: scenario.composite === 'configurable' ? 0 : PRICE, parent: 0 },
    ],
  };
  const rows = (ordered: number): Row[] => [{ sku: composite.sku, qty: 0 }, { sku: child.sku, qty: STOCK_START - ordered }];
  const customers: string[] = [];
  try {
    const orders = [await placeSale(flow, { kind: 'guest' }, sale)];
    const customer = await ownCustomer(flow);
    customers.push(customer.id);
    orders.push(await placeSale(flow, customer, sale));
    let elsewhere: string;
    if (typeof second !== 'string') {
      const theirs = await ownCustomer(flow, second.view);
      customers.push(theirs.id);
      orders.push(await placeSale(flow, theirs, sale, second.view));
      orders.push(await placeSale(flow, { kind: 'guest' }, sale, second.view));
      elsewhere = `; under /rest/${second.view.code} of website ${second.code} (the products put in it too) by its customer ${theirs.id} and by a guest, read back in store ${second.view.id}`;
    } else {
      elsewhere = ` (no order on a second website: ${second})`;
    }
    await judgeSalableExport(flow, rows(orders.length), `after orders ${orders.join(', ')} of the ${scenario.composite}`);
    for (const orderId of orders) await cancel(flow, orderId);
    await judgeSalableExport(flow, rows(0), `after orders ${orders.join(', ')} were cancelled`);
    return pass(`${scenario.composite} ${composite.sku} (child ${child.sku}): ordered one at a time by a guest and by customer ${customer.id} on the main website${elsewhere}; orders ${orders.join(', ')} each read back with the buyer's e-mail, the ${scenario.composite} item (${parentSku}, price ${PRICE}) and the child's simple item under it (price ${scenario.composite === 'configurable' ? 0 : PRICE}), qty_ordered 1 each; the salable quantity export answered the child ${STOCK_START - orders.length} after them (the ${scenario.composite} 0, salable) and ${STOCK_START} once they were cancelled`);
  } finally {
    for (const id of customers) await flow.ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${id}` });
  }
}

const compositeOrdersRun = commerceRun<CompositeOrders>(compositeRun);

async function indexRun(ctx: ScenarioContext, scenario: CommerceScenario): Promise<Verdict> {
  if (!writesAllowed(ctx.target.writes)) return skip('writes are denied (COMMERCE_WRITES is not allow): the scenario makes products of the run\'s own');
  if (!ctx.target.callers.admin) return skip('no admin identity configured: the run makes its own products with it');
  const flow = new Flow(ctx, scenario.title);
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const made: Own[] = [];
  try {
    for (const kind of ['simple', 'virtual', 'downloadable'] as const) await ownProduct(flow, kind, made);
    await judgeIndexDump(flow, made.map((p) => ({ sku: p.sku, qty: STOCK_START })), '');
    return pass(`the stock index dump of website base lists the run's own ${made.map((p) => `${p.kind} ${p.sku}`).join(', ')}: qty ${STOCK_START}, is_salable true each`);
  } catch (error) {
    if (error instanceof StepFailed) return error.verdict;
    throw error;
  } finally {
    await retireAll(ctx, made);
  }
}

export const commerceVirtualOrders: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.virtual-orders',
  family: 'commerce',
  rule: 'The stock index dump of the main website lists the run\'s own simple, virtual and downloadable products (100 each on the default source) as exactly {sku, qty 100, is_salable true} (also at COMMERCE_WRITES=allow); a guest and the run\'s own signed-in customer each order one virtual and one downloadable product without shipping, check / money order selected on each virtual cart (no shipping address) through PUT .../selected-payment-method, the guest\'s route and the admin\'s for the customer\'s cart, with po_number 200 and again with none, both answering the id of the cart\'s one payment and the cart reading back checkmo; each order reading back with the buyer\'s e-mail and one item of its sku, product_type, price and qty_ordered 1; the salable quantity export filtered on the SKUs answers 100 before, one less per unit ordered (the simple product ordered once by a guest too), and 100 again once every order is cancelled. Where a second website sells from the same stock, the three products assigned to it alone are each ordered by a guest and by a customer of that website under its store view\'s code, each order reading back in that store view (store_id) with the buyer\'s e-mail and its item\'s sku, product_type, name, price and qty_ordered 1, and that website\'s salable quantity export answers 100, 98 after the orders and 100 once they are cancelled. A grouped product of two such children (and another out of stock) is listed by the stock index dump as {0, salable} ({0, not salable}) beside its children at 100; ordered once by a guest, by the run\'s customer and by the second website\'s customer under its view, each order reads back with the two children as items of product_type grouped, name, price and qty_ordered 1, and the export answers the children one less per order (the grouped product 0 and salable) and 100 once the orders are cancelled. A configurable and a dynamic bundle, each with one child, are each ordered by a guest and the run\'s customer on the main website and by the second website\'s customer and a guest under its view: each order reads back with the buyer\'s e-mail, its store, the composite\'s item (the configurable\'s: the child\'s sku at its price; the bundle\'s: <bundle>-<child> at the child\'s price) and the child\'s simple item under it (parent_item_id; price 0 under a configurable, the child\'s under a bundle), qty_ordered 1 each, and the export answers the child one less per order until the orders are cancelled.',
  source: 'magento/inventory InventorySales OrderCreateSingleStockMode/OrderCreateMultiStockMode VirtualProductTest and DownloadableProductTest (default website; the additional website on the Default Stock with SimpleProductTest too, OrderPlacementBase::assignProductsToWebsite and setStoreView; GroupedProductTest on the default stock, default and custom website; ConfigurableProductTest and BundleProductTest on the default stock, default and additional website), InventoryExportStockApi ExportStockIndexDataTest and ExportStockSalableQtyTest (default stock, default website; simple product types and grouped); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md)',
  scenarios: [ORDERS_SCENARIO, WEBSITE_SCENARIO, GROUPED_SCENARIO, CONFIGURABLE_SCENARIO, BUNDLE_SCENARIO, INDEX_SCENARIO],
  run: (ctx, scenario) => {
    if (scenario.level === 'allow') return indexRun(ctx, scenario);
    if (scenario.title === WEBSITE_SCENARIO.title) return websiteRun(ctx, scenario);
    if (scenario.title === GROUPED_SCENARIO.title) return groupedRun(ctx, scenario);
    if (scenario.title === CONFIGURABLE_SCENARIO.title) return compositeOrdersRun(ctx, CONFIGURABLE_SCENARIO);
    if (scenario.title === BUNDLE_SCENARIO.title) return compositeOrdersRun(ctx, BUNDLE_SCENARIO);
    return ordersRun(ctx, scenario);
  },
};
