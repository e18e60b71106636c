// write.custom-option-types: a product saved through PUT /V1/products/:sku with one custom option of each of the ten
// types the platform lists (GET /V1/products/options/types: field, area, file, drop_down, radio, checkbox, multiple,
// date, date_time, time) reads back with every field sent (write.read-back's comparison), on the product and on its
// options' own read (GET /V1/products/:sku/options); a value added to the
// drop-down through PUT /V1/products/options/:optionId, sent with the option's values by their ids, is answered as sent
// and reads back with the values kept by id and one more; and the product saved again with its options as read keeps every option's and
// value's id. The real 2.4.7-p3 and 2.4.6-p1 (probed 2026-12-02, docs/real-platform.md, "Product bodies") read every
// field back as sent, answered the option save without the new value's option_type_id (the read has it), and kept
// every id through both saves.

import { record } from '../owned/platform-references.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { describe, failed, list, notMadeReason, ok, productPath, inProductSession, productBodySkip, type ProductSession } from './product-bodies.ts';
import { compareSent, type SentComparison } from './sent-fields.ts';
import { sameValue } from './verify.ts';

const ROUTE = 'PUT /V1/products/:sku';
const READ = 'GET /V1/products/:sku';
const OPTION_ROUTE = 'PUT /V1/products/options/:optionId';
const OPTIONS_READ = 'GET /V1/products/:sku/options';

export const OPTION_TYPES = ['field', 'area', 'file', 'drop_down', 'radio', 'checkbox', 'multiple', 'date', 'date_time', 'time'] as const;
type OptionType = (typeof OPTION_TYPES)[number];
const SELECTS: readonly OptionType[] = ['drop_down', 'radio', 'checkbox', 'multiple'];

/** One option of `type`, with the fields its type group takes (text: max_characters; file: extensions and image
 * size; select: values; date: price alone). */
function optionOf(sku: string, type: OptionType, position: number): Record<string, unknown> {
  const own = { product_sku: sku, title: `${sku} ${type}`, type, sort_order: position, is_require: type === 'time' };
  const priced = { price: position, price_type: position % 2 === 0 ? 'percent' : 'fixed', sku: `${type}-${position}` };
  if (type === 'field' || type === 'area') return { ...own, ...priced, max_characters: 10 * position };
  if (type === 'file') return { ...own, ...priced, file_extension: 'jpg, png', image_size_x: 100, image_size_y: 200 };
  if (SELECTS.includes(type)) {
    const values = [1, 2].slice(0, type === 'drop_down' ? 2 : 1).map((n) => ({ title: `${type} ${n}`, sort_order: n, price: n, price_type: n === 2 ? 'percent' : 'fixed', sku: `${type}-v${n}` }));
    return { ...own, values };
  }
  return { ...own, ...priced };
}

const differencesText = (c: SentComparison): string =>
  c.differences.slice(0, 4).map((d) => `${d.pointer}: sent ${JSON.stringify(d.sent)}, shown ${d.shown === undefined ? 'nothing' : JSON.stringify(d.shown)}`).join('; ') + (c.differences.length > 4 ? `; and ${c.differences.length - 4} more` : '');

/** Every option's id and its values' ids, by option type: what two reads compare. */
const idsOf = (product: unknown): Record<string, { option: unknown; values: unknown[] }> =>
  Object.fromEntries(list(record(product).options).map(record).map((o) => [String(o.type), { option: o.option_id, values: list(o.values).map((v) => record(v).option_type_id).map(String).sort() }]));

async function judge(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbopt').toLowerCase();
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const options = OPTION_TYPES.map((type, i) => optionOf(sku, type, i + 1));
  const body = { product: { sku, options } };
  const saved = await s.put(sku, body.product);
  if (!ok(saved)) return failed(`${ROUTE} refused the product with one custom option of each of the ten types`, '200 with the product', describe(saved), saved);
  const first = await s.read(sku);
  if (first.status !== 200) return failed(`${READ} did not answer the product ${ROUTE} gave its options`, '200 with the product', describe(first), first);
  const whole = compareSent({ from: 'product', at: '' }, body, first.json, sameValue);
  if (whole.differences.length > 0) return failed(`${READ} does not show the ten custom option types as ${ROUTE} sent them`, `every field sent (${whole.compared + whole.differences.length} compared)`, differencesText(whole), first);
  // The options' own read answers them the same (ProductCustomOptionRepositoryTest testGetList reads them there).
  const own = await ctx.send('admin', { method: 'GET', path: `${productPath(sku)}/options`, storeCode: 'all' });
  const listed = compareSent({ from: 'product', at: '' }, { product: { options } }, { options: own.json }, sameValue);
  if (own.status !== 200 || listed.differences.length > 0) return failed(`${OPTIONS_READ} does not answer the ten custom option types as ${ROUTE} sent them`, `every field sent (${listed.compared + listed.differences.length} compared)`, own.status !== 200 ? describe(own) : differencesText(listed), own);
  const missing = OPTION_TYPES.filter((type) => !(type in idsOf(first.json)));
  if (missing.length > 0) return failed(`${READ} does not show the ${missing.join(', ')} option${missing.length > 1 ? 's' : ''} ${ROUTE} sent`, `one option of each of the ten types`, `types ${Object.keys(idsOf(first.json)).join(', ')}`, first);

  // A value added to the drop-down through its own route, its two values sent by their ids.
  const dropDown = list(record(first.json).options).map(record).find((o) => o.type === 'drop_down') ?? {};
  const before = idsOf(first.json);
  const added = { title: 'drop_down 3', sort_order: 3, price: 3, price_type: 'fixed', sku: 'drop_down-v3' };
  const option = { ...dropDown, values: [...list(dropDown.values), added] };
  const optionSaved = await ctx.send('admin', { method: 'PUT', path: `/V1/products/options/${String(dropDown.option_id)}`, storeCode: 'all', body: { option } });
  if (!ok(optionSaved)) return failed(`${OPTION_ROUTE} refused a value added to the drop-down option, its values sent by their ids`, '200 with the option', describe(optionSaved), optionSaved);
  const answered = compareSent({ from: 'option', at: '' }, { option }, optionSaved.json, sameValue);
  if (answered.differences.length > 0) return failed(`${OPTION_ROUTE} did not answer the drop-down as it was sent, the value added included`, `every field sent (${answered.compared + answered.differences.length} compared)`, differencesText(answered), optionSaved);
  const second = await s.read(sku);
  if (second.status !== 200) return failed(`${READ} did not answer the product after ${OPTION_ROUTE}`, '200 with the product', describe(second), second);
  const after = idsOf(second.json);
  const kept = before.drop_down?.values ?? [];
  const now = after.drop_down?.values ?? [];
  const shownAdded = list(list(record(second.json).options).map(record).find((o) => o.type === 'drop_down')?.values).map(record).find((v) => v.title === added.title);
  if (now.length !== kept.length + 1 || !kept.every((id) => now.includes(id)) || shownAdded === undefined || !sameValue(added, shownAdded)) {
    return failed(`${READ} does not show the drop-down with its values kept by id and the one ${OPTION_ROUTE} added`, `option_type_ids ${kept.join(', ')} and one more titled "${added.title}"`, `option_type_ids ${now.join(', ')}${shownAdded === undefined ? ', none titled so' : ''}`, second);
  }
  const renewed = (a: typeof before, b: typeof before): string[] => OPTION_TYPES.filter((type) => String(a[type]?.option) !== String(b[type]?.option) || (type !== 'drop_down' && a[type]?.values.join() !== b[type]?.values.join()));
  const changedByOption = renewed(before, after);
  if (changedByOption.length > 0) return failed(`${OPTION_ROUTE} of the drop-down changed the ids of other options`, 'every other option and value keeps its id', `ids changed: ${changedByOption.join(', ')}`, second);

  // The product saved again with its options as read: every option and value keeps its id.
  const again = await s.put(sku, { sku, options: list(record(second.json).options) });
  if (!ok(again)) return failed(`${ROUTE} refused the product sent again with its options by their ids`, '200 with the product', describe(again), again);
  const third = await s.read(sku);
  if (third.status !== 200) return failed(`${READ} did not answer the product after it was saved again with its options`, '200 with the product', describe(third), third);
  const changedBySave = renewed(after, idsOf(third.json)).concat(after.drop_down?.values.join() === idsOf(third.json).drop_down?.values.join() ? [] : ['drop_down values']);
  if (changedBySave.length > 0) return failed(`${ROUTE} with the product's options sent by their ids gave them new ids`, 'every option and value keeps its option_id and option_type_id', `ids changed: ${changedBySave.join(', ')}`, third);
  return pass(`one custom option of each of the ten types saved through ${ROUTE} reads back with every field sent (${whole.compared} compared), on its options' own read too; a value added to the drop-down through ${OPTION_ROUTE} reads back with the others kept by id; the product saved again with its options keeps every id`);
}

export const writeCustomOptionTypes: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.custom-option-types',
  family: 'write',
  rule: 'A product saved through PUT /V1/products/:sku with one custom option of each of the ten types (field, area, file, drop_down, radio, checkbox, multiple, date, date_time, time) reads back with every field sent, on GET /V1/products/:sku/options too; a value added to a select option through PUT /V1/products/options/:optionId is answered as sent and reads back beside the values kept by id; the product saved again with its options by their ids keeps every option\'s and value\'s id.',
  source: 'issue 37 ("Product bodies"); dev/tests/api-functional ProductCustomOptionRepositoryTest (testGetList: the ten types; testUpdateOptionAddingNewValue) (magento/magento2); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'ten types', about: ROUTE, contract: ROUTE, writes: true }],
  async run(ctx) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => judge(ctx, session));
  },
};
