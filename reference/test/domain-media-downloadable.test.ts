// Product media and downloadable links and samples as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answered them
// (2026-12-02, contracts/bad-input.yaml): ImageContentValidator's refusals, the entry an update names by the body's id,
// the new file an update with content stores; the link and sample repositories' own refusals in their order; and the
// five faults of issue 37's media and downloadable validators, each changing exactly that.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain, P } from './domain-helpers.ts';

const DL = 'Magento\\Downloadable\\Api\\';
const MEDIA = `${P}ProductAttributeMediaGalleryManagementInterface`;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
const PNG_TALL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAACCAIAAAAW4yFwAAAADUlEQVR4nGP4zwAC/wEIAAH/2ZC7NQAAAABJRU5ErkJggg==';

const product = (d: Domain, sku: string, type = 'simple') => call(d, { method: 'POST', url: '/V1/products', service: `${P}ProductRepositoryInterface::save`, body: { product: { sku, name: sku, attribute_set_id: 4, price: 1, type_id: type } } });
const addImage = (d: Domain, sku: string, content: Record<string, unknown>, types: string[] = []) =>
  call(d, { method: 'POST', url: '/V1/products/:sku/media', service: `${MEDIA}::create`, params: { sku }, body: { entry: { media_type: 'image', label: 'l', position: 1, disabled: false, types, content: { base64_encoded_data: PNG, type: 'image/png', name: 'zz-one.png', ...content } } } });
const updateImage = (d: Domain, sku: string, id: unknown, entry: Record<string, unknown>) =>
  call(d, { method: 'PUT', url: '/V1/products/:sku/media/:entryId', service: `${MEDIA}::update`, params: { sku, entryId: '1' }, body: { entry: { id, media_type: 'image', label: 'new', position: 1, disabled: false, types: ['image'], ...entry } } });
const entryOf = (d: Domain, sku: string, id: number) => bodyOf(call(d, { method: 'GET', url: '/V1/products/:sku/media/:entryId', service: `${MEDIA}::get`, params: { sku, entryId: String(id) } }));
const message = (res: { status: number; body: unknown }): [number, unknown] => [res.status, (res.body as { message?: unknown }).message];

test('media: content that is not base64 or no image, a MIME type not allowed, a forbidden name, an unknown SKU: each refused, nothing added', () => {
  const d = newDomain();
  product(d, 'zz-img');
  assert.deepEqual(message(addImage(d, 'zz-img', { base64_encoded_data: 'not base64 !!!' })), [400, 'The image content must be valid base64 encoded data.']);
  assert.deepEqual(message(addImage(d, 'zz-img', { base64_encoded_data: 'aGVsbG8gd29ybGQ=' })), [400, 'The image content must be valid base64 encoded data.']);
  assert.deepEqual(message(addImage(d, 'zz-img', { type: 'wrong_mime_type' })), [400, 'The image MIME type is not valid or not supported.']);
  assert.deepEqual(message(addImage(d, 'zz-img', { name: 'name/with|forbidden:chars' })), [400, 'Provided image name contains forbidden characters.']);
  assert.deepEqual(message(addImage(d, 'zz-none', {})), [404, 'The product that was requested doesn\'t exist. Verify the product and try again.']);
  assert.deepEqual(call(d, { method: 'GET', url: '/V1/products/:sku/media', service: `${MEDIA}::getList`, params: { sku: 'zz-img' } }).body, []);
});

test('media: the file is /<a>/<b>/<name> (its extension added), the roles sent are the entry\'s; an update with content stores the new file under the body\'s id', () => {
  const d = newDomain();
  product(d, 'zz-img');
  const first = Number(addImage(d, 'zz-img', {}, ['thumbnail']).body);
  const second = Number(addImage(d, 'zz-img', { name: 'zz-two' }).body);
  assert.deepEqual([entryOf(d, 'zz-img', first).file, entryOf(d, 'zz-img', first).types], ['/z/z/zz-one.png', ['thumbnail']]);
  assert.equal(entryOf(d, 'zz-img', second).file, '/z/z/zz-two.png');
  assert.deepEqual(message(updateImage(d, 'zz-img', 2100000000, {})), [404, 'No image with the provided ID was found. Verify the ID and try again.']);
  assert.equal(updateImage(d, 'zz-img', second, { types: ['thumbnail'], content: { base64_encoded_data: PNG_TALL, type: 'image/png', name: 'zz-updated.png' } }).body, true);
  const updated = entryOf(d, 'zz-img', second);
  assert.deepEqual([updated.id, updated.label, updated.file, updated.types], [second, 'new', '/z/z/zz-updated.png', ['thumbnail']]);
  assert.deepEqual(entryOf(d, 'zz-img', first).types, [], 'the role left the other entry');
});

test('media-content-unchecked and media-update-keeps-file: bad content saved; an update\'s new content dropped', () => {
  const d = newDomain(['media-content-unchecked', 'media-update-keeps-file']);
  product(d, 'zz-img');
  assert.equal(addImage(d, 'zz-img', { type: 'wrong_mime_type' }).status, 200);
  const id = Number(addImage(d, 'zz-img', {}).body);
  updateImage(d, 'zz-img', id, { content: { base64_encoded_data: PNG_TALL, type: 'image/png', name: 'zz-updated.png' } });
  assert.deepEqual([entryOf(d, 'zz-img', id).label, entryOf(d, 'zz-img', id).file], ['new', '/z/z/zz-one_1.png'], 'the second image of the same name stored under _1, its file kept by the update');
});

const saveProduct = (d: Domain, method: 'POST' | 'PUT', product: Record<string, unknown>) =>
  call(d, { method, url: method === 'POST' ? '/V1/products' : '/V1/products/:sku', service: `${P}ProductRepositoryInterface::save`, params: method === 'PUT' ? { sku: String(product.sku) } : {}, body: { product } });
const bodyImage = (name: string, types: string[]) => ({ media_type: 'image', label: name, position: 1, disabled: false, types, content: { base64_encoded_data: PNG, type: 'image/png', name } });
const galleryOf = (d: Domain, sku: string) => (call(d, { method: 'GET', url: '/V1/products/:sku/media', service: `${MEDIA}::getList`, params: { sku } }).body as Array<{ file: string; types: string[] }>).map((e) => [e.file, e.types]);

test('media in the product body: the same images saved again are stored under _1, the roles move to them, the first two stay without roles (2.4.7-p3); left out keeps, [] removes', () => {
  const d = newDomain();
  const body = { sku: 'zz-body', name: 'zz-body', attribute_set_id: 4, price: 1, type_id: 'simple', media_gallery_entries: [bodyImage('zz-front.png', ['image']), bodyImage('zz-back.png', ['small_image', 'thumbnail'])] };
  assert.equal(saveProduct(d, 'POST', body).status, 200);
  assert.equal(saveProduct(d, 'POST', body).status, 200);
  assert.deepEqual(galleryOf(d, 'zz-body'), [['/z/z/zz-front.png', []], ['/z/z/zz-back.png', []], ['/z/z/zz-front_1.png', ['image']], ['/z/z/zz-back_1.png', ['small_image', 'thumbnail']]]);
  assert.equal(saveProduct(d, 'PUT', { sku: 'zz-body', name: 'kept' }).status, 200);
  assert.equal(galleryOf(d, 'zz-body').length, 4, 'an update without media_gallery_entries keeps them');
  saveProduct(d, 'PUT', { sku: 'zz-body', media_gallery_entries: [] });
  assert.deepEqual(galleryOf(d, 'zz-body'), []);
});

test('media-omitted-cleared: an update without media_gallery_entries removes the images', () => {
  const d = newDomain(['media-omitted-cleared']);
  saveProduct(d, 'POST', { sku: 'zz-body', name: 'zz-body', attribute_set_id: 4, price: 1, type_id: 'simple', media_gallery_entries: [bodyImage('zz-front.png', ['image'])] });
  assert.equal(galleryOf(d, 'zz-body').length, 1, 'the create keeps them');
  saveProduct(d, 'PUT', { sku: 'zz-body', name: 'renamed' });
  assert.deepEqual(galleryOf(d, 'zz-body'), []);
});

const URL_LINK = { title: 't', sort_order: 1, is_shareable: 0, price: 0, number_of_downloads: 0, link_type: 'url', link_url: 'http://localhost/x.zip', sample_type: 'url', sample_url: 'http://localhost/xs.zip' };
const saveLink = (d: Domain, sku: string, link: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/products/:sku/downloadable-links', service: `${DL}LinkRepositoryInterface::save`, params: { sku }, body: { link: { ...URL_LINK, ...link } } });
const saveSample = (d: Domain, sku: string, sample: Record<string, unknown>) => call(d, { method: 'POST', url: '/V1/products/:sku/downloadable-links/samples', service: `${DL}SampleRepositoryInterface::save`, params: { sku }, body: { sample: { title: 's', sort_order: 1, sample_type: 'url', sample_url: 'http://localhost/s.zip', ...sample } } });

test('downloadable: the type, the URL, the host, the numbers, the file, the product: each refused as the real platforms word it', () => {
  const d = newDomain();
  product(d, 'zz-dl', 'downloadable');
  product(d, 'zz-simple');
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ link_type: 'invalid' }, 'The link type is invalid. Verify and try again.'],
    [{ sample_type: 'invalid' }, 'The link sample type is invalid. Verify and try again.'],
    [{ link_url: 'http://example<.>com/' }, 'Link URL must have valid format.'],
    [{ sample_url: 'https://conformance-unlisted.example.net/x.zip' }, 'Sample URL\'s domain is not in list of downloadable_domains in env.php.'],
    [{ price: -1.5 }, 'Link price must have numeric positive value.'],
    [{ number_of_downloads: -1 }, 'Number of downloads must be a positive integer.'],
    [{ sort_order: -1 }, 'Sort order must be a positive integer.'],
    [{ link_type: 'file', link_url: undefined, link_file: '/z/z/none.zip' }, 'Link file not found. Please try again.'],
    [{ sample_type: 'file', sample_url: undefined, sample_file: '/z/z/none.zip' }, 'Link sample file not found. Please try again.'],
    [{ link_type: 'file', link_file_content: { file_data: 'not base64 !!!', name: 'a.zip' } }, 'Provided content must be valid base64 encoded data.'],
    [{ sample_type: 'file', sample_file_content: { file_data: 'aGVsbG8=', name: 'name/with|forbidden{characters' } }, 'Provided file name contains forbidden characters.'],
  ];
  for (const [link, refusal] of refusals) assert.deepEqual(message(saveLink(d, 'zz-dl', link)), [400, refusal], refusal);
  assert.deepEqual(message(saveLink(d, 'zz-simple', {})), [400, 'The product needs to be the downloadable type. Verify the product and try again.']);
  assert.deepEqual(message(saveSample(d, 'zz-dl', { sample_type: 'invalid' })), [400, 'The sample type is invalid. Verify the sample type and try again.']);
  assert.deepEqual(message(saveSample(d, 'zz-dl', { sample_type: 'file', sample_url: undefined, sample_file: '/z/z/none.zip' })), [400, 'Sample file not found. Please try again.']);
  assert.deepEqual(message(call(d, { method: 'PUT', url: '/V1/products/:sku/downloadable-links/:id', service: `${DL}LinkRepositoryInterface::save`, params: { sku: 'zz-dl', id: '2100000000' }, body: { link: { ...URL_LINK, id: 1 } } })), [404, 'No downloadable link with the provided ID was found. Verify the ID and try again.']);
  assert.deepEqual(call(d, { method: 'GET', url: '/V1/products/:sku/downloadable-links', service: `${DL}LinkRepositoryInterface::getList`, params: { sku: 'zz-dl' } }).body, [], 'nothing saved');
  assert.equal(saveLink(d, 'zz-dl', {}).status, 200);
});

test('the downloadable faults: each lets its own validator through, and only it', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ['downloadable-url-unchecked', { link_url: 'https://conformance-unlisted.example.net/x.zip' }, { price: -1 }],
    ['downloadable-file-unchecked', { link_type: 'file', link_file_content: { file_data: 'not base64 !!!', name: 'a.zip' } }, { link_url: 'http://example<.>com/' }],
    ['downloadable-negative-accepted', { number_of_downloads: -1 }, { link_type: 'invalid' }],
  ];
  for (const [fault, letThrough, kept] of cases) {
    const d = newDomain([fault]);
    product(d, 'zz-dl', 'downloadable');
    assert.equal(saveLink(d, 'zz-dl', letThrough).status, 200, fault);
    assert.equal(saveLink(d, 'zz-dl', kept).status, 400, fault);
  }
});
