// token.expired-refused: an expired token makes the caller a guest (401 on protected routes, anonymous routes still
// answer), watched on a private reference with short lifetimes or on a target configured with a short one.

import { describeExchange, messageOf, NOT_AUTHORIZED } from '../platform-errors.ts';
import type { RunCheck, RunContext, RunTarget, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { ANONYMOUS_PROBE, credentialsOf, HOUR, levelOf, pollUntil, PROBE, signIn, TOKEN_ROUTES, type Level } from './common.ts';

const SHORT_LIFETIME_S = 2;

/** Where an expiry can be watched: a private reference with 2 s lifetimes, or the configured target when its
 * configured lifetime is short (at most 5 minutes). */
async function expiryTarget(ctx: RunContext, level: Level): Promise<{ target: RunTarget; lifetimeS: number; where: string; creds: { username: string; password: string } } | { reason: string }> {
  const creds = credentialsOf(ctx, level);
  if (!creds) return { reason: `no ${level} credentials configured (${level === 'admin' ? 'COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD' : 'COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD'})` };
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
