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

test('the sweep removes every prefixed entity of a kind, past hundreds (100 a page), each tried once', async () => {
  const { sweepPrefix } = await import('./cleanup.ts');
  const prefix = newRunPrefix(Date.UTC(2026, 10, 22));
  const products = new Set(Array.from({ length: 650 }, (_, i) => `${prefix}o${String(i).padStart(6, '0')}`));
  const stuck = `${prefix}o000007`;
  const deletes: string[] = [];
  const client = {
    async send(o: { method: string; path: string; query?: Record<string, string> }) {
      const answer = (status: number, json: unknown) => ({ method: o.method, url: o.path, status, headers: {}, bodyText: JSON.stringify(json), json, durationMs: 1 });
      if (o.method === 'GET' && o.path === '/V1/products') {
        // As the platform pages: pageSize and currentPage honoured, total_count the whole match.
        const size = Number(o.query?.['searchCriteria[pageSize]'] ?? 100);
        const page = Number(o.query?.['searchCriteria[currentPage]'] ?? 1);
        const all = [...products].sort();
        return answer(200, { items: all.slice((page - 1) * size, page * size).map((sku) => ({ sku })), total_count: all.length });
      }
      if (o.method === 'GET') return answer(200, { items: [] });
      const sku = decodeURIComponent(o.path.split('/').pop() ?? '');
      deletes.push(sku);
      if (sku === stuck) return answer(500, { message: 'nope' });
      products.delete(sku);
      return answer(200, true);
    },
  };
  const result = await sweepPrefix(client as unknown as Parameters<typeof sweepPrefix>[0], 'token', 'default', prefix);
  assert.equal(result.removed.filter((r) => r.kind === 'product').length, 649);
  assert.deepEqual([...products], [stuck]);
  assert.equal(deletes.filter((sku) => sku === stuck).length, 1, 'an entity whose delete fails is tried once');
  assert.deepEqual(result.problems, [`product ${stuck}: DELETE answered 500 "nope"`]);
});
