// The sweep and its verification (src/runtime/cleanup.ts) against a small stand-in installation that keeps what the
// real 2.4.7-p3 keeps: deleting a product leaves its MSI source item and low-stock setting; source-items-delete
// removes items (also of deleted products) and their settings; low-quantity-notifications-delete removes settings by
// pair; no route lists settings; a page past the last answers the last page again; a gift-wrapping filter on
// `design` answers 500 with the SQL error (the real Adobe Commerce 2.4.6-p1).

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { HttpExchange } from '../checks/types.ts';
import type { SendOptions } from './api-client.ts';
import { findPrefixed, sweepPrefix, type SweepClient } from './cleanup.ts';

const P = 'cctmwxk00aaabc';

interface Options {
  msi?: boolean;
  giftWrappings?: boolean;
  sources?: string[];
}

/** The stand-in: rows by collection, and every request it answered (`METHOD path?filter-field`). */
function installation(options: Options = {}) {
  const msi = options.msi ?? true;
  const products = new Set<string>();
  const sourceItems: Array<{ sku: string; source_code: string }> = [];
  const settings: Array<{ sku: string; source_code: string }> = [];
  const wrappings = new Map<number, string>();
  const requests: string[] = [];
  const answer = (status: number, json: unknown): HttpExchange => ({ method: 'GET', url: 'http://t.invalid', status, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });
  let unsortedReads = 0;
  const page = <T>(all: T[], query: Record<string, string> | undefined): HttpExchange => {
    // Without an order the platform's LIMIT/OFFSET pages need not agree: here, every other unsorted read is reversed.
    const rows = query?.['searchCriteria[sortOrders][0][field]'] === undefined && unsortedReads++ % 2 === 1 ? [...all].reverse() : all;
    const size = Number(query?.['searchCriteria[pageSize]'] ?? 100);
    const last = Math.max(1, Math.ceil(rows.length / size));
    const current = Math.min(Number(query?.['searchCriteria[currentPage]'] ?? 1), last);
    return answer(200, { items: rows.slice((current - 1) * size, current * size), total_count: rows.length });
  };
  const like = (query: Record<string, string> | undefined, field: string, value: string): boolean => {
    if (query?.['searchCriteria[filter_groups][0][filters][0][field]'] !== field) return true;
    const pattern = (query['searchCriteria[filter_groups][0][filters][0][value]'] ?? '').replace(/%$/, '').toLowerCase();
    return value.toLowerCase().startsWith(pattern);
  };
  const client: SweepClient = {
    async send(o: SendOptions): Promise<HttpExchange> {
      const filter = o.query?.['searchCriteria[filter_groups][0][filters][0][field]'];
      requests.push(`${o.method} ${o.path}${filter ? `?${filter}` : ''}`);
      const pairs = (o.body as { sourceItems: Array<{ sku: string; source_code: string }> } | undefined)?.sourceItems ?? [];
      const drop = (rows: typeof settings): void => {
        for (const p of pairs) for (let i = rows.length - 1; i >= 0; i--) if (rows[i]?.sku === p.sku && rows[i]?.source_code === p.source_code) rows.splice(i, 1);
      };
      if (o.method === 'GET' && o.path === '/V1/products') return page([...products].filter((sku) => like(o.query, 'sku', sku)).map((sku) => ({ sku })), o.query);
      if (o.method === 'DELETE' && o.path.startsWith('/V1/products/')) return answer(products.delete(decodeURIComponent(o.path.slice('/V1/products/'.length))) ? 200 : 404, true);
      if (o.path === '/V1/gift-wrappings' && options.giftWrappings) {
        if (filter === 'design') return answer(500, { message: "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'design' in 'where clause'" });
        return page([...wrappings].map(([wrapping_id, design]) => ({ wrapping_id, design })), o.query);
      }
      if (o.method === 'DELETE' && o.path.startsWith('/V1/gift-wrappings/') && options.giftWrappings) return answer(wrappings.delete(Number(o.path.split('/').pop())) ? 200 : 404, true);
      if (msi && o.method === 'GET' && o.path === '/V1/inventory/sources') return answer(200, { items: (options.sources ?? ['default']).map((source_code) => ({ source_code })), total_count: 1 });
      if (msi && o.method === 'GET' && o.path === '/V1/inventory/source-items') return page(sourceItems.filter((i) => like(o.query, 'sku', i.sku)), o.query);
      if (msi && o.method === 'POST' && o.path === '/V1/inventory/source-items-delete') {
        drop(sourceItems);
        drop(settings); // Magento_InventoryLowQuantityNotification's plugin on the source-item DeleteMultiple
        return answer(200, []);
      }
      if (msi && o.method === 'POST' && o.path === '/V1/inventory/low-quantity-notifications-delete') {
        drop(settings);
        return answer(200, []);
      }
      if (o.method === 'GET') return o.path.startsWith('/V1/inventory/') || o.path === '/V1/gift-wrappings' ? answer(404, { message: 'Request does not match any route.' }) : answer(200, { items: [], total_count: 0 });
      return answer(404, { message: 'Request does not match any route.' });
    },
  };
  /** A product saved through REST: its source item and low-stock setting on the default source come with it. */
  const saveProduct = (sku: string): void => {
    products.add(sku);
    sourceItems.push({ sku, source_code: 'default' });
    settings.push({ sku, source_code: 'default' });
  };
  return { client, products, sourceItems, settings, wrappings, requests, saveProduct };
}

test('the sweep removes the run\'s products and what MSI keeps of them, also of products deleted during the run; after-run lists each collection', async () => {
  const target = installation();
  target.saveProduct(`${P}-a`);
  target.saveProduct(`${P}-b`);
  target.saveProduct('hd-simple-plain');
  // Deleted by a write check during the run: the platform keeps its source item and its setting.
  target.saveProduct(`${P}-gone`);
  target.products.delete(`${P}-gone`);
  const swept = await sweepPrefix(target.client, 't', 'default', P);
  assert.deepEqual(swept.problems, []);
  assert.deepEqual([...target.products], ['hd-simple-plain']);
  assert.deepEqual(target.sourceItems, [{ sku: 'hd-simple-plain', source_code: 'default' }]);
  assert.deepEqual(target.settings, [{ sku: 'hd-simple-plain', source_code: 'default' }]);
  assert.deepEqual(swept.inventory, { absent: null, sources: ['default'], sourceItems: 3, lowStockPairs: 3, lowStockAbsent: null });
  assert.deepEqual(swept.removed.filter((r) => r.kind === 'MSI source item').map((r) => r.id).sort(), [`default/${P}-a`, `default/${P}-b`, `default/${P}-gone`]);
  const left = await findPrefixed(target.client, 't', P, swept);
  assert.deepEqual(left.found, []);
  assert.deepEqual(left.problems, []);
  const states = Object.fromEntries(left.collections.map((c) => [c.kind, c.state]));
  assert.equal(states.product, 'verified');
  assert.equal(states['MSI source item'], 'verified');
  assert.equal(states['MSI low-stock notification setting'], 'removed');
  assert.equal(states['gift wrapping'], 'absent');
  assert.match(left.collections.find((c) => c.kind === 'MSI low-stock notification setting')?.how ?? '', /3 \(sku, source\) pairs.*no source item of the run is left.*cannot read them back/);
});

test('pages are read in a fixed order: 250 products and their source items go in one round, and a second round finds none', async () => {
  const target = installation();
  for (let i = 0; i < 250; i++) target.saveProduct(`${P}-${String(i).padStart(3, '0')}`);
  const swept = await sweepPrefix(target.client, 't', 'default', P);
  assert.deepEqual(swept.problems, []);
  assert.equal(target.products.size, 0);
  assert.equal(target.sourceItems.length, 0);
  assert.equal(swept.inventory?.sourceItems, 250);
  assert.equal(swept.inventory?.lowStockPairs, 250);
  // Products: pages 1-3 of round one, page 1 of round two; source items the same.
  assert.equal(target.requests.filter((r) => r === 'GET /V1/products?sku').length, 4);
  assert.equal(target.requests.filter((r) => r === 'GET /V1/inventory/source-items?sku').length, 4);
});

test('a setting is deleted under every source the installation has, not only where a source item was found', async () => {
  const target = installation({ sources: ['default', 'eu'] });
  target.saveProduct(`${P}-a`);
  target.settings.push({ sku: `${P}-a`, source_code: 'eu' });
  const swept = await sweepPrefix(target.client, 't', 'default', P);
  assert.deepEqual(target.settings, []);
  assert.equal(swept.inventory?.lowStockPairs, 2);
});

test('an installation without MSI (its routes answer 404) is no problem: after-run says the collections are not served there', async () => {
  const target = installation({ msi: false });
  target.products.add(`${P}-a`);
  const swept = await sweepPrefix(target.client, 't', 'default', P);
  assert.deepEqual(swept.problems, []);
  assert.match(swept.inventory?.absent ?? '', /GET \/V1\/inventory\/sources answered 404 \(Multi-Source Inventory is disabled or not installed\)/);
  const left = await findPrefixed(target.client, 't', P, swept);
  assert.deepEqual(left.problems, []);
  for (const kind of ['MSI source item', 'MSI low-stock notification setting']) assert.equal(left.collections.find((c) => c.kind === kind)?.state, 'absent', kind);
  assert.ok(!target.requests.some((r) => r.startsWith('POST')), 'nothing is deleted where nothing is served');
});

test('gift wrappings are read whole, page by page up to total_count, and filtered here: never filtered on design', async () => {
  const target = installation({ giftWrappings: true });
  for (let id = 1; id <= 230; id++) target.wrappings.set(id, id % 50 === 0 ? `${P} wrapping ${id}` : `Gift paper ${id}`);
  target.wrappings.set(999, `${P.toUpperCase()} not ours`);
  const swept = await sweepPrefix(target.client, 't', 'default', P);
  assert.deepEqual(swept.problems, []);
  assert.deepEqual(swept.removed.filter((r) => r.kind === 'gift wrapping').map((r) => r.id), ['50', '100', '150', '200']);
  assert.equal(target.wrappings.size, 227, 'the case-insensitive match of another prefix is kept');
  assert.ok(!target.requests.some((r) => r.includes('gift-wrappings?design')), 'no search on design');
  // 231 wrappings: pages 1-3 and no fourth page (the platform would answer page 3 again), then 227 in the round that
  // finds nothing more to delete.
  assert.equal(target.requests.filter((r) => r === 'GET /V1/gift-wrappings').length, 6);
  const left = await findPrefixed(target.client, 't', P, swept);
  assert.deepEqual(left.problems, []);
  assert.match(left.collections.find((c) => c.kind === 'gift wrapping')?.how ?? '', /read whole \(the platform cannot filter on design\)/);
});

test('a search the platform fails is a problem that names the collection and quotes the answer; other collections are still swept', async () => {
  const target = installation();
  target.saveProduct(`${P}-a`);
  const failing: SweepClient = {
    send: (o) => (o.path === '/V1/coupons/search' ? Promise.resolve({ method: 'GET', url: 'x', status: 500, headers: {}, bodyText: '', json: { message: 'Internal Error.' }, durationMs: 1 }) : target.client.send(o)),
  };
  const swept = await sweepPrefix(failing, 't', 'default', P);
  assert.deepEqual(swept.problems, ['coupon: search answered 500 "Internal Error."']);
  assert.deepEqual(target.sourceItems, []);
  const left = await findPrefixed(failing, 't', P, swept);
  assert.equal(left.collections.find((c) => c.kind === 'coupon')?.state, 'unchecked');
});

test('the stale sweep (the stem and a staleness test) keeps MSI rows of runs that may still be going on', async () => {
  const target = installation();
  const old = 'cctmw00000aold';
  target.saveProduct(`${old}-a`);
  target.saveProduct(`${P}-a`);
  await sweepPrefix(target.client, 't', 'default', 'cct', (v) => v.startsWith(old));
  assert.deepEqual(target.sourceItems.map((i) => i.sku), [`${P}-a`]);
  assert.deepEqual(target.settings.map((i) => i.sku), [`${P}-a`]);
  await assert.rejects(sweepPrefix(target.client, 't', 'default', 'cct'), /refusing to sweep with "cct"/);
});

test('concurrent: the deletes of a kind go out several at once (never more than asked), a delete that lost to a concurrent one is tried again alone, and the verification reads every collection in the same bounds', async () => {
  const target = installation();
  for (let i = 0; i < 12; i++) target.saveProduct(`${P}-c${i}`);
  let inFlight = 0;
  let most = 0;
  let deadlocked = false;
  const client: SweepClient = {
    async send(o) {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight--;
      // The platform's answer when a delete lost a database deadlock to a concurrent one.
      if (o.method === 'DELETE' && o.path.endsWith('-c3') && !deadlocked) {
        deadlocked = true;
        return { method: 'DELETE', url: 'x', status: 400, headers: {}, bodyText: '', json: { message: 'The "cct-c3" product couldn\'t be removed.' }, durationMs: 1 };
      }
      return target.client.send(o);
    },
  };
  const swept = await sweepPrefix(client, 't', 'default', P, () => true, 3);
  assert.deepEqual(swept.problems, []);
  assert.equal(target.products.size, 0);
  assert.equal(most, 3);
  assert.ok(deadlocked);
  most = 0;
  const left = await findPrefixed(client, 't', P, swept, 3);
  assert.deepEqual(left.found, []);
  assert.ok(most > 1 && most <= 3, `${most} reads in flight`);
});

test('gift wrappings whose list answers no design (the real Adobe Commerce 2.4.6-p1: design null on every item) are read one by one for it; only the run\'s are deleted, and the check proves it the same way', async () => {
  const target = installation({ giftWrappings: true });
  for (let id = 1; id <= 6; id++) target.wrappings.set(id, id % 2 === 0 ? `${P} wrapping ${id}` : `Gift paper ${id}`);
  const nullDesigns: SweepClient = {
    async send(o) {
      const res = await target.client.send(o);
      if (o.method === 'GET' && o.path === '/V1/gift-wrappings') {
        const json = res.json as { items: Array<Record<string, unknown>>; total_count: number };
        return { ...res, json: { ...json, items: json.items.map((i) => ({ ...i, design: null })) } };
      }
      const item = /^\/V1\/gift-wrappings\/(\d+)$/.exec(o.path);
      if (o.method === 'GET' && item) {
        const design = target.wrappings.get(Number(item[1]));
        return design === undefined ? { ...res, status: 404, json: { message: "Gift wrapping with the %1 ID wasn't found. Verify the ID and try again." } } : { ...res, status: 200, json: { wrapping_id: Number(item[1]), design } };
      }
      return res;
    },
  };
  const swept = await sweepPrefix(nullDesigns, 't', 'default', P);
  assert.deepEqual(swept.problems, []);
  assert.deepEqual(swept.removed.filter((r) => r.kind === 'gift wrapping').map((r) => r.id), ['2', '4', '6']);
  assert.deepEqual([...target.wrappings.keys()], [1, 3, 5]);
  const left = await findPrefixed(nullDesigns, 't', P, swept);
  assert.deepEqual(left.found, []);
  assert.match(left.collections.find((c) => c.kind === 'gift wrapping')?.how ?? '', /read by wrapping_id where the list answers none/);
});
