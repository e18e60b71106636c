// search.item against the plan: a GET route of the plan, every path parameter filled and no other, JSON pointers.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompiledRoute, ContractError, RawListItem, RawRoute } from './types.ts';
import { lintListItem } from './list-item.ts';

const ROUTES: Pick<CompiledRoute, 'key' | 'method' | 'pathParams'>[] = [{ key: 'GET /V1/products/:sku', method: 'GET', pathParams: ['sku'] }, { key: 'DELETE /V1/products/:sku', method: 'DELETE', pathParams: ['sku'] }];
const problem = (path: Array<string | number>, message: string): ContractError => ({ file: path.join('/'), line: 1, column: 1, message, hint: '' });
const lint = (item: RawListItem): string[] => {
  const route: RawRoute = { method: 'GET', path: '/V1/products', permission: 'anonymous', search: { key: ['id'], item } };
  return lintListItem(route, ROUTES, problem).map((e) => `${e.file}: ${e.message}`);
};

test('a declared item read that fits the plan lints clean', () => {
  assert.deepEqual(lint({ route: 'GET /V1/products/:sku', params: { sku: 'sku' }, itemOnly: { '/extension_attributes/stock_item': 'the list leaves it out' }, differs: { '/items/*/qty': 'rendered otherwise' } }), []);
});

test('a route not in the plan, or not a GET, is named', () => {
  assert.deepEqual(lint({ route: 'GET /V1/product/:sku', params: { sku: 'sku' } }), ['search/item/route: GET /V1/product/:sku is not a GET route of the plan']);
  assert.deepEqual(lint({ route: 'DELETE /V1/products/:sku', params: { sku: 'sku' } }), ['search/item/route: DELETE /V1/products/:sku is not a GET route of the plan']);
});

test('a parameter left unfilled, a name that is no parameter, a pointer that is not one', () => {
  assert.deepEqual(lint({ route: 'GET /V1/products/:sku', params: { id: 'id' }, listOnly: { extension_attributes: 'no slash' } }), [
    'search/item/params: :sku of GET /V1/products/:sku is not filled',
    'search/item/params/id: :id is not a parameter of GET /V1/products/:sku',
    'search/item/listOnly/extension_attributes: extension_attributes is not a JSON pointer into an item',
  ]);
});
