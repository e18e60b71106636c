// `commerce-contracts cleanup <run dir>`: the teardown of a write run that never reached its own (the process was
// killed, the machine restarted). Same wait, close-out, sweep and read-back as src/runtime/global-teardown.ts, on that
// run's prefix only; the target comes from the environment and .env, as for the run itself.

import { resolve } from 'node:path';
import dotenv from 'dotenv';
import { finishRun } from './global-teardown.ts';

interface Io {
  out(text: string): void;
  err(text: string): void;
}

export async function cleanupCommand(args: string[], io: Io, env: Record<string, string | undefined> = process.env): Promise<number> {
  const dirs = args.filter((a) => !a.startsWith('--'));
  if (dirs.length !== 1 || args.length !== 1) {
    io.err('usage: commerce-contracts cleanup <run dir>   (the COMMERCE_RUN_DIR of the interrupted run; the target from COMMERCE_BASE_URL and the admin variables, or .env)\n');
    return 2;
  }
  if (env === process.env) dotenv.config({ quiet: true });
  const result = await finishRun(env, resolve(dirs[0] as string));
  (result.ok ? io.out : io.err)(`${result.summary}\n`);
  return result.ok ? 0 : 1;
}
