// commerce.msi-sources on the fake MSI of testing/msi-target.ts: a stock of the run's own with four sources of its own,
// every read as the real 2.4.7-p3 answered it, passes, leaving every source disabled and the stock deleted; each
// named fault breaks one behaviour the check judges and fails it by name; an installation without a search engine
// (source-item saves answered 500 after saving) is observed as that known finding; writes below full skip.
import assert from 'node:assert/strict';
import { scenarioCases, type FakeScenario } from '../testing/fake-scenario.ts';
import { msiTarget, type MsiFault } from '../testing/msi-target.ts';
import { commerceMsiSources } from './msi-sources.ts';

const full = { writes: 'full' as const };
/** A fault's case: the check fails naming the broken behaviour, what it expected and what it read. */
const failsWith = (name: string, fault: MsiFault, broken: RegExp, expected: RegExp | string = /./, actual: RegExp | string = /./) => ({
  name: `${name} fails (${String(fault)})`,
  fake: { target: full, answer: msiTarget(fault) },
  want: { outcome: 'fail' as const, broken, expected, actual },
});

/** Every source the scenario made is disabled at the end, and its stock deleted. */
function tidied(fake: FakeScenario): void {
  const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/inventory/sources').map((s) => (s.body as { source: { source_code: string; enabled: boolean } }).source);
  assert.equal(made.length, 4, 'four sources made');
  for (const source of made.filter((s) => s.enabled)) {
    const puts = fake.sent.filter((s) => s.method === 'PUT' && s.path === `/V1/inventory/sources/${source.source_code}`);
    assert.equal((puts.at(-1)?.body as { source: { enabled: boolean } } | undefined)?.source.enabled, false, `source ${source.source_code} disabled at the end`);
  }
  assert.ok(fake.sent.some((s) => s.method === 'DELETE' && /^\/V1\/inventory\/stocks\/\d+$/.test(s.path)), 'the stock deleted');
  assert.equal(fake.sent.filter((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')).length, 2, 'both products deleted');
}

scenarioCases(commerceMsiSources, [
  {
    name: 'a stock of four sources reads as MSI keeps it, and everything is undone but the disabled sources',
    fake: { target: full, answer: msiTarget() },
    want: { outcome: 'pass', note: /^stock 2 of four sources .*salable 8\.5, then 0; requested-qty salable \/ not assigned; selection 5\.5 \+ 2\.5 and 4, shippable/ },
    then: (fake) => {
      tidied(fake);
      const deletes = fake.sent.filter((s) => s.path === '/V1/inventory/source-items-delete' || s.path === '/V1/inventory/stock-source-links-delete');
      assert.ok(deletes[0]?.query !== undefined && deletes[0].body === undefined, 'the judged deletes are sent as query parameters');
      const put = fake.sent.find((s) => s.method === 'PUT' && s.path.startsWith('/V1/inventory/sources/'));
      assert.equal((put?.body as { source: Record<string, unknown> }).source.source_code, undefined, 'the update names the source by its path only');
    },
  },
  {
    name: 'an installation without a search engine (item saves 500 after saving) is the known finding, not a failure',
    fake: { target: full, answer: msiTarget('no-search-engine') },
    want: { outcome: 'pass', note: /^stock 2 of four sources/ },
    then: (fake) => {
      assert.ok(fake.observed.some((o) => o.key === 'known-finding' && /enables no search engine/.test(String(o.value))), 'the known finding observed');
      tidied(fake);
    },
  },
  failsWith('a salable quantity counting out-of-stock items and disabled sources', 'salable-counts-all', /^GET \/V1\/inventory\/get-product-salable-quantity\/:sku\/:stockId is not the sum of the in-stock items of the stock's enabled sources$/, /^8\.5/),
  failsWith('sources answered in code order', 'sources-by-code', /^GET \/V1\/inventory\/get-sources-assigned-to-stock-ordered-by-priority\/:stockId does not answer the stock's sources ordered by priority$/),
  failsWith('a save of several items keeping one', 'items-save-first-only', /^GET \/V1\/inventory\/source-items does not read back the four items saved in one call beside the default source's$/),
  failsWith('an item delete taking every item of the SKU', 'items-delete-all', /^POST \/V1\/inventory\/source-items-delete did not delete just the two items named$/),
  failsWith('a link delete taking every link of the stock', 'links-delete-all', /^POST \/V1\/inventory\/stock-source-links-delete did not delete just the two links named$/),
  failsWith('the source-items search ignoring the page', 'items-paging-ignored', /^GET \/V1\/inventory\/source-items \(sku eq, quantity DESC, page 2 of size 2\) does not answer the third and fourth quantities$/),
  failsWith('the links search ignoring its sort', 'links-sort-ignored', /^GET \/V1\/inventory\/stock-source-links \(stock_id eq, source_code DESC, page 2 of size 2\) does not answer the stock's two lowest codes$/),
  failsWith('the sources search ignoring enabled', 'sources-filter-ignored', /^GET \/V1\/inventory\/sources \(enabled eq 1 and the scenario's codes, name DESC, page 2 of size 2\) does not answer the last enabled source by name$/),
  failsWith('a created source without its description and coordinates', 'source-fields-dropped', /^GET \/V1\/inventory\/sources\/:sourceCode does not read back the first source as it was created$/, '{"description":"A source of the run","latitude":11.123456,"longitude":12.123456}', '{"description":null,"latitude":null,"longitude":null}'),
  failsWith('a region name dropped beside a region_id', 'region-name-dropped', /^GET \/V1\/inventory\/sources\/:sourceCode does not read back the first source as it was created$/, '{"region":"A region of the run"}', '{"region":null}'),
  failsWith('a links save keeping one', 'links-save-first-only', /^GET \/V1\/inventory\/get-sources-assigned-to-stock-ordered-by-priority\/:stockId does not answer the stock's sources ordered by priority$/),
  failsWith('a decimal threshold stored whole', 'setting-truncated', /^GET \/V1\/inventory\/low-quantity-notification\/:sourceCode\/:sku does not read back a setting saved with another in one call$/, /"notify_stock_qty":5\.6/, /"notify_stock_qty":5,/),
  failsWith('a settings save keeping one', 'settings-save-first-only', /^GET \/V1\/inventory\/low-quantity-notification\/:sourceCode\/:sku does not read back a setting saved with another in one call$/, /"notify_stock_qty":2/, /"notify_stock_qty":1,/),
  failsWith('searches not echoing their criteria', 'criteria-not-echoed', /^GET \/V1\/inventory\/stock-source-links does not answer the search_criteria sent$/),
  failsWith('a decimal quantity stored whole', 'quantity-truncated', /^GET \/V1\/inventory\/source-items does not read back the four items saved in one call beside the default source's$/),
  failsWith('a deleted stock read with another message', 'stock-404-message', /^GET \/V1\/inventory\/stocks\/:stockId of the deleted stock is not the platform's 404$/, '404 \'Stock with id "%value" does not exist.\' with parameters.value 2'),
  failsWith('a PUT without source_code ignored', 'put-needs-code', /^PUT \/V1\/inventory\/sources\/:sourceCode without source_code in its body does not update every field of the source the path names$/),
  failsWith('a product no source of the stock holds answered with another code', 'not-assigned-code', /^GET \/V1\/inventory\/are-product-salable-for-requested-qty\/ does not answer the product salable and the product no source of the stock holds as not assigned to it$/),
  failsWith('a selection ignoring priorities', 'selection-by-code', /^POST \/V1\/inventory\/source-selection-algorithm-result \(priority, 8 and 4 on the stock\) does not take from the sources by priority what each holds in stock$/),
  failsWith('a deleted low-stock setting kept', 'setting-kept', /^GET \/V1\/inventory\/low-quantity-notification\/:sourceCode\/:sku still reads a deleted setting instead of the default$/),
  failsWith('a region name filled in for a region_id alone', 'region-name-filled', /^GET \/V1\/inventory\/sources\/:sourceCode reads a region name the second source was not sent \(a region_id alone\)$/),
  {
    name: 'writes below full skip',
    fake: { target: { writes: 'allow' as const }, answer: msiTarget() },
    want: { outcome: 'skip', reason: /full/ },
  },
]);
