// Pure parts of the core: OAuth 1.0a base string (RFC 5849 example), XML bodies, JWT signatures, the throttler,
// request reading (store codes, processors, body decoding) and the release ordering.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseOAuthHeader, percentEncode, signatureBaseString } from '../lib/oauth1.ts';
import { chooseProcessor, decodeBody, resolveStore } from '../lib/request-path.ts';
import { createProfile } from '../lib/profiles.ts';
import { createThrottler, createTokenService, hasValidJwtSignature, signJwt } from '../lib/tokens.ts';
import { XmlSyntaxError, parseXmlBody, renderXmlResponse } from '../lib/xml.ts';

describe('OAuth 1.0a', () => {
  test('signature base string of RFC 5849 section 3.4.1.1', () => {
    const header =
      'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7", oauth_signature_method="HMAC-SHA1", ' +
      'oauth_timestamp="137131201", oauth_nonce="7d8f3e4a", oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"';
    const params = parseOAuthHeader(header);
    assert.ok(params);
    assert.equal(params.has('realm'), false);
    const base = signatureBaseString(
      {
        method: 'POST',
        baseUri: 'http://example.com/request',
        query: new URLSearchParams('b5=%3D%253D&a3=a&c%40=&a2=r%20b'),
        formBody: new URLSearchParams('c2&a3=2+q'),
        authorizationHeader: header,
      },
      params,
    );
    assert.equal(
      base,
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  test('percent-encoding leaves only unreserved characters', () => {
    assert.equal(percentEncode("a b!*'()~-._"), "a%20b%21%2A%27%28%29~-._");
    assert.equal(parseOAuthHeader('Bearer x'), null);
  });
});

describe('XML bodies', () => {
  test('the root element\'s children become the parameters; repeated elements become arrays; entities decode', () => {
    assert.deepEqual(parseXmlBody('<?xml version="1.0"?><login><username>a&amp;b</username><password><![CDATA[<p>]]></password></login>'), { username: 'a&b', password: '<p>' });
    assert.deepEqual(parseXmlBody('<r><item>1</item><item>2</item><empty/></r>'), { item: ['1', '2'], empty: '' });
  });

  test('broken documents throw XmlSyntaxError', () => {
    for (const text of ['<login><username>x</login>', '<login>', 'plain text', '<a></a><b></b>']) assert.throws(() => parseXmlBody(text), XmlSyntaxError, text);
  });

  test('responses render as <response> with <item> for arrays', () => {
    assert.equal(renderXmlResponse({ a: [1, 2], b: true }), '<?xml version="1.0"?>\n<response>\n  <a>\n    <item>1</item>\n    <item>2</item>\n  </a>\n  <b>true</b>\n</response>\n');
  });
});

describe('tokens', () => {
  test('a JWT with a changed payload or signed with another key is refused', () => {
    const token = signJwt({ uid: 1, utypid: 2, iat: 1, exp: 2 }, 'k1');
    assert.equal(hasValidJwtSignature(token, 'k1'), true);
    assert.equal(hasValidJwtSignature(token, 'k2'), false);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ uid: 2, utypid: 2, iat: 1, exp: 2 })).toString('base64url')}.${signature}`;
    assert.equal(hasValidJwtSignature(forged, 'k1'), false);
    assert.equal(hasValidJwtSignature('a.b', 'k1'), false);
  });

  test('token service: expiry at exp, revocation of earlier tokens only, cleanup of expired ones', () => {
    let nowMs = 1_000_000;
    const service = createTokenService({ jwt: true, signingKey: 'k', lifetimeS: () => 60, now: () => new Date(nowMs), acceptExpired: false, acceptRevoked: false });
    const first = service.issue(3, 5);
    nowMs += 1000;
    service.revokeUser(3, 5);
    nowMs += 1;
    const second = service.issue(3, 5);
    assert.equal(service.resolve(first), null);
    assert.equal(service.resolve(second)?.userId, 5);
    nowMs += 60_000;
    assert.equal(service.resolve(second), null);
    assert.equal(service.cleanup(), 2);
    assert.equal(service.size(), 0);
  });

  test('throttler: locked after 6 failures for 1800 s, per user type', () => {
    let nowMs = 0;
    const throttler = createThrottler(() => new Date(nowMs), true);
    for (let i = 0; i < 5; i += 1) throttler.recordFailure(2, 'Admin');
    assert.equal(throttler.isLocked(2, 'admin'), false);
    throttler.recordFailure(2, 'admin');
    assert.equal(throttler.isLocked(2, 'ADMIN'), true);
    assert.equal(throttler.isLocked(3, 'admin'), false);
    nowMs += 1_799_999;
    assert.equal(throttler.isLocked(2, 'admin'), true);
    nowMs += 1;
    assert.equal(throttler.isLocked(2, 'admin'), false);
  });
});

describe('request reading', () => {
  const stores = ['default', 'de'];
  test('store codes: known codes and all are taken off, anything else stays in the path', () => {
    assert.deepEqual(resolveStore('/de/V1/products', stores, false), { storeCode: 'de', path: '/V1/products', unknownStore: false });
    assert.deepEqual(resolveStore('/all/V1/products', stores, false), { storeCode: 'all', path: '/V1/products', unknownStore: false });
    assert.deepEqual(resolveStore('/V1/products', stores, false), { storeCode: null, path: '/V1/products', unknownStore: false });
    assert.deepEqual(resolveStore('/xx/V1/products', stores, false), { storeCode: null, path: '/xx/V1/products', unknownStore: true });
    assert.deepEqual(resolveStore('/xx/V1/products', stores, true), { storeCode: null, path: '/V1/products', unknownStore: false });
  });

  test('processors: /V1, /async (2.3+), /async/schema, /schema, nothing else', () => {
    const current = createProfile('commerce', '2.4.7');
    const old = createProfile('commerce', '2.2.10');
    assert.equal(chooseProcessor('/V1/products', current), 'sync');
    assert.equal(chooseProcessor('/async/bulk/V1/products', current), 'async');
    assert.equal(chooseProcessor('/async/V1/products', old), null);
    assert.equal(chooseProcessor('/async/schema', current), 'async-schema');
    assert.equal(chooseProcessor('/schema', old), 'schema');
    assert.equal(chooseProcessor('/xx/V1/products', current), null);
    assert.equal(chooseProcessor('', current), null);
  });

  test('bodies: empty is no parameters; JSON, XML; errors are the platform\'s', () => {
    assert.deepEqual(decodeBody('', undefined), { ok: true, value: undefined });
    assert.deepEqual(decodeBody('{"a":1}', 'application/json; charset=utf-8'), { ok: true, value: { a: 1 } });
    assert.deepEqual(decodeBody('<r><a>1</a></r>', 'text/xml'), { ok: true, value: { a: '1' } });
    assert.deepEqual(decodeBody('{', 'application/json'), { status: 400, body: { message: 'Decoding error.' } });
    assert.deepEqual(decodeBody('<r>', 'application/xml'), { status: 400, body: { message: 'Decoding error.' } });
    assert.deepEqual(decodeBody('{}', undefined), { status: 400, body: { message: 'Content-Type header is empty.' } });
  });
});
