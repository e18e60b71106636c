// bulk.params-in-elements: a bulk route whose path parameter left the path (bySku) takes it in each element and acts
// on that entity: the products of the worker's sample are renamed through it and read back.

import { isRecord } from '../async/shapes.ts';
import { pass, skip, type ScenarioCheck } from '../types.ts';
import { fail, gated, operationsOf, PRODUCT_UPDATE, productSample, submit, summaryOf, unfinished, writing } from '../async/scenarios.ts';

export const bulkParamsInElements: ScenarioCheck = {
  subject: 'scenario',
  id: 'bulk.params-in-elements',
  family: 'bulk',
  rule: 'On a bulk route whose parameters left the path (/async/bulk/V1/products/bySku), each element carries them as fields named as the parameter and the operation acts on that entity.',
  source: 'seed 000 Bulk routes 2-3; facts 15-16; real 2.4.7 responses/async b2',
  scenarios: [writing('PUT /async/bulk/V1/products/bySku', 'PUT /async/bulk/V1/products/bySku', PRODUCT_UPDATE)],
  run: gated(async (ctx) => {
    const created = await productSample(ctx);
    const bad = await unfinished(created);
    if (bad) return bad;
    const createdOps = operationsOf(summaryOf(created));
    if (createdOps.some((op) => op.status !== 1)) return skip(`the products of the sample were not all created (statuses ${JSON.stringify(createdOps.map((o) => o.status))}); see status.terminal`);
    const renamed = created.skus.map((sku) => `${sku} renamed by bulk`);
    const s = await submit(ctx, 'admin', 'PUT', '/async/bulk/V1/products/bySku', created.skus.map((sku, i) => ({ sku, product: { sku, name: renamed[i] } })), 3);
    const unfinishedUpdate = await unfinished(s);
    if (unfinishedUpdate) return unfinishedUpdate;
    const ops = operationsOf(summaryOf(s));
    const failed = ops.filter((op) => op.status !== 1);
    if (failed.length > 0) return fail('bulk elements carrying their path parameter (sku) did not execute on that entity', 'every operation complete (1)', failed.map((op) => `operation ${op.id}: status ${op.status} "${op.result_message ?? ''}"`).join('; '), summaryOf(s) ?? undefined);
    for (const [i, sku] of created.skus.entries()) {
      const read = await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
      const name = isRecord(read.json) ? read.json.name : undefined;
      if (name !== renamed[i]) return fail(`the bulk update of ${sku} (sku carried in the element) did not change that product`, `name "${renamed[i]}"`, `${read.status} name ${JSON.stringify(name)}`, read);
    }
    return pass();
  }),
};
