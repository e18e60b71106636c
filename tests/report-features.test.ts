// Features from a run's tests: the documented keys, the variants and presence that imply a feature, the keys other
// checks already emit (aliases), passing checks that show a feature, and inconsistent answers kept visible.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { TestRecord } from '../src/report/run.ts';
import { collectFeatures, collectVariants, publicUrl } from '../src/report/target.ts';
import type { ObservationRecord } from '../src/report/run.ts';

function t(check: string, route: string, outcome: 'pass' | 'skip' | 'fail', observations: Array<[string, unknown]>): TestRecord {
  const base = { title: `${check} ${route}`, project: 'commerce', durationMs: 1, check, route, module: null, rule: 'a rule', source: 'a source', contract: null, observations: observations.map(([key, value]) => ({ check, route, key, value })) };
  if (outcome === 'pass') return { ...base, outcome, note: null };
  if (outcome === 'skip') return { ...base, outcome, reason: 'skipped' };
  return { ...base, outcome, broken: 'broken', expected: 'expected', actual: 'actual', hint: null, issues: [], exchange: null };
}

test('documented keys, variants and presence', () => {
  const f = collectFeatures([
    t('bulk.status', 'GET /V1/bulk/:bulkUuid/status', 'pass', [['feature.user-type', true], ['feature.topic-shape', 'route'], ['feature.unknown-thing', 1]]),
    t('bulk.search', 'GET /V1/bulk', 'pass', [['variant', 'topic-service-based']]),
    t('presence.route-present', 'GET /V1/bulk/:bulkUuid/operation-status/:status', 'skip', [['present', false]]),
    t('presence.route-present', 'GET /V1/products', 'pass', [['present', true]]),
  ]);
  assert.deepEqual(f['user-type']?.values, [true]);
  assert.deepEqual(f['topic-shape']?.values, ['route', 'service'], 'two shapes on one target stay visible');
  assert.deepEqual(f['count-route']?.values, [false]);
  assert.deepEqual(Object.keys(f).sort(), ['count-route', 'topic-shape', 'user-type']);
});

test('keys the async checks and scenarios already emit, and passing checks', () => {
  const f = collectFeatures([
    t('async.accept-shape', 'DELETE /V1/products/:sku', 'pass', [['async.delete', 'not queued by this release']]),
    t('bulk.accept-shape', 'DELETE /V1/products/:sku', 'pass', [['bulk.delete', 'queued'], ['data_hash', 'a'.repeat(64)]]),
    t('async.accept-shape', 'POST /V1/products', 'pass', [['data_hash', null]]),
    t('status.terminal', 'scenario', 'pass', [['count-route', 'present']]),
    t('submission.session-token', '', 'fail', []),
  ]);
  assert.deepEqual(f['async-delete']?.values, [false]);
  assert.deepEqual(f['bulk-delete']?.values, [true]);
  assert.deepEqual(f['data-hash']?.values, ['sha256 hex', 'null']);
  assert.deepEqual(f['count-route']?.values, [true]);
  assert.deepEqual(f.async?.values, [true]);
  assert.deepEqual(f.bulk?.values, [true]);
  assert.equal(f['submission-api'], undefined, 'a failing check shows nothing');
});

test('variants by id with their routes; URLs without credentials', () => {
  assert.deepEqual(collectVariants([...t('a', 'GET /V1/b', 'pass', [['variant', 'x'], ['variant', 'x']]).observations, ...t('a', 'GET /V1/a', 'pass', [['variant', 'x']]).observations]), { x: ['GET /V1/a', 'GET /V1/b'] });
  assert.equal(publicUrl('https://u:p@shop.example.com:8443/index.php/?token=1#x'), 'https://shop.example.com:8443/index.php');
  assert.equal(publicUrl(null), null);
});

test('variants from other keys and from features', () => {
  const obs: ObservationRecord[] = [{ check: 'token.admin-route', route: 'POST /V1/integration/admin/token', key: 'admin-token-2fa', value: true }];
  const features = collectFeatures([t('bulk.status', 'GET /V1/bulk/:bulkUuid/status', 'pass', [['feature.user-type', false]])]);
  assert.deepEqual(collectVariants(obs, features), { 'admin-token-2fa': ['POST /V1/integration/admin/token'], 'user-type-absent': ['GET /V1/bulk/:bulkUuid/status'] });
});
