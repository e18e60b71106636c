import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { reconcileOrder, type Reconciliation } from './reconcile-order.ts';

type Row = Record<string, unknown>;
interface Sample {
  order: Row;
  invoices: Row[];
  creditmemos: Row[];
}
const corpus = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../../tests/corpus/real-2.4.7-p3/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const left = corpus('left-orders.json').orders as Record<string, Sample>;
const money = corpus('money-answers.json') as Record<string, Record<string, Row>>;
const copy = <T>(v: T): T => structuredClone(v);
const sample = (id: string): Sample => copy(left[id] as Sample);
const diffs = (r: Reconciliation): string[] => ('differences' in r ? r.differences : []);

test('every order the real 2.4.7-p3 left reconciles to the cent', () => {
  for (const id of ['48', '53', '56', '57']) {
    const s = sample(id);
    const r = reconcileOrder(s.order, s.invoices, s.creditmemos);
    assert.equal(r.reconciled, true, `order ${id}: ${JSON.stringify(r)}`);
  }
});

test('the money probe\'s order (8.25 % tax, 15 % rule, three invoices, a credit memo with shipping and both adjustments) reconciles', () => {
  const o = money.order1 as Record<string, Row>;
  const r = reconcileOrder(copy(o.final as Row), [o.invoice1, o.invoice2, o.invoice3].map((d) => copy(d as Row)), [copy(o.creditmemo1 as Row)]);
  assert.equal(r.reconciled, true, JSON.stringify(r));
  assert.ok('amounts' in r && r.amounts > 100, 'every line, document and total is compared');
  const fixed = money.order2 as Record<string, Row>;
  assert.equal(reconcileOrder(copy(fixed.final as Row), [copy(fixed.invoice as Row)], [copy(fixed.creditmemo as Row)]).reconciled, true);
});

test('a tax dropped from the order, an adjustment ignored in a credit memo, an invoice that took everything: each differs, by name', () => {
  const o = money.order1 as Record<string, Row>;
  const docs = (): Row[] => [o.invoice1, o.invoice2, o.invoice3].map((d) => copy(d as Row));
  const untaxed = copy(o.final as Row);
  untaxed.tax_amount = 0;
  assert.ok(diffs(reconcileOrder(untaxed, docs(), [copy(o.creditmemo1 as Row)])).some((d) => d.startsWith('order: tax_amount')));
  const memo = copy(o.creditmemo1 as Row);
  memo.grand_total = Number(memo.grand_total) - Number(memo.adjustment_positive);
  assert.ok(diffs(reconcileOrder(copy(o.final as Row), docs(), [memo])).some((d) => /^credit memo \d+: grand_total/.test(d)));
  const first = docs();
  (first[0] as Row).grand_total = o.final?.grand_total;
  assert.ok(diffs(reconcileOrder(copy(o.final as Row), first, [copy(o.creditmemo1 as Row)])).some((d) => /^invoice \d+: grand_total/.test(d)));
});

test('a line sold at another price than the catalog\'s, or a shipping amount left out of the grand total, differs', () => {
  const s = sample('48');
  const item = (s.order.items as Row[])[0] as Row;
  item.price = 9;
  assert.ok(diffs(reconcileOrder(s.order, s.invoices, s.creditmemos)).some((d) => /^order item .*: price 10 expected, 9 answered/.test(d)));
  const t = sample('48');
  t.order.grand_total = 10;
  assert.ok(diffs(reconcileOrder(t.order, t.invoices, t.creditmemos)).some((d) => d.startsWith('order: grand_total 15 expected, 10 answered')));
});

test('a credit memo without amounts moves no money; its items may or may not count as refunded, nothing else', () => {
  const s = sample('56');
  assert.equal(s.creditmemos.length, 1);
  const r = reconcileOrder(s.order, s.invoices, s.creditmemos);
  assert.equal(r.reconciled, true);
  assert.match('inputs' in r ? r.inputs : '', /1 document\(s\) saved without amounts/);
  const t = sample('57');
  ((t.order.items as Row[])[0] as Row).qty_refunded = 2;
  assert.ok(diffs(reconcileOrder(t.order, t.invoices, t.creditmemos)).some((d) => /qty_refunded 0 or 1 expected/.test(d)));
});

test('what cannot be replayed is said, never passed', () => {
  const s = sample('48');
  const items = s.order.items as Row[];
  items.push({ ...(items[0] as Row), sku: 'child', parent_item_id: 1 });
  const r = reconcileOrder(s.order, s.invoices, s.creditmemos);
  assert.equal(r.reconciled, false);
  assert.ok('notReplayed' in r && /child of item 1/.test(r.notReplayed));
});

test('a credit memo sent with its amounts (its items without a sku) is said not replayed, never passed', () => {
  const s = sample('48');
  const memo = { entity_id: 82, order_id: s.order.entity_id, grand_total: 30, subtotal: 20, base_grand_total: 30, items: [{ order_item_id: 1, qty: 2, price: 10, row_total: 20 }] };
  const r = reconcileOrder(s.order, s.invoices, [...s.creditmemos, memo]);
  assert.equal(r.reconciled, false);
  assert.ok('notReplayed' in r && /^credit memo 82 was sent with its amounts/.test(r.notReplayed));
});

// Adobe Commerce's gift cards (tests/corpus/real-commerce-2.4.6-p1/gift-card-money.json): the order that bought two
// cards of 50 (invoiced), a customer's and a guest's order of 60 + 30 shipping paid with a card of 50 each, invoiced
// and refunded in full.
const giftCardMoney = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-commerce-2.4.6-p1/gift-card-money.json', import.meta.url), 'utf8')) as { orders: Row[]; invoices: Row[]; creditmemos: Row[] };
const ofOrder = (docs: Row[], order: Row): Row[] => docs.filter((d) => d.order_id === order.entity_id).map((d) => copy(d));

test('Adobe Commerce: orders paid partly by a gift card, and the order that bought the cards, reconcile to the cent on the real 2.4.6-p1', () => {
  for (const order of giftCardMoney.orders) {
    const r = reconcileOrder(copy(order), ofOrder(giftCardMoney.invoices, order), ofOrder(giftCardMoney.creditmemos, order));
    assert.equal(r.reconciled, true, `order ${String(order.increment_id)}: ${JSON.stringify(r)}`);
  }
  const paid = giftCardMoney.orders.find((o) => o.increment_id === '000000006') ?? {};
  assert.match((reconcileOrder(copy(paid), ofOrder(giftCardMoney.invoices, paid), ofOrder(giftCardMoney.creditmemos, paid)) as { inputs: string }).inputs, /; gift cards 50$/);
});

test('Adobe Commerce: a grand total that ignores the gift card, a document without its share of the card, or an order that does not say what the card paid back are differences', () => {
  const paid = giftCardMoney.orders.find((o) => o.increment_id === '000000006') ?? {};
  const unpaid = { ...copy(paid), grand_total: 90, base_grand_total: 90 };
  assert.ok(diffs(reconcileOrder(unpaid, ofOrder(giftCardMoney.invoices, paid), ofOrder(giftCardMoney.creditmemos, paid))).includes('order: grand_total 40 expected, 90 answered'));
  const invoices = ofOrder(giftCardMoney.invoices, paid).map((i) => ({ ...i, extension_attributes: {} }));
  assert.ok(diffs(reconcileOrder(copy(paid), invoices, ofOrder(giftCardMoney.creditmemos, paid))).some((d) => /^invoice \d+ extension_attributes: gift_cards_amount 50 expected, \(absent\) answered$/.test(d)));
  const unrefunded = copy(paid);
  (unrefunded.extension_attributes as Row).gift_cards_refunded = 0;
  assert.ok(diffs(reconcileOrder(unrefunded, ofOrder(giftCardMoney.invoices, paid), ofOrder(giftCardMoney.creditmemos, paid))).includes('order extension_attributes: gift_cards_refunded 50 expected, 0 answered'));
});
