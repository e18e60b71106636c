// src/auth/oauth1.ts against the examples of RFC 5849 (sections 1.2, 3.4.1, 3.4.1.2, 3.4.1.3.2, 3.6) and the
// HMAC-SHA1 / HMAC-SHA256 selection. (The round trip through a verifier is the suite's token.oauth1-signed check.)

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { authorizationHeader, baseStringUri, digestFor, hmacSignature, normalizeParameters, percentEncode, requestParameters, signatureBaseString, signedParameters, type SignatureMethod } from '../src/auth/oauth1.ts';

// RFC 5849 3.4.1.1: the example request and its signature base string, verbatim.
const RFC_341_REQUEST = { method: 'POST', url: 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b', formBody: 'c2&a3=2+q' };
const RFC_341_OAUTH = new Map([
  ['oauth_consumer_key', '9djdj82h48djs9d2'],
  ['oauth_token', 'kkk9d7dh3k39sjv7'],
  ['oauth_signature_method', 'HMAC-SHA1'],
  ['oauth_timestamp', '137131201'],
  ['oauth_nonce', '7d8f3e4a'],
  ['oauth_signature', 'bYT5CMsGcbgUdFHObYMEfcx6bsw='],
]);
const RFC_341_BASE_STRING =
  'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7';

test('RFC 5849 3.4.1.1: signature base string of the example request', () => {
  assert.equal(signatureBaseString(RFC_341_REQUEST, RFC_341_OAUTH), RFC_341_BASE_STRING);
});

test('RFC 5849 3.4.1.3.2: normalized parameters of the example (oauth_signature and realm excluded)', () => {
  const withRealm = new Map([...RFC_341_OAUTH, ['realm', 'Example']]);
  assert.equal(
    normalizeParameters(requestParameters(RFC_341_REQUEST, withRealm)),
    'a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7',
  );
});

test('RFC 5849 3.4.1.2: base string URI examples', () => {
  assert.equal(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123'), 'http://example.com/r%20v/X');
  assert.equal(baseStringUri('https://www.example.net:8080/?q=1'), 'https://www.example.net:8080/');
  assert.equal(baseStringUri('https://shop.example.com:443/rest/V1/products'), 'https://shop.example.com/rest/V1/products');
});

test('RFC 5849 3.6: percent-encoding keeps only unreserved characters', () => {
  assert.equal(percentEncode("AZaz09-._~ !*'()/+=&%"), 'AZaz09-._~%20%21%2A%27%28%29%2F%2B%3D%26%25');
  assert.equal(percentEncode('é'), '%C3%A9');
});

test('RFC 5849 1.2: the photos example request signs to MdpQcU8iPSUjWoN/UDMsK2sui9I= with HMAC-SHA1', () => {
  const request = { method: 'GET', url: 'http://photos.example.net/photos?file=vacation.jpg&size=original' };
  const params = new Map([
    ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
    ['oauth_token', 'nnch734d00sl2jdk'],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', '137131202'],
    ['oauth_nonce', 'chapoH'],
  ]);
  const base = signatureBaseString(request, params);
  assert.equal(base, 'GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal');
  assert.equal(hmacSignature(base, 'HMAC-SHA1', 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00'), 'MdpQcU8iPSUjWoN/UDMsK2sui9I=');
});

test('signature method selects the digest: HMAC-SHA1 → sha1, HMAC-SHA256 → sha256, anything else refused', () => {
  const base = RFC_341_BASE_STRING;
  const key = 'cs%26&ts';
  assert.equal(digestFor('HMAC-SHA1'), 'sha1');
  assert.equal(digestFor('HMAC-SHA256'), 'sha256');
  assert.equal(hmacSignature(base, 'HMAC-SHA1', 'cs&', 'ts'), createHmac('sha1', key).update(base).digest('base64'));
  assert.equal(hmacSignature(base, 'HMAC-SHA256', 'cs&', 'ts'), createHmac('sha256', key).update(base).digest('base64'));
  assert.notEqual(hmacSignature(base, 'HMAC-SHA1', 'a', 'b'), hmacSignature(base, 'HMAC-SHA256', 'a', 'b'));
  assert.throws(() => digestFor('PLAINTEXT' as SignatureMethod), /unsupported/);
});

test('signedParameters defaults to HMAC-SHA256 with oauth_version 1.0; header carries every parameter encoded', () => {
  const creds = { consumerKey: 'ck', consumerSecret: 'cs', accessToken: 'at', accessTokenSecret: 'ats' };
  const request = { method: 'get', url: 'http://127.0.0.1:8080/rest/default/V1/store/storeViews?x=a+b' };
  const params = signedParameters(request, creds, { nonce: 'n1', timestamp: 1700000000 });
  assert.equal(params.get('oauth_signature_method'), 'HMAC-SHA256');
  assert.equal(params.get('oauth_version'), '1.0');
  const expected = hmacSignature(signatureBaseString(request, params), 'HMAC-SHA256', 'cs', 'ats');
  assert.equal(params.get('oauth_signature'), expected);
  const header = authorizationHeader(request, creds, { nonce: 'n1', timestamp: 1700000000, realm: 'r' });
  assert.match(header, /^OAuth realm="r", oauth_consumer_key="ck", /);
  assert.ok(header.includes(`oauth_signature="${percentEncode(expected)}"`));
  assert.notEqual(authorizationHeader(request, creds), authorizationHeader(request, creds), 'a fresh nonce per request');
});
