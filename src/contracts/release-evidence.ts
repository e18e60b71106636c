// Narrowing a release span from what the target shows, before any check runs. Three kinds of evidence:
// - the release markers (contracts/releases/markers.yaml, read by release-observe.ts): routes, parameters, responses,
//   definitions, properties and behaviours a release introduced or removed, each counted only where its module shows;
// - the contracts' routes: one introduced or retired inside the span is in the published schema or not;
// - the ACL ids a guest's 401 names on routes whose permission changed inside the span.
// Each piece allows a span. Pieces that contradict one another (an extension that backports a route, a module that
// publishes what its release did not) are all set aside and recorded with the reason; the rest are intersected, so
// the result never depends on the order the pieces were read in. Pure: the HTTP side (global setup) hands in what it saw.

import { describeSpan, intersect, isEmpty, permissionsFor, presenceIn, rangeSpan, releasesWithPermission, without, type ReleaseSpan } from './release-span.ts';
import { describeSubject, type ReleaseMarker } from './release-markers.ts';
import type { MarkerReading } from './release-observe.ts';
import type { CompiledRoute, Permission } from './types.ts';

/** Where a piece of evidence comes from. */
export type EvidenceOrigin =
  | { kind: 'marker'; id: string; module: string | null; source: string; at: string }
  | { kind: 'contract'; route: string }
  | { kind: 'refusal'; route: string };

export interface ReleaseEvidence {
  /** What was seen, e.g. "the published schema has route GET /V1/products/attributes/{attributeCode}/is-filterable". */
  seen: string;
  /** The span it allows, described. */
  allows: string;
  /** The marker or contract route it comes from (absent in fingerprints written before markers existed). */
  origin?: EvidenceOrigin;
  /** Set aside: why it was not applied. */
  why?: string;
}

export interface Narrowed {
  span: ReleaseSpan;
  /** Every piece that placed the span where it is. */
  evidence: ReleaseEvidence[];
  /** Evidence that contradicted other evidence or the release line; it was not applied. */
  ignored: ReleaseEvidence[];
}

/** What the target showed, as global setup read it. */
export interface TargetShows {
  /** Route shapes of the published schema (routeShape), or null when there is none to read. */
  published: ReadonlySet<string> | null;
  /** Route key → the ACL ids a guest's 401 named. */
  refusals: ReadonlyMap<string, string[]>;
  /** The release markers as read against the target (release-observe.ts readMarkers). */
  markers?: readonly MarkerReading[];
  /** Whether the target shows the module a contract route belongs to: a route missing from a module the target does
   * not have tells nothing. Absent = every module counts as shown (the schema is the whole story). */
  moduleShown?: (route: CompiledRoute) => boolean;
  /** Whether the published schema shows every route (an admin's view); a guest's lacks protected ones. Default true. */
  complete?: boolean;
}

/** Routes whose presence differs inside the span: their presence in the published schema tells something. */
export function presenceProbes(routes: readonly CompiledRoute[], span: ReleaseSpan): CompiledRoute[] {
  return routes.filter((r) => r.base === 'store' && r.service !== null && presenceIn(r, span).kind === 'uncertain');
}

/** GET routes whose permission changed inside the span, between ACL states: a guest's 401 body names the state. */
export function permissionProbes(routes: readonly CompiledRoute[], span: ReleaseSpan): CompiledRoute[] {
  return routes.filter((r) => {
    if (r.base !== 'store' || r.method !== 'GET' || presenceIn(r, span).kind === 'absent') return false;
    const states = permissionsFor(r, span);
    return states.length > 1 && states.every((s) => Array.isArray(s));
  });
}

/** Shapes that more than one route of the plan has. */
function sharedShapes(routes: readonly CompiledRoute[], shapeOf: (route: CompiledRoute) => string): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const r of routes) {
    if (r.base !== 'store') continue;
    const shape = shapeOf(r);
    if (seen.has(shape)) shared.add(shape);
    seen.add(shape);
  }
  return shared;
}

const resourcesKey = (p: Permission): string => (Array.isArray(p) ? [...p].sort().join(', ') : p);

/** The releases a marker allows, seen present or absent; null when the reading tells nothing. */
export function markerAllows(marker: ReleaseMarker, present: boolean, start: ReleaseSpan): ReleaseSpan | null {
  // A backport can only bring the newer state earlier: the latest change is the one it concerns.
  const backportIntro = marker.backport && marker.removed === null;
  const backportRemoval = marker.backport && marker.removed !== null;
  if (present) {
    const lo = backportIntro || marker.introduced === null ? null : { release: marker.introduced, inclusive: true };
    const end = marker.removedBy ?? marker.removed;
    const hi = end === null ? null : { release: end, inclusive: false };
    return intersect(start, { lo, hi });
  }
  if (backportRemoval) return null;
  const from = marker.introducedBy ?? marker.introduced;
  const certain: ReleaseSpan = { lo: from === null ? null : { release: from, inclusive: true }, hi: marker.removed === null ? null : { release: marker.removed, inclusive: false } };
  return without(start, certain);
}

interface Piece {
  span: ReleaseSpan;
  item: Omit<ReleaseEvidence, 'allows'>;
}

const same = (a: ReleaseSpan, b: ReleaseSpan): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Gather every piece, set aside the ones no release of the start span satisfies and every pair that contradicts each
 * other, and intersect the rest (pieces that do not narrow the start are left out of the record: they told nothing).
 */
export function narrowRelease(start: ReleaseSpan, routes: readonly CompiledRoute[], seen: TargetShows, shapeOf: (route: CompiledRoute) => string): Narrowed {
  const pieces: Piece[] = [];
  const add = (span: ReleaseSpan | null, item: Piece['item']) => {
    if (span !== null && !same(span, start)) pieces.push({ span, item });
  };
  for (const reading of seen.markers ?? []) {
    if (reading.present === null) continue;
    const m = reading.marker;
    const subject = describeSubject(m.subject);
    const what = m.subject.kind === 'behaviour' ? `the target showed ${reading.present ? '' : 'no '}${subject}` : `the published schema ${reading.present ? 'has' : 'lacks'} ${subject}`;
    const life = `${m.introduced ? `introduced in ${m.introduced}${m.introducedBy ? ` (or as late as ${m.introducedBy})` : ''}` : ''}${m.introduced && m.removed ? ', ' : ''}${m.removed ? `removed in ${m.removed}` : ''}`;
    add(markerAllows(m, reading.present, start), { seen: `${what} (${life})`, origin: { kind: 'marker', id: m.id, module: m.module, source: m.source, at: m.at } });
  }
  // A shape two routes share (POST /V1/orders/ until 2.3.4-p2, POST /V1/orders from 2.3.5: the shape drops the trailing
  // slash) tells nothing about which of them the target has, so it is no evidence.
  if (seen.published !== null) {
    const shared = sharedShapes(routes, shapeOf);
    for (const route of presenceProbes(routes, start)) {
      if (shared.has(shapeOf(route))) continue;
      const life = rangeSpan({ from: route.since, to: route.until });
      const lifeText = `introduced in ${route.since}${route.until ? `, last in ${route.until}` : ''}`;
      const origin: EvidenceOrigin = { kind: 'contract', route: route.key };
      if (seen.published.has(shapeOf(route))) add(intersect(start, life), { seen: `the published schema has ${route.key} (${lifeText})`, origin });
      else if (seen.complete !== false && (seen.moduleShown?.(route) ?? true)) add(without(start, life), { seen: `the published schema lacks ${route.key} (${lifeText})`, origin });
    }
  }
  for (const route of permissionProbes(routes, start)) {
    const named = seen.refusals.get(route.key);
    if (!named) continue;
    const state = permissionsFor(route, start).find((s) => Array.isArray(s) && resourcesKey(s) === [...named].sort().join(', '));
    if (!state) continue; // a state no release had: the checks report it
    add(releasesWithPermission(route, state, start), { seen: `a guest call to ${route.key} was refused naming ${named.join(', ')}`, origin: { kind: 'refusal', route: route.key } });
  }

  const ignored: ReleaseEvidence[] = [];
  const aside = new Set<number>();
  pieces.forEach((p, i) => {
    if (isEmpty(p.span)) {
      aside.add(i);
      ignored.push({ ...p.item, allows: 'no release', why: `no release of ${describeSpan(start)} has that` });
    }
  });
  pieces.forEach((p, i) => {
    if (aside.has(i)) return;
    const against = pieces.filter((q, j) => j !== i && !isEmpty(q.span) && isEmpty(intersect(p.span, q.span)));
    if (against.length === 0) return;
    aside.add(i);
    const others = against.map((q) => `"${q.item.seen}" (${describeSpan(q.span)})`).join('; ');
    ignored.push({ ...p.item, allows: describeSpan(p.span), why: `contradicts ${others}: an extension may add what a later release has, or a module may lack what its release had, so neither narrows the release` });
  });
  let span = start;
  const evidence: ReleaseEvidence[] = [];
  pieces.forEach((p, i) => {
    if (aside.has(i)) return;
    span = intersect(span, p.span);
    evidence.push({ ...p.item, allows: describeSpan(p.span) });
  });
  return { span, evidence, ignored };
}
