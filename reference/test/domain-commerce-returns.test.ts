// Returns (RMA) as the reference plays them, replaying what a real Adobe Commerce 2.4.6-p1 answered on 2026-12-02
// (tests/corpus/real-commerce-2.4.6-p1/rma.json) on an order of the test's own: a minimal create, the admin's form,
// the PUT that ignores its URL id (a new RMA, the item moved into it), the PUT that draws a new increment id, comments
// whose URL id is ignored, tracks (removing an unknown one is true), the delete that reads its RMA from the query
// string, the all-null answer for an unknown id, the label that does not exist; then the queued comment that kills
// the consumer, and the three return faults.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readCorpus } from './corpus.ts';
import { call } from './helpers.ts';
import { guestOrder, simpleProduct, startCommerce, type Commerce, type Rec } from './commerce-helpers.ts';

interface Exchange {
  step: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  partial?: boolean;
  answer?: unknown;
  answer_message_starts?: string;
}
interface RmaCorpus {
  order: { entity_id: number; increment_id: string; item_id: number };
  exchanges: Exchange[];
  refusals: Array<{ body: unknown; status: number; answer: unknown }>;
}
const corpus = readCorpus<RmaCorpus>('real-commerce-2.4.6-p1/rma.json');

/** The reference's own ids for the real ones: its seed holds RMA 1 (increment 000000001, item 1), so every RMA, RMA
 * item and increment id of the replay is one more; the order and its item are the test's own. */
interface Ids {
  order: number;
  orderIncrement: string;
  item: number;
}
const RMA_OFFSET = 1;

function mapPath(path: string): string {
  return path.replace(/^\/V1\/returns\/(\d+)/, (_m, id: string) => `/V1/returns/${Number(id) < 1000 ? Number(id) + RMA_OFFSET : Number(id)}`).replace(/rmaDataObject\[entity_id\]=(\d+)/, (_m, id: string) => `rmaDataObject[entity_id]=${Number(id) + RMA_OFFSET}`);
}

const increment = (real: unknown): unknown => (typeof real === 'string' ? String(Number(real) + RMA_OFFSET).padStart(9, '0') : real);

type Kind = 'rma' | 'item' | 'comment' | 'track' | 'filter' | 'other';

/** What a real object is, by its fields: its ids map by kind (the reference numbers RMAs and RMA items one further,
 * comments and tracks as the platform did). */
function kindOf(row: Rec): Kind {
  if ('comment' in row) return 'comment';
  if ('track_number' in row) return 'track';
  if ('qty_requested' in row || 'qty_authorized' in row || 'reason' in row) return 'item';
  if ('condition_type' in row) return 'filter';
  if ('increment_id' in row || 'store_id' in row || 'rmaDataObject' in row) return 'rma';
  return 'other';
}

/** A real value where the reference's differs by design: ids, increments and the order's. */
function mapValue(kind: Kind, field: string, value: unknown, ids: Ids): unknown {
  if (value === null || value === undefined) return value;
  if (field === 'order_id') return value === corpus.order.entity_id ? ids.order : value;
  if (field === 'order_item_id') return value === corpus.order.item_id ? ids.item : value;
  if (field === 'order_increment_id') return ids.orderIncrement;
  if (field === 'increment_id') return increment(value);
  if (field === 'rma_entity_id') return Number(value) + RMA_OFFSET;
  if (field === 'entity_id' && (kind === 'rma' || kind === 'item')) return Number(value) + RMA_OFFSET;
  if (kind === 'filter' && field === 'value') return String(Number(value) + RMA_OFFSET);
  return value;
}

/** The real value with the reference's ids; dates are the reference's own (its clock differs). */
function mapBody(value: unknown, ids: Ids, got?: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry, i) => mapBody(entry, ids, Array.isArray(got) ? got[i] : undefined));
  if (value === null || typeof value !== 'object') return value;
  const row = value as Rec;
  const kind = kindOf(row);
  const mine = (got ?? {}) as Rec;
  const out: Rec = {};
  for (const [key, entry] of Object.entries(row)) {
    if ((key === 'date_requested' || key === 'created_at') && entry !== null && got !== undefined) out[key] = mine[key];
    else out[key] = entry !== null && typeof entry === 'object' ? mapBody(entry, ids, mine[key]) : mapValue(kind, key, entry, ids);
  }
  return out;
}

const expected = (real: unknown, got: unknown, ids: Ids): unknown => mapBody(real, ids, got ?? {});

function partialOf(got: unknown, shape: unknown): unknown {
  if (Array.isArray(shape)) return shape.map((entry, i) => partialOf(Array.isArray(got) ? got[i] : undefined, entry));
  if (shape === null || typeof shape !== 'object') return got;
  const mine = (got ?? {}) as Rec;
  return Object.fromEntries(Object.keys(shape as Rec).map((key) => [key, partialOf(mine[key], (shape as Rec)[key])]));
}

describe('returns (RMA) as the real Adobe Commerce 2.4.6-p1 answered', () => {
  let c: Commerce;
  let ids: Ids;
  before(async () => {
    c = await startCommerce();
    await simpleProduct(c, 'cct-rma');
    const order = await guestOrder(c, [{ sku: 'cct-rma', qty: 2 }]);
    const read = (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
    ids = { order, orderIncrement: String(read.increment_id), item: Number((read.items as Rec[])[0]?.item_id) };
  });
  after(() => c.stop());

  test('the probe replayed step by step', async () => {
    for (const exchange of corpus.exchanges) {
      if (exchange.step === 'search-status') {
        // The seeded RMA 1 is pending too: the reference's search finds it beside the probe's.
        const found = (await c.ok(c.admin, 'GET', exchange.path)) as Rec;
        assert.deepEqual((found.items as Rec[]).map((row) => row.entity_id), [1, 2 + RMA_OFFSET], exchange.step);
        continue;
      }
      const body = exchange.body === undefined ? undefined : mapBody(exchange.body, ids);
      const reply = await c.send(c.admin, exchange.method, mapPath(exchange.path), body);
      assert.equal(reply.status, exchange.status, `${exchange.step}: ${reply.text}`);
      if (exchange.answer_message_starts !== undefined) {
        assert.ok(String((reply.json as Rec).message).startsWith(exchange.answer_message_starts), `${exchange.step}: ${reply.text}`);
        continue;
      }
      const want = expected(exchange.answer, reply.json, ids);
      if (exchange.partial === true) assert.deepEqual(partialOf(reply.json, exchange.answer), want, exchange.step);
      else {
        assert.deepEqual(reply.json, want, exchange.step);
        if (reply.json !== null && typeof reply.json === 'object') assert.deepEqual(Object.keys(reply.json), Object.keys(want as Rec), `${exchange.step}: the fields in the platform's order`);
      }
    }
  });

  test('refusals of POST /V1/returns', async () => {
    for (const refusal of corpus.refusals) {
      const reply = await c.send(c.admin, 'POST', '/V1/returns', mapBody(refusal.body, ids));
      assert.deepEqual([reply.status, reply.json], [refusal.status, refusal.answer], JSON.stringify(refusal.body));
    }
  });

  test('a customer order\'s RMA takes the order\'s customer; increment ids are drawn per store', async () => {
    const seeded = (await c.ok(c.admin, 'GET', '/V1/returns/1')) as Rec;
    const order = (await c.ok(c.admin, 'GET', '/V1/orders/1')) as Rec;
    const line = (order.items as Rec[])[0] as Rec;
    const made = (await c.ok(c.admin, 'POST', '/V1/returns', { rmaDataObject: { order_id: 1, store_id: 1, items: [{ order_item_id: line.item_id, qty_requested: 1 }] } })) as Rec;
    assert.equal(made.customer_id, order.customer_id);
    assert.equal(seeded.customer_id, order.customer_id);
    const inDe = (await c.ok(c.admin, 'POST', '/V1/returns', { rmaDataObject: { order_id: 1, store_id: 2, items: [{ order_item_id: line.item_id, qty_requested: 1 }] } })) as Rec;
    assert.equal(inDe.increment_id, '2000000001', 'a store added after the install has its id as prefix and its own sequence');
  });

  test('POST /async/V1/returns/:id/comments kills the consumer: Unknown named parameter $data', async () => {
    const accepted = await call(c.ref.baseUrl, 'POST', '/rest/default/async/V1/returns/1/comments', { headers: { Authorization: `Bearer ${c.admin}` }, body: { data: { comment: 'cct async comment', rma_entity_id: 1 } } });
    assert.equal(accepted.status, 202, accepted.text);
    const control = async (): Promise<Rec> => (await call(c.ref.baseUrl, 'GET', '/__reference/consumer')).json as Rec;
    for (let i = 0; i < 50 && ((await control()).deaths as unknown[]).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const consumer = await control();
    assert.equal(consumer.running, false);
    assert.equal(((consumer.deaths as Rec[])[0] as Rec).error, 'Error: Unknown named parameter $data');
    const comments = (await c.ok(c.admin, 'GET', '/V1/returns/1/comments')) as Rec;
    assert.equal(comments.total_count, 0, 'no comment written');
    await call(c.ref.baseUrl, 'POST', '/__reference/consumer/start');
  });
});

test('DELETE /async/V1/returns/:id: the documented form refused at publish, the query form queued and run', async () => {
  const c = await startCommerce();
  try {
    const plain = await call(c.ref.baseUrl, 'DELETE', '/rest/default/async/V1/returns/1', { headers: { Authorization: `Bearer ${c.admin}` } });
    assert.deepEqual([plain.status, plain.json], [400, { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'rmaDataObject' } }]);
    const queued = await call(c.ref.baseUrl, 'DELETE', '/rest/default/async/V1/returns/99998?rmaDataObject[entity_id]=1', { headers: { Authorization: `Bearer ${c.admin}` } });
    assert.equal(queued.status, 202, queued.text);
    await call(c.ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
    const status = (await c.ok(c.admin, 'GET', `/V1/bulk/${String((queued.json as Rec).bulk_uuid)}/detailed-status`)) as Rec;
    assert.equal(((status.operations_list as Rec[])[0] as Rec).status, 1);
    assert.equal(((await c.ok(c.admin, 'GET', '/V1/returns/1')) as Rec).entity_id, null, 'RMA 1 deleted');
  } finally {
    await c.stop();
  }
});

describe('the return faults', () => {
  test('rma-status-not-saved, rma-comment-dropped, rma-track-not-removed', async () => {
    const c = await startCommerce(['rma-status-not-saved', 'rma-comment-dropped', 'rma-track-not-removed']);
    try {
      const put = (await c.ok(c.admin, 'PUT', '/V1/returns/1', { rmaDataObject: { entity_id: 1, increment_id: '000000001', order_id: 1, store_id: 1, status: 'authorized' } })) as Rec;
      assert.equal(put.status, 'authorized', 'the answer shows the status sent');
      assert.equal(((await c.ok(c.admin, 'GET', '/V1/returns/1')) as Rec).status, 'pending', 'the read keeps the old one');
      assert.equal(await c.ok(c.admin, 'POST', '/V1/returns/1/comments', { data: { comment: 'cct dropped', rma_entity_id: 1 } }), true);
      assert.equal(((await c.ok(c.admin, 'GET', '/V1/returns/1/comments')) as Rec).total_count, 0);
      assert.equal(await c.ok(c.admin, 'POST', '/V1/returns/1/tracking-numbers', { track: { track_number: 'CCT-1', carrier_title: 'C', carrier_code: 'custom' } }), true);
      const tracks = (await c.ok(c.admin, 'GET', '/V1/returns/1/tracking-numbers')) as Rec;
      const trackId = Number(((tracks.items as Rec[])[0] as Rec).entity_id);
      assert.equal(await c.ok(c.admin, 'DELETE', `/V1/returns/1/tracking-numbers/${trackId}`), true);
      assert.equal(((await c.ok(c.admin, 'GET', '/V1/returns/1/tracking-numbers')) as Rec).total_count, 1, 'the track stays');
    } finally {
      await c.stop();
    }
  });
});
