// scope.price-scope: a price written under a store view of another website lands where the target's price scope puts
// it: in every website (catalog/price/scope global, the default) or in that website only (website scope). Which one
// is observed from the answers and recorded as the target's variant, never assumed; a price that reads back under
// neither form (not under the view it was written under, or in another website but not that one) fails.

import type { HttpExchange, ScenarioCheck } from '../types.ts';
import { PRODUCT, productBody } from './kinds.ts';
import { entityName, pass, scoped, withEntity, type ScopeScenario } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const BEFORE = 10;
const AFTER = 17;
const priceOf = (res: HttpExchange): unknown => (res.json !== null && typeof res.json === 'object' ? (res.json as { price?: unknown }).price : undefined);

export const scopePriceScope: ScenarioCheck<ScopeScenario> = {
  subject: 'scenario',
  id: 'scope.price-scope',
  family: 'scope',
  rule: 'A price written under a store view of a second website lands where the target\'s price scope puts it: every website (global) or that website only (website); the scope is observed from the reads and recorded, and a price that does not read back under the view it was written under, or that lands in another website only, fails.',
  source: 'issue 29 §1 (prices follow the target\'s price scope, an observed variant); Magento catalog/price/scope (0 global, 1 website); the real 2.4.7-p3, global (docs/real-platform.md, Scope of synchronous writes)',
  scenarios: [{ title: 'products', about: 'PUT /V1/products/:sku', contract: 'PUT /V1/products/:sku', writes: true, kind: PRODUCT }],
  run: scoped(async (ctx, _scenario, views) => {
    const foreign = views.foreign;
    if (foreign === null) return { outcome: 'skip', reason: `the target has one website (that of ${views.own.code}): a global price and a website price cannot be told apart` };
    const own = views.own;
    const sku = entityName(ctx, 'price', PRODUCT);
    const make = async (): Promise<{ id: string } | { reason: string }> => {
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: null, body: productBody(sku, { price: BEFORE, extension_attributes: { website_ids: [own.websiteId, foreign.websiteId] } }) });
      return ok(res) ? { id: sku } : { reason: `the run's own product could not be made: POST /V1/products answered ${describe(res)}` };
    };
    return withEntity(ctx, PRODUCT, make, async () => {
      const res = await ctx.send('admin', { method: 'PUT', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: foreign.code, body: { product: { sku, price: AFTER } } });
      if (!ok(res)) return failed(`PUT /V1/products/:sku under /rest/${foreign.code} refused the price`, 'the update applied', describe(res), res);
      const there = await PRODUCT.read(ctx, sku, foreign.code);
      const home = await PRODUCT.read(ctx, sku, own.code);
      for (const r of [there, home]) if (r.status !== 200) return failed('GET /V1/products/:sku after the price update failed', '200 with the price', describe(r), r);
      const shown = `${foreign.code} ${JSON.stringify(priceOf(there))}; ${own.code} ${JSON.stringify(priceOf(home))}`;
      if (priceOf(there) !== AFTER) {
        const elsewhere = priceOf(home) === AFTER;
        return failed(`the price written under ${foreign.code} does not read back there${elsewhere ? `; it landed in the website of ${own.code} instead` : ''}`, `${foreign.code} ${AFTER} (global scope: ${own.code} ${AFTER} too; website scope: ${own.code} ${BEFORE})`, shown, there);
      }
      const scope = priceOf(home) === AFTER ? 'global' : priceOf(home) === BEFORE ? 'website' : null;
      if (scope === null) return failed(`after the price written under ${foreign.code}, ${own.code} shows neither the new price nor the old`, `${own.code} ${AFTER} (global) or ${BEFORE} (website)`, shown, home);
      ctx.observe('price-scope', { scope, written: foreign.code, read: [foreign.code, own.code] });
      return pass(`price scope ${scope}: the price written under ${foreign.code} reads ${AFTER} there and ${String(priceOf(home))} under ${own.code}`);
    });
  }),
};
