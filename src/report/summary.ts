// What a person asks first about two runs, as data: the differences by kind, each kind with a stable id and the
// subjects it covers. The difference report opens with it (one per target against the first), the trend with the
// latest night against the one before; the route matrix comes after. Computed from the matrix cells, the variants and
// the schema comparison that diff.ts already made; nothing here reads a run file.

import type { ReleaseCrossing } from './release-split.ts';
import { aspectTitle, formsText, parseSearchVariant, searchChanges, type SearchBehaviourRow } from './search-behaviour.ts';
import { VARIANT_FEATURES, type FeatureName } from './target.ts';
import type { VariantState } from './variant-state.ts';

/** What the summary reads of a matrix cell (diff.ts `Cell`). */
export interface SummaryCell {
  status: string;
  present: boolean | null;
  pass: string[];
  fail: Array<{ check: string }>;
  skip: Array<{ check: string }>;
}

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

export interface SummaryItem {
  /** The route, route and check, variant id or schema subject the difference is about. */
  subject: string;
  detail: string;
}

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
  unobserved: SummaryItem[];
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
}

const PERMISSION_FAMILY = 'perm.';

type Judged = 'pass' | 'fail' | 'skip';

/** Each check's outcome in a cell. */
function outcomesOf(cell: SummaryCell | undefined): Map<string, Judged> {
  const out = new Map<string, Judged>();
  if (!cell) return out;
  for (const s of cell.skip) out.set(s.check, 'skip');
  for (const p of cell.pass) out.set(p, 'pass');
  for (const f of cell.fail) out.set(f.check, 'fail');
  return out;
}

function served(cell: SummaryCell | undefined): boolean | null {
  if (!cell) return null;
  if (cell.present !== null) return cell.present;
  return cell.status === 'absent' ? false : null;
}

export function summarizePair(input: SummaryInput): PairSummary {
  const { base, other } = input;
  const items: Record<SummaryKind, SummaryItem[]> = { 'routes.one-side': [], 'permission.differs': [], 'schema.breaking': [], 'behaviour.variant': [], 'failure.new': [], 'failure.fixed': [] };
  for (const row of input.rows) {
    const a = row.cells[base];
    const b = row.cells[other];
    const [onA, onB] = [served(a), served(b)];
    if (onA !== null && onB !== null && onA !== onB) items['routes.one-side'].push({ subject: row.route, detail: `served on ${onA ? base : other} only` });
    const before = outcomesOf(a);
    const after = outcomesOf(b);
    for (const check of [...new Set([...before.keys(), ...after.keys()])].sort()) {
      const x = before.get(check);
      const y = after.get(check);
      const subject = `${check} ${row.route}`;
      if (check.startsWith(PERMISSION_FAMILY) && ((x === 'pass' && y === 'fail') || (x === 'fail' && y === 'pass'))) {
        items['permission.differs'].push({ subject, detail: `fails on ${y === 'fail' ? other : base}, passes on ${y === 'fail' ? base : other}` });
      }
      if (y === 'fail' && x !== 'fail') items['failure.new'].push({ subject, detail: `${x ?? 'not run'} on ${base}, fails on ${other}` });
      if (x === 'fail' && y === 'pass') items['failure.fixed'].push({ subject, detail: `failed on ${base}, passes on ${other}` });
    }
  }
  const bySearch = input.search !== undefined;
  for (const c of bySearch ? searchChanges(input.search ?? [], base, other) : []) {
    items['behaviour.variant'].push({ subject: `search ${aspectTitle(c.aspect)}: ${c.route}`, detail: `${formsText(c.before)} on ${base}, ${formsText(c.after)} on ${other}` });
  }
  const unobserved: SummaryItem[] = [];
  for (const v of input.variants) {
    if (bySearch && parseSearchVariant(v.id) !== null) continue;
    const [a, b] = [v.state[base] ?? 'unobserved', v.state[other] ?? 'unobserved'];
    if (a === b || (a !== 'shown' && b !== 'shown')) continue;
    const [shownOn, otherSide] = a === 'shown' ? [base, other] : [other, base];
    // A variant one side did not observe (its checks skipped there) says nothing about a difference.
    if ((a === 'shown' ? b : a) === 'unobserved') unobserved.push({ subject: v.id, detail: `shown on ${shownOn}; not observed on ${otherSide}${v.unobserved[otherSide] ? ` (${v.unobserved[otherSide]})` : ''}` });
    else items['behaviour.variant'].push({ subject: v.id, detail: `variant shown on ${shownOn} only` });
  }
  for (const f of input.features) {
    const a = f.values[base] ?? null;
    const b = f.values[other] ?? null;
    // A feature one side did not observe says nothing about a difference.
    if (a !== null && b !== null && JSON.stringify(a) !== JSON.stringify(b)) items['behaviour.variant'].push({ subject: f.title, detail: `${valuesText(a)} on ${base}, ${valuesText(b)} on ${other}` });
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
