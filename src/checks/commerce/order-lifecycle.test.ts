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
    want: { outcome: 'pass', note: /^order \d+: comment, hold, unhold, e-mails, invoice \d+, shipment \d+ with tracks, credit memo \d+; the state machine refused a second hold, a cancellation on hold, an unhold, a second invoice, the invoice's capture and void, a second shipment, a cancellation of the complete order, a refund above the paid amount, a refund of the closed order and the credit memo's cancel$/ },
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
    name: 'sync: an order on hold cancelled (true) fails (the cancel-unguarded fault)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path.endsWith('/cancel') && healthy.status === 200 && 'json' in healthy && healthy.json === false ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'cancelling an order on hold was not refused', expected: 'false (the order cannot be cancelled)', actual: 'true' },
  },
  {
    name: 'sync: a complete order cancelled (true) fails',
    scenario: form('sync'),
    fake: (() => {
      let cancels = 0;
      return { target: full, answer: commerceTarget({ change: (call) => (call.path.endsWith('/cancel') && ++cancels === 2 ? { status: 200, json: true } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: 'cancelling an order complete was not refused', expected: 'false (the order cannot be cancelled)', actual: 'true' },
  },
  {
    name: 'sync: a cancellation answered false that cancels the held order all the same fails at the read back',
    scenario: form('sync'),
    fake: (() => {
      const target = commerceTarget({ change: (call) => {
        const m = /^\/V1\/orders\/(\d+)\/cancel$/.exec(call.path);
        const order = m ? target.orders.get(Number(m[1])) : undefined;
        if (order === undefined || order.state !== 'holded') return undefined;
        order.state = 'canceled';
        return { status: 200, json: false };
      } });
      return { target: full, answer: target.answer };
    })(),
    want: { outcome: 'fail', broken: 'an order on hold does not stay so after POST /V1/orders/:id/cancel', expected: 'holded', actual: '"canceled"' },
  },
  {
    name: 'sync: the capture of an invoice paid offline accepted fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/capture') ? { status: 200, json: '5' } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'capturing an invoice paid offline was not refused', expected: '4xx with a message matching /capture action is not available/i', actual: '200 "5"' },
  },
  {
    name: 'sync: the void of an invoice paid offline accepted fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/void') ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'voiding an invoice paid offline was not refused', expected: '4xx with a message matching /void action is not available/i', actual: '200 true' },
  },
  {
    name: 'sync: a second shipment of shipped items accepted fails, the shipment it made recorded',
    scenario: form('sync'),
    fake: (() => {
      let ships = 0;
      return { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'POST' && /^\/V1\/order\/\d+\/ship$/.test(call.path) && ++ships === 2 ? { status: 200, json: '4242' } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: 'shipping an order\'s shipped items a second time was not refused', expected: '4xx with a message matching /can\'t create a shipment without products/i', actual: '200 "4242"' },
    then: () => assert.ok(left.some((l) => l.kind === 'shipment' && l.id === '4242'), 'the second shipment is left in the ledger'),
  },
  {
    name: 'sync: a credit memo\'s cancel accepted fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'PUT' && /^\/V1\/creditmemo\/\d+$/.test(call.path) ? { status: 200, json: [] } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'cancelling a credit memo was not refused', expected: '4xx with a message matching /You can not cancel Credit Memo/i', actual: '200 []' },
  },
  {
    name: 'sync: the invoiced order\'s status read as pending fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path.endsWith('/statuses') ? { status: 200, json: 'pending' } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the status of the invoiced order \d+ is not processing$/, expected: '"processing"', actual: '"pending"' },
  },
  {
    name: 'sync: an order comment stored without its flags fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/\d+\/comments$/.test(call.path) && 'json' in healthy ? { status: 200, json: JSON.parse(JSON.stringify(healthy.json).replace(/"is_customer_notified":1/g, '"is_customer_notified":0')) } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the order\'s comment does not read back with the flags and parent it was posted with', expected: /^is_customer_notified 1, is_visible_on_front 1, parent_id \d+$/, actual: /"is_customer_notified":0/ },
  },
  {
    name: 'sync: a credit memo comment answered with another id than it reads back with fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'POST' && /^\/V1\/creditmemo\/\d+\/comments$/.test(call.path) && 'json' in healthy ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), entity_id: 99999 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the creditmemo\'s comment does not read back as it was answered, with both flags 1', expected: /^entity_id 99999, /, actual: /"entity_id":\d+/ },
  },
  {
    name: 'sync: the refund\'s comment not kept on the credit memo fails (RefundOrderTest::testFullRequest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/creditmemo\/\d+\/comments$/.test(call.path) && 'json' in healthy ? { status: 200, json: { items: ((healthy.json as { items: Array<{ comment: string }> }).items).filter((c) => !c.comment.endsWith('refund comment')) } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the comment sent with the refund is not the credit memo\'s', expected: /refund comment, is_visible_on_front 1$/, actual: /creditmemo comment/ },
  },
  {
    name: 'sync: a track answered true on its delete but kept fails (ShipmentRemoveTrackTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'DELETE' && call.path.startsWith('/V1/shipment/track/') ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the deleted track still reads back in the shipment', expected: /^no .*-second$/, actual: /-second/, exchange: false },
  },
  {
    name: 'sync: a track kept without the weight and qty sent fails (ShipmentAddTrackTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/shipment\/\d+$/.test(call.path) && 'json' in healthy ? { status: 200, json: JSON.parse(JSON.stringify(healthy.json).replace(/"weight":20/g, '"weight":0')) } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the added track does not read back as it was answered and sent', expected: /weight 20, qty 5/, actual: /"weight":0/, exchange: false },
  },
  {
    name: 'sync: the order\'s increment_id changed by a write fails',
    scenario: form('sync'),
    fake: (() => {
      let reads = 0;
      return { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in healthy && ++reads > 3 ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), increment_id: '999999999' } } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: /^after POST \/V1\/orders?\/:[a-zA-Z]+\/[a-z]+ the order's increment_id changed$/, expected: /^\d+$/, actual: '"999999999"', exchange: false },
  },
  {
    name: 'sync: an invoice read by id with another increment_id than it is stored with fails (InvoiceGetTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/invoices\/\d+$/.test(call.path) && 'json' in healthy ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), increment_id: '000000001' } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/invoices\/:id does not answer invoice \d+ of order \d+ as stored \(as \/V1\/invoices finds it\)$/, expected: /^\{"increment_id":"\d+"\}$/, actual: '{"increment_id":"000000001"}' },
  },
  {
    name: 'sync: a shipment read by id without its tracks fails (ShipmentGetTest)',
    scenario: form('sync'),
    fake: (() => {
      let reads = 0;
      return { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/shipment\/\d+$/.test(call.path) && 'json' in healthy && ++reads > 3 ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), tracks: [] } } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: /^GET \/V1\/shipment\/:id does not answer shipment \d+ of order \d+ as stored \(as \/V1\/shipments finds it\)$/, expected: /^\{"tracks":\[\{/, actual: '{"tracks":[]}' },
  },
  {
    name: 'sync: a credit memo read open (state 1) fails (CreditmemoGetTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => ((/^\/V1\/creditmemo\/\d+$/.test(call.path) || call.path === '/V1/creditmemos') && call.method === 'GET' && 'json' in healthy ? { status: 200, json: JSON.parse(JSON.stringify(healthy.json).replace(/"state":2/g, '"state":1')) as unknown } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^creditmemo \d+ of order \d+ does not read in its state$/, expected: 'state 2 (refunded)', actual: '1' },
  },
  {
    name: 'sync: a credit memo of the whole order without the order\'s shipping tax fails (CreditmemoGetTest)',
    scenario: form('sync'),
    fake: (() => {
      let reads = 0;
      const taxed = (json: unknown): unknown => ({ ...(json as Record<string, unknown>), shipping_tax_amount: 0.41, base_shipping_tax_amount: 0.41 });
      return { target: full, answer: commerceTarget({ change: (call, healthy) => {
        if (call.method !== 'GET' || !('json' in healthy)) return undefined;
        if (/^\/V1\/creditmemo\/\d+$/.test(call.path) && ++reads > 1) return { status: 200, json: taxed(healthy.json) };
        if (call.path === '/V1/creditmemos') return { status: 200, json: { ...(healthy.json as Record<string, unknown>), items: (healthy.json as { items: unknown[] }).items.map(taxed) } };
        return undefined;
      } }).answer };
    })(),
    want: { outcome: 'fail', broken: /^creditmemo \d+ of order \d+, the whole order refunded, does not carry the order's shipping tax$/, expected: /^\{"shipping_tax_amount":(0|null)?/, actual: '{"shipping_tax_amount":0.41,"base_shipping_tax_amount":0.41}' },
  },
  {
    name: 'sync: an order\'s comments listed without the status its history holds fails (OrderCommentsListTest; the order-history-status-dropped fault)',
    scenario: form('sync'),
    fake: (() => {
      let lists = 0;
      return { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/\d+\/comments$/.test(call.path) && 'json' in healthy && ++lists > 1 ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), items: ((healthy.json as { items: Array<Record<string, unknown>> }).items).map(({ status: _status, ...rest }) => rest) } } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: /^GET \/V1\/orders\/:id\/comments does not list order \d+'s history with each entry's comment and status$/, expected: /"status":"pending"/, actual: /"status":null/ },
  },
  {
    name: 'sync: an order\'s comments listed without one entry of its history fails (OrderCommentsListTest)',
    scenario: form('sync'),
    fake: (() => {
      let lists = 0;
      return { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in healthy && ++lists > 0 ? { status: 200, json: { ...(healthy.json as Record<string, unknown>), status_histories: [...((healthy.json as { status_histories: unknown[] }).status_histories), { entity_id: 9999, comment: 'We refunded $10.00 offline.', status: 'closed' }] } } : undefined) }).answer };
    })(),
    want: { outcome: 'fail', broken: /^GET \/V1\/orders\/:id\/comments does not list every entry of order \d+'s history$/, expected: '2 entries (the order\'s status_histories)', actual: '"1 entries"' },
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
