// Peak memory of a process tree, sampled from /proc (Linux): VmHWM (the kernel's own peak-RSS mark) of every
// descendant of a root pid, kept per pid so a worker that exits between samples keeps its last peak.

import { readdirSync, readFileSync } from 'node:fs';

export interface ProcPeak {
  pid: number;
  cmd: string;
  /** Bytes. */
  hwm: number;
  /** CPU milliseconds (utime + stime) at the last sample that saw the process. */
  cpuMs: number;
}

function readStatus(pid: number): { ppid: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? '0');
    const hwm = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? '0') * 1024;
    return { ppid, hwm };
  } catch {
    return null;
  }
}

function readCmd(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

export class TreeSampler {
  readonly peaks = new Map<number, ProcPeak>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly root: number, private readonly everyMs = 250) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  sample(): void {
    let pids: number[];
    try {
      pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
    } catch {
      return; // not Linux: no memory figures
    }
    const parent = new Map<number, number>();
    const hwm = new Map<number, number>();
    for (const pid of pids) {
      const s = readStatus(pid);
      if (!s) continue;
      parent.set(pid, s.ppid);
      hwm.set(pid, s.hwm);
    }
    for (const pid of pids) {
      let p: number | undefined = pid;
      let inTree = false;
      for (let depth = 0; p !== undefined && p > 1 && depth < 16; depth++) {
        if (p === this.root) {
          inTree = true;
          break;
        }
        p = parent.get(p);
      }
      if (!inTree) continue;
      const known = this.peaks.get(pid);
      const value = hwm.get(pid) ?? 0;
      const cpu = processCpuMs(pid);
      if (known) {
        known.hwm = Math.max(known.hwm, value);
        if (Number.isFinite(cpu)) known.cpuMs = Math.max(known.cpuMs, cpu);
      } else this.peaks.set(pid, { pid, cmd: readCmd(pid), hwm: value, cpuMs: Number.isFinite(cpu) ? cpu : 0 });
    }
  }

  /** Node processes of the tree other than the root and tsx's esbuild service: the Playwright workers. */
  workers(): ProcPeak[] {
    return [...this.peaks.values()].filter((p) => p.pid !== this.root && !/esbuild/.test(p.cmd) && p.cmd !== '' && p.hwm > 0);
  }

  /** CPU of every process of the tree as last sampled (misses at most one sampling period per process). */
  treeCpuMs(): number {
    return [...this.peaks.values()].reduce((sum, p) => sum + p.cpuMs, 0);
  }

  rootPeak(): number {
    return this.peaks.get(this.root)?.hwm ?? Number.NaN;
  }
}

/** CPU milliseconds of every child this process has reaped so far (Linux /proc/self/stat cutime + cstime: a child's
 * figure includes its own reaped children, e.g. Playwright's workers). Read before and after a child to get its CPU. */
export function reapedChildrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3; cutime and cstime are fields 16 and 17 (1-based), in clock ticks.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return (ticks * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU milliseconds a live process has used (utime + stime of /proc/<pid>/stat). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
