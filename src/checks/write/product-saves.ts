// write.product-saves: saves of whole products the platform's own ProductRepositoryInterfaceTest and
// ProductRepositoryAllStoreViewsTest send through POST /V1/products (a create, and a save again of a SKU that exists)
// and PUT /V1/products/:sku, each a scenario on the run's own disabled, not-visible products, removed at the end:
//  - websites:         a product created with website_ids [first, last] answers and reads both; an update sending its
//                      sku and a new name alone answers the name and both websites kept; a product created in the last
//                      website alone (one without the default store view) answers and reads it alone; GET
//                      /V1/products filtered on website_id, and on store (a view's code), finds each product in the
//                      websites it is in and not elsewhere (testCreateWithMultipleWebsites,
//                      testCreateWithNonDefaultStoreWebsite, testUpdateWithoutWebsiteIds,
//                      testGetListWithFilteringByWebsite, testGetListWithFilteringByStore);
//  - all-store-create: a simple and a virtual product created under the store code all answer their sku and type and
//                      read under every store view's code; deleted, each reads 404 with the platform's message
//                      (testCreate, testCreateAllStoreCode, testCreateAllStoreCodeForSingleWebsite, testDeleteAllStoreCode);
//  - every-field:      a product created under all without website_ids, with url_key, tax_class_id, category_ids (a
//                      category of the run's own) and a stock item of 23 fields, answers every field as sent and the
//                      ids of every website, and reads so (ProductRepositoryAllStoreViewsTest);
//  - status:           a product created with status 0 reads 0; saved again by POST with price 200, it reads 200 and
//                      still 0 (testUpdateStatus);
//  - special-price:    a product created with special_price 1 reads it with the special_from_date the save sets and
//                      without news_from_date or custom_design_from; saved again by POST with 5 it reads 5, with null
//                      it reads none (testSpecialPrice, testResetSpecialPrice);
//  - tier-prices:      a product created with a NOT LOGGED IN and an ALL GROUPS tier price reads both in that order; an
//                      update changing the first and replacing the second answers exactly those two, in order, and an
//                      update without tier_prices answers them unchanged; each read after it so (testTierPrices);
//  - category-links:   a product created with a link to a category of the run's own (position 0) answers and reads
//                      exactly it; updates with category_links null, and with extension_attributes leaving it out,
//                      answer it kept; an update moving it to position 10 answers and reads that
//                      (testProductCategoryLinks, testUpdateProductCategoryLinksNullOrNotExists,
//                      testUpdateProductCategoryLinksPosistion);
//  - product-links:    a product created by POST with a related link reads exactly that link; saved again by POST with
//                      an upsell link instead, that one alone; with product_links [], none (testProductLinks); skipped
//                      with the cause where the save is refused for want of a search engine (Adobe Commerce 2.4.6-p1
//                      as installed here, docs/real-platform.md);
//  - eav-attributes:   a product's custom_attributes are not empty and hold none of the product's own fields (name,
//                      price, tier_price...) (testEavAttributes);
//  - category-list:    five products in a category of the run's own (the products_for_search fixture's prices and
//                      meta titles, positions in the reverse of the order made): GET /V1/products filtered on the
//                      category answers total_count 5 and 5, 2, 2 and 0 items in pages (10,1) (2,1) (3,2) (100,99);
//                      four names OR-ed, price lt 35 and the category, by meta_title DESC, page 2 of 2, the fourth
//                      product alone of 3; sorted by position, the positions' order both ways (testGetListPagination,
//                      testGetListWithMultipleFilterGroupsAndSortingAndPagination, testGetListSortingByPosition);
//  - view-saves:       a product made under all, saved again by POST under a view of the last website with its sku
//                      and a new name alone, answers the name and keeps no value of the view's own: its other
//                      store-scoped values changed under all read so under the view; another product renamed by POST
//                      under the default view to the first's name, then a new one, reads each with its url_key as
//                      made (ProductRepositoryMultiWebsiteTest::testProductDefaultValuesWithTwoWebsites,
//                      ::testPartialUpdateShouldNotOverrideUrlKeyInheritance);
//  - multiselect-resave: a multiselect attribute of the run's own saved by POST under all with two options, then
//                      saved again with "", reads no value (testUpdateMultiselectAttributes);
//  - view-attributes:  a text and a textarea attribute of the run's own (scope store, in a set of its own): a product
//                      made under all with both, saved by POST under a view of the last website one attribute at a
//                      time and then the textarea one as null, answers each time that attribute changed and the rest as
//                      it was; changed under all afterwards, the view keeps its own text value alone
//                      (ProductRepositoryMultiWebsiteTest::testPartialUpdate).
// The platform's tests make their products enabled and visible; the run's stay disabled (status 2, or the 0 of
// testUpdateStatus) and not visible individually, so that no shopper of the installation sees them: the fields sent
// are compared as sent whatever their value. What the real editions answered: docs/real-platform.md, "Product saves".

import { text } from '../owned/factory.ts';
import { record } from '../owned/platform-references.ts';
import { PREPARATION_ATTEMPTS, retryPause, TRY_AGAIN, type Attempt } from '../owned/preparation.ts';
import { pass, skip, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { customAttribute, describe, failed, inProductSession, list, notMadeReason, ok, productBodySkip, productPath, stockItemOf, type ProductSession } from './product-bodies.ts';
import { sameValue } from './verify.ts';

const CREATE = 'POST /V1/products';
const UPDATE = 'PUT /V1/products/:sku';
const READ = 'GET /V1/products/:sku';
const LIST = 'GET /V1/products';
const NO_PRODUCT = 'The product that was requested doesn\'t exist. Verify the product and try again.';
/** The modules that make a search engine (as commerce.grouped-links and the run's closing diagnostic name them). */
const SEARCH_ENGINE_MODULES = ['Magento_OpenSearch', 'Magento_Elasticsearch7', 'Magento_Elasticsearch8', 'Magento_LiveSearch'];

export type ProductSave = 'websites' | 'all-store-create' | 'every-field' | 'status' | 'special-price' | 'tier-prices' | 'category-links' | 'product-links' | 'eav-attributes' | 'category-list' | 'view-saves' | 'multiselect-resave' | 'view-attributes';

export interface ProductSaveScenario extends Scenario {
  save: ProductSave;
}

type Json = Record<string, unknown>;
const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v));
/** Two lists equal element by element, in order (each element's fields as sent, the answer may hold more). */
const sameList = (sent: readonly unknown[], shown: unknown): boolean => Array.isArray(shown) && shown.length === sent.length && sent.every((v, i) => sameValue(v, shown[i]));
const ext = (product: unknown): Json => record(record(product).extension_attributes);
const websitesOf = (product: unknown): number[] => list(ext(product).website_ids).map(Number).sort((a, b) => a - b);
const isVerdict = (x: object): x is Verdict => 'outcome' in x;

/** A call sent again while the platform asks to (a lost deadlock among concurrent saves), up to PREPARATION_ATTEMPTS. */
async function sendSaving(ctx: ScenarioContext, method: string, path: string, body: unknown, storeCode = 'all'): Promise<HttpExchange> {
  const attempts: Attempt[] = [];
  for (let attempt = 1; ; attempt++) {
    const res = await ctx.send('admin', { method, path, storeCode, body });
    const message = record(res.json).message;
    attempts.push({ call: `${method} ${path}`, status: res.status, message: typeof message === 'string' ? message : null });
    if (res.status < 400 || typeof message !== 'string' || !TRY_AGAIN.test(message) || attempt >= PREPARATION_ATTEMPTS) {
      if (attempts.length > 1) ctx.observe('write-attempts', attempts);
      return res;
    }
    await retryPause(attempt);
  }
}

/** POST /V1/products of a SKU the session already made: the platform saves it again (an update). */
const saveAgain = (ctx: ScenarioContext, product: Json): Promise<HttpExchange> => sendSaving(ctx, 'POST', '/V1/products', { product });

/** The store views and websites of the target (admin aside), or the reason they are not known. */
async function stores(ctx: ScenarioContext): Promise<{ websites: number[]; views: Array<{ code: string; website: number }> } | { reason: string }> {
  const websites = await ctx.send('admin', { method: 'GET', path: '/V1/store/websites', storeCode: 'all' });
  const views = await ctx.send('admin', { method: 'GET', path: '/V1/store/storeViews', storeCode: 'all' });
  const ids = list(websites.json).map((w) => Number(record(w).id)).filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  const codes = list(views.json).map(record).filter((v) => Number(v.id) > 0 && typeof v.code === 'string').map((v) => ({ code: String(v.code), website: Number(v.website_id) }));
  if (websites.status !== 200 || views.status !== 200 || ids.length === 0 || codes.length === 0) return { reason: `the websites and store views are not known (GET /V1/store/websites answered ${describe(websites)}, GET /V1/store/storeViews ${describe(views)})` };
  return { websites: ids, views: codes };
}

/** A category of the run's own (inactive, out of the menu), removed by the caller. */
async function ownCategory(ctx: ScenarioContext, stem: string): Promise<{ id: string } | { reason: string }> {
  const res = await sendSaving(ctx, 'POST', '/V1/categories', { category: { name: ctx.name(stem), parent_id: 2, is_active: false, include_in_menu: false } });
  const id = text(record(res.json).id);
  if (!ok(res) || id === null) return { reason: `the run could not create its own category (POST /V1/categories answered ${describe(res)})` };
  return { id };
}
const dropCategory = async (ctx: ScenarioContext, id: string): Promise<void> => void (await ctx.send('admin', { method: 'DELETE', path: `/V1/categories/${id}`, storeCode: 'all' }));

/** The read of a product, or the verdict that ends the scenario when it is not answered. */
async function readOf(s: ProductSession, sku: string, after: string): Promise<HttpExchange | Verdict> {
  const read = await s.read(sku);
  return read.status === 200 ? read : failed(`${READ} did not answer the product after ${after}`, '200 with the product', describe(read), read);
}

// ---------------------------------------------------------------------------------------------------------------

/** The GET /V1/products query of one filter on `field` and the run's SKUs (an in filter in a group of its own). */
const filtered = (field: string, value: string, skus: string[]): Record<string, string> => ({
  'searchCriteria[filter_groups][0][filters][0][field]': field,
  'searchCriteria[filter_groups][0][filters][0][value]': value,
  'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
  'searchCriteria[filter_groups][1][filters][0][field]': 'sku',
  'searchCriteria[filter_groups][1][filters][0][value]': skus.join(','),
  'searchCriteria[filter_groups][1][filters][0][condition_type]': 'in',
  'searchCriteria[current_page]': '1',
  'searchCriteria[page_size]': '10',
});

async function websites(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const known = await stores(ctx);
  if ('reason' in known) return skip(known.reason);
  const first = known.websites[0] as number;
  const last = known.websites[known.websites.length - 1] as number;
  if (first === last) return skip(`the target has one website (${first}): a product in two, or in one without the default store view, cannot be made`);
  const both = ctx.name('psweb').toLowerCase();
  const alone = ctx.name('pswel').toLowerCase();
  const made = await s.product(both, { extension_attributes: { website_ids: [first, last] } });
  if (notMadeReason(made)) return skip(made.reason);
  if (JSON.stringify(websitesOf(made.read)) !== JSON.stringify([first, last])) return failed(`${CREATE} with website_ids [${first}, ${last}] did not answer both`, `website_ids [${first},${last}]`, `website_ids ${show(websitesOf(made.read))}`, made.res);
  const read = await readOf(s, both, `${CREATE} in two websites`);
  if (isVerdict(read)) return read;
  if (JSON.stringify(websitesOf(read.json)) !== JSON.stringify([first, last])) return failed(`${READ} does not show the two websites ${CREATE} named`, `website_ids [${first},${last}]`, `website_ids ${show(websitesOf(read.json))}`, read);
  // An update naming the sku and a new name alone: the websites are kept, in its answer and on the read.
  const renamed = await s.put(both, { sku: both, name: `${both} renamed` });
  if (!ok(renamed) || record(renamed.json).name !== `${both} renamed` || JSON.stringify(websitesOf(renamed.json)) !== JSON.stringify([first, last])) {
    return failed(`${UPDATE} with the sku and a new name alone did not answer the name with the two websites kept`, `name "${both} renamed", website_ids [${first},${last}]`, ok(renamed) ? `name ${show(record(renamed.json).name)}, website_ids ${show(websitesOf(renamed.json))}` : describe(renamed), renamed);
  }
  const reread = await readOf(s, both, `${UPDATE} of its name alone`);
  if (isVerdict(reread)) return reread;
  if (JSON.stringify(websitesOf(reread.json)) !== JSON.stringify([first, last])) return failed(`${READ} does not show the websites kept by ${UPDATE} of the name alone`, `website_ids [${first},${last}]`, `website_ids ${show(websitesOf(reread.json))}`, reread);
  // A product created in the last website alone, one without the default store view.
  const other = await s.product(alone, { extension_attributes: { website_ids: [last] } });
  if (notMadeReason(other)) return skip(other.reason);
  if (JSON.stringify(websitesOf(other.read)) !== JSON.stringify([last])) return failed(`${CREATE} with website_ids [${last}] (a website without the default store view) did not answer it alone`, `website_ids [${last}]`, `website_ids ${show(websitesOf(other.read))}`, other.res);
  const otherRead = await readOf(s, alone, `${CREATE} in website ${last} alone`);
  if (isVerdict(otherRead)) return otherRead;
  if (JSON.stringify(websitesOf(otherRead.json)) !== JSON.stringify([last])) return failed(`${READ} does not show the one website ${CREATE} named`, `website_ids [${last}]`, `website_ids ${show(websitesOf(otherRead.json))}`, otherRead);
  // The list filtered on a website, and on a store view's code, finds the products of that website alone.
  const viewOf = (website: number): string | undefined => known.views.find((v) => v.website === website)?.code;
  const filters: Array<{ field: string; value: string; want: string[] }> = [
    { field: 'website_id', value: String(last), want: [both, alone] },
    { field: 'website_id', value: String(first), want: [both] },
    ...[last, first].flatMap((w) => {
      const code = viewOf(w);
      return code === undefined ? [] : [{ field: 'store', value: code, want: w === last ? [both, alone] : [both] }];
    }),
  ];
  for (const f of filters) {
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/products', storeCode: 'all', query: filtered(f.field, f.value, [both, alone]) });
    const found = list(record(res.json).items).map((i) => String(record(i).sku)).sort();
    const withWebsites = list(record(res.json).items).every((i) => ext(i).website_ids !== undefined);
    if (res.status !== 200 || JSON.stringify(found) !== JSON.stringify([...f.want].sort()) || !withWebsites) {
      return failed(`${LIST} filtered on ${f.field} eq ${f.value} did not find the run's products of that website alone`, `the items ${f.want.join(', ')} with their website_ids`, res.status === 200 ? `the items ${found.length === 0 ? '(none)' : found.join(', ')}${withWebsites ? '' : ' (an item without website_ids)'}` : describe(res), res);
    }
  }
  return pass(`${CREATE} in websites [${first}, ${last}] and in [${last}] alone answered and read so; ${UPDATE} of the name alone kept both; ${LIST} filtered on ${filters.map((f) => `${f.field} ${f.value}`).join(', ')} found each product in its websites alone`);
}

async function allStoreCreate(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const known = await stores(ctx);
  if ('reason' in known) return skip(known.reason);
  const notes: string[] = [];
  for (const type of ['simple', 'virtual'] as const) {
    const sku = ctx.name(type === 'simple' ? 'psals' : 'psalv').toLowerCase();
    // The platform's productCreationProvider body (price 3.62, an empty cost, a description), sent under all.
    const made = await s.product(sku, { type_id: type, price: 3.62, ...(type === 'virtual' ? { weight: undefined } : {}), custom_attributes: [{ attribute_code: 'cost', value: '' }, { attribute_code: 'description', value: 'Description' }] });
    if (notMadeReason(made)) return skip(made.reason);
    if (made.read.sku !== sku || made.read.type_id !== type) return failed(`${CREATE} under the store code all did not answer the ${type} product with its sku`, `sku "${sku}", type_id "${type}"`, `sku ${show(made.read.sku)}, type_id ${show(made.read.type_id)}`, made.res);
    for (const view of known.views) {
      const read = await ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: view.code });
      if (read.status !== 200 || record(read.json).sku !== sku || record(read.json).type_id !== type) return failed(`${READ} under the store view ${view.code} did not answer the ${type} product created under all`, `200 with sku "${sku}", type_id "${type}"`, read.status === 200 ? `sku ${show(record(read.json).sku)}, type_id ${show(record(read.json).type_id)}` : describe(read), read);
    }
    const gone = await ctx.send('admin', { method: 'DELETE', path: productPath(sku), storeCode: 'all' });
    if (gone.status !== 200 || gone.json !== true) return failed(`DELETE /V1/products/:sku of the ${type} product did not answer true`, '200 with true', describe(gone), gone);
    const after = await ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: null });
    if (after.status !== 404 || record(after.json).message !== NO_PRODUCT) return failed(`${READ} of the ${type} product deleted did not answer it gone`, `404 "${NO_PRODUCT}"`, describe(after), after);
    notes.push(type);
  }
  return pass(`a ${notes.join(' and a ')} product created under the store code all answered their sku and type and read under ${known.views.map((v) => v.code).join(', ')}; deleted, each read 404 "${NO_PRODUCT}"`);
}

/** The stock item of ProductRepositoryAllStoreViewsTest: 23 fields, none at its default. */
const STOCK_ITEM: Json = {
  is_in_stock: true, qty: 1000, is_qty_decimal: false, show_default_notification_message: false, use_config_min_qty: false,
  use_config_min_sale_qty: 0, min_qty: 1, min_sale_qty: 1, max_sale_qty: 100, use_config_max_sale_qty: false,
  use_config_backorders: false, backorders: 0, use_config_notify_stock_qty: false, notify_stock_qty: 0,
  use_config_qty_increments: false, qty_increments: 0, use_config_enable_qty_inc: false, enable_qty_increments: false,
  use_config_manage_stock: true, manage_stock: true, low_stock_date: null, is_decimal_divided: false, stock_status_changed_auto: 0,
};

/** The fields of a product body that differ in the product shown: pointer, sent, shown. */
function differences(sent: Json, shown: unknown, websites: number[]): string[] {
  const out: string[] = [];
  const product = record(shown);
  for (const [key, value] of Object.entries(sent)) {
    if (key === 'extension_attributes' || key === 'custom_attributes') continue;
    if (!sameValue(value, product[key])) out.push(`${key} ${show(product[key])} (sent ${show(value)})`);
  }
  for (const a of list(sent.custom_attributes).map(record)) {
    const code = String(a.attribute_code);
    if (!sameValue(a.value, customAttribute(product, code))) out.push(`custom_attributes.${code} ${show(customAttribute(product, code))} (sent ${show(a.value)})`);
  }
  const item = stockItemOf(product);
  for (const [key, value] of Object.entries(STOCK_ITEM)) if (!sameValue(value, item[key])) out.push(`stock_item.${key} ${show(item[key])} (sent ${show(value)})`);
  if (JSON.stringify(websitesOf(product)) !== JSON.stringify(websites)) out.push(`website_ids ${show(websitesOf(product))} (every website: ${show(websites)})`);
  return out;
}

async function everyField(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const known = await stores(ctx);
  if ('reason' in known) return skip(known.reason);
  const category = await ownCategory(ctx, 'psevc');
  if ('reason' in category) return skip(category.reason);
  try {
    const sku = ctx.name('psevf').toLowerCase();
    const body: Json = {
      sku, name: sku, type_id: 'simple', weight: 1, attribute_set_id: 4, price: 10, status: 2, visibility: 1,
      extension_attributes: { stock_item: STOCK_ITEM },
      custom_attributes: [{ attribute_code: 'url_key', value: sku }, { attribute_code: 'tax_class_id', value: 2 }, { attribute_code: 'category_ids', value: [Number(category.id)] }],
    };
    // The session's create merges its own fields under these: every field of the body is the one sent here, and no
    // website_ids (under all, the product goes to every website).
    const made = await s.product(sku, body);
    if (notMadeReason(made)) return skip(made.reason);
    const inAnswer = differences(body, made.read, known.websites);
    if (inAnswer.length > 0) return failed(`${CREATE} under the store code all without website_ids did not answer every field as sent and every website`, 'every field as sent, the stock item\'s 23 included, and website_ids of every website', inAnswer.join('; '), made.res);
    const read = await readOf(s, sku, `${CREATE} under all`);
    if (isVerdict(read)) return read;
    const onRead = differences(body, read.json, known.websites);
    if (onRead.length > 0) return failed(`${READ} does not show every field ${CREATE} sent under all, and every website`, 'every field as sent, the stock item\'s 23 included, and website_ids of every website', onRead.join('; '), read);
    return pass(`${CREATE} under the store code all without website_ids answered and read every field as sent (the stock item's ${Object.keys(STOCK_ITEM).length}, url_key, tax_class_id, category_ids [${category.id}]) and website_ids ${show(known.websites)}`);
  } finally {
    await s.end();
    await dropCategory(ctx, category.id);
  }
}

async function status(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('psstz').toLowerCase();
  const body: Json = { sku, name: sku, visibility: 1, type_id: 'simple', price: 100, status: 0, attribute_set_id: 4 };
  const made = await s.product(sku, body);
  if (notMadeReason(made)) return skip(made.reason);
  const read = await readOf(s, sku, `${CREATE} with status 0`);
  if (isVerdict(read)) return read;
  if (!sameValue(0, record(read.json).status)) return failed(`${READ} does not show the status 0 ${CREATE} sent`, 'status 0', `status ${show(record(read.json).status)}`, read);
  const again = await saveAgain(ctx, { ...body, price: 200 });
  if (!ok(again)) return failed(`${CREATE} of the SKU again with price 200 was not saved`, '200 with the product', describe(again), again);
  const after = await readOf(s, sku, `${CREATE} of the SKU again`);
  if (isVerdict(after)) return after;
  if (!sameValue(0, record(after.json).status) || !sameValue(200, record(after.json).price)) return failed(`${READ} does not show the price of ${CREATE} sent again with status 0 kept`, 'status 0, price 200', `status ${show(record(after.json).status)}, price ${show(record(after.json).price)}`, after);
  return pass(`a product created with status 0 read 0; saved again by ${CREATE} with price 200 it read price 200 and status 0`);
}

async function specialPrice(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('psspc').toLowerCase();
  const made = await s.product(sku, { custom_attributes: [{ attribute_code: 'special_price', value: '1' }] });
  if (notMadeReason(made)) return skip(made.reason);
  const read = await readOf(s, sku, `${CREATE} with special_price 1`);
  if (isVerdict(read)) return read;
  const codes = list(record(read.json).custom_attributes).map((a) => String(record(a).attribute_code));
  const from = customAttribute(read.json, 'special_from_date');
  const unwanted = codes.filter((c) => c === 'news_from_date' || c === 'custom_design_from');
  if (!sameValue(1, customAttribute(read.json, 'special_price')) || typeof from !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(from) || unwanted.length > 0) {
    return failed(`${READ} does not show the special price ${CREATE} sent with the special_from_date its save sets, and no other date`, 'special_price 1 and a special_from_date among the custom attributes, no news_from_date or custom_design_from', `special_price ${show(customAttribute(read.json, 'special_price'))}, special_from_date ${show(from)}${unwanted.length > 0 ? `, ${unwanted.join(' and ')} set` : ''}`, read);
  }
  for (const value of [5, null] as const) {
    const again = await saveAgain(ctx, { sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', custom_attributes: [{ attribute_code: 'special_price', value }] });
    if (!ok(again)) return failed(`${CREATE} of the SKU again with special_price ${show(value)} was not saved`, '200 with the product', describe(again), again);
    const after = await readOf(s, sku, `${CREATE} again with special_price ${show(value)}`);
    if (isVerdict(after)) return after;
    const shown = customAttribute(after.json, 'special_price');
    if (value === null ? shown !== undefined : !sameValue(value, shown)) return failed(`${READ} does not show the special_price ${CREATE} sent again as ${show(value)}`, value === null ? 'no special_price (null removes it)' : `special_price ${value}`, `special_price ${show(shown)}`, after);
  }
  return pass(`a product created with special_price 1 read it with special_from_date ${String(from)} and no news_from_date or custom_design_from; saved again by ${CREATE} with 5 it read 5, with null none`);
}

const tier = (customer_group_id: number, qty: number, value: number): Json => ({ customer_group_id, qty, value });

async function tierPrices(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pstir').toLowerCase();
  // NOT LOGGED IN (0) and ALL GROUPS (32000), as the platform's test sends them.
  const created = [tier(0, 5, 3.14), tier(32000, 10, 3.45)];
  const made = await s.product(sku, { tier_prices: created });
  if (notMadeReason(made)) return skip(made.reason);
  const read = await readOf(s, sku, `${CREATE} with tier prices`);
  if (isVerdict(read)) return read;
  if (!sameList(created, record(read.json).tier_prices)) return failed(`${READ} does not show the tier prices ${CREATE} sent, in their order`, show(created), show(record(read.json).tier_prices ?? null), read);
  const changed = [tier(0, 6, 3.33), tier(1, 12, 2.1)];
  const steps: Array<{ body: Json; what: string }> = [
    { body: { sku, tier_prices: changed }, what: 'the first tier price changed and the second replaced by one of group 1' },
    { body: { sku, name: `${sku} renamed` }, what: 'no tier_prices' },
  ];
  for (const step of steps) {
    const put = await s.put(sku, step.body);
    if (!ok(put) || !sameList(changed, record(put.json).tier_prices)) return failed(`${UPDATE} with ${step.what} did not answer exactly the tier prices ${step.body.tier_prices === undefined ? 'held' : 'sent'}`, show(changed), ok(put) ? show(record(put.json).tier_prices ?? null) : describe(put), put);
    const after = await readOf(s, sku, `${UPDATE} with ${step.what}`);
    if (isVerdict(after)) return after;
    if (!sameList(changed, record(after.json).tier_prices)) return failed(`${READ} does not show the tier prices after ${UPDATE} with ${step.what}`, show(changed), show(record(after.json).tier_prices ?? null), after);
  }
  return pass(`tier prices of groups 0 and 32000 made by ${CREATE} read back in order; ${UPDATE} changing them answered and read exactly the two sent, and one without tier_prices answered and read them unchanged`);
}

async function categoryLinks(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const category = await ownCategory(ctx, 'psctc');
  if ('reason' in category) return skip(category.reason);
  try {
    const sku = ctx.name('psctl').toLowerCase();
    const link = (position: number): Json[] => [{ category_id: category.id, position }];
    const linksOf = (json: unknown): unknown => ext(json).category_links;
    const made = await s.product(sku, { extension_attributes: { category_links: link(0) } });
    if (notMadeReason(made)) return skip(made.reason);
    if (!sameList(link(0), linksOf(made.read))) return failed(`${CREATE} with a category link did not answer exactly that link`, show(link(0)), show(linksOf(made.read) ?? null), made.res);
    const read = await readOf(s, sku, `${CREATE} with a category link`);
    if (isVerdict(read)) return read;
    if (!sameList(link(0), linksOf(read.json))) return failed(`${READ} does not show exactly the category link ${CREATE} sent`, show(link(0)), show(linksOf(read.json) ?? null), read);
    const websites = list(ext(read.json).website_ids);
    const steps: Array<{ body: Json; want: Json[]; what: string; done: string }> = [
      { body: { sku, extension_attributes: { category_links: null } }, want: link(0), what: 'category_links null', done: 'kept' },
      { body: { sku, extension_attributes: { website_ids: websites } }, want: link(0), what: 'extension_attributes without category_links', done: 'kept' },
      { body: { sku, extension_attributes: { category_links: link(10) } }, want: link(10), what: 'the link moved to position 10', done: 'moved' },
    ];
    for (const step of steps) {
      const put = await s.put(sku, step.body);
      if (!ok(put) || !sameList(step.want, linksOf(put.json))) return failed(`${UPDATE} with ${step.what} did not answer the category link ${step.done}`, show(step.want), ok(put) ? show(linksOf(put.json) ?? null) : describe(put), put);
      const after = await readOf(s, sku, `${UPDATE} with ${step.what}`);
      if (isVerdict(after)) return after;
      if (!sameList(step.want, linksOf(after.json))) return failed(`${READ} does not show the category link after ${UPDATE} with ${step.what}`, show(step.want), show(linksOf(after.json) ?? null), after);
    }
    return pass(`a category link made by ${CREATE} answered and read exactly so; ${UPDATE} with category_links null, and with extension_attributes leaving it out, answered and read it kept; moved to position 10 it answered and read so`);
  } finally {
    await s.end();
    await dropCategory(ctx, category.id);
  }
}

/** Why a refused save is the installation's known finding (no search engine), or null when it is not. */
async function missingEngine(ctx: ScenarioContext, what: string, res: HttpExchange): Promise<string | null> {
  if (res.status < 400) return null;
  const modules = await ctx.send('admin', { method: 'GET', path: '/V1/modules', storeCode: null });
  if (modules.status !== 200 || !Array.isArray(modules.json)) return null;
  const enabled = modules.json.filter((m): m is string => typeof m === 'string');
  if (SEARCH_ENGINE_MODULES.some((m) => enabled.includes(m))) return null;
  return `${what} answered ${describe(res)} and the installation enables no search engine (none of ${SEARCH_ENGINE_MODULES.join(', ')} in GET /V1/modules): the saves that reindex the catalog search are refused there ("Missing required argument $engines of Magento\\Search\\Model\\EngineResolver"), the known finding of docs/real-platform.md that the run's closing diagnostic names`;
}

async function productLinks(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const linked = ctx.name('pslnk').toLowerCase();
  const sku = ctx.name('pslnr').toLowerCase();
  const target = await s.product(linked);
  if (notMadeReason(target)) return skip(target.reason);
  const link = (type: string): Json => ({ sku, link_type: type, linked_product_sku: linked, linked_product_type: 'simple', position: 0 });
  const body = (links: Json[]): Json => ({ sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', product_links: links });
  const made = await sendSaving(ctx, 'POST', '/V1/products', { product: body([link('related')]) });
  if (ok(made)) s.owns(sku);
  else {
    const engine = await missingEngine(ctx, `${CREATE} with a related link`, made);
    return engine !== null ? skip(engine) : failed(`${CREATE} with a related link was not saved`, '200 with the product', describe(made), made);
  }
  const steps: Array<{ links: Json[]; what: string }> = [
    { links: [link('related')], what: 'a related link' },
    { links: [link('upsell')], what: 'an upsell link instead' },
    { links: [], what: 'product_links []' },
  ];
  for (const [i, step] of steps.entries()) {
    if (i > 0) {
      const again = await saveAgain(ctx, body(step.links));
      if (!ok(again)) return failed(`${CREATE} of the SKU again with ${step.what} was not saved`, '200 with the product', describe(again), again);
    }
    const read = await readOf(s, sku, `${CREATE} with ${step.what}`);
    if (isVerdict(read)) return read;
    const shown = record(read.json).product_links;
    if (!sameList(step.links, shown ?? [])) return failed(`${READ} does not show exactly the links ${CREATE} saved with ${step.what}`, step.links.length === 0 ? 'no product_links' : show(step.links), show(shown ?? null), read);
  }
  return pass(`a product made by ${CREATE} with a related link read exactly it; saved again with an upsell link instead, that one alone; with product_links [], none`);
}

/** Fields of the product itself, which custom_attributes must not repeat. */
const OWN_FIELDS = ['sku', 'name', 'price', 'status', 'visibility', 'type_id', 'weight', 'attribute_set_id', 'tier_price', 'created_at', 'updated_at'];

async function eavAttributes(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pseav').toLowerCase();
  const made = await s.product(sku, { custom_attributes: [{ attribute_code: 'description', value: 'Description' }], tier_prices: [tier(0, 2, 9)] });
  if (notMadeReason(made)) return skip(made.reason);
  const read = await readOf(s, sku, CREATE);
  if (isVerdict(read)) return read;
  const codes = list(record(read.json).custom_attributes).map((a) => String(record(a).attribute_code));
  const repeated = codes.filter((c) => OWN_FIELDS.includes(c));
  if (codes.length === 0 || repeated.length > 0) return failed(`${READ} answers custom_attributes ${codes.length === 0 ? 'empty' : 'repeating fields of the product itself'}`, `custom attributes, none of ${OWN_FIELDS.join(', ')}`, codes.length === 0 ? 'no custom attributes' : `custom attributes ${repeated.join(', ')}`, read);
  return pass(`${READ} answered ${codes.length} custom attributes (${codes.join(', ')}), none of the product's own fields`);
}


/** The GET /V1/products query of filter groups (one filter each, or several OR-ed), sorts and a page. */
function criteria(groups: Array<Array<{ field: string; value: string; type?: string }>>, sorts: Array<{ field: string; direction: 'ASC' | 'DESC' }>, pageSize: number, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  groups.forEach((filters, g) => filters.forEach((f, i) => {
    const at = `searchCriteria[filter_groups][${g}][filters][${i}]`;
    query[`${at}[field]`] = f.field;
    query[`${at}[value]`] = f.value;
    query[`${at}[condition_type]`] = f.type ?? 'eq';
  }));
  sorts.forEach((sort, i) => {
    query[`searchCriteria[sortOrders][${i}][field]`] = sort.field;
    query[`searchCriteria[sortOrders][${i}][direction]`] = sort.direction;
  });
  query['searchCriteria[pageSize]'] = String(pageSize);
  query['searchCriteria[currentPage]'] = String(page);
  return query;
}

/** The products_for_search fixture of the platform's tests: prices and meta titles; the category positions are given
 * in the reverse of the order the products are made, so that an order by position is not one by id. */
const FOR_SEARCH = [
  { price: 10, meta_title: 'Key Title', position: 50 },
  { price: 10, meta_title: 'Last Title', position: 40 },
  { price: 20, meta_title: 'First Title', position: 30 },
  { price: 30, meta_title: 'A title', position: 20 },
  { price: 40, meta_title: 'meta title', position: 10 },
] as const;

async function categoryList(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const category = await ownCategory(ctx, 'psclc');
  if ('reason' in category) return skip(category.reason);
  try {
    const skus = FOR_SEARCH.map((_, i) => ctx.name(`pscl${i + 1}`).toLowerCase());
    const names = skus.map((sku) => `${sku} search product`);
    for (const [i, p] of FOR_SEARCH.entries()) {
      const sku = skus[i] as string;
      const made = await s.product(sku, { name: names[i], price: p.price, extension_attributes: { category_links: [{ category_id: category.id, position: p.position }] }, custom_attributes: [{ attribute_code: 'meta_title', value: p.meta_title }, { attribute_code: 'meta_keyword', value: 'meta keyword' }, { attribute_code: 'meta_description', value: 'meta description' }] });
      if (notMadeReason(made)) return skip(made.reason);
    }
    const inCategory = { field: 'category_id', value: category.id };
    /** `want.skus` in that order, or `want.count` of the five (the list's order without a sort is the platform's). */
    const ask = async (query: Record<string, string>, what: string, want: { total: number; skus?: string[]; count?: number }): Promise<Verdict | null> => {
      const res = await ctx.send('admin', { method: 'GET', path: '/V1/products', storeCode: 'all', query });
      const found = list(record(res.json).items).map((i) => String(record(i).sku));
      const total = record(res.json).total_count;
      const same = want.skus !== undefined ? JSON.stringify(found) === JSON.stringify(want.skus) : found.length === want.count && found.every((sku) => skus.includes(sku)) && new Set(found).size === found.length;
      const withWebsites = list(record(res.json).items).every((i) => ext(i).website_ids !== undefined);
      if (res.status === 200 && sameValue(want.total, total) && same && withWebsites) return null;
      const items = want.skus !== undefined ? (want.skus.length === 0 ? 'no items' : `the items ${want.skus.join(', ')} in that order`) : want.count === 0 ? 'no items' : `${want.count} of the category's five products`;
      return failed(`${LIST} ${what} did not answer the run's products of its category as the platform does`, `total_count ${want.total} and ${items}, each with its website_ids`, res.status === 200 ? `total_count ${show(total)}, the items ${found.length === 0 ? '(none)' : found.join(', ')}${withWebsites ? '' : ' (an item without website_ids)'}` : describe(res), res);
    };
    // testGetListPagination: the five in pages of 10, 2 and 3, and a page far past the last.
    for (const [size, page, count] of [[10, 1, 5], [2, 1, 2], [3, 2, 2], [100, 99, 0]] as const) {
      const wrong = await ask(criteria([[inCategory]], [], size, page), `filtered on category_id with page size ${size}, page ${page}`, { total: 5, count });
      if (wrong !== null) return wrong;
    }
    // testGetListWithMultipleFilterGroupsAndSortingAndPagination: four names OR-ed, AND price lt 35, AND the category,
    // sorted by meta_title DESC, page 2 of size 2: the fourth product alone of three.
    const wrong = await ask(criteria([names.slice(1).map((value) => ({ field: 'name', value })), [{ field: 'price', value: '35', type: 'lt' }], [inCategory]], [{ field: 'meta_title', direction: 'DESC' }], 2, 2), 'with four names OR-ed, price lt 35 and category_id, sorted by meta_title DESC, page 2 of size 2', { total: 3, skus: [skus[3] as string] });
    if (wrong !== null) return wrong;
    // testGetListSortingByPosition: the category's positions, both ways.
    const byPosition = [...skus].reverse();
    for (const direction of ['ASC', 'DESC'] as const) {
      const out = await ask(criteria([[inCategory]], [{ field: 'position', direction }], 5, 1), `filtered on category_id and sorted by position ${direction}`, { total: 5, skus: direction === 'ASC' ? byPosition : skus });
      if (out !== null) return out;
    }
    return pass(`${LIST} filtered on a category of the run's own answered its five products in pages of 10, 2 and 3 (none past the last), the one product of three that four names OR-ed, price lt 35 and the category find on page 2 by meta_title DESC, and the five in their category positions' order both ways`);
  } finally {
    await s.end();
    await dropCategory(ctx, category.id);
  }
}

/** The values of a product that are store-scoped (or website-scoped) on the platform, as made and as changed under all. */
const SCOPED_MADE = { visibility: 2, status: 2, tax_class_id: 2, short_description: 'short made', description: 'description made', meta_title: 'title made', meta_keyword: 'keyword made', meta_description: 'meta made' } as const;
const SCOPED_CHANGED = { visibility: 1, status: 0, tax_class_id: 0, short_description: 'short changed', description: 'description changed', meta_title: 'title changed', meta_keyword: 'keyword changed', meta_description: 'meta changed' } as const;
const FIELDS_OF_PRODUCT = new Set(['visibility', 'status']);
const body = (sku: string, values: Record<string, string | number>, extra: Json = {}): Json => ({
  sku,
  ...Object.fromEntries(Object.entries(values).filter(([k]) => FIELDS_OF_PRODUCT.has(k))),
  custom_attributes: Object.entries(values).filter(([k]) => !FIELDS_OF_PRODUCT.has(k)).map(([attribute_code, value]) => ({ attribute_code, value })),
  ...extra,
});
const valueOf = (product: unknown, code: string): unknown => (FIELDS_OF_PRODUCT.has(code) ? record(product)[code] : customAttribute(product, code));

async function viewSaves(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const known = await stores(ctx);
  if ('reason' in known) return skip(known.reason);
  const last = known.websites[known.websites.length - 1] as number;
  const view = [...known.views].reverse().find((v) => v.website === last)?.code;
  const defaultView = known.views.find((v) => v.website === known.websites[0])?.code;
  if (view === undefined || defaultView === undefined) return skip(`no store view of the websites ${show(known.websites)} is listed`);
  const sku = ctx.name('psvwa').toLowerCase();
  const other = ctx.name('psvwb').toLowerCase();
  // ProductRepositoryMultiWebsiteTest::testProductDefaultValuesWithTwoWebsites: made under all (weight 100), then saved
  // again by POST under a view of the last website with its sku and a new name alone.
  const made = await s.product(sku, body(sku, SCOPED_MADE, { weight: 100, price: 10, custom_attributes: [...(body(sku, SCOPED_MADE).custom_attributes as Json[]), { attribute_code: 'url_key', value: sku }] }));
  if (notMadeReason(made)) return skip(made.reason);
  if (made.read.sku !== sku) return failed(`${CREATE} under all did not answer the product's sku`, `sku "${sku}"`, `sku ${show(made.read.sku)}`, made.res);
  const renamed = await sendSaving(ctx, 'POST', '/V1/products', { product: { sku, name: `${sku} changed` } }, view);
  if (!ok(renamed) || record(renamed.json).name !== `${sku} changed`) return failed(`${CREATE} under the store view ${view} with the sku and a new name alone did not answer the new name`, `200 with name "${sku} changed"`, ok(renamed) ? `name ${show(record(renamed.json).name)}` : describe(renamed), renamed);
  // What that save did not send is no value of the view's own: changed under all, the view follows.
  const changed = await s.put(sku, body(sku, SCOPED_CHANGED, { custom_attributes: [...(body(sku, SCOPED_CHANGED).custom_attributes as Json[]), { attribute_code: 'url_key', value: `${sku}-moved` }] }));
  if (!ok(changed)) return failed(`${UPDATE} under all of the product's store-scoped values was not saved`, '200 with the product', describe(changed), changed);
  const inView = await ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: view });
  if (inView.status !== 200) return failed(`${READ} under the store view ${view} did not answer the product`, '200 with the product', describe(inView), inView);
  const want: Record<string, unknown> = { ...SCOPED_CHANGED, url_key: `${sku}-moved`, name: `${sku} changed` };
  const own = Object.entries(want).filter(([code, value]) => !sameValue(value, code === 'name' ? record(inView.json).name : valueOf(inView.json, code)));
  if (own.length > 0) return failed(`${READ} under the store view ${view} shows values of its own that ${CREATE} under it did not send (or lost its name)`, `the values changed under all afterwards (${Object.entries(SCOPED_CHANGED).map(([c, v]) => `${c} ${show(v)}`).join(', ')}, url_key "${sku}-moved") and its own name "${sku} changed"`, own.map(([code]) => `${code} ${show(code === 'name' ? record(inView.json).name : valueOf(inView.json, code))}`).join(', '), inView);
  // ::testPartialUpdateShouldNotOverrideUrlKeyInheritance: another product renamed under the default view to the
  // first product's name, then to a new one; each name reads there, its url_key as made.
  const second = await s.product(other, { custom_attributes: [{ attribute_code: 'url_key', value: other }] });
  if (notMadeReason(second)) return skip(second.reason);
  for (const name of [sku, `${other} storeview`]) {
    const saved = await sendSaving(ctx, 'POST', '/V1/products', { product: { sku: other, name } }, defaultView);
    if (!ok(saved)) return failed(`${CREATE} under the store view ${defaultView} with the sku and the name "${name}" alone was not saved`, '200 with the product', describe(saved), saved);
    const read = await ctx.send('admin', { method: 'GET', path: productPath(other), storeCode: defaultView });
    if (read.status !== 200 || record(read.json).name !== name || customAttribute(read.json, 'url_key') !== other) return failed(`${READ} under the store view ${defaultView} does not show the name ${CREATE} saved there with the url_key kept`, `name "${name}", url_key "${other}"`, read.status === 200 ? `name ${show(record(read.json).name)}, url_key ${show(customAttribute(read.json, 'url_key'))}` : describe(read), read);
  }
  return pass(`a product made under all and renamed by ${CREATE} under ${view} answered the new name and kept no value of the view's own (${Object.keys(SCOPED_CHANGED).join(', ')}, url_key followed all); another renamed under ${defaultView} to the first's name, then to a new one, read each with its url_key as made`);
}

async function multiselectResave(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('psmul').toLowerCase();
  const attribute = await s.multiselect(sku);
  if (notMadeReason(attribute)) return skip(attribute.reason);
  const [a, , c] = attribute.values as [string, string, string];
  const saveWith = (value: string): Json => ({ sku, name: sku, attribute_set_id: attribute.setId, price: 10, status: 2, visibility: 1, type_id: 'simple', custom_attributes: [{ attribute_code: attribute.code, value }] });
  const made = await s.product(sku, saveWith(`${a},${c}`));
  if (notMadeReason(made)) return skip(made.reason);
  const options = (v: unknown): string => (typeof v === 'string' ? v.split(',').filter((x) => x !== '').sort().join(',') : v === undefined || v === null ? '' : JSON.stringify(v));
  const first = await readOf(s, sku, `${CREATE} with two options`);
  if (isVerdict(first)) return first;
  if (options(customAttribute(first.json, attribute.code)) !== options(`${a},${c}`)) return failed(`${READ} under all does not show the two options ${CREATE} saved`, `"${a},${c}"`, show(customAttribute(first.json, attribute.code)), first);
  const again = await saveAgain(ctx, saveWith(''));
  if (!ok(again)) return failed(`${CREATE} of the SKU again with the multiselect value "" was not saved`, '200 with the product', describe(again), again);
  const after = await readOf(s, sku, `${CREATE} again with ""`);
  if (isVerdict(after)) return after;
  const shown = customAttribute(after.json, attribute.code);
  // The platform's test asserts "" with assertEquals, which no value (null) passes: the real editions answer none.
  if (!(shown === undefined || shown === null || shown === '')) return failed(`${READ} under all still shows options after ${CREATE} saved the multiselect again as ""`, 'no value ("" or none)', show(shown), after);
  return pass(`a multiselect attribute of the run's own saved by ${CREATE} under all with two options read "${a},${c}"; saved again with "" it read ${shown === undefined ? 'no value' : show(shown)}`);
}

/** Two store-scoped attributes of the run's own (a text and a textarea one) in an attribute set of its own, or why
 * not; `drop` removes what was made (the attributes, then the set). */
async function scopedAttributes(ctx: ScenarioContext, stem: string): Promise<{ setId: number; varchar: string; text: string; drop: () => Promise<void> } | { reason: string }> {
  const made: string[] = [];
  const drop = async (): Promise<void> => {
    for (const path of made.splice(0).reverse()) await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
  };
  const set = await sendSaving(ctx, 'POST', '/V1/products/attribute-sets', { attributeSet: { attribute_set_name: ctx.name(`${stem}set`), sort_order: 0, entity_type_id: 4 }, skeletonId: 4 });
  const setId = Number(record(set.json).attribute_set_id);
  if (!ok(set) || !Number.isInteger(setId)) return { reason: `the run could not create its own attribute set (POST /V1/products/attribute-sets answered ${describe(set)})` };
  made.push(`/V1/products/attribute-sets/${setId}`);
  const group = await sendSaving(ctx, 'POST', '/V1/products/attribute-sets/groups', { group: { attribute_group_name: ctx.name(`${stem}grp`), attribute_set_id: setId } });
  const groupId = text(record(group.json).attribute_group_id);
  if (!ok(group) || groupId === null) {
    await drop();
    return { reason: `the run could not create its own attribute group (POST /V1/products/attribute-sets/groups answered ${describe(group)})` };
  }
  const codes: string[] = [];
  for (const [suffix, input] of [['v', 'text'], ['t', 'textarea']] as const) {
    const code = ctx.name(`${stem}${suffix}`).toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 60);
    const attribute = await sendSaving(ctx, 'POST', '/V1/products/attributes', { attribute: { attribute_code: code, frontend_input: input, entity_type_id: '4', is_required: false, scope: 'store', default_frontend_label: code } });
    if (!ok(attribute)) {
      await drop();
      return { reason: `the run could not create its own ${input} attribute (POST /V1/products/attributes answered ${describe(attribute)})` };
    }
    made.push(`/V1/products/attributes/${code}`);
    const assigned = await sendSaving(ctx, 'POST', '/V1/products/attribute-sets/attributes', { attributeSetId: setId, attributeGroupId: Number(groupId), attributeCode: code, sortOrder: 0 });
    if (!ok(assigned)) {
      await drop();
      return { reason: `the run could not put its ${input} attribute in its set (POST /V1/products/attribute-sets/attributes answered ${describe(assigned)})` };
    }
    codes.push(code);
  }
  return { setId, varchar: codes[0] as string, text: codes[1] as string, drop };
}

async function viewAttributes(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const known = await stores(ctx);
  if ('reason' in known) return skip(known.reason);
  const last = known.websites[known.websites.length - 1] as number;
  const view = [...known.views].reverse().find((v) => v.website === last)?.code;
  if (view === undefined) return skip(`no store view of the website ${last} is listed`);
  const attributes = await scopedAttributes(ctx, 'psva');
  if ('reason' in attributes) return skip(attributes.reason);
  try {
    const sku = ctx.name('psvat').toLowerCase();
    const { varchar, text: textual, setId } = attributes;
    // ProductRepositoryMultiWebsiteTest::testPartialUpdate: made under all with both attributes, then saved under a view
    // of the last website one attribute at a time, then the textarea one sent as null there.
    const fields = { name: sku, attribute_set_id: setId, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 100 };
    const made = await s.product(sku, { ...fields, custom_attributes: [{ attribute_code: varchar, value: 'api_test_value_varchar' }, { attribute_code: textual, value: 'api_test_value_text' }] });
    if (notMadeReason(made)) return skip(made.reason);
    const steps: Array<{ sent: Json; want: [string, string]; what: string }> = [
      { sent: { [varchar]: 'api_test_value_varchar_changed' }, want: ['api_test_value_varchar_changed', 'api_test_value_text'], what: 'the text attribute alone' },
      { sent: { [textual]: 'api_test_value_text_changed' }, want: ['api_test_value_varchar_changed', 'api_test_value_text_changed'], what: 'the textarea attribute alone' },
      { sent: { [textual]: null }, want: ['api_test_value_varchar_changed', 'api_test_value_text'], what: 'the textarea attribute as null' },
    ];
    const madeWith = [customAttribute(made.read, varchar), customAttribute(made.read, textual)];
    if (!sameValue('api_test_value_varchar', madeWith[0]) || !sameValue('api_test_value_text', madeWith[1])) return failed(`${CREATE} under all did not answer its two attributes as sent`, 'api_test_value_varchar, api_test_value_text', madeWith.map(show).join(', '), made.res);
    for (const { sent, want, what } of steps) {
      // The body names the set: without it the platform reads custom attributes against the default set (above).
      const res = await sendSaving(ctx, 'POST', '/V1/products', { product: { sku, attribute_set_id: setId, custom_attributes: Object.entries(sent).map(([attribute_code, value]) => ({ attribute_code, value })) } }, view);
      if (!ok(res)) return failed(`${CREATE} under the store view ${view} with ${what} was not saved`, '200 with the product', describe(res), res);
      const differing = [...Object.entries(fields).filter(([k, v]) => !sameValue(v, record(res.json)[k])).map(([k]) => `${k} ${show(record(res.json)[k])}`), ...[varchar, textual].flatMap((code, n) => (sameValue(want[n], customAttribute(res.json, code)) ? [] : [`${code} ${show(customAttribute(res.json, code))}`]))];
      if (differing.length > 0) return failed(`${CREATE} under the store view ${view} with ${what} did not answer that attribute changed and the rest as it was`, `${varchar} "${want[0]}", ${textual} "${want[1]}", ${Object.entries(fields).map(([k, v]) => `${k} ${show(v)}`).join(', ')}`, differing.join(', '), res);
    }
    // Which values are the view's own: changed under all afterwards, the view follows all but for the attribute it
    // holds (the text one; the textarea one went back to all's with null).
    const all = await s.put(sku, { sku, attribute_set_id: setId, name: `${sku} all`, visibility: 2, status: 0, custom_attributes: [{ attribute_code: varchar, value: 'all_varchar' }, { attribute_code: textual, value: 'all_text' }, { attribute_code: 'tax_class_id', value: 0 }] });
    if (!ok(all)) return failed(`${UPDATE} under all of the product's values was not saved`, '200 with the product', describe(all), all);
    const inView = await ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: view });
    if (inView.status !== 200) return failed(`${READ} under the store view ${view} did not answer the product`, '200 with the product', describe(inView), inView);
    const expected: Array<[string, unknown, unknown]> = [
      ['name', `${sku} all`, record(inView.json).name], ['visibility', 2, record(inView.json).visibility], ['status', 0, record(inView.json).status],
      ['tax_class_id', 0, customAttribute(inView.json, 'tax_class_id')], [varchar, 'api_test_value_varchar_changed', customAttribute(inView.json, varchar)], [textual, 'all_text', customAttribute(inView.json, textual)],
    ];
    const wrong = expected.filter(([, want, shown]) => !sameValue(want, shown));
    if (wrong.length > 0) return failed(`${READ} under the store view ${view} does not hold its own value for the attribute saved there alone`, `${expected.map(([k, v]) => `${k} ${show(v)}`).join(', ')} (the view's own text attribute; all's values for the rest)`, wrong.map(([k, , v]) => `${k} ${show(v)}`).join(', '), inView);
    return pass(`a product with two store-scoped attributes of the run's own, saved by ${CREATE} under ${view} one attribute at a time and the textarea one as null, answered each step with that attribute changed and the rest as it was; changed under all, the view kept its own text value alone`);
  } finally {
    await s.end();
    await attributes.drop();
  }
}

const JUDGES: Record<ProductSave, (ctx: ScenarioContext, s: ProductSession) => Promise<Verdict>> = {
  websites,
  'all-store-create': allStoreCreate,
  'every-field': everyField,
  status,
  'special-price': specialPrice,
  'tier-prices': tierPrices,
  'category-links': categoryLinks,
  'product-links': productLinks,
  'eav-attributes': eavAttributes,
  'category-list': categoryList,
  'view-saves': viewSaves,
  'multiselect-resave': multiselectResave,
  'view-attributes': viewAttributes,
};

const ABOUT: Record<ProductSave, string> = {
  websites: CREATE, 'all-store-create': CREATE, 'every-field': CREATE, status: CREATE, 'special-price': CREATE,
  'tier-prices': CREATE, 'category-links': CREATE, 'product-links': CREATE, 'eav-attributes': READ,
  'category-list': LIST, 'view-saves': CREATE, 'multiselect-resave': CREATE, 'view-attributes': CREATE,
};

export const writeProductSaves: ScenarioCheck<ProductSaveScenario> = {
  subject: 'scenario',
  id: 'write.product-saves',
  family: 'write',
  rule: 'Whole products saved through POST /V1/products (created, and saved again by SKU) and PUT /V1/products/:sku answer and read back as sent: website_ids naming two websites, or one without the default store view, and kept by an update of the name alone, with GET /V1/products filtered on website_id or store finding each product in its websites alone; a simple and a virtual product created under the store code all read under every store view\'s code, and deleted read 404 "The product that was requested doesn\'t exist. Verify the product and try again."; a product created under all without website_ids answers every field as sent (url_key, tax_class_id, category_ids, the stock item\'s 23 fields) and every website; status 0 kept by a save again with a new price; special_price read with the special_from_date its save sets, 5 and then null (removed) saved again; tier prices of NOT LOGGED IN and ALL GROUPS read in order, changed and left out by updates that answer exactly them; a category link answered and read exactly, kept by an update with category_links null or left out, moved to position 10; a related link saved by POST, replaced by an upsell link, emptied by []; custom_attributes that repeat none of the product\'s own fields; GET /V1/products filtered on a category paged (none past the last page), with names OR-ed, a price bound and a sort on meta_title, and sorted by the category\'s positions both ways; a save under a store view of the name alone that keeps no other value of the view\'s own; a multiselect saved again by POST with "" read without a value; and store-scoped attributes saved under a store view one at a time, null there reverting to all\'s value, the view holding its own value for the attribute sent alone.',
  source: 'dev/tests/api-functional Catalog ProductRepositoryInterfaceTest (testCreateWithMultipleWebsites, testCreateWithNonDefaultStoreWebsite, testUpdateWithoutWebsiteIds, testGetListWithFilteringByWebsite, testGetListWithFilteringByStore, testCreate, testCreateAllStoreCode, testCreateAllStoreCodeForSingleWebsite, testDeleteAllStoreCode, testUpdateStatus, testSpecialPrice, testResetSpecialPrice, testTierPrices, testProductCategoryLinks, testUpdateProductCategoryLinksNullOrNotExists, testUpdateProductCategoryLinksPosistion, testProductLinks, testEavAttributes, testGetListPagination, testGetListWithMultipleFilterGroupsAndSortingAndPagination, testGetListSortingByPosition, testUpdateMultiselectAttributes), ProductRepositoryAllStoreViewsTest and ProductRepositoryMultiWebsiteTest (testProductDefaultValuesWithTwoWebsites, testPartialUpdate, testPartialUpdateShouldNotOverrideUrlKeyInheritance) (magento/magento2); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, "Product saves")',
  scenarios: (Object.keys(JUDGES) as ProductSave[]).map((save) => ({ title: save, about: ABOUT[save], contract: ABOUT[save], writes: true, save })),
  async run(ctx, scenario) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => JUDGES[scenario.save](ctx, session));
  },
};
