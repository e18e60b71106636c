// scope.cart-item-view-name: a cart shows its items under the names of the store view it is read in. A guest cart made
// under a store view whose product has a name of its own answers that name when the item is added, when the cart is
// read under the view, and when it is read without a code (the cart's own store); read under the code of another view
// (default) it answers that view's name, as Magento's own test has it (CartAddingItemsTest::
// testForProductNameAsPerStoreView: a cart read under the fixture store's code answers the store's title). A cart made
// under the default view answers the default name. The real 2.4.7-p3 answers so; a read under a code also answers that
// store's id as the cart's store_id, while the cart keeps its own (docs/real-platform.md, Scope beyond names).
// No REST call removes a quote: the carts are listed as left by design, so the scenario needs COMMERCE_WRITES=full.

import { leftLedger } from '../owned/left-ledger.ts';
import type { HttpExchange, ScenarioCheck, ScenarioContext, Verdict } from '../types.ts';
import { PRODUCT, productBody } from './kinds.ts';
import { makeProduct, record, withOwnProduct } from './product-parts.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok, type View } from './views.ts';

const CONTRACT = 'POST /V1/guest-carts/:cartId/items';
const BELOW_FULL = 'not run below COMMERCE_WRITES=full: this scenario makes guest carts, and no REST call removes a cart (COMMERCE_WRITES=full runs it and lists them in after-run.json)';

/** The first item's name in a cart's read (items), its items' read (a list) or an item's answer (name). */
const itemName = (json: unknown): unknown => {
  if (Array.isArray(json)) return record(json[0]).name;
  const items = record(json).items;
  return Array.isArray(items) ? record(items[0]).name : record(json).name;
};

/** A guest cart made under `code` with one of the product, recorded as left; its masked id and the item's answer. */
async function cartWithItem(ctx: ScenarioContext, code: string, sku: string): Promise<{ masked: string; added: HttpExchange } | Verdict> {
  const made = await ctx.send('guest', { method: 'POST', path: '/V1/guest-carts', storeCode: code });
  const masked = typeof made.json === 'string' && made.json !== '' ? made.json : null;
  if (made.status !== 200 || masked === null) return { outcome: 'skip', reason: `the run's own guest cart could not be made: POST /V1/guest-carts under /rest/${code} answered ${describe(made)}` };
  const read = await ctx.send('guest', { method: 'GET', path: `/V1/guest-carts/${encodeURIComponent(masked)}`, storeCode: code });
  leftLedger().left({ kind: 'cart', id: String(record(read.json).id ?? masked), maskedId: masked, by: 'scope.cart-item-view-name' });
  const added = await ctx.send('guest', { method: 'POST', path: `/V1/guest-carts/${encodeURIComponent(masked)}/items`, storeCode: code, body: { cartItem: { quote_id: masked, sku, qty: 1 } } });
  if (!ok(added)) return failed(`${CONTRACT} under /rest/${code} refused the run's own salable product`, 'the item', describe(added), added);
  return { masked, added };
}

export const scopeCartItemViewName: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.cart-item-view-name',
  family: 'scope',
  rule: 'A cart\'s item carries the product\'s name of the store view the cart is read in: a guest cart of a view whose product has a name of its own answers that name when the item is added, read under the view and read without a code; read under the default view\'s code, and in a cart of the default view, the default name.',
  source: 'issue 37 (scope beyond names); Magento CartAddingItemsTest::testForProductNameAsPerStoreView; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, Scope beyond names)',
  scenarios: [{ title: 'guest carts', about: CONTRACT, contract: CONTRACT, writes: true, level: 'full', belowFull: BELOW_FULL }],
  run: scoped(async (ctx, _scenario, views) => {
    const view: View = views.other;
    const own: View = views.own;
    const sku = ctx.name('civ-product').toLowerCase();
    const websites = [...new Set(views.all.map((v) => v.websiteId))];
    // Enabled and in stock, so a cart takes it; not visible on its own, so no catalogue page lists it.
    const body = productBody(sku, { status: 1, extension_attributes: { website_ids: websites, stock_item: { qty: 100, is_in_stock: true } } });
    return withOwnProduct(ctx, sku, () => makeProduct(ctx, body, 'all'), null, async () => {
      const viewName = `${sku} ${view.code}`;
      const named = await PRODUCT.write(ctx, sku, view.code, viewName);
      if (!ok(named)) return failed(`PUT /V1/products/:sku under /rest/${view.code} refused the name`, 'the update applied', describe(named), named);
      const cart = await cartWithItem(ctx, view.code, sku);
      if ('outcome' in cart) return cart;
      const path = `/V1/guest-carts/${encodeURIComponent(cart.masked)}`;
      const reads: Array<[string, string, () => Promise<HttpExchange>]> = [
        [`the item added under ${view.code}`, viewName, async () => cart.added],
        [`the cart read under ${view.code}`, viewName, () => ctx.send('guest', { method: 'GET', path, storeCode: view.code })],
        ['the cart read without a store code (its own store)', viewName, () => ctx.send('guest', { method: 'GET', path, storeCode: null })],
        [`the cart's items read under ${own.code}`, sku, () => ctx.send('guest', { method: 'GET', path: `${path}/items`, storeCode: own.code })],
      ];
      for (const [what, want, read] of reads) {
        const res = await read();
        if (res.status !== 200 || itemName(res.json) !== want) {
          return failed(`${what} of a cart made under ${view.code} does not carry the product's name of that store`, `the item named "${want}"`, res.status === 200 ? `name ${JSON.stringify(itemName(res.json))}` : describe(res), res);
        }
      }
      const home = await cartWithItem(ctx, own.code, sku);
      if ('outcome' in home) return home;
      if (itemName(home.added.json) !== sku) return failed(`the item added to a cart of ${own.code} does not carry the default name`, `the item named "${sku}"`, `name ${JSON.stringify(itemName(home.added.json))}`, home.added);
      ctx.observe('cart-item-view-name', { view: view.code, other: own.code });
      return pass(`a cart of ${view.code} names the item "${viewName}" (added, read under ${view.code} and without a code), "${sku}" read under ${own.code}, and a cart of ${own.code} "${sku}"`);
    });
  }),
};
