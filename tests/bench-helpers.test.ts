// Pure helpers of the benchmark (bench/): statistics, the table, the replay's credential guess, the empty suite.
// No timing here: speed goals live in the benchmark's table, never in assertions.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { emptySuiteFiles, failingSuiteFile } from '../bench/floor.ts';
import { planReplay } from '../bench/replay.ts';
import type { CapturedRequest } from '../src/runtime/capture.ts';
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

test('replay plan: setup first, one lane per worker slot in order, teardown last; credentials and placeholders filled', () => {
  const line = (at: number, lane: number, auth: CapturedRequest['auth'], url: string, extra: Partial<CapturedRequest> = {}): CapturedRequest => ({ at, worker: lane, lane, method: 'GET', url, auth, headers: {}, status: 200, durationMs: 1, ...extra });
  const captured = [
    line(5, 1, 'customer', 'http://127.0.0.1:1/rest/default/V1/customers/me'),
    line(1, -1, 'none', 'http://127.0.0.1:1/rest/default/V1/integration/admin/token', { method: 'POST', body: '{"username":"admin","password":"{{COMMERCE_ADMIN_PASSWORD}}"}', headers: { 'Content-Type': 'application/json' } }),
    line(4, 0, 'admin', 'http://127.0.0.1:1/rest/default/V1/products?searchCriteria[pageSize]=1'),
    line(6, 0, 'other', 'http://127.0.0.1:1/rest/default/V1/store/storeViews', { status: 401 }),
    line(9, -1, 'admin', 'http://127.0.0.1:1/rest/V1/bulk'),
    line(7, 1, 'none', 'http://127.0.0.1:1/__submission/rest/v1/app/session/token', { method: 'POST', headers: { Authorization: 'Basic-plain app:{{SUBMISSION_APP_SECRET}}' } }),
  ];
  const plan = planReplay(captured, { COMMERCE_ADMIN_PASSWORD: 'pw!', SUBMISSION_APP_SECRET: 's3' }, { admin: 'A', customer: 'C', other: 'X' });
  assert.deepEqual(plan.setup.map((r) => [r.method, r.path, r.body]), [['POST', '/rest/default/V1/integration/admin/token', '{"username":"admin","password":"pw!"}']]);
  assert.equal(plan.setup[0]?.headers['Content-Length'], String(Buffer.byteLength('{"username":"admin","password":"pw!"}')));
  assert.deepEqual(plan.lanes.map((l) => l.map((r) => r.path)), [['/rest/default/V1/products?searchCriteria[pageSize]=1', '/rest/default/V1/store/storeViews'], ['/rest/default/V1/customers/me', '/__submission/rest/v1/app/session/token']]);
  assert.equal(plan.lanes[0]?.[0]?.headers.Authorization, 'Bearer A');
  assert.equal(plan.lanes[0]?.[1]?.headers.Authorization, 'Bearer X');
  assert.equal(plan.lanes[1]?.[0]?.headers.Authorization, 'Bearer C');
  assert.equal(plan.lanes[1]?.[1]?.headers.Authorization, `Basic ${Buffer.from('app:s3').toString('base64')}`);
  assert.deepEqual(plan.teardown.map((r) => r.path), ['/rest/V1/bulk']);
});

test('the empty suite holds exactly the asked number of tests, in worker jobs of at most 100, titles unique', () => {
  const files = emptySuiteFiles(3060, 8);
  assert.equal(files.length, 8);
  const titles: string[] = [];
  const groups: number[] = [];
  for (const f of files) {
    assert.match(f.text, /^import \{ _baseTest as test \} from '@playwright\/test';/);
    // Run the file's body against a stand-in for Playwright's test type.
    const stub = Object.assign((title: string) => titles.push(title), {
      describe: Object.assign((_title: string, body: () => void) => {
        groups.push(0);
        body();
      }, { configure: (o: { mode: string }) => assert.equal(o.mode, 'default') }),
    });
    const wrapped = (title: string) => {
      groups[groups.length - 1] = (groups[groups.length - 1] ?? 0) + 1;
      stub(title);
    };
    Object.assign(wrapped, { describe: stub.describe });
    new Function('test', f.text.split('\n').slice(1).join('\n'))(wrapped);
  }
  assert.equal(titles.length, 3060);
  assert.equal(new Set(titles).size, 3060);
  assert.ok(Math.max(...groups) <= 100);
});

test('the failing bare suite: the asked number of failing and passing tests, one worker job', () => {
  const f = failingSuiteFile(37, 3);
  assert.match(f.text, /^import \{ _baseTest as test \} from '@playwright\/test';/);
  let failing = 0;
  let passing = 0;
  let jobs = 0;
  const stub = Object.assign(
    (_title: string, body: () => void) => {
      try {
        body();
        passing += 1;
      } catch {
        failing += 1;
      }
    },
    { describe: Object.assign((_t: string, body: () => void) => ((jobs += 1), body()), { configure: (o: { mode: string }) => assert.equal(o.mode, 'default') }) },
  );
  new Function('test', f.text.split('\n').slice(1).join('\n'))(stub);
  assert.deepEqual({ failing, passing, jobs }, { failing: 37, passing: 3, jobs: 1 });
});
