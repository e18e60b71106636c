// The summary by kind (src/report/summary.ts) over hand-made cells: each kind counts exactly its differences, and a
// difference of one kind is not counted as another.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { cellOf, type MatrixRow } from '../src/report/diff.ts';
import type { TestRecord } from '../src/report/run.ts';
import type { AttributionContext } from '../src/report/cause-attribution.ts';
import { contractFacts } from '../src/report/contract-facts.ts';
import { spanOf } from '../src/contracts/release-span.ts';
import { NOT_ATTRIBUTED, summarizePair, type SummaryKind } from '../src/report/summary.ts';
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

/** a enables Magento_X, b does not; the contracts serve GET /V1/x in both editions from Magento_X. */
const attribution: AttributionContext = {
  base: { label: 'a', edition: 'open-source', releaseSpan: spanOf('2.4.7'), modules: { enabled: ['Magento_P', 'Magento_X'], missing: null } },
  other: { label: 'b', edition: 'open-source', releaseSpan: spanOf('2.4.7'), modules: { enabled: ['Magento_P'], missing: null } },
  contracts: contractFacts([
    { key: 'GET /V1/x', method: 'GET', path: '/V1/x', editions: ['open-source', 'commerce'], since: '2.0', until: null, platformModule: 'Magento_X', location: { file: 'x.yaml', line: 3, column: 1 } },
    { key: 'GET /V1/p', method: 'GET', path: '/V1/p', editions: ['open-source', 'commerce'], since: '2.0', until: null, platformModule: 'Magento_P', location: { file: 'p.yaml', line: 3, column: 1 } },
  ]),
  markers: null,
  serviceTags: new Map(),
};

const summary = summarizePair({
  attribution,
  base: 'a',
  other: 'b',
  rows,
  variants: [
    { id: 'count-route-absent', shownBy: { a: ['GET /V1/c'], b: [] }, state: { a: 'shown', b: 'not-shown' }, unobserved: {} },
    { id: 'topic-service-based', shownBy: { a: ['x'], b: ['y'] }, state: { a: 'shown', b: 'shown' }, unobserved: {} },
    { id: 'user-type-present', shownBy: { a: [], b: ['GET /V1/bulk/:bulkUuid/status'] }, state: { a: 'unobserved', b: 'shown' }, unobserved: { a: 'status.summary-shape GET /V1/bulk/:bulkUuid/status skipped: writes are denied' } },
  ],
  features: [{ title: 'data_hash form', values: { a: ['hmac-sha256'], b: ['null'] } }, { title: 'bulk calls', values: { a: [true], b: null } }],
  breaking: [{ subject: 'GET /V1/gone', detail: 'route.removed: GET /V1/gone is no longer published', cause: NOT_ATTRIBUTED, module: null, routes: ['GET /V1/gone'] }],
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

test('every difference carries its cause and module: the module enabled on one side only, the verdicts, the variant, the feature', () => {
  const causeOf = (kind: SummaryKind) => summary.kinds.find((k) => k.kind === kind)?.items.map((i) => [i.subject, i.cause.id, i.module]);
  assert.deepEqual(causeOf('routes.one-side'), [['GET /V1/x', 'cause.module', 'Magento_X']]);
  assert.deepEqual(summary.kinds.find((k) => k.kind === 'routes.one-side')?.items[0]?.cause.evidence, [{ kind: 'module-enabled', module: 'Magento_X', enabledOn: 'a', disabledOn: 'b' }]);
  assert.deepEqual(causeOf('permission.differs'), [['perm.guest-refused GET /V1/p', 'cause.behaviour', 'Magento_P']]);
  assert.deepEqual(summary.kinds.find((k) => k.kind === 'permission.differs')?.items[0]?.cause.evidence, [{ kind: 'verdict', check: 'perm.guest-refused', outcomes: { a: 'pass', b: 'fail' } }]);
  assert.deepEqual(causeOf('behaviour.variant'), [['count-route-absent', 'cause.behaviour', null], ['data_hash form', 'cause.behaviour', null]]);
  assert.deepEqual(causeOf('schema.breaking'), [['GET /V1/gone', 'cause.unknown', null]]);
  const none = summarizePair({ attribution: null, base: 'a', other: 'b', rows, variants: [], features: [], breaking: [] });
  assert.ok(none.kinds.every((k) => k.items.every((i) => i.cause === NOT_ATTRIBUTED)), 'without a context, every cause says it was not attributed');
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
  const none = summarizePair({ attribution: null, base: 'a', other: 'b', rows: [], variants: [], features: [], breaking: null, schemaUnavailable: 'no published schema saved with the run of b' });
  assert.equal(none.schemaUnavailable, 'no published schema saved with the run of b');
  const md = summaryMarkdown(none);
  assert.match(md, /\| Breaking schema changes \| `schema\.breaking` \| not compared \|/);
  assert.match(md, /not counted: no published schema saved with the run of b/);
});

test('Markdown lists at most 15 subjects per kind', () => {
  const many = summarizePair({ attribution: null, base: 'a', other: 'b', rows: [], variants: [], features: [], breaking: Array.from({ length: 20 }, (_, i) => ({ subject: `D${i}`, detail: 'definition.removed', cause: NOT_ATTRIBUTED, module: null, routes: [] })) });
  const md = summaryMarkdown(many);
  assert.match(md, /\| Breaking schema changes \| `schema\.breaking` \| 20 \|/);
  assert.equal((md.match(/^- `D\d+`/gm) ?? []).length, 15);
  assert.match(md, /- … and 5 more/);
});
