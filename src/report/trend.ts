// The trend over consecutive runs of one target, as data: per night its headline (passed, failed, new, known, fixed,
// skipped, what changed); per pair of consecutive runs the changes of outcome, the skip counts by reason class that
// moved, and the fingerprint changes that explain them (release, edition, published schema, with the schemas'
// difference); over the last N runs the tests that flap; the known (waived) failures of the last run. Every change
// carries a stable rule id (TREND_RULES). Computed from run files only; rendered by trend-render.ts.

import { baselineOf } from './baseline-mark.ts';
import { classifySkip, SKIP_CATEGORIES, type SkipCategory } from './coverage.ts';
import type { ReleaseMarkers } from '../contracts/release-markers.ts';
import type { ContractFacts } from './contract-facts.ts';
import { attributionOf, causeLookup, computeDiff, findingCauses, pairPublished, summaryRelease, type CellStatus, type DiffReport, type FailedTest, type MatrixRow, type SchemaComparison } from './diff.ts';
import type { Attributed, AttributionContext } from './cause-attribution.ts';
import type { PlatformFacts } from './module-declarations.ts';
import type { PublishedIndex } from './published-index.ts';
import { pairChanges, type PairChanges } from './integration-changes.ts';
import { rowCauses } from './row-causes.ts';
import { ReportInputError } from './input-error.ts';
import { fingerprintField, type LoadedRun } from './load-run.ts';
import { crossingOf, type ReleaseSplit } from './release-split.ts';
import type { TestRecord } from './run.ts';
import { NOT_ATTRIBUTED, summarizePair, summaryFeatures, type PairSummary, type SummaryItem } from './summary.ts';
import { aspectTitle, formsText, searchChanges, type SearchBehaviourRow, type SearchChange } from './search-behaviour.ts';
import { publicUrl, type TargetSummary } from './target.ts';
import { shortReleaseName } from './target-release.ts';
import { verdictHeadline } from './verdict-format.ts';
import { isFailed, testOutcome } from './verdict-record.ts';

/** trend@2: every difference of the summary carries its cause, and each step what changed for an integration by cause
 * (`steps[].changes`, the nights' chart). */
export const TREND_FORMAT = 'commerce-conformance/trend@2';
/** Runs the flapping count looks back over, unless --window says otherwise. */
export const DEFAULT_WINDOW = 5;

export type TrendRuleId =
  | 'failure.new'
  | 'failure.fixed'
  | 'failure.gone'
  | 'failure.flapping'
  | 'failure.known'
  | 'baseline.fixed'
  | 'baseline.expired'
  | 'skip.count-changed'
  | 'search.behaviour-changed'
  | 'fingerprint.release-changed'
  | 'fingerprint.release-placement-changed'
  | 'fingerprint.edition-changed'
  | 'fingerprint.schema-changed';

/** Every kind of change the trend reports, in report order, with what it means. */
export const TREND_RULES: ReadonlyArray<{ id: TrendRuleId; title: string; means: string }> = [
  { id: 'failure.new', title: 'New failure', means: 'fails in the later run and did not fail in the run before (a failure the baseline waives is known instead)' },
  { id: 'failure.fixed', title: 'Fixed', means: 'failed in the earlier run and passes in the later one' },
  { id: 'failure.gone', title: 'No longer judged', means: 'failed in the earlier run and is skipped or not run in the later one: not fixed, just not judged' },
  { id: 'failure.flapping', title: 'Flapping', means: 'the outcome changed at least twice over the last N runs (runs without the test are passed over)' },
  { id: 'failure.known', title: 'Known failure', means: 'a failure the baseline waives, with the waiver\'s reason' },
  { id: 'baseline.fixed', title: 'Waived check passes', means: 'a check the baseline waives passes now: remove it from the baseline' },
  { id: 'baseline.expired', title: 'Waiver expired', means: 'the waived failure again, after the waiver\'s until: it fails the run' },
  { id: 'skip.count-changed', title: 'Skip count changed', means: 'the number of skipped tests of one reason class (the coverage report\'s classes) changed' },
  { id: 'search.behaviour-changed', title: 'Search behaviour changed', means: 'a route answered an undocumented search case (past the last page, page 0, an unknown field or condition type, moreq) otherwise than the run before (both recorded it)' },
  { id: 'fingerprint.release-changed', title: 'Release changed', means: 'the target\'s release (configured, or the span the evidence placed it in) differs between two consecutive runs: the two share no release' },
  { id: 'fingerprint.release-placement-changed', title: 'Release placed otherwise', means: 'the release named differs between two consecutive runs, but the two spans share releases (evidence read differently, such as a schema read without an admin): not necessarily another release' },
  { id: 'fingerprint.edition-changed', title: 'Edition changed', means: 'the target\'s edition differs between two consecutive runs' },
  { id: 'fingerprint.schema-changed', title: 'Published schema changed', means: 'the saved published schemas of two consecutive runs differ (their difference is inlined)' },
];

export class TrendInputError extends ReportInputError {
  override readonly name = 'TrendInputError';
}

/** A test's state in one run: its outcome (an error counts as a failure), or not-run when the run has no such test. */
export type TestState = 'pass' | 'fail' | 'skip' | 'not-run';

export interface TestChange {
  rule: 'failure.new' | 'failure.fixed' | 'failure.gone';
  /** The test's title (`<check-id> <subject>`): what is compared from run to run. */
  title: string;
  check: string;
  route: string;
  module: string | null;
  before: TestState;
  after: TestState;
  /** What broke: the later run's failure (new), the earlier run's (fixed, gone). */
  headline: string;
  /** New failures: the failing record as the later run file has it. */
  record: FailedTest | null;
}

export interface FingerprintChange {
  rule: 'fingerprint.release-changed' | 'fingerprint.release-placement-changed' | 'fingerprint.edition-changed' | 'fingerprint.schema-changed';
  /** The edition, the release as the fingerprint named it, or the schema's content hash. */
  before: string | null;
  after: string | null;
  /** `release 2.4.6 → 2.4.7 between night-2 and night-3`. */
  message: string;
}

export interface SkipCountChange {
  rule: 'skip.count-changed';
  category: SkipCategory;
  title: string;
  before: number;
  after: number;
  /** Tests that skip for this class in the later run and did not in the earlier one, and the reverse. */
  started: string[];
  stopped: string[];
}

/** Two consecutive runs and what changed between them. */
export interface TrendStep<D = unknown> {
  from: string;
  to: string;
  fingerprint: FingerprintChange[];
  /** The saved published schemas compared, when they differ (or one run saved none); null when they are the same. */
  schema: SchemaComparison<D> | null;
  newFailures: TestChange[];
  fixed: TestChange[];
  gone: TestChange[];
  skips: SkipCountChange[];
  /** Search behaviours both runs recorded on a route, answered otherwise (search.behaviour-changed). */
  search: Array<SearchChange & { rule: 'search.behaviour-changed' }>;
  /** What changed for an integration from the earlier run to the later, each with its cause, and the counts by cause
   * and module (integration-changes.ts): the nights' chart draws `byCause`. */
  changes: PairChanges;
}

export interface FlappingTest {
  rule: 'failure.flapping';
  title: string;
  check: string;
  route: string;
  /** Per run of the window, oldest first. */
  states: Array<{ run: string; state: TestState }>;
  changes: number;
}

export interface BaselineEntry {
  rule: 'failure.known' | 'baseline.fixed' | 'baseline.expired';
  title: string;
  check: string;
  route: string;
  reason: string | null;
  until: string | null;
  headline: string;
}

/** One night's headline: the job summary's row. */
export interface NightHeadline {
  run: string;
  startedAt: string | null;
  edition: string | null;
  /** The release as the fingerprint named it ("2.4.7, some patch level", a configured "2.4.6-p8"). */
  release: string | null;
  passed: number;
  /** Failures the baseline does not waive (every failure without a baseline). */
  failed: number;
  /** Of those, the ones that did not fail the run before (null for the first run: nothing to compare with). */
  new: number | null;
  known: number;
  /** Failures of the run before that pass now (null for the first run). */
  fixed: number | null;
  skipped: number;
  /** The fingerprint changes and skip-count changes since the run before, one short line each. */
  changed: string[];
}

export interface TrendRun extends TargetSummary {
  /** Content hash of the saved published schema (`sha256:<hex>`), or null when the run saved none. */
  schemaHash: string | null;
  headline: NightHeadline;
}

export interface TrendReport<D = unknown> {
  format: typeof TREND_FORMAT;
  target: { baseUrl: string | null; storeCode: string | null; embedded: boolean };
  /** How the runs were ordered: as given on the command line, or by their start time. */
  order: TrendOrder;
  window: number;
  runs: TrendRun[];
  /** What a person asks first: the last run against the one before, by kind (summary.ts); new and fixed failures
   * are the trend's own (a failure the baseline waives is known, not new). Null for a single run (the first night):
   * nothing to compare with yet. */
  summary: PairSummary | null;
  /** Oldest first: runs[i] → runs[i + 1] (none for a single run). */
  steps: Array<TrendStep<D>>;
  flapping: FlappingTest[];
  /** The last run's failures the baseline waives, and its waivers to update (fixed, expired). */
  baseline: BaselineEntry[];
  /** Routes × runs, as in the difference report (diff.ts): one column per run. */
  matrix: { routes: MatrixRow[]; totals: Record<string, Record<CellStatus, number>>; differing: number };
  runLevel: MatrixRow[];
  /** The searches' undocumented behaviours per route, one column per run (as in the difference report). */
  search: SearchBehaviourRow[];
}

export type TrendOrder = 'given' | 'time';

export interface TrendInput<D> {
  runs: LoadedRun[];
  order?: TrendOrder;
  window?: number;
  compareSchemas?: (baseFile: string, otherFile: string) => D;
  breakingOf?: (diff: D, split: ReleaseSplit | null, causeOf: (rule: string, subject: string) => Attributed) => SummaryItem[];
  /** What decides causes beyond the behaviour of a route (diff.ts DiffInput). */
  contracts?: ContractFacts;
  markers?: ReleaseMarkers;
  publishedOf?: (schemaFile: string) => PublishedIndex | null;
  platform?: PlatformFacts;
  /** Splits a comparison by the two runs' releases (release-split.ts); absent = not split. */
  splitOf?: (diff: D, base: TargetSummary, other: TargetSummary) => ReleaseSplit;
  /** How many findings a schema comparison has, and how many of them break clients. */
  findingsOf?: (diff: D) => { breaking: number; total: number };
  /** The content hash of a saved schema file (null when it cannot be read). */
  schemaHashOf?: (file: string) => string | null;
}

// ---------------------------------------------------------------------------------------------------------------

function isKnown(record: TestRecord): boolean {
  return isFailed(record) && baselineOf(record)?.status === 'known';
}

function stateOf(record: TestRecord | undefined): TestState {
  return record === undefined ? 'not-run' : testOutcome(record);
}

/** The run's tests by title; where a title repeats (two projects), the failing one counts. */
function testsByTitle(run: LoadedRun): Map<string, TestRecord> {
  const out = new Map<string, TestRecord>();
  for (const t of run.run.tests) {
    const seen = out.get(t.title);
    if (seen === undefined || (!isFailed(seen) && isFailed(t))) out.set(t.title, t);
  }
  return out;
}

function targetIdentity(run: LoadedRun): string {
  const fp = run.run.fingerprint;
  if (fingerprintField(fp, 'embedded') === true) return 'the embedded reference installation';
  const url = publicUrl(typeof fingerprintField(fp, 'baseUrl') === 'string' ? (fingerprintField(fp, 'baseUrl') as string) : null) ?? 'an unknown base URL';
  const store = fingerprintField(fp, 'storeCode');
  return `${url} (store ${typeof store === 'string' ? store : 'default'})`;
}

function startedAtOf(run: LoadedRun): string | null {
  const v = fingerprintField(run.run.fingerprint, 'startedAt');
  return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null;
}

/** The runs in trend order; refuses runs of different targets and, ordering by time, a run without a start time. */
export function orderRuns(runs: LoadedRun[], order: TrendOrder): LoadedRun[] {
  const first = runs[0];
  if (first === undefined) throw new TrendInputError('no run to follow');
  const identity = targetIdentity(first);
  for (const r of runs.slice(1)) {
    const other = targetIdentity(r);
    if (other !== identity) throw new TrendInputError(`runs of different targets: ${first.source} tested ${identity}, ${r.source} tested ${other}; a trend follows one target (report diff compares targets)`);
  }
  if (order === 'given') return [...runs];
  for (const r of runs) if (startedAtOf(r) === null) throw new TrendInputError(`${r.source}: its fingerprint has no start time (startedAt), so it cannot be ordered by time; pass the runs oldest first with --order given`);
  return [...runs].sort((a, b) => Date.parse(startedAtOf(a) as string) - Date.parse(startedAtOf(b) as string));
}

function change(rule: TestChange['rule'], title: string, before: TestRecord | undefined, after: TestRecord | undefined): TestChange {
  const about = (after ?? before) as TestRecord;
  const failing = rule === 'failure.new' ? after : before;
  return {
    rule,
    title,
    check: about.check,
    route: about.route,
    module: about.module,
    before: stateOf(before),
    after: stateOf(after),
    headline: failing ? verdictHeadline(failing, 300, false) : '',
    record: rule === 'failure.new' && after && isFailed(after) ? after : null,
  };
}

function skipsByClass(tests: Map<string, TestRecord>): Map<SkipCategory, string[]> {
  const out = new Map<SkipCategory, string[]>();
  for (const [title, t] of tests) {
    if (t.outcome !== 'skip') continue;
    const c = classifySkip(t.reason);
    out.set(c, [...(out.get(c) ?? []), title]);
  }
  return out;
}

function skipChanges(before: Map<string, TestRecord>, after: Map<string, TestRecord>): SkipCountChange[] {
  const a = skipsByClass(before);
  const b = skipsByClass(after);
  const out: SkipCountChange[] = [];
  for (const category of Object.keys(SKIP_CATEGORIES) as SkipCategory[]) {
    const x = a.get(category) ?? [];
    const y = b.get(category) ?? [];
    if (x.length === y.length) continue;
    const sx = new Set(x);
    const sy = new Set(y);
    out.push({ rule: 'skip.count-changed', category, title: SKIP_CATEGORIES[category], before: x.length, after: y.length, started: y.filter((t) => !sx.has(t)).sort(), stopped: x.filter((t) => !sy.has(t)).sort() });
  }
  return out;
}

/** The saved schemas of two consecutive runs compared, when their bytes differ; null when they are the same document
 * (or neither run saved one). */
function compareStep<D>(a: LoadedRun, b: LoadedRun, ra: TrendRun, rb: TrendRun, input: TrendInput<D>, ctx: AttributionContext): SchemaComparison<D> | null {
  const { compareSchemas: compare, splitOf } = input;
  if (!compare) return null;
  if (a.publishedSchemaFile === null && b.publishedSchemaFile === null) return null;
  const comparison: SchemaComparison<D> = { base: ra.label, other: rb.label, diff: null, unavailable: null, split: null, causes: null };
  if (a.publishedSchemaFile === null || b.publishedSchemaFile === null) {
    comparison.unavailable = `no published schema saved with the run of ${a.publishedSchemaFile === null ? ra.label : rb.label}`;
    return comparison;
  }
  if (ra.schemaHash !== null && ra.schemaHash === rb.schemaHash) return null;
  try {
    comparison.diff = compare(a.publishedSchemaFile, b.publishedSchemaFile);
    comparison.split = splitOf ? splitOf(comparison.diff, ra, rb) : null;
    comparison.causes = comparison.split === null ? null : findingCauses(comparison.split, ctx);
  } catch (e) {
    comparison.unavailable = `the published schemas cannot be compared: ${e instanceof Error ? e.message : String(e)}`;
  }
  return comparison;
}

/** The release's change between two runs: another release when their spans share none ("release 2.4.6 → 2.4.7"),
 * placed otherwise when the names differ but the spans share releases; null when the name is the same. */
function releaseChange(a: TrendRun, b: TrendRun, between: string): FingerprintChange | null {
  const [x, y] = [shortReleaseName(a.releaseName, a.releaseSpan), shortReleaseName(b.releaseName, b.releaseSpan)];
  if (crossingOf(a.releaseSpan, b.releaseSpan) === 'crossed') return { rule: 'fingerprint.release-changed', before: a.releaseName, after: b.releaseName, message: `release ${x} → ${y} ${between}` };
  if (a.releaseName === b.releaseName) return null;
  return { rule: 'fingerprint.release-placement-changed', before: a.releaseName, after: b.releaseName, message: `release placed at ${y}, was ${x} ${between} (the two spans share releases: not necessarily another release)` };
}

/** `: 5 the release explains (2.4.6 → 2.4.7), 2 the rest`, or nothing when the release did not change. */
function splitText(split: ReleaseSplit | null): string {
  if (split === null || split.crossing === 'unknown') return '';
  if (split.crossing === 'same') return `; none the release's (both ${split.base})`;
  return `; ${split.release.length} the release's own (${split.base} → ${split.other}), ${split.rest.length} the rest`;
}

/** What differs in the fingerprints of two consecutive runs. The published schema counts as changed when its
 * difference finds anything (bytes alone differ with what no client reads, such as the host a document names), or,
 * when it was not compared, when its content hash differs. */
function fingerprintChanges<D>(a: TrendRun, b: TrendRun, schema: SchemaComparison<D> | null, findingsOf?: (diff: D) => { breaking: number; total: number }): FingerprintChange[] {
  const between = `between ${a.label} and ${b.label}`;
  const out: FingerprintChange[] = [];
  if (a.edition !== b.edition) out.push({ rule: 'fingerprint.edition-changed', before: a.edition, after: b.edition, message: `edition ${a.edition ?? 'unknown'} → ${b.edition ?? 'unknown'} ${between}` });
  const release = releaseChange(a, b, between);
  if (release !== null) out.push(release);
  if (a.schemaHash === null || b.schemaHash === null || a.schemaHash === b.schemaHash) return out;
  const counted = schema !== null && schema.diff !== null && findingsOf ? findingsOf(schema.diff) : null;
  const version = a.schemaVersion !== b.schemaVersion ? ` (info.version ${a.schemaVersion ?? '–'} → ${b.schemaVersion ?? '–'})` : '';
  if (counted !== null && counted.total === 0 && version === '') return out;
  const what = counted === null ? '' : `: ${counted.breaking} breaking of ${counted.total} finding(s)${splitText(schema?.split ?? null)}`;
  out.push({ rule: 'fingerprint.schema-changed', before: a.schemaHash, after: b.schemaHash, message: `published schema changed${version} ${between}${what}` });
  return out;
}

function flappingOver(labels: string[], tests: Array<Map<string, TestRecord>>): FlappingTest[] {
  const titles = new Set(tests.flatMap((m) => [...m.keys()]));
  const out: FlappingTest[] = [];
  for (const title of [...titles].sort()) {
    const states = tests.map((m, i) => ({ run: labels[i] as string, state: stateOf(m.get(title)) }));
    const judged = states.map((s) => s.state).filter((s) => s !== 'not-run');
    let changes = 0;
    for (let i = 1; i < judged.length; i++) if (judged[i] !== judged[i - 1]) changes++;
    if (changes < 2) continue;
    const about = tests.map((m) => m.get(title)).find((t) => t !== undefined) as TestRecord;
    out.push({ rule: 'failure.flapping', title, check: about.check, route: about.route, states, changes });
  }
  return out;
}

function baselineEntries(tests: Map<string, TestRecord>): BaselineEntry[] {
  const out: BaselineEntry[] = [];
  for (const [title, t] of [...tests].sort(([a], [b]) => a.localeCompare(b))) {
    const mark = baselineOf(t);
    if (mark === null) continue;
    const rule = mark.status === 'known' && isFailed(t) ? 'failure.known' : mark.status === 'fixed' ? 'baseline.fixed' : mark.status === 'expired' ? 'baseline.expired' : null;
    if (rule === null) continue;
    out.push({ rule, title, check: t.check, route: t.route, reason: mark.reason ?? null, until: mark.until ?? null, headline: verdictHeadline(t, 300, false) });
  }
  return out;
}

function headlineOf(run: TargetSummary, tests: Map<string, TestRecord>, step: TrendStep | null, changed: string[]): NightHeadline {
  let failed = 0;
  let known = 0;
  for (const t of tests.values()) {
    if (isKnown(t)) known++;
    else if (isFailed(t)) failed++;
  }
  return {
    run: run.label,
    startedAt: run.startedAt,
    edition: run.edition,
    release: run.releaseName,
    passed: run.counts.pass,
    failed,
    new: step ? step.newFailures.length : null,
    known,
    fixed: step ? step.fixed.length : null,
    skipped: run.counts.skip,
    changed,
  };
}

function searchLine(c: SearchChange): string {
  return `search ${aspectTitle(c.aspect)} on ${c.route}: ${formsText(c.before)} → ${formsText(c.after)}`;
}

function skipLine(s: SkipCountChange): string {
  return `skipped (${s.title}): ${s.before} → ${s.after}`;
}

/** Two consecutive runs against each other, by kind, every difference with its cause. */
function stepSummary<D>(from: TargetSummary, to: TargetSummary, schema: SchemaComparison<D> | null, diff: DiffReport<D>, input: TrendInput<D>, ctx: AttributionContext): PairSummary {
  const { breakingOf } = input;
  const breaking = schema === null ? [] : schema.diff !== null && breakingOf ? breakingOf(schema.diff, schema.split, causeLookup(schema.causes)) : null;
  return summarizePair({
    base: from.label,
    other: to.label,
    rows: [...diff.matrix.routes, ...diff.runLevel],
    variants: diff.variants,
    search: diff.search,
    features: summaryFeatures(diff.features),
    breaking,
    schemaUnavailable: schema?.unavailable ?? (breakingOf ? null : 'the published schemas were not compared'),
    release: summaryRelease(from, to, schema?.split ?? null),
    attribution: ctx,
  });
}

/** The last run against the one before, by kind; new and fixed failures are the step's own (a failure the baseline
 * waives is known, not new), with the cause of their row. */
function lastSummary<D>(last: TrendStep<D>, diff: DiffReport<D>, input: TrendInput<D>, ctx: AttributionContext): PairSummary {
  const [from, to] = [diff.targets.find((t) => t.label === last.from), diff.targets.find((t) => t.label === last.to)] as [TargetSummary, TargetSummary];
  const summary = stepSummary(from, to, last.schema, diff, input, ctx);
  const causes = rowCauses(ctx);
  const rows = new Map([...diff.matrix.routes, ...diff.runLevel].map((r) => [r.route, r]));
  const item = (c: TestChange, detail: string): SummaryItem => {
    const row = rows.get(c.route);
    return { subject: c.title, detail, ...(row === undefined ? { cause: NOT_ATTRIBUTED, module: null } : causes.check(row, c.check)), routes: row === undefined ? [] : [c.route] };
  };
  summary.kinds = summary.kinds.map((k) =>
    k.kind === 'failure.new' ? { kind: k.kind, items: last.newFailures.map((c) => item(c, `${c.before} in ${last.from}, fails in ${last.to}: ${c.headline}`)) }
    : k.kind === 'failure.fixed' ? { kind: k.kind, items: last.fixed.map((c) => item(c, `failed in ${last.from}, passes in ${last.to}`)) }
    : k,
  );
  return summary;
}

export function computeTrend<D = unknown>(input: TrendInput<D>): TrendReport<D> {
  if (input.runs.length < 1) throw new TrendInputError('a trend needs at least one run');
  const order = input.order ?? 'given';
  const window = input.window ?? DEFAULT_WINDOW;
  if (!Number.isInteger(window) || window < 2) throw new TrendInputError(`the window is ${window}; it must be a whole number of runs, at least 2`);
  const runs = orderRuns(input.runs, order);
  const diff = computeDiff<D>({ runs });
  const labels = diff.targets.map((t) => t.label);
  const tests = runs.map(testsByTitle);

  const base: Array<Omit<TrendRun, 'headline'>> = diff.targets.map((t, i) => {
    const file = (runs[i] as LoadedRun).publishedSchemaFile;
    return { ...t, schemaHash: file !== null && input.schemaHashOf ? input.schemaHashOf(file) : null };
  });

  const steps: Array<TrendStep<D>> = [];
  const contexts: AttributionContext[] = [];
  for (let i = 1; i < runs.length; i++) {
    const [before, after] = [tests[i - 1] as Map<string, TestRecord>, tests[i] as Map<string, TestRecord>];
    const [from, to] = [diff.targets[i - 1] as TargetSummary, diff.targets[i] as TargetSummary];
    const ctx = attributionOf(from, to, input.contracts ?? null, input.markers ?? null, pairPublished(runs[i - 1] as LoadedRun, runs[i] as LoadedRun, input.publishedOf), input.platform ?? null);
    contexts.push(ctx);
    const schema = compareStep(runs[i - 1] as LoadedRun, runs[i] as LoadedRun, base[i - 1] as TrendRun, base[i] as TrendRun, input, ctx);
    const step: TrendStep<D> = {
      from: labels[i - 1] as string,
      to: labels[i] as string,
      fingerprint: [],
      schema,
      newFailures: [],
      fixed: [],
      gone: [],
      skips: skipChanges(before, after),
      search: searchChanges(diff.search, labels[i - 1] as string, labels[i] as string).map((c) => ({ rule: 'search.behaviour-changed' as const, ...c })),
      changes: pairChanges({ ctx, rows: [...diff.matrix.routes, ...diff.runLevel], summary: stepSummary(from, to, schema, diff, input, ctx), findings: schema?.causes ?? null }),
    };
    step.fingerprint = fingerprintChanges(base[i - 1] as TrendRun, base[i] as TrendRun, step.schema, input.findingsOf);
    // Bytes that differ with no finding (the host a document names): nothing to show.
    if (step.schema !== null && step.schema.diff !== null && !step.fingerprint.some((f) => f.rule === 'fingerprint.schema-changed')) step.schema = null;
    for (const title of [...new Set([...before.keys(), ...after.keys()])].sort()) {
      const x = before.get(title);
      const y = after.get(title);
      const [sx, sy] = [stateOf(x), stateOf(y)];
      if (sy === 'fail' && sx !== 'fail' && !isKnown(y as TestRecord)) step.newFailures.push(change('failure.new', title, x, y));
      else if (sx === 'fail' && sy === 'pass') step.fixed.push(change('failure.fixed', title, x, y));
      else if (sx === 'fail' && (sy === 'skip' || sy === 'not-run')) step.gone.push(change('failure.gone', title, x, y));
    }
    steps.push(step);
  }

  const trendRuns: TrendRun[] = base.map((r, i) => {
    const step = i === 0 ? null : (steps[i - 1] as TrendStep<D>);
    const changed = step ? [...step.fingerprint.map((f) => f.message), ...step.skips.map(skipLine), ...step.search.map(searchLine)] : [];
    return { ...r, headline: headlineOf(r, tests[i] as Map<string, TestRecord>, step, changed) };
  });

  const last = steps[steps.length - 1];
  const summary = last === undefined ? null : lastSummary(last, diff, input, contexts[contexts.length - 1] as AttributionContext);

  const first = runs[0] as LoadedRun;
  const fp = first.run.fingerprint;
  return {
    format: TREND_FORMAT,
    target: {
      baseUrl: (diff.targets[diff.targets.length - 1] as TargetSummary).baseUrl,
      storeCode: typeof fingerprintField(fp, 'storeCode') === 'string' ? (fingerprintField(fp, 'storeCode') as string) : null,
      embedded: fingerprintField(fp, 'embedded') === true,
    },
    order,
    window,
    runs: trendRuns,
    summary,
    steps,
    flapping: flappingOver(labels.slice(-window), tests.slice(-window)),
    baseline: baselineEntries(tests[tests.length - 1] as Map<string, TestRecord>),
    matrix: diff.matrix,
    runLevel: diff.runLevel,
    search: diff.search,
  };
}
