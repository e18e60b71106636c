// A PUT naming, in its URL, an id no entity has: the answers the real 2.4.7-p3 and 2.4.6-p1 gave (2026-12-02, the same
// on both), the refusals with their parameters as typed, and the PUTs the platform takes for a save of something else
// (a new bundle option, an attribute set answered unsaved, an order address of no row, a credit memo never cancelled).
// The fault not-found-parameters-lost drops the parameters of such a 404 too.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain } from './domain-helpers.ts';

const UNKNOWN = '2100000000';
const CAT = 'Magento\\Catalog\\Api\\';
const NO_SUCH = 'No such entity with %fieldName = %fieldValue';
const put = (d: Domain, url: string, service: string, params: Record<string, string>, body: unknown) => call(d, { method: 'PUT', url, service, params, body });

test('CMS: the read\'s not-found, the id as a number (a block\'s too, which its read answers as text)', () => {
  const d = newDomain();
  assert.deepEqual(put(d, '/V1/cmsPage/:id', 'Magento\\Cms\\Api\\PageRepositoryInterface::save', { id: UNKNOWN }, { page: { identifier: 'zz-page', title: 'zz' } }), { status: 404, body: { message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: [2100000000] } });
  assert.deepEqual(put(d, '/V1/cmsBlock/:id', 'Magento\\Cms\\Api\\BlockRepositoryInterface::save', { id: UNKNOWN }, { block: { identifier: 'zz-block', title: 'zz' } }), { status: 404, body: { message: 'The CMS block with the "%1" ID doesn\'t exist.', parameters: [2100000000] } });
  assert.equal(bodyOf(call(d, { method: 'GET', url: '/V1/cmsBlock/search', service: 'Magento\\Cms\\Api\\BlockRepositoryInterface::getList', query: 'searchCriteria[filter_groups][0][filters][0][field]=identifier&searchCriteria[filter_groups][0][filters][0][value]=zz-block' })).total_count, 0, 'no block made');
});

test('sales rules and coupons: a bare "No such entity.", no parameters', () => {
  const d = newDomain();
  const rule = bodyOf(call(d, { method: 'POST', url: '/V1/salesRules', service: 'Magento\\SalesRule\\Api\\RuleRepositoryInterface::save', body: { rule: { name: 'zz-rule', website_ids: [1], customer_group_ids: [0], coupon_type: 'SPECIFIC_COUPON', use_auto_generation: false } } }));
  assert.deepEqual(put(d, '/V1/salesRules/:ruleId', 'Magento\\SalesRule\\Api\\RuleRepositoryInterface::save', { ruleId: UNKNOWN }, { rule: { name: 'zz-other', website_ids: [1], customer_group_ids: [0] } }), { status: 404, body: { message: 'No such entity.' } });
  assert.deepEqual(put(d, '/V1/coupons/:couponId', 'Magento\\SalesRule\\Api\\CouponRepositoryInterface::save', { couponId: UNKNOWN }, { coupon: { rule_id: rule.rule_id, code: 'zz-coupon', is_primary: false } }), { status: 404, body: { message: 'No such entity.' } });
});

test('catalog: each repository\'s own field and wording, the id as the body field types it', () => {
  const d = newDomain();
  const link = put(d, '/V1/categories/:categoryId/products', `${CAT}CategoryLinkRepositoryInterface::save`, { categoryId: UNKNOWN }, { productLink: { sku: 'ref-tee', position: 1, category_id: '3' } });
  assert.deepEqual(link, { status: 404, body: { message: NO_SUCH, parameters: { fieldName: 'id', fieldValue: UNKNOWN } } });
  const group = put(d, '/V1/products/attribute-sets/:attributeSetId/groups', `${CAT}ProductAttributeGroupRepositoryInterface::save`, { attributeSetId: UNKNOWN }, { group: { attribute_group_name: 'zz-group', attribute_set_id: 4 } });
  assert.deepEqual(group, { status: 404, body: { message: NO_SUCH, parameters: { fieldName: 'attributeSetId', fieldValue: 2100000000 } } });
  const option = put(d, '/V1/products/options/:optionId', `${CAT}ProductCustomOptionRepositoryInterface::save`, { optionId: UNKNOWN }, { option: { product_sku: 'ref-tee', title: 'zz', type: 'field' } });
  assert.deepEqual(option, { status: 404, body: { message: 'No such entity.' } });
  const attribute = put(d, '/V1/products/attributes/:attributeCode', `${CAT}ProductAttributeRepositoryInterface::save`, { attributeCode: 'zz_nothing' }, { attribute: { attribute_id: 83, attribute_code: 'color', frontend_input: 'select', default_frontend_label: 'zz' } });
  assert.deepEqual(attribute, { status: 404, body: { message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', parameters: ['zz_nothing'] } });
  const child = put(d, '/V1/bundle-products/:sku/links/:id', 'Magento\\Bundle\\Api\\ProductLinkManagementInterface::saveChild', { sku: 'ref-bundle', id: UNKNOWN }, { linkedProduct: { sku: 'ref-tee', option_id: 1, qty: 2 } });
  assert.deepEqual(child, { status: 400, body: { message: 'The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.', parameters: [UNKNOWN] } });
});

test('what the platform saves or accepts instead: a new bundle option, an attribute set answered unsaved', () => {
  const d = newDomain();
  const created = put(d, '/V1/bundle-products/options/:optionId', 'Magento\\Bundle\\Api\\ProductOptionManagementInterface::save', { optionId: UNKNOWN }, { option: { title: 'zz option', type: 'select', sku: 'ref-bundle', product_links: [] } });
  assert.equal(created.status, 200);
  assert.equal(typeof created.body, 'string', 'the new option\'s id, as text');
  assert.notEqual(created.body, UNKNOWN);
  const set = put(d, '/V1/products/attribute-sets/:attributeSetId', `${CAT}AttributeSetRepositoryInterface::save`, { attributeSetId: UNKNOWN }, { attributeSet: { attribute_set_name: 'zz-set', sort_order: 0, entity_type_id: 4 } });
  assert.deepEqual(set, { status: 200, body: { attribute_set_id: 2100000000, attribute_set_name: 'zz-set', sort_order: 0, entity_type_id: 4 } });
  assert.equal(call(d, { method: 'GET', url: '/V1/products/attribute-sets/:attributeSetId', service: `${CAT}AttributeSetRepositoryInterface::get`, params: { attributeSetId: UNKNOWN } }).status, 404, 'nothing saved');
});

test('sales: an order address of no row is answered as sent; a credit memo is never cancelled, known or not', () => {
  const d = newDomain();
  const address = { entity_id: 2100000000, address_type: 'billing', city: 'Los Angeles', country_id: 'US', email: 'zz@example.com', firstname: 'zz', lastname: 'zz', postcode: '90001', street: ['1 Way'], telephone: '5550100', parent_id: 0 };
  const saved = put(d, '/V1/orders/:parent_id', 'Magento\\Sales\\Api\\OrderAddressRepositoryInterface::save', { parent_id: UNKNOWN }, { entity: address });
  assert.deepEqual(saved, { status: 200, body: { ...address, parent_id: 2100000000 } });
  const { email: _none, ...withoutEmail } = address;
  assert.deepEqual(put(d, '/V1/orders/:parent_id', 'Magento\\Sales\\Api\\OrderAddressRepositoryInterface::save', { parent_id: UNKNOWN }, { entity: withoutEmail }), { status: 400, body: { message: 'The order address couldn\'t be saved.' } });
  assert.deepEqual(call(d, { method: 'PUT', url: '/V1/creditmemo/:id', service: 'Magento\\Sales\\Api\\CreditmemoManagementInterface::cancel', params: { id: UNKNOWN } }), { status: 400, body: { message: 'You can not cancel Credit Memo' } });
});

test('not-found-parameters-lost: a PUT\'s not-found keeps its message and loses its parameters', () => {
  const d = newDomain(['not-found-parameters-lost']);
  assert.deepEqual(put(d, '/V1/cmsPage/:id', 'Magento\\Cms\\Api\\PageRepositoryInterface::save', { id: UNKNOWN }, { page: { identifier: 'zz-page', title: 'zz' } }), { status: 404, body: { message: 'The CMS page with the "%1" ID doesn\'t exist.' } });
});
