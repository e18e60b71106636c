import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseSigningOrigin, rebaseUrl, SIGNATURE_INVALID, signingOriginCandidates } from './signing-origin.ts';

test('candidates: as configured, without the port, then the other scheme', () => {
  assert.deepEqual(signingOriginCandidates('http://127.0.0.1:8080'), ['http://127.0.0.1:8080', 'http://127.0.0.1', 'https://127.0.0.1:8080', 'https://127.0.0.1']);
  assert.deepEqual(signingOriginCandidates('https://shop.example.com/index.php'), ['https://shop.example.com', 'http://shop.example.com']);
});

test('the first form not called invalid is the one the target verifies (nginx $host drops the port)', () => {
  const chosen = chooseSigningOrigin('http://127.0.0.1:8080', [
    { origin: 'http://127.0.0.1:8080', status: 401, message: SIGNATURE_INVALID },
    { origin: 'http://127.0.0.1', status: 200, message: null },
  ]);
  assert.equal(chosen.origin, 'http://127.0.0.1');
  assert.equal(chosen.problem, null);
  assert.equal(rebaseUrl('http://127.0.0.1:8080/rest/default/V1/products?x=1', chosen.origin), 'http://127.0.0.1/rest/default/V1/products?x=1');
});

test('a signature accepted but a resource refused still verified the form', () => {
  const chosen = chooseSigningOrigin('http://h:1', [{ origin: 'http://h:1', status: 401, message: "The consumer isn't authorized to access %resources." }]);
  assert.equal(chosen.origin, 'http://h:1');
});

test('no form verifies: one sentence naming what was tried and what to check', () => {
  const chosen = chooseSigningOrigin('http://h:1', [
    { origin: 'http://h:1', status: 401, message: SIGNATURE_INVALID },
    { origin: 'http://h', status: 401, message: SIGNATURE_INVALID },
  ]);
  assert.equal(chosen.origin, null);
  assert.match(chosen.problem ?? '', /tried http:\/\/h:1, http:\/\/h; .*COMMERCE_INTEGRATION_CONSUMER_KEY/);
});
