// What the queueing checks ask of the run and the target besides the confinement of the run's own writes
// (src/checks/owned/confinement.ts and prepare.ts, the rules and the preparation executed and queued writes share):
// whether the release has an asynchronous web API at all, whether this run found the queue consumer stopped, and the
// ledger every acceptance is recorded in (global teardown waits for each before it sweeps).

import { isRelease } from '../../contracts/release.ts';
import { presenceIn, spanOf } from '../../contracts/release-span.ts';
import type { CheckContext } from '../types.ts';
import { queueLedger, recordingCall } from './queue-ledger.ts';

/** The queued mode's question about the run's queue: a worker found the consumer stopped, so what is queued now would
 * run after the cleanup. null: queue. */
export function queueHalted(): string | null {
  const halted = queueLedger().halted();
  return halted === null ? null : `not queued: this run found the queue consumer stopped, so an operation queued now would run after the cleanup. ${halted}`;
}

/** ctx.call with every acceptance recorded in the run's ledger (global teardown waits for each before it sweeps). */
export function recordQueued(ctx: CheckContext): CheckContext['call'] {
  return recordingCall(ctx.call.bind(ctx), queueLedger(), { method: ctx.route.method, prefix: ctx.async?.prefix ?? '\u0000' });
}

export const ASYNC_SINCE = '2.3.0';

/** null when the release has the asynchronous web API (or is unknown: then the target is probed), else why not. */
export function asyncAbsentReason(release: string | null): string | null {
  if (release === null || !isRelease(release)) return null;
  // A bare line (2.3) is every release of it: absent only when no release of the span has WebapiAsync.
  const presence = presenceIn({ since: ASYNC_SINCE, until: null }, spanOf(release));
  if (presence.kind === 'absent') return `the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from ${ASYNC_SINCE} (facts 20); the target is ${release}`;
  return null;
}
