// write.media-gallery on a fake catalogue (testing/media-gallery-target.ts): the product's images created, changed by
// id, kept by an update without them, removed by [] (gallery), and named by the roles, then by _1 once sent again
// (same names), pass; each wrong form the platform's tests guard fails naming it (a named fault per behaviour); below
// the full level nothing is sent; the images are removed before the product, their cached copies listed as left.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { fakeScenario, scenarioCases } from '../testing/fake-scenario.ts';
import { mediaGalleryTarget } from '../testing/media-gallery-target.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { MEDIA_BELOW_FULL, renamed, storedFile, writeMediaGallery } from './media-gallery.ts';

const part = (title: string) => (scenarios: typeof writeMediaGallery.scenarios) => scenarios.find((s) => s.title === title);
const G = 'cctrun0000s0mg-gallery';
const N = 'cctrun0000s0mg-names';
const full = { writes: 'full' as const };
const RENAMED = '{"id":10,"label":"cctrun0000s0mg-gallery one renamed","position":1,"disabled":false,"types":[],"file":"/c/c/cctrun0000s0mg-gallery-one.png","media_type":"image"}';
const CREATED = '{"id":"(new)","label":"cctrun0000s0mg-gallery one","position":1,"disabled":true,"types":[],"file":"/c/c/cctrun0000s0mg-gallery-one.png","media_type":"image"}, {"id":"(new)","label":"cctrun0000s0mg-gallery two","position":2,"disabled":false,"types":[],"file":"/c/c/cctrun0000s0mg-gallery-two.png","media_type":"image"}';

test('storedFile and renamed: /<a>/<b>/<name>, _1 before the extension', () => {
  assert.equal(storedFile('ab-one.png'), '/a/b/ab-one.png');
  assert.equal(renamed('/a/b/ab-one.png'), '/a/b/ab-one_1.png');
  assert.equal(renamed('/a/b/ab'), '/a/b/ab_1');
});

scenarioCases(writeMediaGallery, [
  {
    name: 'gallery: created, one changed by id and the other left out, kept without them, emptied by []: pass; the product removed',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget(), target: full },
    want: { outcome: 'pass', note: `POST /V1/products answered the two images as sent, stored as /c/c/${G}-one.png and /c/c/${G}-two.png; PUT /V1/products/:sku answered the first alone, relabelled; an update without media_gallery_entries answered and read it untouched; media_gallery_entries [] answered and read none` },
    then: (f) => {
      const writes = f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path}`);
      assert.deepEqual(writes, ['POST all /V1/products', `PUT all /V1/products/${G}`, `PUT all /V1/products/${G}`, `PUT all /V1/products/${G}`, `PUT all /V1/products/${G}`, `DELETE all /V1/products/${G}`]);
      const update = f.sent.filter((s) => s.method === 'PUT')[0]?.body as { product: { media_gallery_entries: Array<{ id: unknown; label: string; file: string }> } };
      assert.deepEqual(update.product.media_gallery_entries.map((e) => [typeof e.id, e.label, e.file]), [['number', `${G} one renamed`, `/c/c/${G}-one.png`]]);
      assert.deepEqual(f.sent.filter((s) => s.method === 'PUT')[1]?.body, { product: { sku: G, name: `${G} kept` } }, 'the update without media_gallery_entries');
    },
  },
  {
    name: 'gallery: media-omitted-cleared (an update without media_gallery_entries removes the images) fails',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('omitted-cleared'), target: full },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku without media_gallery_entries does not answer the product\'s image untouched', expected: RENAMED, actual: '0 entries ()' },
  },
  {
    name: 'gallery: [] keeping the images fails',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('empty-kept'), target: full },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with media_gallery_entries [] does not answer the product without images', expected: 'no entry', actual: /^1 entries/ },
  },
  {
    name: 'gallery: an entry sent by id keeping its old label fails on the update\'s answer',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('label-kept'), target: full },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku sending the first image by its id, relabelled, and leaving the second out does not answer that one entry as sent', expected: RENAMED, actual: /no entry labelled "cctrun0000s0mg-gallery one renamed"/ },
  },
  {
    name: 'gallery: the image left out kept fails',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('left-out-kept'), target: full },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku sending the first image by its id, relabelled, and leaving the second out does not answer that one entry as sent', expected: RENAMED, actual: /^2 entries/ },
  },
  {
    name: 'gallery: a file stored without its folders fails on the create\'s answer',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('flat-file'), target: full },
    want: { outcome: 'fail', broken: 'POST /V1/products does not answer the product\'s two images as sent, each stored under its name', expected: CREATED, actual: new RegExp(`"file":"/${G}-one.png"`) },
  },
  {
    name: 'gallery: a create answering no images fails',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget('create-answer-without-images'), target: full },
    want: { outcome: 'fail', broken: 'POST /V1/products does not answer the product\'s two images as sent, each stored under its name', expected: CREATED, actual: '0 entries ()' },
  },
  {
    name: 'same names: roles name the files, then the _1 files once the same images are sent again: pass',
    scenario: part('same names'),
    fake: { answer: mediaGalleryTarget(), target: full },
    want: { outcome: 'pass', note: `the roles named /c/c/${N}-front.png and /c/c/${N}-back.png; saved again with the same images, /c/c/${N}-front_1.png and /c/c/${N}-back_1.png` },
    then: (f) => {
      const posts = f.sent.filter((s) => s.method === 'POST');
      assert.equal(posts.length, 2);
      assert.deepEqual(posts[0]?.body, posts[1]?.body, 'the same body twice');
    },
  },
  {
    name: 'same names: roles not saved fail on the create',
    scenario: part('same names'),
    fake: { answer: mediaGalleryTarget('roles-lost'), target: full },
    want: { outcome: 'fail', broken: 'POST /V1/products of a product with two images and roles does not answer the roles naming the images\' files', expected: JSON.stringify({ image: `/c/c/${N}-front.png`, small_image: `/c/c/${N}-back.png`, thumbnail: `/c/c/${N}-back.png` }), actual: JSON.stringify({ image: 'no_selection', small_image: 'no_selection', thumbnail: 'no_selection' }) },
  },
  {
    name: 'same names: an image sent again overwriting the file of the same name (no _1) fails',
    scenario: part('same names'),
    fake: { answer: mediaGalleryTarget('same-name-overwrites'), target: full },
    want: { outcome: 'fail', broken: 'POST /V1/products of the same product saved again with the same two images does not answer the roles naming the images\' files', expected: JSON.stringify({ image: `/c/c/${N}-front_1.png`, small_image: `/c/c/${N}-back_1.png`, thumbnail: `/c/c/${N}-back_1.png` }), actual: JSON.stringify({ image: `/c/c/${N}-front.png`, small_image: `/c/c/${N}-back.png`, thumbnail: `/c/c/${N}-back.png` }) },
  },
  {
    name: 'below the full level: skip, nothing sent',
    scenario: part('gallery'),
    fake: { answer: mediaGalleryTarget(), target: { writes: 'allow' } },
    want: { outcome: 'skip', reason: MEDIA_BELOW_FULL },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'writes denied: skip',
    scenario: part('same names'),
    fake: { answer: mediaGalleryTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO },
  },
]);

test('write.media-gallery: every file answered is listed as left in the cache; an entry that cannot be deleted, its file too', async () => {
  const left: LeftItem[] = [];
  installLeftLedger({ left: (item) => void left.push(item) });
  try {
    const scenario = writeMediaGallery.scenarios.find((s) => s.title === 'same names');
    assert.ok(scenario);
    const healthy = mediaGalleryTarget('empty-kept');
    const fake = fakeScenario({ answer: (sent) => (sent.method === 'DELETE' && sent.path.includes('/media/') ? { status: 400, json: { message: 'The image cannot be removed as it has been assigned to the other image role' } } : healthy(sent)), target: full });
    const verdict = await writeMediaGallery.run(fake.ctx, scenario);
    assert.equal(verdict.outcome, 'pass');
    const ids = left.map((l) => l.id).sort();
    assert.deepEqual(ids.filter((id) => id.startsWith('catalog/product/cache/')), [`catalog/product/cache/*/c/c/${N}-back.png`, `catalog/product/cache/*/c/c/${N}-back_1.png`, `catalog/product/cache/*/c/c/${N}-front.png`, `catalog/product/cache/*/c/c/${N}-front_1.png`]);
    assert.deepEqual(ids.filter((id) => !id.startsWith('catalog/product/cache/')), [`catalog/product/c/c/${N}-back.png`, `catalog/product/c/c/${N}-back_1.png`, `catalog/product/c/c/${N}-front.png`, `catalog/product/c/c/${N}-front_1.png`]);
    assert.ok(left.every((l) => l.by === 'write.media-gallery same names' && l.kind === 'media file'));
  } finally {
    installLeftLedger(null);
  }
});
