// Which catalog price scope the target keeps (catalog/price/scope: 0 global, 1 website), found out once per worker
// from the price attribute: GET /V1/products/attributes/price answers its scope, "global" or "website", which the
// platform derives from that setting (the price backend sets the attribute's scope from it when the attribute loads).
// A read that fails, or a scope that is neither, leaves it unknown, and the check that needs it skips saying why.

import { describeExchange } from '../platform-errors.ts';
import type { ScenarioContext } from '../types.ts';

export type PriceScope = { scope: 'global' | 'website'; how: string } | { scope: null; how: string };

const ROUTE = 'GET /V1/products/attributes/price';

export function priceScopeOf(ctx: ScenarioContext): Promise<PriceScope> {
  return ctx.once('price-scope-of', async (): Promise<PriceScope> => {
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/products/attributes/price', storeCode: 'all' });
    const scope = res.json !== null && typeof res.json === 'object' ? (res.json as { scope?: unknown }).scope : undefined;
    if (res.status === 200 && (scope === 'global' || scope === 'website')) return { scope, how: `${ROUTE} answers scope "${scope}"` };
    return { scope: null, how: `the catalog price scope is unknown: ${ROUTE} answered ${res.status === 200 ? `scope ${JSON.stringify(scope)}` : describeExchange(res.status, res.json, res.bodyText)}` };
  });
}
