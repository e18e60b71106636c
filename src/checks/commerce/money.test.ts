// The money module against what the real 2.4.7-p3 answered (tests/corpus/real-2.4.7-p3/money-answers.json): from
// the inputs alone it computes every amount of the two orders' carts, orders, invoices (partial ones too), credit
// memos (a partial one with a shipping amount and adjustments) and the orders' invoiced and refunded totals, to the
// cent; and a wrong amount is named with both values.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { cartLineAmounts, cartTotalsAmounts, DeltaRounder, differences, documentAmounts, documentLineAmounts, expectedCart, MoneyLedger, orderAmounts, orderLineAmounts, phpRound, progressAmounts, type Amounts } from './money.ts';

type Rec = Record<string, unknown>;
const corpus = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-2.4.7-p3/money-answers.json', import.meta.url), 'utf8')) as { order1: Record<string, Rec>; order2: Record<string, Rec> };
const { order1, order2 } = corpus;
const sku = (s: string): string => `m29probe8wz08${s}`;
const items = (doc: Rec | undefined): Rec[] => (Array.isArray(doc?.items) ? (doc.items as Rec[]) : []);
const line = (doc: Rec | undefined, s: string): Rec | undefined => items(doc).find((i) => i.sku === s || i.name === s);
const agree = (expected: Amounts, actual: unknown, label: string): void => assert.deepEqual(differences(expected, actual, `${label}: `), []);

test('phpRound rounds half away from zero after pre-rounding, as PHP round($x, 2)', () => {
  assert.equal(phpRound(1.005), 1.01);
  assert.equal(phpRound(8.105), 8.11);
  assert.equal(phpRound(-5.8455), -5.85);
  assert.equal(phpRound(2.2425), 2.24);
  const r = new DeltaRounder();
  assert.deepEqual([r.round(0.333333), r.round(0.333333), r.round(0.333334)], [0.33, 0.34, 0.33]);
});

const cart1 = (): ReturnType<typeof expectedCart> => expectedCart({ lines: [{ sku: sku('a'), price: 12.99, qty: 3 }, { sku: sku('b'), price: 7.49, qty: 2 }], ratePercent: 8.25, rule: { kind: 'percent', amount: 15 }, shipping: 25 });

test('order 1 (15 % off, 8.25 %): the cart, the order and its lines as the real 2.4.7-p3 answered', () => {
  const cart = cart1();
  assert.equal(cart.grandTotal, 74.64);
  agree(cartTotalsAmounts(cart), order1.totals, 'totals');
  for (const l of cart.lines) agree(cartLineAmounts(l, 8.25), line(order1.totals, l.sku), `totals item ${l.sku}`);
  agree(orderAmounts(cart), order1.order, 'order');
  for (const l of cart.lines) agree(orderLineAmounts(l, 8.25), line(order1.order, l.sku), `order item ${l.sku}`);
});

test('order 1: partial invoices, a partial shipment, a partial refund with shipping and adjustments', () => {
  const ledger = new MoneyLedger(cart1());
  const inv1 = ledger.invoice(new Map([[sku('a'), 1]]));
  agree(documentAmounts(inv1, 'invoice'), order1.invoice1, 'invoice 1');
  for (const l of inv1.lines.filter((x) => x.qty > 0)) agree(documentLineAmounts(l), line(order1.invoice1, l.sku), `invoice 1 ${l.sku}`);
  agree(progressAmounts(ledger.progress(), false), order1.afterInvoice1, 'order after invoice 1');
  const inv2 = ledger.invoice(new Map([[sku('b'), 2]]));
  agree(documentAmounts(inv2, 'invoice'), order1.invoice2, 'invoice 2');
  assert.equal(order1.invoice2?.shipping_amount, undefined, 'a second invoice carries no shipping');
  assert.deepEqual([...ledger.ship(new Map([[sku('a'), 2]]))], [[sku('a'), 2]]);
  const inv3 = ledger.invoice();
  agree(documentAmounts(inv3, 'invoice'), order1.invoice3, 'invoice 3');
  for (const l of inv3.lines) agree(documentLineAmounts(l), line(order1.invoice3, l.sku), `invoice 3 ${l.sku}`);
  const memo = ledger.refund(new Map([[sku('a'), 1]]), { shipping: 10, adjustmentPositive: 2, adjustmentNegative: 1 });
  assert.equal(memo.grandTotal, 22.95);
  agree(documentAmounts(memo, 'creditmemo'), order1.creditmemo1, 'credit memo');
  for (const l of memo.lines.filter((x) => x.qty > 0)) agree(documentLineAmounts(l), line(order1.creditmemo1, l.sku), `credit memo ${l.sku}`);
  agree(progressAmounts(ledger.progress(), true), order1.afterCreditmemo1, 'order after the credit memo');
  assert.deepEqual(ledger.quantities().map((q) => [q.invoiced, q.shipped, q.refunded]), [[3, 2, 1], [2, 0, 0]]);
  // The rest shipped: the refunded item of the first line too (what is left is ordered − max(shipped, refunded)).
  assert.deepEqual([...ledger.ship()], [[sku('a'), 1], [sku('b'), 2]]);
  const final = items(order1.final);
  assert.deepEqual(ledger.quantities().map((q) => [q.invoiced, q.shipped, q.refunded]), final.map((i) => [i.qty_invoiced, i.qty_shipped, i.qty_refunded]));
  agree(progressAmounts(ledger.progress(), true), order1.final, 'order complete');
});

test('order 2 (1.50 off each item, 8.25 %): cart, order, invoice and credit memo in full', () => {
  const cart = expectedCart({ lines: [{ sku: sku('a'), price: 12.99, qty: 1 }, { sku: sku('b'), price: 7.49, qty: 3 }], ratePercent: 8.25, rule: { kind: 'fixed', amount: 1.5 }, shipping: 20 });
  agree(cartTotalsAmounts(cart), order2.totals, 'totals');
  for (const l of cart.lines) agree(cartLineAmounts(l, 8.25), line(order2.totals, l.sku), `totals item ${l.sku}`);
  agree(orderAmounts(cart), order2.order, 'order');
  for (const l of cart.lines) agree(orderLineAmounts(l, 8.25), line(order2.order, l.sku), `order item ${l.sku}`);
  const ledger = new MoneyLedger(cart);
  const invoice = ledger.invoice();
  agree(documentAmounts(invoice, 'invoice'), order2.invoice, 'invoice');
  ledger.ship();
  const memo = ledger.refund(undefined);
  agree(documentAmounts(memo, 'creditmemo'), order2.creditmemo, 'credit memo');
  for (const l of memo.lines) agree(documentLineAmounts(l), line(order2.creditmemo, l.sku), `credit memo ${l.sku}`);
  agree(progressAmounts(ledger.progress(), true), order2.final, 'order refunded');
});

test('the tax before the discount (apply_after_discount 0) is a different answer, so the variant can be told', () => {
  const before = expectedCart({ lines: [{ sku: 'a', price: 12.99, qty: 3 }, { sku: 'b', price: 7.49, qty: 2 }], ratePercent: 8.25, rule: { kind: 'percent', amount: 15 }, shipping: 25, taxAfterDiscount: false });
  assert.equal(before.tax, 4.45);
  assert.notDeepEqual(differences(cartTotalsAmounts(before), order1.totals), []);
});

test('differences names each amount off by a cent or more, or missing, with both values', () => {
  assert.deepEqual(differences({ tax_amount: 3.78, grand_total: 74.64, subtotal: 53.95 }, { tax_amount: 0, grand_total: '74.64', subtotal: 53.951 }), ['tax_amount 3.78 expected, 0 answered']);
  assert.deepEqual(differences({ adjustment: 1 }, {}, 'memo: '), ['memo: adjustment 1 expected, (absent) answered']);
});
