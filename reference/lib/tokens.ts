// Admin and customer access tokens as the platform issues them: JWT (HS256, claims uid/utypid/iat/exp) from
// 2.4.4, opaque 32-character tokens before. Every issued token is kept in a store so that revocation, expiry and
// the expired-token cleanup job behave like the platform's oauth_token / jwt_auth_revoked tables.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenUserType = 2 | 3; // 2 admin, 3 customer (UserContextInterface)

export interface TokenRecord {
  userType: TokenUserType;
  userId: number;
  issuedAtMs: number;
  expiresAtMs: number;
}

export interface TokenServiceOptions {
  jwt: boolean;
  /** Secret the JWTs are signed with (derived from the installation's crypt key). */
  signingKey: string;
  lifetimeS(userType: TokenUserType): number;
  now(): Date;
  /** expired-token-accepted / revoked-token-accepted faults. */
  acceptExpired: boolean;
  acceptRevoked: boolean;
}

export interface TokenService {
  issue(userType: TokenUserType, userId: number): string;
  /** The token's user, or null for anything unknown, malformed, expired or revoked (the caller becomes a guest). */
  resolve(token: string): TokenRecord | null;
  /** Revokes every token issued so far to this user (revoke-customer-token, admin logout). */
  revokeUser(userType: TokenUserType, userId: number): void;
  /** Deletes expired tokens (the platform's hourly cron); returns how many were removed. */
  cleanup(): number;
  size(): number;
}

const OPAQUE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function opaqueToken(): string {
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += OPAQUE_ALPHABET[byte % OPAQUE_ALPHABET.length];
  return token;
}

function base64Url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: Record<string, number>, key: string): string {
  const header = base64Url(JSON.stringify({ kid: '1', alg: 'HS256' }));
  const payload = base64Url(JSON.stringify(claims));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** True when the token is a JWT whose HS256 signature matches the key. */
export function hasValidJwtSignature(token: string, key: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const records = new Map<string, TokenRecord>();
  /** user key → time of the last revocation; tokens issued at or before it are void. */
  const revokedAt = new Map<string, number>();
  const userKey = (userType: TokenUserType, userId: number) => `${userType}:${userId}`;

  function issue(userType: TokenUserType, userId: number): string {
    const issuedAtMs = options.now().getTime();
    const expiresAtMs = issuedAtMs + options.lifetimeS(userType) * 1000;
    const token = options.jwt
      ? signJwt(
          { uid: userId, utypid: userType, iat: Math.floor(issuedAtMs / 1000), exp: Math.floor(expiresAtMs / 1000) },
          options.signingKey,
        )
      : opaqueToken();
    records.set(token, { userType, userId, issuedAtMs, expiresAtMs });
    return token;
  }

  function resolve(token: string): TokenRecord | null {
    const record = records.get(token);
    if (!record) return null;
    if (options.jwt && !hasValidJwtSignature(token, options.signingKey)) return null;
    if (!options.acceptExpired && options.now().getTime() >= record.expiresAtMs) return null;
    const revocation = revokedAt.get(userKey(record.userType, record.userId));
    if (!options.acceptRevoked && revocation !== undefined && record.issuedAtMs <= revocation) return null;
    return record;
  }

  function revokeUser(userType: TokenUserType, userId: number): void {
    revokedAt.set(userKey(userType, userId), options.now().getTime());
  }

  function cleanup(): number {
    if (options.acceptExpired) return 0;
    const nowMs = options.now().getTime();
    let removed = 0;
    for (const [token, record] of records) {
      if (nowMs >= record.expiresAtMs) {
        records.delete(token);
        removed += 1;
      }
    }
    return removed;
  }

  return { issue, resolve, revokeUser, cleanup, size: () => records.size };
}

/** Magento\Integration\Model\Oauth\Token\RequestThrottler: 6 failures lock the account for 1800 s; the check
 * runs before the credentials; counters are kept per user type; a successful sign-in resets the counter. */
export interface Throttler {
  isLocked(userType: TokenUserType, username: string): boolean;
  recordFailure(userType: TokenUserType, username: string): void;
  reset(userType: TokenUserType, username: string): void;
}

export const MAX_FAILURES = 6;
export const LOCK_TIMEOUT_S = 1800;

/** `maxFailures`: the failures that lock (MAX_FAILURES; one fewer under the fault lockout-early). */
export function createThrottler(now: () => Date, enabled: boolean, maxFailures = MAX_FAILURES): Throttler {
  const failures = new Map<string, { count: number; lastFailureMs: number }>();
  const key = (userType: TokenUserType, username: string) => `${userType}:${username.toLowerCase()}`;
  return {
    isLocked(userType, username) {
      if (!enabled) return false;
      const entry = failures.get(key(userType, username));
      if (!entry || entry.count < maxFailures) return false;
      if (now().getTime() - entry.lastFailureMs >= LOCK_TIMEOUT_S * 1000) {
        failures.delete(key(userType, username));
        return false;
      }
      return true;
    },
    recordFailure(userType, username) {
      const entry = failures.get(key(userType, username)) ?? { count: 0, lastFailureMs: 0 };
      failures.set(key(userType, username), { count: entry.count + 1, lastFailureMs: now().getTime() });
    },
    reset(userType, username) {
      failures.delete(key(userType, username));
    },
  };
}
