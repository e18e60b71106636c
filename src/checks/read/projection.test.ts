// The projection's pure parts against the real platform's answers: what it names, what the platform answers for
// the names (FieldsFilter's rules, as the real 2.4.7-p3 answered them), and how differences are told.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseProjection, describeDifference, differences, fieldsText, project, UNKNOWN_NAME, type Json } from './projection.ts';

// GET /V1/products?searchCriteria[pageSize]=2 on the real 2.4.7-p3, cut to a few keys.
const PRODUCTS: Json = {
  items: [
    { id: 1, sku: 'hd-simple-plain', name: 'Plain', extension_attributes: { website_ids: [1, 2], category_links: [] }, custom_attributes: [{ attribute_code: 'a', value: '1' }], type_id: 'simple' },
    { id: 2, sku: 'hd-simple-option', name: 'Option', extension_attributes: {}, type_id: 'simple' },
  ],
  search_criteria: { filter_groups: [], page_size: 2 },
  total_count: 3,
};

const choose = (answer: Json): string => {
  const c = chooseProjection(answer);
  return 'none' in c ? `none: ${c.none}` : fieldsText(c.projection);
};

test('a search answer: its two scalar keys, the items filtered by theirs and one nested object, the unknown name', () => {
  assert.equal(choose(PRODUCTS), `total_count,items[id,type_id,extension_attributes[website_ids,category_links],custom_attributes[a]],${UNKNOWN_NAME}`);
});

test('a list answer is filtered item by item; an object, an empty list, scalars and a scalar list are said apart', () => {
  assert.equal(choose([{ id: 'AD', full_name_english: 'Andorra' }, { id: 'AE' }]), `id,full_name_english,${UNKNOWN_NAME}`);
  assert.equal(choose({ id: 7, name: 'x', website_ids: [1] }), `id,website_ids,${UNKNOWN_NAME}`);
  assert.equal(choose([]), 'none: the answer is an empty list');
  assert.equal(choose(['Magento_Store']), 'none: the answer is a list of scalars');
  assert.equal(choose(true), 'none: the answer is a boolean, which the platform answers as it is');
  assert.equal(choose({ 'a-b': 1 }), 'none: the answer has no key a filter can name');
});

test('what the platform answers: the named keys in the answer\'s order, nested filters per item, empty values under a nested filter null', () => {
  const c = chooseProjection(PRODUCTS);
  assert.ok(!('none' in c));
  assert.deepEqual(project(PRODUCTS, c.projection), {
    items: [
      { id: 1, extension_attributes: { website_ids: [1, 2], category_links: [] }, custom_attributes: [{ attribute_code: 'a', value: '1' }], type_id: 'simple' },
      // The real 2.4.7-p3: `items[sku,extension_attributes[x]]` on an item whose extension_attributes is {} answers null.
      { id: 2, extension_attributes: null, type_id: 'simple' },
    ],
    total_count: 3,
  });
  // The real 2.4.7-p3: a search with no match, filtered by items[sku], answers "items":null.
  const empty = chooseProjection({ items: [{ sku: 'x' }], total_count: 1 });
  assert.ok(!('none' in empty));
  assert.deepEqual(project({ items: [], total_count: 0 }, empty.projection), { items: null, total_count: 0 });
  // An object keyed by integers is a list to PHP: each value is filtered.
  assert.deepEqual(project({ 1: { a: 1, b: 2 }, 2: { a: 3, b: 4 } }, new Map([['a', true]])), { 1: { a: 1 }, 2: { a: 3 } });
});

test('differences: missing, extra and changed keys, at their pointers, in words', () => {
  const want: Json = { items: [{ sku: 'a', extension_attributes: { website_ids: [1] } }], total_count: 1 };
  assert.deepEqual(differences(want, want), []);
  const got: Json = { items: [{ sku: 'a', extension_attributes: null, name: 'A' }] };
  const found = differences(want, got);
  assert.deepEqual(found.map(describeDifference), [
    '/items/0/extension_attributes: null (expected from the read without fields: {"website_ids":[1]})',
    '/items/0/name: "A", a key not named',
    '/total_count: absent (expected from the read without fields: 1)',
  ]);
  assert.deepEqual(differences({ a: [1, 2] }, { a: [] }).map(describeDifference), ['/a: [] (expected from the read without fields: [1,2])']);
});

test('custom_attributes named by an attribute code: the attributes with it, at their own positions (the real 2.4.7-p3)', () => {
  const products: Json = {
    items: [
      { id: 1, sku: 'a', custom_attributes: [{ attribute_code: 'options_container', value: 'container2' }, { attribute_code: 'url_key', value: 'a' }] },
      { id: 3, sku: 'c', custom_attributes: [{ attribute_code: 'image', value: '/i.jpg' }, { attribute_code: 'url_key', value: 'c' }] },
    ],
    total_count: 2,
  };
  assert.equal(choose(products), `total_count,items[id,sku,custom_attributes[options_container]],${UNKNOWN_NAME}`);
  // GET /V1/products?fields=items[id,custom_attributes[url_key]] on the real 2.4.7-p3 answered
  // {"items":[{"id":1,"custom_attributes":{"1":{...url_key}}},...]}: PHP keeps the list's keys.
  const byUrlKey = new Map([['items', new Map<string, true | Map<string, true>>([['id', true], ['custom_attributes', new Map([['url_key', true]])]])]]);
  assert.deepEqual(project(products, byUrlKey), { items: [{ id: 1, custom_attributes: { 1: { attribute_code: 'url_key', value: 'a' } } }, { id: 3, custom_attributes: { 1: { attribute_code: 'url_key', value: 'c' } } }] });
  const byOptions = new Map([['items', new Map<string, true | Map<string, true>>([['custom_attributes', new Map([['options_container', true]])]])]]);
  // At position 0 it stays a list; an item without the code answers [] (the real 2.4.7-p3: custom_attributes[description]).
  assert.deepEqual(project(products, byOptions), { items: [{ custom_attributes: [{ attribute_code: 'options_container', value: 'container2' }] }, { custom_attributes: [] }] });
});
