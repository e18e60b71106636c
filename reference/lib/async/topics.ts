// Names the platform derives from a route declaration: queue topics, the WebapiAsync lookup key, the bulk URL form,
// and the implementing class that appears in "Service execution success <class>::<method>".

import type { RouteDecl } from '../types.ts';

export type TopicShape = 'service' | 'route';

/** Route segments with the leading ':' of parameters stripped, e.g. /V1/products/:sku → V1.products.sku */
function routeSegments(url: string): string[] {
  return url.split('/').filter((s) => s !== '').map((s) => (s.startsWith(':') ? s.slice(1) : s));
}

/** WebapiAsync's internal lookup key, and the topic name itself in 2.3.0: async.V1.products.sku.PUT */
export function lookupKey(route: RouteDecl, httpMethod: string): string {
  return ['async', ...routeSegments(route.url), httpMethod.toUpperCase()].join('.');
}

/** From 2.3.1: lowercase async.<service class with \ → .>.<method>.<http method>. */
export function serviceTopic(route: RouteDecl, httpMethod: string): string {
  const serviceClass = route.serviceClass.replace(/^\\+/, '').replace(/\\/g, '.');
  return `async.${serviceClass}.${route.serviceMethod}.${httpMethod}`.toLowerCase();
}

export function topicName(route: RouteDecl, httpMethod: string, shape: TopicShape): string {
  return shape === 'service' ? serviceTopic(route, httpMethod) : lookupKey(route, httpMethod);
}

/** Bulk URL form: every /:param becomes /by<Param> (BulkServiceConfig::URL_PARAM_PREFIX_PLACEHOLDER = 'by'). */
export function bulkUrlOf(url: string): string {
  return url.replace(/\/:([A-Za-z0-9_]+)/g, (_whole, name: string) => `/by${name.charAt(0).toUpperCase()}${name.slice(1)}`);
}

// Where the DI preference is not the plain Api\XInterface → Model\X, and whether the object is an interceptor,
// as the real 2.4.7 consumer reported them ("Service execution success <class>::<method>").
const IMPLEMENTATIONS: Readonly<Record<string, string>> = {
  'Magento\\Catalog\\Api\\ProductRepositoryInterface': 'Magento\\Catalog\\Model\\ProductRepository\\Interceptor',
  'Magento\\Customer\\Api\\AccountManagementInterface': 'Magento\\Customer\\Model\\AccountManagement\\Interceptor',
  'Magento\\Customer\\Api\\CustomerRepositoryInterface': 'Magento\\Customer\\Model\\ResourceModel\\CustomerRepository\\Interceptor',
  'Magento\\Quote\\Api\\CartRepositoryInterface': 'Magento\\Quote\\Model\\QuoteRepository\\Interceptor',
  'Magento\\Quote\\Api\\CartItemRepositoryInterface': 'Magento\\Quote\\Model\\Quote\\Item\\Repository',
  'Magento\\Quote\\Api\\GuestCartManagementInterface': 'Magento\\Quote\\Model\\GuestCart\\GuestCartManagement\\Interceptor',
  'Magento\\Quote\\Api\\GuestCouponManagementInterface': 'Magento\\Quote\\Model\\GuestCart\\GuestCouponManagement',
  'Magento\\Quote\\Api\\GuestCartItemRepositoryInterface': 'Magento\\Quote\\Model\\GuestCart\\GuestCartItemRepository',
  'Magento\\Quote\\Api\\GuestCartRepositoryInterface': 'Magento\\Quote\\Model\\GuestCart\\GuestCartRepository',
  'Magento\\Quote\\Api\\CouponManagementInterface': 'Magento\\Quote\\Model\\CouponManagement',
  'Magento\\Customer\\Api\\AddressRepositoryInterface': 'Magento\\Customer\\Model\\ResourceModel\\AddressRepository\\Interceptor',
  'Magento\\Quote\\Api\\CartManagementInterface': 'Magento\\Quote\\Model\\QuoteManagement\\Interceptor',
  'Magento\\Integration\\Api\\CustomerTokenServiceInterface': 'Magento\\Integration\\Model\\CustomerTokenService',
  'Magento\\Cms\\Api\\PageRepositoryInterface': 'Magento\\Cms\\Model\\PageRepository\\Interceptor',
  'Magento\\Cms\\Api\\BlockRepositoryInterface': 'Magento\\Cms\\Model\\BlockRepository\\Interceptor',
};

/** The class the consumer's callback runs on: known preferences first, else the Api → Model convention. */
export function implementationClass(serviceClass: string): string {
  const clean = serviceClass.replace(/^\\+/, '');
  const known = IMPLEMENTATIONS[clean];
  if (known !== undefined) return known;
  return `${clean.replace('\\Api\\', '\\Model\\').replace(/Interface$/, '')}\\Interceptor`;
}

export function executedMethodName(route: RouteDecl): string {
  return `${implementationClass(route.serviceClass)}::${route.serviceMethod}`;
}
