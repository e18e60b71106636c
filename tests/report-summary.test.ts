// The summary by kind (src/report/summary.ts) over hand-made cells: each kind counts exactly its differences, and a
// difference of one kind is not counted as another.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { cellOf, type MatrixRow } from '../src/report/diff.ts';
import type { TestRecord } from '../src/report/run.ts';
import { summarizePair, type SummaryKind } from '../src/report/summary.ts';
import { summaryMarkdown } from '../src/report/summary-render.ts';

function t(check: string, route: string, outcome: 'pass' | 'skip' | 'fail', present?: boolean): TestRecord {
  const observations = present === undefined ? [] : [{ check, route, key: 'present', value: present }];
  const base = { title: `${check} ${route}`, project: 'commerce', durationMs: 1, check, route, module: 'M', rule: 'r', source: 's', contract: null, observations };
  if (outcome === 'pass') return { ...base, outcome, note: null };
  if (outcome === 'skip') return { ...base, outcome, reason: 'no fixture X: the target has no such entity' };
  return { ...base, outcome, broken: 'it broke', expected: 'e', actual: 'a', hint: null, issues: [], exchange: null };
}

function row(route: string, a: TestRecord[], b: TestRecord[]): MatrixRow {
  return { route, module: 'M', cells: { a: cellOf(a), b: cellOf(b) }, differs: true };
}

const rows: MatrixRow[] = [
  row('GET /V1/x', [t('presence.route-present', 'GET /V1/x', 'pass', true)], [t('presence.route-present', 'GET /V1/x', 'skip', false)]),
  row('GET /V1/p', [t('perm.guest-refused', 'GET /V1/p', 'pass')], [t('perm.guest-refused', 'GET /V1/p', 'fail')]),
  row('GET /V1/s', [t('schema.response-valid', 'GET /V1/s', 'fail')], [t('schema.response-valid', 'GET /V1/s', 'pass')]),
  row('GET /V1/k', [t('schema.response-valid', 'GET /V1/k', 'fail')], [t('schema.response-valid', 'GET /V1/k', 'skip')]),
  row('GET /V1/same', [t('schema.response-valid', 'GET /V1/same', 'fail')], [t('schema.response-valid', 'GET /V1/same', 'fail')]),
];

const summary = summarizePair({
  base: 'a',
  other: 'b',
  rows,
  variants: [
    { id: 'count-route-absent', shownBy: { a: ['GET /V1/c'], b: [] }, state: { a: 'shown', b: 'not-shown' }, unobserved: {} },
    { id: 'topic-service-based', shownBy: { a: ['x'], b: ['y'] }, state: { a: 'shown', b: 'shown' }, unobserved: {} },
    { id: 'user-type-present', shownBy: { a: [], b: ['GET /V1/bulk/:bulkUuid/status'] }, state: { a: 'unobserved', b: 'shown' }, unobserved: { a: 'status.summary-shape GET /V1/bulk/:bulkUuid/status skipped: writes are denied' } },
  ],
  features: [{ title: 'data_hash form', values: { a: ['hmac-sha256'], b: ['null'] } }, { title: 'bulk calls', values: { a: [true], b: null } }],
  breaking: [{ subject: 'GET /V1/gone', detail: 'route.removed: GET /V1/gone is no longer published' }],
});

const subjects = (kind: SummaryKind) => summary.kinds.find((k) => k.kind === kind)?.items.map((i) => i.subject);

test('each kind counts its own differences', () => {
  assert.deepEqual(subjects('routes.one-side'), ['GET /V1/x']);
  assert.deepEqual(subjects('permission.differs'), ['perm.guest-refused GET /V1/p']);
  assert.deepEqual(subjects('failure.new'), ['perm.guest-refused GET /V1/p'], 'a permission check that starts failing is a new failure too');
  assert.deepEqual(subjects('failure.fixed'), ['schema.response-valid GET /V1/s'], 'a failure that became a skip is not fixed, one failing on both sides is neither');
  assert.deepEqual(subjects('behaviour.variant'), ['count-route-absent', 'data_hash form'], 'a variant or feature one side did not observe is no difference');
  assert.deepEqual(subjects('schema.breaking'), ['GET /V1/gone']);
  assert.equal(summary.schemaUnavailable, null);
});

test('details name the side', () => {
  const detail = (kind: SummaryKind) => summary.kinds.find((k) => k.kind === kind)?.items[0]?.detail;
  assert.equal(detail('routes.one-side'), 'served on a only');
  assert.equal(detail('permission.differs'), 'fails on b, passes on a');
  assert.equal(detail('failure.new'), 'pass on a, fails on b');
  assert.equal(detail('behaviour.variant'), 'variant shown on a only');
});

test('unobserved is not different: a variant or feature one side did not observe is listed apart, with why', () => {
  assert.deepEqual(summary.unobserved, [
    { subject: 'user-type-present', detail: 'shown on b; not observed on a (status.summary-shape GET /V1/bulk/:bulkUuid/status skipped: writes are denied)' },
    { subject: 'bulk calls', detail: 'yes on a; not observed on b' },
  ]);
  const md = summaryMarkdown(summary);
  assert.match(md, /\*\*Not observed on one side\*\* \(`behaviour\.unobserved`, 2; not differences\):\n\n- `user-type-present`: shown on b; not observed on a/);
  assert.doesNotMatch(md.slice(0, md.indexOf('Not observed on one side')), /user-type-present/, 'not among the differences');
});

test('schema not compared: said, not counted as zero', () => {
  const none = summarizePair({ base: 'a', other: 'b', rows: [], variants: [], features: [], breaking: null, schemaUnavailable: 'no published schema saved with the run of b' });
  assert.equal(none.schemaUnavailable, 'no published schema saved with the run of b');
  const md = summaryMarkdown(none);
  assert.match(md, /\| Breaking schema changes \| `schema\.breaking` \| not compared \|/);
  assert.match(md, /not counted: no published schema saved with the run of b/);
});

test('Markdown lists at most 15 subjects per kind', () => {
  const many = summarizePair({ base: 'a', other: 'b', rows: [], variants: [], features: [], breaking: Array.from({ length: 20 }, (_, i) => ({ subject: `D${i}`, detail: 'definition.removed' })) });
  const md = summaryMarkdown(many);
  assert.match(md, /\| Breaking schema changes \| `schema\.breaking` \| 20 \|/);
  assert.equal((md.match(/^- `D\d+`/gm) ?? []).length, 15);
  assert.match(md, /- … and 5 more/);
});
