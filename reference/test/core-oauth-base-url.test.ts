// OAuth 1.0a signatures are verified over the URL the installation rebuilds: scheme + host without port + request
// URI by default (nginx with `fastcgi_param HTTP_HOST $host`), so a client signing over http://127.0.0.1:<port>/rest/...
// gets 401 "The signature is invalid. Verify and try again." and one signing over http://127.0.0.1/rest/... is
// served. --oauth-base-url port plays an installation that keeps the port. Bearer use of the token is unaffected.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import type { ReferenceConfig } from '../lib/app.ts';
import { UsageError, parseCommand } from '../lib/cli.ts';
import { hostWithoutPort, signedBaseUri } from '../lib/oauth-base-url.ts';
import { percentEncode, sign, signatureBaseString } from '../lib/oauth1.ts';
import type { RunningReference } from '../lib/server.ts';
import { INTEGRATION_TOKEN, bearer, call, startEcho, type EchoedCall } from './helpers.ts';

const SIGNATURE_INVALID = { message: 'The signature is invalid. Verify and try again.' };

type Signing = 'port' | 'no-port';

/** An Authorization header signed the way a client does, over the URL with or without the port. */
function oauthHeader(ref: RunningReference, method: string, url: URL, over: Signing, signatureMethod: 'HMAC-SHA256' | 'HMAC-SHA1' = 'HMAC-SHA256', scheme = url.protocol): string {
  const integration = ref.app.accounts.integrations[0];
  assert.ok(integration);
  const params = new Map<string, string>([
    ['oauth_consumer_key', integration.consumerKey],
    ['oauth_nonce', randomBytes(8).toString('hex')],
    ['oauth_signature_method', signatureMethod],
    ['oauth_timestamp', String(Math.floor(Date.now() / 1000))],
    ['oauth_token', integration.accessToken],
    ['oauth_version', '1.0'],
  ]);
  const host = over === 'port' ? url.host : url.hostname;
  const base = signatureBaseString({ method, baseUri: `${scheme}//${host}${url.pathname}`, query: url.searchParams, formBody: new URLSearchParams(), authorizationHeader: '' }, params);
  params.set('oauth_signature', sign(base, signatureMethod, integration.consumerSecret, integration.accessTokenSecret));
  return `OAuth ${[...params].map(([name, value]) => `${name}="${percentEncode(value)}"`).join(', ')}`;
}

async function withEcho(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const ref = await startEcho(overrides);
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

async function signedCall(ref: RunningReference, method: string, path: string, over: Signing, signatureMethod: 'HMAC-SHA256' | 'HMAC-SHA1' = 'HMAC-SHA256') {
  const url = new URL(`${ref.baseUrl}${path}`);
  return call(ref.baseUrl, method, `${url.pathname}${url.search}`, { headers: { Authorization: oauthHeader(ref, method, url, over, signatureMethod) } });
}

describe('OAuth 1.0a base URL', () => {
  test('default (no-port): signed over the URL with the port → 401 "The signature is invalid"; without it → served', () =>
    withEcho({}, async (ref) => {
      assert.notEqual(new URL(ref.baseUrl).port, '', 'the reference listens on an explicit port');
      for (const signatureMethod of ['HMAC-SHA256', 'HMAC-SHA1'] as const) {
        const withPort = await signedCall(ref, 'GET', '/rest/V1/customers/5?probe=id', 'port', signatureMethod);
        assert.equal(withPort.status, 401, signatureMethod);
        assert.deepEqual(withPort.json, SIGNATURE_INVALID);
        const withoutPort = await signedCall(ref, 'GET', '/rest/V1/customers/5?probe=id', 'no-port', signatureMethod);
        assert.equal(withoutPort.status, 200, signatureMethod);
        assert.equal((withoutPort.json as EchoedCall).identity.kind, 'integration');
        assert.equal((withoutPort.json as EchoedCall).identity.via, 'oauth1');
      }
    }));

  test('the bad signature is reported on protected routes only: an anonymous route serves the caller as a guest', () =>
    withEcho({}, async (ref) => {
      const reply = await signedCall(ref, 'GET', '/rest/V1/directory/currency', 'port');
      assert.equal(reply.status, 200);
      assert.equal((reply.json as EchoedCall).identity.kind, 'guest');
    }));

  test('a route that does not exist is still 404 first', () =>
    withEcho({}, async (ref) => {
      const reply = await signedCall(ref, 'GET', '/rest/V1/nosuchroute', 'port');
      assert.equal(reply.status, 404);
    }));

  test('the integration token as a bearer is unaffected', () =>
    withEcho({}, async (ref) => {
      const reply = await call(ref.baseUrl, 'GET', '/rest/V1/customers/5', { headers: bearer(INTEGRATION_TOKEN) });
      assert.equal(reply.status, 200);
      assert.equal((reply.json as EchoedCall).identity.via, 'bearer');
    }));

  test('--oauth-base-url port: the port is part of the URL, so only port signatures verify', () =>
    withEcho({ oauthBaseUrl: 'port' }, async (ref) => {
      assert.equal((await signedCall(ref, 'GET', '/rest/V1/customers/5', 'port')).status, 200);
      const withoutPort = await signedCall(ref, 'GET', '/rest/V1/customers/5', 'no-port');
      assert.equal(withoutPort.status, 401);
      assert.deepEqual(withoutPort.json, SIGNATURE_INVALID);
    }));

  test('behind an SSL offloader the scheme of the rebuilt URL is https', () =>
    withEcho({}, async (ref) => {
      const url = new URL(`${ref.baseUrl}/rest/V1/customers/5`);
      const https = oauthHeader(ref, 'GET', url, 'no-port', 'HMAC-SHA256', 'https:');
      const reply = await call(ref.baseUrl, 'GET', url.pathname, { headers: { Authorization: https, 'X-Forwarded-Proto': 'https' } });
      assert.equal(reply.status, 200);
    }));

  test('the rebuilt URL: no port, IPv6 hosts, default ports in port mode', () => {
    assert.equal(hostWithoutPort('127.0.0.1:8080'), '127.0.0.1');
    assert.equal(hostWithoutPort('[::1]:8080'), '[::1]');
    assert.equal(hostWithoutPort('shop.example'), 'shop.example');
    assert.equal(signedBaseUri({ host: '127.0.0.1:8080' }, '/rest/V1/x', 'no-port'), 'http://127.0.0.1/rest/V1/x');
    assert.equal(signedBaseUri({ host: '127.0.0.1:8080' }, '/rest/V1/x', 'port'), 'http://127.0.0.1:8080/rest/V1/x');
    assert.equal(signedBaseUri({ host: 'Shop.Example:80' }, '/rest/V1/x', 'port'), 'http://shop.example/rest/V1/x');
    assert.equal(signedBaseUri({ host: 'shop.example:443', 'x-forwarded-proto': 'https' }, '/rest/V1/x', 'port'), 'https://shop.example/rest/V1/x');
  });

  test('the command line takes --oauth-base-url port|no-port, default no-port', () => {
    const serve = (args: string[]) => {
      const command = parseCommand(args, {});
      assert.equal(command.kind, 'serve');
      return command.kind === 'serve' ? command.config.oauthBaseUrl : null;
    };
    assert.equal(serve([]), 'no-port');
    assert.equal(serve(['--oauth-base-url', 'port']), 'port');
    assert.equal(serve(['--oauth-base-url=no-port']), 'no-port');
    assert.throws(() => parseCommand(['--oauth-base-url', 'sometimes'], {}), (error: unknown) => error instanceof UsageError && /--oauth-base-url must be one of no-port, port/.test(error.message));
  });
});
