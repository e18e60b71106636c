// commerce.partial-documents on the stand-in of the real 2.4.7-p3's answers (src/checks/testing/money-target.ts):
// the real partial invoices, partial shipment and partial refund with shipping and adjustments pass to the cent; a
// partial invoice that invoices everything, refund adjustments ignored, and an order left with the wrong remaining
// quantities each fail by name.
import { readFileSync } from 'node:fs';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { moneyTarget, type MoneyCorpus } from '../testing/money-target.ts';
import type { Canned } from '../testing/fake-context.ts';
import { commercePartialDocuments } from './partial-documents.ts';

const corpus = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-2.4.7-p3/money-answers.json', import.meta.url), 'utf8')) as MoneyCorpus;
const full = { writes: 'full' as const };
type Rec = Record<string, unknown>;
const json = (answer: Canned): Rec => ('json' in answer ? (answer.json as Rec) : {});
const firstInvoiceId = String(corpus.order1.invoice1?.entity_id);
const memoId = String(corpus.order1.creditmemo1?.entity_id);

scenarioCases(commercePartialDocuments, [
  {
    name: 'the real 2.4.7-p3\'s partial documents reconcile to the cent',
    fake: { target: full, answer: moneyTarget(corpus) },
    want: { outcome: 'pass', note: /^order 37 \(74\.64\): invoices \d+ \(1 of 3 \S+\), \d+ \(the line \S+\) and \d+ \(the rest\), shipment \d+ \(2 of 3\), processing with the remaining quantities after each; credit memo \d+ \(1 item, shipping 10, \+2 −1\) refunded 22\.95, shipping_refunded 10, still processing, status processing; invoices 17, 15 and lines 37, 38 found by searches of groups in their sort's order; complete; \d+ amounts judged to the cent in 7 documents$/ },
  },
  {
    name: 'a partial invoice that invoices everything fails',
    fake: {
      target: full,
      answer: moneyTarget(corpus, {
        change: (sent) => (sent.method === 'GET' && sent.path === `/V1/invoices/${firstInvoiceId}` ? { status: 200, json: { ...JSON.parse(JSON.stringify(corpus.order1.invoice1)), subtotal: 53.95, base_subtotal: 53.95, tax_amount: 3.78, base_tax_amount: 3.78, discount_amount: -8.09, base_discount_amount: -8.09, grand_total: 74.64, base_grand_total: 74.64, total_qty: 5 } } : undefined),
      }),
    },
    want: { outcome: 'fail', broken: new RegExp(`^invoice ${firstInvoiceId} of order 37 does not reconcile to the cent$`), expected: /computed from/, actual: /^invoice: subtotal 12\.99 expected, 53\.95 answered/ },
  },
  {
    name: 'refund adjustments ignored fail on the credit memo',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === `/V1/creditmemo/${memoId}` ? { status: 200, json: { ...json(healthy), adjustment: 0, base_adjustment: 0, adjustment_positive: 0, adjustment_negative: 0, grand_total: 21.95, base_grand_total: 21.95 } } : undefined) }) },
    want: { outcome: 'fail', broken: new RegExp(`^credit memo ${memoId} of order 37 does not reconcile to the cent$`), expected: /computed from/, actual: /grand_total 22\.95 expected, 21\.95 answered.*adjustment 1 expected, 0 answered/ },
  },
  {
    name: 'an order that reads back with the wrong remaining quantity fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/37' && json(healthy).total_invoiced === 36.95 ? { status: 200, json: { ...json(healthy), items: (json(healthy).items as Rec[]).map((i) => ({ ...i, qty_invoiced: i.qty_ordered })) } } : undefined) }) },
    want: { outcome: 'fail', broken: 'order 37 after its documents does not reconcile to the cent', expected: /computed from/, actual: /qty_invoiced 1 expected, 3 answered/ },
  },
  {
    name: 'an invoice search that ignores the OR group fails (InvoiceListTest)',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/invoices' && 'json' in healthy ? { status: 200, json: { ...json(healthy), items: [], total_count: 0 } } : undefined) }) },
    want: { outcome: 'fail', broken: 'GET /V1/invoices searched for invoices 15 and 17 of order 37 ((state eq 2) AND (order_id eq 37) AND (increment_id eq 000000015 OR entity_id eq 17), sorted by grand_total ASC) does not answer them alone in the sort\'s order', expected: 'entity_id 17, 15 (total_count 2)', actual: '{"entity_id":[],"total_count":0}' },
  },
  {
    name: 'an invoice search that echoes no page size fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/invoices' && 'json' in healthy ? { status: 200, json: { ...json(healthy), search_criteria: { ...(json(healthy).search_criteria as Rec), page_size: undefined } } } : undefined) }) },
    want: { outcome: 'fail', broken: 'GET /V1/invoices searched for invoices 15 and 17 of order 37 does not echo the criteria sent as search_criteria', expected: /"page_size":20\}$/, actual: /^\{"filter_groups":\[\{"filters":\[\{"field":"state"/ },
  },
  {
    name: 'an order item search sorted ascending fails (OrderItemGetListTest)',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/items' && 'json' in healthy ? { status: 200, json: { ...json(healthy), items: [...(json(healthy).items as Rec[])].reverse() } } : undefined) }) },
    want: { outcome: 'fail', broken: 'GET /V1/orders/items searched for the lines of order 37 ((order_id eq 37) AND (product_type eq configurable OR base_price gteq 7), sorted by row_total DESC) does not answer them alone in the sort\'s order', expected: 'item_id 37, 38 (total_count 2)', actual: '{"item_id":["38","37"],"total_count":2}' },
  },
  {
    name: 'a partial refund that closes the order fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/37' && json(healthy).total_refunded === 22.95 && json(healthy).state === 'processing' ? { status: 200, json: { ...json(healthy), state: 'closed', status: 'closed' } } : undefined) }) },
    want: { outcome: 'fail', broken: 'order 37 is not processing after its documents', expected: 'processing', actual: '"closed"' },
  },
  {
    name: 'a partial refund that changes the order\'s status fails',
    fake: { target: full, answer: moneyTarget(corpus, { change: (sent, healthy) => (sent.method === 'GET' && sent.path === '/V1/orders/37' && json(healthy).total_refunded === 22.95 && json(healthy).state === 'processing' ? { status: 200, json: { ...json(healthy), status: 'fraud' } } : undefined) }) },
    want: { outcome: 'fail', broken: new RegExp(`^order 37's status changed with the partial refund ${memoId}$`), expected: 'status "processing", as before it', actual: '"fraud"' },
  },
]);
