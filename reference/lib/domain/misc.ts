// CMS pages/blocks, stores, directory, tax, sales rules/coupons, EAV attribute sets, modules.

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param } from './context.ts';
import { inputError, noSuchEntity, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone } from './json.ts';
import { readScoped, setScoped, writeStoreId, dropScoped } from './scope.ts';
import { parseSearchCriteria, searchResult } from './search.ts';
import type { State, Table } from './state.ts';

export const CMS_PAGE_SCOPED_FIELDS = ['title'] as const;

export function cmsPageKey(id: number): string {
  return `cms_page:${id}`;
}

function requirePage(state: State, id: number): JsonObject {
  const page = state.cmsPages.get(id);
  if (page === undefined) throw notFound('The CMS page with the "%1" ID doesn\'t exist.', [String(id)]);
  return page;
}

function requireBlock(state: State, id: number): JsonObject {
  const block = state.cmsBlocks.get(id);
  if (block === undefined) throw notFound('The CMS block with the "%1" ID doesn\'t exist.', [String(id)]);
  return block;
}

function serializePage(state: State, row: JsonObject, storeId: number): JsonObject {
  const scoped = readScoped(state, cmsPageKey(Number(row.id)), storeId, row);
  const out: JsonObject = {};
  for (const field of ['id', 'identifier', 'title', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'creation_time', 'update_time', 'sort_order', 'layout_update_xml', 'custom_theme', 'custom_root_template', 'active']) {
    if (scoped[field] !== undefined && scoped[field] !== null) out[field] = clone(scoped[field] as Json);
  }
  return out;
}

function serializeBlock(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of ['id', 'identifier', 'title', 'content', 'creation_time', 'update_time', 'active']) if (row[field] !== undefined && row[field] !== null) out[field] = clone(row[field] as Json);
  return out;
}

/** The id plus the fields the client sent (and `active`), in the platform's order: what a create answers. */
function createdEcho(row: JsonObject, order: readonly string[], input: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of order) if (field === 'id' || field === 'active' || field in input) if (row[field] !== undefined) out[field] = clone(row[field] as Json);
  return out;
}

function identifierTaken(table: Table, identifier: string, exceptId: number | null): boolean {
  return table.all().some((row) => row.identifier === identifier && row.id !== exceptId);
}

function savePage(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'page');
  const idParam = ctx.call.params.id;
  const id = idParam !== undefined ? intParam(ctx, 'id') : input.id === undefined || input.id === null ? null : asNumber(input.id, -1);
  const existing = id === null ? undefined : ctx.state.cmsPages.get(id);
  if (id !== null && existing === undefined && idParam !== undefined) throw noSuchEntity('id', id);
  const now = ctx.now();
  let row: JsonObject;
  if (existing === undefined) {
    const identifier = asString(input.identifier, '');
    if (identifier === '') throw requiredField('identifier');
    if (asString(input.title, '') === '') throw requiredField('title');
    if (identifierTaken(ctx.state.cmsPages, identifier, null)) throw inputError('The value specified in the URL Key field would generate a URL that already exists.');
    row = { identifier, title: asString(input.title, ''), page_layout: asString(input.page_layout, '1column'), content: asString(input.content, ''), creation_time: now, update_time: now, sort_order: '0', active: input.active === undefined ? true : Boolean(input.active) };
    ctx.state.cmsPages.insert(row, 'id');
    // A new page is answered as saved, not reloaded: the given fields and the id, no timestamps (as the platform).
    return createdEcho(row, ['id', 'identifier', 'title', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'active'], input);
  } else {
    row = existing;
    for (const field of ['identifier', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'sort_order', 'active'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    row.update_time = now;
  }
  const storeId = writeStoreId(ctx.state, ctx.call.storeCode, existing === undefined ? 'create' : 'update');
  if (storeId === 0 && 'title' in input) row.title = asString(input.title, '');
  if (storeId !== 0 && 'title' in input) setScoped(ctx.state, cmsPageKey(Number(row.id)), storeId, { title: asString(input.title, '') }, CMS_PAGE_SCOPED_FIELDS);
  return serializePage(ctx.state, row, ctx.storeId);
}

function saveBlock(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'block');
  const id = ctx.call.params.id !== undefined ? intParam(ctx, 'id') : input.id === undefined || input.id === null ? null : asNumber(input.id, -1);
  const now = ctx.now();
  if (id !== null && ctx.state.cmsBlocks.get(id) !== undefined) {
    const row = requireBlock(ctx.state, id);
    for (const field of ['identifier', 'title', 'content', 'active'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    row.update_time = now;
    return serializeBlock(row);
  }
  const identifier = asString(input.identifier, '');
  if (identifier === '') throw requiredField('identifier');
  if (identifierTaken(ctx.state.cmsBlocks, identifier, null)) throw inputError('A block identifier with the same properties already exists in the selected store.');
  const row: JsonObject = { identifier, title: asString(input.title, ''), content: asString(input.content, ''), creation_time: now, update_time: now, active: input.active === undefined ? true : Boolean(input.active) };
  ctx.state.cmsBlocks.insert(row, 'id');
  return createdEcho(row, ['id', 'identifier', 'title', 'content', 'active'], input);
}

function list(ctx: Ctx, rows: JsonObject[], serialize: (row: JsonObject) => JsonObject): JsonObject {
  const result = searchResult(rows, parseSearchCriteria(ctx.call.query), (row, field) => (field.startsWith('__') ? undefined : row[field]));
  result.items = (result.items as JsonObject[]).map(serialize);
  return result;
}

function requireRow(table: Table, id: number, fieldName: string): JsonObject {
  const row = table.get(id);
  if (row === undefined) throw noSuchEntity(fieldName, id);
  return row;
}

/** Generic create-or-update for the simple repositories (tax classes/rates/rules, rules, coupons). */
function upsert(ctx: Ctx, table: Table, bodyField: string, idField: string, required: readonly string[], pathId: string | null, defaults: (input: JsonObject) => JsonObject = () => ({})): JsonObject {
  const input = bodyObject(ctx, bodyField);
  for (const field of required) if (input[field] === undefined || input[field] === null || input[field] === '') throw requiredField(field);
  const id = pathId !== null && ctx.call.params[pathId] !== undefined ? intParam(ctx, pathId) : input[idField] === undefined || input[idField] === null ? null : asNumber(input[idField], -1);
  if (id !== null) {
    const row = requireRow(table, id, idField);
    for (const [key, value] of Object.entries(input)) if (key !== idField) row[key] = clone(value);
    return clone(row);
  }
  // A created row is the platform's defaults with the client's fields over them, the new id first.
  const row: JsonObject = { ...defaults(input), ...(clone(input) as JsonObject) };
  delete row[idField];
  table.insert(row, idField);
  const ordered: JsonObject = { [idField]: row[idField] ?? 0 };
  for (const [key, value] of Object.entries(row)) if (key !== idField) ordered[key] = value;
  table.put(Number(row[idField]), ordered);
  return clone(ordered);
}

const COUNTRIES: Array<[string, string, string, Array<[string, string, string]>]> = [
  ['US', 'USA', 'United States', [['12', 'CA', 'California'], ['43', 'NY', 'New York'], ['57', 'TX', 'Texas']]],
  ['DE', 'DEU', 'Germany', [['82', 'BER', 'Berlin'], ['81', 'BAY', 'Bayern']]],
  ['GB', 'GBR', 'United Kingdom', []],
  ['FR', 'FRA', 'France', []],
];

function country(id: string): JsonObject {
  const entry = COUNTRIES.find(([code]) => code === id.toUpperCase());
  if (entry === undefined) throw inputError('The country isn\'t available.');
  const [code, three, name, regions] = entry;
  const out: JsonObject = { id: code, two_letter_abbreviation: code, three_letter_abbreviation: three, full_name_locale: name, full_name_english: name };
  if (regions.length > 0) out.available_regions = regions.map(([regionId, regionCode, regionName]) => ({ id: regionId, code: regionCode, name: regionName }));
  return out;
}

/** A new sales rule's fields as the platform fills them (RuleRepository::save answers the saved rule). */
function salesRuleDefaults(): JsonObject {
  return {
    name: '',
    store_labels: [],
    description: '',
    website_ids: [],
    customer_group_ids: [],
    uses_per_customer: 0,
    is_active: true,
    condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine', aggregator_type: 'all', operator: null, value: true },
    action_condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine', aggregator_type: 'all', operator: null, value: true },
    stop_rules_processing: false,
    is_advanced: true,
    sort_order: 0,
    simple_action: 'by_percent',
    discount_amount: 0,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 0,
    is_rss: false,
    coupon_type: 'NO_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
  };
}

/** The region code a tax rate shows as region_name ("CA" for California), '*' for none. */
function regionCode(countryId: string, regionId: number): string {
  const regions = COUNTRIES.find(([code]) => code === countryId)?.[3] ?? [];
  return regions.find(([id]) => Number(id) === regionId)?.[1] ?? '*';
}

function generateCoupons(ctx: Ctx): string[] {
  const spec = bodyObject(ctx, 'couponSpec');
  const ruleId = asNumber(spec.rule_id, -1);
  requireRow(ctx.state.salesRules, ruleId, 'rule_id');
  const quantity = asNumber(spec.quantity, 0);
  if (quantity <= 0) throw requiredField('quantity');
  const length = asNumber(spec.length, 12);
  const codes: string[] = [];
  for (let index = 0; index < quantity; index++) {
    const code = `${asString(spec.prefix, '')}${String(ctx.state.coupons.peekNextId()).padStart(length, '0')}${asString(spec.suffix, '')}`;
    ctx.state.coupons.insert({ rule_id: ruleId, code, usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: false, created_at: ctx.now(), type: 1 }, 'coupon_id');
    codes.push(code);
  }
  return codes;
}

function deleteCoupons(ctx: Ctx, field: 'ids' | 'codes'): JsonObject {
  const wanted = bodyValue(ctx, field);
  if (!Array.isArray(wanted)) throw requiredField(field);
  const failed: string[] = [];
  const missing: string[] = [];
  for (const value of wanted) {
    const coupon = ctx.state.coupons.all().find((row) => (field === 'ids' ? row.coupon_id === asNumber(value, -1) : row.code === String(value)));
    if (coupon === undefined) missing.push(String(value));
    else ctx.state.coupons.delete(Number(coupon.coupon_id));
  }
  return { failed_items: failed, missing_items: missing };
}

const MODULES = ['Magento_Store', 'Magento_Config', 'Magento_Directory', 'Magento_Theme', 'Magento_Backend', 'Magento_Eav', 'Magento_Customer', 'Magento_Cms', 'Magento_Integration', 'Magento_Catalog', 'Magento_CatalogInventory', 'Magento_Quote', 'Magento_SalesRule', 'Magento_Sales', 'Magento_Checkout', 'Magento_Tax', 'Magento_Bundle', 'Magento_ConfigurableProduct', 'Magento_Downloadable', 'Magento_GiftMessage', 'Magento_Webapi', 'Magento_WebapiAsync', 'Magento_AsynchronousOperations'];

const TAX = 'Magento\\Tax\\Api\\';
const RULE = 'Magento\\SalesRule\\Api\\';
const STORE = 'Magento\\Store\\Api\\';

export const miscHandlers: HandlerTable = {
  ['Magento\\Cms\\Api\\PageRepositoryInterface::getById']: (ctx) => serializePage(ctx.state, requirePage(ctx.state, intParam(ctx, 'pageId')), ctx.storeId),
  ['Magento\\Cms\\Api\\PageRepositoryInterface::getList']: (ctx) =>
    list(
      ctx,
      ctx.state.cmsPages.all().map((row) => readScoped(ctx.state, cmsPageKey(Number(row.id)), ctx.storeId, row)),
      (row) => serializePage(ctx.state, row, 0),
    ),
  ['Magento\\Cms\\Api\\PageRepositoryInterface::save']: savePage,
  ['Magento\\Cms\\Api\\PageRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'pageId');
    requirePage(ctx.state, id);
    ctx.state.cmsPages.delete(id);
    dropScoped(ctx.state, cmsPageKey(id));
    return true;
  },
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::getById']: (ctx) => serializeBlock(requireBlock(ctx.state, intParam(ctx, 'blockId'))),
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::getList']: (ctx) => list(ctx, ctx.state.cmsBlocks.all(), serializeBlock),
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::save']: saveBlock,
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'blockId');
    requireBlock(ctx.state, id);
    ctx.state.cmsBlocks.delete(id);
    return true;
  },
  [`${STORE}StoreRepositoryInterface::getList`]: (ctx) => ctx.state.storeViews.map((store) => ({ ...store })),
  [`${STORE}GroupRepositoryInterface::getList`]: () => [
    { id: 0, website_id: 0, root_category_id: 0, default_store_id: 0, name: 'Default', code: 'default' },
    { id: 1, website_id: 1, root_category_id: 2, default_store_id: 1, name: 'Main Website Store', code: 'main_website_store' },
  ],
  [`${STORE}WebsiteRepositoryInterface::getList`]: () => [
    { id: 0, code: 'admin', name: 'Admin', default_group_id: 0 },
    { id: 1, code: 'base', name: 'Main Website', default_group_id: 1 },
  ],
  [`${STORE}StoreConfigManagerInterface::getStoreConfigs`]: (ctx) => {
    const wanted = ctx.call.query.getAll('storeCodes[]').concat(ctx.call.query.getAll('storeCodes'));
    return ctx.state.storeViews
      .filter((store) => store.id !== 0 && (wanted.length === 0 || wanted.includes(store.code)))
      .map((store) => ({
        id: store.id,
        code: store.code,
        website_id: store.website_id,
        locale: store.code === 'de' ? 'de_DE' : 'en_US',
        base_currency_code: 'USD',
        default_display_currency_code: 'USD',
        timezone: 'UTC',
        weight_unit: 'lbs',
        base_url: 'http://localhost/',
        base_link_url: 'http://localhost/',
        base_static_url: 'http://localhost/static/',
        base_media_url: 'http://localhost/media/',
        secure_base_url: 'http://localhost/',
        secure_base_link_url: 'http://localhost/',
        secure_base_static_url: 'http://localhost/static/',
        secure_base_media_url: 'http://localhost/media/',
      }));
  },
  ['Magento\\Directory\\Api\\CountryInformationAcquirerInterface::getCountriesInfo']: () => COUNTRIES.map(([code]) => country(code)),
  ['Magento\\Directory\\Api\\CountryInformationAcquirerInterface::getCountryInfo']: (ctx) => country(param(ctx, 'countryId')),
  ['Magento\\Directory\\Api\\CurrencyInformationAcquirerInterface::getCurrencyInfo']: () => ({
    base_currency_code: 'USD',
    base_currency_symbol: '$',
    default_display_currency_code: 'USD',
    default_display_currency_symbol: '$',
    available_currency_codes: ['USD'],
    exchange_rates: [{ currency_to: 'USD', rate: 1 }],
  }),
  [`${TAX}TaxClassRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxClasses, intParam(ctx, 'taxClassId'), 'class_id')),
  [`${TAX}TaxClassRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxClasses.all(), clone),
  [`${TAX}TaxClassRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'taxClass');
    const name = asString(input.class_name, '');
    if (name === '') throw requiredField('class_name');
    const type = asString(input.class_type, '');
    if (type !== 'PRODUCT' && type !== 'CUSTOMER') throw inputError('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'class_type', value: type });
    const id = ctx.call.params.classId === undefined ? null : intParam(ctx, 'classId');
    if (ctx.state.taxClasses.all().some((row) => row.class_name === name && row.class_type === type && row.class_id !== id)) throw inputError('A class with the same name already exists for ClassType %1.', [type]);
    if (id !== null) {
      const row = requireRow(ctx.state.taxClasses, id, 'class_id');
      row.class_name = name;
      return String(id);
    }
    const row: JsonObject = { class_name: name, class_type: type };
    ctx.state.taxClasses.insert(row, 'class_id');
    ctx.state.taxClasses.put(Number(row.class_id), { class_id: row.class_id ?? 0, class_name: name, class_type: type });
    return String(row.class_id);
  },
  [`${TAX}TaxClassRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'taxClassId');
    requireRow(ctx.state.taxClasses, id, 'class_id');
    ctx.state.taxClasses.delete(id);
    return true;
  },
  [`${TAX}TaxRateRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRates, intParam(ctx, 'rateId'), 'taxRateId')),
  [`${TAX}TaxRateRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRates.all(), clone),
  [`${TAX}TaxRateRepositoryInterface::save`]: (ctx) =>
    upsert(ctx, ctx.state.taxRates, 'taxRate', 'id', ['tax_country_id', 'rate', 'code'], null, (input) => ({ tax_country_id: '', tax_region_id: 0, region_name: regionCode(asString(input.tax_country_id, ''), asNumber(input.tax_region_id, 0)), tax_postcode: '*', rate: 0, code: '', titles: [] })),
  [`${TAX}TaxRateRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'rateId');
    requireRow(ctx.state.taxRates, id, 'taxRateId');
    ctx.state.taxRates.delete(id);
    return true;
  },
  [`${TAX}TaxRuleRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRules, intParam(ctx, 'ruleId'), 'taxRuleId')),
  [`${TAX}TaxRuleRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRules.all(), clone),
  [`${TAX}TaxRuleRepositoryInterface::save`]: (ctx) =>
    upsert(ctx, ctx.state.taxRules, 'rule', 'id', ['code', 'tax_rate_ids'], null, () => ({ code: '', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [], calculate_subtotal: false })),
  [`${TAX}TaxRuleRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'ruleId');
    requireRow(ctx.state.taxRules, id, 'taxRuleId');
    ctx.state.taxRules.delete(id);
    return true;
  },
  [`${RULE}RuleRepositoryInterface::getById`]: (ctx) => clone(requireRow(ctx.state.salesRules, intParam(ctx, 'ruleId'), 'rule_id')),
  [`${RULE}RuleRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.salesRules.all(), clone),
  [`${RULE}RuleRepositoryInterface::save`]: (ctx) => upsert(ctx, ctx.state.salesRules, 'rule', 'rule_id', ['name', 'website_ids', 'customer_group_ids'], 'ruleId', salesRuleDefaults),
  [`${RULE}RuleRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'ruleId');
    requireRow(ctx.state.salesRules, id, 'rule_id');
    ctx.state.salesRules.delete(id);
    for (const coupon of ctx.state.coupons.all()) if (coupon.rule_id === id) ctx.state.coupons.delete(Number(coupon.coupon_id));
    return true;
  },
  [`${RULE}CouponRepositoryInterface::getById`]: (ctx) => clone(requireRow(ctx.state.coupons, intParam(ctx, 'couponId'), 'coupon_id')),
  [`${RULE}CouponRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.coupons.all(), clone),
  [`${RULE}CouponRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'coupon');
    requireRow(ctx.state.salesRules, asNumber(input.rule_id, -1), 'rule_id');
    const code = asString(input.code, '');
    const id = ctx.call.params.couponId === undefined ? null : intParam(ctx, 'couponId');
    if (code !== '' && ctx.state.coupons.all().some((row) => row.code === code && row.coupon_id !== id)) throw inputError('Coupon with the same code already exists.');
    return upsert(ctx, ctx.state.coupons, 'coupon', 'coupon_id', ['rule_id', 'is_primary'], 'couponId', () => ({ rule_id: 0, code: '', usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: true, created_at: ctx.now(), type: 0 }));
  },
  [`${RULE}CouponRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'couponId');
    requireRow(ctx.state.coupons, id, 'coupon_id');
    ctx.state.coupons.delete(id);
    return true;
  },
  [`${RULE}CouponManagementInterface::generate`]: generateCoupons,
  [`${RULE}CouponManagementInterface::deleteByIds`]: (ctx) => deleteCoupons(ctx, 'ids'),
  [`${RULE}CouponManagementInterface::deleteByCodes`]: (ctx) => deleteCoupons(ctx, 'codes'),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::get']: (ctx) => clone(requireRow(ctx.state.attributeSets, intParam(ctx, 'attributeSetId'), 'id')),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::getList']: (ctx) => list(ctx, ctx.state.attributeSets.all(), clone),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'attributeSetId');
    requireRow(ctx.state.attributeSets, id, 'id');
    if (id <= 4) throw inputError('The default attribute set can\'t be deleted.');
    ctx.state.attributeSets.delete(id);
    return true;
  },
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::save']: (ctx) => {
    const row = requireRow(ctx.state.attributeSets, intParam(ctx, 'attributeSetId'), 'id');
    const input = bodyObject(ctx, 'attributeSet');
    for (const field of ['attribute_set_name', 'sort_order'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    return clone(row);
  },
  ['Magento\\Eav\\Api\\AttributeSetManagementInterface::create']: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const entityTypeCode = asString(bodyValue(ctx, 'entityTypeCode'), '');
    if (entityTypeCode === '') throw requiredField('entityTypeCode');
    const name = asString(input.attribute_set_name, '');
    if (name === '') throw requiredField('attribute_set_name');
    const entityTypeId = { customer: 1, customer_address: 2, catalog_category: 3, catalog_product: 4, order: 5, invoice: 6, creditmemo: 7, shipment: 8 }[entityTypeCode];
    if (entityTypeId === undefined) throw noSuchEntity('entity_type_code', entityTypeCode);
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: entityTypeId };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    return clone(row);
  },
  ['Magento\\Backend\\Service\\V1\\ModuleServiceInterface::getModules']: () => [...MODULES],
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList']: () => [],
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList']: () => [],
};
