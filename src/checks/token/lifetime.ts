// token.lifetime (exp - iat of the JWTs the target issues) and token.expired-refused (an expired token makes the
// caller a guest: 401 on protected routes, anonymous routes still answer).

import { decodeJwtClaims, jwtAlgorithm } from '../../auth/jwt.ts';
import { describeExchange, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';
import type { RunCheck, RunContext, RunTarget, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { ANONYMOUS_PROBE, credentialsOf, levelOf, pollUntil, PROBE, signIn, TOKEN_ROUTES, type Level } from './common.ts';

const HOUR = 3600;
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
    if (!ctx.target.callers[level]) return skip(`no ${level} identity configured`);
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

const SHORT_LIFETIME_S = 2;

/** Where an expiry can be watched: a private reference with 2 s lifetimes, or the configured target when its
 * configured lifetime is short (at most 5 minutes). */
async function expiryTarget(ctx: RunContext, level: Level): Promise<{ target: RunTarget; lifetimeS: number; where: string; creds: { username: string; password: string } } | { reason: string }> {
  const creds = credentialsOf(ctx, level);
  if (!creds) return { reason: `no ${level} credentials configured` };
  const configuredH = level === 'admin' ? ctx.config.adminTokenLifetimeH : ctx.config.customerTokenLifetimeH;
  if (!ctx.target.embedded && configuredH !== null && configuredH * HOUR <= 300) return { target: ctx, lifetimeS: configuredH * HOUR, where: 'the target', creds };
  const instance = await ctx.privateReference({ args: ['--admin-token-lifetime', String(SHORT_LIFETIME_S), '--customer-token-lifetime', String(SHORT_LIFETIME_S)] });
  if ('unavailable' in instance) {
    return { reason: `watching a token expire ${instance.unavailable}; on a real installation set the ${level} token lifetime to a minute or two and COMMERCE_${level.toUpperCase()}_TOKEN_LIFETIME_H accordingly` };
  }
  return { target: instance, lifetimeS: SHORT_LIFETIME_S, where: `a private reference with --${level}-token-lifetime ${SHORT_LIFETIME_S}`, creds };
}

export const tokenExpiredRefused: RunCheck = {
  subject: 'run',
  id: 'token.expired-refused',
  family: 'token',
  rule: 'Once its lifetime has passed, a token is refused as if the caller were a guest: 401 "The consumer isn\'t authorized to access %resources." on a protected route, while an anonymous route still answers.',
  source: 'seed 000 Authentication 7 and Limits; facts.md 4 (expired tokens make the caller a guest) and 22',
  subjects: TOKEN_ROUTES,
  async run(ctx, subject): Promise<Verdict> {
    const level = levelOf(subject);
    const where = await expiryTarget(ctx, level);
    if ('reason' in where) return skip(where.reason);
    const signed = await signIn(where.target, level, where.creds.username, where.creds.password);
    if ('refused' in signed) return skip(`no ${level} token on ${where.where}: ${describeExchange(signed.refused.status, signed.refused.json, signed.refused.bodyText)}`);
    ctx.secret(signed.token);
    const probe = PROBE[level];
    const call = () => where.target.send({ method: 'GET', path: probe.path, token: signed.token });
    const fresh = await call();
    if (fresh.status !== 200) return skip(`the fresh ${level} token was not accepted on ${probe.key} (${fresh.status}); token.json-body covers that`);
    const bound = where.lifetimeS * 1000 + 5000;
    const polled = await pollUntil(call, (r) => r.status === 401, bound);
    ctx.observe('refused-after-ms', polled.done ? polled.elapsedMs : null);
    if (!polled.done) {
      return { outcome: 'fail', broken: `an expired ${level} token is still accepted on ${probe.key} (${where.where})`, expected: `401 within ${where.lifetimeS} s (+5 s)`, actual: `${describeExchange(polled.value.status, polled.value.json, polled.value.bodyText)} after ${polled.elapsedMs} ms`, exchange: polled.value };
    }
    if (messageOf(polled.value.json) !== NOT_AUTHORIZED) {
      return { outcome: 'fail', broken: 'an expired token is refused with something else than the guest\'s 401', expected: `401 "${NOT_AUTHORIZED}"`, actual: describeExchange(polled.value.status, polled.value.json, polled.value.bodyText), exchange: polled.value };
    }
    const anonymous = await where.target.send({ method: 'GET', path: ANONYMOUS_PROBE.path, token: signed.token });
    if (anonymous.status !== 200) {
      return { outcome: 'fail', broken: `an expired ${level} token is reported instead of making the caller a guest on ${ANONYMOUS_PROBE.key}`, expected: '200 (as a guest)', actual: describeExchange(anonymous.status, anonymous.json, anonymous.bodyText), exchange: anonymous };
    }
    return pass(`refused ${polled.elapsedMs} ms after issue on ${where.where}`);
  },
};
