// What a run under a baseline (COMMERCE_BASELINE) made of a verdict, as the trend and Allure read it: the record's
// optional `baseline` mark (known, new, fixed, expired, with the waiver's reason and until). Absent = the run had no
// baseline, or the test was skipped or ended without a verdict.

import type { VerdictRecord } from './verdict-record.ts';

export type BaselineStatus = 'known' | 'new' | 'fixed' | 'expired';

export interface BaselineView {
  status: BaselineStatus;
  reason?: string;
  until?: string;
  /** A fixed waiver under COMMERCE_BASELINE_STRICT=1: the passing test fails the run. */
  strict?: boolean;
}

const STATUSES: readonly string[] = ['known', 'new', 'fixed', 'expired'];

/** The record's baseline mark, or null. */
export function baselineOf(record: VerdictRecord): BaselineView | null {
  const mark = (record as { baseline?: unknown }).baseline;
  if (mark === null || typeof mark !== 'object') return null;
  const m = mark as Record<string, unknown>;
  if (typeof m.status !== 'string' || !STATUSES.includes(m.status)) return null;
  return {
    status: m.status as BaselineStatus,
    ...(typeof m.reason === 'string' ? { reason: m.reason } : {}),
    ...(typeof m.until === 'string' ? { until: m.until } : {}),
    ...(m.strict === true ? { strict: true } : {}),
  };
}
