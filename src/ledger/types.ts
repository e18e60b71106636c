// The ledger's data: per platform module, the REST test classes read, their methods, and per method the behaviours
// they assert with this suite's verdict on each. Mirrors ledger/ledger.schema.json; positions are kept so a problem
// found later (a check that does not exist) points at its line.

import type { ContractError } from '../contracts/types.ts';

export type Verdict = 'full' | 'partly' | 'not-judged';

/** Why nothing judges a behaviour: the three kinds the suite cannot help, and `gap` for what it could judge but does not yet. */
export type ReasonKind = 'fixture' | 'harm' | 'configuration' | 'gap';

export const VERDICTS: readonly Verdict[] = ['full', 'partly', 'not-judged'];
export const REASON_KINDS: readonly ReasonKind[] = ['fixture', 'harm', 'configuration', 'gap'];

/** Where a value stands in its file (1-based). */
export interface Place {
  file: string;
  line: number;
  column: number;
}

export interface Behaviour {
  behaviour: string;
  /** A route key of the plan: "PUT /V1/customers/:customerId". */
  route: string;
  verdict: Verdict;
  check: string | null;
  /** A reference fault (docs/fault-table.md) or a unit test file, repository-relative. */
  shownBy: string | null;
  missing: string | null;
  reason: { kind: ReasonKind; why: string } | null;
  /** The behaviour's own place and, for the values checked against the suite, theirs. */
  at: Place;
  fieldsAt: Partial<Record<'route' | 'check' | 'shownBy', Place>>;
}

export interface TestMethod {
  method: string;
  note: string | null;
  behaviours: Behaviour[];
}

export interface TestClass {
  /** Short name: CustomerRepositoryTest. */
  name: string;
  module: string;
  repository: string;
  path: string;
  commit: string;
  release: string | null;
  note: string | null;
  methods: TestMethod[];
}

export interface LedgerModule {
  module: string;
  file: string;
  classes: TestClass[];
}

export interface Ledger {
  modules: LedgerModule[];
}

/** A problem of a ledger file at its place; formatContractError prints it as `file:line:col  message  (hint)`. */
export type LedgerProblem = ContractError;
