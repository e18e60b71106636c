// scope.media-per-view: a media gallery entry's label, position and disabled flag written under a store view's code
// (PUT /V1/products/:sku/media/:entryId) are that view's own: GET of the entry under the view answers them, and every
// other view and `all` keep the default values the image was made with. The product is made under `all`: made without
// a code, the real 2.4.7-p3 keeps its images' labels as the default view's own (null under `all`, fr and second_en).
// Magento's own test: ProductAttributeMediaGalleryManagementInterfaceTest::testUpdateWithNotDefaultStoreId (the
// default values stay: label_default, position_default, disabled_default).

import type { ScenarioCheck } from '../types.ts';
import { IMAGE_ROLES, imageEntry, IMAGES_BELOW_FULL, makeProduct, mediaValues, entriesOf, productPath, withOwnProduct, type MediaValues } from './product-parts.ts';
import { productBody, PRODUCT } from './kinds.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

const CONTRACT = 'PUT /V1/products/:sku/media/:entryId';
const READ = 'GET /V1/products/:sku/media/:entryId';
const same = (a: MediaValues, b: MediaValues): boolean => a.label === b.label && a.position === b.position && a.disabled === b.disabled;
const shown = (v: MediaValues): string => `label ${JSON.stringify(v.label)}, position ${JSON.stringify(v.position)}, disabled ${JSON.stringify(v.disabled)}`;

export const scopeMediaPerView: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.media-per-view',
  family: 'scope',
  rule: 'A media gallery entry\'s label, position and disabled flag written under a store view\'s code are that view\'s own: GET /V1/products/:sku/media/:entryId under the view answers them, and every other view and `all` keep the default values the image was made with.',
  source: 'issue 37 (scope beyond names); Magento ProductAttributeMediaGalleryManagementInterfaceTest::testUpdateWithNotDefaultStoreId; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, Scope beyond names)',
  scenarios: [{ title: 'products', about: CONTRACT, contract: CONTRACT, writes: true, level: 'full', belowFull: IMAGES_BELOW_FULL }],
  run: scoped(async (ctx, _scenario, views) => {
    const view = views.other;
    const sku = ctx.name('mpv-product').toLowerCase();
    const body = productBody(sku, { media_gallery_entries: [imageEntry(sku, 'one', 1, IMAGE_ROLES)] });
    return withOwnProduct(ctx, sku, () => makeProduct(ctx, body, 'all'), 'scope.media-per-view', async () => {
      const made = await PRODUCT.read(ctx, sku, 'all');
      const entry = entriesOf(made.json)[0];
      if (made.status !== 200 || entry === undefined) return failed('the run\'s own product with an image does not read back with it under /rest/all', 'one media_gallery_entries item', made.status === 200 ? 'none' : describe(made), made);
      const defaults = mediaValues(entry);
      const own: MediaValues = { label: `${sku} ${view.code}`, position: 10, disabled: true };
      const path = `${productPath(sku)}/media/${String(entry.id)}`;
      const res = await ctx.send('admin', { method: 'PUT', path, storeCode: view.code, body: { entry: { id: entry.id, media_type: 'image', ...own, types: entry.types, file: entry.file } } });
      if (!ok(res)) return failed(`${CONTRACT} under /rest/${view.code} refused the entry's label, position and disabled flag`, 'true', describe(res), res);
      const want: Array<[string, MediaValues]> = [...views.all.map((v): [string, MediaValues] => [v.code, v === view ? own : defaults]), ['all', defaults]];
      const seen: Array<[string, MediaValues]> = [];
      for (const [code, values] of want) {
        const read = await ctx.send('admin', { method: 'GET', path, storeCode: code });
        if (read.status !== 200) return failed(`${READ} under /rest/${code} failed after the write under ${view.code}`, `200 with ${shown(values)}`, describe(read), read);
        seen.push([code, mediaValues(read.json)]);
        if (same(mediaValues(read.json), values)) continue;
        const wrongView = code === view.code;
        const everywhere = !wrongView && same(mediaValues(read.json), own);
        return failed(
          wrongView ? `the entry's values written under ${view.code} do not read back there` : `the entry's values written under ${view.code} ${everywhere ? `also landed in ${code}, which keeps the default values` : `changed what ${code} shows`}`,
          want.map(([c, v]) => `${c}: ${shown(v)}`).join('; '),
          seen.map(([c, v]) => `${c}: ${shown(v)}`).join('; '),
          read,
        );
      }
      ctx.observe('media-per-view', { view: view.code, read: want.map(([c]) => c) });
      return pass(`the entry's label, position and disabled flag written under ${view.code} read back there only (${want.map(([c]) => c).join(', ')} read)`);
    });
  }),
};
