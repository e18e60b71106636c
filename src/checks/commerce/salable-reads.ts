// commerce.salable-reads: MSI's salable reads answer a product by its source assignment (issue 37, the MSI ledger:
// InventorySalesApi's IsProductSalableTest, AreProductsSalableTest, IsProductSalableForRequestedQtyTest,
// AreProductsSalableForRequestedQtyTest, GetProductSalableQuantityTest). Two products of the scenario's own on the
// stock that sells to the main website, made alike with 100 in stock; the item of the second on the default source is
// then removed (POST /V1/inventory/source-items-delete), so no source of the stock holds it. Every salable read must
// tell them apart:
// - GET /V1/inventory/is-product-salable/:sku/:stockId: true for the first, false for the second;
// - GET /V1/inventory/are-products-salable?skus[]=a&skus[]=b&stockId=: one row per SKU in the order asked, with its sku,
//   the stock_id asked and salable true / false;
// - GET /V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/1: {salable: true, errors: []} for the first,
//   {salable: false, errors: [at least one {code, message}]} for the second;
// - GET /V1/inventory/are-product-salable-for-requested-qty/?skuRequests[i][sku]=..&skuRequests[i][qty]=1&stockId=:
//   the same per SKU, with its sku and stock_id;
// - GET /V1/inventory/get-product-salable-quantity/:sku/:stockId: 100 for the first, 0 for the second.
// The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answered so (2026-12-03, docs/real-platform.md), the second product's
// errors [{code: "is_any_source_item_in_stock-no_source_items_in_stock", message: "There are no source items with the
// in stock status"}]. COMMERCE_WRITES=allow: both products' low-stock settings are deleted, the products disabled and
// deleted at the end, and nothing stays.

import { pass, skip, writesAllowed, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { Flow, isRecord, recordOf, StepFailed } from './flow.ts';
import { ownStockProduct, retire, SALABLE_QTY_ROUTE, STOCK_START, stockUnreadable, type StockSubject } from './stock.ts';

const IS_SALABLE = 'GET /V1/inventory/is-product-salable/:sku/:stockId';
const ARE_SALABLE = 'GET /V1/inventory/are-products-salable';
const IS_FOR_QTY = 'GET /V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/:requestedQty';
const ARE_FOR_QTY = 'GET /V1/inventory/are-product-salable-for-requested-qty/';
const SOURCE_ITEMS_DELETE = 'POST /V1/inventory/source-items-delete';
const READS = [IS_SALABLE, ARE_SALABLE, IS_FOR_QTY, ARE_FOR_QTY];

const SCENARIO: Scenario = { title: 'salable by source assignment', about: 'salable by source assignment', contract: IS_SALABLE, writes: true, level: 'allow' };

interface Subject {
  sku: string;
  /** Whether a source of the stock holds it (in stock, 100). */
  assigned: boolean;
}

const describeSubject = (s: Subject): string => `${s.sku} (${s.assigned ? `${STOCK_START} on the default source` : 'no source item'})`;

/** A row of a per-SKU answer is well formed: its errors a list of {code, message} strings, none when salable. */
function errorsAgree(row: Record<string, unknown>, salable: boolean): boolean {
  const errors = row.errors;
  if (!Array.isArray(errors)) return false;
  if (salable) return errors.length === 0;
  return errors.length > 0 && errors.every((e) => isRecord(e) && typeof e.code === 'string' && e.code !== '' && typeof e.message === 'string' && e.message !== '');
}

const wantFor = (salable: boolean): string => (salable ? '{"salable": true, "errors": []}' : '{"salable": false, "errors": [at least one {code, message}]}');

async function judgeReads(flow: Flow, stockId: number, subjects: readonly Subject[]): Promise<void> {
  for (const s of subjects) {
    const sku = encodeURIComponent(s.sku);
    const one = await flow.read('admin', `/V1/inventory/is-product-salable/${sku}/${stockId}`, IS_SALABLE);
    flow.expect(one.json === s.assigned, `${IS_SALABLE} does not answer ${describeSubject(s)} by its source assignment`, String(s.assigned), one.json, one);
    const forQty = await flow.read('admin', `/V1/inventory/is-product-salable-for-requested-qty/${sku}/${stockId}/1`, IS_FOR_QTY);
    const row = recordOf(forQty.json);
    flow.expect(row.salable === s.assigned && errorsAgree(row, s.assigned), `${IS_FOR_QTY} does not answer ${describeSubject(s)} by its source assignment (1 asked)`, wantFor(s.assigned), forQty.json, forQty);
    const qty = await flow.read('admin', `/V1/inventory/get-product-salable-quantity/${sku}/${stockId}`, SALABLE_QTY_ROUTE);
    const want = s.assigned ? STOCK_START : 0;
    flow.expect(qty.json === want, `${SALABLE_QTY_ROUTE} does not answer ${describeSubject(s)} by its source assignment`, String(want), qty.json, qty);
  }
  const skus: Record<string, string> = { stockId: String(stockId) };
  const requests: Record<string, string> = { stockId: String(stockId) };
  subjects.forEach((s, i) => {
    skus[`skus[${i}]`] = s.sku;
    requests[`skuRequests[${i}][sku]`] = s.sku;
    requests[`skuRequests[${i}][qty]`] = '1';
  });
  const many = await flow.send('admin', 'GET', '/V1/inventory/are-products-salable', { query: skus, judge: ARE_SALABLE });
  judgeRows(flow, many, ARE_SALABLE, stockId, subjects, false);
  const manyForQty = await flow.send('admin', 'GET', '/V1/inventory/are-product-salable-for-requested-qty/', { query: requests, judge: ARE_FOR_QTY });
  judgeRows(flow, manyForQty, ARE_FOR_QTY, stockId, subjects, true);
}

/** One row per SKU asked, in that order: its sku, the stock asked, salable by its assignment (and its errors). */
function judgeRows(flow: Flow, res: HttpExchange, route: string, stockId: number, subjects: readonly Subject[], withErrors: boolean): void {
  const rows = Array.isArray(res.json) ? res.json.map(recordOf) : [];
  flow.expect(rows.length === subjects.length, `${route} does not answer one row per SKU asked`, `${subjects.length} rows`, res.json, res);
  subjects.forEach((s, i) => {
    const row = rows[i] ?? {};
    const want = `{"sku": "${s.sku}", "stock_id": ${stockId}, "salable": ${s.assigned}${withErrors ? `, "errors": ${s.assigned ? '[]' : '[at least one {code, message}]'}` : ''}}`;
    const holds = row.sku === s.sku && Number(row.stock_id) === stockId && row.salable === s.assigned && (!withErrors || errorsAgree(row, s.assigned));
    flow.expect(holds, `${route} does not answer ${describeSubject(s)} by its source assignment (row ${i})`, want, row, res);
  });
}

async function run(ctx: ScenarioContext): Promise<Verdict> {
  if (!writesAllowed(ctx.target.writes)) return skip('writes are denied (COMMERCE_WRITES is not allow): the scenario makes two products of the run\'s own');
  if (!ctx.target.callers.admin) return skip('no admin identity configured: the run makes its own products with it');
  const flow = new Flow(ctx, SCENARIO.title);
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  for (const key of [...READS, SOURCE_ITEMS_DELETE]) if (ctx.route(key) === undefined) return skip(`${key} is no route of the plan`);
  const made: string[] = [];
  try {
    const held: StockSubject = await ownStockProduct(flow);
    made.push(held.sku);
    const unheld: StockSubject = await ownStockProduct(flow);
    made.push(unheld.sku);
    await flow.prepare('admin', 'POST', '/V1/inventory/source-items-delete', { body: { sourceItems: [{ sku: unheld.sku, source_code: 'default' }] }, judge: SOURCE_ITEMS_DELETE });
    const subjects: Subject[] = [{ sku: held.sku, assigned: true }, { sku: unheld.sku, assigned: false }];
    await judgeReads(flow, held.stockId, subjects);
    return pass(`on stock ${held.stockId}: ${held.sku} (${STOCK_START} on the default source) salable, ${unheld.sku} (its source item removed) not, in is-product-salable, are-products-salable, both requested-qty forms (errors [] / named) and the salable quantity (${STOCK_START} / 0)`);
  } catch (error) {
    if (error instanceof StepFailed) return error.verdict;
    throw error;
  } finally {
    for (const sku of made) await retire(ctx, sku);
    // A product's save gives it a low-stock setting on the default source (notify_stock_qty NULL), and the retirement
    // of a product whose source item was removed leaves that setting behind (the real 2.4.7-p3: one row of the run's
    // prefix in inventory_low_stock_notification_configuration after the product was deleted, even when deleted
    // before the retirement); removed by key once the products are gone, as the sweep does.
    if (made.length > 0) await ctx.send('admin', { method: 'POST', path: '/V1/inventory/low-quantity-notifications-delete', storeCode: 'all', body: { sourceItems: made.map((sku) => ({ sku, source_code: 'default' })) } });
  }
}

export const commerceSalableReads: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'commerce.salable-reads',
  family: 'commerce',
  rule: 'MSI\'s salable reads answer a product by its source assignment: of two products of the run\'s own made alike with 100 in stock, the one whose item on the default source was removed is not salable on the main website\'s stock and the other is, in is-product-salable, are-products-salable (one row per SKU, its sku and the stock asked), is-product-salable-for-requested-qty and are-product-salable-for-requested-qty (errors [] when salable, at least one {code, message} when not) and get-product-salable-quantity (100 and 0).',
  source: 'issue 37 (the MSI ledger); magento/inventory InventorySalesApi/Test/Api (IsProductSalableTest, AreProductsSalableTest, IsProductSalableForRequestedQtyTest, AreProductsSalableForRequestedQtyTest, GetProductSalableQuantityTest); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md)',
  scenarios: [SCENARIO],
  run: (ctx) => run(ctx),
};
