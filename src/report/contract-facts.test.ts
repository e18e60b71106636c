import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { contractFacts, moduleOfDefinition } from './contract-facts.ts';

const route = (key: string, editions: Array<'open-source' | 'commerce'>, platformModule: string | null, file: string, line: number) => {
  const [method = 'GET', path = '/'] = key.split(' ');
  return { key, method: method as 'GET', path, editions, since: '2.0', until: null, platformModule, location: { file, line, column: 1 } };
};

const facts = contractFacts([
  route('GET /V1/gift-wrappings/:id', ['commerce'], 'Magento_GiftWrapping', 'gift-wrapping.yaml', 8),
  route('GET /V1/gift-wrappings', ['commerce'], 'Magento_GiftWrapping', 'gift-wrapping.yaml', 20),
  route('GET /V1/products/:sku', ['open-source', 'commerce'], 'Magento_Catalog', 'catalog.yaml', 60),
  route('GET /schema', ['open-source', 'commerce'], null, 'schema.yaml', 5),
]);

test('a route by its key or by the form a schema finding names it, with its contract, editions and module', () => {
  assert.deepEqual(facts.route('GET /V1/gift-wrappings/:id'), { key: 'GET /V1/gift-wrappings/:id', contract: 'contracts/gift-wrapping.yaml:8', editions: ['commerce'], since: '2.0', until: null, platformModule: 'Magento_GiftWrapping' });
  assert.equal(facts.route('GET /V1/gift-wrappings/{wrappingId}')?.key, 'GET /V1/gift-wrappings/:id');
  assert.equal(facts.route('DELETE /V1/gift-wrappings/{id}'), null);
});

test('a module\'s editions are those of its routes', () => {
  assert.deepEqual(facts.module('Magento_GiftWrapping'), { editions: ['commerce'], since: '2.0', until: null, contracts: ['contracts/gift-wrapping.yaml'] });
  assert.deepEqual(facts.module('Magento_Catalog')?.editions, ['open-source', 'commerce']);
  assert.equal(facts.module('Magento_Rma'), null);
  assert.deepEqual(facts.modules(), ['Magento_Catalog', 'Magento_GiftWrapping']);
});

test('a module\'s releases span those of its routes', () => {
  const bundled = contractFacts([
    { ...route('GET /V1/payments-config/:location', ['open-source', 'commerce'], 'Magento_PaymentServicesPaypal', 'ps.yaml', 15), since: '2.4.7' },
    { ...route('POST /V1/carts/mine/payment-order', ['open-source', 'commerce'], 'Magento_PaymentServicesPaypal', 'ps.yaml', 90), since: '2.4.8', until: '2.4.9' },
  ]);
  assert.deepEqual([bundled.module('Magento_PaymentServicesPaypal')?.since, bundled.module('Magento_PaymentServicesPaypal')?.until], ['2.4.7', null]);
});

test('a definition belongs to the module whose namespace starts its name, the longest', () => {
  const modules = ['Magento_Customer', 'Magento_CustomerBalance', 'Magento_Sales', 'Magento_SalesRule', 'PayPal_Braintree', 'Magento_PaymentServicesPaypal', 'Magento_InventoryApi'];
  assert.equal(moduleOfDefinition('customer-balance-data-balance-interface', modules), 'Magento_CustomerBalance');
  assert.equal(moduleOfDefinition('customer-data-customer-interface', modules), 'Magento_Customer');
  assert.equal(moduleOfDefinition('sales-rule-data-rule-interface', modules), 'Magento_SalesRule');
  assert.equal(moduleOfDefinition('pay-pal-braintree-data-payment-interface', modules), 'PayPal_Braintree');
  assert.equal(moduleOfDefinition('payment-services-paypal-data-payment-order-interface', modules), 'Magento_PaymentServicesPaypal');
  assert.equal(moduleOfDefinition('inventory-api-data-source-interface', modules), 'Magento_InventoryApi');
  assert.equal(moduleOfDefinition('framework-metadata-object-interface', modules), null);
});
