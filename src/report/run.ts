// The run file the suite writes (runs/<dir>/conformance.json) and reports read.

export interface ObservationRecord {
  check: string;
  route: string;
  key: string;
  value: unknown;
}

export interface TestRecord {
  title: string;
  project: string;
  check: string;
  route: string | null;
  module: string | null;
  outcome: 'pass' | 'fail' | 'skip';
  skipReason: string | null;
  failure: string | null;
  observations: ObservationRecord[];
  durationMs: number;
}

export interface ConformanceRun {
  format: 'commerce-conformance/run@1';
  status: string;
  projects: string[];
  fingerprint: unknown;
  tests: TestRecord[];
}
