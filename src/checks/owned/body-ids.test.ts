// The id-named fields of a body: entity references are found at any depth; a field named like one that holds the
// entity's own value (an address's vat_id) is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idFields, isIdKey } from './body-ids.ts';

test('id keys: id, *_id, *Id and plurals; vat_id is an address\'s tax number, not a reference', () => {
  for (const key of ['id', 'ids', 'parent_id', 'website_ids', 'cartId', 'stockIds']) assert.equal(isIdKey(key), true, key);
  for (const key of ['vat_id', 'sku', 'identifier', 'valid']) assert.equal(isIdKey(key), false, key);
});

test('a body\'s id fields, with their places: the address\'s region_id is one, its vat_id is not', () => {
  const body = { entity: { parent_id: 0, address: { region_id: 12, vat_id: 'US123456789', street: ['1 Way'] }, items: [{ order_item_id: 5 }] } };
  assert.deepEqual(idFields(body).map((f) => f.pointer), ['entity.parent_id', 'entity.address.region_id', 'entity.items[0].order_item_id']);
});
