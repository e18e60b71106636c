// The reference's FieldsFilter against what the real 2.4.7-p3 answers: named keys kept, nested filters per item, an
// empty value under a nested filter null, custom attributes by code, a void filter [], scalars untouched.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyFields, parseFields } from '../lib/fields-filter.ts';

const CLEAN = { nestedNull: false };
const SEARCH = {
  items: [
    { sku: 'a', name: 'A', extension_attributes: { website_ids: [1, 2], stock_item: { qty: 1 } }, custom_attributes: [{ attribute_code: 'color', value: '4' }, { attribute_code: 'size', value: '9' }] },
    { sku: 'b', name: 'B', extension_attributes: {} },
  ],
  total_count: 2,
};

test('the grammar: nested names, and a character outside it or an unclosed bracket voids the filter', () => {
  assert.deepEqual(parseFields('a,b[c,d[e]]'), new Map<string, unknown>([['a', true], ['b', new Map<string, unknown>([['c', true], ['d', new Map([['e', true]])]])]]));
  assert.equal(parseFields('a-b'), null);
  assert.equal(parseFields('a[b'), null);
  assert.deepEqual(applyFields(SEARCH, 'items[sku', CLEAN), []);
});

test('a search: items filtered one by one, {} under a nested filter null, custom attributes by code, the unknown name left out', () => {
  assert.deepEqual(applyFields(SEARCH, 'items[sku,extension_attributes[website_ids],custom_attributes[size]],total_count,nope', CLEAN), {
    items: [
      // size is the list's second attribute: PHP keeps its key 1, which renders as an object.
      { sku: 'a', extension_attributes: { website_ids: [1, 2] }, custom_attributes: { 1: { attribute_code: 'size', value: '9' } } },
      { sku: 'b', extension_attributes: null },
    ],
    total_count: 2,
  });
  // The real 2.4.7-p3: a search with no match, filtered by items[sku], answers "items":null.
  assert.deepEqual(applyFields({ items: [], total_count: 0 }, 'items[sku],total_count', CLEAN), { items: null, total_count: 0 });
});

test('a list answer is filtered per item; scalars and no fields are answered as they are', () => {
  assert.deepEqual(applyFields([{ id: 'AD', name: 'Andorra' }, { id: 'AE', name: 'UAE' }], 'id', CLEAN), [{ id: 'AD' }, { id: 'AE' }]);
  assert.equal(applyFields(true, 'id', CLEAN), true);
  assert.equal(applyFields(SEARCH, null, CLEAN), SEARCH);
});

test('fields-nested-null: a nested object named with its own keys answers null', () => {
  assert.deepEqual(applyFields({ sku: 'a', extension_attributes: { website_ids: [1] } }, 'sku,extension_attributes[website_ids]', { nestedNull: true }), { sku: 'a', extension_attributes: null });
});

test('custom attributes by code keep their list positions, as the real 2.4.7-p3 answers', () => {
  const product = { id: 3, custom_attributes: [{ attribute_code: 'image', value: '/i.jpg' }, { attribute_code: 'url_key', value: 'c' }] };
  assert.deepEqual(applyFields(product, 'id,custom_attributes[url_key]', CLEAN), { id: 3, custom_attributes: { 1: { attribute_code: 'url_key', value: 'c' } } });
  assert.deepEqual(applyFields(product, 'custom_attributes[image,description]', CLEAN), { custom_attributes: [{ attribute_code: 'image', value: '/i.jpg' }] });
  assert.deepEqual(applyFields(product, 'custom_attributes[description]', CLEAN), { custom_attributes: [] });
});
