// The queueing rule (src/checks/owned/confinement.ts, queued mode) on the compiled contracts: what a write run queues executes on the
// run's own entities (creations of kinds the cleanup removes, named with the run's prefix), and every route that would
// execute against an id that does not resolve is not queued, with a reason naming the parameter or body field. The
// three messages that killed the 2.4.7 consumer are among them. Also the run-time part (src/checks/owned/prepare.ts): the platform
// entities a body references are read on the target, and nothing is queued once the run found the consumer stopped.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { compilePlan } from '../src/runtime/plan.ts';
import { SWEEP } from '../src/cleanup/sweep-kinds.ts';
import { OWNED_ROUTES } from '../src/checks/owned/routes.ts';
import { installQueueLedger, type AcceptedBulk } from '../src/checks/async/queue-ledger.ts';
import { queueHalted, recordQueued } from '../src/checks/async/safety.ts';
import { confine, NOT_QUEUED_COMMERCE, type ConfinedRoute } from '../src/checks/owned/confinement.ts';
import { refusal } from '../src/checks/owned/prepare.ts';
import { describeName, idFields, platformReferenceOf } from '../src/checks/owned/body-ids.ts';
import type { CallOptions, CheckContext, HttpExchange, TargetFacts } from '../src/checks/types.ts';
import type { CompiledRoute, Permission } from '../src/contracts/types.ts';

/** The queued mode's confinement of a route, called with its own permission. */
const queueConfinement = (r: ConfinedRoute & { permission: Permission }) => confine(r, r.permission, 'queued');

/** Why the queued mode refuses ctx.route on this target now (the run's queue state included), or null. */
async function queueRefusal(ctx: CheckContext): Promise<string | null> {
  const refused = await refusal(ctx, 'queued', queueHalted);
  return 'reason' in refused ? refused.reason : null;
}

const plan = compilePlan();
const writes = plan.routes.filter((r) => r.asyncPath !== null && r.base === 'store');
const route = (key: string): CompiledRoute => {
  const found = writes.find((r) => r.key === key);
  assert.ok(found, `the plan has ${key}`);
  return found;
};
const reasonOf = (key: string): string => {
  const s = queueConfinement(route(key));
  assert.equal(s.ok, false, `${key} is not queued`);
  return s.ok ? '' : s.reason;
};

test('what the plan queues: POSTs that create a kind the sweep removes, named with the run prefix, and the owned routes', () => {
  const queued = writes.filter((r) => queueConfinement(r).ok && !(r.key in OWNED_ROUTES)).map((r) => r.key).sort();
  assert.deepEqual(queued, [
    'POST /V1/categories', 'POST /V1/cmsBlock', 'POST /V1/cmsPage', 'POST /V1/customers', 'POST /V1/eav/attribute-sets',
    'POST /V1/products', 'POST /V1/products/attribute-sets', 'POST /V1/products/attributes', 'POST /V1/salesRules', 'POST /V1/taxClasses', 'POST /V1/taxRates',
  ]);
  for (const key of queued) {
    const s = queueConfinement(route(key));
    assert.ok(s.ok && s.creates !== null);
    assert.ok(SWEEP.includes(s.creates), `${key} creates a kind the sweep removes`);
    assert.ok([s.creates.create.path, ...(s.creates.create.also ?? [])].includes(route(key).path));
  }
});

test('the messages that killed the 2.4.7 consumer are not queued, and the reason names the parameter or the field', () => {
  // A guest cart id and an order id that do not resolve were such messages; the carts and orders the run makes itself
  // (COMMERCE_WRITES=full) are never queued per route either: no REST call removes them.
  assert.equal(reasonOf('POST /V1/guest-carts/:cartId/billing-address'), NOT_QUEUED_COMMERCE);
  assert.equal(reasonOf('POST /V1/invoices/'), NOT_QUEUED_COMMERCE);
  assert.equal(reasonOf('POST /V1/invoices/comments'), NOT_QUEUED_COMMERCE);
  // A gift wrapping is made with its image, whose file stays in pub/media once the wrapping is gone (real 2.4.6-p1).
  assert.match(reasonOf('POST /V1/gift-wrappings'), /^not queued: a queued create writes its image file to pub\/media\/wrapping/);
  // Bound to the run's own rule for synchronous execution; queued, it would still stop the consumer whatever the id.
  assert.match(reasonOf('DELETE /V1/salesRules/:ruleId'), /^not queued: on 2\.4\.7 the consumer calls RuleRepository::deleteById\(\$id\) with the URL's name as a named argument \(\$ruleId\)/);
});

test('every other route with a path parameter is not queued (harmless values resolve to nothing); the other refusals keep their reasons', () => {
  for (const r of writes.filter((w) => !(w.key in OWNED_ROUTES) && w.pathParams.some((p) => !('literal' in (w.params[p] ?? { literal: 1 }))))) {
    const s = queueConfinement(r);
    assert.equal(s.ok, false, r.key);
    if (!s.ok) assert.match(s.reason, /^not queued: :\w+ would be an? [a-z ]+ that does not resolve; queued, the operation would execute against it/, r.key);
  }
  // A self route the owned table does not send as the run's own customer would act on the configured customer's data.
  const unownedSelf = writes.filter((w) => w.permission === 'self' && !(w.key in OWNED_ROUTES));
  assert.ok(unownedSelf.length > 0);
  for (const r of unownedSelf) {
    const s = queueConfinement(r);
    assert.ok(!s.ok && /self route|does not resolve|fixture/.test(s.reason), `${r.key}: ${s.ok ? 'queued' : s.reason}`);
  }
  // The commerce core's self routes (the run's own customer's cart) are bound at the full level, never queued per route.
  assert.equal(reasonOf('PUT /V1/carts/mine/collect-totals'), NOT_QUEUED_COMMERCE);
  assert.match(reasonOf('POST /V1/customers/resetPassword'), /creates nothing the cleanup removes/);
  assert.equal(reasonOf('POST /V1/carts/mine/items'), NOT_QUEUED_COMMERCE);
});

test('literal ids: only the platform entities every installation has, read on the target; anything else refuses', () => {
  const fields = idFields({ product: { attribute_set_id: 4, type_id: 'simple', sku: 'x' }, items: [{ order_item_id: 0 }], ids: [1, 2] });
  assert.deepEqual(fields.map((f) => f.pointer), ['product.attribute_set_id', 'product.type_id', 'items[0].order_item_id', 'ids']);
  assert.equal(platformReferenceOf({ key: 'attribute_set_id', within: 'product', value: 4 })?.reads[0]?.path, '/V1/products/attribute-sets/4');
  assert.equal(platformReferenceOf({ key: 'attribute_set_id', within: 'product', value: '4' })?.field, 'attribute_set_id', 'a numeric string is the same id');
  assert.equal(platformReferenceOf({ key: 'attribute_set_id', within: 'product', value: 9 }), null);
  assert.equal(platformReferenceOf({ key: 'parent_id', within: 'category', value: 2 })?.field, 'parent_id');
  assert.equal(platformReferenceOf({ key: 'parent_id', within: 'entity', value: 2 }), null, 'parent_id names the root category only in a category');
  assert.equal(platformReferenceOf({ key: 'customer_group_ids', within: 'rule', value: [0, 1] })?.reads.length, 2);
  assert.equal(platformReferenceOf({ key: 'customer_group_ids', within: 'rule', value: [0, 7] }), null);
  assert.equal(platformReferenceOf({ key: 'product_tax_class_ids', within: 'rule', value: [2] })?.reads[0]?.path, '/V1/taxClasses/2', 'Taxable Goods');
  assert.equal(platformReferenceOf({ key: 'customer_tax_class_ids', within: 'rule', value: [3, 9] }), null);
  assert.equal(platformReferenceOf({ key: 'quote_id', within: 'cartItem', value: '{{prefix}}' }), null, 'the run prefix is no entity');
  assert.equal(describeName('cartId'), 'a cart id');
  assert.equal(describeName('order_id'), 'an order id');
  assert.equal(describeName('attributeCode'), 'an attribute code');
});

interface FakeCtx {
  ctx: CheckContext;
  reads: string[];
}

function fakeCtx(key: string, answers: Record<string, { status: number; json: unknown }>, admin = true): FakeCtx {
  const reads: string[] = [];
  const target = { writes: 'allow', callers: { admin, guest: true, customer: false, 'restricted-admin': false, integration: false }, callerProblems: {} } as unknown as TargetFacts;
  const r = route(key);
  const ctx = {
    route: r,
    target,
    permission: r.permission,
    permissions: [r.permission],
    async: { prefix: 'cctprefix0000', fillBody: async (b: unknown) => b },
    async call(_caller: string, options: CallOptions = {}): Promise<HttpExchange> {
      const path = options.path ?? r.path;
      reads.push(`${options.method ?? r.method} ${path}`);
      const answer = answers[path] ?? { status: 202, json: { bulk_uuid: '11111111-2222-3333-4444-555555555555', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: false } };
      return { method: options.method ?? r.method, url: `http://t.invalid/rest/default${path}`, status: answer.status, headers: {}, bodyText: JSON.stringify(answer.json), json: answer.json, durationMs: 1 };
    },
  } as unknown as CheckContext;
  return { ctx, reads };
}

test('queueRefusal reads each referenced platform entity once per target, and refuses when one is missing', async () => {
  installQueueLedger(null);
  const good = fakeCtx('POST /V1/salesRules', {
    '/V1/store/websites': { status: 200, json: [{ id: 0 }, { id: 1 }] },
    '/V1/customerGroups/0': { status: 200, json: { id: 0 } },
    '/V1/customerGroups/1': { status: 200, json: { id: 1 } },
    // The whole rule's labels: the admin store view and the default one (issue 28).
    '/V1/store/storeViews': { status: 200, json: [{ id: 0 }, { id: 1 }] },
  });
  assert.equal(await queueRefusal(good.ctx), null);
  assert.equal(await queueRefusal(good.ctx), null);
  assert.deepEqual(good.reads, ['GET /V1/store/websites', 'GET /V1/customerGroups/0', 'GET /V1/customerGroups/1', 'GET /V1/store/storeViews'], 'read once, then remembered');
  const missing = fakeCtx('POST /V1/categories', { '/V1/categories/2': { status: 404, json: { message: 'No such entity with id = 2' } } });
  assert.match((await queueRefusal(missing.ctx)) ?? '', /^not queued: it references the default root category \(parent_id 2\), which this target does not have \(GET \/V1\/categories\/2 answered 404\); queued, the operation would execute against it/);
  const noAdmin = fakeCtx('POST /V1/customers', {}, false);
  assert.match((await queueRefusal(noAdmin.ctx)) ?? '', /no admin identity/);
  assert.equal(await queueRefusal(fakeCtx('POST /V1/cmsPage', {}).ctx), null, 'no reference, nothing to read');
});

test('queueRefusal: once the run found the consumer stopped, nothing more is queued, with the diagnosis as the reason', async () => {
  installQueueLedger({ accepted: () => {}, halted: () => 'the queue stopped moving: ...' });
  try {
    const reason = await queueRefusal(fakeCtx('POST /V1/cmsPage', {}).ctx);
    assert.match(reason ?? '', /^not queued: this run found the queue consumer stopped, so an operation queued now would run after the cleanup\. the queue stopped moving/);
  } finally {
    installQueueLedger(null);
  }
});

test('recordQueued: the acceptance of a queueing check is recorded with what its operations create', async () => {
  const recorded: AcceptedBulk[] = [];
  installQueueLedger({ accepted: (e) => recorded.push(e), halted: () => null });
  try {
    const { ctx } = fakeCtx('POST /V1/cmsPage', {});
    const call = recordQueued(ctx);
    await call('admin', { path: '/async/V1/cmsPage', body: { page: { identifier: 'cctprefix0000a-page' } } });
    await call('admin', { method: 'GET', path: '/V1/cmsPage/1' });
    assert.deepEqual(recorded, [{ bulkUuid: '11111111-2222-3333-4444-555555555555', method: 'POST', path: '/async/V1/cmsPage', count: 1, caller: 'admin', effects: ['creates CMS page cctprefix0000a-page'] }]);
  } finally {
    installQueueLedger(null);
  }
});
