// The refusal probe on a fake context: both editions' answers to an undecodable body, and the states of a line.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Permission } from '../../contracts/types.ts';
import { ERROR_PAGE, fakeContext, fakeRoute, refusedNaming, type Canned, type FakeOptions, type Sent } from '../testing/fake-context.ts';
import { guestRefused } from './guest-refused.ts';
import { restrictedAdminAllowed } from './restricted-admin-allowed.ts';
import { restrictedAdminRefused } from './restricted-admin-refused.ts';

const NEW = ['Magento_Catalog::catalog_inventory'];
const OLD = ['Magento_CatalogInventory::cataloginventory'];
const STOCK_WRITE = fakeRoute('PUT', '/V1/products/:productSku/stockItems/:itemId', { body: { stockItem: { qty: 1 } } });
const STOCK_READ = fakeRoute('GET', '/V1/stockItems/:productSku');

/** A commerce target known by its line only (2.4): every state of the line is possible. */
function onLine(permissions: Permission[], answer: (sent: Sent) => Canned, more: FakeOptions = {}) {
  return fakeContext({ route: STOCK_WRITE, permissions, answer, target: { edition: 'commerce', release: '2.4' }, ...more });
}
/** Adobe Commerce decodes the body before authorization: an error page to `{`, `then` to anything decodable. */
const decodesFirst = (then: Canned) => (s: Sent): Canned => (s.rawBody === '{' ? ERROR_PAGE : then);
const restricted = (granted: string[]): FakeOptions => ({ callers: { 'restricted-admin': true }, target: { edition: 'commerce', release: '2.4', restrictedResources: granted } });

test('open source: the undecodable body is refused with 401 naming the resources', async () => {
  const { ctx, sent, observed } = onLine([NEW], () => refusedNaming(NEW));
  assert.equal((await guestRefused.run(ctx)).outcome, 'pass');
  assert.deepEqual(sent.map((o) => o.rawBody), ['{']);
  assert.deepEqual(observed, []);
});

test('commerce: a 500 error page to the undecodable body is no verdict; the {} fallback is judged and recorded', async () => {
  const { ctx, sent, observed } = onLine([NEW], decodesFirst(refusedNaming(NEW)));
  assert.equal((await guestRefused.run(ctx)).outcome, 'pass');
  assert.deepEqual(sent.map((o) => o.rawBody), ['{', '{}']);
  assert.deepEqual(observed, [['refusal-probe-fallback', { undecodable: '500 text/html; charset=UTF-8', fallback: '{}', answered: 401 }]]);
});

test('commerce: the fallback reaching the route is still a failure that names it', async () => {
  const { ctx } = onLine([NEW], decodesFirst({ status: 200, json: 1 }));
  const v = await guestRefused.run(ctx);
  assert.equal(v.outcome, 'fail');
  assert.match(v.outcome === 'fail' ? v.broken : '', /guest reached Magento_Catalog::catalog_inventory/);
});

test('no fallback where an empty body could execute: a skip that says why', async () => {
  const { ctx, sent } = onLine([['Magento_Sales::create']], () => ERROR_PAGE, { route: fakeRoute('POST', '/V1/orders/create', { body: null }) });
  const v = await guestRefused.run(ctx);
  assert.equal(v.outcome, 'skip');
  assert.equal(sent.length, 1);
  // A guest on a self route has no customer for the platform to force: {} cannot act on anyone.
  const self = onLine(['self'], decodesFirst(refusedNaming('self')), { route: fakeRoute('POST', '/V1/carts/mine', { body: null }) });
  assert.equal((await guestRefused.run(self.ctx)).outcome, 'pass');
});

test('a bare line accepts every state of it and records the one seen; a state no release had fails', async () => {
  const old = onLine([NEW, OLD], () => refusedNaming(OLD));
  assert.equal((await guestRefused.run(old.ctx)).outcome, 'pass');
  assert.deepEqual(old.observed, [['permission-state', OLD[0]]]);
  const other = onLine([NEW, OLD], () => refusedNaming(['Vendor::other']));
  const v = await guestRefused.run(other.ctx);
  assert.equal(v.outcome, 'fail');
  assert.match(v.outcome === 'fail' ? v.expected : '', /Magento_Catalog::catalog_inventory \| Magento_CatalogInventory::cataloginventory/);
});

test('the restricted admin: the ACL root is in every role; either side of a line is accepted', async () => {
  const modules = onLine([['Magento_Backend::admin']], () => ({ status: 200, json: [] }), { ...restricted(['Magento_Catalog::products']), route: fakeRoute('GET', '/V1/modules') });
  assert.equal((await restrictedAdminRefused.run(modules.ctx)).outcome, 'pass', 'not judged: the root is held');
  assert.equal((await restrictedAdminAllowed.run(modules.ctx)).outcome, 'pass');
  const served = onLine([NEW, OLD], () => ({ status: 200, json: {} }), { ...restricted(NEW), route: STOCK_READ });
  assert.equal((await restrictedAdminRefused.run(served.ctx)).outcome, 'pass', 'served: the newer state, which it holds');
  const refusedOld = onLine([NEW, OLD], () => refusedNaming(OLD), { ...restricted(NEW), route: STOCK_READ });
  assert.equal((await restrictedAdminAllowed.run(refusedOld.ctx)).outcome, 'pass', 'refused naming the older state, which it lacks');
  const wrong = onLine([NEW], () => refusedNaming(NEW), { ...restricted(NEW), route: STOCK_READ });
  assert.equal((await restrictedAdminAllowed.run(wrong.ctx)).outcome, 'fail', 'one state, held, and refused: a finding');
});
