// Every field a write sent against what its read answers: deep, through nested objects and collections, with the
// platform's normalisations (decimals as strings, booleans as 0/1, any collection order, generated ids and defaults
// not compared) and a contract's declarations (unanswered, answeredAs).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { compareSent } from './sent-fields.ts';
import { sameValue } from './verify.ts';

const corpus = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../tests/corpus/real-2.4.7-p3/whole-entities/${name}`, import.meta.url), 'utf8')) as unknown;

test('the real 2.4.7-p3 answers every field of the whole product it was sent', () => {
  const body = corpus('product-post.request.json');
  const result = compareSent({ from: 'product', at: '' }, body, corpus('product-post.read.json'), sameValue);
  assert.deepEqual(result.differences, []);
  // sku, name, ... 8 scalars; website 1, stock item 6; options 9 + 5 + 2×5 values; tier prices 2×3; attributes 5×2.
  assert.equal(result.compared, 8 + 1 + 6 + 9 + 5 + 10 + 6 + 10);
  const put = compareSent({ from: 'product', at: '' }, corpus('product-put.request.json'), corpus('product-put.read.json'), sameValue);
  assert.deepEqual(put.differences, []);
});

test('the real 2.4.7-p3 answers every field of the whole customer and sales rule it was sent', () => {
  const customer = compareSent({ from: 'customer', at: '', unanswered: { password: 'a secret' } }, corpus('customer-post.request.json'), corpus('customer-post.read.json'), sameValue);
  assert.deepEqual(customer.differences, []);
  assert.equal(customer.unanswered, 1);
  assert.deepEqual(compareSent({ from: 'customer', at: '' }, corpus('customer-put.request.json'), corpus('customer-put.read.json'), sameValue).differences, []);
  // The one field the real platform did not answer: discount_qty 0 (stored as "no maximum", answered absent), which
  // is why the contract's rule does not send it.
  assert.deepEqual(compareSent({ from: 'rule', at: '' }, corpus('sales-rule-post.request.json'), corpus('sales-rule-post.read.json'), sameValue).differences, [{ pointer: 'rule.discount_qty', sent: 0, shown: undefined }]);
});

test('a nested collection the platform dropped is a difference at its place', () => {
  const body = { product: { sku: 's', options: [{ title: 'a', values: [{ title: 'v1', price: 2 }, { title: 'v2', price: 3 }] }], tier_prices: [{ qty: 2, value: 9 }] } };
  const dropped = compareSent({ from: 'product', at: '' }, body, { sku: 's', options: [], tier_prices: [] }, sameValue);
  assert.deepEqual(dropped.differences.map((d) => d.pointer), ['product.options', 'product.tier_prices']);
  // One value of one option changed: the closest option shown tells which field.
  const changed = compareSent({ from: 'product', at: '' }, body, { sku: 's', options: [{ title: 'a', option_id: 7, values: [{ title: 'v2', price: '3.000000' }, { title: 'v1', price: '2.5' }] }], tier_prices: [{ qty: '2.0000', value: 9, website_id: 0 }] }, sameValue);
  assert.deepEqual(changed.differences, [{ pointer: 'product.options[0].values[0].price', sent: 2, shown: '2.5' }]);
});

test('order, number forms, ids and defaults the platform adds are no difference; declared fields are left out', () => {
  const body = { rule: { ids: [1, 2], active: true, labels: [{ store_id: 0, label: 'a' }, { store_id: 1, label: 'b' }], secret: 'x', moved: 'm' } };
  const shown = { rule_id: 5, ids: ['2', '1'], active: 1, labels: [{ store_id: 1, label: 'b' }, { store_id: 0, label: 'a' }], elsewhere: { moved: 'm' }, added: 'default' };
  const result = compareSent({ from: 'rule', at: '', unanswered: { 'rule.secret': 'why' }, answeredAs: { 'rule.moved': 'elsewhere.moved' } }, body, shown, sameValue);
  assert.deepEqual(result, { compared: 8, unanswered: 1, differences: [] });
  // An empty collection may be answered absent; a field answered elsewhere is compared there.
  assert.deepEqual(compareSent({ from: '', at: '' }, { links: [] }, {}, sameValue).differences, []);
  assert.deepEqual(compareSent({ from: 'rule', at: '', answeredAs: { 'rule.moved': 'elsewhere.moved' } }, { rule: { moved: 'm' } }, { moved: 'm', elsewhere: { moved: 'n' } }, sameValue).differences, [{ pointer: 'rule.moved', sent: 'm', shown: 'n' }]);
  // A collection sent with an element the read lacks.
  assert.deepEqual(compareSent({ from: '', at: '' }, { a: [{ x: 1 }, { x: 2 }] }, { a: [{ x: 1 }] }, sameValue).differences, [{ pointer: 'a[1]', sent: { x: 2 }, shown: undefined }]);
});
