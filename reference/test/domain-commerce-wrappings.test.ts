// Gift wrappings as the reference plays them, replaying what a real Adobe Commerce 2.4.6-p1 answered on 2026-12-02
// (tests/corpus/real-commerce-2.4.6-p1/gift-wrapping.json): no image_base64_content is a 500, "" a wrapping without
// image, an image stored under wrapping/ (the POST's URL the temporary one), a PUT that must send the content again,
// the list without design or image name; then the image files the saves leave (after delete, a stray on a re-upload),
// the queued save's failure message, and the fault gift-wrapping-image-dropped.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readCorpus } from './corpus.ts';
import { call } from './helpers.ts';
import { startCommerce, type Commerce, type Rec } from './commerce-helpers.ts';

interface Exchange { step: string; method: string; path: string; body?: Rec; status: number; partial?: boolean; answer?: unknown; answer_message_starts?: string }
interface WrappingCorpus { png: string; exchanges: Exchange[]; refusals: Array<{ body?: Rec; changes?: Rec; content_unrecorded?: boolean; status: number; answer: unknown }> }
const corpus = readCorpus<WrappingCorpus>('real-commerce-2.4.6-p1/gift-wrapping.json');

/** The real installation's base URL is the reference's (http://localhost/). */
const local = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('http://127.0.0.1:8081/', 'http://localhost/')) as unknown;

function partialOf(got: unknown, shape: unknown): unknown {
  if (Array.isArray(shape)) return shape.map((entry, i) => partialOf(Array.isArray(got) ? got[i] : undefined, entry));
  if (shape === null || typeof shape !== 'object') return got;
  const mine = (got ?? {}) as Rec;
  return Object.fromEntries(Object.keys(shape as Rec).map((key) => [key, partialOf(mine[key], (shape as Rec)[key])]));
}

const files = async (c: Commerce): Promise<string[]> => (((await call(c.ref.baseUrl, 'GET', '/__reference/state')).json as { domain: { wrappingImageFiles: Rec[] } }).domain.wrappingImageFiles).map((file) => String(file.path));

describe('gift wrappings as the real Adobe Commerce 2.4.6-p1 answered', () => {
  let c: Commerce;
  before(async () => {
    c = await startCommerce();
  });
  after(() => c.stop());

  test('the probe replayed step by step', async () => {
    for (const exchange of corpus.exchanges) {
      const reply = await c.send(c.admin, exchange.method, exchange.path, exchange.body);
      assert.equal(reply.status, exchange.status, `${exchange.step}: ${reply.text}`);
      if (exchange.answer_message_starts !== undefined) {
        assert.ok(String((reply.json as Rec).message).startsWith(exchange.answer_message_starts), exchange.step);
        continue;
      }
      const want = local(exchange.answer);
      if (exchange.partial === true) assert.deepEqual(partialOf(reply.json, want), want, exchange.step);
      else {
        assert.deepEqual(reply.json, want, exchange.step);
        if (reply.json !== null && typeof reply.json === 'object') assert.deepEqual(Object.keys(reply.json), Object.keys(want as Rec), `${exchange.step}: the fields in the platform's order`);
      }
    }
    assert.ok((await files(c)).includes('wrapping/probe-wrap-041229.png'), 'the image file stays after the wrapping is deleted');
  });

  test('refusals of POST /V1/gift-wrappings', async () => {
    const base = corpus.exchanges.find((e) => e.step === 'post-empty-image')?.body?.data as Rec;
    for (const refusal of corpus.refusals) {
      let body: Rec = refusal.body ?? {};
      if (refusal.changes !== undefined) {
        const data: Rec = { ...base, ...refusal.changes };
        for (const [key, value] of Object.entries(refusal.changes)) if (value === null) delete data[key];
        if (refusal.content_unrecorded === true) data.image_base64_content = corpus.png;
        body = { data };
      }
      const reply = await c.send(c.admin, 'POST', '/V1/gift-wrappings', body);
      assert.deepEqual([reply.status, reply.json], [refusal.status, refusal.answer], JSON.stringify(refusal.changes ?? body));
    }
  });

  test('the installation\'s own wrapping has an image; a re-upload under a taken name leaves a stray temporary file and the old image', async () => {
    const own = (await c.ok(c.admin, 'GET', '/V1/gift-wrappings/1')) as Rec;
    assert.deepEqual([own.image_name, own.image_url], ['reference-wrap.png', 'http://localhost/media/wrapping/reference-wrap.png']);
    const made = (await c.ok(c.admin, 'POST', '/V1/gift-wrappings', { data: { design: 'cct-wrap', status: 0, base_price: 1, image_name: 'cct-wrap.png', image_base64_content: corpus.png } })) as Rec;
    const again = (await c.ok(c.admin, 'PUT', `/V1/gift-wrappings/${String(made.wrapping_id)}`, { data: { design: 'cct-wrap', status: 0, base_price: 1, image_name: 'cct-wrap.png', image_base64_content: corpus.png } })) as Rec;
    assert.equal(again.image_url, 'http://localhost/media/tmp/wrapping/cct-wrap.png', 'the answer names the file asked for');
    const list = await files(c);
    assert.ok(list.includes('wrapping/cct-wrap.png') && list.includes('tmp/wrapping/cct-wrap_1.png'), list.join(', '));
    assert.equal(((await c.ok(c.admin, 'GET', `/V1/gift-wrappings/${String(made.wrapping_id)}`)) as Rec).image_name, 'cct-wrap.png');
  });

  test('queued without image_base64_content: status 3 with the deprecation as result message', async () => {
    const accepted = (await call(c.ref.baseUrl, 'POST', '/rest/default/async/V1/gift-wrappings', { headers: { Authorization: `Bearer ${c.admin}` }, body: { data: { design: 'cct-queued', status: 0, base_price: 1 } } })).json as Rec;
    await call(c.ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
    const status = (await c.ok(c.admin, 'GET', `/V1/bulk/${String(accepted.bulk_uuid)}/detailed-status`)) as Rec;
    const operation = ((status.operations_list as Rec[])[0] ?? {}) as Rec;
    assert.deepEqual([operation.status, operation.result_message], [3, 'Deprecated Functionality: base64_decode(): Passing null to parameter #1 ($string) of type string is deprecated in /var/www/html/vendor/magento/module-gift-wrapping/Model/WrappingRepository.php on line 134']);
  });
});

test('fault gift-wrapping-image-dropped: the save answers the image, the read has none', async () => {
  const c = await startCommerce(['gift-wrapping-image-dropped']);
  try {
    const made = (await c.ok(c.admin, 'POST', '/V1/gift-wrappings', { data: { design: 'cct-drop', status: 0, base_price: 1, image_name: 'cct-drop.png', image_base64_content: corpus.png } })) as Rec;
    assert.equal(made.image_name, 'cct-drop.png');
    const read = (await c.ok(c.admin, 'GET', `/V1/gift-wrappings/${String(made.wrapping_id)}`)) as Rec;
    assert.deepEqual([read.image_name, read.image_url], [undefined, undefined]);
  } finally {
    await c.stop();
  }
});
