// Tests declared skipped at collection: the configuration decides (src/runtime/configured.ts), a check declares which
// routes it cannot run under it (Check.skipsWhen), and the declared skip carries the reason the check gives at run
// time. Also pins the fixture-less Playwright test type the API specs are built on.

import { strict as assert } from 'node:assert';
import { spanOf } from '../src/contracts/release-span.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import * as playwrightTest from '@playwright/test';
import { configuredFacts } from '../src/runtime/configured.ts';
import { baseTest } from '../fixtures/index.ts';
import { loadPlan } from '../src/runtime/plan.ts';
import { ASYNC_ROUTE_CHECKS, ROUTE_CHECKS, WRITE_CHECKS } from '../src/checks/catalog.ts';
import { skip, WRITES_DENIED_ANONYMOUS, WRITES_DENIED_QUEUE, type CheckContext, type TargetFacts } from '../src/checks/types.ts';
import { WRITES_DENIED_SYNC } from '../src/checks/write/execution.ts';
import { permissionFor } from '../src/contracts/permission.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-collection-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('configuredFacts: writes are denied unless COMMERCE_WRITES names a write level', () => {
  assert.equal(configuredFacts({}).writes, 'deny');
  assert.equal(configuredFacts({ COMMERCE_WRITES: 'deny' }).writes, 'deny');
  assert.equal(configuredFacts({ COMMERCE_WRITES: ' allow ' }).writes, 'allow');
  assert.equal(configuredFacts({ COMMERCE_WRITES: 'full' }).writes, 'full');
  assert.equal(configuredFacts({ COMMERCE_WRITES: 'yes' }).writes, 'deny');
});

test('configuredFacts with targets.yaml: deny only when every target denies; an unreadable file leaves it to run time', () => {
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const both = file('deny.yaml', 'targets:\n  - name: a\n    env:\n      COMMERCE_BASE_URL: https://a.example.com\n  - name: b\n    env:\n      COMMERCE_BASE_URL: https://b.example.com\n      COMMERCE_WRITES: deny\n');
  assert.equal(configuredFacts({ COMMERCE_TARGETS_FILE: both }).writes, 'deny');
  const one = file('one.yaml', 'targets:\n  - name: a\n    env:\n      COMMERCE_BASE_URL: https://a.example.com\n  - name: b\n    env:\n      COMMERCE_BASE_URL: https://b.example.com\n      COMMERCE_WRITES: allow\n');
  assert.equal(configuredFacts({ COMMERCE_TARGETS_FILE: one }).writes, 'allow');
  // The runner's COMMERCE_WRITES is not a run-wide setting: each target has its own.
  assert.equal(configuredFacts({ COMMERCE_TARGETS_FILE: both, COMMERCE_WRITES: 'allow' }).writes, 'deny');
  assert.equal(configuredFacts({ COMMERCE_TARGETS_FILE: join(dir, 'missing.yaml') }).writes, 'full');
  assert.equal(configuredFacts({ COMMERCE_TARGETS_FILE: file('broken.yaml', 'targets: [') }).writes, 'full');
});

const plan = loadPlan();
const checks = [...ROUTE_CHECKS, ...ASYNC_ROUTE_CHECKS, ...WRITE_CHECKS];

test('with writes allowed no route is declared skipped, but the known answers read on an entity of the run\'s own that stays', () => {
  const fullOnly: string[] = [];
  for (const check of checks) {
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const reason = check.skipsWhen?.(route, { writes: 'allow' }) ?? null;
      if (reason === null) continue;
      assert.equal(check.id, 'write.known-answer', `${check.id} ${route.key}: ${reason}`);
      assert.match(reason, /^not run below COMMERCE_WRITES=full: the answers are read on the run's own /, route.key);
      fullOnly.push(route.key);
    }
  }
  // Quotes no REST call removes: the virtual carts (ShippingMethodManagementTest::testGetListForVirtualCart and its guest
  // form), the carts read whole and whose rates, payment methods, payment information and items' gift messages are read
  // (issue 37).
  assert.deepEqual(fullOnly.sort(), [
    'GET /V1/carts/:cartId',
    'GET /V1/carts/:cartId/gift-message/:itemId',
    'GET /V1/carts/:cartId/payment-methods',
    'GET /V1/carts/:cartId/shipping-methods',
    'GET /V1/carts/:cartId/totals',
    'GET /V1/carts/mine',
    'GET /V1/carts/mine/gift-message/:itemId',
    'GET /V1/carts/mine/payment-information',
    'GET /V1/carts/mine/payment-methods',
    'GET /V1/carts/mine/shipping-methods',
    'GET /V1/carts/mine/totals',
    'GET /V1/guest-carts/:cartId',
    'GET /V1/guest-carts/:cartId/gift-message/:itemId',
    'GET /V1/guest-carts/:cartId/payment-methods',
    'GET /V1/guest-carts/:cartId/shipping-methods',
    'GET /V1/guest-carts/:cartId/totals',
  ]);
});

test('with writes denied: every write executed (its bad input and partial updates too), every async/bulk acceptance, the comparison of queued and synchronous writes and the anonymous write routes, nothing else', () => {
  const declared = new Map<string, number>();
  for (const check of checks) {
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const reason = check.skipsWhen?.(route, { writes: 'deny' }) ?? null;
      if (reason === null) continue;
      declared.set(check.id, (declared.get(check.id) ?? 0) + 1);
      if (check.id === 'perm.anonymous-open') {
        assert.equal(reason, WRITES_DENIED_ANONYMOUS);
        assert.equal(route.safety, 'write', route.key);
      } else if (check.family === 'write' || check.family === 'input') assert.equal(reason, WRITES_DENIED_SYNC, `${check.id} ${route.key}`);
      else assert.equal(reason, WRITES_DENIED_QUEUE, `${check.id} ${route.key}`);
    }
  }
  const input = ['input.default-protected', 'input.delete-in-use', 'input.duplicate-key', 'input.foreign-reference', 'input.invalid-format', 'input.missing-required', 'input.out-of-range', 'input.unknown-reference', 'input.wrong-state', 'input.wrong-type'];
  assert.deepEqual([...declared.keys()].sort(), ['async.accept-shape', 'async.same-as-sync', 'bulk.accept-shape', ...input, 'perm.anonymous-open', 'write.answer-sent', 'write.answer-value', 'write.create-forms', 'write.empty-collection-clears', 'write.group-delete-moves-customers', 'write.known-answer', 'write.partial-keeps-omitted', 'write.password-signs-in', 'write.path-id-wins', 'write.read-back', 'write.response-valid', 'write.revoked-token-refused', 'write.sign-in-after-failures', 'write.store-null-reverts']);
  assert.ok((declared.get('async.accept-shape') ?? 0) > 100);
});

/** The run-time side gives the same reason: a context on a target that denies writes, where the call must not happen. */
function denyingContext(route: (typeof plan.routes)[number]): CheckContext {
  const target: TargetFacts = { edition: 'commerce', release: '2.4.7', releaseSpan: spanOf('2.4.7'), storeCode: 'default', writes: 'deny', embedded: true, callers: { guest: true, admin: true, customer: true, 'restricted-admin': false, integration: false }, restrictedResources: [], callerProblems: {}, oauthSigning: null, adminIdentity: 'admin-account', integrationScope: null, customerIdentity: 'configured' };
  const never = () => {
    throw new Error(`${route.key}: a request was attempted although writes are denied`);
  };
  return {
    route,
    target,
    permission: permissionFor(route, '2.4.7'),
    permissions: [permissionFor(route, '2.4.7')],
    resolvePath: async () => route.path,
    resolveBody: async () => undefined,
    call: async () => never(),
    observe: () => undefined,
    secret: () => undefined,
    isPublished: () => true,
    validateResponse: async () => [],
    routeOf: () => undefined,
    validateFor: async () => [],
    async: { prefix: 'cctest', fillBody: async (b) => b },
  };
}

test('run time agrees: a declared-skipped route skips with the same reason and sends nothing', async () => {
  for (const check of checks) {
    if (!check.skipsWhen) continue;
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const reason = check.skipsWhen(route, { writes: 'deny' });
      if (reason === null) continue;
      const verdict = await check.run(denyingContext(route));
      assert.deepEqual(verdict, skip(reason), `${check.id} ${route.key}`);
    }
  }
});

test('the API specs run on Playwright\'s fixture-less root test type (pinned: @playwright/test is an exact version)', () => {
  const root = (playwrightTest as { _baseTest?: unknown })._baseTest;
  assert.ok(root, '@playwright/test no longer exports _baseTest: fixtures/index.ts falls back to the slower `test`; update the benchmark notes');
  assert.equal(baseTest, root);
});
