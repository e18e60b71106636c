// Releases as the platform numbers them (2.0, 2.2.8, 2.4.6-p1) and ranges over them ("2.0 - 2.2.7, 2.3.0").

import type { Release, ReleaseRange } from './types.ts';

const RELEASE = /^2\.(\d+)(?:\.(\d+))?(?:-p(\d+))?$/;

/** The release lines the platform has shipped; a since/until outside them is a typo, not a release. */
const KNOWN_LINES = [0, 1, 2, 3, 4];

export function isRelease(text: string): boolean {
  const m = RELEASE.exec(text);
  return m !== null && KNOWN_LINES.includes(Number(m[1]));
}

/** [line, patch, security patch]; a bare line (2.3) sorts before its first release (2.3.0). */
function releaseKey(release: Release): [number, number, number] {
  const m = RELEASE.exec(release);
  if (!m) throw new Error(`not a release: ${release}`);
  return [Number(m[1]), m[2] === undefined ? -1 : Number(m[2]), m[3] === undefined ? 0 : Number(m[3])];
}

export function compareReleases(a: Release, b: Release): number {
  const ka = releaseKey(a);
  const kb = releaseKey(b);
  for (let i = 0; i < 3; i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether `release` lies in [from, to]; a bare line as `to` covers every release of that line. */
export function inRange(release: Release, range: ReleaseRange): boolean {
  if (compareReleases(release, range.from) < 0) return false;
  if (range.to === null) return true;
  const to = releaseKey(range.to);
  if (to[1] === -1) return releaseKey(release)[0] <= to[0];
  return compareReleases(release, range.to) <= 0;
}

export type RangeParse = { ok: true; ranges: ReleaseRange[] } | { ok: false; bad: string };

/** "2.0 - 2.2.7, 2.3.0" → [{from 2.0, to 2.2.7}, {from 2.3.0, to 2.3.0}]; "2.4.1 -" is open ended.
 * A range's dash needs white space on one side at least, since 2.4.6-p1 has a dash of its own. */
export function parseReleaseRanges(text: string): RangeParse {
  const ranges: ReleaseRange[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const bounds = part.split(/\s+-\s*|\s*-\s+|\s+-$/).map((b) => b.trim());
    const from = bounds[0] ?? '';
    if (!isRelease(from)) return { ok: false, bad: from || text };
    if (bounds.length === 1) {
      ranges.push({ from, to: from });
      continue;
    }
    const to = bounds[1] ?? '';
    if (bounds.length > 2 || (to !== '' && !isRelease(to))) return { ok: false, bad: part };
    ranges.push({ from, to: to === '' ? null : to });
  }
  return { ok: true, ranges };
}

/** Whether a route introduced in `since` and (optionally) last present in `until` exists in `release`. */
export function presentIn(release: Release, since: Release, until: Release | null): boolean {
  return inRange(release, { from: since, to: until });
}
