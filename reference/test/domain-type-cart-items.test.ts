// The cart lines a product option chooses, as the reference plays them (lib/domain/quote/composite-items.ts, carts.ts)
// after the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (probed by hand 2026-12-03): a downloadable whose links are
// purchased separately answers the links chosen, priced with them, and refuses ids it has no link of; an update with
// a product option replaces the line (a new item_id) with the new choice, one without keeps it; the order item keeps
// the choice. Faults downloadable-cart-links-unchecked, cart-item-options-not-updated and order-item-options-dropped
// break each.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, P, Q, SALES } from './domain-helpers.ts';

type Row = Record<string, unknown>;

const save = (domain: Domain, product: Row): Row => {
  const res = call(domain, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { attribute_set_id: 4, status: 1, visibility: 4, weight: 1, ...product, extension_attributes: { website_ids: [1], ...(product.extension_attributes as Row | undefined) } } } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return bodyOf(res);
};
const cart = (domain: Domain): string => String(call(domain, { method: 'POST', url: '/V1/carts/', service: `${Q}CartManagementInterface::createEmptyCart` }).body);
const add = (domain: Domain, cartId: string, item: Row) => call(domain, { method: 'POST', url: '/V1/carts/:quoteId/items', service: `${Q}CartItemRepositoryInterface::save`, params: { quoteId: cartId }, body: { cartItem: { ...item, quote_id: cartId } } });
const update = (domain: Domain, cartId: string, itemId: unknown, item: Row) => call(domain, { method: 'PUT', url: '/V1/carts/:cartId/items/:itemId', service: `${Q}CartItemRepositoryInterface::save`, params: { cartId, itemId: String(itemId) }, body: { cartItem: { ...item, quote_id: cartId, item_id: itemId } } });
const list = (domain: Domain, cartId: string): Row[] => call(domain, { method: 'GET', url: '/V1/carts/:cartId/items', service: `${Q}CartItemRepositoryInterface::getList`, params: { cartId } }).body as Row[];
const links = (ids: unknown[]): Row => ({ extension_attributes: { downloadable_option: { downloadable_links: ids } } });

/** A downloadable (price 5) with two links by URL (2 and 3), purchased separately: its sku and link ids. */
function downloadable(domain: Domain): { sku: string; ids: number[] } {
  const made = save(domain, {
    sku: 'tci-dl', name: 'tci-dl', price: 5, type_id: 'downloadable',
    custom_attributes: [{ attribute_code: 'links_purchased_separately', value: '1' }],
    extension_attributes: { stock_item: { qty: 100, is_in_stock: true }, downloadable_product_links: [2, 3].map((price, i) => ({ title: `l${i}`, sort_order: i, is_shareable: 0, price, number_of_downloads: 1, link_type: 'url', link_url: `https://localhost/l${i}.zip`, sample_type: 'url', sample_url: `https://localhost/s${i}.zip` })) },
  });
  return { sku: 'tci-dl', ids: ((made.extension_attributes as Row).downloadable_product_links as Row[]).map((l) => Number(l.id)) };
}

test('a downloadable line answers its links and price, refuses a link it does not have, and is replaced by an update with another link', () => {
  const domain = newDomain();
  const { sku, ids } = downloadable(domain);
  const [a, b] = ids as [number, number];
  const cartId = cart(domain);
  const added = bodyOf(add(domain, cartId, { sku, qty: 1, product_option: links([a]) }));
  assert.deepEqual(added, { item_id: added.item_id, sku, qty: 1, name: sku, price: 7, product_type: 'downloadable', quote_id: cartId, product_option: links([a]) });
  for (const refused of [add(domain, cartId, { sku, qty: 1, product_option: links([9999]) }), add(domain, cartId, { sku, qty: 1 }), update(domain, cartId, added.item_id, { sku, qty: 2, product_option: links([9999]) })]) {
    assert.equal(refused.status, 400);
    assert.equal((refused.body as Row).message, 'Please specify product link(s).');
  }
  const updated = bodyOf(update(domain, cartId, added.item_id, { sku, qty: 2, product_option: links([b]) }));
  assert.notEqual(updated.item_id, added.item_id, 'the line is replaced');
  assert.deepEqual({ ...updated, item_id: 0 }, { item_id: 0, sku, qty: 2, name: sku, price: 8, product_type: 'downloadable', quote_id: cartId, product_option: links([b]) });
  const kept = bodyOf(update(domain, cartId, updated.item_id, { sku, qty: 3 }));
  assert.deepEqual(kept, { ...updated, qty: 3 });
  assert.deepEqual(list(domain, cartId), [kept]);
});

test('fault downloadable-cart-links-unchecked takes a link the product does not have', () => {
  const domain = newDomain(['downloadable-cart-links-unchecked']);
  const { sku } = downloadable(domain);
  const cartId = cart(domain);
  const res = add(domain, cartId, { sku, qty: 1, product_option: links([9999]) });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(bodyOf(res).product_option, links([9999]));
});

/** A dynamic bundle whose one option holds two children (10 and 11): its sku, option id and selection ids. */
function bundle(domain: Domain): { option: number; selections: number[] } {
  for (const [i, price] of [10, 11].entries()) save(domain, { sku: `tci-k${i}`, name: `tci-k${i}`, price, type_id: 'simple', extension_attributes: { stock_item: { qty: 100, is_in_stock: true } } });
  const made = save(domain, { sku: 'tci-bu', name: 'tci-bu', price: 0, type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '0' }], extension_attributes: { bundle_product_options: [{ title: 'o', type: 'select', required: true, position: 1, product_links: [0, 1].map((i) => ({ sku: `tci-k${i}`, qty: 1, position: i, is_default: i === 0, price: 0, price_type: 0, can_change_quantity: 0 })) }] } });
  const option = ((made.extension_attributes as Row).bundle_product_options as Row[])[0] ?? {};
  return { option: Number(option.option_id), selections: (option.product_links as Row[]).map((l) => Number(l.id)) };
}
const selection = (option: number, id: number): Row => ({ extension_attributes: { bundle_options: [{ option_id: option, option_qty: 1, option_selections: [id] }] } });

test('an update of a bundle line with another selection answers that selection\'s child; fault cart-item-options-not-updated keeps the old', () => {
  for (const faults of [[], ['cart-item-options-not-updated']]) {
    const domain = newDomain(faults);
    const { option, selections } = bundle(domain);
    const [a, b] = selections as [number, number];
    const cartId = cart(domain);
    const added = bodyOf(add(domain, cartId, { sku: 'tci-bu', qty: 1, product_option: selection(option, a) }));
    assert.equal(added.sku, 'tci-bu-tci-k0');
    const updated = bodyOf(update(domain, cartId, added.item_id, { sku: 'tci-bu', qty: 2, product_option: selection(option, b) }));
    if (faults.length === 0) assert.deepEqual({ sku: updated.sku, qty: updated.qty, price: updated.price, product_option: updated.product_option }, { sku: 'tci-bu-tci-k1', qty: 2, price: 11, product_option: selection(option, b) });
    else assert.deepEqual({ sku: updated.sku, qty: updated.qty, item_id: updated.item_id }, { sku: 'tci-bu-tci-k0', qty: 2, item_id: added.item_id });
    assert.equal(list(domain, cartId).length, 1);
  }
});

test('the order item of a downloadable line answers the links ordered; fault order-item-options-dropped leaves them behind', () => {
  for (const faults of [[], ['order-item-options-dropped']]) {
    const domain = newDomain(faults);
    const { sku, ids } = downloadable(domain);
    const cartId = cart(domain);
    assert.equal(add(domain, cartId, { sku, qty: 1, product_option: links([ids[1]]) }).status, 200);
    const address = { country_id: 'US', street: ['1 Test St'], postcode: '78701', city: 'Austin', firstname: 'Ann', lastname: 'Admin', telephone: '5550000000', email: 'ann@example.com' };
    call(domain, { method: 'POST', url: '/V1/carts/:cartId/billing-address', service: `${Q}BillingAddressManagementInterface::assign`, params: { cartId }, body: { address } });
    const placed = call(domain, { method: 'PUT', url: '/V1/carts/:cartId/order', service: `${Q}CartManagementInterface::placeOrder`, params: { cartId }, body: { paymentMethod: { method: 'checkmo' } } });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const order = bodyOf(call(domain, { method: 'GET', url: '/V1/orders/:id', service: `${SALES}OrderRepositoryInterface::get`, params: { id: String(placed.body) } }));
    const item = (order.items as Row[])[0] ?? {};
    const read = bodyOf(call(domain, { method: 'GET', url: '/V1/orders/items/:id', service: `${SALES}OrderItemRepositoryInterface::get`, params: { id: String(item.item_id) } }));
    assert.deepEqual(read.product_option, faults.length === 0 ? links([ids[1]]) : undefined);
  }
});
