// What the run knows of a target's release: not one release but a span of them. A configured 2.4.7 is a span of one;
// a published schema that says only "2.4" (as every real 2.4.x installation does) means "some release of the 2.4
// line", and evidence the target gives (the ACL ids its 401 bodies name, the routes its schema has or lacks) narrows
// the span. Every state any release of the span had is then accepted, and the state seen is recorded.

import { isRelease } from './release.ts';
import type { CompiledRoute, Permission, Release, ReleaseRange } from './types.ts';

/** One end of a span: a release, included or not. A bare line (2.4) as a lower end starts before its first release,
 * as an upper end covers its every release. */
export interface SpanBound {
  release: Release;
  inclusive: boolean;
}

/** Releases between lo and hi; a null end is unbounded. */
export interface ReleaseSpan {
  lo: SpanBound | null;
  hi: SpanBound | null;
}

export const ANY_RELEASE: ReleaseSpan = { lo: null, hi: null };

type Key = readonly [number, number, number];
const LINE = /^2\.(\d+)$/;
const FULL = /^2\.(\d+)\.(\d+)(?:-p(\d+))?$/;

/** Where a bound sits on the release axis. A bare line is the whole line: its start before 2.L.0, its end after every
 * 2.L.x-pN. An unbounded end is ±Infinity. */
function keyOf(release: Release, end: 'lo' | 'hi'): Key {
  const line = LINE.exec(release);
  if (line) return end === 'lo' ? [Number(line[1]), -Infinity, -Infinity] : [Number(line[1]), Infinity, Infinity];
  const m = FULL.exec(release);
  if (!m) throw new Error(`not a release: ${release}`);
  return [Number(m[1]), Number(m[2]), m[3] === undefined ? 0 : Number(m[3])];
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < 3; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

interface Edge {
  key: Key;
  inclusive: boolean;
}

const NEG: Edge = { key: [-Infinity, -Infinity, -Infinity], inclusive: false };
const POS: Edge = { key: [Infinity, Infinity, Infinity], inclusive: false };
const loEdge = (span: ReleaseSpan): Edge => (span.lo === null ? NEG : { key: keyOf(span.lo.release, 'lo'), inclusive: span.lo.inclusive });
const hiEdge = (span: ReleaseSpan): Edge => (span.hi === null ? POS : { key: keyOf(span.hi.release, 'hi'), inclusive: span.hi.inclusive });

/** Order of lower edges: at the same release, an inclusive edge starts earlier. */
function cmpLo(a: Edge, b: Edge): number {
  return compareKeys(a.key, b.key) || (a.inclusive === b.inclusive ? 0 : a.inclusive ? -1 : 1);
}

/** Order of upper edges: at the same release, an exclusive edge ends earlier. */
function cmpHi(a: Edge, b: Edge): number {
  return compareKeys(a.key, b.key) || (a.inclusive === b.inclusive ? 0 : a.inclusive ? 1 : -1);
}

/** Whether something lies between a lower and an upper edge. */
function nonEmpty(lo: Edge, hi: Edge): boolean {
  const c = compareKeys(lo.key, hi.key);
  return c < 0 || (c === 0 && lo.inclusive && hi.inclusive);
}

/** Whether an upper edge and the next lower edge leave no release between them. */
function touches(hi: Edge, lo: Edge): boolean {
  const c = compareKeys(lo.key, hi.key);
  return c < 0 || (c === 0 && (lo.inclusive || hi.inclusive));
}

const EMPTY: ReleaseSpan = { lo: { release: '2.0.0', inclusive: false }, hi: { release: '2.0.0', inclusive: false } };

/** The span a stated release means: unknown → every release; a line → every release of it; a release → itself. */
export function spanOf(release: Release | null): ReleaseSpan {
  if (release === null || !isRelease(release)) return ANY_RELEASE;
  return { lo: { release, inclusive: true }, hi: { release, inclusive: true } };
}

export function rangeSpan(range: ReleaseRange): ReleaseSpan {
  return { lo: { release: range.from, inclusive: true }, hi: range.to === null ? null : { release: range.to, inclusive: true } };
}

export function isEmpty(span: ReleaseSpan): boolean {
  return !nonEmpty(loEdge(span), hiEdge(span));
}

export function intersect(a: ReleaseSpan, b: ReleaseSpan): ReleaseSpan {
  return { lo: cmpLo(loEdge(a), loEdge(b)) >= 0 ? a.lo : b.lo, hi: cmpHi(hiEdge(a), hiEdge(b)) <= 0 ? a.hi : b.hi };
}

export function overlaps(a: ReleaseSpan, b: ReleaseSpan): boolean {
  return !isEmpty(intersect(a, b));
}

/** Whether every release of `inner` lies in `outer`. */
export function within(inner: ReleaseSpan, outer: ReleaseSpan): boolean {
  return isEmpty(inner) || (cmpLo(loEdge(inner), loEdge(outer)) >= 0 && cmpHi(hiEdge(inner), hiEdge(outer)) <= 0);
}

/** Whether the parts together cover every release of `span`. A gap between two bounds counts as releases, so a gap
 * can only make the answer "not covered" (one more state accepted), never hide a state. */
export function covered(span: ReleaseSpan, parts: readonly ReleaseSpan[]): boolean {
  if (isEmpty(span)) return true;
  const pieces = parts.map((p) => intersect(p, span)).filter((p) => !isEmpty(p));
  pieces.sort((a, b) => cmpLo(loEdge(a), loEdge(b)));
  let reached: Edge | null = null;
  for (const piece of pieces) {
    const lo = loEdge(piece);
    if (reached === null ? cmpLo(lo, loEdge(span)) > 0 : !touches(reached, lo)) return false;
    const hi = hiEdge(piece);
    if (reached === null || cmpHi(hi, reached) > 0) reached = hi;
  }
  return reached !== null && cmpHi(reached, hiEdge(span)) >= 0;
}

/** The span without the releases of `part`, when that leaves one span (part at one end); the span unchanged when
 * `part` sits strictly inside it (two pieces cannot be one span: less narrowing, never a wrong one). */
export function without(span: ReleaseSpan, part: ReleaseSpan): ReleaseSpan {
  if (!overlaps(span, part)) return span;
  const coversStart = cmpLo(loEdge(part), loEdge(span)) <= 0;
  const coversEnd = cmpHi(hiEdge(part), hiEdge(span)) >= 0;
  if (coversStart && coversEnd) return EMPTY;
  if (coversStart && part.hi !== null) return { lo: afterBound(part.hi), hi: span.hi };
  if (coversEnd && part.lo !== null) return { lo: span.lo, hi: beforeBound(part.lo) };
  return span;
}

/** The lower bound of what follows an upper bound (a bare line read as an upper bound ends after its last release). */
function afterBound(hi: SpanBound): SpanBound {
  const line = LINE.exec(hi.release);
  if (line && hi.inclusive) return { release: `2.${Number(line[1]) + 1}`, inclusive: true };
  return { release: hi.release, inclusive: !hi.inclusive };
}

/** The upper bound of what precedes a lower bound (a bare line read as a lower bound starts before its first one). */
function beforeBound(lo: SpanBound): SpanBound {
  const line = LINE.exec(lo.release);
  if (line && lo.inclusive) return { release: `2.${Number(line[1]) - 1}`, inclusive: true };
  return { release: lo.release, inclusive: !lo.inclusive };
}

/** The smallest span holding every given span (the hull); null when all are empty. */
export function hull(spans: readonly ReleaseSpan[]): ReleaseSpan | null {
  let out: ReleaseSpan | null = null;
  for (const s of spans) {
    if (isEmpty(s)) continue;
    out = out === null ? s : { lo: cmpLo(loEdge(out), loEdge(s)) <= 0 ? out.lo : s.lo, hi: cmpHi(hiEdge(out), hiEdge(s)) >= 0 ? out.hi : s.hi };
  }
  return out;
}

/** The one minor release a span holds, whatever its patch level: 2.4.7 for [2.4.7, 2.4.8) (and for 2.4.7 itself,
 * or [2.4.7-p1, 2.4.7-p3]); null when the span reaches past it, or is empty. */
export function minorReleaseOf(span: ReleaseSpan): string | null {
  if (span.lo === null || span.hi === null || isEmpty(span)) return null;
  const lo = FULL.exec(span.lo.release);
  const hi = FULL.exec(span.hi.release);
  if (!lo || !hi || lo[1] !== hi[1]) return null;
  const minor = `2.${lo[1]}.${lo[2]}`;
  if (lo[2] === hi[2]) return minor;
  // [2.4.7, 2.4.8): every patch level of 2.4.7 and nothing of 2.4.8.
  const next = Number(lo[2]) + 1 === Number(hi[2]) && hi[3] === undefined && !span.hi.inclusive;
  return next ? minor : null;
}

/** The span as people read it: "2.4.7", "2.4.7, some patch level", "2.4.1 – 2.4.x", "any release". */
export function describeSpan(span: ReleaseSpan): string {
  if (span.lo === null && span.hi === null) return 'any release';
  const minor = minorReleaseOf(span);
  if (minor !== null && !(span.lo?.release === span.hi?.release && span.lo?.inclusive && span.hi?.inclusive)) {
    const from = span.lo as SpanBound;
    // Patch levels are named only when the evidence separates them.
    const whole = from.release === minor && from.inclusive && (span.hi?.release === `2.${minor.split('.')[1]}.${Number(minor.split('.')[2]) + 1}` && !span.hi.inclusive);
    if (whole) return `${minor}, some patch level`;
  }
  if (span.lo && span.hi && span.lo.release === span.hi.release && span.lo.inclusive && span.hi.inclusive) {
    return LINE.test(span.lo.release) ? `some release of ${span.lo.release}` : span.lo.release;
  }
  const lo = span.lo === null ? 'the first release' : `${span.lo.inclusive ? '' : 'after '}${span.lo.release}`;
  const hi = span.hi === null ? 'the newest' : `${span.hi.inclusive ? '' : 'before '}${LINE.test(span.hi.release) && span.hi.inclusive ? `${span.hi.release}.x` : span.hi.release}`;
  return `${lo} – ${hi}`;
}

/** The route's permission states any release of the span had, the newest first (one for an exact release). */
export function permissionsFor(route: Pick<CompiledRoute, 'permission' | 'permissionHistory'>, span: ReleaseSpan): Permission[] {
  const states: Permission[] = [];
  const add = (p: Permission) => {
    if (!states.some((s) => JSON.stringify(s) === JSON.stringify(p))) states.push(p);
  };
  const historical = route.permissionHistory.flatMap((h) => h.ranges.map(rangeSpan));
  if (!covered(span, historical)) add(route.permission);
  for (const h of [...route.permissionHistory].reverse()) if (h.ranges.some((r) => overlaps(span, rangeSpan(r)))) add(h.permission);
  if (states.length === 0) add(route.permission);
  return states;
}

/** The releases of the span in which the route has this permission state (a hull when they are apart), or null. */
export function releasesWithPermission(route: Pick<CompiledRoute, 'permission' | 'permissionHistory'>, state: Permission, span: ReleaseSpan): ReleaseSpan | null {
  const key = JSON.stringify(state);
  const parts: ReleaseSpan[] = [];
  for (const h of route.permissionHistory) if (JSON.stringify(h.permission) === key) parts.push(...h.ranges.map((r) => intersect(span, rangeSpan(r))));
  if (JSON.stringify(route.permission) === key) {
    let rest = span;
    for (const h of route.permissionHistory) for (const r of h.ranges) rest = without(rest, rangeSpan(r));
    parts.push(rest);
  }
  return hull(parts.filter((p) => !isEmpty(p)));
}

export type Presence = { kind: 'present' } | { kind: 'absent'; reason: string } | { kind: 'uncertain'; reason: string };

/** Whether the route exists in every release of the span, in none, or in some. */
export function presenceIn(route: Pick<CompiledRoute, 'since' | 'until'>, span: ReleaseSpan): Presence {
  const life = rangeSpan({ from: route.since, to: route.until });
  const lifeText = `introduced in ${route.since}${route.until ? `, last in ${route.until}` : ''}`;
  if (within(span, life)) return { kind: 'present' };
  if (!overlaps(span, life)) return { kind: 'absent', reason: `route ${lifeText}; the target is ${describeSpan(span)}` };
  return { kind: 'uncertain', reason: `route ${lifeText}; the target is ${describeSpan(span)}, and nothing it showed tells which` };
}
