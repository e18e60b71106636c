// The reference installation's asynchronous layer: async and bulk intake, the in-process queue with its
// async.operations.all consumer, and the operation-status routes. The core creates it with createAsyncLayer(host).

import type { AsyncHost, AsyncLayer } from './api.ts';
import { Consumer } from './consumer.ts';
import { ASYNC_FAULTS } from './faults.ts';
import { handleAsyncRequest } from './intake.ts';
import { handleStatusRequest } from './status.ts';
import { OperationStore } from './store.ts';

export interface AsyncLayerOptions {
  /** Pause before each queued operation runs (default: env REFERENCE_CONSUMER_DELAY_MS, else 0). */
  consumerDelayMs?: number;
  /** Whether the consumer runs from the start (default true; the platform's would run from cron). */
  autoStartConsumer?: boolean;
  /**
   * store_id the platform writes into serialized_data for a request's store code. Default: no code and 'default'
   * → "1" (the default store view), 'all' and 'admin' → "0", any other code → "1".
   */
  storeIdOf?: (storeCode: string | null) => string;
}

export { ASYNC_FAULTS } from './faults.ts';

export function createAsyncLayer(host: AsyncHost, options: AsyncLayerOptions = {}): AsyncLayer {
  const store = new OperationStore();
  const consumer = new Consumer(host, {
    delayMs: options.consumerDelayMs ?? delayFromEnvironment(),
    autoStart: options.autoStartConsumer ?? true,
  });
  const storeIdOf = options.storeIdOf ?? defaultStoreId;
  const writesStoreId = releaseAfter(host.profile.release, [2, 4, 4]);
  const intake = {
    host,
    store,
    consumer,
    storeIdOf: (code: string | null): string | null => (writesStoreId ? storeIdOf(code) : null),
  };

  return {
    handleAsync: (request) => handleAsyncRequest(intake, request),
    handleStatus: (request, route, params) => Promise.resolve(handleStatusRequest({ host, store }, request, route, params)),
    consumer: {
      start: () => consumer.start(),
      stop: () => consumer.stop(),
      get running() {
        return consumer.running;
      },
      drain: (timeoutMs) => consumer.drain(timeoutMs),
      get deaths() {
        return consumer.deaths;
      },
    },
    faults: ASYNC_FAULTS,
    stats: () => ({
      accepted: store.allOperations().length,
      executed: consumer.executed,
      open: consumer.open + consumer.stranded,
      consumerDeaths: consumer.deaths.length,
    }),
  };
}

function delayFromEnvironment(): number {
  const raw = process.env.REFERENCE_CONSUMER_DELAY_MS;
  const value = raw === undefined ? 0 : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function defaultStoreId(storeCode: string | null): string {
  return storeCode === 'all' || storeCode === 'admin' ? '0' : '1';
}

/** MassSchedule writes store_id into serialized_data only after 2.4.4 (facts 18). */
export function releaseAfter(release: string, than: readonly [number, number, number]): boolean {
  const parts = (/^(\d+)\.(\d+)\.(\d+)/.exec(release) ?? []).slice(1).map(Number);
  for (let i = 0; i < 3; i += 1) {
    const mine = parts[i] ?? 0;
    const other = than[i] ?? 0;
    if (mine !== other) return mine > other;
  }
  return false;
}
