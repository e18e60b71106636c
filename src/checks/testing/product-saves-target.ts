// A fake catalogue for write.product-saves: two websites (the second without the default store view) and three store
// views, products saved by POST /V1/products (a create, or a save again of a SKU that exists) and PUT
// /V1/products/:sku as the real 2.4.7-p3 keeps them (websites, category links, tier prices in order, product links,
// special_from_date set with a special price, custom attributes removed when sent null), GET /V1/products filtered on
// website_id, store, sku, name, price and category_id, sorted and paged, values of a store view's own (a save under a
// view keeps the name alone), categories and a multiselect attribute of the check's own, and GET /V1/modules. Named faults break one behaviour each.

import type { Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';

export type ProductSaveFault =
  /** A create naming two websites is put in the first alone. */
  | 'second-website-dropped'
  /** An update that leaves website_ids out puts the product back in the first website alone. */
  | 'websites-reset'
  /** GET /V1/products ignores website_id and store filters. */
  | 'website-filter-ignored'
  /** A create naming only a website without the default store view is put in the default store view's website too. */
  | 'default-website-added'
  /** GET /V1/products ignores a store filter; the website_id filter still works. */
  | 'store-filter-ignored'
  /** A virtual product is saved as a simple one. */
  | 'virtual-as-simple'
  /** A product deleted reads 404 with another message. */
  | 'delete-message-other'
  /** A create under all without website_ids goes to the first website alone. */
  | 'all-one-website'
  /** category_ids sent as a custom attribute link no category. */
  | 'category-ids-ignored'
  /** A product saved again by POST is enabled (status 1) whatever it sends. */
  | 'status-reset'
  /** A special price is saved without special_from_date. */
  | 'special-date-unset'
  /** Tier prices are answered in the reverse order. */
  | 'tier-order-reversed'
  /** An update without tier_prices empties them. */
  | 'tier-cleared'
  /** An update with tier_prices keeps a row held of a customer group it does not send (a row replaced stays besides). */
  | 'tier-row-kept'
  /** special_price sent as null by a save again keeps the special price held. */
  | 'special-null-kept'
  /** category_links sent as null unlinks every category. */
  | 'category-null-unlinks'
  /** A product saved again with product_links keeps its other links besides. */
  | 'links-appended'
  /** A save with product_links is refused (400), and GET /V1/modules lists no search engine. */
  | 'no-search-engine'
  /** custom_attributes repeat the product's name. */
  | 'name-in-attributes'
  /** A sort on position orders by id, not by the category's positions. */
  | 'position-by-id'
  /** A page past the last answers the last page again. */
  | 'past-last-repeats'
  /** Filter groups are OR-ed together, as the filters of one group are, instead of AND-ed. */
  | 'filter-groups-ored'
  /** A save under a store view copies every value the product shows into values of the view's own. */
  | 'view-copies-all'
  /** A custom attribute sent as "" keeps its value. */
  | 'clear-ignored'
  /** A custom attribute sent as null under a store view keeps the view's own value. */
  | 'view-null-kept'
  /** A custom attribute sent under a store view is written for all store views. */
  | 'view-attribute-global'
  /** A save under a store view that sends no name gives the view the name it showed as a value of its own. */
  | 'view-name-copied'
  /** An update that leaves downloadable_product_links out empties them. */
  | 'links-cleared'
  /** A downloadable link by URL is refused: its host is not among env.php's downloadable_domains. */
  | 'domain-unlisted';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const NO_PRODUCT = 'The product that was requested doesn\'t exist. Verify the product and try again.';
const VIEWS = [{ id: 0, code: 'admin', website_id: 0 }, { id: 1, code: 'default', website_id: 1 }, { id: 2, code: 'fr', website_id: 1 }, { id: 3, code: 'second_en', website_id: 2 }];

export function productSavesTarget(...faults: ProductSaveFault[]): Target {
  const has = (f: ProductSaveFault): boolean => faults.includes(f);
  const products = new Map<string, Json>();
  /** category id → sku → position */
  const categories = new Map<string, Map<string, number>>();
  let nextId = 100;

  const linksOf = (sku: string): Json[] => [...categories].flatMap(([id, held]) => (held.has(sku) ? [{ position: held.get(sku), category_id: id }] : []));
  const shown = (row: Json, view?: string | null): Json => {
    const own = obj(obj(row.views)[view ?? '']);
    if (Object.keys(own).length > 0) {
      const { custom_attributes: ownAttributes, ...fields } = own;
      const attributes = arr(row.custom_attributes).map(obj).map((a) => arr(ownAttributes).map(obj).find((o) => o.attribute_code === a.attribute_code) ?? a);
      return shown({ ...row, ...fields, custom_attributes: attributes, views: undefined });
    }
    const sku = String(row.sku);
    const links = linksOf(sku);
    const tiers = arr(row.tier_prices).map((t) => ({ ...obj(t), extension_attributes: { website_id: 0 } }));
    const attributes = [...arr(row.custom_attributes), { attribute_code: 'category_ids', value: links.map((l) => l.category_id) }, ...(has('name-in-attributes') ? [{ attribute_code: 'name', value: row.name }] : [])];
    const { views: _views, ...plain } = row;
    return {
      ...plain,
      tier_prices: has('tier-order-reversed') ? [...tiers].reverse() : tiers,
      custom_attributes: attributes,
      extension_attributes: { ...obj(row.extension_attributes), ...(links.length > 0 ? { category_links: links } : {}) },
    };
  };

  const save = (sku: string, product: Json, storeCode: string | null | undefined, creating: boolean): Canned => {
    if (has('no-search-engine') && Array.isArray(product.product_links) && product.product_links.length > 0) return platformError(400, 'The product was unable to be saved. Please try again.');
    const held = products.get(sku);
    if (held === undefined && !creating) return platformError(404, NO_PRODUCT);
    const id = held === undefined ? nextId++ : Number(held.id);
    const websites = storeCode === 'all' && !has('all-one-website') ? [1, 2] : [1];
    const row: Json = held ?? { sku, id, custom_attributes: [], tier_prices: [], product_links: [], extension_attributes: { website_ids: websites } };
    const { extension_attributes: ext, custom_attributes: attrs, tier_prices: tiers, product_links: links, ...own } = product;
    // Under a store view's code a product that exists takes the name as the view's own (view-copies-all: every value).
    if (held !== undefined && typeof storeCode === 'string' && storeCode !== 'all') {
      const views = obj(row.views);
      const current = shown(row, storeCode);
      const before = obj(views[storeCode]);
      const ownAttributes = arr(before.custom_attributes).map(obj);
      for (const a of arr(attrs).map(obj)) {
        if (has('view-attribute-global')) {
          const at = arr(row.custom_attributes).map(obj).findIndex((b) => b.attribute_code === a.attribute_code);
          if (at >= 0) (row.custom_attributes as Json[])[at] = { ...a };
          continue;
        }
        const at = ownAttributes.findIndex((b) => b.attribute_code === a.attribute_code);
        if (a.value === null && !has('view-null-kept')) ownAttributes.splice(at >= 0 ? at : ownAttributes.length, at >= 0 ? 1 : 0);
        else if (a.value !== null) ownAttributes.splice(at >= 0 ? at : ownAttributes.length, at >= 0 ? 1 : 0, { ...a });
      }
      views[storeCode] = has('view-copies-all') ? { visibility: current.visibility, status: current.status, custom_attributes: current.custom_attributes, name: own.name ?? current.name } : { ...before, ...(own.name === undefined ? (has('view-name-copied') ? { name: current.name } : {}) : { name: own.name }), custom_attributes: ownAttributes };
      row.views = views;
      return { status: 200, json: shown(row, storeCode) };
    }
    Object.assign(row, own);
    if (has('virtual-as-simple')) row.type_id = 'simple';
    if (held !== undefined && creating && has('status-reset')) row.status = 1;
    const attributes = arr(row.custom_attributes).map(obj);
    for (const a of arr(attrs).map(obj)) {
      const at = attributes.findIndex((b) => b.attribute_code === a.attribute_code);
      if (a.attribute_code === 'category_ids') {
        if (!has('category-ids-ignored')) for (const c of arr(a.value)) categories.get(String(c))?.set(sku, 0);
        continue;
      }
      if (a.value === null && a.attribute_code === 'special_price' && has('special-null-kept')) continue;
      if (a.value === null || (a.value === '' && !has('clear-ignored'))) {
        if (at >= 0) attributes.splice(at, 1);
        continue;
      }
      if (a.value === '') continue;
      if (at >= 0) attributes[at] = { ...a };
      else attributes.push({ ...a });
    }
    if (attributes.some((a) => a.attribute_code === 'special_price') && !attributes.some((a) => a.attribute_code === 'special_from_date') && !has('special-date-unset')) attributes.push({ attribute_code: 'special_from_date', value: '2026-12-03 00:00:00' });
    row.custom_attributes = attributes;
    if (Array.isArray(tiers)) {
      const sentGroups = tiers.map((t) => obj(t).customer_group_id);
      row.tier_prices = held !== undefined && has('tier-row-kept') ? [...tiers, ...arr(row.tier_prices).filter((t) => !sentGroups.includes(obj(t).customer_group_id))] : tiers;
    }
    else if (held !== undefined && has('tier-cleared')) row.tier_prices = [];
    if (Array.isArray(links)) row.product_links = has('links-appended') ? [...arr(row.product_links), ...links] : links;
    const rowExt = obj(row.extension_attributes);
    const sentExt = obj(ext);
    if (Array.isArray(sentExt.website_ids)) rowExt.website_ids = creating && held === undefined && has('second-website-dropped') ? sentExt.website_ids.slice(0, 1) : creating && held === undefined && has('default-website-added') && !sentExt.website_ids.includes(1) ? [1, ...sentExt.website_ids] : sentExt.website_ids;
    else if (held !== undefined && has('websites-reset')) rowExt.website_ids = [1];
    if (Array.isArray(sentExt.downloadable_product_links)) {
      if (has('domain-unlisted')) return platformError(400, 'Link URL\'s domain is not in list of downloadable_domains in env.php.');
      rowExt.downloadable_product_links = sentExt.downloadable_product_links.map((l, i) => ({ ...obj(l), id: 900 + i }));
    } else if (held !== undefined && has('links-cleared') && rowExt.downloadable_product_links !== undefined) rowExt.downloadable_product_links = [];
    if (sentExt.stock_item !== undefined) rowExt.stock_item = { item_id: id, product_id: id, stock_id: 1, ...obj(sentExt.stock_item) };
    row.extension_attributes = rowExt;
    if (Array.isArray(sentExt.category_links)) {
      for (const held of categories.values()) held.delete(sku);
      for (const l of sentExt.category_links.map(obj)) categories.get(String(l.category_id))?.set(sku, Number(l.position));
    } else if ('category_links' in sentExt && has('category-null-unlinks')) for (const held of categories.values()) held.delete(sku);
    products.set(sku, row);
    return { status: 200, json: shown(row) };
  };

  const search = (query: Record<string, string>): Canned => {
    const groups: Array<Array<{ field: string; value: string; type: string }>> = [];
    for (let g = 0; query[`searchCriteria[filter_groups][${g}][filters][0][field]`] !== undefined; g++) {
      const group: Array<{ field: string; value: string; type: string }> = [];
      for (let i = 0; query[`searchCriteria[filter_groups][${g}][filters][${i}][field]`] !== undefined; i++) {
        const at = `searchCriteria[filter_groups][${g}][filters][${i}]`;
        group.push({ field: String(query[`${at}[field]`]), value: String(query[`${at}[value]`]), type: query[`${at}[condition_type]`] ?? 'eq' });
      }
      groups.push(group);
    }
    const matches = (row: Json, f: { field: string; value: string; type: string }): boolean => {
      const websites = arr(obj(row.extension_attributes).website_ids).map(Number);
      if (f.field === 'website_id') return has('website-filter-ignored') || websites.includes(Number(f.value));
      if (f.field === 'store') return has('website-filter-ignored') || has('store-filter-ignored') || websites.includes(VIEWS.find((v) => v.code === f.value)?.website_id ?? -1);
      if (f.field === 'sku') return f.type === 'in' ? f.value.split(',').includes(String(row.sku)) : String(row.sku) === f.value;
      if (f.field === 'category_id') return linksOf(String(row.sku)).some((l) => l.category_id === f.value);
      if (f.field === 'price') return f.type === 'lt' ? Number(row.price) < Number(f.value) : Number(row.price) === Number(f.value);
      return String(row[f.field]) === f.value;
    };
    const found = [...products.values()].filter((row) => (has('filter-groups-ored') ? groups.length === 0 || groups.some((group) => group.some((f) => matches(row, f))) : groups.every((group) => group.some((f) => matches(row, f)))));
    const sortField = query['searchCriteria[sortOrders][0][field]'];
    const descending = query['searchCriteria[sortOrders][0][direction]'] === 'DESC';
    const key = (row: Json): string | number => {
      if (sortField === 'position' && !has('position-by-id')) return Number(linksOf(String(row.sku))[0]?.position ?? 0);
      if (sortField === 'meta_title') return String(arr(row.custom_attributes).map(obj).find((a) => a.attribute_code === 'meta_title')?.value ?? '').toUpperCase();
      return Number(row.id);
    };
    found.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0) * (descending ? -1 : 1));
    const size = Number(query['searchCriteria[pageSize]'] ?? query['searchCriteria[page_size]'] ?? 0);
    const page = Number(query['searchCriteria[currentPage]'] ?? query['searchCriteria[current_page]'] ?? 1);
    const last = size > 0 ? Math.max(1, Math.ceil(found.length / size)) : 1;
    const at = page > last && has('past-last-repeats') ? last : page;
    const items = (size > 0 ? found.slice((at - 1) * size, at * size) : found).map((row) => shown(row));
    return { status: 200, json: { items, search_criteria: {}, total_count: found.length } };
  };

  return (sent): Canned => {
    const { method, path } = sent;
    const body = obj(sent.body);
    if (method === 'GET' && path === '/V1/store/websites') return { status: 200, json: [{ id: 0, code: 'admin' }, { id: 1, code: 'base' }, { id: 2, code: 'second' }] };
    if (method === 'GET' && path === '/V1/store/storeViews') return { status: 200, json: VIEWS };
    if (method === 'GET' && path === '/V1/store/storeConfigs') return { status: 200, json: [{ id: 1, code: 'default', base_url: 'http://shop.example.com/' }] };
    if (method === 'GET' && path === '/V1/modules') return { status: 200, json: has('no-search-engine') ? ['Magento_Catalog'] : ['Magento_Catalog', 'Magento_OpenSearch'] };
    if (method === 'POST' && path === '/V1/categories') {
      const id = String(nextId++);
      categories.set(id, new Map());
      return { status: 200, json: { id: Number(id), name: obj(body.category).name } };
    }
    const category = /^\/V1\/categories\/(\d+)$/.exec(path);
    if (method === 'DELETE' && category) return categories.delete(category[1] ?? '') ? { status: 200, json: true } : platformError(404, 'No such entity with id = %1');
    if (method === 'GET' && path === '/V1/products') return search(sent.query ?? {});
    if (method === 'POST' && path === '/V1/products/attribute-sets') return { status: 200, json: { attribute_set_id: 9 } };
    if (method === 'POST' && path === '/V1/products/attribute-sets/groups') return { status: 200, json: { attribute_group_id: '11' } };
    if (method === 'POST' && path === '/V1/products/attributes') return { status: 200, json: { attribute_id: 77, options: [{ value: '' }, { value: '5' }, { value: '6' }, { value: '7' }] } };
    if (method === 'POST' && path === '/V1/products/attribute-sets/attributes') return { status: 200, json: '12' };
    if (method === 'DELETE' && path.startsWith('/V1/products/attribute')) return { status: 200, json: true };
    if (method === 'POST' && path === '/V1/products') return save(String(obj(body.product).sku), obj(body.product), sent.storeCode, true);
    const sku = decodeURIComponent(path.replace(/^\/V1\/products\//, ''));
    if (method === 'PUT') return save(sku, obj(body.product), sent.storeCode, false);
    const row = products.get(sku);
    if (method === 'GET') return row === undefined ? platformError(404, has('delete-message-other') ? 'Product not found.' : NO_PRODUCT) : { status: 200, json: shown(row, sent.storeCode) };
    if (method === 'DELETE') {
      if (!products.delete(sku)) return platformError(404, NO_PRODUCT);
      for (const held of categories.values()) held.delete(sku);
      return { status: 200, json: true };
    }
    return platformError(404, `no fake for ${method} ${path}`);
  };
}
