// The trend over the hand-made nights of tests/fixtures/trend (README there): golden data, then each fact the report
// must show asserted one by one, so a wrong golden cannot hide it; ordering, the window, and runs of different
// targets refused. UPDATE_GOLDEN=1 rewrites expected/trend.json.

import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildTrend, schemaSection } from '../src/report/commands.ts';
import { loadRuns } from '../src/report/load-run.ts';
import { computeTrend, TrendInputError, type TrendReport } from '../src/report/trend.ts';
import { renderTrendHtml, renderTrendMarkdown, renderTrendSummaryMarkdown } from '../src/report/trend-render.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dir = join(repo, 'tests', 'fixtures', 'trend');
const NIGHTS = [1, 2, 3, 4].map((n) => join(dir, `night-${n}`));

function portable(value: unknown): string {
  return `${JSON.stringify(value, null, 2).split(repo.replace(/\/$/, '')).join('<repo>')}\n`;
}

function golden(name: string, actual: string): void {
  const file = join(dir, 'expected', name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(join(dir, 'expected'), { recursive: true });
    writeFileSync(file, actual);
    if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote missing ${file}: review it and run again`);
    return;
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden (UPDATE_GOLDEN=1 rewrites it; review the diff)`);
}

const report = buildTrend(NIGHTS);
const step = (from: string) => report.steps.find((s) => s.from === from);
const titles = (list: Array<{ title: string }> | undefined) => list?.map((c) => c.title);

test('trend: golden data for four nights', () => {
  golden('trend.json', portable(report));
});

test('trend: per step, new, fixed and no-longer-judged failures', () => {
  assert.deepEqual(report.steps.map((s) => `${s.from} → ${s.to}`), ['night-1 → night-2', 'night-2 → night-3', 'night-3 → night-4']);
  assert.deepEqual(titles(step('night-1')?.newFailures), ['perm.guest-refused GET /V1/store/storeViews'], 'the fault of night 2, nothing else');
  assert.deepEqual(titles(step('night-1')?.fixed), ['schema.response-valid GET /V1/customers/:customerId']);
  assert.deepEqual(titles(step('night-2')?.fixed), ['perm.guest-refused GET /V1/store/storeViews']);
  assert.deepEqual(titles(step('night-3')?.newFailures), ['schema.response-valid GET /V1/products']);
  const record = step('night-3')?.newFailures[0]?.record;
  assert.equal(record?.outcome === 'fail' ? record.issues[0]?.path : record?.outcome, '/items/0/price', 'the new failure carries its record');
  assert.ok(report.steps.every((s) => !titles(s.newFailures)?.includes('perm.guest-refused GET /V1/gift-wrappings')), 'a failure of every night is never new');
  assert.ok(report.steps.every((s) => s.gone.length === 0));
  for (const s of report.steps) for (const c of [...s.newFailures, ...s.fixed]) assert.match(c.rule, /^failure\.(new|fixed)$/);
});

test('trend: the release change and the schema difference explain night 4', () => {
  const s = step('night-3');
  assert.deepEqual(s?.fingerprint.map((f) => [f.rule, f.message]), [
    ['fingerprint.release-changed', 'release 2.4.6-p8 → 2.4.7-p3 between night-3 and night-4'],
    ['fingerprint.schema-changed', 'published schema changed between night-3 and night-4: 3 breaking of 5 finding(s); 0 the release\'s own (2.4.6-p8 → 2.4.7-p3), 5 the rest'],
  ]);
  assert.deepEqual(step('night-1')?.fingerprint, [], 'same release, same schema bytes');
  assert.equal(step('night-1')?.schema, null, 'identical saved schemas are not compared');
  const diff = s?.schema?.diff;
  assert.ok(diff, s?.schema?.unavailable ?? 'no schema comparison');
  assert.deepEqual(diff.breaking.map((f) => f.rule), ['route.removed', 'definition.removed', 'field.type-changed']);
  assert.match(report.runs[3]?.schemaHash ?? '', /^sha256:[0-9a-f]{64}$/);
  assert.equal(report.runs[0]?.schemaHash, report.runs[2]?.schemaHash);
});

test('trend: saved schemas whose bytes differ with no finding (the host a document names) are no change', () => {
  const copy = mkdtempSync(join(tmpdir(), 'cc-trend-host-'));
  try {
    cpSync(NIGHTS[0] as string, join(copy, 'night-1'), { recursive: true });
    cpSync(NIGHTS[1] as string, join(copy, 'night-2'), { recursive: true });
    const schemaFile = join(copy, 'night-2', 'published-schema.json');
    writeFileSync(schemaFile, JSON.stringify({ ...(JSON.parse(readFileSync(schemaFile, 'utf8')) as object), host: '127.0.0.1:19910' }));
    const t = buildTrend([join(copy, 'night-1'), join(copy, 'night-2')]);
    assert.notEqual(t.runs[0]?.schemaHash, t.runs[1]?.schemaHash, 'the bytes differ');
    assert.deepEqual(t.steps[0]?.fingerprint, []);
    assert.equal(t.steps[0]?.schema, null);
    writeFileSync(schemaFile, JSON.stringify({ ...(JSON.parse(readFileSync(schemaFile, 'utf8')) as object), paths: {} }));
    assert.deepEqual(buildTrend([join(copy, 'night-1'), join(copy, 'night-2')]).steps[0]?.fingerprint.map((f) => f.message), ['published schema changed between night-1 and night-2: 6 breaking of 6 finding(s); none the release\'s (both 2.4.6-p8)']);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('trend: skip counts by reason class', () => {
  assert.deepEqual(step('night-2')?.skips.map((k) => [k.rule, k.category, k.before, k.after, k.started]), [['skip.count-changed', 'no-fixture', 0, 1, ['schema.response-valid GET /V1/orders']]]);
  assert.deepEqual(step('night-3')?.skips.map((k) => [k.category, k.before, k.after, k.started]), [['release', 0, 1, ['presence.route-present GET /V1/analytics/link']]]);
  assert.deepEqual(step('night-1')?.skips, []);
});

test('trend: the search behaviours per route and run, and where one changed (search.behaviour-changed)', () => {
  assert.deepEqual(report.search.map((r) => [r.route, r.aspects['unknown-field'], r.differs]), [['GET /V1/orders', { 'night-1': ['internal-error'], 'night-2': ['internal-error'], 'night-3': ['internal-error'], 'night-4': ['rejected'] }, true]]);
  assert.deepEqual(step('night-3')?.search, [{ rule: 'search.behaviour-changed', route: 'GET /V1/orders', aspect: 'unknown-field', before: ['internal-error'], after: ['rejected'] }]);
  assert.deepEqual(step('night-1')?.search, [], 'the same forms: no change');
  const md = renderTrendMarkdown(report, schemaSection);
  assert.match(md, /Search behaviour \(`search\.behaviour-changed`\):\n\n\| route \| behaviour \| before \| after \|\n\|---\|---\|---\|---\|\n\| GET \/V1\/orders \| unknown field \| internal-error \| rejected \|/);
  assert.match(md, /## Search behaviour\n\n.*\n\n1 of 2 differ\.\n\n\| route \| behaviour \| night-1 \| night-2 \| night-3 \| night-4 \|/);
  const html = renderTrendHtml(report, schemaSection);
  assert.match(html, /<tr data-rule="search\.behaviour-changed" data-route="GET \/V1\/orders"><td>GET \/V1\/orders<\/td><td>unknown field<\/td><td>internal-error<\/td><td>rejected<\/td><\/tr>/);
  assert.match(html, /<table id="search-behaviour">/);
});

test('trend: flapping over the window', () => {
  assert.deepEqual(report.flapping.map((f) => [f.title, f.changes]), [
    ['perm.guest-refused GET /V1/store/storeViews', 2],
    ['schema.response-valid GET /V1/customers/:customerId', 3],
  ]);
  assert.deepEqual(report.flapping[1]?.states.map((s) => s.state), ['fail', 'pass', 'fail', 'pass']);
  const narrow = buildTrend(NIGHTS, { window: 3 });
  assert.deepEqual(narrow.flapping.map((f) => [f.title, f.changes]), [['schema.response-valid GET /V1/customers/:customerId', 2]], 'over nights 2-4 the store views changed once');
  assert.deepEqual(buildTrend(NIGHTS, { window: 2 }).flapping, []);
});

test('trend: the nights\' headline', () => {
  const h = report.runs.map((r) => r.headline);
  assert.deepEqual(h.map((x) => [x.run, x.release, x.passed, x.failed, x.new, x.known, x.fixed, x.skipped]), [
    ['night-1', '2.4.6-p8', 9, 2, null, 0, null, 1],
    ['night-2', '2.4.6-p8', 9, 2, 1, 0, 1, 1],
    ['night-3', '2.4.6-p8', 8, 2, 1, 0, 1, 2],
    ['night-4', '2.4.7-p3', 8, 2, 1, 0, 1, 3],
  ]);
  assert.deepEqual(h[3]?.changed, ['release 2.4.6-p8 → 2.4.7-p3 between night-3 and night-4', 'published schema changed between night-3 and night-4: 3 breaking of 5 finding(s); 0 the release\'s own (2.4.6-p8 → 2.4.7-p3), 5 the rest', "skipped (not in the target's release): 0 → 1", 'search unknown field on GET /V1/orders: internal-error → rejected']);
});

test('trend: the summary by kind is the last night against the one before', () => {
  assert.ok(report.summary);
  assert.equal(`${report.summary.base} → ${report.summary.other}`, 'night-3 → night-4');
  const subjects = (kind: string) => report.summary?.kinds.find((k) => k.kind === kind)?.items.map((i) => i.subject);
  assert.deepEqual(subjects('routes.one-side'), ['GET /V1/analytics/link']);
  assert.equal(subjects('schema.breaking')?.length, 3);
  assert.deepEqual(subjects('behaviour.variant'), ['search unknown field: GET /V1/orders', 'data_hash form of an operation']);
  assert.deepEqual(subjects('failure.new'), ['schema.response-valid GET /V1/products']);
  assert.deepEqual(subjects('failure.fixed'), ['schema.response-valid GET /V1/customers/:customerId']);
});

test('trend: ordered as given, or by start time', () => {
  const shuffled = [NIGHTS[2], NIGHTS[0], NIGHTS[3], NIGHTS[1]] as string[];
  assert.deepEqual(buildTrend(shuffled).runs.map((r) => r.label), ['night-3', 'night-1', 'night-4', 'night-2']);
  const byTime = buildTrend(shuffled, { order: 'time' });
  assert.deepEqual(byTime.runs.map((r) => r.label), ['night-1', 'night-2', 'night-3', 'night-4']);
  assert.deepEqual(portable({ ...byTime, order: 'given' }), portable(report), 'the same report once ordered');
});

test('trend: runs of different targets are refused with one sentence', () => {
  const other = loadRuns(join(repo, 'tests', 'fixtures', 'runs', 'oss-22'));
  assert.throws(
    () => computeTrend({ runs: [...loadRuns(NIGHTS[0] as string), ...other] }),
    (e: unknown) => e instanceof TrendInputError && /^runs of different targets: .*night-1 tested https:\/\/staging\.example\.com \(store default\), .*oss-22 tested the embedded reference installation; a trend follows one target/.test(e.message),
  );
  assert.throws(() => computeTrend({ runs: [] }), /a trend needs at least one run/);
});

test('trend: a single run (the first night) has its headline and nothing to compare', () => {
  const one = buildTrend([NIGHTS[0] as string]);
  assert.equal(one.summary, null);
  assert.deepEqual(one.steps, []);
  assert.deepEqual(one.flapping, []);
  assert.deepEqual(one.runs.map((r) => [r.headline.passed, r.headline.failed, r.headline.new, r.headline.fixed, r.headline.skipped]), [[9, 2, null, null, 1]]);
  const md = renderTrendSummaryMarkdown(one);
  assert.match(md, /\| night-1 \| 2026-11-20T02:17:00\.000Z \| commerce 2\.4\.6-p8 \| 9 \| 2 \| – \| 0 \| – \| 1 \| – \|/);
  assert.match(md, /One run: nothing to compare with yet/);
  assert.match(renderTrendHtml(one), /<p>One run: nothing to compare with yet/);
  assert.match(renderTrendMarkdown(one), /## Summary\n\nOne run: nothing to compare with yet/);
});

/** Where each mark is, each searched after the one before (-1: missing or out of order). */
function sections(text: string, marks: string[]): number[] {
  let from = 0;
  return marks.map((m) => {
    const at = text.indexOf(m, from);
    from = at < 0 ? text.length : at + m.length;
    return at;
  });
}

test('trend: Markdown and HTML lead with the summary, then the nights, the steps and the matrix', () => {
  const md = renderTrendMarkdown(report, schemaSection);
  const order = sections(md, ['## Summary', '## Nights', '## What changed, run by run', '### night-3 → night-4', '- **release 2.4.6-p8 → 2.4.7-p3 between night-3 and night-4** (`fingerprint.release-changed`)', 'Outcomes that changed with it:', '#### Published schema: night-3 → night-4', '##### Field type changed (`field.type-changed`, 1)', '### night-2 → night-3', '## Flapping', '## Routes × runs']);
  assert.ok(order.every((i, n) => i >= 0 && (n === 0 || i > (order[n - 1] as number))), `in order: ${order.join(', ')}`);
  assert.match(md, /\| New failure \| `failure\.new` \| `schema\.response-valid GET \/V1\/products` \| pass → fail \|/);
  const html = renderTrendHtml(report, schemaSection);
  const htmlOrder = sections(html, ['id="summary"', 'id="nights-table"', 'class="step" data-from="night-3" data-to="night-4"', 'data-rule="fingerprint.release-changed"', 'li data-rule="field.type-changed"', 'id="flapping-table"', 'id="matrix"']);
  assert.ok(htmlOrder.every((i, n) => i >= 0 && (n === 0 || i > (htmlOrder[n - 1] as number))), `HTML in order: ${htmlOrder.join(', ')}`);
  assert.doesNotMatch(html, /<link\b|<script\s+src=|<img\s+src="http|@import|url\(http/i, 'no external asset');
});

test('trend --summary: the headline table, what changed and the summary by kind', () => {
  const md = renderTrendSummaryMarkdown(report);
  assert.match(md, /^## Conformance trend: night-4\n/);
  assert.match(md, /\| run \| started \| release \| passed \| failed \| new \| known \| fixed \| skipped \| what changed \|/);
  assert.match(md, /\| night-4 \| 2026-11-23T02:17:00\.000Z \| commerce 2\.4\.7-p3 \| 8 \| 2 \| 1 \| 0 \| 1 \| 3 \| release 2\.4\.6-p8 → 2\.4\.7-p3 between night-3 and night-4; /);
  assert.match(md, /- \*\*release 2\.4\.6-p8 → 2\.4\.7-p3 between night-3 and night-4\*\* \(`fingerprint\.release-changed`\)/);
  assert.match(md, /\| New failures \| `failure\.new` \| 1 \|/);
  assert.match(md, /Flapping over the last 5 runs: 2 test\(s\)/);
});

test('trend: the same input gives the same report', () => {
  const again: TrendReport<unknown> = buildTrend(NIGHTS);
  assert.equal(portable(again), portable(report));
});
