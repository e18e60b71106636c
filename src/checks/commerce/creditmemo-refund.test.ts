// commerce.creditmemo-refund on the fake commerce core (testing/commerce-target.ts): a credit memo sent whole through
// POST /V1/creditmemo/refund closes the invoiced order; a credit memo that moves no money, an answer that is not the
// credit memo sent, or an order left open fail by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { commerceCreditmemoRefund } from './creditmemo-refund.ts';

const full = { writes: 'full' as const };
const isOrderRead = (path: string): boolean => /^\/V1\/orders\/\d+$/.test(path);

scenarioCases(commerceCreditmemoRefund, [
  {
    name: 'a credit memo sent whole closes the order, its grand total refunded offline',
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ of 2 × \S+ invoiced \(\d+\), credit memo \d+ sent whole through POST \/V1\/creditmemo\/refund \(grand total \d+(\.\d+)?, subtotal [\d.]+, base shipping [\d.]+, offline_requested true\) answered as sent; the order reads closed, [\d.]+ refunded offline, its item 2 refunded$/ },
    then: (fake) => {
      const sent = fake.sent.find((s) => s.path === '/V1/creditmemo/refund');
      const body = sent?.body as { creditmemo: { order_id: number; invoice_id: number; grand_total: number; items: Array<{ qty: number; price: number; row_total: number }> }; offline_requested: boolean };
      assert.equal(body.offline_requested, true);
      assert.ok(body.creditmemo.order_id > 0 && body.creditmemo.invoice_id > 0 && body.creditmemo.grand_total > 0, 'the body names the order, its invoice and its grand total');
      assert.deepEqual(body.creditmemo.items.map((i) => i.qty), [2]);
    },
  },
  {
    name: 'CreditMemoCreateRefundTest::testInvoke: a credit memo that leaves the order open (no money moved) fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => {
      if (call.method !== 'GET' || !isOrderRead(call.path) || !('json' in healthy)) return undefined;
      const order = healthy.json as { state: string };
      return order.state === 'closed' ? { status: 200, json: { ...order, state: 'processing', status: 'processing', total_refunded: 0, total_offline_refunded: 0 } } : undefined;
    } }).answer },
    want: { outcome: 'fail', broken: /^order \d+ does not read closed and refunded after credit memo \d+ of its whole amounts$/, expected: /^state and status closed, total_refunded and total_offline_refunded [\d.]+, every item qty_refunded 2$/, actual: /"state":"processing"/ },
  },
  {
    name: 'CreditMemoCreateRefundTest::testInvoke: an answer without the credit memo\'s amounts fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/creditmemo/refund' && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), grand_total: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^POST \/V1\/creditmemo\/refund with the order's amounts does not answer the credit memo made of them/, expected: /grand_total [1-9]/, actual: /"grand_total":0/ },
  },
  {
    name: 'below the full level the scenario skips: its order stays',
    fake: { target: { writes: 'allow' as const }, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: /full/ },
  },
]);
