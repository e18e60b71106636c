// scope.link-title-per-view: a downloadable link's title saved under a store view's code with isGlobalScopeContent
// false is that view's own (downloadable_link_title of the view's store): GET /V1/products/:sku/downloadable-links
// under the view answers it, every other view and `all` keep the default title. A later save under the same code
// with isGlobalScopeContent true changes the default title and leaves the view's own as it is. Magento's own tests:
// LinkRepositoryTest::testUpdate and ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope.
// The link is by URL, on the host the run is given (COMMERCE_DOWNLOADABLE_HOST, else the store's base URL host); an
// installation whose downloadable_domains does not list it refuses every link, and the scenario skips as the
// downloadable routes do (owned/downloadable-domains.ts).

import { unlistedDomainReason } from '../owned/downloadable-domains.ts';
import { messageOf } from '../platform-errors.ts';
import type { HttpExchange, ScenarioCheck, ScenarioContext } from '../types.ts';
import { productBody } from './kinds.ts';
import { productPath, record, withOwnProduct } from './product-parts.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const CONTRACT = 'PUT /V1/products/:sku/downloadable-links/:id';
const READ = 'GET /V1/products/:sku/downloadable-links';

/** The host of the link's URL: the configured one, or the store's base URL host; or why it is unknown. */
async function linkHost(ctx: ScenarioContext): Promise<{ configured: string } | { baseUrlHost: string } | { reason: string }> {
  const configured = ctx.target.downloadableHost ?? null;
  if (configured !== null) return { configured };
  const configs = await ctx.send('admin', { method: 'GET', path: '/V1/store/storeConfigs', storeCode: 'all' });
  const first = Array.isArray(configs.json) ? record(configs.json[0]) : {};
  if (configs.status !== 200 || typeof first.base_url !== 'string') return { reason: `the store's base URL, the host of the run's own link, is unknown: GET /V1/store/storeConfigs answered ${describe(configs)}` };
  return { baseUrlHost: new URL(first.base_url).hostname };
}

/** The title the links' read answers for the link `id`. */
const titleOf = (res: HttpExchange, id: unknown): unknown => (Array.isArray(res.json) ? res.json.map(record).find((l) => String(l.id) === String(id))?.title : undefined);

export const scopeLinkTitlePerView: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.link-title-per-view',
  family: 'scope',
  rule: 'A downloadable link\'s title saved under a store view\'s code with isGlobalScopeContent false is that view\'s own: GET /V1/products/:sku/downloadable-links under the view answers it, every other view and `all` the default title; saved again under the view with isGlobalScopeContent true, the default title changes and the view keeps its own.',
  source: 'issue 37 (scope beyond names); Magento LinkRepositoryTest::testUpdate, ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, Scope beyond names)',
  scenarios: [{ title: 'downloadable products', about: CONTRACT, contract: CONTRACT, writes: true }],
  run: scoped(async (ctx, _scenario, views) => {
    const view = views.other;
    const host = await linkHost(ctx);
    if ('reason' in host) return { outcome: 'skip', reason: host.reason };
    const sku = ctx.name('ltv-product').toLowerCase();
    const url = `https://${'configured' in host ? host.configured : host.baseUrlHost}/${sku}-1.zip`;
    const title = `${sku} link`;
    const link = (name: string): Record<string, unknown> => ({ title: name, sort_order: 1, is_shareable: 0, price: 1.5, number_of_downloads: 2, link_type: 'url', link_url: url });
    const websites = [...new Set(views.all.map((v) => v.websiteId))];
    const body = productBody(sku, { type_id: 'downloadable', price: 3, custom_attributes: [{ attribute_code: 'links_purchased_separately', value: '1' }], extension_attributes: { website_ids: websites, downloadable_product_links: [link(title)] } });
    const make = async (): Promise<{ id: string } | { reason: string }> => {
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: 'all', body });
      if (ok(res)) return { id: sku };
      const refused = unlistedDomainReason(messageOf(res.json) ?? '', host);
      return { reason: refused ?? `the run's own downloadable product could not be made: POST /V1/products answered ${describe(res)}` };
    };
    return withOwnProduct(ctx, sku, make, null, async () => {
      const made = await ctx.send('admin', { method: 'GET', path: `${productPath(sku)}/downloadable-links`, storeCode: 'all' });
      const id = Array.isArray(made.json) ? record(made.json[0]).id : undefined;
      if (made.status !== 200 || id === undefined) return failed(`${READ} under /rest/all does not answer the run's own link`, 'one link', describe(made), made);
      const save = (name: string, global: boolean): Promise<HttpExchange> => ctx.send('admin', { method: 'PUT', path: `${productPath(sku)}/downloadable-links/${String(id)}`, storeCode: view.code, body: { isGlobalScopeContent: global, link: { id, ...link(name) } } });
      const expect = async (step: string, want: Array<[string, string]>): Promise<ReturnType<typeof failed> | null> => {
        const seen: Array<[string, unknown]> = [];
        let telling: HttpExchange | null = null;
        for (const [code, value] of want) {
          const read = await ctx.send('admin', { method: 'GET', path: `${productPath(sku)}/downloadable-links`, storeCode: code });
          if (read.status !== 200) return failed(`${step}: ${READ} under /rest/${code} failed`, `200 with the title "${value}"`, describe(read), read);
          seen.push([code, titleOf(read, id)]);
          if (titleOf(read, id) !== value) telling ??= read;
        }
        if (telling === null) return null;
        const wrong = want.filter(([code, value]) => seen.find(([c]) => c === code)?.[1] !== value).map(([code]) => code);
        const landing = wrong.includes(view.code) ? `the title does not read back as ${view.code}'s own` : `the title landed in ${wrong.join(', ')} too`;
        return failed(`${step}: ${landing}`, want.map(([c, v]) => `${c} "${v}"`).join('; '), seen.map(([c, v]) => `${c} ${JSON.stringify(v)}`).join('; '), telling);
      };
      const own = `${title} ${view.code}`;
      let res = await save(own, false);
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${view.code} with isGlobalScopeContent false refused the title`, 'the link\'s id', describe(res), res);
      const codes = [...views.all.map((v) => v.code), 'all'];
      let bad = await expect(`saved under ${view.code} with isGlobalScopeContent false`, codes.map((c) => [c, c === view.code ? own : title]));
      if (bad) return bad;
      const global = `${title} global`;
      res = await save(global, true);
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${view.code} with isGlobalScopeContent true refused the title`, 'the link\'s id', describe(res), res);
      bad = await expect(`saved under ${view.code} with isGlobalScopeContent true`, codes.map((c) => [c, c === view.code ? own : global]));
      if (bad) return bad;
      ctx.observe('link-title-per-view', { view: view.code });
      return pass(`the link's title saved under ${view.code} with isGlobalScopeContent false reads back there only, and one saved with true changes the default while ${view.code} keeps its own`);
    });
  }),
};
