// Write routes that act on an existing entity and are queued against the run's own (entities.ts), as data:
// which path parameter and which body field take which value of which entity. A route is listed only when what its
// operation does stays inside those entities (an update, a delete, a link or a price on the run's own product, ...),
// so the sweep that removes them removes every trace. Anything else that names an entity is not queued.
//
// Left out on purpose:
// - carts, orders, invoices, shipments, credit memos at COMMERCE_WRITES=allow: no REST call removes a quote or a sales
//   document, so the run could not leave the installation as it found it. Their bindings (commerce-routes.ts) are of
//   the full level, which lists what stays;
// - DELETE /V1/salesRules/:ruleId: on 2.4.7 the consumer passes the URL's name ($ruleId) as a named argument to
//   deleteById($id), and PHP 8 stops the consumer ("Unknown named parameter $ruleId") whatever the id;
// - POST /V1/products/:sku/media: the image file stays in pub/media after the product is deleted;
// - PUT /V1/customerGroups/default/:id: it changes the store's default group (configuration, not the run's entity);
// - routes on sub-entities no factory makes (media entries, custom options by id, downloadable links, bundle and
//   configurable options, coupons, tax rules by id, attribute option ids).
// Each DELETE listed was checked against its service interface on 2.4.7: the URL's parameter names are the
// argument names, so the consumer's named call resolves.

import { COMMERCE_ROUTES } from './commerce-routes.ts';
import type { OwnedKind } from './entities.ts';
import { group, WEBSITES } from './platform-references.ts';
import type { OwnedRoute, OwnedValue, PlatformValue } from './route-binding.ts';

export { isOwnedValue, type Binding, type OwnedRoute, type OwnedValue, type PlatformValue } from './route-binding.ts';

const own = (entity: OwnedKind, value: string, slot = 0): OwnedValue => ({ entity, value, slot });
const MAIN_WEBSITE: PlatformValue = { platform: { field: 'websiteId', values: [1], names: 'the main website', reads: [WEBSITES] } };
const GENERAL_GROUP: PlatformValue = { platform: { field: 'customerGroupId', values: [1], names: 'the General customer group', reads: [group(1)] } };

const SKU = own('product', 'sku');
const ON_PRODUCT: OwnedRoute = { path: { sku: SKU } };
const PRICE_ROWS: OwnedRoute = { path: {}, body: { 'prices[0].sku': SKU } };
const CATEGORY_LINK: OwnedRoute = { path: { categoryId: own('category', 'id') }, body: { 'productLink.sku': SKU, 'productLink.category_id': own('category', 'id') } };
const WEBSITE_LINK: OwnedRoute = { path: { sku: SKU }, body: { 'productWebsiteLink.sku': SKU, 'productWebsiteLink.website_id': MAIN_WEBSITE } };
const byId = (entity: OwnedKind, name: string): OwnedRoute => ({ path: { [name]: own(entity, 'id') } });
const OWN_TOKEN = own('own-customer', 'token');
const OWN_EMAIL = own('own-customer', 'email');

export const OWNED_ROUTES: Readonly<Record<string, OwnedRoute>> = {
  'DELETE /V1/products/:sku': ON_PRODUCT,
  'PUT /V1/products/:sku': { path: { sku: SKU }, body: { 'product.sku': SKU } },
  'PUT /V1/products/:productSku/stockItems/:itemId': { path: { productSku: SKU, itemId: own('product', 'stockItemId') } },
  'POST /V1/products/:sku/websites': WEBSITE_LINK,
  'PUT /V1/products/:sku/websites': WEBSITE_LINK,
  'DELETE /V1/products/:sku/websites/:websiteId': { path: { sku: SKU, websiteId: MAIN_WEBSITE } },
  'POST /V1/products/:sku/links': { path: { sku: SKU }, body: { 'items[0].sku': SKU, 'items[0].linked_product_sku': own('product', 'sku', 1) } },
  'PUT /V1/products/:sku/links': { path: { sku: SKU }, body: { 'entity.sku': SKU, 'entity.linked_product_sku': own('product', 'sku', 1) } },
  'POST /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price': { path: { sku: SKU, customerGroupId: GENERAL_GROUP } },
  'DELETE /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty': { path: { sku: SKU, customerGroupId: GENERAL_GROUP } },
  'POST /V1/products/base-prices': PRICE_ROWS,
  'POST /V1/products/cost': PRICE_ROWS,
  'POST /V1/products/cost-delete': { path: {}, body: { 'skus[0]': SKU } },
  'POST /V1/products/special-price': PRICE_ROWS,
  'POST /V1/products/special-price-delete': PRICE_ROWS,
  'POST /V1/products/tier-prices': PRICE_ROWS,
  'PUT /V1/products/tier-prices': PRICE_ROWS,
  'POST /V1/products/tier-prices-delete': PRICE_ROWS,
  'POST /V1/products/options': { path: {}, body: { 'option.product_sku': SKU } },
  // Reads sent as POST: queued, the consumer reads the run's own product's prices.
  'POST /V1/products/base-prices-information': { path: {}, body: { 'skus[0]': SKU } },
  'POST /V1/products/cost-information': { path: {}, body: { 'skus[0]': SKU } },
  'POST /V1/products/special-price-information': { path: {}, body: { 'skus[0]': SKU } },
  'POST /V1/products/tier-prices-information': { path: {}, body: { 'skus[0]': SKU } },
  'DELETE /V1/categories/:categoryId': byId('category', 'categoryId'),
  'PUT /V1/categories/:id': byId('category', 'id'),
  'PUT /V1/categories/:categoryId/move': byId('category', 'categoryId'),
  'POST /V1/categories/:categoryId/products': CATEGORY_LINK,
  'PUT /V1/categories/:categoryId/products': CATEGORY_LINK,
  'DELETE /V1/categories/:categoryId/products/:sku': { path: { categoryId: own('category', 'id'), sku: SKU } },
  'DELETE /V1/customers/:customerId': byId('customer', 'customerId'),
  'PUT /V1/customers/:customerId': { path: { customerId: own('customer', 'id') }, body: { 'customer.email': own('customer', 'email') } },
  'PUT /V1/customers/:email/activate': { path: { email: own('customer', 'email') } },
  'DELETE /V1/addresses/:addressId': { path: { addressId: own('customer', 'addressId') } },
  'DELETE /V1/cmsPage/:pageId': byId('cms-page', 'pageId'),
  'PUT /V1/cmsPage/:id': byId('cms-page', 'id'),
  'DELETE /V1/cmsBlock/:blockId': byId('cms-block', 'blockId'),
  'PUT /V1/cmsBlock/:id': byId('cms-block', 'id'),
  'DELETE /V1/customerGroups/:id': byId('customer-group', 'id'),
  'PUT /V1/customerGroups/:id': byId('customer-group', 'id'),
  'DELETE /V1/taxClasses/:taxClassId': byId('tax-class', 'taxClassId'),
  'PUT /V1/taxClasses/:classId': byId('tax-class', 'classId'),
  'DELETE /V1/taxRates/:rateId': byId('tax-rate', 'rateId'),
  'PUT /V1/salesRules/:ruleId': byId('sales-rule', 'ruleId'),
  'DELETE /V1/products/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  'PUT /V1/products/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  'DELETE /V1/eav/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  'PUT /V1/eav/attribute-sets/:attributeSetId': byId('attribute-set', 'attributeSetId'),
  'DELETE /V1/products/attribute-sets/:attributeSetId/attributes/:attributeCode': { path: { attributeSetId: own('attribute-set', 'id'), attributeCode: own('product-attribute', 'code') } },
  'DELETE /V1/products/attributes/:attributeCode': { path: { attributeCode: own('product-attribute', 'code') } },
  'PUT /V1/products/attributes/:attributeCode': { path: { attributeCode: own('product-attribute', 'code') }, body: { 'attribute.attribute_code': own('product-attribute', 'code') } },
  'POST /V1/products/attributes/:attributeCode/options': { path: { attributeCode: own('product-attribute', 'code') } },
  // A group inside the run's own attribute set: removed with the set.
  'POST /V1/products/attribute-sets/groups': { path: {}, body: { 'group.attribute_set_id': own('attribute-set', 'id') } },
  // A prefixed tax rule on the run's own tax rate; the sweep removes tax rules before tax rates.
  'POST /V1/taxRules': { path: {}, body: { 'rule.tax_rate_ids[0]': own('tax-rate', 'id') } },
  // Self routes and token routes, as the run's own customer (signed in with its own password): never the configured
  // customer's account. The sweep deletes the customer with the other prefixed ones.
  'PUT /V1/customers/me': { path: {}, body: { 'customer.email': OWN_EMAIL }, as: OWN_TOKEN },
  'PUT /V1/customers/me/password': { path: {}, body: { currentPassword: own('own-customer', 'password') }, as: OWN_TOKEN },
  'POST /V1/integration/customer/token': { path: {}, body: { username: OWN_EMAIL, password: own('own-customer', 'password') } },
  'POST /V1/integration/customer/revoke-customer-token': { path: {}, as: OWN_TOKEN },
  // A reset e-mail for the run's own customer (on example.com: it reaches nobody).
  'PUT /V1/customers/password': { path: {}, body: { email: OWN_EMAIL } },
  // Carts, checkout, gift messages, orders and sales documents (COMMERCE_WRITES=full).
  ...COMMERCE_ROUTES,
};
