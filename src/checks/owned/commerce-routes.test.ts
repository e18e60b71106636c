// The commerce routes bound to the run's own carts, orders and documents: each is a write of the plan, binds every
// path parameter that names an entity and every body field that names one, needs COMMERCE_WRITES=full, and is never
// queued by the per-route checks; the routes no offline payment lets succeed are marked in the contracts instead.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contractPlan } from '../testing/fake-scenario.ts';
import { confine, NOT_QUEUED_COMMERCE, type ConfinedRoute } from './confinement.ts';
import type { Permission } from '../../contracts/types.ts';
import { COMMERCE_ROUTES } from './commerce-routes.ts';
import { OWNED_ROUTES } from './routes.ts';

/** The queued mode's confinement of a route, called with its own permission. */
const queueConfinement = (r: ConfinedRoute & { permission: Permission }) => confine(r, r.permission, 'queued');

const plan = contractPlan();
const route = (key: string) => {
  const found = plan.routes.find((r) => r.key === key && r.base === 'store');
  assert.ok(found, `the plan has ${key}`);
  return found;
};

test('every commerce route is a write of the plan, in OWNED_ROUTES, executed at the full level on the run\'s own data', () => {
  for (const [key, owned] of Object.entries(COMMERCE_ROUTES)) {
    const r = route(key);
    assert.equal(OWNED_ROUTES[key], owned, `${key} is merged into OWNED_ROUTES`);
    const confinement = confine(r, r.permission, 'executed');
    assert.ok(confinement.ok, `${key}: ${confinement.ok ? '' : confinement.reason}`);
    assert.equal(confinement.level, 'full', `${key} needs COMMERCE_WRITES=full`);
    if (r.permission === 'self') assert.ok(owned.as !== undefined, `${key} runs as the run's own customer`);
  }
});

test('no commerce route is queued by the per-route checks', () => {
  for (const key of Object.keys(COMMERCE_ROUTES)) {
    const safety = queueConfinement(route(key));
    assert.deepEqual(safety, { ok: false, reason: NOT_QUEUED_COMMERCE }, key);
  }
});

test('every commerce write of the edition is bound, or marked not executable with the platform\'s reason', () => {
  const commerce = plan.routes.filter((r) => ['Quote', 'Checkout', 'GiftMessage', 'Sales'].includes(r.module) && r.method !== 'GET' && r.base === 'store' && r.editions.includes('open-source') && r.until === null);
  const unbound = commerce.filter((r) => !(r.key in COMMERCE_ROUTES));
  assert.deepEqual(unbound.map((r) => r.key).sort(), ['POST /V1/invoices/:id/capture', 'POST /V1/invoices/:id/void', 'PUT /V1/creditmemo/:id']);
  for (const r of unbound) assert.match(r.write.notExecutable ?? '', /real 2\.4\.7-p3 answers 400 "/, r.key);
});

test('the order-level gift message is skipped where the store\'s configuration turns it off, with the platform\'s message', () => {
  for (const key of ['POST /V1/carts/:cartId/gift-message', 'POST /V1/guest-carts/:cartId/gift-message', 'POST /V1/carts/mine/gift-message']) {
    assert.deepEqual(route(key).response.unavailableWhen.map((u) => [u.status, u.message]), [[400, "The gift message isn't available."]], key);
  }
});
