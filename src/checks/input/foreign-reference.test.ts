// input.foreign-reference on the fake commerce target: POST /V1/order/:orderId/refund naming, in
// return_to_stock_items, the item of another order of the run's own, on a complete order of the case's own (the
// route's execution refunded its order in full): refused as the real 2.4.7-p3 words it, naming the other item's SKU,
// and the order reads as before. A refund that goes through fails; a binding to a kind the run does not make skips.
import assert from 'node:assert/strict';
import { after, beforeEach } from 'node:test';
import type { BadInputCase, RawReadBack } from '../../contracts/types.ts';
import { forgetShared } from '../owned/bind.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceTarget, type CommerceCall } from '../testing/commerce-target.ts';
import { fakeRoute } from '../testing/fake-context.ts';
import { badCase } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputForeignReference } from './foreign-reference.ts';

/** What each case records as left by design (the factories' orders, and what a wrongly accepted refund made). */
let left: LeftItem[] = [];
beforeEach(() => {
  forgetShared();
  left = [];
  installLeftLedger({ left: (item) => void left.push(item) });
});
after(() => installLeftLedger(null));

const NOT_IN_MEMO = 'Creditmemo Document Validation Error(s):\nThe "{own:order.sku}" product is not part of the current creditmemo.';
const OTHER_ITEM: BadInputCase = badCase({
  check: 'foreign-reference',
  what: 'return_to_stock_items naming an item of another order',
  entities: 'fresh',
  set: { 'arguments.extension_attributes.return_to_stock_items': ['{own:order.itemId}'] },
  unchanged: { route: 'GET /V1/orders/:id', params: { id: 'path.orderId' } },
  answer: { status: 400, message: NOT_IN_MEMO },
});
const CREATED: RawReadBack = { route: 'GET /V1/creditmemo/:id', params: { id: 'answer' }, expect: 'created', fields: { order_id: 'path.orderId' } };
const refund = (cases: BadInputCase[]) => fakeRoute('POST', '/V1/order/:orderId/refund', { module: 'Sales', permission: ['Magento_Sales::creditmemo'], body: { notify: false }, readBack: CREATED, badInput: cases });
const SALES = ['Magento_Sales::sales'];
const routes = [fakeRoute('GET', '/V1/orders/:id', { module: 'Sales', permission: SALES }), fakeRoute('GET', '/V1/creditmemo/:id', { module: 'Sales', permission: SALES })];
const full = { writes: 'full' as const };
const isRefund = (call: { method: string; path: string }): boolean => call.method === 'POST' && /^\/V1\/order\/\d+\/refund$/.test(call.path);

/** A target whose refunds of the case (any but the first) go through the way `fault` says, the order changed. */
function faulty(fault: 'accepts' | 'changes-anyway'): (call: CommerceCall) => ReturnType<ReturnType<typeof commerceTarget>['answer']> {
  let refunds = 0;
  const target = commerceTarget({
    instead: (call) => {
      if (!isRefund(call) || ++refunds === 1) return undefined;
      const order = target.orders.get(Number(call.path.split('/')[3]));
      if (order === undefined) return undefined;
      order.state = 'closed';
      return fault === 'accepts' ? { status: 200, json: '99' } : { status: 400, json: { message: NOT_IN_MEMO.replace('{own:order.sku}', order.items[0]?.sku ?? '') } };
    },
  });
  return (call) => target.answer(call);
}

verdictCases(inputForeignReference, [
  {
    name: 'another order\'s item returned to stock: refused with its SKU, on an order of the case\'s own, which reads as before',
    fake: { route: refund([OTHER_ITEM]), routes, target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^return_to_stock_items naming an item of another order: 400 "Creditmemo Document Validation Error\(s\):\\nThe \\"cctrun0000o[0-9a-z]{6}\\" product is not part of the current creditmemo\."; nothing changed$/ },
    then: (fake) => {
      const refunds = fake.sent.filter(isRefund);
      assert.equal(refunds.length, 2, 'the execution, then the case');
      assert.notEqual(refunds[1]?.path, refunds[0]?.path, 'the case on an order of its own, not the one the execution refunded');
      const returned = (refunds[1]?.body as { arguments: { extension_attributes: { return_to_stock_items: unknown[] } } }).arguments.extension_attributes.return_to_stock_items;
      assert.equal(typeof returned[0], 'number', 'an item id, sent as a number');
      const orderOf = (path: string | undefined): string => path?.split('/')[3] ?? '';
      const itemsRead = fake.sent.filter((s) => s.method === 'GET' && /^\/V1\/orders\/\d+$/.test(s.path)).map((s) => orderOf(s.path));
      assert.ok(itemsRead.includes(orderOf(refunds[1]?.path)), 'the order read before and after');
    },
  },
  {
    name: 'a refund that goes through fails',
    fake: { route: refund([OTHER_ITEM]), routes, target: full, answer: faulty('accepts') },
    want: { outcome: 'fail', broken: 'POST /V1/order/:orderId/refund given return_to_stock_items naming an item of another order: accepted (what it made, a creditmemo, is listed as left by design)', expected: /^400 "Creditmemo Document Validation Error\(s\):\\nThe \\"cctrun0000o/, actual: '200 "99"' },
    then: () => assert.ok(left.some((item) => item.kind === 'creditmemo' && item.id === '99' && item.by === 'POST /V1/order/:orderId/refund'), JSON.stringify(left)),
  },
  {
    name: 'refused, but the order changed: fails on the order\'s read',
    fake: { route: refund([OTHER_ITEM]), routes, target: full, answer: faulty('changes-anyway') },
    want: { outcome: 'fail', broken: 'POST /V1/order/:orderId/refund given return_to_stock_items naming an item of another order: refused, but GET /V1/orders/:id shows the entity changed', expected: /"state":"complete"/, actual: /"state":"closed"/ },
  },
  {
    name: 'a value of a kind the run does not make skips',
    fake: { route: refund([{ ...OTHER_ITEM, set: { 'arguments.extension_attributes.return_to_stock_items': ['{own:no-such.id}'] } }]), routes, target: full, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: 'the data names {own:no-such.id}, and the run makes no entity of the kind no-such' },
  },
]);
