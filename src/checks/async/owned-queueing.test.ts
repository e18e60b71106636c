// Owned routes (../owned/routes.ts, ../owned/entities.ts): a write that acts on an existing entity is queued only against
// entities the run creates just before, named with its prefix, one set per queued element; the table binds every
// path parameter that names an entity, and the routes that crash the 2.4.7 consumer or leave data behind stay out.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../../contracts/compile.ts';
import { installQueueLedger } from './queue-ledger.ts';
import { asyncAcceptShape } from './accept-shape.ts';
import { bulkAcceptShape } from '../bulk/accept-shape.ts';
import { isIdKey, pointerPath, withValues } from '../owned/body-ids.ts';
import { isOwnedValue, OWNED_ROUTES } from '../owned/routes.ts';
import { OWNED_FACTORIES, type OwnedKind } from '../owned/entities.ts';
import { EDITION_ROUTES } from '../owned/edition-routes.ts';
import { COMMERCE_ROUTES } from '../owned/commerce-routes.ts';
import { forgetShared } from '../owned/bind.ts';
import { confine, levelOf, NOT_QUEUED_COMMERCE, type ConfinedRoute } from '../owned/confinement.ts';
import type { Permission } from '../../contracts/types.ts';
import { SWEEP } from '../../cleanup/sweep-kinds.ts';
import { fakeContext, type Canned, type Fake, type Sent } from '../testing/fake-context.ts';
import type { CallOptions } from '../types.ts';
import { healthyTarget } from '../testing/async-target.ts';

/** The queued mode's confinement of a route, called with its own permission. */
const queueConfinement = (r: ConfinedRoute & { permission: Permission }) => confine(r, r.permission, 'queued');

const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
assert.ok(compiled.ok, 'the contracts compile');
const plan = compiled.plan;
const routeOf = (key: string) => {
  const found = plan.routes.find((r) => r.key === key && r.asyncPath !== null && r.base === 'store');
  assert.ok(found, `the plan has ${key}`);
  return found;
};

test('every owned route is in the plan, binds each path parameter that names an entity, and is queued unless the table says why not', () => {
  for (const [key, owned] of Object.entries(OWNED_ROUTES)) {
    // Carts, orders and sales documents (full level) are never queued per route: ../owned/commerce-routes.test.ts;
    // nor Adobe Commerce's own, which act on them (below).
    if (key in COMMERCE_ROUTES || key in EDITION_ROUTES) continue;
    const route = routeOf(key);
    const s = queueConfinement(route);
    if (owned.notQueued !== undefined) assert.deepEqual(s, { ok: false, reason: `not queued: ${owned.notQueued}` }, key);
    else assert.equal(s.ok, true, `${key}: ${s.ok ? '' : s.reason}`);
    for (const name of route.pathParams) {
      const literal = 'literal' in (route.params[name] ?? {});
      assert.ok(owned.path[name] !== undefined || (literal && !isIdKey(name)), `${key} binds :${name}`);
    }
  }
});

test('the routes whose queued form kills the 2.4.7 consumer, keeps a secret or leaves a file are bound for synchronous execution only', () => {
  for (const key of ['DELETE /V1/salesRules/:ruleId', 'POST /V1/products/:sku/media', 'POST /V1/integration/admin/token']) {
    assert.equal(typeof OWNED_ROUTES[key]?.notQueued, 'string', key);
    assert.equal(queueConfinement(routeOf(key)).ok, false, key);
  }
  assert.match(OWNED_ROUTES['DELETE /V1/salesRules/:ruleId']?.notQueued ?? '', /Unknown named parameter \$ruleId/);
  for (const key of ['PUT /V1/customerGroups/default/:id', 'POST /V1/customers/resetPassword']) {
    assert.equal(key in OWNED_ROUTES, false, key);
    assert.equal(queueConfinement(routeOf(key)).ok, false, key);
  }
  // Carts and orders are bound at the full level only, for the synchronous checks: never queued per route.
  for (const key of ['POST /V1/guest-carts/:cartId/billing-address', 'POST /V1/orders/:id/cancel']) {
    const owned = OWNED_ROUTES[key];
    assert.ok(owned !== undefined && levelOf(owned) === 'full', key);
    assert.equal(queueConfinement(routeOf(key)).ok, false, key);
  }
  // Carts and orders are bound at the full level only, for the synchronous checks: never queued per route.
  for (const key of ['POST /V1/guest-carts/:cartId/billing-address', 'POST /V1/orders/:id/cancel']) {
    const owned = OWNED_ROUTES[key];
    assert.ok(owned !== undefined && levelOf(owned) === 'full', key);
    assert.equal(queueConfinement(routeOf(key)).ok, false, key);
  }
});

/** What a healthy target answers a factory's call: a create answers its entity (the body's one object, with ids),
 * the reads a factory makes answer what it looks for. */
function factoryAnswer(o: CallOptions): unknown {
  const path = o.path ?? '';
  if (path === '/V1/integration/customer/token') return 'token';
  if (path === '/V1/store/storeConfigs') return [{ base_url: 'http://shop.test/' }];
  if (path.endsWith('/options/all')) return [{ id: 3 }];
  if (/\/media\/\d+$/.test(path)) return { file: '/c/c/cctname01.png' };
  if (path === '/V1/products/tier-prices') return [];
  if ((o.method ?? 'GET') === 'GET') return {};
  const first = Object.values((o.body ?? {}) as Record<string, unknown>)[0];
  return first !== null && typeof first === 'object' ? { ...(first as object), id: 5, attribute_id: 6, attribute_set_id: 7, attribute_group_id: 8, rule_id: 9, coupon_id: 10, option_id: 11, wrapping_id: 12 } : '13';
}

test('each factory makes a kind the sweep removes, named with the run prefix, or is swept with the dependency that is', async () => {
  for (const [kind, factory] of Object.entries(OWNED_FACTORIES)) {
    if (factory.level === 'full') continue;
    const sweep = SWEEP.find((k) => k.kind === factory.sweptAs);
    assert.ok(sweep, `${kind} is swept`);
    const calls: Array<{ path: string; body: unknown }> = [];
    const asked: OwnedKind[] = [];
    await factory.make(
      {
        call: async (_caller, o) => {
          calls.push({ path: o.path ?? '', body: o.body });
          const json = factoryAnswer(o);
          return { method: o.method ?? 'POST', url: '', status: 200, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 0 };
        },
        own: async (dep) => {
          asked.push(dep);
          return { id: '21', sku: 'cctname01d', code: 'cctname01d', setId: '22', attributeId: '23', valueA: '24', valueB: '25', childA: 'cctname01a', childB: 'cctname01b' };
        },
        secret: () => undefined,
        leave: () => undefined,
      },
      'cctname01',
    );
    const create = calls.find((c) => [sweep.create.path, ...(sweep.create.also ?? [])].includes(c.path));
    if (create === undefined) {
      // Made inside an entity of the run's own it depends on (an option of its attribute, a group of its set).
      assert.ok(asked.some((dep) => OWNED_FACTORIES[dep].sweptAs === factory.sweptAs), `${kind} is created where the sweep expects, or inside a dependency swept as ${factory.sweptAs}`);
      continue;
    }
    let node: unknown = create.body;
    for (const step of sweep.create.pointer) node = (node as Record<string, unknown>)[step];
    assert.match(String(node), /^cctname01/, `${kind}'s ${sweep.field} starts with the run prefix`);
  }
});

test('pointers and bound values', () => {
  assert.deepEqual(pointerPath('prices[0].sku'), ['prices', 0, 'sku']);
  assert.deepEqual(pointerPath('items[0].linked_product_sku'), ['items', 0, 'linked_product_sku']);
  assert.deepEqual(withValues({ prices: [{ sku: 'a', price: 1 }] }, { 'prices[0].sku': 'b' }), { body: { prices: [{ sku: 'b', price: 1 }] } });
  assert.equal(withValues({ prices: [] }, { 'prices[0].sku': 'b' }), null, 'a pointer to nothing is an error, not a new field');
  assert.deepEqual(withValues(null, {}), { body: null });
});

/** A context on `key` whose target answers creations with ids counted up, and every async call with an acceptance. */
function fakeCtx(key: string, answers: (sent: Sent) => Canned | undefined = () => undefined): Fake {
  return fakeContext({ route: routeOf(key), target: { writes: 'allow' }, callers: { customer: false }, answer: healthyTarget(answers) });
}

test('async accept-shape on an owned route: the run creates its product first, then queues against its sku', async () => {
  installQueueLedger(null);
  forgetShared();
  const { ctx, sent } = fakeCtx('PUT /V1/products/:sku');
  const verdict = await asyncAcceptShape.run(ctx);
  assert.equal(verdict.outcome, 'pass', JSON.stringify(verdict));
  const creates = sent.filter((s) => s.method === 'POST' && s.path === '/V1/products');
  // The product, and the worker's one the whole product links to (product_links, made once per worker).
  assert.equal(creates.length, 2);
  const sku = (creates[0]?.body as { product: { sku: string } }).product.sku;
  assert.match(sku, /^cctrun0000o/);
  const queued = sent.find((s) => s.path.startsWith('/async'));
  assert.equal(queued?.path, `/async/V1/products/${sku}`);
  assert.equal((queued?.body as { product: { sku: string } }).product.sku, sku, 'the body names the same product');
});

test('bulk accept-shape on a route that cannot run twice on one entity: one set of the run\'s own entities per element, each element naming its own', async () => {
  installQueueLedger(null);
  forgetShared();
  const { ctx, sent } = fakeCtx('DELETE /V1/categories/:categoryId/products/:sku');
  const verdict = await bulkAcceptShape.run(ctx);
  assert.equal(verdict.outcome, 'pass', JSON.stringify(verdict));
  assert.equal(sent.filter((s) => s.path === '/V1/categories').length, 3);
  // The product a category holds is only linked: one of the run's own serves every category of the worker; each
  // category also holds an other product of its own, the one a write must leave in place (readBack.kept).
  assert.equal(sent.filter((s) => s.path === '/V1/products').length, 4);
  assert.equal(sent.some((s) => s.method === 'DELETE' && !s.path.startsWith('/async')), false, 'nothing is deleted synchronously');
  const bulk = sent.find((s) => s.path.startsWith('/async/bulk'));
  assert.equal(bulk?.path, '/async/bulk/V1/categories/byCategoryId/products/bySku');
  const elements = bulk?.body as Array<{ categoryId: string; sku: string }>;
  assert.equal(new Set(elements.map((e) => e.categoryId)).size, 3, 'each element unlinks it from a category of its own');
  for (const e of elements) assert.match(e.sku, /^cctrun0000o/);
});

test('bulk accept-shape on a route that may run again (reusable): every element acts on the synchronous execution\'s entities, made once', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('POST /V1/categories/:categoryId/products');
  const verdict = await bulkAcceptShape.run(ctx);
  assert.equal(verdict.outcome, 'pass', JSON.stringify(verdict));
  assert.equal(sent.filter((s) => s.path === '/V1/categories').length, 1);
  assert.equal(sent.filter((s) => s.path === '/V1/products').length, 1);
  const categoryId = (sent.find((s) => s.method === 'POST' && /^\/V1\/categories\/\d+\/products$/.test(s.path))?.path ?? '').split('/')[3];
  assert.ok(categoryId, 'the synchronous execution linked the product first');
  const bulk = sent.find((s) => s.path.startsWith('/async/bulk'));
  assert.equal(bulk?.path, '/async/bulk/V1/categories/byCategoryId/products');
  const elements = bulk?.body as Array<{ categoryId: string; productLink: { sku: string; category_id: number } }>;
  assert.equal(elements.length, 3);
  for (const e of elements) {
    assert.equal(e.categoryId, categoryId);
    assert.equal(e.productLink.category_id, Number(categoryId), 'the link names the category as a number');
    assert.match(e.productLink.sku, /^cctrun0000o/);
  }
  assert.ok(ctx.observe !== undefined);
});

test('a link binds two products of the run: the product and the one it links to', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('POST /V1/products/:sku/links');
  assert.equal((await asyncAcceptShape.run(ctx)).outcome, 'pass');
  const skus = sent.filter((s) => s.path === '/V1/products').map((s) => (s.body as { product: { sku: string } }).product.sku);
  assert.equal(skus.length, 2);
  const item = (sent.find((s) => s.path.startsWith('/async'))?.body as { items: Array<{ sku: string; linked_product_sku: string }> }).items[0];
  assert.deepEqual([item?.sku, item?.linked_product_sku], skus);
});

test('a platform binding fills the path with the platform entity, read first', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('DELETE /V1/products/:sku/websites/:websiteId');
  assert.equal((await asyncAcceptShape.run(ctx)).outcome, 'pass');
  assert.ok(sent.some((s) => s.method === 'GET' && s.path === '/V1/store/websites'));
  assert.match(sent.find((s) => s.path.startsWith('/async'))?.path ?? '', /^\/async\/V1\/products\/cctrun0000o\w+\/websites\/1$/);
});

test('a list of ids whose item the table binds: a tax rule on the run\'s own tax rate and on tax classes of the run\'s own, never the installation\'s', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('POST /V1/taxRules');
  assert.equal((await asyncAcceptShape.run(ctx)).outcome, 'pass');
  const rate = sent.findIndex((s) => s.method === 'POST' && s.path === '/V1/taxRates');
  assert.ok(rate >= 0, 'the run creates its own tax rate first');
  const classes = sent.map((s, i) => [s, i] as const).filter(([s]) => s.method === 'POST' && s.path === '/V1/taxClasses');
  assert.deepEqual(classes.map(([s]) => (s.body as { taxClass: { class_type: string } }).taxClass.class_type).sort(), ['CUSTOMER', 'PRODUCT']);
  assert.equal(sent.some((s) => s.method === 'GET' && /^\/V1\/taxClasses\/[23]$/.test(s.path)), false, 'the installation\'s Retail Customer and Taxable Goods are not even read');
  const rule = (sent.find((s) => s.path.startsWith('/async'))?.body as { rule: { code: string; tax_rate_ids: unknown[]; customer_tax_class_ids: unknown[]; product_tax_class_ids: unknown[] } }).rule;
  assert.deepEqual(rule.tax_rate_ids, [String(401 + rate)], 'the rule names the rate the run created');
  const idOf = (type: string): string => String(401 + (classes.find(([s]) => (s.body as { taxClass: { class_type: string } }).taxClass.class_type === type)?.[1] ?? -1));
  assert.deepEqual(rule.customer_tax_class_ids, [Number(idOf('CUSTOMER'))]);
  assert.deepEqual(rule.product_tax_class_ids, [Number(idOf('PRODUCT'))]);
  assert.match(rule.code, /^cctrun0000/);
  // Without the binding, the same list of ids would be a real entity's: not queued.
  const unbound = { ...routeOf('POST /V1/taxRules'), method: 'PATCH' as const };
  assert.equal(queueConfinement(unbound).ok, false);
});

test('reads sent as POST queue against the run\'s own product', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('POST /V1/products/tier-prices-information');
  assert.equal((await asyncAcceptShape.run(ctx)).outcome, 'pass');
  const sku = (sent.find((s) => s.path === '/V1/products')?.body as { product: { sku: string } }).product.sku;
  assert.deepEqual((sent.find((s) => s.path.startsWith('/async'))?.body as { skus: string[] }).skus, [sku]);
});

test('when the run cannot create its own entity, nothing is queued and the skip quotes the platform', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('DELETE /V1/customers/:customerId', (s) => (s.path === '/V1/customers' ? { status: 400, json: { message: 'A customer with the same email address already exists.' } } : undefined));
  const verdict = await asyncAcceptShape.run(ctx);
  assert.equal(verdict.outcome, 'skip');
  assert.match(verdict.outcome === 'skip' ? verdict.reason : '', /could not create its own customer .*answered 400 "A customer with the same email address already exists\."/);
  assert.equal(sent.some((s) => s.path.startsWith('/async')), false);
});

test('an answer without the bound value (no stock item) queues nothing', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('PUT /V1/products/:productSku/stockItems/:itemId', (s) => (s.path === '/V1/products' ? { status: 200, json: { sku: 'cctrun0000ox', id: 5 } } : undefined));
  const verdict = await asyncAcceptShape.run(ctx);
  assert.equal(verdict.outcome, 'skip');
  assert.equal(sent.some((s) => s.path.startsWith('/async')), false);
});

test('the bound path values are owned or platform values, never the harmless stand-ins', () => {
  for (const owned of Object.values(OWNED_ROUTES)) {
    for (const binding of Object.values(owned.path)) assert.ok(isOwnedValue(binding) || ('platform' in binding && binding.platform.reads.length > 0));
  }
});

test('a write whose traces the edition keeps beyond REST is not queued there, as it is not executed: dated special prices on commerce', async () => {
  for (const key of ['POST /V1/products/special-price', 'POST /V1/products/special-price-delete']) {
    const route = routeOf(key);
    assert.ok((route.write.untraceableOn ?? []).some((u) => u.editions.includes('commerce')), `${key} is marked untraceable on commerce`);
    for (const [edition, queued] of [['commerce', false], [null, false], ['open-source', true]] as const) {
      installQueueLedger(null);
      // A tier price is made for the delete to act on: the storage answers [] (no failures) when it saved it.
      const views = (s: Sent): Canned | undefined => (s.path === '/V1/store/storeViews' ? { status: 200, json: [{ id: 0, code: 'admin' }, { id: 1, code: 'default' }] } : s.path === '/V1/products/tier-prices' ? { status: 200, json: [] } : undefined);
      const fake = fakeContext({ route, target: { writes: 'allow', edition }, callers: { customer: false }, answer: healthyTarget(views) });
      for (const check of [asyncAcceptShape, bulkAcceptShape]) {
        const verdict = await check.run(fake.ctx);
        assert.equal(verdict.outcome === 'pass', queued, `${check.id} ${key} on ${edition}: ${JSON.stringify(verdict)}`);
        if (!queued) {
          assert.match(verdict.outcome === 'skip' ? verdict.reason : '', edition === null ? /^not queued: the target's edition is unknown, and on commerce a dated special price/ : /^not queued on commerce: a dated special price/);
        }
      }
      assert.equal(fake.sent.some((s) => s.path.startsWith('/async') || s.path === '/V1/products'), queued, `${key} on ${edition}: nothing made, nothing queued`);
    }
  }
});

test('a route bound to an entity that leaves a file (the product with an image) is queued at the full level only', async () => {
  installQueueLedger(null);
  const { ctx, sent } = fakeCtx('PUT /V1/products/:sku/media/:entryId');
  const verdict = await asyncAcceptShape.run(ctx);
  assert.deepEqual(verdict, { outcome: 'skip', reason: 'not queued at COMMERCE_WRITES=allow: it leaves a product image file in pub/media, which no REST call removes (COMMERCE_WRITES=full queues it and lists what stays in after-run.json)' });
  assert.equal(sent.length, 0, 'nothing is made, nothing queued');
});

test('Adobe Commerce\'s own routes act on carts, orders and returns of the run\'s: never queued per route, a return\'s comment for the reason of its own (the consumer dies)', () => {
  for (const [key, owned] of Object.entries(EDITION_ROUTES)) {
    const s = queueConfinement(routeOf(key));
    assert.equal(s.ok, false, key);
    if (!s.ok) assert.equal(s.reason, owned.notQueued !== undefined ? `not queued: ${owned.notQueued}` : NOT_QUEUED_COMMERCE, key);
  }
  assert.match(EDITION_ROUTES['POST /V1/returns/:id/comments']?.notQueued ?? '', /Unknown named parameter \$data/);
});
