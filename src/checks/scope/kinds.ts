// The run's own entities the scope checks write, kind by kind, and how each shows where a write landed:
//   - products and categories keep a store-scoped `name` (an EAV value per store): a write under a store code sets
//     that view's own value, read back by GET under each code (`all`: the value every view without its own inherits);
//   - CMS pages and blocks keep no value per view: their store assignment (cms_page_store, cms_block_store) is the
//     store of the code the create call was made under (none: the default view; `all`: store 0, every view), their
//     REST body refuses store_id ("\"StoreId\" is not supported", the real 2.4.7-p3), their read does not show it, and a
//     later update under another code keeps it; the search filtered on store_id finds the entity under the stores it
//     is assigned to.
// Every entity is the run's own and cannot be seen: a disabled, not-visible product, an inactive category outside the
// menu, an inactive page or block; named with the run's prefix (a page's identifier too, which an update without one
// would replace with its title's URL key), so the sweep removes whatever a failed scenario leaves; each scenario
// deletes its entity at its end.

import type { HttpExchange, ScenarioContext } from '../types.ts';
import { describe, ok } from './views.ts';

/** A kind whose value is kept per store view: the write and the read of its name under a store code. */
export interface ValueKind {
  shape: 'value';
  label: 'product' | 'category';
  /** The contract route the scenario's write rests on. */
  contract: string;
  create(ctx: ScenarioContext, name: string): Promise<{ id: string } | { reason: string }>;
  write(ctx: ScenarioContext, id: string, code: string | null, name: string): Promise<HttpExchange>;
  read(ctx: ScenarioContext, id: string, code: string): Promise<HttpExchange>;
  /** The value the read shows. */
  shown(json: unknown): unknown;
  remove(ctx: ScenarioContext, id: string): Promise<HttpExchange>;
  /** The read route, for messages. */
  readRoute: string;
}

/** A kind assigned to store views as a whole: created under a store code, found by the search per store id. */
export interface AssignmentKind {
  shape: 'assignment';
  label: 'CMS page' | 'CMS block';
  contract: string;
  create(ctx: ScenarioContext, name: string, code: string | null): Promise<{ id: string; res: HttpExchange } | { reason: string }>;
  /** An update that names no store (title and identifier again) under `code`. */
  update(ctx: ScenarioContext, id: string, name: string, code: string | null): Promise<HttpExchange>;
  /** The search, filtered on the identifier and on one store id. */
  search(ctx: ScenarioContext, name: string, storeId: number): Promise<HttpExchange>;
  remove(ctx: ScenarioContext, id: string): Promise<HttpExchange>;
  searchRoute: string;
}

export type ScopeKind = ValueKind | AssignmentKind;

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const idOf = (json: unknown): string | null => {
  const id = record(json).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};
const notMade = (what: string, route: string, res: HttpExchange): { reason: string } => ({ reason: `the run's own ${what} could not be made: ${route} answered ${describe(res)}` });

/** A disabled, not-visible simple product (a storefront never shows it). */
export const productBody = (sku: string, extra: Record<string, unknown> = {}): { product: Record<string, unknown> } => ({
  product: { sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1, ...extra },
});

export const PRODUCT: ValueKind = {
  shape: 'value',
  label: 'product',
  contract: 'PUT /V1/products/:sku',
  readRoute: 'GET /V1/products/:sku',
  async create(ctx, name) {
    const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: null, body: productBody(name) });
    return ok(res) ? { id: name } : notMade('product', 'POST /V1/products', res);
  },
  write: (ctx, sku, code, name) => ctx.send('admin', { method: 'PUT', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: code, body: { product: { sku, name } } }),
  read: (ctx, sku, code) => ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: code }),
  shown: (json) => record(json).name,
  remove: (ctx, sku) => ctx.send('admin', { method: 'DELETE', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null }),
};

export const CATEGORY: ValueKind = {
  shape: 'value',
  label: 'category',
  contract: 'PUT /V1/categories/:id',
  readRoute: 'GET /V1/categories/:categoryId',
  async create(ctx, name) {
    // Under the root category every installation has (2), inactive and out of the menu.
    const res = await ctx.send('admin', { method: 'POST', path: '/V1/categories', storeCode: null, body: { category: { name, parent_id: 2, is_active: false, include_in_menu: false } } });
    const id = idOf(res.json);
    return ok(res) && id !== null ? { id } : notMade('category', 'POST /V1/categories', res);
  },
  write: (ctx, id, code, name) => ctx.send('admin', { method: 'PUT', path: `/V1/categories/${id}`, storeCode: code, body: { category: { name } } }),
  read: (ctx, id, code) => ctx.send('admin', { method: 'GET', path: `/V1/categories/${id}`, storeCode: code }),
  shown: (json) => record(json).name,
  remove: (ctx, id) => ctx.send('admin', { method: 'DELETE', path: `/V1/categories/${id}`, storeCode: null }),
};

/** A CMS kind: the path's entity name and the body's key. */
function cmsKind(label: 'CMS page' | 'CMS block', entity: 'cmsPage' | 'cmsBlock', key: 'page' | 'block'): AssignmentKind {
  const body = (name: string): Record<string, unknown> => ({ [key]: { identifier: name, title: name, content: name, active: false } });
  return {
    shape: 'assignment',
    label,
    contract: `POST /V1/${entity}`,
    searchRoute: `GET /V1/${entity}/search`,
    async create(ctx, name, code) {
      const res = await ctx.send('admin', { method: 'POST', path: `/V1/${entity}`, storeCode: code, body: body(name) });
      const id = idOf(res.json);
      return ok(res) && id !== null ? { id, res } : notMade(label, `POST /V1/${entity}`, res);
    },
    update: (ctx, id, name, code) => ctx.send('admin', { method: 'PUT', path: `/V1/${entity}/${id}`, storeCode: code, body: body(name) }),
    search: (ctx, name, storeId) =>
      ctx.send('admin', {
        method: 'GET',
        path: `/V1/${entity}/search`,
        storeCode: null,
        query: {
          'searchCriteria[filter_groups][0][filters][0][field]': 'identifier',
          'searchCriteria[filter_groups][0][filters][0][value]': name,
          'searchCriteria[filter_groups][1][filters][0][field]': 'store_id',
          'searchCriteria[filter_groups][1][filters][0][value]': String(storeId),
        },
      }),
    remove: (ctx, id) => ctx.send('admin', { method: 'DELETE', path: `/V1/${entity}/${id}`, storeCode: null }),
  };
}

export const CMS_PAGE = cmsKind('CMS page', 'cmsPage', 'page');
export const CMS_BLOCK = cmsKind('CMS block', 'cmsBlock', 'block');

/** The stores (ids) whose filtered search lists the entity, of `storeIds`, with each search's answer; or the search's
 * failing answer. */
export async function storesListing(ctx: ScenarioContext, kind: AssignmentKind, name: string, storeIds: readonly number[]): Promise<{ found: number[]; answers: Map<number, HttpExchange> } | HttpExchange> {
  const found: number[] = [];
  const answers = new Map<number, HttpExchange>();
  for (const storeId of storeIds) {
    const res = await kind.search(ctx, name, storeId);
    if (res.status !== 200) return res;
    answers.set(storeId, res);
    const items = record(res.json).items;
    if (Array.isArray(items) && items.some((i) => record(i).identifier === name)) found.push(storeId);
  }
  return { found, answers };
}
