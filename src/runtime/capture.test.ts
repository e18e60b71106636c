// COMMERCE_CAPTURE_FILE: a captured request keeps what the replay needs (method, URL, body, caller, status) and no
// secret: configured secrets become {{VARIABLE}}, tokens, JWTs and other passwords are scrubbed, HTTP Basic is kept
// only as a placeholder pair.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { capturedLine, openCapture, queueFactOf, scrub, type CaptureContext } from './capture.ts';
import { REDACTED } from '../report/redact.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-capture-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const ADMIN_TOKEN = 'opaque0admin0token0value';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.c2lnbmF0dXJl';
const ctx: Omit<CaptureContext, 'file'> = {
  worker: 3,
  lane: 1,
  secrets: [['COMMERCE_ADMIN_PASSWORD', 'Adm1n-pass!'], ['SUBMISSION_APP_SECRET', 'app-s3cret']],
  roleOf: (t) => (t === ADMIN_TOKEN ? 'admin' : null),
  tokens: () => [ADMIN_TOKEN],
};

test('configured secrets become placeholders; held tokens, JWTs and unknown passwords are scrubbed', () => {
  assert.equal(scrub('{"username":"admin","password":"Adm1n-pass!"}', ctx), '{"username":"admin","password":"{{COMMERCE_ADMIN_PASSWORD}}"}');
  assert.equal(scrub(`{"token":"${ADMIN_TOKEN}"}`, ctx), `{"token":"${REDACTED}"}`);
  assert.equal(scrub(`x ${JWT} y`, ctx), `x ${REDACTED} y`);
  assert.equal(scrub('{"customer":{"email":"t@example.com"},"password":"Throwaway-1"}', ctx), `{"customer":{"email":"t@example.com"},"password":"${REDACTED}"}`);
  assert.equal(scrub('{"currentPassword":"Adm1n-pass!","newPassword":"N3w-pass!"}', ctx), `{"currentPassword":"{{COMMERCE_ADMIN_PASSWORD}}","newPassword":"${REDACTED}"}`);
});

test('a captured line: caller instead of Authorization, Basic only as placeholders, body and status kept', () => {
  const bearer = capturedLine(ctx, { method: 'GET', url: 'http://h/rest/default/V1/products', headers: { Accept: 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` }, token: ADMIN_TOKEN, body: undefined }, 200, 12.34, 1000);
  assert.deepEqual(bearer, { at: 1000, worker: 3, lane: 1, method: 'GET', url: 'http://h/rest/default/V1/products', auth: 'admin', headers: {}, status: 200, durationMs: 12.3 });
  const other = capturedLine(ctx, { method: 'GET', url: 'http://h/rest/V1/x', headers: { Authorization: `Bearer ${JWT}` }, token: JWT, body: undefined }, 401, 1, 1);
  assert.equal(other.auth, 'other');
  const basic = Buffer.from('reference-app:app-s3cret').toString('base64');
  const app = capturedLine(ctx, { method: 'POST', url: 'http://h/__submission/token', headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' }, token: null, body: '{"grant_type":"session"}' }, 200, 1, 1);
  assert.deepEqual(app.headers, { Authorization: 'Basic-plain reference-app:{{SUBMISSION_APP_SECRET}}', 'Content-Type': 'application/json' });
  assert.equal(app.auth, 'none');
  assert.equal(app.body, '{"grant_type":"session"}');
  const unknownBasic = Buffer.from('someone:not-configured').toString('base64');
  assert.deepEqual(capturedLine(ctx, { method: 'POST', url: 'http://h/t', headers: { Authorization: `Basic ${unknownBasic}` }, token: null, body: undefined }, 401, 1, 1).headers, {});
});

test('openCapture appends one JSON line per request', () => {
  const file = join(dir, 'not-yet', 'capture.jsonl');
  const sink = openCapture({ ...ctx, file });
  sink({ method: 'GET', url: 'http://h/a', headers: {}, token: null, body: undefined }, 200, 1);
  sink({ method: 'POST', url: 'http://h/b', headers: {}, token: ADMIN_TOKEN, body: '{"password":"Adm1n-pass!"}' }, 400, 2);
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { url: string; auth: string; body?: string });
  assert.deepEqual(lines.map((l) => [l.url, l.auth, l.body]), [['http://h/a', 'none', undefined], ['http://h/b', 'admin', '{"password":"{{COMMERCE_ADMIN_PASSWORD}}"}']]);
  assert.ok(!readFileSync(file, 'utf8').includes('Adm1n-pass!'));
});

test('queueFactOf: an acceptance, a bulk\'s status and an operation search say what the queue holds; nothing else does', () => {
  const u = '11111111-2222-4333-8444-555555555555';
  assert.deepEqual(queueFactOf('POST', 'http://h/rest/default/async/bulk/V1/products', 202, { bulk_uuid: u, request_items: [{}, {}], errors: false }), { accepted: u, items: 2 });
  assert.equal(queueFactOf('POST', 'http://h/rest/default/async/V1/products', 400, { message: 'x' }), null);
  assert.equal(queueFactOf('POST', 'http://h/rest/default/V1/products', 200, { bulk_uuid: u }), null, 'only an /async call is an acceptance');
  assert.deepEqual(queueFactOf('GET', `http://h/rest/V1/bulk/${u}/status`, 200, { operations_list: [{ id: 0, status: 4 }, { id: 1, status: 1 }] }), { read: [{ bulkUuid: u, open: 1, total: 2 }] });
  assert.deepEqual(queueFactOf('GET', 'http://h/rest/V1/bulk', 200, { items: [{ bulk_uuid: 'a', status: 1 }, { bulk_uuid: 'b', status: 4 }, { bulk_uuid: 'b', status: 1 }], total_count: 3 }), { read: [{ bulkUuid: 'a', open: 0, total: 1 }, { bulkUuid: 'b', open: 1, total: 2 }] });
  assert.equal(queueFactOf('GET', 'http://h/rest/V1/bulk', 200, { items: [{ bulk_uuid: 'a', status: 4 }], total_count: 9 }), null, 'a count-only probe says nothing of one bulk');
});
