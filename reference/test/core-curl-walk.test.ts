// A curl walk through the documents' examples against a real-parts installation: admin token (JSON and XML
// body), a bearer call, an async call and a bulk call with their status, the SOAP WSDL – using the curl binary,
// so the answers are what any HTTP client sees.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { RunningReference } from '../lib/server.ts';
import { startReal } from './helpers.ts';

const run = promisify(execFile);
const curlMissing = await run('curl', ['--version']).then(
  () => false,
  () => 'curl is not installed',
);

interface CurlReply {
  status: number;
  contentType: string;
  body: string;
}

/** curl -s with -w for the status line; the body comes first, the status and content type in the last line. */
async function curl(args: string[]): Promise<CurlReply> {
  const { stdout } = await run('curl', ['-s', '-w', '\n%{http_code} %{content_type}', ...args], { timeout: 15_000 });
  const cut = stdout.lastIndexOf('\n');
  const [status, ...contentType] = stdout.slice(cut + 1).split(' ');
  return { status: Number(status), contentType: contentType.join(' '), body: stdout.slice(0, cut) };
}

describe('curl walk through the examples', { skip: curlMissing }, () => {
  let ref: RunningReference;
  let token = '';
  before(async () => {
    ref = await startReal();
  });
  after(() => ref.close());

  test('POST /V1/integration/admin/token with a JSON body → bare string token', async () => {
    const reply = await curl(['-X', 'POST', `${ref.baseUrl}/rest/V1/integration/admin/token`, '-H', 'Content-Type: application/json', '-d', '{"username":"admin","password":"admin123"}']);
    assert.equal(reply.status, 200);
    assert.equal(reply.contentType, 'application/json; charset=utf-8');
    token = JSON.parse(reply.body) as string;
    assert.equal(typeof token, 'string');
  });

  test('the same with an XML <login> body, under a store code', async () => {
    const reply = await curl([
      '-X', 'POST', `${ref.baseUrl}/rest/default/V1/integration/admin/token`,
      '-H', 'Content-Type: application/xml',
      '-d', '<login><username>admin</username><password>admin123</password></login>',
    ]);
    assert.equal(reply.status, 200);
    assert.match(reply.body, /^"[^"]+"$/);
  });

  test('a bearer call: GET /V1/products/:sku with Authorization: Bearer <token>', async () => {
    const reply = await curl([`${ref.baseUrl}/rest/V1/products/ref-tee`, '-H', `Authorization: Bearer ${token}`]);
    assert.equal(reply.status, 200);
    assert.equal((JSON.parse(reply.body) as { sku: string }).sku, 'ref-tee');
    const guest = await curl([`${ref.baseUrl}/rest/V1/products/ref-tee`]);
    assert.equal(guest.status, 401);
  });

  test('an async call and a bulk call are accepted with 202, and their status is readable', async () => {
    const single = await curl([
      '-X', 'POST', `${ref.baseUrl}/rest/default/async/V1/products`,
      '-H', 'Content-Type: application/json', '-H', `Authorization: Bearer ${token}`,
      '-d', JSON.stringify({ product: { sku: 'curl-walk-1', name: 'Curl walk', price: 9, attribute_set_id: 4, type_id: 'simple' } }),
    ]);
    assert.equal(single.status, 202);
    const accepted = JSON.parse(single.body) as { bulk_uuid: string; request_items: Array<{ id: number; status: string }>; errors: boolean };
    assert.equal(accepted.errors, false);
    assert.deepEqual(accepted.request_items.map((item) => item.status), ['accepted']);

    const bulk = await curl([
      '-X', 'POST', `${ref.baseUrl}/rest/async/bulk/V1/products`,
      '-H', 'Content-Type: application/json', '-H', `Authorization: Bearer ${token}`,
      '-d', JSON.stringify([0, 1].map((i) => ({ product: { sku: `curl-bulk-${i}`, name: `Bulk ${i}`, price: 3, attribute_set_id: 4, type_id: 'simple' } }))),
    ]);
    assert.equal(bulk.status, 202);
    const bulkBody = JSON.parse(bulk.body) as { bulk_uuid: string; request_items: Array<{ id: number }> };
    assert.deepEqual(bulkBody.request_items.map((item) => item.id), [0, 1]);

    await ref.app.asyncLayer?.consumer.drain(5000);
    const status = await curl([`${ref.baseUrl}/rest/V1/bulk/${bulkBody.bulk_uuid}/status`, '-H', `Authorization: Bearer ${token}`]);
    assert.equal(status.status, 200);
    const summary = JSON.parse(status.body) as { bulk_id: string; operation_count: number; operations_list: Array<{ status: number }> };
    assert.equal(summary.bulk_id, bulkBody.bulk_uuid);
    assert.equal(summary.operation_count, 2);
    assert.deepEqual(summary.operations_list.map((operation) => operation.status), [1, 1]);
    const count = await curl([`${ref.baseUrl}/rest/V1/bulk/${bulkBody.bulk_uuid}/operation-status/1`, '-H', `Authorization: Bearer ${token}`]);
    assert.equal(count.body, '2');
  });

  test('the SOAP WSDL of the two token services', async () => {
    const reply = await curl([`${ref.baseUrl}/soap/default?wsdl&services=integrationAdminTokenServiceV1,integrationCustomerTokenServiceV1`]);
    assert.equal(reply.status, 200);
    assert.match(reply.contentType, /^text\/xml/);
    assert.match(reply.body, /integrationCustomerTokenServiceV1CreateCustomerAccessToken/);
  });
});
