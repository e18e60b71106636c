// The reference faults and the checks each one fails, read from docs/fault-table.md. The table is generated from
// every fault the reference knows (reference/main.ts --list-faults, by scripts/verify-faults.ts); the library never
// imports the reference (src/DEPS.list), so the generated table is how it knows the faults' names.

/** A fault of the table: whether a run caught it, and the checks that failed with it on. */
export interface FaultRow {
  name: string;
  caught: boolean;
  checks: string[];
}

/** The rows of the table's "Faults" section: | `name` | category | verdict | `check`, `check` (setup) | ... */
export function parseFaultTable(markdown: string): Map<string, FaultRow> {
  const rows = new Map<string, FaultRow>();
  let inFaults = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) inFaults = line.trim() === '## Faults';
    if (!inFaults) continue;
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    // A row of the faults table: '', `name`, category, verdict, failing checks, ...
    const name = /^`([a-z0-9-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name === undefined || cells.length < 6) continue;
    const verdict = cells[3] ?? '';
    const checks = [...(cells[4] ?? '').matchAll(/`([a-z]+\.[a-z0-9-]+)`/g)].map((m) => m[1] ?? '');
    rows.set(name, { name, caught: verdict.startsWith('caught'), checks });
  }
  return rows;
}
