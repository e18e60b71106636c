// write.partial-keeps-omitted on a fake target: the run's own product updated with what the partial update will leave
// out, then a partial update (the sku and a changed price); kept, reset (declared or not), refused (declared or not).
import assert from 'node:assert/strict';
import { PARTIAL_READ, PARTIAL_SPEC, partialRoute, partialTarget } from '../testing/partial-target.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writePartialKeepsOmitted } from './partial-keeps-omitted.ts';

const allow = { writes: 'allow' as const };
const routes = [PARTIAL_READ];
const RESET = { ...PARTIAL_SPEC, variants: [{ id: 'weight-reset', form: 'resets' as const, fields: ['weight'], description: 'd', source: 's' }] };
const REFUSES = { ...PARTIAL_SPEC, variants: [{ id: 'needs-name', form: 'refuses' as const, description: 'd', source: 's' }] };

verdictCases(writePartialKeepsOmitted, [
  {
    name: 'an update that leaves fields out keeps them',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'pass', note: /^GET \/V1\/products\/:sku shows every field the update left out as before \(\d+ top-level fields compared; changed: price\)$/ },
    then: (fake) => {
      const puts = fake.sent.filter((s) => s.method === 'PUT');
      assert.deepEqual(Object.keys((puts[2]?.body as { product: object }).product), ['sku', 'price'], 'the partial update sends the kept sku and the changed price alone');
      assert.ok(fake.observed.some(([k, v]) => k === 'partial-update-form' && (v as { form: string }).form === 'keeps'), 'the form seen is recorded');
    },
  },
  {
    name: 'with nothing to fill, the synchronous execution\'s read after its write is the entity as it was (no write more)',
    fake: { route: partialRoute({ keep: ['product.sku'], change: { 'product.price': 'price' }, ignore: ['updated_at'] }), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'pass', note: /^GET \/V1\/products\/:sku shows every field the update left out as before \(\d+ top-level fields compared; changed: price\)$/ },
    then: (fake) => assert.equal(fake.sent.filter((s) => s.method === 'PUT').length, 2, 'the synchronous write and the partial update'),
  },
  {
    name: 'an omitted collection cleared fails, naming it',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('omitted-collection-cleared') },
    // The whole product's options are left out too, and cleared with the tier prices.
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku answered success to an update that left fields out, but GET /V1/products/:sku shows 2 omitted fields otherwise', expected: /tier_prices: \[\{"customer_group_id":1,"qty":2,"value":8\}\]/, actual: /tier_prices: \[\]/ },
  },
  {
    name: 'an omitted field reset fails unless the contract declares it',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('omitted-field-reset') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku answered success to an update that left fields out, but GET /V1/products/:sku shows weight otherwise', expected: 'weight: 1', actual: 'weight: 0' },
  },
  {
    name: 'a declared reset passes, naming the variant and recording the form',
    fake: { route: partialRoute(RESET), routes, target: allow, answer: partialTarget('omitted-field-reset') },
    want: { outcome: 'pass', note: 'the declared variant weight-reset: weight 1 → 0' },
    then: (fake) => assert.ok(fake.observed.some(([k, v]) => k === 'partial-update-form' && (v as { variant?: string }).variant === 'weight-reset')),
  },
  {
    name: 'a refused partial update fails unless declared',
    fake: { route: partialRoute(), routes, target: allow, answer: partialTarget('refuses') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku refused an update that leaves fields out', expected: 'the update applied and the omitted fields kept (no variant of this route declares a refusal)', actual: '400 ""%fieldName" is required. Enter and try again."' },
  },
  {
    name: 'a declared refusal passes when nothing changed',
    fake: { route: partialRoute(REFUSES), routes, target: allow, answer: partialTarget('refuses') },
    want: { outcome: 'pass', note: 'the declared variant needs-name: PUT /V1/products/:sku refused the update that left fields out (400 ""%fieldName" is required. Enter and try again.") and changed nothing' },
  },
  {
    name: 'a route whose contract says why it has no partial update skips with that reason',
    fake: { route: partialRoute({ none: 'one value, in the path: nothing can be left out' }), routes, target: allow, answer: partialTarget() },
    want: { outcome: 'skip', reason: 'one value, in the path: nothing can be left out' },
  },
  {
    name: 'writes denied: skip',
    fake: { route: partialRoute(), routes, answer: partialTarget() },
    want: { outcome: 'skip', reason: 'writes are denied (COMMERCE_WRITES is not allow or full): this check executes the write' },
  },
]);
