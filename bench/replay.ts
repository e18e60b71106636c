// The physical floor of a suite run: the same HTTP requests (method, path and query from the reference's request
// log, in log order) sent by a minimal node:http keep-alive client with the run's concurrency and no assertions.
// The log keeps no headers or bodies, so: a request the original run got 401 for is sent without a token, paths of
// the caller's own resources (/mine, /me) with a customer token, the developer-submission API without one, everything
// else with the admin token; POST/PUT carry `{}`. `matched` says how many replayed statuses equal the original ones.

import { Agent, request } from 'node:http';
import type { LoggedRequest } from './suite.ts';

export interface ReplayTokens {
  admin: string;
  customer: string | null;
}

export type TokenKind = 'none' | 'admin' | 'customer';

/** Which credential a logged request most likely carried (see the file comment). Pure. */
export function tokenKindFor(entry: Pick<LoggedRequest, 'method' | 'path' | 'status'>): TokenKind {
  if (entry.status === 401) return 'none';
  const path = entry.path.split('?')[0] ?? '';
  if (path.startsWith('/__submission')) return 'none';
  if (/\/integration\/(admin|customer)\/token$/.test(path)) return 'none';
  if (/\/(mine|me)(\/|$)/.test(path)) return 'customer';
  return 'admin';
}

export interface ReplayResult {
  wallMs: number;
  cpuMs: number;
  sent: number;
  matched: number;
}

export async function replay(baseUrl: string, entries: readonly LoggedRequest[], tokens: ReplayTokens, concurrency: number): Promise<ReplayResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const base = new URL(baseUrl);
  let next = 0;
  let matched = 0;
  const one = (entry: LoggedRequest): Promise<number> =>
    new Promise((resolve, reject) => {
      const kind = tokenKindFor(entry);
      const token = kind === 'admin' ? tokens.admin : kind === 'customer' ? tokens.customer : null;
      const body = entry.method === 'POST' || entry.method === 'PUT' ? '{}' : undefined;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        headers['Content-Length'] = String(Buffer.byteLength(body));
      }
      const req = request({ host: base.hostname, port: base.port, path: entry.path, method: entry.method, headers, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const lane = async () => {
    for (;;) {
      const i = next++;
      const entry = entries[i];
      if (entry === undefined) return;
      const status = await one(entry);
      if (status === entry.status) matched += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, sent: entries.length, matched };
}
