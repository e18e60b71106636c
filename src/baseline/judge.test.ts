// What a baseline makes of each verdict: known, new (with and without a waiver of another class), fixed (strict or
// not), expired (a date passed, a release reached), and nothing for skips and tests without a verdict.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spanOf, type ReleaseSpan } from '../contracts/release-span.ts';
import type { FailRecord, PassRecord, VerdictRecord } from '../report/verdict-record.ts';
import type { Baseline, Waiver } from './baseline-file.ts';
import { baselineJudge, expired, type RunMoment } from './judge.ts';

const base = { module: 'Store', rule: 'r', source: 's', contract: null, observations: [] };
const failing = (check: string, route: string, broken: string): FailRecord => ({ ...base, check, route, outcome: 'fail', broken, expected: 'e', actual: 'a', hint: null, issues: [], exchange: null });
const passing = (check: string, route: string): PassRecord => ({ ...base, check, route, outcome: 'pass', note: null });

const waiver = (over: Partial<Waiver>): Waiver => ({ check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', broken: 'guest reached Magento_Backend::store', seen: null, reason: null, until: null, line: 3, ...over });
const baseline: Baseline = {
  file: 'conformance-baseline.yaml',
  waivers: [
    waiver({ reason: 'opened by an extension', until: '2.4.8', line: 3 }),
    waiver({ route: 'GET /V1/store/storeGroups', until: '2026-10-31', line: 9 }),
  ],
};
/** A run on 2.4.7-p3 on the day before the date waiver expires. */
const moment: RunMoment = { span: spanOf('2.4.7-p3'), date: '2026-10-31' };
const judge = baselineJudge(baseline, moment, false);

test('the waived class on a waived check and subject is known, with the waiver\'s reason, until and place', () => {
  assert.deepEqual(judge(failing('perm.guest-refused', 'GET /V1/store/storeViews', 'guest reached Magento_Backend::store')), { status: 'known', waiver: 'conformance-baseline.yaml:3', reason: 'opened by an extension', until: '2.4.8' });
  assert.deepEqual(judge(failing('perm.guest-refused', 'GET /V1/store/storeGroups', 'guest reached Magento_Backend::store')), { status: 'known', waiver: 'conformance-baseline.yaml:9', until: '2026-10-31' }, 'the last day of a date waiver');
});

test('another class on a waived check and subject is new and names the waived one; an unwaived failure is new', () => {
  assert.deepEqual(judge(failing('perm.guest-refused', 'GET /V1/store/storeViews', 'guest reached Magento_Backend::store with a 500')), { status: 'new', waiver: 'conformance-baseline.yaml:3', reason: 'opened by an extension', until: '2.4.8', waived: 'guest reached Magento_Backend::store' });
  assert.deepEqual(judge(failing('perm.guest-refused', 'GET /V1/products', 'guest reached Magento_Catalog::products')), { status: 'new' });
  assert.deepEqual(judge(failing('schema.response-valid', 'GET /V1/store/storeViews', 'guest reached Magento_Backend::store')), { status: 'new' }, 'a waiver is for its check only');
});

test('a waived check and subject that passes is fixed; strict marks it so the test fails', () => {
  assert.deepEqual(judge(passing('perm.guest-refused', 'GET /V1/store/storeViews')), { status: 'fixed', waiver: 'conformance-baseline.yaml:3', reason: 'opened by an extension', until: '2.4.8', waived: 'guest reached Magento_Backend::store' });
  assert.equal(baselineJudge(baseline, moment, true)(passing('perm.guest-refused', 'GET /V1/store/storeViews'))?.strict, true);
  assert.equal(judge(passing('perm.guest-refused', 'GET /V1/products')), undefined, 'a pass nobody waived says nothing');
});

test('skips and tests without a verdict are not judged', () => {
  const skipped: VerdictRecord = { ...base, check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', outcome: 'skip', reason: 'not on this edition' };
  const error: VerdictRecord = { ...base, check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', outcome: 'error', message: 'timeout' };
  assert.equal(judge(skipped), undefined);
  assert.equal(judge(error), undefined);
});

test('an expired waiver: the day after its date, or a target at its release or later', () => {
  const storeViews = failing('perm.guest-refused', 'GET /V1/store/storeViews', 'guest reached Magento_Backend::store');
  const storeGroups = failing('perm.guest-refused', 'GET /V1/store/storeGroups', 'guest reached Magento_Backend::store');
  const later = baselineJudge(baseline, { ...moment, date: '2026-11-01' }, false);
  assert.equal(later(storeGroups)?.status, 'expired');
  assert.equal(later(storeViews)?.status, 'known');
  const upgraded = baselineJudge(baseline, { ...moment, span: spanOf('2.4.8') }, false);
  assert.deepEqual(upgraded(storeViews), { status: 'expired', waiver: 'conformance-baseline.yaml:3', reason: 'opened by an extension', until: '2.4.8' });
});

test('a release expiry needs the target to be known at that release or later', () => {
  const at = (span: ReleaseSpan) => expired({ until: '2.4.8' }, { span, date: '2026-01-01' });
  assert.equal(at(spanOf('2.4.8-p1')), true);
  assert.equal(at(spanOf('2.4.7-p3')), false);
  assert.equal(at(spanOf('2.4')), false, 'some 2.4.x: maybe before 2.4.8');
  assert.equal(at({ lo: { release: '2.4.8', inclusive: true }, hi: { release: '2.4', inclusive: true } }), true, 'narrowed to 2.4.8 and later');
  assert.equal(at(spanOf(null)), false, 'an unknown release never expires a waiver');
  assert.equal(expired({ until: '2.5.0' }, { span: spanOf('2.4.8'), date: '2026-01-01' }), false, 'a release of a line the suite does not know yet');
  assert.equal(expired({ until: null }, { span: spanOf('2.4.8'), date: '2099-01-01' }), false);
});
