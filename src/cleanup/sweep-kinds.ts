// What the cleanup removes, as data: every kind of entity a write run may create, how to find it by its identifying
// field (a prefix search) and how to delete it, and which route creates it with which body field. Shared by the sweep
// (src/runtime/cleanup.ts) and by the queueing rule (src/checks/owned/confinement.ts): an asynchronous operation is only
// queued when it creates something this list names, so the sweep can always remove what a queued operation made.

export interface SweepKind {
  kind: string;
  search: string;
  field: string;
  /** How the run's items are found: `like`, the platform filters `field` (a like search on the prefix); `whole`, the
   * platform cannot filter on `field`, so the collection is read whole, page by page, and filtered here. A search on
   * a field the collection does not select fails: the real Adobe Commerce 2.4.6-p1 answered the gift-wrapping
   * sweep's filter on `design` (a store-scoped value, not a column of the wrapping table) with 500 and the SQL error
   * "Column not found: 1054 Unknown column 'design'". */
  find: 'like' | 'whole';
  /** Where the id for the delete route is in a search item. */
  idField: string;
  /** The item read (by idField) that answers `field` when the collection's items do not: the real Adobe Commerce
   * 2.4.6-p1 answers every gift wrapping of GET /V1/gift-wrappings with design null (its list joins no store value),
   * and only GET /V1/gift-wrappings/:id has the design. A sweep that trusted the list found none of the run's
   * wrappings and called the collection clean. */
  itemRead?: (id: string) => string;
  delete: (id: string) => string;
  /** What must be let go before the delete, as the request that does it, or null: an MSI stock of the run's own that
   * sells through a channel of the run's own (src/checks/owned/inventory-entities.ts, channelled-stock) is refused
   * its delete ("Stock has at least one sale channel and could not be deleted.") until the channel is gone. Only
   * channels whose code carries the run's prefix are let go: a stock holding another one is left to fail its delete
   * and be reported, never given channels of someone else's to drop. */
  letGo?: (item: Record<string, unknown>, prefix: string) => { path: string; body: unknown } | null;
  edition?: 'commerce';
  /** The synchronous route that creates one (always POST), and where its body carries `field`; `also`: other POST
   * routes that create the same kind with the same body shape. */
  create: { path: string; pointer: readonly string[]; also?: readonly string[] };
}

/** Delete order matters: coupons before their rules, rules before tax classes, products before attribute sets,
 * customer groups before the customer tax class they name (the real 2.4.7-p3 and 2.4.6-p1 refuse the class's delete
 * while a group names it: 400 "You cannot delete this tax class because it is used in existing %1(s)." customer group). */
export const SWEEP: readonly SweepKind[] = [
  { kind: 'coupon', search: '/V1/coupons/search', field: 'code', find: 'like', idField: 'coupon_id', delete: (id) => `/V1/coupons/${id}`, create: { path: '/V1/coupons', pointer: ['coupon', 'code'] } },
  { kind: 'sales rule', search: '/V1/salesRules/search', field: 'name', find: 'like', idField: 'rule_id', delete: (id) => `/V1/salesRules/${id}`, create: { path: '/V1/salesRules', pointer: ['rule', 'name'] } },
  { kind: 'tax rule', search: '/V1/taxRules/search', field: 'code', find: 'like', idField: 'id', delete: (id) => `/V1/taxRules/${id}`, create: { path: '/V1/taxRules', pointer: ['rule', 'code'] } },
  { kind: 'tax rate', search: '/V1/taxRates/search', field: 'code', find: 'like', idField: 'id', delete: (id) => `/V1/taxRates/${id}`, create: { path: '/V1/taxRates', pointer: ['taxRate', 'code'] } },
  { kind: 'product', search: '/V1/products', field: 'sku', find: 'like', idField: 'sku', delete: (sku) => `/V1/products/${encodeURIComponent(sku)}`, create: { path: '/V1/products', pointer: ['product', 'sku'] } },
  { kind: 'category', search: '/V1/categories/list', field: 'name', find: 'like', idField: 'id', delete: (id) => `/V1/categories/${id}`, create: { path: '/V1/categories', pointer: ['category', 'name'] } },
  { kind: 'customer', search: '/V1/customers/search', field: 'email', find: 'like', idField: 'id', delete: (id) => `/V1/customers/${id}`, create: { path: '/V1/customers', pointer: ['customer', 'email'] } },
  { kind: 'customer group', search: '/V1/customerGroups/search', field: 'code', find: 'like', idField: 'id', delete: (id) => `/V1/customerGroups/${id}`, create: { path: '/V1/customerGroups', pointer: ['group', 'code'] } },
  { kind: 'tax class', search: '/V1/taxClasses/search', field: 'class_name', find: 'like', idField: 'class_id', delete: (id) => `/V1/taxClasses/${id}`, create: { path: '/V1/taxClasses', pointer: ['taxClass', 'class_name'] } },
  { kind: 'CMS page', search: '/V1/cmsPage/search', field: 'identifier', find: 'like', idField: 'id', delete: (id) => `/V1/cmsPage/${id}`, create: { path: '/V1/cmsPage', pointer: ['page', 'identifier'] } },
  { kind: 'CMS block', search: '/V1/cmsBlock/search', field: 'identifier', find: 'like', idField: 'id', delete: (id) => `/V1/cmsBlock/${id}`, create: { path: '/V1/cmsBlock', pointer: ['block', 'identifier'] } },
  { kind: 'product attribute', search: '/V1/products/attributes', field: 'attribute_code', find: 'like', idField: 'attribute_code', delete: (code) => `/V1/products/attributes/${encodeURIComponent(code)}`, create: { path: '/V1/products/attributes', pointer: ['attribute', 'attribute_code'] } },
  { kind: 'attribute set', search: '/V1/products/attribute-sets/sets/list', field: 'attribute_set_name', find: 'like', idField: 'attribute_set_id', delete: (id) => `/V1/products/attribute-sets/${id}`, create: { path: '/V1/products/attribute-sets', pointer: ['attributeSet', 'attribute_set_name'], also: ['/V1/eav/attribute-sets'] } },
  // MSI stocks of the run's own: without a sales channel, or with one of the run's own, let go first.
  { kind: 'stock', search: '/V1/inventory/stocks', field: 'name', find: 'like', idField: 'stock_id', delete: (id) => `/V1/inventory/stocks/${id}`, letGo: runChannelsLetGo, create: { path: '/V1/inventory/stocks', pointer: ['stock', 'name'] } },
  { kind: 'gift wrapping', search: '/V1/gift-wrappings', field: 'design', find: 'whole', idField: 'wrapping_id', itemRead: (id) => `/V1/gift-wrappings/${id}`, delete: (id) => `/V1/gift-wrappings/${id}`, edition: 'commerce', create: { path: '/V1/gift-wrappings', pointer: ['data', 'design'] } },
];

/** A stock's sales channels dropped (PUT with sales_channels []) when it has some and every one is the run's own (its
 * code starts with the prefix); null when it has none, or one that is not the run's. */
export function runChannelsLetGo(item: Record<string, unknown>, prefix: string): { path: string; body: unknown } | null {
  const extension = item.extension_attributes;
  const channels = extension !== null && typeof extension === 'object' ? (extension as { sales_channels?: unknown }).sales_channels : undefined;
  if (!Array.isArray(channels) || channels.length === 0) return null;
  const runs = channels.every((c) => c !== null && typeof c === 'object' && typeof (c as { code?: unknown }).code === 'string' && ((c as { code: string }).code).startsWith(prefix));
  if (!runs) return null;
  return { path: `/V1/inventory/stocks/${String(item.stock_id)}`, body: { stock: { stock_id: item.stock_id, name: item.name, extension_attributes: { sales_channels: [] } } } };
}

/** The kind a POST on `syncPath` creates, or null when that route creates nothing the sweep removes. */
export function kindCreatedBy(method: string, syncPath: string): SweepKind | null {
  if (method.toUpperCase() !== 'POST') return null;
  const path = syncPath.replace(/\/+$/, '');
  return SWEEP.find((k) => k.create.path === path || (k.create.also ?? []).includes(path)) ?? null;
}

/** The value at `pointer` in a body (undefined when absent). */
export function valueAt(body: unknown, pointer: readonly string[]): unknown {
  let node: unknown = body;
  for (const key of pointer) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
