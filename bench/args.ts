// The command line of bench/run.ts, parsed without side effects (tests/bench-target.test.ts): what to measure, and
// with --target against which installation.

import { normalizeBaseUrl } from '../src/config/target-config.ts';

export const SECTIONS = ['compile', 'suite', 'latency', 'failures', 'schema', 'status', 'memory', 'scale', 'search', 'writes'] as const;
export type Section = (typeof SECTIONS)[number];

/** What can run against an installation the bench did not start: everything else needs the embedded reference (its
 * request log, latency injection, fault profiles, consumer delay, synthetic routes). compile needs no target at all,
 * schema only its local documents, memory comes from the suite's own runs. */
export const TARGET_SECTIONS: readonly Section[] = ['compile', 'suite', 'memory', 'schema', 'search', 'writes'];

export const USAGE = `usage: npm run bench -- [--quick] [--only ${SECTIONS.join('|')}] [--markdown FILE] [--schema FILE]... [--target URL [--writes allow|full [--target-processes NAME,...]] [--against REV] [--reps N] [--workers N]]`;

export interface BenchArgs {
  quick: boolean;
  only: Set<Section>;
  markdown: string | null;
  /** Normalized base URL of an installation to measure read-only instead of the reference; null = the reference. */
  target: string | null;
  /** Full suite runs (default: 3, 1 with --quick or --target). */
  reps: number | null;
  /** Playwright workers (COMMERCE_WORKERS) and replay lanes. */
  workers: number | null;
  /** Published schema documents (JSON or YAML files, e.g. a saved GET /rest/all/schema?services=all) the schema section
   * measures besides the reference's and the repository's real-platform excerpt; none by default. */
  schemas: string[];
  /** --writes: the write level to measure against the target, besides its read-only run (section writes); null = none. */
  writes: 'allow' | 'full' | null;
  /** --target-processes: the command names (/proc comm) of the target's own processes on this machine, whose CPU the
   * writes section sums per run (bench/cpu.ts); empty = the machine's CPU only. */
  targetProcesses: string[];
  /** --against: a git revision of this repository (a commit, a tag, main~3) whose suite runs at the same write level
   * (read-only without --writes) against the same target, alternating with this code's, for that level's wall against
   * that code's (the goal: at most 1.2×); null = none. */
  against: string | null;
}

export class BenchUsageError extends Error {}

function count(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new BenchUsageError(`${flag} takes a whole number from 1 to ${max}, got ${raw === undefined ? 'nothing' : `"${raw}"`}`);
  return Number(raw);
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let quick = false;
  let markdown: string | null = null;
  let target: string | null = null;
  let reps: number | null = null;
  let workers: number | null = null;
  const schemas: string[] = [];
  let writes: BenchArgs['writes'] = null;
  let targetProcesses: string[] = [];
  let against: string | null = null;
  const only = new Set<Section>();
  for (let i = 0; i < argv.length; i++) {
    // --flag=value and --flag value alike.
    const arg = argv[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const next = () => inline ?? argv[++i];
    if (flag === '--quick' && inline === undefined) quick = true;
    else if (flag === '--only') {
      for (const name of (next() ?? '').split(',')) {
        if (!(SECTIONS as readonly string[]).includes(name)) throw new BenchUsageError(`--only takes ${SECTIONS.join('|')} (comma-separated), got "${name}"`);
        only.add(name as Section);
      }
    } else if (flag === '--markdown') {
      markdown = next() ?? null;
      if (markdown === null || markdown === '') throw new BenchUsageError('--markdown takes a file name');
    } else if (flag === '--target') {
      const raw = next();
      if (raw === undefined || raw.trim() === '') throw new BenchUsageError('--target takes the base URL of an installation, e.g. --target https://staging.example.com');
      const n = normalizeBaseUrl(raw.trim());
      if (!n.ok) throw new BenchUsageError(n.message.replace(/COMMERCE_BASE_URL/g, '--target'));
      target = n.url;
    } else if (flag === '--schema') {
      const file = next();
      if (file === undefined || file.trim() === '') throw new BenchUsageError('--schema takes a published schema document (a JSON or YAML file)');
      schemas.push(file);
    } else if (flag === '--writes') {
      const level = next();
      if (level !== 'allow' && level !== 'full') throw new BenchUsageError(`--writes takes allow or full, got ${level === undefined ? 'nothing' : `"${level}"`}`);
      writes = level;
    } else if (flag === '--target-processes') {
      const names = (next() ?? '').split(',').map((n) => n.trim());
      if (names.some((n) => !/^[^\s/]{1,15}$/.test(n))) throw new BenchUsageError('--target-processes takes the command names of the target\'s processes on this machine, comma-separated, as ps -o comm shows them (at most 15 characters each), e.g. php-fpm8.2,php8.2,mariadbd');
      targetProcesses = [...new Set(names)];
    } else if (flag === '--against') {
      const ref = next();
      // A revision git can name and nothing a shell or git would read as an option.
      if (ref === undefined || !/^[A-Za-z0-9][A-Za-z0-9._/~^-]{0,99}$/.test(ref)) throw new BenchUsageError(`--against takes a git revision of this repository (a commit, a tag, main~3), got ${ref === undefined ? 'nothing' : `"${ref}"`}`);
      against = ref;
    } else if (flag === '--reps') reps = count('--reps', next(), 100);
    else if (flag === '--workers') workers = count('--workers', next(), 64);
    else throw new BenchUsageError(`unknown argument ${arg}`);
  }
  if (writes !== null && target === null) throw new BenchUsageError('--writes measures an installation: give it with --target URL (the run writes there, at that level, and cleans up)');
  if (targetProcesses.length > 0 && writes === null) throw new BenchUsageError('--target-processes sums the target\'s CPU in the writes section: give it with --target URL --writes allow|full');
  if (against !== null && target === null) throw new BenchUsageError('--against compares a run\'s wall on an installation with another revision\'s: give it with --target URL (and --writes allow|full for a write level; read-only without)');
  // --against alone compares the read-only runs (section writes, at COMMERCE_WRITES=deny).
  if (against !== null && writes === null && only.size === 0) only.add('writes');
  if (only.has('writes') && writes === null && against === null) throw new BenchUsageError('--only writes needs --writes allow|full (or --against REV, read-only)');
  if (writes !== null && only.size === 0) only.add('writes');
  if (target !== null) {
    const needsReference = [...only].filter((s) => !TARGET_SECTIONS.includes(s));
    if (needsReference.length > 0) throw new BenchUsageError(`--only ${needsReference.join(',')} needs the embedded reference; with --target only ${TARGET_SECTIONS.join(',')} run`);
    // Against an installation the point is the suite against its floor; compile, memory, schema on request.
    if (only.size === 0) only.add('suite');
  }
  // Every section but writes, which writes to an installation only when asked (--writes).
  if (only.size === 0) for (const s of SECTIONS) if (s !== 'writes') only.add(s);
  return { quick, only, markdown, target, reps, workers, schemas, writes, targetProcesses, against };
}
