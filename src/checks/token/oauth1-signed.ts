// token.oauth1-signed: an integration authenticates with OAuth 1.0a signed requests from its four credentials, and a
// request with a wrong signature is refused.

import { authorizationHeader } from '../../auth/oauth1.ts';
import { discoverSigningOrigin, rebaseUrl } from '../../auth/signing-origin.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck, RunContext, RunTarget, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { PROBE } from './common.ts';

interface Four {
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
}

async function signedCalls(ctx: RunContext, target: RunTarget, baseUrl: string, storeCode: string, creds: Four, where: string, signingOrigin: string | null): Promise<Verdict> {
  // Signed over the origin the target verifies (found once in global setup: nginx's $host drops the port).
  const url = rebaseUrl(`${baseUrl}/rest/${storeCode}${PROBE.admin.path}`, signingOrigin);
  const good = await target.send({ method: 'GET', path: PROBE.admin.path, headers: { Authorization: authorizationHeader({ method: 'GET', url }, creds) } });
  if (good.status !== 200) {
    return { outcome: 'fail', broken: `an OAuth 1.0a (HMAC-SHA256) signed integration request was refused on ${PROBE.admin.key} (${where})`, expected: '200', actual: describeExchange(good.status, good.json, good.bodyText), exchange: good };
  }
  const sha1 = await target.send({ method: 'GET', path: PROBE.admin.path, headers: { Authorization: authorizationHeader({ method: 'GET', url }, creds, { signatureMethod: 'HMAC-SHA1' }) } });
  ctx.observe('hmac-sha1-accepted', sha1.status === 200);
  const tampered = await target.send({ method: 'GET', path: PROBE.admin.path, headers: { Authorization: authorizationHeader({ method: 'GET', url }, { ...creds, consumerSecret: `${creds.consumerSecret}x` }) } });
  if (tampered.status !== 401) {
    return { outcome: 'fail', broken: `a request signed with a wrong consumer secret was not refused (${where})`, expected: '401', actual: describeExchange(tampered.status, tampered.json, tampered.bodyText), exchange: tampered };
  }
  return pass(`signed requests accepted, wrong signature refused (${where})`);
}

export const tokenOAuth1Signed: RunCheck = {
  subject: 'run',
  id: 'token.oauth1-signed',
  family: 'token',
  rule: 'An integration\'s four credentials sign requests with OAuth 1.0a (HMAC-SHA256): a signed request reaches the integration\'s resources, one signed with a wrong secret is refused with 401.',
  source: 'seed 000 Access tokens ("All four serve OAuth-style authentication"); RFC 5849 section 3; facts.md 25 (bearer use of integration tokens needs enable_integration_as_bearer)',
  subjects: [PROBE.admin.key],
  async run(ctx) {
    const configured = ctx.config.integrationOAuth;
    const signing = ctx.target.oauthSigning;
    if (configured && ctx.config.baseUrl && signing?.problem) {
      return { outcome: 'fail', broken: 'the target verifies the integration\'s OAuth 1.0a signature over no base URL form', expected: 'a signed request verified over the configured URL, or the same without the port, or over the other scheme', actual: signing.problem };
    }
    if (configured && ctx.config.baseUrl) {
      if (signing?.origin && signing.origin !== new URL(ctx.config.baseUrl).origin) ctx.observe('oauth-signing-origin', signing.origin);
      return signedCalls(ctx, ctx, ctx.config.baseUrl, ctx.target.storeCode, configured, signing?.origin ? `the target, signed over ${signing.origin}` : 'the target', signing?.origin ?? null);
    }
    const r = () => Math.random().toString(36).slice(2, 14);
    const creds: Four = { consumerKey: `ck${r()}${r()}`, consumerSecret: `cs${r()}${r()}`, accessToken: `at${r()}${r()}`, accessTokenSecret: `ts${r()}${r()}` };
    const instance = await ctx.privateReference({
      args: ['--integration-bearer', 'disabled'],
      env: { COMMERCE_INTEGRATION_CONSUMER_KEY: creds.consumerKey, COMMERCE_INTEGRATION_CONSUMER_SECRET: creds.consumerSecret, COMMERCE_INTEGRATION_ACCESS_TOKEN: creds.accessToken, COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: creds.accessTokenSecret },
    });
    if ('unavailable' in instance) return skip('no OAuth credentials configured (COMMERCE_INTEGRATION_CONSUMER_KEY, _CONSUMER_SECRET, _ACCESS_TOKEN, _ACCESS_TOKEN_SECRET)');
    // The private instance is found out like any target: one signed read per base URL form.
    const url = `${instance.baseUrl}/rest/${ctx.target.storeCode}${PROBE.admin.path}`;
    const found = await discoverSigningOrigin(instance.baseUrl, async (origin) => {
      const res = await instance.send({ method: 'GET', path: PROBE.admin.path, headers: { Authorization: authorizationHeader({ method: 'GET', url: rebaseUrl(url, origin) }, creds) } });
      return { status: res.status, message: messageOf(res.json) };
    });
    if (found.origin === null) return { outcome: 'fail', broken: 'a private reference verifies its integration\'s OAuth 1.0a signature over no base URL form', expected: 'one form verifies', actual: found.problem ?? '' };
    return signedCalls(ctx, instance, instance.baseUrl, ctx.target.storeCode, creds, 'a private reference with generated credentials and bearer use disabled', found.origin);
  },
};

