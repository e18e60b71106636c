// write.product-body-fields on a fake catalogue (testing/product-body-target.ts): each field changed and cleared
// through PUT /V1/products/:sku passes as the real 2.4.7-p3 keeps it; websites kept, null or "" kept, and a foreign
// stock id followed fail, naming the field; the attribute set that cannot be made skips; everything made is removed.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { productBodyTarget } from '../testing/product-body-target.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { writeProductBodyFields } from './product-body-fields.ts';

const field = (name: string) => (scenarios: typeof writeProductBodyFields.scenarios) => scenarios.find((s) => s.title === name);
const P = 'cctrun0000s0';

scenarioCases(writeProductBodyFields, [
  {
    name: 'website_ids changed to every website, then emptied: pass; the product removed',
    scenario: field('website-ids'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: 'extension_attributes.website_ids sent through PUT /V1/products/:sku as [1,2], then [2], then [] answered and read back so' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${P}pbweb`]),
  },
  {
    name: 'an update\'s website_ids ignored: fail',
    scenario: field('website-ids'),
    fake: { answer: productBodyTarget('websites-kept') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku sent website_ids [1,2] and answered other websites', expected: 'website_ids [1,2]', actual: 'website_ids [1]' },
  },
  {
    name: 'special_price with its dates, then null: pass',
    scenario: field('special-price'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^special_price 7\.5 from 2026-12-01 00:00:00 to 2027-01-31 00:00:00 sent through PUT \/V1\/products\/:sku read back so; sent as null, the three are removed$/ },
  },
  {
    name: 'null keeping the special price: fail, naming the three',
    scenario: field('special-price'),
    fake: { answer: productBodyTarget('null-kept') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku still shows special_price, special_from_date, special_to_date after PUT /V1/products/:sku sent them as null', expected: /^no special_price/, actual: /^special_price "7\.5"/ },
  },
  {
    name: 'a multiselect set, changed and cleared: pass; the attribute and the set removed after the product',
    scenario: field('multiselect'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^a multiselect attribute of the run's own/ },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${P}pbmul`, `/V1/products/attributes/${P}pbmulm`, '/V1/products/attribute-sets/9']);
      assert.ok(f.sent.filter((s) => s.method === 'PUT').every((s) => (s.body as { product: { attribute_set_id?: number } }).product.attribute_set_id === 9), 'every PUT names the set');
      assert.deepEqual((f.sent.find((s) => s.method === 'POST' && s.path === '/V1/products')?.body as { product: { custom_attributes: unknown } }).product.custom_attributes, [{ attribute_code: `${P}pbmulm`, value: '5,7' }], 'made with two values');
    },
  },
  {
    name: '"" keeping the multiselect\'s values: fail',
    scenario: field('multiselect'),
    fake: { answer: productBodyTarget('clear-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show the multiselect attribute as PUT /V1/products/:sku set it to the values cleared with ""', expected: 'no value (the attribute cleared)', actual: '"6"' },
  },
  {
    name: 'the attribute set cannot be made: skip naming it; nothing left',
    scenario: field('multiselect'),
    fake: { answer: productBodyTarget('set-refused') },
    want: { outcome: 'skip', reason: /^the run could not create its own attribute set \(POST \/V1\/products\/attribute-sets answered 400/ },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 0),
  },
  {
    name: 'foreign ids inside stock_item ignored: pass; both products removed',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /the other product's product_id: ignored; the other product's item_id: ignored; a stock_id no stock has: ignored; PUT \/V1\/products\/:productSku\/stockItems\/:itemId with the other's item_id and product_id in its body: the own item written, its id answered; POST \/V1\/products saving it again with a new qty and product_id \d+: the qty written, its own product_id answered/ },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${P}pbsto`, `/V1/products/${P}pbsti`]);
      const again = f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').at(-1)?.body as { product: { sku: string; extension_attributes: { stock_item: { qty: number; product_id: number } } } };
      assert.equal(again.product.sku, `${P}pbsti`, 'the product saved again by its SKU');
      assert.equal(again.product.extension_attributes.stock_item.qty, 15);
    },
  },
  {
    name: 'a save again through POST that keeps the old stock: fail',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget('resave-stock-ignored') },
    want: { outcome: 'fail', broken: /^POST \/V1\/products saving the product again with qty 15 and product_id \d+ \(no product's\) inside stock_item did not answer the new qty and the product's own product_id$/, expected: /^200 with a stock item of qty 15 and product_id \d+$/, actual: /qty 14/ },
  },
  {
    name: 'a create answering its stock item without its ids: fail',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget('stock-ids-unanswered') },
    want: { outcome: 'fail', broken: 'POST /V1/products with a stock item did not answer it with its ids and the qty sent', expected: /^a stock item with an item_id, product_id \d+ and qty 3$/, actual: 'item_id null, product_id null, qty 3, is_in_stock true' },
  },
  {
    name: 'a foreign item_id refused with 400, as the real editions do: pass',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget('item-id-refused') },
    want: { outcome: 'pass', note: /the other product's item_id: refused/ },
  },
  {
    name: 'a foreign product_id followed: fail, the other product\'s stock written',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget('foreign-followed') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku of one product with the other product\'s product_id inside stock_item wrote the other product\'s stock', expected: /^the other product's stock as it was \(qty 3/, actual: /^qty 11/ },
  },
  {
    name: 'the stock item route following the item_id of its body: fail, the other product\'s stock written',
    scenario: field('stock-item-ids'),
    fake: { answer: productBodyTarget('item-body-id-followed') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:productSku/stockItems/:itemId with the other product\'s item_id and product_id in its body did not answer the product\'s own item id', expected: /^200 with \d+ \(the ids of the body ignored\)$/, actual: /^200/ },
  },
  {
    name: 'a product created without a stock item answers and reads one of its own, qty null and out of stock; qty 1 then saved on it: pass; the product removed',
    scenario: field('no-stock-item'),
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^a product created through POST \/V1\/products without extension_attributes answered and read its own stock item \(item_id \d+, product_id \d+, qty null, out of stock\); PUT \/V1\/products\/:sku with qty 1 in stock answered and read so on that item, and a new price without stock_item answered and read with it kept$/ },
    then: (f) => {
      const create = f.sent.find((s) => s.method === 'POST' && s.path === '/V1/products')?.body as { product: Record<string, unknown> };
      assert.equal('extension_attributes' in create.product, false, 'the create sends no extension_attributes');
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${P}pbnos`]);
    },
  },
  {
    name: 'a product created without a stock item gets none: fail, naming the answer',
    scenario: field('no-stock-item'),
    fake: { answer: productBodyTarget('stock-unmade') },
    want: { outcome: 'fail', broken: 'POST /V1/products of a product without extension_attributes did not answer the stock item the platform makes for it', expected: /^a stock item with an item_id, product_id \d+, qty null and is_in_stock false$/, actual: /^no extension_attributes\.stock_item \(no item_id, product_id null, is_in_stock null\)$/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${P}pbnos`]),
  },
  {
    name: 'a price saved alone empties the stock item: fail, naming the answer',
    scenario: field('no-stock-item'),
    fake: { answer: productBodyTarget('stock-reset') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with a new price and no stock_item did not answer the price with the stock item kept', expected: /^200 with price 12 and item_id \d+, qty 1, is_in_stock true$/, actual: /^price 12, item_id \d+, product_id \d+, qty null, is_in_stock false$/ },
  },
  {
    name: 'writes denied: skip',
    fake: { answer: productBodyTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
