// A small stand-in for the reference core, enough to drive the asynchronous layer on its own: six write routes and
// one read route, an ACL check, the validation the platform does before queueing, and services keeping entities
// in Maps. Deliberately written without the layer's helpers so the tests compare two independent readings.

import type { AsyncHost, AsyncLayer, RouteMatch } from '../lib/async/api.ts';
import type { ApiRequest, ApiResponse, Identity, Profile, RouteDecl, ServiceParameter } from '../lib/types.ts';

const PRODUCT_REPOSITORY = 'Magento\\Catalog\\Api\\ProductRepositoryInterface';

export const ROUTES: RouteDecl[] = [
  { method: 'POST', url: '/V1/products', module: 'Magento_Catalog', serviceClass: PRODUCT_REPOSITORY, serviceMethod: 'save', resources: ['Magento_Catalog::products'] },
  { method: 'PUT', url: '/V1/products/:sku', module: 'Magento_Catalog', serviceClass: PRODUCT_REPOSITORY, serviceMethod: 'save', resources: ['Magento_Catalog::products'] },
  { method: 'DELETE', url: '/V1/products/:sku', module: 'Magento_Catalog', serviceClass: PRODUCT_REPOSITORY, serviceMethod: 'deleteById', resources: ['Magento_Catalog::products'] },
  { method: 'GET', url: '/V1/products/:sku', module: 'Magento_Catalog', serviceClass: PRODUCT_REPOSITORY, serviceMethod: 'get', resources: ['Magento_Catalog::products'] },
  { method: 'POST', url: '/V1/customers', module: 'Magento_Customer', serviceClass: 'Magento\\Customer\\Api\\AccountManagementInterface', serviceMethod: 'createAccount', resources: ['anonymous'] },
  { method: 'POST', url: '/V1/carts/:quoteId/items', module: 'Magento_Quote', serviceClass: 'Magento\\Quote\\Api\\CartItemRepositoryInterface', serviceMethod: 'save', resources: ['Magento_Cart::manage'] },
  { method: 'DELETE', url: '/V1/cmsPage/:pageId', module: 'Magento_Cms', serviceClass: 'Magento\\Cms\\Api\\PageRepositoryInterface', serviceMethod: 'deleteById', resources: ['Magento_Cms::page_delete'] },
];

export const STATUS_ROUTES: Record<'summary' | 'detailed' | 'count' | 'search', RouteDecl> = {
  summary: { method: 'GET', url: '/V1/bulk/:bulkUuid/status', module: 'Magento_AsynchronousOperations', serviceClass: 'Magento\\AsynchronousOperations\\Api\\BulkStatusInterface', serviceMethod: 'getBulkShortStatus', resources: ['Magento_Logging::system_magento_logging_bulk_operations'] },
  detailed: { method: 'GET', url: '/V1/bulk/:bulkUuid/detailed-status', module: 'Magento_AsynchronousOperations', serviceClass: 'Magento\\AsynchronousOperations\\Api\\BulkStatusInterface', serviceMethod: 'getBulkDetailedStatus', resources: ['Magento_Logging::system_magento_logging_bulk_operations'] },
  count: { method: 'GET', url: '/V1/bulk/:bulkUuid/operation-status/:status', module: 'Magento_AsynchronousOperations', serviceClass: 'Magento\\AsynchronousOperations\\Api\\BulkStatusInterface', serviceMethod: 'getOperationsCountByBulkIdAndStatus', resources: ['Magento_Logging::system_magento_logging_bulk_operations'] },
  search: { method: 'GET', url: '/V1/bulk', module: 'Magento_AsynchronousOperations', serviceClass: 'Magento\\AsynchronousOperations\\Api\\OperationRepositoryInterface', serviceMethod: 'getList', resources: ['Magento_Logging::system_magento_logging_bulk_operations'] },
};

export const ADMIN: Identity = { kind: 'admin', userType: 2, userId: 1, resources: '*', via: 'bearer' };
export const GUEST: Identity = { kind: 'guest', userType: 4, userId: null, resources: [], via: 'none' };
export const LIMITED_INTEGRATION: Identity = { kind: 'integration', userType: 1, userId: 7, resources: ['Magento_Cms::page_delete'], via: 'oauth1' };

export const PROFILE_247: Profile = {
  edition: 'open-source',
  release: '2.4.7',
  features: {
    async: true, asyncDelete: true, bulkDelete: true, asyncPatch: false, dataHash: 'hmac-sha256',
    topicShape: 'service', countRoute: true, userType: true, jwt: true,
  },
  adminTokenLifetimeS: 3600,
  customerTokenLifetimeS: 3600,
};

/** 2.3.0: route-shaped topics, data_hash null, no store_id in serialized_data. */
export const PROFILE_230: Profile = {
  ...PROFILE_247,
  release: '2.3.0',
  features: { ...PROFILE_247.features, dataHash: 'null', topicShape: 'route', userType: false, countRoute: false, jwt: false },
};

export const CRYPT_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

export interface ProductRecord {
  sku: string;
  /** Values per scope: 'global' for writes without a store code, else the store code ('all' writes every store). */
  scopes: Record<string, Record<string, unknown>>;
}

export interface Executed {
  route: RouteDecl;
  params: Record<string, string>;
  body: unknown;
  storeCode: string | null;
  identity: Identity;
}

export class FakeHost implements AsyncHost {
  readonly cryptKey = CRYPT_KEY;
  readonly products = new Map<string, ProductRecord>();
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly carts = new Map<string, unknown[]>([['1', []]]);
  readonly cmsPages = new Set<string>(['5', '6']);
  readonly executed: Executed[] = [];
  private clock = new Date('2026-11-22T01:36:34Z');

  constructor(public profile: Profile = PROFILE_247, public faults: ReadonlySet<string> = new Set()) {}

  now(): Date {
    return this.clock;
  }

  setNow(at: Date): void {
    this.clock = at;
  }

  matchRoute(method: string, v1Path: string): RouteMatch | null {
    for (const route of ROUTES) {
      if (route.method !== method) continue;
      const params = matchTemplate(route.url.split('/'), v1Path.split('/'), (segment) => segment.startsWith(':') ? segment.slice(1) : null);
      if (params !== null) return { route, params };
    }
    return null;
  }

  matchBulkRoute(method: string, bulkV1Path: string): { route: RouteDecl; paramNames: string[] } | null {
    for (const route of ROUTES) {
      if (route.method !== method || route.method === 'GET') continue;
      const template = route.url.split('/');
      const asBulk = template.map((segment) => segment.startsWith(':') ? `by${segment[1]?.toUpperCase() ?? ''}${segment.slice(2)}` : segment);
      if (asBulk.join('/') === bulkV1Path.replace(/\/+$/, '')) {
        return { route, paramNames: template.filter((s) => s.startsWith(':')).map((s) => s.slice(1)) };
      }
    }
    return null;
  }

  authorize(identity: Identity, route: RouteDecl): ApiResponse | null {
    if (route.resources.includes('anonymous')) return null;
    if (identity.resources === '*' || route.resources.some((r) => (identity.resources as string[]).includes(r))) return null;
    return { status: 401, body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: route.resources.join(', ') } } };
  }

  validate(route: RouteDecl, _params: Record<string, string>, body: unknown, options?: { refuseUnknownFields?: boolean }): ApiResponse | null {
    const required = requiredBodyField(route);
    if (required === null) return null;
    const member = isRecord(body) ? body[required] : undefined;
    if (!isRecord(member)) return { status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: required } } };
    // The one field the fake knows no data object has (the real 2.4.7-p3 refuses it).
    if (options?.refuseUnknownFields === true && 'wrong_attribute' in member) return { status: 400, body: { message: '"%fieldName" is not supported. Correct the field name and try again.', parameters: { fieldName: 'WrongAttribute' } } };
    if ('price' in member && typeof member.price !== 'number') {
      return { status: 400, body: { message: `Error occurred during "price" processing. The "${String(member.price)}" value's type is invalid. The "float" type was expected. Verify and try again.` } };
    }
    return null;
  }

  /** The stand-in knows no service signatures: no rule that needs one applies. */
  serviceParameters(_route: RouteDecl): ServiceParameter[] | null {
    return null;
  }

  /** Its services raise no PHP Errors. */
  fatalError(): string | null {
    return null;
  }

  async execute(route: RouteDecl, params: Record<string, string>, body: unknown, identity: Identity, storeCode: string | null): Promise<ApiResponse> {
    this.executed.push({ route, params, body, storeCode, identity });
    await Promise.resolve();
    const key = `${route.method} ${route.url}`;
    switch (key) {
      case 'POST /V1/products':
      case 'PUT /V1/products/:sku': return this.saveProduct(params, body, storeCode);
      case 'DELETE /V1/products/:sku': return this.deleteProduct(params.sku ?? '');
      case 'GET /V1/products/:sku': return this.products.has(params.sku ?? '') ? ok({ sku: params.sku }) : productMissing();
      case 'POST /V1/customers': return this.createCustomer(body);
      case 'POST /V1/carts/:quoteId/items': return this.addCartItem(params.quoteId ?? '', body);
      case 'DELETE /V1/cmsPage/:pageId': return this.deletePage(params.pageId ?? '');
      default: return { status: 404, body: { message: 'Request does not match any route.' } };
    }
  }

  private saveProduct(params: Record<string, string>, body: unknown, storeCode: string | null): ApiResponse {
    const product = isRecord(body) && isRecord(body.product) ? body.product : {};
    const sku = params.sku ?? String(product.sku ?? '');
    // A sku of 'boom' plays an infrastructure failure (a lost database connection) in the middle of the call.
    if (sku === 'boom') throw Object.assign(new Error('SQLSTATE[HY000] [2002] Connection refused'), { code: 2002 });
    const record = this.products.get(sku) ?? { sku, scopes: {} };
    const scope = storeCode ?? 'global';
    record.scopes[scope] = { ...record.scopes[scope], ...product, sku };
    this.products.set(sku, record);
    return ok({ id: [...this.products.keys()].indexOf(sku) + 1, sku, ...record.scopes[scope] });
  }

  private deleteProduct(sku: string): ApiResponse {
    if (!this.products.delete(sku)) return productMissing();
    return ok(true);
  }

  private createCustomer(body: unknown): ApiResponse {
    const customer = isRecord(body) && isRecord(body.customer) ? body.customer : {};
    const email = String(customer.email ?? '');
    if (this.customers.has(email)) {
      return { status: 400, body: { message: 'A customer with the same email address already exists in an associated website.' } };
    }
    const created = { id: this.customers.size + 1, ...customer };
    this.customers.set(email, created);
    return ok(created);
  }

  private addCartItem(quoteId: string, body: unknown): ApiResponse {
    const items = this.carts.get(quoteId);
    if (items === undefined) {
      return { status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: quoteId } } };
    }
    const item = isRecord(body) ? body.cartItem : undefined;
    items.push(item);
    return ok({ item_id: items.length, quote_id: quoteId, ...(isRecord(item) ? item : {}) });
  }

  private deletePage(pageId: string): ApiResponse {
    if (!this.cmsPages.delete(pageId)) {
      return { status: 404, body: { message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: [pageId] } };
    }
    return ok(true);
  }
}

function requiredBodyField(route: RouteDecl): string | null {
  if (route.method === 'DELETE' || route.method === 'GET') return null;
  if (route.url.startsWith('/V1/products')) return 'product';
  if (route.url === '/V1/customers') return 'customer';
  if (route.url.endsWith('/items')) return 'cartItem';
  return null;
}

function matchTemplate(template: string[], actual: string[], paramName: (segment: string) => string | null): Record<string, string> | null {
  if (template.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i += 1) {
    const expected = template[i] ?? '';
    const given = actual[i] ?? '';
    const name = paramName(expected);
    if (name !== null && given !== '') params[name] = decodeURIComponent(given);
    else if (expected !== given) return null;
  }
  return params;
}

function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}

function productMissing(): ApiResponse {
  return { status: 404, body: { message: "The product that was requested doesn't exist. Verify the product and try again." } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}


// ---- helpers shared by the async*.test.ts files ----

export function apiRequest(
  method: string, path: string, body?: unknown,
  options: { storeCode?: string | null; identity?: Identity; query?: string; rawBody?: string } = {},
): ApiRequest {
  return {
    method,
    path,
    storeCode: options.storeCode ?? null,
    query: new URLSearchParams(options.query ?? ''),
    headers: { 'content-type': 'application/json' },
    rawBody: options.rawBody ?? (body === undefined ? '' : JSON.stringify(body)),
    identity: options.identity ?? ADMIN,
  };
}

export interface Acceptance {
  bulk_uuid: string;
  request_items: Array<{ id: number; data_hash?: string | null; status: string }>;
  errors: boolean;
}

export function acceptanceOf(response: ApiResponse): Acceptance {
  return response.body as Acceptance;
}

export function product(sku: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { product: { sku, name: `Product ${sku}`, attribute_set_id: 4, price: 12, type_id: 'simple', ...extra } };
}

export async function status(layer: AsyncLayer, kind: 'summary' | 'detailed', bulkUuid: string): Promise<ApiResponse> {
  return layer.handleStatus(apiRequest('GET', `/V1/bulk/${bulkUuid}/${kind === 'summary' ? 'status' : 'detailed-status'}`), STATUS_ROUTES[kind], { bulkUuid });
}

export async function count(layer: AsyncLayer, bulkUuid: string, code: number | string): Promise<ApiResponse> {
  return layer.handleStatus(apiRequest('GET', `/V1/bulk/${bulkUuid}/operation-status/${code}`), STATUS_ROUTES.count, { bulkUuid, status: String(code) });
}

export async function search(layer: AsyncLayer, query: string): Promise<ApiResponse> {
  return layer.handleStatus(apiRequest('GET', '/V1/bulk', undefined, { query }), STATUS_ROUTES.search, {});
}

/** searchCriteria query with one filter per group (AND), camelCase like the real corpus' requests. */
export function filterQuery(filters: Array<[field: string, value: string, condition?: string]>, extra = ''): string {
  const parts = filters.flatMap(([field, value, condition], group) => {
    const prefix = `searchCriteria[filterGroups][${group}][filters][0]`;
    return [
      `${prefix}[field]=${encodeURIComponent(field)}`,
      `${prefix}[value]=${encodeURIComponent(value)}`,
      `${prefix}[conditionType]=${condition ?? 'eq'}`,
    ];
  });
  return [...parts, extra].filter((p) => p !== '').join('&');
}

export interface OperationEntry {
  id: number;
  status: number;
  result_message: string | null;
  error_code: number | null;
  bulk_uuid?: string;
  topic_name?: string;
  serialized_data?: string | null;
  result_serialized_data?: string | null;
}

export interface StatusBody {
  operations_list: OperationEntry[];
  user_type?: number;
  bulk_id: string;
  description: string;
  start_time: string;
  user_id: number | null;
  operation_count: number;
}
