// Eventual status: how long after an operation turns terminal on the reference does the suite's poller see it, and
// how many status requests does it send per bulk. The reference runs with a consumer delay; bulks are submitted at
// staggered times; each is waited for by the suite's own code: BulkPoller (src/runtime/async-poller.ts) with the suite's
// status step (createStatusStep in fixtures/async-scenarios.ts: the summary on every request) through the suite's
// TargetClient. An independent oracle polls the count route every ORACLE_MS on its own connection and records when the
// bulk had no open operation left: the reference's completion time. The spacing of the poller's requests is taken
// twice: from the poller's own log (when each request left: the figure the minimum interval is about) and from the
// reference's request log (/__reference/requests). The reference logs a request when it has handled it, in whole
// milliseconds, so its gaps also carry the reference's own handling and queueing time (the oracle alone sends ~100
// requests a second per bulk): they read lower than the gaps at which the requests left, and say nothing of the poller.

import { BulkPoller, type PollSettings, type Step } from '../src/runtime/async-poller.ts';
import { createStatusStep, type PollDetail, type StatusGet } from '../fixtures/async-scenarios.ts';
import { TargetClient } from '../src/runtime/api-client.ts';
import { createTransport } from '../src/runtime/http-transport.ts';

export const ORACLE_MS = 10;

export interface BulkObservation {
  uuid: string;
  operations: number;
  /** performance.now() of the submit, of the oracle's first "none open", of the poller's terminal verdict. */
  submittedAt: number;
  doneAt: number;
  seenAt: number;
  /** When a status answer first listed no open operation (with the suite's step, the one that ends the wait). */
  firstZeroAt: number;
  requests: number;
  /** Smallest gap between two status requests of this bulk (ms), from the poller's log; Infinity for one request. */
  minGapMs: number;
  /** The same from the reference's request log (logged when handled, whole milliseconds); NaN without it. */
  serverMinGapMs: number;
}

/** The old settings (250 ms doubling to 2 s with jitter from the first request): a comparison variant. */
export const OLD_BACKOFF: Partial<PollSettings> = { steadyMs: 0, initialDelayMs: 250, factor: 2, maxDelayMs: 2000, jitter: 0.5 };

const smallestGap = (times: number[]): number => {
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
  return gaps.length ? Math.min(...gaps) : Number.POSITIVE_INFINITY;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `settings`: poller settings over the suite's DEFAULT_POLL (none: the suite's default).
 */
export async function measureEventualStatus(baseUrl: string, adminToken: string, options: { bulks: number; spreadMs: number; seed?: number; settings?: Partial<PollSettings> }): Promise<BulkObservation[]> {
  const transport = createTransport({ ignoreTlsErrors: false });
  const oracleTransport = createTransport({ ignoreTlsErrors: false });
  const settings = { baseUrl, submissionBaseUrl: null, timeoutMs: 30_000 };
  const client = new TargetClient(transport, settings);
  const oracle = new TargetClient(oracleTransport, settings);
  const counts = new Map<string, number>();
  const countRoute = (c: TargetClient, uuid: string) => c.send({ method: 'GET', base: 'store', path: `/V1/bulk/${encodeURIComponent(uuid)}/operation-status/4`, storeCode: null, token: adminToken });

  // The suite's step, as createKit wires it (the token is at hand here, so `sending` comes right before the send).
  const get: StatusGet = async (path, sending) => {
    await sending?.();
    return client.send({ method: 'GET', base: 'store', path, storeCode: null, token: adminToken });
  };
  const suiteStep = createStatusStep(get, (uuid) => counts.get(uuid) ?? 1);
  const zeroAt = new Map<string, number>();
  const step: Step<PollDetail> = async (uuid, attempt, sending) => {
    const result = await suiteStep(uuid, attempt, sending);
    if (result.detail.openCount === 0 && !zeroAt.has(uuid)) zeroAt.set(uuid, performance.now());
    return result;
  };
  const poller = new BulkPoller<PollDetail>(step, options.settings ? { settings: options.settings } : {});

  let seed = options.seed ?? 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const observations: BulkObservation[] = [];
  const one = async (index: number) => {
    await sleep(random() * options.spreadMs);
    const operations = 1 + (index % 3);
    const items = Array.from({ length: operations }, (_, i) => ({ product: { sku: `bench-${Date.now().toString(36)}-${index}-${i}`, name: `bench ${index} ${i}`, attribute_set_id: 4, price: 12, type_id: 'simple' } }));
    const submittedAt = performance.now();
    const res = await client.send({ method: 'POST', base: 'store', path: '/async/bulk/V1/products', storeCode: 'default', token: adminToken, body: items });
    const uuid = (res.json as { bulk_uuid?: string } | undefined)?.bulk_uuid;
    if (res.status !== 202 || !uuid) throw new Error(`bulk submit answered ${res.status}: ${res.bodyText.slice(0, 200)}`);
    counts.set(uuid, operations);
    const oracleDone = (async () => {
      for (;;) {
        const asked = performance.now();
        const r = await countRoute(oracle, uuid);
        if (r.status === 200 && r.json === 0) return asked;
        await sleep(ORACLE_MS);
      }
    })();
    const outcome = await poller.wait(uuid, 30_000);
    const doneAt = await oracleDone;
    if (outcome.kind !== 'terminal') throw new Error(`poller ended with ${outcome.kind} for ${uuid}`);
    const times = poller.requestTimes.get(uuid) ?? [];
    observations.push({ uuid, operations, submittedAt, doneAt, seenAt: outcome.seenAt, firstZeroAt: zeroAt.get(uuid) ?? outcome.seenAt, requests: times.length, minGapMs: smallestGap(times), serverMinGapMs: Number.NaN });
  };
  try {
    await Promise.all(Array.from({ length: options.bulks }, (_, i) => one(i)));
    const server = await serverTimes(baseUrl);
    for (const o of observations) {
      const times = server?.get(o.uuid);
      if (times) o.serverMinGapMs = smallestGap(times);
    }
  } finally {
    transport.close();
    oracleTransport.close();
  }
  return observations;
}

/** Per bulk, the logged times (ms) of the summary reads from the reference's request log (only the poller reads the
 * summary; the oracle reads the count route); null when the target has no such log. */
async function serverTimes(baseUrl: string): Promise<Map<string, number[]> | null> {
  const res = await fetch(`${baseUrl}/__reference/requests`).catch(() => null);
  if (res === null || res.status !== 200) return null;
  const body = (await res.json()) as { requests?: Array<{ at: string; method: string; path: string }> };
  const out = new Map<string, number[]>();
  for (const entry of body.requests ?? []) {
    const m = /\/V1\/bulk\/([^/?]+)\/status$/.exec(entry.path);
    if (entry.method !== 'GET' || !m) continue;
    const uuid = decodeURIComponent(m[1] as string);
    const times = out.get(uuid) ?? [];
    times.push(Date.parse(entry.at));
    out.set(uuid, times);
  }
  return out;
}
