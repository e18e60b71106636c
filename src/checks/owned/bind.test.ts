// Binding a route to the run's own entities (bind.ts): the values a read-back can name (owned.<value>), the configured
// admin sign-in, a factory save retried after a lost deadlock (bounded), what a full-level route says it leaves; and the
// price rows the priced product holds, which must be exactly what the price-deleting routes' contract bodies name.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../../contracts/compile.ts';
import type { CallerName, CallOptions, HttpExchange } from '../types.ts';
import { bindOwned, type BindOps } from './bind.ts';
import { levelOf, whatStays } from './confinement.ts';
import { PRICED } from './catalog-entities.ts';
import { OWNED_ROUTES } from './routes.ts';
import { forgetSucceeded, PREPARATION_ATTEMPTS } from './preparation.ts';

const exchange = (status: number, json: unknown): HttpExchange => ({ method: 'POST', url: 'http://shop.test/rest/default/V1/x', status, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });

/** Ops whose calls `answer` answers, recording each. */
function ops(answer: (o: CallOptions, n: number) => HttpExchange, configured: BindOps['configured'] = () => null): { ops: BindOps; calls: CallOptions[] } {
  const calls: CallOptions[] = [];
  return {
    calls,
    ops: { call: async (_c: CallerName, o: CallOptions) => answer(o, calls.push(o) - 1), prefix: 'cctrun0000', secret: () => undefined, leave: () => undefined, by: 'test', configured },
  };
}

const route = (key: string) => {
  const found = OWNED_ROUTES[key];
  assert.ok(found, key);
  return found;
};

test('a bound call offers every value of the entities made for it: the read-back of a link deleted by id finds its product (owned.sku)', async () => {
  const { ops: o } = ops((c) => (c.path === '/V1/store/storeConfigs' ? exchange(200, [{ base_url: 'http://shop.test/' }]) : exchange(200, { sku: (c.body as { product: { sku: string } }).product.sku, id: 5, extension_attributes: { downloadable_product_links: [{ id: 31 }], downloadable_product_samples: [{ id: 41 }] } })));
  const bound = await bindOwned(o, route('DELETE /V1/products/downloadable-links/:id'), {});
  assert.ok('params' in bound, JSON.stringify(bound));
  assert.equal(bound.params.id, '31');
  assert.match(bound.values.sku ?? '', /^cctrun0000o/);
  assert.equal(bound.values.sampleId, '41');
});

test('downloadable links go to the store\'s own host, or to COMMERCE_DOWNLOADABLE_HOST; a host the installation does not list is a reason naming what to do', async () => {
  const refused = exchange(400, { message: "Link URL's domain is not in list of downloadable_domains in env.php." });
  const made = (c: CallOptions): HttpExchange => (c.path === '/V1/store/storeConfigs' ? exchange(200, [{ base_url: 'http://127.0.0.1:8080/' }]) : exchange(200, { sku: (c.body as { product: { sku: string } }).product.sku, id: 5, extension_attributes: { downloadable_product_links: [{ id: 31 }], downloadable_product_samples: [{ id: 41 }] } }));
  const linkOf = (calls: CallOptions[]): string => JSON.stringify(calls.find((c) => c.path === '/V1/products')?.body ?? null);
  const own = ops(made);
  await bindOwned(own.ops, route('DELETE /V1/products/downloadable-links/:id'), {});
  assert.match(linkOf(own.calls), /"link_url":"http:\/\/127\.0\.0\.1:8080\/cctrun0000/);
  const named = ops(made);
  const withHost = await bindOwned({ ...named.ops, setting: () => 'downloads.example.com' }, route('DELETE /V1/products/downloadable-links/:id'), {});
  assert.ok('params' in withHost, JSON.stringify(withHost));
  assert.match(linkOf(named.calls), /"link_url":"https:\/\/downloads\.example\.com\/cctrun0000/);
  const unlisted = await bindOwned(ops((c) => (c.path === '/V1/products' ? refused : made(c))).ops, route('DELETE /V1/products/downloadable-links/:id'), {});
  assert.ok('reason' in unlisted && /base URL host \(127\.0\.0\.1\).*Set COMMERCE_DOWNLOADABLE_HOST/.test(unlisted.reason), JSON.stringify(unlisted));
  const unlistedHost = await bindOwned({ ...ops((c) => (c.path === '/V1/products' ? refused : made(c))).ops, setting: () => 'other.example.com' }, route('DELETE /V1/products/downloadable-links/:id'), {});
  assert.ok('reason' in unlistedHost && /COMMERCE_DOWNLOADABLE_HOST \(other\.example\.com\) is not a domain .*downloadable:domains:add other\.example\.com/.test(unlistedHost.reason), JSON.stringify(unlistedHost));
});

test('the admin sign-in takes the configured credentials; without them it is not made', async () => {
  const configured: BindOps['configured'] = (name) => (name === 'admin-username' ? 'conformance' : 'secret!');
  const signIn = await bindOwned(ops(() => exchange(200, {}), configured).ops, route('POST /V1/integration/admin/token'), {});
  assert.ok('params' in signIn);
  assert.deepEqual(signIn.body, { username: 'conformance', password: 'secret!' });
  const none = await bindOwned(ops(() => exchange(200, {})).ops, route('POST /V1/integration/admin/token'), {});
  assert.deepEqual(none, { reason: 'the run signs in with the configured admin\'s username, and the admin is configured by token only (COMMERCE_ADMIN_TOKEN)' });
});

test('a factory save that lost a deadlock is tried again, up to PREPARATION_ATTEMPTS attempts, every attempt in the record; any other refusal is not', async () => {
  forgetSucceeded();
  const lost = { message: 'The stock item was unable to be saved. Please try again.' };
  const observed: Array<[string, unknown]> = [];
  const once = ops((c, n) => (n === 0 ? exchange(400, lost) : exchange(200, { ...(c.body as { product: object }).product, id: 7, extension_attributes: { stock_item: { item_id: 8 } } })));
  const made = await bindOwned({ ...once.ops, observe: (k, v) => void observed.push([k, v]) }, route('DELETE /V1/products/:sku'), {});
  assert.ok('params' in made, JSON.stringify(made));
  assert.equal(once.calls.length, 2, 'the same create, twice');
  assert.deepEqual(once.calls[0]?.body, once.calls[1]?.body);
  assert.deepEqual(observed, [['preparation-attempts', [{ call: 'POST /V1/products', status: 400, message: lost.message }, { call: 'POST /V1/products', status: 200, message: null }]]]);
  const always = ops(() => exchange(400, lost));
  assert.match(JSON.stringify(await bindOwned(always.ops, route('DELETE /V1/products/:sku'), {})), /unable to be saved/);
  assert.equal(always.calls.length, PREPARATION_ATTEMPTS, 'bounded');
  forgetSucceeded();
  const refused = ops(() => exchange(400, { message: 'URL key for specified store already exists.' }));
  await bindOwned(refused.ops, route('DELETE /V1/products/:sku'), {});
  assert.equal(refused.calls.length, 1, 'a refusal that is no lost save, of a request that never succeeded, is not repeated');
});

test('what a full-level route leaves, in its reasons: the upload\'s own file, the image of the product it acts on', () => {
  assert.equal(levelOf(route('POST /V1/products/:sku/media')), 'full');
  assert.equal(whatStays(route('POST /V1/products/:sku/media')), 'an image file in pub/media');
  assert.equal(levelOf(route('PUT /V1/products/:sku/media/:entryId')), 'full');
  assert.equal(whatStays(route('PUT /V1/products/:sku/media/:entryId')), 'a product image file in pub/media');
  assert.equal(levelOf(route('PUT /V1/products/:sku')), 'allow');
});

test('the priced product holds exactly the rows the price-deleting routes\' contract bodies name', () => {
  const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
  assert.ok(compiled.ok);
  const body = (key: string) => compiled.plan.routes.find((r) => r.key === key)?.body as { prices: Array<Record<string, unknown>> };
  const { sku: _sku, ...tier } = body('POST /V1/products/tier-prices-delete').prices[0] ?? {};
  assert.deepEqual(tier, PRICED.tier);
  // The tier price the delete must leave (readBack.kept) is the General one the priced product holds.
  const kept = compiled.plan.routes.find((r) => r.key === 'POST /V1/products/tier-prices-delete')?.readBack?.kept?.match ?? {};
  assert.deepEqual([kept.customer_group, kept.quantity, kept.price], ['literal:"General"', `literal:${PRICED.groupTier.qty}`, `literal:${PRICED.groupTier.price}`]);
  assert.equal(PRICED.groupTier.customerGroupId, 1);
  const groupDelete = compiled.plan.routes.find((r) => r.key === 'DELETE /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty');
  assert.equal(String((groupDelete?.params.qty as { literal: unknown } | undefined)?.literal), String(PRICED.groupTier.qty));
  const group = route('DELETE /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty').path.customerGroupId;
  assert.ok(group !== undefined && 'platform' in group);
  assert.equal(group.platform.values[0], PRICED.groupTier.customerGroupId);
});
