// The physical floor of a suite run: the requests the run sent (captured by fixtures/capture.ts through
// COMMERCE_CAPTURE_FILE), sent again by a minimal node:http keep-alive client against a fresh reference: global
// setup's requests first, then one lane per worker slot replaying that worker's requests in order, then teardown's,
// no assertions. Credentials are the replay's own: each caller's token acquired once, {{VARIABLE}} placeholders
// filled from the environment the run had. `matched` counts replayed statuses equal to the original ones.

import { Agent, request } from 'node:http';
import type { CapturedRequest } from '../fixtures/capture.ts';

export interface ReplayRequest {
  lane: number;
  method: string;
  /** Path and query, on the replay's origin. */
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number;
}

export interface ReplayPlan {
  setup: ReplayRequest[];
  lanes: ReplayRequest[][];
  teardown: ReplayRequest[];
}

/** Bearer token per captured `auth` (caller name, or `other` for tokens of no configured caller). */
export type ReplayTokens = Partial<Record<CapturedRequest['auth'], string>>;

/** Captured lines → what the replay sends, in the run's order. Pure. */
export function planReplay(captured: readonly CapturedRequest[], variables: Readonly<Record<string, string>>, tokens: ReplayTokens): ReplayPlan {
  const fill = (text: string) => text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
  const toRequest = (c: CapturedRequest): ReplayRequest => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const [k, v] of Object.entries(c.headers)) {
      headers[k] = v.startsWith('Basic-plain ') ? `Basic ${Buffer.from(fill(v.slice('Basic-plain '.length))).toString('base64')}` : fill(v);
    }
    const token = c.auth === 'none' ? undefined : tokens[c.auth];
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const body = c.body === undefined ? undefined : fill(c.body);
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    const url = new URL(fill(c.url));
    return { lane: c.lane, method: c.method, path: `${url.pathname}${url.search}`, headers, body, status: c.status };
  };
  const ordered = [...captured].sort((a, b) => a.at - b.at);
  const firstWorkerAt = ordered.find((c) => c.lane >= 0)?.at ?? Infinity;
  const setup = ordered.filter((c) => c.lane < 0 && c.at < firstWorkerAt).map(toRequest);
  const teardown = ordered.filter((c) => c.lane < 0 && c.at >= firstWorkerAt).map(toRequest);
  const lanes = new Map<number, ReplayRequest[]>();
  for (const c of ordered.filter((x) => x.lane >= 0)) {
    const lane = lanes.get(c.lane) ?? [];
    lane.push(toRequest(c));
    lanes.set(c.lane, lane);
  }
  return { setup, lanes: [...lanes.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l), teardown };
}

export interface ReplayResult {
  wallMs: number;
  cpuMs: number;
  sent: number;
  matched: number;
}

export async function replay(baseUrl: string, plan: ReplayPlan): Promise<ReplayResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(1, plan.lanes.length) });
  const base = new URL(baseUrl);
  let matched = 0;
  let sent = 0;
  const one = (r: ReplayRequest): Promise<number> =>
    new Promise((resolve, reject) => {
      const req = request({ host: base.hostname, port: base.port, path: r.path, method: r.method, headers: r.headers, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      if (r.body !== undefined) req.write(r.body);
      req.end();
    });
  const run = async (requests: readonly ReplayRequest[]) => {
    for (const r of requests) {
      const status = await one(r);
      sent += 1;
      if (status === r.status) matched += 1;
    }
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(plan.setup);
  await Promise.all(plan.lanes.map(run));
  await run(plan.teardown);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, sent, matched };
}
