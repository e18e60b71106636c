// scope.link-title-per-view on a fake catalogue with store views (testing/scope-parts-target.ts): a link's title
// saved under fr with isGlobalScopeContent false is fr's own, and one saved with true changes the default only; a title
// landing everywhere, or a global save overwriting the view's own, fails; a refused link host skips with the sentence
// of the downloadable routes.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeLinkTitlePerView } from './link-title-per-view.ts';

const P = 'cctrun0000s0ltv-product';
const T = `${P} link`;

scenarioCases(scopeLinkTitlePerView, [
  {
    name: 'the title saved under fr is fr\'s own; the global save changes the default only; the link is by the store\'s host',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'pass', note: 'the link\'s title saved under fr with isGlobalScopeContent false reads back there only, and one saved with true changes the default while fr keeps its own' },
    then: (f) => {
      const create = f.sent.find((s) => s.method === 'POST');
      const links = (create?.body as { product: { extension_attributes: { downloadable_product_links: Array<{ link_url: string }>; website_ids: number[] } } }).product.extension_attributes;
      assert.equal(links.downloadable_product_links[0]?.link_url, `https://shop.example.com/${P}-1.zip`);
      assert.deepEqual(links.website_ids, [1, 2]);
      assert.deepEqual(f.sent.filter((s) => s.method === 'PUT').map((s) => `${s.storeCode ?? '-'} ${String((s.body as { isGlobalScopeContent: boolean }).isGlobalScopeContent)}`), ['fr false', 'fr true']);
      assert.equal(f.sent.at(-1)?.method, 'DELETE');
    },
  },
  {
    name: 'COMMERCE_DOWNLOADABLE_HOST is the links\' host when set',
    fake: { answer: scopePartsTarget(), target: { downloadableHost: 'downloads.example.com' } },
    want: { outcome: 'pass', note: /^the link's title saved under fr/ },
    then: (f) => assert.match(JSON.stringify(f.sent.find((s) => s.method === 'POST')?.body), /https:\/\/downloads\.example\.com\//),
  },
  {
    name: 'a title saved under fr that lands everywhere fails',
    fake: { answer: scopePartsTarget({ fault: 'link-title-everywhere' }) },
    want: { outcome: 'fail', broken: 'saved under fr with isGlobalScopeContent false: the title landed in default, second_en, all too', expected: `default "${T}"; fr "${T} fr"; second_en "${T}"; all "${T}"`, actual: `default "${T} fr"; fr "${T} fr"; second_en "${T} fr"; all "${T} fr"` },
  },
  {
    name: 'a global save that overwrites the view\'s own title fails',
    fake: { answer: scopePartsTarget({ fault: 'link-title-global-overwrites' }) },
    want: { outcome: 'fail', broken: 'saved under fr with isGlobalScopeContent true: the title does not read back as fr\'s own', expected: `default "${T} global"; fr "${T} fr"; second_en "${T} global"; all "${T} global"`, actual: `default "${T} global"; fr "${T} global"; second_en "${T} global"; all "${T} global"` },
  },
  {
    name: 'an installation refusing the link\'s host: skip with the downloadable routes\' sentence, nothing left',
    fake: { answer: scopePartsTarget({ refuseLinks: 'Link URL\'s domain is not in list of downloadable_domains in env.php.' }) },
    want: { outcome: 'skip', reason: /^Link URL's domain is not in list of downloadable_domains in env\.php\.: the store's base URL host \(shop\.example\.com\)/ },
  },
]);
