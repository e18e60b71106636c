// What changes for an integration between two targets, as data: the routes it calls that appear, disappear or answer
// otherwise, one entry per route with its cause (cause.ts) and module, then the published schema's definitions and
// fields that differ; and the counts by cause and by module that the report's chart draws. What a person deciding an
// upgrade or a move between editions reads first; the summary by kind and the matrix are the evidence after it.
// Built from the matrix rows, the summary's attributed differences and the schema findings' causes.

import type { Attributed } from './cause-attribution.ts';
import { CAUSE_IDS, emptyCauseCounts, type Cause, type CauseId } from './cause.ts';
import type { DiffRuleId } from './schema-diff.ts';
import { pathShape } from '../schema/lookup.ts';
import { rowCauses, outcomesOf, served, type CauseRow, type RowCauses } from './row-causes.ts';
import type { AttributionContext } from './cause-attribution.ts';
import type { PairSummary } from './summary.ts';

/**
 * - appears / disappears: served (or published) on the later side only, on the base only;
 * - answers-otherwise: served on both, and a check's verdict, a variant or a search behaviour differs;
 * - not-compared: the runs differ, not the targets (a check skipped or not run on one side): listed apart.
 */
export type RouteChangeKind = 'appears' | 'disappears' | 'answers-otherwise' | 'not-compared';

export interface RouteChange extends Attributed {
  /** The plan's key (`GET /V1/gift-wrappings/:id`), or the schema's form for a route only the schemas show; a
   * run-level subject (`malformed JSON on /async`) for a run-level check that differs. */
  route: string;
  change: RouteChangeKind;
  /** What differs on it, one line each (`served on b only`, `perm.guest-refused: pass on a, fail on b`). */
  what: string[];
}

/** A finding of the published schemas that is not a route's presence: a definition or a field. */
export interface SchemaChange extends Attributed {
  rule: DiffRuleId;
  subject: string;
  breaking: boolean;
}

/** A schema finding with its cause (diff.ts computes these from the release split). */
export interface FindingCause extends Attributed {
  rule: DiffRuleId;
  subject: string;
  breaking: boolean;
}

export interface ModuleCounts {
  /** null: the differences no module is known for. */
  module: string | null;
  counts: Record<CauseId, number>;
  total: number;
}

export interface PairChanges {
  base: string;
  other: string;
  /** What changes for an integration, by cause (cause.ts order), then module, then route. */
  routes: RouteChange[];
  /** Rows that differ only because a side did not judge them (cause.run). */
  notCompared: RouteChange[];
  schema: SchemaChange[];
  /** Over `routes` and `schema`: what the chart draws. */
  byCause: Record<CauseId, number>;
  /** The same per module, the most differences first (the differences of no known module last). */
  byModule: ModuleCounts[];
}

export interface ChangesInput {
  ctx: AttributionContext;
  /** The matrix's route rows and run-level rows. */
  rows: CauseRow[];
  summary: PairSummary;
  /** The schema findings' causes; null when the schemas were not compared. */
  findings: FindingCause[] | null;
}

/** Whether two cells differ for this pair (diff.ts marks a row that differs on any of its targets). */
function differs(row: CauseRow, base: string, other: string): boolean {
  const [a, b] = [row.cells[base], row.cells[other]];
  return (a?.status ?? 'not-run') !== (b?.status ?? 'not-run') || served(a) !== served(b);
}

function checkLines(row: CauseRow, base: string, other: string): string[] {
  const [x, y] = [outcomesOf(row.cells[base]), outcomesOf(row.cells[other])];
  return [...new Set([...x.keys(), ...y.keys()])]
    .sort()
    .filter((c) => x.get(c)?.outcome !== y.get(c)?.outcome)
    .map((c) => `${c}: ${x.get(c)?.outcome ?? 'not run'} on ${base}, ${y.get(c)?.outcome ?? 'not run'} on ${other}`);
}

function rowChange(row: CauseRow, causes: RowCauses, base: string, other: string): RouteChange {
  const s = causes.served(row);
  if (s !== null) return { route: row.route, change: s.presentOn === 'other' ? 'appears' : 'disappears', cause: s.cause, module: s.module, what: [`served on ${s.presentOn === 'other' ? other : base} only`] };
  const r = causes.row(row);
  return { route: row.route, change: r.cause.id === 'cause.run' ? 'not-compared' : 'answers-otherwise', cause: r.cause, module: r.module, what: checkLines(row, base, other) };
}

const causeOrder = (id: CauseId) => CAUSE_IDS.indexOf(id);

function byCauseModuleRoute(a: RouteChange, b: RouteChange): number {
  return causeOrder(a.cause.id) - causeOrder(b.cause.id) || (a.module ?? '\uffff').localeCompare(b.module ?? '\uffff') || a.route.localeCompare(b.route);
}

/** Merges a second cause of the same route: the stronger evidence wins (anything over unknown, a target's difference
 * over the runs'), and the evidence of the same cause adds up. */
function merged(a: Cause, b: Cause): Cause {
  if (a.id === b.id) {
    const evidence = [...new Map([...a.evidence, ...b.evidence].map((e) => [JSON.stringify(e), e])).values()];
    return { id: a.id, evidence, missing: [...new Set([...a.missing, ...b.missing])] };
  }
  const rank = (c: Cause) => (c.id === 'cause.unknown' ? 2 : c.id === 'cause.run' ? 1 : 0);
  return rank(b) < rank(a) ? b : a;
}

export function pairChanges({ ctx, rows, summary, findings }: ChangesInput): PairChanges {
  const [base, other] = [ctx.base.label, ctx.other.label];
  const causes = rowCauses(ctx);
  const byRoute = new Map<string, RouteChange>();
  for (const row of rows) if (differs(row, base, other)) byRoute.set(row.route, rowChange(row, causes, base, other));

  // Variants and search behaviours of a route both sides serve: the route answers otherwise.
  for (const item of summary.kinds.find((k) => k.kind === 'behaviour.variant')?.items ?? []) {
    for (const route of item.routes) {
      const seen = byRoute.get(route);
      const line = `${item.subject}: ${item.detail}`;
      if (seen === undefined) byRoute.set(route, { route, change: 'answers-otherwise', cause: item.cause, module: item.module, what: [line] });
      else if (!seen.what.includes(line)) byRoute.set(route, { ...seen, change: seen.change === 'not-compared' ? 'answers-otherwise' : seen.change, cause: seen.change === 'not-compared' ? item.cause : merged(seen.cause, item.cause), what: [...seen.what, line] });
    }
  }

  const rowByShape = new Map([...byRoute.keys()].map((k) => [routeShapeOf(k), k]));
  const schema: SchemaChange[] = [];
  for (const f of findings ?? []) {
    if (!f.rule.startsWith('route.')) {
      schema.push({ rule: f.rule, subject: f.subject, breaking: f.breaking, cause: f.cause, module: f.module });
      continue;
    }
    // A route the published schemas show on one side: the row's entry when a run tested it, else its own.
    const route = rowByShape.get(routeShapeOf(f.subject)) ?? f.subject;
    const seen = byRoute.get(route);
    const line = `published schema: ${f.rule}`;
    const change: RouteChangeKind = f.rule === 'route.added' ? 'appears' : f.rule === 'route.removed' ? 'disappears' : 'answers-otherwise';
    if (seen === undefined) byRoute.set(route, { route, change, cause: f.cause, module: f.module, what: [line] });
    else byRoute.set(route, { ...seen, change: seen.change === 'not-compared' ? change : seen.change, cause: seen.change === 'not-compared' ? f.cause : merged(seen.cause, f.cause), module: seen.module ?? f.module, what: [...seen.what, line] });
  }

  const all = [...byRoute.values()].sort(byCauseModuleRoute);
  const routes = all.filter((r) => r.change !== 'not-compared');
  const counted: Attributed[] = [...routes, ...schema];
  const byCause = emptyCauseCounts();
  const modules = new Map<string | null, ModuleCounts>();
  for (const c of counted) {
    byCause[c.cause.id]++;
    const m = modules.get(c.module) ?? { module: c.module, counts: emptyCauseCounts(), total: 0 };
    m.counts[c.cause.id]++;
    m.total++;
    modules.set(c.module, m);
  }
  const byModule = [...modules.values()].sort((a, b) => (a.module === null ? 1 : 0) - (b.module === null ? 1 : 0) || b.total - a.total || (a.module ?? '').localeCompare(b.module ?? ''));
  return { base, other, routes, notCompared: all.filter((r) => r.change === 'not-compared'), schema: schema.sort((a, b) => causeOrder(a.cause.id) - causeOrder(b.cause.id) || (a.module ?? '\uffff').localeCompare(b.module ?? '\uffff') || a.subject.localeCompare(b.subject)), byCause, byModule };
}

/** One form for `GET /V1/carts/:cartId` (the plan's) and `GET /V1/carts/{cartId}` (the schema's). */
function routeShapeOf(key: string): string {
  const [method = '', path = ''] = key.split(' ');
  return `${method} ${pathShape(path)}`;
}
