// scripts/extract-module-declarations.ts reads a tree's declarations as the platform writes them (comments, nested
// resources, a leading backslash) and decides each module's editions from the products' composer locks. The XML and
// lock samples below are small cuts of the two mirrored trees' files (module-quick-checkout, module-gift-wrapping,
// module-catalog-inventory etc/*.xml), trimmed to the parts read; no test reads a tree.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { build, closure, extensionAttributes, lockPackages, moduleName, routes, type Tree } from '../scripts/extract-module-declarations.ts';

const EXTENSION_ATTRIBUTES = `<?xml version="1.0"?>
<config xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="urn:magento:framework:Api/etc/extension_attributes.xsd">
    <extension_attributes for="Magento\\Catalog\\Api\\Data\\ProductInterface">
        <!--
        @deprecated <attribute code="not_this" type="string"/>
        -->
        <attribute code="stock_item" type="Magento\\CatalogInventory\\Api\\Data\\StockItemInterface">
            <resources>
                <resource ref="Magento_CatalogInventory::cataloginventory"/>
            </resources>
        </attribute>
    </extension_attributes>
    <extension_attributes for="\\Magento\\GiftMessage\\Api\\Data\\MessageInterface">
        <attribute code="wrapping_id" type="int" />
    </extension_attributes>
</config>`;

const WEBAPI = `<routes xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="urn:magento:module:Magento_Webapi:etc/webapi.xsd">
    <!-- Check if bolt account exists -->
    <route url="/V1/quick-checkout/has-account" method="POST">
        <service class="Magento\\QuickCheckout\\Api\\AccountRepositoryInterface" method="hasAccount"/>
        <resources>
            <resource ref="anonymous"/>
        </resources>
    </route>
    <route method="get" url="/V1/x/:id">
        <service method="get" class="\\Magento\\X\\Api\\XInterface"/>
        <resources><resource ref="self"/></resources>
    </route>
</routes>`;

test('extension attributes: each code and type with the interface it is for and its published extension interface; comments are no declarations', () => {
  assert.deepEqual(extensionAttributes(EXTENSION_ATTRIBUTES, 'a.xml', 'Magento_CatalogInventory'), [
    { definition: 'catalog-data-product-extension-interface', for: 'Magento\\Catalog\\Api\\Data\\ProductInterface', code: 'stock_item', type: 'Magento\\CatalogInventory\\Api\\Data\\StockItemInterface', module: 'Magento_CatalogInventory' },
    { definition: 'gift-message-data-message-extension-interface', for: 'Magento\\GiftMessage\\Api\\Data\\MessageInterface', code: 'wrapping_id', type: 'int', module: 'Magento_CatalogInventory' },
  ]);
  assert.throws(() => extensionAttributes('<extension_attributes for="A\\B\\Api\\C"><attribute code="x"/></extension_attributes>', 'b.xml', 'M_A'), /b\.xml: <attribute> without code or type/);
});

test('routes: method upper-cased, the url as declared, the service class and method in either attribute order', () => {
  assert.deepEqual(routes(WEBAPI, 'w.xml', 'Magento_QuickCheckout'), [
    { route: 'POST /V1/quick-checkout/has-account', service: 'Magento\\QuickCheckout\\Api\\AccountRepositoryInterface::hasAccount', module: 'Magento_QuickCheckout' },
    { route: 'GET /V1/x/:id', service: 'Magento\\X\\Api\\XInterface::get', module: 'Magento_QuickCheckout' },
  ]);
  assert.equal(moduleName('<config><module name="Magento_QuickCheckout" setup_version="1"/></config>', 'm.xml'), 'Magento_QuickCheckout');
  assert.throws(() => moduleName('<config><!-- <module name="A_B"/> --></config>', 'm.xml'), /m\.xml: no <module name/);
});

test('editions: the open-source product\'s packages ship in both, Commerce\'s own only in commerce, a module of neither in none', () => {
  const lock = JSON.stringify({
    packages: [
      { name: 'magento/product-community-edition', version: '2.4.6-p1', require: { 'magento/module-checkout': '*', 'magento/module-removed-later': '*' } },
      { name: 'magento/product-enterprise-edition', version: '2.4.6-p1', require: { 'magento/product-community-edition': '*', 'magento/quick-checkout': '*' } },
      { name: 'magento/quick-checkout', version: '1', require: { 'magento/module-quick-checkout': '*' } },
      { name: 'magento/module-checkout', version: '1' },
      { name: 'magento/module-removed-later', version: '1' },
      { name: 'magento/module-quick-checkout', version: '1' },
      { name: 'magento/module-sample-data', version: '1' },
    ],
  });
  const packages = lockPackages(lock);
  const openSource = closure(packages, 'magento/product-community-edition');
  assert.deepEqual([...openSource].sort(), ['magento/module-checkout', 'magento/module-removed-later', 'magento/product-community-edition']);
  const tree = (id: string, edition: 'commerce' | 'open-source', modules: Record<string, string>, commerce: Set<string>, files: Record<string, string>): Tree => ({ id, edition, release: id, repository: 'o/r', commit: 'c', project: 'p', dir: '/', modules: new Map(Object.entries(modules)), openSource, commerceOnly: commerce, files: new Map(Object.entries(files)) });
  const commerce = tree('commerce-2.4.6-p1', 'commerce', { 'magento/module-checkout': 'Magento_Checkout', 'magento/module-removed-later': 'Magento_RemovedLater', 'magento/module-quick-checkout': 'Magento_QuickCheckout', 'magento/module-sample-data': 'Magento_SampleData' }, new Set(['magento/module-quick-checkout', 'magento/quick-checkout', 'magento/product-enterprise-edition']), { 'vendor/magento/module-quick-checkout/etc/webapi.xml': WEBAPI });
  const oss = tree('open-source-2.4.7-p3', 'open-source', { 'magento/module-checkout': 'Magento_Checkout' }, new Set(), {});
  const data = build([commerce, oss]);
  assert.deepEqual(data.modules.Magento_QuickCheckout, { package: 'magento/module-quick-checkout', editions: ['commerce'], trees: ['commerce-2.4.6-p1'] });
  assert.equal(data.modules.Magento_RemovedLater, undefined, 'of both editions (in 2.4.6-p1\'s open-source product) and declaring nothing: left out');
  assert.equal(data.modules.Magento_SampleData, undefined);
  assert.deepEqual(data.routes.map((r) => `${r.route} ${r.module} ${r.trees.join('+')}`), ['POST /V1/quick-checkout/has-account Magento_QuickCheckout commerce-2.4.6-p1', 'GET /V1/x/:id Magento_QuickCheckout commerce-2.4.6-p1'], 'by path');
  // A Commerce-only package in an open-source tree contradicts the rule: the script stops.
  const contradicting = tree('open-source-2.4.7-p3', 'open-source', { 'magento/module-quick-checkout': 'Magento_QuickCheckout' }, new Set(), {});
  assert.throws(() => build([commerce, contradicting]), /magento\/module-quick-checkout: Commerce's only, yet installed in an open-source tree/);
});
