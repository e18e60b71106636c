// Eventual status: how long after an operation turns terminal on the reference does the suite's poller see it, and
// how many status requests does it send per bulk. The reference runs with a consumer delay; bulks are submitted at
// staggered times; each is waited for by the suite's BulkPoller (fixtures/async-poller.ts) through the suite's
// TargetClient, with the request pattern of fixtures/async-scenarios.ts (the open-operation count route, the summary
// every 4th request and once the count reaches 0). An independent oracle polls the count route every ORACLE_MS on
// its own connection and records when the bulk had no open operation left: the reference's completion time.
// `summaryOnly` is the variant proposed in docs/benchmarks.md: every request reads the summary, so the request that
// first shows the bulk terminal also ends the wait.

import { BulkPoller, type PollSettings, type StepResult } from '../fixtures/async-poller.ts';
import { TargetClient } from '../fixtures/api-client.ts';
import { createTransport } from '../fixtures/http-transport.ts';

export const ORACLE_MS = 10;

export interface BulkObservation {
  uuid: string;
  operations: number;
  /** performance.now() of the submit, of the oracle's first "none open", of the poller's terminal verdict. */
  submittedAt: number;
  doneAt: number;
  seenAt: number;
  /** When a status request first showed no open operation (the count route's 0, or the summary that ended the wait). */
  firstZeroAt: number;
  requests: number;
  /** Smallest gap between two status requests of this bulk (ms); Infinity for one request. */
  minGapMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureEventualStatus(baseUrl: string, adminToken: string, options: { bulks: number; spreadMs: number; seed?: number; settings?: Partial<PollSettings>; summaryOnly?: boolean }): Promise<BulkObservation[]> {
  const transport = createTransport({ ignoreTlsErrors: false });
  const oracleTransport = createTransport({ ignoreTlsErrors: false });
  const settings = { baseUrl, submissionBaseUrl: null, timeoutMs: 30_000 };
  const client = new TargetClient(transport, settings);
  const oracle = new TargetClient(oracleTransport, settings);
  const counts = new Map<string, number>();
  const countRoute = (c: TargetClient, uuid: string) => c.send({ method: 'GET', base: 'store', path: `/V1/bulk/${encodeURIComponent(uuid)}/operation-status/4`, storeCode: null, token: adminToken });

  // The step of fixtures/async-scenarios.ts (createKit), without its route-absent and contradiction branches.
  const state = new Map<string, { wantSummary: boolean; lastCount: number | null }>();
  const zeroAt = new Map<string, number>();
  const step = async (uuid: string, attempt: number): Promise<StepResult<null>> => {
    const s = state.get(uuid) ?? { wantSummary: false, lastCount: null };
    state.set(uuid, s);
    const count = counts.get(uuid) ?? 1;
    if (!options.summaryOnly && !s.wantSummary && attempt % 4 !== 3) {
      const res = await countRoute(client, uuid);
      if (res.status === 200 && typeof res.json === 'number') {
        s.lastCount = res.json;
        if (res.json === 0) {
          if (!zeroAt.has(uuid)) zeroAt.set(uuid, performance.now());
          s.wantSummary = true;
          return { done: false, soon: true, progressed: true, detail: null };
        }
        return { done: false, progressed: res.json < count, detail: null };
      }
      return { done: false, detail: null };
    }
    s.wantSummary = false;
    const res = await client.send({ method: 'GET', base: 'store', path: `/V1/bulk/${encodeURIComponent(uuid)}/status`, storeCode: null, token: adminToken });
    const list = (res.json as { operations_list?: Array<{ status?: number }> } | undefined)?.operations_list;
    if (res.status !== 200 || !Array.isArray(list)) return { done: false, detail: null };
    const open = list.filter((op) => op.status === 4).length;
    if (open === 0 && list.length >= count && !zeroAt.has(uuid)) zeroAt.set(uuid, performance.now());
    return { done: open === 0 && list.length >= count, progressed: open < list.length, detail: null };
  };
  const poller = new BulkPoller<null>(step, options.settings ? { settings: options.settings } : {});

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
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    observations.push({ uuid, operations, submittedAt, doneAt, seenAt: outcome.seenAt, firstZeroAt: zeroAt.get(uuid) ?? outcome.seenAt, requests: times.length, minGapMs: gaps.length ? Math.min(...gaps) : Number.POSITIVE_INFINITY });
  };
  try {
    await Promise.all(Array.from({ length: options.bulks }, (_, i) => one(i)));
  } finally {
    transport.close();
    oracleTransport.close();
  }
  return observations;
}
