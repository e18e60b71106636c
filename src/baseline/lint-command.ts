// `commerce-contracts lint --baseline FILE` (or COMMERCE_BASELINE set): the baseline read and linted against the
// compiled plan, every problem as file:line:col  message  (hint), exit 2 on any.

import { formatContractError } from '../contracts/compile.ts';
import type { CompiledPlan } from '../contracts/types.ts';
import { loadBaseline } from './baseline-lint.ts';
import type { BaselineIo } from './command.ts';

export function lintBaselineFile(file: string, plan: CompiledPlan, io: BaselineIo): number {
  const checked = loadBaseline(file, plan);
  if (!checked.ok) {
    for (const p of checked.problems) io.err(`${formatContractError(p)}\n`);
    io.err(`${checked.problems.length} problem(s) in the baseline ${file}\n`);
    return 2;
  }
  const unfilled = checked.baseline.waivers.filter((w) => w.reason === null).length;
  io.out(`ok: baseline ${file}: ${checked.baseline.waivers.length} waiver(s)${unfilled > 0 ? `, ${unfilled} without a reason` : ''}\n`);
  return 0;
}
