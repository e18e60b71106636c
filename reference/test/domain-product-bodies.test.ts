// The product bodies as the real 2.4.7-p3 keeps them (issue 37), and the faults that break them
// (lib/domain/product-body-faults.ts): values cleared by null and "", website_ids emptied, foreign stock item ids
// refused or ignored, custom options kept by id, the price storages' per-row errors.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { PRODUCT_BODY_FAULT } from '../lib/domain/product-body-faults.ts';
import { bodyOf, call, newDomain, P } from './domain-helpers.ts';

const save = (d: Domain, sku: string, product: Record<string, unknown>) => call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku }, body: { product: { sku, ...product } }, storeCode: 'all' });
const read = (d: Domain, sku: string) => bodyOf(call(d, { method: 'GET', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku }, storeCode: 'all' })) as Record<string, unknown> & { custom_attributes: Array<{ attribute_code: string; value: unknown }>; extension_attributes: { website_ids: number[]; stock_item: Record<string, unknown> }; options: Array<{ option_id: number; values?: Array<{ option_type_id: number }> }> };
const make = (d: Domain, sku: string, extra: Record<string, unknown> = {}) => save(d, sku, { name: sku, attribute_set_id: 4, price: 10, type_id: 'simple', ...extra });
const special = (d: Domain, sku: string) => read(d, sku).custom_attributes.filter((a) => a.attribute_code.startsWith('special_')).map((a) => a.attribute_code);

test('special_price and its dates sent null are removed; special-price-null-kept keeps them', () => {
  for (const [faults, want] of [[[], []], [[PRODUCT_BODY_FAULT.specialPriceNullKept], ['special_price', 'special_from_date']]] as const) {
    const d = newDomain([...faults]);
    make(d, 'zz-s');
    save(d, 'zz-s', { custom_attributes: [{ attribute_code: 'special_price', value: '7.5' }, { attribute_code: 'special_from_date', value: '2026-12-01 00:00:00' }] });
    assert.equal(save(d, 'zz-s', { custom_attributes: [{ attribute_code: 'special_price', value: null }, { attribute_code: 'special_from_date', value: null }] }).status, 200);
    assert.deepEqual(special(d, 'zz-s'), want, faults.join() || 'clean');
  }
});

test('website_ids [] unassigns every website; website-ids-update-ignored keeps them', () => {
  for (const [faults, want] of [[[], []], [[PRODUCT_BODY_FAULT.websiteIdsUpdateIgnored], [1]]] as const) {
    const d = newDomain([...faults]);
    make(d, 'zz-w', { extension_attributes: { website_ids: [1] } });
    save(d, 'zz-w', { extension_attributes: { website_ids: [] } });
    assert.deepEqual(read(d, 'zz-w').extension_attributes.website_ids, want);
  }
});

test('a stock item with another product\'s item_id or an unknown stock_id is refused, its product_id ignored; stock-item-foreign-ids-followed writes the other product\'s stock', () => {
  const d = newDomain([]);
  make(d, 'zz-a', { extension_attributes: { stock_item: { qty: 3, is_in_stock: true } } });
  make(d, 'zz-b', { extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
  const a = read(d, 'zz-a').extension_attributes.stock_item;
  const refused = save(d, 'zz-b', { extension_attributes: { stock_item: { item_id: a.item_id, qty: 12 } } });
  assert.deepEqual([refused.status, bodyOf(refused)], [400, { message: 'The "%1" value is invalid for stock item ID. Use the stock item ID\'s assigned "%2" value and try again.', parameters: [a.item_id, String(read(d, 'zz-b').extension_attributes.stock_item.item_id)] }]);
  const stockRefused = save(d, 'zz-b', { extension_attributes: { stock_item: { stock_id: 7, qty: 12 } } });
  assert.deepEqual([stockRefused.status, bodyOf(stockRefused)], [400, { message: 'The "%1" value is invalid for stock ID. Enter stock with a default value of %2 to try again.', parameters: [7, '1'] }]);
  assert.equal(save(d, 'zz-b', { extension_attributes: { stock_item: { product_id: a.product_id, qty: 11 } } }).status, 200);
  assert.equal(read(d, 'zz-a').extension_attributes.stock_item.qty, 3);
  assert.equal(read(d, 'zz-b').extension_attributes.stock_item.qty, 11);
  const f = newDomain([PRODUCT_BODY_FAULT.stockItemForeignIdsFollowed]);
  make(f, 'zz-a', { extension_attributes: { stock_item: { qty: 3, is_in_stock: true } } });
  make(f, 'zz-b', { extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
  save(f, 'zz-b', { extension_attributes: { stock_item: { product_id: read(f, 'zz-a').id, qty: 11 } } });
  assert.equal(read(f, 'zz-a').extension_attributes.stock_item.qty, 11);
});

test('custom options sent by their ids keep them; option-ids-renewed gives new ones', () => {
  for (const [faults, kept] of [[[], true], [[PRODUCT_BODY_FAULT.optionIdsRenewed], false]] as const) {
    const d = newDomain([...faults]);
    make(d, 'zz-o', { options: [{ product_sku: 'zz-o', title: 'd', type: 'drop_down', sort_order: 1, is_require: false, values: [{ title: 'v', sort_order: 1, price: 1, price_type: 'fixed' }] }] });
    const before = read(d, 'zz-o').options;
    save(d, 'zz-o', { options: before });
    const after = read(d, 'zz-o').options;
    assert.equal(after[0]?.option_id === before[0]?.option_id && after[0]?.values?.[0]?.option_type_id === before[0]?.values?.[0]?.option_type_id, kept, faults.join() || 'clean');
  }
});

test('the price storages list the refused rows\' errors; price-row-error-ignored answers []', () => {
  for (const [faults, errors] of [[[], 2], [[PRODUCT_BODY_FAULT.priceRowErrorIgnored], 0]] as const) {
    const d = newDomain([...faults]);
    make(d, 'zz-p');
    const res = call(d, { method: 'POST', url: '/V1/products/cost', service: `${P}CostStorageInterface::update`, body: { prices: [{ cost: 4, store_id: 0, sku: 'zz-p' }, { cost: 4, store_id: 0, sku: 'zz-none' }, { cost: -2, store_id: 0, sku: 'zz-p' }] }, storeCode: 'all' });
    const rows = res.body as unknown[];
    assert.equal(rows.length, errors);
    if (errors > 0) assert.deepEqual(rows, [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'zz-none'] }, { message: 'Invalid attribute Cost = -2. Row ID: SKU = zz-p, Store ID: 0.', parameters: ['-2', 'zz-p', '0'] }]);
  }
});

test('a product created without a stock item gets one, qty null and out of stock, with its ids; stock-item-not-made gives it none until a save sends one', () => {
  for (const [faults, made] of [[[], true], [[PRODUCT_BODY_FAULT.stockItemNotMade], false]] as const) {
    const d = newDomain([...faults]);
    const answer = bodyOf(make(d, 'zz-n')) as { id: number; extension_attributes?: { stock_item?: Record<string, unknown> } };
    const item = answer.extension_attributes?.stock_item;
    if (made) assert.deepEqual([item?.item_id !== undefined, item?.product_id, item?.qty, item?.is_in_stock], [true, answer.id, null, false]);
    else assert.equal(item, undefined, 'no stock item answered');
    assert.deepEqual(read(d, 'zz-n').extension_attributes.stock_item === undefined, !made, faults.join() || 'clean');
    save(d, 'zz-n', { extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
    assert.deepEqual([read(d, 'zz-n').extension_attributes.stock_item.qty, read(d, 'zz-n').extension_attributes.stock_item.is_in_stock], [1, true]);
  }
});

test('GET /V1/products/:sku/links/:type answers the links of that type alone (ProductLinkManagementInterfaceTest); link-type-ignored answers every link', () => {
  for (const faults of [[], [PRODUCT_BODY_FAULT.linkTypeIgnored]]) {
    const d = newDomain(faults);
    const save = (sku: string, links: unknown[] = []) => call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku, name: sku, attribute_set_id: 4, price: 10, product_links: links } } });
    save('zz-target');
    const link = (type: string) => ({ sku: 'zz-links', link_type: type, linked_product_sku: 'zz-target', linked_product_type: 'simple', position: 1 });
    assert.equal(save('zz-links', [link('related'), link('crosssell'), link('upsell')]).status, 200);
    const read = (type: string): unknown => call(d, { method: 'GET', url: '/V1/products/:sku/links/:type', service: `${P}ProductLinkManagementInterface::getLinkedItemsByType`, params: { sku: 'zz-links', type } }).body;
    if (faults.length === 0) {
      assert.deepEqual(read('crosssell'), [link('crosssell')]);
      assert.deepEqual(read('upsell'), [link('upsell')]);
    } else assert.equal((read('crosssell') as unknown[]).length, 3);
  }
});

test('a delete or save of one link, option or category product leaves the others (ProductLinkRepositoryInterfaceTest::testDelete, ProductAttributeOptionManagementInterfaceTest::testDelete, CategoryLinkRepositoryTest::testUpdateProduct); the three faults touch them', () => {
  const faults = [PRODUCT_BODY_FAULT.linkDeleteClearsType, PRODUCT_BODY_FAULT.optionDeleteClearsOptions, PRODUCT_BODY_FAULT.categoryLinkMovesOthers];
  for (const played of [[], faults]) {
    const d = newDomain(played);
    const broken = played.length > 0;
    const save = (sku: string, extra: Record<string, unknown> = {}) => call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku, name: sku, attribute_set_id: 4, price: 10, ...extra } } });
    save('zz-a');
    save('zz-b');
    const link = (to: string, position: number) => ({ sku: 'zz-l', link_type: 'related', linked_product_sku: to, linked_product_type: 'simple', position });
    save('zz-l', { product_links: [link('zz-a', 1), link('zz-b', 2)] });
    assert.equal(call(d, { method: 'DELETE', url: '/V1/products/:sku/links/:type/:linkedProductSku', service: `${P}ProductLinkRepositoryInterface::deleteById`, params: { sku: 'zz-l', type: 'related', linkedProductSku: 'zz-a' } }).status, 200);
    const related = call(d, { method: 'GET', url: '/V1/products/:sku/links/:type', service: `${P}ProductLinkManagementInterface::getLinkedItemsByType`, params: { sku: 'zz-l', type: 'related' } }).body;
    assert.deepEqual(related, broken ? [] : [link('zz-b', 2)]);

    const attribute = bodyOf(call(d, { method: 'POST', url: '/V1/products/attributes', service: `${P}ProductAttributeRepositoryInterface::save`, body: { attribute: { attribute_code: 'zz_sel', frontend_input: 'select', default_frontend_label: 'zz', options: [{ label: 'one' }, { label: 'two' }] } } }));
    const options = () => call(d, { method: 'GET', url: '/V1/products/attributes/:attributeCode/options', service: `${P}ProductAttributeOptionManagementInterface::getItems`, params: { attributeCode: 'zz_sel' } }).body as Array<{ label: string; value: string }>;
    const [one, two] = options().filter((o) => o.value !== '');
    assert.ok(one !== undefined && two !== undefined, JSON.stringify(attribute.options));
    assert.equal(call(d, { method: 'DELETE', url: '/V1/products/attributes/:attributeCode/options/:optionId', service: `${P}ProductAttributeOptionManagementInterface::delete`, params: { attributeCode: 'zz_sel', optionId: one.value } }).status, 200);
    assert.deepEqual(options().filter((o) => o.value !== ''), broken ? [] : [two]);

    const category = bodyOf(call(d, { method: 'POST', url: '/V1/categories', service: `${P}CategoryRepositoryInterface::save`, body: { category: { name: 'zz-cat', parent_id: 2 } } }));
    const assign = (sku: string, position: number, method: 'POST' | 'PUT' = 'POST') => call(d, { method, url: '/V1/categories/:categoryId/products', service: `${P}CategoryLinkRepositoryInterface::save`, params: { categoryId: String(category.id) }, body: { productLink: { sku, position, category_id: String(category.id) } } });
    assign('zz-a', 5);
    assign('zz-b', 10);
    assert.equal(assign('zz-a', 0, 'PUT').status, 200);
    const held = call(d, { method: 'GET', url: '/V1/categories/:categoryId/products', service: `${P}CategoryLinkManagementInterface::getAssignedProducts`, params: { categoryId: String(category.id) } }).body as Array<{ sku: string; position: number }>;
    assert.equal(held.find((p) => p.sku === 'zz-b')?.position, broken ? 0 : 10);
  }
});

test('an update of the price alone keeps the stock item; stock-qty-reset-on-update empties it', () => {
  for (const [faults, want] of [[[], [7, true]], [[PRODUCT_BODY_FAULT.stockQtyResetOnUpdate], [null, false]]] as const) {
    const d = newDomain([...faults]);
    make(d, 'zz-q', { extension_attributes: { stock_item: { qty: 7, is_in_stock: true } } });
    const answer = bodyOf(save(d, 'zz-q', { price: 12 })) as { price: number; extension_attributes: { stock_item: Record<string, unknown> } };
    assert.deepEqual([answer.price, answer.extension_attributes.stock_item.qty, answer.extension_attributes.stock_item.is_in_stock], [12, ...want], faults.join() || 'clean');
    assert.deepEqual([read(d, 'zz-q').extension_attributes.stock_item.qty, read(d, 'zz-q').extension_attributes.stock_item.is_in_stock], [...want]);
  }
});

test('a save answers its stock item with its ids; stock-item-answer-ids-dropped leaves them out of the answer only', () => {
  for (const [faults, answered] of [[[], true], [[PRODUCT_BODY_FAULT.stockItemAnswerIdsDropped], false]] as const) {
    const d = newDomain([...faults]);
    const answer = bodyOf(make(d, 'zz-i', { extension_attributes: { stock_item: { qty: 4, is_in_stock: true } } })) as { id: number; extension_attributes: { stock_item: Record<string, unknown> } };
    assert.deepEqual([answer.extension_attributes.stock_item.product_id === answer.id, answer.extension_attributes.stock_item.qty], [answered, 4], faults.join() || 'clean');
    assert.equal(read(d, 'zz-i').extension_attributes.stock_item.product_id, answer.id);
  }
});

test('a special price of 0 is kept and answered as 0 (SpecialPriceStorageTest::testGetZeroValue); special-price-zero-dropped answers null', () => {
  for (const faults of [[], [PRODUCT_BODY_FAULT.specialPriceZeroDropped]]) {
    const d = newDomain(faults);
    call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'zz-zero', name: 'zz zero', attribute_set_id: 4, price: 10 } } });
    const row = { price: 0, store_id: 0, sku: 'zz-zero', price_from: '2026-12-05 00:00:00', price_to: '2027-01-10 00:00:00' };
    assert.deepEqual(call(d, { method: 'POST', url: '/V1/products/special-price', service: `${P}SpecialPriceStorageInterface::update`, body: { prices: [row] } }).body, []);
    const read = call(d, { method: 'POST', url: '/V1/products/special-price-information', service: `${P}SpecialPriceStorageInterface::get`, body: { skus: ['zz-zero'] } }).body as Array<Record<string, unknown>>;
    assert.equal(read[0]?.price, faults.length === 0 ? 0 : null, JSON.stringify(read));
  }
});
