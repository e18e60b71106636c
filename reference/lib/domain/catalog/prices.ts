// Product prices: tier prices of the product, and the price storages (tier, base, cost, special).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyValue, param } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import type { State } from '../state.ts';
import { scheduleDatedPrices } from '../staging.ts';
import { findProduct, publicCopy, requireProduct } from './lookup.ts';

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
    // A tier price is matched by its group, quantity and value (TierPriceStorage::retrievePriceId); the other kinds by
    // sku (and store) alone.
    const same = (row: JsonObject): boolean => row.sku === entry.sku && (kind !== 'tier' || (groupName(ctx.state, row.customer_group) === groupName(ctx.state, entry.customer_group) && asNumber(row.quantity, 0) === asNumber(entry.quantity, -1) && asNumber(row.price, 0) === asNumber(entry.price, -1)));
    for (const row of ctx.state.priceRows.all()) if (row.__kind === kind && same(row)) ctx.state.priceRows.delete(Number(row.__id));
    if (kind === 'tier') {
      const product = findProduct(ctx.state, asString(entry.sku, ''));
      if (product !== undefined) product.__tier_prices = ((product.__tier_prices as JsonObject[] | undefined) ?? []).filter((tier) => !(groupName(ctx.state, tier.customer_group_id) === groupName(ctx.state, entry.customer_group) && asNumber(tier.qty, 0) === asNumber(entry.quantity, -1) && asNumber(tier.value, 0) === asNumber(entry.price, -1)));
    }
    if (kind === 'special') dropAttribute(ctx, 'special_price', [asString(entry.sku, '')]);
  }
  return [];
}

const P = 'Magento\\Catalog\\Api\\';

export const priceHandlers: HandlerTable = {
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
  [`${P}SpecialPriceStorageInterface::get`]: (ctx) => [...priceRows(ctx.state, 'special', skusOf(ctx)), ...attributeRows(ctx, 'special', skusOf(ctx))],
  [`${P}SpecialPriceStorageInterface::update`]: (ctx) => {
    const failures = updatePrices(ctx, 'special', false);
    scheduleDatedPrices(ctx, bodyValue(ctx, 'prices'));
    return failures;
  },
  [`${P}SpecialPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'special'),
};
