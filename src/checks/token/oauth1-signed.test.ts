import assert from 'node:assert/strict';
import { hmacSignature, signatureBaseString, type OAuth1Credentials, type SignatureMethod } from '../../auth/oauth1.ts';
import { SIGNATURE_INVALID } from '../../auth/signing-origin.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { runCases, type FakeRunOptions, type RunSent } from '../testing/fake-run-context.ts';
import { tokenOAuth1Signed } from './oauth1-signed.ts';

const CONFIGURED: OAuth1Credentials = { consumerKey: 'ck-1', consumerSecret: 'cs-1', accessToken: 'at-1', accessTokenSecret: 'ts-1' };
const OAUTH_ENV = { COMMERCE_INTEGRATION_CONSUMER_KEY: 'ck-1', COMMERCE_INTEGRATION_CONSUMER_SECRET: 'cs-1', COMMERCE_INTEGRATION_ACCESS_TOKEN: 'at-1', COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'ts-1' };
const PROBE_PATH = '/rest/default/V1/store/storeViews';
const INVALID = platformError(401, SIGNATURE_INVALID);

/** Whether an Authorization header is a valid OAuth 1.0a signature of GET `url` with `creds` (RFC 5849 3.4), as the
 * platform verifies it: recomputed from the header's own parameters. */
function verifies(header: string | undefined, url: string, creds: OAuth1Credentials, methods: readonly SignatureMethod[]): boolean {
  const params = new Map([...(header ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [decodeURIComponent(m[1] ?? ''), decodeURIComponent(m[2] ?? '')]));
  const method = params.get('oauth_signature_method') as SignatureMethod;
  if (!methods.includes(method) || params.get('oauth_consumer_key') !== creds.consumerKey || params.get('oauth_token') !== creds.accessToken) return false;
  return hmacSignature(signatureBaseString({ method: 'GET', url }, params), method, creds.consumerSecret, creds.accessTokenSecret) === params.get('oauth_signature');
}

/** A target that verifies signatures over `origin` (the form its web server hands PHP) with the credentials the
 * check's instance was started with, or the configured ones. */
function verifying(origin: string, methods: readonly SignatureMethod[] = ['HMAC-SHA256', 'HMAC-SHA1']): (sent: RunSent) => Canned {
  return (sent) => {
    const env = sent.instance?.env;
    const creds = env ? { consumerKey: env.COMMERCE_INTEGRATION_CONSUMER_KEY ?? '', consumerSecret: env.COMMERCE_INTEGRATION_CONSUMER_SECRET ?? '', accessToken: env.COMMERCE_INTEGRATION_ACCESS_TOKEN ?? '', accessTokenSecret: env.COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET ?? '' } : CONFIGURED;
    return verifies(sent.headers?.Authorization, `${origin}${PROBE_PATH}`, creds, methods) ? { status: 200, json: [] } : INVALID;
  };
}
const configured = (answer: FakeRunOptions['answer'], target: FakeRunOptions['target'] = {}): FakeRunOptions => ({ env: OAUTH_ENV, answer, target: { oauthSigning: { origin: 'http://shop.test', problem: null }, ...target } });

runCases(tokenOAuth1Signed, [
  {
    name: 'the configured integration signs requests; a wrong secret is refused',
    fake: configured(verifying('http://shop.test', ['HMAC-SHA256'])),
    want: { outcome: 'pass', note: 'signed requests accepted, wrong signature refused (the target, signed over http://shop.test)' },
    then: (f) => {
      assert.equal(f.sent.length, 3);
      assert.deepEqual(f.observed, [['hmac-sha1-accepted', false]]);
    },
  },
  {
    name: 'signed over the origin the target verifies (the port dropped by the web server)',
    fake: configured(verifying('https://shop.test'), { oauthSigning: { origin: 'https://shop.test', problem: null } }),
    want: { outcome: 'pass', note: 'signed requests accepted, wrong signature refused (the target, signed over https://shop.test)' },
    then: (f) => assert.deepEqual(f.observed, [['oauth-signing-origin', 'https://shop.test'], ['hmac-sha1-accepted', true]]),
  },
  { name: 'a signed request is refused', fake: configured(INVALID), want: { outcome: 'fail', broken: 'an OAuth 1.0a (HMAC-SHA256) signed integration request was refused on GET /V1/store/storeViews (the target, signed over http://shop.test)', expected: '200', actual: `401 "${SIGNATURE_INVALID}"` } },
  { name: 'a wrong consumer secret is accepted', fake: configured({ status: 200, json: [] }), want: { outcome: 'fail', broken: 'a request signed with a wrong consumer secret was not refused (the target, signed over http://shop.test)', expected: '401', actual: '200 []' } },
  {
    name: 'the target verifies over no base URL form (found in global setup)',
    fake: configured(INVALID, { oauthSigning: { origin: null, problem: 'no base URL form verifies the integration\'s OAuth 1.0a signature' } }),
    want: { outcome: 'fail', broken: 'the target verifies the integration\'s OAuth 1.0a signature over no base URL form', expected: 'a signed request verified over the configured URL, or the same without the port, or over the other scheme', actual: 'no base URL form verifies the integration\'s OAuth 1.0a signature', exchange: false },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'no credentials configured: a private reference with generated ones, its signing origin found out',
    fake: { privateReference: {}, answer: verifying('http://127.0.0.1') },
    want: { outcome: 'pass', note: 'signed requests accepted, wrong signature refused (a private reference with generated credentials and bearer use disabled)' },
    then: (f) => {
      assert.deepEqual(f.privateArgs, [['--integration-bearer', 'disabled']]);
      assert.deepEqual(f.sent.map((s) => s.on), ['private', 'private', 'private', 'private', 'private'], 'two probes (with and without the port), then the three signed calls');
    },
  },
  { name: 'the private reference verifies over no form', fake: { privateReference: {}, answer: INVALID }, want: { outcome: 'fail', broken: 'a private reference verifies its integration\'s OAuth 1.0a signature over no base URL form', expected: 'one form verifies', actual: /^no base URL form verifies the integration's OAuth 1\.0a signature \(tried http:\/\/127\.0\.0\.1:7001, http:\/\/127\.0\.0\.1, https:\/\/127\.0\.0\.1:7001, https:\/\/127\.0\.0\.1;/, exchange: false } },
  { name: 'no credentials and no private reference', want: { outcome: 'skip', reason: 'no OAuth credentials configured (COMMERCE_INTEGRATION_CONSUMER_KEY, _CONSUMER_SECRET, _ACCESS_TOKEN, _ACCESS_TOKEN_SECRET)' } },
]);
