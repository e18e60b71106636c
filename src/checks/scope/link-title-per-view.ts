// scope.link-title-per-view: what a downloadable link or sample saved under a store view's code keeps per view
// (downloadable_link_title, downloadable_link_price and downloadable_sample_title of the view's store and website).
// Magento's LinkRepositoryTest::testCreateSavesPriceAndTitleInStoreViewScope, ::testUpdate,
// ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope and SampleRepositoryTest::testUpdate,
// ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope, as the real 2.4.7-p3 and Adobe
// Commerce 2.4.6-p1 answer them (2026-12-03, docs/real-platform.md, Scope beyond names):
//  - a link created under the view with isGlobalScopeContent false reads there with every field sent, and under `all`
//    with no title and no price (its title is the view's, its price the view's website's);
//  - a link updated under the view with isGlobalScopeContent false reads there with the title, sort order, price,
//    shareability and downloads sent; every other view and `all` keep the default title, `all` the default price;
//  - saved again under the view with isGlobalScopeContent true, the default title and price change (`all` and every
//    other view read the new title, `all` the new price), the view keeps its own title and price, and the sort order,
//    shareability and downloads read changed under the view;
//  - a sample the same: its title the view's own with false (its sort order sent read there), the default with true
//    (the view keeping its own, the sort order changed).
// The links and samples are by URL, on the host the run is given (COMMERCE_DOWNLOADABLE_HOST, else the store's base URL
// host); an installation whose downloadable_domains does not list it refuses every link, and the scenario skips as the
// downloadable routes do (owned/downloadable-domains.ts).

import { unlistedDomainReason } from '../owned/downloadable-domains.ts';
import { messageOf } from '../platform-errors.ts';
import type { HttpExchange, ScenarioCheck, ScenarioContext, Verdict } from '../types.ts';
import { productBody } from './kinds.ts';
import { productPath, record, withOwnProduct } from './product-parts.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const CONTRACT = 'PUT /V1/products/:sku/downloadable-links/:id';
const CREATE = 'POST /V1/products/:sku/downloadable-links';
const SAMPLE = 'PUT /V1/products/:sku/downloadable-links/samples/:id';
type Part = 'link' | 'sample';
const READ: Record<Part, string> = { link: 'GET /V1/products/:sku/downloadable-links', sample: 'GET /V1/products/:sku/downloadable-links/samples' };

/** The host of the link's URL: the configured one, or the store's base URL host; or why it is unknown. */
async function linkHost(ctx: ScenarioContext): Promise<{ configured: string } | { baseUrlHost: string } | { reason: string }> {
  const configured = ctx.target.downloadableHost ?? null;
  if (configured !== null) return { configured };
  const configs = await ctx.send('admin', { method: 'GET', path: '/V1/store/storeConfigs', storeCode: 'all' });
  const first = Array.isArray(configs.json) ? record(configs.json[0]) : {};
  if (configs.status !== 200 || typeof first.base_url !== 'string') return { reason: `the store's base URL, the host of the run's own link, is unknown: GET /V1/store/storeConfigs answered ${describe(configs)}` };
  return { baseUrlHost: new URL(first.base_url).hostname };
}

/** The link or sample `id` of a list's answer (undefined: not listed). */
const rowOf = (res: HttpExchange, id: unknown): Record<string, unknown> | undefined => (Array.isArray(res.json) ? res.json.map(record).find((l) => String(l.id) === String(id)) : undefined);
/** No value (Magento's assertEmpty): what `all` reads of a link created in a view's scope. */
const empty = (v: unknown): boolean => v === undefined || v === null || v === '' || v === 0 || v === '0';
/** A value as sent: numbers whatever their form ("100.10" for 100.1). */
const same = (sent: unknown, shown: unknown): boolean => (typeof sent === 'number' ? shown !== null && shown !== '' && Number(shown) === sent : sent === shown);
/** What a view must read: a title or price as sent, or EMPTY (none). */
const EMPTY = Symbol('empty');
type Want = string | number | typeof EMPTY;
const shownText = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));
const wantText = (v: Want): string => (v === EMPTY ? 'none' : JSON.stringify(v));

export const scopeLinkTitlePerView: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.link-title-per-view',
  family: 'scope',
  rule: 'A downloadable link created under a store view\'s code with isGlobalScopeContent false reads there with every field sent and under `all` with no title and no price; a link updated under the view with isGlobalScopeContent false reads there with the title, sort order, price, shareability and downloads sent while every other view and `all` keep the default title (and `all` the default price); saved again under the view with isGlobalScopeContent true, the default title and price change, the view keeps its own title and price and reads the new sort order, shareability and downloads. A sample\'s title saved under the view with false is the view\'s own (its sort order read there), with true the default\'s, the view keeping its own and reading the new sort order.',
  source: 'issue 37 (scope beyond names); Magento LinkRepositoryTest::testCreateSavesPriceAndTitleInStoreViewScope, ::testUpdate, ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope, SampleRepositoryTest::testUpdate, ::testUpdateSavesDataInGlobalScopeAndDoesNotAffectValuesStoredInStoreViewScope; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, Scope beyond names)',
  scenarios: [{ title: 'downloadable products', about: CONTRACT, contract: CONTRACT, writes: true }],
  run: scoped(async (ctx, _scenario, views) => {
    const view = views.other;
    const host = await linkHost(ctx);
    if ('reason' in host) return { outcome: 'skip', reason: host.reason };
    const sku = ctx.name('ltv-product').toLowerCase();
    const origin = `https://${'configured' in host ? host.configured : host.baseUrlHost}/${sku}`;
    const title = `${sku} link`;
    const sampleTitle = `${sku} sample`;
    const link = (name: string, fields: Record<string, unknown> = {}): Record<string, unknown> => ({ title: name, sort_order: 1, is_shareable: 0, price: 1.5, number_of_downloads: 2, link_type: 'url', link_url: `${origin}-1.zip`, ...fields });
    const sample = (name: string, sortOrder: number): Record<string, unknown> => ({ title: name, sort_order: sortOrder, sample_type: 'url', sample_url: `${origin}-s.zip` });
    const websites = [...new Set(views.all.map((v) => v.websiteId))];
    const body = productBody(sku, { type_id: 'downloadable', price: 3, custom_attributes: [{ attribute_code: 'links_purchased_separately', value: '1' }], extension_attributes: { website_ids: websites, downloadable_product_links: [link(title)], downloadable_product_samples: [sample(sampleTitle, 1)] } });
    const make = async (): Promise<{ id: string } | { reason: string }> => {
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: 'all', body });
      if (ok(res)) return { id: sku };
      const refused = unlistedDomainReason(messageOf(res.json) ?? '', host);
      return { reason: refused ?? `the run's own downloadable product could not be made: POST /V1/products answered ${describe(res)}` };
    };
    const listPath = (part: Part): string => `${productPath(sku)}/downloadable-links${part === 'sample' ? '/samples' : ''}`;
    const read = (part: Part, code: string): Promise<HttpExchange> => ctx.send('admin', { method: 'GET', path: listPath(part), storeCode: code });
    /** The titles (or another field) of `id` under each code: null when they read as wanted, else the failure. */
    const expectEach = async (part: Part, id: unknown, field: string, step: string, want: Array<[string, Want]>): Promise<Verdict | null> => {
      const seen: Array<[string, unknown]> = [];
      let telling: HttpExchange | null = null;
      const matches = (w: Want, v: unknown): boolean => (w === EMPTY ? empty(v) : same(w, v));
      for (const [code, value] of want) {
        const res = await read(part, code);
        if (res.status !== 200) return failed(`${step}: ${READ[part]} under /rest/${code} failed`, `200 with the ${field} ${wantText(value)}`, describe(res), res);
        const shown = rowOf(res, id)?.[field];
        seen.push([code, shown]);
        if (!matches(value, shown)) telling ??= res;
      }
      if (telling === null) return null;
      const wrong = want.filter(([code, value]) => !matches(value, seen.find(([c]) => c === code)?.[1])).map(([code]) => code);
      const landing = wrong.includes(view.code) ? `the ${part}'s ${field} does not read back as ${view.code}'s own` : `the ${part}'s ${field} landed in ${wrong.join(', ')} too`;
      return failed(`${step}: ${landing}`, want.map(([c, v]) => `${c} ${wantText(v)}`).join('; '), seen.map(([c, v]) => `${c} ${shownText(v)}`).join('; '), telling);
    };
    /** Every field of `fields` as `id` reads under `code`. */
    const expectFields = async (part: Part, id: unknown, code: string, step: string, fields: Record<string, unknown>): Promise<Verdict | null> => {
      const res = await read(part, code);
      const row = rowOf(res, id);
      if (res.status !== 200 || row === undefined) return failed(`${step}: ${READ[part]} under /rest/${code} does not list the ${part} ${String(id)}`, `the ${part} with every field sent`, describe(res), res);
      const differ = Object.entries(fields).filter(([key, value]) => !same(value, row[key]));
      if (differ.length === 0) return null;
      return failed(`${step}: ${READ[part]} under /rest/${code} does not read the ${part} as sent`, 'every field sent', differ.map(([key, value]) => `${key}: sent ${JSON.stringify(value)}, shown ${shownText(row[key])}`).join('; '), res);
    };
    const codes = [...views.all.map((v) => v.code), 'all'];
    const titles = (own: string, other: string): Array<[string, Want]> => codes.map((c) => [c, c === view.code ? own : other]);
    return withOwnProduct(ctx, sku, make, null, async () => {
      const made = await read('link', 'all');
      const id = Array.isArray(made.json) ? record(made.json[0]).id : undefined;
      const madeSamples = await read('sample', 'all');
      const sampleId = Array.isArray(madeSamples.json) ? record(madeSamples.json[0]).id : undefined;
      if (made.status !== 200 || id === undefined) return failed(`${READ.link} under /rest/all does not answer the run's own link`, 'one link', describe(made), made);
      if (madeSamples.status !== 200 || sampleId === undefined) return failed(`${READ.sample} under /rest/all does not answer the run's own sample`, 'one sample', describe(madeSamples), madeSamples);

      // A link created in the view's scope: every field there, no title and no price under all.
      const created = link(`${sku} view link`, { sort_order: 3, is_shareable: 1, price: 150, number_of_downloads: 100, link_url: `${origin}-2.zip`, sample_type: 'url', sample_url: `${origin}-2s.zip` });
      const res0 = await ctx.send('admin', { method: 'POST', path: listPath('link'), storeCode: view.code, body: { isGlobalScopeContent: false, link: created } });
      const newId = typeof res0.json === 'string' || typeof res0.json === 'number' ? res0.json : undefined;
      if (!ok(res0) || !(Number(newId) > 0)) return failed(`${CREATE} under /rest/${view.code} with isGlobalScopeContent false did not make the link`, 'its id', describe(res0), res0);
      const inView = `created under ${view.code} with isGlobalScopeContent false`;
      let bad = await expectFields('link', newId, view.code, inView, created);
      if (bad) return bad;
      bad = (await expectEach('link', newId, 'title', inView, [['all', EMPTY]])) ?? (await expectEach('link', newId, 'price', inView, [['all', EMPTY]]));
      if (bad) return bad;

      // The run's link updated in the view's scope, then globally under the view's code.
      const save = (fields: Record<string, unknown>, global: boolean): Promise<HttpExchange> => ctx.send('admin', { method: 'PUT', path: `${listPath('link')}/${String(id)}`, storeCode: view.code, body: { isGlobalScopeContent: global, link: { id, ...fields } } });
      const own = link(`${title} ${view.code}`, { sort_order: 2, is_shareable: 1, price: 100.1, number_of_downloads: 50 });
      let res = await save(own, false);
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${view.code} with isGlobalScopeContent false refused the link`, 'the link\'s id', describe(res), res);
      if (String(res.json) !== String(id)) return failed(`${CONTRACT} under /rest/${view.code} with isGlobalScopeContent false does not answer the link's id`, JSON.stringify(String(id)), describe(res), res);
      const ownStep = `saved under ${view.code} with isGlobalScopeContent false`;
      bad = (await expectEach('link', id, 'title', ownStep, titles(String(own.title), title))) ?? (await expectFields('link', id, view.code, ownStep, { sort_order: own.sort_order, price: own.price, is_shareable: own.is_shareable, number_of_downloads: own.number_of_downloads })) ?? (await expectEach('link', id, 'price', ownStep, [['all', 1.5]]));
      if (bad) return bad;
      const global = link(`${title} global`, { sort_order: 4, is_shareable: 2, price: 7, number_of_downloads: 9 });
      res = await save(global, true);
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${view.code} with isGlobalScopeContent true refused the link`, 'the link\'s id', describe(res), res);
      const globalStep = `saved under ${view.code} with isGlobalScopeContent true`;
      bad = (await expectEach('link', id, 'title', globalStep, titles(String(own.title), String(global.title)))) ?? (await expectEach('link', id, 'price', globalStep, [[view.code, 100.1], ['all', 7]])) ?? (await expectFields('link', id, view.code, globalStep, { sort_order: global.sort_order, is_shareable: global.is_shareable, number_of_downloads: global.number_of_downloads }));
      if (bad) return bad;

      // The run's sample: its title the view's own, then the default's.
      const saveSample = (fields: Record<string, unknown>, global: boolean): Promise<HttpExchange> => ctx.send('admin', { method: 'PUT', path: `${listPath('sample')}/${String(sampleId)}`, storeCode: view.code, body: { isGlobalScopeContent: global, sample: { id: sampleId, ...fields } } });
      const ownSample = sample(`${sampleTitle} ${view.code}`, 2);
      res = await saveSample(ownSample, false);
      if (!ok(res)) return failed(`${SAMPLE} under /rest/${view.code} with isGlobalScopeContent false refused the sample`, 'the sample\'s id', describe(res), res);
      if (String(res.json) !== String(sampleId)) return failed(`${SAMPLE} under /rest/${view.code} with isGlobalScopeContent false does not answer the sample's id`, JSON.stringify(String(sampleId)), describe(res), res);
      bad = (await expectEach('sample', sampleId, 'title', ownStep, titles(String(ownSample.title), sampleTitle))) ?? (await expectFields('sample', sampleId, view.code, ownStep, { sort_order: 2 }));
      if (bad) return bad;
      const globalSample = sample(`${sampleTitle} global`, 5);
      res = await saveSample(globalSample, true);
      if (!ok(res)) return failed(`${SAMPLE} under /rest/${view.code} with isGlobalScopeContent true refused the sample`, 'the sample\'s id', describe(res), res);
      bad = (await expectEach('sample', sampleId, 'title', globalStep, titles(String(ownSample.title), String(globalSample.title)))) ?? (await expectFields('sample', sampleId, view.code, globalStep, { sort_order: 5 }));
      if (bad) return bad;
      ctx.observe('link-title-per-view', { view: view.code });
      return pass(`a link created under ${view.code} with isGlobalScopeContent false reads there as sent and under all with no title or price; the link's title, sort order, price, shareability and downloads saved under ${view.code} with false read back there (the title there only, all keeping the default price), and saved with true change the default title and price while ${view.code} keeps its own; a sample's title likewise, with its sort order`);
    });
  }),
};
