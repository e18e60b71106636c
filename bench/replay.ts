// The physical floor of a suite run: the requests the run sent (captured by src/runtime/capture.ts through
// COMMERCE_CAPTURE_FILE), sent again by a minimal node:http(s) keep-alive client against a fresh reference or, with
// `npm run bench -- --target`, against the installation the run was measured on: global setup's requests first, then
// one lane per worker slot replaying that worker's requests in order, then teardown's, no assertions. Credentials are
// the replay's own: each caller's token acquired once, {{VARIABLE}} placeholders filled from the environment the run
// had. `matched` counts replayed statuses equal to the original ones.
//
// A replayed request carries the identity its original carried or a weaker one (a token of no configured caller
// becomes an unknown token, a deliberately wrong OAuth signature stays wrong), never a stronger one: against a real
// target the replay is as read-only as the run it repeats.

import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { parseOAuthMarker, type CapturedRequest, type SigningForm } from '../src/runtime/capture.ts';
import type { SignatureMethod } from '../src/auth/oauth1.ts';

export interface ReplayRequest {
  lane: number;
  method: string;
  /** Path and query, on the replay's origin. */
  path: string;
  /** Where to send it (scheme://host:port); absent = the origin given to replay(). */
  origin?: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number;
  /** OAuth 1.0a signed in the run: replay() signs it again, over the same form of its own URL, with a fresh nonce. */
  oauth?: { signatureMethod: SignatureMethod; valid: boolean; form: SigningForm };
}

export interface ReplayPlan {
  setup: ReplayRequest[];
  lanes: ReplayRequest[][];
  teardown: ReplayRequest[];
  /** Captured requests to none of the `bases` (none when no bases were given): not sent. */
  skipped: number;
}

/** Bearer token per captured `auth` (caller name, or `other` for tokens of no configured caller). */
export type ReplayTokens = Partial<Record<CapturedRequest['auth'], string>>;

export interface PlanOptions {
  /** Base URLs of the run (`from`: COMMERCE_BASE_URL, SUBMISSION_BASE_URL as the run had them) and where the
   * replay sends what was under each (`to`). The longest matching base wins. Without bases every request goes, by
   * its path, to the origin given to replay() (the fresh references of the default bench). */
  bases?: ReadonlyArray<{ from: string; to: string }>;
  /** True when replay() gets a signer: OAuth-signed requests are signed again. False: a good signature becomes the
   * integration token as bearer, a wrong one an unknown bearer token. */
  resign?: boolean;
}

/** Does `url` lie under `base` (same prefix, ending at a path boundary)? */
function under(url: string, base: string): boolean {
  const b = base.replace(/\/+$/, '');
  return url === b || url.startsWith(`${b}/`) || url.startsWith(`${b}?`);
}

/** Captured lines → what the replay sends, in the run's order. Pure. */
export function planReplay(captured: readonly CapturedRequest[], variables: Readonly<Record<string, string>>, tokens: ReplayTokens, options: PlanOptions = {}): ReplayPlan {
  const fill = (text: string) => text.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
  const bases = [...(options.bases ?? [])].sort((a, b) => b.from.length - a.from.length);
  const toRequest = (c: CapturedRequest): ReplayRequest | null => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let oauth: ReplayRequest['oauth'];
    for (const [k, v] of Object.entries(c.headers)) {
      const signed = /^authorization$/i.test(k) ? parseOAuthMarker(v) : null;
      if (signed !== null) oauth = signed;
      else headers[k] = v.startsWith('Basic-plain ') ? `Basic ${Buffer.from(fill(v.slice('Basic-plain '.length))).toString('base64')}` : fill(v);
    }
    const token = c.auth === 'none' ? undefined : tokens[c.auth];
    if (oauth !== undefined && !options.resign) {
      // No credentials to sign with: the same request as the integration's bearer (a wrong signature as an unknown
      // token), which a target accepts only with enable_integration_as_bearer (2.4.4+): statuses may then differ.
      headers.Authorization = `Bearer ${(oauth.valid ? tokens.integration : undefined) ?? tokens.other ?? 'replay-unknown-token'}`;
      oauth = undefined;
    } else if (oauth === undefined && token !== undefined) headers.Authorization = `Bearer ${token}`;
    const body = c.body === undefined ? undefined : fill(c.body);
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
    const filled = fill(c.url);
    let origin: string | undefined;
    let url = new URL(filled);
    if (bases.length > 0) {
      const base = bases.find((b) => under(filled, b.from));
      if (base === undefined) return null;
      url = new URL(`${base.to.replace(/\/+$/, '')}${filled.slice(base.from.replace(/\/+$/, '').length)}`);
      origin = url.origin;
    }
    const r: ReplayRequest = { lane: c.lane, method: c.method, path: `${url.pathname}${url.search}`, headers, body, status: c.status };
    if (origin !== undefined) r.origin = origin;
    if (oauth !== undefined) r.oauth = oauth;
    return r;
  };
  let skipped = 0;
  const requests = (list: CapturedRequest[]): ReplayRequest[] =>
    list.flatMap((c) => {
      const r = toRequest(c);
      if (r === null) skipped += 1;
      return r === null ? [] : [r];
    });
  const ordered = [...captured].sort((a, b) => a.at - b.at);
  const firstWorkerAt = ordered.find((c) => c.lane >= 0)?.at ?? Infinity;
  const setup = requests(ordered.filter((c) => c.lane < 0 && c.at < firstWorkerAt));
  const teardown = requests(ordered.filter((c) => c.lane < 0 && c.at >= firstWorkerAt));
  const lanes = new Map<number, ReplayRequest[]>();
  for (const c of ordered.filter((x) => x.lane >= 0)) {
    const lane = lanes.get(c.lane) ?? [];
    lane.push(...requests([c]));
    lanes.set(c.lane, lane);
  }
  return { setup, lanes: [...lanes.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l), teardown, skipped };
}

export interface ReplayResult {
  wallMs: number;
  cpuMs: number;
  sent: number;
  matched: number;
}

export interface ReplayOptions {
  /** The Authorization header of an OAuth-signed request, signed at send time on its full URL: nonces are single use,
   * so every replay signs afresh (the suite pays the same HMAC per request). */
  sign?: (request: ReplayRequest, url: string) => string;
  /** COMMERCE_IGNORE_TLS_ERRORS=1: self-signed test installations. */
  ignoreTlsErrors?: boolean;
  /** Per request; none when absent (a loopback reference answers or dies). */
  timeoutMs?: number;
}

export async function replay(baseUrl: string, plan: ReplayPlan, options: ReplayOptions = {}): Promise<ReplayResult> {
  const maxSockets = Math.max(1, plan.lanes.length);
  // One keep-alive pool per origin (the target and, when elsewhere, the developer-submission API).
  const agents = new Map<string, HttpAgent>();
  const agentFor = (url: URL): HttpAgent => {
    let agent = agents.get(url.origin);
    if (!agent) {
      agent = url.protocol === 'https:' ? new HttpsAgent({ keepAlive: true, maxSockets, rejectUnauthorized: options.ignoreTlsErrors !== true }) : new HttpAgent({ keepAlive: true, maxSockets });
      agents.set(url.origin, agent);
    }
    return agent;
  };
  const base = new URL(baseUrl);
  let matched = 0;
  let sent = 0;
  const one = (r: ReplayRequest): Promise<number> =>
    new Promise((resolve, reject) => {
      const target = r.origin === undefined ? base : new URL(r.origin);
      let headers = r.headers;
      if (r.oauth !== undefined) {
        if (!options.sign) throw new Error('replay: the plan has OAuth-signed requests but no signer was given');
        headers = { ...r.headers, Authorization: options.sign(r, `${target.origin}${r.path}`) };
      }
      const settings: RequestOptions = { host: target.hostname, port: target.port, path: r.path, method: r.method, headers, agent: agentFor(target) };
      const onResponse = (res: IncomingMessage) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      };
      const req = target.protocol === 'https:' ? httpsRequest(settings, onResponse) : httpRequest(settings, onResponse);
      req.on('error', reject);
      if (options.timeoutMs !== undefined) req.setTimeout(options.timeoutMs, () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms: ${r.method} ${target.origin}${r.path.replace(/\?.*/, '')}`)));
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
  try {
    await run(plan.setup);
    await Promise.all(plan.lanes.map(run));
    await run(plan.teardown);
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, sent, matched };
  } finally {
    // Also after a failed request: no socket may keep the process alive.
    for (const agent of agents.values()) agent.destroy();
  }
}
