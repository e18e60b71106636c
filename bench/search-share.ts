// The search family's share of a run's wall time (issue 22: at most 20 % on a real 2.4.7): whole runs with the
// family and without it (`--grep-invert` on its ids), alternated so a neighbour's load falls on both, medians
// compared. Pure arithmetic here; bench/run.ts makes the runs.

/** Playwright --grep-invert that leaves the search family out (every test title starts with its check id). */
export const SEARCH_FAMILY_GREP = '(?:^|\\s)search\\.';

export interface ShareRun {
  /** Whether the family ran. */
  family: boolean;
  wallMs: number;
  /** Requests the run sent (its capture). */
  requests: number;
  tests: number;
}

export interface Share {
  withMs: number;
  withoutMs: number;
  /** (with − without) / without, of the medians. */
  share: number;
  /** Per pair (the i-th run with and without the family), the same ratio: how much the machine's load moved it. */
  perPair: number[];
  /** Median extra requests and tests the family adds. */
  requests: number;
  tests: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export function shareOf(runs: readonly ShareRun[]): Share {
  const withFamily = runs.filter((r) => r.family);
  const without = runs.filter((r) => !r.family);
  const withMs = median(withFamily.map((r) => r.wallMs));
  const withoutMs = median(without.map((r) => r.wallMs));
  const pairs = Math.min(withFamily.length, without.length);
  return {
    withMs,
    withoutMs,
    share: (withMs - withoutMs) / withoutMs,
    perPair: Array.from({ length: pairs }, (_, i) => ((withFamily[i] as ShareRun).wallMs - (without[i] as ShareRun).wallMs) / (without[i] as ShareRun).wallMs),
    requests: median(withFamily.map((r) => r.requests)) - median(without.map((r) => r.requests)),
    tests: median(withFamily.map((r) => r.tests)) - median(without.map((r) => r.tests)),
  };
}
