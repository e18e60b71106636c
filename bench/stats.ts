// Pure helpers of the benchmark: order statistics and the one table bench/run.ts prints. No I/O, no timing.

/** Median of the values (mean of the two middle ones for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * Percentile by linear interpolation between closest ranks (the "R-7" definition spreadsheets use):
 * p=0 is the minimum, p=100 the maximum, p=50 the median. NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lo = sorted[low] as number;
  const hi = sorted[high] as number;
  return lo + (hi - lo) * (rank - low);
}

/** 1234.5 → "1.23 s", 12.34 → "12.3 ms", 0.0123 → "12.3 µs"; "–" for NaN. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '–';
  if (Math.abs(ms) >= 1000) return `${(ms / 1000).toFixed(ms >= 100_000 ? 0 : 2)} s`;
  if (Math.abs(ms) >= 10) return `${ms.toFixed(0)} ms`;
  if (Math.abs(ms) >= 1) return `${ms.toFixed(1)} ms`;
  return `${(ms * 1000).toFixed(0)} µs`;
}

export function formatMb(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : '–';
}

/** figure / goal, "–" when either side is missing. Below 1 meets an upper-bound goal. */
export function ratio(figure: number, goal: number): string {
  if (!Number.isFinite(figure) || !Number.isFinite(goal) || goal === 0) return '–';
  return `${(figure / goal).toFixed(2)}×`;
}

export interface Row {
  /** Section name, the `--only` key (compile, suite, schema, status, memory, scale). */
  section: string;
  figure: string;
  value: string;
  goal: string;
  /** value/goal or value/floor, see the figure's wording. */
  ratio: string;
  /** Repetitions and spread: "n=5, min 80 ms, max 95 ms". */
  note: string;
}

/** Plain monospace table (also valid Markdown). Column widths follow the longest cell. */
export function renderTable(rows: readonly Row[]): string {
  const header: Row = { section: 'section', figure: 'figure', value: 'median', goal: 'goal', ratio: 'ratio', note: 'runs / spread' };
  const keys = ['section', 'figure', 'value', 'goal', 'ratio', 'note'] as const;
  const all = [header, ...rows];
  const widths = keys.map((k) => Math.max(3, ...all.map((r) => r[k].length)));
  const line = (r: Row) => `| ${keys.map((k, i) => r[k].padEnd(widths[i] as number)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** "n=5, min 80 ms, max 95 ms" for a series of milliseconds. */
export function spread(values: readonly number[], format: (v: number) => string = formatMs): string {
  if (values.length === 0) return 'n=0';
  return `n=${values.length}, min ${format(Math.min(...values))}, max ${format(Math.max(...values))}`;
}
