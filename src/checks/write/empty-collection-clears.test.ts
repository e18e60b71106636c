// write.empty-collection-clears on a fake target: the run's own product given a tier price, then the tier prices sent
// as []: emptied, kept (declared or not).
import assert from 'node:assert/strict';
import { PARTIAL_READ, PARTIAL_SPEC, partialRoute, partialTarget } from '../testing/partial-target.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeEmptyCollectionClears } from './empty-collection-clears.ts';

const allow = { writes: 'allow' as const };
const routes = [PARTIAL_READ];
const KEPT = { ...PARTIAL_SPEC, variants: [{ id: 'tier-prices-kept', form: 'keeps-empty' as const, fields: ['tier_prices'], description: 'd', source: 's' }] };

verdictCases(writeEmptyCollectionClears, [
  {
    name: 'a collection sent as [] is emptied',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'pass', note: 'GET /V1/products/:sku shows tier_prices empty after the update sent [], and so does its answer' },
    then: (fake) => {
      const puts = fake.sent.filter((s) => s.method === 'PUT');
      assert.deepEqual((puts[3]?.body as { product: object }).product, { sku: (puts[0]?.body as { product: { sku: string } }).product.sku, price: 11, tier_prices: [] }, 'the partial update\'s body (the sku kept, the price changed), the collection as []');
    },
  },
  {
    name: 'an [] ignored fails, naming the collection',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('empty-ignored') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku answered success to product.tier_prices sent as [], but GET /V1/products/:sku still shows tier_prices', expected: 'tier_prices: empty', actual: 'tier_prices: [{"customer_group_id":1,"qty":2,"value":8}]' },
  },
  {
    name: 'a collection emptied but answered as it was fails, naming the answer',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('empty-answered-kept') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku emptied tier_prices sent as [], but its answer still shows tier_prices', expected: 'tier_prices in the answer: empty', actual: 'tier_prices: [{"customer_group_id":1,"qty":2,"value":8}]' },
  },
  {
    name: 'a declared keeps-empty form passes, naming the variant',
    fake: { route: partialRoute(KEPT), routes, target: allow, answer: partialTarget('empty-ignored') },
    want: { outcome: 'pass', note: 'the declared variant tier-prices-kept: tier_prices kept after []' },
  },
  {
    name: 'a collection the fill did not keep cannot be seen emptied: skip',
    fake: { route: partialRoute({ ...PARTIAL_SPEC, empties: [{ body: 'product.tier_prices', read: 'no_such_list' }] }), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'skip', reason: 'after the update that sent product.tier_prices with an item, GET /V1/products/:sku shows none of them: nothing to empty (write.read-back judges what a write keeps)' },
  },
]);
