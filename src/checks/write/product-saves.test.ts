// write.product-saves on a fake catalogue (testing/product-saves-target.ts): each scenario passes as the real 2.4.7-p3
// answers it; each way the fake breaks a behaviour fails naming the call, what was expected and what was answered; one
// website, and a link save refused for want of a search engine, skip with the cause; everything made is removed.
import assert from 'node:assert/strict';
import { scenarioCases, type FakeScenario } from '../testing/fake-scenario.ts';
import { productSavesTarget } from '../testing/product-saves-target.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { writeProductSaves } from './product-saves.ts';

const save = (name: string) => (scenarios: typeof writeProductSaves.scenarios) => scenarios.find((s) => s.title === name);
const P = 'cctrun0000s0';
const deleted = (f: FakeScenario): string[] => f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path);

scenarioCases(writeProductSaves, [
  {
    name: 'websites: two, kept by a rename, one alone, found by website and store filters: pass; both products removed',
    scenario: save('websites'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: 'POST /V1/products in websites [1, 2] and in [2] alone answered and read so; PUT /V1/products/:sku of the name alone kept both; GET /V1/products filtered on website_id 2, website_id 1, store second_en, store default found each product in its websites alone' },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}psweb`, `/V1/products/${P}pswel`]),
  },
  {
    name: 'websites: a create naming two answers one: fail',
    scenario: save('websites'),
    fake: { answer: productSavesTarget('second-website-dropped') },
    want: { outcome: 'fail', broken: 'POST /V1/products with website_ids [1, 2] did not answer both', expected: 'website_ids [1,2]', actual: 'website_ids [1]' },
  },
  {
    name: 'websites: a rename resets the websites: fail',
    scenario: save('websites'),
    fake: { answer: productSavesTarget('websites-reset') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with the sku and a new name alone did not answer the name with the two websites kept', expected: `name "${P}psweb renamed", website_ids [1,2]`, actual: `name "${P}psweb renamed", website_ids [1]` },
  },
  {
    name: 'websites: the list ignores a website filter: fail naming the filter',
    scenario: save('websites'),
    fake: { answer: productSavesTarget('website-filter-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/products filtered on website_id eq 1 did not find the run\'s products of that website alone', expected: `the items ${P}psweb with their website_ids`, actual: `the items ${P}psweb, ${P}pswel` },
  },
  {
    name: 'websites: a create in a website without the default store view put in the default\'s too: fail',
    scenario: save('websites'),
    fake: { answer: productSavesTarget('default-website-added') },
    want: { outcome: 'fail', broken: 'POST /V1/products with website_ids [2] (a website without the default store view) did not answer it alone', expected: 'website_ids [2]', actual: 'website_ids [1,2]' },
  },
  {
    name: 'websites: the list ignores a store filter, the website_id filter works: fail naming the store filter',
    scenario: save('websites'),
    fake: { answer: productSavesTarget('store-filter-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/products filtered on store eq default did not find the run\'s products of that website alone', expected: `the items ${P}psweb with their website_ids`, actual: `the items ${P}psweb, ${P}pswel` },
  },
  {
    name: 'websites: one website: skip',
    scenario: save('websites'),
    fake: { answer: (sent) => (sent.path === '/V1/store/websites' ? { status: 200, json: [{ id: 0 }, { id: 1 }] } : productSavesTarget()(sent)) },
    want: { outcome: 'skip', reason: /^the target has one website \(1\)/ },
  },
  {
    name: 'all-store-create: a simple and a virtual product read under every view, then 404: pass',
    scenario: save('all-store-create'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a simple and a virtual product created under the store code all answered their sku and type and read under default, fr, second_en; deleted, each read 404/ },
    then: (f) => {
      const creates = f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products');
      assert.deepEqual(creates.map((s) => s.storeCode), ['all', 'all']);
      assert.deepEqual(creates.map((s) => (s.body as { product: { type_id: string } }).product.type_id), ['simple', 'virtual']);
    },
  },
  {
    name: 'all-store-create: a virtual product saved as simple: fail',
    scenario: save('all-store-create'),
    fake: { answer: productSavesTarget('virtual-as-simple') },
    want: { outcome: 'fail', broken: 'POST /V1/products under the store code all did not answer the virtual product with its sku', expected: `sku "${P}psalv", type_id "virtual"`, actual: `sku "${P}psalv", type_id "simple"` },
  },
  {
    name: 'all-store-create: a deleted product read with another message: fail',
    scenario: save('all-store-create'),
    fake: { answer: productSavesTarget('delete-message-other') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku of the simple product deleted did not answer it gone', expected: '404 "The product that was requested doesn\'t exist. Verify the product and try again."', actual: /^404 "Product not found\."/ },
  },
  {
    name: 'every-field: every field as sent and every website: pass; the product, then its category removed',
    scenario: save('every-field'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products under the store code all without website_ids answered and read every field as sent \(the stock item's 23, url_key, tax_class_id, category_ids \[\d+\]\) and website_ids \[1,2\]$/ },
    then: (f) => {
      assert.deepEqual(deleted(f), [`/V1/products/${P}psevf`, '/V1/categories/100']);
      const create = f.sent.find((s) => s.method === 'POST' && s.path === '/V1/products')?.body as { product: { extension_attributes: Record<string, unknown> } };
      assert.equal('website_ids' in create.product.extension_attributes, false, 'no website_ids sent');
    },
  },
  {
    name: 'every-field: under all in one website alone, category_ids ignored: fail naming both',
    scenario: save('every-field'),
    fake: { answer: productSavesTarget('all-one-website', 'category-ids-ignored') },
    want: { outcome: 'fail', broken: 'POST /V1/products under the store code all without website_ids did not answer every field as sent and every website', expected: 'every field as sent, the stock item\'s 23 included, and website_ids of every website', actual: 'custom_attributes.category_ids [] (sent [100]); website_ids [1] (every website: [1,2])' },
  },
  {
    name: 'status: 0 kept by a save again: pass',
    scenario: save('status'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: 'a product created with status 0 read 0; saved again by POST /V1/products with price 200 it read price 200 and status 0' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => (s.body as { product: { status: number; price: number } }).product).map((p) => [p.status, p.price]), [[0, 100], [0, 200]]),
  },
  {
    name: 'status: a save again enables the product: fail',
    scenario: save('status'),
    fake: { answer: productSavesTarget('status-reset') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show the price of POST /V1/products sent again with status 0 kept', expected: 'status 0, price 200', actual: 'status 1, price 200' },
  },
  {
    name: 'special-price: 1 with its date, 5, then null: pass',
    scenario: save('special-price'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a product created with special_price 1 read it with special_from_date 2026-12-03 00:00:00/ },
  },
  {
    name: 'special-price: no special_from_date set: fail',
    scenario: save('special-price'),
    fake: { answer: productSavesTarget('special-date-unset') },
    want: { outcome: 'fail', broken: /^GET \/V1\/products\/:sku does not show the special price/, expected: 'special_price 1 and a special_from_date among the custom attributes, no news_from_date or custom_design_from', actual: 'special_price "1", special_from_date (absent)' },
  },
  {
    name: 'special-price: null by a save again keeps 5: fail',
    scenario: save('special-price'),
    fake: { answer: productSavesTarget('special-null-kept') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show the special_price POST /V1/products sent again as null', expected: 'no special_price (null removes it)', actual: 'special_price 5' },
  },
  {
    name: 'tier-prices: in order, changed, kept: pass',
    scenario: save('tier-prices'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^tier prices of groups 0 and 32000/ },
  },
  {
    name: 'tier-prices: answered in another order: fail',
    scenario: save('tier-prices'),
    fake: { answer: productSavesTarget('tier-order-reversed') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show the tier prices POST /V1/products sent, in their order', expected: '[{"customer_group_id":0,"qty":5,"value":3.14},{"customer_group_id":32000,"qty":10,"value":3.45}]', actual: /^\[\{"customer_group_id":32000/ },
  },
  {
    name: 'tier-prices: an update without tier_prices empties them: fail',
    scenario: save('tier-prices'),
    fake: { answer: productSavesTarget('tier-cleared') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with no tier_prices did not answer exactly the tier prices held', expected: '[{"customer_group_id":0,"qty":6,"value":3.33},{"customer_group_id":1,"qty":12,"value":2.1}]', actual: '[]' },
  },
  {
    name: 'tier-prices: an update replacing the second row keeps it besides: fail',
    scenario: save('tier-prices'),
    fake: { answer: productSavesTarget('tier-row-kept') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with the first tier price changed and the second replaced by one of group 1 did not answer exactly the tier prices sent', expected: '[{"customer_group_id":0,"qty":6,"value":3.33},{"customer_group_id":1,"qty":12,"value":2.1}]', actual: /^\[\{"customer_group_id":0,"qty":6,"value":3\.33.*\{"customer_group_id":1,"qty":12,"value":2\.1.*\{"customer_group_id":32000,"qty":10,"value":3\.45/ },
  },
  {
    name: 'category-links: made, kept by null and by leaving it out, moved: pass; the category removed',
    scenario: save('category-links'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a category link made by POST \/V1\/products answered and read exactly so/ },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}psctl`, '/V1/categories/100']),
  },
  {
    name: 'category-links: null unlinks: fail',
    scenario: save('category-links'),
    fake: { answer: productSavesTarget('category-null-unlinks') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with category_links null did not answer the category link kept', expected: '[{"category_id":"100","position":0}]', actual: 'null' },
  },
  {
    name: 'product-links: related, then upsell alone, then none: pass; both products removed',
    scenario: save('product-links'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a product made by POST \/V1\/products with a related link read exactly it/ },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}pslnk`, `/V1/products/${P}pslnr`]),
  },
  {
    name: 'product-links: a save again keeps the related link besides the upsell: fail',
    scenario: save('product-links'),
    fake: { answer: productSavesTarget('links-appended') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show exactly the links POST /V1/products saved with an upsell link instead', expected: `[{"sku":"${P}pslnr","link_type":"upsell","linked_product_sku":"${P}pslnk","linked_product_type":"simple","position":0}]`, actual: /"link_type":"related".*"link_type":"upsell"/ },
  },
  {
    name: 'product-links: refused with no search engine: skip naming the cause; the linked product removed',
    scenario: save('product-links'),
    fake: { answer: productSavesTarget('no-search-engine') },
    want: { outcome: 'skip', reason: /^POST \/V1\/products with a related link answered 400 "The product was unable to be saved\. Please try again\." and the installation enables no search engine/ },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}pslnk`]),
  },
  {
    name: 'eav-attributes: none of the product\'s own fields: pass',
    scenario: save('eav-attributes'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^GET \/V1\/products\/:sku answered 2 custom attributes \(description, category_ids\)/ },
  },
  {
    name: 'eav-attributes: the name among them: fail',
    scenario: save('eav-attributes'),
    fake: { answer: productSavesTarget('name-in-attributes') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku answers custom_attributes repeating fields of the product itself', expected: 'custom attributes, none of sku, name, price, status, visibility, type_id, weight, attribute_set_id, tier_price, created_at, updated_at', actual: 'custom attributes name' },
  },
  {
    name: 'category-list: pages, four names OR-ed with price and category, positions both ways: pass; the products, then the category removed',
    scenario: save('category-list'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^GET \/V1\/products filtered on a category of the run's own answered its five products in pages of 10, 2 and 3/ },
    then: (f) => {
      assert.deepEqual(deleted(f), [1, 2, 3, 4, 5].map((i) => `/V1/products/${P}pscl${i}`).concat('/V1/categories/100'));
      const positions = f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => (s.body as { product: { extension_attributes: { category_links: Array<{ position: number }> } } }).product.extension_attributes.category_links[0]?.position);
      assert.deepEqual(positions, [50, 40, 30, 20, 10], 'positions in the reverse of the order made');
    },
  },
  {
    name: 'category-list: a sort on position ordering by id: fail',
    scenario: save('category-list'),
    fake: { answer: productSavesTarget('position-by-id') },
    want: { outcome: 'fail', broken: 'GET /V1/products filtered on category_id and sorted by position ASC did not answer the run\'s products of its category as the platform does', expected: `total_count 5 and the items ${[5, 4, 3, 2, 1].map((i) => `${P}pscl${i}`).join(', ')} in that order, each with its website_ids`, actual: `total_count 5, the items ${[1, 2, 3, 4, 5].map((i) => `${P}pscl${i}`).join(', ')}` },
  },
  {
    name: 'category-list: a page past the last repeats the last: fail',
    scenario: save('category-list'),
    fake: { answer: productSavesTarget('past-last-repeats') },
    want: { outcome: 'fail', broken: 'GET /V1/products filtered on category_id with page size 100, page 99 did not answer the run\'s products of its category as the platform does', expected: 'total_count 5 and no items, each with its website_ids', actual: /^total_count 5, the items / },
  },
  {
    name: 'category-list: filter groups OR-ed: fail naming the multi-group search',
    scenario: save('category-list'),
    fake: { answer: productSavesTarget('filter-groups-ored') },
    want: { outcome: 'fail', broken: 'GET /V1/products with four names OR-ed, price lt 35 and category_id, sorted by meta_title DESC, page 2 of size 2 did not answer the run\'s products of its category as the platform does', expected: `total_count 3 and the items ${P}pscl4 in that order, each with its website_ids`, actual: `total_count 5, the items ${P}pscl1, ${P}pscl3` },
  },
  {
    name: 'view-saves: renamed under a view, the rest follows all; another renamed under default: pass',
    scenario: save('view-saves'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a product made under all and renamed by POST \/V1\/products under second_en answered the new name and kept no value of the view's own/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => s.storeCode), ['all', 'second_en', 'all', 'default', 'default']),
  },
  {
    name: 'view-saves: a save under a view copying every value: fail naming them',
    scenario: save('view-saves'),
    fake: { answer: productSavesTarget('view-copies-all') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku under the store view second_en shows values of its own that POST /V1/products under it did not send (or lost its name)', expected: /^the values changed under all afterwards/, actual: 'visibility 2, status 2, tax_class_id 2, short_description "short made", description "description made", meta_title "title made", meta_keyword "keyword made", meta_description "meta made", url_key "cctrun0000s0psvwa"' },
  },
  {
    name: 'multiselect-resave: two options, then "" by POST: pass; the product, attribute and set removed',
    scenario: save('multiselect-resave'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: 'a multiselect attribute of the run\'s own saved by POST /V1/products under all with two options read "5,7"; saved again with "" it read no value' },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}psmul`, `/V1/products/attributes/${P}psmulm`, '/V1/products/attribute-sets/9']),
  },
  {
    name: 'multiselect-resave: "" keeping the options: fail',
    scenario: save('multiselect-resave'),
    fake: { answer: productSavesTarget('clear-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku under all still shows options after POST /V1/products saved the multiselect again as ""', expected: 'no value ("" or none)', actual: '"5,7"' },
  },
  {
    name: 'view-attributes: one attribute at a time under a view, then null; the view keeps its own text value alone: pass; the product, attributes and set removed',
    scenario: save('view-attributes'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: /^a product with two store-scoped attributes of the run's own, saved by POST \/V1\/products under second_en one attribute at a time/ },
    then: (f) => {
      assert.deepEqual(deleted(f), [`/V1/products/${P}psvat`, `/V1/products/attributes/${P}psvat`, `/V1/products/attributes/${P}psvav`, '/V1/products/attribute-sets/9']);
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => s.storeCode), ['all', 'second_en', 'second_en', 'second_en']);
    },
  },
  {
    name: 'view-attributes: null under the view keeps its own value: fail',
    scenario: save('view-attributes'),
    fake: { answer: productSavesTarget('view-null-kept') },
    want: { outcome: 'fail', broken: 'POST /V1/products under the store view second_en with the textarea attribute as null did not answer that attribute changed and the rest as it was', expected: /^cctrun0000s0psvav "api_test_value_varchar_changed", cctrun0000s0psvat "api_test_value_text", name /, actual: 'cctrun0000s0psvat "api_test_value_text_changed"' },
  },
  {
    name: 'view-attributes: a value sent under the view written for all (null then removes it everywhere): fail',
    scenario: save('view-attributes'),
    fake: { answer: productSavesTarget('view-attribute-global') },
    want: { outcome: 'fail', broken: 'POST /V1/products under the store view second_en with the textarea attribute as null did not answer that attribute changed and the rest as it was', expected: /^cctrun0000s0psvav "api_test_value_varchar_changed", cctrun0000s0psvat "api_test_value_text", name /, actual: 'cctrun0000s0psvat null' },
  },
  {
    name: 'view-attributes: a save under the view of an attribute alone making the name the view\'s own: fail at the read under the view',
    scenario: save('view-attributes'),
    fake: { answer: productSavesTarget('view-name-copied') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku under the store view second_en does not hold its own value for the attribute saved there alone', expected: /\(the view's own text attribute; all's values for the rest\)$/, actual: 'name "cctrun0000s0psvat"' },
  },
  {
    name: 'downloadable-kept: renamed alone, its one link kept: pass; the product removed',
    scenario: save('downloadable-kept'),
    fake: { answer: productSavesTarget() },
    want: { outcome: 'pass', note: `a downloadable product of the run's own with one link by URL, renamed by PUT /V1/products/:sku with its sku and name alone, answered and read the new name with its one link kept (http://shop.example.com/${P}psdwn-downloadable.txt)` },
    then: (f) => assert.deepEqual(deleted(f), [`/V1/products/${P}psdwn`]),
  },
  {
    name: 'downloadable-kept: a rename empties the links: fail',
    scenario: save('downloadable-kept'),
    fake: { answer: productSavesTarget('links-cleared') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku of a downloadable product with its sku and a new name alone did not answer the name with its one link kept', expected: `name "${P}psdwn (updated)", one link with link_url "http://shop.example.com/${P}psdwn-downloadable.txt"`, actual: `name "${P}psdwn (updated)", links []` },
  },
  {
    name: 'downloadable-kept: the link host not listed: skip naming the setting; nothing made',
    scenario: save('downloadable-kept'),
    fake: { answer: productSavesTarget('domain-unlisted') },
    want: { outcome: 'skip', reason: /^Link URL's domain is not in list of downloadable_domains in env\.php\.: the store's base URL host \(shop\.example\.com\)/ },
    then: (f) => assert.deepEqual(deleted(f), []),
  },
  {
    name: 'writes denied: skip, nothing sent',
    fake: { answer: productSavesTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
