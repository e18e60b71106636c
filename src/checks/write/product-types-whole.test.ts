// write.product-types-whole on a fake catalogue (testing/product-types-target.ts): each product type made whole through
// POST /V1/products (the product with images through PUT), changed by id and added to through PUT /V1/products/:sku,
// then updated without its parts, passes; parts dropped, parts left out kept, ids renewed, a stale answer, parts added
// with low ids, parts cleared by an update that leaves them out, a create answering parts without ids fail; a lost
// deadlock is sent again (three attempts at most, a lasting one the verdict); prerequisites that cannot be made skip;
// everything made is removed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeScenario, scenarioCases } from '../testing/fake-scenario.ts';
import { productTypesTarget } from '../testing/product-types-target.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { writeProductTypesWhole, WRITES_BELOW_FULL_MEDIA } from './product-types-whole.ts';
import { WRITES_BELOW_FULL_DOWNLOADABLE_FILES } from './product-types.ts';

const type = (name: string) => (scenarios: typeof writeProductTypesWhole.scenarios) => scenarios.find((s) => s.title === name);
const B = 'cctrun0000s0ptbund';

scenarioCases(writeProductTypesWhole, [
  {
    name: 'a bundle made whole and changed by id: pass; the bundle and its two children are removed',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget() },
    want: { outcome: 'pass', note: /^the bundle product made through POST \/V1\/products answers and reads back every field sent \(\d+ compared\); its bundle_product_options changed by id through PUT \/V1\/products\/:sku are answered and read back as sent \(\d+ compared\), those added without id with new ids, the part left out removed; sent back as read with one field changed, answered so; an update leaving them out keeps them$/ },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => (s.body as { product: { sku: string } }).product.sku), [`${B}c1`, `${B}c2`, B], 'the children, then the bundle by POST');
      assert.deepEqual(f.sent.filter((s) => s.method === 'PUT').map((s) => `${s.storeCode ?? '-'} ${s.path}`), [`all /V1/products/${B}`, `all /V1/products/${B}`, `all /V1/products/${B}`]);
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${B}`, `/V1/products/${B}c1`, `/V1/products/${B}c2`]);
      const puts = f.sent.filter((s) => s.method === 'PUT');
      const update = puts[0]?.body as { product: { extension_attributes: { bundle_product_options: Array<{ option_id?: unknown; product_links: Array<{ id?: unknown; sku: string }> }> } } };
      const options = update.product.extension_attributes.bundle_product_options;
      assert.equal(options.length, 2, 'the second option left out, a new one sent');
      assert.notEqual(options[0]?.option_id, undefined, 'the first by its id');
      assert.equal(options[1]?.option_id, undefined, 'the new one without id');
      assert.deepEqual(options[0]?.product_links.map((l) => [l.id !== undefined, l.sku]), [[true, `${B}c2`], [false, `${B}c1`]], 'the selection by its id on the other child, one added without id');
      const retype = puts[1]?.body as { product: { extension_attributes: { bundle_product_options: Array<{ type: string; position: number }> } } };
      assert.deepEqual(retype.product.extension_attributes.bundle_product_options.map((o) => [o.position, o.type]).sort(), [[1, 'select'], [3, 'select']], 'the first option\'s type alone changed (radio to select)');
      assert.deepEqual(puts[2]?.body, { product: { sku: B, extension_attributes: { bundle_product_options: null } } }, 'the options sent null');
    },
  },
  {
    name: 'a configurable: its option saved anew (new id) and its price answered 0 are the platform\'s, declared: pass; the set and attribute removed last',
    scenario: type('configurable'),
    fake: { answer: productTypesTarget() },
    want: { outcome: 'pass', note: /^the configurable product .* \(\d+ compared, 1 answered otherwise as declared\); its configurable_product_options and configurable_product_links changed by id/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path).slice(-2), ['/V1/products/attributes/cctrun0000s0ptconfc', '/V1/products/attribute-sets/9']),
  },
  {
    name: 'a downloadable on the store\'s host: pass',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget() },
    want: { outcome: 'pass', note: /^the downloadable product made/ },
    then: (f) => {
      const links = (f.sent.find((s) => s.method === 'POST')?.body as { product: { extension_attributes: { downloadable_product_links: Array<{ link_url: string }> } } }).product.extension_attributes.downloadable_product_links;
      assert.equal(links[0]?.link_url, 'http://shop.test/cctrun0000s0ptdown-1.zip');
    },
  },
  {
    name: 'COMMERCE_DOWNLOADABLE_HOST names the links\' host: no store configuration read',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget(), target: { downloadableHost: 'downloads.example.com' } },
    want: { outcome: 'pass', note: /^the downloadable product made/ },
    then: (f) => {
      assert.equal(f.sent.some((s) => s.path === '/V1/store/storeConfigs'), false);
      assert.match(JSON.stringify(f.sent.find((s) => s.method === 'POST')?.body), /https:\/\/downloads\.example\.com\/cctrun0000s0ptdown-1\.zip/);
    },
  },
  {
    name: 'parts inside the body not saved: fail, naming the part',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('parts-dropped') },
    want: { outcome: 'fail', broken: 'POST /V1/products does not answer the bundle product as it was sent', expected: /^every field sent \(\d+ compared\)$/, actual: /^product\.extension_attributes\.bundle_product_options: sent \[/ },
    then: (f) => assert.ok(f.sent.some((s) => s.method === 'DELETE' && s.path === `/V1/products/${B}`), 'removed after a failure too'),
  },
  {
    name: 'an update that keeps the part it left out: fail',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget('left-out-kept') },
    want: { outcome: 'fail', broken: 'after the update through PUT /V1/products/:sku, which sent 1 of its downloadable_product_links, PUT /V1/products/:sku shows 2', expected: '1 downloadable_product_links (the ones sent: a part left out of the collection is removed, one sent without id added)', actual: '2 downloadable_product_links' },
  },
  {
    name: 'a part sent with its id saved as a new one: fail on the id',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('ids-renewed') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not show the bundle product\'s parts as the update through PUT /V1/products/:sku sent them', expected: /^every field sent \(\d+ compared\)$/, actual: /bundle_product_options\[0\]\.option_id: sent \d+, shown \d+/ },
  },
  {
    name: 'a PUT answering the product as it was before the save (the read after it right): fail on the PUT\'s own answer',
    scenario: type('configurable'),
    fake: { answer: productTypesTarget('answer-stale') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not show the configurable product\'s parts as the update through PUT /V1/products/:sku sent them', expected: /^every field sent \(\d+ compared\)$/, actual: /configurable_product_options\[0\]\.label: sent "cctrun0000s0ptconf relabelled", shown "cctrun0000s0ptconf own label"/ },
  },
  {
    name: 'a selection added without id answered with an id below the ones held: fail, naming the ids',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('added-ids-low') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not answer the bundle product\'s parts added without id with new ids', expected: 'each part sent without id answered with an id above every id its collection held before', actual: /^product\.extension_attributes\.bundle_product_options\[\]\.product_links\[\]\.id: one sent without id answered "1", not above the ids held before \(\[\d+,\d+,\d+\]\)$/ },
  },
  {
    name: 'samples added without id and answered with new ids: pass; an update that clears the parts it leaves out: fail on its answer',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget('omitted-parts-cleared') },
    want: { outcome: 'fail', broken: /^PUT \/V1\/products\/:sku does not show the downloadable product's parts as the update before one that left them out \(\{"sku":"cctrun0000s0ptdown","extension_attributes":\{"stock_item":\{"manage_stock":false\}\}\}\) sent them$/, expected: /^every field sent/, actual: /^product\.extension_attributes\.downloadable_product_links: sent \[/ },
  },
  {
    name: 'options sent null clear a bundle\'s options: fail',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('omitted-parts-cleared') },
    want: { outcome: 'fail', broken: /^PUT \/V1\/products\/:sku does not show the bundle product's parts as the update before one that left them out \(\{"sku":"cctrun0000s0ptbund","extension_attributes":\{"bundle_product_options":null\}\}\) sent them$/, expected: /^every field sent/, actual: /^product\.extension_attributes\.bundle_product_options: sent \[/ },
  },
  {
    name: 'a create answering its parts without their ids: fail',
    scenario: type('configurable'),
    fake: { answer: productTypesTarget('create-ids-unanswered') },
    want: { outcome: 'fail', broken: 'POST /V1/products answers a part of the configurable product without an id of its own', expected: 'every one of its configurable_product_options and configurable_product_links with its id', actual: /^product\.extension_attributes\.configurable_product_options\[\]\.id: element 0 answered null/ },
  },
  {
    name: 'an option\'s type changed alone resetting its selections\' quantities: fail on the answer',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('type-change-resets-qty') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not show the bundle product\'s parts as the update sending them back as read with one field changed sent them', expected: /^every field sent/, actual: /product_links\[\d\]\.qty: sent [24], shown 1/ },
  },
  {
    name: 'a lost deadlock on the PUT: sent once more, the first answer attached; pass',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('deadlock-once') },
    want: { outcome: 'pass', note: /^the bundle product made/ },
    then: (f) => {
      assert.equal(f.sent.filter((s) => s.method === 'PUT').length, 4, 'the update twice, then the type change and the last update');
      assert.match(f.attached.find((a) => a.name === 'sent-again-1.txt')?.body ?? '', /Database deadlock found/);
    },
  },
  {
    name: 'the platform\'s try-again answer twice in a row (the real Commerce 2.4.6-p1): sent a third time after pauses, every attempt recorded; pass',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('try-again-twice') },
    want: { outcome: 'pass', note: /^the bundle product made/ },
    then: (f) => {
      assert.equal(f.sent.filter((s) => s.method === 'PUT').length, 5, 'the update three times, the type change and the last update once');
      const attempts = f.observed.find((o) => o.key === 'write-attempts')?.value as Array<{ status: number; message: string }> | undefined;
      assert.deepEqual(attempts?.map((a) => a.status), [400, 400, 200]);
      assert.equal(f.attached.filter((a) => a.name.startsWith('sent-again-')).length, 2);
    },
  },
  {
    name: 'a lasting try-again answer: the verdict after three attempts, the product never made',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('try-again-always') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku refused the update of the bundle product\'s bundle_product_options by their ids', expected: '200 with the product', actual: '400 "The product was unable to be saved. Please try again."' },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'PUT').length, 3),
  },
  {
    name: 'an installation whose downloadable_domains does not list the links\' host: skipped with the sentence the downloadable routes give, nothing left',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget('domains-unlisted') },
    want: { outcome: 'skip', reason: /^POST \/V1\/products answered 400 "Link URL's domain is not in list of downloadable_domains in env\.php\.": the store's base URL host \(shop\.test\) is not a domain env\.php's downloadable_domains lists .* Set COMMERCE_DOWNLOADABLE_HOST/ },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 0),
  },
  {
    name: 'COMMERCE_DOWNLOADABLE_HOST not listed either: skipped, naming the variable\'s host',
    scenario: type('downloadable'),
    fake: { answer: productTypesTarget('domains-unlisted'), target: { downloadableHost: 'downloads.example.com' } },
    want: { outcome: 'skip', reason: /COMMERCE_DOWNLOADABLE_HOST \(downloads\.example\.com\) is not a domain env\.php's downloadable_domains lists: add it \(bin\/magento downloadable:domains:add downloads\.example\.com\)/ },
  },
  {
    name: 'children that cannot be made: skipped with the platform\'s answer, nothing left',
    scenario: type('bundle'),
    fake: { answer: productTypesTarget('children-refused') },
    want: { outcome: 'skip', reason: 'the run could not create its own bundle child (POST /V1/products answered 400 "The product was unable to be saved. Please try again.")' },
    then: (f) => {
      assert.equal(f.sent.filter((s) => s.method === 'POST').length, 3, 'a save that failed for its own reasons is sent up to three times');
      assert.equal((f.observed.find((o) => o.key === 'preparation-attempts')?.value as unknown[] | undefined)?.length, 3, 'every attempt recorded');
      assert.equal(f.sent.some((s) => s.method === 'PUT'), false);
      assert.equal(f.sent.some((s) => s.method === 'POST' && (s.body as { product: { sku: string } }).product.sku === B), false, 'the bundle never sent');
    },
  },
  {
    name: 'a product with two images in its body, at full: the content answered as a file path, as declared; the entry left out removed; the entries deleted before the product',
    scenario: type('media'),
    fake: { answer: productTypesTarget(), target: { writes: 'full' } },
    want: { outcome: 'pass', note: /^the media product made through PUT \/V1\/products\/:sku answers and reads back every field sent \(\d+ compared, 2 answered otherwise as declared\); its media_gallery_entries changed by id/ },
    then: (f) => {
      const deletes = f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path);
      assert.match(deletes[0] ?? '', /^\/V1\/products\/cctrun0000s0ptmedi\/media\/\d+$/, 'the remaining entry first');
      assert.equal(deletes[1], '/V1/products/cctrun0000s0ptmedi');
    },
  },
  {
    name: 'a downloadable by file at full: made with links and samples by file and by URL, refiled by id, added to, then a link and a sample by their own routes: pass',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget(), target: { writes: 'full' } },
    want: { outcome: 'pass', note: /^the downloadable-files product made through POST \/V1\/products answers and reads back every field sent \(\d+ compared, 5 answered otherwise as declared\); .*; each content sent answered and read as a file under the name sent; a link and a sample by file added through their own routes read back under all and the store view with every field sent, their files and no URLs$/ },
    then: (f) => {
      const ext = (s: (typeof f.sent)[number] | undefined) => (s?.body as { product: { extension_attributes: { downloadable_product_links: Array<Record<string, unknown>>; downloadable_product_samples: Array<Record<string, unknown>> } } }).product.extension_attributes;
      const create = ext(f.sent.find((s) => s.method === 'POST' && s.path === '/V1/products'));
      assert.deepEqual(create.downloadable_product_links.map((l) => l.link_type), ['file', 'file', 'url']);
      assert.deepEqual(create.downloadable_product_samples.map((l) => l.sample_type), ['url', 'file']);
      const update = ext(f.sent.find((s) => s.method === 'PUT'));
      assert.deepEqual(update.downloadable_product_links.map((l) => [l.id !== undefined, 'link_file' in l, 'link_file_content' in l]), [[true, true, false], [true, false, true], [false, false, true], [false, false, false]], 'one by id keeping its file, one by id with new content, two added; the URL link left out');
      assert.equal(update.downloadable_product_links[0]?.link_file, '/c/c/cctrun0000s0ptdlf-l1.zip', 'the file as read');
      assert.deepEqual(update.downloadable_product_samples.map((l) => [l.id !== undefined, 'sample_file_content' in l]), [[true, true], [true, true]]);
      const routes = f.sent.filter((s) => s.path.endsWith('/downloadable-links') || s.path.endsWith('/downloadable-links/samples')).map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path}`);
      assert.deepEqual(routes, ['POST all /V1/products/cctrun0000s0ptdlf/downloadable-links', 'GET all /V1/products/cctrun0000s0ptdlf/downloadable-links', 'GET - /V1/products/cctrun0000s0ptdlf/downloadable-links', 'POST all /V1/products/cctrun0000s0ptdlf/downloadable-links/samples', 'GET all /V1/products/cctrun0000s0ptdlf/downloadable-links/samples', 'GET - /V1/products/cctrun0000s0ptdlf/downloadable-links/samples']);
      assert.equal(f.sent.at(-1)?.path, '/V1/products/cctrun0000s0ptdlf', 'the product removed');
    },
  },
  {
    name: 'a link given new file content by its id that keeps its old file: fail on the update\'s answer',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget('update-keeps-file'), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not show the files of the downloadable-files product\'s parts as the update through PUT /V1/products/:sku sent them', expected: 'each content sent stored as a file under the name sent', actual: /^downloadable_product_links "cctrun0000s0ptdlf link refiled renamed": link_file answered "\/c\/c\/cctrun0000s0ptdlf-l2\.zip", not the file of the link_file_content sent \(named "cctrun0000s0ptdlf-l2new\.zip"/ },
  },
  {
    name: 'contents stored without a file answered: fail on the create\'s answer',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget('files-unanswered'), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'POST /V1/products does not show the files of the downloadable-files product\'s parts as it was sent', expected: 'each content sent stored as a file under the name sent', actual: /^downloadable_product_links "cctrun0000s0ptdlf link kept": link_file answered null/ },
  },
  {
    name: 'a link made by file through its own route reading a URL beside its file: fail on the list',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget('route-file-with-url'), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/downloadable-links under /rest/all does not read the files of the link made through POST /V1/products/:sku/downloadable-links', expected: 'each file under the name sent, no URL', actual: 'link_url answered "https://shop.test/elsewhere.zip" for one sent by file without a URL' },
  },
  {
    name: 'a sample given new file content by its id that keeps its old file (links refiled right): fail on the update\'s answer (testUpdateDownloadableProductSamplesWithNewFile)',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget('sample-update-keeps-file'), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku does not show the files of the downloadable-files product\'s parts as the update through PUT /V1/products/:sku sent them', expected: 'each content sent stored as a file under the name sent', actual: /^downloadable_product_samples "cctrun0000s0ptdlf sample by file refiled": sample_file answered "\/c\/c\/cctrun0000s0ptdlf-s2\.zip", not the file of the sample_file_content sent \(named "cctrun0000s0ptdlf-s2new\.zip"/ },
  },
  {
    name: 'a sample made by file through its own route reading a URL beside its file (the link right): fail on the samples list (SampleRepositoryTest::testCreateUploadsProvidedFileContent)',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget('sample-route-with-url'), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/downloadable-links/samples under /rest/all does not read the files of the sample made through POST /V1/products/:sku/downloadable-links/samples', expected: 'each file under the name sent, no URL', actual: 'sample_url answered "https://shop.test/elsewhere.zip" for one sent by file without a URL' },
  },
  {
    name: 'the downloadable by file below full: skipped, saying why',
    scenario: type('downloadable-files'),
    fake: { answer: productTypesTarget() },
    want: { outcome: 'skip', reason: WRITES_BELOW_FULL_DOWNLOADABLE_FILES },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'the product with images below full: skipped, saying why',
    scenario: type('media'),
    fake: { answer: productTypesTarget() },
    want: { outcome: 'skip', reason: WRITES_BELOW_FULL_MEDIA },
    then: (f) => assert.equal(f.sent.length, 0),
  },
  {
    name: 'writes denied: skipped before any request',
    fake: { answer: productTypesTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);

test('an image entry the check could not delete is listed as left by design, with its cached copies\' path', async () => {
  const left: LeftItem[] = [];
  installLeftLedger({ left: (item) => void left.push(item) });
  try {
    const scenario = writeProductTypesWhole.scenarios.find((s) => s.title === 'media');
    assert.ok(scenario);
    const fake = fakeScenario({ answer: productTypesTarget('entry-delete-refused'), target: { writes: 'full' } });
    const verdict = await writeProductTypesWhole.run(fake.ctx, scenario);
    assert.equal(verdict.outcome, 'pass');
    assert.deepEqual(left, [{ kind: 'media file', id: 'catalog/product/cache/*/c/c/cctrun0000s0ptmedi-one.png', by: 'write.product-types-whole media' }]);
  } finally {
    installLeftLedger(null);
  }
});

test('the files of the downloadable by file are listed as left by design, each once per answer that names it', async () => {
  const left: LeftItem[] = [];
  installLeftLedger({ left: (item) => void left.push(item) });
  try {
    const scenario = writeProductTypesWhole.scenarios.find((s) => s.title === 'downloadable-files');
    assert.ok(scenario);
    const fake = fakeScenario({ answer: productTypesTarget(), target: { writes: 'full' } });
    const verdict = await writeProductTypesWhole.run(fake.ctx, scenario);
    assert.equal(verdict.outcome, 'pass');
    const files = [...new Set(left.map((l) => l.id))].sort();
    assert.ok(left.every((l) => l.kind === 'media file'));
    for (const want of ['downloadable/files/links/c/c/cctrun0000s0ptdlf-l1.zip', 'downloadable/files/link_samples/c/c/cctrun0000s0ptdlf-l2s.zip', 'downloadable/files/samples/c/c/cctrun0000s0ptdlf-s2.zip', 'downloadable/files/links/c/c/cctrun0000s0ptdlf-l2new.zip', 'downloadable/files/samples/c/c/cctrun0000s0ptdlf-s1new.zip', 'downloadable/files/links/c/c/cctrun0000s0ptdlf-r1.zip', 'downloadable/files/samples/c/c/cctrun0000s0ptdlf-r2.zip']) assert.ok(files.includes(want), want);
  } finally {
    installLeftLedger(null);
  }
});
