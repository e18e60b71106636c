// write.sku-with-slash: a product of the run's own whose SKU holds slashes, made through POST /V1/products, is found,
// changed and deleted through its URL-encoded path (/V1/products/<prefix>%2Fa%2Fb): the platform routes on the path
// as sent and decodes the parameter after (the real 2.4.7-p3 and 2.4.6-p1, probed 2026-12-02, docs/real-platform.md,
// "Product bodies": the path with bare slashes answers 404 "Request does not match any route."). A router that
// decodes first splits the SKU into segments and finds no route.

import { record } from '../owned/platform-references.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { describe, failed, notMadeReason, productPath, inProductSession, productBodySkip, type ProductSession } from './product-bodies.ts';

const READ = 'GET /V1/products/:sku';

async function judge(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = `${ctx.name('pbsl').toLowerCase()}/a/b`;
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const path = productPath(sku);
  const first = await s.read(sku);
  if (first.status !== 200 || record(first.json).sku !== sku) return failed(`${READ} by the URL-encoded SKU (${path}) did not answer the product whose SKU holds slashes`, `200 with sku "${sku}"`, describe(first), first);
  const name = `${sku} renamed`;
  const put = await s.put(sku, { sku, name });
  if (put.status !== 200) return failed(`PUT /V1/products/:sku by the URL-encoded SKU (${path}) did not save the product whose SKU holds slashes`, '200 with the product', describe(put), put);
  const second = await s.read(sku);
  if (second.status !== 200 || record(second.json).name !== name || Number(record(second.json).id) !== made.id) {
    return failed(`${READ} by the URL-encoded SKU does not show the change PUT made through the same path`, `id ${made.id}, name "${name}"`, second.status !== 200 ? describe(second) : `id ${String(record(second.json).id)}, name ${JSON.stringify(record(second.json).name)}`, second);
  }
  return pass(`the product with SKU "${sku}" was read and changed through ${path}, its slashes encoded as %2F`);
}

export const writeSkuWithSlash: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.sku-with-slash',
  family: 'write',
  rule: 'A product whose SKU holds slashes is read and changed through its URL-encoded path (GET and PUT /V1/products/:sku with %2F): the SKU is one path parameter, decoded after routing.',
  source: 'issue 37 ("Product bodies"; no api-functional test of magento/magento2 sends a SKU with a slash through REST); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'encoded path', about: READ, contract: READ, writes: true }],
  async run(ctx) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => judge(ctx, session));
  },
};
