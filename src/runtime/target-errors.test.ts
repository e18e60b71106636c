// Each way a target goes wrong becomes one sentence naming what to change; an answer from the REST API itself is
// never mistaken for one.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { explainNetworkError, explainNonApiAnswer, TargetError } from './target-errors.ts';

const URL_ = 'https://shop.test:8443/rest/default/V1/products?x=1';

test('network errors name the origin and the setting to check', () => {
  const cases: Array<[string, RegExp]> = [
    ['connect ECONNREFUSED 127.0.0.1:8443', /^cannot reach https:\/\/shop\.test:8443: connection refused/],
    ['getaddrinfo ENOTFOUND shop.test', /host name does not resolve\. Check COMMERCE_BASE_URL/],
    ['socket hang up', /closed the connection.*http vs https/],
    ['Timeout 1500ms exceeded', /did not answer within 1500 ms \(\/rest\/default\/V1\/products\)\. Raise COMMERCE_REQUEST_TIMEOUT_MS/],
    ['self-signed certificate', /^TLS problem talking to https:\/\/shop\.test:8443: self-signed certificate\..*COMMERCE_IGNORE_TLS_ERRORS=1/],
    // A redirect loop under a timeout is the loop: checked first.
    ['Max redirect count exceeded (10) Timeout', /redirects in a loop/],
    ['something else\nwith a second line', /^request to https:\/\/shop\.test:8443\/rest\/default\/V1\/products failed: something else$/],
  ];
  for (const [message, expected] of cases) {
    const error = explainNetworkError(URL_, new Error(message), 1500);
    assert.ok(error instanceof TargetError);
    assert.equal(error.name, 'TargetError');
    assert.match(error.message, expected, message);
  }
  assert.match(explainNetworkError('not a url', 'ECONNREFUSED', 10).message, /^cannot reach not a url:/, 'a bad URL is quoted as it is');
});

test('an HTML page, Magento\'s error page and gateway errors are not API answers; JSON is', () => {
  assert.match(explainNonApiAnswer(URL_, 200, 'text/html; charset=UTF-8', '<html>shop</html>') ?? '', /answered an HTML page \(status 200\) instead of JSON: COMMERCE_BASE_URL/);
  assert.match(explainNonApiAnswer(URL_, 200, '', '  <!DOCTYPE html><p>') ?? '', /HTML page/, 'HTML recognised by its body when the type is missing');
  assert.match(explainNonApiAnswer(URL_, 500, 'text/html', '<html>There has been an error processing your request</html>') ?? '', /Magento's error page \(status 500.*var\/report/);
  assert.match(explainNonApiAnswer(URL_, 503, 'application/json', '{}') ?? '', /answered 503: the installation \(or a proxy in front of it\) is unavailable/);
  assert.equal(explainNonApiAnswer(URL_, 500, 'application/json', '{"message":"Internal Error"}'), null);
  assert.equal(explainNonApiAnswer(URL_, 401, 'application/json', '{"message":"x"}'), null);
});
