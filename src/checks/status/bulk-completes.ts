// status.bulk-completes: valid bodies queued in one bulk are executed, not only settled. status.terminal accepts any
// terminal code (a queue that ends every operation failed settles too), so without this a consumer that fails every
// operation, or marks them complete and saves nothing, passes the status family.

import { pass, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { fail, gated, operationsOf, productBody, productSample, STATUS_ROUTE, submit, summaryOf, unfinished, writing } from '../async/scenarios.ts';
import { describeExchange } from '../platform-errors.ts';

interface QueuedProducts extends Scenario {
  /** The sample bulk of three simple products; or a call of its own queueing these product types. */
  queues: 'sample' | { path: '/async/bulk/V1/products' | '/async/V1/products'; types: ReadonlyArray<'simple' | 'virtual'> };
}

/** A product body of the given type: a virtual product has no weight (AsyncScheduleTest, AsyncBulkScheduleTest). */
function typedBody(sku: string, name: string, type: 'simple' | 'virtual'): unknown {
  const body = productBody(sku, name) as { product: Record<string, unknown> };
  if (type === 'simple') return body;
  const { weight: _weight, ...product } = body.product;
  return { product: { ...product, type_id: type } };
}

/**
 * The platform's own forms (AsyncScheduleTest::testAsyncScheduleBulk: one virtual product on /async/V1/products;
 * AsyncBulkScheduleTest::testAsyncScheduleBulkSingleEntity: a bulk of one; testAsyncScheduleBulkMultipleEntities: a
 * simple and a virtual product in one bulk): the call is accepted with a bulk_uuid, one request item per element, each
 * accepted, errors false; every operation ends complete and each product then reads back with its name and type_id.
 */
async function queuedOfItsOwn(ctx: ScenarioContext, path: '/async/bulk/V1/products' | '/async/V1/products', types: ReadonlyArray<'simple' | 'virtual'>): Promise<Verdict> {
  const bulk = path.startsWith('/async/bulk/');
  const skus = types.map((type, i) => ctx.name(`${bulk ? 'b' : 'a'}${type[0] ?? ''}${types.length}${i}`));
  const bodies = skus.map((sku, i) => typedBody(sku, `${sku} queued`, types[i] ?? 'simple'));
  const s = await submit(ctx, 'admin', 'POST', path, bulk ? bodies : bodies[0], types.length);
  const what = `${path} with ${types.map((t) => `a ${t} product`).join(' and ')}${bulk ? ` (a bulk of ${types.length})` : ''}`;
  if (s.acceptanceProblems.length > 0) return fail(`${what} was not accepted as the platform accepts it`, `202, a bulk_uuid, ${types.length} request item(s) each "accepted", errors false`, s.acceptanceProblems.slice(0, 5).join('; '), s.acceptance);
  const bad = await unfinished(s);
  if (bad) return bad;
  const ops = operationsOf(summaryOf(s));
  if (ops.length !== types.length || ops.some((op) => op.status !== 1)) return fail(`${what} did not complete every operation`, `${types.length} operation(s) with status 1`, JSON.stringify(ops.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message }))), summaryOf(s) ?? undefined);
  for (const [i, sku] of skus.entries()) {
    const read = await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
    if (read.status !== 200) return fail(`operation ${i} of ${what} ended complete, but GET /V1/products/:sku does not answer the product it queued`, `200 with ${sku}`, describeExchange(read.status, read.json, read.bodyText), read);
    const json = typeof read.json === 'object' && read.json !== null ? (read.json as { name?: unknown; type_id?: unknown }) : {};
    const want = { name: `${sku} queued`, type_id: types[i] };
    if (json.name !== want.name || json.type_id !== want.type_id) return fail(`operation ${i} of ${what} ended complete, but GET /V1/products/:sku shows another product`, `name ${JSON.stringify(want.name)}, type_id ${JSON.stringify(want.type_id)}`, `name ${JSON.stringify(json.name)}, type_id ${JSON.stringify(json.type_id)}`, read);
  }
  return pass(`${what}: accepted (${types.length} request item(s), errors false), ${types.length} operation(s) complete, each product read back with its name and type_id`);
}

export const statusBulkCompletes: ScenarioCheck<QueuedProducts> = {
  subject: 'scenario',
  id: 'status.bulk-completes',
  family: 'status',
  rule: 'Three valid products queued in one bulk call each end complete (1), and each then reads back through GET /V1/products/:sku with the name it was queued with: a bulk of valid bodies is executed, not only settled. So do the platform\'s own forms: a simple and a virtual product in one bulk, a bulk of one, one virtual product on /async/V1/products, each accepted with one request item per element ("accepted", errors false) and read back with its name and type_id.',
  source: 'seed 000 States and transitions (1 complete: the operation was executed); the platform\'s own tests (WebapiAsync AsyncBulkScheduleTest testAsyncScheduleBulkMultipleEntities, testAsyncScheduleBulkSingleEntity, AsyncScheduleTest::testAsyncScheduleBulk, AsyncScheduleMultiStoreTest: every product of a bulk saved and read back; ledger/WebapiAsync.yaml); real 2.4.7-p3 async b1 (docs/real-platform.md)',
  scenarios: [
    { ...writing('POST /async/bulk/V1/products (executed)', 'POST /async/bulk/V1/products', STATUS_ROUTE), queues: 'sample' },
    { ...writing('POST /async/bulk/V1/products (a simple and a virtual product)', 'POST /async/bulk/V1/products', STATUS_ROUTE), queues: { path: '/async/bulk/V1/products', types: ['simple', 'virtual'] } },
    { ...writing('POST /async/bulk/V1/products (a bulk of one)', 'POST /async/bulk/V1/products', STATUS_ROUTE), queues: { path: '/async/bulk/V1/products', types: ['simple'] } },
    { ...writing('POST /async/V1/products (a virtual product)', 'POST /async/V1/products', STATUS_ROUTE), queues: { path: '/async/V1/products', types: ['virtual'] } },
  ],
  run: gated(async (ctx, scenario) => {
    if (scenario.queues !== 'sample') return queuedOfItsOwn(ctx, scenario.queues.path, scenario.queues.types);
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    const ops = operationsOf(summaryOf(s));
    const listed = JSON.stringify(ops.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message })));
    if (ops.length !== 3 || ops.some((op) => op.status !== 1)) return fail('a bulk of three valid products did not complete every operation', '3 operations with status 1', listed, summaryOf(s) ?? undefined);
    for (const [i, sku] of s.skus.entries()) {
      // Read once the bulk was terminal, before other scenarios change the same products (productSample).
      const read = s.reads[i];
      if (read === undefined) return fail(`operation ${i} of the bulk ended complete, but its product was not read`, `GET /V1/products/${sku}`, 'no read');
      const name = read.status === 200 && typeof read.json === 'object' && read.json !== null ? (read.json as { name?: unknown }).name : undefined;
      if (read.status !== 200) return fail(`operation ${i} of the bulk ended complete, but GET /V1/products/:sku does not answer the product it queued`, `200 with ${sku}`, describeExchange(read.status, read.json, read.bodyText), read);
      if (name !== `${sku} bulk`) return fail(`operation ${i} of the bulk ended complete, but GET /V1/products/:sku shows another name`, `name: ${JSON.stringify(`${sku} bulk`)}`, `name: ${JSON.stringify(name)}`, read);
    }
    return pass('3 operations complete; each product reads back with the name it was queued with');
  }),
};
