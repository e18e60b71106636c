// write.attribute-options: a select attribute of the run's own with options, labels per store view and the storefront
// flags, made and changed as ProductAttributeRepositoryTest and ProductAttributeOptionManagementInterfaceTest drive
// it. Its create (a code of 60 characters, a default label, labels for stores 0 and 1, is_required and the visibility,
// search and filter flags, options Red (sort 100) and Blue (sort 0, default) with their store labels) answers them
// as sent, the options by sort order with the default store view's labels and default_value Blue's id (testCreate);
// an update changing Blue's store label and adding a default Green answers them (testUpdate); one without
// default_frontend_label but with a store 0 label makes that label the default one, one with neither keeps it
// (testUpdateWithNoDefaultLabelAndAdminStorelabel, ...NoAdminStoreLabel); one sending a new option keeps the others
// beside it (testUpdateWithNewOption); options added through /options, their value empty, text, text starting with a
// number or a number, answer their new numeric id and are listed with it under all by their admin label and under the
// default store view by their store label (testAdd). The answers are read under no store code (the default store
// view, store 1), as the platform's tests read them. The real 2.4.7-p3 and 2.4.6-p1 answered alike, probed by hand
// 2026-12-03 (docs/real-platform.md, "Product bodies").

import { record } from '../owned/platform-references.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { callerUnavailable } from '../stand-in.ts';
import { describe, failed, list } from './product-bodies.ts';
import { sameValue } from './verify.ts';

const CREATE = 'POST /V1/products/attributes';
const UPDATE = 'PUT /V1/products/attributes/:attributeCode';
const ADD = 'POST /V1/products/attributes/:attributeCode/options';
const ITEMS = 'GET /V1/products/attributes/:attributeCode/options';

type Body = Record<string, unknown>;
interface Option {
  label: string;
  value: string;
}

const labels = (...pairs: Array<[number, string]>): Body[] => pairs.map(([store, label]) => ({ store_id: store, label }));
/** The options an answer lists, as label and value. */
const optionsOf = (json: unknown): Option[] => list(record(json).options).map(record).map((o) => ({ label: String(o.label ?? ''), value: String(o.value ?? '') }));
const showOptions = (options: readonly Option[]): string => JSON.stringify(options);
/** The first frontend label an answer lists (the store 1 label: store 0's is the default label). */
const firstLabel = (json: unknown): unknown => record(list(record(json).frontend_labels)[0]).label;

/** The fields of an answer that differ from those wanted (compared as the platform's tests do: "1" is true). */
function differences(json: unknown, wanted: Body): string[] {
  return Object.entries(wanted).filter(([k, v]) => !sameValue(v, record(json)[k])).map(([k, v]) => `${k}: ${JSON.stringify(v)}, answered ${JSON.stringify(record(json)[k])}`);
}

async function judge(ctx: ScenarioContext, code: string): Promise<Verdict> {
  const path = `/V1/products/attributes/${code}`;
  // Under no store code: the default store view, whose labels the answers carry (the platform's tests read so).
  const send = (method: string, p: string, body?: unknown, storeCode: string | null = null): Promise<HttpExchange> => ctx.send('admin', { method, path: p, storeCode, ...(body === undefined ? {} : { body }) });
  const wrong = (route: string, what: string, expected: string, actual: string, res: HttpExchange): Verdict => failed(`${route} ${what}`, expected, actual, res);

  // testCreate
  const created = await send('POST', '/V1/products/attributes', {
    attribute: {
      attribute_code: code, entity_type_id: '4', default_frontend_label: 'default_label', frontend_labels: labels([0, 'front_lbl_store0'], [1, 'front_lbl_store1']), is_required: true, default_value: '', frontend_input: 'select',
      is_visible_on_front: true, is_searchable: true, is_visible_in_advanced_search: true, is_filterable: true, is_filterable_in_search: true,
      options: [
        { label: 'Red', value: '', sort_order: 100, is_default: false, store_labels: labels([0, 'Admin Red'], [1, 'Default Red']) },
        { label: 'Blue', value: '', sort_order: 0, is_default: true, store_labels: labels([0, 'Admin Blue'], [1, 'Default Blue']) },
      ],
    },
  });
  if (created.status !== 200) return wrong(CREATE, 'did not make the select attribute with options', '200 and the attribute', describe(created), created);
  const id = record(created.json).attribute_id;
  const createdWanted: Body = { attribute_code: code, is_required: true, entity_type_id: '4', frontend_input: 'select', is_visible_on_front: true, is_searchable: true, is_visible_in_advanced_search: true, is_filterable: true, is_filterable_in_search: true, default_frontend_label: 'default_label' };
  const createdOff = differences(created.json, createdWanted);
  if (!sameValue('front_lbl_store1', firstLabel(created.json))) createdOff.push(`frontend_labels[0].label: "front_lbl_store1", answered ${JSON.stringify(firstLabel(created.json))}`);
  if (createdOff.length > 0) return wrong(CREATE, 'does not answer the attribute as sent', JSON.stringify({ ...createdWanted, frontend_labels: [{ store_id: 1, label: 'front_lbl_store1' }] }), createdOff.join('; '), created);
  const made = optionsOf(created.json);
  const [blue, red] = [made[1], made[2]];
  if (made.length !== 3 || made[0]?.value !== '' || blue?.label !== 'Default Blue' || red?.label !== 'Default Red' || !/^\d+$/.test(blue.value) || !/^\d+$/.test(red.value) || String(record(created.json).default_value) !== blue.value) {
    return wrong(CREATE, 'does not answer the options by sort order with the default store view\'s labels, Blue the default', 'options [the empty one, "Default Blue" (sort 0), "Default Red" (sort 100)] with numeric ids, default_value Blue\'s id', `options ${showOptions(made)}, default_value ${JSON.stringify(record(created.json).default_value)}`, created);
  }

  // testUpdate
  const updated = await send('PUT', path, {
    attribute: {
      attribute_id: id, attribute_code: code, entity_type_id: 4, is_used_in_grid: true, default_frontend_label: 'default_label_new', frontend_labels: labels([0, 'front_lbl_store0_new'], [1, 'front_lbl_store1_new']),
      options: [
        { value: blue.value, label: 'New Label', store_labels: labels([1, 'Default Blue Updated']) },
        { label: 'Green', value: '', sort_order: 200, is_default: true, store_labels: labels([0, 'Admin Green'], [1, 'Default Green']) },
      ],
      is_required: false, frontend_input: 'select',
    },
  });
  const after = optionsOf(updated.json);
  const green = after[3];
  const updatedOff = updated.status !== 200 ? [describe(updated)] : differences(updated.json, { attribute_id: id, is_used_in_grid: true, attribute_code: code, default_frontend_label: 'default_label_new' });
  if (updated.status === 200 && !sameValue('front_lbl_store1_new', firstLabel(updated.json))) updatedOff.push(`frontend_labels[0].label: "front_lbl_store1_new", answered ${JSON.stringify(firstLabel(updated.json))}`);
  if (updated.status === 200 && (after.length !== 4 || after[1]?.label !== 'Default Blue Updated' || after[1]?.value !== blue.value || after[2]?.value !== red.value || green?.label !== 'Default Green' || String(record(updated.json).default_value) !== green.value)) {
    updatedOff.push(`options ${showOptions(after)}, default_value ${JSON.stringify(record(updated.json).default_value)}`);
  }
  if (updatedOff.length > 0) return wrong(UPDATE, 'changing an option\'s store label and adding a default option does not answer them', `200, default_frontend_label "default_label_new", frontend_labels[0] "front_lbl_store1_new", is_used_in_grid true, options [the empty one, "Default Blue Updated" (${blue.value}), "Default Red" (${red.value}), "Default Green" (new)], default_value Green's id`, updatedOff.join('; '), updated);

  // testUpdateWithNoDefaultLabelAndAdminStorelabel, testUpdateWithNoDefaultLabelAndNoAdminStoreLabel
  const relabel = async (sent: Body[], wantedDefault: string, what: string): Promise<Verdict | null> => {
    const res = await send('PUT', path, { attribute: { attribute_id: id, attribute_code: code, entity_type_id: 4, is_used_in_grid: true, frontend_labels: sent, is_required: false, frontend_input: 'select' } });
    const off = res.status !== 200 ? [describe(res)] : differences(res.json, { attribute_id: id, is_used_in_grid: true, attribute_code: code, default_frontend_label: wantedDefault });
    if (res.status === 200 && !sameValue('front_lbl_store1_relabel', firstLabel(res.json))) off.push(`frontend_labels[0].label: "front_lbl_store1_relabel", answered ${JSON.stringify(firstLabel(res.json))}`);
    return off.length === 0 ? null : wrong(UPDATE, `without default_frontend_label, ${what}`, `200, default_frontend_label "${wantedDefault}", frontend_labels[0] "front_lbl_store1_relabel"`, off.join('; '), res);
  };
  const withAdmin = await relabel(labels([0, 'front_lbl_store0_relabel'], [1, 'front_lbl_store1_relabel']), 'front_lbl_store0_relabel', 'with a store 0 label, does not make that label the default one');
  if (withAdmin !== null) return withAdmin;
  const withoutAdmin = await relabel(labels([1, 'front_lbl_store1_relabel']), 'front_lbl_store0_relabel', 'nor a store 0 label, does not keep the default label');
  if (withoutAdmin !== null) return withoutAdmin;

  // testUpdateWithNewOption
  const grown = await send('PUT', path, { attribute: { attribute_id: id, attribute_code: code, entity_type_id: 4, is_required: true, frontend_labels: labels([0, 'front_lbl_new']), options: [{ value: 'option', label: 'New Label', store_labels: labels([1, 'new label']) }], frontend_input: 'select' } });
  const grownOptions = optionsOf(grown.json);
  const kept = after.every((o) => grownOptions.some((g) => g.value === o.value));
  if (grown.status !== 200 || grownOptions.length !== after.length + 1 || !kept || !grownOptions.some((g) => g.label === 'new label' && /^\d+$/.test(g.value) && !after.some((o) => o.value === g.value))) {
    return wrong(UPDATE, 'sending one new option does not keep the attribute\'s options beside it', `200, options ${showOptions(after)} and the new one ("new label", a new id): ${after.length + 1}`, grown.status !== 200 ? describe(grown) : `options ${showOptions(grownOptions)}`, grown);
  }

  // testAdd, one option per value the platform test sends (none is the option's id: the platform makes a new one)
  for (const [i, value] of ['', 'some_text', '123_some_text', '123'].entries()) {
    const option = { label: `new color ${i + 1}`, sort_order: 100, is_default: true, store_labels: [{ label: `DE label ${i + 1}`, store_id: 1 }], value };
    const added = await send('POST', `${path}/options`, { option });
    const optionId = typeof added.json === 'string' || typeof added.json === 'number' ? String(added.json) : '';
    if (added.status !== 200 || !/^\d+$/.test(optionId)) return wrong(ADD, `with value ${JSON.stringify(value)} does not answer the new option's numeric id`, '200 and a number', describe(added), added);
    for (const [store, label] of [['all', option.label], [null, `DE label ${i + 1}`]] as const) {
      const items = await send('GET', `${path}/options`, undefined, store);
      const found = list(items.json).map(record).find((o) => o.label === label);
      if (items.status !== 200 || found === undefined || String(found.value) !== optionId) {
        return wrong(ITEMS, `${store === 'all' ? 'under all' : 'under the default store view'} after ${ADD} with value ${JSON.stringify(value)} does not list the option by its ${store === 'all' ? 'admin' : 'store'} label with its id`, `an option {label: ${JSON.stringify(label)}, value: "${optionId}"}`, items.status !== 200 ? describe(items) : JSON.stringify(items.json).slice(0, 500), items);
      }
    }
  }
  return pass(`${CREATE} answered the select attribute (a code of ${code.length} characters) with its labels, flags and options by sort order with the default store view's labels, Blue the default; ${UPDATE} changed a store label and added a default option, took a store 0 label as the default label and kept it when sent neither, and kept the options beside a new one; ${ADD} answered each option's numeric id, listed by its admin label under all and its store label under the default store view`);
}

export const writeAttributeOptions: ScenarioCheck = {
  subject: 'scenario',
  id: 'write.attribute-options',
  family: 'write',
  rule: 'A select attribute made with labels for the admin and a store view, storefront flags and options with sort orders, store labels and a default answers them as sent (the options by sort order, each with the store view\'s label, default_value the default option\'s id); an update changes an option\'s store label and adds a default option, takes a store 0 label as the default label when default_frontend_label is not sent and keeps the default label when neither is, and keeps the options it does not send; an option added through its route answers its new numeric id, listed with it under all by its admin label and under the store view by its store label.',
  source: 'issue 37; dev/tests/api-functional ProductAttributeRepositoryTest (testCreate, testUpdate, testUpdateWithNoDefaultLabelAndAdminStorelabel, testUpdateWithNoDefaultLabelAndNoAdminStoreLabel, testUpdateWithNewOption) and ProductAttributeOptionManagementInterfaceTest::testAdd (magento/magento2); the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'a select with options', about: CREATE, contract: CREATE, writes: true }] satisfies Scenario[],
  async run(ctx) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    // A code of 60 characters, the longest the platform takes (the platform test's str_repeat('az_7', 15)).
    const stem = ctx.name('ao').toLowerCase().replace(/[^a-z0-9_]/g, '_');
    const code = `${stem}_${'az_7'.repeat(15)}`.slice(0, 60);
    try {
      return await judge(ctx, code);
    } finally {
      await ctx.send('admin', { method: 'DELETE', path: `/V1/products/attributes/${code}`, storeCode: 'all' });
    }
  },
};
