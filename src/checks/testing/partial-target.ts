// A product store for the partial-update checks' unit tests (write.partial-keeps-omitted, write.empty-collection-clears,
// write.store-null-reverts): values for all store views and a store view's own (name, description), collections
// (tier prices, custom options), and a PUT that merges as the real 2.4.7-p3 does: an omitted field kept, a collection
// sent as [] emptied, a value sent as null under a store view reverted. Each fault turns one of those off.

import type { RawPartialUpdate, RawReadBack } from '../../contracts/types.ts';
import { healthyTarget } from './async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from './fake-context.ts';

export type PartialFault = 'omitted-collection-cleared' | 'omitted-field-reset' | 'empty-ignored' | 'empty-answered-kept' | 'null-kept' | 'refuses' | null;

type Values = Record<string, unknown>;

const COLLECTIONS = ['tier_prices', 'options'];
const SCOPED = ['name', 'description'];

/** Custom attributes as an object by code, and back. */
const byCode = (list: unknown): Values => Object.fromEntries((Array.isArray(list) ? list : []).map((a: { attribute_code: string; value: unknown }) => [a.attribute_code, a.value]));
const asList = (values: Values): Array<{ attribute_code: string; value: unknown }> => Object.entries(values).map(([attribute_code, value]) => ({ attribute_code, value }));

export const PARTIAL_SPEC: RawPartialUpdate = {
  keep: ['product.sku'],
  change: { 'product.price': 'price' },
  fill: {
    'product.tier_prices': [{ customer_group_id: 1, qty: 2, value: 8 }],
    'product.custom_attributes': [{ attribute_code: 'description', value: '{{body.product.name}} description' }],
  },
  ignore: ['updated_at'],
  empties: [{ body: 'product.tier_prices', read: 'tier_prices' }],
  storeScoped: [{ body: 'product.name', read: 'name' }, { body: 'product.custom_attributes', attribute: 'description' }],
};

const UPDATED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'path.sku' }, expect: 'updated', fields: { name: 'body.product.name', price: 'body.product.price' } };
export const PARTIAL_READ = fakeRoute('GET', '/V1/products/:sku');
/** The whole product's update binds its options, its link and its category link to the run's own (owned/routes.ts). */
const WHOLE = {
  options: [{ product_sku: '{{prefix}}-sku', title: 'o1' }, { product_sku: '{{prefix}}-sku', title: 'o2' }],
  product_links: [{ sku: '{{prefix}}-sku', linked_product_sku: '{{prefix}}-linked', link_type: 'related' }],
  extension_attributes: { category_links: [{ category_id: '{{prefix}}', position: 0 }] },
};
export const partialRoute = (spec: RawPartialUpdate = PARTIAL_SPEC) => fakeRoute('PUT', '/V1/products/:sku', { body: { product: { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 10, weight: 1, ...WHOLE } }, readBack: UPDATED, partialUpdate: spec });

/** The fake target: `views` store views on the run's website (1: default alone). */
export function partialTarget(fault: PartialFault = null, views = 2): (sent: Sent, index: number) => Canned {
  const products = new Map<string, { all: Values; view: Record<string, Values> }>();
  return healthyTarget((sent) => {
    if (sent.path === '/V1/store/storeViews') {
      const list = [{ id: 0, code: 'admin', website_id: 0 }, { id: 1, code: 'default', website_id: 1 }, { id: 2, code: 'fr', website_id: 1 }, { id: 3, code: 'second_en', website_id: 2 }];
      return { status: 200, json: views === 2 ? list : list.filter((v) => v.code !== 'fr') };
    }
    const sku = decodeURIComponent(sent.path.split('/')[3] ?? '');
    const view = sent.storeCode === undefined || sent.storeCode === null || sent.storeCode === 'default' || sent.storeCode === 'all' ? null : sent.storeCode;
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = (sent.body as { product: Values }).product;
      products.set(String(p.sku), { all: { ...p, tier_prices: [], options: [], custom_attributes: {}, updated_at: '1' }, view: {} });
      return { status: 200, json: { ...p, id: 1, extension_attributes: { stock_item: { item_id: 2 } } } };
    }
    // The worker's category of the run's own, which the whole product's update links.
    if (sent.method === 'POST' && sent.path === '/V1/categories') return { status: 200, json: { id: 5, name: (sent.body as { category: Values }).category.name } };
    const held = products.get(sku);
    if (sent.method === 'PUT' && held !== undefined) {
      const body = { ...(sent.body as { product: Values }).product };
      if (fault === 'refuses' && (body.name === undefined || body.weight === undefined)) return platformError(400, '"%fieldName" is required. Enter and try again.');
      const attributes = byCode(body.custom_attributes);
      delete body.custom_attributes;
      if (view !== null) {
        const own = { ...held.view[view] };
        for (const [k, v] of [...Object.entries(body), ...Object.entries(attributes)]) {
          if (!SCOPED.includes(k)) continue;
          if (v === null && fault !== 'null-kept') delete own[k];
          else if (v !== null) own[k] = v;
        }
        held.view[view] = own;
      } else {
        const all = held.all;
        // empty-answered-kept: the collections emptied, the answer shows them as they were.
        const before = Object.fromEntries(COLLECTIONS.filter((c) => Array.isArray(body[c]) && (body[c] as unknown[]).length === 0).map((c) => [c, all[c]]));
        for (const [k, v] of Object.entries(body)) {
          if (COLLECTIONS.includes(k) && Array.isArray(v) && v.length === 0 && fault === 'empty-ignored') continue;
          all[k] = v;
        }
        for (const c of COLLECTIONS) if (!(c in body) && fault === 'omitted-collection-cleared') all[c] = [];
        if (!('weight' in body) && fault === 'omitted-field-reset') all.weight = 0;
        all.custom_attributes = { ...(all.custom_attributes as Values), ...attributes };
        all.updated_at = String(Number(all.updated_at) + 1);
        if (fault === 'empty-answered-kept') return { status: 200, json: { sku, ...before } };
        if (Object.keys(before).length > 0) return { status: 200, json: { sku, ...Object.fromEntries(Object.keys(before).map((c) => [c, all[c]])) } };
      }
      return { status: 200, json: { sku } };
    }
    if (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      if (held === undefined) return platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
      const own = view !== null ? (held.view[view] ?? {}) : {};
      const attributes = { ...(held.all.custom_attributes as Values), ...(own.description !== undefined ? { description: own.description } : {}) };
      return { status: 200, json: { ...held.all, ...(own.name !== undefined ? { name: own.name } : {}), custom_attributes: asList(attributes) } };
    }
    return undefined;
  });
}
