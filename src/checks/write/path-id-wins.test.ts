// write.path-id-wins on a fake target that keeps customers: the run's own customer (signed in) saves /me with another
// customer of the run's own named in the body's customer.id. The token's customer takes the body (pass); a target that
// follows the body's id changes the other customer (the reference's path-id-ignored) or refuses the save for its
// e-mail (fail); a route outside the table is skipped, and writes denied skip at collection.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../../contracts/compile.ts';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { test } from 'node:test';
import { PATH_WINS, writePathIdWins } from './path-id-wins.ts';

const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
assert.ok(compiled.ok, 'the contracts compile');
const ME = compiled.plan.routes.find((r) => r.key === 'PUT /V1/customers/me' && r.base === 'store');
assert.ok(ME, 'the plan has PUT /V1/customers/me');
const READS = compiled.plan.routes.filter((r) => r.method === 'GET' && /^\/V1\/customers\/(me|:customerId)$/.test(r.path));

type Mode = 'path' | 'body' | 'both' | 'refuses';

/** Customers by id; a token names its customer. `mode`: whose record /me saves when the body names another id. */
function customers(mode: Mode): (sent: Sent, index: number) => Canned {
  const rows = new Map<number, Record<string, unknown>>();
  let puts = 0;
  const byToken = (sent: Sent): number => Number(/^t-(\d+)$/.exec(sent.token ?? '')?.[1] ?? 0);
  return healthyTarget((sent) => {
    const body = (sent.body ?? {}) as { customer?: Record<string, unknown>; username?: string };
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      const id = 60 + rows.size;
      const row = { ...body.customer, id, addresses: [{ id: 70 + rows.size }] };
      rows.set(id, row);
      return { status: 200, json: row };
    }
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') {
      const found = [...rows.values()].find((r) => r.email === body.username);
      return found ? { status: 200, json: `t-${String(found.id)}` } : platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
    }
    if (sent.method === 'PUT' && sent.path === '/V1/customers/me') {
      const named = Number(body.customer?.id ?? 0);
      const id = mode === 'path' || named === 0 ? byToken(sent) : named;
      // 'both': saves the body's customer, then answers (and saves) the token's.
      puts += 1;
      // 'refuses': the check's save (the route's own execution, first, names another customer too and is taken).
      if (mode === 'refuses' && puts > 1 && named !== 0 && named !== byToken(sent)) return platformError(400, 'A customer with the same email address already exists in an associated website.');
      const row = { ...rows.get(id), ...body.customer, id };
      rows.set(id, row);
      if (mode === 'both' && named !== 0) {
        const mine = { ...rows.get(byToken(sent)), ...body.customer, id: byToken(sent) };
        rows.set(byToken(sent), mine);
        return { status: 200, json: mine };
      }
      return { status: 200, json: row };
    }
    const read = /^\/V1\/customers\/(me|\d+)$/.exec(sent.path);
    if (sent.method === 'GET' && read) {
      const row = rows.get(read[1] === 'me' ? byToken(sent) : Number(read[1]));
      return row ? { status: 200, json: row } : platformError(404, 'No such entity with %fieldName = %fieldValue');
    }
    return undefined;
  });
}

const allow = { writes: 'allow' as const };

verdictCases(writePathIdWins, [
  {
    name: 'the token\'s customer takes the body, the other customer reads as before',
    fake: { route: ME, routes: READS, target: allow, answer: customers('path') },
    want: { outcome: 'pass', note: /^answered the path's entity \(\d+\); it reads what was sent \(GET \/V1\/customers\/me\); the other customer, named in the body, reads as before$/ },
    then: (fake) => {
      const puts = fake.sent.filter((s) => s.method === 'PUT');
      assert.equal(puts.length, 2, 'the route\'s own execution, then the check\'s save naming the other customer');
      const other = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/customers').length;
      assert.ok(other >= 2, 'the run\'s own customer and another one of the run\'s own');
      assert.notEqual((puts[1]?.body as { customer: { id: number } }).customer.id, undefined);
    },
  },
  {
    name: 'a save that follows the body\'s id answers the other customer',
    fake: { route: ME, routes: READS, target: allow, answer: customers('body') },
    want: { outcome: 'fail', broken: /^PUT \/V1\/customers\/me with customer\.id \d+ \(another customer of the run's own\) in its body: the answer names another entity than the path's/, expected: /^\d+$/, actual: /^\d+$/ },
  },
  {
    name: 'a save that answers the token\'s customer but changes the body\'s too',
    fake: { route: ME, routes: READS, target: allow, answer: customers('both') },
    want: { outcome: 'fail', broken: /^PUT \/V1\/customers\/me with customer\.id \d+ \(another customer of the run's own\) in its body: the body's entity changed \(\/V1\/customers\/\d+\), not only the path's$/, expected: /^200 /, actual: /^200 / },
  },
  {
    name: 'a save refused because it followed the body\'s id',
    fake: { route: ME, routes: READS, target: allow, answer: customers('refuses') },
    want: { outcome: 'fail', broken: /refused, where the platform acts on the path's entity \(webapi\.xml forces customer\.id=%customer_id%/, expected: '2xx, the path\'s entity changed', actual: '400 "A customer with the same email address already exists in an associated website."' },
  },
  {
    name: 'a route whose body names no entity of the path is not judged',
    fake: { route: fakeRoute('PUT', '/V1/products/:sku'), target: allow },
    want: { outcome: 'skip', reason: 'PUT /V1/products/:sku is not a route whose path and body both name the entity' },
  },
]);

test('write.path-id-wins: applies to the table\'s routes, executed at allow and above', () => {
  assert.deepEqual(Object.keys(PATH_WINS).sort(), ['PUT /V1/customers/me', 'PUT /V1/guest-carts/:cartId/items/:itemId', 'PUT /V1/inventory/stocks/:stockId']);
  for (const key of Object.keys(PATH_WINS)) {
    const route = compiled.plan.routes.find((r) => r.key === key && r.base === 'store');
    assert.ok(route && writePathIdWins.appliesTo(route), key);
  }
  assert.ok(ME && declaredSkips(writePathIdWins, ME).deny !== null && declaredSkips(writePathIdWins, ME).allow === null);
});
