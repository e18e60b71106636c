// The run's account of what it queued. Every bulk the target accepts for a check is recorded (global teardown waits
// until each is terminal before it sweeps: an operation that runs after the sweep leaves entities nobody removes),
// and the first worker that finds the queue consumer stopped says so here, so nothing more is queued and the status
// checks skip with that one diagnostic instead of each failing on its own. The checks see this port only; the
// fixtures install the implementation (src/runtime/queue-watch.ts: a file in the run folder, shared by all workers).

import { kindCreatedBy, valueAt } from '../../cleanup/sweep-kinds.ts';
import type { CallerName, CallOptions, HttpExchange } from '../types.ts';

export interface AcceptedBulk {
  bulkUuid: string;
  /** The call as sent, path relative to the store base: POST /async/bulk/V1/products. */
  method: string;
  path: string;
  /** Operations queued: the request items the acceptance lists. */
  count: number;
  caller: CallerName;
  /** What the operations will do when they run: "product cct…a-sku" for creations of a kind the cleanup removes,
   * else the synchronous route and the run's values it names. */
  effects: string[];
}

export interface QueueLedger {
  accepted(entry: AcceptedBulk): void;
  /** The consumer diagnosis once a worker of this run made one (queueing stops, status checks skip), else null. */
  halted(): string | null;
}

const NO_LEDGER: QueueLedger = { accepted: () => {}, halted: () => null };
let installed: QueueLedger = NO_LEDGER;

/** Set once per process by the fixtures; unit tests of checks run without one (nothing is recorded). */
export function installQueueLedger(ledger: QueueLedger | null): void {
  installed = ledger ?? NO_LEDGER;
}

export function queueLedger(): QueueLedger {
  return installed;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The route aliases of webapi_async.xml (Magento_WebapiAsync: asyncProducts for POST async/V1/products), by the path
 * after the store code: a call to one queues as the path it stands for (async.custom-route). */
export const ASYNC_ALIASES: Readonly<Record<string, string>> = { '/asyncProducts': '/async/V1/products' };

/** /async/bulk/V1/products → { bulk: true, syncPath: /V1/products }; an alias as the path it stands for; null for a
 * path that queues nothing. */
export function queuedPathOf(path: string): { bulk: boolean; syncPath: string } | null {
  const given = path.split('?')[0] ?? path;
  const bare = ASYNC_ALIASES[given] ?? given;
  const bulk = /^\/async\/bulk(\/V\d+\/.*)$/.exec(bare);
  if (bulk?.[1] !== undefined) return { bulk: true, syncPath: bulk[1] };
  const single = /^\/async(\/V\d+\/.*)$/.exec(bare);
  if (single?.[1] !== undefined) return { bulk: false, syncPath: single[1] };
  return null;
}

/** Strings of a body that look like the run's values (they start with the prefix): what an operation acts on. */
function prefixedValues(body: unknown, prefix: string, out: string[] = []): string[] {
  if (typeof body === 'string') {
    if (body.startsWith(prefix) && !out.includes(body)) out.push(body);
  } else if (Array.isArray(body)) for (const item of body) prefixedValues(item, prefix, out);
  else if (isRecord(body)) for (const value of Object.values(body)) prefixedValues(value, prefix, out);
  return out;
}

/** What the operations of one accepted call will do when the consumer runs them. */
export function effectsOf(method: string, path: string, body: unknown, prefix: string): string[] {
  const queued = queuedPathOf(path);
  if (queued === null) return [];
  const elements = queued.bulk && Array.isArray(body) ? body : [body];
  const kind = kindCreatedBy(method, queued.syncPath);
  if (kind !== null) {
    return elements.map((element) => {
      const named = valueAt(element, kind.create.pointer);
      return `creates ${kind.kind} ${typeof named === 'string' ? named : '(unnamed)'}`;
    });
  }
  const values = prefixedValues(body, prefix).slice(0, 6);
  return [`${method} ${queued.syncPath}${values.length > 0 ? ` on ${values.join(', ')}` : ''}`];
}

/** The record of an accepted asynchronous or bulk call, or null when the answer accepted nothing. */
export function acceptedBulkOf(call: { method: string; path: string; body: unknown }, res: HttpExchange, caller: CallerName, prefix: string): AcceptedBulk | null {
  if (res.status < 200 || res.status >= 300 || !isRecord(res.json)) return null;
  const uuid = res.json.bulk_uuid;
  if (typeof uuid !== 'string' || uuid === '') return null;
  const items = Array.isArray(res.json.request_items) ? res.json.request_items : [];
  const accepted = items.filter((item) => !isRecord(item) || item.status === undefined || item.status === 'accepted').length;
  return { bulkUuid: uuid, method: call.method.toUpperCase(), path: call.path, count: accepted, caller, effects: effectsOf(call.method, call.path, call.body, prefix) };
}

type Call = (caller: CallerName, options?: CallOptions) => Promise<HttpExchange>;

/** `call`, with every accepted write on an /async path recorded in the ledger. */
export function recordingCall(call: Call, ledger: QueueLedger, defaults: { method: string; prefix: string }): Call {
  return async (caller, options = {}) => {
    const res = await call(caller, options);
    const method = options.method ?? defaults.method;
    const path = options.path ?? '';
    if (method.toUpperCase() !== 'GET' && queuedPathOf(path) !== null) {
      let body: unknown = options.body;
      if (body === undefined && options.rawBody !== undefined) {
        try {
          body = JSON.parse(options.rawBody) as unknown;
        } catch {
          body = undefined;
        }
      }
      const entry = acceptedBulkOf({ method, path, body }, res, caller, defaults.prefix);
      if (entry !== null) ledger.accepted(entry);
    }
    return res;
  };
}
