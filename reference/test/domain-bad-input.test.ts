// Bad input as the real 2.4.7-p3 answered it (contracts/bad-input.yaml of the suite, docs/real-platform.md, Bad
// input): the deserializer's required and type errors, the repositories' own refusals and not-found answers, and the
// four bad-input faults, each changing exactly that answer.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, CUST } from './domain-helpers.ts';

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
