// How far a run may write (COMMERCE_WRITES): a level, not a switch, because what a write leaves behind differs.
// - deny: read-only (the default): nothing is created, changed or queued;
// - allow: writes confined to entities the run creates and the sweep removes; the installation is left as found;
// - full: also the commerce core (carts, orders, invoices, shipments, credit memos), which no REST call removes: what
//   stays is listed by id in after-run.json under "left by design". For throwaway installations.

export type WriteLevel = 'deny' | 'allow' | 'full';

export const WRITE_LEVELS: readonly WriteLevel[] = ['deny', 'allow', 'full'];

/** Whether the run may write at all. */
export const writesAllowed = (level: WriteLevel): boolean => level !== 'deny';

/** Whether a run at `level` may execute what needs `needed` (allow: confined and removed; full: leaves data). */
export const levelCovers = (level: WriteLevel, needed: Exclude<WriteLevel, 'deny'>): boolean => WRITE_LEVELS.indexOf(level) >= WRITE_LEVELS.indexOf(needed);

/** The level a COMMERCE_WRITES value names, or null when it names none. */
export function parseWriteLevel(value: string | null | undefined): WriteLevel | null {
  const v = (value ?? '').trim();
  if (v === '') return 'deny';
  return (WRITE_LEVELS as readonly string[]).includes(v) ? (v as WriteLevel) : null;
}
