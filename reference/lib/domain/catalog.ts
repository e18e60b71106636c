// Catalog services: products (with stock, media, custom options, links, prices, store-scoped values),
// categories, attribute sets/groups and attributes, configurable and bundle children, stock items/statuses.

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param, queryValue } from './context.ts';
import { inputError, noSuchEntity, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { parseSearchCriteria, searchResult, type FieldReader } from './search.ts';
import { readScoped, setScoped, writeStoreId, dropScoped } from './scope.ts';
import type { State } from './state.ts';

const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";
/** Product fields a store view may override. */
export const PRODUCT_SCOPED_FIELDS = ['name', 'price', 'status'] as const;
const PRODUCT_FIELDS = ['name', 'attribute_set_id', 'price', 'status', 'visibility', 'type_id', 'weight'] as const;

export function productKey(id: number): string {
  return `product:${id}`;
}

export function findProduct(state: State, sku: string): JsonObject | undefined {
  // SKUs are case-insensitive on the platform (MySQL collation).
  const wanted = sku.toLowerCase();
  return state.products.all().find((row) => String(row.sku).toLowerCase() === wanted);
}

export function requireProduct(state: State, sku: string): JsonObject {
  const product = findProduct(state, sku);
  if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** A product's stock item. `qty` null = never set: a product saved without stock data has no quantity, and the
 * platform's output processor renders the unset getter as null (StockItemInterface::getQty is not optional). */
export function defaultStockItem(productId: number, qty: number | null): JsonObject {
  return {
    item_id: productId,
    product_id: productId,
    stock_id: 1,
    qty,
    is_in_stock: qty !== null && qty > 0,
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: 1,
    min_sale_qty: 1,
    use_config_max_sale_qty: true,
    max_sale_qty: 10000,
    use_config_backorders: true,
    backorders: 0,
    use_config_notify_stock_qty: true,
    notify_stock_qty: 1,
    use_config_qty_increments: true,
    qty_increments: 0,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: true,
    manage_stock: true,
    low_stock_date: null,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  };
}

function categoryLinksOf(state: State, sku: string): JsonObject[] {
  const links: JsonObject[] = [];
  for (const category of state.categories.all()) {
    const products = (category.__products as JsonObject[] | undefined) ?? [];
    const link = products.find((entry) => String(entry.sku).toLowerCase() === sku.toLowerCase());
    if (link !== undefined) links.push({ position: link.position ?? 0, category_id: String(category.id) });
  }
  return links;
}

/** The product as the repository answers it for one store view. `detail` adds stock_item (get/save, not getList). */
export function serializeProduct(state: State, row: JsonObject, storeId: number, detail: boolean): JsonObject {
  const scoped = readScoped(state, productKey(Number(row.id)), storeId, row);
  const out: JsonObject = {};
  for (const field of ['id', 'sku', 'name', 'attribute_set_id', 'price', 'status', 'visibility', 'type_id', 'created_at', 'updated_at', 'weight']) {
    if (scoped[field] !== undefined && !(field === 'weight' && scoped.weight === null)) out[field] = clone(scoped[field]) as Json;
  }
  const extension: JsonObject = { website_ids: clone(row.__website_ids as Json) ?? [1] };
  const categoryLinks = categoryLinksOf(state, String(row.sku));
  if (categoryLinks.length > 0) extension.category_links = categoryLinks;
  if (row.type_id === 'configurable') {
    extension.configurable_product_options = state.configurableOptions.all().filter((option) => option.__sku === row.sku).map(publicCopy);
    extension.configurable_product_links = clone((row.__children as Json[] | undefined) ?? []);
  }
  if (row.type_id === 'bundle') extension.bundle_product_options = state.bundleOptions.all().filter((option) => option.sku === row.sku).map(publicCopy);
  if (row.type_id === 'downloadable') {
    extension.downloadable_product_links = downloadablesOf(state, String(row.sku), 'link').map(publicCopy);
    extension.downloadable_product_samples = downloadablesOf(state, String(row.sku), 'sample').map(publicCopy);
  }
  const stock = state.stockItems.get(Number(row.id));
  if (detail && stock !== undefined) extension.stock_item = clone(stock);
  out.extension_attributes = extension;
  out.product_links = clone((row.__links as Json[] | undefined) ?? []);
  out.options = state.productOptions.all().filter((option) => option.product_sku === row.sku).map(publicCopy);
  out.media_gallery_entries = state.mediaEntries.all().filter((entry) => entry.__sku === row.sku).map(publicCopy);
  out.tier_prices = clone((row.__tier_prices as Json[] | undefined) ?? []);
  const customAttributes = clone((row.__custom_attributes as JsonObject[] | undefined) ?? []);
  customAttributes.push({ attribute_code: 'category_ids', value: categoryLinks.map((link) => link.category_id ?? '') });
  out.custom_attributes = customAttributes;
  return out;
}

/** A stored row without its internal (__-prefixed) bookkeeping fields. */
export function publicCopy(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('__')) out[key] = clone(value);
  return out;
}

function customAttributeValue(row: JsonObject, code: string): Json | undefined {
  return ((row.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === code)?.value;
}

const productFieldReader =
  (state: State, storeId: number): FieldReader =>
  (row, field) => {
    const scoped = readScoped(state, productKey(Number(row.id)), storeId, row);
    if (field in scoped && !field.startsWith('__')) return scoped[field];
    if (field === 'entity_id') return row.id;
    if (field === 'category_id') return categoryLinksOf(state, String(row.sku)).map((link) => link.category_id).join(',');
    return customAttributeValue(row, field);
  };

function urlKeyOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Create or update a product from a body `product`, as ProductRepository::save does. */
export function saveProduct(ctx: Ctx, input: JsonObject, skuFromPath: string | null): JsonObject {
  const { state } = ctx;
  const sku = skuFromPath ?? asString(input.sku, '');
  if (sku === '') throw requiredField('sku');
  const existing = findProduct(state, sku);
  const kind = existing === undefined ? 'create' : 'update';
  const now = ctx.now();
  let row: JsonObject;
  if (existing === undefined) {
    // A new product needs a product attribute set: without one the platform's validator answers this (d4 of the corpus).
    const attributeSetId = asNumber(input.attribute_set_id, -1);
    if (state.attributeSets.get(attributeSetId)?.entity_type_id !== 4) throw inputError('Invalid product data: %1', ['Invalid attribute set entity type']);
    row = {
      sku,
      name: asString(input.name, sku),
      attribute_set_id: attributeSetId,
      price: asNumber(input.price, 0),
      status: asNumber(input.status, 1),
      visibility: asNumber(input.visibility, 4),
      type_id: asString(input.type_id, 'simple'),
      created_at: now,
      updated_at: now,
      weight: input.weight === undefined ? null : asNumber(input.weight, 0),
    };
    const urlKey = customAttributeOf(input, 'url_key') ?? urlKeyOf(asString(input.name, sku));
    if (state.products.all().some((other) => customAttributeValue(other, 'url_key') === urlKey)) throw inputError('URL key for specified store already exists.');
    row.__custom_attributes = [
      { attribute_code: 'options_container', value: 'container2' },
      { attribute_code: 'url_key', value: urlKey },
      { attribute_code: 'msrp_display_actual_price_type', value: '0' },
      { attribute_code: 'required_options', value: '0' },
      { attribute_code: 'has_options', value: '0' },
      { attribute_code: 'tax_class_id', value: '2' },
    ];
    row.__website_ids = [1];
    state.products.insert(row, 'id');
    state.stockItems.put(Number(row.id), defaultStockItem(Number(row.id), null));
  } else {
    row = existing;
    for (const field of PRODUCT_FIELDS) {
      if (!(field in input)) continue;
      const scopedField = (PRODUCT_SCOPED_FIELDS as readonly string[]).includes(field);
      if (!scopedField) row[field] = clone(input[field] ?? null);
    }
    row.updated_at = now;
  }
  const storeId = writeStoreId(state, ctx.call.storeCode, kind);
  if (storeId === 0 || kind === 'create') {
    for (const field of PRODUCT_SCOPED_FIELDS) if (field in input) row[field] = field === 'name' ? asString(input[field], sku) : asNumber(input[field], 0);
  }
  if (storeId !== 0) setScoped(state, productKey(Number(row.id)), storeId, pickScoped(input), PRODUCT_SCOPED_FIELDS);
  applyProductExtras(ctx, row, input);
  return row;
}

function pickScoped(input: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of PRODUCT_SCOPED_FIELDS) if (field in input) out[field] = field === 'name' ? asString(input[field], '') : asNumber(input[field], 0);
  return out;
}

/** A string custom attribute of a request body, e.g. the url_key a client chose. */
function customAttributeOf(input: JsonObject, code: string): string | null {
  if (!Array.isArray(input.custom_attributes)) return null;
  const entry = input.custom_attributes.find((candidate) => isObject(candidate) && candidate.attribute_code === code);
  return isObject(entry) && typeof entry.value === 'string' && entry.value !== '' ? entry.value : null;
}

function applyProductExtras(ctx: Ctx, row: JsonObject, input: JsonObject): void {
  const { state } = ctx;
  if (Array.isArray(input.custom_attributes)) {
    const attributes = (row.__custom_attributes as JsonObject[] | undefined) ?? [];
    for (const entry of input.custom_attributes) {
      if (!isObject(entry) || typeof entry.attribute_code !== 'string' || entry.attribute_code === 'category_ids') continue;
      const existing = attributes.find((attribute) => attribute.attribute_code === entry.attribute_code);
      const value = clone((entry.value ?? null) as Json);
      if (existing !== undefined) existing.value = value;
      else attributes.push({ attribute_code: entry.attribute_code, value });
    }
    row.__custom_attributes = attributes;
  }
  if (Array.isArray(input.tier_prices)) row.__tier_prices = clone(input.tier_prices as Json[]);
  if (Array.isArray(input.product_links)) row.__links = clone(input.product_links as Json[]);
  const extension = isObject(input.extension_attributes) ? input.extension_attributes : {};
  if (Array.isArray(extension.website_ids)) row.__website_ids = extension.website_ids.map((id) => asNumber(id, 1));
  if (isObject(extension.stock_item)) {
    const stock = state.stockItems.get(Number(row.id)) ?? defaultStockItem(Number(row.id), null);
    if ('qty' in extension.stock_item) stock.qty = asNumber(extension.stock_item.qty, 0);
    if ('is_in_stock' in extension.stock_item) stock.is_in_stock = extension.stock_item.is_in_stock === true || extension.stock_item.is_in_stock === 1;
    else stock.is_in_stock = asNumber(stock.qty, 0) > 0;
    state.stockItems.put(Number(row.id), stock);
  }
  if (Array.isArray(extension.category_links)) {
    for (const link of extension.category_links) {
      if (!isObject(link)) continue;
      const category = state.categories.get(asNumber(link.category_id, -1));
      if (category !== undefined) assignProduct(category, String(row.sku), asNumber(link.position, 0));
    }
  }
}

function assignProduct(category: JsonObject, sku: string, position: number): void {
  const products = (category.__products as JsonObject[] | undefined) ?? [];
  const existing = products.find((entry) => entry.sku === sku);
  if (existing !== undefined) existing.position = position;
  else products.push({ sku, position, category_id: String(category.id) });
  category.__products = products;
}

function deleteProduct(state: State, row: JsonObject): void {
  const id = Number(row.id);
  state.products.delete(id);
  state.stockItems.delete(id);
  dropScoped(state, productKey(id));
  for (const category of state.categories.all()) {
    category.__products = ((category.__products as JsonObject[] | undefined) ?? []).filter((entry) => entry.sku !== row.sku);
  }
  for (const table of [state.mediaEntries, state.productOptions]) {
    for (const entry of table.all()) if (entry.__sku === row.sku || entry.product_sku === row.sku) table.delete(Number(entry.id ?? entry.option_id));
  }
  // Tier, base, cost and special prices are the product's own attribute values on the platform: they go with it.
  for (const price of state.priceRows.all()) if (price.sku === row.sku) state.priceRows.delete(Number(price.__id));
}

// ---- categories -------------------------------------------------------------------------------------------

function requireCategory(state: State, id: number): JsonObject {
  const category = state.categories.get(id);
  if (category === undefined) throw noSuchEntity('id', id);
  return category;
}

function childrenOf(state: State, id: number): JsonObject[] {
  return state.categories
    .all()
    .filter((row) => row.parent_id === id)
    .sort((a, b) => asNumber(a.position, 0) - asNumber(b.position, 0));
}

function serializeCategory(state: State, row: JsonObject): JsonObject {
  const out = publicCopy(row);
  const children = childrenOf(state, Number(row.id));
  out.children = children.map((child) => String(child.id)).join(',');
  const customAttributes = clone((row.__custom_attributes as JsonObject[] | undefined) ?? []);
  customAttributes.push({ attribute_code: 'path', value: String(row.path) }, { attribute_code: 'children_count', value: String(children.length) });
  out.custom_attributes = customAttributes;
  return reorderCategory(out);
}

/** Field order of CategoryInterface answers (id, parent_id, name, is_active, position, level, children, ...). */
function reorderCategory(row: JsonObject): JsonObject {
  const order = ['id', 'parent_id', 'name', 'is_active', 'position', 'level', 'children', 'created_at', 'updated_at', 'path', 'include_in_menu', 'custom_attributes'];
  const out: JsonObject = {};
  for (const key of order) if (row[key] !== undefined) out[key] = row[key] as Json;
  return out;
}

function categoryTree(state: State, row: JsonObject, depth: number | null): JsonObject {
  const products = (row.__products as JsonObject[] | undefined) ?? [];
  const children = depth === 0 ? [] : childrenOf(state, Number(row.id)).map((child) => categoryTree(state, child, depth === null ? null : depth - 1));
  return {
    id: row.id ?? 0,
    parent_id: row.parent_id ?? 0,
    name: row.name ?? '',
    is_active: row.is_active ?? true,
    position: row.position ?? 0,
    level: row.level ?? 0,
    product_count: products.length,
    children_data: children,
  };
}

function saveCategory(ctx: Ctx, input: JsonObject, id: number | null): JsonObject {
  const { state } = ctx;
  const now = ctx.now();
  if (id !== null) {
    const row = requireCategory(state, id);
    for (const field of ['name', 'is_active', 'position', 'include_in_menu'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    row.updated_at = now;
    return row;
  }
  const parentId = asNumber(input.parent_id, 2);
  const parent = requireCategory(state, parentId);
  const name = asString(input.name, '');
  if (name === '') throw requiredField('name');
  const row: JsonObject = {
    parent_id: parentId,
    name,
    is_active: input.is_active === undefined ? true : input.is_active === true || input.is_active === 1 || input.is_active === '1',
    position: asNumber(input.position, childrenOf(state, parentId).length + 1),
    level: asNumber(parent.level, 0) + 1,
    created_at: now,
    updated_at: now,
    include_in_menu: input.include_in_menu === undefined ? true : Boolean(input.include_in_menu),
    __custom_attributes: [
      { attribute_code: 'is_anchor', value: '1' },
      { attribute_code: 'url_key', value: urlKeyOf(name) },
      { attribute_code: 'url_path', value: urlKeyOf(name) },
    ],
    __products: [],
  };
  state.categories.insert(row, 'id');
  row.path = `${String(parent.path)}/${String(row.id)}`;
  return row;
}

// ---- attributes -------------------------------------------------------------------------------------------

function requireAttribute(state: State, code: string, entityTypeId = '4'): JsonObject {
  const attribute = state.attributes.all().find((row) => row.attribute_code === code && String(row.entity_type_id) === entityTypeId);
  if (attribute === undefined) throw notFound('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
  return attribute;
}

function requireAttributeSet(state: State, id: number): JsonObject {
  const set = state.attributeSets.get(id);
  if (set === undefined) throw noSuchEntity('id', id);
  return set;
}

// ---- handlers ---------------------------------------------------------------------------------------------

const P = 'Magento\\Catalog\\Api\\';

function productGet(ctx: Ctx): JsonObject {
  const storeIdQuery = queryValue(ctx, 'storeId');
  const storeId = storeIdQuery !== null && /^\d+$/.test(storeIdQuery) ? Number(storeIdQuery) : ctx.storeId;
  return serializeProduct(ctx.state, requireProduct(ctx.state, param(ctx, 'sku')), storeId, true);
}

function mediaOf(state: State, sku: string): JsonObject[] {
  return state.mediaEntries.all().filter((entry) => entry.__sku === sku);
}

function requireMedia(state: State, sku: string, entryId: number): JsonObject {
  const entry = mediaOf(state, sku).find((candidate) => candidate.id === entryId);
  if (entry === undefined) throw notFound('The image doesn\'t exist. Verify and try again.');
  return entry;
}

function saveMedia(ctx: Ctx, sku: string, entryId: number | null): number {
  const product = requireProduct(ctx.state, sku);
  const input = bodyObject(ctx, 'entry');
  if (entryId !== null) {
    const entry = requireMedia(ctx.state, String(product.sku), entryId);
    for (const field of ['label', 'position', 'disabled', 'types', 'media_type'] as const) if (field in input) entry[field] = clone(input[field] ?? null);
    return entryId;
  }
  const content = isObject(input.content) ? input.content : null;
  if (content === null || typeof content.base64_encoded_data !== 'string') throw inputError('The image content is invalid. Verify the content and try again.');
  const name = asString(content.name, 'image.png');
  const row: JsonObject = {
    media_type: asString(input.media_type, 'image'),
    label: asString(input.label, ''),
    position: asNumber(input.position, 1),
    disabled: input.disabled === true,
    types: clone((Array.isArray(input.types) ? input.types : []) as Json[]),
    file: `/${name.charAt(0)}/${name.charAt(1)}/${name}`,
    content: { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name },
    __sku: String(product.sku),
  };
  ctx.state.mediaEntries.insert(row, 'id');
  return Number(row.id);
}

function optionsOf(state: State, sku: string): JsonObject[] {
  return state.productOptions.all().filter((option) => option.product_sku === sku);
}

function requireOption(state: State, sku: string, optionId: number): JsonObject {
  const option = optionsOf(state, sku).find((candidate) => candidate.option_id === optionId);
  if (option === undefined) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
  return option;
}

function saveOption(ctx: Ctx, optionId: number | null): JsonObject {
  const input = bodyObject(ctx, 'option');
  const sku = asString(input.product_sku, '');
  if (sku === '') throw requiredField('product_sku');
  const product = requireProduct(ctx.state, sku);
  if (optionId !== null) {
    const option = requireOption(ctx.state, String(product.sku), optionId);
    for (const [key, value] of Object.entries(input)) if (key !== 'option_id' && key !== 'product_sku') option[key] = clone(value);
    return publicCopy(option);
  }
  const row: JsonObject = { product_sku: String(product.sku), title: asString(input.title, ''), type: asString(input.type, 'field'), sort_order: asNumber(input.sort_order, 1), is_require: input.is_require === true };
  for (const [key, value] of Object.entries(input)) if (!(key in row) && key !== 'option_id') row[key] = clone(value);
  ctx.state.productOptions.insert(row, 'option_id');
  return publicCopy(row);
}

/** Price-storage rows (tier/base/cost/special), each tagged with its kind. */
function priceRows(state: State, kind: string, skus: string[]): JsonObject[] {
  const wanted = new Set(skus.map((sku) => sku.toLowerCase()));
  return state.priceRows.all().filter((row) => row.__kind === kind && wanted.has(String(row.sku).toLowerCase())).map(publicCopy);
}

function skusOf(ctx: Ctx): string[] {
  const skus = bodyValue(ctx, 'skus');
  if (!Array.isArray(skus)) throw requiredField('skus');
  return skus.map((sku) => String(sku));
}

/** Update prices of one kind; unknown skus become the platform's per-item error records (PriceUpdateResult). */
function updatePrices(ctx: Ctx, kind: string, replace: boolean): JsonObject[] {
  const prices = bodyValue(ctx, 'prices');
  if (!Array.isArray(prices)) throw requiredField('prices');
  const failures: JsonObject[] = [];
  const accepted: JsonObject[] = [];
  for (const entry of prices) {
    if (!isObject(entry)) continue;
    const sku = asString(entry.sku, '');
    const product = findProduct(ctx.state, sku);
    if (product === undefined) {
      failures.push({ message: 'The SKU "%SKU" is invalid. Verify the SKU and try again.', parameters: [sku] });
      continue;
    }
    accepted.push(entry as JsonObject);
    if (kind === 'base') product.price = asNumber(entry.price, asNumber(product.price, 0));
  }
  if (replace) for (const row of ctx.state.priceRows.all()) if (row.__kind === kind && accepted.some((entry) => entry.sku === row.sku)) ctx.state.priceRows.delete(Number(row.__id));
  for (const entry of accepted) ctx.state.priceRows.insert({ ...clone(entry), __kind: kind }, '__id');
  return failures;
}

function deletePrices(ctx: Ctx, kind: string): JsonObject[] {
  const prices = bodyValue(ctx, 'prices');
  if (!Array.isArray(prices)) throw requiredField('prices');
  for (const entry of prices) {
    if (!isObject(entry)) continue;
    for (const row of ctx.state.priceRows.all()) if (row.__kind === kind && row.sku === entry.sku) ctx.state.priceRows.delete(Number(row.__id));
  }
  return [];
}

function stockFor(ctx: Ctx, skuParam: string): JsonObject {
  const product = requireProduct(ctx.state, param(ctx, skuParam));
  const stock = ctx.state.stockItems.get(Number(product.id));
  if (stock === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return stock;
}

function requireConfigurable(state: State, sku: string): JsonObject {
  const product = requireProduct(state, sku);
  if (product.type_id !== 'configurable') throw inputError('This is implemented for the "%1" configurable product only.', [sku]);
  return product;
}

function requireBundle(state: State, sku: string): JsonObject {
  const product = requireProduct(state, sku);
  if (product.type_id !== 'bundle') throw inputError('This is implemented for bundle products only.');
  return product;
}

export const catalogHandlers: HandlerTable = {
  [`${P}ProductRepositoryInterface::get`]: productGet,
  [`${P}ProductRepositoryInterface::getList`]: (ctx) => {
    const criteria = parseSearchCriteria(ctx.call.query);
    const result = searchResult(ctx.state.products.all(), criteria, productFieldReader(ctx.state, ctx.storeId));
    result.items = (result.items as JsonObject[]).map((row) => serializeProduct(ctx.state, row, ctx.storeId, false));
    return result;
  },
  [`${P}ProductRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'product');
    // save() is an upsert on the platform: POST with an existing sku updates that product.
    const skuInPath = ctx.call.params.sku ?? null;
    const row = saveProduct(ctx, input, skuInPath);
    return serializeProduct(ctx.state, row, ctx.storeId, true);
  },
  [`${P}ProductRepositoryInterface::deleteById`]: (ctx) => {
    deleteProduct(ctx.state, requireProduct(ctx.state, param(ctx, 'sku')));
    return true;
  },
  [`${P}ProductTypeListInterface::getProductTypes`]: () => [
    { name: 'simple', label: 'Simple Product' },
    { name: 'virtual', label: 'Virtual Product' },
    { name: 'downloadable', label: 'Downloadable Product' },
    { name: 'bundle', label: 'Bundle Product' },
    { name: 'grouped', label: 'Grouped Product' },
    { name: 'configurable', label: 'Configurable Product' },
  ],
  [`${P}ProductAttributeRepositoryInterface::get`]: (ctx) => publicCopy(requireAttribute(ctx.state, param(ctx, 'attributeCode'))),
  [`${P}ProductAttributeRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '4');
    const result = searchResult(rows, parseSearchCriteria(ctx.call.query));
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}ProductAttributeRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'attribute');
    const code = ctx.call.params.attributeCode ?? asString(input.attribute_code, '');
    if (code === '') throw requiredField('attribute_code');
    const existing = ctx.state.attributes.all().find((row) => row.attribute_code === code && String(row.entity_type_id) === '4');
    if (existing !== undefined) {
      if (ctx.call.params.attributeCode === undefined) throw inputError('An attribute with the same code (%1) already exists.', [code]);
      for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id' && key !== 'attribute_code') existing[key] = clone(value);
      return publicCopy(existing);
    }
    const row = newAttribute(code, asString(input.default_frontend_label, code), asString(input.frontend_input, 'text'));
    for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id') row[key] = clone(value);
    ctx.state.attributes.insert(row, 'attribute_id');
    return publicCopy(row);
  },
  [`${P}ProductAttributeRepositoryInterface::deleteById`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    ctx.state.attributes.delete(Number(attribute.attribute_id));
    return true;
  },
  [`${P}ProductAttributeTypesListInterface::getItems`]: () => ['text', 'textarea', 'date', 'boolean', 'multiselect', 'select', 'price', 'media_image', 'weee', 'swatch_visual', 'swatch_text'].map((value) => ({ value, label: value })),
  [`${P}ProductAttributeOptionManagementInterface::getItems`]: (ctx) => clone((requireAttribute(ctx.state, param(ctx, 'attributeCode')).options as Json[] | undefined) ?? []),
  [`${P}ProductAttributeOptionManagementInterface::add`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const option = bodyObject(ctx, 'option');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    const value = String(100 + options.length);
    options.push({ label: asString(option.label, ''), value });
    attribute.options = options;
    return `id_${value}`;
  },
  [`${P}ProductAttributeOptionManagementInterface::delete`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const optionId = param(ctx, 'optionId');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    if (!options.some((option) => option.value === optionId)) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    attribute.options = options.filter((option) => option.value !== optionId);
    return true;
  },
  [`${P}CategoryAttributeRepositoryInterface::get`]: (ctx) => publicCopy(requireAttribute(ctx.state, param(ctx, 'attributeCode'), '3')),
  [`${P}CategoryAttributeRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '3');
    const result = searchResult(rows, parseSearchCriteria(ctx.call.query));
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}CategoryAttributeOptionManagementInterface::getItems`]: (ctx) => clone((requireAttribute(ctx.state, param(ctx, 'attributeCode'), '3').options as Json[] | undefined) ?? []),
  [`${P}AttributeSetRepositoryInterface::get`]: (ctx) => publicCopy(requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'))),
  [`${P}AttributeSetRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributeSets.all().filter((row) => row.entity_type_id === 4);
    const result = searchResult(rows, parseSearchCriteria(ctx.call.query));
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}AttributeSetManagementInterface::create`]: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const name = asString(input.attribute_set_name, '');
    if (name === '') throw requiredField('attribute_set_name');
    if (ctx.state.attributeSets.all().some((row) => row.attribute_set_name === name && row.entity_type_id === 4)) throw inputError('An attribute set named "%1" already exists.', [name]);
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: 4 };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    return publicCopy(row);
  },
  [`${P}AttributeSetRepositoryInterface::save`]: (ctx) => {
    const set = requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'));
    const input = bodyObject(ctx, 'attributeSet');
    for (const field of ['attribute_set_name', 'sort_order'] as const) if (field in input) set[field] = clone(input[field] ?? null);
    return publicCopy(set);
  },
  [`${P}AttributeSetRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'attributeSetId');
    requireAttributeSet(ctx.state, id);
    if (id === 4) throw inputError('The default attribute set can\'t be deleted.');
    ctx.state.attributeSets.delete(id);
    return true;
  },
  [`${P}ProductAttributeManagementInterface::getAttributes`]: (ctx) => {
    requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'));
    return ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '4').map(publicCopy);
  },
  [`${P}ProductAttributeGroupRepositoryInterface::getList`]: (ctx) => {
    const result = searchResult(ctx.state.attributeGroups.all(), parseSearchCriteria(ctx.call.query));
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}ProductAttributeGroupRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'group');
    const setId = ctx.call.params.attributeSetId === undefined ? asNumber(input.attribute_set_id, 4) : intParam(ctx, 'attributeSetId');
    requireAttributeSet(ctx.state, setId);
    const row: JsonObject = { attribute_group_name: asString(input.attribute_group_name, ''), attribute_set_id: setId };
    ctx.state.attributeGroups.insert(row, 'attribute_group_id');
    row.attribute_group_id = String(row.attribute_group_id);
    return publicCopy(row);
  },
  [`${P}ProductAttributeGroupRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'groupId');
    if (ctx.state.attributeGroups.get(id) === undefined) throw noSuchEntity('attributeGroupId', id);
    ctx.state.attributeGroups.delete(id);
    return true;
  },
  [`${P}ProductMediaAttributeManagementInterface::getList`]: (ctx) => ctx.state.attributes.all().filter((row) => row.frontend_input === 'media_image').map(publicCopy),
  [`${P}ProductAttributeMediaGalleryManagementInterface::getList`]: (ctx) => mediaOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku)).map(publicCopy),
  [`${P}ProductAttributeMediaGalleryManagementInterface::get`]: (ctx) => publicCopy(requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId'))),
  [`${P}ProductAttributeMediaGalleryManagementInterface::create`]: (ctx) => saveMedia(ctx, param(ctx, 'sku'), null),
  [`${P}ProductAttributeMediaGalleryManagementInterface::update`]: (ctx) => {
    saveMedia(ctx, param(ctx, 'sku'), intParam(ctx, 'entryId'));
    return true;
  },
  [`${P}ProductAttributeMediaGalleryManagementInterface::remove`]: (ctx) => {
    const entry = requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId'));
    ctx.state.mediaEntries.delete(Number(entry.id));
    return true;
  },
  [`${P}ProductCustomOptionTypeListInterface::getItems`]: () =>
    [
      ['field', 'Field', 'Text'],
      ['area', 'Area', 'Text'],
      ['file', 'File', 'File'],
      ['drop_down', 'Drop-down', 'Select'],
      ['radio', 'Radio Buttons', 'Select'],
      ['checkbox', 'Checkbox', 'Select'],
      ['multiple', 'Multiple Select', 'Select'],
      ['date', 'Date', 'Date'],
      ['date_time', 'Date & Time', 'Date'],
      ['time', 'Time', 'Date'],
    ].map(([code, label, group]) => ({ label: label ?? '', code: code ?? '', group: group ?? '' })),
  [`${P}ProductCustomOptionRepositoryInterface::getList`]: (ctx) => optionsOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku)).map(publicCopy),
  [`${P}ProductCustomOptionRepositoryInterface::get`]: (ctx) => publicCopy(requireOption(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'optionId'))),
  [`${P}ProductCustomOptionRepositoryInterface::save`]: (ctx) => saveOption(ctx, ctx.call.params.optionId === undefined ? null : intParam(ctx, 'optionId')),
  [`${P}ProductCustomOptionRepositoryInterface::deleteByIdentifier`]: (ctx) => {
    const option = requireOption(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'optionId'));
    ctx.state.productOptions.delete(Number(option.option_id));
    return true;
  },
  [`${P}ProductLinkTypeListInterface::getItems`]: () => [
    { code: 1, name: 'related' },
    { code: 3, name: 'associated' },
    { code: 4, name: 'upsell' },
    { code: 5, name: 'crosssell' },
  ],
  [`${P}ProductLinkTypeListInterface::getItemAttributes`]: (ctx) => (param(ctx, 'type') === 'associated' ? [{ code: 'qty', type: 'decimal' }, { code: 'position', type: 'int' }] : [{ code: 'position', type: 'int' }]),
  [`${P}ProductLinkManagementInterface::getLinkedItemsByType`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const type = param(ctx, 'type');
    return ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => link.link_type === type);
  },
  [`${P}ProductLinkManagementInterface::setProductLinks`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const items = bodyValue(ctx, 'items');
    if (!Array.isArray(items)) throw requiredField('items');
    const links = ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => !items.some((item) => isObject(item) && item.link_type === link.link_type && item.linked_product_sku === link.linked_product_sku));
    for (const item of items) {
      if (!isObject(item)) continue;
      requireProduct(ctx.state, asString(item.linked_product_sku, ''));
      links.push({ sku: String(product.sku), link_type: asString(item.link_type, 'related'), linked_product_sku: asString(item.linked_product_sku, ''), linked_product_type: asString(item.linked_product_type, 'simple'), position: asNumber(item.position, 0) });
    }
    product.__links = links;
    return true;
  },
  [`${P}ProductLinkRepositoryInterface::save`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const entity = bodyObject(ctx, 'entity');
    requireProduct(ctx.state, asString(entity.linked_product_sku, ''));
    const links = ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => !(link.link_type === entity.link_type && link.linked_product_sku === entity.linked_product_sku));
    links.push({ sku: String(product.sku), link_type: asString(entity.link_type, 'related'), linked_product_sku: asString(entity.linked_product_sku, ''), linked_product_type: asString(entity.linked_product_type, 'simple'), position: asNumber(entity.position, 0) });
    product.__links = links;
    return true;
  },
  [`${P}ProductLinkRepositoryInterface::deleteById`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const type = param(ctx, 'type');
    const linked = param(ctx, 'linkedProductSku');
    const links = (product.__links as JsonObject[] | undefined) ?? [];
    if (!links.some((link) => link.link_type === type && link.linked_product_sku === linked)) throw notFound('Product %1 doesn\'t have linked %2 as %3', [String(product.sku), linked, type]);
    product.__links = links.filter((link) => !(link.link_type === type && link.linked_product_sku === linked));
    return true;
  },
  [`${P}CategoryLinkManagementInterface::getAssignedProducts`]: (ctx) => clone((requireCategory(ctx.state, intParam(ctx, 'categoryId')).__products as Json[] | undefined) ?? []),
  [`${P}CategoryLinkRepositoryInterface::save`]: (ctx) => {
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const link = bodyObject(ctx, 'productLink');
    const product = requireProduct(ctx.state, asString(link.sku, ''));
    assignProduct(category, String(product.sku), asNumber(link.position, 0));
    return true;
  },
  [`${P}CategoryLinkRepositoryInterface::deleteByIds`]: (ctx) => {
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const sku = param(ctx, 'sku');
    const products = (category.__products as JsonObject[] | undefined) ?? [];
    if (!products.some((entry) => entry.sku === sku)) throw inputError('The category doesn\'t contain the specified product.');
    category.__products = products.filter((entry) => entry.sku !== sku);
    return true;
  },
  [`${P}CategoryRepositoryInterface::get`]: (ctx) => serializeCategory(ctx.state, requireCategory(ctx.state, intParam(ctx, 'categoryId'))),
  [`${P}CategoryRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'category');
    const id = ctx.call.params.id === undefined ? null : intParam(ctx, 'id');
    return serializeCategory(ctx.state, saveCategory(ctx, input, id));
  },
  [`${P}CategoryRepositoryInterface::deleteByIdentifier`]: (ctx) => {
    const id = intParam(ctx, 'categoryId');
    requireCategory(ctx.state, id);
    if (id <= 2) throw inputError('Cannot delete category with id %1', [id]);
    const doomed = [id];
    for (let index = 0; index < doomed.length; index++) for (const child of childrenOf(ctx.state, doomed[index] ?? -1)) doomed.push(Number(child.id));
    for (const doomedId of doomed) ctx.state.categories.delete(doomedId);
    return true;
  },
  [`${P}CategoryManagementInterface::getTree`]: (ctx) => {
    const rootId = queryValue(ctx, 'rootCategoryId');
    const depth = queryValue(ctx, 'depth');
    const root = requireCategory(ctx.state, rootId === null || rootId === '' ? 2 : asNumber(rootId, 2));
    return categoryTree(ctx.state, root, depth === null || depth === '' ? null : asNumber(depth, 0));
  },
  [`${P}CategoryManagementInterface::move`]: (ctx) => {
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const parentId = asNumber(bodyValue(ctx, 'parentId'), -1);
    const parent = requireCategory(ctx.state, parentId);
    category.parent_id = parentId;
    category.level = asNumber(parent.level, 0) + 1;
    category.path = `${String(parent.path)}/${String(category.id)}`;
    return true;
  },
  [`${P}CategoryListInterface::getList`]: (ctx) => {
    const result = searchResult(ctx.state.categories.all(), parseSearchCriteria(ctx.call.query));
    result.items = (result.items as JsonObject[]).map((row) => serializeCategory(ctx.state, row));
    return result;
  },
  [`${P}ProductTierPriceManagementInterface::getList`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    return ((product.__tier_prices as JsonObject[] | undefined) ?? []).filter((tier) => group === 'all' || String(tier.customer_group_id) === group);
  },
  [`${P}ProductTierPriceManagementInterface::add`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    const qty = asNumber(param(ctx, 'qty'), 1);
    const price = asNumber(param(ctx, 'price'), 0);
    const tiers = ((product.__tier_prices as JsonObject[] | undefined) ?? []).filter((tier) => !(String(tier.customer_group_id) === group && tier.qty === qty));
    tiers.push({ customer_group_id: group === 'all' ? 32000 : asNumber(group, 0), qty, value: price, extension_attributes: { website_id: 0 } });
    product.__tier_prices = tiers;
    return true;
  },
  [`${P}ProductTierPriceManagementInterface::remove`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    const qty = asNumber(param(ctx, 'qty'), 1);
    const tiers = (product.__tier_prices as JsonObject[] | undefined) ?? [];
    if (!tiers.some((tier) => String(tier.customer_group_id) === group && tier.qty === qty)) throw notFound('No tier price found for %1 qty %2', [group, qty]);
    product.__tier_prices = tiers.filter((tier) => !(String(tier.customer_group_id) === group && tier.qty === qty));
    return true;
  },
  [`${P}TierPriceStorageInterface::get`]: (ctx) => priceRows(ctx.state, 'tier', skusOf(ctx)),
  [`${P}TierPriceStorageInterface::update`]: (ctx) => updatePrices(ctx, 'tier', false),
  [`${P}TierPriceStorageInterface::replace`]: (ctx) => updatePrices(ctx, 'tier', true),
  [`${P}TierPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'tier'),
  [`${P}BasePriceStorageInterface::get`]: (ctx) =>
    skusOf(ctx)
      .map((sku) => findProduct(ctx.state, sku))
      .filter((product): product is JsonObject => product !== undefined)
      .map((product) => ({ price: asNumber(product.price, 0), store_id: 0, sku: String(product.sku) })),
  [`${P}BasePriceStorageInterface::update`]: (ctx) => updatePrices(ctx, 'base', false),
  [`${P}CostStorageInterface::get`]: (ctx) => priceRows(ctx.state, 'cost', skusOf(ctx)),
  [`${P}CostStorageInterface::update`]: (ctx) => updatePrices(ctx, 'cost', false),
  [`${P}CostStorageInterface::delete`]: (ctx) => {
    const skus = skusOf(ctx);
    for (const row of ctx.state.priceRows.all()) if (row.__kind === 'cost' && skus.includes(String(row.sku))) ctx.state.priceRows.delete(Number(row.__id));
    return true;
  },
  [`${P}SpecialPriceStorageInterface::get`]: (ctx) => priceRows(ctx.state, 'special', skusOf(ctx)),
  [`${P}SpecialPriceStorageInterface::update`]: (ctx) => updatePrices(ctx, 'special', false),
  [`${P}SpecialPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'special'),
  [`${P}ProductWebsiteLinkRepositoryInterface::save`]: (ctx) => {
    const link = bodyObject(ctx, 'productWebsiteLink');
    const product = requireProduct(ctx.state, asString(link.sku, param(ctx, 'sku')));
    const websites = new Set((product.__website_ids as number[] | undefined) ?? []);
    websites.add(asNumber(link.website_id, 1));
    product.__website_ids = [...websites].sort((a, b) => a - b);
    return true;
  },
  [`${P}ProductWebsiteLinkRepositoryInterface::deleteById`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const websiteId = intParam(ctx, 'websiteId');
    product.__website_ids = ((product.__website_ids as number[] | undefined) ?? []).filter((id) => id !== websiteId);
    return true;
  },
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getStockItemBySku']: (ctx) => clone(stockFor(ctx, 'productSku')),
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getStockStatusBySku']: (ctx) => {
    const stock = stockFor(ctx, 'productSku');
    // The status repeats the item's quantity, null included (a product saved without stock data).
    return { product_id: stock.product_id ?? 0, stock_id: 1, qty: stock.qty ?? null, stock_status: stock.is_in_stock === true ? 1 : 0, stock_item: clone(stock) };
  },
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::updateStockItemBySku']: (ctx) => {
    const stock = stockFor(ctx, 'productSku');
    const input = bodyObject(ctx, 'stockItem');
    for (const [key, value] of Object.entries(input)) if (key in stock && key !== 'item_id' && key !== 'product_id') stock[key] = clone(value);
    if ('qty' in input && !('is_in_stock' in input)) stock.is_in_stock = asNumber(stock.qty, 0) > 0;
    return Number(stock.item_id);
  },
  ['Magento\\CatalogInventory\\Api\\StockRegistryInterface::getLowStockItems']: (ctx) => {
    const qty = asNumber(queryValue(ctx, 'qty'), 0);
    const pageSize = asNumber(queryValue(ctx, 'pageSize'), 0);
    const currentPage = asNumber(queryValue(ctx, 'currentPage'), 1);
    // SQL `qty < :qty` is never true for a NULL quantity: items without one are not low stock.
    const low = ctx.state.stockItems.all().filter((stock) => typeof stock.qty === 'number' && stock.qty < qty);
    const items = pageSize > 0 ? low.slice((currentPage - 1) * pageSize, currentPage * pageSize) : low;
    // The platform answers its stock-item criteria object here, not a search_criteria echo.
    const criteria = { mapper_interface_name: 'Magento\\CatalogInventory\\Model\\ResourceModel\\Stock\\Item\\StockItemCriteriaMapper', criteria_list: [], filters: [], orders: [], limit: pageSize > 0 ? [String(currentPage), String(pageSize)] : [] };
    return { items: items.map((stock) => clone(stock)), search_criteria: criteria, total_count: low.length };
  },
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::getChildren']: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const childIds = (product.__children as number[] | undefined) ?? [];
    return childIds.map((id) => ctx.state.products.get(id)).filter((row): row is JsonObject => row !== undefined).map((row) => serializeProduct(ctx.state, row, ctx.storeId, false));
  },
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::addChild']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const child = requireProduct(ctx.state, asString(bodyValue(ctx, 'childSku'), ''));
    const children = (product.__children as number[] | undefined) ?? [];
    if (children.includes(Number(child.id))) throw inputError('The product is already attached.');
    product.__children = [...children, Number(child.id)];
    return true;
  },
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::removeChild']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const child = requireProduct(ctx.state, param(ctx, 'childSku'));
    const children = (product.__children as number[] | undefined) ?? [];
    if (!children.includes(Number(child.id))) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    product.__children = children.filter((id) => id !== Number(child.id));
    return true;
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::getList']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    return ctx.state.configurableOptions.all().filter((option) => option.__sku === product.sku).map(publicCopy);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::get']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    return publicCopy(option);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::save']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const input = bodyObject(ctx, 'option');
    const row: JsonObject = { attribute_id: asString(input.attribute_id, ''), label: asString(input.label, ''), position: asNumber(input.position, 0), values: clone((Array.isArray(input.values) ? input.values : []) as Json[]), product_id: Number(product.id), __sku: String(product.sku) };
    ctx.state.configurableOptions.insert(row, 'id');
    return Number(row.id);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::deleteById']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    ctx.state.configurableOptions.delete(id);
    return true;
  },
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::getChildren']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'productSku'));
    return ctx.state.bundleOptions
      .all()
      .filter((option) => option.sku === product.sku)
      .flatMap((option) => clone((option.product_links as Json[] | undefined) ?? []));
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::getList']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    return ctx.state.bundleOptions.all().filter((option) => option.sku === product.sku).map(publicCopy);
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::get']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'optionId');
    const option = ctx.state.bundleOptions.all().find((candidate) => candidate.sku === product.sku && candidate.option_id === id);
    if (option === undefined) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    return publicCopy(option);
  },
  ['Magento\\Bundle\\Api\\ProductOptionTypeListInterface::getItems']: () => ['select', 'radio', 'checkbox', 'multi'].map((code) => ({ label: code.charAt(0).toUpperCase() + code.slice(1), code })),
};

// ---- downloadable links and samples ------------------------------------------------------------------------

export function downloadablesOf(state: State, sku: string, kind: 'link' | 'sample'): JsonObject[] {
  return state.downloadables.all().filter((row) => row.__sku === sku && row.__kind === kind);
}

const DOWNLOADABLE_NOT_FOUND = { link: 'No downloadable link with the provided ID was found. Verify the ID and try again.', sample: 'No downloadable sample with the provided ID was found. Verify the ID and try again.' };

function saveDownloadable(ctx: Ctx, kind: 'link' | 'sample'): number {
  const product = requireProduct(ctx.state, param(ctx, 'sku'));
  if (product.type_id !== 'downloadable') throw inputError('The product needs to be the downloadable type. Verify the product and try again.');
  const input = bodyObject(ctx, kind);
  const idParam = ctx.call.params.id;
  if (idParam !== undefined) {
    const existing = ctx.state.downloadables.get(asNumber(idParam, -1));
    if (existing === undefined || existing.__kind !== kind) throw notFound(DOWNLOADABLE_NOT_FOUND[kind]);
    for (const [key, value] of Object.entries(input)) if (key !== 'id' && !key.endsWith('_file_content')) existing[key] = clone(value);
    return Number(existing.id);
  }
  if (asString(input.title, '') === '') throw requiredField('title');
  const row: JsonObject = { title: asString(input.title, ''), sort_order: asNumber(input.sort_order, 0) };
  if (kind === 'link') Object.assign(row, { is_shareable: asNumber(input.is_shareable, 0), price: asNumber(input.price, 0), number_of_downloads: asNumber(input.number_of_downloads, 0), link_type: asString(input.link_type, 'url') });
  if (typeof input.link_url === 'string') row.link_url = input.link_url;
  row.sample_type = asString(input.sample_type, 'url');
  if (typeof input.sample_url === 'string') row.sample_url = input.sample_url;
  row.__sku = String(product.sku);
  row.__kind = kind;
  ctx.state.downloadables.insert(row, 'id');
  return Number(row.id);
}

function deleteDownloadable(ctx: Ctx, kind: 'link' | 'sample'): boolean {
  const id = intParam(ctx, 'id');
  if (ctx.state.downloadables.get(id)?.__kind !== kind) throw notFound(DOWNLOADABLE_NOT_FOUND[kind]);
  ctx.state.downloadables.delete(id);
  return true;
}

const DL = 'Magento\\Downloadable\\Api\\';
catalogHandlers[`${DL}LinkRepositoryInterface::getList`] = (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'link').map(publicCopy);
catalogHandlers[`${DL}SampleRepositoryInterface::getList`] = (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'sample').map(publicCopy);
catalogHandlers[`${DL}LinkRepositoryInterface::save`] = (ctx) => saveDownloadable(ctx, 'link');
catalogHandlers[`${DL}SampleRepositoryInterface::save`] = (ctx) => saveDownloadable(ctx, 'sample');
catalogHandlers[`${DL}LinkRepositoryInterface::delete`] = (ctx) => deleteDownloadable(ctx, 'link');
catalogHandlers[`${DL}SampleRepositoryInterface::delete`] = (ctx) => deleteDownloadable(ctx, 'sample');

export function newAttribute(code: string, label: string, input: string, entityTypeId = '4'): JsonObject {
  return {
    extension_attributes: { is_pagebuilder_enabled: false },
    is_wysiwyg_enabled: false,
    is_html_allowed_on_front: false,
    used_for_sort_by: false,
    is_filterable: false,
    is_filterable_in_search: false,
    is_used_in_grid: true,
    is_visible_in_grid: false,
    is_filterable_in_grid: true,
    position: 0,
    apply_to: [],
    is_searchable: '0',
    is_visible_in_advanced_search: '0',
    is_comparable: '0',
    is_used_for_promo_rules: '0',
    is_visible_on_front: '0',
    used_in_product_listing: '0',
    is_visible: true,
    scope: 'store',
    attribute_code: code,
    frontend_input: input,
    entity_type_id: entityTypeId,
    is_required: false,
    options: [],
    is_user_defined: true,
    default_frontend_label: label,
    frontend_labels: [],
    backend_type: input === 'select' ? 'int' : 'varchar',
    is_unique: '0',
    validation_rules: [],
  };
}

