// Reads the claims of a JWT without verifying it: the suite only records what the target issued (lifetime, user
// type); it never holds the installation's signing key.

export interface JwtClaims {
  uid?: number;
  utypid?: number;
  iat?: number;
  exp?: number;
  [claim: string]: unknown;
}

export function decodeJwtClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0] as string, 'base64url').toString('utf8')) as { alg?: unknown };
    if (typeof header.alg !== 'string') return null;
    const claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8')) as unknown;
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

export function jwtAlgorithm(token: string): string | null {
  const first = token.split('.')[0];
  if (!first) return null;
  try {
    const header = JSON.parse(Buffer.from(first, 'base64url').toString('utf8')) as { alg?: unknown };
    return typeof header.alg === 'string' ? header.alg : null;
  } catch {
    return null;
  }
}
