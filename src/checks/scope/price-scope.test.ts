// scope.price-scope on the fake catalogue (testing/scope-target.ts): a global price and a website price are both the
// target's form, observed and recorded; a price landing in the other website only fails.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopePriceScope } from './price-scope.ts';

scenarioCases(scopePriceScope, [
  {
    name: 'global price scope (the real 2.4.7-p3 by default): the price reads back in every website',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'price scope global: the price written under second_en reads 17 there and 17 under default' },
    then: (f) => {
      assert.deepEqual(f.observed.find((o) => o.key === 'price-scope')?.value, { scope: 'global', written: 'second_en', read: ['second_en', 'default'] });
      const create = f.sent.find((s) => s.method === 'POST');
      assert.deepEqual((create?.body as { product: { extension_attributes: unknown } }).product.extension_attributes, { website_ids: [1, 2] });
    },
  },
  {
    name: 'website price scope: the price reads back in that website only, recorded',
    fake: { answer: scopeTarget('price-website') },
    want: { outcome: 'pass', note: 'price scope website: the price written under second_en reads 17 there and 10 under default' },
    then: (f) => assert.equal((f.observed.find((o) => o.key === 'price-scope')?.value as { scope: string }).scope, 'website'),
  },
  {
    name: 'a price that lands in the other website fails',
    fake: { answer: scopeTarget('price-elsewhere') },
    want: { outcome: 'fail', broken: 'the price written under second_en does not read back there; it landed in the website of default instead', expected: 'second_en 17 (global scope: default 17 too; website scope: default 10)', actual: 'second_en 10; default 17' },
  },
]);
