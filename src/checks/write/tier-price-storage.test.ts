// write.tier-price-storage on a fake tier price storage that keeps rows as the real 2.4.7-p3 does (a row of an
// existing group, quantity and website replaces it; its validator's website and duplicate errors; a replace with a
// refused row changes nothing), and faults that each break one step the platform test asserts.
import assert from 'node:assert/strict';
import { scenarioCases, type Target } from '../testing/fake-scenario.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { DUPLICATE, INVALID_WEBSITE, writeTierPriceStorage } from './tier-price-storage.ts';

type Fault =
  /** An update adds a row beside the tier it names, where the platform changes that tier's price. */
  | 'update-appends'
  /** A row of a website no website is is kept without an error. */
  | 'website-unchecked'
  /** Rows duplicating one another are kept, the first of them, without an error. */
  | 'duplicates-unchecked'
  /** A replace keeps the product's earlier tier prices beside the rows sent. */
  | 'replace-keeps-others'
  /** The information read answers the discount rows as fixed. */
  | 'discount-as-fixed';

type Row = Record<string, unknown>;
const obj = (v: unknown): Row => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function tierTarget(...faults: Fault[]): Target {
  const has = (f: Fault): boolean => faults.includes(f);
  const products = new Set<string>();
  let rows: Row[] = [];
  const group = (g: unknown): string => String(g).toLowerCase();
  const sameTier = (a: Row, b: Row): boolean => a.sku === b.sku && group(a.customer_group) === group(b.customer_group) && Number(a.quantity) === Number(b.quantity);
  const rowId = (r: Row): string[] => [String(r.sku), String(r.website_id), String(r.customer_group), String(r.quantity)];
  const validate = (prices: Row[], existing: Row[]): { errors: Array<{ message: string; parameters: string[] }>; good: Row[] } => {
    const errors: Array<{ message: string; parameters: string[] }> = [];
    const good: Row[] = [];
    prices.forEach((p, i) => {
      const before = errors.length;
      if (!has('website-unchecked') && ![0, 1].includes(Number(p.website_id))) errors.push({ message: INVALID_WEBSITE, parameters: rowId(p) });
      if (!has('duplicates-unchecked')) {
        prices.forEach((q, j) => void (j !== i && sameTier(p, q) && p.website_id === q.website_id && errors.push({ message: DUPLICATE, parameters: rowId(q) })));
        for (const e of existing) if (sameTier(p, e) && (Number(e.website_id) === 0 || Number(p.website_id) === 0) && e.website_id !== p.website_id) errors.push({ message: DUPLICATE, parameters: [String(e.sku), String(e.website_id), String(e.customer_group), `${String(e.quantity)}.0000`] });
      } else if (prices.slice(0, i).some((q) => sameTier(p, q))) return;
      if (errors.length === before) good.push(p);
    });
    return { errors, good };
  };
  const named = (r: Row): Row => ({ ...r, customer_group: group(r.customer_group) === 'all groups' ? 'all groups' : group(r.customer_group) === 'general' ? 'General' : 'NOT LOGGED IN' });
  return (sent): Canned => {
    const body = obj(sent.body);
    const prices = arr(body.prices).map(obj);
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      products.add(String(obj(body.product).sku));
      return { status: 200, json: { id: 5, ...obj(body.product) } };
    }
    if (sent.method === 'DELETE') return { status: 200, json: products.delete(decodeURIComponent(sent.path.replace('/V1/products/', ''))) };
    if (sent.path === '/V1/products/tier-prices-information') return { status: 200, json: rows.filter((r) => arr(body.skus).includes(r.sku)).map((r) => (has('discount-as-fixed') ? { ...r, price_type: 'fixed' } : r)) };
    if (sent.path === '/V1/products/tier-prices-delete') {
      rows = rows.filter((r) => !prices.some((p) => sameTier(p, r) && Number(p.price) === Number(r.price)));
      return { status: 200, json: [] };
    }
    if (sent.path === '/V1/products/tier-prices') {
      if (prices.some((p) => !products.has(String(p.sku)))) return platformError(404, 'The product that was requested doesn\'t exist. Verify the product and try again.');
      const replace = sent.method === 'PUT';
      const { errors, good } = validate(prices, replace ? [] : rows);
      if (replace && good.length > 0 && !has('replace-keeps-others')) rows = rows.filter((r) => !good.some((g) => g.sku === r.sku));
      for (const g of good) {
        if (!has('update-appends')) rows = rows.filter((r) => !(sameTier(g, r) && r.website_id === g.website_id));
        rows.push(named(g));
      }
      return { status: 200, json: errors };
    }
    return platformError(404, `no fake for ${sent.method} ${sent.path}`);
  };
}

const one = (scenarios: typeof writeTierPriceStorage.scenarios) => scenarios[0];

scenarioCases(writeTierPriceStorage, [
  {
    name: 'every step as the real 2.4.7-p3 answers it: pass, the product removed',
    scenario: one,
    fake: { answer: tierTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products\/tier-prices added two rows, changed an existing tier's price beside a new discount row and refused a row of no website/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0tps']),
  },
  {
    name: 'an update naming an existing tier adds a row beside it: fail (testUpdate)',
    scenario: one,
    fake: { answer: tierTarget('update-appends') },
    want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices-information after POST /V1/products/tier-prices with a new price for an existing tier and a new discount row for ALL GROUPS does not answer the product\'s tier prices one for one', expected: /"price":778/, actual: /"price":8,/ },
  },
  {
    name: 'a row of no website kept without an error: fail quoting the two errors (testUpdateWebsiteForAllWebsites)',
    scenario: one,
    fake: { answer: tierTarget('website-unchecked') },
    want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices with a row of website 9999 (no website) at the quantity of an existing tier did not answer as the platform does', expected: /^200 "Invalid attribute Website ID = %websiteId\. Row ID: .*\["cctrun0000s0tps","9999","not logged in","3"\]; "We found a duplicate website, .*\["cctrun0000s0tps","0","NOT LOGGED IN","3\.0000"\]$/, actual: /^200 "We found a duplicate/ },
  },
  {
    name: 'duplicate rows kept without an error: fail (testUpdateWebsiteForAllWebsites, testReplaceWithErrorMessage)',
    scenario: one,
    fake: { answer: tierTarget('duplicates-unchecked') },
    want: { outcome: 'fail', broken: /^POST \/V1\/products\/tier-prices with a row of website 9999/, expected: /"We found a duplicate website/, actual: /^200 "Invalid attribute Website ID[^;]*$/ },
  },
  {
    name: 'a replace that keeps the earlier tier prices: fail (testReplaceWithoutErrorMessage)',
    scenario: one,
    fake: { answer: tierTarget('replace-keeps-others') },
    want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices-information after PUT /V1/products/tier-prices with a discount row and a fixed row does not answer the product\'s tier prices one for one', expected: /^200 with exactly \[\{"price":50,"price_type":"discount"/, actual: /"price":778/ },
  },
  {
    name: 'a discount read back as fixed: fail at the first read holding one (testGet, testUpdate)',
    scenario: one,
    fake: { answer: tierTarget('discount-as-fixed') },
    want: { outcome: 'fail', broken: /after POST \/V1\/products\/tier-prices with a new price for an existing tier and a new discount row/, expected: /"price":40,"price_type":"discount"/, actual: /"price":40,"price_type":"fixed"/ },
  },
  {
    name: 'writes denied: skip, nothing sent',
    scenario: one,
    fake: { answer: tierTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /writes/i },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
