// The refusal probe on a fake context: both editions' answers to an undecodable body, and the states of a line.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spanOf } from '../../contracts/release-span.ts';
import type { CompiledRoute, Permission } from '../../contracts/types.ts';
import type { CallOptions, CheckContext, HttpExchange } from '../types.ts';
import { guestRefused } from './guest-refused.ts';
import { restrictedAdminAllowed, restrictedAdminRefused } from './admin.ts';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";
const ERROR_PAGE = '<!doctype html><html><head><title>Error 500</title></head><body><h1>There has been an error processing your request</h1><p>Error log record number: 1a2b</p></body></html>';

interface Answer {
  status: number;
  json?: unknown;
  html?: string;
}

function exchange(o: CallOptions, a: Answer): HttpExchange {
  const bodyText = a.html ?? JSON.stringify(a.json ?? null);
  return { method: o.method ?? 'PUT', url: `http://shop.test/rest/default${o.path ?? ''}`, status: a.status, headers: { 'content-type': a.html ? 'text/html; charset=UTF-8' : 'application/json; charset=utf-8' }, bodyText, json: a.html ? undefined : a.json, durationMs: 1 };
}

function fakeContext(route: Partial<CompiledRoute>, permissions: Permission[], answer: (o: CallOptions) => Answer, extra: { restricted?: string[] } = {}) {
  const sent: CallOptions[] = [];
  const observed: Array<[string, unknown]> = [];
  const full = { method: 'PUT', path: '/V1/products/:productSku/stockItems/:itemId', pathParams: ['productSku', 'itemId'], body: { stockItem: { qty: 1 } }, query: {}, key: 'PUT /V1/products/:productSku/stockItems/:itemId', ...route } as CompiledRoute;
  const ctx: CheckContext = {
    route: full,
    target: { edition: 'commerce', release: '2.4', releaseSpan: spanOf('2.4'), storeCode: 'default', writes: 'deny', embedded: false, callers: { guest: true, admin: true, customer: true, 'restricted-admin': extra.restricted !== undefined, integration: false }, callerProblems: {}, restrictedResources: extra.restricted ?? [], oauthSigning: null },
    permission: permissions[0] as Permission,
    permissions,
    resolvePath: async () => '/V1/products/cc-x/stockItems/987654321',
    resolveBody: async () => undefined,
    call: async (_caller, o = {}) => {
      sent.push(o);
      return exchange(o, answer(o));
    },
    observe: (k, v) => void observed.push([k, v]),
    isPublished: () => true,
    validateResponse: async () => [],
  };
  return { ctx, sent, observed };
}

const NEW = ['Magento_Catalog::catalog_inventory'];
const OLD = ['Magento_CatalogInventory::cataloginventory'];
const refused = (resources: string[]): Answer => ({ status: 401, json: { message: NOT_AUTHORIZED, parameters: { resources: resources.join(', ') } } });

test('open source: the undecodable body is refused with 401 naming the resources', async () => {
  const { ctx, sent, observed } = fakeContext({}, [NEW], () => refused(NEW));
  assert.equal((await guestRefused.run(ctx)).outcome, 'pass');
  assert.deepEqual(sent.map((o) => o.rawBody), ['{']);
  assert.deepEqual(observed, []);
});

test('commerce: a 500 error page to the undecodable body is no verdict; the {} fallback is judged and recorded', async () => {
  const { ctx, sent, observed } = fakeContext({}, [NEW], (o) => (o.rawBody === '{' ? { status: 500, html: ERROR_PAGE } : refused(NEW)));
  assert.equal((await guestRefused.run(ctx)).outcome, 'pass');
  assert.deepEqual(sent.map((o) => o.rawBody), ['{', '{}']);
  assert.equal(observed[0]?.[0], 'refusal-probe-fallback');
});

test('commerce: the fallback reaching the route is still a failure that names it', async () => {
  const { ctx } = fakeContext({}, [NEW], (o) => (o.rawBody === '{' ? { status: 500, html: ERROR_PAGE } : { status: 200, json: 1 }));
  const v = await guestRefused.run(ctx);
  assert.equal(v.outcome, 'fail');
  assert.match(v.outcome === 'fail' ? v.broken : '', /guest reached Magento_Catalog::catalog_inventory/);
});

test('no fallback where an empty body could execute: a skip that says why', async () => {
  const { ctx, sent } = fakeContext({ path: '/V1/orders/create', pathParams: [], body: null }, [['Magento_Sales::create']], () => ({ status: 500, html: ERROR_PAGE }));
  const v = await guestRefused.run(ctx);
  assert.equal(v.outcome, 'skip');
  assert.equal(sent.length, 1);
  // A guest on a self route has no customer for the platform to force: {} cannot act on anyone.
  const self = fakeContext({ path: '/V1/carts/mine', pathParams: [], body: null }, ['self'], (o) => (o.rawBody === '{' ? { status: 500, html: ERROR_PAGE } : { status: 401, json: { message: NOT_AUTHORIZED, parameters: { resources: 'self' } } }));
  assert.equal((await guestRefused.run(self.ctx)).outcome, 'pass');
});

test('a bare line accepts every state of it and records the one seen; a state no release had fails', async () => {
  const old = fakeContext({}, [NEW, OLD], () => refused(OLD));
  assert.equal((await guestRefused.run(old.ctx)).outcome, 'pass');
  assert.deepEqual(old.observed, [['permission-state', OLD[0]]]);
  const other = fakeContext({}, [NEW, OLD], () => refused(['Vendor::other']));
  const v = await guestRefused.run(other.ctx);
  assert.equal(v.outcome, 'fail');
  assert.match(v.outcome === 'fail' ? v.expected : '', /Magento_Catalog::catalog_inventory \| Magento_CatalogInventory::cataloginventory/);
});

test('the restricted admin: the ACL root is in every role; either side of a line is accepted', async () => {
  const modules = fakeContext({ method: 'GET', path: '/V1/modules', pathParams: [], body: null, key: 'GET /V1/modules' }, [['Magento_Backend::admin']], () => ({ status: 200, json: [] }), { restricted: ['Magento_Catalog::products'] });
  assert.equal((await restrictedAdminRefused.run(modules.ctx)).outcome, 'pass', 'not judged: the root is held');
  assert.equal((await restrictedAdminAllowed.run(modules.ctx)).outcome, 'pass');
  const stock = { method: 'GET', path: '/V1/stockItems/:productSku', pathParams: ['productSku'], body: null, key: 'GET /V1/stockItems/:productSku' } as Partial<CompiledRoute>;
  const served = fakeContext(stock, [NEW, OLD], () => ({ status: 200, json: {} }), { restricted: NEW });
  assert.equal((await restrictedAdminRefused.run(served.ctx)).outcome, 'pass', 'served: the newer state, which it holds');
  const refusedOld = fakeContext(stock, [NEW, OLD], () => refused(OLD), { restricted: NEW });
  assert.equal((await restrictedAdminAllowed.run(refusedOld.ctx)).outcome, 'pass', 'refused naming the older state, which it lacks');
  const wrong = fakeContext(stock, [NEW], () => refused(NEW), { restricted: NEW });
  assert.equal((await restrictedAdminAllowed.run(wrong.ctx)).outcome, 'fail', 'one state, held, and refused: a finding');
});
