// scope.link-title-per-view on a fake catalogue with store views (testing/scope-parts-target.ts): a link created under fr
// with isGlobalScopeContent false reads there as sent and under all with no title or price; a link's title, sort order,
// price, shareability and downloads saved under fr with false read back there (the title there only, all keeping the
// default price); saved with true, the default title and price change while fr keeps its own; a sample's title likewise.
// A title landing everywhere, a global save overwriting the view's own, a view's price landing in the default, fields
// dropped under a view, a sample's title landing everywhere fail; a refused link host skips with the sentence of the
// downloadable routes.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeLinkTitlePerView } from './link-title-per-view.ts';

const P = 'cctrun0000s0ltv-product';
const T = `${P} link`;
const S = `${P} sample`;
const PASS = 'a link created under fr with isGlobalScopeContent false reads there as sent and under all with no title or price; the link\'s title, sort order, price, shareability and downloads saved under fr with false read back there (the title there only, all keeping the default price), and saved with true change the default title and price while fr keeps its own; a sample\'s title likewise, with its sort order';

scenarioCases(scopeLinkTitlePerView, [
  {
    name: 'a link made under fr, the run\'s link and sample saved under fr with false then true: pass; the link is by the store\'s host',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'pass', note: PASS },
    then: (f) => {
      const create = f.sent.find((s) => s.method === 'POST' && s.path === '/V1/products');
      const links = (create?.body as { product: { extension_attributes: { downloadable_product_links: Array<{ link_url: string }>; website_ids: number[] } } }).product.extension_attributes;
      assert.equal(links.downloadable_product_links[0]?.link_url, `https://shop.example.com/${P}-1.zip`);
      assert.deepEqual(links.website_ids, [1, 2]);
      const made = f.sent.find((s) => s.method === 'POST' && s.path.endsWith('/downloadable-links'));
      assert.equal(made?.storeCode, 'fr');
      assert.deepEqual((made?.body as { isGlobalScopeContent: boolean }).isGlobalScopeContent, false);
      assert.deepEqual(f.sent.filter((s) => s.method === 'PUT').map((s) => `${s.storeCode ?? '-'} ${s.path.includes('/samples/') ? 'sample' : 'link'} ${String((s.body as { isGlobalScopeContent: boolean }).isGlobalScopeContent)}`), ['fr link false', 'fr link true', 'fr sample false', 'fr sample true']);
      assert.equal(f.sent.at(-1)?.method, 'DELETE');
    },
  },
  {
    name: 'COMMERCE_DOWNLOADABLE_HOST is the links\' host when set',
    fake: { answer: scopePartsTarget(), target: { downloadableHost: 'downloads.example.com' } },
    want: { outcome: 'pass', note: PASS },
    then: (f) => assert.match(JSON.stringify(f.sent.find((s) => s.method === 'POST')?.body), /https:\/\/downloads\.example\.com\//),
  },
  {
    name: 'a title saved under fr that lands everywhere fails',
    fake: { answer: scopePartsTarget({ fault: 'link-title-everywhere' }) },
    want: { outcome: 'fail', broken: 'created under fr with isGlobalScopeContent false: the link\'s title landed in all too', expected: 'all none', actual: `all "${P} view link"` },
  },
  {
    name: 'a global save that overwrites the view\'s own title fails',
    fake: { answer: scopePartsTarget({ fault: 'link-title-global-overwrites' }) },
    want: { outcome: 'fail', broken: 'saved under fr with isGlobalScopeContent true: the link\'s title does not read back as fr\'s own', expected: `default "${T} global"; fr "${T} fr"; second_en "${T} global"; all "${T} global"`, actual: `default "${T} global"; fr "${T} global"; second_en "${T} global"; all "${T} global"` },
  },
  {
    name: 'a price saved under fr with isGlobalScopeContent false landing in the default price fails',
    fake: { answer: scopePartsTarget({ fault: 'link-view-price-global' }) },
    want: { outcome: 'fail', broken: 'created under fr with isGlobalScopeContent false: the link\'s price landed in all too', expected: 'all none', actual: 'all 150' },
  },
  {
    name: 'a link\'s sort order, price, shareability and downloads dropped under fr: fail on the read under fr',
    fake: { answer: scopePartsTarget({ fault: 'link-view-fields-dropped' }) },
    want: { outcome: 'fail', broken: 'created under fr with isGlobalScopeContent false: GET /V1/products/:sku/downloadable-links under /rest/fr does not read the link as sent', expected: 'every field sent', actual: /^sort_order: sent 3, shown nothing; is_shareable: sent 1, shown nothing; price: sent 150, shown null/ },
  },
  {
    name: 'a sample\'s title saved under fr that lands everywhere fails',
    fake: { answer: scopePartsTarget({ fault: 'sample-title-everywhere' }) },
    want: { outcome: 'fail', broken: 'saved under fr with isGlobalScopeContent false: the sample\'s title landed in default, second_en, all too', expected: `default "${S}"; fr "${S} fr"; second_en "${S}"; all "${S}"`, actual: `default "${S} fr"; fr "${S} fr"; second_en "${S} fr"; all "${S} fr"` },
  },
  {
    name: 'an installation refusing the link\'s host: skip with the downloadable routes\' sentence, nothing left',
    fake: { answer: scopePartsTarget({ refuseLinks: 'Link URL\'s domain is not in list of downloadable_domains in env.php.' }) },
    want: { outcome: 'skip', reason: /^Link URL's domain is not in list of downloadable_domains in env\.php\.: the store's base URL host \(shop\.example\.com\)/ },
  },
]);
