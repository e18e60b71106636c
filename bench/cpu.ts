// CPU spent during a run, from /proc (Linux): the whole machine's, and that of the target's own processes when they
// run on this machine (--target-processes). On a machine that runs both the suite and the installation, the wall of a
// write run is bound by the CPU the platform's work takes, whatever the suite schedules: when both runs of a pair keep
// every core busy, their wall ratio is their CPU ratio. These figures show which bound a run met (issue 27).
// Only the parsing and the arithmetic are pure (tests/bench-cpu.test.ts); the readers return null off Linux.

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU fields (USER_HZ): 100 on every Linux build Node supports. */
export const USER_HZ = 100;

/** The machine's CPU counters, in ticks: busy is everything but idle and iowait. */
export interface MachineTicks {
  busy: number;
  total: number;
}

/** The first line of /proc/stat (`cpu  user nice system idle iowait irq softirq steal ...`), or null. */
export function parseMachineTicks(procStat: string): MachineTicks | null {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (line === undefined) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return null;
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] as number) + (fields[4] as number);
  return { busy: total - idle, total };
}

/** A process's name (comm) and its CPU ticks: its own (utime + stime), its reaped children's (cutime + cstime), and
 * both (ticks), so a worker a pool master recycled during the run still counts, through its master. */
export interface ProcessTicks {
  name: string;
  own: number;
  children: number;
  ticks: number;
}

/** One /proc/<pid>/stat line, or null. The name is in parentheses and may hold spaces and parentheses itself. */
export function parseProcessStat(stat: string): ProcessTicks | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // After the name: state (field 3) ... utime (14), stime (15), cutime (16), cstime (17).
  const rest = stat.slice(close + 1).trim().split(/\s+/);
  const times = rest.slice(11, 15).map(Number);
  if (times.length < 4 || times.some((n) => !Number.isFinite(n))) return null;
  const [utime, stime, cutime, cstime] = times as [number, number, number, number];
  return { name: stat.slice(open + 1, close), own: utime + stime, children: cutime + cstime, ticks: utime + stime + cutime + cstime };
}

/** A process's CPU milliseconds from its /proc stat, `own` or its reaped `children`'s; NaN when it cannot be read. */
export function statCpuMs(pid: number | 'self', part: 'own' | 'children'): number {
  try {
    const p = parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return p === null ? Number.NaN : (p[part] * 1000) / USER_HZ;
  } catch {
    return Number.NaN;
  }
}

export function readMachineTicks(): MachineTicks | null {
  try {
    return parseMachineTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Ticks per process name, summed over every running process of one of `names`. */
export function readProcessTicks(names: readonly string[]): Map<string, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const wanted = new Set(names);
  const byName = new Map<string, number>(names.map((n) => [n, 0]));
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended between the listing and the read
    }
    const p = parseProcessStat(stat);
    if (p !== null && wanted.has(p.name)) byName.set(p.name, (byName.get(p.name) ?? 0) + p.ticks);
  }
  return byName;
}

/** The names of `names` no running process has: the bench refuses them before anything runs. */
export function missingProcesses(names: readonly string[]): string[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [...names]; // no /proc: nothing can be summed
  }
  const seen = new Set<string>();
  for (const pid of pids) {
    try {
      const p = parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (p !== null) seen.add(p.name);
    } catch {
      // ended between the listing and the read
    }
  }
  return names.filter((n) => !seen.has(n));
}

/** What a run cost in CPU: the machine's busy share, its busy CPU time, and each target process's CPU time. */
export interface RunCpu {
  /** Busy share of all cores over the run, 0..1. */
  busyShare: number;
  /** CPU milliseconds of every process of the machine. */
  machineMs: number;
  /** CPU milliseconds per target process name; empty without --target-processes. */
  targetMs: Map<string, number>;
}

export interface CpuSnapshot {
  machine: MachineTicks;
  processes: Map<string, number>;
}

export function snapshot(names: readonly string[]): CpuSnapshot | null {
  const machine = readMachineTicks();
  if (machine === null) return null;
  return { machine, processes: names.length > 0 ? (readProcessTicks(names) ?? new Map()) : new Map() };
}

/** The CPU of the run between two snapshots. A process counter that went down (its process ended and its parent is
 * not among the names) counts as nothing rather than as negative time. */
export function runCpu(before: CpuSnapshot, after: CpuSnapshot): RunCpu {
  const total = after.machine.total - before.machine.total;
  const busy = after.machine.busy - before.machine.busy;
  const targetMs = new Map<string, number>();
  for (const [name, ticks] of after.processes) targetMs.set(name, (Math.max(0, ticks - (before.processes.get(name) ?? 0)) * 1000) / USER_HZ);
  return { busyShare: total > 0 ? busy / total : 0, machineMs: (busy * 1000) / USER_HZ, targetMs };
}

/** The sum of a run's target process CPU. */
export const targetTotalMs = (cpu: RunCpu): number => [...cpu.targetMs.values()].reduce((a, b) => a + b, 0);

/** The CPU figures of a pair of runs (read-only, then the write level) on a machine of `cores` cores. */
export interface PairCpuFigures {
  readOnlyBusy: number;
  writtenBusy: number;
  /** The write run's machine CPU over the read-only run's. When both runs keep the cores busy, the wall ratio cannot
   * be lower than this: the same work takes the same CPU, whatever the suite schedules. */
  machineRatio: number;
  /** The write run's machine CPU spread over every core: the shortest wall that work allows on this machine. */
  cpuFloorMs: number;
  /** The target processes' CPU of each run and their ratio; null without --target-processes. */
  target: { readOnlyMs: number; writtenMs: number; ratio: number; byName: Array<{ name: string; readOnlyMs: number; writtenMs: number }> } | null;
  /** The requests each run sent, their ratio, and the target's CPU per request of each run (null without target
   * processes); null when the requests were not counted. Every request pays the platform's bootstrap, so wherever the
   * write run's requests cost on average at least what the read-only run's do, its platform CPU is at least `ratio`
   * times the read-only run's. */
  requests: { readOnly: number; written: number; ratio: number; readOnlyCpuPerRequestMs: number | null; writtenCpuPerRequestMs: number | null } | null;
}

export function pairCpuFigures(pair: { readOnly: RunCpu; written: RunCpu; requests?: { readOnly: number; written: number } }, cores: number): PairCpuFigures {
  const { readOnly, written, requests } = pair;
  const targetRead = targetTotalMs(readOnly);
  const targetWritten = targetTotalMs(written);
  const perRequest = (ms: number, n: number): number | null => (written.targetMs.size === 0 || n <= 0 ? null : ms / n);
  return {
    readOnlyBusy: readOnly.busyShare,
    writtenBusy: written.busyShare,
    machineRatio: readOnly.machineMs > 0 ? written.machineMs / readOnly.machineMs : Number.NaN,
    cpuFloorMs: written.machineMs / Math.max(1, cores),
    target: written.targetMs.size === 0
      ? null
      : {
          readOnlyMs: targetRead,
          writtenMs: targetWritten,
          ratio: targetRead > 0 ? targetWritten / targetRead : Number.NaN,
          byName: [...written.targetMs].map(([name, ms]) => ({ name, readOnlyMs: readOnly.targetMs.get(name) ?? 0, writtenMs: ms })).sort((a, b) => b.writtenMs - a.writtenMs),
        },
    requests: requests === undefined
      ? null
      : {
          readOnly: requests.readOnly,
          written: requests.written,
          ratio: requests.readOnly > 0 ? requests.written / requests.readOnly : Number.NaN,
          readOnlyCpuPerRequestMs: perRequest(targetRead, requests.readOnly),
          writtenCpuPerRequestMs: perRequest(targetWritten, requests.written),
        },
  };
}
