import assert from 'node:assert/strict';
import { healthyAsyncTarget } from '../testing/async-scenario-target.ts';
import { altered, jsonOf, scenarioCases, type Target } from '../testing/fake-scenario.ts';
import { asyncStoreScope } from './store-scope.ts';

const SKU = 'cctrun0000s0scope';

/** An installation that applies an update without a store code to the global value, as if it were `all`. */
const scopeIgnored: Target = (() => {
  const healthy = healthyAsyncTarget();
  return (sent) => healthy(sent.method === 'PUT' && sent.storeCode == null ? { ...sent, storeCode: 'all' } : sent);
})();

scenarioCases(asyncStoreScope, [
  {
    name: 'create global, then update without a code, with all and with a store code: each view shows its value',
    want: { outcome: 'pass', note: 'store views checked: default, fr and all' },
    then: (f) => {
      const writes = f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path}`);
      assert.deepEqual(writes, [`POST - /async/V1/products`, `PUT - /async/V1/products/${SKU}`, `PUT all /async/V1/products/${SKU}`, `PUT fr /async/V1/products/${SKU}`]);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [['store-views', { default: 'default', others: ['fr'] }, 'store views']]);
    },
  },
  {
    name: 'no default store view to be found',
    fake: { answer: altered((sent) => (sent.path === '/V1/store/storeGroups' ? { status: 200, json: [] } : undefined)) },
    want: { outcome: 'skip', reason: 'the default store view could not be found (GET /V1/store/storeViews, storeGroups, websites)' },
    then: (f) => assert.ok(f.sent.every((s) => s.method === 'GET'), 'nothing is queued'),
  },
  {
    name: 'an update without a store code changes every store view (store scope ignored)',
    fake: { answer: scopeIgnored },
    want: { outcome: 'fail', broken: 'update without a store code: the store view "all" shows the wrong value', expected: `name "${SKU} global" in /rest/all`, actual: `name "${SKU} default-only"` },
  },
  {
    name: 'a queued write does not complete',
    fake: { answer: altered((sent, healthy) => (sent.path.endsWith('2/status') ? { status: 200, json: { ...(jsonOf(healthy) as object), operations_list: [{ id: 0, status: 3, result_message: 'The store view is not found', error_code: 0 }] } } : undefined)) },
    want: { outcome: 'fail', broken: 'update without a store code: the queued write did not complete', expected: 'status 1', actual: 'status 3 "The store view is not found"' },
  },
  {
    name: 'reading through a store view fails',
    fake: { answer: altered((sent) => (sent.method === 'GET' && sent.storeCode === 'all' ? { status: 400, json: { message: 'Specified request cannot be processed.' } } : undefined)) },
    want: { outcome: 'fail', broken: 'create without a store code: reading the product through /rest/all/V1 failed', expected: `200 with name "${SKU} global"`, actual: '400 "Specified request cannot be processed."' },
  },
]);
