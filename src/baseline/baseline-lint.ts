// A baseline against the plan: every waiver must name a check the specs declare and a subject that check has in the
// compiled plan. A waiver that matches nothing would never apply (a typo, a route the contracts dropped, a check that
// was renamed) and would hide that its failure is gone, so it is an error at its file:line:col.

import { subjectsByCheck } from '../checks/catalog.ts';
import type { CompiledPlan } from '../contracts/types.ts';
import { readBaselineFile, type Baseline, type BaselineProblem, type BaselineRead } from './baseline-file.ts';

export type BaselineCheck = { ok: true; baseline: Baseline } | { ok: false; problems: BaselineProblem[] };

/** Reads a baseline file and lints it against the plan: the one gate before a run or `lint` accepts it. */
export function loadBaseline(file: string, plan: CompiledPlan): BaselineCheck {
  const read = readBaselineFile(file);
  if (!read.ok) return read;
  const problems = lintAgainstPlan(read, subjectsByCheck(plan));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, baseline: read.baseline };
}

/** Problems of waivers that match nothing in the plan: an unknown check id, a subject the check does not have. */
export function lintAgainstPlan(read: Extract<BaselineRead, { ok: true }>, subjects: ReadonlyMap<string, ReadonlySet<string>>): BaselineProblem[] {
  const { baseline, source } = read;
  const problems: BaselineProblem[] = [];
  baseline.waivers.forEach((w, i) => {
    const of = subjects.get(w.check);
    if (of === undefined) {
      const pos = source.positionOf(['waivers', i, 'check']);
      const near = nearest(w.check, [...subjects.keys()]);
      problems.push({ file: baseline.file, line: pos.line, column: pos.column, message: `unknown check id '${w.check}'`, hint: near === null ? 'check ids are listed in docs/checks.md' : `did you mean ${near}?` });
    } else if (!of.has(w.route)) {
      const pos = source.positionOf(['waivers', i, 'route']);
      problems.push({ file: baseline.file, line: pos.line, column: pos.column, message: `'${w.route}' is not a subject of ${w.check} in the compiled plan`, hint: 'the contracts no longer have it or the check does not apply to it: remove the waiver, or fix the route as the run names it' });
    }
  });
  return problems;
}

/** The candidate closest to `word` by edit distance, when it is close enough to be a slip (at most 3 edits). */
function nearest(word: string, candidates: string[]): string | null {
  let best: { id: string; d: number } | null = null;
  for (const id of candidates) {
    const d = distance(word, id);
    if (d <= 3 && (best === null || d < best.d)) best = { id, d };
  }
  return best?.id ?? null;
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] as number;
}
