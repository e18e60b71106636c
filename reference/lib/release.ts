// Release strings of the platform (2.4.7, 2.3.4-p2, 2.4.0-p1) and their ordering. Release lines are compared by
// version number only: every 2.3.x sorts before 2.4.0 even when a 2.3 patch shipped after it.

export interface ReleaseVersion {
  major: number;
  minor: number;
  patch: number;
  /** Security patch level: 2.4.0-p1 → 1; 0 when none. */
  securityPatch: number;
}

const RELEASE_PATTERN = /^(\d+)\.(\d+)(?:\.(\d+))?(?:-p(\d+))?$/;

/** Parses a release such as 2.4.7, 2.4.7-p3 or a line such as 2.4; null when it is not one. */
export function parseRelease(text: string): ReleaseVersion | null {
  const match = RELEASE_PATTERN.exec(text.trim());
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: match[3] === undefined ? 0 : Number(match[3]),
    securityPatch: match[4] === undefined ? 0 : Number(match[4]),
  };
}

function versionOf(text: string): ReleaseVersion {
  const parsed = parseRelease(text);
  if (!parsed) throw new Error(`not a release: ${text}`);
  return parsed;
}

/** Negative when a sorts before b, 0 when equal, positive when after. */
export function compareReleases(a: string, b: string): number {
  const x = versionOf(a);
  const y = versionOf(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch || x.securityPatch - y.securityPatch;
}

export function isAtLeast(release: string, minimum: string): boolean {
  return compareReleases(release, minimum) >= 0;
}

/** The release line of a release: 2.4.7-p3 → 2.4 */
export function releaseLine(release: string): string {
  const version = versionOf(release);
  return `${version.major}.${version.minor}`;
}
