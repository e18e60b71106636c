// commerce.order-reads on the fake commerce target: a guest order of the run's own reads as placed (a guest's, found
// by its increment_id, its shipping assignment, converting_from_quote and payment_additional_info in the read and the
// list, its item on its own); each way a read can be wrong fails by name, and converting_from_quote left out is
// accepted before 2.4.7 only.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import type { Canned } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceOrderReads } from './order-reads.ts';

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });
type Rec = Record<string, unknown>;
const json = (answer: Canned): Rec => ('json' in answer ? (answer.json as Rec) : {});
const orderRead = (path: string): boolean => /^\/V1\/orders\/\d+$/.test(path);
/** The order read (and each order of the list) changed by `edit`. */
const orders = (edit: (order: Rec) => Rec, where: 'read' | 'list' | 'both' = 'both') =>
  commerceTarget({
    change: (call, healthy) => {
      if (call.method !== 'GET') return undefined;
      if (orderRead(call.path) && where !== 'list') return { status: 200, json: edit(json(healthy)) };
      if (call.path === '/V1/orders' && where !== 'read') return { status: 200, json: { ...json(healthy), items: (json(healthy).items as Rec[]).map(edit) } };
      return undefined;
    },
  }).answer;
const withExtension = (order: Rec, ext: Rec): Rec => ({ ...order, extension_attributes: { ...(order.extension_attributes as Rec), ...ext } });
const without = (order: Rec, key: string): Rec => {
  const ext = { ...(order.extension_attributes as Rec) };
  delete ext[key];
  return { ...order, extension_attributes: ext };
};

scenarioCases(commerceOrderReads, [
  {
    name: 'a guest order reads as placed: guest, increment_id, shipping assignment, extension attributes, its item',
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ \(\d+\): a guest's, found by its increment_id, its shipping assignment holding the address sent and flatrate_flatrate, converting_from_quote false and 1 payment_additional_info entries in the read and the list, item \d+ read as the order's line$/ },
    then: () => assert.deepEqual(left.filter((l) => l.by === 'order reads (sync)').map((l) => l.kind), ['cart', 'order']),
  },
  {
    name: 'a guest order read as a customer\'s fails',
    fake: { target: full, answer: orders((o) => ({ ...o, customer_is_guest: 0 }), 'read') },
    want: { outcome: 'fail', broken: /^order \d+ placed by a guest does not read as a guest's$/, expected: 'customer_is_guest 1', actual: '0' },
  },
  {
    name: 'a shipping assignment holding another city fails',
    fake: { target: full, answer: orders((o) => withExtension(o, { shipping_assignments: [{ shipping: { ...((o.extension_attributes as { shipping_assignments: Array<{ shipping: Rec }> }).shipping_assignments[0]?.shipping ?? {}), address: { ...(((o.extension_attributes as { shipping_assignments: Array<{ shipping: { address: Rec } }> }).shipping_assignments[0]?.shipping.address) ?? {}), city: 'Elsewhere' } } }] }), 'read') },
    want: { outcome: 'fail', broken: /^order \d+'s shipping assignment does not hold the shipping address the checkout sent$/, expected: /^address_type shipping, email /, actual: /"city":\["Elsewhere","Los Angeles"\]/ },
  },
  {
    name: 'converting_from_quote true fails',
    fake: { target: full, answer: orders((o) => withExtension(o, { converting_from_quote: true }), 'read') },
    want: { outcome: 'fail', broken: 'GET /V1/orders/:id: the placed order\'s extension_attributes.converting_from_quote is not false', expected: 'false', actual: 'true' },
  },
  {
    name: 'converting_from_quote left out of the list fails on a 2.4.7 target',
    fake: { target: { ...full, release: '2.4.7-p3' }, answer: orders((o) => without(o, 'converting_from_quote'), 'list') },
    want: { outcome: 'fail', broken: 'GET /V1/orders: the placed order\'s extension_attributes.converting_from_quote is not false', expected: 'false', actual: '(absent)' },
  },
  {
    name: 'converting_from_quote left out is accepted on a 2.4.6 target (Adobe Commerce 2.4.6-p1 does not send it)',
    fake: { target: { ...full, release: '2.4.6-p1' }, answer: orders((o) => without(o, 'converting_from_quote')) },
    want: { outcome: 'pass', note: /converting_from_quote undefined/ },
  },
  {
    name: 'payment_additional_info empty fails',
    fake: { target: full, answer: orders((o) => withExtension(o, { payment_additional_info: [] }), 'read') },
    want: { outcome: 'fail', broken: 'GET /V1/orders/:id: the placed order\'s extension_attributes.payment_additional_info is empty', expected: 'at least one { key, value }', actual: '[]' },
  },
  {
    name: 'the list filtered by increment_id finding nothing fails',
    fake: { target: full, answer: commerceTarget({ change: (call) => (call.method === 'GET' && call.path === '/V1/orders' ? { status: 200, json: { items: [], total_count: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/orders filtered by increment_id \d+ does not find exactly order \d+$/, expected: /^one item, entity_id \d+$/, actual: '[]' },
  },
  {
    name: 'an order item read on its own with another row_total fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/orders\/items\/\d+$/.test(call.path) ? { status: 200, json: { ...json(healthy), row_total: 1 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/orders\/items\/:id does not answer order \d+'s line as the order reads it$/, expected: /row_total \d+/, actual: '{"row_total":1}' },
  },
  {
    name: 'writes below full: skipped before anything is placed',
    fake: { target: { writes: 'allow' as const }, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: /full/ },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);
