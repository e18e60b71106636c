import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { isStaleRunValue, newRunPrefix, PREFIX_STEM } from './cleanup.ts';

test('a run prefix is the stem, 8 base-36 time digits and 3 random characters', () => {
  const p = newRunPrefix(Date.UTC(2026, 10, 22));
  assert.match(p, new RegExp(`^${PREFIX_STEM}[0-9a-z]{11}$`));
});

test('only values of runs older than the limit are stale; real data that merely starts with the stem never is', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const old = newRunPrefix(now - 7 * 3600_000);
  const recent = newRunPrefix(now - 3600_000);
  assert.equal(isStaleRunValue(`${old}-sku`, now, 6 * 3600_000), true);
  assert.equal(isStaleRunValue(`${recent}@example.com`, now, 6 * 3600_000), false);
  for (const real of ['cctv.installer@example.com', 'cctelevision-42', 'cct', 'cct00000000abc', 'CCTmi8x2k3ab']) {
    assert.equal(isStaleRunValue(real, now, 6 * 3600_000), false, real);
  }
});
