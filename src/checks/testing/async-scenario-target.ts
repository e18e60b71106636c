// A healthy installation's asynchronous web API as the scenario checks see it, in memory: async and bulk intake (the
// routes the scenarios use, refusals as the real 2.4.7 words them), operations executed at once (products saved per
// store scope, customers created unless the email is taken), the operation status routes (summary, detailed, counts,
// search) and the reads the scenarios make (products per store view, store views, groups, websites). A test alters
// it answer by answer (fake-scenario.ts `altered`) to make each way a check fails.

import { CANNOT_PROCESS, ROUTE_NOT_FOUND } from '../platform-errors.ts';
import type { CallerName } from '../types.ts';
import { platformError, refusedNaming, type Canned } from './fake-context.ts';

/** One call as the check made it. `bytes`: sent as written (malformed JSON). */
export interface ScenarioSent {
  caller: CallerName;
  method: string;
  path: string;
  storeCode: string | null | undefined;
  body: unknown;
  rawBody: string | undefined;
  query: Record<string, string> | undefined;
  bytes: boolean;
  /** A token sent instead of the caller's (the run's own customer's). */
  token?: string;
}

export type Target = (sent: ScenarioSent) => Canned;

export const START_TIME = '2026-11-24 09:00:00';
export const PRODUCT_SAVED = 'Service execution success Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save';
export const CUSTOMER_CREATED = 'Service execution success Magento\\Customer\\Model\\AccountManagement\\Interceptor::createAccount';
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
export const PRODUCT_TOPIC = 'async.magento.catalog.api.productrepositoryinterface.save';
export const CUSTOMER_TOPIC = 'async.magento.customer.api.accountmanagementinterface.createaccount.post';

interface Operation {
  id: number;
  status: number;
  result_message: string;
  error_code: number | null;
  /** The element as queued (the platform keeps it in serialized_data.meta_information). */
  meta: unknown;
  /** What the synchronous call answered; null on failure. */
  result: unknown;
}

interface Bulk {
  uuid: string;
  topic: string;
  userType: number;
  userId: number | null;
  operations: Operation[];
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The store views of the one website: the default view first, then one more. */
const STORE_CODES = ['default', 'fr'];

export function healthyAsyncTarget(): Target {
  const bulks = new Map<string, Bulk>();
  /** A product's name: global (admin scope) and per store view. */
  const products = new Map<string, { global: string; views: Map<string, string> }>();
  const emails = new Set<string>();
  /** The type_id each product was created with. */
  const types = new Map<string, string>();

  const saveProduct = (method: string, sku: string, name: unknown, storeCode: string | null | undefined): unknown => {
    const product = products.get(sku) ?? { global: '', views: new Map<string, string>() };
    products.set(sku, product);
    const value = typeof name === 'string' ? name : product.global;
    // Store scope: a create without a code is global; an update without one changes the default store view, `all`
    // every view without its own value, a code that view.
    if (method === 'POST' || storeCode === 'all') product.global = value;
    else product.views.set(storeCode ?? 'default', value);
    return { id: 100 + products.size, sku, name: value };
  };
  const nameIn = (sku: string, code: string | null | undefined): string | undefined => {
    const product = products.get(sku);
    if (!product) return undefined;
    return code === 'all' ? product.global : (product.views.get(code ?? 'default') ?? product.global);
  };

  const execute = (key: string, element: unknown, storeCode: string | null | undefined, pathSku: string | undefined): Omit<Operation, 'id'> => {
    const body = isJson(element) ? element : {};
    if (key.endsWith('/customers')) {
      const email = isJson(body.customer) ? body.customer.email : undefined;
      if (typeof email === 'string' && emails.has(email)) return { status: 3, result_message: EMAIL_TAKEN, error_code: 0, meta: element, result: null };
      if (typeof email === 'string') emails.add(email);
      return { status: 1, result_message: CUSTOMER_CREATED, error_code: null, meta: element, result: { id: 500 + emails.size, email } };
    }
    const product = isJson(body.product) ? body.product : {};
    const sku = pathSku ?? (typeof body.sku === 'string' ? body.sku : typeof product.sku === 'string' ? product.sku : '');
    const method = key.startsWith('POST') ? 'POST' : 'PUT';
    if (method === 'POST' && typeof product.type_id === 'string') types.set(sku, product.type_id);
    return { status: 1, result_message: PRODUCT_SAVED, error_code: null, meta: element, result: saveProduct(method, sku, product.name, storeCode) };
  };

  const intake = (sent: ScenarioSent): Canned => {
    const body = sent.rawBody !== undefined ? parse(sent.rawBody) : { ok: true as const, value: sent.body };
    if (!body.ok) return platformError(400, 'Decoding error.');
    if (sent.storeCode !== undefined && sent.storeCode !== null && sent.storeCode !== 'all' && !STORE_CODES.includes(sent.storeCode)) return platformError(400, CANNOT_PROCESS);
    const bulk = sent.path.startsWith('/async/bulk/');
    const rest = sent.path.replace(/^\/async(\/bulk)?/, '');
    const bySku = /^\/V1\/products\/([^/]+)$/.exec(rest);
    const key = `${sent.method} ${bySku && !bulk ? '/V1/products/:sku' : rest}`;
    const known = bulk ? ['POST /V1/products', 'PUT /V1/products/bySku', 'POST /V1/customers'] : ['POST /V1/products', 'PUT /V1/products/:sku', 'POST /V1/customers'];
    if (!known.includes(key)) return platformError(404, ROUTE_NOT_FOUND);
    if (sent.caller === 'guest' && key !== 'POST /V1/customers') return refusedNaming(['Magento_Catalog::products']);
    if (bulk && !Array.isArray(body.value)) return platformError(400, 'An array of elements is expected for a bulk call.');
    const elements: unknown[] = bulk && Array.isArray(body.value) ? body.value : [body.value];
    // A field no data object has (the real 2.4.7-p3 refuses the whole call before queueing).
    if (elements.some((e) => typeof e === 'object' && e !== null && Object.values(e).some((v) => typeof v === 'object' && v !== null && 'wrong_attribute' in v))) return { status: 400, json: { message: '"%fieldName" is not supported. Correct the field name and try again.', parameters: { fieldName: 'WrongAttribute' } } };
    const uuid = `00000000-0000-4000-8000-${String(bulks.size + 1).padStart(12, '0')}`;
    const guest = sent.caller === 'guest';
    const topic = key.endsWith('/customers') ? CUSTOMER_TOPIC : `${PRODUCT_TOPIC}.${sent.method.toLowerCase()}`;
    const pathSku = bySku && !bulk ? decodeURIComponent(bySku[1] as string) : undefined;
    const operations = elements.map((element, id) => ({ id, ...execute(key, element, sent.storeCode, pathSku) }));
    bulks.set(uuid, { uuid, topic, userType: guest ? 4 : 2, userId: guest ? null : 1, operations });
    return { status: 202, json: { bulk_uuid: uuid, request_items: elements.map((_, id) => ({ id, data_hash: null, status: 'accepted' })), errors: false } };
  };

  const summary = (b: Bulk): Json => ({
    operations_list: b.operations.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message, error_code: o.error_code })),
    bulk_id: b.uuid,
    description: `Topic ${b.topic}`,
    start_time: START_TIME,
    user_id: b.userId,
    user_type: b.userType,
    operation_count: b.operations.length,
  });
  const record = (b: Bulk, o: Operation): Json => ({
    id: o.id,
    bulk_uuid: b.uuid,
    topic_name: b.topic,
    serialized_data: JSON.stringify({ entity_id: null, entity_link: '', meta_information: JSON.stringify(o.meta) }),
    result_serialized_data: o.result === null ? null : JSON.stringify(o.result),
    status: o.status,
    result_message: o.result_message,
    error_code: o.error_code,
  });

  const search = (query: Record<string, string>): Canned => {
    const filters: Array<{ field: string; value: string; condition_type: string }> = [];
    for (let i = 0; query[`searchCriteria[filter_groups][${i}][filters][0][field]`] !== undefined; i++) {
      const at = `searchCriteria[filter_groups][${i}][filters][0]`;
      filters.push({ field: query[`${at}[field]`] ?? '', value: query[`${at}[value]`] ?? '', condition_type: query[`${at}[condition_type]`] ?? 'eq' });
    }
    const items: Json[] = [...bulks.values()].flatMap((b) => b.operations.map((o) => ({ ...record(b, o), extension_attributes: { start_time: START_TIME } })));
    const holds = (actual: string, f: { value: string; condition_type: string }): boolean =>
      f.condition_type === 'lteq' ? actual <= f.value : f.condition_type === 'gt' ? actual > f.value : f.condition_type === 'gteq' ? actual >= f.value : f.condition_type === 'lt' ? actual < f.value : actual === f.value;
    const matching = items.filter((item) => filters.every((f) => holds(String(f.field === 'start_time' ? START_TIME : item[f.field]), f)));
    // The page keys as sent (pageSize or page_size), echoed as the platform does: page_size, current_page.
    const page = (key: 'page_size' | 'current_page'): Record<string, number> => {
      const sent = query[`searchCriteria[${key}]`] ?? query[`searchCriteria[${key === 'page_size' ? 'pageSize' : 'currentPage'}]`];
      return sent !== undefined ? { [key]: Number(sent) } : {};
    };
    return { status: 200, json: { items: matching, search_criteria: { filter_groups: filters.map((f) => ({ filters: [f] })), ...page('page_size'), ...page('current_page') }, total_count: matching.length } };
  };

  const read = (sent: ScenarioSent): Canned => {
    if (sent.path.startsWith('/async/')) return platformError(400, CANNOT_PROCESS);
    const status = /^\/V1\/bulk\/([^/]+)\/(status|detailed-status|operation-status\/(\d+))$/.exec(sent.path);
    if (status) {
      const b = bulks.get(status[1] as string);
      if (!b) return platformError(404, `Bulk uuid ${status[1] as string} not exist`);
      if (status[2] === 'status') return { status: 200, json: summary(b) };
      if (status[2] === 'detailed-status') return { status: 200, json: { ...summary(b), operations_list: b.operations.map((o) => record(b, o)) } };
      return { status: 200, json: b.operations.filter((o) => o.status === Number(status[3])).length };
    }
    if (sent.path === '/V1/bulk') return search(sent.query ?? {});
    const product = /^\/V1\/products\/([^/]+)$/.exec(sent.path);
    if (product) {
      const sku = decodeURIComponent(product[1] as string);
      const name = nameIn(sku, sent.storeCode);
      return name === undefined ? platformError(404, 'The product that was requested doesn\'t exist. Verify the product and try again.') : { status: 200, json: { sku, name, ...(types.has(sku) ? { type_id: types.get(sku) } : {}) } };
    }
    if (sent.path === '/V1/store/storeViews') return { status: 200, json: [{ id: 0, code: 'admin', website_id: 0 }, ...STORE_CODES.map((code, i) => ({ id: i + 1, code, website_id: 1 }))] };
    if (sent.path === '/V1/store/storeGroups') return { status: 200, json: [{ id: 0, website_id: 0, default_store_id: 0 }, { id: 1, website_id: 1, default_store_id: 1 }] };
    if (sent.path === '/V1/store/websites') return { status: 200, json: [{ id: 0, code: 'admin', default_group_id: 0 }, { id: 1, code: 'base', default_group_id: 1 }] };
    return platformError(404, ROUTE_NOT_FOUND);
  };

  return (sent) => {
    if (sent.method === 'GET') return read(sent);
    if (sent.method === 'PATCH') return platformError(404, ROUTE_NOT_FOUND);
    // webapi_async.xml's alias of POST async/V1/products.
    if (sent.method === 'POST' && sent.path === '/asyncProducts') return intake({ ...sent, path: '/async/V1/products' });
    return intake(sent);
  };
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
