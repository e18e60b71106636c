// The end of a run at COMMERCE_WRITES=full, read through REST: what the run leaves on purpose (carts, orders and their
// invoices, shipments, credit memos: no REST call removes them), closed where the platform lets it, listed, and
// everything else carrying the run's prefix found.
//
// Global teardown calls, in order, after every queued operation is terminal:
// 1. closeOutOrders: every order of the ledger that can still be cancelled is cancelled (a held one is released
//    first). Cancelling releases the stock reservation the order holds (MSI's inventory_reservation: placing an order
//    appends -qty, its cancellation +qty for what was neither invoiced nor shipped; a shipment +qty).
// 2. reservationBalance: for every SKU the run's orders hold, the reservations must sum to zero, read as the salable
//    quantity minus the sources' quantity (plus the stock item's out-of-stock threshold), before the sweep removes the
//    products. A SKU whose reservations do not balance keeps rows the platform's own cleanup never removes.
// 3. removeReturns (Adobe Commerce): every return (RMA) the run made is deleted, the way the platform reads the
//    delete (the return in the query string: the URL's :id is not an argument of RmaRepositoryInterface::delete), and
//    searched for again: none may be left.
// 4. (the sweep of the prefixed entities, as at COMMERCE_WRITES=allow)
// 5. readLeftByDesign: each item of the ledger read back by id (increment ids, states), the documents of the
//    ledger's orders checked against the ledger, the gift card accounts the run bought found on their orders, and the
//    orders and carts whose e-mail carries the prefix searched: anything the ledger does not list, or lists but REST
//    does not show, is a problem that fails the run.

import type { HttpExchange } from '../checks/types.ts';
import type { LeftKind } from '../checks/owned/left-ledger.ts';
import type { LeftLine } from './left-ledger.ts';
import { reconcileOrder, type Reconciliation } from '../checks/commerce/reconcile-order.ts';

/** The calls this module makes, as the admin on the target's default store. */
export interface CommerceApi {
  get(path: string, query?: Record<string, string>): Promise<HttpExchange>;
  post(path: string, body?: unknown): Promise<HttpExchange>;
  /** A DELETE with a query (a return's delete names it there). */
  delete(path: string, query?: Record<string, string>): Promise<HttpExchange>;
}

/** A return (RMA) the run made, deleted by the teardown. */
export interface RemovedReturn {
  id: string;
  incrementId: string | null;
  removed: boolean;
  by: string[];
}

/** A gift card account the run bought (Adobe Commerce): it stays (no REST call removes one); its code is a secret, so
 * it is named by its last four characters and the order that bought it. */
export interface LeftGiftCardAccount {
  code: string;
  order: string | null;
  /** Whether that order's item still names the code (GET /V1/orders/:id). */
  found: boolean;
  by: string[];
}

export interface LeftDocument {
  id: string;
  incrementId: string | null;
}

export interface LeftOrder extends LeftDocument {
  state: string | null;
  status: string | null;
  email: string | null;
  invoices: LeftDocument[];
  shipments: LeftDocument[];
  creditmemos: LeftDocument[];
  /** What made it (route keys, scenario steps). */
  by: string[];
  /** commerce.order-reconciled: its money replayed to the cent with its invoices and credit memos. */
  money: Reconciliation;
}

export interface LeftSource {
  code: string;
  enabled: boolean | null;
  /** The stocks still linked to it (none once the run's own stocks are deleted). */
  linkedStocks: number[];
  by: string[];
}

export interface LeftCart {
  id: string;
  maskedId: string | null;
  active: boolean | null;
  /** The order placed from it, when one was. */
  reservedOrderId: string | null;
  email: string | null;
  by: string[];
}

export interface CloseOut {
  /** Orders cancelled now (their reservations released). */
  cancelled: string[];
  /** Orders released from hold before they were cancelled. */
  unheld: string[];
  /** Orders the platform does not let cancel (complete, closed, fully invoiced), with their state. */
  kept: Array<{ id: string; state: string | null }>;
  /** The SKUs the run's orders hold, for the reservation balance. */
  skus: string[];
  problems: string[];
}

export interface ReservationBalance {
  /** null: the installation has no MSI (no reservations to balance), with why. */
  stockId: number | null;
  checked: Array<{ sku: string; net: number }>;
  problems: string[];
  note: string | null;
}

export interface LeftByDesign {
  /** What stays on the installation on purpose, read back through REST after the run. */
  orders: LeftOrder[];
  carts: LeftCart[];
  /** Image files under pub/media the run's media routes wrote (no REST call removes them once their product or gift
   * wrapping is deleted), by path, with what wrote them. */
  mediaFiles: Array<{ file: string; by: string[] }>;
  /** MSI sources the run made (no REST call deletes one), read back by code: each must be disabled and linked to no
   * stock once the sweep removed the run's stocks. */
  sources: LeftSource[];
  /** MSI's index tables inventory_stock_<id> of the stocks the run made: the platform keeps each, empty, once its stock
   * is deleted, and no REST call drops it. Each stock must be gone (404): the table is all that stays. */
  stockIndexTables?: Array<{ table: string; by: string[] }>;
  /** The failure counts of customers the run locked out (write.customer-lockout), by e-mail: oauth_token_request_log
   * keeps each until the platform's cron removes it once the lock expires; no REST call reads or removes it. */
  signInFailures?: Array<{ email: string; by: string[] }>;
  /** Returns (RMA) the run made and the teardown deleted (Adobe Commerce). */
  returns: RemovedReturn[];
  /** Gift card accounts the run bought (Adobe Commerce). */
  giftCardAccounts: LeftGiftCardAccount[];
  closeOut: CloseOut;
  reservations: ReservationBalance;
  /** Harm-free problems: what is not accounted for (the run fails on them). */
  problems: string[];
  /** commerce.order-reconciled over every order: how many reconcile, and each that does not, with what differs. */
  money: MoneyOfOrders;
}

export interface MoneyOfOrders {
  orders: number;
  reconciled: number;
  amounts: number;
  notReplayed: Array<{ order: string; reason: string }>;
  differences: Array<{ order: string; incrementId: string | null; by: string[]; differences: string[] }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const itemsOf = (res: HttpExchange): Array<Record<string, unknown>> => (res.status === 200 && isRecord(res.json) && Array.isArray(res.json.items) ? res.json.items.filter(isRecord) : []);
const said = (res: HttpExchange): string => `${res.status}${isRecord(res.json) && typeof res.json.message === 'string' ? ` "${res.json.message}"` : ''}`;

/** searchCriteria with one filter (field, value, condition) and a page. */
export function filterQuery(field: string, value: string, condition: 'in' | 'like' | 'eq', page = 1, pageSize = 100): Record<string, string> {
  return {
    'searchCriteria[filter_groups][0][filters][0][field]': field,
    'searchCriteria[filter_groups][0][filters][0][value]': value,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': condition,
    'searchCriteria[pageSize]': String(pageSize),
    'searchCriteria[currentPage]': String(page),
  };
}

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Every item of a search for `field in ids` (by pages of 50), or the problem when a page could not be read. */
async function searchIn(api: CommerceApi, path: string, field: string, ids: readonly string[], problems: string[]): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  for (const chunk of chunks([...new Set(ids)], 50)) {
    const res = await api.get(path, filterQuery(field, chunk.join(','), 'in', 1, 50));
    if (res.status !== 200) problems.push(`GET ${path} (${field} in ${chunk.length} ids) answered ${said(res)}: what the run left could not be read back`);
    out.push(...itemsOf(res));
  }
  return out;
}

/** Every item of a search for `field like prefix%` (a few pages), exact prefix matches only (the platform's `like` is
 * case-insensitive); `valueOf` reads the field where the answer has it (a cart's e-mail is customer.email). */
async function searchPrefixed(api: CommerceApi, path: string, field: string, prefix: string, problems: string[], valueOf: (item: Record<string, unknown>) => unknown = (item) => item[field]): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  for (let page = 1; page <= 10; page++) {
    const res = await api.get(path, filterQuery(field, `${prefix}%`, 'like', page, 100));
    if (res.status !== 200) {
      problems.push(`GET ${path} (${field} like ${prefix}%) answered ${said(res)}: whether anything else with the prefix is left is not proven`);
      break;
    }
    const items = itemsOf(res);
    out.push(...items.filter((i) => {
      const value = valueOf(i);
      return typeof value === 'string' && value.startsWith(prefix);
    }));
    if (items.length < 100) break;
  }
  return out;
}

const idsOf = (left: readonly LeftLine[], kind: LeftKind): string[] => [...new Set(left.filter((l) => l.kind === kind && /^\d+$/.test(l.id)).map((l) => l.id))];

/**
 * Cancels every order of the ledger the platform still lets cancel, releasing a held one first, and collects the SKUs
 * the orders hold. An order the platform refuses to cancel (POST cancel answers false: invoiced in full, complete,
 * closed) is kept as it is.
 */
export async function closeOutOrders(api: CommerceApi, left: readonly LeftLine[]): Promise<CloseOut> {
  const out: CloseOut = { cancelled: [], unheld: [], kept: [], skus: [], problems: [] };
  const skus = new Set<string>();
  for (const order of await searchIn(api, '/V1/orders', 'entity_id', idsOf(left, 'order'), out.problems)) {
    const id = text(order.entity_id);
    if (id === null) continue;
    // A configurable's or a bundle's own item keeps no stock (its sku may be "<bundle>-<child>", no product's): the
    // child's item under it names the SKU that holds the reservation.
    for (const item of Array.isArray(order.items) ? order.items.filter(isRecord) : []) if (typeof item.sku === 'string' && item.product_type !== 'configurable' && item.product_type !== 'bundle') skus.add(item.sku);
    let state = text(order.state);
    if (state === 'holded') {
      const res = await api.post(`/V1/orders/${id}/unhold`);
      if (res.status === 200 && res.json === true) {
        out.unheld.push(id);
        state = 'released';
      } else out.problems.push(`order ${id} is on hold and POST /V1/orders/${id}/unhold answered ${said(res)}: it keeps its stock reservation`);
    }
    if (state === 'complete' || state === 'closed' || state === 'canceled' || state === 'holded') {
      if (state !== 'canceled') out.kept.push({ id, state });
      continue;
    }
    const res = await api.post(`/V1/orders/${id}/cancel`);
    if (res.status === 200 && res.json === true) out.cancelled.push(id);
    else if (res.status === 200 && res.json === false) out.kept.push({ id, state });
    else out.problems.push(`POST /V1/orders/${id}/cancel answered ${said(res)}: order ${id} keeps its stock reservation`);
  }
  out.skus = [...skus].sort();
  return out;
}

/** The stock of the main website (MSI's stock resolver), or why there is none to balance. */
async function mainStock(api: CommerceApi): Promise<{ stockId: number } | { none: string } | { problem: string }> {
  const res = await api.get('/V1/inventory/stock-resolver/website/base');
  if (res.status === 404 && isRecord(res.json) && typeof res.json.message === 'string' && /does not match any route/i.test(res.json.message)) return { none: 'the installation serves no MSI routes (Magento_Inventory* disabled): orders hold no stock reservations' };
  const stockId = isRecord(res.json) ? Number(res.json.stock_id) : NaN;
  return res.status === 200 && Number.isInteger(stockId) ? { stockId } : { problem: `GET /V1/inventory/stock-resolver/website/base answered ${said(res)}: the run's stock reservations could not be checked` };
}

/**
 * Whether the reservations of each SKU sum to zero once the orders are closed out: the salable quantity is the
 * sources' quantity plus the reservations minus the out-of-stock threshold, so the reservations are
 * salable - sources + threshold. Read before the sweep (the salable quantity of a deleted product is no answer).
 */
export async function reservationBalance(api: CommerceApi, skus: readonly string[]): Promise<ReservationBalance> {
  const out: ReservationBalance = { stockId: null, checked: [], problems: [], note: null };
  if (skus.length === 0) return out;
  const stock = await mainStock(api);
  if ('none' in stock) return { ...out, note: stock.none };
  if ('problem' in stock) return { ...out, problems: [stock.problem] };
  out.stockId = stock.stockId;
  const sources = await searchIn(api, '/V1/inventory/source-items', 'sku', skus, out.problems);
  for (const sku of skus) {
    const salable = await api.get(`/V1/inventory/get-product-salable-quantity/${encodeURIComponent(sku)}/${stock.stockId}`);
    const item = await api.get(`/V1/stockItems/${encodeURIComponent(sku)}`);
    if (salable.status !== 200 || typeof salable.json !== 'number' || item.status !== 200) {
      out.problems.push(`the stock reservations of ${sku} could not be read (salable quantity ${said(salable)}, stock item ${said(item)})`);
      continue;
    }
    const sourceQty = sources.filter((s) => s.sku === sku && Number(s.status) === 1).reduce((sum, s) => sum + Number(s.quantity ?? 0), 0);
    const threshold = isRecord(item.json) ? Number(item.json.min_qty ?? 0) : 0;
    const net = Math.round((salable.json - sourceQty + threshold) * 10000) / 10000;
    out.checked.push({ sku, net });
    if (net !== 0) out.problems.push(`the stock reservations of ${sku} sum to ${net}, not 0, after the run's orders were cancelled: inventory_reservation keeps rows the platform's cleanup (inventory_cleanup_reservations) never removes`);
  }
  return out;
}

const byOf = (left: readonly LeftLine[], kind: LeftKind, id: string): string[] => [...new Set(left.filter((l) => l.kind === kind && (l.id === id || l.maskedId === id)).map((l) => l.by))];

/**
 * What the run leaves, read back through REST, and what carries its prefix without being in the ledger. Each order
 * comes with its invoices, shipments and credit memos (each must be in the ledger too).
 */
export async function readLeftByDesign(api: CommerceApi, prefix: string, left: readonly LeftLine[], closeOut: CloseOut, reservations: ReservationBalance, returns: Removal = { returns: [], problems: [] }): Promise<LeftByDesign> {
  const problems: string[] = [...closeOut.problems, ...reservations.problems, ...returns.problems];
  const orderIds = idsOf(left, 'order');
  const found = await searchIn(api, '/V1/orders', 'entity_id', orderIds, problems);
  const documents = async (path: string, kind: LeftKind): Promise<Array<Record<string, unknown>>> => {
    const docs = await searchIn(api, path, 'order_id', orderIds, problems);
    const listed = new Set(idsOf(left, kind));
    for (const doc of docs) {
      const id = text(doc.entity_id);
      if (id !== null && !listed.has(id)) problems.push(`${kind} ${id} (${text(doc.increment_id) ?? 'no increment id'}) of the run's order ${text(doc.order_id) ?? '?'} is not in the run's ledger: the run made something it did not account for`);
    }
    const seen = new Set(docs.map((d) => text(d.entity_id)));
    for (const id of listed) if (!seen.has(id)) problems.push(`the ledger lists ${kind} ${id}, which GET ${path} does not show among the documents of the run's orders`);
    return docs;
  };
  const invoices = await documents('/V1/invoices', 'invoice');
  const shipments = await documents('/V1/shipments', 'shipment');
  const creditmemos = await documents('/V1/creditmemos', 'creditmemo');
  const docsOf = (docs: Array<Record<string, unknown>>, orderId: string): LeftDocument[] => docs.filter((d) => text(d.order_id) === orderId).map((d) => ({ id: text(d.entity_id) ?? '?', incrementId: text(d.increment_id) }));
  const orders: LeftOrder[] = [];
  for (const id of orderIds) {
    const order = found.find((o) => text(o.entity_id) === id);
    if (order === undefined) {
      problems.push(`the ledger lists order ${id}, which GET /V1/orders does not show`);
      continue;
    }
    const ofOrder = (docs: Array<Record<string, unknown>>): Array<Record<string, unknown>> => docs.filter((d) => text(d.order_id) === id);
    const money = reconcileOrder(order, ofOrder(invoices), ofOrder(creditmemos));
    orders.push({ id, incrementId: text(order.increment_id), state: text(order.state), status: text(order.status), email: text(order.customer_email), invoices: docsOf(invoices, id), shipments: docsOf(shipments, id), creditmemos: docsOf(creditmemos, id), by: byOf(left, 'order', id), money });
  }
  for (const line of left.filter((l) => l.kind === 'order' && !/^\d+$/.test(l.id))) problems.push(`${line.by} left an order it could not name (${line.id})`);

  // Carts: by id; a guest cart recorded by its masked id only is resolved first.
  const carts: LeftCart[] = [];
  const cartLines = left.filter((l) => l.kind === 'cart');
  const masked = new Map<string, string>();
  for (const line of cartLines.filter((l) => !/^\d+$/.test(l.id))) {
    const res = await api.get(`/V1/guest-carts/${encodeURIComponent(line.maskedId ?? line.id)}`);
    const id = isRecord(res.json) ? text(res.json.id) : null;
    if (res.status === 200 && id !== null) masked.set(id, line.maskedId ?? line.id);
    else problems.push(`${line.by} left a guest cart (masked id ${line.maskedId ?? line.id}) that GET /V1/guest-carts/:cartId no longer resolves (${said(res)}): it cannot be read back by id`);
  }
  const cartIds = [...new Set([...idsOf(left, 'cart'), ...masked.keys()])];
  const foundCarts = await searchIn(api, '/V1/carts/search', 'entity_id', cartIds, problems);
  for (const id of cartIds) {
    const cart = foundCarts.find((c) => text(c.id) === id);
    const maskedId = masked.get(id) ?? left.find((l) => l.kind === 'cart' && l.id === id)?.maskedId ?? null;
    if (cart === undefined) {
      problems.push(`the ledger lists cart ${id}, which GET /V1/carts/search does not show`);
      continue;
    }
    carts.push({ id, maskedId, active: typeof cart.is_active === 'boolean' ? cart.is_active : null, reservedOrderId: text(cart.reserved_order_id), email: isRecord(cart.customer) ? text(cart.customer.email) : null, by: [...new Set([...byOf(left, 'cart', id), ...(maskedId !== null ? byOf(left, 'cart', maskedId) : [])])] });
  }

  // Anything else with the prefix: orders and carts whose e-mail carries it.
  const knownOrders = new Set(orderIds);
  for (const order of await searchPrefixed(api, '/V1/orders', 'customer_email', prefix, problems)) {
    const id = text(order.entity_id);
    if (id !== null && !knownOrders.has(id)) problems.push(`order ${id} (${text(order.increment_id) ?? 'no increment id'}, ${String(order.customer_email)}) carries the run's prefix but is not in the run's ledger`);
  }
  const knownCarts = new Set(cartIds);
  const cartEmail = (cart: Record<string, unknown>): unknown => (isRecord(cart.customer) ? cart.customer.email : undefined);
  for (const cart of await searchPrefixed(api, '/V1/carts/search', 'customer_email', prefix, problems, cartEmail)) {
    const id = text(cart.id);
    if (id !== null && !knownCarts.has(id)) problems.push(`cart ${id} (${String(cartEmail(cart))}) carries the run's prefix but is not in the run's ledger`);
  }
  const mediaFiles = [
    ...[...new Set(left.filter((l) => l.kind === 'media file').map((l) => l.id))].map((file) => ({ file, by: byOf(left, 'media file', file) })),
    // A gift wrapping's image: pub/media/wrapping/<its name> (real 2.4.6-p1).
    ...[...new Set(left.filter((l) => l.kind === 'wrapping image').map((l) => l.id))].map((name) => ({ file: `wrapping/${name}`, by: byOf(left, 'wrapping image', name) })),
  ];
  const sources = await readLeftSources(api, prefix, left, problems);
  const stockIndexTables = await readLeftStockTables(api, left, problems);
  const giftCardAccounts = giftCardAccountsOf(left, found, problems);
  const signInFailures = [...new Set(left.filter((l) => l.kind === 'sign-in failures').map((l) => l.id))].map((email) => ({ email, by: byOf(left, 'sign-in failures', email) }));
  return { orders, carts, mediaFiles, sources, stockIndexTables, signInFailures, returns: returns.returns, giftCardAccounts, closeOut, reservations, problems, money: moneyOf(orders) };
}

/** The tally of commerce.order-reconciled over the orders read back. */
export function moneyOf(orders: readonly LeftOrder[]): MoneyOfOrders {
  const out: MoneyOfOrders = { orders: orders.length, reconciled: 0, amounts: 0, notReplayed: [], differences: [] };
  for (const order of orders) {
    const m = order.money;
    if ('notReplayed' in m) {
      out.notReplayed.push({ order: order.id, reason: m.notReplayed });
      continue;
    }
    out.amounts += m.amounts;
    if (m.reconciled) out.reconciled++;
    else out.differences.push({ order: order.id, incrementId: order.incrementId, by: order.by, differences: m.differences });
  }
  return out;
}

/** The sources of the ledger read back by code (disabled, linked to no stock), and any source carrying the prefix that
 * the ledger does not list. */
async function readLeftSources(api: CommerceApi, prefix: string, left: readonly LeftLine[], problems: string[]): Promise<LeftSource[]> {
  const codes = [...new Set(left.filter((l) => l.kind === 'source').map((l) => l.id))];
  const out: LeftSource[] = [];
  for (const code of codes) {
    const res = await api.get(`/V1/inventory/sources/${encodeURIComponent(code)}`);
    if (res.status !== 200 || !isRecord(res.json)) {
      problems.push(`the ledger lists source ${code}, which GET /V1/inventory/sources/:sourceCode answers ${said(res)}`);
      continue;
    }
    const enabled = typeof res.json.enabled === 'boolean' ? res.json.enabled : null;
    if (enabled !== false) problems.push(`source ${code} of the run is ${enabled === true ? 'enabled' : `answered with enabled ${JSON.stringify(res.json.enabled)}`}: it stays on the installation and must stay disabled`);
    const links = await api.get('/V1/inventory/stock-source-links', filterQuery('source_code', code, 'eq'));
    const linkedStocks = itemsOf(links).map((l) => Number(l.stock_id)).filter(Number.isInteger);
    if (links.status !== 200) problems.push(`GET /V1/inventory/stock-source-links (source_code ${code}) answered ${said(links)}: whether the run's source is linked to a stock is not proven`);
    else if (linkedStocks.length > 0) problems.push(`source ${code} of the run is still linked to stock(s) ${linkedStocks.join(', ')} after the sweep: a stock that is not the run's own would sell from it`);
    out.push({ code, enabled, linkedStocks, by: byOf(left, 'source', code) });
  }
  const known = new Set(codes);
  // An installation without MSI serves no source route: with no source of the run's, there is nothing to look for.
  if (codes.length === 0 && (await api.get('/V1/inventory/sources', filterQuery('source_code', `${prefix}%`, 'like', 1, 1))).status === 404) return out;
  for (const source of await searchPrefixed(api, '/V1/inventory/sources', 'source_code', prefix, problems)) {
    const code = text(source.source_code);
    if (code !== null && !known.has(code)) problems.push(`source ${code} carries the run's prefix but is not in the run's ledger`);
  }
  return out;
}

/** The stocks whose index tables the ledger lists, each read by id: the sweep deleted it, so the platform must answer
 * 404; a stock still there is a problem (its table is then not the only trace). */
async function readLeftStockTables(api: CommerceApi, left: readonly LeftLine[], problems: string[]): Promise<Array<{ table: string; by: string[] }>> {
  const out: Array<{ table: string; by: string[] }> = [];
  for (const id of idsOf(left, 'stock index table')) {
    const res = await api.get(`/V1/inventory/stocks/${id}`);
    if (res.status !== 404) problems.push(`stock ${id} of the run answers GET /V1/inventory/stocks/:stockId ${said(res)} after the sweep: it should be deleted, leaving only its empty index table`);
    out.push({ table: `inventory_stock_${id}`, by: byOf(left, 'stock index table', id) });
  }
  return out;
}

/** What removeReturns did. */
export interface Removal {
  returns: RemovedReturn[];
  problems: string[];
}

/**
 * Deletes every return (RMA) of the ledger, as the platform reads a delete (DELETE /V1/returns/:id with the return in
 * the query string, rmaDataObject[entity_id]: the documented call without it answers 400 on 2.4.6-p1, the URL's :id
 * being no argument of the service), then searches for each by entity_id: a return still found is a problem. A read of
 * a deleted id answers 200 with every field null, so the search is the proof, not a 404.
 */
export async function removeReturns(api: CommerceApi, left: readonly LeftLine[]): Promise<Removal> {
  const out: Removal = { returns: [], problems: [] };
  for (const id of idsOf(left, 'return')) {
    const line = left.find((l) => l.kind === 'return' && l.id === id);
    const res = await api.delete(`/V1/returns/${id}`, { 'rmaDataObject[entity_id]': id });
    const found = await api.get('/V1/returns', filterQuery('entity_id', id, 'eq'));
    const still = itemsOf(found).some((r) => text(r.entity_id) === id);
    if (res.status !== 200) out.problems.push(`DELETE /V1/returns/${id}?rmaDataObject[entity_id]=${id} answered ${said(res)}: the run's return ${id} stays`);
    else if (found.status !== 200) out.problems.push(`GET /V1/returns (entity_id ${id}) answered ${said(found)}: whether the run's return ${id} is gone is not proven`);
    else if (still) out.problems.push(`the run's return ${id} is still found by GET /V1/returns after DELETE /V1/returns/${id} answered ${said(res)}`);
    out.returns.push({ id, incrementId: line?.incrementId ?? null, removed: res.status === 200 && found.status === 200 && !still, by: byOf(left, 'return', id) });
  }
  return out;
}

/** The gift card accounts of the ledger, each found on the order that bought it (its item names the code: the ledger
 * keeps its last four characters, the code being a secret). */
function giftCardAccountsOf(left: readonly LeftLine[], orders: ReadonlyArray<Record<string, unknown>>, problems: string[]): LeftGiftCardAccount[] {
  return left.filter((l) => l.kind === 'gift card account').map((line) => {
    const order = orders.find((o) => text(o.increment_id) === line.incrementId || text(o.entity_id) === line.incrementId);
    const last4 = line.id.slice(-4);
    const codes = order === undefined ? [] : (Array.isArray(order.items) ? order.items : []).flatMap((item) => {
      const option = isRecord(item) && isRecord(item.product_option) && isRecord(item.product_option.extension_attributes) ? item.product_option.extension_attributes.giftcard_item_option : undefined;
      const ext = isRecord(option) && isRecord(option.extension_attributes) ? option.extension_attributes.giftcard_created_codes : undefined;
      return Array.isArray(ext) ? ext.filter((c): c is string => typeof c === 'string') : [];
    });
    const found = codes.some((c) => c.endsWith(last4));
    if (!found) problems.push(`the ledger lists the gift card account ${line.id} bought by order ${line.incrementId ?? '?'}, which that order does not name (GET /V1/orders)`);
    return { code: line.id, order: line.incrementId ?? null, found, by: byOf(left, 'gift card account', line.id) };
  });
}
