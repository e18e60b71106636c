// The run's account of what it leaves on purpose (full write level: carts, orders, sales documents), shared by every
// worker through one file in the run folder named with the run's prefix: left-<prefix>.jsonl, a line per item. Global
// teardown reads it back (src/runtime/left-by-design.ts). The checks see the port (src/checks/owned/left-ledger.ts).

import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeftItem, LeftLedger } from '../checks/owned/left-ledger.ts';

export const leftFile = (runDir: string, prefix: string): string => join(runDir, `left-${prefix}.jsonl`);

export interface LeftLine extends LeftItem {
  at: string;
  test: string | null;
}

/** Every item the run recorded (a torn last line is skipped; an item recorded twice counts once). */
export function readLeft(runDir: string, prefix: string): LeftLine[] {
  const file = leftFile(runDir, prefix);
  if (!existsSync(file)) return [];
  const seen = new Set<string>();
  const out: LeftLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      const line = JSON.parse(text) as LeftLine;
      const key = `${line.kind}#${line.id}`;
      if (typeof line.kind !== 'string' || typeof line.id !== 'string' || seen.has(key)) continue;
      seen.add(key);
      out.push(line);
    } catch {
      /* torn line */
    }
  }
  return out;
}

/** The ledger over the running test's run folder (asked for at each record: the ledger outlives each test). */
export class FileLeftLedger implements LeftLedger {
  constructor(
    private readonly runDir: () => string,
    private readonly prefixOf: (runDir: string) => string,
    private readonly testTitle: () => string | null = () => null,
  ) {}
  left(item: LeftItem): void {
    const dir = this.runDir();
    mkdirSync(dir, { recursive: true });
    const line: LeftLine = { ...item, at: new Date().toISOString(), test: this.testTitle() };
    appendFileSync(leftFile(dir, this.prefixOf(dir)), `${JSON.stringify(line)}\n`);
  }
}
