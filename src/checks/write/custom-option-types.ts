// write.custom-option-types: a product saved through PUT /V1/products/:sku with one custom option of each of the ten
// types the platform lists (GET /V1/products/options/types: field, area, file, drop_down, radio, checkbox, multiple,
// date, date_time, time) reads back with every field sent (write.read-back's comparison), on the product and on its
// options' own read (GET /V1/products/:sku/options); a value added to the
// drop-down through PUT /V1/products/options/:optionId, sent with the option's values by their ids, is answered as sent
// and reads back with the values kept by id and one more; and the product saved again with its options as read keeps every option's and
// value's id. The real 2.4.7-p3 and 2.4.6-p1 (probed 2026-12-02, docs/real-platform.md, "Product bodies") read every
// field back as sent, answered the option save without the new value's option_type_id (the read has it), and kept
// every id through both saves.
// A second scenario, "option saves", follows ProductCustomOptionRepositoryTest and
// ProductRepositoryInterfaceTest::testProductOptions on a product of the run's own: one option of each of the ten types
// added through POST /V1/products/options is answered exactly as sent (product_sku and option_id besides; no other
// field; values without their ids), and the product then has has_options and required_options "1" (testSave); its field
// option updated through PUT /V1/products/options/:optionId with its title "_updated" and max_characters 500 (the rest
// as held) is answered exactly as sent, values aside (testUpdate); its checkbox updated with a new value alone answers
// that value first and reads with it alone, its radio updated with the new value and its two values sent again
// without ids reads with three (testUpdateOptionAddingNewValue); a second product saved through PUT /V1/products/:sku
// with two drop-downs of one value each, then with the first by its id plus a new value and the second replaced by a
// new drop-down, answers two options, the first keeping its id with two values (the old one by its id) and the new one
// with one (testProductOptions). The real 2.4.7-p3 answered each so (probed 2026-12-03, docs/real-platform.md, "Custom
// option saves").

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

const OPTION_CREATE = 'POST /V1/products/options';
const optionKeys = (o: unknown): string => Object.keys(record(o)).sort().join(',');
/** An answer's option without its ids (option_id; option_type_id of each value), as the platform test compares it. */
const withoutIds = (o: unknown): Record<string, unknown> => {
  const { option_id: _id, ...rest } = record(o);
  return Array.isArray(rest.values) ? { ...rest, values: rest.values.map((v) => { const { option_type_id: _vid, ...value } = record(v); return value; }) } : rest;
};
/** Whether an answer is exactly the option sent: every field of it, no other (values compared one by one, in order). */
const exactlySent = (sent: Record<string, unknown>, answer: unknown): boolean => {
  const got = withoutIds(answer);
  if (optionKeys(got) !== optionKeys(sent) || !sameValue(sent, got)) return false;
  const sentValues = list(sent.values);
  return list(got.values).length === sentValues.length && sentValues.every((v, i) => optionKeys(v) === optionKeys(list(got.values)[i]));
};
const typeOf = (product: unknown, type: string): Record<string, unknown> => list(record(product).options).map(record).find((o) => o.type === type) ?? {};
const customAttribute = (product: unknown, code: string): unknown => list(record(product).custom_attributes).map(record).find((a) => a.attribute_code === code)?.value;

async function optionSaves(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('pbsav').toLowerCase();
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  // testSave: each type through the option's own route, its answer exactly as sent.
  for (const [i, type] of OPTION_TYPES.entries()) {
    const option = optionOf(sku, type, i + 1);
    const res = await ctx.send('admin', { method: 'POST', path: '/V1/products/options', storeCode: 'all', body: { option } });
    if (!ok(res) || !exactlySent(option, res.json)) return failed(`${OPTION_CREATE} of a ${type} option did not answer it exactly as sent`, `2xx ${JSON.stringify(option)} with its option_id`, ok(res) ? JSON.stringify(res.json) : describe(res), res);
  }
  const read = await s.read(sku);
  if (read.status !== 200) return failed(`${READ} did not answer the product after ${OPTION_CREATE}`, '200 with the product', describe(read), read);
  const flags = { has_options: customAttribute(read.json, 'has_options'), required_options: customAttribute(read.json, 'required_options') };
  if (String(flags.has_options) !== '1' || String(flags.required_options) !== '1') return failed(`${READ} after ${OPTION_CREATE} of ten options (one required) does not show the product's option flags`, 'has_options "1", required_options "1"', JSON.stringify(flags), read);
  // testUpdate: the field option's title and max_characters, the rest as held; the answer exactly as sent, values aside.
  const field = typeOf(read.json, 'field');
  const update = { product_sku: sku, title: `${String(field.title)}_updated`, type: 'field', sort_order: Number(field.sort_order), is_require: Boolean(field.is_require), price: field.price, price_type: field.price_type, sku: field.sku, max_characters: 500 };
  const updated = await ctx.send('admin', { method: 'PUT', path: `/V1/products/options/${String(field.option_id)}`, storeCode: 'all', body: { option: update } });
  const { values: _values, ...updatedOption } = withoutIds(updated.json);
  if (!ok(updated) || !sameValue(update, updatedOption) || optionKeys(updatedOption) !== optionKeys(update)) return failed(`${OPTION_ROUTE} of the field option's title and max_characters did not answer it exactly as sent`, JSON.stringify(update), ok(updated) ? JSON.stringify(updated.json) : describe(updated), updated);
  // testUpdateOptionAddingNewValue: a new value alone (the others removed), and a new value with the others sent again.
  const added = (type: string): Record<string, unknown> => ({ price: 100500, price_type: 'fixed', sku: `new option sku ${type}`, title: 'New Option Title', sort_order: 100 });
  for (const [type, again] of [['checkbox', false], ['radio', true]] as const) {
    const held = typeOf(read.json, type);
    const kept = again ? list(held.values).map(record).map((v) => ({ price: v.price, price_type: v.price_type, sku: v.sku, title: v.title, sort_order: v.sort_order })) : [];
    const option = { product_sku: sku, title: held.title, type, is_require: held.is_require, sort_order: held.sort_order, values: [added(type), ...kept] };
    const res = await ctx.send('admin', { method: 'PUT', path: `/V1/products/options/${String(held.option_id)}`, storeCode: 'all', body: { option } });
    const first = record(list(record(res.json).values)[0]);
    if (!ok(res) || !sameValue(added(type), first)) return failed(`${OPTION_ROUTE} of the ${type} option with a new value${again ? ' and its values sent again' : ' alone'} did not answer the new value first`, JSON.stringify(added(type)), ok(res) ? JSON.stringify(first) : describe(res), res);
    const after = await s.read(sku);
    const values = list(typeOf(after.json, type).values);
    const want = 1 + kept.length;
    if (after.status !== 200 || values.length !== want) return failed(`${READ} after ${OPTION_ROUTE} of the ${type} option with a new value${again ? ' and its values sent again' : ' alone'} does not hold the values sent${again ? '' : ', the ones left out removed'}`, `${want} value${want > 1 ? 's' : ''}`, after.status !== 200 ? describe(after) : `${values.length}: ${JSON.stringify(values.map((v) => record(v).title))}`, after);
  }
  // testProductOptions: two drop-downs of one value; the first by its id with a value added, the second replaced.
  const other = ctx.name('pbprd').toLowerCase();
  const second = await s.product(other);
  if (notMadeReason(second)) return skip(second.reason);
  const dropDown = (title: string, sort: number, value: string, price: number): Record<string, unknown> => ({ product_sku: other, title, type: 'drop_down', sort_order: sort, is_require: false, values: [{ title: value, price, price_type: 'fixed', sort_order: sort }] });
  const saved = await s.put(other, { sku: other, options: [dropDown('DropdownOption', 1, 'Value1', 5), dropDown('DropdownOption1', 2, 'Value2', 6)] });
  if (!ok(saved)) return failed(`${ROUTE} refused the product with two drop-downs`, '200 with the product', describe(saved), saved);
  const before = await s.read(other);
  const held = list(record(before.json).options).map(record);
  if (before.status !== 200 || held.length !== 2) return failed(`${READ} does not show the two drop-downs ${ROUTE} saved`, 'two options', before.status !== 200 ? describe(before) : `${held.length} options`, before);
  const firstHeld = held.find((o) => o.title === 'DropdownOption') ?? {};
  const oldValue = record(list(firstHeld.values)[0]);
  const changed = [{ ...firstHeld, values: [...list(firstHeld.values), { title: 'Value2', price: 6, price_type: 'fixed', sort_order: 3 }] }, dropDown('DropdownOption2', 3, 'Value3', 7)];
  const res = await s.put(other, { sku: other, options: changed });
  const answered = list(record(res.json).options).map(record);
  const firstNow = answered.find((o) => String(o.option_id) === String(firstHeld.option_id));
  const newOne = answered.find((o) => o.title === 'DropdownOption2');
  const shape = answered.map((o) => `${String(o.title)} (id ${String(o.option_id)}): ${list(o.values).map((v) => String(record(v).title)).join(', ')}`).join('; ');
  if (!ok(res) || answered.length !== 2 || firstNow === undefined || newOne === undefined || list(firstNow.values).length !== 2 || list(newOne.values).length !== 1
    || !list(firstNow.values).some((v) => String(record(v).option_type_id) === String(oldValue.option_type_id)) || String(newOne.option_id) === String(held.find((o) => o.title === 'DropdownOption1')?.option_id)) {
    return failed(`${ROUTE} with the first drop-down by its id and a value added, the second replaced by a new drop-down, did not answer the two options so`, `DropdownOption (id ${String(firstHeld.option_id)}): Value1 (id ${String(oldValue.option_type_id)}), Value2; DropdownOption2 (a new id): Value3`, ok(res) ? shape : describe(res), res);
  }
  return pass(`${OPTION_CREATE} answered each of the ten types exactly as sent and the product reads has_options and required_options 1; ${OPTION_ROUTE} answered the field option's update exactly as sent; a new value alone left the checkbox with it alone, sent with the radio's value again it left both; ${ROUTE} kept the first drop-down by its id with a value added and replaced the second`);
}

export const writeCustomOptionTypes: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.custom-option-types',
  family: 'write',
  rule: 'A product saved through PUT /V1/products/:sku with one custom option of each of the ten types (field, area, file, drop_down, radio, checkbox, multiple, date, date_time, time) reads back with every field sent, on GET /V1/products/:sku/options too; a value added to a select option through PUT /V1/products/options/:optionId is answered as sent and reads back beside the values kept by id; the product saved again with its options by their ids keeps every option\'s and value\'s id. An option of each type added through POST /V1/products/options is answered exactly as sent and sets the product\'s has_options and required_options; an option update is answered exactly as sent; a select option updated with a new value alone holds it alone, with its values sent again holds them all; a product update sending its first option by id with a value added and a new option in place of the second answers the first kept by id with both values and the new one.',
  source: 'issue 37 ("Product bodies"); dev/tests/api-functional ProductCustomOptionRepositoryTest (testGetList: the ten types; testUpdateOptionAddingNewValue, testSave, testUpdate) and ProductRepositoryInterfaceTest::testProductOptions (magento/magento2); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-02 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'ten types', about: ROUTE, contract: ROUTE, writes: true }, { title: 'option saves', about: OPTION_CREATE, contract: OPTION_CREATE, writes: true }],
  async run(ctx, scenario) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => (scenario.title === 'option saves' ? optionSaves(ctx, session) : judge(ctx, session)));
  },
};
