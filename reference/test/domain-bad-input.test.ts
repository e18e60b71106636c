// Bad input as the real 2.4.7-p3 answered it (contracts/bad-input.yaml of the suite, docs/real-platform.md, Bad
// input): the deserializer's required and type errors, the repositories' own refusals and not-found answers, and the
// four bad-input faults, each changing exactly that answer.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, CUST, P } from './domain-helpers.ts';

const TAX = 'Magento\\Tax\\Api\\';
const SETS = 'Magento\\Catalog\\Api\\AttributeSetManagementInterface::create';
const createSet = (d: Domain, body: unknown) => call(d, { method: 'POST', url: '/V1/products/attribute-sets', service: SETS, body });
const createRate = (d: Domain, rate: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/taxRates', service: `${TAX}TaxRateRepositoryInterface::save`, body: { taxRate: { code: 'zz-rate', tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1, ...rate } } });
const createCustomer = (d: Domain, customer: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/customers', service: `${CUST}CustomerRepositoryInterface::save`, body: { customer: { email: 'zz-b@example.com', firstname: 'z', lastname: 'z', website_id: 1, ...customer } } });
const REQUIRED = '"%fieldName" is required. Enter and try again.';

test('{} names the required body parameters: one alone, several in one aggregate, in the method\'s order', () => {
  const d = newDomain();
  assert.deepEqual(createRate(d, {}).status, 200);
  assert.deepEqual(call(d, { method: 'POST', url: '/V1/taxRates', service: `${TAX}TaxRateRepositoryInterface::save`, body: {} }), { status: 400, body: { message: REQUIRED, parameters: { fieldName: 'taxRate' } } });
  assert.deepEqual(createSet(d, {}), { status: 400, body: { message: 'One or more input exceptions have occurred.', errors: [{ message: REQUIRED, parameters: { fieldName: 'attributeSet' } }, { message: REQUIRED, parameters: { fieldName: 'skeletonId' } }] } });
});

test('a list where a scalar is declared: "array", named in a data object, not as an argument', () => {
  const d = newDomain();
  assert.deepEqual(bodyOf(createRate(d, { tax_country_id: ['x'] })), { message: 'Error occurred during "tax_country_id" processing. The "array" value\'s type is invalid. The "string" type was expected. Verify and try again.' });
  assert.deepEqual(bodyOf(createSet(d, { attributeSet: { attribute_set_name: 'zz-set' }, skeletonId: ['x'] })), { message: 'The "array" value\'s type is invalid. The "int" type was expected. Verify and try again.' });
});

test('the repositories\' refusals: country, region, negative rate, duplicate code; an e-mail that is none; a rate in a rule', () => {
  const d = newDomain();
  const invalid = 'Invalid value of "%value" provided for the %fieldName field.';
  assert.deepEqual(bodyOf(createRate(d, { tax_country_id: 'ZZ' })), { message: invalid, parameters: { fieldName: 'country_id', value: 'ZZ' } });
  assert.deepEqual(bodyOf(createRate(d, { tax_region_id: 2100000000 })), { message: invalid, parameters: { fieldName: 'region_id', value: 2100000000 } });
  assert.deepEqual(bodyOf(createRate(d, { rate: -1 })), { message: REQUIRED, parameters: { fieldName: 'percentage_rate' } });
  const rate = bodyOf(createRate(d, {}));
  assert.deepEqual(bodyOf(createRate(d, {})), { message: '%1 already exists.', parameters: ['Code'] });
  assert.deepEqual(bodyOf(createCustomer(d, { email: 'not-an-email' })), { message: '"Email" is not a valid email address.' });
  assert.deepEqual(bodyOf(createCustomer(d, { group_id: 2100000000 })), { message: 'The specified customer group id does not exist.' });
  call(d, { method: 'POST', url: '/V1/taxRules', service: `${TAX}TaxRuleRepositoryInterface::save`, body: { rule: { code: 'zz-rule', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [rate.id] } } });
  const del = call(d, { method: 'DELETE', url: '/V1/taxRates/:rateId', service: `${TAX}TaxRateRepositoryInterface::deleteById`, params: { rateId: String(rate.id) } });
  assert.deepEqual(del, { status: 400, body: { message: "The tax rate can't be removed because it exists in a tax rule." } });
  const unknown = call(d, { method: 'DELETE', url: '/V1/taxRates/:rateId', service: `${TAX}TaxRateRepositoryInterface::deleteById`, params: { rateId: '2100000000' } });
  assert.deepEqual(unknown, { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'taxRateId', fieldValue: 2100000000 } } });
});

test('the faults: a 500 for what the deserializer refuses, an invalid e-mail and a duplicate kept, not-found parameters lost', () => {
  assert.equal(call(newDomain(['bad-input-500']), { method: 'POST', url: '/V1/taxRates', service: `${TAX}TaxRateRepositoryInterface::save`, body: {} }).status, 500);
  assert.equal(createCustomer(newDomain(['invalid-email-accepted']), { email: 'not-an-email' }).status, 200);
  const d = newDomain(['duplicate-accepted']);
  createRate(d, {});
  assert.equal(createRate(d, {}).status, 200, 'a second rate of the code');
  const lost = call(newDomain(['not-found-parameters-lost']), { method: 'DELETE', url: '/V1/taxRates/:rateId', service: `${TAX}TaxRateRepositoryInterface::deleteById`, params: { rateId: '2100000000' } });
  assert.deepEqual(lost, { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue' } });
});

const EAV_SETS = 'Magento\\Eav\\Api\\AttributeSetManagementInterface::create';
const createEavSet = (d: Domain, body: Record<string, unknown>, set: Record<string, unknown> = {}) => call(d, { method: 'POST', url: '/V1/eav/attribute-sets', service: EAV_SETS, body: { entityTypeCode: 'catalog_product', attributeSet: { attribute_set_name: 'zz-eav-set', sort_order: 0, ...set }, skeletonId: 4, ...body } });

test('the attribute set creates refuse a set that has an id, skeletonId 0 or none, an entity type that is none, an empty or taken name (AttributeSetManagementTest, the real 2.4.7-p3 and 2.4.6-p1)', () => {
  const d = newDomain();
  const invalid = 'Invalid value of "%value" provided for the %fieldName field.';
  assert.deepEqual(createEavSet(d, {}, { attribute_set_id: 2100000000 }), { status: 400, body: { message: invalid, parameters: { fieldName: 'id', value: 2100000000 } } });
  assert.deepEqual(createEavSet(d, { skeletonId: 0 }), { status: 400, body: { message: invalid, parameters: { fieldName: 'skeletonId', value: 0 } } });
  assert.deepEqual(createEavSet(d, { skeletonId: 2100000000 }), { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'id', fieldValue: 2100000000 } } });
  assert.deepEqual(createEavSet(d, { entityTypeCode: 'invalid_entity_type' }), { status: 400, body: { message: 'Invalid entity_type specified: invalid_entity_type' } });
  assert.deepEqual(createEavSet(d, {}, { attribute_set_name: '' }), { status: 400, body: { message: 'The attribute set name is empty. Enter the name and try again.' } });
  assert.deepEqual(createEavSet(d, {}, { attribute_set_name: 'Default' }), { status: 400, body: { message: 'A "Default" attribute set name already exists. Create a new name and try again.' } });
  const made = createEavSet(d, {});
  assert.equal(made.status, 200);
  assert.equal((made.body as Record<string, unknown>).entity_type_id, 4);
  assert.deepEqual(createSet(d, { attributeSet: { attribute_set_name: 'zz-set-id', attribute_set_id: 2100000000 }, skeletonId: 4 }), { status: 400, body: { message: invalid, parameters: { fieldName: 'id', value: 2100000000 } } });
});

test('the faults eav-set-checks-skipped and attribute-set-checks-skipped: the sets made', () => {
  const d = newDomain(['eav-set-checks-skipped']);
  for (const [body, set] of [[{}, { attribute_set_id: 2100000000, attribute_set_name: 'zz-1' }], [{ skeletonId: 0 }, { attribute_set_name: 'zz-2' }], [{ skeletonId: 2100000000 }, { attribute_set_name: 'zz-3' }], [{ entityTypeCode: 'invalid_entity_type' }, { attribute_set_name: 'zz-4' }], [{}, { attribute_set_name: '' }]] as const) {
    assert.equal(createEavSet(d, body, set).status, 200, JSON.stringify([body, set]));
  }
  assert.equal(createSet(newDomain(['attribute-set-checks-skipped']), { attributeSet: { attribute_set_name: 'zz-set-id', attribute_set_id: 2100000000 }, skeletonId: 4 }).status, 200);
});

const OPTION = { title: 'zz o', type: 'field', sort_order: 1, is_require: false, price: -10, price_type: 'fixed', sku: 'zz-o', max_characters: 10 };
const addOption = (d: Domain, option: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/products/options', service: 'Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface::save', body: { option: { product_sku: 'zz-opt', ...OPTION, ...option } } });

test('a custom option its validator refuses: ProductCustomOptionRepositoryTest::testAddNegative\'s six bodies (the real 2.4.7-p3 and 2.4.6-p1), and the fault custom-option-validation-skipped', () => {
  const bad: Array<[Record<string, unknown>, string]> = [
    [{ title: null }, 'Missed values for option required fields'],
    [{ type: 'file', file_extension: 'jpg', image_size_x: -10, image_size_y: -20 }, 'Invalid option value'],
    [{ type: 'drop_down' }, 'Invalid option value'],
    [{ type: 'radio', values: [{ price: 10, price_type: 'fixed', sku: 'r1', title: null, sort_order: 1 }] }, 'Invalid option value'],
    [{ type: 'checkbox', values: [{ price: 10, price_type: 'fixed_one', sku: 'c1', title: 'c1', sort_order: 1 }] }, 'Invalid option value'],
    [{ type: 'multiple_some_value', values: [{ price: 10, price_type: 'fixed', sku: 'm1', title: 'm1', sort_order: 1 }] }, 'Invalid option type'],
  ];
  for (const faults of [[], ['custom-option-validation-skipped']]) {
    const d = newDomain(faults);
    call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'zz-opt', name: 'zz opt', attribute_set_id: 4, price: 10 } } });
    for (const [option, message] of bad) {
      if (faults.length === 0) assert.deepEqual(addOption(d, option), { status: 400, body: { message } }, JSON.stringify(option));
      else assert.equal(addOption(d, option).status, 200, JSON.stringify(option));
    }
    assert.equal(addOption(d, {}).status, 200, 'the contract\'s option is saved');
    assert.equal(addOption(d, { type: 'drop_down', values: [{ price: 10, price_type: 'fixed', sku: 'd1', title: 'd1', sort_order: 1 }] }).status, 200, 'a drop-down with a value is saved');
  }
});


test('a required option sets the product\'s has_options and required_options to "1"; required-options-flag-stale keeps required_options "0"', () => {
  for (const [faults, required] of [[[], '1'], [['required-options-flag-stale'], '0']] as const) {
    const d = newDomain([...faults]);
    call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'zz-opt', name: 'zz opt', attribute_set_id: 4, price: 10 } } });
    assert.equal(addOption(d, { is_require: true }).status, 200);
    const read = bodyOf(call(d, { method: 'GET', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-opt' } }));
    const flag = (code: string) => (read.custom_attributes as Array<{ attribute_code: string; value: unknown }>).find((a) => a.attribute_code === code)?.value;
    assert.deepEqual([flag('has_options'), flag('required_options')], ['1', required], String(faults));
  }
});

test('a product assigned to a website no website is: 400 naming the product\'s id and the id sent (ProductWebsiteLinkRepositoryTest); website-assignment-unchecked assigns it', () => {
  for (const faults of [[], ['website-assignment-unchecked']]) {
    const d = newDomain(faults);
    const product = bodyOf(call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku: 'zz-web', name: 'zz web', attribute_set_id: 4, price: 10, extension_attributes: { website_ids: [] } } } }));
    const assign = (websiteId: number) => call(d, { method: 'POST', url: '/V1/products/:sku/websites', service: `${P}ProductWebsiteLinkRepositoryInterface::save`, params: { sku: 'zz-web' }, body: { productWebsiteLink: { sku: 'zz-web', website_id: websiteId } } });
    if (faults.length === 0) assert.deepEqual(assign(2100000000), { status: 400, body: { message: 'Could not assign product "%1" to websites "%2"', parameters: [String(product.id), 2100000000] } });
    else assert.equal(assign(2100000000).status, 200);
    assert.equal(assign(1).status, 200, 'the main website is one');
    const read = bodyOf(call(d, { method: 'GET', url: '/V1/products/:sku', service: `${P}ProductRepositoryInterface::get`, params: { sku: 'zz-web' } }));
    assert.deepEqual((read.extension_attributes as { website_ids: number[] }).website_ids, faults.length === 0 ? [1] : [1, 2100000000], String(faults));
  }
});
