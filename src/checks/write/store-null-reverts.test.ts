// write.store-null-reverts on a fake target: the run's own product's name and description set under the second store
// view of its website, then sent as null there: reverted, kept (declared or not), one store view only.
import assert from 'node:assert/strict';
import { PARTIAL_READ, PARTIAL_SPEC, partialRoute, partialTarget } from '../testing/partial-target.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeStoreNullReverts } from './store-null-reverts.ts';

const allow = { writes: 'allow' as const };
const routes = [PARTIAL_READ];
const KEPT = { ...PARTIAL_SPEC, variants: [{ id: 'name-kept', form: 'no-revert' as const, fields: ['name', 'custom_attributes.description'], description: 'd', source: 's' }] };

verdictCases(writeStoreNullReverts, [
  {
    name: 'null under a store view reverts to the default',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'pass', note: /^under fr, GET \/V1\/products\/:sku shows name "cctrun0000w\w{3} product", custom_attributes\.description "cctrun0000w\w{3} product description", the default, after null$/ },
    then: (fake) => {
      const underView = fake.sent.filter((s) => s.storeCode === 'fr' && s.method === 'PUT');
      assert.equal(underView.length, 2, 'set, then null, under fr (the view of the run\'s website that is not its own)');
      assert.deepEqual((underView[1]?.body as { product: Record<string, unknown> }).product.custom_attributes, [{ attribute_code: 'description', value: null }]);
    },
  },
  {
    name: 'null under a store view that keeps the view\'s value fails',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('null-kept') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku under store view fr answered success to name, custom_attributes.description sent as null, but GET /V1/products/:sku under fr still shows the view\'s value', expected: /^name: "cctrun0000w\w{3} product" \(the default\); custom_attributes\.description: "cctrun0000w\w{3} product description" \(the default\)$/, actual: /^name: "cctrun0000w\w{3} fr 0"; custom_attributes\.description: "cctrun0000w\w{3} fr 1"$/ },
  },
  {
    name: 'a declared no-revert form passes, naming the variant',
    fake: { route: partialRoute(KEPT), routes, target: allow, answer: partialTarget('null-kept') },
    want: { outcome: 'pass', note: 'the declared variant name-kept: under fr name, custom_attributes.description kept the view\'s value after null' },
  },
  {
    name: 'one store view on the run\'s website: skip in one sentence',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget(null, 1) },
    want: { outcome: 'skip', reason: 'the target has one store view on the run\'s website (default): no other view holds a value of its own to revert' },
  },
]);
