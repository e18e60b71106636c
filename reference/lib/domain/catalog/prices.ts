// Product prices: tier prices of the product, and the price storages (tier, base, cost, special).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyValue, param } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import type { State } from '../state.ts';
import { scheduleDatedPrices } from '../staging.ts';
import { findProduct, publicCopy, requireProduct } from './lookup.ts';

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
  [`${P}SpecialPriceStorageInterface::update`]: (ctx) => {
    const failures = updatePrices(ctx, 'special', false);
    scheduleDatedPrices(ctx, bodyValue(ctx, 'prices'));
    return failures;
  },
  [`${P}SpecialPriceStorageInterface::delete`]: (ctx) => deletePrices(ctx, 'special'),
};
