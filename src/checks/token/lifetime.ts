// token.lifetime: exp - iat of the JWTs the target issues, against the configured or documented lifetimes.

import { decodeJwtClaims, jwtAlgorithm } from '../../auth/jwt.ts';
import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { HOUR, levelOf, TOKEN_ROUTES, type Level } from './common.ts';
import { adminUserMissing, callerUnavailable } from '../stand-in.ts';

/** Tolerance between exp - iat and the expected lifetime (rounding of iat/exp to seconds, clock steps). */
const TOLERANCE_S = 60;

/** Lifetimes accepted when none is configured: the documents (admin 4 h, customer 1 h) and the JWT default of
 * 2.4.4+ (60 minutes both: webapi/jwtauth/*_expiration), which the real 2.4.7 shows. */
export function acceptedLifetimes(level: Level, configuredH: number | null): { seconds: number[]; text: string } {
  if (configuredH !== null) return { seconds: [Math.round(configuredH * HOUR)], text: `${configuredH} h (COMMERCE_${level.toUpperCase()}_TOKEN_LIFETIME_H)` };
  return level === 'admin' ? { seconds: [4 * HOUR, HOUR], text: '4 h (documents) or 1 h (JWT default from 2.4.4, real 2.4.7)' } : { seconds: [HOUR], text: '1 h (documents; JWT default from 2.4.4)' };
}

export const tokenLifetime: RunCheck = {
  subject: 'run',
  id: 'token.lifetime',
  family: 'token',
  rule: 'A JWT token (2.4.4+: HS256, uid, utypid 2 admin / 3 customer, iat, exp) lives exp - iat = the configured lifetime, else one of the documented regimes (admin 4 h or 1 h, customer 1 h); the value seen is reported.',
  source: 'seed 000 Access tokens, Authentication 7 and Limits; facts.md 22 (JWT lifetimes default 60 minutes); real 2.4.7 (both 1 h)',
  subjects: TOKEN_ROUTES,
  async run(ctx, subject) {
    const level = levelOf(subject);
    // An admin token's lifetime is an admin user's: the integration standing in for the admin holds a token that
    // does not expire (an OAuth access token), so it says nothing of it.
    const missing = level === 'admin' ? adminUserMissing(ctx.target, 'an admin token\'s lifetime is that of an admin user\'s token (an integration\'s access token does not expire)') : callerUnavailable(ctx.target, level);
    if (missing !== null) return skip(missing);
    const token = await ctx.tokenFor(level);
    if (!token) return skip(`no ${level} token`);
    const claims = decodeJwtClaims(token);
    if (!claims) {
      ctx.observe('token-form', 'opaque');
      return skip('the token is opaque (releases before 2.4.4): its lifetime is not visible in it; token.expired-refused covers expiry');
    }
    const alg = jwtAlgorithm(token);
    const lifetime = typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : null;
    ctx.observe('token-form', 'jwt');
    ctx.observe(`${level}-token-lifetime-s`, lifetime);
    const wantType = level === 'admin' ? 2 : 3;
    if (alg !== 'HS256' || claims.utypid !== wantType || typeof claims.uid !== 'number' || lifetime === null) {
      return {
        outcome: 'fail',
        broken: `the ${level} JWT does not carry the platform's claims`,
        expected: `alg HS256, uid (number), utypid ${wantType}, iat and exp (numbers)`,
        actual: `alg ${alg ?? '(none)'}, uid ${typeof claims.uid}, utypid ${String(claims.utypid)}, iat ${typeof claims.iat}, exp ${typeof claims.exp}`,
      };
    }
    const configured = level === 'admin' ? ctx.config.adminTokenLifetimeH : ctx.config.customerTokenLifetimeH;
    const accepted = acceptedLifetimes(level, configured);
    if (!accepted.seconds.some((s) => Math.abs(s - lifetime) <= TOLERANCE_S)) {
      return { outcome: 'fail', broken: `the ${level} token lives ${formatSeconds(lifetime)}`, expected: accepted.text, actual: `exp - iat = ${lifetime} s (${formatSeconds(lifetime)})` };
    }
    return pass(`${level} token lifetime ${formatSeconds(lifetime)}`);
  },
};

function formatSeconds(s: number): string {
  return s % HOUR === 0 ? `${s / HOUR} h` : s >= 60 ? `${(s / 60).toFixed(1)} min` : `${s} s`;
}
