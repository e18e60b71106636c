// The one preparation of the run's own writes in its two modes: the same questions, each mode's order and words, one
// set of elements per call.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fakeContext, fakeRoute } from '../testing/fake-context.ts';
import { CREATE_PRODUCT } from '../testing/async-target.ts';
import type { Verdict } from '../types.ts';
import { prepareOwned, type Prepared } from './prepare.ts';

const reasonOf = (v: Prepared | Verdict): string => ('outcome' in v && v.outcome === 'skip' ? v.reason : `not a skip: ${JSON.stringify(v)}`);

test('a route that fails two questions is told the first of its mode: executed asks the level first, queued the edition', async () => {
  // A media entry's image file stays in pub/media (full level); the edition rule is added here to fail as well.
  const route = fakeRoute('DELETE', '/V1/products/:sku/media/:entryId', { write: { untraceableOn: [{ editions: ['commerce'], reason: 'it leaves a staging update' }] } });
  const target = { writes: 'allow' as const, edition: 'commerce' as const };
  const executed = await prepareOwned(fakeContext({ route, target }).ctx, 'executed', 1);
  assert.match(reasonOf(executed), /^not executed at COMMERCE_WRITES=allow: it leaves a product image file in pub\/media, which no REST call removes \(COMMERCE_WRITES=full runs it/);
  const queued = await prepareOwned(fakeContext({ route, target }).ctx, 'queued', 1);
  assert.equal(reasonOf(queued), 'not queued on commerce: it leaves a staging update');
  // At the full level the edition is the one refusal left, in both modes.
  const full = { writes: 'full' as const, edition: 'commerce' as const };
  assert.equal(reasonOf(await prepareOwned(fakeContext({ route, target: full }).ctx, 'executed', 1)), 'not executed on commerce: it leaves a staging update');
});

test('the queue state is asked in the queued mode only', async () => {
  const halted = (): string => 'not queued: the consumer stopped';
  const ctx = (): ReturnType<typeof fakeContext>['ctx'] => fakeContext({ route: CREATE_PRODUCT, target: { writes: 'allow' } }).ctx;
  assert.equal(reasonOf(await prepareOwned(ctx(), 'queued', 1, halted)), 'not queued: the consumer stopped');
  const executed = await prepareOwned(ctx(), 'executed', 1, halted);
  assert.ok(!('outcome' in executed), reasonOf(executed));
});

test('a creation of the run\'s own is prepared as the admin, one element per call', async () => {
  const prepared = await prepareOwned(fakeContext({ route: CREATE_PRODUCT, target: { writes: 'allow' } }).ctx, 'queued', 3);
  assert.ok(!('outcome' in prepared), reasonOf(prepared));
  assert.equal(prepared.caller, 'admin');
  assert.equal(prepared.token, null);
  assert.equal(prepared.elements.length, 3);
  assert.deepEqual(prepared.elements[0], { params: {}, body: {} });
  assert.equal(prepared.confinement.kind, 'creates');
});

test('a self route the table does not bind is refused in each mode\'s words', async () => {
  const route = fakeRoute('PUT', '/V1/customers/me/notes', { permission: 'self', body: { note: '{{prefix}} note' } });
  const target = { writes: 'allow' as const };
  assert.equal(reasonOf(await prepareOwned(fakeContext({ route, target }).ctx, 'executed', 1)), 'not executed: a self route acts on the caller\'s own account, and no entity the run makes is bound to it (the run\'s own customer)');
  assert.equal(reasonOf(await prepareOwned(fakeContext({ route, target }).ctx, 'queued', 1)), 'not queued: a self route acts on the configured customer\'s own (real) data when executed');
});
