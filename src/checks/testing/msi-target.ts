// A fake installation's Multi-Source Inventory with several sources, for commerce.msi-sources' unit test: sources,
// stocks, stock-source links, source items, low-stock settings, the stock index (the in-stock items of a stock's
// enabled sources), the salable reads, the priority source selection and the searches (filter groups, one sort order,
// paging, the search_criteria echoed), answering as the real 2.4.7-p3 did (docs/real-platform.md). The products are
// kept only as SKUs. Each fault breaks one thing the check judges.

import type { Canned } from './fake-context.ts';
import type { ScenarioSent, Target } from './async-scenario-target.ts';

export type MsiFault =
  /** the salable quantity counts every item of the stock's sources, out of stock or on a disabled source */
  | 'salable-counts-all'
  /** get-sources-assigned-to-stock-ordered-by-priority answers the sources in the order of their codes */
  | 'sources-by-code'
  /** a source-items save keeps only the first item of the call */
  | 'items-save-first-only'
  /** a source-items delete deletes every item of the SKU, not only those named */
  | 'items-delete-all'
  /** a stock-source-links delete deletes every link of the stock */
  | 'links-delete-all'
  /** the source-items search ignores the page asked for (always the first) */
  | 'items-paging-ignored'
  /** the stock-source-links search ignores its sort order */
  | 'links-sort-ignored'
  /** the sources search ignores a filter on enabled */
  | 'sources-filter-ignored'
  /** a source created keeps neither its description nor its coordinates */
  | 'source-fields-dropped'
  /** a source saved with a region_id and a region name keeps the region_id alone */
  | 'region-name-dropped'
  /** a stock-source-links save keeps only the first link of the call */
  | 'links-save-first-only'
  /** a low-stock threshold is stored as an integer (5.6 reads 5) */
  | 'setting-truncated'
  /** a low-stock settings save keeps only the first setting of the call */
  | 'settings-save-first-only'
  /** the searches answer search_criteria {} */
  | 'criteria-not-echoed'
  /** quantities are stored as integers (5.5 reads 5) */
  | 'quantity-truncated'
  /** a deleted stock reads 404 with another message ("The stock does not exist.") */
  | 'stock-404-message'
  /** a source saved without source_code in its PUT body is not updated */
  | 'put-needs-code'
  /** a product no source of the stock holds is answered is_any_source_item_in_stock-no_source_items_in_stock */
  | 'not-assigned-code'
  /** the priority selection ignores the priorities (the sources in the order of their codes) */
  | 'selection-by-code'
  /** a deleted low-stock setting keeps its threshold */
  | 'setting-kept'
  /** a source saved with a region_id and no region name reads with the region's name filled in */
  | 'region-name-filled'
  /** source-item saves answer 500 after saving (an installation without a search engine), modules listing none */
  | 'no-search-engine'
  | null;

type Row = Record<string, unknown>;
const ok = (json: unknown): Canned => ({ status: 200, json });
const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** The searchCriteria of a query: filter groups (AND of ORs), one sort order, paging, and the echo. */
function criteria(query: Record<string, string> | undefined): { groups: Array<Array<{ field: string; value: string; condition: string }>>; sort: { field: string; direction: string } | null; pageSize: number | null; currentPage: number; echo: Row } {
  const q = query ?? {};
  const groups: Array<Array<{ field: string; value: string; condition: string }>> = [];
  for (const [key, value] of Object.entries(q)) {
    const m = /^searchCriteria\[filter_groups\]\[(\d+)\]\[filters\]\[(\d+)\]\[(field|value|condition_type)\]$/.exec(key);
    if (m === null) continue;
    const g = Number(m[1]);
    const f = Number(m[2]);
    groups[g] ??= [];
    const group = groups[g] as Array<{ field: string; value: string; condition: string }>;
    group[f] ??= { field: '', value: '', condition: 'eq' };
    const filter = group[f] as { field: string; value: string; condition: string };
    if (m[3] === 'field') filter.field = value;
    else if (m[3] === 'value') filter.value = value;
    else filter.condition = value;
  }
  const sortField = q['searchCriteria[sort_orders][0][field]'];
  const sort = sortField === undefined ? null : { field: sortField, direction: q['searchCriteria[sort_orders][0][direction]'] ?? 'ASC' };
  const pageSize = q['searchCriteria[page_size]'] === undefined ? null : Number(q['searchCriteria[page_size]']);
  const currentPage = q['searchCriteria[current_page]'] === undefined ? 1 : Number(q['searchCriteria[current_page]']);
  const echo: Row = { filter_groups: groups.map((g) => ({ filters: g.map((f) => ({ field: f.field, value: f.value, condition_type: f.condition })) })) };
  if (sort) echo.sort_orders = [sort];
  if (pageSize !== null) echo.page_size = pageSize;
  if (q['searchCriteria[current_page]'] !== undefined) echo.current_page = currentPage;
  return { groups, sort, pageSize, currentPage, echo };
}

function matches(row: Row, filter: { field: string; value: string; condition: string }): boolean {
  const got = row[filter.field];
  const text = typeof got === 'boolean' ? (got ? '1' : '0') : String(got);
  if (filter.condition === 'like') return new RegExp(`^${filter.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('%', '.*')}$`, 'i').test(text);
  return text === filter.value;
}

export function msiTarget(fault: MsiFault = null): Target {
  const sources = new Map<string, Row>([['default', { source_code: 'default', name: 'Default Source', enabled: true, country_id: 'US', postcode: '00000', use_default_carrier_config: true, carrier_links: [] }]]);
  const stocks = new Map<number, Row>([[1, { stock_id: 1, name: 'Default Stock', extension_attributes: { sales_channels: [{ type: 'website', code: 'base' }] } }]]);
  let links: Row[] = [{ stock_id: 1, source_code: 'default', priority: 1 }];
  let items: Row[] = [];
  const settings = new Map<string, number>();
  const products = new Set<string>();
  let nextStock = 2;
  const qty = (v: unknown): number => (fault === 'quantity-truncated' ? Math.trunc(num(v)) : num(v));

  const list = (rows: Row[], sent: ScenarioSent): Canned => {
    const c = criteria(sent.query);
    const ignored = (f: { field: string }): boolean => fault === 'sources-filter-ignored' && sent.path === '/V1/inventory/sources' && f.field === 'enabled';
    let found = rows.filter((row) => c.groups.every((group) => group.some((f) => ignored(f) || matches(row, f))));
    if (c.sort && !(fault === 'links-sort-ignored' && sent.path === '/V1/inventory/stock-source-links')) {
      const { field, direction } = c.sort;
      const sign = direction === 'DESC' ? -1 : 1;
      found = [...found].sort((a, b) => {
        const x = a[field];
        const y = b[field];
        const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return sign * cmp;
      });
    }
    const page = fault === 'items-paging-ignored' && sent.path === '/V1/inventory/source-items' ? 1 : c.currentPage;
    const paged = c.pageSize === null ? found : found.slice((page - 1) * c.pageSize, page * c.pageSize);
    return ok({ items: paged, search_criteria: fault === 'criteria-not-echoed' ? {} : c.echo, total_count: found.length });
  };
  const linked = (stockId: number, byCode = fault === 'sources-by-code'): string[] =>
    links
      .filter((l) => l.stock_id === stockId)
      .sort((a, b) => (byCode ? String(a.source_code).localeCompare(String(b.source_code)) : num(a.priority) - num(b.priority)))
      .map((l) => String(l.source_code));
  const enabledOf = (stockId: number, byCode?: boolean): string[] => linked(stockId, byCode).filter((code) => sources.get(code)?.enabled === true);
  const itemsOf = (sku: string, codes: readonly string[]): Row[] => items.filter((i) => i.sku === sku && codes.includes(String(i.source_code)));
  const salable = (sku: string, stockId: number): number | null => {
    const held = itemsOf(sku, fault === 'salable-counts-all' ? linked(stockId) : enabledOf(stockId));
    if (held.length === 0) return null;
    return held.filter((i) => fault === 'salable-counts-all' || i.status === 1).reduce((sum, i) => sum + num(i.quantity), 0);
  };
  const saveSource = (input: Row, code: string): void => {
    const row: Row = { ...(sources.get(code) ?? { use_default_carrier_config: true, carrier_links: [] }), ...input, source_code: code };
    if (fault === 'region-name-filled' && row.region_id !== undefined && row.region === undefined) row.region = 'Region filled in';
    if (fault === 'region-name-dropped' && row.region_id !== undefined) delete row.region;
    sources.set(code, row);
  };
  const pairsIn = (sent: ScenarioSent, field: string, keys: readonly string[]): Row[] => {
    if (isRow(sent.body) && Array.isArray(sent.body[field])) return (sent.body[field] as unknown[]).filter(isRow);
    const out: Row[] = [];
    for (const [key, value] of Object.entries(sent.query ?? {})) {
      const m = new RegExp(`^${field}\\[(\\d+)\\]\\[(${keys.join('|')})\\]$`).exec(key);
      if (m === null) continue;
      const row = (out[Number(m[1])] ??= {});
      row[m[2] as string] = value;
    }
    return out;
  };

  return (sent) => {
    const { method, path } = sent;
    const body = isRow(sent.body) ? sent.body : {};
    if (method === 'GET' && path === '/V1/modules') return ok(fault === 'no-search-engine' ? ['Magento_Catalog', 'Magento_InventoryApi'] : ['Magento_Catalog', 'Magento_OpenSearch']);
    if (method === 'POST' && path === '/V1/products') {
      const product = isRow(body.product) ? body.product : {};
      const sku = String(product.sku);
      products.add(sku);
      const stockItem = isRow(product.extension_attributes) && isRow(product.extension_attributes.stock_item) ? product.extension_attributes.stock_item : {};
      items.push({ sku, source_code: 'default', quantity: num(stockItem.qty ?? 0), status: stockItem.is_in_stock === true ? 1 : 0 });
      return ok({ ...product, id: products.size });
    }
    const product = /^\/V1\/products\/([^/]+)$/.exec(path);
    if (product) {
      const sku = decodeURIComponent(product[1] as string);
      if (method === 'DELETE') return ok(products.delete(sku));
      return ok({ sku, status: 2 });
    }
    if (method === 'POST' && path === '/V1/inventory/sources') {
      const source = isRow(body.source) ? { ...body.source } : {};
      if (fault === 'source-fields-dropped') for (const field of ['description', 'latitude', 'longitude']) delete source[field];
      saveSource(source, String(source.source_code));
      return ok([]);
    }
    const source = /^\/V1\/inventory\/sources\/([^/]+)$/.exec(path);
    if (source) {
      const code = decodeURIComponent(source[1] as string);
      if (method === 'PUT') {
        const input = isRow(body.source) ? body.source : {};
        if (!(fault === 'put-needs-code' && input.source_code === undefined)) saveSource(input, code);
        return ok([]);
      }
      const row = sources.get(code);
      return row === undefined ? { status: 404, json: { message: 'Source with code "%value" does not exist.', parameters: { value: code } } } : ok({ ...row, extension_attributes: { is_pickup_location_active: false, frontend_name: row.name } });
    }
    if (method === 'GET' && path === '/V1/inventory/sources') return list([...sources.values()].sort((a, b) => String(a.source_code).localeCompare(String(b.source_code))), sent);
    if (method === 'POST' && path === '/V1/inventory/stocks') {
      const id = nextStock++;
      stocks.set(id, { stock_id: id, name: isRow(body.stock) ? body.stock.name : '', extension_attributes: { sales_channels: [] } });
      return ok(id);
    }
    const stock = /^\/V1\/inventory\/stocks\/(\d+)$/.exec(path);
    if (stock) {
      const id = Number(stock[1]);
      if (method === 'DELETE') {
        stocks.delete(id);
        links = links.filter((l) => l.stock_id !== id);
        return ok([]);
      }
      const row = stocks.get(id);
      if (row !== undefined) return ok(row);
      return fault === 'stock-404-message' ? { status: 404, json: { message: 'The stock does not exist.' } } : { status: 404, json: { message: 'Stock with id "%value" does not exist.', parameters: { value: id } } };
    }
    if (method === 'POST' && path === '/V1/inventory/stock-source-links') {
      const saved = pairsIn(sent, 'links', ['stock_id', 'source_code', 'priority']);
      for (const link of fault === 'links-save-first-only' ? saved.slice(0, 1) : saved) {
        links = links.filter((l) => !(l.stock_id === num(link.stock_id) && l.source_code === link.source_code));
        links.push({ stock_id: num(link.stock_id), source_code: String(link.source_code), priority: num(link.priority) });
      }
      return ok([]);
    }
    if (method === 'GET' && path === '/V1/inventory/stock-source-links') return list(links, sent);
    if (method === 'POST' && path === '/V1/inventory/stock-source-links-delete') {
      const gone = pairsIn(sent, 'links', ['stock_id', 'source_code']);
      links = links.filter((l) => !gone.some((g) => num(g.stock_id) === l.stock_id && (fault === 'links-delete-all' || g.source_code === l.source_code)));
      return ok([]);
    }
    const byPriority = /^\/V1\/inventory\/get-sources-assigned-to-stock-ordered-by-priority\/(\d+)$/.exec(path);
    if (byPriority) return ok(linked(Number(byPriority[1])).map((code) => sources.get(code)));
    if (method === 'POST' && path === '/V1/inventory/source-items') {
      const saved = pairsIn(sent, 'sourceItems', ['sku', 'source_code', 'quantity', 'status']);
      for (const item of fault === 'items-save-first-only' ? saved.slice(0, 1) : saved) {
        items = items.filter((i) => !(i.sku === item.sku && i.source_code === item.source_code));
        items.push({ sku: String(item.sku), source_code: String(item.source_code), quantity: qty(item.quantity), status: num(item.status) });
      }
      return fault === 'no-search-engine' ? { status: 500, json: { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi-0' } } : ok([]);
    }
    if (method === 'GET' && path === '/V1/inventory/source-items') return list(items, sent);
    if (method === 'POST' && path === '/V1/inventory/source-items-delete') {
      const gone = pairsIn(sent, 'sourceItems', ['sku', 'source_code']);
      items = items.filter((i) => !gone.some((g) => g.sku === i.sku && (fault === 'items-delete-all' || g.source_code === i.source_code)));
      for (const g of gone) settings.delete(`${String(g.source_code)}\u0000${String(g.sku)}`);
      return ok([]);
    }
    const salableQty = /^\/V1\/inventory\/get-product-salable-quantity\/([^/]+)\/(\d+)$/.exec(path);
    if (salableQty) return ok(salable(decodeURIComponent(salableQty[1] as string), Number(salableQty[2])) ?? 0);
    if (method === 'GET' && path === '/V1/inventory/are-product-salable-for-requested-qty/') {
      const q = sent.query ?? {};
      const stockId = Number(q.stockId);
      const rows: Row[] = [];
      for (let i = 0; q[`skuRequests[${i}][sku]`] !== undefined; i++) {
        const sku = q[`skuRequests[${i}][sku]`] as string;
        const have = salable(sku, stockId);
        const errors = have === null ? [fault === 'not-assigned-code' ? { code: 'is_any_source_item_in_stock-no_source_items_in_stock', message: 'There are no source items with the in stock status' } : { code: 'requested-sku-is-not-assigned-to-given-stock', message: 'The requested sku is not assigned to given stock.' }] : have >= Number(q[`skuRequests[${i}][qty]`]) ? [] : [{ code: 'is_salable_with_reservations-not_enough_qty', message: 'The requested qty is not available' }];
        rows.push({ sku, stock_id: stockId, salable: errors.length === 0, errors });
      }
      return ok(rows);
    }
    if (method === 'POST' && path === '/V1/inventory/source-selection-algorithm-result') {
      const request = isRow(body.inventoryRequest) ? body.inventoryRequest : {};
      const wanted = (Array.isArray(request.items) ? request.items.filter(isRow) : []).map((i) => ({ sku: String(i.sku), qty: num(i.qty) }));
      const selected: Row[] = [];
      const left = new Map(wanted.map((w) => [w.sku, w.qty]));
      for (const code of enabledOf(num(request.stockId), fault === 'selection-by-code' || fault === 'sources-by-code')) {
        for (const w of wanted) {
          const item = itemsOf(w.sku, [code]).find((i) => i.status === 1);
          if (item === undefined) continue;
          const take = Math.min(num(item.quantity), left.get(w.sku) ?? 0);
          left.set(w.sku, (left.get(w.sku) ?? 0) - take);
          selected.push({ source_code: code, sku: w.sku, qty_to_deduct: take, qty_available: num(item.quantity) });
        }
      }
      return ok({ source_selection_items: selected, shippable: [...left.values()].every((v) => v === 0) });
    }
    if (method === 'POST' && path === '/V1/inventory/low-quantity-notification') {
      const saved = Array.isArray(body.sourceItemConfigurations) ? body.sourceItemConfigurations.filter(isRow) : [];
      for (const s of fault === 'settings-save-first-only' ? saved.slice(0, 1) : saved) settings.set(`${String(s.source_code)}\u0000${String(s.sku)}`, fault === 'setting-truncated' ? Math.trunc(num(s.notify_stock_qty)) : num(s.notify_stock_qty));
      return ok([]);
    }
    if (method === 'POST' && path === '/V1/inventory/low-quantity-notifications-delete') {
      if (fault !== 'setting-kept') for (const s of Array.isArray(body.sourceItems) ? body.sourceItems.filter(isRow) : []) settings.delete(`${String(s.source_code)}\u0000${String(s.sku)}`);
      return ok([]);
    }
    const low = /^\/V1\/inventory\/low-quantity-notification\/([^/]+)\/([^/]+)$/.exec(path);
    if (low) {
      const code = decodeURIComponent(low[1] as string);
      const sku = decodeURIComponent(low[2] as string);
      return ok({ source_code: code, notify_stock_qty: settings.get(`${code}\u0000${sku}`) ?? 1, sku });
    }
    return { status: 404, json: { message: `the fake MSI has no ${method} ${path}` } };
  };
}
