// Routes of the real 2.4.7 the reference learned with their own behaviour: an attribute's is_filterable as an integer
// (2.4.7), an attribute option's update (2.4.1), the checkout agreements' searchCriteria list (2.3.0) and MSI's
// in-store pickup notification (2.4.0). What the real 2.4.7-p3 answered where a read could show it.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, GUEST, newDomain, P, SALES } from './domain-helpers.ts';

const FILTERABLE = `${P}ProductAttributeIsFilterableManagementInterface`;
const isFilterable = (d: Domain, attributeCode: string) => call(d, { method: 'GET', url: '/V1/products/attributes/:attributeCode/is-filterable', service: `${FILTERABLE}::get`, params: { attributeCode } });
const setFilterable = (d: Domain, attributeCode: string, level: string) => call(d, { method: 'PUT', url: '/V1/products/attributes/:attributeCode/is-filterable/:isFilterable', service: `${FILTERABLE}::set`, params: { attributeCode, isFilterable: level } });
const attribute = (d: Domain, attributeCode: string) => bodyOf(call(d, { method: 'GET', url: '/V1/products/attributes/:attributeCode', service: `${P}ProductAttributeRepositoryInterface::get`, params: { attributeCode } }));

test('is-filterable: the stored level as an integer, where the attribute answers a boolean', () => {
  const d = newDomain();
  // Real 2.4.7-p3: color 1, name 0, an unknown code the repository's 404.
  assert.deepEqual(isFilterable(d, 'color'), { status: 200, body: 1 });
  assert.deepEqual(isFilterable(d, 'name'), { status: 200, body: 0 });
  assert.deepEqual(isFilterable(d, 'nosuch_ccprobe'), { status: 404, body: { message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', parameters: ['nosuch_ccprobe'] } });
  assert.deepEqual(setFilterable(d, 'name', '2'), { status: 200, body: true });
  assert.deepEqual(isFilterable(d, 'name'), { status: 200, body: 2 });
  assert.equal(attribute(d, 'name').is_filterable, true);
  assert.equal(setFilterable(d, 'color', '0').body, true);
  assert.deepEqual([isFilterable(d, 'color').body, attribute(d, 'color').is_filterable], [0, false]);
  assert.equal(setFilterable(d, 'color', 'x').status, 400, 'the path\'s integer is checked first');
  // A save of the attribute's own boolean replaces the stored level.
  call(d, { method: 'PUT', url: '/V1/products/attributes/:attributeCode', service: `${P}ProductAttributeRepositoryInterface::save`, params: { attributeCode: 'name' }, body: { attribute: { attribute_id: attribute(d, 'name').attribute_id, attribute_code: 'name', is_filterable: false } } });
  assert.equal(isFilterable(d, 'name').body, 0);
});

test('an attribute option is updated in place; an option of another attribute, an empty or a taken label is refused', () => {
  const d = newDomain();
  const add = (label: string) => String(call(d, { method: 'POST', url: '/V1/products/attributes/:attributeCode/options', service: `${P}ProductAttributeOptionManagementInterface::add`, params: { attributeCode: 'color' }, body: { option: { label } } }).body);
  const update = (attributeCode: string, optionId: string, label: string) => call(d, { method: 'PUT', url: '/V1/products/attributes/:attributeCode/options/:optionId', service: `${P}ProductAttributeOptionUpdateInterface::update`, params: { attributeCode, optionId }, body: { option: { label, sort_order: 2 } } });
  const red = add('Red');
  const blue = add('Blue');
  assert.deepEqual(update('color', red, 'Crimson'), { status: 200, body: true });
  const options = call(d, { method: 'GET', url: '/V1/products/attributes/:attributeCode/options', service: `${P}ProductAttributeOptionManagementInterface::getItems`, params: { attributeCode: 'color' } }).body as Array<{ label: string; value: string }>;
  assert.deepEqual(options.filter((o) => o.value === red || o.value === blue).map((o) => o.label), ['Crimson', 'Blue']);
  assert.deepEqual(update('color', blue, 'crimson'), { status: 400, body: { message: "Admin store attribute option label '%1' is already exists.", parameters: ['crimson'] } });
  assert.deepEqual(update('color', blue, ' '), { status: 400, body: { message: 'The attribute option label is empty. Enter the value and try again.' } });
  assert.deepEqual(update('color', '987654321', 'Teal'), { status: 400, body: { message: "The '%1' attribute doesn't include an option id '%2'.", parameters: ['color', 987654321] } });
  assert.deepEqual(update('name', red, 'Teal'), { status: 400, body: { message: 'The "%1" attribute doesn\'t work with options.', parameters: ['name'] } });
  assert.equal(update('nosuch_ccprobe', red, 'Teal').status, 404);
});

test('the checkout agreements list takes searchCriteria: required, applied to the (empty) agreements, unknown columns an SQL error', () => {
  const d = newDomain();
  const list = (query: string | undefined) => call(d, { method: 'GET', url: '/V1/carts/licence/list', service: 'Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList', ...(query === undefined ? {} : { query }) });
  // Real 2.4.7-p3: 400 without searchCriteria, [] with it, 500 for a filter or sort on a name that is no column.
  assert.deepEqual(list(undefined), { status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } } });
  assert.deepEqual(list('searchCriteria'), { status: 200, body: [] });
  assert.deepEqual(list('searchCriteria[filterGroups][0][filters][0][field]=agreement_id&searchCriteria[filterGroups][0][filters][0][value]=1&searchCriteria[pageSize]=2'), { status: 200, body: [] });
  assert.equal(list('searchCriteria[filterGroups][0][filters][0][field]=ccprobe_nofield&searchCriteria[filterGroups][0][filters][0][value]=1').status, 500);
  assert.equal(list('searchCriteria[sortOrders][0][field]=ccprobe_nofield&searchCriteria[sortOrders][0][direction]=ASC').status, 500);
});

/** A guest's order of one mug, as the storefront places it (flat rate, check / money order): new, not shipped. */
function placeOrder(d: Domain): number {
  const Q = 'Magento\\Quote\\Api\\';
  const CK = 'Magento\\Checkout\\Api\\';
  const cartId = String(call(d, { method: 'POST', url: '/V1/guest-carts', service: `${Q}GuestCartManagementInterface::createEmptyCart`, identity: GUEST }).body);
  call(d, { method: 'POST', url: '/V1/guest-carts/:cartId/items', service: `${Q}GuestCartItemRepositoryInterface::save`, identity: GUEST, params: { cartId }, body: { cartItem: { sku: 'ref-mug', qty: 1, quote_id: cartId } } });
  const address = { region: 'Texas', region_id: 57, region_code: 'TX', country_id: 'US', street: ['1 Test St'], postcode: '78701', city: 'Austin', firstname: 'Gus', lastname: 'Guest', email: 'gus@example.com', telephone: '5550000000' };
  call(d, { method: 'POST', url: '/V1/guest-carts/:cartId/shipping-information', service: `${CK}GuestShippingInformationManagementInterface::saveAddressInformation`, identity: GUEST, params: { cartId }, body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } } });
  const placed = call(d, { method: 'POST', url: '/V1/guest-carts/:cartId/payment-information', service: `${CK}GuestPaymentInformationManagementInterface::savePaymentInformationAndPlaceOrder`, identity: GUEST, params: { cartId }, body: { email: 'gus@example.com', paymentMethod: { method: 'checkmo' }, billingAddress: address } });
  assert.equal(placed.status, 200);
  return Number(placed.body);
}

test('notify-orders-are-ready-for-pickup: an order that can ship is shipped and commented; one that cannot fails; an unknown id is the order\'s 404', () => {
  const d = newDomain();
  const notify = (orderIds: unknown[]) => call(d, { method: 'POST', url: '/V1/order/notify-orders-are-ready-for-pickup', service: 'Magento\\InventoryInStorePickupSalesApi\\Api\\NotifyOrdersAreReadyForPickupInterface::execute', body: { orderIds } });
  const orderId = placeOrder(d);
  assert.deepEqual(notify([orderId]), { status: 200, body: { successful: true, errors: [] } });
  const order = bodyOf(call(d, { method: 'GET', url: '/V1/orders/:id', service: `${SALES}OrderRepositoryInterface::get`, params: { id: String(orderId) } }));
  assert.equal(order.state, 'processing', 'shipped, not invoiced');
  const comments = order.status_histories as Array<{ comment: string; is_customer_notified: number }>;
  assert.match(comments[0]?.comment ?? '', /^Order notified for pickup at: /);
  const shipments = bodyOf(call(d, { method: 'GET', url: '/V1/shipments', service: `${SALES}ShipmentRepositoryInterface::getList`, query: `searchCriteria[filterGroups][0][filters][0][field]=order_id&searchCriteria[filterGroups][0][filters][0][value]=${orderId}` }));
  assert.equal(shipments.total_count, 1);
  // Shipped whole now (and the seeded order 1 before): nothing left to ship, so not ready.
  assert.deepEqual(notify([orderId, 1]), { status: 200, body: { successful: false, errors: ['The order is not ready for pickup', 'The order is not ready for pickup'] } });
  assert.deepEqual(notify([987654321]), { status: 404, body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." } });
  assert.equal(notify(['x']).status, 400, 'the published integer items are checked first');
});
