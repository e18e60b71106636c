// commerce.salable-reads on the fake commerce core with stock (testing/stock-target.ts): of two products of the run's
// own, the one whose default source item was removed is not salable and the other is, in every salable read; a target
// that answers the unassigned product salable fails by name; writes denied and a release without MSI skip.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { stockTarget } from '../testing/stock-target.ts';
import { commerceSalableReads } from './salable-reads.ts';

const allow = { writes: 'allow' as const };

/** A target whose is-product-salable-for-requested-qty answers a product it does not sell with no error. */
const errorsDropped = (healthy: ReturnType<typeof stockTarget>): ReturnType<typeof stockTarget> => (call) => {
  const answer = healthy(call);
  const json = 'json' in answer ? (answer.json as { salable?: unknown } | null) : null;
  const single = call.path.startsWith('/V1/inventory/is-product-salable-for-requested-qty/');
  return single && json !== null && typeof json === 'object' && json.salable === false ? { status: 200, json: { salable: false, errors: [] } } : answer;
};

scenarioCases(commerceSalableReads, [
  {
    name: 'the product held by the default source is salable, the one without a source item is not; both removed',
    fake: { target: allow, answer: stockTarget() },
    want: { outcome: 'pass', note: /^on stock 1: \S+ \(100 on the default source\) salable, \S+ \(its source item removed\) not, in is-product-salable, are-products-salable, both requested-qty forms \(errors \[\] \/ named\) and the salable quantity \(100 \/ 0\)$/ },
    then: (fake) => {
      const removed = fake.sent.find((s) => s.method === 'POST' && s.path === '/V1/inventory/source-items-delete');
      assert.equal((removed?.body as { sourceItems: Array<{ source_code: string }> }).sourceItems[0]?.source_code, 'default', 'the second product\'s default source item is removed');
      assert.equal(fake.sent.filter((s) => s.method === 'DELETE').length, 2, 'both products deleted');
      assert.equal((fake.sent.find((s) => s.path === '/V1/inventory/low-quantity-notifications-delete')?.body as { sourceItems: unknown[] }).sourceItems.length, 2, 'both low-stock settings deleted');
      const many = fake.sent.find((s) => s.path === '/V1/inventory/are-products-salable');
      assert.deepEqual(Object.keys(many?.query ?? {}).sort(), ['skus[0]', 'skus[1]', 'stockId']);
    },
  },
  {
    name: 'a product no source holds answered salable fails (salable-by-assignment)',
    fake: { target: allow, answer: stockTarget('salable-by-assignment') },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/is-product-salable\/:sku\/:stockId does not answer \S+ \(no source item\) by its source assignment$/, expected: 'false', actual: 'true' },
  },
  {
    name: 'a requested-qty answer without errors for the unsalable product fails',
    fake: { target: allow, answer: errorsDropped(stockTarget()) },
    want: { outcome: 'fail', broken: /^GET \/V1\/inventory\/is-product-salable-for-requested-qty\/:sku\/:stockId\/:requestedQty does not answer \S+ \(no source item\) by its source assignment \(1 asked\)$/, expected: '{"salable": false, "errors": [at least one {code, message}]}', actual: '{"salable":false,"errors":[]}' },
  },
  {
    name: 'writes denied skips',
    fake: { target: { writes: 'deny' as const }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /writes are denied/ },
  },
  {
    name: 'a release without the MSI routes skips',
    fake: { target: { ...allow, release: '2.2.10' }, answer: stockTarget() },
    want: { outcome: 'skip', reason: /Multi-Source Inventory/ },
  },
]);
