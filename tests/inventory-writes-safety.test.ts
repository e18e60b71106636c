// The MSI write routes (contracts/inventory*.yaml) under the rules that decide what a write run executes
// and queues (src/checks/owned/confinement.ts, its two modes): the six that act on a product's source
// items and low-stock settings are bound to the run's own products on the default source (src/checks/owned/routes.ts);
// the source saves, the stock-source links and the partial transfer (the run's own product from the default source to
// its item on that source) run at COMMERCE_WRITES=full only, on a disabled source of the run's own
// (no REST call deletes a source, so it stays, listed as left by design), and the source saves are never queued; the
// rest are neither executed nor queued, each for a stated reason.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { compilePlan } from '../src/runtime/plan.ts';
import { confine, type ConfinedRoute } from '../src/checks/owned/confinement.ts';
import type { CompiledRoute, Permission } from '../src/contracts/types.ts';

/** The queued mode's confinement of a route, called with its own permission. */
const queueConfinement = (r: ConfinedRoute & { permission: Permission }) => confine(r, r.permission, 'queued');

const plan = compilePlan();
const inventoryWrites: CompiledRoute[] = plan.routes.filter((r) => r.path.startsWith('/V1/inventory/') && r.method !== 'GET');

test('the plan has every MSI write route of 2.4.7 (16 of the 38 /V1/inventory operations)', () => {
  assert.deepEqual(inventoryWrites.map((r) => r.key).sort(), [
    'DELETE /V1/inventory/stocks/:stockId',
    'POST /V1/inventory/bulk-partial-source-transfer',
    'POST /V1/inventory/bulk-product-source-assign',
    'POST /V1/inventory/bulk-product-source-transfer',
    'POST /V1/inventory/bulk-product-source-unassign',
    'POST /V1/inventory/low-quantity-notification',
    'POST /V1/inventory/low-quantity-notifications-delete',
    'POST /V1/inventory/source-items',
    'POST /V1/inventory/source-items-delete',
    'POST /V1/inventory/source-selection-algorithm-result',
    'POST /V1/inventory/sources',
    'POST /V1/inventory/stock-source-links',
    'POST /V1/inventory/stock-source-links-delete',
    'POST /V1/inventory/stocks',
    'PUT /V1/inventory/sources/:sourceCode',
    'PUT /V1/inventory/stocks/:stockId',
  ]);
});

/** Bound to the run's own products (their SKU) on the platform's default source, or to the run's own stock: executed and queued. */
const ON_OWN_PRODUCTS = [
  'POST /V1/inventory/bulk-product-source-assign',
  'POST /V1/inventory/bulk-product-source-unassign',
  'POST /V1/inventory/low-quantity-notification',
  'POST /V1/inventory/low-quantity-notifications-delete',
  'POST /V1/inventory/source-items',
  'POST /V1/inventory/source-items-delete',
];
/** The run's own stocks (created without sales channels, swept by name): at COMMERCE_WRITES=full only, since the
 * platform keeps each stock's empty index table inventory_stock_<id> once the stock is deleted; a create never queued. */
const ON_OWN_STOCK = ['POST /V1/inventory/stocks', 'PUT /V1/inventory/stocks/:stockId', 'DELETE /V1/inventory/stocks/:stockId'];
/** On the run's own source, which stays: executed at COMMERCE_WRITES=full only. */
const ON_OWN_SOURCE = ['POST /V1/inventory/sources', 'PUT /V1/inventory/sources/:sourceCode', 'POST /V1/inventory/stock-source-links', 'POST /V1/inventory/stock-source-links-delete', 'POST /V1/inventory/bulk-partial-source-transfer'];
const unbound = inventoryWrites.filter((r) => !ON_OWN_PRODUCTS.includes(r.key) && !ON_OWN_SOURCE.includes(r.key) && !ON_OWN_STOCK.includes(r.key));
const route = (key: string): CompiledRoute => {
  const found = inventoryWrites.find((r) => r.key === key);
  assert.ok(found, key);
  return found;
};

test('the source saves and the stock-source links run at the full level only, on the run\'s own source; the source saves are never queued', () => {
  for (const key of ON_OWN_SOURCE) {
    const c = confine(route(key), route(key).permission, 'executed');
    assert.ok(c.ok && c.level === 'full', key);
  }
  const reasonOf = (key: string): string => {
    const s = queueConfinement(route(key));
    return s.ok ? '' : s.reason;
  };
  assert.match(reasonOf('POST /V1/inventory/sources'), /^not queued: a queued save creates a source that no REST call removes/);
  assert.match(reasonOf('PUT /V1/inventory/sources/:sourceCode'), /^not queued: a queued save would act on the worker's one source/);
  assert.equal(queueConfinement(route('POST /V1/inventory/stock-source-links')).ok, true);
  assert.equal(queueConfinement(route('POST /V1/inventory/stock-source-links-delete')).ok, true);
  assert.equal(queueConfinement(route('POST /V1/inventory/bulk-partial-source-transfer')).ok, true);
});

test('the source-item and low-stock writes are executed and queued on the run\'s own products only', () => {
  for (const key of ON_OWN_PRODUCTS) {
    const route = inventoryWrites.find((r) => r.key === key) as CompiledRoute;
    assert.equal(confine(route, route.permission, 'executed').ok, true, key);
    assert.equal(queueConfinement(route).ok, true, key);
  }
});

test('the stock writes run at the full level only, on the run\'s own stocks, each listing the index table it leaves; a create is never queued', () => {
  for (const key of ON_OWN_STOCK) {
    const found = inventoryWrites.find((r) => r.key === key) as CompiledRoute;
    const c = confine(found, found.permission, 'executed');
    assert.ok(c.ok && c.level === 'full', key);
  }
  const created = queueConfinement(inventoryWrites.find((r) => r.key === 'POST /V1/inventory/stocks') as CompiledRoute);
  assert.ok(!created.ok && /^not queued: a queued create makes a stock whose index table inventory_stock_<id> stays/.test(created.reason));
  assert.equal(queueConfinement(inventoryWrites.find((r) => r.key === 'PUT /V1/inventory/stocks/:stockId') as CompiledRoute).ok, true);
});

test('no other MSI write is executed on the run\'s behalf: each says why', () => {
  for (const route of unbound) {
    const confinement = confine(route, route.permission, 'executed');
    assert.equal(confinement.ok, false, `${route.key} is not executed`);
    if (!confinement.ok) assert.match(confinement.reason, /^not executed: /, route.key);
  }
});

test('no other MSI write is queued: none creates a kind the sweep removes, and the rest act on ids or real entities', () => {
  for (const route of unbound) {
    const safety = queueConfinement(route);
    assert.equal(safety.ok, false, `${route.key} is not queued`);
    if (!safety.ok) assert.match(safety.reason, /^not queued: /, route.key);
  }
});

test('the bodies carry the run\'s prefix where they name a SKU, a source or a stock of their own, and never a sales channel', () => {
  for (const route of inventoryWrites.filter((r) => r.safety === 'write' && r.method !== 'DELETE')) {
    assert.match(JSON.stringify(route.body), /\{\{prefix\}\}/, route.key);
    assert.doesNotMatch(JSON.stringify(route.body), /sales_channels/, `${route.key}: a sales channel in a stock body moves a website to that stock`);
  }
});
