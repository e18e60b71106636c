// Pure helpers of the benchmark (bench/): statistics, the table, the replay's credential guess, the empty suite.
// No timing here: speed goals live in the benchmark's table, never in assertions.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { emptySuiteFiles } from '../bench/floor.ts';
import { tokenKindFor } from '../bench/replay.ts';
import { formatMb, formatMs, median, percentile, ratio, renderTable, spread } from '../bench/stats.ts';

test('median of odd and even counts, unsorted input, empty input', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
  const input = [5, 4, 3];
  median(input);
  assert.deepEqual(input, [5, 4, 3], 'the input is not sorted in place');
});

test('percentile interpolates between closest ranks; 0 and 100 are min and max', () => {
  const v = [10, 20, 30, 40, 50];
  assert.equal(percentile(v, 0), 10);
  assert.equal(percentile(v, 100), 50);
  assert.equal(percentile(v, 50), 30);
  assert.equal(percentile(v, 95), 48);
  assert.equal(percentile([7], 95), 7);
  assert.throws(() => percentile(v, 101), RangeError);
});

test('formatting: ms, s, µs, MB, ratios and spread', () => {
  assert.equal(formatMs(1234.5), '1.23 s');
  assert.equal(formatMs(12.34), '12 ms');
  assert.equal(formatMs(1.234), '1.2 ms');
  assert.equal(formatMs(0.0123), '12 µs');
  assert.equal(formatMs(Number.NaN), '–');
  assert.equal(formatMb(250 * 1024 * 1024), '250 MB');
  assert.equal(ratio(450, 300), '1.50×');
  assert.equal(ratio(Number.NaN, 300), '–');
  assert.equal(spread([3, 1, 2]), 'n=3, min 1.0 ms, max 3.0 ms');
});

test('the table has a header, a rule and one line per row, columns aligned', () => {
  const table = renderTable([{ section: 'compile', figure: 'x', value: '1 ms', goal: '< 300 ms', ratio: '0.00×', note: 'n=1' }]);
  const lines = table.split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[0] as string, /^\| section \| figure +\| median +\| goal +\| ratio +\| runs \/ spread \|$/);
  assert.equal(new Set(lines.map((l) => l.length)).size, 1);
});

test('replay credential: 401 → none, own resources → customer, token and submission routes → none, else admin', () => {
  assert.equal(tokenKindFor({ method: 'GET', path: '/rest/default/V1/products', status: 401 }), 'none');
  assert.equal(tokenKindFor({ method: 'GET', path: '/rest/default/V1/carts/mine/items', status: 200 }), 'customer');
  assert.equal(tokenKindFor({ method: 'GET', path: '/rest/default/V1/customers/me?x=1', status: 200 }), 'customer');
  assert.equal(tokenKindFor({ method: 'POST', path: '/rest/default/V1/integration/admin/token', status: 200 }), 'none');
  assert.equal(tokenKindFor({ method: 'GET', path: '/__submission/rest/v1/users/1', status: 200 }), 'none');
  assert.equal(tokenKindFor({ method: 'GET', path: '/rest/default/V1/products/memory-card', status: 200 }), 'admin');
});

test('the empty suite holds exactly the asked number of tests', () => {
  const files = emptySuiteFiles(3060, 8);
  assert.equal(files.length, 8);
  const total = files.reduce((n, f) => n + Number(/i < (\d+);/.exec(f.text)?.[1]), 0);
  assert.equal(total, 3060);
});
