// commerce.msi-sources: one stock of the run's own selling from several sources of the run's own (issue 37, the MSI
// ledger: magento/inventory InventoryApi's SourceRepository, StockRepository, StockSourceLink, SourceItemsSave,
// SourceItemsDelete and SourceItemRepository tests, InventorySalesApi's GetProductSalableQuantityTest and
// AreProductsSalableForRequestedQtyTest, InventorySourceSelectionApi's SourceSelectionServiceTest and
// InventoryLowQuantityNotificationApi's three tests), as their fixtures stock 10 and SKU-1 are made: four sources,
// linked to the stock in one call with priorities that are neither the order of their codes nor of the body,
//   first  (priority 1): every field of a source sent (CreateTest), a region_id and a region name (RegionProcessing);
//                        5.5 of the product in stock;
//   second (priority 2): a region_id alone (read back without a region name); 3 in stock, and 6 of a second product;
//   third  (priority 3): 10 of the product, out of stock;
//   off    (priority 4): created disabled; 7 in stock.
// Each step is read back: the sources ordered by priority; the links (total 4, and a search by stock_id sorted by
// source_code DESC, page 2 of 2); the product's items saved in one call (every field, a decimal quantity, the total,
// and a search sorted by quantity DESC, page 2 of 2); the sources' search (enabled eq 1 and the scenario's codes,
// sorted by name DESC, page 2 of 2); the salable quantity, 8.5 (the in-stock items of the enabled sources: not the
// third's, not the disabled one's); are-product-salable-for-requested-qty for the product (salable, errors []) and
// for the second product while no source of the stock holds it (requested-sku-is-not-assigned-to-given-stock); the
// priority source selection for 8 of the product and 4 of the second (5.5 of 5.5 from the first, 2.5 of 3 and 4 of 6
// from the second, shippable); two low-stock settings saved in one call (5.6 and 2) read back, then deleted, each
// reading as a pair that never had one (the installation's default); the product's items on the first two sources
// deleted (sent as query parameters, as the platform's test sends them), the other three kept (total 3), salable 0;
// the stock's links to the first two deleted (query parameters), the other two kept (total 2); the stock deleted,
// its read 404 'Stock with id "%value" does not exist.' with parameters.value its id; the first source updated by a
// PUT whose body has no source_code, every field changed (enabled false, country GB, region_id 12), read back.
//
// What stays, and why (COMMERCE_WRITES=full): the four sources, as no REST call deletes a source; each is disabled
// and linked to no stock at the end (the stock's delete takes its links: real 2.4.7-p3), listed in the left-by-design
// ledger and read back by global teardown. The stock's index table inventory_stock_<id>, emptied (the products'
// items are removed while the stock still links their sources, so its index drops their rows) and kept by the
// platform once the stock is deleted (no REST call drops it). The stock never has a sales channel: no website, store or shopper ever sells from it or its sources. A link
// save invalidates the Inventory indexer (InvalidateAfterStockSourceLinksSavePlugin): the installation's cron
// rebuilds it, the same index. The products are disabled, invisible, their items and low-stock settings removed and
// the products deleted at the end.
//
// A source-item save or delete that changes a product's saleability on a stock reindexes the catalog search
// (InventoryCatalogSearch's FullTextIndexUpdateProcessor): an installation without a search engine answers it 500
// after the items are saved and the stock index rebuilt (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 of
// docs/real-platform.md, "Missing required argument $engines"). There, and only there (GET /V1/modules lists no search
// engine), such an answer is observed as that known finding and the scenario goes on to read the effect back.

import { describeExchange, messageOf } from '../platform-errors.ts';
import { productBody } from '../owned/catalog-entities.ts';
import { pass, skip, type HttpExchange, type ScenarioCheck, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, isRecord, recordOf, type Flow } from './flow.ts';
import { missingEngine } from './grouped-links.ts';
import { retire } from './stock.ts';
import { tag } from './setup.ts';

const SOURCES_POST = 'POST /V1/inventory/sources';
const SOURCE_GET = 'GET /V1/inventory/sources/:sourceCode';
const SOURCE_PUT = 'PUT /V1/inventory/sources/:sourceCode';
const SOURCES_SEARCH = 'GET /V1/inventory/sources';
const STOCKS_POST = 'POST /V1/inventory/stocks';
const STOCK_GET = 'GET /V1/inventory/stocks/:stockId';
const STOCK_DELETE = 'DELETE /V1/inventory/stocks/:stockId';
const LINKS_SAVE = 'POST /V1/inventory/stock-source-links';
const LINKS_SEARCH = 'GET /V1/inventory/stock-source-links';
const LINKS_DELETE = 'POST /V1/inventory/stock-source-links-delete';
const BY_PRIORITY = 'GET /V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId';
const ITEMS_SAVE = 'POST /V1/inventory/source-items';
const ITEMS_SEARCH = 'GET /V1/inventory/source-items';
const ITEMS_DELETE = 'POST /V1/inventory/source-items-delete';
const SALABLE_QTY = 'GET /V1/inventory/get-product-salable-quantity/:sku/:stockId';
const FOR_QTY = 'GET /V1/inventory/are-product-salable-for-requested-qty/';
const SELECTION = 'POST /V1/inventory/source-selection-algorithm-result';
const LOW_SAVE = 'POST /V1/inventory/low-quantity-notification';
const LOW_GET = 'GET /V1/inventory/low-quantity-notification/:sourceCode/:sku';
const LOW_DELETE = 'POST /V1/inventory/low-quantity-notifications-delete';
const PRODUCTS_POST = 'POST /V1/products';

const ROUTES = [SOURCES_POST, SOURCE_GET, SOURCE_PUT, SOURCES_SEARCH, STOCKS_POST, STOCK_GET, STOCK_DELETE, LINKS_SAVE, LINKS_SEARCH, LINKS_DELETE, BY_PRIORITY, ITEMS_SAVE, ITEMS_SEARCH, ITEMS_DELETE, SALABLE_QTY, FOR_QTY, SELECTION, LOW_SAVE, LOW_GET, LOW_DELETE, PRODUCTS_POST];

const SCENARIO = commerceScenario('one stock, several sources', BY_PRIORITY);

/** What the product holds on the default source (its REST save): above every other quantity, so it sorts first. */
const DEFAULT_QTY = 20;

type Role = 'first' | 'second' | 'third' | 'off';
interface Source {
  role: Role;
  code: string;
  priority: number;
  /** The body it was created with. */
  body: Record<string, unknown>;
}

/** The platform's own not-assigned answer (AreProductsSalableForRequestedQtyTest). */
export const NOT_ASSIGNED = { code: 'requested-sku-is-not-assigned-to-given-stock', message: 'The requested sku is not assigned to given stock.' };
export const STOCK_MISSING = 'Stock with id "%value" does not exist.';

const show = (v: unknown): string => JSON.stringify(v) ?? 'undefined';
/** Numbers and numeric text alike (a quantity answered 5.5 or "5.5"). */
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/** A source body: every field of SourceInterface, named after the role (names sort z, x, y, w: not the codes' order). */
function sourceBody(role: Role, code: string): Record<string, unknown> {
  const base = { source_code: code, postcode: '12345', country_id: 'US' };
  switch (role) {
    case 'first':
      return { ...base, name: `${code} z`, contact_name: 'Contact of the run', email: 'source@example.com', enabled: true, description: 'A source of the run', latitude: 11.123456, longitude: 12.123456, region_id: 10, region: 'A region of the run', city: 'City of the run', street: 'Street of the run', phone: '555-0100', fax: '555-0101', use_default_carrier_config: true, carrier_links: [] };
    case 'second':
      return { ...base, name: `${code} x`, enabled: true, region_id: 10 };
    case 'third':
      return { ...base, name: `${code} y`, enabled: true };
    case 'off':
      return { ...base, name: `${code} w`, enabled: false };
  }
}

/** The first source's update (UpdateTest): no source_code in the body, every field changed, enabled false. */
function updateBody(code: string): Record<string, unknown> {
  return { name: `${code} updated`, contact_name: 'Contact updated', email: 'updated@example.com', enabled: false, description: 'Updated by the run', latitude: 13.123456, longitude: 14.123456, country_id: 'GB', region_id: 12, city: 'City updated', street: 'Street updated', postcode: '54321', phone: '555-0200', fax: '555-0201', use_default_carrier_config: true, carrier_links: [] };
}

/** Fields of `sent` the read lacks or holds otherwise (numbers compared as numbers). */
function differences(sent: Record<string, unknown>, read: Record<string, unknown>): string[] {
  return Object.entries(sent)
    .filter(([field, want]) => {
      const got = read[field];
      if (typeof want === 'number') return num(got) !== want;
      if (typeof want === 'boolean') return got !== want;
      return show(got) !== show(want);
    })
    .map(([field]) => field);
}

/** The fields that differ, as sent (expected) and as read (actual; absent: null). */
function sentAndRead(sent: Record<string, unknown>, read: Record<string, unknown>, fields: readonly string[]): { expected: string; actual: Record<string, unknown> } {
  return { expected: show(Object.fromEntries(fields.map((f) => [f, sent[f]]))), actual: Object.fromEntries(fields.map((f) => [f, read[f] ?? null])) };
}

/** A searchCriteria query: groups of [field, value, condition], sort orders, page size and page. */
interface Criteria {
  groups: Array<Array<[string, string, string]>>;
  sort?: [string, 'ASC' | 'DESC'];
  pageSize?: number;
  currentPage?: number;
}

function criteriaQuery(c: Criteria): Record<string, string> {
  const q: Record<string, string> = {};
  c.groups.forEach((group, g) => group.forEach(([field, value, condition], f) => {
    const at = `searchCriteria[filter_groups][${g}][filters][${f}]`;
    q[`${at}[field]`] = field;
    q[`${at}[value]`] = value;
    q[`${at}[condition_type]`] = condition;
  }));
  if (c.sort) {
    q['searchCriteria[sort_orders][0][field]'] = c.sort[0];
    q['searchCriteria[sort_orders][0][direction]'] = c.sort[1];
  }
  if (c.pageSize !== undefined) q['searchCriteria[page_size]'] = String(c.pageSize);
  if (c.currentPage !== undefined) q['searchCriteria[current_page]'] = String(c.currentPage);
  return q;
}

/** The search_criteria a search must answer: the one sent. */
function criteriaEcho(c: Criteria): Record<string, unknown> {
  return {
    filter_groups: c.groups.map((group) => ({ filters: group.map(([field, value, condition]) => ({ field, value, condition_type: condition })) })),
    ...(c.sort ? { sort_orders: [{ field: c.sort[0], direction: c.sort[1] }] } : {}),
    ...(c.pageSize !== undefined ? { page_size: c.pageSize } : {}),
    ...(c.currentPage !== undefined ? { current_page: c.currentPage } : {}),
  };
}

/** Whether the answered search_criteria holds what was sent (AssertArrayContains: values compared loosely). */
function echoes(sent: unknown, answered: unknown): boolean {
  if (Array.isArray(sent)) return Array.isArray(answered) && sent.length === answered.length && sent.every((v, i) => echoes(v, answered[i]));
  if (isRecord(sent)) return isRecord(answered) && Object.entries(sent).every(([k, v]) => echoes(v, answered[k]));
  return String(sent) === String(answered);
}

interface Searched {
  res: HttpExchange;
  items: Record<string, unknown>[];
  total: number;
}

async function search(flow: Flow, path: string, route: string, c: Criteria): Promise<Searched> {
  const res = await flow.send('admin', 'GET', path, { query: criteriaQuery(c), judge: route });
  const body = recordOf(res.json);
  const want = criteriaEcho(c);
  flow.expect(echoes(want, body.search_criteria), `${route} does not answer the search_criteria sent`, show(want), body.search_criteria, res);
  const items = Array.isArray(body.items) ? body.items.map(recordOf) : [];
  return { res, items, total: num(body.total_count) };
}

/** A list of rows equal, in order, to the rows wanted on the fields each names. */
function rowsMatch(rows: readonly Record<string, unknown>[], wanted: readonly Record<string, unknown>[]): boolean {
  return rows.length === wanted.length && wanted.every((w, i) => differences(w, rows[i] ?? {}).length === 0);
}

/** A set of rows equal to the rows wanted (any order), keyed by `key`. */
function setMatch(rows: readonly Record<string, unknown>[], wanted: readonly Record<string, unknown>[], key: (r: Record<string, unknown>) => string): boolean {
  if (rows.length !== wanted.length) return false;
  return wanted.every((w) => {
    const row = rows.find((r) => key(r) === key(w));
    return row !== undefined && differences(w, row).length === 0;
  });
}

/** A source-item save or delete: its contract's answer, or, where no search engine is enabled, the known finding. */
async function itemsWrite(flow: Flow, what: string, path: string, route: string, options: { body?: unknown; query?: Record<string, string> }): Promise<void> {
  const res = await flow.send('admin', 'POST', path, options);
  if (res.status === 500) {
    const engine = await missingEngine(flow, what, res, 'its effect is read back all the same');
    if (engine !== null) {
      flow.ctx.observe('known-finding', engine, route);
      return;
    }
  }
  await flow.judge(route, res);
}

const pairKey = (r: Record<string, unknown>): string => `${String(r.source_code)}\u0000${String(r.sku)}`;

async function steps(flow: Flow): Promise<Verdict> {
  const ctx = flow.ctx;
  for (const key of ROUTES) if (ctx.route(key) === undefined) return skip(`${key} is no route of the plan`);
  const base = ctx.name(`m${tag()}`);
  // Codes sort second < third < first < off; priorities are first, second, third, off; the link body is neither.
  const codes: Record<Role, string> = { second: `${base}a`, third: `${base}b`, first: `${base}c`, off: `${base}d` };
  const priorities: Record<Role, number> = { first: 1, second: 2, third: 3, off: 4 };
  const roles: Role[] = ['first', 'second', 'third', 'off'];
  const sources: Source[] = roles.map((role) => ({ role, code: codes[role], priority: priorities[role], body: sourceBody(role, codes[role]) }));
  const src = (role: Role): Source => sources.find((s) => s.role === role) as Source;
  const made = { sources: [] as Source[], stockId: null as number | null, skus: [] as string[] };
  try {
    return await judged(flow, base, sources, src, made);
  } finally {
    await tidy(flow, made);
  }
}

interface Made {
  sources: Source[];
  stockId: number | null;
  skus: string[];
}

async function judged(flow: Flow, base: string, sources: Source[], src: (role: Role) => Source, made: Made): Promise<Verdict> {
  const ctx = flow.ctx;
  // The sources: each created, left by design, and read back with every field sent.
  for (const source of sources) {
    await flow.prepare('admin', 'POST', '/V1/inventory/sources', { body: { source: source.body }, judge: SOURCES_POST });
    made.sources.push(source);
    flow.leave('source', source.code);
    const read = await flow.read('admin', `/V1/inventory/sources/${encodeURIComponent(source.code)}`, SOURCE_GET);
    const diff = differences(source.body, recordOf(read.json));
    const seen = sentAndRead(source.body, recordOf(read.json), diff);
    flow.expect(diff.length === 0, `${SOURCE_GET} does not read back the ${source.role} source as it was created`, seen.expected, seen.actual, read);
    if (source.role === 'second') flow.expect(!('region' in recordOf(read.json)), `${SOURCE_GET} reads a region name the ${source.role} source was not sent (a region_id alone)`, 'no region', recordOf(read.json).region, read);
  }
  // The stock, and its links in one call (neither in priority nor in code order).
  const stock = await flow.prepare('admin', 'POST', '/V1/inventory/stocks', { body: { stock: { name: `${base} stock` } }, judge: STOCKS_POST });
  const stockId = num(stock.json);
  flow.expect(Number.isInteger(stockId) && stockId > 0, `${STOCKS_POST} did not answer the new stock's id`, 'a stock id', stock.json, stock);
  made.stockId = stockId;
  flow.leave('stock index table', String(stockId));
  const linkOrder: Role[] = ['third', 'off', 'second', 'first'];
  const links = linkOrder.map((role) => ({ stock_id: stockId, source_code: src(role).code, priority: src(role).priority }));
  await flow.send('admin', 'POST', '/V1/inventory/stock-source-links', { body: { links }, judge: LINKS_SAVE });
  const byPriority = await flow.read('admin', `/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/${stockId}`, BY_PRIORITY);
  const ordered = Array.isArray(byPriority.json) ? byPriority.json.map((s) => recordOf(s).source_code) : [];
  const wantOrder = sources.map((s) => s.code);
  flow.expect(show(ordered) === show(wantOrder), `${BY_PRIORITY} does not answer the stock's sources ordered by priority`, show(wantOrder), ordered, byPriority);
  const allLinks = await search(flow, '/V1/inventory/stock-source-links', LINKS_SEARCH, { groups: [[['stock_id', String(stockId), 'eq']]] });
  flow.expect(allLinks.total === 4 && setMatch(allLinks.items, links, (r) => String(r.source_code)), `${LINKS_SEARCH} does not read back the four links saved in one call with their priorities`, `total_count 4: ${show(links)}`, `total_count ${allLinks.total}: ${show(allLinks.items)}`, allLinks.res);
  // Sorted by source_code DESC (off, first, third, second), page 2 of 2: third, then second.
  const linkPage = await search(flow, '/V1/inventory/stock-source-links', LINKS_SEARCH, { groups: [[['stock_id', String(stockId), 'eq']]], sort: ['source_code', 'DESC'], pageSize: 2, currentPage: 2 });
  const wantLinkPage = [src('third'), src('second')].map((s) => ({ stock_id: stockId, source_code: s.code, priority: s.priority }));
  flow.expect(linkPage.total === 4 && rowsMatch(linkPage.items, wantLinkPage), `${LINKS_SEARCH} (stock_id eq, source_code DESC, page 2 of size 2) does not answer the stock's two lowest codes`, `total_count 4: ${show(wantLinkPage)}`, `total_count ${linkPage.total}: ${show(linkPage.items)}`, linkPage.res);
  // The sources' search: the scenario's enabled sources (not the disabled one), by name DESC (z first, y, x), page 2.
  const sourcePage = await search(flow, '/V1/inventory/sources', SOURCES_SEARCH, { groups: [[['enabled', '1', 'eq']], [['source_code', `${base}%`, 'like']]], sort: ['name', 'DESC'], pageSize: 2, currentPage: 2 });
  const wantSourcePage = [{ source_code: src('second').code, name: src('second').body.name, enabled: true }];
  flow.expect(sourcePage.total === 3 && rowsMatch(sourcePage.items, wantSourcePage), `${SOURCES_SEARCH} (enabled eq 1 and the scenario's codes, name DESC, page 2 of size 2) does not answer the last enabled source by name`, `total_count 3: ${show(wantSourcePage)}`, `total_count ${sourcePage.total}: ${show(sourcePage.items)}`, sourcePage.res);

  // The products: disabled, invisible, DEFAULT_QTY on the default source.
  const sku = ctx.name(`mp${tag()}`);
  const other = ctx.name(`mq${tag()}`);
  for (const s of [sku, other]) {
    const res = await flow.prepare('admin', 'POST', '/V1/products', { body: productBody(s, { extension_attributes: { stock_item: { qty: DEFAULT_QTY, is_in_stock: true } } }), judge: PRODUCTS_POST });
    flow.expect(recordOf(res.json).sku === s, 'the run could not create its product', `product ${s}`, res.json, res);
    made.skus.push(s);
  }
  // The product's items on the four sources in one call, a decimal quantity among them (not in priority order).
  const item = (role: Role, quantity: number, status: 0 | 1, of = sku): Record<string, unknown> => ({ sku: of, source_code: src(role).code, quantity, status });
  const items = [item('second', 3, 1), item('third', 10, 0), item('first', 5.5, 1), item('off', 7, 1)];
  await itemsWrite(flow, `${ITEMS_SAVE} of four items of ${sku}`, '/V1/inventory/source-items', ITEMS_SAVE, { body: { sourceItems: items } });
  const defaultItem = { sku, source_code: 'default', quantity: DEFAULT_QTY, status: 1 };
  const allItems = await search(flow, '/V1/inventory/source-items', ITEMS_SEARCH, { groups: [[['sku', sku, 'eq']]] });
  const wantAll = [defaultItem, ...items];
  flow.expect(allItems.total === 5 && setMatch(allItems.items, wantAll, pairKey), `${ITEMS_SEARCH} does not read back the four items saved in one call beside the default source's`, `total_count 5: ${show(wantAll)}`, `total_count ${allItems.total}: ${show(allItems.items)}`, allItems.res);
  // By quantity DESC (20, 10, 7, 5.5, 3), page 2 of size 2: the off source's 7, then the first's 5.5.
  const itemPage = await search(flow, '/V1/inventory/source-items', ITEMS_SEARCH, { groups: [[['sku', sku, 'eq']]], sort: ['quantity', 'DESC'], pageSize: 2, currentPage: 2 });
  const wantItemPage = [item('off', 7, 1), item('first', 5.5, 1)];
  flow.expect(itemPage.total === 5 && rowsMatch(itemPage.items, wantItemPage), `${ITEMS_SEARCH} (sku eq, quantity DESC, page 2 of size 2) does not answer the third and fourth quantities`, `total_count 5: ${show(wantItemPage)}`, `total_count ${itemPage.total}: ${show(itemPage.items)}`, itemPage.res);

  // What the stock sells: the in-stock items of its enabled sources (5.5 + 3), not the third's nor the disabled one's.
  const path = (s: string): string => `/V1/inventory/get-product-salable-quantity/${encodeURIComponent(s)}/${stockId}`;
  const salable = await flow.read('admin', path(sku), SALABLE_QTY);
  flow.expect(num(salable.json) === 8.5, `${SALABLE_QTY} is not the sum of the in-stock items of the stock's enabled sources`, '8.5 (5.5 + 3; not the out-of-stock 10, not the disabled source\'s 7)', salable.json, salable);
  const forQty = await flow.send('admin', 'GET', '/V1/inventory/are-product-salable-for-requested-qty/', { query: { 'skuRequests[0][sku]': sku, 'skuRequests[0][qty]': '1', 'skuRequests[1][sku]': other, 'skuRequests[1][qty]': '1', stockId: String(stockId) }, judge: FOR_QTY });
  const wantForQty = [{ sku, stock_id: stockId, salable: true, errors: [] }, { sku: other, stock_id: stockId, salable: false, errors: [NOT_ASSIGNED] }];
  const rows = Array.isArray(forQty.json) ? forQty.json.map(recordOf) : [];
  flow.expect(rows.length === 2 && wantForQty.every((w, i) => show({ ...w, stock_id: num(rows[i]?.stock_id) }) === show({ sku: rows[i]?.sku, stock_id: num(rows[i]?.stock_id), salable: rows[i]?.salable, errors: rows[i]?.errors })), `${FOR_QTY} does not answer the product salable and the product no source of the stock holds as not assigned to it`, show(wantForQty), forQty.json, forQty);

  // The second product on the second source, then the priority selection for 8 and 4.
  const otherItem = item('second', 6, 1, other);
  await itemsWrite(flow, `${ITEMS_SAVE} of an item of ${other}`, '/V1/inventory/source-items', ITEMS_SAVE, { body: { sourceItems: [otherItem] } });
  const selection = await flow.send('admin', 'POST', '/V1/inventory/source-selection-algorithm-result', { body: { inventoryRequest: { stockId, items: [{ sku, qty: 8 }, { sku: other, qty: 4 }] }, algorithmCode: 'priority' }, judge: SELECTION });
  const wantSelection = [
    { source_code: src('first').code, sku, qty_to_deduct: 5.5, qty_available: 5.5 },
    { source_code: src('second').code, sku, qty_to_deduct: 2.5, qty_available: 3 },
    { source_code: src('second').code, sku: other, qty_to_deduct: 4, qty_available: 6 },
  ];
  const selected = recordOf(selection.json);
  const selectedItems = Array.isArray(selected.source_selection_items) ? selected.source_selection_items.map(recordOf) : [];
  flow.expect(selected.shippable === true && rowsMatch(selectedItems, wantSelection), `${SELECTION} (priority, 8 and 4 on the stock) does not take from the sources by priority what each holds in stock`, `shippable true: ${show(wantSelection)}`, selection.json, selection);

  // Two low-stock settings in one call, read back; deleted, each reads as a pair that never had one.
  const settings = [{ sku, source_code: src('first').code, notify_stock_qty: 5.6 }, { sku, source_code: src('second').code, notify_stock_qty: 2 }];
  await flow.send('admin', 'POST', '/V1/inventory/low-quantity-notification', { body: { sourceItemConfigurations: settings }, judge: LOW_SAVE });
  const lowPath = (code: string): string => `/V1/inventory/low-quantity-notification/${encodeURIComponent(code)}/${encodeURIComponent(sku)}`;
  for (const setting of settings) {
    const read = await flow.read('admin', lowPath(setting.source_code), LOW_GET);
    flow.expect(differences(setting, recordOf(read.json)).length === 0, `${LOW_GET} does not read back a setting saved with another in one call`, show(setting), read.json, read);
  }
  const never = await flow.read('admin', lowPath(src('third').code), LOW_GET);
  const defaultQty = num(recordOf(never.json).notify_stock_qty);
  flow.expect(Number.isFinite(defaultQty) && !settings.some((s) => s.notify_stock_qty === defaultQty), `${LOW_GET} of a pair without a setting of its own does not answer a default apart from the values saved`, 'a number other than 5.6 and 2', recordOf(never.json).notify_stock_qty, never);
  await flow.send('admin', 'POST', '/V1/inventory/low-quantity-notifications-delete', { body: { sourceItems: settings.map(({ sku: s, source_code }) => ({ sku: s, source_code })) }, judge: LOW_DELETE });
  for (const setting of settings) {
    const read = await flow.read('admin', lowPath(setting.source_code), LOW_GET);
    const want = { source_code: setting.source_code, notify_stock_qty: defaultQty, sku };
    flow.expect(differences(want, recordOf(read.json)).length === 0, `${LOW_GET} still reads a deleted setting instead of the default`, show(want), read.json, read);
  }

  // The items of the first two sources deleted (query parameters): the other three stay.
  const gone = [src('first'), src('second')];
  const deleteQuery: Record<string, string> = {};
  gone.forEach((s, i) => {
    deleteQuery[`sourceItems[${i}][sku]`] = sku;
    deleteQuery[`sourceItems[${i}][source_code]`] = s.code;
  });
  await itemsWrite(flow, `${ITEMS_DELETE} of two items of ${sku}`, '/V1/inventory/source-items-delete', ITEMS_DELETE, { query: deleteQuery });
  const kept = await search(flow, '/V1/inventory/source-items', ITEMS_SEARCH, { groups: [[['sku', sku, 'eq']]] });
  const wantKept = [defaultItem, item('third', 10, 0), item('off', 7, 1)];
  flow.expect(kept.total === 3 && setMatch(kept.items, wantKept, pairKey), `${ITEMS_DELETE} did not delete just the two items named`, `total_count 3: ${show(wantKept)}`, `total_count ${kept.total}: ${show(kept.items)}`, kept.res);
  const none = await flow.read('admin', path(sku), SALABLE_QTY);
  flow.expect(num(none.json) === 0, `${SALABLE_QTY} counts an item of the stock that is out of stock or on a disabled source`, '0 (the third\'s 10 out of stock, the disabled source\'s 7)', none.json, none);

  // The rest of the products' items on the scenario's sources removed while the stock still links them: the stock's
  // index drops their rows (otherwise they would outlive the stock in its table). Not judged: a preparation.
  await removeItems(flow, made);

  // The links of the first two sources deleted (query parameters): the other two stay.
  const linkQuery: Record<string, string> = {};
  gone.forEach((s, i) => {
    linkQuery[`links[${i}][stock_id]`] = String(stockId);
    linkQuery[`links[${i}][source_code]`] = s.code;
  });
  await flow.send('admin', 'POST', '/V1/inventory/stock-source-links-delete', { query: linkQuery, judge: LINKS_DELETE });
  const keptLinks = await search(flow, '/V1/inventory/stock-source-links', LINKS_SEARCH, { groups: [[['stock_id', String(stockId), 'eq']]] });
  const wantKeptLinks = [src('third'), src('off')].map((s) => ({ stock_id: stockId, source_code: s.code, priority: s.priority }));
  flow.expect(keptLinks.total === 2 && setMatch(keptLinks.items, wantKeptLinks, (r) => String(r.source_code)), `${LINKS_DELETE} did not delete just the two links named`, `total_count 2: ${show(wantKeptLinks)}`, `total_count ${keptLinks.total}: ${show(keptLinks.items)}`, keptLinks.res);

  // The stock deleted: its read is the platform's 404 with the id as its parameter.
  await flow.send('admin', 'DELETE', `/V1/inventory/stocks/${stockId}`, { judge: STOCK_DELETE });
  made.stockId = null;
  const deleted = await flow.send('admin', 'GET', `/V1/inventory/stocks/${stockId}`);
  const params = recordOf(recordOf(deleted.json).parameters);
  flow.expect(deleted.status === 404 && messageOf(deleted.json) === STOCK_MISSING && String(params.value) === String(stockId), `${STOCK_GET} of the deleted stock is not the platform's 404`, `404 '${STOCK_MISSING}' with parameters.value ${stockId}`, describeExchange(deleted.status, deleted.json, deleted.bodyText), deleted);

  // The first source updated by a body without source_code, every field changed; read back.
  const first = src('first');
  const update = updateBody(first.code);
  await flow.send('admin', 'PUT', `/V1/inventory/sources/${encodeURIComponent(first.code)}`, { body: { source: update }, judge: SOURCE_PUT });
  const updated = await flow.read('admin', `/V1/inventory/sources/${encodeURIComponent(first.code)}`, SOURCE_GET);
  const diff = differences(update, recordOf(updated.json));
  const seen = sentAndRead(update, recordOf(updated.json), diff);
  flow.expect(diff.length === 0, `${SOURCE_PUT} without source_code in its body does not update every field of the source the path names`, seen.expected, seen.actual, updated);
  first.body = { ...first.body, ...update, source_code: first.code };
  return pass(`stock ${stockId} of four sources (${sources.map((s) => s.code).join(', ')}): ordered by priority; links, items (5.5 among them), settings (5.6) saved in one call and read back with their totals and searches; salable 8.5, then 0; requested-qty salable / not assigned; selection 5.5 + 2.5 and 4, shippable; deletes keep the rest; the deleted stock 404 with its id; the first source updated without source_code`);
}

/** The products' items on the scenario's sources, removed (a stock that links them reindexes them away). */
async function removeItems(flow: Flow, made: Made): Promise<void> {
  const pairs = made.skus.flatMap((sku) => made.sources.map((s) => ({ sku, source_code: s.code })));
  if (pairs.length > 0) await flow.ctx.send('admin', { method: 'POST', path: '/V1/inventory/source-items-delete', body: { sourceItems: pairs } });
}

/** Whatever the scenario made, undone as far as REST can: the stock deleted (its links with it), every source
 * disabled, the products' items and settings removed, the products retired. Answers are not judged here. */
async function tidy(flow: Flow, made: Made): Promise<void> {
  const ctx = flow.ctx;
  if (made.stockId !== null) {
    await removeItems(flow, made);
    await ctx.send('admin', { method: 'DELETE', path: `/V1/inventory/stocks/${made.stockId}` });
  }
  for (const source of made.sources) {
    if (source.body.enabled === false) continue;
    const { source_code: _code, ...rest } = source.body;
    await ctx.send('admin', { method: 'PUT', path: `/V1/inventory/sources/${encodeURIComponent(source.code)}`, body: { source: { ...rest, enabled: false } } });
  }
  for (const sku of made.skus) await retire(ctx, sku);
  if (made.skus.length > 0) {
    const pairs = made.skus.flatMap((sku) => ['default', ...made.sources.map((s) => s.code)].map((source_code) => ({ sku, source_code })));
    await ctx.send('admin', { method: 'POST', path: '/V1/inventory/source-items-delete', body: { sourceItems: pairs } });
    await ctx.send('admin', { method: 'POST', path: '/V1/inventory/low-quantity-notifications-delete', body: { sourceItems: pairs } });
  }
}

export const commerceMsiSources: ScenarioCheck = {
  subject: 'scenario',
  id: 'commerce.msi-sources',
  family: 'commerce',
  rule: 'A stock of the run\'s own selling from four sources of the run\'s own (COMMERCE_WRITES=full) reads as MSI keeps it: sources read back with every field (a region_id with and without a region name) and ordered by the links\' priorities; links, source items (a decimal quantity) and low-stock settings saved several in one call read back with their totals and in filtered, sorted, paged searches that echo their search_criteria; the salable quantity sums the in-stock items of the enabled sources (8.5); requested-qty answers a product no source of the stock holds "requested-sku-is-not-assigned-to-given-stock"; the priority selection takes what each source holds in priority order; deleted settings read as the default; deleted items and links leave the others; a deleted stock reads 404 \'Stock with id "%value" does not exist.\' with its id; a source PUT without source_code updates every field.',
  source: 'issue 37 (the MSI ledger); magento/inventory InventoryApi/Test/Api (SourceRepository CreateTest, UpdateTest, RegionProcessingTest, GetListTest; StockRepository DeleteTest; StockSourceLink tests; SourceItemsSave SaveTest; SourceItemsDeleteTest; SourceItemRepository GetListTest), InventorySalesApi (GetProductSalableQuantityTest, AreProductsSalableForRequestedQtyTest), InventorySourceSelectionApi SourceSelectionServiceTest, InventoryLowQuantityNotificationApi tests; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  scenarios: [SCENARIO],
  run: commerceRun(steps),
};
