// Multi-Source Inventory's entities as the reference plays them (lib/domain/inventory/): the default source and stock
// as the real 2.4.7-p3 answered them, the sources, stocks, links and source items the routes save and delete with the
// platform's validation answers, what follows a product's save (its default source item and low-stock setting, kept
// after the product is deleted), and the bulk source actions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Domain } from '../lib/domain/api.ts';
import { declaredRoutes, readCorpus, type RealAnswer } from './corpus.ts';
import { bodyOf, call, newDomain, P, queryFor, type CallSpec } from './domain-helpers.ts';
import type { HttpMethod } from '../lib/types.ts';

const API = 'Magento\\InventoryApi\\Api\\';
const CATALOG_API = 'Magento\\InventoryCatalogApi\\Api\\';
const LOW = 'Magento\\InventoryLowQuantityNotificationApi\\Api\\';

/** What the real 2.4.7-p3 answered the admin on a GET (tests/corpus/real-2.4.7-p3/get-answers.json). */
function realAnswer(path: string): unknown {
  const entry = readCorpus<RealAnswer[]>('real-2.4.7-p3/get-answers.json').find((e) => e.path === path && e.identity === 'admin');
  assert.ok(entry && entry.status === 200, `the corpus has GET ${path}`);
  return entry.body;
}

const get = (domain: Domain, spec: Omit<CallSpec, 'method'>) => call(domain, { method: 'GET', ...spec });
const post = (domain: Domain, spec: Omit<CallSpec, 'method'>) => call(domain, { method: 'POST', ...spec });
const items = (domain: Domain, query = 'searchCriteria') => bodyOf(get(domain, { url: '/V1/inventory/source-items', service: `${API}SourceItemRepositoryInterface::getList`, query })).items as Array<Record<string, unknown>>;
const itemOf = (domain: Domain, sku: string, source = 'default') => items(domain).find((item) => item.sku === sku && item.source_code === source);
const stockItem = (domain: Domain, sku: string) => bodyOf(get(domain, { url: '/V1/stockItems/:productSku', service: 'Magento\\CatalogInventory\\Api\\StockRegistryInterface::getStockItemBySku', params: { productSku: sku } }));
const saveItems = (domain: Domain, sourceItems: unknown[]) => post(domain, { url: '/V1/inventory/source-items', service: `${API}SourceItemsSaveInterface::execute`, body: { sourceItems } });

test('the default source and the default stock answer as on the real 2.4.7-p3', () => {
  const domain = newDomain();
  assert.deepEqual(get(domain, { url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::get`, params: { sourceCode: 'default' } }).body, realAnswer('/V1/inventory/sources/{sourceCode}'));
  assert.deepEqual(get(domain, { url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::get`, params: { stockId: '1' } }).body, realAnswer('/V1/inventory/stocks/{stockId}'));
  assert.deepEqual(get(domain, { url: '/V1/inventory/stock-resolver/:type/:code', service: 'Magento\\InventorySalesApi\\Api\\StockResolverInterface::execute', params: { type: 'website', code: 'base' } }).body, realAnswer('/V1/inventory/stock-resolver/{type}/{code}'));
  assert.deepEqual(get(domain, { url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::get`, params: { sourceCode: 'nosuch' } }), { status: 404, body: { message: 'Source with code "%value" does not exist.', parameters: { value: 'nosuch' } } });
  assert.deepEqual(get(domain, { url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::get`, params: { stockId: '999' } }), { status: 404, body: { message: 'Stock with id "%value" does not exist.', parameters: { value: 999 } } });
  assert.deepEqual(get(domain, { url: '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId', service: `${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`, params: { stockId: '999' } }).body, [], 'no stock, no sources (not 404)');
  const second = get(domain, { url: '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId', service: `${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`, params: { stockId: '2' } }).body as Array<{ source_code: string }>;
  assert.deepEqual(second.map((source) => source.source_code), ['ref-warehouse', 'ref-outlet'], 'by link priority');
});

test('the lists search their tables: sources by code, links by stock and source, source items with total_count over every match', () => {
  const domain = newDomain();
  const F = 'searchCriteria[filter_groups][0][filters][0]';
  const sources = bodyOf(get(domain, { url: '/V1/inventory/sources', service: `${API}SourceRepositoryInterface::getList`, query: `${F}[field]=enabled&${F}[value]=1&searchCriteria[sortOrders][0][field]=source_code&searchCriteria[sortOrders][0][direction]=DESC` }));
  assert.deepEqual((sources.items as Array<{ source_code: string }>).map((s) => s.source_code), ['ref-warehouse', 'default']);
  const unknown = get(domain, { url: '/V1/inventory/sources', service: `${API}SourceRepositoryInterface::getList`, query: `${F}[field]=no_such_column&${F}[value]=1` });
  assert.equal(unknown.status, 500, 'a flat table: an unknown column is the masked SQL error');
  const links = bodyOf(get(domain, { url: '/V1/inventory/stock-source-links', service: `${API}GetStockSourceLinksInterface::execute`, query: `${F}[field]=stock_id&${F}[value]=2&searchCriteria[pageSize]=1` }));
  assert.deepEqual([links.total_count, (links.items as unknown[]).length], [2, 1]);
  const onWarehouse = bodyOf(get(domain, { url: '/V1/inventory/source-items', service: `${API}SourceItemRepositoryInterface::getList`, query: `${F}[field]=source_code&${F}[value]=ref-warehouse` }));
  assert.deepEqual(onWarehouse.items, [{ sku: 'ref-tee', source_code: 'ref-warehouse', quantity: 5, status: 1 }, { sku: 'ref-mug', source_code: 'ref-warehouse', quantity: 0, status: 0 }]);
  assert.equal(get(domain, { url: '/V1/inventory/stock-source-links', service: `${API}GetStockSourceLinksInterface::execute` }).status, 400, 'searchCriteria is required');
});

test('a source is saved by its code (never deleted); the platform\'s validation answers; the default source stays enabled', () => {
  const domain = newDomain();
  const save = (source: Record<string, unknown>) => post(domain, { url: '/V1/inventory/sources', service: `${API}SourceRepositoryInterface::save`, body: { source } });
  assert.deepEqual(save({ source_code: 'new-src', postcode: '1' }), { status: 400, body: { message: 'Validation Failed', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'name' } }, { message: '"%field" can not be empty.', parameters: { field: 'country_id' } }] } });
  assert.deepEqual(save({ source_code: 'new src', name: 'N', postcode: '1', country_id: 'US' }).body, { message: 'Validation Failed', errors: [{ message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } }] });
  assert.deepEqual(save({ source_code: 'new-src', name: 'New', postcode: '1', country_id: 'US', enabled: false }), { status: 200, body: [], noResult: true });
  const created = bodyOf(get(domain, { url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::get`, params: { sourceCode: 'new-src' } }));
  assert.deepEqual(created, { source_code: 'new-src', name: 'New', enabled: false, country_id: 'US', postcode: '1', use_default_carrier_config: true, carrier_links: [], extension_attributes: { is_pickup_location_active: false, frontend_name: '' } });
  const put = (sourceCode: string, name: string) => call(domain, { method: 'PUT', url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::save`, params: { sourceCode }, body: { source: { source_code: 'new-src', name, postcode: '1', country_id: 'US' } } });
  assert.equal(put('new-src', 'Renamed').status, 200);
  assert.equal(bodyOf(get(domain, { url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::get`, params: { sourceCode: 'new-src' } })).name, 'Renamed');
  // The URL's code goes into the body (ParamsOverrider): a PUT on a code no source has makes that source.
  assert.equal(put('made-by-put', 'Made').status, 200);
  assert.equal(bodyOf(get(domain, { url: '/V1/inventory/sources/:sourceCode', service: `${API}SourceRepositoryInterface::get`, params: { sourceCode: 'made-by-put' } })).name, 'Made');
  assert.deepEqual(save({ source_code: 'default', name: 'Default Source', postcode: '00000', country_id: 'US', enabled: false }).body, { message: 'Validation Failed', errors: [{ message: 'Default source can not be disabled.', parameters: [] }] });
});

test('stocks: POST makes one, PUT saves the one its URL names (nothing for an id no stock has), channels move between stocks, deletion rules', () => {
  const domain = newDomain();
  const save = (stock: Record<string, unknown>, stockId: string | null = null) => call(domain, { method: stockId === null ? 'POST' : 'PUT', url: stockId === null ? '/V1/inventory/stocks' : '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::save`, params: stockId === null ? {} : { stockId }, body: { stock } });
  assert.deepEqual(save({ name: 'Extra' }).body, 3);
  assert.deepEqual(save({ name: 'Other' }).body, 4);
  assert.deepEqual(save({ name: 'Renamed' }, '2').body, 2, 'the URL\'s id goes into the body (ParamsOverrider)');
  assert.equal(bodyOf(get(domain, { url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::get`, params: { stockId: '2' } })).name, 'Renamed');
  assert.deepEqual(save({ name: 'Ghost' }, '77').body, 77, 'an UPDATE of no row: the id, nothing saved');
  assert.equal(get(domain, { url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::get`, params: { stockId: '77' } }).status, 404);
  assert.deepEqual(save({ name: '' }).body, { message: 'Validation Failed', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'name' } }] });
  assert.deepEqual(save({ name: 'Web', extension_attributes: { sales_channels: [{ type: 'website', code: 'nosuch' }] } }).body, { message: 'Validation Failed', errors: [{ message: 'The website with code "%code" does not exist.', parameters: { code: 'nosuch' } }] });
  const remove = (stockId: string) => call(domain, { method: 'DELETE', url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::deleteById`, params: { stockId } });
  assert.deepEqual(remove('1'), { status: 400, body: { message: 'Default Stock could not be deleted.' } });
  assert.equal(remove('3').status, 200);
  assert.equal(remove('3').status, 404);
  // A website named by a stock moves to it: the default stock no longer sells to base, and that stock cannot be deleted.
  assert.equal(save({ name: 'Other', extension_attributes: { sales_channels: [{ type: 'website', code: 'base' }] } }, '4').body, 4);
  assert.deepEqual((bodyOf(get(domain, { url: '/V1/inventory/stocks/:stockId', service: `${API}StockRepositoryInterface::get`, params: { stockId: '1' } })).extension_attributes as { sales_channels: unknown[] }).sales_channels, []);
  assert.deepEqual(remove('4'), { status: 400, body: { message: 'Stock has at least one sale channel and could not be deleted.' } });
  assert.equal(remove('2').status, 200);
  assert.equal(bodyOf(get(domain, { url: '/V1/inventory/stock-source-links', service: `${API}GetStockSourceLinksInterface::execute`, query: 'searchCriteria' })).total_count, 1, 'the deleted stock\'s links went with it');
});

test('links: never to the default source or stock; saved and deleted by (stock, source)', () => {
  const domain = newDomain();
  const save = (links: unknown[]) => post(domain, { url: '/V1/inventory/stock-source-links', service: `${API}StockSourceLinksSaveInterface::execute`, body: { links } });
  assert.deepEqual(save([{ stock_id: 2, source_code: 'default', priority: 3 }]).body, { message: 'Validation Failed', errors: [{ message: 'Can not save link related to Default Source or Default Stock', parameters: [] }] });
  // A source no one has: the link save's own refusal (the real 2.4.7-p3 and 2.4.6-p1, contracts/bad-input.yaml).
  assert.deepEqual(save([{ stock_id: 2, source_code: 'nosuch', priority: 3 }]).body, { message: 'Could not save StockSourceLinks' });
  assert.equal(save([{ stock_id: 2, source_code: 'ref-outlet', priority: 1 }]).status, 200, 'an existing link is updated (priority 0 is refused, as on the real platforms)');
  const remove = (links: unknown[]) => post(domain, { url: '/V1/inventory/stock-source-links-delete', service: `${API}StockSourceLinksDeleteInterface::execute`, body: { links } });
  assert.deepEqual(remove([{ stock_id: 1, source_code: 'default', priority: 1 }]), { status: 400, body: { message: 'Can not delete link related to Default Source or Default Stock' } });
  assert.equal(remove([{ stock_id: 2, source_code: 'ref-outlet' }]).status, 200);
  const left = get(domain, { url: '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId', service: `${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`, params: { stockId: '2' } }).body as Array<{ source_code: string }>;
  assert.deepEqual(left.map((source) => source.source_code), ['ref-warehouse']);
});

test('a product save gives it a default source item and a low-stock setting; both outlive the product; the legacy stock item follows', () => {
  const domain = newDomain();
  const saved = post(domain, { url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'cct-msi-1', name: 'MSI one', attribute_set_id: 4, price: 5, type_id: 'simple', extension_attributes: { stock_item: { qty: 7, is_in_stock: true } } } } });
  assert.equal(saved.status, 200);
  assert.deepEqual(itemOf(domain, 'cct-msi-1'), { sku: 'cct-msi-1', source_code: 'default', quantity: 7, status: 1 });
  assert.deepEqual(get(domain, { url: '/V1/inventory/low-quantity-notification/:sourceCode/:sku', service: `${LOW}GetSourceItemConfigurationInterface::execute`, params: { sourceCode: 'default', sku: 'cct-msi-1' } }).body, { source_code: 'default', notify_stock_qty: 1, sku: 'cct-msi-1' }, 'no threshold of its own: the configured one');
  call(domain, { method: 'PUT', url: '/V1/products/:productSku/stockItems/:itemId', service: 'Magento\\CatalogInventory\\Api\\StockRegistryInterface::updateStockItemBySku', params: { productSku: 'cct-msi-1', itemId: '1' }, body: { stockItem: { qty: 3 } } });
  assert.equal(itemOf(domain, 'cct-msi-1')?.quantity, 3, 'the default source item follows the legacy stock item');
  assert.equal(saveItems(domain, [{ sku: 'cct-msi-1', source_code: 'default', quantity: 9, status: 0 }]).status, 200);
  assert.deepEqual([stockItem(domain, 'cct-msi-1').qty, stockItem(domain, 'cct-msi-1').is_in_stock], [9, false], 'and the other way round');
  assert.equal(call(domain, { method: 'DELETE', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::deleteById`, params: { sku: 'cct-msi-1' } }).status, 200);
  assert.ok(itemOf(domain, 'cct-msi-1'), 'the source item outlives the product (the platform\'s cron cleans it)');
  assert.equal(domain.countWithPrefix('cct-msi-'), 2, 'its source item and low-stock setting');
  assert.deepEqual(get(domain, { url: '/V1/inventory/low-quantity-notification/:sourceCode/:sku', service: `${LOW}GetSourceItemConfigurationInterface::execute`, params: { sourceCode: 'default', sku: 'cct-msi-1' } }), { status: 400, body: { message: 'Wrong input data' } });
  // What the teardown sweep does: the source items by (sku, source), each with its setting; the settings by pair.
  assert.deepEqual(post(domain, { url: '/V1/inventory/source-items-delete', service: `${API}SourceItemsDeleteInterface::execute`, body: { sourceItems: [{ sku: 'cct-msi-1', source_code: 'default' }] } }), { status: 200, body: [], noResult: true });
  assert.equal(domain.countWithPrefix('cct-msi-'), 0);
  assert.equal(post(domain, { url: '/V1/inventory/low-quantity-notifications-delete', service: `${LOW}DeleteSourceItemsConfigurationInterface::execute`, body: { sourceItems: [{ sku: 'cct-msi-1', source_code: 'default' }] } }).status, 200, 'a pair without a setting is no error');
});

test('source items: the validator chain\'s answers; a source that does not exist; a deleted default item empties the legacy stock item', () => {
  const domain = newDomain();
  // The message names the first problem, the errors list every one (the real 2.4.7-p3 and 2.4.6-p1).
  assert.deepEqual(saveItems(domain, [{ sku: '', source_code: 'default', status: 3 }]).body, {
    message: 'Validation Failed: "sku" can not be empty.',
    errors: [
      { message: '"%field" can not be empty.', parameters: { field: 'sku' } },
      { message: '"%field" should be numeric.', parameters: { field: 'quantity' } },
      { message: '"%field" should a known status.', parameters: { field: 'status' } },
    ],
  });
  assert.deepEqual(saveItems(domain, [{ sku: 'ref-tee', source_code: 'nosuch', quantity: 1, status: 1 }]), { status: 400, body: { message: 'Could not save Source Item' } });
  assert.deepEqual(saveItems(domain, []), { status: 400, body: { message: 'Input data is empty' } });
  post(domain, { url: '/V1/inventory/source-items-delete', service: `${API}SourceItemsDeleteInterface::execute`, body: { sourceItems: [{ sku: 'ref-poster', source_code: 'default' }] } });
  assert.deepEqual([stockItem(domain, 'ref-poster').qty, stockItem(domain, 'ref-poster').is_in_stock], [0, false]);
});

test('bulk actions: assign makes empty out-of-stock items (existing pairs skipped), unassign removes, transfers move quantities', () => {
  const domain = newDomain();
  const run = (name: string, body: Record<string, unknown>) => post(domain, { url: `/V1/inventory/${name}`, service: `${CATALOG_API}${name === 'assign' ? 'BulkSourceAssignInterface' : name === 'unassign' ? 'BulkSourceUnassignInterface' : name === 'transfer' ? 'BulkInventoryTransferInterface' : 'BulkPartialInventoryTransferInterface'}::execute`, body });
  assert.equal(run('assign', { skus: ['ref-tee', 'ref-poster', 'ref-hoodie', 'no-such-sku'], sourceCodes: ['ref-warehouse'] }).body, 1, 'ref-tee is there already; a configurable and an unknown SKU are passed over');
  assert.deepEqual(itemOf(domain, 'ref-poster', 'ref-warehouse'), { sku: 'ref-poster', source_code: 'ref-warehouse', quantity: 0, status: 0 });
  assert.deepEqual(run('assign', { skus: ['ref-tee'], sourceCodes: ['nosuch'] }).body, { message: 'Validation Failed', errors: [{ message: 'Source %sourceCode does not exist', parameters: { sourceCode: 'nosuch' } }] });
  assert.equal(run('unassign', { skus: ['ref-poster'], sourceCodes: ['ref-warehouse'] }).body, 1);
  assert.equal(run('transfer', { skus: ['ref-tee'], originSource: 'ref-outlet', destinationSource: 'ref-warehouse', unassignFromOrigin: true }).body, true);
  assert.equal(itemOf(domain, 'ref-tee', 'ref-warehouse')?.quantity, 7);
  assert.equal(itemOf(domain, 'ref-tee', 'ref-outlet'), undefined, 'unassigned from the origin');
  assert.deepEqual(run('transfer', { skus: ['ref-tee'], originSource: 'default', destinationSource: 'default', unassignFromOrigin: false }).body, { message: 'Validation Failed', errors: [{ message: 'Cannot transfer a source on itself', parameters: [] }] });
  assert.deepEqual(run('partial', { originSourceCode: 'ref-warehouse', destinationSourceCode: 'default', items: [{ sku: 'ref-tee', qty: 99 }] }).body, { message: 'Transfer validation failed', errors: [{ message: 'Requested transfer amount for sku %sku is not available', parameters: { sku: 'ref-tee' } }] });
  assert.equal(post(domain, { url: '/V1/inventory/bulk-partial-source-transfer', service: `${CATALOG_API}BulkPartialInventoryTransferInterface::execute`, body: { originSourceCode: 'ref-warehouse', destinationSourceCode: 'default', items: [{ sku: 'ref-tee', qty: 2 }] } }).status, 200);
  assert.deepEqual([itemOf(domain, 'ref-tee', 'ref-warehouse')?.quantity, itemOf(domain, 'ref-tee')?.quantity, stockItem(domain, 'ref-tee').qty], [5, 102, 102]);
});

test('low-stock settings: a threshold of its own is read back, deleted by pair; an unknown source or SKU is "Wrong input data"', () => {
  const domain = newDomain();
  const read = (sourceCode: string, sku: string) => get(domain, { url: '/V1/inventory/low-quantity-notification/:sourceCode/:sku', service: `${LOW}GetSourceItemConfigurationInterface::execute`, params: { sourceCode, sku } });
  assert.deepEqual(read('default', 'ref-tee').body, realAnswerShaped('ref-tee'));
  assert.equal(post(domain, { url: '/V1/inventory/low-quantity-notification', service: `${LOW}SourceItemConfigurationsSaveInterface::execute`, body: { sourceItemConfigurations: [{ source_code: 'ref-warehouse', notify_stock_qty: 4, sku: 'ref-tee' }] } }).status, 200);
  assert.deepEqual(read('ref-warehouse', 'ref-tee').body, { source_code: 'ref-warehouse', notify_stock_qty: 4, sku: 'ref-tee' });
  post(domain, { url: '/V1/inventory/low-quantity-notifications-delete', service: `${LOW}DeleteSourceItemsConfigurationInterface::execute`, body: { sourceItems: [{ sku: 'ref-tee', source_code: 'ref-warehouse' }] } });
  assert.equal(bodyOf(read('ref-warehouse', 'ref-tee')).notify_stock_qty, 1);
  assert.deepEqual(read('nosuch', 'ref-tee'), { status: 400, body: { message: 'Wrong input data' } });
});

/** The real 2.4.7-p3's answer for its seeded product, with our SKU: a pair without a threshold of its own. */
function realAnswerShaped(sku: string): unknown {
  const real = realAnswer('/V1/inventory/low-quantity-notification/{sourceCode}/{sku}') as Record<string, unknown>;
  return { ...real, sku };
}

test('what the real 2.4.7-p3 answered to unknown entities, missing arguments, the pickup search and the distance reads, here too', () => {
  // tests/corpus/real-2.4.7-p3/inventory-answers.json: read-only calls of 2026-11-28 (PROVENANCE.md).
  const answers = readCorpus<RealAnswer[]>('real-2.4.7-p3/inventory-answers.json');
  const routes = declaredRoutes();
  let compared = 0;
  for (const entry of answers.filter((e) => !e.path.includes('export-stock-salable-qty'))) {
    const url = entry.path.replace(/\{(\w+)\}/g, ':$1');
    const route = routes.find((candidate) => candidate.method === entry.method && candidate.url === url);
    assert.ok(route?.serviceClass && route.serviceMethod, url);
    const called = new URL(entry.url_called);
    const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    const pattern = new RegExp(`/rest/default${url.replace(/:\w+/g, '([^/]+)')}$`);
    const values = pattern.exec(called.pathname)?.slice(1) ?? [];
    const params = Object.fromEntries(names.map((name, i) => [name, queryFor(decodeURIComponent(values[i] ?? ''))]));
    const ours = call(newDomain(), { method: entry.method as HttpMethod, url, service: `${route.serviceClass}::${route.serviceMethod}`, params, query: queryFor(decodeURIComponent(called.search.slice(1))) });
    assert.deepEqual({ status: ours.status, body: ours.body }, { status: entry.status, body: entry.body }, entry.url_called);
    compared += 1;
  }
  assert.equal(compared, 13);
  // The export's total_count is the page's length on the real 2.4.7-p3 (magento/inventory#3416): 2 with pageSize 2, 3
  // with pageSize 20, of the same 3 products. The reference counts every match, as the contract's rule asks.
  const exports = answers.filter((e) => e.path.includes('export-stock-salable-qty')).map((e) => e.body as { items: unknown[]; total_count: number });
  assert.deepEqual(exports.map((page) => [page.items.length, page.total_count]), [[2, 2], [3, 3]]);
});

test('a stockId that is no number is refused with the platform\'s type error, the argument unnamed; stock-id-type-unchecked takes it as stock 0 and answers []', () => {
  const spec = { url: '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId', service: `${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`, params: { stockId: 'not_numeric' } };
  assert.deepEqual(get(newDomain(), spec), { status: 400, body: { message: 'The "not_numeric" value\'s type is invalid. The "int" type was expected. Verify and try again.' } });
  assert.deepEqual(get(newDomain(['stock-id-type-unchecked']), spec), { status: 200, body: [] });
});

test('a partial transfer is refused as the real 2.4.7-p3 words it: unknown sources, the same source, an item missing at either end, more than the origin holds; partial-transfer-unchecked takes each', () => {
  const partial = (domain: Domain, body: Record<string, unknown>) => post(domain, { url: '/V1/inventory/bulk-partial-source-transfer', service: `${CATALOG_API}BulkPartialInventoryTransferInterface::execute`, body });
  const d = newDomain();
  const missing = (sku: string, code: string) => ({ message: '%message', parameters: { message: `Source item for ${sku} and ${code} does not exist` } });
  const refused = (errors: unknown[]) => ({ status: 400, body: { message: 'Transfer validation failed', errors } });
  assert.deepEqual(partial(d, { originSourceCode: 'default', destinationSourceCode: 'default', items: [{ sku: 'ref-tee', qty: 1 }] }), refused([{ message: 'Cannot transfer a source on itself', parameters: [] }]));
  assert.deepEqual(partial(d, { originSourceCode: 'nosuch', destinationSourceCode: 'default', items: [{ sku: 'ref-tee', qty: 1 }] }), refused([{ message: 'Origin source %sourceCode does not exist', parameters: { sourceCode: 'nosuch' } }, missing('ref-tee', 'nosuch')]));
  assert.deepEqual(partial(d, { originSourceCode: 'default', destinationSourceCode: 'nosuch', items: [{ sku: 'ref-tee', qty: 1 }] }), refused([{ message: 'Destination source %sourceCode does not exist', parameters: { sourceCode: 'nosuch' } }, missing('ref-tee', 'nosuch')]));
  assert.deepEqual(partial(d, { originSourceCode: 'ref-outlet', destinationSourceCode: 'ref-warehouse', items: [{ sku: 'ref-tee', qty: 1000 }] }), refused([{ message: 'Requested transfer amount for sku %sku is not available', parameters: { sku: 'ref-tee' } }]));
  const before = [itemOf(d, 'ref-tee')?.quantity, itemOf(d, 'ref-tee', 'ref-outlet')?.quantity, itemOf(d, 'ref-tee', 'ref-warehouse')?.quantity];
  const f = newDomain(['partial-transfer-unchecked']);
  assert.equal(partial(f, { originSourceCode: 'default', destinationSourceCode: 'default', items: [{ sku: 'ref-tee', qty: 1 }] }).status, 200);
  assert.equal(partial(f, { originSourceCode: 'ref-outlet', destinationSourceCode: 'ref-warehouse', items: [{ sku: 'ref-tee', qty: 1000 }] }).status, 200);
  assert.deepEqual([itemOf(f, 'ref-tee')?.quantity, itemOf(f, 'ref-tee', 'ref-outlet')?.quantity, itemOf(f, 'ref-tee', 'ref-warehouse')?.quantity], [before[0], 0, Number(before[2]) + Number(before[1])], 'the same source unchanged; all the origin held moved');
});
