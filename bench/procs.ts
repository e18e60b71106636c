// Peak memory of a process tree, sampled from /proc (Linux): VmHWM (the kernel's own peak-RSS mark) of every
// descendant of a root pid, kept per pid so a worker that exits between samples keeps its last peak.

import { readdirSync, readFileSync } from 'node:fs';
import { statCpuMs } from './cpu.ts';

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
export const reapedChildrenCpuMs = (): number => statCpuMs('self', 'children');

/** CPU milliseconds a live process has used (utime + stime of /proc/<pid>/stat). */
export const processCpuMs = (pid: number): number => statCpuMs(pid, 'own');
