// What reports say of a target's release: the name its fingerprint gave it (the configured release, or the span the
// evidence left: "2.4.7, some patch level", "2.4.5 – 2.4.x"), the span of releases it may be, and the markers that
// placed it there. A fingerprint written before release markers has only `release` (a release, or the line the
// schema published): its span is that release or that line.

import { isRelease } from '../contracts/release.ts';
import { ANY_RELEASE, minorReleaseOf, spanOf, type ReleaseSpan, type SpanBound } from '../contracts/release-span.ts';
import { fingerprintField } from './load-run.ts';

export interface TargetRelease {
  /** As the fingerprint named it (releaseName), else its `release`; null when nothing is known. */
  name: string | null;
  /** The releases the target may be. */
  span: ReleaseSpan;
  /** The ids of the release markers whose evidence placed the span (none when the release was configured). */
  markers: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function boundOf(value: unknown): SpanBound | null | undefined {
  if (value === null) return null;
  if (!isObj(value) || typeof value.release !== 'string' || !isRelease(value.release) || typeof value.inclusive !== 'boolean') return undefined;
  return { release: value.release, inclusive: value.inclusive };
}

/** The fingerprint's releaseSpan when it has the shape global setup writes, else null. */
export function spanOfFingerprint(fingerprint: unknown): ReleaseSpan | null {
  const value = fingerprintField(fingerprint, 'releaseSpan');
  if (!isObj(value)) return null;
  const lo = boundOf(value.lo ?? null);
  const hi = boundOf(value.hi ?? null);
  return lo === undefined || hi === undefined ? null : { lo, hi };
}

export function releaseOfFingerprint(fingerprint: unknown): TargetRelease {
  const release = fingerprintField(fingerprint, 'release');
  const named = fingerprintField(fingerprint, 'releaseName');
  const name = typeof named === 'string' ? named : typeof release === 'string' ? release : null;
  const span = spanOfFingerprint(fingerprint) ?? (typeof release === 'string' && isRelease(release) ? spanOf(release) : ANY_RELEASE);
  const evidence = fingerprintField(fingerprint, 'releaseEvidence');
  const markers: string[] = [];
  if (Array.isArray(evidence)) {
    for (const e of evidence) {
      const origin = isObj(e) ? e.origin : undefined;
      if (isObj(origin) && origin.kind === 'marker' && typeof origin.id === 'string') markers.push(origin.id);
    }
  }
  return { name, span, markers };
}

/** The release as a change names it: the minor release a span of "2.4.7, some patch level" stands for ("2.4.7"),
 * otherwise the name as it is ("2.4.6-p8", "2.4.5 – 2.4.x"), or "unknown". */
export function shortReleaseName(name: string | null, span: ReleaseSpan): string {
  if (name === null) return 'unknown';
  const minor = minorReleaseOf(span);
  return minor !== null && name === `${minor}, some patch level` ? minor : name;
}
