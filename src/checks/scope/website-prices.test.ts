// scope.website-prices on a fake catalogue with two websites (testing/scope-parts-target.ts): under website price
// scope (the price attribute says so) the price and special price written under second_en hold in website 2 only; a
// price reaching website 1 fails; global price scope skips, saying so.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeWebsitePrices } from './website-prices.ts';

scenarioCases(scopeWebsitePrices, [
  {
    name: 'website price scope: the price and special price hold in website 2 only; the name is written first',
    fake: { answer: scopePartsTarget({ priceScope: 'website' }) },
    want: { outcome: 'pass', note: 'website price scope (GET /V1/products/attributes/price answers scope "website"): the price and special price written under second_en hold in website 2 only (default 10/null; fr 10/null; second_en 9/8; all 10/null)' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'PUT').map((s) => `${s.storeCode ?? '-'} ${Object.keys((s.body as { product: object }).product).join(',')}`), ['second_en sku,name', 'second_en sku,price,custom_attributes']);
      assert.deepEqual(f.observed.find((o) => o.key === 'website-prices')?.value, { website: 2, view: 'second_en', how: 'GET /V1/products/attributes/price answers scope "website"' });
    },
  },
  {
    name: 'website price scope, yet the price reaches website 1: fail',
    fake: { answer: scopePartsTarget({ priceScope: 'website', fault: 'website-price-global' }) },
    want: { outcome: 'fail', broken: 'the price written under second_en (website 2) reached another website or `all` under website price scope', expected: 'price/special price: default 10/null; fr 10/null; second_en 9/8; all 10/null', actual: 'default 9/8; fr 9/8; second_en 9/8; all 9/8' },
  },
  {
    name: 'global price scope: skip saying so, nothing written',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'skip', reason: 'the catalog price scope is global (GET /V1/products/attributes/price answers scope "global"): one price holds in every website, so there is no price per website to judge (scope.price-scope judges the global form)' },
    then: (f) => assert.ok(f.sent.every((s) => s.method === 'GET')),
  },
]);
