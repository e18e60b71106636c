// Unobserved is not different: a night with writes allowed shows topic-service-based and user-type-present, the
// read-only night against the same installation skips the checks that show them. The trend and report diff list
// them as not observed on that night, never as behaviour differences; a night that observed otherwise is one.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { computeDiff } from './diff.ts';
import { renderDiffHtml, renderDiffMarkdown } from './diff-render.ts';
import type { LoadedRun } from './load-run.ts';
import { RUN_FORMAT, type TestRecord } from './run.ts';
import { computeTrend } from './trend.ts';
import { renderTrendMarkdown } from './trend-render.ts';
import { variantRows } from './variant-state.ts';

const SUMMARY = 'GET /V1/bulk/:bulkUuid/status';
const DETAILED = 'GET /V1/bulk/:bulkUuid/detailed-status';
const INTAKE = 'malformed JSON on /async';
const DENIED = 'writes are denied (COMMERCE_WRITES is not allow): the check queues a bulk of products';

function t(check: string, route: string, outcome: 'pass' | 'skip', variants: string[] = [], extra: Array<{ key: string; value: unknown }> = []): TestRecord {
  const observations = [...variants.map((v) => ({ check, route, key: 'variant', value: v })), ...extra.map((o) => ({ check, route, ...o }))];
  const base = { title: `${check} ${route}`, project: 'commerce', durationMs: 1, check, route, module: 'AsynchronousOperations', rule: 'r', source: 's', contract: null, observations };
  return outcome === 'pass' ? { ...base, outcome, note: null } : { ...base, outcome, reason: DENIED };
}

function night(name: string, tests: TestRecord[]): LoadedRun {
  const fingerprint = { baseUrl: 'https://staging.example.com', storeCode: 'default', embedded: false, edition: 'open-source', release: '2.4', releaseFrom: 'detected', releaseName: '2.4.7, some patch level', releaseSpan: { lo: { release: '2.4.7', inclusive: true }, hi: { release: '2.4.8', inclusive: false } } };
  return { source: name, file: `/runs/${name}/conformance.json`, dir: `/runs/${name}`, run: { format: RUN_FORMAT, status: 'passed', projects: ['commerce'], fingerprint, tests }, publishedSchemaFile: null };
}

const WRITES = night('writes', [
  t('status.summary-shape', SUMMARY, 'pass', ['user-type-present'], [{ key: 'feature.async', value: true }]),
  t('status.detailed-shape', DETAILED, 'pass', ['topic-service-based']),
  t('async.intake-errors', INTAKE, 'pass', ['body-decoded-before-dispatch']),
]);
const READ_ONLY = night('read-only', [
  t('status.summary-shape', SUMMARY, 'skip'),
  t('status.detailed-shape', DETAILED, 'skip'),
  t('async.intake-errors', INTAKE, 'skip'),
]);
/** Writes allowed again, on an installation that answers otherwise. */
const OTHERWISE = night('otherwise', [
  t('status.summary-shape', SUMMARY, 'pass', ['user-type-absent']),
  t('status.detailed-shape', DETAILED, 'pass', ['topic-route-based']),
  t('async.intake-errors', INTAKE, 'pass'),
]);

test('the trend: a variant the read-only night did not observe is listed as not observed, with why, never as a difference', () => {
  const trend = computeTrend({ runs: [WRITES, READ_ONLY] });
  const summary = trend.summary;
  assert.ok(summary);
  assert.deepEqual(summary.kinds.find((k) => k.kind === 'behaviour.variant')?.items, []);
  assert.deepEqual(summary.unobserved, [
    { subject: 'body-decoded-before-dispatch', detail: `shown on writes; not observed on read-only (async.intake-errors ${INTAKE} skipped: ${DENIED})` },
    { subject: 'topic-service-based', detail: `shown on writes; not observed on read-only (status.detailed-shape ${DETAILED} skipped: ${DENIED})` },
    { subject: 'user-type-present', detail: `shown on writes; not observed on read-only (status.summary-shape ${SUMMARY} skipped: ${DENIED})` },
    { subject: 'asynchronous calls (/async/V1/...)', detail: 'yes on writes; not observed on read-only' },
  ]);
  const md = renderTrendMarkdown(trend);
  assert.doesNotMatch(md, /variant shown on writes only/);
  assert.match(md, /\*\*Not observed on one side\*\* \(`behaviour\.unobserved`, 4; not differences\):/);
});

test('report diff: the same nights side by side, "not observed" in the variants table, no ≠', () => {
  const report = computeDiff({ runs: [WRITES, READ_ONLY] });
  const row = report.variants.find((v) => v.id === 'topic-service-based');
  assert.deepEqual(row?.state, { writes: 'shown', 'read-only': 'unobserved' });
  assert.equal(row?.differs, false);
  assert.equal(report.features.find((f) => f.feature === 'async')?.differs, false, 'a feature one side did not observe is not ≠ either');
  assert.deepEqual(report.summary[0]?.kinds.find((k) => k.kind === 'behaviour.variant')?.items, []);
  const md = renderDiffMarkdown(report);
  assert.match(md, /\| topic-service-based \| yes \(1 route\(s\)\) \| not observed \|/);
  assert.match(renderDiffHtml(report), /<span data-state="unobserved" title="status\.detailed-shape GET \/V1\/bulk\/:bulkUuid\/detailed-status skipped: [^"]+">not observed<\/span>/);
});

test('observed otherwise is a difference: another value of the feature, or the check passing without the variant', () => {
  const report = computeDiff({ runs: [WRITES, OTHERWISE] });
  const state = (id: string) => report.variants.find((v) => v.id === id)?.state;
  assert.deepEqual(state('topic-service-based'), { writes: 'shown', otherwise: 'not-shown' });
  assert.deepEqual(state('topic-route-based'), { writes: 'not-shown', otherwise: 'shown' });
  assert.deepEqual(state('body-decoded-before-dispatch'), { writes: 'shown', otherwise: 'not-shown' }, 'its check passed there without it');
  const items = report.summary[0]?.kinds.find((k) => k.kind === 'behaviour.variant')?.items.map((i) => i.subject);
  assert.deepEqual(items, ['body-decoded-before-dispatch', 'topic-route-based', 'topic-service-based', 'user-type-absent', 'user-type-present']);
  assert.match(renderDiffMarkdown(report), /\| \*\*≠\*\* topic-service-based \| yes \(1 route\(s\)\) \| no \|/);
});

test('a check that ran and recorded another variant observed it; one that is absent from the run did not', () => {
  const rows = variantRows([WRITES, night('empty', [])], computeDiff({ runs: [WRITES, night('empty', [])] }).targets);
  assert.deepEqual(rows.find((r) => r.id === 'body-decoded-before-dispatch')?.unobserved, { empty: 'no test that shows it ran' });
});

test('scope variants (issue 29 §5): the price scope and the website read, as the scope checks observe them, differ per target', () => {
  const scope = (name: string, price: string, read: string, skipped = false) =>
    night(name, [
      skipped ? t('scope.price-scope', 'PUT /V1/products/:sku', 'skip') : t('scope.price-scope', 'PUT /V1/products/:sku', 'pass', [], [{ key: 'price-scope', value: { scope: price, written: 'second_en', read: ['second_en', 'default'] } }]),
      t('scope.website-assignment', 'POST /V1/products/:sku/websites', 'pass', [], [{ key: 'website-read', value: { form: read, view: 'default' } }]),
    ]);
  const report = computeDiff({ runs: [scope('global', 'global', 'admin-read-unfiltered'), scope('website', 'website', 'admin-read-unfiltered'), scope('single', 'global', 'admin-read-unfiltered', true)] });
  const state = (id: string) => report.variants.find((v) => v.id === id)?.state;
  assert.deepEqual(state('price-scope-global'), { global: 'shown', website: 'not-shown', single: 'unobserved' });
  assert.deepEqual(state('price-scope-website'), { global: 'not-shown', website: 'shown', single: 'unobserved' });
  assert.deepEqual(state('website-read-admin-read-unfiltered'), { global: 'shown', website: 'shown', single: 'shown' });
  const trend = renderTrendMarkdown(computeTrend({ runs: [scope('global', 'global', 'admin-read-unfiltered'), scope('website', 'website', 'admin-read-unfiltered')] }));
  assert.match(trend, /price-scope-website/);
});
