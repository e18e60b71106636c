// commerce.money-totals on a stand-in that answers what the real 2.4.7-p3 answered for the same inputs
// (src/checks/testing/money-target.ts over tests/corpus/real-2.4.7-p3/money-answers.json): the real answers pass to
// the cent; a tax dropped consistently from every total, a discount or a line total that is wrong, a credit memo that
// does not refund the order's money, and a run's tax rule that taxes a guest each fail by name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { moneyTarget, type MoneyCorpus } from '../testing/money-target.ts';
import type { Canned } from '../testing/fake-context.ts';
import { commerceMoneyTotals } from './money-totals.ts';

const corpus = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-2.4.7-p3/money-answers.json', import.meta.url), 'utf8')) as MoneyCorpus;
const full = { writes: 'full' as const };
type Rec = Record<string, unknown>;
const json = (answer: Canned): Rec => ('json' in answer ? (answer.json as Rec) : {});

/** The tax dropped from every amount, consistently: grand_total = subtotal + shipping + discount still holds. */
const taxDropped = (answer: Canned): Canned => {
  const t = { ...json(answer) };
  const tax = Number(t.tax_amount);
  Object.assign(t, { tax_amount: 0, base_tax_amount: 0, grand_total: Number(t.grand_total) - tax, base_grand_total: Number(t.base_grand_total) - tax });
  t.items = (t.items as Rec[]).map((i) => ({ ...i, tax_amount: 0, base_tax_amount: 0, tax_percent: 0 }));
  return { status: 200, json: t };
};

scenarioCases(commerceMoneyTotals, [
  {
    name: 'an item added to the customer\'s cart answered at another price than the product\'s fails (CartAddingItemsTest::testPriceForCreatingQuoteFromEmptyCart)',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'POST' && sent.path === '/V1/carts/mine/items' ? { status: 200, json: { ...json(healthy), price: 0 } } : undefined) }) },
    want: { outcome: 'fail', broken: /^the item of \S+ added to the customer's cart is not answered with the product's price$/, expected: 'price 12.99', actual: '0' },
  },
  {
    name: 'OrderItemGetTest::testGetOrderWithDiscount: a discounted item read on its own without its tax in row_total_incl_tax fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && /^\/V1\/orders\/items\/\d+$/.test(sent.path) && healthy.status === 200 ? { status: 200, json: { ...json(healthy), row_total_incl_tax: json(healthy).row_total } } : undefined) }) },
    want: { outcome: 'fail', broken: /^order item \d+ of order \d+ read on its own \(percent rule\)/, expected: /^every amount as computed/, actual: /row_total_incl_tax/ },
  },
  {
    name: 'the real 2.4.7-p3\'s answers reconcile to the cent',
    fake: { target: full, answer: moneyTarget(corpus) },
    want: { outcome: 'pass', note: /^orders 37 \(8\.25 % tax, 74\.64\) and 38 \(51\.89\) reconciled to the cent with their carts; invoice \d+, shipment \d+ and credit memo \d+ judged; \d+ amounts in 2 orders and 3 documents; a guest's cart untaxed$/ },
    then: (fake) => {
      const rule = fake.sent.find((s) => s.path === '/V1/taxRules');
      assert.deepEqual((rule?.body as { rule: { customer_tax_class_ids: number[]; product_tax_class_ids: number[] } }).rule.customer_tax_class_ids.length, 1, 'one customer class: the run\'s own');
      const classes = fake.sent.filter((s) => s.path === '/V1/taxClasses').length;
      assert.equal(classes, 2, 'the run makes its own customer and product tax classes');
      const ends = fake.sent.filter((s) => s.method === 'DELETE' || s.method === 'PUT' && s.path.startsWith('/V1/products/')).map((s) => `${s.method} ${s.path.split('/')[2] ?? ''}`);
      assert.deepEqual(ends, ['DELETE customers', 'DELETE salesRules', 'DELETE salesRules', 'PUT products', 'PUT products', 'DELETE customerGroups', 'DELETE taxRules', 'DELETE taxRates', 'DELETE taxClasses', 'DELETE taxClasses'], 'everything removed, the products released from the run\'s class (left to the teardown), the classes last');
    },
  },
  {
    name: 'a tax dropped consistently from the cart\'s totals fails, though the totals still add up',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.path === '/V1/carts/mine/totals' ? taxDropped(healthy) : undefined) }) },
    want: { outcome: 'fail', broken: 'the cart\'s totals (percent rule) does not reconcile to the cent', expected: /^every amount as computed from the run's own tax rate/, actual: /^totals: tax_amount 3\.78 expected, 0 answered; .*totals: grand_total 74\.64 expected, 70\.86 answered/ },
  },
  {
    name: 'an order whose line discount is wrong fails on the order',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/37' ? { status: 200, json: { ...json(healthy), items: (json(healthy).items as Rec[]).map((i, n) => (n === 1 ? { ...i, discount_amount: 2.25 } : i)) } } : undefined) }) },
    want: { outcome: 'fail', broken: 'order 37 (percent rule) does not reconcile to the cent', expected: /first principles|computed from/, actual: /order item \w+b: discount_amount 2\.24 expected, 2\.25 answered/ },
  },
  {
    name: 'a credit memo that refunds less than the order\'s money fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path.startsWith('/V1/creditmemo/') ? { status: 200, json: { ...json(healthy), tax_amount: 0, grand_total: 49.46 } } : undefined) }) },
    want: { outcome: 'fail', broken: /^credit memo \d+ of order 38 does not reconcile to the cent$/, expected: /computed from/, actual: /^credit memo: tax_amount 2\.43 expected, 0 answered; credit memo: grand_total 51\.89 expected, 49\.46 answered/ },
  },
  {
    name: 'an order read without the tax applied in its extension attributes fails (OrderGetTest::testOrderGetExtensionAttributes)',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/38' ? { status: 200, json: { ...json(healthy), extension_attributes: { ...(json(healthy).extension_attributes as Rec), applied_taxes: [] } } } : undefined) }) },
    want: { outcome: 'fail', broken: 'GET /V1/orders/:id: order 38\'s extension attributes do not name the run\'s own tax rate as the tax applied', expected: /^applied_taxes \[\{code cctrun0000s0\w*r, percent 8\.25, amount 2\.43\}\], taxes \[\{code cctrun0000s0\w*r, percent 8\.25\}\]$/, actual: /^\{"applied_taxes":\[\],"taxes":\[\{"code":"cctrun0000s0\w*r","percent":8\.25\}\]\}$/ },
  },
  {
    name: 'an order listed with another rate\'s percent in its taxes fails (OrderListTest::testOrderListExtensionAttributes)',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => {
      if (sent.method !== 'GET' || sent.path !== '/V1/orders') return undefined;
      const items = (json(healthy).items as Rec[]).map((o) => { const e = o.extension_attributes as Rec; return { ...o, extension_attributes: { ...e, taxes: (e.taxes as Rec[]).map((t) => ({ ...t, percent: 8.37 })) } }; });
      return { status: 200, json: { ...json(healthy), items } };
    } }) },
    want: { outcome: 'fail', broken: 'GET /V1/orders: order 38\'s extension attributes do not name the run\'s own tax rate as the tax applied', expected: /^applied_taxes \[/, actual: /"taxes":\[\{"code":"cctrun0000s0\w*r","percent":8\.37\}\]/ },
  },
  {
    name: 'no taxes attribute is accepted on a 2.4.6 target (an attribute of 2.4.7; Adobe Commerce 2.4.6-p1 answers none), applied_taxes still required',
    fake: { target: { ...full, release: '2.4.6-p1' }, answer: moneyTarget(corpus, { change: (sent, healthy) => {
      const strip = (o: Rec): Rec => { const { taxes: _t, ...e } = o.extension_attributes as Rec; void _t; return { ...o, extension_attributes: e }; };
      if (sent.method === 'GET' && sent.path === '/V1/orders/38') return { status: 200, json: strip(json(healthy)) };
      if (sent.method === 'GET' && sent.path === '/V1/orders') return { status: 200, json: { ...json(healthy), items: (json(healthy).items as Rec[]).map(strip) } };
      return undefined;
    } }) },
    want: { outcome: 'pass', note: /^orders 37 / },
  },
  {
    name: 'the run\'s tax rule reaching a guest fails',
    fake: { target: full, answer: moneyTarget(corpus, { guestTax: 1.07 }) },
    want: { outcome: 'fail', broken: 'a guest\'s cart of the run\'s own product (the run\'s tax rule must reach its own customer group only) does not reconcile to the cent', expected: /computed from/, actual: /^guest totals item: tax_amount 0 expected, 1\.07 answered/ },
  },
  {
    name: 'below COMMERCE_WRITES=full it skips',
    fake: { target: { writes: 'allow' as const }, answer: moneyTarget(corpus) },
    want: { outcome: 'skip', reason: /full/ },
  },
]);
