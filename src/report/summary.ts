// What a person asks first about two runs, as data: the differences by kind, each kind with a stable id and the
// subjects it covers. The difference report opens with it (one per target against the first), the trend with the
// latest night against the one before; the route matrix comes after. Computed from the matrix cells, the variants and
// the schema comparison that diff.ts already made; nothing here reads a run file. Every difference carries its cause
// (cause.ts: the release, the edition, a module, the behaviour of the same route, the runs, or undecided with what was
// missing), decided by cause-attribution.ts from the attribution context the caller gives.

import { observedCause, variantCause, type Attributed, type AttributionContext } from './cause-attribution.ts';
import type { Cause } from './cause.ts';
import type { ReleaseCrossing } from './release-split.ts';
import { outcomesOf, rowCauses, served, type RowCell } from './row-causes.ts';
import { aspectTitle, formsText, parseSearchVariant, searchChanges, type SearchBehaviourRow } from './search-behaviour.ts';
import { VARIANT_FEATURES, type FeatureName } from './target.ts';
import type { VariantState } from './variant-state.ts';

/** What the summary reads of a matrix cell (diff.ts `Cell`). */
export type SummaryCell = RowCell;

/** What the summary reads of a matrix row (diff.ts `MatrixRow`): the cells per label. */
export interface SummaryRow {
  route: string;
  cells: Record<string, SummaryCell>;
}

/** A variant, the routes each label showed it on, and whether each label observed it at all (variant-state.ts). */
export interface SummaryVariant {
  id: string;
  shownBy: Record<string, string[]>;
  state: Record<string, VariantState>;
  /** Why a label did not observe it. */
  unobserved: Record<string, string>;
}

/** A feature and what each label showed (diff.ts `FeatureRow`). */
export interface SummaryFeature {
  feature: FeatureName;
  title: string;
  values: Record<string, { values: unknown[] } | null>;
}

export type SummaryKind = 'routes.one-side' | 'permission.differs' | 'schema.breaking' | 'behaviour.variant' | 'failure.new' | 'failure.fixed';

/** Every kind in report order, with its title (the summary table's row). */
export const SUMMARY_KINDS: ReadonlyArray<{ id: SummaryKind; title: string; means: string }> = [
  { id: 'routes.one-side', title: 'Routes only on one side', means: 'the route is served on one target and not on the other' },
  { id: 'permission.differs', title: 'Permission differences', means: 'a permission check (perm.*) passes on one side and fails on the other' },
  { id: 'schema.breaking', title: 'Breaking schema changes', means: 'a breaking finding of the published schemas\' difference' },
  { id: 'behaviour.variant', title: 'Behaviour differences', means: 'a release variant or an optional feature shown on one side and not the other' },
  { id: 'failure.new', title: 'New failures', means: 'the test fails on the later side and did not fail on the base' },
  { id: 'failure.fixed', title: 'Fixed failures', means: 'the test failed on the base and passes on the later side' },
];

/** A subject and what was seen of it: what the summary lists apart from the differences (not observed on one side). */
export interface SummaryNote {
  /** The route, route and check, variant id or schema subject it is about. */
  subject: string;
  detail: string;
}

/** One difference, with where it comes from, the platform module it belongs to (null when none is known) and the
 * routes it is about (none for a feature or a schema definition). */
export interface SummaryItem extends SummaryNote, Attributed {
  routes: string[];
}

/** The cause given where the caller could not attribute (cause-attribution.ts needs the two targets). */
export const NOT_ATTRIBUTED: Cause = { id: 'cause.unknown', evidence: [], missing: ['an attribution context (the report was computed without one)'] };

export interface KindEntry {
  kind: SummaryKind;
  items: SummaryItem[];
}

/** The two sides' releases and how the published schemas' differences split by them (release-split.ts). */
export interface SummaryRelease {
  /** As a change names them: "2.4.6", "2.4.7-p3", "2.4.5 – 2.4.x", "unknown". */
  base: string;
  other: string;
  crossing: ReleaseCrossing;
  /** How many schema differences the release explains, how many are the rest, how many are left undecided; null
   * when the schemas were not compared. */
  schema: { release: number; rest: number; undecided: number } | null;
}

/** The differences between two runs, base (earlier, or the first target) → other. */
export interface PairSummary {
  base: string;
  other: string;
  /** The two sides' releases; null when the caller did not say. */
  release: SummaryRelease | null;
  /** One entry per kind of SUMMARY_KINDS, in that order (empty items = no difference of that kind). */
  kinds: KindEntry[];
  /** Release variants and optional features one side showed and the other did not observe at all (its checks
   * skipped or not run): not differences (`behaviour.unobserved`). */
  unobserved: SummaryNote[];
  /** Why breaking schema changes could not be counted (no published schema saved with a run), or null. */
  schemaUnavailable: string | null;
}

export interface FeatureValues {
  title: string;
  values: Record<string, unknown[] | null>;
}

export interface SummaryInput {
  base: string;
  other: string;
  /** Route rows and run-level rows: their cells per label. */
  rows: SummaryRow[];
  variants: SummaryVariant[];
  /** The searches' behaviours per route: a difference is named per route and aspect instead of per variant id. */
  search?: readonly SearchBehaviourRow[];
  features: FeatureValues[];
  /** The breaking findings of base → other's published schemas, or null with the reason they are unknown. */
  breaking: SummaryItem[] | null;
  schemaUnavailable?: string | null;
  release?: SummaryRelease | null;
  /** The two sides and what the contracts and markers say, to give every difference its cause; null: every cause is
   * NOT_ATTRIBUTED. */
  attribution: AttributionContext | null;
}

const PERMISSION_FAMILY = 'perm.';

export function summarizePair(input: SummaryInput): PairSummary {
  const { base, other } = input;
  const items: Record<SummaryKind, SummaryItem[]> = { 'routes.one-side': [], 'permission.differs': [], 'schema.breaking': [], 'behaviour.variant': [], 'failure.new': [], 'failure.fixed': [] };
  const ctx = input.attribution;
  const causes = ctx === null ? null : rowCauses(ctx);
  const unattributed: Attributed = { cause: NOT_ATTRIBUTED, module: null };
  const servedRows = new Map<string, Attributed>();
  for (const row of input.rows) {
    const [onA, onB] = [served(row.cells[base]), served(row.cells[other])];
    if (onA !== null && onB !== null && onA !== onB) {
      const why = causes?.served(row) ?? unattributed;
      servedRows.set(row.route, { cause: why.cause, module: why.module });
      items['routes.one-side'].push({ subject: row.route, detail: `served on ${onA ? base : other} only`, cause: why.cause, module: why.module, routes: [row.route] });
    }
    const before = outcomesOf(row.cells[base]);
    const after = outcomesOf(row.cells[other]);
    for (const check of [...new Set([...before.keys(), ...after.keys()])].sort()) {
      const x = before.get(check)?.outcome;
      const y = after.get(check)?.outcome;
      const subject = `${check} ${row.route}`;
      const why = () => ({ ...(causes?.check(row, check) ?? unattributed), routes: [row.route] });
      if (check.startsWith(PERMISSION_FAMILY) && ((x === 'pass' && y === 'fail') || (x === 'fail' && y === 'pass'))) {
        items['permission.differs'].push({ subject, detail: `fails on ${y === 'fail' ? other : base}, passes on ${y === 'fail' ? base : other}`, ...why() });
      }
      if (y === 'fail' && x !== 'fail') items['failure.new'].push({ subject, detail: `${x ?? 'not run'} on ${base}, fails on ${other}`, ...why() });
      if (x === 'fail' && y === 'pass') items['failure.fixed'].push({ subject, detail: `failed on ${base}, passes on ${other}`, ...why() });
    }
  }
  const bySearch = input.search !== undefined;
  for (const c of bySearch ? searchChanges(input.search ?? [], base, other) : []) {
    const values = { [base]: formsText(c.before), [other]: formsText(c.after) };
    items['behaviour.variant'].push({ subject: `search ${aspectTitle(c.aspect)}: ${c.route}`, detail: `${formsText(c.before)} on ${base}, ${formsText(c.after)} on ${other}`, cause: observedCause(`search ${aspectTitle(c.aspect)}`, values), module: ctx?.contracts?.route(c.route)?.platformModule ?? null, routes: [c.route] });
  }
  const unobserved: SummaryNote[] = [];
  for (const v of input.variants) {
    if (bySearch && parseSearchVariant(v.id) !== null) continue;
    const [a, b] = [v.state[base] ?? 'unobserved', v.state[other] ?? 'unobserved'];
    if (a === b || (a !== 'shown' && b !== 'shown')) continue;
    const [shownOn, otherSide] = a === 'shown' ? [base, other] : [other, base];
    // A variant one side did not observe (its checks skipped there) says nothing about a difference.
    if ((a === 'shown' ? b : a) === 'unobserved') unobserved.push({ subject: v.id, detail: `shown on ${shownOn}; not observed on ${otherSide}${v.unobserved[otherSide] ? ` (${v.unobserved[otherSide]})` : ''}` });
    else {
      // A variant that stands for a route's presence (count-route-absent) comes from where that route does.
      const routes = [...new Set([...(v.shownBy[base] ?? []), ...(v.shownBy[other] ?? [])])].sort();
      const route = routes.map((r) => servedRows.get(r)).find((a) => a !== undefined);
      const module = routes.map((r) => ctx?.contracts?.route(r)?.platformModule ?? null).find((m) => m !== null) ?? null;
      items['behaviour.variant'].push({ subject: v.id, detail: `variant shown on ${shownOn} only`, ...(route ?? { cause: variantCause(v.id, shownOn, otherSide), module }), routes });
    }
  }
  for (const f of input.features) {
    const a = f.values[base] ?? null;
    const b = f.values[other] ?? null;
    // A feature one side did not observe says nothing about a difference.
    if (a !== null && b !== null && JSON.stringify(a) !== JSON.stringify(b)) items['behaviour.variant'].push({ subject: f.title, detail: `${valuesText(a)} on ${base}, ${valuesText(b)} on ${other}`, cause: observedCause(f.title, { [base]: valuesText(a), [other]: valuesText(b) }), module: null, routes: [] });
    else if ((a === null) !== (b === null)) unobserved.push({ subject: f.title, detail: `${valuesText((a ?? b) as unknown[])} on ${a === null ? other : base}; not observed on ${a === null ? base : other}` });
  }
  items['schema.breaking'] = input.breaking ?? [];
  return {
    base,
    other,
    release: input.release ?? null,
    kinds: SUMMARY_KINDS.map((k) => ({ kind: k.id, items: items[k.id] })),
    unobserved,
    schemaUnavailable: input.breaking === null ? (input.schemaUnavailable ?? 'the published schemas were not compared') : null,
  };
}

function valuesText(values: unknown[]): string {
  return values.map((v) => (v === true ? 'yes' : v === false ? 'no' : String(v))).join(' / ');
}

const VARIANT_FEATURE_NAMES = new Set(Object.values(VARIANT_FEATURES).map((v) => v.feature));

/** The features a summary compares: their values per label. Features a variant stands for (count route, user_type,
 * topic shape) are left out: their variants already count. */
export function summaryFeatures(features: SummaryFeature[]): FeatureValues[] {
  return features.filter((f) => !VARIANT_FEATURE_NAMES.has(f.feature)).map((f) => ({ title: f.title, values: Object.fromEntries(Object.entries(f.values).map(([l, e]) => [l, e ? e.values : null])) }));
}

export function kindTitle(kind: SummaryKind): string {
  return SUMMARY_KINDS.find((k) => k.id === kind)?.title ?? kind;
}
