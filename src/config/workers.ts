// How many Playwright workers a run uses: COMMERCE_WORKERS, else one per core the process may use. The suite's
// tests mostly wait on the target, but every test also costs the runner and the worker CPU (docs/benchmarks.md), so
// more workers than cores buys nothing on a loopback target and only loads a remote one harder.

export type WorkerSetting = { ok: true; workers: number; from: 'COMMERCE_WORKERS' | 'cores' } | { ok: false; problem: string };

export function workerSetting(env: Record<string, string | undefined>, cores: number): WorkerSetting {
  const raw = (env.COMMERCE_WORKERS ?? '').trim();
  if (raw === '') return { ok: true, workers: Math.max(1, Math.floor(cores)), from: 'cores' };
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) return { ok: false, problem: `COMMERCE_WORKERS must be a whole number from 1 to 64 (Playwright workers), got "${raw}"` };
  return { ok: true, workers: Number(raw), from: 'COMMERCE_WORKERS' };
}
