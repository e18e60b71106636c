// scope.cart-item-view-name on a fake catalogue and guest carts with store views (testing/scope-parts-target.ts): a
// cart of fr names its item with fr's name (added, read under fr, read without a code) and default's read under
// default; a cart carrying the default name whatever the store fails; carts are left by design, so full level only.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeCartItemViewName } from './cart-item-view-name.ts';

const P = 'cctrun0000s0civ-product';

scenarioCases(scopeCartItemViewName, [
  {
    name: 'a cart of fr carries fr\'s name, read under default the default name; the product is deleted at the end',
    fake: { answer: scopePartsTarget(), target: { writes: 'full' } },
    want: { outcome: 'pass', note: `a cart of fr names the item "${P} fr" (added, read under fr and without a code), "${P}" read under default, and a cart of default "${P}"` },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.caller} ${s.method} ${s.storeCode ?? '-'} ${s.path.replace(/masked\d+/, 'M')}`), [
        'admin POST all /V1/products',
        `admin PUT fr /V1/products/${P}`,
        'guest POST fr /V1/guest-carts',
        'guest POST fr /V1/guest-carts/M/items',
        'guest POST default /V1/guest-carts',
        'guest POST default /V1/guest-carts/M/items',
        `admin DELETE - /V1/products/${P}`,
      ]);
      const create = f.sent.find((s) => s.method === 'POST')?.body as { product: { status: number; extension_attributes: unknown } };
      assert.equal(create.product.status, 1);
    },
  },
  {
    name: 'a cart whose item carries the default name under fr fails at the added item',
    fake: { answer: scopePartsTarget({ fault: 'cart-item-default-name' }), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'the item added under fr of a cart made under fr does not carry the product\'s name of that store', expected: `the item named "${P} fr"`, actual: `name "${P}"` },
  },
  {
    name: 'below the full level: skip, nothing sent',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'skip', reason: /^not run below COMMERCE_WRITES=full: this scenario makes guest carts/ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
