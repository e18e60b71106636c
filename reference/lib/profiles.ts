// Profiles: what an edition x release plays. Feature switches follow the release where the platform changed.

import { compareReleases, isAtLeast, parseRelease } from './release.ts';
import type { Edition, Profile } from './types.ts';

/** The concrete release a bare line (--release 2.2) stands for: the last release of each line. */
export const DEFAULT_RELEASE_OF_LINE: Readonly<Record<string, string>> = {
  '2.0': '2.0.7',
  '2.1': '2.1.18',
  '2.2': '2.2.10',
  '2.3': '2.3.7',
  '2.4': '2.4.7',
};

export const EDITIONS: readonly Edition[] = ['open-source', 'commerce'];

const HOUR_S = 3600;

/** Turns `2.4`, `2.4.7` or `2.4.7-p3` into a concrete supported release; throws a one-line reason otherwise. */
export function resolveRelease(text: string): string {
  const parsed = parseRelease(text);
  if (!parsed) throw new Error(`--release must look like 2.4 or 2.4.7 (or 2.4.7-p3), got "${text}"`);
  const line = `${parsed.major}.${parsed.minor}`;
  const lineDefault = DEFAULT_RELEASE_OF_LINE[line];
  if (!lineDefault) {
    throw new Error(`--release ${text} is outside the supported lines ${Object.keys(DEFAULT_RELEASE_OF_LINE).join(', ')}`);
  }
  const isBareLine = /^\d+\.\d+$/.test(text.trim());
  return isBareLine ? lineDefault : text.trim();
}

export interface ProfileOverrides {
  adminTokenLifetimeS?: number;
  customerTokenLifetimeS?: number;
}

export function createProfile(edition: Edition, releaseText: string, overrides: ProfileOverrides = {}): Profile {
  const release = resolveRelease(releaseText);
  const jwt = isAtLeast(release, '2.4.4');
  // JWT lifetimes: webapi/jwtauth/*_expiration = 60 min each; opaque tokens: oauth/access_token_lifetime admin 4 h,
  // customer 1 h (facts 22).
  const defaultAdminLifetime = jwt ? HOUR_S : 4 * HOUR_S;
  const defaultCustomerLifetime = HOUR_S;
  return {
    edition,
    release,
    features: {
      async: isAtLeast(release, '2.3.0'),
      asyncDelete: isAtLeast(release, '2.3.0'),
      bulkDelete: isAtLeast(release, '2.3.0'),
      asyncPatch: false,
      dataHash: isAtLeast(release, '2.3.2') ? 'hmac-sha256' : 'null',
      topicShape: isAtLeast(release, '2.3.1') ? 'service' : 'route',
      countRoute: isAtLeast(release, '2.3.0'),
      userType: isAtLeast(release, '2.3.0'),
      jwt,
    },
    adminTokenLifetimeS: overrides.adminTokenLifetimeS ?? defaultAdminLifetime,
    customerTokenLifetimeS: overrides.customerTokenLifetimeS ?? defaultCustomerLifetime,
  };
}

/** Magento\Framework\Webapi\Rest\RequestMethodValidator (405 for methods other than GET/POST/PUT/DELETE) is in
 * 2.4.6-p1 and absent in 2.4.4; 2.4.5 is taken as its first release. Older releases answer 400. */
export function hasMethodValidator(release: string): boolean {
  return compareReleases(release, '2.4.5') >= 0;
}

/** Magento_Staging (Content Staging): Adobe Commerce from 2.1; Open Source has no Staging module. */
export function hasContentStaging(edition: Edition, release: string): boolean {
  return edition === 'commerce' && compareReleases(release, '2.1.0') >= 0;
}

/** Magento_Staging plugs Magento\Staging\Plugin\RestPlugin::beforeDispatch into the REST front controller; it reads
 * the request's body parameters before routing and ACL, so a body that cannot be decoded fails there, outside the
 * web API's error handling. */
export function decodesBodyBeforeDispatch(edition: Edition, release: string): boolean {
  return hasContentStaging(edition, release);
}
