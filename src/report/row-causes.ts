// The causes of what differs in one row of the matrix (a route, or a run-level subject) between two sides: the route
// served on one side only (cause-attribution.ts routeServedCause), or, served on both, each check that ended
// otherwise (verdictCause). The summary by kind and the changes for an integration both read them from here, so one
// row gets one answer wherever it is shown.

import { routeServedCause, verdictCause, type Attributed, type AttributionContext, type Outcome } from './cause-attribution.ts';
import type { Cause } from './cause.ts';

/** What is read of a matrix cell (diff.ts `Cell`). */
export interface RowCell {
  status: string;
  present: boolean | null;
  pass: string[];
  fail: Array<{ check: string }>;
  skip: Array<{ check: string; reason?: string }>;
}

export interface CauseRow {
  route: string;
  cells: Record<string, RowCell>;
}

/** Whether the cell's route is served: the presence observation, or an absent status; null when not observed. */
export function served(cell: RowCell | undefined): boolean | null {
  if (!cell) return null;
  if (cell.present !== null) return cell.present;
  return cell.status === 'absent' ? false : null;
}

/** Each check's outcome in a cell, and the reason of each skip. */
export function outcomesOf(cell: RowCell | undefined): Map<string, { outcome: Exclude<Outcome, 'not run'>; reason: string | null }> {
  const out = new Map<string, { outcome: Exclude<Outcome, 'not run'>; reason: string | null }>();
  if (!cell) return out;
  for (const s of cell.skip) out.set(s.check, { outcome: 'skip', reason: s.reason ?? null });
  for (const p of cell.pass) out.set(p, { outcome: 'pass', reason: null });
  for (const f of cell.fail) out.set(f.check, { outcome: 'fail', reason: null });
  return out;
}

export interface RowCauses {
  /** The row's route served on one side only, with its cause; null when served on both (or not observed on one). */
  served(row: CauseRow): (Attributed & { presentOn: 'base' | 'other' }) | null;
  /** The cause of a check that ended otherwise on the row: the served cause when the route is on one side only. */
  check(row: CauseRow, check: string): Attributed;
  /** The row as a whole: the served cause, else the first check that differs (pass against fail first). */
  row(row: CauseRow): Attributed;
}

/** The row causes of one pair of sides (ctx.base, ctx.other), each row's served cause computed once. */
export function rowCauses(ctx: AttributionContext): RowCauses {
  const servedMemo = new Map<string, (Attributed & { presentOn: 'base' | 'other' }) | null>();
  const [base, other] = [ctx.base.label, ctx.other.label];
  const moduleOf = (row: CauseRow) => ctx.contracts?.route(row.route)?.platformModule ?? null;
  const servedOf = (row: CauseRow) => {
    if (!servedMemo.has(row.route)) {
      const [a, b] = [served(row.cells[base]), served(row.cells[other])];
      servedMemo.set(row.route, a === null || b === null || a === b ? null : { ...routeServedCause(ctx, row.route, a ? 'base' : 'other'), presentOn: a ? 'base' : 'other' });
    }
    return servedMemo.get(row.route) ?? null;
  };
  const checkOf = (row: CauseRow, check: string): Attributed => {
    const s = servedOf(row);
    if (s !== null) return { cause: s.cause, module: s.module };
    const [x, y] = [outcomesOf(row.cells[base]).get(check), outcomesOf(row.cells[other]).get(check)];
    const cause: Cause = verdictCause(ctx, check, { base: x?.outcome ?? 'not run', other: y?.outcome ?? 'not run' }, { base: x?.reason ?? null, other: y?.reason ?? null });
    return { cause, module: moduleOf(row) };
  };
  return {
    served: servedOf,
    check: checkOf,
    row: (row) => {
      const s = servedOf(row);
      if (s !== null) return { cause: s.cause, module: s.module };
      const [x, y] = [outcomesOf(row.cells[base]), outcomesOf(row.cells[other])];
      const differing = [...new Set([...x.keys(), ...y.keys()])].sort().filter((c) => x.get(c)?.outcome !== y.get(c)?.outcome);
      const judged = differing.find((c) => ['pass', 'fail'].includes(x.get(c)?.outcome ?? '') && ['pass', 'fail'].includes(y.get(c)?.outcome ?? ''));
      const first = judged ?? differing[0];
      if (first !== undefined) {
        // Every check that differs is evidence of the row's cause when they agree on it.
        const causes = differing.map((c) => checkOf(row, c).cause).filter((c) => c.id === (judged !== undefined ? 'cause.behaviour' : 'cause.run'));
        return { cause: { id: causes[0]?.id ?? 'cause.run', evidence: causes.flatMap((c) => c.evidence), missing: [] }, module: moduleOf(row) };
      }
      const [a, b] = [served(row.cells[base]), served(row.cells[other])];
      const unobserved = a === null ? base : b === null ? other : null;
      return { cause: { id: 'cause.run', evidence: unobserved === null ? [] : [{ kind: 'not-judged', check: 'presence.route-present', on: unobserved, reason: 'presence not observed' }], missing: [] }, module: moduleOf(row) };
    },
  };
}
