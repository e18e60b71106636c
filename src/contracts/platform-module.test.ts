import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { platformModuleOf } from './platform-module.ts';

test('the module the service\'s namespace names, when the file lists it', () => {
  assert.equal(platformModuleOf('Magento\\InventorySalesApi\\Api\\GetProductSalableQtyInterface::execute', ['Magento_InventorySalesApi', 'Magento_InventoryExportStockApi']), 'Magento_InventorySalesApi');
  assert.equal(platformModuleOf('Magento\\Checkout\\Api\\ShippingInformationManagementInterface::saveAddressInformation', ['Magento_AsyncOrder', 'Magento_Checkout']), 'Magento_Checkout');
  assert.equal(platformModuleOf('\\PayPal\\Braintree\\Api\\PaymentInterface::save', ['PayPal_Braintree']), 'PayPal_Braintree', 'a leading backslash is no vendor');
});

test('a service of a module\'s Api package is declared by the module itself', () => {
  assert.equal(platformModuleOf('Magento\\AdobeStockImageApi\\Api\\GetImageListInterface::execute', ['Magento_AdobeStockAsset', 'Magento_AdobeStockImage']), 'Magento_AdobeStockImage');
});

test('the file\'s only module otherwise, and null where nothing decides', () => {
  assert.equal(platformModuleOf(null, ['Magento_Search']), 'Magento_Search');
  assert.equal(platformModuleOf('Magento\\Framework\\Foo::bar', ['Magento_Catalog']), 'Magento_Catalog');
  assert.equal(platformModuleOf(null, ['Magento_Swagger', 'Magento_Webapi']), null);
  assert.equal(platformModuleOf('Magento\\Other\\Api\\X::y', ['Magento_A', 'Magento_B']), null);
  assert.equal(platformModuleOf(null, []), null);
});
