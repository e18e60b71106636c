// Write routes that act on an existing entity and are executed or queued against the run's own (entities.ts and the
// factories it gathers), as data: which path parameter and which body field take which value of which entity. A
// route is listed only when what its operation does stays inside those entities (an update, a delete, a link or a
// price on the run's own product, an option of the run's own bundle, ...), so the sweep that removes them removes
// every trace. Anything else that names an entity is neither executed nor queued.
//
// Left out on purpose:
// - carts, orders, invoices, shipments, credit memos at COMMERCE_WRITES=allow: no REST call removes a quote or a sales
//   document, so the run could not leave the installation as it found it. Their bindings (commerce-routes.ts) are of
//   the full level, which lists what stays;
// - PUT /V1/customerGroups/default/:id: it changes the store's default group (configuration, not the run's entity);
// - POST /V1/customers/resetPassword: it needs the reset token the platform only e-mails (contracts: notExecutable).
// Bound but never queued (notQueued, with the reason): DELETE /V1/salesRules/:ruleId (on 2.4.7 the consumer passes
// the URL's name $ruleId as a named argument to RuleRepository::deleteById($id), and PHP 8 stops the consumer:
// "Unknown named parameter $ruleId"), the admin sign-in (its queued body would keep the admin's password), the image
// upload (its files stay in pub/media) and a gift wrapping with its image (likewise). Every other route listed was
// checked against its service on 2.4.7 (Adobe Commerce's own on 2.4.6-p1): the URL's parameter names are the argument
// names of both the interface and the implementation (the consumer calls it with named arguments).
// Full level: the media routes. An upload writes its file and 22 resized copies to pub/media; deleting the gallery
// entry removes them all, but deleting the product that holds it (as the sweep does) leaves the copies (real 2.4.7-p3).

import { COMMERCE_ROUTES } from './commerce-routes.ts';
import { EDITION_ROUTES } from './edition-routes.ts';
import { group, WEBSITES } from './platform-references.ts';
import type { OwnedKind } from './entities.ts';
import { anyOwn, own, type OwnedRoute, type PlatformValue } from './route-binding.ts';

export { isOwnedValue, type Binding, type OwnedRoute, type OwnedValue, type PlatformValue } from './route-binding.ts';

const MAIN_WEBSITE: PlatformValue = { platform: { field: 'websiteId', values: [1], names: 'the main website', reads: [WEBSITES] } };
const GENERAL_GROUP: PlatformValue = { platform: { field: 'customerGroupId', values: [1], names: 'the General customer group', reads: [group(1)] } };

const SKU = own('product', 'sku');
const ON_PRODUCT: OwnedRoute = { path: { sku: SKU } };
const PRICE_ROWS: OwnedRoute = { path: {}, body: { 'prices[0].sku': SKU } };
const CATEGORY_LINK: OwnedRoute = { path: { categoryId: own('category', 'id') }, body: { 'productLink.sku': SKU, 'productLink.category_id': own('category', 'id') } };
const byId = (entity: OwnedKind, name: string): OwnedRoute => ({ path: { [name]: own(entity, 'id') } });
const UNASSIGNED_LINK: OwnedRoute = { path: { sku: own('unassigned-product', 'sku') }, body: { 'productWebsiteLink.sku': own('unassigned-product', 'sku'), 'productWebsiteLink.website_id': MAIN_WEBSITE } };
const LINKED = own('linked-product', 'sku');
const PRICED = own('priced-product', 'sku');
const BUNDLE = own('bundle', 'sku');
const CONFIGURABLE = own('configurable', 'sku');
const DOWNLOADABLE = own('downloadable', 'sku');
const DOWNLOADABLE_LINK = { 'link.link_url': own('downloadable', 'linkUrl'), 'link.sample_url': own('downloadable', 'sampleUrl') };
const DOWNLOADABLE_SAMPLE = { 'sample.sample_url': own('downloadable', 'sampleUrl') };
const OWN_TOKEN = own('own-customer', 'token');
/** A tax rule's classes: the worker's customer and product tax classes of the run's own, never the installation's
 * (a rule on Retail Customer and Taxable Goods taxes every other shopper's US checkout while the run lasts). */
const OWN_TAX_CLASSES = { 'rule.customer_tax_class_ids[0]': anyOwn('customer-tax-class', 'id'), 'rule.product_tax_class_ids[0]': anyOwn('tax-class', 'id') };
const OWN_EMAIL = own('own-customer', 'email');
/** The worker's one source of the run's own (full level: it stays, so one serves every route). */
const RUN_SOURCE = anyOwn('run-source', 'code');

/** The route may run again on the same entities (OwnedRoute.reusable): an update, a link, a price, an option or a
 * rule saved again, a read sent as POST, a reset or confirmation e-mail sent again. */
const again = (route: OwnedRoute): OwnedRoute => ({ ...route, reusable: true });

export const OWNED_ROUTES: Readonly<Record<string, OwnedRoute>> = {
  'DELETE /V1/products/:sku': ON_PRODUCT,
  // MSI (Multi-Source Inventory): the run's own products on the platform's default source; the sweep removes their
  // source items and low-stock settings by SKU. Sources are written at `full` only (below): no REST call deletes one.
  'POST /V1/inventory/source-items': again({ path: {}, body: { 'sourceItems[0].sku': SKU } }),
  'POST /V1/inventory/source-items-delete': { path: {}, body: { 'sourceItems[0].sku': SKU } },
  'POST /V1/inventory/low-quantity-notification': again({ path: {}, body: { 'sourceItemConfigurations[0].sku': SKU } }),
  'POST /V1/inventory/low-quantity-notifications-delete': { path: {}, body: { 'sourceItems[0].sku': SKU } },
  'POST /V1/inventory/bulk-product-source-assign': { path: {}, body: { 'skus[0]': own('sourceless-product', 'sku') } },
  'POST /V1/inventory/bulk-product-source-unassign': { path: {}, body: { 'skus[0]': SKU } },
  // Stocks (COMMERCE_WRITES=full): the platform makes a stock's index table inventory_stock_<id> with it and keeps it,
  // empty, once the stock is deleted (both real editions, 2026-12-02; no REST call drops it), so a stock the run makes
  // leaves that table, listed by the stock's id. A create is never queued: the ledger could not name the stock before
  // the consumer ran it. The run's own stock (no sales channel) is renamed, or deleted.
  'POST /V1/inventory/stocks': { path: {}, level: 'full', leaves: { kind: 'stock index table', id: 'answer' }, notQueued: 'a queued create makes a stock whose index table inventory_stock_<id> stays once the stock is swept, and the run could not name it before the consumer ran it' },
  'PUT /V1/inventory/stocks/:stockId': again({ ...byId('stock', 'stockId'), level: 'full' }),
  'DELETE /V1/inventory/stocks/:stockId': { ...byId('stock', 'stockId'), level: 'full' },
  // Sources and their links (COMMERCE_WRITES=full): no REST call deletes a source, so a source the run makes stays,
  // disabled and listed as left by design (inventory-entities.ts). A created one is never queued: the consumer would
  // make a second source the ledger could not name until it ran.
  'POST /V1/inventory/sources': { path: {}, level: 'full', leaves: { kind: 'source', id: 'body.source.source_code' }, notQueued: 'a queued save creates a source that no REST call removes, which the run\'s ledger could not name before the consumer ran it' },
  'PUT /V1/inventory/sources/:sourceCode': again({ path: { sourceCode: RUN_SOURCE }, body: { 'source.source_code': RUN_SOURCE }, level: 'full', notQueued: 'a queued save would act on the worker\'s one source of the run\'s own while its synchronous save is read back: a source of its own per operation would stay on the installation for good (no REST call deletes a source)' }),
  'POST /V1/inventory/stock-source-links': again({ path: {}, body: { 'links[0].stock_id': own('stock', 'id'), 'links[0].source_code': RUN_SOURCE }, level: 'full' }),
  'POST /V1/inventory/stock-source-links-delete': { path: {}, body: { 'links[0].stock_id': own('linked-stock', 'stockId'), 'links[0].source_code': own('linked-stock', 'sourceCode') }, level: 'full' },
  // A partial transfer of the run's own product from the default source to its item on the worker's own source (full:
  // the destination is that source, which stays).
  'POST /V1/inventory/bulk-partial-source-transfer': { path: {}, body: { 'items[0].sku': own('transfer-product', 'sku'), destinationSourceCode: own('transfer-product', 'sourceCode') }, level: 'full' },
  // The whole product: its custom options name it too (the platform refuses an option without its product's sku), and
  // its links point at the worker's product and category of the run's own (one each, made once and swept with the rest).
  'PUT /V1/products/:sku': again({
    path: { sku: SKU },
    body: {
      'product.sku': SKU,
      'product.options[0].product_sku': SKU,
      'product.options[1].product_sku': SKU,
      'product.product_links[0].sku': SKU,
      'product.product_links[0].linked_product_sku': anyOwn('product', 'sku'),
      'product.extension_attributes.category_links[0].category_id': anyOwn('category', 'id'),
    },
  }),
  'PUT /V1/products/:productSku/stockItems/:itemId': again({ path: { productSku: SKU, itemId: own('product', 'stockItemId') } }),
  // A product in no website gets the main one (a new product is in it already on a single-website installation).
  'POST /V1/products/:sku/websites': again(UNASSIGNED_LINK),
  'PUT /V1/products/:sku/websites': again(UNASSIGNED_LINK),
  'DELETE /V1/products/:sku/websites/:websiteId': { path: { sku: SKU, websiteId: MAIN_WEBSITE } },
  'POST /V1/products/:sku/links': again({ path: { sku: SKU }, body: { 'items[0].sku': SKU, 'items[0].linked_product_sku': own('product', 'sku', 1) } }),
  // The link the run's own product has already: saved again at another position.
  'PUT /V1/products/:sku/links': again({ path: { sku: LINKED }, body: { 'entity.sku': LINKED, 'entity.linked_product_sku': own('linked-product', 'linkedSku') } }),
  'DELETE /V1/products/:sku/links/:type/:linkedProductSku': { path: { sku: LINKED, linkedProductSku: own('linked-product', 'linkedSku') } },
  'POST /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price': again({ path: { sku: SKU, customerGroupId: GENERAL_GROUP } }),
  'DELETE /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty': { path: { sku: PRICED, customerGroupId: GENERAL_GROUP } },
  'POST /V1/products/base-prices': again(PRICE_ROWS),
  'POST /V1/products/cost': again(PRICE_ROWS),
  'POST /V1/products/cost-delete': { path: {}, body: { 'skus[0]': PRICED } },
  'POST /V1/products/special-price': again(PRICE_ROWS),
  'POST /V1/products/special-price-delete': { path: {}, body: { 'prices[0].sku': PRICED } },
  'POST /V1/products/tier-prices': again(PRICE_ROWS),
  'PUT /V1/products/tier-prices': again(PRICE_ROWS),
  'POST /V1/products/tier-prices-delete': { path: {}, body: { 'prices[0].sku': PRICED } },
  'POST /V1/products/options': again({ path: {}, body: { 'option.product_sku': SKU } }),
  'PUT /V1/products/options/:optionId': again({ path: { optionId: own('option-product', 'optionId') }, body: { 'option.product_sku': own('option-product', 'sku') } }),
  'DELETE /V1/products/:sku/options/:optionId': { path: { sku: own('option-product', 'sku'), optionId: own('option-product', 'optionId') } },
  // Reads sent as POST: queued, the consumer reads the run's own product's prices.
  'POST /V1/products/base-prices-information': again({ path: {}, body: { 'skus[0]': SKU } }),
  'POST /V1/products/cost-information': again({ path: {}, body: { 'skus[0]': SKU } }),
  'POST /V1/products/special-price-information': again({ path: {}, body: { 'skus[0]': SKU } }),
  'POST /V1/products/tier-prices-information': again({ path: {}, body: { 'skus[0]': SKU } }),
  // An image of the run's own product (full level: its resized copies stay in pub/media once the product is swept,
  // recorded by their path).
  'POST /V1/products/:sku/media': { path: { sku: SKU }, level: 'full', leaves: { kind: 'media file', id: 'answer' }, notQueued: 'queued, the image files it writes to pub/media would stay behind without the run learning their path' },
  'PUT /V1/products/:sku/media/:entryId': again({ path: { sku: own('imaged-product', 'sku'), entryId: own('imaged-product', 'entryId') }, body: { 'entry.id': own('imaged-product', 'entryId') } }),
  'DELETE /V1/products/:sku/media/:entryId': { path: { sku: own('imaged-product', 'sku'), entryId: own('imaged-product', 'entryId') } },
  'DELETE /V1/categories/:categoryId': byId('category', 'categoryId'),
  'PUT /V1/categories/:id': again(byId('category', 'id')),
  // Under a second category of the run's own (moving it under the root it is under already would change nothing).
  'PUT /V1/categories/:categoryId/move': {
    path: { categoryId: own('category', 'id') },
    body: { parentId: own('category', 'id', 1) },
    notQueued: 'on 2.4.7 the queued move never reaches its service: the consumer fails it with "Data item corresponding to "categoryId" must be specified in the message with topic "async.magento.catalog.api.categorymanagementinterface.move.put"." (the URL\'s :categoryId is not carried into the message, and the body has no field for it)',
  },
  'POST /V1/categories/:categoryId/products': again(CATEGORY_LINK),
  // The product the run's own category holds already: saved again at another position.
  'PUT /V1/categories/:categoryId/products': again({ path: { categoryId: own('category-product', 'id') }, body: { 'productLink.sku': own('category-product', 'sku'), 'productLink.category_id': own('category-product', 'id') } }),
  'DELETE /V1/categories/:categoryId/products/:sku': { path: { categoryId: own('category-product', 'id'), sku: own('category-product', 'sku') } },
  'DELETE /V1/products/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  'PUT /V1/products/attribute-sets/:attributeSetId': again(byId('attribute-set', 'attributeSetId')),
  'DELETE /V1/eav/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  // The set saved with its own id and name and a new sort_order (AttributeSetRepositoryTest::testSave keeps the name).
  'PUT /V1/eav/attribute-sets/:attributeSetId': again({ path: { attributeSetId: own('attribute-set', 'id') }, body: { 'attributeSet.attribute_set_id': own('attribute-set', 'id'), 'attributeSet.attribute_set_name': own('attribute-set', 'name') } }),
  // The run's own attribute into a group of the run's own set, and out of it again.
  'POST /V1/products/attribute-sets/attributes': { path: {}, body: { attributeSetId: own('attribute-group', 'setId'), attributeGroupId: own('attribute-group', 'id'), attributeCode: own('product-attribute', 'code') } },
  'DELETE /V1/products/attribute-sets/:attributeSetId/attributes/:attributeCode': { path: { attributeSetId: own('set-attribute', 'setId'), attributeCode: own('set-attribute', 'code') } },
  // A group inside the run's own attribute set: removed with the set.
  'POST /V1/products/attribute-sets/groups': again({ path: {}, body: { 'group.attribute_set_id': own('attribute-set', 'id') } }),
  'PUT /V1/products/attribute-sets/:attributeSetId/groups': again({ path: { attributeSetId: own('attribute-group', 'setId') }, body: { 'group.attribute_group_id': own('attribute-group', 'id'), 'group.attribute_set_id': own('attribute-group', 'setId') } }),
  'DELETE /V1/products/attribute-sets/groups/:groupId': { path: { groupId: own('attribute-group', 'id') } },
  'DELETE /V1/products/attributes/:attributeCode': { path: { attributeCode: own('product-attribute', 'code') } },
  // An update names the attribute by its id (without it the platform takes the body for a new attribute: "%1 already
  // exists.").
  'PUT /V1/products/attributes/:attributeCode': again({ path: { attributeCode: own('product-attribute', 'code') }, body: { 'attribute.attribute_code': own('product-attribute', 'code'), 'attribute.attribute_id': own('product-attribute', 'id') } }),
  'POST /V1/products/attributes/:attributeCode/options': again({ path: { attributeCode: own('product-attribute', 'code') } }),
  'DELETE /V1/products/attributes/:attributeCode/options/:optionId': { path: { attributeCode: own('attribute-option', 'code'), optionId: own('attribute-option', 'optionId') } },
  // The run's own attribute option renamed (2.4.1+), and the run's own attribute's filterable level set (2.4.7).
  // Neither is queued: on 2.4.7 the consumer never reaches the service, the URL's last parameter not being carried
  // into the message (as for the category move).
  'PUT /V1/products/attributes/:attributeCode/options/:optionId': again({
    path: { attributeCode: own('attribute-option', 'code'), optionId: own('attribute-option', 'optionId') },
    notQueued: 'on 2.4.7 the queued update never reaches its service: the consumer fails it with "Data item corresponding to "optionId" must be specified in the message with topic "async.magento.catalog.api.productattributeoptionupdateinterface.update.put"." (the URL\'s :optionId is not carried into the message; the real 2.4.7-p3, 2026-11-28)',
  }),
  'PUT /V1/products/attributes/:attributeCode/is-filterable/:isFilterable': again({
    path: { attributeCode: own('product-attribute', 'code') },
    notQueued: 'on 2.4.7 the queued call never reaches its service: the consumer fails it with "Data item corresponding to "isFilterable" must be specified in the message with topic "async.magento.catalog.api.productattributeisfilterablemanagementinterface.set.put"." (the URL\'s :isFilterable is not carried into the message; the real 2.4.7-p3, 2026-11-28)',
  }),
  // Bundle: a second product of the run's own into the option, the child's link changed, the child removed; options
  // added, changed and removed.
  'POST /V1/bundle-products/:sku/links/:optionId': { path: { sku: BUNDLE, optionId: own('bundle', 'optionId') }, body: { 'linkedProduct.sku': own('bundle', 'freeSku'), 'linkedProduct.option_id': own('bundle', 'optionId') } },
  'PUT /V1/bundle-products/:sku/links/:id': again({ path: { sku: BUNDLE, id: own('bundle', 'linkId') }, body: { 'linkedProduct.sku': own('bundle', 'childSku'), 'linkedProduct.option_id': own('bundle', 'optionId') } }),
  'DELETE /V1/bundle-products/:sku/options/:optionId/children/:childSku': { path: { sku: BUNDLE, optionId: own('bundle', 'optionId'), childSku: own('bundle', 'childSku') } },
  'POST /V1/bundle-products/options/add': again({ path: {}, body: { 'option.sku': BUNDLE } }),
  'PUT /V1/bundle-products/options/:optionId': again({ path: { optionId: own('bundle', 'optionId') }, body: { 'option.sku': BUNDLE } }),
  'DELETE /V1/bundle-products/:sku/options/:optionId': { path: { sku: BUNDLE, optionId: own('bundle', 'optionId') } },
  // Configurable: the option added to a configurable product without one, changed and removed; the second child
  // added, the first removed; a variation generated (a read: nothing is saved) from the worker's configurable
  // attribute.
  'POST /V1/configurable-products/:sku/options': { path: { sku: own('configurable-base', 'sku') }, body: { 'option.attribute_id': own('configurable-base', 'attributeId'), 'option.values[0].value_index': own('configurable-base', 'valueA') } },
  'PUT /V1/configurable-products/:sku/options/:id': again({ path: { sku: CONFIGURABLE, id: own('configurable', 'optionId') }, body: { 'option.attribute_id': own('configurable', 'attributeId'), 'option.values[0].value_index': own('configurable', 'valueA') } }),
  'DELETE /V1/configurable-products/:sku/options/:id': { path: { sku: CONFIGURABLE, id: own('configurable', 'optionId') } },
  'POST /V1/configurable-products/:sku/child': { path: { sku: CONFIGURABLE }, body: { childSku: own('configurable', 'childB') } },
  'DELETE /V1/configurable-products/:sku/children/:childSku': { path: { sku: CONFIGURABLE, childSku: own('configurable', 'childA') } },
  // A read: the worker's configurable attribute and its set serve it as they are.
  'PUT /V1/configurable-products/variation': again({ path: {}, body: { 'product.attribute_set_id': anyOwn('configurable-attribute', 'setId'), 'options[0].attribute_id': anyOwn('configurable-attribute', 'attributeId'), 'options[0].values[0].value_index': anyOwn('configurable-attribute', 'valueA') } }),
  // Downloadable: links and samples by URL on the target's own host.
  'POST /V1/products/:sku/downloadable-links': again({ path: { sku: DOWNLOADABLE }, body: DOWNLOADABLE_LINK }),
  'PUT /V1/products/:sku/downloadable-links/:id': again({ path: { sku: DOWNLOADABLE, id: own('downloadable', 'linkId') }, body: { ...DOWNLOADABLE_LINK, 'link.id': own('downloadable', 'linkId') } }),
  'DELETE /V1/products/downloadable-links/:id': { path: { id: own('downloadable', 'linkId') } },
  'POST /V1/products/:sku/downloadable-links/samples': again({ path: { sku: DOWNLOADABLE }, body: DOWNLOADABLE_SAMPLE }),
  'PUT /V1/products/:sku/downloadable-links/samples/:id': again({ path: { sku: DOWNLOADABLE, id: own('downloadable', 'sampleId') }, body: { ...DOWNLOADABLE_SAMPLE, 'sample.id': own('downloadable', 'sampleId') } }),
  'DELETE /V1/products/downloadable-links/samples/:id': { path: { id: own('downloadable', 'sampleId') } },
  'DELETE /V1/customers/:customerId': byId('customer', 'customerId'),
  // A customer in a group of the run's own, moved to the worker's other group of its own: neither is the platform's
  // default (General), so an update that reset the group, or a partial update that dropped it, shows (issue 37 §3).
  'PUT /V1/customers/:customerId': again({ path: { customerId: own('grouped-customer', 'id') }, body: { 'customer.email': own('grouped-customer', 'email'), 'customer.id': own('grouped-customer', 'id'), 'customer.addresses[0].id': own('grouped-customer', 'addressId'), 'customer.group_id': anyOwn('customer-group', 'id') } }),
  // Activation with the key the admin gave the run's own customer (what the platform would have e-mailed).
  'PUT /V1/customers/:email/activate': { path: { email: own('unconfirmed-customer', 'email') }, body: { confirmationKey: own('unconfirmed-customer', 'confirmationKey') } },
  'PUT /V1/customers/me/activate': { path: {}, body: { confirmationKey: own('unconfirmed-own-customer', 'confirmationKey') }, as: own('unconfirmed-own-customer', 'token') },
  'POST /V1/customers/confirm': again({ path: {}, body: { email: own('unconfirmed-customer', 'email') } }),
  'DELETE /V1/addresses/:addressId': { path: { addressId: own('customer', 'addressId') } },
  'DELETE /V1/cmsPage/:pageId': byId('cms-page', 'pageId'),
  'PUT /V1/cmsPage/:id': again(byId('cms-page', 'id')),
  'DELETE /V1/cmsBlock/:blockId': byId('cms-block', 'blockId'),
  'PUT /V1/cmsBlock/:id': again(byId('cms-block', 'id')),
  // A group of the run's own with a customer of the run's own in it: the platform deletes it and moves the customer to
  // its store's default group (write.group-delete-moves-customers).
  'DELETE /V1/customerGroups/:id': { path: { id: own('grouped-customer', 'groupId') } },
  // A group's tax class: the worker's customer tax class of the run's own, not Retail Customer (3), the default a group
  // saved without one gets: a class ignored would read back as that default and prove nothing (issue 37 §3).
  'POST /V1/customerGroups': again({ path: {}, body: { 'group.tax_class_id': anyOwn('customer-tax-class', 'id') } }),
  'PUT /V1/customerGroups/:id': again({ ...byId('customer-group', 'id'), body: { 'group.tax_class_id': anyOwn('customer-tax-class', 'id') } }),
  'DELETE /V1/taxClasses/:taxClassId': byId('tax-class', 'taxClassId'),
  'PUT /V1/taxClasses/:classId': again(byId('tax-class', 'classId')),
  'DELETE /V1/taxRates/:rateId': byId('tax-rate', 'rateId'),
  'PUT /V1/taxRates': again({ path: {}, body: { 'taxRate.id': own('tax-rate', 'id') } }),
  // A prefixed tax rule on the run's own tax rate and tax classes; the sweep removes tax rules before rates and classes.
  'POST /V1/taxRules': again({ path: {}, body: { 'rule.tax_rate_ids[0]': own('tax-rate', 'id'), ...OWN_TAX_CLASSES } }),
  'PUT /V1/taxRules': again({ path: {}, body: { 'rule.id': own('tax-rule', 'id'), 'rule.tax_rate_ids[0]': own('tax-rule', 'rateId'), 'rule.customer_tax_class_ids[0]': own('tax-rule', 'customerClassId'), 'rule.product_tax_class_ids[0]': own('tax-rule', 'productClassId') } }),
  'DELETE /V1/taxRules/:ruleId': byId('tax-rule', 'ruleId'),
  'PUT /V1/salesRules/:ruleId': again(byId('sales-rule', 'ruleId')),
  'DELETE /V1/salesRules/:ruleId': { ...byId('sales-rule', 'ruleId'), notQueued: 'on 2.4.7 the consumer calls RuleRepository::deleteById($id) with the URL\'s name as a named argument ($ruleId), and PHP 8 stops the consumer ("Unknown named parameter $ruleId")' },
  // Coupons of the run's own coupon rule.
  // A generated coupon (type 1, CouponRepositoryTest::testCrud's) on the run's rule that generates them.
  'POST /V1/coupons': again({ path: {}, body: { 'coupon.rule_id': own('generating-rule', 'id') } }),
  'PUT /V1/coupons/:couponId': again({ path: { couponId: own('rule-coupon', 'id') }, body: { 'coupon.rule_id': own('rule-coupon', 'ruleId') } }),
  'DELETE /V1/coupons/:couponId': byId('rule-coupon', 'couponId'),
  'POST /V1/coupons/generate': again({ path: {}, body: { 'couponSpec.rule_id': own('generating-rule', 'id') } }),
  'POST /V1/coupons/deleteByIds': { path: {}, body: { 'ids[0]': own('rule-coupon', 'id') } },
  'POST /V1/coupons/deleteByCodes': { path: {}, body: { 'codes[0]': own('rule-coupon', 'code') } },
  // Adobe Commerce gift wrappings of the run's own (a disabled one: no shopper is offered it). One made with its image
  // leaves the file in pub/media/wrapping once it is deleted (real 2.4.6-p1: the resource model removes no file), so
  // the create, which sends an image, is of the full level and lists the file; the run's wrappings that the update and
  // the delete act on have none. Their queued forms run on 2.4.6-p1's consumer (WrappingRepository::save($data,
  // $storeId) and deleteById($id), the interface's names).
  'POST /V1/gift-wrappings': { path: {}, level: 'full', leaves: { kind: 'wrapping image', id: 'body.data.image_name' }, notQueued: 'a queued create writes its image file to pub/media/wrapping, which stays once the wrapping is deleted, and the run could not name the file before the consumer ran it' },
  'PUT /V1/gift-wrappings/:wrappingId': again({ path: { wrappingId: own('gift-wrapping', 'id') } }),
  'DELETE /V1/gift-wrappings/:id': { path: { id: own('gift-wrapping', 'id') } },
  // Self routes and token routes, as the run's own customer (signed in with its own password): never the configured
  // customer's account. The sweep deletes the customer with the other prefixed ones.
  'PUT /V1/customers/me': {
    path: {},
    // Another customer's id in the body (AccountManagementMeTest::testUpdateCustomer): one of the run's own, which the
    // route's forced customer.id replaces with the token's customer.
    body: { 'customer.email': OWN_EMAIL, 'customer.id': own('customer', 'id') },
    as: OWN_TOKEN,
    // Magento\Customer\Plugin\AsyncRequestCustomerGroupAuthorization refuses a queued customer that carries a group id
    // unless the caller holds Magento_Customer::manage; the update of /me always carries the customer's group.
    notQueued: 'queued, a customer with a group id needs Magento_Customer::manage (the Customer module\'s check of asynchronous requests), which a customer token never holds, and the update of /me always carries the customer\'s group: the real 2.4.7-p3 answered 401 "The consumer isn\'t authorized to access %resources." (Magento_Customer::manage) to the run\'s own customer',
  },
  'PUT /V1/customers/me/password': { path: {}, body: { currentPassword: own('own-customer', 'password') }, as: OWN_TOKEN },
  'POST /V1/integration/customer/token': again({ path: {}, body: { username: OWN_EMAIL, password: own('own-customer', 'password') }, secretAnswer: true }),
  'POST /V1/integration/customer/revoke-customer-token': { path: {}, as: OWN_TOKEN },
  // The configured admin signs in once more (global setup did the same): the answer is a new token, nothing is stored.
  'POST /V1/integration/admin/token': { path: {}, body: { username: { configured: 'admin-username' }, password: { configured: 'admin-password' } }, secretAnswer: true, notQueued: 'queued, the operation\'s stored body would keep the configured admin\'s password in the installation\'s database' },
  // A reset e-mail for the run's own customer (on example.com: it reaches nobody).
  'PUT /V1/customers/password': again({ path: {}, body: { email: OWN_EMAIL } }),
  // Carts, checkout, gift messages, orders and sales documents (COMMERCE_WRITES=full).
  ...COMMERCE_ROUTES,
  // Adobe Commerce's own: gift cards, store credit, reward points, gift registries and returns (COMMERCE_WRITES=full).
  ...EDITION_ROUTES,
};
