// commerce.cancellation on the fake commerce target: a second order cancelled and read back, the state machine's
// refusals after it, the repository's invoice read back; the queued forms; each way it can be wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { commerceCancellation } from './cancellation.ts';
import type { CommerceScenario } from './flow.ts';

const full = { writes: 'full' as const };
const form = (f: CommerceScenario['form']) => (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.form === f);

scenarioCases(commerceCancellation, [
  {
    name: 'sync: cancelled and read back; invoicing, shipping and cancelling it again refused',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ cancelled and read back; invoice \d+ saved through the repository read back; invoicing, shipping and cancelling it again refused$/ },
  },
  {
    name: 'sync: a cancelled order that can still be shipped fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'POST' && call.path.endsWith('/ship') ? { status: 200, json: '55' } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'shipping a cancelled order was not refused', expected: '4xx with a message matching /shipment/i', actual: '200 "55"' },
  },
  {
    name: 'sync: a cancellation answered true but not kept fails at the read back',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'POST' && call.path.endsWith('/cancel') ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^order \d+ does not read back cancelled after POST \/V1\/orders\/:id\/cancel$/, expected: 'state canceled', actual: '"new"' },
  },
  {
    name: 'bulk: two orders cancelled in one bulk, each read back',
    scenario: form('bulk'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ and order \d+ cancelled through \/async\/bulk, every operation complete, read back cancelled$/ },
    then: (fake) => {
      const bulk = fake.sent.find((s) => s.path === '/async/bulk/V1/orders/byId/cancel');
      assert.ok(Array.isArray(bulk?.body) && bulk.body.every((e) => typeof (e as { id: unknown }).id === 'number'), 'each element names its order by id');
    },
  },
  {
    name: 'async: cancelled through /async and read back',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ cancelled through \/async, every operation complete, read back cancelled$/ },
  },
]);
