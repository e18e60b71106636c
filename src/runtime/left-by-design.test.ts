// The full level's end of a run (src/runtime/left-by-design.ts) against a stand-in for the platform's REST answers:
// the run's orders closed out (released from hold, cancelled where the platform lets them), the stock reservations of
// their SKUs balanced, what stays read back by id with its documents, and anything the ledger does not account for
// (an order or cart with the prefix it does not list, a document of its orders it does not list, an item REST does
// not show, reservations that do not sum to zero) reported as a problem.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpExchange } from '../checks/types.ts';
import { closeOutOrders, readLeftByDesign, removeReturns, reservationBalance, type CommerceApi } from './left-by-design.ts';
import type { LeftLine } from './left-ledger.ts';
import { readFileSync } from 'node:fs';

const PREFIX = 'cctleft0000001';
const exchange = (status: number, json: unknown): HttpExchange => ({ method: 'GET', url: 'http://t.invalid/x', status, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });
const line = (kind: LeftLine['kind'], id: string, extra: Partial<LeftLine> = {}): LeftLine => ({ kind, id, by: 'POST /V1/orders/:id/hold', at: '2026-11-26T00:00:00.000Z', test: null, ...extra });

interface World {
  orders: Array<{ entity_id: number; increment_id: string; state: string; status: string; customer_email: string; items: Array<{ sku: string } & Record<string, unknown>> } & Record<string, unknown>>;
  invoices: Array<{ entity_id: number; increment_id: string; order_id: number } & Record<string, unknown>>;
  shipments: Array<{ entity_id: number; increment_id: string; order_id: number }>;
  creditmemos: Array<{ entity_id: number; increment_id: string; order_id: number }>;
  carts: Array<{ id: number; is_active: boolean; customer: { email: string | null } }>;
  masked: Record<string, number>;
  /** salable - source + threshold per SKU: the reservations' sum. */
  reserved: Record<string, number>;
  msi: boolean;
  /** MSI sources by code: enabled, and the stocks linked to each. */
  sources?: Record<string, { enabled: boolean; stocks: number[] }>;
  /** Adobe Commerce returns by id; refuses: the ids whose delete the platform refuses. */
  returns?: { ids: number[]; refuses: number[] };
}

function api(world: World, posts: string[] = []): CommerceApi {
  const filterOf = (query: Record<string, string> | undefined) => ({ field: query?.['searchCriteria[filter_groups][0][filters][0][field]'] ?? '', value: query?.['searchCriteria[filter_groups][0][filters][0][value]'] ?? '', condition: query?.['searchCriteria[filter_groups][0][filters][0][condition_type]'] ?? '' });
  const matches = (row: Record<string, unknown>, f: { field: string; value: string; condition: string }, read = (r: Record<string, unknown>) => r[f.field]): boolean => {
    const v = String(read(row));
    return f.condition === 'in' ? f.value.split(',').includes(v) : f.condition === 'like' ? v.startsWith(f.value.replace(/%$/, '')) : v === f.value;
  };
  return {
    async get(path, query) {
      const f = filterOf(query);
      const list = (rows: Array<Record<string, unknown>>, read?: (r: Record<string, unknown>) => unknown) => exchange(200, { items: rows.filter((r) => matches(r, f, read)), total_count: 0 });
      if (path === '/V1/orders') return list(world.orders);
      if (path === '/V1/invoices') return list(world.invoices);
      if (path === '/V1/shipments') return list(world.shipments);
      if (path === '/V1/creditmemos') return list(world.creditmemos);
      if (path === '/V1/carts/search') return list(world.carts, f.field === 'customer_email' ? (r) => (r.customer as { email: unknown }).email : f.field === 'entity_id' ? (r) => r.id : undefined);
      const guest = /^\/V1\/guest-carts\/(.+)$/.exec(path);
      if (guest) return world.masked[guest[1] as string] !== undefined ? exchange(200, { id: world.masked[guest[1] as string] }) : exchange(404, { message: 'No such entity with %fieldName = %fieldValue' });
      if (path === '/V1/inventory/stock-resolver/website/base') return world.msi ? exchange(200, { stock_id: 1 }) : exchange(404, { message: 'Request does not match any route.' });
      if (path === '/V1/inventory/source-items') return list(Object.keys(world.reserved).map((sku) => ({ sku, source_code: 'default', quantity: 100, status: 1 })));
      const salable = /^\/V1\/inventory\/get-product-salable-quantity\/([^/]+)\/1$/.exec(path);
      if (salable) return exchange(200, 100 + (world.reserved[decodeURIComponent(salable[1] as string)] ?? 0));
      if (/^\/V1\/stockItems\//.test(path)) return exchange(200, { min_qty: 0 });
      const sources = world.sources;
      const source = /^\/V1\/inventory\/sources\/(.+)$/.exec(path);
      if (sources !== undefined && source) {
        const found = sources[decodeURIComponent(source[1] as string)];
        return found ? exchange(200, { source_code: decodeURIComponent(source[1] as string), enabled: found.enabled }) : exchange(404, { message: 'Source with code "%value" does not exist.' });
      }
      if (sources !== undefined && path === '/V1/inventory/sources') return list(Object.keys(sources).map((code) => ({ source_code: code })));
      if (path === '/V1/returns') return list((world.returns?.ids ?? []).map((entity_id) => ({ entity_id })));
      if (sources !== undefined && path === '/V1/inventory/stock-source-links') return list(Object.entries(sources).flatMap(([code, s]) => s.stocks.map((stock_id) => ({ stock_id, source_code: code, priority: 1 }))));
      return exchange(404, { message: 'Request does not match any route.' });
    },
    async post(path) {
      posts.push(path);
      const m = /^\/V1\/orders\/(\d+)\/(cancel|unhold)$/.exec(path);
      const order = world.orders.find((o) => String(o.entity_id) === m?.[1]);
      if (!m || !order) return exchange(404, { message: "The entity that was requested doesn't exist. Verify the entity and try again." });
      if (m[2] === 'unhold') {
        order.state = 'new';
        return exchange(200, true);
      }
      if (order.state !== 'new' && order.state !== 'processing') return exchange(200, false);
      order.state = 'canceled';
      for (const sku of order.items.map((i) => i.sku)) world.reserved[sku] = (world.reserved[sku] ?? 0) + 1;
      return exchange(200, true);
    },
    async delete(path, query) {
      posts.push(`DELETE ${path}?${Object.entries(query ?? {}).map(([k, v]) => `${k}=${v}`).join('&')}`);
      const returns = world.returns;
      // As the real 2.4.6-p1: the URL's id is not read; the query's rmaDataObject[entity_id] is.
      const id = Number(query?.['rmaDataObject[entity_id]']);
      if (returns === undefined || !Number.isInteger(id)) return exchange(400, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'rmaDataObject' } });
      if (!returns.refuses.includes(id)) returns.ids = returns.ids.filter((r) => r !== id);
      return exchange(200, true);
    },
  };
}

const world = (): World => ({
  orders: [
    { entity_id: 1, increment_id: '000000001', state: 'new', status: 'pending', customer_email: `${PREFIX}a@example.com`, items: [{ sku: `${PREFIX}p` }] },
    { entity_id: 2, increment_id: '000000002', state: 'holded', status: 'holded', customer_email: `${PREFIX}b@example.com`, items: [{ sku: `${PREFIX}p` }] },
    { entity_id: 3, increment_id: '000000003', state: 'complete', status: 'complete', customer_email: `${PREFIX}c@example.com`, items: [{ sku: `${PREFIX}p` }] },
  ],
  invoices: [{ entity_id: 7, increment_id: '000000007', order_id: 3 }],
  shipments: [{ entity_id: 8, increment_id: '000000008', order_id: 3 }],
  creditmemos: [],
  carts: [
    { id: 11, is_active: false, customer: { email: `${PREFIX}a@example.com` } },
    { id: 12, is_active: true, customer: { email: null } },
  ],
  masked: { maskedtwelve: 12 },
  // Orders 1 and 2 hold one each until cancelled; order 3 is balanced (shipped).
  reserved: { [`${PREFIX}p`]: -2 },
  msi: true,
});

const LEDGER: LeftLine[] = [line('cart', '11'), line('cart', 'maskedtwelve', { maskedId: 'maskedtwelve', by: 'POST /V1/guest-carts' }), line('order', '1'), line('order', '2'), line('order', '3'), line('invoice', '7'), line('shipment', '8')];

test('the run\'s orders are closed out: a held one released and cancelled, a new one cancelled, a complete one kept', async () => {
  const w = world();
  const posts: string[] = [];
  const out = await closeOutOrders(api(w, posts), LEDGER);
  assert.deepEqual(posts, ['/V1/orders/1/cancel', '/V1/orders/2/unhold', '/V1/orders/2/cancel']);
  assert.deepEqual(out.cancelled, ['1', '2']);
  assert.deepEqual(out.unheld, ['2']);
  assert.deepEqual(out.kept, [{ id: '3', state: 'complete' }]);
  assert.deepEqual(out.skus, [`${PREFIX}p`]);
  assert.deepEqual(out.problems, []);
  const balance = await reservationBalance(api(w), out.skus);
  assert.deepEqual(balance, { stockId: 1, checked: [{ sku: `${PREFIX}p`, net: 0 }], problems: [], note: null });
});

test('reservations that do not sum to zero after the close-out are a problem, by SKU; no MSI is a note', async () => {
  const w = world();
  w.reserved[`${PREFIX}p`] = -3;
  const out = await closeOutOrders(api(w), LEDGER);
  const balance = await reservationBalance(api(w), out.skus);
  assert.equal(balance.problems.length, 1);
  assert.match(balance.problems[0] ?? '', new RegExp(`the stock reservations of ${PREFIX}p sum to -1, not 0`));
  const none = await reservationBalance(api({ ...world(), msi: false }), [`${PREFIX}p`]);
  assert.deepEqual([none.stockId, none.problems, none.note], [null, [], 'the installation serves no MSI routes (Magento_Inventory* disabled): orders hold no stock reservations']);
});

test('what stays is read back by id, with increment ids, states, documents, and the guest cart resolved from its masked id', async () => {
  const w = world();
  const out = await closeOutOrders(api(w), LEDGER);
  const design = await readLeftByDesign(api(w), PREFIX, LEDGER, out, await reservationBalance(api(w), out.skus));
  assert.deepEqual(design.problems, []);
  assert.deepEqual(design.orders.map((o) => [o.id, o.incrementId, o.state, o.invoices.map((i) => i.incrementId), o.shipments.map((s) => s.id)]), [
    ['1', '000000001', 'canceled', [], []],
    ['2', '000000002', 'canceled', [], []],
    ['3', '000000003', 'complete', ['000000007'], ['8']],
  ]);
  assert.deepEqual(design.carts.map((c) => [c.id, c.maskedId, c.active, c.by]), [
    ['11', null, false, ['POST /V1/orders/:id/hold']],
    ['12', 'maskedtwelve', true, ['POST /V1/guest-carts']],
  ]);
});

test('an order or cart with the prefix that the ledger does not list, a document it does not list, and an item REST does not show fail the run', async () => {
  const w = world();
  w.orders.push({ entity_id: 4, increment_id: '000000004', state: 'new', status: 'pending', customer_email: `${PREFIX}d@example.com`, items: [] });
  w.carts.push({ id: 13, is_active: true, customer: { email: `${PREFIX}e@example.com` } });
  w.creditmemos.push({ entity_id: 9, increment_id: '000000009', order_id: 3 });
  const ledger = [...LEDGER, line('order', '99')];
  const out = await closeOutOrders(api(w), ledger);
  const design = await readLeftByDesign(api(w), PREFIX, ledger, out, await reservationBalance(api(w), out.skus));
  assert.deepEqual(design.problems, [
    'creditmemo 9 (000000009) of the run\'s order 3 is not in the run\'s ledger: the run made something it did not account for',
    'the ledger lists order 99, which GET /V1/orders does not show',
    `order 4 (000000004, ${PREFIX}d@example.com) carries the run's prefix but is not in the run's ledger`,
    `cart 13 (${PREFIX}e@example.com) carries the run's prefix but is not in the run's ledger`,
  ]);
});

test('commerce.order-reconciled: each order read back is replayed to the cent with its documents; one that differs is named with what differs', async () => {
  // Order 48 of the real 2.4.7-p3 (tests/corpus/real-2.4.7-p3/left-orders.json): 1 × 10, flat rate 5, invoiced.
  const real = (JSON.parse(readFileSync(new URL('../../tests/corpus/real-2.4.7-p3/left-orders.json', import.meta.url), 'utf8')) as { orders: Record<string, { order: Record<string, unknown>; invoices: Array<Record<string, unknown>> }> }).orders['48'];
  assert.ok(real !== undefined);
  const w = world();
  w.orders = [{ ...real.order, entity_id: 3, increment_id: '000000003', state: 'complete', status: 'complete', customer_email: `${PREFIX}c@example.com`, items: (real.order.items as Array<{ sku: string }>).map((i) => ({ ...i, sku: `${PREFIX}p` })) }];
  w.invoices = real.invoices.map((i) => ({ ...i, entity_id: 7, increment_id: '000000007', order_id: 3, items: (i.items as Array<Record<string, unknown>>).map((x) => ({ ...x, sku: `${PREFIX}p` })) }));
  const ledger = LEDGER.filter((l) => l.kind !== 'order' || l.id === '3');
  const out = await closeOutOrders(api(w), ledger);
  const design = await readLeftByDesign(api(w), PREFIX, ledger, out, await reservationBalance(api(w), out.skus));
  assert.deepEqual([design.money.orders, design.money.reconciled, design.money.differences], [1, 1, []]);
  assert.ok(design.money.amounts > 40);
  (w.invoices[0] as Record<string, unknown>).grand_total = 10;
  const again = await readLeftByDesign(api(w), PREFIX, ledger, out, await reservationBalance(api(w), out.skus));
  assert.equal(again.money.reconciled, 0);
  assert.deepEqual(again.money.differences.map((d) => [d.order, d.differences[0]]), [['3', 'invoice 7: grand_total 15 expected, 10 answered']]);
});

test('a source the run made stays, read back by code: disabled and linked to no stock, or a problem; one with the prefix it does not list is a problem', async () => {
  const w = world();
  w.sources = { [`${PREFIX}s1`]: { enabled: false, stocks: [] }, default: { enabled: true, stocks: [1] } };
  const ledger = [...LEDGER, line('source', `${PREFIX}s1`, { by: 'POST /V1/inventory/sources' })];
  const out = await closeOutOrders(api(w), ledger);
  const reservations = await reservationBalance(api(w), out.skus);
  const design = await readLeftByDesign(api(w), PREFIX, ledger, out, reservations);
  assert.deepEqual(design.problems, []);
  assert.deepEqual(design.sources, [{ code: `${PREFIX}s1`, enabled: false, linkedStocks: [], by: ['POST /V1/inventory/sources'] }]);
  w.sources = { [`${PREFIX}s1`]: { enabled: true, stocks: [2] }, [`${PREFIX}s2`]: { enabled: false, stocks: [] } };
  const bad = await readLeftByDesign(api(w), PREFIX, ledger, out, reservations);
  assert.deepEqual(bad.problems, [
    `source ${PREFIX}s1 of the run is enabled: it stays on the installation and must stay disabled`,
    `source ${PREFIX}s1 of the run is still linked to stock(s) 2 after the sweep: a stock that is not the run's own would sell from it`,
    `source ${PREFIX}s2 carries the run's prefix but is not in the run's ledger`,
  ]);
});

test('Adobe Commerce: the run\'s returns are deleted with the return in the query string and searched for again; the gift card accounts it bought are found on their orders by the code\'s last four characters; a wrapping\'s image is listed under pub/media/wrapping', async () => {
  const w = world();
  w.returns = { ids: [4, 5, 9], refuses: [5] };
  w.orders.push({ entity_id: 6, increment_id: '000000006', state: 'complete', status: 'complete', customer_email: `${PREFIX}g@example.com`, items: [{ sku: `${PREFIX}gc`, product_option: { extension_attributes: { giftcard_item_option: { extension_attributes: { giftcard_created_codes: ['ABCDEFGHWXYZ'] } } } } }] });
  const ledger = [...LEDGER, line('order', '6'), line('return', '4', { incrementId: '000000004', by: 'POST /V1/returns' }), line('return', '5', { by: 'rma' }), line('gift card account', '****WXYZ', { incrementId: '000000006', by: 'PUT /V1/carts/:cartId/giftCards' }), line('gift card account', '****QQQQ', { incrementId: '000000006', by: 'x' }), line('wrapping image', `${PREFIX}-wrap.png`, { by: 'POST /V1/gift-wrappings' })];
  const posts: string[] = [];
  const removal = await removeReturns(api(w, posts), ledger);
  assert.deepEqual(posts, ['DELETE /V1/returns/4?rmaDataObject[entity_id]=4', 'DELETE /V1/returns/5?rmaDataObject[entity_id]=5']);
  assert.deepEqual(removal.returns, [{ id: '4', incrementId: '000000004', removed: true, by: ['POST /V1/returns'] }, { id: '5', incrementId: null, removed: false, by: ['rma'] }]);
  assert.deepEqual(removal.problems, ['the run\'s return 5 is still found by GET /V1/returns after DELETE /V1/returns/5 answered 200']);
  assert.deepEqual(w.returns.ids, [5, 9], 'a return the run did not make is never deleted');
  const out = await closeOutOrders(api(w), ledger);
  const design = await readLeftByDesign(api(w), PREFIX, ledger, out, await reservationBalance(api(w), out.skus), removal);
  assert.deepEqual(design.giftCardAccounts, [{ code: '****WXYZ', order: '000000006', found: true, by: ['PUT /V1/carts/:cartId/giftCards'] }, { code: '****QQQQ', order: '000000006', found: false, by: ['x'] }]);
  assert.deepEqual(design.mediaFiles, [{ file: `wrapping/${PREFIX}-wrap.png`, by: ['POST /V1/gift-wrappings'] }]);
  assert.ok(design.problems.includes('the ledger lists the gift card account ****QQQQ bought by order 000000006, which that order does not name (GET /V1/orders)'));
  assert.ok(design.problems.includes('the run\'s return 5 is still found by GET /V1/returns after DELETE /V1/returns/5 answered 200'));
});
