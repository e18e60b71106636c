import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { MODULES_NOT_RECORDED, modulesOfFingerprint } from './target-modules.ts';

test('the recorded list, sorted', () => {
  assert.deepEqual(modulesOfFingerprint({ modules: { enabled: ['Magento_Store', 'Magento_Catalog'], source: 'GET /V1/modules (admin token)', problem: null } }), { enabled: ['Magento_Catalog', 'Magento_Store'], missing: null });
});

test('a run from before the list, a refusal, or something else: unknown, with why', () => {
  assert.deepEqual(modulesOfFingerprint({ baseUrl: 'http://shop' }), { enabled: null, missing: MODULES_NOT_RECORDED });
  assert.deepEqual(modulesOfFingerprint(null), { enabled: null, missing: MODULES_NOT_RECORDED });
  assert.deepEqual(modulesOfFingerprint({ modules: { enabled: null, source: null, problem: 'GET /V1/modules (integration) answered 401' } }), { enabled: null, missing: 'module list not read: GET /V1/modules (integration) answered 401' });
  assert.equal(modulesOfFingerprint({ modules: { enabled: [3] } }).missing, 'module list not read: no reason recorded');
});
