// The baseline of a run (COMMERCE_BASELINE), opened once in global setup (where a bad one stops the run with one
// line, before any request) and again in each worker, which judges its tests' verdicts with it (judge.ts).

import { formatContractError } from '../contracts/compile.ts';
import type { CompiledPlan } from '../contracts/types.ts';
import type { Baseline } from './baseline-file.ts';
import { loadBaseline } from './baseline-lint.ts';

/** A baseline that cannot be applied: its message is one line, naming the file, the first problem's position and
 * how to see the others. */
export class BaselineStop extends Error {
  override readonly name = 'BaselineStop';

  constructor(message: string) {
    super(message);
    // Playwright prints a global setup error's stack: a bad file is the user's to fix, not the suite's, so the one
    // line is all it shows.
    this.stack = `${this.name}: ${message}`;
  }
}

export function openBaseline(file: string, plan: CompiledPlan): Baseline {
  const checked = loadBaseline(file, plan);
  if (checked.ok) return checked.baseline;
  const [first] = checked.problems;
  const more = checked.problems.length - 1;
  throw new BaselineStop(
    `COMMERCE_BASELINE cannot be applied, so no check ran: ${first === undefined ? file : formatContractError(first)}${more > 0 ? ` (and ${more} more: commerce-contracts lint --baseline ${file} lists them)` : ''}`,
  );
}
