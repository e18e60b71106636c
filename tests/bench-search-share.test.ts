// The search family's share of a run's wall time, as `npm run bench -- --only search` reports it.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { SEARCH_FAMILY_GREP, shareOf } from '../bench/search-share.ts';

test('the share is the medians\' difference over the run without the family; per pair too; the family\'s requests and tests', () => {
  const s = shareOf([
    { family: true, wallMs: 220_000, requests: 5_400, tests: 3_500 },
    { family: false, wallMs: 200_000, requests: 5_000, tests: 3_282 },
    { family: true, wallMs: 250_000, requests: 5_420, tests: 3_500 },
    { family: false, wallMs: 230_000, requests: 5_010, tests: 3_282 },
    { family: true, wallMs: 230_000, requests: 5_410, tests: 3_500 },
    { family: false, wallMs: 210_000, requests: 5_005, tests: 3_282 },
  ]);
  assert.equal(s.withMs, 230_000);
  assert.equal(s.withoutMs, 210_000);
  assert.ok(Math.abs(s.share - 20_000 / 210_000) < 1e-9);
  assert.deepEqual(s.perPair.map((p) => Math.round(p * 1000)), [100, 87, 95]);
  assert.equal(s.requests, 405);
  assert.equal(s.tests, 218);
});

test('the grep leaves out exactly the family\'s tests', () => {
  const grep = new RegExp(SEARCH_FAMILY_GREP);
  assert.ok(grep.test('GET /V1/products search.page-size GET /V1/products'), 'a title path of the search spec');
  assert.ok(!grep.test('schema.response-valid GET /V1/search'), 'a route named search is no check of the family');
  assert.ok(!grep.test('status.search GET /V1/bulk (bulk_uuid eq)'));
});
