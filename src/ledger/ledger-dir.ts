// The ledger folder (ledger/*.yaml, one file per platform module) read whole: every file valid and the ledger comes
// back, or every problem of every file does.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readLedgerFile } from './ledger-file.ts';
import type { Ledger, LedgerModule, LedgerProblem } from './types.ts';

export type LedgerRead = { ok: true; ledger: Ledger } | { ok: false; problems: LedgerProblem[] };

/** `dir` on disk; `shownAs` the folder's name in problems (ledger), so they read ledger/Tax.yaml:12:5. */
export function readLedgerDir(dir: string, shownAs = 'ledger'): LedgerRead {
  if (!existsSync(dir)) return { ok: false, problems: [{ file: shownAs, line: 1, column: 1, message: 'ledger folder not found', hint: 'run from the project root or pass --ledger <dir>' }] };
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  const modules: LedgerModule[] = [];
  const problems: LedgerProblem[] = [];
  for (const f of files) {
    const read = readLedgerFile(join(dir, f), `${shownAs}/${f}`);
    if (read.ok) modules.push(read.module);
    else problems.push(...read.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, ledger: { modules } };
}
