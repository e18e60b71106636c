// What an order does to stock, as the reference plays it (lib/domain/inventory/order-deductions.ts, salable.ts) after
// the real 2.4.7-p3's sequence (tests/corpus/real-2.4.7-p3/order-stock.json): an order lowers the salable quantity,
// not the source; a cancellation gives it back; a refund of what was never shipped gives it back when returned to
// stock (the source stays) and not otherwise (the source loses it); a shipment deducts the source and leaves the
// salable quantity; the legacy stock item reads the default source's quantity and the legacy stock status the salable
// one. The faults return-to-stock-ignored and salable-ignores-reservations each break one of these.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, P, Q, SALES } from './domain-helpers.ts';

const SALES_API = 'Magento\\InventorySalesApi\\Api\\';
const CK = 'Magento\\Checkout\\Api\\';
const CI = 'Magento\\CatalogInventory\\Api\\';
const SKU = 'stk29-ref';

const salable = (domain: Domain): unknown => call(domain, { method: 'GET', url: '/V1/inventory/get-product-salable-quantity/:sku/:stockId', service: `${SALES_API}GetProductSalableQtyInterface::execute`, params: { sku: SKU, stockId: '1' } }).body;
const legacyItem = (domain: Domain): Record<string, unknown> => bodyOf(call(domain, { method: 'GET', url: '/V1/stockItems/:productSku', service: `${CI}StockRegistryInterface::getStockItemBySku`, params: { productSku: SKU } }));
const legacyStatus = (domain: Domain): Record<string, unknown> => bodyOf(call(domain, { method: 'GET', url: '/V1/stockStatuses/:productSku', service: `${CI}StockRegistryInterface::getStockStatusBySku`, params: { productSku: SKU } }));
const F = 'searchCriteria[filter_groups][0][filters][0]';
const sourceQty = (domain: Domain): number => {
  const list = bodyOf(call(domain, { method: 'GET', url: '/V1/inventory/source-items', service: 'Magento\\InventoryApi\\Api\\SourceItemRepositoryInterface::getList', query: `${F}[field]=sku&${F}[value]=${SKU}` }));
  return Number((list.items as Array<Record<string, unknown>>).find((item) => item.source_code === 'default')?.quantity);
};

/** The picture the real installation showed after each step: salable, default source, stockItems.qty, stockStatuses.qty. */
function picture(domain: Domain): { salable: unknown; source: number; stockItem: unknown; stockStatus: unknown } {
  return { salable: salable(domain), source: sourceQty(domain), stockItem: legacyItem(domain).qty, stockStatus: legacyStatus(domain).qty };
}

function newProduct(domain: Domain): void {
  const made = call(domain, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: SKU, name: SKU, attribute_set_id: 4, price: 10, status: 1, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } } } } });
  assert.equal(made.status, 200, JSON.stringify(made.body));
}

/** An order of qty × SKU placed from a new admin cart: its id and its item's id. */
function placeOrder(domain: Domain, qty: number): { orderId: string; itemId: number } {
  const cartId = String(call(domain, { method: 'POST', url: '/V1/carts/', service: `${Q}CartManagementInterface::createEmptyCart` }).body);
  call(domain, { method: 'POST', url: '/V1/carts/:quoteId/items', service: `${Q}CartItemRepositoryInterface::save`, params: { quoteId: cartId }, body: { cartItem: { sku: SKU, qty, quote_id: cartId } } });
  const address = { country_id: 'US', street: ['1 Test St'], postcode: '78701', city: 'Austin', firstname: 'Ann', lastname: 'Admin', telephone: '5550000000', email: 'ann@example.com' };
  call(domain, { method: 'POST', url: '/V1/carts/:cartId/shipping-information', service: `${CK}ShippingInformationManagementInterface::saveAddressInformation`, params: { cartId }, body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } } });
  const placed = call(domain, { method: 'PUT', url: '/V1/carts/:cartId/order', service: `${Q}CartManagementInterface::placeOrder`, params: { cartId }, body: { paymentMethod: { method: 'checkmo' } } });
  assert.equal(placed.status, 200, JSON.stringify(placed.body));
  const orderId = String(placed.body);
  const order = bodyOf(call(domain, { method: 'GET', url: '/V1/orders/:id', service: `${SALES}OrderRepositoryInterface::get`, params: { id: orderId } }));
  const item = (order.items as Array<Record<string, unknown>>)[0];
  return { orderId, itemId: Number(item?.item_id) };
}

const invoice = (domain: Domain, orderId: string) => call(domain, { method: 'POST', url: '/V1/order/:orderId/invoice', service: `${SALES}InvoiceOrderInterface::execute`, params: { orderId }, body: { capture: false, notify: false } });
const ship = (domain: Domain, orderId: string) => call(domain, { method: 'POST', url: '/V1/order/:orderId/ship', service: `${SALES}ShipOrderInterface::execute`, params: { orderId }, body: { notify: false } });
const cancel = (domain: Domain, orderId: string) => call(domain, { method: 'POST', url: '/V1/orders/:id/cancel', service: `${SALES}OrderManagementInterface::cancel`, params: { id: orderId } });
function refund(domain: Domain, orderId: string, itemId: number, returned: boolean) {
  const args = { shipping_amount: 0, ...(returned ? { extension_attributes: { return_to_stock_items: [itemId] } } : {}) };
  const res = call(domain, { method: 'POST', url: '/V1/order/:orderId/refund', service: `${SALES}RefundOrderInterface::execute`, params: { orderId }, body: { items: [{ order_item_id: itemId, qty: 1 }], notify: false, arguments: args } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

interface Step {
  step: string;
  salable: number;
  source: number;
  stockItemQty: number;
  stockStatusQty: number;
}
const REAL = JSON.parse(readFileSync(new URL('../../tests/corpus/real-2.4.7-p3/order-stock.json', import.meta.url), 'utf8')) as { steps: Step[] };
const expected = (step: string) => {
  const row = REAL.steps.find((s) => s.step === step);
  if (row === undefined) throw new Error(`order-stock.json has no step ${step}`);
  return { salable: row.salable, source: row.source, stockItem: row.stockItemQty, stockStatus: row.stockStatusQty };
};

/** The real installation's sequence, step by step, each picture compared with the one it read. */
function realSequence(domain: Domain): void {
  newProduct(domain);
  assert.deepEqual(picture(domain), expected('created'));
  const first = placeOrder(domain, 2);
  assert.deepEqual(picture(domain), expected('ordered 2'));
  assert.equal(cancel(domain, first.orderId).body, true);
  assert.deepEqual(picture(domain), expected('cancelled'));
  const second = placeOrder(domain, 3);
  assert.deepEqual(picture(domain), expected('ordered 3'));
  invoice(domain, second.orderId);
  refund(domain, second.orderId, second.itemId, false);
  assert.deepEqual(picture(domain), expected('refunded 1 unshipped, not returned'));
  refund(domain, second.orderId, second.itemId, true);
  assert.deepEqual(picture(domain), expected('refunded 1 unshipped, returned'));
  const third = placeOrder(domain, 2);
  invoice(domain, third.orderId);
  ship(domain, third.orderId);
  assert.deepEqual(picture(domain), expected('ordered 2, invoiced, shipped'));
  refund(domain, third.orderId, third.itemId, true);
  assert.deepEqual(picture(domain), expected('refunded 1 shipped, returned'));
  refund(domain, third.orderId, third.itemId, false);
  assert.deepEqual(picture(domain), expected('refunded 1 shipped, not returned'));
  refund(domain, second.orderId, second.itemId, true);
  assert.deepEqual(picture(domain), expected('refunded the last unshipped, returned'));
}

test('the real 2.4.7-p3 sequence: order, cancel, refunds with and without return_to_stock_items, shipment', () => {
  realSequence(newDomain());
});

test('return-to-stock-ignored: a refund with return_to_stock_items gives nothing back', () => {
  const domain = newDomain(['return-to-stock-ignored']);
  newProduct(domain);
  const order = placeOrder(domain, 3);
  invoice(domain, order.orderId);
  refund(domain, order.orderId, order.itemId, true);
  assert.equal(salable(domain), 97, 'the returned item left the source as if not returned');
  assert.equal(sourceQty(domain), 99);
});

test('salable-ignores-reservations: the salable quantity is the source\'s, the legacy status with it', () => {
  const domain = newDomain(['salable-ignores-reservations']);
  newProduct(domain);
  placeOrder(domain, 2);
  assert.equal(salable(domain), 100);
  assert.equal(legacyStatus(domain).qty, 100);
});

/** The SKU's reservations, as the salable quantity shows them: salable - sources (the threshold is 0). */
const reservations = (domain: Domain): number => Number(salable(domain)) - sourceQty(domain);

interface DocumentOrder { order: number; qty: { shipped: number; refunded: number }; reservations: Array<[string, number]> }
const DOCUMENTS = JSON.parse(readFileSync(new URL('../../tests/corpus/real-2.4.7-p3/document-reservations.json', import.meta.url), 'utf8')) as { orders: DocumentOrder[]; probe: { after: { defaultSourceQuantity: number; salable: number } } };
const sumOf = (order: number): number => {
  const row = DOCUMENTS.orders.find((o) => o.order === order);
  if (row === undefined) throw new Error(`document-reservations.json has no order ${order}`);
  return row.reservations.reduce((sum, [, q]) => sum + q, 0);
};
const orderItem = (domain: Domain, orderId: string): Record<string, unknown> => (bodyOf(call(domain, { method: 'GET', url: '/V1/orders/:id', service: `${SALES}OrderRepositoryInterface::get`, params: { id: orderId } })).items as Array<Record<string, unknown>>)[0] ?? {};

test('documents saved through their repositories: the order\'s quantities stay, MSI\'s reservation is appended (document-reservations.json)', () => {
  const domain = newDomain();
  newProduct(domain);
  const shipped = placeOrder(domain, 1);
  invoice(domain, shipped.orderId);
  const shipment = call(domain, { method: 'POST', url: '/V1/shipment/', service: `${SALES}ShipmentRepositoryInterface::save`, body: { entity: { order_id: Number(shipped.orderId), items: [{ order_item_id: shipped.itemId, qty: 1, sku: SKU }] } } });
  assert.equal(shipment.status, 200, JSON.stringify(shipment.body));
  assert.equal(Number(orderItem(domain, shipped.orderId).qty_shipped), 0, 'the repository moves no order quantity');
  assert.equal(reservations(domain), sumOf(401), 'order 401: placed -1, shipment_created +1');
  assert.deepEqual({ source: sourceQty(domain), salable: salable(domain) }, { source: DOCUMENTS.probe.after.defaultSourceQuantity, salable: DOCUMENTS.probe.after.salable }, 'the probe: MSI deducted the source all the same');
  const refunded = placeOrder(domain, 1);
  invoice(domain, refunded.orderId);
  const memo = call(domain, { method: 'POST', url: '/V1/creditmemo', service: `${SALES}CreditmemoRepositoryInterface::save`, body: { entity: { order_id: Number(refunded.orderId), items: [{ order_item_id: refunded.itemId, qty: 1, sku: SKU }] } } });
  assert.equal(memo.status, 200, JSON.stringify(memo.body));
  assert.equal(Number(orderItem(domain, refunded.orderId).qty_refunded), 0, 'the repository refunds nothing');
  assert.equal(reservations(domain), sumOf(401) + sumOf(392), 'order 392: placed -1, creditmemo_created +1');
  const both = placeOrder(domain, 1);
  invoice(domain, both.orderId);
  ship(domain, both.orderId);
  refund(domain, both.orderId, both.itemId, false);
  assert.equal(reservations(domain), sumOf(401) + sumOf(392) + sumOf(387), 'order 387: shipped then refunded, compensated once');
  assert.equal(reservations(domain), 0);
});

test('a unit refunded before it is shipped, then shipped, is compensated twice: +1 for good (docs/real-platform.md, order 135)', () => {
  const domain = newDomain();
  newProduct(domain);
  const order = placeOrder(domain, 3);
  invoice(domain, order.orderId);
  const two = call(domain, { method: 'POST', url: '/V1/order/:orderId/ship', service: `${SALES}ShipOrderInterface::execute`, params: { orderId: order.orderId }, body: { items: [{ order_item_id: order.itemId, qty: 2 }], notify: false } });
  assert.equal(two.status, 200, JSON.stringify(two.body));
  refund(domain, order.orderId, order.itemId, false);
  ship(domain, order.orderId);
  assert.equal(Number(orderItem(domain, order.orderId).qty_shipped), 3);
  // -3 placed, +2 shipped, +1 refunded (creditmemo_created), +1 shipped (shipment_created): the real rows of order 135.
  assert.equal(reservations(domain), 1);
});

test('a shipment saved through its repository keeps its tracks, comments and label: read back, the label base64-encoded (ShipmentCreateTest, ShipmentLabelGetTest)', () => {
  const domain = newDomain();
  newProduct(domain);
  const order = placeOrder(domain, 2);
  const save = (entity: Record<string, unknown>) => call(domain, { method: 'POST', url: '/V1/shipment/', service: `${SALES}ShipmentRepositoryInterface::save`, body: { entity: { order_id: Number(order.orderId), items: [{ order_item_id: order.itemId, qty: 1, sku: SKU, entity_id: null }], shipping_label: null, ...entity } } });
  const first = save({ tracks: [{ carrier_code: 'UPS', order_id: Number(order.orderId), title: 'ground', track_number: 'ref-12345678', description: null }], comments: [{ comment: 'Shipment-related comment.', is_customer_notified: null, is_visible_on_front: null, parent_id: null }] });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const firstId = String(bodyOf(first).entity_id);
  const read = (id: string) => bodyOf(call(domain, { method: 'GET', url: '/V1/shipment/:id', service: `${SALES}ShipmentRepositoryInterface::get`, params: { id } }));
  const label = (id: string) => call(domain, { method: 'GET', url: '/V1/shipment/:id/label', service: `${SALES}ShipmentManagementInterface::getLabel`, params: { id } }).body;
  const shown = read(firstId);
  const tracks = shown.tracks as Array<Record<string, unknown>>;
  const comments = shown.comments as Array<Record<string, unknown>>;
  assert.deepEqual(tracks.map((t) => [t.carrier_code, t.title, t.track_number, t.order_id, t.parent_id]), [['UPS', 'ground', 'ref-12345678', Number(order.orderId), Number(firstId)]]);
  assert.deepEqual(comments.map((c) => [c.comment, c.parent_id]), [['Shipment-related comment.', Number(firstId)]]);
  assert.equal(shown.shipping_label, undefined, 'no label: none read');
  assert.equal(label(firstId), '', 'no label: ""');
  const second = save({ shipping_label: 'ref shipping label', tracks: [], comments: [] });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const secondId = String(bodyOf(second).entity_id);
  assert.equal(label(secondId), Buffer.from('ref shipping label').toString('base64'));
  assert.equal(read(secondId).shipping_label, Buffer.from('ref shipping label').toString('base64'), 'the repository\'s get answers it base64-encoded too');
  assert.equal(reservations(domain), 0, 'placed -2, two shipments +1 each');
});
