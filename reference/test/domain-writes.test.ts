// The domain's writes as the real 2.4.7-p3 answered them (docs/real-platform.md, the write family): customers awaiting
// confirmation, typed input, attribute-set membership and groups, attribute updates by id, the one tier-price storage,
// bundle options and children, configurable options derived from children, downloadable URLs on env.php's domains,
// the tax-class update's integer; and the three write faults, each undoing or hiding what a write did.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { readCorpus } from './corpus.ts';
import { bodyOf, call, newDomain, P, CUST, Q, GUEST, CUSTOMER_ONE, SEEDED_CUSTOMER, type CallSpec } from './domain-helpers.ts';

const TAX = 'Magento\\Tax\\Api\\';
const BUNDLE = 'Magento\\Bundle\\Api\\';
const CONF = 'Magento\\ConfigurableProduct\\Api\\';
const DL = 'Magento\\Downloadable\\Api\\';

const product = (d: Domain, p: Record<string, unknown>, storeCode: string | null = null) => call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { attribute_set_id: 4, price: 10, ...p } }, storeCode });
const get = (d: Domain, spec: Omit<CallSpec, 'method'>) => call(d, { method: 'GET', ...spec });

test('a customer the admin gives a confirmation key awaits it: resend works, activation needs the key and clears it', () => {
  const d = newDomain();
  const created = bodyOf(call(d, { method: 'POST', url: '/V1/customers', service: `${CUST}AccountManagementInterface::createAccount`, body: { customer: { email: 'zz-c@example.com', firstname: 'z', lastname: 'z', website_id: 1, confirmation: 'k1' } } }));
  assert.equal('confirmation' in created, false, 'the creating answer lacks it');
  const id = String(created.id);
  assert.equal(bodyOf(get(d, { url: '/V1/customers/:customerId', service: `${CUST}CustomerRepositoryInterface::getById`, params: { customerId: id } })).confirmation, 'k1');
  const resend = (email: string) => call(d, { method: 'POST', url: '/V1/customers/confirm', service: `${CUST}AccountManagementInterface::resendConfirmation`, body: { email, websiteId: 1 } });
  assert.equal(resend('zz-c@example.com').body, true);
  assert.equal(resend('nobody@example.com').status, 404);
  const activate = (key: string) => call(d, { method: 'PUT', url: '/V1/customers/:email/activate', service: `${CUST}AccountManagementInterface::activate`, params: { email: 'zz-c@example.com' }, body: { confirmationKey: key } });
  assert.deepEqual(bodyOf(activate('wrong')), { message: 'The confirmation token is invalid. Verify the token and try again.' });
  const activated = bodyOf(activate('k1'));
  assert.equal(activated.id, created.id);
  assert.equal('confirmation' in activated, false);
  assert.deepEqual(bodyOf(activate('k1')), { message: 'The account is already active.' });
  assert.deepEqual(bodyOf(resend('zz-c@example.com')), { message: 'Confirmation isn\'t needed.' });
});

test('numeric text where an int or a float is declared is saved and answered as a number', () => {
  const d = newDomain();
  const rate = bodyOf(call(d, { method: 'POST', url: '/V1/taxRates', service: `${TAX}TaxRateRepositoryInterface::save`, body: { taxRate: { code: 'zz-rate', tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: '2' } } }));
  assert.equal(rate.rate, 2);
  const rule = bodyOf(call(d, { method: 'POST', url: '/V1/taxRules', service: `${TAX}TaxRuleRepositoryInterface::save`, body: { rule: { code: 'zz-rule', tax_rate_ids: [String(rate.id)], customer_tax_class_ids: ['3'], product_tax_class_ids: [2] } } }));
  assert.deepEqual([rule.tax_rate_ids, rule.customer_tax_class_ids], [[rate.id], [3]]);
});

test('a tax class update answers the id as an integer, a new class as text', () => {
  const d = newDomain();
  const save = (params: Record<string, string>) => call(d, { method: params.classId ? 'PUT' : 'POST', url: params.classId ? '/V1/taxClasses/:classId' : '/V1/taxClasses', service: `${TAX}TaxClassRepositoryInterface::save`, params, body: { taxClass: { class_name: `zz-${Object.keys(params).length}`, class_type: 'PRODUCT' } } });
  const id = save({}).body;
  assert.equal(typeof id, 'string');
  assert.equal(save({ classId: String(id) }).body, Number(id));
});

test('attribute sets: a new set holds its skeleton\'s attributes and groups; assign, unassign, rename a group', () => {
  const d = newDomain();
  const set = bodyOf(call(d, { method: 'POST', url: '/V1/products/attribute-sets', service: `${P}AttributeSetManagementInterface::create`, body: { attributeSet: { attribute_set_name: 'zz-set' }, skeletonId: 4 } }));
  const setId = String(set.attribute_set_id);
  const attributesOf = () => (get(d, { url: '/V1/products/attribute-sets/:attributeSetId/attributes', service: `${P}ProductAttributeManagementInterface::getAttributes`, params: { attributeSetId: setId } }).body as Array<{ attribute_code: string }>).map((a) => a.attribute_code);
  const skeleton = (get(d, { url: '/V1/products/attribute-sets/:attributeSetId/attributes', service: `${P}ProductAttributeManagementInterface::getAttributes`, params: { attributeSetId: '4' } }).body as unknown[]).length;
  assert.equal(attributesOf().length, skeleton);
  call(d, { method: 'POST', url: '/V1/products/attributes', service: `${P}ProductAttributeRepositoryInterface::save`, body: { attribute: { attribute_code: 'zz_attr', frontend_input: 'select', entity_type_id: '4', default_frontend_label: 'zz' } } });
  assert.equal(attributesOf().includes('zz_attr'), false, 'a new attribute is in no set');
  const groups = (get(d, { url: '/V1/products/attribute-sets/groups/list', service: `${P}ProductAttributeGroupRepositoryInterface::getList`, query: `searchCriteria[filter_groups][0][filters][0][field]=attribute_set_id&searchCriteria[filter_groups][0][filters][0][value]=${setId}` }).body as { items: Array<{ attribute_group_id: string }> }).items;
  assert.ok(groups.length > 0, 'the skeleton\'s groups are copied');
  const groupId = groups[0]?.attribute_group_id ?? '';
  const assigned = call(d, { method: 'POST', url: '/V1/products/attribute-sets/attributes', service: `${P}ProductAttributeManagementInterface::assign`, body: { attributeSetId: Number(setId), attributeGroupId: Number(groupId), attributeCode: 'zz_attr', sortOrder: 0 } });
  assert.equal(typeof assigned.body, 'string', 'the assignment id is text, as the real 2.4.7 answers it');
  assert.ok(attributesOf().includes('zz_attr'));
  const unassign = () => call(d, { method: 'DELETE', url: '/V1/products/attribute-sets/:attributeSetId/attributes/:attributeCode', service: `${P}ProductAttributeManagementInterface::unassign`, params: { attributeSetId: setId, attributeCode: 'zz_attr' } });
  assert.equal(unassign().body, true);
  assert.equal(attributesOf().includes('zz_attr'), false);
  assert.deepEqual(bodyOf(unassign()), { message: 'The "%1" attribute wasn\'t found in the "%2" attribute set. Enter the attribute and try again.', parameters: ['zz_attr', setId] });
  const renamed = bodyOf(call(d, { method: 'PUT', url: '/V1/products/attribute-sets/:attributeSetId/groups', service: `${P}ProductAttributeGroupRepositoryInterface::save`, params: { attributeSetId: setId }, body: { group: { attribute_group_id: groupId, attribute_group_name: 'zz-renamed', attribute_set_id: Number(setId) } } }));
  assert.deepEqual([renamed.attribute_group_id, renamed.attribute_group_name], [groupId, 'zz-renamed']);
  const put = (body: Record<string, unknown>) => call(d, { method: 'PUT', url: '/V1/products/attribute-sets/:attributeSetId', service: `${P}AttributeSetRepositoryInterface::save`, params: { attributeSetId: setId }, body: { attributeSet: body } });
  assert.deepEqual(bodyOf(put({ attribute_set_name: 'zz-set2' })), { message: 'Provided Attribute set non product Attribute set.' });
  assert.equal(bodyOf(put({ attribute_set_name: 'zz-set2', entity_type_id: 4 })).attribute_set_name, 'zz-set2');
});

test('an attribute is updated by its id; a body without it is a new attribute whose code is taken', () => {
  const d = newDomain();
  const save = (body: Record<string, unknown>, params: Record<string, string> = {}) => call(d, { method: params.attributeCode ? 'PUT' : 'POST', url: '/V1/products/attributes', service: `${P}ProductAttributeRepositoryInterface::save`, params, body: { attribute: { attribute_code: 'zz_a', frontend_input: 'select', entity_type_id: '4', ...body } } });
  const made = bodyOf(save({ default_frontend_label: 'one', options: [{ label: 'x' }, { label: 'y' }] }));
  const options = made.options as Array<{ label: string; value: string }>;
  assert.deepEqual(options.map((o) => o.label), [' ', 'x', 'y']);
  assert.notEqual(options[1]?.value, options[2]?.value);
  const taken = { message: '%1 already exists.', parameters: ['Attribute with the same code'] };
  assert.deepEqual(bodyOf(save({ default_frontend_label: 'two' })), taken);
  assert.deepEqual(bodyOf(save({ default_frontend_label: 'two' }, { attributeCode: 'zz_a' })), taken);
  assert.equal(bodyOf(save({ attribute_id: made.attribute_id, default_frontend_label: 'two' }, { attributeCode: 'zz_a' })).default_frontend_label, 'two');
  const added = call(d, { method: 'POST', url: '/V1/products/attributes/:attributeCode/options', service: `${P}ProductAttributeOptionManagementInterface::add`, params: { attributeCode: 'zz_a' }, body: { option: { label: 'z' } } }).body;
  assert.match(String(added), /^\d+$/, '2.4 answers the option id as plain text');
});

test('one tier-price storage behind both price APIs: ALL GROUPS reads as "all groups", a group price reads with its group\'s code', () => {
  const d = newDomain();
  product(d, { sku: 'zz-tier', custom_attributes: [{ attribute_code: 'cost', value: 3 }, { attribute_code: 'special_price', value: 5 }] });
  call(d, { method: 'POST', url: '/V1/products/tier-prices', service: `${P}TierPriceStorageInterface::update`, body: { prices: [{ price: 1, price_type: 'fixed', website_id: 0, sku: 'zz-tier', customer_group: 'ALL GROUPS', quantity: 2 }] } });
  call(d, { method: 'POST', url: '/V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price', service: `${P}ProductTierPriceManagementInterface::add`, params: { sku: 'zz-tier', customerGroupId: '1', qty: '1', price: '8' } });
  const info = (kind: string) => call(d, { method: 'POST', url: `/V1/products/${kind}-information`, service: `${P}${kind === 'tier-prices' ? 'TierPriceStorageInterface' : kind === 'cost' ? 'CostStorageInterface' : 'SpecialPriceStorageInterface'}::get`, body: { skus: ['zz-tier'] } }).body as Array<Record<string, unknown>>;
  assert.deepEqual(info('tier-prices').map((r) => [r.customer_group, r.quantity, r.price]), [['all groups', 2, 1], ['General', 1, 8]]);
  assert.deepEqual(info('cost').map((r) => r.cost), [3]);
  assert.deepEqual(info('special-price').map((r) => [r.price, r.price_to]), [[5, null]]);
  call(d, { method: 'POST', url: '/V1/products/tier-prices-delete', service: `${P}TierPriceStorageInterface::delete`, body: { prices: [{ price: 1, price_type: 'fixed', website_id: 0, sku: 'zz-tier', customer_group: 'ALL GROUPS', quantity: 2 }] } });
  call(d, { method: 'POST', url: '/V1/products/cost-delete', service: `${P}CostStorageInterface::delete`, body: { skus: ['zz-tier'] } });
  assert.deepEqual(info('tier-prices').map((r) => r.customer_group), ['General']);
  assert.deepEqual(info('cost'), []);
});

test('bundle: options and children as the real 2.4.7 answers them', () => {
  const d = newDomain();
  product(d, { sku: 'zz-child' });
  product(d, { sku: 'zz-free' });
  const made = bodyOf(product(d, { sku: 'zz-bundle', type_id: 'bundle', extension_attributes: { bundle_product_options: [{ title: 'o', type: 'select', required: false, product_links: [{ sku: 'zz-child', qty: 2, position: 1 }] }] } }));
  const option = ((made.extension_attributes as Record<string, unknown>).bundle_product_options as Array<Record<string, unknown>>)[0] ?? {};
  const link = (option.product_links as Array<Record<string, unknown>>)[0] ?? {};
  assert.equal(typeof link.id, 'string');
  assert.equal(link.price, 10, 'an option read names the child\'s price');
  const optionId = String(option.option_id);
  const children = () => call(d, { method: 'GET', url: '/V1/bundle-products/:productSku/children', service: `${BUNDLE}ProductLinkManagementInterface::getChildren`, params: { productSku: 'zz-bundle' } }).body as Array<Record<string, unknown>>;
  assert.deepEqual(children().map((c) => [c.sku, c.price, c.price_type]), [['zz-child', null, null]]);
  const added = call(d, { method: 'POST', url: '/V1/bundle-products/:sku/links/:optionId', service: `${BUNDLE}ProductLinkManagementInterface::addChildByProductSku`, params: { sku: 'zz-bundle', optionId }, body: { linkedProduct: { sku: 'zz-free', option_id: Number(optionId), qty: 1 } } });
  assert.equal(typeof added.body, 'number');
  assert.equal(call(d, { method: 'PUT', url: '/V1/bundle-products/:sku/links/:id', service: `${BUNDLE}ProductLinkManagementInterface::saveChild`, params: { sku: 'zz-bundle', id: String(link.id) }, body: { linkedProduct: { sku: 'zz-child', option_id: Number(optionId), qty: 5, position: 0 } } }).body, true);
  assert.deepEqual(children().find((c) => c.sku === 'zz-child')?.qty, 5);
  const remove = () => call(d, { method: 'DELETE', url: '/V1/bundle-products/:sku/options/:optionId/children/:childSku', service: `${BUNDLE}ProductLinkManagementInterface::removeChild`, params: { sku: 'zz-bundle', optionId, childSku: 'zz-child' } });
  assert.equal(remove().body, true);
  assert.equal(remove().status, 404);
  const saveOption = (params: Record<string, string>, title: string) => call(d, { method: params.optionId ? 'PUT' : 'POST', url: '/V1/bundle-products/options/add', service: `${BUNDLE}ProductOptionManagementInterface::save`, params, body: { option: { title, type: 'select', required: false, sku: 'zz-bundle', product_links: [] } } }).body;
  const second = saveOption({}, 'two');
  assert.equal(typeof second, 'string', 'a new option\'s id is text');
  assert.equal(saveOption({ optionId: String(second) }, 'three'), Number(second), 'an updated option\'s id is an integer');
});

test('configurable: option values follow the children; a new child saves the options anew (new id, the attribute\'s label)', () => {
  const d = newDomain();
  const attribute = bodyOf(call(d, { method: 'POST', url: '/V1/products/attributes', service: `${P}ProductAttributeRepositoryInterface::save`, body: { attribute: { attribute_code: 'zz_c', frontend_input: 'select', entity_type_id: '4', default_frontend_label: 'ZZ C', scope: 'global', options: [{ label: 'a' }, { label: 'b' }] } } }));
  const value = (attribute.options as Array<{ value: string }>)[1]?.value ?? '';
  product(d, { sku: 'zz-ca', custom_attributes: [{ attribute_code: 'zz_c', value }] });
  product(d, { sku: 'zz-conf', type_id: 'configurable' });
  const saved = call(d, { method: 'POST', url: '/V1/configurable-products/:sku/options', service: `${CONF}OptionRepositoryInterface::save`, params: { sku: 'zz-conf' }, body: { option: { attribute_id: String(attribute.attribute_id), label: 'mine', position: 2, values: [{ value_index: 999 }] } } }).body;
  assert.equal(typeof saved, 'string');
  const options = () => call(d, { method: 'GET', url: '/V1/configurable-products/:sku/options/all', service: `${CONF}OptionRepositoryInterface::getList`, params: { sku: 'zz-conf' } }).body as Array<Record<string, unknown>>;
  assert.deepEqual(options().map((o) => [o.label, o.values]), [['mine', []]], 'values come from children, not the body');
  call(d, { method: 'POST', url: '/V1/configurable-products/:sku/child', service: `${CONF}LinkManagementInterface::addChild`, params: { sku: 'zz-conf' }, body: { childSku: 'zz-ca' } });
  const after = options()[0] ?? {};
  assert.notEqual(after.id, Number(saved));
  assert.deepEqual([after.label, after.position, after.values], ['ZZ C', 2, [{ value_index: Number(value) }]]);
  assert.equal(call(d, { method: 'PUT', url: '/V1/configurable-products/:sku/options/:id', service: `${CONF}OptionRepositoryInterface::save`, params: { sku: 'zz-conf', id: String(after.id) }, body: { option: { attribute_id: String(attribute.attribute_id), label: 'relabelled', position: 0 } } }).body, after.id);
  assert.equal(options()[0]?.label, 'relabelled');
});

test('downloadable: a link by URL only on env.php\'s domains (the base URL\'s host); never on an IP address', () => {
  const d = newDomain();
  const link = (url: string) => ({ title: 'l', sort_order: 1, is_shareable: 0, price: 0, number_of_downloads: 0, link_type: 'url', link_url: url, sample_type: 'url', sample_url: url });
  const refused = bodyOf(product(d, { sku: 'zz-dl-ip', type_id: 'downloadable', extension_attributes: { downloadable_product_links: [link('http://127.0.0.1:8080/x.zip')] } }));
  assert.deepEqual(refused, { message: 'Link URL\'s domain is not in list of downloadable_domains in env.php.' });
  assert.equal(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-dl-ip' } }).status, 404, 'nothing is saved');
  const made = bodyOf(product(d, { sku: 'zz-dl', type_id: 'downloadable', extension_attributes: { downloadable_product_links: [link('http://localhost/x.zip')] } }));
  const links = (made.extension_attributes as Record<string, unknown>).downloadable_product_links as Array<Record<string, unknown>>;
  assert.equal(typeof links[0]?.id, 'number');
  assert.deepEqual(bodyOf(call(d, { method: 'POST', url: '/V1/products/:sku/downloadable-links', service: `${DL}LinkRepositoryInterface::save`, params: { sku: 'zz-dl' }, body: { link: link('https://example.com/x.zip') } })), { message: 'Link URL\'s domain is not in list of downloadable_domains in env.php.' });
});

test('write faults: a write answered and not stored, a DELETE answering true that deletes nothing, reads of the global values', () => {
  const productOf = (d: Domain, storeCode: string | null = null) => get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-w' }, storeCode });
  const notPersisted = newDomain(['write-not-persisted']);
  assert.equal(bodyOf(product(notPersisted, { sku: 'zz-w', name: 'w' })).sku, 'zz-w', 'answered as saved');
  assert.equal(productOf(notPersisted).status, 404, 'and not stored');
  const notDeleting = newDomain(['delete-not-deleting']);
  product(notDeleting, { sku: 'zz-w', name: 'w' });
  assert.equal(call(notDeleting, { method: 'DELETE', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::deleteById`, params: { sku: 'zz-w' } }).body, true);
  assert.equal(productOf(notDeleting).status, 200, 'still there');
  for (const [faults, shown] of [[[], 'changed'], [['read-back-other-store-view'], 'global']] as const) {
    const d = newDomain([...faults]);
    product(d, { sku: 'zz-w', name: 'global' });
    call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku: 'zz-w' }, body: { product: { sku: 'zz-w', name: 'changed' } }, storeCode: 'default' });
    assert.equal(bodyOf(productOf(d, 'default')).name, shown, `under default, with ${faults.join(', ') || 'no fault'}`);
    assert.equal(bodyOf(productOf(d, 'all')).name, 'global');
  }
});

test('a whole product keeps its nested collections as the real 2.4.7-p3 did; nested-collections-dropped loses them', () => {
  const whole = {
    sku: 'zz-whole', name: 'whole', type_id: 'simple',
    extension_attributes: { website_ids: [1], stock_item: { qty: 7, is_in_stock: true, manage_stock: true, use_config_manage_stock: false, min_sale_qty: 1, use_config_min_sale_qty: 0 } },
    options: [{ product_sku: 'zz-whole', title: 'drop', type: 'drop_down', sort_order: 2, is_require: false, values: [{ title: 'red', price: 2, price_type: 'fixed', sort_order: 1 }] }],
    tier_prices: [{ customer_group_id: 1, qty: 2, value: 9 }],
  };
  const read = (d: Domain) => bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-whole' } }));
  const d = newDomain();
  product(d, whole);
  const kept = read(d);
  const options = kept.options as Array<Record<string, unknown>>;
  assert.equal(options.length, 1);
  assert.equal(options[0]?.title, 'drop');
  assert.equal(typeof options[0]?.option_id, 'number', 'a generated id');
  assert.equal(typeof (options[0]?.values as Array<Record<string, unknown>>)[0]?.option_type_id, 'number', 'each value has its own id');
  assert.deepEqual(kept.tier_prices, [{ customer_group_id: 1, qty: 2, value: 9, extension_attributes: { website_id: 0 } }]);
  const stock = (kept.extension_attributes as Record<string, Record<string, unknown>>).stock_item;
  assert.equal(stock?.use_config_manage_stock, false);
  assert.equal(stock?.qty, 7);
  // Saved again, the options sent replace the ones held (new ids).
  product(d, { ...whole, options: [{ product_sku: 'zz-whole', title: 'field', type: 'field' }] });
  assert.deepEqual((read(d).options as Array<Record<string, unknown>>).map((o) => o.title), ['field']);
  const dropping = newDomain(['nested-collections-dropped']);
  assert.equal(bodyOf(product(dropping, whole)).sku, 'zz-whole', 'answered as saved');
  const lost = read(dropping);
  assert.deepEqual([lost.options, lost.tier_prices], [[], []], 'without its collections');
  assert.equal(lost.name, 'whole', 'its own fields kept');
});

test('write-answer-partial: a save answers the product without its nested collections, and stores them', () => {
  const whole = { sku: 'zz-answer', name: 'answer', type_id: 'simple', options: [{ product_sku: 'zz-answer', title: 'drop', type: 'drop_down', values: [{ title: 'red', price: 2, price_type: 'fixed' }] }], tier_prices: [{ customer_group_id: 1, qty: 2, value: 9 }] };
  const read = (d: Domain) => bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-answer' } }));
  const answered = bodyOf(product(newDomain(), whole));
  assert.equal((answered.options as unknown[]).length, 1, 'the platform answers what it saved');
  const partial = newDomain(['write-answer-partial']);
  const cut = bodyOf(product(partial, whole));
  assert.deepEqual([cut.options, cut.tier_prices, cut.name], [undefined, undefined, 'answer'], 'the answer loses its collections, not its fields');
  assert.equal((read(partial).options as unknown[]).length, 1, 'what was stored is whole');
});

// Whole entities on carts (real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/): what a cart write sent reads back
// as the platform shows it.
test('carts read back as the real platform shows them: the guest list\'s masked quote_id, the note, the account\'s e-mail', () => {
  const domain = newDomain();
  const guest = { identity: GUEST };
  const masked = String(call(domain, { method: 'POST', url: '/V1/guest-carts', service: `${Q}GuestCartManagementInterface::createEmptyCart`, ...guest }).body);
  const added = bodyOf(call(domain, { method: 'POST', url: '/V1/guest-carts/:cartId/items', service: `${Q}GuestCartItemRepositoryInterface::save`, ...guest, params: { cartId: masked }, body: { cartItem: { sku: 'ref-mug', qty: 1, quote_id: masked } } }));
  // The item's own answer carries the numeric quote id, the guest's list the masked one it was asked with.
  assert.match(String(added.quote_id), /^\d+$/);
  const listed = call(domain, { method: 'GET', url: '/V1/guest-carts/:cartId/items', service: `${Q}GuestCartItemRepositoryInterface::getList`, ...guest, params: { cartId: masked } }).body as Array<{ quote_id: string }>;
  assert.deepEqual(listed.map((item) => item.quote_id), [masked]);

  const mine = { identity: CUSTOMER_ONE, params: { cartId: '%cart_id%' } };
  const before = bodyOf(call(domain, { method: 'GET', url: '/V1/carts/mine', service: `${Q}CartManagementInterface::getCartForCustomer`, ...mine }));
  assert.equal('customer_note' in before, false, 'no note answered before one is saved');
  const saved = call(domain, { method: 'PUT', url: '/V1/carts/mine', service: `${Q}CartRepositoryInterface::save`, identity: CUSTOMER_ONE, params: { 'quote.id': '%cart_id%' }, body: { quote: { id: before.id, customer_note: 'a note', customer: { id: 1, email: SEEDED_CUSTOMER.email, firstname: 'Other', lastname: 'Name' }, store_id: 1 } } });
  assert.equal(saved.status, 200);
  const after = bodyOf(call(domain, { method: 'GET', url: '/V1/carts/mine', service: `${Q}CartManagementInterface::getCartForCustomer`, ...mine }));
  assert.equal(after.customer_note, 'a note');
  // The cart answers the account's names, not the ones sent with the quote.
  assert.equal((after.customer as { firstname: string }).firstname, SEEDED_CUSTOMER.firstname);

  const address = { region: 'California', region_id: 12, region_code: 'CA', country_id: 'US', street: ['1 Conformance Way'], telephone: '5555550100', postcode: '90001', city: 'Los Angeles', firstname: 'Jane', lastname: 'Reference', email: 'someone-else@example.com' };
  assert.equal(call(domain, { method: 'POST', url: '/V1/carts/mine/billing-address', service: `${Q}BillingAddressManagementInterface::assign`, ...mine, body: { address } }).status, 200);
  const billing = bodyOf(call(domain, { method: 'GET', url: '/V1/carts/mine/billing-address', service: `${Q}BillingAddressManagementInterface::get`, ...mine }));
  assert.equal(billing.email, SEEDED_CUSTOMER.email, 'a signed-in customer\'s cart address keeps the account\'s e-mail');
});

// Every address field (real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/*-every-address-field.*): company, fax,
// middlename, prefix, suffix and vat_id are kept by a cart's addresses, copied to the order's, and kept by a customer's.
test('an address with every field reads back whole on the cart, the order placed from it and the customer', () => {
  const domain = newDomain();
  const WHOLE = 'real-2.4.7-p3/whole-entities';
  const request = readCorpus<{ addressInformation: { shipping_address: Record<string, unknown> } }>(`${WHOLE}/guest-cart-every-address-field.request.json`);
  const cartRead = readCorpus<{ billing_address: Record<string, unknown>; shipping_address: Record<string, unknown> }>(`${WHOLE}/guest-cart-every-address-field.read.json`);
  const orderRead = readCorpus<{ billing_address: Record<string, unknown> }>(`${WHOLE}/order-every-address-field.read.json`);
  const without = (o: Record<string, unknown>, ...keys: string[]): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

  const cartId = String(call(domain, { method: 'POST', url: '/V1/carts/', service: `${Q}CartManagementInterface::createEmptyCart` }).body);
  call(domain, { method: 'POST', url: '/V1/carts/:quoteId/items', service: `${Q}CartItemRepositoryInterface::save`, params: { quoteId: cartId }, body: { cartItem: { sku: 'ref-mug', qty: 1, quote_id: cartId } } });
  const saved = call(domain, { method: 'POST', url: '/V1/carts/:cartId/shipping-information', service: 'Magento\\Checkout\\Api\\ShippingInformationManagementInterface::saveAddressInformation', params: { cartId }, body: request });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const cart = bodyOf(get(domain, { url: '/V1/carts/:cartId', service: `${Q}CartRepositoryInterface::get`, params: { cartId } }));
  const billing = cart.billing_address as Record<string, unknown>;
  // Field by field and in the platform's order (ids are the installation's own).
  assert.deepEqual(Object.keys(without(billing, 'id')), Object.keys(without(cartRead.billing_address, 'id')));
  assert.deepEqual(without(billing, 'id'), without(cartRead.billing_address, 'id'));

  const placed = call(domain, { method: 'PUT', url: '/V1/carts/:cartId/order', service: `${Q}CartManagementInterface::placeOrder`, params: { cartId }, body: { paymentMethod: { method: 'checkmo' } } });
  assert.equal(placed.status, 200, JSON.stringify(placed.body));
  const order = bodyOf(get(domain, { url: '/V1/orders/:id', service: 'Magento\\Sales\\Api\\OrderRepositoryInterface::get', params: { id: String(placed.body) } }));
  assert.deepEqual(without(order.billing_address as Record<string, unknown>, 'entity_id', 'parent_id'), without(orderRead.billing_address, 'entity_id', 'parent_id'));

  const customerRequest = readCorpus<{ customer: Record<string, unknown> }>(`${WHOLE}/customer-every-address-field.request.json`);
  const customerRead = readCorpus<Array<Record<string, unknown>>>(`${WHOLE}/customer-every-address-field.read.json`);
  const created = bodyOf(call(domain, { method: 'POST', url: '/V1/customers', service: `${CUST}AccountManagementInterface::createAccount`, body: customerRequest }));
  const addresses = created.addresses as Array<Record<string, unknown>>;
  assert.deepEqual(addresses.map((a) => without(a, 'id', 'customer_id')), customerRead.map((a) => without(a, 'id', 'customer_id')));
});

// Real 2.4.7-p3 (2026-11-28, by hand): addresses sent without the held default one replace it, and the save is refused
// while the customer's default_billing still names it; naming the defaults anew (null) lets it through; [] clears.
test('a customer PUT whose addresses drop the default one is refused unless the body names the defaults anew', () => {
  const d = newDomain();
  const address = { firstname: 'a', lastname: 'b', street: ['1 W'], city: 'LA', region_id: 12, country_id: 'US', postcode: '90001', telephone: '555', default_billing: true, default_shipping: true };
  const created = bodyOf(call(d, { method: 'POST', url: '/V1/customers', service: `${CUST}AccountManagementInterface::createAccount`, body: { customer: { email: 'zz-def@example.com', firstname: 'z', lastname: 'z', website_id: 1, addresses: [address] } } }));
  const id = String(created.id);
  const put = (customer: Record<string, unknown>) => call(d, { method: 'PUT', url: '/V1/customers/:customerId', service: `${CUST}CustomerRepositoryInterface::save`, params: { customerId: id }, body: { customer: { id: Number(id), email: 'zz-def@example.com', firstname: 'z', lastname: 'z', website_id: 1, ...customer } } });
  assert.deepEqual(put({ addresses: [{ ...address, city: 'SF' }] }), { status: 400, body: { message: 'The %fieldName value is invalid. Set the correct value and try again.', parameters: { fieldName: 'default_billing' } } });
  const renamed = bodyOf(put({ default_billing: null, default_shipping: null, addresses: [{ ...address, city: 'SF' }] }));
  assert.deepEqual((renamed.addresses as Array<{ city: string }>).map((a) => a.city), ['SF']);
  assert.equal(renamed.default_billing, String((renamed.addresses as Array<{ id: number }>)[0]?.id));
  assert.deepEqual(bodyOf(put({ addresses: [] })).addresses, []);
});

// Product types through the product (real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/product-type-*.json):
// the sample's create and update replayed on the reference answer the parts the real platform answered, ids aside
// (the sample's update names the real ids; they are mapped to the reference's own before it is sent).
test('bundle (fixed price) and downloadable parts through the product PUT read back as on the real platform (the configurable sample names the real attribute\'s ids; its form is judged by write.product-types-whole)', () => {
  type Sample = { request: { product: Record<string, unknown> }; read: { extension_attributes: Record<string, unknown[]> }; update: { product: { extension_attributes: Record<string, unknown[]> } }; read_after_update: { extension_attributes: Record<string, unknown[]> } };
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).filter(([k]) => !['id', 'option_id', 'product_id', 'attribute_id', 'value_index'].includes(k)).map(([k, v]) => [k, strip(v)]));
  };
  for (const name of ['bundle-fixed', 'downloadable']) {
    const d = newDomain();
    // The sample's links point at downloads.example.com, a domain the real installation listed in env.php; the
    // reference lists localhost (its base URL's host).
    const sample = JSON.parse(JSON.stringify(readCorpus<Sample>(`real-2.4.7-p3/whole-entities/product-type-${name}.json`)).replaceAll('https://downloads.example.com/', 'http://localhost/')) as Sample;
    const sku = String(sample.request.product.sku);
    // The children the sample's bundle names, made first.
    for (const child of [`${sku.replace(/-b$/, '')}-c1`, `${sku.replace(/-b$/, '')}-c2`]) if (name === 'bundle-fixed') product(d, { sku: child, name: child, type_id: 'simple' });
    const put = (body: unknown) => call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku }, body, storeCode: 'all' });
    const read = () => bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku }, storeCode: 'all' })).extension_attributes as Record<string, unknown[]>;
    assert.equal(put(sample.request).status, 200, name);
    const first = read();
    for (const [part, real] of Object.entries(sample.read.extension_attributes)) assert.deepEqual(strip(first[part]), strip(real), `${name} ${part} after the create`);
    // The update names the real installation's ids: the reference's own take their place, part by part and in order.
    const ids = (part: string) => (first[part] ?? []) as Array<Record<string, unknown>>;
    const realIds = (part: string) => sample.read.extension_attributes[part] as Array<Record<string, unknown>>;
    const update = JSON.parse(JSON.stringify(sample.update)) as Sample['update'];
    for (const [part, entries] of Object.entries(update.product.extension_attributes)) {
      for (const entry of entries as Array<Record<string, unknown>>) {
        for (const key of ['id', 'option_id'] as const) {
          if (entry[key] === undefined) continue;
          const at = realIds(part).findIndex((r) => r[key] === entry[key]);
          entry[key] = ids(part)[at]?.[key];
        }
        for (const link of (entry.product_links as Array<Record<string, unknown>> | undefined) ?? []) {
          const realLinks = realIds(part).flatMap((o) => o.product_links as Array<Record<string, unknown>>);
          const ownLinks = ids(part).flatMap((o) => o.product_links as Array<Record<string, unknown>>);
          link.id = ownLinks[realLinks.findIndex((r) => r.id === link.id)]?.id;
        }
      }
    }
    assert.equal(put(update).status, 200, `${name} update`);
    const second = read();
    for (const [part, real] of Object.entries(sample.read_after_update.extension_attributes)) assert.deepEqual(strip(second[part]), strip(real), `${name} ${part} after the update`);
    // Kept by id, as the real platform kept them.
    for (const entry of Object.values(update.product.extension_attributes).flat() as Array<Record<string, unknown>>) {
      const key = entry.option_id !== undefined ? 'option_id' : 'id';
      assert.ok(Object.values(second).flat().some((shown) => (shown as Record<string, unknown>)[key] === entry[key]), `${name}: ${key} ${String(entry[key])} kept`);
    }
  }
});

test('product-parts-left-out-kept: a product save keeps the bundle options and downloadable links its body leaves out', () => {
  for (const [faults, want] of [[[], 1], [['product-parts-left-out-kept'], 2]] as const) {
    const d = newDomain([...faults]);
    for (const child of ['zz-c1', 'zz-c2']) product(d, { sku: child, name: child, type_id: 'simple' });
    const put = (body: unknown) => call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku: 'zz-b' }, body, storeCode: 'all' });
    const option = (title: string, sku: string) => ({ title, type: 'select', required: true, position: 1, sku: 'zz-b', product_links: [{ sku, qty: 1, position: 1, is_default: true, price: 1, price_type: 0, can_change_quantity: 0 }] });
    assert.equal(put({ product: { sku: 'zz-b', name: 'zz-b', attribute_set_id: 4, price: 5, type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '1' }], extension_attributes: { bundle_product_options: [option('one', 'zz-c1'), option('two', 'zz-c2')] } } }).status, 200);
    const held = (bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-b' }, storeCode: 'all' })).extension_attributes as { bundle_product_options: Array<{ option_id: number; title: string }> }).bundle_product_options;
    const first = held.find((o) => o.title === 'one');
    assert.equal(put({ product: { sku: 'zz-b', extension_attributes: { bundle_product_options: [{ ...option('one renamed', 'zz-c1'), option_id: first?.option_id }] } } }).status, 200);
    const after = (bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-b' }, storeCode: 'all' })).extension_attributes as { bundle_product_options: unknown[] }).bundle_product_options;
    assert.equal(after.length, want, faults.join(',') || 'clean');
  }
});

test('a configurable saved through the product keeps its options\' positions; options [] leave no children (and the two faults)', () => {
  for (const faults of [[], ['configurable-option-positions-lost'], ['configurable-empty-options-keep-children']] as const) {
    const d = newDomain([...faults]);
    const attribute = (code: string) => bodyOf(call(d, { method: 'POST', url: '/V1/products/attributes', service: `${P}ProductAttributeRepositoryInterface::save`, body: { attribute: { attribute_code: code, frontend_input: 'select', entity_type_id: '4', scope: 'global', default_frontend_label: code, options: [{ label: 'a' }] } } }));
    const x = attribute('zz_x');
    const y = attribute('zz_y');
    const value = (a: Record<string, unknown>) => (a.options as Array<{ value: string }>).map((o) => o.value).find((v) => v !== '') ?? '';
    const child = bodyOf(product(d, { sku: 'zz-k1', name: 'zz-k1', type_id: 'simple', custom_attributes: [{ attribute_code: 'zz_x', value: value(x) }, { attribute_code: 'zz_y', value: value(y) }] }));
    const put = (extension: unknown) => call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku: 'zz-cf' }, body: { product: { sku: 'zz-cf', name: 'zz-cf', attribute_set_id: 4, type_id: 'configurable', extension_attributes: extension } }, storeCode: 'all' });
    const read = () => bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-cf' }, storeCode: 'all' })).extension_attributes as { configurable_product_options: Array<{ position: number }>; configurable_product_links: number[] };
    assert.equal(put({ configurable_product_options: [{ attribute_id: String(x.attribute_id), label: 'x', position: 0 }, { attribute_id: String(y.attribute_id), label: 'y', position: 1 }], configurable_product_links: [child.id] }).status, 200);
    assert.deepEqual(read().configurable_product_options.map((o) => o.position), faults[0] === 'configurable-option-positions-lost' ? [0, 0] : [0, 1]);
    assert.equal(put({ configurable_product_links: [child.id] }).status, 200);
    assert.equal(read().configurable_product_options.length, 2, 'the links alone keep the options');
    assert.equal(put({ configurable_product_options: [] }).status, 200);
    assert.deepEqual(read().configurable_product_links, faults[0] === 'configurable-empty-options-keep-children' ? [child.id] : []);
  }
});

test('product-parts-omitted-cleared: an update without the parts (bundle options null, a downloadable\'s left out) clears them', () => {
  for (const [faults, want] of [[[], 1], [['product-parts-omitted-cleared'], 0]] as const) {
    const d = newDomain([...faults]);
    product(d, { sku: 'zz-c1', name: 'zz-c1', type_id: 'simple' });
    const put = (sku: string, body: unknown) => call(d, { method: 'PUT', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: { sku }, body, storeCode: 'all' });
    const parts = (sku: string) => bodyOf(get(d, { url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku }, storeCode: 'all' })).extension_attributes as Record<string, unknown[] | undefined>;
    const option = { title: 'one', type: 'select', required: true, position: 1, sku: 'zz-b', product_links: [{ sku: 'zz-c1', qty: 1, position: 1, is_default: true, price: 1, price_type: 0, can_change_quantity: 0 }] };
    assert.equal(put('zz-b', { product: { sku: 'zz-b', name: 'zz-b', attribute_set_id: 4, price: 5, type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '1' }], extension_attributes: { bundle_product_options: [option] } } }).status, 200);
    assert.equal(put('zz-b', { product: { sku: 'zz-b', extension_attributes: { bundle_product_options: null } } }).status, 200);
    assert.equal(parts('zz-b').bundle_product_options?.length ?? 0, want, `bundle ${faults.join(',') || 'clean'}`);
    const url = (file: string) => `http://localhost/${file}.zip`;
    assert.equal(put('zz-d', { product: { sku: 'zz-d', name: 'zz-d', attribute_set_id: 4, price: 5, type_id: 'downloadable', extension_attributes: { downloadable_product_links: [{ title: 'l', sort_order: 1, is_shareable: 0, price: 1, number_of_downloads: 0, link_type: 'url', link_url: url('l') }], downloadable_product_samples: [{ title: 's', sort_order: 1, sample_type: 'url', sample_url: url('s') }] } } }).status, 200);
    assert.equal(put('zz-d', { product: { sku: 'zz-d', extension_attributes: { stock_item: { manage_stock: false } } } }).status, 200);
    assert.equal(parts('zz-d').downloadable_product_links?.length ?? 0, want, `downloadable links ${faults.join(',') || 'clean'}`);
    assert.equal(parts('zz-d').downloadable_product_samples?.length ?? 0, want, `downloadable samples ${faults.join(',') || 'clean'}`);
  }
});
