// The platform's names of published definitions, checked against names real installations published.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { dashSeparated, extensionInterfaceOf, publishedDefinitionName, translateTypeName } from './published-name.ts';

test('an interface of a Magento module: the vendor dropped, Api left out', () => {
  assert.equal(publishedDefinitionName('Magento\\Sales\\Api\\Data\\OrderInterface'), 'sales-data-order-interface');
  assert.equal(publishedDefinitionName(extensionInterfaceOf('Magento\\Sales\\Api\\Data\\OrderInterface')), 'sales-data-order-extension-interface');
  assert.equal(publishedDefinitionName(extensionInterfaceOf('Magento\\GiftMessage\\Api\\Data\\MessageInterface')), 'gift-message-data-message-extension-interface');
  assert.equal(publishedDefinitionName('Magento\\ImportCsvApi\\Api\\Data\\SourceDataInterface'), 'import-csv-api-data-source-data-interface');
  assert.equal(publishedDefinitionName('Magento\\Framework\\Api\\MetadataObjectInterface'), 'framework-metadata-object-interface');
});

test('another vendor keeps its name; a repeated module name is left out; a class outside Api has none', () => {
  assert.equal(publishedDefinitionName('PayPal\\Braintree\\Api\\Data\\PaymentInterface'), 'pay-pal-braintree-data-payment-interface');
  assert.equal(translateTypeName('Magento\\Customer\\Api\\CustomerRepositoryInterface'), 'CustomerRepositoryInterface');
  assert.equal(publishedDefinitionName('Magento\\Sales\\Model\\Order'), null);
});

test('dashes as preg_replace puts them: one pass, left to right, never overlapping', () => {
  assert.equal(dashSeparated('AdobeIoEventsClientConfigurationCheckResultInterface'), 'adobe-io-events-client-configuration-check-result-interface');
  assert.equal(dashSeparated('ABCd'), 'a-bcd');
});
