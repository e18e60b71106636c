// Products: the repository (get, list, save as an upsert, delete), store-scoped values, custom attributes, the
// product types, website assignments.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param, queryValue, searchCall } from '../context.ts';
import { inputError, requiredField } from '../errors.ts';
import { acceptsDuplicates, assignsUnknownWebsites } from '../input-faults.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { ownScoped, readScoped, SCOPE_PART_FAULT, setScoped, writeStoreId, dropScoped } from '../scope.ts';
import { clearsOmittedMedia, clearsOmittedParts, collectionUpdate, keepsLeftOutParts, PARTIAL_FAULT } from '../faults.ts';
import { isAtLeast, listItemsAnswered, listSearch, type FieldReader, type SearchSource } from '../search.ts';
import { ADMIN_STORE_ID, type State } from '../state.ts';
import { assignProduct, categoryLinksOf } from './categories.ts';
import { checkProductDownloadables, downloadableForStore, downloadablesOf, saveProductDownloadables } from './downloadable.ts';
import { optionsOfProduct, saveFromProduct as saveConfigurable } from './configurable-options.ts';
import { bundleOptionsOf, saveBundleOptions } from './bundle.ts';
import { mediaForStore, saveProductMedia } from './media.ts';
import { findProduct, productKey, publicCopy, requireProduct, urlKeyOf } from './lookup.ts';
import { priceIndexJoin } from './price-index.ts';
import { defaultStockItem } from './stock.ts';
import { nextOptionValueId } from './options.ts';
import { storedLink } from './links.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';
import { afterProductSave } from '../inventory/product-sync.ts';
import { giftCardProductParts, isGiftCard, saveGiftCardProduct } from '../commerce/gift-cards.ts';
import { STATIC_READ_FAULT, playsStaticRead } from '../static-read-faults.ts';

/** Product fields a store view may override. */
// The price is not among them: catalog/price/scope is global by default, and the real 2.4.7-p3 keeps one price row
// (store 0) whatever store code it is written under (PUT /rest/second_en/V1/products/:sku reads back in every view).
export const PRODUCT_SCOPED_FIELDS = ['name', 'status'] as const;

/** Custom attributes a store view may override (store-scoped on the platform): sent under a store view's code they
 * are the view's own, and null there reverts the view to the default (the real 2.4.7-p3: description). A view without
 * its own url_key inherits the default's, also after its name is written (the real 2.4.7-p3 and 2.4.6-p1: the view
 * follows a url_key changed under all afterwards). */
const PRODUCT_SCOPED_ATTRIBUTES = ['description', 'short_description', 'meta_title', 'meta_keyword', 'meta_description', 'url_key'] as const;
const scopedAttribute = (code: string): string => `attr:${code}`;
/** A product attribute a client made with scope store: a value sent under a store view's code is the view's own, and
 * null there reverts the view to the default (the real 2.4.7-p3 and 2.4.6-p1, 2026-12-03, a text and a textarea
 * attribute of the run's own; ProductRepositoryMultiWebsiteTest::testPartialUpdate). */
const ownStoreScoped = (state: State, code: string): boolean =>
  state.attributes.all().some((a) => a.attribute_code === code && String(a.entity_type_id) === '4' && a.is_user_defined === true && a.scope === 'store');

const PRODUCT_FIELDS = ['name', 'attribute_set_id', 'price', 'status', 'visibility', 'type_id', 'weight'] as const;

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
    extension.configurable_product_options = optionsOfProduct(state, row);
    extension.configurable_product_links = clone((row.__children as Json[] | undefined) ?? []);
  }
  if (row.type_id === 'bundle') extension.bundle_product_options = bundleOptionsOf(state, String(row.sku));
  if (row.type_id === 'downloadable') {
    extension.downloadable_product_links = downloadablesOf(state, String(row.sku), 'link').map((link) => downloadableForStore(link, storeId, state));
    extension.downloadable_product_samples = downloadablesOf(state, String(row.sku), 'sample').map((sample) => downloadableForStore(sample, storeId, state));
  }
  const stock = state.stockItems.get(Number(row.id));
  if (detail && stock !== undefined) extension.stock_item = clone(stock);
  const giftCard = isGiftCard(row) ? giftCardProductParts(state, row) : null;
  if (giftCard !== null) extension.giftcard_amounts = giftCard.extension;
  out.extension_attributes = extension;
  out.product_links = clone((row.__links as Json[] | undefined) ?? []);
  out.options = state.productOptions.all().filter((option) => option.product_sku === row.sku).map(publicCopy);
  out.media_gallery_entries = state.mediaEntries.all().filter((entry) => entry.__sku === row.sku).map((entry) => mediaForStore(entry, storeId));
  out.tier_prices = clone((row.__tier_prices as Json[] | undefined) ?? []);
  const customAttributes = withDerivedAttributes(state, row, viewAttributes(state, row, storeId));
  if (giftCard !== null) customAttributes.push(giftCard.attribute);
  customAttributes.push({ attribute_code: 'category_ids', value: categoryLinks.map((link) => link.category_id ?? '') });
  out.custom_attributes = customAttributes;
  return out;
}

/** The product's custom attributes as a store view sees them: the view's own store-scoped ones over the default. */
function viewAttributes(state: State, row: JsonObject, storeId: number): JsonObject[] {
  const attributes = clone((row.__custom_attributes as JsonObject[] | undefined) ?? []);
  if (storeId === ADMIN_STORE_ID) return attributes;
  const own = ownScoped(state, productKey(Number(row.id)), storeId);
  for (const key of Object.keys(own).filter((k) => k.startsWith(scopedAttribute('')))) {
    const code = key.slice(scopedAttribute('').length);
    const value = own[key];
    if (value === undefined) continue;
    const entry = attributes.find((a) => a.attribute_code === code);
    if (entry !== undefined) entry.value = clone(value);
    else attributes.push({ attribute_code: code, value: clone(value) });
  }
  return attributes;
}

/** Attributes the platform keeps in step with a product's sub-resources: has_options is 1 once the product has a custom
 * option, and each image role (image, small_image, thumbnail) names the file of the gallery entry given that role. A
 * search can filter on them (real 2.4.7: has_options eq 1 finds the product with an option, image neq no_selection the
 * one with an image). */
function withDerivedAttributes(state: State, row: JsonObject, attributes: JsonObject[]): JsonObject[] {
  const derived = new Map<string, Json>();
  // A gift card always has options (its amounts and the recipient's details: the type's save sets has_options 1).
  derived.set('has_options', isGiftCard(row) || state.productOptions.all().some((option) => option.product_sku === row.sku) ? '1' : '0');
  // required_options is 1 once one of its custom options is required (the real 2.4.7-p3 and 2.4.6-p1, 2026-12-03:
  // "0", then "1" after POST /V1/products/options with is_require true); a product whose option was saved under
  // required-options-flag-stale keeps it as it was (options.ts marks it).
  if (!isGiftCard(row) && row.__required_options_stale !== true) {
    const required = (v: Json | undefined): boolean => v === true || v === 1 || v === '1';
    derived.set('required_options', state.productOptions.all().some((option) => option.product_sku === row.sku && required(option.is_require)) ? '1' : '0');
  }
  for (const entry of state.mediaEntries.all().filter((candidate) => candidate.__sku === row.sku)) {
    for (const role of (entry.types as Json[] | undefined) ?? []) if (typeof role === 'string' && !derived.has(role)) derived.set(role, entry.file ?? null);
  }
  const out = attributes.filter((entry) => !derived.has(String(entry.attribute_code)));
  for (const [code, value] of derived) out.push({ attribute_code: code, value });
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
    // The product's position in its category: a sort on position with a category_id filter orders by it (the real
    // 2.4.7-p3 and 2.4.6-p1, 2026-12-03, products made in the reverse of their positions' order answered in the
    // positions' order; ProductRepositoryInterfaceTest::testGetListSortingByPosition). The first link's, as the run's
    // products are in one category.
    if (field === 'position') return categoryLinksOf(state, String(row.sku))[0]?.position;
    if (field === 'has_options' || field === 'image' || field === 'small_image' || field === 'thumbnail') return withDerivedAttributes(state, row, []).find((entry) => entry.attribute_code === field)?.value;
    return customAttributeValue(row, field);
  };

/** The product collection as searchCriteria see it: EAV, its id is entity_id (`id` is no attribute: a filter on it is
 * 400, a sort on it ignored, as on the real 2.4.7-p3), and any product attribute is a column. Past the last page
 * products answered empty on 2.0 already (magento/magento2#3787), the last page again from 2.1 to 2.3 (#8099). A sort
 * on price under a store view joins the price index (price-index.ts); under the admin store it sorts the attribute. */
export function productsSource(state: State, storeId: number): SearchSource {
  return {
    sortJoin: (column) => (column === 'price' && storeId !== ADMIN_STORE_ID ? priceIndexJoin(state, storeId) : null),
    table: 'catalog_product_entity',
    storage: 'eav',
    read: productFieldReader(state, storeId),
    columns: { entity_id: 'id' },
    notColumns: ['id'],
    isColumn: (field) => state.attributes.all().some((row) => row.attribute_code === field && String(row.entity_type_id) === '4'),
    pastLastPage: (release) => (isAtLeast(release, '2.4.0') || !isAtLeast(release, '2.1.0') ? 'empty' : 'last-page'),
  };
}

/** Create or update a product from a body `product`, as ProductRepository::save does. */
/** Text attributes of the platform's product entity the reference seeds no row for (their values are strings). */
const UNSEEDED_TEXT_ATTRIBUTES: ReadonlySet<string> = new Set(['meta_title', 'meta_keyword', 'meta_description', 'short_description']);

/** The web API's input processor types a custom attribute's value by its attribute (Eav SimpleType: a varchar or text
 * backend is a string, a multiselect's a list): a list (or an object) sent as a text attribute's value is refused
 * before the service runs (the real 2.4.7-p3, 2026-12-02: meta_title [1, 2, 3] and description [1, 2, 3] refused so;
 * ProductCustomAttributeWrongTypeTest). */
function refuseListsInTextAttributes(state: State, input: JsonObject): void {
  if (!Array.isArray(input.custom_attributes)) return;
  for (const entry of input.custom_attributes) {
    if (!isObject(entry) || (!Array.isArray(entry.value) && !isObject(entry.value))) continue;
    const code = asString(entry.attribute_code, '');
    const attribute = state.attributes.all().find((row) => row.attribute_code === code && String(row.entity_type_id) === '4');
    const text = attribute === undefined ? UNSEEDED_TEXT_ATTRIBUTES.has(code) : ['text', 'textarea'].includes(asString(attribute.frontend_input, ''));
    if (text) throw inputError(`Error occurred during "custom_attributes" processing. Attribute "${code}" has invalid value. The "array" value's type is invalid. The "string" type was expected. Verify and try again.`);
  }
}

export function saveProduct(ctx: Ctx, input: JsonObject, skuFromPath: string | null): JsonObject {
  const { state } = ctx;
  const sku = skuFromPath ?? asString(input.sku, '');
  if (sku === '') throw requiredField('sku');
  const existing = findProduct(state, sku);
  const kind = existing === undefined ? 'create' : 'update';
  // Links and samples by URL are checked before anything is saved: a refused one refuses the whole product.
  if (isObject(input.extension_attributes)) checkProductDownloadables(input.extension_attributes as JsonObject);
  if (existing !== undefined && isObject(input.extension_attributes) && isObject(input.extension_attributes.stock_item)) stockItemIdsRefusal(ctx, existing, input.extension_attributes.stock_item);
  const now = ctx.now();
  let row: JsonObject;
  if (existing === undefined) {
    // A new product needs a product attribute set: without one the platform's validator answers this (d4 of the corpus).
    const attributeSetId = asNumber(input.attribute_set_id, -1);
    if (state.attributeSets.get(attributeSetId)?.entity_type_id !== 4) throw inputError('Invalid product data: %1', ['Invalid attribute set entity type']);
    // Real 2.4.7-p3: a negative price is refused by the price attribute's backend.
    if (asNumber(input.price, 0) < 0) throw inputError('Please enter a number 0 or greater in this field.');
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
    if (state.products.all().some((other) => customAttributeValue(other, 'url_key') === urlKey) && !acceptsDuplicates(ctx.options.faults)) throw inputError('URL key for specified store already exists.');
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
    // A product created without a stock item gets one, qty null and out of stock (the real 2.4.7-p3 and 2.4.6-p1);
    // stock-item-not-made leaves it without (a stock_item in the body makes one below).
    if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.stockItemNotMade)) state.stockItems.put(Number(row.id), defaultStockItem(Number(row.id), null));
  } else {
    row = existing;
    for (const field of PRODUCT_FIELDS) {
      if (!(field in input)) continue;
      const scopedField = (PRODUCT_SCOPED_FIELDS as readonly string[]).includes(field);
      if (!scopedField && !(field === 'price' && input.price === null)) row[field] = field === 'price' ? asNumber(input.price, 0) : clone(input[field] ?? null);
    }
    row.updated_at = now;
  }
  const storeId = writeStoreId(state, ctx.call.storeCode, kind, ctx.options.faults);
  if (storeId === 0 || kind === 'create') {
    for (const field of PRODUCT_SCOPED_FIELDS) if (field in input) row[field] = field === 'name' ? asString(input[field], sku) : asNumber(input[field], 0);
  }
  const nullKept = ctx.options.faults.has(PARTIAL_FAULT.storeNullKept);
  if (storeId !== 0) setScoped(state, productKey(Number(row.id)), storeId, pickScoped(input), PRODUCT_SCOPED_FIELDS, nullKept);
  // The fault scope-view-name-copies-url-key: the view's name saved with the url_key it showed, as a value of its own.
  if (kind === 'update' && storeId !== 0 && 'name' in input && ctx.options.faults.has(SCOPE_PART_FAULT.viewNameCopiesUrlKey)) {
    const shown = ownScoped(state, productKey(Number(row.id)), storeId)[scopedAttribute('url_key')] ?? customAttributeValue(row, 'url_key');
    if (shown !== undefined) setScoped(state, productKey(Number(row.id)), storeId, { [scopedAttribute('url_key')]: clone(shown) }, [scopedAttribute('url_key')]);
  }
  applyProductExtras(ctx, row, input, kind, kind === 'update' ? storeId : 0);
  afterProductSave(state, row);
  return row;
}

function pickScoped(input: JsonObject): JsonObject {
  const out: JsonObject = {};
  // null stays null: the view's own value is removed (scope.ts setScoped).
  for (const field of PRODUCT_SCOPED_FIELDS) if (field in input) out[field] = input[field] === null ? null : field === 'name' ? asString(input[field], '') : asNumber(input[field], 0);
  return out;
}

/** A string custom attribute of a request body, e.g. the url_key a client chose. */
function customAttributeOf(input: JsonObject, code: string): string | null {
  if (!Array.isArray(input.custom_attributes)) return null;
  const entry = input.custom_attributes.find((candidate) => isObject(candidate) && candidate.attribute_code === code);
  return isObject(entry) && typeof entry.value === 'string' && entry.value !== '' ? entry.value : null;
}

/** `storeId`: the store view an update is made under (0: the default values, as every create). */
function applyProductExtras(ctx: Ctx, row: JsonObject, input: JsonObject, kind: 'create' | 'update', storeId: number): void {
  const { state } = ctx;
  if (Array.isArray(input.custom_attributes)) {
    const attributes = (row.__custom_attributes as JsonObject[] | undefined) ?? [];
    for (const entry of input.custom_attributes) {
      if (!isObject(entry) || typeof entry.attribute_code !== 'string' || entry.attribute_code === 'category_ids') continue;
      if (storeId !== 0 && ((PRODUCT_SCOPED_ATTRIBUTES as readonly string[]).includes(entry.attribute_code) || ownStoreScoped(state, entry.attribute_code))) {
        const key = scopedAttribute(entry.attribute_code);
        setScoped(state, productKey(Number(row.id)), storeId, { [key]: clone((entry.value ?? null) as Json) }, [key], ctx.options.faults.has(PARTIAL_FAULT.storeNullKept));
        continue;
      }
      const existing = attributes.find((attribute) => attribute.attribute_code === entry.attribute_code);
      const value = clone((entry.value ?? null) as Json);
      // A value sent as null or "" is removed: the read answers no such attribute (the real 2.4.7-p3 and 2.4.6-p1, a
      // special price and its dates sent null, a multiselect sent ""); the product-body faults keep it instead.
      if (value === null || value === '') {
        if (keepsCleared(ctx, entry.attribute_code, value)) continue;
        const at = attributes.indexOf(existing ?? {});
        if (at >= 0) attributes.splice(at, 1);
        continue;
      }
      if (existing !== undefined) existing.value = value;
      else attributes.push({ attribute_code: entry.attribute_code, value });
    }
    // A special price saved without its start date is given today's (the attribute's Startdate backend: the real
    // 2.4.7-p3 and 2.4.6-p1, 2026-12-03, special_price 1 read back with special_from_date "<today> 00:00:00";
    // ProductRepositoryInterfaceTest::testSpecialPrice); the date stays when the price is removed.
    const special = attributes.find((attribute) => attribute.attribute_code === 'special_price');
    if (special !== undefined && !attributes.some((attribute) => attribute.attribute_code === 'special_from_date')) {
      attributes.push({ attribute_code: 'special_from_date', value: `${ctx.now().slice(0, 10)} 00:00:00` });
    }
    row.__custom_attributes = attributes;
  }
  // category_ids sent as a custom attribute are the product's categories, as extension_attributes.category_links are
  // (a category it leaves out loses the product, a new one gets it at position 0): the real 2.4.7-p3 and 2.4.6-p1,
  // 2026-12-03, a create under all with category_ids [id] answered and read category_links [{position 0, id}]
  // (ProductRepositoryAllStoreViewsTest). The links of extension_attributes, when sent too, are applied after.
  const categoryIds = Array.isArray(input.custom_attributes) ? input.custom_attributes.find((entry) => isObject(entry) && entry.attribute_code === 'category_ids') : undefined;
  if (isObject(categoryIds) && Array.isArray(categoryIds.value)) {
    const named = new Set(categoryIds.value.map((id) => asNumber(id, -1)));
    for (const category of state.categories.all()) {
      const products = Array.isArray(category.__products) ? (category.__products as JsonObject[]) : [];
      const held = products.some((entry) => String(entry.sku).toLowerCase() === String(row.sku).toLowerCase());
      if (named.has(Number(category.id)) && !held) assignProduct(category, String(row.sku), 0);
      else if (!named.has(Number(category.id)) && held) category.__products = products.filter((entry) => String(entry.sku).toLowerCase() !== String(row.sku).toLowerCase());
    }
  }
  // An update keeps a collection it leaves out and empties one sent as [] (real 2.4.7-p3); the partial-update faults
  // turn either off (faults.ts collectionUpdate). A create has nothing to keep. Tier prices are answered with their
  // website (0, all websites, when none is sent), as the real 2.4.7-p3 answered a whole product's
  // (tests/corpus/real-2.4.7-p3/whole-entities/product-post.read.json).
  const withWebsite = (list: Json[]): Json[] => list.filter((tier): tier is JsonObject => isObject(tier)).map((tier) => {
    const extension = isObject(tier.extension_attributes) ? (clone(tier.extension_attributes) as JsonObject) : {};
    return { ...(clone(tier) as JsonObject), extension_attributes: { website_id: 0, ...extension } };
  });
  for (const [field, key] of [['tier_prices', '__tier_prices'], ['product_links', '__links']] as const) {
    const how = kind === 'create' ? (Array.isArray(input[field]) ? 'replace' : 'keep') : collectionUpdate(input, field, ctx.options.faults);
    if (how === 'replace') row[key] = field === 'tier_prices' ? withWebsite(input[field] as Json[]) : (input[field] as Json[]).filter((link): link is JsonObject => isObject(link)).map((link) => storedLink(String(row.sku), link, ctx.options.faults));
    else if (how === 'clear') row[key] = [];
  }
  if (Array.isArray(input.options)) saveProductOptions(ctx, String(row.sku), input.options);
  if (Array.isArray(input.media_gallery_entries)) saveProductMedia(state, String(row.sku), input.media_gallery_entries);
  // media-omitted-cleared: an update that leaves media_gallery_entries out taken for one sending them [].
  else if (kind === 'update' && !('media_gallery_entries' in input) && clearsOmittedMedia(ctx.options.faults)) saveProductMedia(state, String(row.sku), []);
  const extension = isObject(input.extension_attributes) ? input.extension_attributes : {};
  if (Array.isArray(extension.website_ids) && !(kind === 'update' && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.websiteIdsUpdateIgnored))) row.__website_ids = extension.website_ids.map((id) => asNumber(id, 1));
  if (row.type_id === 'configurable') saveConfigurable(state, row, extension, ctx.options.faults);
  // product-parts-omitted-cleared: an update's parts left out (or null) taken for parts sent empty.
  const omittedCleared = kind === 'update' && clearsOmittedParts(ctx.options.faults);
  if (row.type_id === 'downloadable') saveProductDownloadables(state, row, omittedCleared ? { downloadable_product_links: [], downloadable_product_samples: [], ...Object.fromEntries(Object.entries(extension).filter(([, v]) => v !== null)) } : extension, keepsLeftOutParts(ctx.options.faults), ctx.options.faults);
  if (isGiftCard(row)) saveGiftCardProduct(state, row, extension);
  if (row.type_id === 'bundle' && (Array.isArray(extension.bundle_product_options) || omittedCleared)) saveBundleOptions(state, row, Array.isArray(extension.bundle_product_options) ? extension.bundle_product_options : [], keepsLeftOutParts(ctx.options.faults));
  if (isObject(extension.stock_item)) {
    // The stock item is the product's own: a product_id of another product is ignored (the real 2.4.7-p3 and 2.4.6-p1),
    // an item_id or stock_id other than its own refused before anything is saved (stockItemIdsRefusal, in the save's
    // validation); stock-item-foreign-ids-followed writes the stock item the ids name instead.
    const named = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.stockItemForeignIdsFollowed) ? asNumber(extension.stock_item.item_id ?? extension.stock_item.product_id, Number(row.id)) : Number(row.id);
    const owner = state.stockItems.get(named) !== undefined ? named : Number(row.id);
    const stock = state.stockItems.get(owner) ?? defaultStockItem(owner, null);
    if ('qty' in extension.stock_item) stock.qty = asNumber(extension.stock_item.qty, 0);
    // Every other setting of the stock item sent is kept as sent (the ids are the platform's).
    for (const [key, value] of Object.entries(extension.stock_item)) if (key in stock && !['qty', 'is_in_stock', 'item_id', 'product_id', 'stock_id'].includes(key)) stock[key] = clone(value as Json);
    if ('is_in_stock' in extension.stock_item) stock.is_in_stock = extension.stock_item.is_in_stock === true || extension.stock_item.is_in_stock === 1;
    else stock.is_in_stock = asNumber(stock.qty, 0) > 0;
    state.stockItems.put(owner, stock);
  } else if (kind === 'update' && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.stockQtyResetOnUpdate)) {
    // stock-qty-reset-on-update: an update that leaves stock_item out empties it, where the platform keeps it.
    const stock = state.stockItems.get(Number(row.id));
    if (stock !== undefined) Object.assign(stock, { qty: null, is_in_stock: false });
  }
  if (Array.isArray(extension.category_links)) {
    // The list is the product's links: a category it leaves out loses the product ([] unlinks it from every one); a
    // list sent as null, or none, keeps them (Category\Link\SaveHandler; the real 2.4.7-p3, 2026-12-03,
    // ProductRepositoryInterfaceTest::testUpdateProductCategoryLinksUnassign, ::testUpdateProductCategoryLinksNullOrNotExists).
    const named = new Set(extension.category_links.flatMap((link) => (isObject(link) ? [asNumber(link.category_id, -1)] : [])));
    if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryLinksUnlinkIgnored)) {
      for (const category of state.categories.all()) {
        if (named.has(Number(category.id)) || !Array.isArray(category.__products)) continue;
        category.__products = (category.__products as JsonObject[]).filter((entry) => String(entry.sku).toLowerCase() !== String(row.sku).toLowerCase());
      }
    }
    for (const link of extension.category_links) {
      if (!isObject(link)) continue;
      const category = state.categories.get(asNumber(link.category_id, -1));
      if (category !== undefined) assignProduct(category, String(row.sku), asNumber(link.position, 0));
    }
  }
}

/** A stock item sent with ids not its own is refused before anything is saved, the stock id first (the real 2.4.7-p3
 * and 2.4.6-p1, CatalogInventory's StockItemRepository validation; the sent id as sent, the own one as a string). */
function stockItemIdsRefusal(ctx: Ctx, product: JsonObject, sent: JsonObject): void {
  if (playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.stockItemForeignIdsFollowed)) return;
  const own = ctx.state.stockItems.get(Number(product.id));
  if (sent.stock_id !== undefined && sent.stock_id !== null && asNumber(sent.stock_id, -1) !== 1) throw inputError('The "%1" value is invalid for stock ID. Enter stock with a default value of %2 to try again.', [clone(sent.stock_id as Json), '1']);
  if (own !== undefined && sent.item_id !== undefined && sent.item_id !== null && asNumber(sent.item_id, -1) !== asNumber(own.item_id, -1)) throw inputError('The "%1" value is invalid for stock item ID. Use the stock item ID\'s assigned "%2" value and try again.', [clone(sent.item_id as Json), String(own.item_id)]);
}

/** Whether a custom attribute sent as null or "" keeps its value under a product-body fault: special-price-null-kept
 * (null, the special price and its dates), multiselect-clear-ignored ("", a multiselect attribute). */
function keepsCleared(ctx: Ctx, code: string, value: null | string): boolean {
  if (value === null && code.startsWith('special_')) return playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.specialPriceNullKept);
  if (value === '' && ctx.state.attributes.all().some((a) => a.attribute_code === code && a.frontend_input === 'multiselect')) return playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.multiselectClearIgnored);
  return false;
}

/** A product saved with its custom options: they replace the ones it had; an option sent with the option_id of one of
 * the product's options keeps it, and a value the option_type_id of one of that option's values (the real 2.4.7-p3 and
 * 2.4.6-p1, a product saved again with its options as read); the others get ids of their own. option-ids-renewed
 * gives every option and value a new id. */
function saveProductOptions(ctx: Ctx, sku: string, options: Json[]): void {
  const { state } = ctx;
  const renew = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.optionIdsRenewed);
  const held = state.productOptions.all().filter((option) => option.product_sku === sku);
  let nextValueId = nextOptionValueId(state) - 1;
  for (const option of held) state.productOptions.delete(Number(option.option_id));
  for (const option of options) {
    if (!isObject(option)) continue;
    const row: JsonObject = { ...(clone(option) as JsonObject), product_sku: sku };
    const same = renew ? undefined : held.find((h) => option.option_id !== undefined && asNumber(h.option_id, -1) === asNumber(option.option_id, -2));
    delete row.option_id;
    const heldValues = ((same?.values as JsonObject[] | undefined) ?? []).map((v) => asNumber(v.option_type_id, -1));
    if (Array.isArray(option.values)) {
      row.values = (option.values as Json[]).filter((value): value is JsonObject => isObject(value)).map((value) => {
        const kept = value.option_type_id !== undefined && heldValues.includes(asNumber(value.option_type_id, -2));
        return { ...(clone(value) as JsonObject), option_type_id: kept ? asNumber(value.option_type_id, 0) : ++nextValueId };
      });
    }
    if (same !== undefined) state.productOptions.put(Number(same.option_id), { ...row, option_id: Number(same.option_id) });
    else state.productOptions.insert(row, 'option_id');
  }
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
  // Its bundle options, configurable options and downloadable links and samples are its own rows too.
  for (const option of state.bundleOptions.all()) if (option.sku === row.sku) state.bundleOptions.delete(Number(option.option_id));
  for (const option of state.configurableOptions.all()) if (option.__sku === row.sku) state.configurableOptions.delete(Number(option.id));
  for (const entry of state.downloadables.all()) if (entry.__sku === row.sku) state.downloadables.delete(Number(entry.id));
  // Tier, base, cost and special prices are the product's own attribute values on the platform: they go with it.
  for (const price of state.priceRows.all()) if (price.sku === row.sku) state.priceRows.delete(Number(price.__id));
}

const P = 'Magento\\Catalog\\Api\\';

function productGet(ctx: Ctx): JsonObject {
  const storeIdQuery = queryValue(ctx, 'storeId');
  const storeId = storeIdQuery !== null && /^\d+$/.test(storeIdQuery) ? Number(storeIdQuery) : ctx.storeId;
  return serializeProduct(ctx.state, requireProduct(ctx.state, param(ctx, 'sku')), storeId, true);
}

export const productHandlers: HandlerTable = {
  [`${P}ProductRepositoryInterface::get`]: productGet,
  [`${P}ProductRepositoryInterface::getList`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.products.all(), productsSource(ctx.state, ctx.storeId));
    result.items = listItemsAnswered((result.items as JsonObject[]).map((row) => serializeProduct(ctx.state, row, ctx.storeId, false)), ctx.options.faults);
    return result;
  },
  [`${P}ProductRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'product');
    refuseListsInTextAttributes(ctx.state, input);
    // save() is an upsert on the platform: POST with an existing sku updates that product.
    const skuInPath = ctx.call.params.sku ?? null;
    // emptied-collections-answered: the answer shows the collections sent as [] as the product held them before.
    const existing = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.emptiedCollectionsAnswered) ? ctx.state.products.all().find((p) => String(p.sku) === String(skuInPath ?? input.sku)) : undefined;
    const before = existing === undefined ? undefined : serializeProduct(ctx.state, existing, ctx.storeId, true);
    const row = saveProduct(ctx, input, skuInPath);
    const answer = serializeProduct(ctx.state, row, ctx.storeId, true);
    // stock-item-answer-ids-dropped: the save answers its stock item without the ids the platform gave it.
    const answered = isObject(answer.extension_attributes) ? answer.extension_attributes.stock_item : undefined;
    if (playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.stockItemAnswerIdsDropped) && isObject(answered)) {
      delete answered.item_id;
      delete answered.product_id;
    }
    if (before !== undefined) for (const field of ['tier_prices', 'options', 'product_links'] as const) if (Array.isArray(input[field]) && (input[field] as Json[]).length === 0 && before[field] !== undefined) answer[field] = before[field] as Json;
    return answer;
  },
  [`${P}ProductRepositoryInterface::deleteById`]: (ctx) => {
    deleteProduct(ctx.state, requireProduct(ctx.state, param(ctx, 'sku')));
    return true;
  },
  [`${P}ProductTypeListInterface::getProductTypes`]: (ctx) => [
    { name: 'simple', label: 'Simple Product' },
    { name: 'virtual', label: 'Virtual Product' },
    { name: 'downloadable', label: 'Downloadable Product' },
    ...(playsStaticRead(ctx.options.faults, STATIC_READ_FAULT.productTypeMissing) ? [] : [{ name: 'bundle', label: 'Bundle Product' }]),
    { name: 'grouped', label: 'Grouped Product' },
    { name: 'configurable', label: 'Configurable Product' },
    // Adobe Commerce's own type (Magento_GiftCard), as the real 2.4.6-p1 lists it.
    ...(ctx.options.profile.edition === 'commerce' ? [{ name: 'giftcard', label: 'Gift Card' }] : []),
  ],
  [`${P}ProductWebsiteLinkRepositoryInterface::save`]: (ctx) => {
    const link = bodyObject(ctx, 'productWebsiteLink');
    const product = requireProduct(ctx.state, asString(link.sku, param(ctx, 'sku')));
    const websites = new Set((product.__website_ids as number[] | undefined) ?? []);
    const websiteId = asNumber(link.website_id, 1);
    // A website no store view belongs to is no website: the link's save fails and the repository words it so, the
    // product's id and the id sent as parameters (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03:
    // ProductWebsiteLinkRepositoryTest::testSaveWebsiteLinkWithUnexistingWebsiteId).
    if (!ctx.state.storeViews.some((store) => store.website_id === websiteId) && !assignsUnknownWebsites(ctx.options.faults)) {
      throw inputError('Could not assign product "%1" to websites "%2"', [String(product.id), link.website_id ?? websiteId]);
    }
    websites.add(websiteId);
    product.__website_ids = [...websites].sort((a, b) => a - b);
    return true;
  },
  [`${P}ProductWebsiteLinkRepositoryInterface::deleteById`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const websiteId = intParam(ctx, 'websiteId');
    product.__website_ids = ((product.__website_ids as number[] | undefined) ?? []).filter((id) => id !== websiteId);
    return true;
  },
};
