// The transport against a loopback server: what comes back (status, lower-case headers, body), the byte limit both
// when the length is declared and while a body streams, redirects (303 turns a POST into a body-less GET, a loop is
// bounded) and the deadline.

import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { BodyTooLarge, createTransport, type TransportRequest } from './http-transport.ts';

interface Seen {
  method: string;
  url: string;
  body: string;
}
const seen: Seen[] = [];

function handle(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', body });
    const url = req.url ?? '';
    if (url === '/echo') {
      res.writeHead(201, { 'X-Mixed-Case': 'yes', 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, body }));
    } else if (url === '/declared-big') {
      res.writeHead(200, { 'Content-Length': '5000' });
      res.end('x'.repeat(5000));
    } else if (url === '/streamed-big') {
      res.writeHead(200, { 'Transfer-Encoding': 'chunked' });
      for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
      res.end();
    } else if (url === '/see-other') {
      res.writeHead(303, { Location: '/echo' });
      res.end();
    } else if (url === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      res.end();
    } else if (url === '/slow') {
      setTimeout(() => res.end('late'), 2000).unref();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
}

const server = createServer(handle);
let base = '';
before(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const transport = createTransport({ ignoreTlsErrors: false });
after(() => {
  transport.close();
  server.closeAllConnections();
  server.close();
});

const options = (o: Partial<TransportRequest> = {}): TransportRequest => ({ method: 'GET', headers: {}, timeoutMs: 5000, maxRedirects: 3, maxBytes: 4096, ...o });

test('status, lower-case header names and the body come back; a body is sent with its length', async () => {
  const res = await transport.request(`${base}/echo`, options({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }));
  assert.equal(res.status, 201);
  assert.equal(res.headers['x-mixed-case'], 'yes');
  assert.deepEqual(JSON.parse(res.body.toString('utf8')), { method: 'POST', body: '{"a":1}' });
});

test('a body over the limit is refused, declared or streamed', async () => {
  await assert.rejects(transport.request(`${base}/declared-big`, options()), (e: unknown) => e instanceof BodyTooLarge && e.bytes === 5000 && e.limit === 4096);
  await assert.rejects(transport.request(`${base}/streamed-big`, options()), (e: unknown) => e instanceof BodyTooLarge && e.bytes > 4096);
});

test('303 is followed as a GET without the body; a redirect loop ends at maxRedirects', async () => {
  seen.length = 0;
  const res = await transport.request(`${base}/see-other`, options({ method: 'POST', body: 'payload' }));
  assert.equal(res.status, 201);
  assert.deepEqual(seen.map((s) => [s.method, s.url, s.body]), [['POST', '/see-other', 'payload'], ['GET', '/echo', '']]);
  await assert.rejects(transport.request(`${base}/loop`, options()), /Max redirect count exceeded \(3\)/);
});

test('a target slower than the deadline ends the request with a timeout', async () => {
  const started = Date.now();
  await assert.rejects(transport.request(`${base}/slow`, options({ timeoutMs: 200 })), /Timeout 200ms exceeded/);
  assert.ok(Date.now() - started < 1500, 'ends at the deadline, not when the target answers');
});
