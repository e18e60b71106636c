// scope.website-prices: under website price scope (catalog/price/scope 1), a product's price and special price written
// under a store view's code are its website's own: every view of that website reads them, the views of the other
// websites and `all` keep the default price and no special price. As Magento's own test, the product's name is first
// written under the same view (a view with values of its own must not hold the price apart from its website's other
// views). Which scope the installation keeps is found out first (price-scope-of.ts); under global scope there is one
// price for every website, judged by scope.price-scope, and this check skips saying so.

import type { HttpExchange, ScenarioCheck } from '../types.ts';
import { PRODUCT, productBody } from './kinds.ts';
import { priceScopeOf } from './price-scope-of.ts';
import { attributeOf, makeProduct, productPath, withOwnProduct } from './product-parts.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const CONTRACT = 'PUT /V1/products/:sku';
const BEFORE = 10;
const PRICE = 9;
const SPECIAL = 8;

const priceOf = (res: HttpExchange): unknown => (res.json !== null && typeof res.json === 'object' ? (res.json as { price?: unknown }).price : undefined);
/** The special price a read carries, as a number (the platform answers custom attributes as strings), or null. */
const specialOf = (res: HttpExchange): number | null => {
  const value = attributeOf(res.json, 'special_price');
  return value === undefined || value === null || value === '' ? null : Number(value);
};

export const scopeWebsitePrices: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.website-prices',
  family: 'scope',
  rule: 'Under website price scope, a product\'s price and special price written under a store view\'s code (after a name of the view\'s own) are that view\'s website\'s: every view of the website reads them, the views of other websites and `all` keep the default price and no special price; under global scope the check skips (scope.price-scope judges it).',
  source: 'issue 37 (scope beyond names); Magento ProductRepositoryMultiWebsiteTest::testUpdatePrice (catalog/price/scope website); a real 2.4.7-p3 switched to website price scope (docs/real-platform.md, Scope beyond names)',
  scenarios: [{ title: 'products', about: CONTRACT, contract: CONTRACT, writes: true }],
  run: scoped(async (ctx, _scenario, views) => {
    const foreign = views.foreign;
    if (foreign === null) return { outcome: 'skip', reason: `the target has one website (that of ${views.own.code}): a price per website cannot be told from a global one` };
    const scope = await priceScopeOf(ctx);
    if (scope.scope !== 'website') return { outcome: 'skip', reason: scope.scope === 'global' ? `the catalog price scope is global (${scope.how}): one price holds in every website, so there is no price per website to judge (scope.price-scope judges the global form)` : scope.how };
    const sku = ctx.name('wp-product').toLowerCase();
    const websites = [...new Set(views.all.map((v) => v.websiteId))];
    return withOwnProduct(ctx, sku, () => makeProduct(ctx, productBody(sku, { price: BEFORE, extension_attributes: { website_ids: websites } }), 'all'), null, async () => {
      const named = await PRODUCT.write(ctx, sku, foreign.code, `${sku} ${foreign.code}`);
      if (!ok(named)) return failed(`${CONTRACT} under /rest/${foreign.code} refused the name`, 'the update applied', describe(named), named);
      const res = await ctx.send('admin', { method: 'PUT', path: productPath(sku), storeCode: foreign.code, body: { product: { sku, price: PRICE, custom_attributes: [{ attribute_code: 'special_price', value: SPECIAL }] } } });
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${foreign.code} refused the price and special price`, 'the update applied', describe(res), res);
      const want: Array<[string, number, number | null]> = [...views.all.map((v): [string, number, number | null] => (v.websiteId === foreign.websiteId ? [v.code, PRICE, SPECIAL] : [v.code, BEFORE, null])), ['all', BEFORE, null]];
      const shown = (price: unknown, special: unknown): string => `${JSON.stringify(price)}/${JSON.stringify(special)}`;
      const seen: string[] = [];
      const wrong: string[] = [];
      let telling: HttpExchange | null = null;
      for (const [code, price, special] of want) {
        const read = await PRODUCT.read(ctx, sku, code);
        if (read.status !== 200) return failed(`GET /V1/products/:sku under /rest/${code} after the price update failed`, '200 with the price', describe(read), read);
        seen.push(`${code} ${shown(priceOf(read), specialOf(read))}`);
        if (priceOf(read) === price && specialOf(read) === special) continue;
        wrong.push(code);
        telling ??= read;
      }
      if (telling !== null) {
        // Wrong only in views of the website written under: the price did not hold there; anywhere else: it leaked.
        const leaked = wrong.some((code) => want.find(([c]) => c === code)?.[1] === BEFORE);
        const expected = want.map(([code, price, special]) => `${code} ${shown(price, special)}`).join('; ');
        return failed(`the price written under ${foreign.code} (website ${foreign.websiteId}) ${leaked ? 'reached another website or `all`' : 'does not hold in its website'} under website price scope`, `price/special price: ${expected}`, seen.join('; '), telling);
      }
      ctx.observe('website-prices', { website: foreign.websiteId, view: foreign.code, how: scope.how });
      return pass(`website price scope (${scope.how}): the price and special price written under ${foreign.code} hold in website ${foreign.websiteId} only (${seen.join('; ')})`);
    });
  }),
};
