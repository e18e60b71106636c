// The run file the suite writes (runs/<dir>/conformance.json) and reports read: per test, its title and project and
// its verdict record, field by field (verdict-record.ts).

import type { VerdictRecord } from './verdict-record.ts';

export type { ObservationRecord } from './verdict-record.ts';

export const RUN_FORMAT = 'commerce-conformance/run@2';

/** One test of the run: where it ran and how long, then its verdict record's fields. */
export type TestRecord = { title: string; project: string; durationMs: number } & VerdictRecord;

export interface ConformanceRun {
  format: typeof RUN_FORMAT;
  status: string;
  projects: string[];
  fingerprint: unknown;
  tests: TestRecord[];
}
