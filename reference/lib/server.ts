// The HTTP face of the reference installation: Node's http server on 127.0.0.1, one ReferenceApp behind it.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SUBMISSION_PREFIX, createReferenceApp, type ReferenceConfig } from './app.ts';
import type { ReferenceApp } from './reference-app.ts';
import type { Parts } from './parts.ts';

/** Bodies above this size are refused (413) rather than buffered without end. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface RunningReference {
  app: ReferenceApp;
  server: Server;
  port: number;
  baseUrl: string;
  submissionBaseUrl: string;
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function flatHeaders(request: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** A real installation answers in tens to hundreds of milliseconds; the benchmark sets REFERENCE_LATENCY_MS to see
 * the suite's overhead against such a server. Control endpoints (/__reference) answer at once. */
export function latencyFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = Number(env.REFERENCE_LATENCY_MS ?? '0');
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, 10_000) : 0;
}

const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export async function startReference(config: ReferenceConfig, port: number, parts?: Parts): Promise<RunningReference> {
  const app = await createReferenceApp(config, parts);
  const latencyMs = latencyFromEnv();
  const server = createServer((request, response) => {
    readBody(request)
      .then((rawBody) => app.handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers: flatHeaders(request), rawBody }))
      .then(async (reply) => {
        if (!(request.url ?? '').startsWith('/__reference')) await pause(latencyMs);
        return reply;
      })
      .then((reply) => {
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
      })
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        const tooLarge = error instanceof BodyTooLarge;
        response.writeHead(tooLarge ? 413 : 400, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ message: tooLarge ? 'Request body too large.' : 'Request could not be read.' }));
      });
  });
  // Keep-alive connections would hold close() open; the platform's answers are small, so close them per request.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const stopCleanup = app.startCleanupJob();
  const baseUrl = `http://127.0.0.1:${actualPort}`;
  return {
    app,
    server,
    port: actualPort,
    baseUrl,
    submissionBaseUrl: `${baseUrl}${SUBMISSION_PREFIX}`,
    close: () =>
      new Promise<void>((resolve) => {
        stopCleanup();
        app.asyncLayer.consumer.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
