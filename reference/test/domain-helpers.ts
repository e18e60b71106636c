// Shared helpers of the domain tests: a fresh domain with fixed time and a way to call one service.

import { createDomain } from '../lib/domain/index.ts';
import { maskedIdFor } from '../lib/domain/quote/index.ts';
import type { Domain, DomainOptions, ServiceCall } from '../lib/domain/api.ts';
import type { ApiResponse, HttpMethod, Identity, RouteDecl } from '../lib/types.ts';

export const ADMIN: Identity = { kind: 'admin', userType: 2, userId: 1, resources: '*', via: 'bearer' };
export const CUSTOMER_ONE: Identity = { kind: 'customer', userType: 3, userId: 1, resources: [], via: 'bearer' };
export const GUEST: Identity = { kind: 'guest', userType: 4, userId: null, resources: [], via: 'none' };

export const SEEDED_CUSTOMER = { email: 'jane.reference@example.com', password: 'Reference-Pass-1', firstname: 'Jane', lastname: 'Reference' };

export function newDomain(faults: string[] = [], at = '2026-01-02T03:04:05Z', edition: 'open-source' | 'commerce' = 'open-source', release = '2.4.7'): Domain {
  const options: DomainOptions = {
    profile: {
      edition,
      release,
      features: { async: true, asyncDelete: true, bulkDelete: true, asyncPatch: false, dataHash: 'hmac-sha256', topicShape: 'service', countRoute: true, userType: true, jwt: true },
      adminTokenLifetimeS: 14400,
      customerTokenLifetimeS: 3600,
    },
    faults: new Set(faults),
    now: () => new Date(at),
    customer: SEEDED_CUSTOMER,
    routeModules: ['Magento_Backend', 'Magento_Catalog', 'Magento_Customer', 'Magento_Sales'],
  };
  return createDomain(options);
}

export interface CallSpec {
  method: HttpMethod;
  url: string;
  service: string;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  identity?: Identity;
  storeCode?: string | null;
  data?: RouteDecl['data'];
}

/** "Magento\\Catalog\\Api\\ProductRepositoryInterface::get" → the route declaration a test needs. */
export function routeOf(spec: CallSpec): RouteDecl {
  const [serviceClass, serviceMethod] = spec.service.split('::');
  if (serviceClass === undefined || serviceMethod === undefined) throw new Error(`Bad service "${spec.service}"`);
  const route: RouteDecl = { method: spec.method, url: spec.url, module: 'Test', serviceClass, serviceMethod, resources: ['Test::resource'] };
  if (spec.data !== undefined) route.data = spec.data;
  return route;
}

export function serviceCall(spec: CallSpec): ServiceCall {
  return { route: routeOf(spec), params: spec.params ?? {}, query: new URLSearchParams(spec.query ?? ''), body: spec.body, identity: spec.identity ?? ADMIN, storeCode: spec.storeCode ?? null };
}

/** validate, then execute – what the core does for a synchronous call. */
export function call(domain: Domain, spec: CallSpec): ApiResponse {
  const request = serviceCall(spec);
  return domain.validate(request) ?? domain.execute(request);
}

export function bodyOf(response: ApiResponse): Record<string, unknown> {
  if (typeof response.body !== 'object' || response.body === null || Array.isArray(response.body)) throw new Error(`Expected an object body, got ${JSON.stringify(response.body)}`);
  return response.body as Record<string, unknown>;
}

export const P = 'Magento\\Catalog\\Api\\';
export const CUST = 'Magento\\Customer\\Api\\';
export const Q = 'Magento\\Quote\\Api\\';
export const SALES = 'Magento\\Sales\\Api\\';

/** Our own seeded values for the path parameters of the corpus' routes. */
const PARAMS: Record<string, string> = {
  sku: 'ref-tee',
  productSku: 'ref-tee',
  cartId: '2',
  itemId: '2',
  customerId: '2',
  addressId: '2',
  categoryId: '3',
  pageId: '5',
  blockId: '1',
  couponId: '1',
  id: '1',
  ruleId: '1',
  taxClassId: '4',
  rateId: '3',
  attributeSetId: '4',
  attributeCode: 'color',
  storeId: '1',
  countryId: 'US',
  entryId: '1',
  optionId: '1',
  type: 'related',
  customerGroupId: '1',
  formCode: 'customer_account_edit',
  attributeSetName: 'Default',
};

/** Seeded values for the path parameters of a route ({name} or :name form). */
export function paramsFor(path: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of path.matchAll(/[{:](\w+)\}?/g)) {
    const name = match[1] ?? '';
    params[name] = PARAMS[name] ?? '1';
  }
  if (path.startsWith('/V1/guest-carts/')) {
    params.cartId = maskedIdFor(3);
    if ('itemId' in params) params.itemId = '3';
  }
  if (path.includes('/media')) params.sku = 'ref-poster';
  if (path.includes('/options/')) params.sku = 'ref-mug';
  if (path.endsWith('/options') && /^\/V1\/products\/[{:]sku/.test(path)) params.sku = 'ref-mug';
  if (path.startsWith('/V1/categories/attributes')) params.attributeCode = 'name';
  if (path.startsWith('/V1/attributeMetadata/customer/')) params.attributeCode = 'email';
  if (path.startsWith('/V1/attributeMetadata/customerAddress/')) params.attributeCode = 'city';
  if (path.startsWith('/V1/inventory/')) Object.assign(params, inventoryParams(params));
  return params;
}


/** MSI's parameters, by name: the default source and stock, the main website as sales channel. */
function inventoryParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  if ('sourceCode' in params) out.sourceCode = 'default';
  if ('stockId' in params) out.stockId = '1';
  if ('salesChannelType' in params) out.salesChannelType = 'website';
  if ('salesChannelCode' in params) out.salesChannelCode = 'base';
  if ('type' in params) out.type = 'website';
  if ('code' in params) out.code = 'base';
  return out;
}

/** A corpus query with the real installation's seeded SKU (hd-simple-plain) as ours. */
export function queryFor(query: string): string {
  return query.replace(/hd-simple-plain/g, 'ref-tee');
}
