// The ledger held to the suite it speaks of: every check it names is a check of the suite, every route it judges is a
// route of the compiled plan, and every fault or test it says shows a check failing exists (a fault: caught by that
// very check in docs/fault-table.md). Pure: the suite comes in as data.

import type { FaultRow } from './fault-table.ts';
import type { Behaviour, Ledger, LedgerProblem, Place } from './types.ts';

/** What the ledger is checked against. */
export interface SuiteFacts {
  /** The ids of ALL_CHECKS (src/checks/catalog.ts). */
  checkIds: ReadonlySet<string>;
  /** The compiled plan's route keys: "GET /V1/taxRates/:rateId". */
  routes: ReadonlySet<string>;
  /** docs/fault-table.md's faults by name. */
  faults: ReadonlyMap<string, FaultRow>;
  /** Whether a repository-relative file exists. */
  fileExists(path: string): boolean;
}

/** A shownBy that names a file (a unit test) rather than a reference fault. */
export const isTestFile = (shownBy: string): boolean => shownBy.includes('/') || shownBy.endsWith('.ts');

export function crossCheck(ledger: Ledger, suite: SuiteFacts): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  const add = (place: Place, message: string, hint: string) => problems.push({ ...place, message, hint });
  for (const module of ledger.modules) {
    for (const cls of module.classes) {
      for (const method of cls.methods) {
        for (const b of method.behaviours) checkBehaviour(b, suite, add);
      }
    }
  }
  return problems;
}

function checkBehaviour(b: Behaviour, suite: SuiteFacts, add: (place: Place, message: string, hint: string) => void): void {
  const placeOf = (field: 'route' | 'check' | 'shownBy'): Place => b.fieldsAt[field] ?? b.at;
  // A behaviour nothing judges may name a route no contract declares: that is often why nothing judges it.
  if (b.verdict !== 'not-judged' && !suite.routes.has(b.route)) {
    add(placeOf('route'), `route ${b.route} is not in the compiled plan`, 'name it as `commerce-contracts list` prints it; a route no contract declares is not judged');
  }
  if (b.check !== null && !suite.checkIds.has(b.check)) {
    add(placeOf('check'), `check ${b.check} is not a check of the suite`, 'see docs/checks.md for the check ids');
  }
  if (b.shownBy === null) return;
  if (isTestFile(b.shownBy)) {
    if (!b.shownBy.endsWith('.test.ts')) add(placeOf('shownBy'), `shownBy ${b.shownBy} is not a unit test file`, 'name a *.test.ts file, or a reference fault');
    else if (!suite.fileExists(b.shownBy)) add(placeOf('shownBy'), `shownBy ${b.shownBy}: no such file`, 'a repository-relative path, e.g. src/checks/input/bad-input.test.ts');
    return;
  }
  const fault = suite.faults.get(b.shownBy);
  if (fault === undefined) {
    add(placeOf('shownBy'), `shownBy ${b.shownBy} is not a reference fault`, 'name a fault of docs/fault-table.md, or a unit test file');
  } else if (!fault.caught) {
    add(placeOf('shownBy'), `shownBy ${b.shownBy}: the fault table says no check caught it`, 'name a fault the suite catches, or a unit test file');
  } else if (b.check !== null && !fault.checks.includes(b.check)) {
    add(placeOf('shownBy'), `shownBy ${b.shownBy} fails ${fault.checks.join(', ')}, not ${b.check}`, 'name a fault that fails this check, or its unit test file');
  }
}
