// Search as contract data: which routes take searchCriteria, the scalar fields of their items (from the item schema),
// and the lint that holds a route's search entry to them, each problem at its line.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { compileContractsDir, formatContractError } from './compile.ts';
import { itemFieldsOf, takesSearchCriteria } from './search.ts';

test('a route takes searchCriteria when its query names them and its service lists or searches', () => {
  assert.equal(takesSearchCriteria({ query: { 'searchCriteria[pageSize]': '2' }, service: 'Magento\\Cms\\Api\\PageRepositoryInterface::getList' }), true);
  assert.equal(takesSearchCriteria({ query: { 'searchCriteria[pageSize]': '2' }, service: 'Magento\\Search\\Api\\SearchInterface::search' }), true);
  assert.equal(takesSearchCriteria({ query: { 'searchCriteria[pageSize]': '2' } }), false, 'no service: not known to list');
  assert.equal(takesSearchCriteria({ query: { pageSize: '2' }, service: 'Magento\\CatalogInventory\\Api\\StockRegistryInterface::getLowStockItems' }), false);
});

test('MSI\'s search commands (execute over SearchCriteriaInterface) take searchCriteria; another execute does not', () => {
  const query = { 'searchCriteria[pageSize]': '2' };
  assert.equal(takesSearchCriteria({ query, service: 'Magento\\InventoryApi\\Api\\GetStockSourceLinksInterface::execute' }), true);
  assert.equal(takesSearchCriteria({ query, service: 'Magento\\InventoryExportStockApi\\Api\\ExportStockSalableQtyInterface::execute' }), true);
  assert.equal(takesSearchCriteria({ query, service: 'Magento\\InventoryExportStockApi\\Api\\ExportStockIndexDataInterface::execute' }), false);
});

const RESULTS = { type: 'object', properties: { items: { type: 'array', items: { $ref: 'page.json' } }, total_count: { type: 'integer' } } };
const PAGE = { type: 'object', properties: { id: { type: 'integer' }, identifier: { type: 'string' }, active: { type: ['boolean', 'null'] }, stores: { type: 'array' }, extension_attributes: { type: 'object' }, sort: { $ref: 'order.json' } } };

test('the items\' scalar fields, in the schema\'s order, refs followed', () => {
  const schemas = { 'schemas/results.json': RESULTS, 'schemas/page.json': PAGE, 'schemas/order.json': { type: 'integer' } };
  assert.deepEqual(itemFieldsOf('schemas/results.json', schemas), [
    { name: 'id', type: 'integer' },
    { name: 'identifier', type: 'string' },
    { name: 'active', type: 'boolean' },
    { name: 'sort', type: 'integer' },
  ]);
  assert.equal(itemFieldsOf('schemas/page.json', schemas), null, 'no search result');
});

const HEADER = '# yaml-language-server: $schema=./contract.schema.json\nmodule: Cms\nsource: unit test\nroutes:\n';
const LIST = (search: string) => `  - method: GET\n    path: /V1/cmsPage/search\n    service: Magento\\Cms\\Api\\PageRepositoryInterface::getList\n    permission: [Magento_Cms::page]\n    query:\n      searchCriteria[pageSize]: '2'\n    response:\n      schema: { $ref: schemas/results.json }\n${search}`;

function lint(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'search-'));
  copyFileSync(new URL('../../contracts/contract.schema.json', import.meta.url), join(dir, 'contract.schema.json'));
  mkdirSync(join(dir, 'schemas'));
  writeFileSync(join(dir, 'schemas/results.json'), JSON.stringify(RESULTS));
  writeFileSync(join(dir, 'schemas/page.json'), JSON.stringify(PAGE));
  writeFileSync(join(dir, 'schemas/order.json'), JSON.stringify({ type: 'integer' }));
  writeFileSync(join(dir, 'cms.yaml'), HEADER + text);
  const result = compileContractsDir(dir);
  return result.ok ? [] : result.errors.map(formatContractError);
}

test('a search entry with a key, column names and unfilterable fields of the items compiles', () => {
  assert.deepEqual(lint(LIST('    search:\n      key: [id]\n      criteria: { id: page_id }\n      unfilterable: { active: "rendered from is_active for the test" }\n')), []);
});

test('each way a search entry can be wrong is one error at its line', () => {
  const cases: Array<[string, RegExp]> = [
    ['', /cms\.yaml:10:7 {2}GET \/V1\/cmsPage\/search takes searchCriteria but declares no search entry/],
    ['    search:\n      criteria: { id: page_id }\n', /the search of GET \/V1\/cmsPage\/search names no key/],
    ['    search:\n      key: [page_id]\n', /cms\.yaml:14:13 {2}page_id is not a scalar field of the items of GET \/V1\/cmsPage\/search {2}\(its items' scalar fields are: id, identifier, active, sort\)/],
    ['    search:\n      key: [id]\n      unfilterable: { stores: "an array of store ids for the test" }\n', /stores is not a scalar field of the items/],
    ['    search:\n      key: [id]\n      unsortable: { id: "the key cannot sort for the test" }\n', /id is the key of GET \/V1\/cmsPage\/search and declared unsortable/],
    ['    search:\n      key: [id]\n      paging: from-two\n', /paging/],
  ];
  for (const [search, want] of cases) {
    const errors = lint(LIST(search));
    assert.equal(errors.length, 1, `${search}: ${errors.join('\n')}`);
    assert.match(errors[0] ?? '', want);
  }
  const notSearch = lint('  - method: GET\n    path: /V1/cmsPage/:pageId\n    permission: [Magento_Cms::page]\n    params: { pageId: { fixture: cmsPage.id } }\n    search:\n      key: [id]\n');
  assert.match(notSearch.join('\n'), /GET \/V1\/cmsPage\/:pageId does not take searchCriteria, so it has no search entry/);
});

test('a full-text search needs no key', () => {
  assert.deepEqual(lint(LIST('    search:\n      paging: from-zero\n      fulltext: "binds filters to the request\'s placeholders"\n')), []);
});
