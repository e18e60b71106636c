// Adobe Commerce's Content Staging (Magento_Staging, every commerce profile from 2.1): a dated change is not a value
// of the entity but a scheduled update of its own (staging_update), shown on the merchant's staging dashboard. A
// special price saved with price_from/price_to through POST /V1/products/special-price becomes one update per price;
// deleting the product leaves the update behind, and no REST route lists or removes updates (a real Adobe Commerce
// 2.4.6-p1 kept 8 after a write run, named "Update <sku> from 2030-01-01 ..."). The updates are kept in the state,
// so /__reference/state shows them to the suite's own tests.

import { hasContentStaging } from '../profiles.ts';
import type { Ctx } from './context.ts';
import { asString } from './context.ts';
import { isObject } from './json.ts';
import { findProduct } from './catalog/lookup.ts';

/** Whether this installation turns dated changes into staging updates. */
export const stagesDatedChanges = (ctx: Ctx): boolean => hasContentStaging(ctx.options.profile.edition, ctx.options.profile.release);

/** One update per dated price of an existing product (the others are the call's per-item errors, not updates). */
export function scheduleDatedPrices(ctx: Ctx, prices: unknown): void {
  if (!stagesDatedChanges(ctx) || !Array.isArray(prices)) return;
  for (const entry of prices) {
    if (!isObject(entry)) continue;
    const from = asString(entry.price_from, '');
    const to = asString(entry.price_to, '');
    const sku = asString(entry.sku, '');
    if ((from === '' && to === '') || findProduct(ctx.state, sku) === undefined) continue;
    ctx.state.stagingUpdates.insert({ name: `Update ${sku} from ${from || ctx.now()}${to ? ` to ${to}` : ''}`, start_time: from || ctx.now(), end_time: to || null, sku, is_campaign: false }, 'id');
  }
}
