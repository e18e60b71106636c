// The difference report as data: what changes for an integration between every target and the first (routes that
// appear, disappear or answer otherwise, each with its cause: integration-changes.ts), the targets (fingerprint,
// modules, features, variants), the matrix routes × targets, and the schema differences of their published schemas.
// Every difference carries its cause (cause.ts). Computed from run files, the contracts and the release markers only;
// rendered by diff-render.ts.

import type { ReleaseMarkers } from '../contracts/release-markers.ts';
import { findingCause, type Attributed, type AttributionContext } from './cause-attribution.ts';
import type { PlatformFacts } from './module-declarations.ts';
import type { PublishedIndex } from './published-index.ts';
import type { ContractFacts } from './contract-facts.ts';
import { pairChanges, type FindingCause, type PairChanges } from './integration-changes.ts';
import type { LoadedRun } from './load-run.ts';
import { crossingOf, type ReleaseSplit } from './release-split.ts';
import type { TestRecord } from './run.ts';
import { searchBehaviour, type SearchBehaviourRow } from './search-behaviour.ts';
import { isFailed, type ErrorRecord, type FailRecord } from './verdict-record.ts';
import { summarizePair, summaryFeatures, type PairSummary, type SummaryItem, type SummaryRelease } from './summary.ts';
import { shortReleaseName } from './target-release.ts';
import { variantRows, type VariantRow } from './variant-state.ts';
import { FEATURES, FEATURE_TITLES, OBSERVATION_KEYS, summarizeTarget, uniqueLabels, type FeatureEvidence, type FeatureName, type TargetSummary } from './target.ts';

/** diff@3: every difference carries its cause (summary items, `changes`, `schema[].causes`); targets carry their
 * modules. */
export const DIFF_FORMAT = 'commerce-conformance/diff@3';

/**
 * - fail: a check failed on the route (the cell's title names the checks and rules);
 * - absent: the route is not served (presence observed false) and nothing failed: the contract did not expect it;
 * - pass: at least one check passed and nothing failed;
 * - present: served although every check skipped (typically a route the contract does not expect there);
 * - skip: every check skipped and presence is unknown;
 * - not-run: the run has no test for the route (filtered out with --grep, or an older plan).
 */
export type CellStatus = 'pass' | 'fail' | 'skip' | 'absent' | 'present' | 'not-run';

/** A failed test of a run: its title, project and verdict record (`fail`, or `error` when it ended without one). */
export type FailedTest = TestRecord & (FailRecord | ErrorRecord);

export interface Cell {
  status: CellStatus;
  /** The presence observation (presence.route-present), null when not observed. */
  present: boolean | null;
  pass: string[];
  /** The failing tests with their verdict records, field by field as the run file has them: what a comparison of
   * runs reads, and what the renderers format. */
  fail: FailedTest[];
  skip: Array<{ check: string; reason: string }>;
}

export interface MatrixRow {
  route: string;
  module: string | null;
  cells: Record<string, Cell>;
  /** The targets disagree on the cell's status or on presence. */
  differs: boolean;
}

export interface FeatureRow {
  feature: FeatureName;
  title: string;
  /** Per target label: what it showed, or null when no test observed it. */
  values: Record<string, FeatureEvidence | null>;
  /** Two targets that observed it showed different values (a target that did not observe it is no difference). */
  differs: boolean;
}

export type { VariantRow, VariantState } from './variant-state.ts';

/** One pairwise comparison of published schemas (first target = base). `diff` is whatever schema-diff.ts computed. */
export interface SchemaComparison<D = unknown> {
  base: string;
  other: string;
  diff: D | null;
  /** Why no comparison was possible (no published schema in a run folder, unreadable document). */
  unavailable: string | null;
  /** The differences split by the two sides' releases: what the release explains and the rest (release-split.ts);
   * null when the schemas were not compared or no split was asked for. */
  split: ReleaseSplit | null;
  /** Every finding with its cause and module, in the split's order (the release's, the rest, the undecided); null
   * without a split. */
  causes: FindingCause[] | null;
}

export interface DiffReport<D = unknown> {
  format: typeof DIFF_FORMAT;
  /** What a person deciding an upgrade or a move between editions reads first: per other target against the first,
   * the routes that appear, disappear or answer otherwise and the schema's other differences, each with its cause,
   * and the counts by cause and module (integration-changes.ts). */
  changes: PairChanges[];
  /** Every other target against the first, by kind of difference (summary.ts), each difference with its cause. */
  summary: PairSummary[];
  targets: TargetSummary[];
  features: FeatureRow[];
  variants: VariantRow[];
  /** The searches' undocumented behaviours per route and target (search-behaviour.ts), from the search variants. */
  search: SearchBehaviourRow[];
  matrix: {
    routes: MatrixRow[];
    /** Per target label: how many cells of each status. */
    totals: Record<string, Record<CellStatus, number>>;
    differing: number;
  };
  /** Tests of run-level checks and scenarios, by their subject (`malformed JSON on /async`, `X-Captcha form "..."`):
   * same cells as the matrix, kept apart because they are not routes. */
  runLevel: MatrixRow[];
  schema: Array<SchemaComparison<D>>;
}

export function cellOf(tests: TestRecord[]): Cell {
  const cell: Cell = { status: 'not-run', present: null, pass: [], fail: [], skip: [] };
  for (const t of [...tests].sort((a, b) => a.check.localeCompare(b.check))) {
    if (isFailed(t)) cell.fail.push(t);
    else if (t.outcome === 'pass') cell.pass.push(t.check);
    else cell.skip.push({ check: t.check, reason: t.reason });
    for (const o of t.observations) {
      if (o.key === OBSERVATION_KEYS.present && typeof o.value === 'boolean' && (o.route === t.route || o.route === '')) {
        // Absent wins: one call that did not match any route is the stronger fact.
        cell.present = cell.present === false ? false : o.value;
      }
    }
  }
  cell.status = cell.fail.length > 0 ? 'fail' : cell.present === false ? 'absent' : cell.pass.length > 0 ? 'pass' : cell.present === true ? 'present' : cell.skip.length > 0 ? 'skip' : 'not-run';
  return cell;
}

/** A route key as the plan writes it (`GET /V1/products/:sku`), as opposed to a run-level test's subject
 * (`POST /async/bulk/V1/customers (same email twice)`, `GET /soap/<store>?wsdl&services=...`). */
export function isRouteKey(key: string): boolean {
  return /^(GET|POST|PUT|PATCH|DELETE) \/[^\s<>?[\]]*$/.test(key) && !/^\S+ \/async\//.test(key);
}

function routeOrder(a: string, b: string): number {
  const [ma = '', pa = ''] = a.split(' ');
  const [mb = '', pb = ''] = b.split(' ');
  return pa.localeCompare(pb) || ma.localeCompare(mb);
}

const STATUSES: CellStatus[] = ['pass', 'fail', 'skip', 'absent', 'present', 'not-run'];

export interface DiffInput<D = unknown> {
  runs: LoadedRun[];
  /** Compares two published schema files; absent = no schema section. */
  compareSchemas?: (baseFile: string, otherFile: string) => D;
  /** The breaking findings of a comparison, for the summary (each saying whether the release explains it, given the
   * split, with its cause from `causeOf`); absent = breaking changes are not counted. */
  breakingOf?: (diff: D, split: ReleaseSplit | null, causeOf: (rule: string, subject: string) => Attributed) => SummaryItem[];
  /** What the contracts say of routes and modules, and the release markers: what decides causes beyond the
   * behaviour of a route (absent: those causes stay unknown, saying so). */
  contracts?: ContractFacts;
  markers?: ReleaseMarkers;
  /** A saved schema indexed (published-index.ts): the service tags that name the module of a route no contract
   * names, and the routes that publish each definition. */
  publishedOf?: (schemaFile: string) => PublishedIndex | null;
  /** The platform's code: module editions, route and extension attribute declarations (module-declarations.ts). */
  platform?: PlatformFacts;
  /** Splits a comparison by the two sides' releases; absent = not split. */
  splitOf?: (diff: D, base: TargetSummary, other: TargetSummary) => ReleaseSplit;
}

/** The two sides' releases for the summary, with the split's counts when there is one. */
export function summaryRelease(base: TargetSummary, other: TargetSummary, split: ReleaseSplit | null): SummaryRelease {
  if (split !== null) return { base: split.base, other: split.other, crossing: split.crossing, schema: { release: split.release.length, rest: split.rest.length, undecided: split.undecided.length } };
  return { base: shortReleaseName(base.releaseName, base.releaseSpan), other: shortReleaseName(other.releaseName, other.releaseSpan), crossing: crossingOf(base.releaseSpan, other.releaseSpan), schema: null };
}

/** The attribution context of two targets (cause-attribution.ts). */
export function attributionOf(base: TargetSummary, other: TargetSummary, contracts: ContractFacts | null, markers: ReleaseMarkers | null, published: PairPublished = { base: null, other: null }, platform: PlatformFacts | null = null): AttributionContext {
  const side = (t: TargetSummary) => ({ label: t.label, edition: t.edition, releaseSpan: t.releaseSpan, modules: t.modules });
  // The service tags of both saved schemas, the later one's where both tag a route.
  const serviceTags = new Map([...(published.base?.tags ?? []), ...(published.other?.tags ?? [])]);
  return { base: side(base), other: side(other), contracts, markers, serviceTags, platform, published };
}

export interface PairPublished {
  base: PublishedIndex | null;
  other: PublishedIndex | null;
}

/** The indexes of two runs' saved schemas (null where a run saved none, or it could not be read). */
export function pairPublished(a: LoadedRun, b: LoadedRun, publishedOf: ((file: string) => PublishedIndex | null) | undefined): PairPublished {
  const of = (r: LoadedRun) => (publishedOf === undefined || r.publishedSchemaFile === null ? null : publishedOf(r.publishedSchemaFile));
  return { base: of(a), other: of(b) };
}

/** Each finding of a split with its cause, in the split's order. */
export function findingCauses(split: ReleaseSplit, ctx: AttributionContext): FindingCause[] {
  return [...split.release, ...split.rest, ...split.undecided].map((f) => ({ rule: f.rule, subject: f.subject, breaking: f.breaking, ...findingCause(ctx, f) }));
}

/** Looks a finding's cause up by rule and subject; unknown (with why) when there is none. */
export function causeLookup(causes: FindingCause[] | null): (rule: string, subject: string) => Attributed {
  const byKey = new Map((causes ?? []).map((c) => [`${c.rule} ${c.subject}`, { cause: c.cause, module: c.module }]));
  const none: Attributed = { cause: { id: 'cause.unknown', evidence: [], missing: ['the release split of the published schemas (not computed)'] }, module: null };
  return (rule, subject) => byKey.get(`${rule} ${subject}`) ?? none;
}

export function computeDiff<D = unknown>({ runs, compareSchemas, breakingOf, splitOf, contracts, markers, publishedOf, platform }: DiffInput<D>): DiffReport<D> {
  if (runs.length === 0) throw new Error('no run to compare');
  const labels = uniqueLabels(runs);
  const targets = runs.map((r, i) => summarizeTarget(r, labels[i] as string));
  // Every other target against the first: what decides the causes of their differences.
  const indexes = new Map(runs.map((r) => [r, publishedOf === undefined || r.publishedSchemaFile === null ? null : publishedOf(r.publishedSchemaFile)]));
  const contexts = runs.slice(1).map((r, i) => attributionOf(targets[0] as TargetSummary, targets[i + 1] as TargetSummary, contracts ?? null, markers ?? null, { base: indexes.get(runs[0] as LoadedRun) ?? null, other: indexes.get(r) ?? null }, platform ?? null));

  // Matrix
  const byRoute = new Map<string, { module: string | null; tests: Map<string, TestRecord[]> }>();
  runs.forEach((r, i) => {
    const label = labels[i] as string;
    for (const t of r.run.tests) {
      const row = byRoute.get(t.route) ?? { module: t.module, tests: new Map<string, TestRecord[]>() };
      row.module ??= t.module;
      const list = row.tests.get(label) ?? [];
      list.push(t);
      row.tests.set(label, list);
      byRoute.set(t.route, row);
    }
  });
  const totals = Object.fromEntries(labels.map((l) => [l, Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<CellStatus, number>]));
  const rowOf = (route: string, count: boolean): MatrixRow => {
    const entry = byRoute.get(route);
    const cells: Record<string, Cell> = {};
    for (const label of labels) {
      const cell = cellOf(entry?.tests.get(label) ?? []);
      cells[label] = cell;
      if (count) (totals[label] as Record<CellStatus, number>)[cell.status]++;
    }
    const all = Object.values(cells);
    const differs = new Set(all.map((c) => c.status)).size > 1 || new Set(all.map((c) => c.present)).size > 1;
    return { route, module: entry?.module ?? null, cells, differs };
  };
  const keys = [...byRoute.keys()];
  const rows: MatrixRow[] = keys.filter(isRouteKey).sort(routeOrder).map((k) => rowOf(k, true));
  const runLevel: MatrixRow[] = keys.filter((k) => !isRouteKey(k)).sort().map((k) => rowOf(k, false));

  // Features and variants
  const features: FeatureRow[] = FEATURES.map((feature) => {
    const values = Object.fromEntries(targets.map((t) => [t.label, t.features[feature] ?? null]));
    const seen = Object.values(values).flatMap((e) => (e ? [JSON.stringify(e.values)] : []));
    return { feature, title: FEATURE_TITLES[feature], values, differs: new Set(seen).size > 1 };
  });
  const variants: VariantRow[] = variantRows(runs, targets);
  const search = searchBehaviour(targets.map((t) => ({ label: t.label, variants: t.variants })));

  // Published schemas: every other target against the first.
  const schema: Array<SchemaComparison<D>> = [];
  if (compareSchemas && runs.length > 1) {
    const base = runs[0] as LoadedRun;
    for (let i = 1; i < runs.length; i++) {
      const other = runs[i] as LoadedRun;
      const comparison: SchemaComparison<D> = { base: labels[0] as string, other: labels[i] as string, diff: null, unavailable: null, split: null, causes: null };
      const missing = [
        ...(base.publishedSchemaFile === null ? [labels[0] as string] : []),
        ...(other.publishedSchemaFile === null ? [labels[i] as string] : []),
      ];
      if (missing.length > 0) comparison.unavailable = `no published schema saved with the run of ${missing.join(' and ')} (global setup writes published-schema.json when the target answers GET /rest/all/schema)`;
      else {
        try {
          comparison.diff = compareSchemas(base.publishedSchemaFile as string, other.publishedSchemaFile as string);
          comparison.split = splitOf ? splitOf(comparison.diff, targets[0] as TargetSummary, targets[i] as TargetSummary) : null;
          comparison.causes = comparison.split === null ? null : findingCauses(comparison.split, contexts[i - 1] as AttributionContext);
        } catch (e) {
          comparison.unavailable = `the published schemas cannot be compared: ${e instanceof Error ? e.message : String(e)}`;
        }
      }
      schema.push(comparison);
    }
  }

  const summary = labels.slice(1).map((other, i) => {
    const comparison = schema[i];
    const breaking = comparison?.diff && breakingOf ? breakingOf(comparison.diff, comparison.split, causeLookup(comparison.causes)) : null;
    return summarizePair({
      base: labels[0] as string,
      other,
      rows: [...rows, ...runLevel],
      variants,
      search,
      features: summaryFeatures(features),
      breaking,
      schemaUnavailable: comparison?.unavailable ?? (breakingOf ? null : 'the published schemas were not compared'),
      release: summaryRelease(targets[0] as TargetSummary, targets[i + 1] as TargetSummary, comparison?.split ?? null),
      attribution: contexts[i] as AttributionContext,
    });
  });
  const changes = summary.map((pair, i) => pairChanges({ ctx: contexts[i] as AttributionContext, rows: [...rows, ...runLevel], summary: pair, findings: schema[i]?.causes ?? null }));

  return {
    format: DIFF_FORMAT,
    changes,
    summary,
    targets,
    features,
    variants,
    search,
    matrix: { routes: rows, totals, differing: rows.filter((r) => r.differs).length },
    runLevel,
    schema,
  };
}
