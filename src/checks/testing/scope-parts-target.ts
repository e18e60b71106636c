// A catalogue with store views for the unit tests of the scope checks beyond names (src/checks/scope/view-name-
// inherits, media-per-view, link-title-per-view, cart-item-view-name, website-prices), keeping per store what the real
// 2.4.7-p3 keeps: a product's name, url_key and image roles (inherited by a view until written under its code), its
// media entries' label, position and disabled flag, its downloadable links' titles (isGlobalScopeContent false: the
// view's own), the item names of guest carts (the name of the store the cart is read in: the code's, else the cart's
// own), and prices per website under website price scope (the price attribute's scope answers it). Store views
// default (1) and fr (2) on website 1, second_en (3) on website 2, as testing/scope-target.ts. Each fault is one wrong
// form.

import type { ScenarioSent, Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';
import { storeOf, VIEWS, websiteOfStore } from './scope-target.ts';

export type ScopePartsFault =
  /** A name written under a view copies the default url_key into the view. */
  | 'view-name-copies-url-key'
  /** A name written under a view copies the default image roles into the view. */
  | 'view-name-copies-roles'
  /** A media entry's values written under a view land in the default values (every view). */
  | 'media-view-write-default'
  /** A media entry's values written under a view are not kept at all. */
  | 'media-view-write-lost'
  /** A link's title saved under a view with isGlobalScopeContent false lands in every view. */
  | 'link-title-everywhere'
  /** isGlobalScopeContent true under a view also overwrites the view's own title. */
  | 'link-title-global-overwrites'
  /** A link's price saved under a view with isGlobalScopeContent false lands in the default price. */
  | 'link-view-price-global'
  /** Under a view with isGlobalScopeContent false only a link's title is saved (sort order, price, shareability and
   * downloads dropped). */
  | 'link-view-fields-dropped'
  /** A sample's title saved under a view with isGlobalScopeContent false lands in every view. */
  | 'sample-title-everywhere'
  /** A cart's item carries the default name whatever the store. */
  | 'cart-item-default-name'
  /** Website price scope, yet a price written under a view lands in every website. */
  | 'website-price-global'
  | null;

const ROLES = ['image', 'small_image', 'thumbnail'];
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A value per store: store 0 the default, a view's own over it. */
class PerStore<T> {
  private readonly values = new Map<number, T>();
  constructor(initial: T) {
    this.values.set(0, initial);
  }
  set(store: number, value: T): void {
    this.values.set(store, value);
  }
  get(store: number): T {
    return (this.values.get(store) ?? this.values.get(0)) as T;
  }
  own(store: number): boolean {
    return store !== 0 && this.values.has(store);
  }
}

interface Media {
  id: number;
  file: string;
  types: string[];
  values: PerStore<{ label: unknown; position: unknown; disabled: unknown }>;
}
/** A downloadable link or sample: its title per store (none where it was created in a view's scope), its price per
 * website (0: the default), its other fields global. */
interface DLink {
  id: number;
  title: PerStore<string | undefined>;
  prices: Map<number, number>;
  fields: Record<string, unknown>;
}
const GLOBAL_FIELDS = ['sort_order', 'is_shareable', 'number_of_downloads', 'link_type', 'link_url', 'sample_type', 'sample_url'];
const globalFields = (e: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(e).filter(([k]) => GLOBAL_FIELDS.includes(k)));
const dlink = (id: number, e: Record<string, unknown>): DLink => ({ id, title: new PerStore<string | undefined>(String(e.title)), prices: new Map(typeof e.price === 'number' ? [[0, e.price]] : []), fields: globalFields(e) });
const dlinkOut = (l: DLink, store: number, price: boolean): Record<string, unknown> => {
  const title = l.title.get(store);
  return { id: l.id, ...(title === undefined ? {} : { title }), ...l.fields, ...(price ? { price: (store === 0 ? undefined : l.prices.get(websiteOfStore(store))) ?? l.prices.get(0) ?? null } : {}) };
};

interface Product {
  sku: string;
  name: PerStore<string>;
  urlKey: PerStore<string>;
  /** Roles copied into a view (the fault): the files a view keeps of its own. */
  roles: Map<number, string | null>;
  media: Media[];
  links: DLink[];
  samples: DLink[];
  prices: Map<number, { price: number; special?: number }>;
}

export interface ScopePartsOptions {
  fault?: ScopePartsFault;
  /** The price attribute's scope (catalog/price/scope): global by default. */
  priceScope?: 'global' | 'website';
  /** What POST /V1/products answers a downloadable product (the installation's refusal of the link's host). */
  refuseLinks?: string;
}

export function scopePartsTarget(options: ScopePartsOptions = {}): Target {
  const fault = options.fault ?? null;
  const products = new Map<string, Product>();
  const carts = new Map<string, { id: number; store: number; items: string[] }>();
  let next = 100;
  const rolesUnder = (p: Product, store: number): string | null => {
    if (p.roles.has(store)) return p.roles.get(store) ?? null;
    return p.media.find((m) => m.types.includes('image'))?.file ?? null;
  };
  const entryOut = (m: Media, store: number): Record<string, unknown> => ({ id: m.id, media_type: 'image', ...m.values.get(store), types: m.types, file: m.file });
  const priceUnder = (p: Product, store: number): { price: number; special?: number } => (options.priceScope === 'website' && store !== 0 ? (p.prices.get(websiteOfStore(store)) ?? p.prices.get(0)) : p.prices.get(0)) ?? { price: 0 };
  const read = (p: Product, store: number): Canned => {
    const prices = priceUnder(p, store);
    const role = rolesUnder(p, store);
    const attributes: Array<Record<string, unknown>> = [{ attribute_code: 'url_key', value: p.urlKey.get(store) }, ...(role === null ? [] : ROLES.map((r) => ({ attribute_code: r, value: role })))];
    if (prices.special !== undefined) attributes.push({ attribute_code: 'special_price', value: String(prices.special) });
    return { status: 200, json: { sku: p.sku, name: p.name.get(store), price: prices.price, custom_attributes: attributes, media_gallery_entries: p.media.map((m) => entryOut(m, store)), extension_attributes: { downloadable_product_links: p.links.map((l) => dlinkOut(l, store, true)) } } };
  };
  const notFound = (): Canned => platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
  return (sent: ScenarioSent): Canned => {
    const body = rec(sent.body);
    const parts = sent.path.split('/').map(decodeURIComponent);
    const store = storeOf(sent.storeCode);
    if (sent.path === '/V1/store/storeViews') return { status: 200, json: VIEWS.map((v) => ({ ...v, name: v.code, store_group_id: v.website_id, is_active: 1 })) };
    if (sent.path === '/V1/store/storeConfigs') return { status: 200, json: [{ id: 1, code: 'default', base_url: 'https://shop.example.com/' }] };
    if (sent.path === '/V1/products/attributes/price') return { status: 200, json: { attribute_code: 'price', scope: options.priceScope ?? 'global' } };
    if (parts[2] === 'guest-carts') {
      if (sent.method === 'POST' && parts.length === 3) {
        const masked = `masked${next++}`;
        carts.set(masked, { id: next++, store, items: [] });
        return { status: 200, json: masked };
      }
      const cart = carts.get(parts[3] ?? '');
      if (cart === undefined) return platformError(404, 'No such entity with %fieldName = %fieldValue');
      // The name of the store the cart is read in: the code's, else the cart's own.
      const readStore = sent.storeCode === null || sent.storeCode === undefined ? cart.store : store;
      const nameOf = (sku: string): string | undefined => {
        const p = products.get(sku);
        return p === undefined ? undefined : fault === 'cart-item-default-name' ? p.name.get(0) : p.name.get(readStore);
      };
      if (sent.method === 'POST' && parts[4] === 'items') {
        const sku = String(rec(body.cartItem).sku);
        if (!products.has(sku)) return notFound();
        cart.items.push(sku);
        return { status: 200, json: { item_id: 1, sku, qty: 1, name: nameOf(sku) } };
      }
      const items = cart.items.map((sku, i) => ({ item_id: i + 1, sku, qty: 1, name: nameOf(sku) }));
      return parts[4] === 'items' ? { status: 200, json: items } : { status: 200, json: { id: cart.id, store_id: readStore, items } };
    }
    if (parts[2] !== 'products') return platformError(404, 'Request does not match any route.');
    if (sent.method === 'POST' && parts.length === 3) {
      const p = rec(body.product);
      const sku = String(p.sku);
      const ext = rec(p.extension_attributes);
      const links = Array.isArray(ext.downloadable_product_links) ? ext.downloadable_product_links.map(rec) : [];
      if (links.length > 0 && options.refuseLinks !== undefined) return platformError(400, options.refuseLinks);
      const media = (Array.isArray(p.media_gallery_entries) ? p.media_gallery_entries.map(rec) : []).map((m): Media => ({ id: next++, file: `/c/c/${String(rec(m.content).name)}`, types: Array.isArray(m.types) ? m.types.map(String) : [], values: new PerStore({ label: m.label, position: m.position, disabled: m.disabled }) }));
      const product: Product = { sku, name: new PerStore(String(p.name)), urlKey: new PerStore(sku), roles: new Map(), media, links: links.map((l) => dlink(next++, l)), samples: (Array.isArray(ext.downloadable_product_samples) ? ext.downloadable_product_samples.map(rec) : []).map((l) => dlink(next++, l)), prices: new Map([[0, { price: Number(p.price ?? 0) }]]) };
      products.set(sku, product);
      return read(product, 0);
    }
    const product = products.get(parts[3] ?? '');
    if (product === undefined) return notFound();
    if (parts[4] === 'media') {
      const entry = product.media.find((m) => m.id === Number(parts[5]));
      if (entry === undefined) return platformError(404, "The image doesn't exist. Verify and try again.");
      if (sent.method === 'DELETE') {
        product.media = product.media.filter((m) => m !== entry);
        return { status: 200, json: true };
      }
      if (sent.method === 'PUT') {
        const e = rec(body.entry);
        if (Array.isArray(e.types)) {
          // A role is one image's: given to this entry, it leaves the others.
          for (const other of product.media) if (other !== entry) other.types = other.types.filter((t) => !(e.types as unknown[]).includes(t));
          entry.types = e.types.map(String);
        }
        const values = { label: e.label, position: e.position, disabled: e.disabled };
        if (fault === 'media-view-write-default') entry.values.set(0, values);
        else if (fault !== 'media-view-write-lost') entry.values.set(store, values);
        return { status: 200, json: true };
      }
      return { status: 200, json: entryOut(entry, store) };
    }
    if (parts[4] === 'downloadable-links') {
      const sample = parts[5] === 'samples';
      const list = sample ? product.samples : product.links;
      const idAt = sample ? parts[6] : parts[5];
      const global = body.isGlobalScopeContent !== false;
      const e = rec(sample ? body.sample : body.link);
      const everywhere = fault === (sample ? 'sample-title-everywhere' : 'link-title-everywhere');
      const save = (link: DLink): void => {
        const title = String(e.title);
        if (global || everywhere) link.title.set(0, title);
        if (!global || fault === 'link-title-global-overwrites') link.title.set(store, title);
        if (!global && fault === 'link-view-fields-dropped') return;
        Object.assign(link.fields, globalFields(e));
        if (typeof e.price === 'number') link.prices.set(global || fault === 'link-view-price-global' || store === 0 ? 0 : websiteOfStore(store), e.price);
      };
      if (sent.method === 'POST' && idAt === undefined) {
        const link: DLink = { id: next++, title: new PerStore<string | undefined>(undefined), prices: new Map(), fields: {} };
        save(link);
        list.push(link);
        return { status: 200, json: String(link.id) };
      }
      if (sent.method === 'PUT') {
        const link = list.find((l) => l.id === Number(idAt));
        if (link === undefined) return platformError(404, 'No downloadable link with the provided ID was found. Verify the ID and try again.');
        save(link);
        return { status: 200, json: String(link.id) };
      }
      return { status: 200, json: list.map((l) => dlinkOut(l, store, !sample)) };
    }
    if (sent.method === 'DELETE') return products.delete(product.sku) ? { status: 200, json: true } : notFound();
    if (sent.method === 'PUT') {
      const p = rec(body.product);
      if (typeof p.name === 'string') {
        product.name.set(store, p.name);
        if (store !== 0 && fault === 'view-name-copies-url-key') product.urlKey.set(store, product.urlKey.get(store));
        if (store !== 0 && fault === 'view-name-copies-roles') product.roles.set(store, rolesUnder(product, store));
      }
      for (const a of Array.isArray(p.custom_attributes) ? p.custom_attributes.map(rec) : []) if (a.attribute_code === 'url_key') product.urlKey.set(store, String(a.value));
      if (typeof p.price === 'number') {
        const special = (Array.isArray(p.custom_attributes) ? p.custom_attributes.map(rec) : []).find((a) => a.attribute_code === 'special_price')?.value;
        const prices = { price: p.price, ...(special === undefined ? {} : { special: Number(special) }) };
        product.prices.set(options.priceScope === 'website' && fault !== 'website-price-global' && store !== 0 ? websiteOfStore(store) : 0, prices);
      }
      return read(product, store);
    }
    return read(product, store);
  };
}
