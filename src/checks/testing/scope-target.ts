// A catalogue and CMS with store views, for the scope checks' unit tests (src/checks/scope/*.test.ts), keeping per
// store what the real 2.4.7-p3 keeps: a product's and a category's name per store (0: all store views; a write without
// a code: the default view 1; `all`: store 0; a store code: that view), a global price (or per website), product
// websites, and CMS pages and blocks assigned to the store of the code they were created under (none: 1, `all`: 0),
// found by the search filtered on store_id. Store views: default (1) and fr (2) on website 1, second_en (3) on 2.
// Each fault is one wrong landing.

import type { ScenarioSent, Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';

export type ScopeFault =
  /** A write under a store view's code lands in every view (as if under `all`). */
  | 'view-write-everywhere'
  /** A write under a store view's code lands in the default view. */
  | 'view-write-default'
  /** A write under `all` lands in the default view only. */
  | 'all-default-only'
  /** A CMS entity is assigned to every store view whatever code it was created under. */
  | 'cms-store-ignored'
  /** An update without a store code reassigns a CMS entity to the default view. */
  | 'cms-update-reassigns'
  /** website_ids does not follow POST/DELETE /V1/products/:sku/websites. */
  | 'websites-stale'
  /** A price written under a view of the second website lands in the first website only. */
  | 'price-elsewhere'
  /** Price scope website (a legitimate form): a price under a view changes that view's website only. */
  | 'price-website'
  /** The product read under a view of a website it is not in answers 404 (a legitimate form). */
  | 'website-filtered'
  /** Accounts shared across websites (a legitimate form): an address taken in one website is refused in another. */
  | 'customers-global'
  /** A customer lands in the website of the call's store code, not the body's website_id. */
  | 'customer-website-by-code'
  /** A customer's token reads /me under a store view of another website (accounts per website). */
  | 'customer-me-any-website'
  /** GET /V1/customers/me answers another customer than the token's. */
  | 'customer-me-other'
  /** POST /V1/cmsPage and /V1/cmsBlock ignore the body's id: a new entity is made (the identifier is free to it). */
  | 'cms-post-id-ignored'
  /** A CMS page deleted keeps its identifier taken: a new page with it is refused. */
  | 'cms-identifier-kept'
  /** A CMS page deleted under a store view's code (not default, not all) answers true and stays. */
  | 'cms-view-delete-ignored'
  /** A CMS page read under another code than its store's answers another title. */
  | 'cms-read-per-view'
  | null;

/** The fake installation's store views, as the real shared installations have them (admin, default, fr; second_en in
 * website 2); the scope parts' fake (scope-parts-target.ts) plays the same ones. */
export const VIEWS = [
  { id: 0, code: 'admin', website_id: 0 },
  { id: 1, code: 'default', website_id: 1 },
  { id: 2, code: 'fr', website_id: 1 },
  { id: 3, code: 'second_en', website_id: 2 },
];
export const storeOf = (code: string | null | undefined): number => (code === 'all' ? 0 : code === null || code === undefined ? 1 : (VIEWS.find((v) => v.code === code)?.id ?? 1));
export const websiteOfStore = (id: number): number => VIEWS.find((v) => v.id === id)?.website_id ?? 1;

interface Named {
  names: Map<number, string>;
}
interface Product extends Named {
  sku: string;
  prices: Map<number, number>;
  websites: number[];
}
interface Cms {
  id: number;
  identifier: string;
  stores: number[];
  fields: Record<string, unknown>;
}

/** The fake target; `views` 1: the default view alone. */
export function scopeTarget(fault: ScopeFault = null, views = 3): Target {
  const products = new Map<string, Product>();
  const categories = new Map<string, Named & { id: number }>();
  const cms = { cmsPage: new Map<number, Cms>(), cmsBlock: new Map<number, Cms>() };
  const customers = new Map<number, { id: number; email: string; website_id: number; store_id: number }>();
  /** The customers' passwords and the tokens they signed in for (token → customer id). */
  const passwords = new Map<number, string>();
  const tokens = new Map<string, number>();
  /** The identifiers of CMS pages deleted (cms-identifier-kept keeps them taken). */
  const taken = new Set<string>();
  let next = 100;
  const listed = views === 1 ? VIEWS.slice(0, 2) : VIEWS;
  /** The store a write of a store-scoped value lands in, as the fault has it. */
  const landing = (code: string | null | undefined, create: boolean): number => {
    if (create) return 0;
    const store = storeOf(code);
    if (store === 0) return fault === 'all-default-only' ? 1 : 0;
    if (code !== null && code !== undefined && code !== 'default' && fault === 'view-write-everywhere') return 0;
    if (code !== null && code !== undefined && fault === 'view-write-default') return 1;
    return store;
  };
  const nameUnder = (e: Named, code: string | null | undefined): string | undefined => e.names.get(storeOf(code)) ?? e.names.get(0);
  const setName = (e: Named, code: string | null | undefined, name: unknown, create: boolean): void => {
    if (typeof name !== 'string') return;
    e.names.set(landing(code, create), name);
  };
  return (sent: ScenarioSent): Canned => {
    const body = (sent.body ?? {}) as Record<string, Record<string, unknown>>;
    const parts = sent.path.split('/').map(decodeURIComponent);
    if (sent.path === '/V1/store/storeViews') return { status: 200, json: listed.map((v) => ({ ...v, name: v.code, store_group_id: v.website_id, is_active: 1 })) };
    // Products.
    if (parts[2] === 'products') {
      if (sent.method === 'POST' && parts.length === 3) {
        const p = body.product ?? {};
        const ext = (p.extension_attributes ?? {}) as { website_ids?: number[] };
        const product: Product = { sku: String(p.sku), names: new Map([[0, String(p.name)]]), prices: new Map([[0, Number(p.price ?? 0)]]), websites: ext.website_ids ?? [1] };
        products.set(product.sku, product);
        return { status: 200, json: { sku: product.sku, name: p.name, price: p.price } };
      }
      const product = products.get(parts[3] ?? '');
      if (product === undefined) return platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
      if (parts[4] === 'websites') {
        if (fault === 'websites-stale') return { status: 200, json: true };
        if (sent.method === 'POST') product.websites = [...new Set([...product.websites, Number(body.productWebsiteLink?.website_id)])].sort();
        if (sent.method === 'DELETE') product.websites = product.websites.filter((w) => w !== Number(parts[5]));
        return { status: 200, json: true };
      }
      if (sent.method === 'DELETE') return products.delete(product.sku) ? { status: 200, json: true } : platformError(404, 'x');
      const store = storeOf(sent.storeCode);
      if (sent.method === 'PUT') {
        const p = body.product ?? {};
        setName(product, sent.storeCode, p.name, false);
        if (typeof p.price === 'number') {
          const website = websiteOfStore(store);
          if (fault === 'price-website') product.prices.set(website, p.price);
          else if (fault === 'price-elsewhere') product.prices.set(website === 1 ? 2 : 1, p.price);
          else product.prices.set(0, p.price);
        }
        return { status: 200, json: { sku: product.sku, name: nameUnder(product, sent.storeCode) } };
      }
      const website = websiteOfStore(store);
      if (fault === 'website-filtered' && store !== 0 && !product.websites.includes(website)) return platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
      const price = product.prices.get(website) ?? product.prices.get(0);
      return { status: 200, json: { sku: product.sku, name: nameUnder(product, sent.storeCode), price, extension_attributes: { website_ids: product.websites } } };
    }
    // Customers: a sign-in under a code finds the customer of that code's website (per website) or any (global).
    if (sent.path === '/V1/integration/customer/token') {
      const b = (sent.body ?? {}) as { username?: string; password?: string };
      const website = websiteOfStore(storeOf(sent.storeCode));
      const held = [...customers.values()].find((x) => x.email === b.username && (fault === 'customers-global' || x.website_id === website));
      if (held === undefined || passwords.get(held.id) !== b.password) return platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
      const token = `token-${held.id}-${tokens.size}`;
      tokens.set(token, held.id);
      return { status: 200, json: token };
    }
    if (sent.path === '/V1/customers/me') {
      const held = customers.get(tokens.get(sent.token ?? '') ?? -1);
      const notAuthorized = { status: 401, json: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } } };
      if (held === undefined) return notAuthorized;
      const website = websiteOfStore(storeOf(sent.storeCode));
      if (website !== held.website_id && fault !== 'customers-global' && fault !== 'customer-me-any-website') return notAuthorized;
      const other = [...customers.values()].find((x) => x.id !== held.id);
      return { status: 200, json: fault === 'customer-me-other' && other !== undefined ? other : held };
    }
    if (parts[2] === 'customers') {
      if (sent.method === 'POST') {
        const c = body.customer ?? {};
        const website = fault === 'customer-website-by-code' ? websiteOfStore(storeOf(sent.storeCode)) : Number(c.website_id ?? 1);
        if ([...customers.values()].some((x) => x.email === c.email && (fault === 'customers-global' || x.website_id === website))) return platformError(400, 'A customer with the same email address already exists in an associated website.');
        const id = next++;
        const row = { id, email: String(c.email), website_id: website, store_id: website === 2 ? 3 : 1 };
        customers.set(id, row);
        const password = (sent.body as { password?: unknown } | undefined)?.password;
        if (typeof password === 'string') passwords.set(id, password);
        return { status: 200, json: row };
      }
      const held = customers.get(Number(parts[3]));
      if (held === undefined) return platformError(404, 'No such entity with customerId');
      if (sent.method === 'DELETE') return customers.delete(held.id) ? { status: 200, json: true } : platformError(404, 'x');
      return { status: 200, json: held };
    }
    // Categories.
    if (parts[2] === 'categories') {
      if (sent.method === 'POST') {
        const id = next++;
        categories.set(String(id), { id, names: new Map([[0, String(body.category?.name)]]) });
        return { status: 200, json: { id, name: body.category?.name } };
      }
      const category = categories.get(parts[3] ?? '');
      if (category === undefined) return { status: 404, json: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'id', fieldValue: parts[3] ?? '' } } };
      if (sent.method === 'DELETE') return categories.delete(String(category.id)) ? { status: 200, json: true } : platformError(404, 'x');
      if (sent.method === 'PUT') setName(category, sent.storeCode, body.category?.name, false);
      return { status: 200, json: { id: category.id, name: nameUnder(category, sent.storeCode), is_active: false } };
    }
    // CMS pages and blocks.
    const entity = parts[2];
    if (entity === 'cmsPage' || entity === 'cmsBlock') {
      const table = cms[entity];
      const key = entity === 'cmsPage' ? 'page' : 'block';
      if (parts[3] === 'search') {
        const q = sent.query ?? {};
        const identifier = q['searchCriteria[filter_groups][0][filters][0][value]'];
        const storeFilter = q['searchCriteria[filter_groups][1][filters][0][value]'];
        const store = Number(storeFilter);
        return { status: 200, json: { items: [...table.values()].filter((e) => e.identifier === identifier && (storeFilter === undefined || e.stores.includes(store))).map((e) => ({ id: e.id, identifier: e.identifier })), total_count: 0 } };
      }
      if (sent.method === 'POST') {
        const b = body[key] ?? {};
        if ('store_id' in b) return { status: 400, json: { message: '"%fieldName" is not supported. Correct the field name and try again.', parameters: { fieldName: 'StoreId' } } };
        const { id: bodyId, ...fields } = b;
        const existing = fault === 'cms-post-id-ignored' ? undefined : table.get(Number(bodyId));
        if (existing !== undefined) {
          Object.assign(existing.fields, fields);
          return { status: 200, json: { id: existing.id, ...existing.fields } };
        }
        if ([...table.values()].some((e) => e.identifier === b.identifier) || (fault === 'cms-identifier-kept' && taken.has(String(b.identifier)))) return platformError(400, 'Could not save the page: %1');
        const id = next++;
        table.set(id, { id, identifier: String(b.identifier), stores: [fault === 'cms-store-ignored' ? 0 : storeOf(sent.storeCode)], fields: { ...fields } });
        return { status: 200, json: { id, ...fields } };
      }
      const held = table.get(Number(parts[3]));
      if (held === undefined) return platformError(404, 'x');
      if (sent.method === 'DELETE') {
        if (fault === 'cms-view-delete-ignored' && sent.storeCode !== null && sent.storeCode !== undefined && sent.storeCode !== 'default' && sent.storeCode !== 'all') return { status: 200, json: true };
        taken.add(held.identifier);
        return table.delete(held.id) ? { status: 200, json: true } : platformError(404, 'x');
      }
      if (sent.method === 'PUT') {
        if (fault === 'cms-update-reassigns') held.stores = [storeOf(sent.storeCode)];
        Object.assign(held.fields, body[key] ?? {});
        return { status: 200, json: { id: held.id, ...(body[key] ?? {}) } };
      }
      const title = fault === 'cms-read-per-view' && !held.stores.includes(storeOf(sent.storeCode)) ? `${String(held.fields.title)} elsewhere` : held.fields.title;
      return { status: 200, json: { id: held.id, ...held.fields, identifier: held.identifier, title } };
    }
    return platformError(404, 'Request does not match any route.');
  };
}
