// A fake installation's Multi-Source Inventory and configurable products for the input.* checks' unit tests: sources,
// stocks with their sales channels, stock-source links, source items, and a configurable product's children, answering
// bad input as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 did (the answers of contracts/bad-input.yaml), or, with a
// fault, the ways an installation gets it wrong: every bad input accepted (and saved), or answered 500.

import type { BadInputCase, CompiledRoute, RawReadBack } from '../../contracts/types.ts';
import { healthyTarget } from './async-target.ts';
import { fakeRoute, type Canned, type Sent } from './fake-context.ts';

export type InventoryFault = 'accepts' | 'answers-500' | null;

type Row = Record<string, unknown>;
type Problem = { message: string; parameters: Row | unknown[] };

const ok = (json: unknown): Canned => ({ status: 200, json });
const err = (status: number, message: string, parameters?: unknown): Canned => ({ status, json: parameters === undefined ? { message } : { message, parameters } });
const failed = (problems: Problem[], message = 'Validation Failed'): Canned => ({ status: 400, json: { message, errors: problems } });
const empty = (field: string): Problem => ({ message: '"%field" can not be empty.', parameters: { field } });
const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
const list = (items: Row[]): Canned => ok({ items, search_criteria: {}, total_count: items.length });
const filterValue = (sent: Sent): string | undefined => sent.query?.['searchCriteria[filter_groups][0][filters][0][value]'];
const NO_PRODUCT = "The product that was requested doesn't exist. Verify the product and try again.";
const NO_OPTION = "The option that was requested doesn't exist. Verify the entity and try again.";

/** The answer function of fakeContext: MSI and configurable products, kept in memory. */
export function inventoryStore(fault: InventoryFault = null): (sent: Sent, index: number) => Canned {
  const sources = new Map<string, Row>([['default', { source_code: 'default', name: 'Default Source', enabled: true, country_id: 'US', postcode: '00000' }]]);
  const stocks = new Map<number, { stock_id: number; name: string; channels: Row[] }>([[1, { stock_id: 1, name: 'Default Stock', channels: [{ type: 'website', code: 'base' }] }]]);
  const links: Array<{ stock_id: number; source_code: string; priority: number }> = [{ stock_id: 1, source_code: 'default', priority: 1 }];
  const items: Array<{ sku: string; source_code: string; quantity: unknown; status: unknown }> = [];
  const products = new Map<string, Row & { children: string[]; options: number }>();
  let next = 10;
  /** A refusal, or what a faulty installation does instead: `apply` is the save it would have made. */
  const refuse = (answer: Canned, apply: () => Canned): Canned => {
    if (fault === 'answers-500') return err(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-0');
    if (fault === 'accepts') return apply();
    return answer;
  };
  const stockRead = (id: number): Canned => {
    const stock = stocks.get(id);
    return stock === undefined ? err(404, 'Stock with id "%value" does not exist.', { value: id }) : ok({ stock_id: stock.stock_id, name: stock.name, extension_attributes: { sales_channels: stock.channels } });
  };
  const saveStock = (input: Row, id: number | null): Canned => {
    const problems: Problem[] = [];
    if (blank(input.name)) problems.push(empty('name'));
    const extension = input.extension_attributes as Row | undefined;
    const channels = Array.isArray(extension?.sales_channels) ? (extension.sales_channels as Row[]) : null;
    for (const channel of channels ?? []) {
      if (blank(channel.type)) problems.push(empty('type'));
      if (blank(channel.code)) problems.push(empty('code'));
      if (channel.type === 'website' && channel.code !== 'base') problems.push({ message: 'The website with code "%code" does not exist.', parameters: { code: String(channel.code ?? '') } });
    }
    const save = (): Canned => {
      const stockId = id ?? next++;
      const had = stocks.get(stockId);
      stocks.set(stockId, { stock_id: stockId, name: String(input.name), channels: channels ?? had?.channels ?? [] });
      return ok(stockId);
    };
    return problems.length > 0 ? refuse(failed(problems), save) : save();
  };
  const saveLinks = (body: Row): Canned => {
    const sent = Array.isArray(body.links) ? (body.links as Row[]) : [];
    if (sent.length === 0) return err(400, 'Input data is empty');
    const problems: Problem[] = [];
    for (const link of sent) {
      if (blank(link.source_code)) problems.push(empty('source_code'));
      if (blank(link.stock_id)) problems.push(empty('stock_id'));
      if (!(Number(link.priority) > 0)) problems.push({ message: '"%field" should be greater then 0.', parameters: { field: 'priority' } });
      if (Number(link.stock_id) === 1 || link.source_code === 'default') problems.push({ message: 'Can not save link related to Default Source or Default Stock', parameters: [] });
    }
    const save = (): Canned => {
      for (const link of sent) links.push({ stock_id: Number(link.stock_id), source_code: String(link.source_code), priority: Number(link.priority) });
      return ok([]);
    };
    if (problems.length > 0) return refuse(failed(problems), save);
    if (sent.some((link) => !sources.has(String(link.source_code)) || !stocks.has(Number(link.stock_id)))) return refuse(err(400, 'Could not save StockSourceLinks'), save);
    return save();
  };
  const deleteLinks = (body: Row): Canned => {
    const sent = Array.isArray(body.links) ? (body.links as Row[]) : [];
    if (sent.length === 0) return err(400, 'Input data is empty');
    const drop = (): Canned => {
      for (const link of sent) {
        const at = links.findIndex((l) => l.stock_id === Number(link.stock_id) && l.source_code === link.source_code);
        if (at >= 0) links.splice(at, 1);
      }
      return ok([]);
    };
    if (sent.some((link) => Number(link.stock_id) === 1 || link.source_code === 'default')) return refuse(err(400, 'Can not delete link related to Default Source or Default Stock'), drop);
    return drop();
  };
  const saveItems = (body: Row): Canned => {
    const sent = Array.isArray(body.sourceItems) ? (body.sourceItems as Row[]) : [];
    if (sent.length === 0) return refuse(err(400, 'Input data is empty'), () => ok([]));
    const problems: Problem[] = [];
    for (const item of sent) {
      if (blank(item.sku)) problems.push(empty('sku'));
      if (blank(item.source_code)) problems.push(empty('source_code'));
      else if (/\s/.test(String(item.source_code))) problems.push({ message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } });
      if (typeof item.quantity !== 'number') problems.push({ message: '"%field" should be numeric.', parameters: { field: 'quantity' } });
      if (typeof item.status !== 'number') problems.push({ message: '"%field" should be numeric.', parameters: { field: 'status' } });
      else if (item.status !== 0 && item.status !== 1) problems.push({ message: '"%field" should a known status.', parameters: { field: 'status' } });
    }
    const save = (): Canned => {
      for (const item of sent) {
        const at = items.findIndex((i) => i.sku === item.sku && i.source_code === item.source_code);
        const row = { sku: String(item.sku), source_code: String(item.source_code), quantity: item.quantity, status: item.status };
        if (at >= 0) items[at] = row;
        else items.push(row);
      }
      return ok([]);
    };
    const first = problems[0];
    if (first !== undefined) return refuse(failed(problems, `Validation Failed: ${first.message.replace('%field', String((first.parameters as Row).field))}`), save);
    if (sent.some((item) => !sources.has(String(item.source_code)))) return refuse(err(400, 'Could not save Source Item'), save);
    return save();
  };
  const addChild = (parentSku: string, body: Row): Canned => {
    const parent = products.get(parentSku);
    if (parent === undefined) return err(404, NO_PRODUCT);
    const childSku = String(body.childSku ?? '');
    if (!products.has(childSku)) return refuse(err(404, NO_PRODUCT), () => ok(true));
    if (parent.children.includes(childSku)) return refuse(err(400, 'The product is already attached.'), () => ok(true));
    if (parent.options === 0) return refuse(err(400, "The parent product doesn't have configurable product options."), () => ok(true));
    parent.children.push(childSku);
    return ok(true);
  };
  return healthyTarget((sent) => {
    const body = (sent.body ?? {}) as Row;
    const stockById = /^\/V1\/inventory\/stocks\/(\d+)$/.exec(sent.path);
    const configurable = /^\/V1\/configurable-products\/([^/]+)\/(child|children|options)(?:\/([^/]+))?$/.exec(sent.path);
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const product = body.product as Row;
      const sku = String(product.sku);
      products.set(sku, { ...product, id: next, children: [], options: 0 });
      items.push({ sku, source_code: 'default', quantity: 0, status: 0 });
      return ok({ ...product, id: next++, extension_attributes: { stock_item: { item_id: next++ } } });
    }
    // What the worker's configurable attribute is made of (catalog-entities.ts): a set, a group, a select of two values.
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets') return ok({ attribute_set_id: next++ });
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets/groups') return ok({ attribute_group_id: String(next++) });
    if (sent.method === 'POST' && sent.path === '/V1/products/attributes') return ok({ ...(body.attribute as Row), attribute_id: next++, options: [{ value: '' }, { value: String(next++) }, { value: String(next++) }] });
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets/attributes') return ok(String(next++));
    if (configurable !== null) {
      const [, sku = '', what, id] = configurable;
      const product = products.get(decodeURIComponent(sku));
      if (sent.method === 'POST' && what === 'child') return addChild(decodeURIComponent(sku), body);
      if (sent.method === 'POST' && what === 'options' && product !== undefined) {
        product.options += 1;
        return ok(String(next++));
      }
      if (sent.method === 'GET' && what === 'children') return product === undefined ? err(404, NO_PRODUCT) : ok((product.children).map((child) => ({ sku: child })));
      if (sent.method === 'GET' && what === 'options' && id === 'all') return ok(product === undefined ? [] : Array.from({ length: product.options }, (_, i) => ({ id: i + 1 })));
      if (sent.method === 'DELETE' && what === 'children' && product !== undefined) {
        const at = product.children.indexOf(decodeURIComponent(id ?? ''));
        if (at < 0) return refuse(err(404, NO_OPTION), () => ok(true));
        product.children.splice(at, 1);
        return ok(true);
      }
    }
    if (sent.method === 'POST' && sent.path === '/V1/inventory/sources') {
      const source = (body.source ?? {}) as Row;
      const problems: Problem[] = [];
      for (const field of ['name', 'source_code', 'postcode', 'country_id']) if (blank(source[field])) problems.push(empty(field));
      if (source.use_default_carrier_config === true && Array.isArray(source.carrier_links) && source.carrier_links.length > 0) problems.push({ message: 'You can\'t configure "%field" because you have chosen Global Shipping configuration.', parameters: { field: 'carrier_links' } });
      const save = (): Canned => {
        sources.set(String(source.source_code), source);
        return ok([]);
      };
      return problems.length > 0 ? refuse(failed(problems), save) : save();
    }
    const sourceByCode = /^\/V1\/inventory\/sources\/([^/]+)$/.exec(sent.path);
    if (sourceByCode && sent.method === 'GET') {
      const source = sources.get(decodeURIComponent(sourceByCode[1] ?? ''));
      return source === undefined ? err(404, 'Source with code "%value" does not exist.', { value: sourceByCode[1] }) : ok(source);
    }
    if (sent.method === 'POST' && sent.path === '/V1/inventory/stocks') return saveStock((body.stock ?? {}) as Row, null);
    if (stockById && sent.method === 'GET') return stockRead(Number(stockById[1]));
    if (stockById && sent.method === 'PUT') return saveStock((body.stock ?? {}) as Row, Number(stockById[1]));
    if (stockById && sent.method === 'DELETE') {
      const id = Number(stockById[1]);
      const stock = stocks.get(id);
      if (stock === undefined) return err(404, 'There is no stock with "%fieldValue" for "%fieldName". Verify and try again.', { fieldName: 'stock_id', fieldValue: id });
      const drop = (): Canned => {
        stocks.delete(id);
        return ok([]);
      };
      return stock.channels.length > 0 ? refuse(err(400, 'Stock has at least one sale channel and could not be deleted.'), drop) : drop();
    }
    if (sent.method === 'GET' && sent.path === '/V1/inventory/stocks') return list([...stocks.values()].filter((s) => s.name === filterValue(sent)).map((s) => ({ stock_id: s.stock_id, name: s.name })));
    if (sent.method === 'POST' && sent.path === '/V1/inventory/stock-source-links') return saveLinks(body);
    if (sent.method === 'POST' && sent.path === '/V1/inventory/stock-source-links-delete') return deleteLinks(body);
    if (sent.method === 'GET' && sent.path === '/V1/inventory/stock-source-links') return list(links.filter((l) => String(l.stock_id) === filterValue(sent)));
    if (sent.method === 'POST' && sent.path === '/V1/inventory/source-items') return saveItems(body);
    if (sent.method === 'GET' && sent.path === '/V1/inventory/source-items') return list(items.filter((i) => i.sku === filterValue(sent)));
    return undefined;
  });
}

const MODULE = { module: 'Inventory' };
const SOURCE_ITEMS_READ: RawReadBack = {
  route: 'GET /V1/inventory/source-items',
  query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'sku', 'searchCriteria[filter_groups][0][filters][0][value]': '{{body.sourceItems[0].sku}}' },
  expect: 'linked',
  item: { in: 'items', match: { sku: 'body.sourceItems[0].sku', source_code: 'body.sourceItems[0].source_code' } },
};
const LINKS_READ = (expect: 'linked' | 'unlinked'): RawReadBack => ({
  route: 'GET /V1/inventory/stock-source-links',
  query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'stock_id', 'searchCriteria[filter_groups][0][filters][0][value]': '{{body.links[0].stock_id}}' },
  expect,
  item: { in: 'items', match: { stock_id: 'body.links[0].stock_id', source_code: 'body.links[0].source_code' } },
});
const STOCK_READ = (expect: 'updated' | 'deleted' | 'created', stockId: string): RawReadBack => ({ route: 'GET /V1/inventory/stocks/:stockId', params: { stockId }, expect });
const CHILDREN_READ = (expect: 'linked' | 'unlinked', sku: string): RawReadBack => ({ route: 'GET /V1/configurable-products/:sku/children', params: { sku: 'path.sku' }, expect, item: { in: '', match: { sku } } });

/** The reads the routes' read-backs name. */
export const INVENTORY_READS = [
  fakeRoute('GET', '/V1/inventory/source-items', MODULE),
  fakeRoute('GET', '/V1/inventory/stock-source-links', MODULE),
  fakeRoute('GET', '/V1/inventory/stocks/:stockId', MODULE),
  fakeRoute('GET', '/V1/inventory/sources/:sourceCode', MODULE),
  fakeRoute('GET', '/V1/configurable-products/:sku/children'),
];

/** POST /V1/inventory/source-items (an item of the run's own product on the default source) with the given bad input. */
export const saveSourceItems = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('POST', '/V1/inventory/source-items', { ...MODULE, body: { sourceItems: [{ sku: '{{prefix}}-sku', source_code: 'default', quantity: 1, status: 1 }] }, readBack: SOURCE_ITEMS_READ, badInput: cases });
/** POST /V1/inventory/stocks with the given bad input. */
export const createStock = (cases: BadInputCase[]): CompiledRoute => fakeRoute('POST', '/V1/inventory/stocks', { ...MODULE, body: { stock: { name: '{{prefix}} stock' } }, readBack: STOCK_READ('created', 'answer'), badInput: cases });
/** DELETE /V1/inventory/stocks/:stockId (the run's own stock) with the given bad input. */
export const deleteStock = (cases: BadInputCase[]): CompiledRoute => fakeRoute('DELETE', '/V1/inventory/stocks/:stockId', { ...MODULE, body: null, readBack: STOCK_READ('deleted', 'path.stockId'), badInput: cases });
/** POST /V1/inventory/sources (COMMERCE_WRITES=full) with the given bad input. */
export const createSource = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('POST', '/V1/inventory/sources', { ...MODULE, body: { source: { source_code: '{{prefix}}-src', name: '{{prefix}} source', enabled: false, country_id: 'US', postcode: '78701', use_default_carrier_config: true } }, readBack: { route: 'GET /V1/inventory/sources/:sourceCode', params: { sourceCode: 'body.source.source_code' }, expect: 'created' }, badInput: cases });
/** PUT /V1/inventory/stocks/:stockId (the run's own stock) with the given bad input. */
export const updateStock = (cases: BadInputCase[]): CompiledRoute => fakeRoute('PUT', '/V1/inventory/stocks/:stockId', { ...MODULE, body: { stock: { name: '{{prefix}} stock' } }, readBack: STOCK_READ('updated', 'path.stockId'), badInput: cases });
/** POST /V1/inventory/stock-source-links (the run's own stock and source, COMMERCE_WRITES=full) with the given bad input. */
export const saveLinks = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('POST', '/V1/inventory/stock-source-links', { ...MODULE, body: { links: [{ stock_id: 0, source_code: '{{prefix}}-src', priority: 1 }] }, readBack: LINKS_READ('linked'), badInput: cases });
/** POST /V1/inventory/stock-source-links-delete (the run's own linked stock, COMMERCE_WRITES=full) with the given bad input. */
export const deleteLinks = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('POST', '/V1/inventory/stock-source-links-delete', { ...MODULE, body: { links: [{ stock_id: 0, source_code: '{{prefix}}-src', priority: 1 }] }, readBack: LINKS_READ('unlinked'), badInput: cases });
/** POST /V1/configurable-products/:sku/child (the run's own configurable, its second child) with the given bad input. */
export const addConfigurableChild = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('POST', '/V1/configurable-products/:sku/child', { body: { childSku: '{{prefix}}-child' }, readBack: CHILDREN_READ('linked', 'body.childSku'), badInput: cases });
/** DELETE /V1/configurable-products/:sku/children/:childSku (the run's own configurable, its first child) with the given bad input. */
export const removeConfigurableChild = (cases: BadInputCase[]): CompiledRoute =>
  fakeRoute('DELETE', '/V1/configurable-products/:sku/children/:childSku', { body: null, readBack: CHILDREN_READ('unlinked', 'path.childSku'), badInput: cases });
