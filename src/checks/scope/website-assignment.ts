// scope.website-assignment: a product's websites are what POST and DELETE /V1/products/:sku/websites made them, read
// back in extension_attributes.website_ids under every store view. Whether an admin read under a view of a website the
// product is not in still answers it is observed, not assumed (the real 2.4.7-p3 answers it: admin reads are not
// filtered by website; docs/real-platform.md).

import type { HttpExchange, ScenarioCheck } from '../types.ts';
import { PRODUCT, productBody } from './kinds.ts';
import { entityName, pass, scoped, withEntity, type ScopeScenario } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const websitesOf = (res: HttpExchange): number[] | null => {
  const ext = res.json !== null && typeof res.json === 'object' ? (res.json as { extension_attributes?: { website_ids?: unknown } }).extension_attributes : undefined;
  return Array.isArray(ext?.website_ids) ? ext.website_ids.map(Number) : null;
};

export const scopeWebsiteAssignment: ScenarioCheck<ScopeScenario> = {
  subject: 'scenario',
  id: 'scope.website-assignment',
  family: 'scope',
  rule: 'A product\'s website assignment is what POST /V1/products/:sku/websites and DELETE /V1/products/:sku/websites/:websiteId made it: extension_attributes.website_ids reads it back under every store view; whether a view of a website the product left still answers it (admin reads) is recorded as the target\'s form.',
  source: 'issue 29 §1 (website_ids, /V1/products/:sku/websites); the real 2.4.7-p3 with websites base and second (docs/real-platform.md, Scope of synchronous writes)',
  scenarios: [{ title: 'products', about: 'POST /V1/products/:sku/websites', contract: 'POST /V1/products/:sku/websites', writes: true, kind: PRODUCT }],
  run: scoped(async (ctx, _scenario, views) => {
    const foreign = views.foreign;
    if (foreign === null) return { outcome: 'skip', reason: `the target has one website (that of ${views.own.code}): a product cannot be assigned to another` };
    const own = views.own;
    const sku = entityName(ctx, 'web', PRODUCT);
    const read = (code: string): Promise<HttpExchange> => PRODUCT.read(ctx, sku, code);
    const make = async (): Promise<{ id: string } | { reason: string }> => {
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: null, body: productBody(sku, { extension_attributes: { website_ids: [own.websiteId] } }) });
      return ok(res) ? { id: sku } : { reason: `the run's own product could not be made: POST /V1/products answered ${describe(res)}` };
    };
    return withEntity(ctx, PRODUCT, make, async () => {
      const path = `/V1/products/${encodeURIComponent(sku)}/websites`;
      const added = await ctx.send('admin', { method: 'POST', path, storeCode: null, body: { productWebsiteLink: { sku, website_id: foreign.websiteId } } });
      if (!ok(added)) return failed(`POST /V1/products/:sku/websites refused website ${foreign.websiteId}`, 'true', describe(added), added);
      for (const code of [own.code, foreign.code, 'all']) {
        const res = await read(code);
        const ids = websitesOf(res);
        if (res.status !== 200 || ids === null || !ids.includes(own.websiteId) || !ids.includes(foreign.websiteId)) {
          return failed(`after POST /V1/products/:sku/websites (website ${foreign.websiteId}), GET /V1/products/:sku under /rest/${code} does not show both websites`, `website_ids [${own.websiteId}, ${foreign.websiteId}]`, res.status === 200 ? `website_ids ${JSON.stringify(ids)}` : describe(res), res);
        }
      }
      const removed = await ctx.send('admin', { method: 'DELETE', path: `${path}/${own.websiteId}`, storeCode: null });
      if (!ok(removed)) return failed(`DELETE /V1/products/:sku/websites/:websiteId refused website ${own.websiteId}`, 'true', describe(removed), removed);
      const there = await read(foreign.code);
      const ids = websitesOf(there);
      if (there.status !== 200 || ids === null || ids.includes(own.websiteId) || !ids.includes(foreign.websiteId)) {
        return failed(`after DELETE /V1/products/:sku/websites/${own.websiteId}, GET /V1/products/:sku under /rest/${foreign.code} does not show website ${foreign.websiteId} alone`, `website_ids [${foreign.websiteId}]`, there.status === 200 ? `website_ids ${JSON.stringify(ids)}` : describe(there), there);
      }
      // The view of the website the product left: an admin read answering it is the platform's form, not a leak.
      const left = await read(own.code);
      const form = left.status === 200 ? 'admin-read-unfiltered' : left.status === 404 ? 'filtered-by-website' : null;
      if (form === null) return failed(`GET /V1/products/:sku under /rest/${own.code}, a view of a website the product left, answered neither the product nor 404`, '200 (admin reads unfiltered) or 404', describe(left), left);
      ctx.observe('website-read', { form, view: own.code });
      return pass(`website_ids follows the assignment (${own.websiteId} and ${foreign.websiteId}, then ${foreign.websiteId} alone); under ${own.code}, a view of the website the product left, the admin read answers ${left.status === 200 ? 'it still (not filtered by website)' : '404'}`);
    });
  }),
};
