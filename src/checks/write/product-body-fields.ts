// write.product-body-fields: fields of the product body the platform's own tests change through PUT /V1/products/:sku
// and read back (issue 37, "Product bodies"), each a scenario on the run's own products:
//  - website-ids:    extension_attributes.website_ids changed to every website, to the second alone, then emptied ([]
//                    unassigns them all), in the save's answer and on the read;
//  - special-price:  special_price with special_from_date and special_to_date, then all three sent as null (removed);
//  - multiselect:    a multiselect attribute of the run's own made with two values (POST), changed to one and cleared
//                    with "" (PUT);
//  - stock-item-ids: two products made with a stock item each, answered with its qty, item_id and product_id; then
//                    stock_item sent with another product's product_id and item_id and an unknown stock_id: the
//                    platform ignores the product_id and refuses the others, and never writes the other product's stock;
//                    then PUT /V1/products/:productSku/stockItems/:itemId with the other product's item_id and
//                    product_id in its body: ignored, the product's own item written and its id answered; then the
//                    product saved again through POST /V1/products as read, with a new qty and a product_id no
//                    product has inside stock_item: the qty written, its own product_id answered and read;
//  - no-stock-item:  a product created through POST /V1/products without extension_attributes gets a stock item of its
//                    own all the same, answered and read with its item_id and its product_id, qty null (or 0, which
//                    the platform's assertEquals takes as null) and out of stock; then a PUT with qty 1 in stock
//                    answers and reads that on the same item; a PUT of a new price alone then answers the price and
//                    keeps that stock item, in its answer and on the read.
// What the real editions answered (docs/real-platform.md, "Product bodies"): the dates read back in the form sent
// ("2026-12-01 00:00:00"), the special price as a decimal string ("7.500000"); a value sent null or "" is removed (the
// read answers no such custom attribute); a custom attribute outside the default set is saved only when the body names
// the product's attribute_set_id (without it the save answers 200 and keeps the old value: the body is read against
// set 4); item_id of another product is refused with 400 'The "%1" value is invalid for stock item ID. Use the stock
// item ID's assigned "%2" value and try again.', an unknown stock_id with 400 'The "%1" value is invalid for stock ID.
// Enter stock with a default value of %2 to try again.'.

import { record } from '../owned/platform-references.ts';
import { pass, skip, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { customAttribute, describe, failed, list, notMadeReason, ok, inProductSession, productBodySkip, stockItemOf, type ProductSession } from './product-bodies.ts';
import { sameValue } from './verify.ts';

const ROUTE = 'PUT /V1/products/:sku';
const READ = 'GET /V1/products/:sku';
const ITEM_ROUTE = 'PUT /V1/products/:productSku/stockItems/:itemId';

export type BodyField = 'website-ids' | 'special-price' | 'multiselect' | 'stock-item-ids' | 'no-stock-item';

export interface BodyFieldScenario extends Scenario {
  field: BodyField;
}

/** A PUT that must be saved, and the read after it: the read, or the verdict that ends the scenario. */
async function putAndRead(s: ProductSession, sku: string, product: Record<string, unknown>, what: string): Promise<HttpExchange | Verdict> {
  const put = await s.put(sku, product);
  if (!ok(put)) return failed(`${ROUTE} refused ${what}`, '200 with the product', describe(put), put);
  const read = await s.read(sku);
  if (read.status !== 200) return failed(`${READ} did not answer the product after ${what}`, '200 with the product', describe(read), read);
  return read;
}
const isVerdict = (x: HttpExchange | Verdict): x is Verdict => 'outcome' in x;
const websitesOf = (product: unknown): number[] => list(record(record(product).extension_attributes).website_ids).map(Number).sort((a, b) => a - b);

async function websiteIds(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbweb').toLowerCase();
  const websites = await ctx.send('admin', { method: 'GET', path: '/V1/store/websites', storeCode: 'all' });
  const every = list(websites.json).map((w) => Number(record(w).id)).filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
  if (websites.status !== 200 || every.length === 0) return skip(`the websites are not known (GET /V1/store/websites answered ${describe(websites)})`);
  const made = await s.product(sku, { extension_attributes: { website_ids: [every[0]] } });
  if (notMadeReason(made)) return skip(made.reason);
  // Every website, then the last one alone (on the real editions the second, which has no default store view), then
  // none: each list replaces the product's, in the save's own answer and on the read after it.
  const steps = [every, ...(every.length > 1 ? [every.slice(-1)] : []), []];
  for (const want of steps) {
    const put = await s.put(sku, { sku, extension_attributes: { website_ids: want } });
    if (!ok(put)) return failed(`${ROUTE} refused website_ids ${JSON.stringify(want)}`, '200 with the product', describe(put), put);
    if (JSON.stringify(websitesOf(put.json)) !== JSON.stringify(want)) return failed(`${ROUTE} sent website_ids ${JSON.stringify(want)} and answered other websites`, `website_ids ${JSON.stringify(want)}${want.length === 0 ? ' (an empty list unassigns every website)' : ''}`, `website_ids ${JSON.stringify(websitesOf(put.json))}`, put);
    const read = await s.read(sku);
    if (read.status !== 200) return failed(`${READ} did not answer the product after ${ROUTE} sent website_ids ${JSON.stringify(want)}`, '200 with the product', describe(read), read);
    if (JSON.stringify(websitesOf(read.json)) !== JSON.stringify(want)) return failed(`${READ} does not show the websites ${ROUTE} assigned through extension_attributes.website_ids`, `website_ids ${JSON.stringify(want)}${want.length === 0 ? ' (an empty list unassigns every website)' : ''}`, `website_ids ${JSON.stringify(websitesOf(read.json))}`, read);
  }
  return pass(`extension_attributes.website_ids sent through ${ROUTE} as ${steps.map((w) => JSON.stringify(w)).join(', then ')} answered and read back so`);
}

const SPECIAL = { special_price: '7.5', special_from_date: '2026-12-01 00:00:00', special_to_date: '2027-01-31 00:00:00' } as const;

async function specialPrice(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbspc').toLowerCase();
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const set = await putAndRead(s, sku, { sku, custom_attributes: Object.entries(SPECIAL).map(([attribute_code, value]) => ({ attribute_code, value })) }, 'special_price with its dates');
  if (isVerdict(set)) return set;
  const differing = Object.entries(SPECIAL).filter(([code, value]) => !sameValue(value, customAttribute(set.json, code)));
  if (differing.length > 0) return failed(`${READ} does not show the special price and its dates ${ROUTE} sent`, Object.entries(SPECIAL).map(([c, v]) => `${c} ${v}`).join(', '), differing.map(([c]) => `${c} ${JSON.stringify(customAttribute(set.json, c) ?? null)}`).join(', '), set);
  const reset = await putAndRead(s, sku, { sku, custom_attributes: Object.keys(SPECIAL).map((attribute_code) => ({ attribute_code, value: null })) }, 'special_price and its dates sent as null');
  if (isVerdict(reset)) return reset;
  const kept = Object.keys(SPECIAL).filter((code) => (customAttribute(reset.json, code) ?? '') !== '');
  if (kept.length > 0) return failed(`${READ} still shows ${kept.join(', ')} after ${ROUTE} sent ${kept.length > 1 ? 'them' : 'it'} as null`, 'no special_price, special_from_date or special_to_date (null removes the value)', kept.map((c) => `${c} ${JSON.stringify(customAttribute(reset.json, c))}`).join(', '), reset);
  return pass(`special_price ${SPECIAL.special_price} from ${SPECIAL.special_from_date} to ${SPECIAL.special_to_date} sent through ${ROUTE} read back so; sent as null, the three are removed`);
}

/** A multiselect value as a set of option ids ("6,8" and "8,6" are the same selection). */
const selection = (value: unknown): string => (typeof value === 'string' ? value.split(',').filter((v) => v !== '').sort().join(',') : value === undefined || value === null ? '' : JSON.stringify(value));

async function multiselect(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbmul').toLowerCase();
  const attribute = await s.multiselect(sku);
  if (notMadeReason(attribute)) return skip(attribute.reason);
  const [a, b, c] = attribute.values as [string, string, string];
  // Made with two values through POST /V1/products; then changed and cleared through PUT, whose body names its
  // attribute_set_id each time: without it the platform reads custom attributes against the default set and keeps the
  // old value of one outside it (the real 2.4.7-p3, answering 200).
  const made = await s.product(sku, { attribute_set_id: attribute.setId, custom_attributes: [{ attribute_code: attribute.code, value: `${a},${c}` }] });
  if (notMadeReason(made)) return skip(made.reason);
  const first = await s.read(sku);
  if (first.status !== 200 || selection(customAttribute(first.json, attribute.code)) !== selection(`${a},${c}`)) {
    return failed(`${READ} does not show the multiselect attribute POST /V1/products set to two values`, `the options ${JSON.stringify(`${a},${c}`)}`, first.status !== 200 ? describe(first) : JSON.stringify(customAttribute(first.json, attribute.code) ?? null), first);
  }
  const steps: Array<{ value: string; what: string }> = [
    { value: b, what: 'another value' },
    { value: '', what: 'the values cleared with ""' },
  ];
  for (const step of steps) {
    const read = await putAndRead(s, sku, { sku, attribute_set_id: attribute.setId, custom_attributes: [{ attribute_code: attribute.code, value: step.value }] }, `the multiselect attribute set to ${step.what}`);
    if (isVerdict(read)) return read;
    const shown = customAttribute(read.json, attribute.code);
    if (selection(shown) !== selection(step.value)) {
      return failed(`${READ} does not show the multiselect attribute as ${ROUTE} set it to ${step.what}`, step.value === '' ? 'no value (the attribute cleared)' : `the options ${JSON.stringify(step.value)}`, shown === undefined ? 'no value' : JSON.stringify(shown), read);
    }
  }
  return pass(`a multiselect attribute of the run's own made with two options through POST /V1/products, changed to another and cleared with "" through ${ROUTE}, read back so`);
}

async function stockItemIds(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const other = ctx.name('pbsto').toLowerCase();
  const sku = ctx.name('pbsti').toLowerCase();
  const first = await s.product(other, { extension_attributes: { stock_item: { qty: 3, is_in_stock: true } } });
  if (notMadeReason(first)) return skip(first.reason);
  const made = await s.product(sku, { extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
  if (notMadeReason(made)) return skip(made.reason);
  const otherItem = stockItemOf(first.read);
  const ownItem = stockItemOf(made.read);
  // A create with a stock item answers it with the qty sent and the ids the platform gave it (CatalogInventory
  // ProductRepositoryInterfaceTest::testCatalogInventory; real 2.4.7-p3 and 2.4.6-p1).
  for (const [answered, id, qty, res] of [[otherItem, first.id, 3, first.res], [ownItem, made.id, 1, made.res]] as const) {
    if (answered.item_id === undefined || answered.item_id === null || !sameValue(answered.product_id, id) || !sameValue(answered.qty, qty)) {
      return failed('POST /V1/products with a stock item did not answer it with its ids and the qty sent', `a stock item with an item_id, product_id ${id} and qty ${qty}`, showItem(answered), res);
    }
  }
  const attempts: Array<{ ids: Record<string, unknown>; qty: number; what: string; refusable: boolean }> = [
    { ids: { product_id: first.id }, qty: 11, what: 'the other product\'s product_id', refusable: false },
    { ids: { item_id: otherItem.item_id }, qty: 12, what: 'the other product\'s item_id', refusable: true },
    { ids: { stock_id: Number(otherItem.stock_id ?? 1) + 9000 }, qty: 13, what: 'a stock_id no stock has', refusable: true },
  ];
  let qty = 1;
  const notes: string[] = [];
  for (const attempt of attempts) {
    // Sent once: the refusal's words end in "try again", which a sending again would not change.
    const put = await s.putOnce(sku, { sku, extension_attributes: { stock_item: { ...attempt.ids, qty: attempt.qty, is_in_stock: true } } });
    // A refusal of the foreign id is the platform's way too (400, the id named): nothing written either way.
    if (!ok(put) && !(attempt.refusable && put.status === 400)) return failed(`${ROUTE} with ${attempt.what} inside stock_item answered otherwise than saving or refusing it`, attempt.refusable ? '200 (the id ignored) or 400 naming the id' : '200 (the id ignored)', describe(put), put);
    if (ok(put)) qty = attempt.qty;
    notes.push(`${attempt.what}: ${ok(put) ? 'ignored' : 'refused'}`);
    const theOther = await s.read(other);
    const otherNow = stockItemOf(theOther.json);
    if (theOther.status !== 200 || !sameValue(otherNow.qty, 3) || !sameValue(otherNow.item_id, otherItem.item_id)) {
      return failed(`${ROUTE} of one product with ${attempt.what} inside stock_item wrote the other product's stock`, `the other product's stock as it was (qty 3, item_id ${String(otherItem.item_id)})`, theOther.status !== 200 ? describe(theOther) : `qty ${JSON.stringify(otherNow.qty)}, item_id ${JSON.stringify(otherNow.item_id)}`, theOther);
    }
    const own = await s.read(sku);
    const ownNow = stockItemOf(own.json);
    const idsKept = sameValue(ownNow.item_id, ownItem.item_id) && sameValue(ownNow.product_id, made.id) && sameValue(ownNow.stock_id, ownItem.stock_id);
    if (own.status !== 200 || !idsKept || !sameValue(ownNow.qty, qty)) {
      return failed(`${READ} does not show the product's own stock item after ${ROUTE} sent ${attempt.what} inside stock_item`, `item_id ${String(ownItem.item_id)}, product_id ${made.id}, stock_id ${String(ownItem.stock_id)}, qty ${qty}`, own.status !== 200 ? describe(own) : `item_id ${JSON.stringify(ownNow.item_id)}, product_id ${JSON.stringify(ownNow.product_id)}, stock_id ${JSON.stringify(ownNow.stock_id)}, qty ${JSON.stringify(ownNow.qty)}`, own);
    }
  }
  // The stock item's own route, its body naming the other product's item_id and product_id (StockItemTest::
  // testStockItemPUTWithWrongInput): the ids of the body are ignored, the product's own item is written and its id
  // answered (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1).
  const itemPath = `/V1/products/${encodeURIComponent(sku)}/stockItems/${String(ownItem.item_id)}`;
  const itemPut = await ctx.send('admin', { method: 'PUT', path: itemPath, storeCode: 'all', body: { stockItem: { item_id: otherItem.item_id, product_id: first.id, qty: 14, is_in_stock: true } } });
  if (itemPut.status !== 200 || !sameValue(itemPut.json, ownItem.item_id)) {
    return failed(`${ITEM_ROUTE} with the other product's item_id and product_id in its body did not answer the product's own item id`, `200 with ${String(ownItem.item_id)} (the ids of the body ignored)`, describe(itemPut), itemPut);
  }
  const otherAfter = await s.read(other);
  const otherItemAfter = stockItemOf(otherAfter.json);
  if (otherAfter.status !== 200 || !sameValue(otherItemAfter.qty, 3)) {
    return failed(`${ITEM_ROUTE} of one product with the other product's item_id in its body wrote the other product's stock`, 'the other product\'s stock as it was (qty 3)', otherAfter.status !== 200 ? describe(otherAfter) : `qty ${JSON.stringify(otherItemAfter.qty)}`, otherAfter);
  }
  const ownAfter = await s.read(sku);
  const ownItemAfter = stockItemOf(ownAfter.json);
  if (ownAfter.status !== 200 || !sameValue(ownItemAfter.qty, 14) || !sameValue(ownItemAfter.item_id, ownItem.item_id)) {
    return failed(`${READ} does not show the quantity ${ITEM_ROUTE} wrote on the product's own stock item`, `item_id ${String(ownItem.item_id)}, qty 14`, ownAfter.status !== 200 ? describe(ownAfter) : `item_id ${JSON.stringify(ownItemAfter.item_id)}, qty ${JSON.stringify(ownItemAfter.qty)}`, ownAfter);
  }
  notes.push(`${ITEM_ROUTE} with the other's item_id and product_id in its body: the own item written, its id answered`);
  // Saved again through POST /V1/products as read, its stock item with a new qty and a product_id no product has (1 +
  // id², as CatalogInventory ProductRepositoryInterfaceTest::testCatalogInventoryWithBogusData makes it): the answer
  // carries the new qty and the product's own product_id, and so does the read.
  const bogus = made.id * made.id + 1;
  const asRead = ownAfter.json !== null && typeof ownAfter.json === 'object' && !Array.isArray(ownAfter.json) ? (ownAfter.json as Record<string, unknown>) : {};
  const readExt = asRead.extension_attributes !== null && typeof asRead.extension_attributes === 'object' ? (asRead.extension_attributes as Record<string, unknown>) : {};
  const resent = { ...asRead, extension_attributes: { ...readExt, stock_item: { ...ownItemAfter, qty: 15, product_id: bogus } } };
  const again = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: 'all', body: { product: resent } });
  const againItem = stockItemOf(again.json);
  if (again.status !== 200 || !sameValue(againItem.qty, 15) || !sameValue(againItem.product_id, made.id)) {
    return failed('POST /V1/products saving the product again with qty 15 and product_id ' + String(bogus) + ' (no product\'s) inside stock_item did not answer the new qty and the product\'s own product_id', `200 with a stock item of qty 15 and product_id ${made.id}`, again.status !== 200 ? describe(again) : showItem(againItem), again);
  }
  const readAgain = await s.read(sku);
  const itemAgain = stockItemOf(readAgain.json);
  if (readAgain.status !== 200 || !sameValue(itemAgain.qty, 15) || !sameValue(itemAgain.product_id, made.id) || !sameValue(itemAgain.item_id, ownItem.item_id)) {
    return failed(`${READ} does not show the stock item POST /V1/products saved again`, `item_id ${String(ownItem.item_id)}, product_id ${made.id}, qty 15`, readAgain.status !== 200 ? describe(readAgain) : showItem(itemAgain), readAgain);
  }
  notes.push(`POST /V1/products saving it again with a new qty and product_id ${bogus}: the qty written, its own product_id answered`);
  return pass(`ids of another entity inside stock_item sent through ${ROUTE} were never followed (${notes.join('; ')}): the other product's stock unchanged, the product's own item kept its ids`);
}

/** The stock item a product made without one must have: its ids and qty null (0 passes, as the platform's own test's
 * assertEquals(null, qty) takes it), out of stock; the differences, in words, or [] when it is so. */
function unstockedDifferences(item: Record<string, unknown>, productId: number): string[] {
  const out: string[] = [];
  if (item.item_id === undefined || item.item_id === null) out.push('no item_id');
  if (!sameValue(item.product_id, productId)) out.push(`product_id ${JSON.stringify(item.product_id ?? null)}`);
  if (!(item.qty === null || item.qty === undefined || Number(item.qty) === 0)) out.push(`qty ${JSON.stringify(item.qty)}`);
  if (item.is_in_stock !== false) out.push(`is_in_stock ${JSON.stringify(item.is_in_stock ?? null)}`);
  return out;
}
const showItem = (item: Record<string, unknown>): string => (Object.keys(item).length === 0 ? 'no extension_attributes.stock_item' : `item_id ${JSON.stringify(item.item_id ?? null)}, product_id ${JSON.stringify(item.product_id ?? null)}, qty ${JSON.stringify(item.qty ?? null)}, is_in_stock ${JSON.stringify(item.is_in_stock ?? null)}`);

async function noStockItem(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbnos').toLowerCase();
  // The session's body has no extension_attributes at all (CatalogInventory ProductRepositoryInterfaceTest::
  // testSimpleProductCreationWithoutSpecifyingCatalogInventory, testUpdatingQuantity).
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const expected = `a stock item with an item_id, product_id ${made.id}, qty null and is_in_stock false`;
  const answered = stockItemOf(made.read);
  const inAnswer = unstockedDifferences(answered, made.id);
  if (inAnswer.length > 0) {
    return failed('POST /V1/products of a product without extension_attributes did not answer the stock item the platform makes for it', expected, `${showItem(answered)} (${inAnswer.join(', ')})`, made.res);
  }
  const read = await s.read(sku);
  const held = stockItemOf(read.json);
  const onRead = read.status === 200 ? unstockedDifferences(held, made.id) : [describe(read)];
  if (onRead.length > 0 || !sameValue(held.item_id, answered.item_id)) {
    return failed(`${READ} does not show the stock item POST /V1/products made for a product created without one`, `${expected} (item_id ${String(answered.item_id)}, as answered)`, read.status === 200 ? showItem(held) : describe(read), read);
  }
  const put = await s.put(sku, { sku, extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
  const after = stockItemOf(put.json);
  const stocked = (item: Record<string, unknown>): boolean => sameValue(item.qty, 1) && item.is_in_stock === true && sameValue(item.item_id, answered.item_id);
  if (!ok(put) || !stocked(after)) return failed(`${ROUTE} with qty 1 in stock on a product created without a stock item did not answer it`, `200 with item_id ${String(answered.item_id)}, qty 1, is_in_stock true`, ok(put) ? showItem(after) : describe(put), put);
  const reread = await s.read(sku);
  if (reread.status !== 200 || !stocked(stockItemOf(reread.json))) return failed(`${READ} does not show the qty ${ROUTE} gave a product created without a stock item`, `item_id ${String(answered.item_id)}, qty 1, is_in_stock true`, reread.status === 200 ? showItem(stockItemOf(reread.json)) : describe(reread), reread);
  // A partial update that changes the price and leaves the stock item out keeps it, in its own answer and on the read
  // (CatalogInventory ProductRepositoryInterfaceTest::testCatalogInventory; real 2.4.7-p3 and 2.4.6-p1).
  const priced = await s.put(sku, { sku, price: 12 });
  if (!ok(priced) || !sameValue(record(priced.json).price, 12) || !stocked(stockItemOf(priced.json))) return failed(`${ROUTE} with a new price and no stock_item did not answer the price with the stock item kept`, `200 with price 12 and item_id ${String(answered.item_id)}, qty 1, is_in_stock true`, ok(priced) ? `price ${JSON.stringify(record(priced.json).price ?? null)}, ${showItem(stockItemOf(priced.json))}` : describe(priced), priced);
  const last = await s.read(sku);
  if (last.status !== 200 || !stocked(stockItemOf(last.json))) return failed(`${READ} does not show the stock item kept by ${ROUTE} with a new price and no stock_item`, `item_id ${String(answered.item_id)}, qty 1, is_in_stock true`, last.status === 200 ? showItem(stockItemOf(last.json)) : describe(last), last);
  return pass(`a product created through POST /V1/products without extension_attributes answered and read its own stock item (item_id ${String(answered.item_id)}, product_id ${made.id}, qty ${JSON.stringify(answered.qty ?? null)}, out of stock); ${ROUTE} with qty 1 in stock answered and read so on that item, and a new price without stock_item answered and read with it kept`);
}

const JUDGES: Record<BodyField, (ctx: ScenarioContext, s: ProductSession) => Promise<Verdict>> = {
  'website-ids': websiteIds,
  'special-price': specialPrice,
  multiselect,
  'stock-item-ids': stockItemIds,
  'no-stock-item': noStockItem,
};

export const writeProductBodyFields: ScenarioCheck<BodyFieldScenario> = {
  subject: 'scenario',
  id: 'write.product-body-fields',
  family: 'write',
  rule: 'Fields of a product body sent through PUT /V1/products/:sku read back as sent: extension_attributes.website_ids changed (to every website, to one without the default store view) and emptied, in the answer too; special_price with special_from_date and special_to_date, and the three removed when sent as null; a multiselect attribute made with two values, changed and cleared with ""; a create with a stock item answers it with the qty sent, its item_id and its product_id; and ids of another entity inside stock_item (product_id, item_id, stock_id) are never followed: ignored or refused, the other product\'s stock untouched; nor are the other product\'s item_id and product_id in the body of PUT /V1/products/:productSku/stockItems/:itemId, which writes the product\'s own item and answers its id, nor through a save again by POST /V1/products, which writes the new qty on the product\'s own item and answers its product_id; and a product created through POST /V1/products without extension_attributes answers and reads a stock item of its own (its item_id and product_id, qty null, out of stock), which a PUT with qty 1 in stock then answers and reads so, and a PUT of a new price alone answers and reads with that stock item kept.',
  source: 'issue 37 ("Product bodies"); dev/tests/api-functional Catalog ProductRepositoryInterfaceTest (testUpdateWithDeleteWebsites, testDeleteAllWebsiteAssociations, testUpdateWithNonDefaultStoreWebsite, testResetSpecialPrice, testUpdateMultiselectAttributes) and CatalogInventory ProductRepositoryInterfaceTest (testCatalogInventoryWithBogusData, testSimpleProductCreationWithoutSpecifyingCatalogInventory, testUpdatingQuantity) and StockItemTest (testStockItemPUTWithWrongInput) (magento/magento2); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, "Product bodies")',
  scenarios: (Object.keys(JUDGES) as BodyField[]).map((field) => ({ title: field, about: ROUTE, contract: ROUTE, writes: true, field })),
  async run(ctx, scenario) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => JUDGES[scenario.field](ctx, session));
  },
};
