// write.read-back on a fake target: the write executed on the run's own entities, then the read its contract names,
// for each expectation (created, updated, deleted, linked, unlinked) and each way the effect can be missing.
import assert from 'node:assert/strict';
import type { RawReadBack } from '../../contracts/types.ts';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeReadBack } from './read-back.ts';

const READ = fakeRoute('GET', '/V1/products/:sku');
const WEBSITES_READ = fakeRoute('GET', '/V1/products/:sku');
const product = { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 12 };
const create = (readBack: RawReadBack) => fakeRoute('POST', '/V1/products', { body: { product }, readBack });
const update = (readBack: RawReadBack) => fakeRoute('PUT', '/V1/products/:sku', { body: { product }, readBack });
const remove = (readBack: RawReadBack) => fakeRoute('DELETE', '/V1/products/:sku', { body: null, readBack });
const link = (readBack: RawReadBack) => fakeRoute('POST', '/V1/products/:sku/websites', { body: { productWebsiteLink: { sku: '{{prefix}}-sku', website_id: 1 } }, readBack });

const CREATED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'body.product.sku' }, expect: 'created', fields: { name: 'body.product.name', price: 'body.product.price' } };
const UPDATED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'path.sku' }, expect: 'updated', fields: { name: 'body.product.name', price: 'body.product.price' } };
const DELETED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'path.sku' }, expect: 'deleted' };
const LINKED: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'path.sku' }, expect: 'linked', item: { in: 'extension_attributes.website_ids', value: 'body.productWebsiteLink.website_id' } };
const UNLINKED: RawReadBack = { ...LINKED, expect: 'unlinked' };

/** A product store of the fake target: what the writes saved is what the reads answer (or, with `broken`, not). */
function store(broken: 'not-persisted' | 'not-deleted' | 'not-linked' | null = null): (sent: Sent, index: number) => Canned {
  const products = new Map<string, Record<string, unknown>>();
  return healthyTarget((sent) => {
    const sku = decodeURIComponent(sent.path.split('/')[3] ?? '');
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = (sent.body as { product: Record<string, unknown> }).product;
      if (broken !== 'not-persisted' || String(p.sku).includes('o')) products.set(String(p.sku), { ...p, extension_attributes: { website_ids: [] } });
      return { status: 200, json: { ...p, id: 1, extension_attributes: { stock_item: { item_id: 2 } } } };
    }
    if (sent.method === 'PUT') {
      if (broken !== 'not-persisted') products.set(sku, { ...products.get(sku), ...(sent.body as { product: Record<string, unknown> }).product });
      return { status: 200, json: (sent.body as { product: unknown }).product };
    }
    if (sent.method === 'DELETE') {
      if (broken !== 'not-deleted') products.delete(sku);
      return { status: 200, json: true };
    }
    if (sent.method === 'POST' && sent.path.endsWith('/websites')) {
      if (broken !== 'not-linked') products.set(sku, { ...products.get(sku), extension_attributes: { website_ids: [1] } });
      return { status: 200, json: true };
    }
    if (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      const found = products.get(sku);
      return found ? { status: 200, json: found } : platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
    }
    return undefined;
  });
}

const allow = { writes: 'allow' as const };
const routes = [READ, WEBSITES_READ];

verdictCases(writeReadBack, [
  { name: 'a create reads back with the fields it sent', fake: { route: create(CREATED), routes, target: allow, answer: store() }, want: { outcome: 'pass', note: 'GET /V1/products/:sku shows name, price as written' } },
  {
    name: 'a create answered but not persisted fails',
    fake: { route: create(CREATED), routes, target: allow, answer: store('not-persisted') },
    want: { outcome: 'fail', broken: 'after POST /V1/products, GET /V1/products/:sku does not answer what it wrote', expected: '200 with the written values', actual: '404 "The product that was requested doesn\'t exist. Verify the product and try again."' },
  },
  {
    name: 'an update reads back changed (read before and after, on the run\'s own product)',
    fake: { route: update(UPDATED), routes, target: allow, answer: store() },
    want: { outcome: 'pass', note: 'GET /V1/products/:sku shows name, price as written' },
    then: (fake) => assert.deepEqual(fake.sent.map((s) => s.method), ['GET', 'POST', 'GET', 'PUT', 'GET']),
  },
  {
    name: 'an update answered but not persisted fails, naming the fields',
    fake: { route: update(UPDATED), routes, target: allow, answer: store('not-persisted') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku answered success, but GET /V1/products/:sku shows 2 fields otherwise', expected: /^name: "cctrun0000w[0-9a-z]{3} product"; price: 12$/, actual: /^name: "cctrun0000o[0-9a-z]{6}"; price: 10$/ },
  },
  { name: 'a delete makes the read answer 404', fake: { route: remove(DELETED), routes, target: allow, answer: store() }, want: { outcome: 'pass', note: 'GET /V1/products/:sku answered 404 "The product that was requested doesn\'t exist. Verify the product and try again."' } },
  {
    name: 'a delete that answers true and deletes nothing fails',
    fake: { route: remove(DELETED), routes, target: allow, answer: store('not-deleted') },
    want: { outcome: 'fail', broken: 'DELETE /V1/products/:sku answered success, but GET /V1/products/:sku still answers the entity', expected: '404 with the platform\'s "No such entity" message', actual: /^200 / },
  },
  { name: 'a website link reads back', fake: { route: link(LINKED), routes, target: allow, answer: store() }, want: { outcome: 'pass', note: 'GET /V1/products/:sku shows 1 in extension_attributes.website_ids' } },
  {
    name: 'a link answered but not made fails',
    fake: { route: link(LINKED), routes, target: allow, answer: store('not-linked') },
    want: { outcome: 'fail', broken: 'POST /V1/products/:sku/websites answered success, but GET /V1/products/:sku does not show 1 in extension_attributes.website_ids', expected: '1 in extension_attributes.website_ids', actual: '[]' },
  },
  {
    name: 'an unlink that leaves the item fails',
    fake: { route: link(UNLINKED), routes, target: allow, answer: store() },
    want: { outcome: 'fail', broken: 'POST /V1/products/:sku/websites answered success, but GET /V1/products/:sku still shows 1 in extension_attributes.website_ids', expected: 'no such item', actual: 'the item is still there' },
  },
  {
    name: 'a write that did not succeed is left to write.response-valid',
    fake: { route: create(CREATED), routes, target: allow, answer: healthyTarget((s) => (s.method === 'POST' ? platformError(400, 'Invalid product data') : undefined)) },
    want: { outcome: 'skip', reason: 'the write did not succeed (400 "Invalid product data"): write.response-valid judges its answer' },
  },
  {
    name: 'a read the plan lacks: skip naming it',
    fake: { route: create(CREATED), routes: [], target: allow, answer: store() },
    want: { outcome: 'skip', reason: 'the read-back route GET /V1/products/:sku is not in the plan' },
  },
]);
