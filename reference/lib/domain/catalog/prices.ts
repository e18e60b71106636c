// Product prices: tier prices of the product, and the price storages (tier, base, cost, special).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyValue, param } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import type { State } from '../state.ts';
import { scheduleDatedPrices } from '../staging.ts';
import { findProduct, publicCopy, requireProduct } from './lookup.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';

/** Price-storage rows (tier/base/cost/special), each tagged with its kind. */
function priceRows(state: State, kind: string, skus: string[]): JsonObject[] {
  const wanted = new Set(skus.map((sku) => sku.toLowerCase()));
  return state.priceRows.all().filter((row) => row.__kind === kind && wanted.has(String(row.sku).toLowerCase())).map(publicCopy);
}

/** A customer group as the tier storage names it: "all groups" for every group (the real 2.4.7 answers ALL GROUPS
 * sent so), else the group's own code ("General" for general). */
function groupName(state: State, sent: unknown): Json {
  if (String(sent).toLowerCase() === 'all groups' || String(sent) === '32000') return 'all groups';
  const group = state.customerGroups.all().find((row) => String(row.code).toLowerCase() === String(sent).toLowerCase() || String(row.id) === String(sent));
  return group === undefined ? String(sent) : (group.code ?? String(sent));
}

/** The tier prices of products, as the tier storage reads them: one table behind both APIs (a group price added
 * through /group-prices is a tier price of the storage too; real 2.4.7: tier-prices-information lists it). */
function tierRows(state: State, skus: string[]): JsonObject[] {
  const stored = priceRows(state, 'tier', skus).map((row) => ({ ...row, customer_group: groupName(state, row.customer_group) }));
  const ofProducts = skus.flatMap((sku) => {
    const product = findProduct(state, sku);
    return ((product?.__tier_prices as JsonObject[] | undefined) ?? []).map((tier) => ({ price: tier.value ?? 0, price_type: 'fixed', website_id: 0, sku: String(product?.sku), customer_group: groupName(state, tier.customer_group_id), quantity: tier.qty ?? 1 }));
  });
  return [...stored, ...ofProducts];
}

/** A product's cost or special price kept as its attribute (a product saved with custom_attributes cost or
 * special_price): the storages read those too, the special price from the day it was set (real 2.4.7:
 * price_from today 00:00:00, price_to null). */
function attributeRows(ctx: Ctx, kind: 'cost' | 'special', skus: string[]): JsonObject[] {
  const code = kind === 'cost' ? 'cost' : 'special_price';
  return skus.flatMap((sku) => {
    const product = findProduct(ctx.state, sku);
    const entry = ((product?.__custom_attributes as JsonObject[] | undefined) ?? []).find((a) => a.attribute_code === code);
    if (product === undefined || entry === undefined || entry.value === null || entry.value === '') return [];
    const value = asNumber(entry.value, 0);
    const setOn = `${String(product.created_at ?? ctx.now()).slice(0, 10)} 00:00:00`;
    const row: JsonObject = kind === 'cost' ? { cost: value, store_id: 0, sku: String(product.sku) } : { price: value, store_id: 0, sku: String(product.sku), price_from: setOn, price_to: null };
    return [row];
  });
}

/** A delete of the storage removes the attribute form too. */
function dropAttribute(ctx: Ctx, code: 'cost' | 'special_price', skus: readonly string[]): void {
  for (const sku of skus) {
    const product = findProduct(ctx.state, sku);
    if (product !== undefined && Array.isArray(product.__custom_attributes)) product.__custom_attributes = (product.__custom_attributes as JsonObject[]).filter((a) => a.attribute_code !== code);
  }
}

function skusOf(ctx: Ctx): string[] {
  const skus = bodyValue(ctx, 'skus');
  if (!Array.isArray(skus)) throw requiredField('skus');
  return skus.map((sku) => String(sku));
}

type PriceKind = 'tier' | 'special' | 'base' | 'cost';
type RowError = { message: string; parameters: string[] };

const NO_PRODUCT = 'The product that was requested doesn\'t exist. Verify the product and try again.';
const TIER_ROW = 'Row ID: SKU = %SKU, Website ID: %websiteId, Customer Group: %customerGroup, Quantity: %qty.';

/** The errors the platform lists for a price row it refuses (none for a row it keeps): its validators' words as the real 2.4.7-p3 and
 * 2.4.6-p1 answered them (TierPriceValidator and InvalidSkuProcessor leave their placeholders unfilled; the special
 * price and cost validators fill them in and name the row). */
function rowErrors(ctx: Ctx, kind: PriceKind, entry: JsonObject, known: boolean, tierDuplicates?: (entry: JsonObject) => RowError[]): RowError[] {
  const sku = asString(entry.sku, '');
  const n = (value: unknown): string => String(value ?? '');
  if (kind === 'tier') {
    // TierPriceValidator speaks for each problem in turn: price, quantity, website, duplicates (within the request,
    // then of the product's stored tiers), group.
    const row = [sku, n(entry.website_id), n(entry.customer_group), n(entry.quantity)];
    if (asNumber(entry.price, 0) < 0) return [{ message: `Invalid attribute Price = %price. ${TIER_ROW}`, parameters: [n(entry.price), ...row] }];
    if (asNumber(entry.quantity, 0) <= 0) return [{ message: `Invalid attribute Quantity = %qty. ${TIER_ROW}`, parameters: row }];
    const errors: RowError[] = [];
    const website = asNumber(entry.website_id, 0);
    if (website !== 0 && !ctx.state.storeViews.some((store) => store.website_id === website)) errors.push({ message: `Invalid attribute Website ID = %websiteId. ${TIER_ROW}`, parameters: row });
    errors.push(...(tierDuplicates?.(entry) ?? []));
    const group = String(entry.customer_group ?? '').toLowerCase();
    if (group !== 'all groups' && !ctx.state.customerGroups.all().some((g) => String(g.code).toLowerCase() === group)) errors.push({ message: `No such entity with Customer Group = %customerGroup. ${TIER_ROW}`, parameters: row });
    return errors;
  }
  if (kind === 'special') {
    const from = n(entry.price_from);
    const to = n(entry.price_to);
    const where = `Row ID: SKU = ${sku}, Store ID: ${n(entry.store_id)}, Price From: ${from}, Price To: ${to}.`;
    if (!known) return [{ message: `${NO_PRODUCT} ${where}`, parameters: [sku, n(entry.store_id), from, to] }];
    if (asNumber(entry.price, 0) < 0) return [{ message: `Invalid attribute Price = ${n(entry.price)}. ${where}`, parameters: [n(entry.price), sku, n(entry.store_id), from, to] }];
    return [];
  }
  // The base and cost validators each speak for the row: its SKU, its price or cost, its store, in that order.
  const errors: RowError[] = [];
  if (!known) errors.push({ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', sku] });
  if (kind === 'base' && asNumber(entry.price, 0) < 0) errors.push({ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', n(entry.price)] });
  if (kind === 'cost' && asNumber(entry.cost, 0) < 0) errors.push({ message: `Invalid attribute Cost = ${n(entry.cost)}. Row ID: SKU = ${sku}, Store ID: ${n(entry.store_id)}.`, parameters: [n(entry.cost), sku, n(entry.store_id)] });
  const storeId = asNumber(entry.store_id, 0);
  if (storeId !== 0 && !ctx.state.storeViews.some((store) => store.id === storeId)) errors.push({ message: `Requested store is not found. Row ID: SKU = ${sku}, Store ID: ${n(entry.store_id)}.`, parameters: [sku, n(entry.store_id)] });
  return errors;
}

/** Update prices of one kind: the rows the validators refuse are left out, each with its error in the answer
 * (PriceUpdateResult); the tier storage refuses the whole request for a row of an unknown SKU (404, its product read
 * first). price-row-error-ignored drops the refused rows without a word. */
function updatePrices(ctx: Ctx, kind: PriceKind, replace: boolean): JsonObject[] {
  const prices = bodyValue(ctx, 'prices');
  if (!Array.isArray(prices)) throw requiredField('prices');
  const silent = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.priceRowErrorIgnored);
  const failures: JsonObject[] = [];
  const accepted: JsonObject[] = [];
  const entries = prices.filter((entry): entry is JsonObject => isObject(entry));
  if (kind === 'tier' && !silent && entries.some((entry) => findProduct(ctx.state, asString(entry.sku, '')) === undefined)) throw notFound(NO_PRODUCT);
  const duplicates = kind === 'tier' && !silent ? (entry: JsonObject) => tierDuplicates(ctx, entries, entry, replace) : undefined;
  for (const entry of entries) {
    const product = findProduct(ctx.state, asString(entry.sku, ''));
    const errors = rowErrors(ctx, kind, entry, product !== undefined, duplicates);
    if (errors.length > 0 || product === undefined) {
      if (!silent) failures.push(...errors.map((error) => ({ message: error.message, parameters: error.parameters })));
      continue;
    }
    accepted.push(entry);
    if (kind === 'base') product.price = asNumber(entry.price, asNumber(product.price, 0));
  }
  if (replace) {
    for (const row of ctx.state.priceRows.all()) if (row.__kind === kind && accepted.some((entry) => entry.sku === row.sku)) ctx.state.priceRows.delete(Number(row.__id));
    // The replace of tier prices replaces every tier price of the products it names, those added otherwise too.
    if (kind === 'tier') for (const entry of accepted) { const product = findProduct(ctx.state, asString(entry.sku, '')); if (product !== undefined) product.__tier_prices = []; }
  }
  for (const entry of accepted) {
    // A tier row naming a stored tier (its group, quantity and website) sets that tier's price (TierPersistence::update);
    // tier-update-appends adds it beside.
    if (kind === 'tier' && !replace && !playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.tierUpdateAppends)) {
      for (const row of ctx.state.priceRows.all()) if (row.__kind === 'tier' && sameTier(ctx.state, row, entry) && asNumber(row.website_id, 0) === asNumber(entry.website_id, 0)) ctx.state.priceRows.delete(Number(row.__id));
    }
    ctx.state.priceRows.insert({ ...clone(entry), __kind: kind }, '__id');
  }
  return [...failures, ...keptRowsReported(ctx, kind, accepted)];
}

/** Whether two tier rows are of one SKU, customer group and quantity. */
function sameTier(state: State, a: JsonObject, b: JsonObject): boolean {
  return String(a.sku).toLowerCase() === String(b.sku).toLowerCase() && String(groupName(state, a.customer_group)).toLowerCase() === String(groupName(state, b.customer_group)).toLowerCase() && asNumber(a.quantity, 0) === asNumber(b.quantity, -1);
}

/** The duplicate errors of a tier row (TierPriceValidator::checkUnique): each other row of the request of its tier and
 * website, named as sent; on update, each stored tier of its tier where one of the two is of all websites (0) and the
 * other not, named as stored (its group's code, its quantity as the database keeps it, 3.0000). */
function tierDuplicates(ctx: Ctx, entries: readonly JsonObject[], entry: JsonObject, replace: boolean): RowError[] {
  const n = (value: unknown): string => String(value ?? '');
  const message = `We found a duplicate website, tier price, customer group and quantity: Customer Group = %customerGroup, Website ID = %websiteId, Quantity = %qty. ${TIER_ROW}`;
  const website = (row: JsonObject): number => asNumber(row.website_id, 0);
  const errors: RowError[] = entries
    .filter((other) => other !== entry && sameTier(ctx.state, other, entry) && website(other) === website(entry))
    .map((other) => ({ message, parameters: [n(other.sku), n(other.website_id), n(other.customer_group), n(other.quantity)] }));
  if (replace) return errors;
  const stored = ctx.state.priceRows.all().filter((row) => row.__kind === 'tier' && sameTier(ctx.state, row, entry) && (website(row) === 0 || website(entry) === 0) && website(row) !== website(entry));
  return [...errors, ...stored.map((row) => ({ message, parameters: [n(row.sku), n(row.website_id), n(groupName(ctx.state, row.customer_group)), asNumber(row.quantity, 0).toFixed(4)] }))];
}

/** Under price-kept-row-reported, the tier and special storages list every row they kept (or deleted) as refused. */
function keptRowsReported(ctx: Ctx, kind: string, rows: readonly unknown[]): JsonObject[] {
  if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.priceKeptRowReported) || (kind !== 'tier' && kind !== 'special')) return [];
  return rows.filter((row): row is JsonObject => isObject(row)).map((row) => ({ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', asString(row.sku, '')] }));
}

function deletePrices(ctx: Ctx, kind: string): JsonObject[] {
  const prices = bodyValue(ctx, 'prices');
  if (!Array.isArray(prices)) throw requiredField('prices');
  for (const entry of prices) {
    if (!isObject(entry)) continue;
    // A tier price is matched by its group, quantity and value (TierPriceStorage::retrievePriceId); the other kinds by
    // sku (and store) alone.
    const clearsSku = kind === 'tier' && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.tierDeleteClearsSku);
    const same = (row: JsonObject): boolean => row.sku === entry.sku && (kind !== 'tier' || clearsSku || (groupName(ctx.state, row.customer_group) === groupName(ctx.state, entry.customer_group) && asNumber(row.quantity, 0) === asNumber(entry.quantity, -1) && asNumber(row.price, 0) === asNumber(entry.price, -1)));
    for (const row of ctx.state.priceRows.all()) if (row.__kind === kind && same(row)) ctx.state.priceRows.delete(Number(row.__id));
    if (kind === 'tier') {
      const product = findProduct(ctx.state, asString(entry.sku, ''));
      if (product !== undefined) product.__tier_prices = ((product.__tier_prices as JsonObject[] | undefined) ?? []).filter((tier) => !clearsSku && !(groupName(ctx.state, tier.customer_group_id) === groupName(ctx.state, entry.customer_group) && asNumber(tier.qty, 0) === asNumber(entry.quantity, -1) && asNumber(tier.value, 0) === asNumber(entry.price, -1)));
    }
    if (kind === 'special') dropAttribute(ctx, 'special_price', [asString(entry.sku, '')]);
  }
  return keptRowsReported(ctx, kind, prices);
}

const P = 'Magento\\Catalog\\Api\\';

export const priceHandlers: HandlerTable = {
  [`${P}ProductTierPriceManagementInterface::getList`]: (ctx) => {
    // One table behind both APIs: the tier prices added here and the storage's rows, of the group asked ("all" is ALL
    // GROUPS, group 32000, alone), answered without extension_attributes (real 2.4.7-p3 and 2.4.6-p1: a product with
    // an ALL GROUPS storage row and a General group price answers .../all/tiers [{customer_group_id 32000, qty 2,
    // value 1}], .../1/tiers the General one, .../0/tiers []).
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    const wanted = group === 'all' ? 32000 : asNumber(group, Number.NaN);
    const price = asNumber(product.price, 0);
    const own = ((product.__tier_prices as JsonObject[] | undefined) ?? []).map((tier): JsonObject => ({ customer_group_id: tier.customer_group_id ?? 0, qty: tier.qty ?? 1, value: tier.value ?? 0 }));
    const stored = priceRows(ctx.state, 'tier', [String(product.sku)]).map((row): JsonObject => {
      const name = groupName(ctx.state, row.customer_group);
      const id = name === 'all groups' ? 32000 : asNumber(ctx.state.customerGroups.all().find((g) => g.code === name)?.id, -1);
      const value = row.price_type === 'discount' ? Math.round(price * (100 - asNumber(row.price, 0))) / 100 : asNumber(row.price, 0);
      return { customer_group_id: id, qty: asNumber(row.quantity, 1), value };
    });
    const everyGroup = group === 'all' && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.tierListAllMixed);
    return [...own, ...stored].filter((tier) => everyGroup || asNumber(tier.customer_group_id, -1) === wanted);
  },
  [`${P}ProductTierPriceManagementInterface::add`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    const qty = asNumber(param(ctx, 'qty'), 1);
    const price = asNumber(param(ctx, 'price'), 0);
    // "all" is ALL GROUPS (32000). An add at a quantity the group holds sets that tier's price in its place (real
    // 2.4.7-p3 and 2.4.6-p1: the list keeps its order); group-tier-readded-last removes it and adds it last.
    const groupId = group === 'all' ? 32000 : asNumber(group, 0);
    const tiers = (product.__tier_prices as JsonObject[] | undefined) ?? [];
    const tier: JsonObject = { customer_group_id: groupId, qty, value: price, extension_attributes: { website_id: 0 } };
    const held = tiers.findIndex((t) => asNumber(t.customer_group_id, -1) === groupId && asNumber(t.qty, 0) === qty);
    const inPlace = held >= 0 && !playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.groupTierReaddedLast);
    product.__tier_prices = inPlace ? tiers.map((t, i) => (i === held ? tier : t)) : [...tiers.filter((_, i) => i !== held), tier];
    return true;
  },
  [`${P}ProductTierPriceManagementInterface::remove`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const group = param(ctx, 'customerGroupId');
    const qty = asNumber(param(ctx, 'qty'), 1);
    const groupId = group === 'all' ? 32000 : asNumber(group, 0);
    const named = (tier: JsonObject): boolean => asNumber(tier.customer_group_id, -1) === groupId && asNumber(tier.qty, 0) === qty;
    const tiers = (product.__tier_prices as JsonObject[] | undefined) ?? [];
    if (!tiers.some(named)) throw notFound('Product hasn\'t group price with such data: customerGroupId = \'%1\', website = %2, qty = %3', [group, 0, qty]);
    product.__tier_prices = tiers.filter((tier) => !named(tier));
    return true;
  },
  [`${P}TierPriceStorageInterface::get`]: (ctx) => tierRows(ctx.state, skusOf(ctx)),
  [`${P}TierPriceStorageInterface::update`]: (ctx) => updatePrices(ctx, 'tier', false),
  [`${P}TierPriceStorageInterface::replace`]: (ctx) => updatePrices(ctx, 'tier', true),
  [`${P}TierPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'tier'),
  [`${P}BasePriceStorageInterface::get`]: (ctx) =>
    skusOf(ctx)
      .map((sku) => findProduct(ctx.state, sku))
      .filter((product): product is JsonObject => product !== undefined)
      .map((product) => ({ price: asNumber(product.price, 0), store_id: 0, sku: String(product.sku) })),
  [`${P}BasePriceStorageInterface::update`]: (ctx) => updatePrices(ctx, 'base', false),
  [`${P}CostStorageInterface::get`]: (ctx) => [...priceRows(ctx.state, 'cost', skusOf(ctx)), ...attributeRows(ctx, 'cost', skusOf(ctx))],
  [`${P}CostStorageInterface::update`]: (ctx) => updatePrices(ctx, 'cost', false),
  [`${P}CostStorageInterface::delete`]: (ctx) => {
    const skus = skusOf(ctx);
    for (const row of ctx.state.priceRows.all()) if (row.__kind === 'cost' && skus.includes(String(row.sku))) ctx.state.priceRows.delete(Number(row.__id));
    dropAttribute(ctx, 'cost', skus);
    return true;
  },
  [`${P}SpecialPriceStorageInterface::get`]: (ctx) => [...priceRows(ctx.state, 'special', skusOf(ctx)), ...attributeRows(ctx, 'special', skusOf(ctx))]
    .map((row) => (row.price === 0 && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.specialPriceZeroDropped) ? { ...row, price: null } : row)),
  [`${P}SpecialPriceStorageInterface::update`]: (ctx) => {
    const failures = updatePrices(ctx, 'special', false);
    scheduleDatedPrices(ctx, bodyValue(ctx, 'prices'));
    return failures;
  },
  [`${P}SpecialPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'special'),
};
