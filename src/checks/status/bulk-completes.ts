// status.bulk-completes: valid bodies queued in one bulk are executed, not only settled. status.terminal accepts any
// terminal code (a queue that ends every operation failed settles too), so without this a consumer that fails every
// operation, or marks them complete and saves nothing, passes the status family.

import { pass, type ScenarioCheck } from '../types.ts';
import { fail, gated, operationsOf, productSample, STATUS_ROUTE, summaryOf, unfinished, writing } from '../async/scenarios.ts';
import { describeExchange } from '../platform-errors.ts';

export const statusBulkCompletes: ScenarioCheck = {
  subject: 'scenario',
  id: 'status.bulk-completes',
  family: 'status',
  rule: 'Three valid products queued in one bulk call each end complete (1), and each then reads back through GET /V1/products/:sku with the name it was queued with: a bulk of valid bodies is executed, not only settled.',
  source: 'seed 000 States and transitions (1 complete: the operation was executed); the platform\'s own tests (WebapiAsync AsyncBulkScheduleTest / AsyncScheduleMultiStoreTest: every product of a bulk saved and read back; ledger/WebapiAsync.yaml); real 2.4.7-p3 async b1 (docs/real-platform.md)',
  scenarios: [writing('POST /async/bulk/V1/products (executed)', 'POST /async/bulk/V1/products', STATUS_ROUTE)],
  run: gated(async (ctx) => {
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
