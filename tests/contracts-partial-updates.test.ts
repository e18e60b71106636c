// Every update route of the run's own entities has a partial-update verdict (issue 28 §2): each PUT the write family
// executes at COMMERCE_WRITES=allow on an entity of src/checks/owned/routes.ts (carts, orders and what acts on them, as
// Adobe Commerce's gift cards and returns, are the full level's; Adobe Commerce's gift wrappings, whose update must
// send the image fields again, are left for a measurement of their partial updates) declares partialUpdate in its contract,
// judged (what the partial update keeps and changes) or `none` with the reason it has nothing to leave out; and what a
// judged one names is there to judge (a read-back, body pointers of its own body, sourced variants).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileContractsDir } from '../src/contracts/compile.ts';
import { parsePointer, valueAtPointer } from '../src/contracts/read-back.ts';
import { COMMERCE_ROUTES } from '../src/checks/owned/commerce-routes.ts';
import { OWNED_ROUTES } from '../src/checks/owned/routes.ts';
import { levelOf } from '../src/checks/owned/confinement.ts';

const compiled = compileContractsDir(new URL('../contracts/', import.meta.url).pathname);
assert.ok(compiled.ok, 'the contracts compile');
const routes = compiled.plan.routes;

test('every PUT on the run\'s own entities at COMMERCE_WRITES=allow declares its partial update (judged, or none with why)', () => {
  const lacking = routes.filter((r) => {
    const owned = OWNED_ROUTES[r.key];
    return r.method === 'PUT' && r.base === 'store' && owned !== undefined && levelOf(owned) === 'allow' && COMMERCE_ROUTES[r.key] === undefined && !r.key.includes('gift-wrappings') && r.partialUpdate === undefined;
  }).map((r) => r.key);
  assert.deepEqual(lacking, []);
});

test('a judged partial update has a read-back, a change, and keeps only what its body has', () => {
  for (const r of routes) {
    const spec = r.partialUpdate;
    if (spec === undefined || spec.none !== undefined) continue;
    assert.ok(r.readBack !== null, `${r.key}: a partial update is read back through the route's readBack`);
    assert.ok(Object.keys(spec.change ?? {}).length > 0, `${r.key}: the partial update changes a field, so it is seen applied`);
    for (const pointer of [...(spec.keep ?? []), ...Object.keys(spec.change ?? {})]) {
      assert.notEqual(valueAtPointer(r.body, parsePointer(pointer) ?? ['?']), undefined, `${r.key}: ${pointer} is in the contract's body`);
    }
    for (const v of spec.variants ?? []) {
      assert.ok(v.source.length > 20, `${r.key}: variant ${v.id} names its source`);
      if (v.form !== 'refuses') assert.ok((v.fields ?? []).length > 0, `${r.key}: variant ${v.id} names the fields its form is about`);
    }
    if ((spec.variants ?? []).some((v) => v.form === 'keeps-empty')) assert.ok((spec.empties ?? []).length > 0, `${r.key}: a keeps-empty form needs a collection sent as []`);
    if ((spec.variants ?? []).some((v) => v.form === 'no-revert')) assert.ok((spec.storeScoped ?? []).length > 0, `${r.key}: a no-revert form needs a store-scoped value`);
  }
});
