// A healthy installation's answers for the queueing checks' unit tests: the platform entities the run's own entities
// are created with, the creations themselves (ids counted up), and the acceptance of every async or bulk call, unless
// the test answers a call itself.

import { fakeRoute, type Canned, type FakeOptions, type Sent } from './fake-context.ts';

export const BULK_UUID = '11111111-2222-4333-8444-555555555555';

/** A write the queueing rule lets through (src/checks/owned/confinement.ts): it creates a product the sweep removes, named
 * with the run's prefix, and names no entity by id. */
export const CREATE_PRODUCT = fakeRoute('POST', '/V1/products', { body: { product: { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 1 } } });

/** Writes allowed on a target with WebapiAsync, CREATE_PRODUCT under test: what every queueing case starts from. */
export const queueing = (more: FakeOptions = {}): FakeOptions => ({ route: CREATE_PRODUCT, target: { writes: 'allow' }, ...more });

/** 202 with one accepted request item per element: what a healthy intake answers. */
export function acceptance(n: number, dataHash: string | null = null): Canned {
  return { status: 202, json: { bulk_uuid: BULK_UUID, request_items: Array.from({ length: n }, (_, id) => ({ id, data_hash: dataHash, status: 'accepted' })), errors: false } };
}

/** The platform entities the factories point at, as a healthy installation has them. */
function platformEntity(path: string): unknown {
  if (path === '/V1/store/websites') return [{ id: 0 }, { id: 1 }];
  if (path === '/V1/products/attribute-sets/4') return { attribute_set_id: 4, entity_type_id: 4 };
  if (path === '/V1/categories/2') return { id: 2 };
  if (path === '/V1/taxClasses/2') return { class_id: 2, class_type: 'PRODUCT' };
  if (path === '/V1/taxClasses/3') return { class_id: 3, class_type: 'CUSTOMER' };
  if (path === '/V1/directory/countries/US') return { id: 'US' };
  const group = /^\/V1\/customerGroups\/(\d+)$/.exec(path);
  if (group) return { id: Number(group[1]) };
  return {};
}

/** What a create answers: the body's entity with an id (and a stock item for a product). */
function created(sent: Sent, n: number): unknown {
  const body = sent.body as Record<string, Record<string, unknown>>;
  if (sent.path === '/V1/products') return { ...body.product, id: 100 + n, extension_attributes: { stock_item: { item_id: 200 + n } } };
  if (sent.path === '/V1/categories') return { ...body.category, id: 300 + n };
  // The platform answers a new tax class with its id alone, as text.
  if (sent.path === '/V1/taxClasses') return String(400 + n);
  return { id: 400 + n };
}

/** The answer function of fakeContext for a healthy target; `own` answers the calls the test cares about. */
export function healthyTarget(own: (sent: Sent, index: number) => Canned | undefined = () => undefined): (sent: Sent, index: number) => Canned {
  return (sent, index) => {
    const mine = own(sent, index);
    if (mine !== undefined) return mine;
    if (sent.path.startsWith('/async')) return acceptance(Array.isArray(sent.body) ? sent.body.length : 1);
    return { status: 200, json: sent.method === 'GET' ? platformEntity(sent.path) : created(sent, index + 1) };
  };
}
