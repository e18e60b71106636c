// Golden tests: the hand-made runs of tests/fixtures/runs → the diff and coverage data (expected/*.json), plus the
// facts each must show, asserted one by one so a wrong golden cannot hide them. UPDATE_GOLDEN=1 rewrites the files.

import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { computeCoverage, type PlanRoute } from '../src/report/coverage.ts';
import { buildDiff } from '../src/report/commands.ts';
import { renderDiffHtml, renderDiffMarkdown } from '../src/report/diff-render.ts';
import { loadRuns } from '../src/report/load-run.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const runsDir = join(repo, 'tests', 'fixtures', 'runs');
const expectedDir = join(runsDir, 'expected');
const OSS = join(runsDir, 'oss-22');
const COM = join(runsDir, 'commerce-24');

/** Absolute paths differ per clone: the golden holds <repo>/... instead. */
function portable(value: unknown): string {
  return `${JSON.stringify(value, null, 2).split(repo.replace(/\/$/, '')).join('<repo>')}\n`;
}

function golden(name: string, actual: string): void {
  const file = join(expectedDir, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(expectedDir, { recursive: true });
    writeFileSync(file, actual);
    if (process.env.UPDATE_GOLDEN !== '1') assert.fail(`wrote missing ${file}: review it and run again`);
    return;
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden (UPDATE_GOLDEN=1 rewrites it; review the diff)`);
}

test('diff: golden data for open-source 2.2 vs commerce 2.4', () => {
  golden('diff.json', portable(buildDiff([OSS, COM])));
});

test('diff: the matrix cells, fingerprints, features and variants', () => {
  const report = buildDiff([OSS, COM]);
  assert.deepEqual(report.targets.map((t) => t.label), ['oss-22', 'commerce-24']);
  const [oss, com] = report.targets;
  assert.equal(oss?.baseUrl, 'http://127.0.0.1:20001');
  assert.equal(com?.baseUrl, 'https://staging.example.com/index.php', 'credentials, query and fragment are dropped');
  assert.equal(`${com?.edition} ${com?.editionFrom} ${com?.release} ${com?.releaseFrom}`, 'commerce detected 2.4.7 detected');
  const cell = (route: string, target: string) => report.matrix.routes.find((r) => r.route === route)?.cells[target];
  assert.equal(cell('GET /V1/gift-wrappings', 'oss-22')?.status, 'absent');
  assert.equal(cell('GET /V1/gift-wrappings', 'commerce-24')?.status, 'fail');
  assert.deepEqual(cell('GET /V1/gift-wrappings', 'commerce-24')?.fail.map((f) => f.check), ['perm.guest-refused']);
  assert.ok(cell('GET /V1/gift-wrappings', 'commerce-24')?.fail[0]?.rule, 'the failing check\'s rule is looked up in the catalogue');
  assert.equal(cell('GET /V1/bulk/:bulkUuid/operation-status/:status', 'oss-22')?.status, 'absent');
  assert.equal(cell('GET /V1/bulk/:bulkUuid/operation-status/:status', 'commerce-24')?.status, 'pass');
  assert.equal(cell('GET /V1/products', 'oss-22')?.status, 'fail');
  assert.equal(cell('GET /V1/products', 'commerce-24')?.status, 'pass');
  assert.equal(cell('GET /V1/bulk', 'oss-22')?.status, 'not-run');
  assert.equal(cell('GET /V1/analytics/link', 'oss-22')?.status, 'pass');
  assert.equal(report.matrix.routes.find((r) => r.route === 'POST /V1/customers')?.differs, false);
  assert.equal(report.matrix.routes.some((r) => r.route === 'malformed JSON on /async'), false, 'a run-level subject is not a route');
  assert.deepEqual(report.runLevel.map((r) => [r.route, r.cells['oss-22']?.status, r.cells['commerce-24']?.status]), [['malformed JSON on /async', 'skip', 'pass']]);
  const feature = (name: string) => report.features.find((f) => f.feature === name);
  assert.deepEqual(feature('count-route')?.values['oss-22']?.values, [false]);
  assert.deepEqual(feature('count-route')?.values['commerce-24']?.values, [true]);
  assert.deepEqual(feature('data-hash')?.values['commerce-24']?.values, ['hmac-sha256']);
  assert.equal(feature('data-hash')?.values['oss-22'], null);
  assert.deepEqual(feature('topic-shape')?.values['commerce-24']?.values, ['service']);
  assert.deepEqual(feature('user-type')?.values['commerce-24']?.values, [true]);
  assert.equal(feature('submission-api')?.differs, false);
  assert.deepEqual(report.variants.map((v) => v.id), ['count-route-absent', 'count-route-present', 'search.moreq.as-eq', 'search.past-last-page.empty', 'search.past-last-page.last-page-repeated', 'search.unknown-condition.as-eq', 'search.unknown-field.rejected', 'topic-service-based', 'user-type-present']);
  assert.deepEqual(report.variants[0]?.shownBy, { 'oss-22': ['GET /V1/bulk/:bulkUuid/operation-status/:status'], 'commerce-24': [] }, 'the absent count route is the documented variant count-route-absent');
  assert.deepEqual(report.variants[1]?.shownBy, { 'oss-22': [], 'commerce-24': ['GET /V1/bulk/:bulkUuid/operation-status/:status'] });
});

test('diff: the search behaviours per route and target, and the summary names the route that differs', () => {
  const report = buildDiff([OSS, COM]);
  assert.deepEqual(report.search, [{
    route: 'GET /V1/products',
    aspects: {
      'past-last-page': { 'oss-22': ['last-page-repeated'], 'commerce-24': ['empty'] },
      'unknown-field': { 'oss-22': ['rejected'], 'commerce-24': ['rejected'] },
      'unknown-condition': { 'oss-22': ['as-eq'], 'commerce-24': ['as-eq'] },
      moreq: { 'oss-22': [], 'commerce-24': ['as-eq'] },
    },
    differs: true,
  }]);
  const variants = report.summary[0]?.kinds.find((k) => k.kind === 'behaviour.variant')?.items ?? [];
  assert.deepEqual(variants.filter((i) => i.subject.startsWith('search')).map((i) => ({ subject: i.subject, detail: i.detail, cause: i.cause.id })), [{ subject: 'search past the last page: GET /V1/products', detail: 'last-page-repeated on oss-22, empty on commerce-24', cause: 'cause.behaviour' }], 'per route and aspect; moreq, recorded on one side only, is no difference');
  assert.ok(!variants.some((i) => i.subject.startsWith('search.')), 'the search variants are not listed again by id');
  const md = renderDiffMarkdown(report);
  assert.match(md, /## Search behaviour\n\n.*\n\n1 of 4 differ\.\n\n\| route \| behaviour \| oss-22 \(2\.2\.10\) \| commerce-24 \(2\.4\.7\) \|\n\|---\|---\|---\|---\|\n\| \*\*≠\*\* `GET \/V1\/products` \| past the last page \| last-page-repeated \| empty \|\n\| `GET \/V1\/products` \| unknown field \| rejected \| rejected \|/);
  assert.match(md, /\| `GET \/V1\/products` \| moreq \| – \| as-eq \|/);
  const html = renderDiffHtml(report);
  assert.match(html, /<h2 id="search">Search behaviour<\/h2>/);
  assert.match(html, /<strong>≠<\/strong> <code>GET \/V1\/products<\/code><\/td><td>past the last page<\/td><td>last-page-repeated<\/td><td>empty<\/td>/);
});

test('diff: the published schemas are compared, breaking first', () => {
  const report = buildDiff([OSS, COM]);
  assert.equal(report.schema.length, 1);
  const diff = report.schema[0]?.diff;
  assert.ok(diff, report.schema[0]?.unavailable ?? 'no diff');
  const rules = diff.findings.map((f) => f.rule);
  assert.ok(rules.includes('route.removed'), 'GET /V1/analytics/link is not published by the commerce-24 fixture');
  assert.ok(rules.includes('route.added'));
  assert.ok(rules.includes('field.type-changed'), 'customer gender: string → integer');
  assert.ok(rules.includes('field.became-required'), 'total_count became required');
  const firstOther = diff.findings.findIndex((f) => !f.breaking);
  assert.ok(firstOther > 0 && diff.findings.slice(firstOther).every((f) => !f.breaking), 'breaking findings come first');
});

test('diff: Markdown and HTML show the same cells, HTML is self-contained', () => {
  const report = buildDiff([OSS, COM]);
  const md = renderDiffMarkdown(report);
  assert.match(md, /\| `GET \/V1\/gift-wrappings` \| GiftWrapping \| absent \| FAIL perm\.guest-refused \|/);
  const html = renderDiffHtml(report);
  assert.match(html, /data-route="GET \/V1\/gift-wrappings"/);
  assert.match(html, /data-target="commerce-24" data-status="fail" title="GET \/V1\/gift-wrappings on commerce-24: fail \(route served\)\nFAIL perm\.guest-refused: /);
  assert.doesNotMatch(html, /<link\b|<script\s+src=|<img\s+src="http|@import|url\(http/i, 'no external asset');
  assert.doesNotMatch(html + md, /user:pw|x=1/, 'no credential of the base URL');
});

test('diff: the report opens with the summary by kind, then the matrix', () => {
  const report = buildDiff([OSS, COM]);
  assert.equal(report.summary.length, 1);
  const pair = report.summary[0];
  assert.equal(`${pair?.base} → ${pair?.other}`, 'oss-22 → commerce-24');
  const subjects = (kind: string) => pair?.kinds.find((k) => k.kind === kind)?.items.map((i) => i.subject);
  assert.deepEqual(pair?.kinds.map((k) => k.kind), ['routes.one-side', 'permission.differs', 'schema.breaking', 'behaviour.variant', 'failure.new', 'failure.fixed']);
  assert.deepEqual(subjects('routes.one-side'), ['GET /V1/bulk/:bulkUuid/operation-status/:status', 'GET /V1/gift-wrappings']);
  assert.deepEqual(subjects('permission.differs'), [], 'perm.guest-refused skips on oss-22: no pass/fail pair');
  assert.equal(subjects('schema.breaking')?.length, 4);
  assert.ok(subjects('schema.breaking')?.includes('customer-data-customer-interface.gender'));
  assert.deepEqual(subjects('behaviour.variant'), ['search past the last page: GET /V1/products', 'count-route-absent', 'count-route-present'], 'the count-route feature is counted once, as its variants; a search behaviour by route');
  // oss-22 ran no status check (its 2.2.10 has no bulk routes): what they show is unobserved there, not different.
  assert.deepEqual(pair?.unobserved.map((i) => i.subject), ['topic-service-based', 'user-type-present', 'asynchronous calls (/async/V1/...)', 'bulk calls (/async/bulk/V1/...)', 'DELETE accepted on /async/V1/...', 'data_hash form of an operation']);
  assert.equal(pair?.unobserved[0]?.detail, 'shown on commerce-24; not observed on oss-22 (no test that shows it ran)');
  assert.deepEqual(report.variants.find((v) => v.id === 'search.moreq.as-eq')?.state, { 'oss-22': 'unobserved', 'commerce-24': 'shown' }, 'oss-22 recorded no moreq form');
  assert.deepEqual(report.variants.find((v) => v.id === 'count-route-present')?.state, { 'oss-22': 'not-shown', 'commerce-24': 'shown' }, 'oss-22 observed the count route absent');
  assert.deepEqual(subjects('failure.new'), ['perm.guest-refused GET /V1/gift-wrappings']);
  assert.deepEqual(subjects('failure.fixed'), ['schema.response-valid GET /V1/products']);
  const md = renderDiffMarkdown(report);
  const order = ['## Summary', '| Routes only on one side | `routes.one-side` | 2 |', '| Breaking schema changes | `schema.breaking` | 4 |', '## Targets', '## Routes × targets'].map((s) => md.indexOf(s));
  assert.ok(order.every((i, n) => i >= 0 && (n === 0 || i > (order[n - 1] as number))), `summary first, in order: ${order.join(', ')}`);
  const html = renderDiffHtml(report);
  assert.ok(html.indexOf('id="summary"') > 0 && html.indexOf('id="summary"') < html.indexOf('id="matrix"'), 'HTML: summary before the matrix');
  assert.match(html, /<tr data-kind="failure\.new" class="has-items"><th scope="row">New failures<\/th><td><code>failure\.new<\/code><\/td><td class="count">1<\/td><\/tr>/);
});

test('diff: every difference has its cause, and the report leads with what changes for an integration', () => {
  const report = buildDiff([OSS, COM]);
  assert.equal(report.format, 'commerce-conformance/diff@3');
  const changes = report.changes[0];
  assert.ok(changes);
  const route = (r: string) => changes.routes.find((c) => c.route === r);
  assert.deepEqual([route('GET /V1/gift-wrappings')?.change, route('GET /V1/gift-wrappings')?.cause.id, route('GET /V1/gift-wrappings')?.module], ['appears', 'cause.edition', 'Magento_GiftWrapping']);
  // The contract's line moves with the file: its place is checked, not its number.
  const evidence = route('GET /V1/gift-wrappings')?.cause.evidence[0];
  assert.match(evidence !== undefined && 'contract' in evidence ? String(evidence.contract) : '', /^contracts\/gift-wrapping\.yaml:\d+$/);
  assert.deepEqual({ ...evidence, contract: 'contracts/gift-wrapping.yaml' }, { kind: 'contract-edition', contract: 'contracts/gift-wrapping.yaml', editions: ['commerce'], module: 'Magento_GiftWrapping', presentOn: 'commerce-24', absentOn: 'oss-22' });
  assert.deepEqual([route('GET /V1/bulk/:bulkUuid/operation-status/:status')?.cause.id, route('GET /V1/bulk/:bulkUuid/operation-status/:status')?.cause.evidence[0]?.kind], ['cause.release', 'contract-release'], '2.2.10 → 2.4.7: the contract has the count route from 2.3.0');
  assert.equal(route('GET /V1/products')?.cause.id, 'cause.behaviour');
  // Runs from before GET /V1/modules: where the module would decide, the cause says the list was not recorded.
  const analytics = route('GET /V1/analytics/link');
  assert.equal(analytics?.cause.id, 'cause.unknown');
  assert.ok(analytics?.cause.missing.some((m) => m.includes('module list not recorded')), analytics?.cause.missing.join('; '));
  assert.deepEqual(changes.notCompared.map((r) => r.route), ['GET /V1/bulk', 'GET /V1/bulk/:bulkUuid/status', 'malformed JSON on /async']);
  for (const pair of report.summary) for (const k of pair.kinds) for (const i of k.items) assert.ok(i.cause.id.startsWith('cause.'), `${k.kind} ${i.subject}`);
  assert.deepEqual(report.summary[0]?.kinds.find((k) => k.kind === 'routes.one-side')?.items.map((i) => i.cause.id), ['cause.release', 'cause.edition']);
  const md = renderDiffMarkdown(report);
  assert.ok(md.indexOf('## What changes for an integration') < md.indexOf('## Summary'), 'what changes first, then the evidence');
  assert.match(md, /\| The edition \(`cause\.edition`\) \| Magento_GiftWrapping \| `GET \/V1\/gift-wrappings` \| served on commerce-24 only; published schema: route\.added \| the edition: contracts\/gift-wrapping\.yaml:\d+: editions commerce \(Magento_GiftWrapping\), so on commerce-24 and not on oss-22 \|/);
  assert.match(md, /- `GET \/V1\/gift-wrappings`: served on commerce-24 only; cause: the edition \(`cause\.edition`\)/);
  const html = renderDiffHtml(report);
  assert.match(html, /<svg id="chart-oss-22-commerce-24" class="chart" role="img"/);
  assert.ok(html.indexOf('id="changes"') < html.indexOf('id="summary"'));
});

test('diff: a folder of target folders counts as each target', () => {
  assert.deepEqual(loadRuns(runsDir).map((r) => r.dir.split('/').pop()), ['commerce-24', 'oss-22']);
});

const plan = JSON.parse(readFileSync(join(runsDir, 'plan.json'), 'utf8')) as PlanRoute[];

test('coverage: golden data', () => {
  golden('coverage.json', portable(computeCoverage(plan, [...loadRuns(OSS), ...loadRuns(COM)])));
});

test('coverage: exercised routes, and why the others were not', () => {
  const report = computeCoverage(plan, [...loadRuns(OSS), ...loadRuns(COM)]);
  const route = (key: string) => report.routes.find((r) => r.route === key);
  assert.equal(route('GET /V1/products')?.status, 'exercised');
  assert.deepEqual(route('GET /V1/products')?.exercisedBy.filter((x) => x.check === 'schema.response-valid'), [
    { check: 'schema.response-valid', target: 'commerce-24', outcome: 'pass' },
    { check: 'schema.response-valid', target: 'oss-22', outcome: 'fail' },
  ]);
  assert.equal(route('POST /V1/customers')?.status, 'presence-only');
  assert.deepEqual(route('POST /V1/customers')?.why.map((w) => [w.category, w.count]), [['writes-denied', 2]]);
  assert.equal(route('GET /V1/bulk/:bulkUuid/status')?.status, 'exercised');
  assert.equal(route('GET /V1/directory/countries')?.status, 'never');
  assert.deepEqual(route('GET /V1/directory/countries')?.why.map((w) => w.category), ['not-in-run']);
  assert.deepEqual(report.unknownRoutes, ['GET /V1/bulk'], 'run-level subjects are not unknown routes');
  assert.equal(report.summary.routes, plan.length);
});

test('coverage: an open-source-only run names edition and release reasons', () => {
  const report = computeCoverage(plan, loadRuns(OSS));
  const why = (key: string) => report.routes.find((r) => r.route === key)?.why.map((w) => w.category);
  assert.deepEqual(why('GET /V1/gift-wrappings'), ['edition']);
  assert.deepEqual(why('GET /V1/bulk/:bulkUuid/operation-status/:status'), ['release']);
  assert.deepEqual(why('GET /V1/analytics/link'), ['no-identity']);
  assert.equal(report.routes.find((r) => r.route === 'GET /V1/customers/:customerId')?.why[0]?.category, 'no-fixture');
});
