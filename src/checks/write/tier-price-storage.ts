// write.tier-price-storage: the tier price storage (/V1/products/tier-prices) on the run's own product, step by step as
// TierPriceStorageTest drives it: two rows added and read back one for one (testGet); a row of an existing tier
// (group, quantity, website) changing its price and a discount row for ALL GROUPS added, answered [] and read back with
// the product's other tier kept (testUpdate); a row of a website no website is, at the quantity of an existing tier,
// answered with the platform's two errors (testUpdateWebsiteForAllWebsites: the website the test names does not exist
// in its installation); a replace with two rows of one group and quantity answered with their duplicate errors and
// changing nothing (testReplaceWithErrorMessage); a replace with a discount and a fixed row answered [] and leaving
// exactly those two (testReplaceWithoutErrorMessage); the delete of both leaving none. The real 2.4.7-p3 and
// 2.4.6-p1 answered every step alike, probed by hand 2026-12-03 (docs/real-platform.md, "Product bodies").

import { record } from '../owned/platform-references.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict, type HttpExchange } from '../types.ts';
import type { RowError } from './price-storage.ts';
import { describe, failed, inProductSession, list, notMadeReason, productBodySkip, type ProductSession } from './product-bodies.ts';
import { sameValue } from './verify.ts';

type Row = Record<string, unknown>;

const UPDATE = '/V1/products/tier-prices';
const INFORMATION = '/V1/products/tier-prices-information';
const DELETE = '/V1/products/tier-prices-delete';
const ROW_ID = 'Row ID: SKU = %SKU, Website ID: %websiteId, Customer Group: %customerGroup, Quantity: %qty.';
export const INVALID_WEBSITE = `Invalid attribute Website ID = %websiteId. ${ROW_ID}`;
export const DUPLICATE = `We found a duplicate website, tier price, customer group and quantity: Customer Group = %customerGroup, Website ID = %websiteId, Quantity = %qty. ${ROW_ID}`;
/** A website id no website has (the platform test's website 2 does not exist in its installation). */
export const NO_WEBSITE = 9999;

const row = (sku: string, price: number, priceType: 'fixed' | 'discount', group: string, quantity: number, website = 0): Row => ({ price, price_type: priceType, website_id: website, sku, customer_group: group, quantity });

/** Whether a row read is the row sent: every field, the group's name whatever its case (ALL GROUPS reads "all groups"). */
const sameRow = (sent: Row, shown: unknown): boolean =>
  Object.entries(sent).every(([k, v]) => (k === 'customer_group' ? String(v).toLowerCase() === String(record(shown)[k]).toLowerCase() : sameValue(v, record(shown)[k])));
/** Whether a read answers exactly these rows, one for one, in any order. */
const exactly = (rows: readonly Row[], json: unknown): boolean => {
  const shown = list(json);
  return shown.length === rows.length && rows.every((r) => shown.filter((s) => sameRow(r, s)).length === 1);
};
const rowErrorsOf = (json: unknown): RowError[] =>
  list(json).map(record).map((e) => ({ message: typeof e.message === 'string' ? e.message : JSON.stringify(e.message), parameters: list(e.parameters).map((p) => String(p)) }));
/** Whether an answer lists exactly the errors wanted, as many of each, in any order. */
const sameErrors = (answered: readonly RowError[], wanted: readonly RowError[]): boolean => {
  const key = (e: RowError): string => JSON.stringify([e.message, e.parameters]);
  const a = answered.map(key).sort();
  const w = wanted.map(key).sort();
  return a.length === w.length && a.every((k, i) => k === w[i]);
};
const showErrors = (errors: readonly RowError[]): string => (errors.length === 0 ? '[] (no row refused)' : errors.map((e) => `${JSON.stringify(e.message)} ${JSON.stringify(e.parameters)}`).join('; '));
const showRows = (rows: readonly Row[]): string => JSON.stringify(rows);

async function judge(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('tps').toLowerCase();
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const send = (method: 'POST' | 'PUT', path: string, body: unknown): Promise<HttpExchange> => ctx.send('admin', { method, path, storeCode: 'all', body });
  const read = (): Promise<HttpExchange> => send('POST', INFORMATION, { skus: [sku] });

  /** One write, its answer's row errors compared with those wanted, then the read compared with the rows wanted. */
  const step = async (method: 'POST' | 'PUT', path: string, prices: Row[], what: string, errors: RowError[], rows: Row[]): Promise<Verdict | null> => {
    const route = `${method} ${path}`;
    const res = await send(method, path, { prices });
    const answered = rowErrorsOf(res.json);
    if (res.status !== 200 || !Array.isArray(res.json) || !sameErrors(answered, errors)) {
      return failed(`${route} with ${what} did not answer as the platform does`, `200 ${showErrors(errors)}`, res.status !== 200 || !Array.isArray(res.json) ? describe(res) : `200 ${showErrors(answered)}`, res);
    }
    const after = await read();
    if (after.status !== 200 || !exactly(rows, after.json)) {
      return failed(`POST ${INFORMATION} after ${route} with ${what} does not answer the product's tier prices one for one`, `200 with exactly ${showRows(rows)}`, after.status !== 200 ? describe(after) : JSON.stringify(after.json).slice(0, 600), after);
    }
    return null;
  };

  const general = row(sku, 5, 'fixed', 'General', 2);
  const guest = row(sku, 8, 'fixed', 'NOT LOGGED IN', 3);
  const guestChanged = row(sku, 778, 'fixed', 'NOT LOGGED IN', 3);
  const discount = row(sku, 40, 'discount', 'ALL GROUPS', 7778);
  const steps: Array<[method: 'POST' | 'PUT', path: string, prices: Row[], what: string, errors: RowError[], rows: Row[]]> = [
    ['POST', UPDATE, [general, guest], 'two new rows', [], [general, guest]],
    ['POST', UPDATE, [guestChanged, discount], 'a new price for an existing tier and a new discount row for ALL GROUPS', [], [general, guestChanged, discount]],
    ['POST', UPDATE, [row(sku, 40, 'fixed', 'not logged in', 3, NO_WEBSITE)], `a row of website ${NO_WEBSITE} (no website) at the quantity of an existing tier`,
      [{ message: INVALID_WEBSITE, parameters: [sku, String(NO_WEBSITE), 'not logged in', '3'] }, { message: DUPLICATE, parameters: [sku, '0', 'NOT LOGGED IN', '3.0000'] }], [general, guestChanged, discount]],
    ['PUT', UPDATE, [row(sku, 10.31, 'fixed', 'general', 2), row(sku, 20.62, 'fixed', 'general', 2)], 'two rows of one group and quantity',
      [{ message: DUPLICATE, parameters: [sku, '0', 'general', '2'] }, { message: DUPLICATE, parameters: [sku, '0', 'general', '2'] }], [general, guestChanged, discount]],
  ];
  const replaced = [row(sku, 50, 'discount', 'General', 7778), row(sku, 70, 'fixed', 'NOT LOGGED IN', 33)];
  steps.push(['PUT', UPDATE, replaced, 'a discount row and a fixed row', [], replaced]);
  steps.push(['POST', DELETE, replaced, 'the product\'s two rows', [], []]);
  for (const [method, path, prices, what, errors, rows] of steps) {
    const verdict = await step(method, path, prices, what, errors, rows);
    if (verdict !== null) return verdict;
  }
  return pass(`POST ${UPDATE} added two rows, changed an existing tier's price beside a new discount row and refused a row of no website (its two errors word for word); PUT ${UPDATE} refused two duplicate rows (changing nothing) and replaced the product's tier prices with exactly the two sent; POST ${DELETE} removed them; POST ${INFORMATION} answered the product's tier prices one for one after each`);
}

export const writeTierPriceStorage: ScenarioCheck = {
  subject: 'scenario',
  id: 'write.tier-price-storage',
  family: 'write',
  rule: 'The tier price storage on the run\'s own product: an update adds rows and changes the price of a tier it names by group, quantity and website, keeping the product\'s other tiers; a row of a website no website is, and one duplicating an existing tier, are answered with the platform\'s errors word for word and kept out; a replace with duplicate rows is answered with their errors and changes nothing, a valid one leaves exactly the rows sent; the information read answers the tier prices one for one after each step.',
  source: 'issue 37; dev/tests/api-functional TierPriceStorageTest (magento/magento2): testGet, testUpdate, testUpdateWebsiteForAllWebsites, testReplaceWithoutErrorMessage, testReplaceWithErrorMessage; the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'tier prices', about: `POST ${UPDATE}`, contract: `POST ${UPDATE}`, writes: true }] satisfies Scenario[],
  async run(ctx) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => judge(ctx, session));
  },
};
