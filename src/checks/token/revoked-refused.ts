// token.revoked-refused: a revoked customer token and a revoked integration are refused like no token. Tokens are
// revoked on a private reference instance only: revoking the configured accounts' tokens would break the run.

import { expectedOn } from '../../contracts/presence.ts';
import { describeExchange } from '../platform-errors.ts';
import type { RunCheck, RunContext, RunTarget, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { PROBE, signIn } from './common.ts';

export const REVOKE_ROUTE = 'POST /V1/integration/customer/revoke-customer-token';
export const INTEGRATION_SUBJECT = 'integration token (revoked by the merchant)';

async function refusedAfter(ctx: RunContext, target: RunTarget, token: string, what: string, revoke: () => Promise<string | null>): Promise<Verdict> {
  const { path, key } = what.startsWith('customer') ? PROBE.customer : PROBE.admin;
  const before = await target.send({ method: 'GET', path, token });
  if (before.status !== 200) return skip(`the ${what} was not accepted before revocation (${before.status})`);
  const problem = await revoke();
  if (problem) return skip(problem);
  const after = await target.send({ method: 'GET', path, token });
  ctx.observe('status-after-revocation', after.status);
  if (after.status !== 401) {
    return { outcome: 'fail', broken: `a revoked ${what} is still accepted on ${key}`, expected: '401 (the caller is a guest)', actual: describeExchange(after.status, after.json, after.bodyText), exchange: after, route: key };
  }
  return pass();
}

export const tokenRevokedRefused: RunCheck = {
  subject: 'run',
  id: 'token.revoked-refused',
  family: 'token',
  rule: 'A revoked token is refused like no token: a customer token after POST /V1/integration/customer/revoke-customer-token, and an integration\'s token once the merchant revoked the integration.',
  source: 'seed 000 Access tokens (integration: "lasts until revoked by hand"); facts.md 4 and 25 (revoke-customer-token from 2.4.6: the generated 2.4.5 schemas lack it)',
  subjects: [REVOKE_ROUTE, INTEGRATION_SUBJECT],
  async run(ctx, subject) {
    const instance = await ctx.privateReference({ args: [] });
    if ('unavailable' in instance) return skip(`revoking tokens ${instance.unavailable} (revoking the configured accounts' tokens would break the run)`);
    if (subject === INTEGRATION_SUBJECT) {
      const token = instance.env.integration_token;
      if (!token) return skip('the private reference did not report its integration token');
      return refusedAfter(ctx, instance, token, 'integration token', async () => {
        const res = instance.control ? await instance.control('POST', '/integration/revoke', { integrationId: 1 }) : null;
        return res && res.status === 200 ? null : `the reference did not revoke the integration (${res?.status ?? 'no control endpoint'})`;
      });
    }
    const route = ctx.plan.routes.find((r) => r.key === REVOKE_ROUTE);
    const expected = route ? expectedOn(route, ctx.target.edition, ctx.target.releaseSpan) : 'no contract route';
    if (expected !== true) return skip(expected);
    const creds = ctx.config.customer;
    if (!creds) return skip('no customer configured (COMMERCE_CUSTOMER_EMAIL / _PASSWORD)');
    const signed = await signIn(instance, 'customer', creds.username, creds.password);
    if ('refused' in signed) return skip(`no customer token on the private reference (${signed.refused.status})`);
    ctx.secret(signed.token);
    return refusedAfter(ctx, instance, signed.token, 'customer token', async () => {
      const res = await instance.send({ method: 'POST', path: '/V1/integration/customer/revoke-customer-token', token: signed.token });
      return res.status === 200 ? null : `revoke-customer-token answered ${res.status}`;
    });
  },
};
