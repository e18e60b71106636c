// Where a difference between two targets comes from, as data: a cause with a stable id and the evidence that decided
// it (a release marker, the contract's editions, a module enabled on one side only, the verdicts or variants of the
// same route), or `cause.unknown` with what was missing to decide. The difference report gives one to every
// difference it lists (cause-attribution.ts decides them); renderers turn them into words (cause-text.ts).

import type { Edition } from '../contracts/types.ts';

export const CAUSE_IDS = ['cause.release', 'cause.edition', 'cause.module', 'cause.behaviour', 'cause.run', 'cause.unknown'] as const;
export type CauseId = (typeof CAUSE_IDS)[number];

/** Every cause in report order, with its title and what it means. */
export const CAUSES: ReadonlyArray<{ id: CauseId; title: string; means: string }> = [
  { id: 'cause.release', title: 'The release', means: 'a release brought or took it: a release marker (contracts/releases/markers.yaml), or the contract\'s since / until' },
  { id: 'cause.edition', title: 'The edition', means: 'a module of one edition only: the contract says editions: [commerce] (or open-source) for the route or the module' },
  { id: 'cause.module', title: 'A module', means: 'the module it belongs to is enabled on one side only (GET /V1/modules, fingerprint.json modules)' },
  { id: 'cause.behaviour', title: 'Behaviour of the same route', means: 'served on both sides and answered otherwise: a release variant, a feature, a search behaviour, or a verdict that differs' },
  { id: 'cause.run', title: 'How the runs were made', means: 'not a difference of the targets: a check was skipped or not run on one side (writes denied, a fixture missing, --grep)' },
  { id: 'cause.unknown', title: 'Undecided', means: 'no evidence decides it; the cause says what was missing' },
];

/** What decided a cause. Sides are named by their labels (the report's columns). */
export type CauseEvidence =
  /** A release marker explains the subject appearing or disappearing between the two releases. */
  | { kind: 'release-marker'; marker: string; when: string }
  /** The contract's life of the route: it exists on one side's release and not on the other's. */
  | { kind: 'contract-release'; contract: string; since: string; until: string | null; presentOn: string; absentOn: string }
  /** The contract's editions of the route (or of every route of the module). */
  | { kind: 'contract-edition'; contract: string; editions: Edition[]; module: string | null; presentOn: string; absentOn: string }
  /** The module is in one side's GET /V1/modules and not in the other's. */
  | { kind: 'module-enabled'; module: string; enabledOn: string; disabledOn: string }
  /** The platform's code: the module ships in these editions only (`source`: contracts/platform/module-declarations.json,
   * read from the trees named). */
  | { kind: 'module-edition'; module: string; editions: Edition[]; source: string; trees: string[]; presentOn: string; absentOn: string }
  /** The platform's code: the module declares the extension attribute (its etc/extension_attributes.xml, in the trees
   * named), which the published schema shows on the extension interface `definition`. */
  | { kind: 'extension-attribute'; definition: string; attribute: string; for: string; type: string; module: string; file: string; trees: string[] }
  /** The platform's code: the module declares the route (its etc/webapi.xml, in the trees named). */
  | { kind: 'route-declaration'; route: string; service: string; module: string; file: string; trees: string[] }
  /** The published schema of `on` publishes the definition only for these routes, none of which the other side
   * serves: the definition takes their cause. */
  | { kind: 'published-for'; definition: string; routes: string[]; on: string }
  /** Each side's published schema names another service for the same route (its operation's tag, by side): another
   * module answers it. */
  | { kind: 'served-by'; route: string; services: Record<string, string> }
  /** The same route's checks ended otherwise: outcome per side (pass, fail, skip, not run). */
  | { kind: 'verdict'; check: string; outcomes: Record<string, string> }
  /** A release variant shown on one side and observed otherwise on the other. */
  | { kind: 'variant'; variant: string; shownOn: string; otherwiseOn: string }
  /** A feature or search behaviour both sides observed, with different values. */
  | { kind: 'observed'; what: string; values: Record<string, string> }
  /** A check was skipped (or not run) on one side, so the sides were not compared there. */
  | { kind: 'not-judged'; check: string; on: string; reason: string };

export interface Cause {
  id: CauseId;
  evidence: CauseEvidence[];
  /** What would have decided it (cause.unknown), e.g. `module list not recorded on real-commerce-ro`; empty otherwise. */
  missing: string[];
}

export function causeTitle(id: CauseId): string {
  return CAUSES.find((c) => c.id === id)?.title ?? id;
}

/** Counts per cause, every cause present (0 where none). */
export function emptyCauseCounts(): Record<CauseId, number> {
  return Object.fromEntries(CAUSE_IDS.map((id) => [id, 0])) as Record<CauseId, number>;
}
