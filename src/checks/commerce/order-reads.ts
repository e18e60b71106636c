// commerce.order-reads: the reads of a guest order of the run's own, each compared with what the run knows of it. The
// order read by id is a guest's (customer_is_guest 1) with an increment_id, and the list filtered by that increment_id
// finds exactly it; its one shipping assignment holds the shipping address the checkout sent (the same address as the
// billing one, address_type shipping, the guest's e-mail) and the flat rate; the extension attributes say the order
// is not being converted from a quote (converting_from_quote false, in the read and in the list: absent is accepted
// before 2.4.7, whose releases do not send it) and carry the payment's additional information; its item read through
// GET /V1/orders/items/:id is the order's line as the order reads it. The order stays (orders cannot be deleted).

import { pass, type HttpExchange, type ScenarioCheck } from '../types.ts';
import { within } from '../../contracts/release-span.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { placeGuestOrder, SHIPPING_METHOD } from './setup.ts';

/** The fields of an order item its own read must answer as the order's read does (OrderItemGetTest). */
const ITEM_FIELDS = ['item_id', 'order_id', 'product_id', 'product_type', 'sku', 'base_price', 'row_total'] as const;
/** The shipping address's fields compared with the billing address the checkout sent alike. */
const ADDRESS_FIELDS = ['city', 'postcode', 'region', 'region_code', 'country_id', 'firstname', 'lastname', 'telephone', 'street'] as const;

const same = (a: unknown, b: unknown): boolean => (typeof a === 'number' || typeof b === 'number' ? Number(a) === Number(b) : JSON.stringify(a) === JSON.stringify(b));

/** converting_from_quote and payment_additional_info of an order as `where` answers it. */
function judgeExtension(flow: Flow, where: string, extension: Record<string, unknown>, exchange: HttpExchange, before247: boolean): void {
  const converting = extension.converting_from_quote;
  flow.expect(converting === false || (before247 && converting === undefined), `${where}: the placed order's extension_attributes.converting_from_quote is not false`, before247 ? 'false (or absent: releases before 2.4.7 do not send it)' : 'false', converting, exchange);
  const info = Array.isArray(extension.payment_additional_info) ? extension.payment_additional_info.filter(isRecord) : [];
  flow.expect(info.length > 0 && info.every((entry) => typeof entry.key === 'string'), `${where}: the placed order's extension_attributes.payment_additional_info is empty`, 'at least one { key, value }', extension.payment_additional_info, exchange);
}

async function reads(flow: Flow): Promise<string> {
  const order = await placeGuestOrder(flow);
  const id = order.orderId;
  const before247 = !within(flow.ctx.target.releaseSpan, { lo: { release: '2.4.7', inclusive: true }, hi: null });
  const read = await flow.read('admin', `/V1/orders/${id}`, 'GET /V1/orders/:id');
  const json = recordOf(read.json);
  // A guest's order, with its increment_id (OrderGetTest::testOrderGet).
  flow.expect(Number(json.customer_is_guest) === 1, `order ${id} placed by a guest does not read as a guest's`, 'customer_is_guest 1', json.customer_is_guest, read);
  const incrementId = typeof json.increment_id === 'string' && json.increment_id !== '' ? json.increment_id : null;
  flow.expect(incrementId !== null, `order ${id} reads without an increment_id`, 'a non-empty increment_id', json.increment_id, read);
  // The shipping assignment: the address the checkout sent (billing and shipping alike), and the flat rate.
  const extension = recordOf(json.extension_attributes);
  const assignments = Array.isArray(extension.shipping_assignments) ? extension.shipping_assignments.filter(isRecord) : [];
  flow.expect(assignments.length === 1, `order ${id} does not read with its one shipping assignment`, '1 extension_attributes.shipping_assignments entry', assignments.length, read);
  const shipping = recordOf(assignments[0]?.shipping);
  const address = recordOf(shipping.address);
  const billing = recordOf(json.billing_address);
  const differ = ADDRESS_FIELDS.filter((field) => !same(address[field], billing[field]));
  flow.expect(address.address_type === 'shipping' && address.email === order.email && idText(address.parent_id) === id && differ.length === 0, `order ${id}'s shipping assignment does not hold the shipping address the checkout sent`, `address_type shipping, email ${order.email}, parent_id ${id}, ${ADDRESS_FIELDS.join(', ')} as sent (the billing address's)`, { address_type: address.address_type, email: address.email, parent_id: address.parent_id, differ: Object.fromEntries(differ.map((f) => [f, [address[f], billing[f]]])) }, read);
  flow.expect(shipping.method === SHIPPING_METHOD, `order ${id}'s shipping assignment does not name the flat rate`, SHIPPING_METHOD, shipping.method, read);
  judgeExtension(flow, 'GET /V1/orders/:id', extension, read, before247);
  // The list filtered by the increment_id finds exactly the order, with the same extension attributes.
  const list = await flow.send('admin', 'GET', '/V1/orders', { query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'increment_id', 'searchCriteria[filter_groups][0][filters][0][value]': incrementId ?? '', 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq' }, judge: 'GET /V1/orders' });
  const items = Array.isArray(recordOf(list.json).items) ? (recordOf(list.json).items as unknown[]).map(recordOf) : [];
  flow.expect(items.length === 1 && idText(items[0]?.entity_id) === id, `GET /V1/orders filtered by increment_id ${incrementId ?? ''} does not find exactly order ${id}`, `one item, entity_id ${id}`, items.map((o) => o.entity_id), list);
  judgeExtension(flow, 'GET /V1/orders', recordOf(items[0]?.extension_attributes), list, before247);
  // The order's line read on its own (OrderItemGetTest::testGet).
  const line = recordOf(Array.isArray(json.items) ? json.items[0] : undefined);
  const itemRead = await flow.read('admin', `/V1/orders/items/${order.itemId}`, 'GET /V1/orders/items/:id');
  const item = recordOf(itemRead.json);
  const missing = ITEM_FIELDS.filter((field) => line[field] === undefined || line[field] === null);
  flow.expect(missing.length === 0, `order ${id}'s line reads without ${missing.join(', ')}`, ITEM_FIELDS.join(', '), line, read);
  const wrong = ITEM_FIELDS.filter((field) => !same(item[field], line[field]));
  flow.expect(wrong.length === 0, `GET /V1/orders/items/:id does not answer order ${id}'s line as the order reads it`, ITEM_FIELDS.map((f) => `${f} ${JSON.stringify(line[f])}`).join(', '), Object.fromEntries(wrong.map((f) => [f, item[f]])), itemRead);
  return `order ${id} (${incrementId ?? ''}): a guest's, found by its increment_id, its shipping assignment holding the address sent and ${SHIPPING_METHOD}, converting_from_quote ${String(extension.converting_from_quote)} and ${Array.isArray(extension.payment_additional_info) ? extension.payment_additional_info.length : 0} payment_additional_info entries in the read and the list, item ${order.itemId} read as the order's line`;
}

export const commerceOrderReads: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.order-reads',
  family: 'commerce',
  rule: 'A guest order of the run\'s own reads as it was placed: a guest\'s (customer_is_guest 1) with an increment_id the list finds it by; its one shipping assignment holds the shipping address the checkout sent (address_type shipping, the guest\'s e-mail) and the flat rate; converting_from_quote false (absent before 2.4.7) and payment_additional_info not empty, in the read and in the list; its item read on its own is the order\'s line (ids, product, type, SKU, base price, row total).',
  source: 'seed 001 Sales (OrderRepositoryInterface::get, getList; OrderItemRepositoryInterface::get); Magento 2.4.7-p3 api-functional OrderGetTest, OrderListTest, OrderItemGetTest; real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answers (docs/real-platform.md)',
  scenarios: [commerceScenario('order reads (sync)', 'GET /V1/orders/:id')],
  run: commerceRun(async (flow) => pass(await reads(flow))),
};
