// Which differences of two targets' published schemas their releases explain. A release marker
// (contracts/releases/markers.yaml) says that a release introduced or removed a route, a definition or a property;
// when the two targets are placed at releases on either side of that change, a finding about that subject in that
// direction (added where the release brought it, removed where the release took it away) is the release's own. Every
// other finding is the rest: the edition, the modules installed or disabled, extensions. Two targets placed at the
// same release: none is the release's. Two whose spans share releases without being one release: the release is not
// known well enough to say, and the findings are left undecided rather than guessed.

import { describeSubject, type MarkerSubject, type ReleaseMarker, type ReleaseMarkers } from '../contracts/release-markers.ts';
import { ANY_RELEASE, isEmpty, intersect, minorReleaseOf, within, type ReleaseSpan } from '../contracts/release-span.ts';
import { pathShape } from '../schema/lookup.ts';
import type { DiffFinding, DiffRuleId } from './schema-diff.ts';
import { shortReleaseName } from './target-release.ts';

/**
 * - crossed: the two spans share no release, so the release changed between them;
 * - same: both are placed at the same minor release (patch levels are named only where a marker separates them);
 * - unknown: the spans share releases but are not one release: it may or may not have changed.
 */
export type ReleaseCrossing = 'crossed' | 'same' | 'unknown';

export type Attribution = 'release' | 'rest' | 'undecided';

/** One side of the comparison, as its fingerprint placed it (target.ts TargetSummary has these fields). */
export interface ReleasePlacement {
  releaseName: string | null;
  releaseSpan: ReleaseSpan;
}

/** A marker whose subject appears or disappears between the two releases. */
export interface CrossedMarker {
  id: string;
  /** `route GET /V1/...`, `property sales-rule-data-rule-discount-interface.rule_i_d`, a behaviour. */
  subject: string;
  /** From the first side to the second. */
  change: 'appears' | 'disappears';
  /** When the platform changed it: `introduced in 2.4.7`, `removed in 2.4.8`. */
  when: string;
  source: string;
}

export interface AttributedFinding {
  rule: DiffRuleId;
  subject: string;
  message: string;
  breaking: boolean;
  attribution: Attribution;
  /** The marker that explains it (release), or that it was checked against (rest); null when none covers it. */
  marker: string | null;
  /** Why it is where it is, in a few words. */
  why: string;
}

export interface ReleaseSplit {
  /** The two sides' releases as a change names them ("2.4.6", "2.4.7-p3", "2.4.5 – 2.4.x"). */
  base: string;
  other: string;
  crossing: ReleaseCrossing;
  /** The sentence a report shows above the two groups. */
  summary: string;
  /** The markers of the releases crossed (crossed only), whether or not the schemas show their subject. */
  markers: CrossedMarker[];
  /** The findings the release explains, the rest, and (crossing unknown) the ones left undecided; each in the
   * schema difference's order. */
  release: AttributedFinding[];
  rest: AttributedFinding[];
  undecided: AttributedFinding[];
}

/**
 * How sure a change must be:
 * - certain: every release of one side lacks the subject and every release of the other has it, even where the
 *   documents leave open when it came (introduced … introducedBy) or went (removed … removedBy);
 * - possible: the two sides' states fit the marker (one may lack it, the other may have it): what explains a
 *   difference both schemas show;
 * - backport: possible, and the newer state may also have reached patch releases of earlier lines.
 */
export type Certainty = 'certain' | 'possible' | 'backport';

/** Where the subject is (or may be) present and where it is (or may be) absent. */
function regions(marker: ReleaseMarker, certainty: Certainty): { present: ReleaseSpan; absent: ReleaseSpan[] } {
  const sure = certainty === 'certain';
  const came = sure ? (marker.introducedBy ?? marker.introduced) : marker.introduced;
  const went = sure ? marker.removed : (marker.removedBy ?? marker.removed);
  const backportIntro = certainty === 'backport' && marker.backport && marker.removed === null;
  const backportRemoval = certainty === 'backport' && marker.backport && marker.removed !== null;
  const present: ReleaseSpan = {
    lo: backportIntro || came === null ? null : { release: came, inclusive: true },
    hi: went === null ? null : { release: went, inclusive: false },
  };
  if (backportRemoval) return { present, absent: [ANY_RELEASE] };
  const absent: ReleaseSpan[] = [];
  const until = sure ? marker.introduced : (marker.introducedBy ?? marker.introduced);
  const from = sure ? (marker.removedBy ?? marker.removed) : marker.removed;
  if (until !== null) absent.push({ lo: null, hi: { release: until, inclusive: false } });
  if (from !== null) absent.push({ lo: { release: from, inclusive: true }, hi: null });
  return { present, absent };
}

/** Whether the marker's subject appears or disappears from `a` to `b` (two spans that share no release). */
export function markerChange(marker: ReleaseMarker, a: ReleaseSpan, b: ReleaseSpan, certainty: Certainty = 'certain'): CrossedMarker['change'] | null {
  if (isEmpty(a) || isEmpty(b) || !isEmpty(intersect(a, b))) return null;
  const { present, absent } = regions(marker, certainty);
  const lacks = (s: ReleaseSpan) => absent.some((r) => within(s, r));
  if (lacks(a) && within(b, present)) return 'appears';
  if (within(a, present) && lacks(b)) return 'disappears';
  return null;
}

function when(marker: ReleaseMarker, change: CrossedMarker['change'], a: ReleaseSpan, b: ReleaseSpan): string {
  // The change the two sides straddle. Upgrading (a first), a subject that appears came with an introduction and one
  // that disappears went with a removal; downgrading, the other way round.
  const removal = marker.introduced === null ? true : marker.removed === null ? false : (change === 'disappears') === isBefore(a, b);
  const release = removal ? marker.removed : marker.introduced;
  const by = removal ? marker.removedBy : marker.introducedBy;
  return `${removal ? 'removed' : 'introduced'} in ${release ?? '?'}${by ? ` (or as late as ${by})` : ''}`;
}

/** Whether every release of `a` comes before every release of `b` (two spans that share none). */
function isBefore(a: ReleaseSpan, b: ReleaseSpan): boolean {
  return isEmpty(intersect(b, { lo: null, hi: a.hi }));
}

/** The key a marker subject and a schema finding share: `route GET /V1/carts/{}`, `definition x`, `property x.y`. */
function subjectKey(subject: MarkerSubject): string | null {
  switch (subject.kind) {
    case 'route': {
      const [method = '', path = ''] = subject.route.split(' ');
      return `route ${method} ${pathShape(path)}`;
    }
    case 'definition':
      return `definition ${subject.definition}`;
    case 'property':
      return `property ${subject.definition}.${subject.property}`;
    default:
      return null; // parameters, responses and behaviours: the schema difference does not report them
  }
}

/** The keys a finding may be explained under, and the direction it goes, or null for a kind no marker explains. */
function findingKeys(finding: DiffFinding): { keys: string[]; change: CrossedMarker['change'] } | null {
  const change = finding.rule.endsWith('.added') ? 'appears' : finding.rule.endsWith('.removed') ? 'disappears' : null;
  if (change === null) return null;
  if (finding.rule.startsWith('route.')) {
    const [method = '', path = ''] = finding.subject.split(' ');
    return { keys: [`route ${method} ${pathShape(path)}`], change };
  }
  if (finding.rule.startsWith('definition.')) {
    // The platform generates <name>-extension-interface with every extensible <name>-interface: it comes and goes
    // with its definition.
    const owner = finding.subject.replace(/-extension-interface$/, '-interface');
    return { keys: owner === finding.subject ? [`definition ${finding.subject}`] : [`definition ${finding.subject}`, `definition ${owner}`], change };
  }
  if (finding.rule.startsWith('field.')) return { keys: [`property ${finding.subject}`], change };
  return null;
}

/** The marker among `candidates` that explains a subject appearing or disappearing from span `a` to span `b` (two
 * spans that share no release), with when the platform changed it; a marker whose change may have been backported
 * only when none is surer; null when none does. */
export function explainingMarker(candidates: readonly ReleaseMarker[], change: CrossedMarker['change'], a: ReleaseSpan, b: ReleaseSpan): { marker: string; why: string } | null {
  for (const certainty of ['possible', 'backport'] as const) {
    const m = candidates.find((c) => markerChange(c, a, b, certainty) === change);
    if (m !== undefined) return { marker: m.id, why: `${when(m, change, a, b)}${certainty === 'backport' ? ', possibly backported' : ''}` };
  }
  return null;
}

/** The route markers of a route, by its method and path in either form (`GET /V1/carts/:cartId`, `GET /V1/carts/{cartId}`). */
export function routeMarkers(markers: ReleaseMarkers, route: string): ReleaseMarker[] {
  const [method = '', path = ''] = route.split(' ');
  const key = `route ${method} ${pathShape(path)}`;
  return markers.markers.filter((m) => subjectKey(m.subject) === key);
}

/** Whether two placements are apart, one release, or may be either. */
export function crossingOf(a: ReleaseSpan, b: ReleaseSpan): ReleaseCrossing {
  if (!isEmpty(a) && !isEmpty(b) && isEmpty(intersect(a, b))) return 'crossed';
  return JSON.stringify(a) === JSON.stringify(b) && minorReleaseOf(a) !== null ? 'same' : 'unknown';
}

/** The findings of base → other split by what the markers say the releases between them changed. */
export function splitByRelease(findings: readonly DiffFinding[], base: ReleasePlacement, other: ReleasePlacement, markers: ReleaseMarkers): ReleaseSplit {
  const a = base.releaseSpan;
  const b = other.releaseSpan;
  const names = { base: shortReleaseName(base.releaseName, a), other: shortReleaseName(other.releaseName, b) };
  const crossing = crossingOf(a, b);
  const byKey = new Map<string, ReleaseMarker[]>();
  for (const m of markers.markers) {
    const key = subjectKey(m.subject);
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), m]);
  }
  const crossed: CrossedMarker[] = [];
  if (crossing === 'crossed') {
    for (const m of markers.markers) {
      const change = markerChange(m, a, b);
      if (change !== null) crossed.push({ id: m.id, subject: describeSubject(m.subject), change, when: when(m, change, a, b), source: m.source });
    }
  }
  const split: ReleaseSplit = { ...names, crossing, summary: '', markers: crossed, release: [], rest: [], undecided: [] };
  for (const f of findings) {
    const finding = { rule: f.rule, subject: f.subject, message: f.message, breaking: f.breaking };
    if (crossing === 'unknown') {
      split.undecided.push({ ...finding, attribution: 'undecided', marker: null, why: `${names.base} and ${names.other} may be one release` });
      continue;
    }
    const keyed = findingKeys(f);
    const candidates = keyed === null ? [] : keyed.keys.flatMap((k) => byKey.get(k) ?? []);
    const marker = crossing === 'crossed' && keyed !== null ? explainingMarker(candidates, keyed.change, a, b) : null;
    const explained: AttributedFinding | null = marker === null ? null : { ...finding, attribution: 'release', marker: marker.marker, why: marker.why };
    if (explained !== null) split.release.push(explained);
    else {
      const checked = candidates[0];
      const why = checked !== undefined ? `${checked.id} does not change between ${names.base} and ${names.other}` : crossing === 'same' ? `both are ${names.base}` : 'no release marker covers it';
      split.rest.push({ ...finding, attribution: 'rest', marker: checked?.id ?? null, why });
    }
  }
  split.summary = summaryOf(split, findings.length);
  return split;
}

function summaryOf(split: ReleaseSplit, total: number): string {
  if (split.crossing === 'crossed') {
    return `release ${split.base} → ${split.other}: ${split.release.length} of ${total} schema difference(s) explained by the release (its markers), ${split.rest.length} the rest (edition, modules, extensions)`;
  }
  if (split.crossing === 'same') return `both at release ${split.base}: none of the ${total} schema difference(s) is the release's; they are the edition, modules or extensions`;
  return `releases ${split.base} and ${split.other} may be one release: the ${total} schema difference(s) are neither attributed to the release nor to the rest`;
}
