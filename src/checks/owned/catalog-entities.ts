// The run's own catalogue entities with their parts, made in a few synchronous admin calls: a product with custom
// options, links, prices, a category holding it; bundle, configurable and downloadable products with their options,
// children, links and samples; attribute sets with a group and an assigned attribute; a select attribute with an
// option. Everything is named with the run's prefix and is removed by the sweep with the product, the category, the
// attribute or the set it belongs to (the sweep deletes products before attributes and attribute sets). The write
// routes bound to them (routes.ts) act on these parts, so their effect can be read back and stays inside the run.
// The product with an image is of the full level: resized copies of the image stay in pub/media once the product is deleted.

import type { HttpExchange } from '../types.ts';
import { all, notMade, text, type Factory, type Ops } from './factory.ts';
import { DEFAULT_SET, group, record, ROOT_CATEGORY, WEBSITES } from './platform-references.ts';
import { unlistedDomainReason } from './downloadable-domains.ts';

export type CatalogKind =
  | 'unassigned-product'
  | 'priced-product'
  | 'option-product'
  | 'linked-product'
  | 'category-product'
  | 'attribute-option'
  | 'attribute-group'
  | 'set-attribute'
  | 'bundle'
  | 'configurable-attribute'
  | 'configurable-base'
  | 'configurable'
  | 'downloadable'
  | 'imaged-product';

/** The kinds a catalogue factory may ask for: its own, and the plain ones of entities.ts. */
type Needs = CatalogKind | 'product' | 'product-attribute' | 'attribute-set';
type CatalogFactory = Factory<Needs>;
type CatalogOps = Ops<Needs>;
type Made = { values: Record<string, string> } | { reason: string };

/** A disabled, invisible simple product (a storefront never shows it), with what `extra` adds to its create body. */
export function productBody(sku: string, extra: Record<string, unknown> = {}): { product: Record<string, unknown> } {
  const { extension_attributes: ext, ...rest } = extra;
  return {
    product: {
      sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1,
      ...rest,
      extension_attributes: { stock_item: { qty: 0, is_in_stock: false }, ...(ext !== null && typeof ext === 'object' ? ext : {}) },
    },
  };
}

const post = (ops: CatalogOps, path: string, body: unknown): Promise<HttpExchange> => ops.call('admin', { method: 'POST', path, body });

/** Create a product; its answer, or why it could not be made. */
async function createProduct(ops: CatalogOps, what: string, sku: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown> | { reason: string }> {
  const res = await post(ops, '/V1/products', productBody(sku, extra));
  return res.status === 200 ? record(res.json) : notMade(what, 'POST /V1/products', res);
}

const isReason = (v: unknown): v is { reason: string } => v !== null && typeof v === 'object' && 'reason' in v;
const valuesOr = (values: Record<string, string> | null, what: string): Made => (values === null ? { reason: `the run made its own ${what} but an answer lacks a value the route needs` } : { values });

/** The first item of an answer's array at `key`. */
const firstOf = (json: unknown, key: string): Record<string, unknown> => {
  const list = record(json)[key];
  return record(Array.isArray(list) ? list[0] : undefined);
};

/**
 * The rows the price-deleting routes remove, as their contract bodies name them (a unit test holds the two
 * together): the delete matches a tier price by group, quantity and value, so the run's product must hold exactly
 * this one. The group price is the one DELETE .../group-prices/1/tiers/1 removes (General, quantity 1).
 */
export const PRICED = {
  tier: { price: 1, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 },
  groupTier: { customerGroupId: 1, qty: 1, price: 8 },
  special: 5,
  cost: 3,
} as const;

export const CATALOG_FACTORIES: Readonly<Record<CatalogKind, CatalogFactory>> = {
  // In no website: the website-link routes add one (on a single-website installation the platform puts a product
  // created without website_ids into the main website, so that would be nothing to read back).
  'unassigned-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const made = await createProduct(ops, 'product', name, { extension_attributes: { website_ids: [] } });
      // Its id too: a refused website assignment names the product by it (bad-input.yaml, {owned:id}).
      return isReason(made) ? made : valuesOr(all({ sku: text(made.sku), id: text(made.id) }), 'product');
    },
  },
  // A product with the prices the delete routes remove: a tier price for all groups, a General group price, a special
  // price without dates (a dated one is a staging update on Adobe Commerce that outlives the product) and a cost.
  'priced-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET, WEBSITES, group(1)],
    async make(ops, name) {
      const made = await createProduct(ops, 'product', name, { custom_attributes: [{ attribute_code: 'special_price', value: PRICED.special }, { attribute_code: 'cost', value: PRICED.cost }] });
      if (isReason(made)) return made;
      const sku = text(made.sku);
      if (sku === null) return { reason: 'POST /V1/products created the run\'s own product but its answer lacks its sku' };
      const tier = await post(ops, '/V1/products/tier-prices', { prices: [{ ...PRICED.tier, sku }] });
      if (tier.status !== 200 || !Array.isArray(tier.json) || tier.json.length > 0) return notMade('tier price', 'POST /V1/products/tier-prices', tier);
      const g = PRICED.groupTier;
      const groupTier = await post(ops, `/V1/products/${encodeURIComponent(sku)}/group-prices/${g.customerGroupId}/tiers/${g.qty}/price/${g.price}`, undefined);
      if (groupTier.status !== 200) return notMade('group price', 'POST /V1/products/:sku/group-prices/1/tiers/1/price/8', groupTier);
      return { values: { sku } };
    },
  },
  'option-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const made = await createProduct(ops, 'product', name);
      if (isReason(made)) return made;
      // A text field with other values than the contract bodies send, so an update reads back changed; required, so the
      // product reads has_options and required_options 1 (GET /V1/products/:sku's known answer).
      const option = await post(ops, '/V1/products/options', { option: { product_sku: made.sku, title: `${name} own option`, type: 'field', sort_order: 2, is_require: true, price: 1, price_type: 'fixed', max_characters: 20 } });
      if (option.status !== 200) return notMade('custom option', 'POST /V1/products/options', option);
      // A second option, not required: the other one the DELETE route must leave as it was (readBack.kept).
      const otherTitle = `${name} other option`;
      const other = await post(ops, '/V1/products/options', { option: { product_sku: made.sku, title: otherTitle, type: 'field', sort_order: 3, is_require: false, price: 2, price_type: 'fixed', max_characters: 10 } });
      if (other.status !== 200) return notMade('custom option', 'POST /V1/products/options', other);
      return valuesOr(all({ sku: text(made.sku), optionId: text(record(option.json).option_id), otherOptionId: text(record(other.json).option_id), otherTitle }), 'custom option');
    },
  },
  // A product related to a second one: the link the DELETE route removes. The second is the worker's shared product
  // of the run's own (issue 27: make each entity once): a related link is kept on the product that holds it, so
  // removing or changing it never alters the product it points at. It also cross-sells and up-sells the same product
  // (position 1 each), what GET /V1/products/:sku/links/crosssell and /upsell answer (write.known-answer), and relates
  // a product of its own at position 2: the other related link the DELETE route must leave (readBack.kept).
  'linked-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const other = await ops.own('product', 'shared');
      if (isReason(other)) return other;
      const linked = other.sku ?? null;
      if (linked === null) return { reason: 'the run\'s own product to link to has no sku' };
      const second = await createProduct(ops, 'product', `${name}r`);
      if (isReason(second)) return second;
      const otherSku = text(second.sku);
      const link = (type: string, to = linked, position = 1): Record<string, unknown> => ({ sku: name, link_type: type, linked_product_sku: to, linked_product_type: 'simple', position });
      const made = await createProduct(ops, 'product', name, { product_links: [link('related'), link('related', otherSku ?? '', 2), link('crosssell'), link('upsell')] });
      if (isReason(made)) return made;
      return valuesOr(all({ sku: text(made.sku), linkedSku: linked, otherSku }), 'product link');
    },
  },
  // A category holding a product at position 5 (the contract bodies send 0, so an update reads back changed), and a
  // product of its own at position 10: the other product an update of the first must not move (readBack.kept).
  'category-product': {
    sweptAs: 'category',
    level: 'allow',
    reads: [ROOT_CATEGORY, DEFAULT_SET],
    async make(ops, name) {
      // Any product of the run's own: the category only links it.
      const product = await ops.own('product', 'shared');
      if (isReason(product)) return product;
      const category = await post(ops, '/V1/categories', { category: { name, parent_id: 2, is_active: false, include_in_menu: false } });
      if (category.status !== 200) return notMade('category', 'POST /V1/categories', category);
      const id = text(record(category.json).id);
      const link = await post(ops, `/V1/categories/${id ?? ''}/products`, { productLink: { sku: product.sku, position: 5, category_id: Number(id) } });
      if (link.status !== 200) return notMade('category product link', 'POST /V1/categories/:categoryId/products', link);
      const other = await createProduct(ops, 'product', `${name}o`);
      if (isReason(other)) return other;
      const otherSku = text(other.sku);
      const otherLink = await post(ops, `/V1/categories/${id ?? ''}/products`, { productLink: { sku: otherSku, position: 10, category_id: Number(id) } });
      if (otherLink.status !== 200) return notMade('category product link', 'POST /V1/categories/:categoryId/products', otherLink);
      return valuesOr(all({ id, sku: product.sku ?? null, otherSku }), 'category');
    },
  },
  // One option on a select attribute of the run's own.
  'attribute-option': {
    sweptAs: 'product attribute',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops) {
      // An attribute of its own, not the worker's one: the queue consumer is a long-running process that caches an
      // attribute's options once it has read them, so an option added later to a shared one would be unknown to it.
      const attribute = await ops.own('product-attribute');
      if (isReason(attribute)) return attribute;
      const code = attribute.code ?? '';
      const option = await post(ops, `/V1/products/attributes/${encodeURIComponent(code)}/options`, { option: { label: `${code} own option`, sort_order: 1 } });
      if (option.status !== 200) return notMade('attribute option', 'POST /V1/products/attributes/:attributeCode/options', option);
      // 2.4.7 answers the new option's id as text ("12"); earlier releases answered true (then it is read back).
      const id = typeof option.json === 'string' ? option.json.replace(/^id_/, '') : null;
      // A second option: the other one the DELETE route must leave listed as it was (readBack.kept).
      const otherLabel = `${code} other option`;
      const other = await post(ops, `/V1/products/attributes/${encodeURIComponent(code)}/options`, { option: { label: otherLabel, sort_order: 2 } });
      if (other.status !== 200) return notMade('attribute option', 'POST /V1/products/attributes/:attributeCode/options', other);
      const otherId = typeof other.json === 'string' ? other.json.replace(/^id_/, '') : null;
      return valuesOr(all({ code, optionId: id, otherOptionId: otherId, otherLabel }), 'attribute option');
    },
  },
  // A group of the run's own attribute set (removed with the set).
  'attribute-group': {
    sweptAs: 'attribute set',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      // A set of its own: the queue consumer caches a set's attributes once it has read them (a long-running process),
      // so a set shared by the worker's groups would be stale to it once another group's attribute was assigned.
      const set = await ops.own('attribute-set');
      if (isReason(set)) return set;
      const made = await post(ops, '/V1/products/attribute-sets/groups', { group: { attribute_group_name: `${name} group`, attribute_set_id: Number(set.id) } });
      if (made.status !== 200) return notMade('attribute group', 'POST /V1/products/attribute-sets/groups', made);
      return valuesOr(all({ id: text(record(made.json).attribute_group_id), setId: set.id ?? null }), 'attribute group');
    },
  },
  // The run's own attribute assigned to a group of the run's own attribute set.
  'set-attribute': {
    sweptAs: 'attribute set',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops) {
      const g = await ops.own('attribute-group');
      if (isReason(g)) return g;
      const attribute = await ops.own('product-attribute');
      if (isReason(attribute)) return attribute;
      const assigned = await post(ops, '/V1/products/attribute-sets/attributes', { attributeSetId: Number(g.setId), attributeGroupId: Number(g.id), attributeCode: attribute.code, sortOrder: 0 });
      if (assigned.status !== 200) return notMade('attribute assignment', 'POST /V1/products/attribute-sets/attributes', assigned);
      return valuesOr(all({ setId: g.setId ?? null, groupId: g.id ?? null, code: attribute.code ?? null }), 'attribute assignment');
    },
  },
  // A bundle with one option holding one child (quantity 2, position 1: the contract bodies send 1 and 0), and a
  // second product of the run's own that is in no option yet.
  bundle: {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      // The child is any product of the run's own (a product may be the child of many bundles); the free one is the
      // bundle's own, since a route adds it to the option.
      const child = await ops.own('product', 'shared');
      if (isReason(child)) return child;
      const free = await createProduct(ops, 'product', `${name}f`);
      if (isReason(free)) return free;
      const made = await createProduct(ops, 'bundle product', name, {
        type_id: 'bundle', price: 0,
        custom_attributes: [{ attribute_code: 'price_type', value: '0' }, { attribute_code: 'price_view', value: '0' }],
        extension_attributes: { bundle_product_options: [{ title: `${name} option`, type: 'select', required: false, position: 1, product_links: [{ sku: child.sku, qty: 2, position: 1, is_default: false, price: 0, price_type: 0, can_change_quantity: 0 }] }] },
      });
      if (isReason(made)) return made;
      const option = firstOf(made.extension_attributes, 'bundle_product_options');
      const link = firstOf(option, 'product_links');
      return valuesOr(all({ sku: text(made.sku), optionId: text(option.option_id), childSku: child.sku ?? null, linkId: text(link.id), freeSku: text(free.sku) }), 'bundle product');
    },
  },
  // The worker's configurable attribute: a global select with two values in a group of an attribute set of the run's
  // own, made once and never changed after. Every configurable of the worker is made in that set on that attribute,
  // so no attribute of the run's is added to the installation's sets. The set holds this attribute from its first
  // minute: a set whose attributes changed while the run went on went stale in the queue consumer (a long-running
  // process that caches what it read of a set; the real 2.4.7-p3 then failed a queued addChild "The child product
  // doesn't have the "<attribute>" attribute value").
  'configurable-attribute': {
    sweptAs: 'attribute set',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const g = await ops.own('attribute-group');
      if (isReason(g)) return g;
      const code = `${name}c`.toLowerCase();
      const attribute = await post(ops, '/V1/products/attributes', { attribute: { attribute_code: code, frontend_input: 'select', entity_type_id: '4', is_required: false, scope: 'global', default_frontend_label: code, options: [{ label: `${code} a` }, { label: `${code} b` }] } });
      if (attribute.status !== 200) return notMade('product attribute', 'POST /V1/products/attributes', attribute);
      const options = (Array.isArray(record(attribute.json).options) ? (record(attribute.json).options as unknown[]) : []).map(record).filter((o) => text(o.value) !== null);
      const assigned = await post(ops, '/V1/products/attribute-sets/attributes', { attributeSetId: Number(g.setId), attributeGroupId: Number(g.id), attributeCode: code, sortOrder: 0 });
      if (assigned.status !== 200) return notMade('attribute assignment', 'POST /V1/products/attribute-sets/attributes', assigned);
      return valuesOr(all({ setId: g.setId ?? null, attributeId: text(record(attribute.json).attribute_id), code, valueA: text(options[0]?.value), valueB: text(options[1]?.value) }), 'configurable attribute');
    },
  },
  // What a configurable product is made of, without its option: two simple products in the worker's configurable
  // set (one per value of its attribute), and the configurable product itself.
  'configurable-base': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      // The worker's one: configurables only use the attribute and its set, never change them.
      const base = await ops.own('configurable-attribute', 'shared');
      if (isReason(base)) return base;
      const code = base.code ?? '';
      const inSet = { attribute_set_id: Number(base.setId) };
      const childA = await createProduct(ops, 'product', `${name}a`, { ...inSet, custom_attributes: [{ attribute_code: code, value: base.valueA }] });
      if (isReason(childA)) return childA;
      const childB = await createProduct(ops, 'product', `${name}b`, { ...inSet, custom_attributes: [{ attribute_code: code, value: base.valueB }] });
      if (isReason(childB)) return childB;
      const made = await createProduct(ops, 'configurable product', name, { ...inSet, type_id: 'configurable' });
      if (isReason(made)) return made;
      // The second child as it was made (name, status, price): what the children read must answer for it once it is
      // added (write.read-back of POST /V1/configurable-products/:sku/child).
      return valuesOr(all({ sku: text(made.sku), setId: base.setId ?? null, attributeId: base.attributeId ?? null, code, valueA: base.valueA ?? null, valueB: base.valueB ?? null, childA: text(childA.sku), childB: text(childB.sku), childBName: text(childB.name), childBStatus: text(childB.status), childBPrice: text(childB.price) }), 'configurable product');
    },
  },
  // The configurable product with its option (the attribute's first value) and the first child linked; the second
  // child is free to add.
  configurable: {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops) {
      const base = await ops.own('configurable-base');
      if (isReason(base)) return base;
      const sku = encodeURIComponent(base.sku ?? '');
      const option = await post(ops, `/V1/configurable-products/${sku}/options`, { option: { attribute_id: base.attributeId, label: `${base.code} own`, position: 1, is_use_default: true, values: [{ value_index: Number(base.valueA) }] } });
      if (option.status !== 200) return notMade('configurable option', 'POST /V1/configurable-products/:sku/options', option);
      const child = await post(ops, `/V1/configurable-products/${sku}/child`, { childSku: base.childA });
      if (child.status !== 200) return notMade('configurable child', 'POST /V1/configurable-products/:sku/child', child);
      // Adding a child saves the product's options anew: the option gets another id (and the attribute's label), so
      // the id is read now, not taken from the answer that created it.
      const options = await ops.call('admin', { method: 'GET', path: `/V1/configurable-products/${sku}/options/all` });
      const first = Array.isArray(options.json) ? record(options.json[0]) : {};
      if (options.status !== 200 || text(first.id) === null) return notMade('configurable option', 'GET /V1/configurable-products/:sku/options/all', options);
      return valuesOr(all({ ...base, optionId: text(first.id) }), 'configurable option');
    },
  },
  // A downloadable product with one link and one sample by URL, on the target's own host (the store's base URL, read
  // from GET /V1/store/storeConfigs): setup:install lists that host in env.php's downloadable_domains, and a file
  // link would leave its file in pub/media. An installation reached by an IP address refuses every URL ("Link URL's
  // domain is not in list of downloadable_domains in env.php.": an IP never qualifies): there the links go to
  // COMMERCE_DOWNLOADABLE_HOST, a domain the merchant added (bin/magento downloadable:domains:add), or the routes skip
  // with that sentence. Nothing is fetched from the URL: the platform only stores it.
  downloadable: {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const configs = await ops.call('admin', { method: 'GET', path: '/V1/store/storeConfigs' });
      const base = Array.isArray(configs.json) ? text(record(configs.json[0]).base_url) : null;
      if (configs.status !== 200 || base === null) return notMade('downloadable product\'s link address', 'GET /V1/store/storeConfigs', configs);
      const host = ops.setting?.('downloadable-host') ?? null;
      const url = (file: string): string => (host === null ? new URL(`${name}-${file}.zip`, base).href : `https://${host}/${name}-${file}.zip`);
      const made = await createProduct(ops, 'downloadable product', name, {
        type_id: 'downloadable', price: 1,
        extension_attributes: {
          downloadable_product_links: [{ title: `${name} own link`, sort_order: 2, is_shareable: 0, price: 1, number_of_downloads: 1, link_type: 'url', link_url: url('link'), sample_type: 'url', sample_url: url('link-sample') }],
          downloadable_product_samples: [{ title: `${name} own sample`, sort_order: 2, sample_type: 'url', sample_url: url('sample') }],
        },
      });
      if (isReason(made)) return { reason: unlistedDomainReason(made.reason, host !== null ? { configured: host } : { baseUrlHost: new URL(base).hostname }) ?? made.reason };
      const ext = record(made.extension_attributes);
      return valuesOr(all({ sku: text(made.sku), linkId: text(firstOf(ext, 'downloadable_product_links').id), sampleId: text(firstOf(ext, 'downloadable_product_samples').id), linkUrl: url('link'), sampleUrl: url('sample') }), 'downloadable product');
    },
  },
  // A product with one image (full level). What stays, measured on the real 2.4.7-p3: the upload writes the file and
  // 22 resized copies (pub/media/catalog/product/cache/<hash>/w/a/<name>); deleting the gallery entry removes all
  // 23, but deleting the product while it holds the entry (what the sweep does) removes the original only and leaves
  // the 22 copies. They are recorded as left by design, by the path of their copies.
  'imaged-product': {
    sweptAs: 'product',
    level: 'full',
    reads: [DEFAULT_SET],
    async make(ops, name) {
      const made = await createProduct(ops, 'product', name);
      if (isReason(made)) return made;
      const sku = encodeURIComponent(String(made.sku));
      const entry = await post(ops, `/V1/products/${sku}/media`, { entry: { media_type: 'image', label: `${name} own image`, position: 2, disabled: false, types: [], content: { base64_encoded_data: PIXEL_PNG, type: 'image/png', name: `${name}.png` } } });
      if (entry.status !== 200) return notMade('product image', 'POST /V1/products/:sku/media', entry);
      const entryId = text(entry.json);
      const file = await mediaFileOf(ops, String(made.sku), entryId);
      if (file !== null) ops.leave({ kind: 'media file', id: file });
      return valuesOr(all({ sku: text(made.sku), entryId }), 'product image');
    },
  },
};

/** A 1x1 PNG. */
export const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

/** What a media entry leaves under pub/media once its product is deleted: the resized copies of its file,
 * catalog/product/cache/<one directory per image size>/w/a/wallow.png (the path of its file is read from the entry);
 * null when the read does not say. */
export async function mediaFileOf(ops: Pick<CatalogOps, 'call'>, sku: string, entryId: string | null): Promise<string | null> {
  if (entryId === null) return null;
  const res = await ops.call('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}/media/${encodeURIComponent(entryId)}` });
  const file = text(record(res.json).file);
  return res.status === 200 && file !== null ? `catalog/product/cache/*${file.startsWith('/') ? '' : '/'}${file}` : null;
}
