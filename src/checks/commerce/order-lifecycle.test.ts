// commerce.order-lifecycle on the fake commerce target: the synchronous life of an order with the state machine's
// refusals, and the same sales writes queued on /async and /async/bulk; each way a step can be wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { platformError } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceOrderLifecycle } from './order-lifecycle.ts';
import type { CommerceScenario } from './flow.ts';

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });
const form = (f: CommerceScenario['form']) => (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.form === f);

scenarioCases(commerceOrderLifecycle, [
  {
    name: 'sync: comment, hold, unhold, e-mails, invoice, shipment with tracks, refund, each read back; the state machine refuses what it must',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+: comment, hold, unhold, e-mails, invoice \d+, shipment \d+ with tracks, credit memo \d+; the state machine refused a second hold, an unhold, a second invoice, a refund above the paid amount and a refund of the closed order$/ },
    then: () => {
      const kinds = left.filter((l) => l.by === 'order lifecycle (sync)').map((l) => l.kind);
      assert.deepEqual(kinds, ['cart', 'order', 'invoice', 'shipment', 'creditmemo']);
    },
  },
  {
    name: 'sync: an invoice route that answers 500 fails at the invoice (the invoice-500 fault)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/invoice') ? platformError(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-1') : undefined) }).answer },
    want: { outcome: 'fail', broken: 'POST /V1/order/:orderId/invoice did not answer 200 in the commerce flow', expected: '200', actual: /^500 "Internal Error/ },
  },
  {
    name: 'sync: a second invoice accepted fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path.endsWith('/invoice') && healthy.status === 400 ? { status: 200, json: '999' } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'invoicing an order a second time was not refused', expected: '4xx with a message matching /invoice/i', actual: '200 "999"' },
  },
  {
    name: 'sync: a refund above what was paid accepted fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/refund') && JSON.stringify(call.body).includes('adjustment_positive') ? { status: 200, json: '77' } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'a refund above what was paid was not refused', expected: '4xx with a message matching /refund/i', actual: '200 "77"' },
  },
  {
    name: 'sync: a hold answered true but not kept fails at the read back of the state',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/hold') && !call.path.endsWith('/unhold') ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'after POST /V1/orders/:id/hold the order\'s state is not holded', expected: 'holded', actual: '"new"', exchange: false },
  },
  {
    name: 'async: every write queued one at a time completes and reads back',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+: comments, hold, unhold, emails, invoice, ship, refund queued on \/async, every operation complete, each effect read back \(3 documents\)$/ },
    then: (fake) => assert.ok(fake.sent.some((s) => /^\/async\/V1\/order\/\d+\/invoice$/.test(s.path)), 'the invoice is queued on /async'),
  },
  {
    name: 'bulk: two orders in each bulk, every operation complete, both read back',
    scenario: form('bulk'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^orders \d+ and \d+: comments, hold, unhold, emails, invoice, ship, refund queued on \/async\/bulk, every operation complete, each effect read back \(6 documents\)$/ },
    then: (fake) => {
      const invoice = fake.sent.find((s) => s.path === '/async/bulk/V1/order/byOrderId/invoice');
      assert.ok(Array.isArray(invoice?.body) && invoice.body.length === 2, 'two elements, one per order');
    },
  },
  {
    name: 'async: a queued operation that fails fails the scenario with its status and message',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'POST' && /^\/V1\/order\/\d+\/ship$/.test(call.path) ? platformError(400, 'Shipment Document Validation Error(s):\nYou can\'t create a shipment without products.') : undefined) }).answer },
    want: { outcome: 'fail', broken: /^POST \/async\/V1\/order\/\d+\/ship: the queued operation did not complete$/, expected: '1 operation(s) with status 1 (complete)', actual: /^#0 status 3 "Shipment Document Validation Error/ },
  },
  {
    name: 'async: a stopped consumer is the run\'s one diagnosis, not a failure of every step',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget().answer, wait: { timeout: { outcome: 'skip', reason: 'the consumer is stopped (diagnosed once)' } } },
    want: { outcome: 'skip', reason: 'the consumer is stopped (diagnosed once)' },
  },
  {
    name: 'async: no asynchronous web API on the target: skipped before anything is placed',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget().answer, unavailable: 'the target serves no /async routes' },
    want: { outcome: 'skip', reason: 'the target serves no /async routes' },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);
