// write.attribute-options on a fake attribute repository that keeps a select attribute as the real 2.4.7-p3 does
// (options by sort order with each store view's label, default_value the default option's id, a store 0 label taken as
// the default label, options not sent kept), and faults that each break one step the platform tests assert.
import assert from 'node:assert/strict';
import { scenarioCases, type Target } from '../testing/fake-scenario.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { writeAttributeOptions } from './attribute-options.ts';

type Fault =
  /** Options' store labels are dropped: every view reads the admin label. */
  | 'store-labels-dropped'
  /** Options are listed in the order made, whatever their sort order. */
  | 'sort-ignored'
  /** A store 0 label sent without default_frontend_label is not taken as the default label. */
  | 'admin-label-ignored'
  /** An update sending options replaces the attribute's options with them. */
  | 'options-replaced'
  /** The option route answers the new id prefixed (id_12). */
  | 'option-id-prefixed';

type Row = Record<string, unknown>;
const obj = (v: unknown): Row => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});
const arr = (v: unknown): Row[] => (Array.isArray(v) ? v.map(obj) : []);

function attributeTarget(...faults: Fault[]): Target {
  const has = (f: Fault): boolean => faults.includes(f);
  interface Opt { value: string; admin: string; labels: Record<string, string>; sort: number }
  let attribute: Row | null = null;
  let options: Opt[] = [];
  let next = 100;
  const keep = (sent: Row, held?: Opt): Opt => {
    const option: Opt = held ?? { value: String(next++), admin: String(sent.label ?? ''), labels: {}, sort: 0 };
    if (typeof sent.label === 'string') option.admin = sent.label;
    for (const l of arr(sent.store_labels)) {
      if (Number(l.store_id) === 0) option.admin = String(l.label);
      else if (!has('store-labels-dropped')) option.labels[String(l.store_id)] = String(l.label);
    }
    if (sent.sort_order !== undefined) option.sort = Number(sent.sort_order);
    return option;
  };
  const saveOptions = (sent: Row[]): void => {
    let byDefault = '';
    if (has('options-replaced')) options = [];
    for (const o of sent) {
      const held = options.find((h) => h.value === o.value);
      const option = keep(o, held);
      if (held === undefined) options.push(option);
      if (o.is_default === true) byDefault = option.value;
    }
    if (attribute !== null) attribute.default_value = byDefault;
  };
  const labelsOf = (row: Row, input: Row): void => {
    const sent = arr(input.frontend_labels);
    const admin = sent.find((l) => Number(l.store_id) === 0);
    if (admin !== undefined && !('default_frontend_label' in input) && !has('admin-label-ignored')) row.default_frontend_label = admin.label;
    row.frontend_labels = sent.filter((l) => Number(l.store_id) !== 0);
  };
  const shown = (store: string | null): Row[] => {
    const sorted = has('sort-ignored') ? options : [...options].sort((a, b) => a.sort - b.sort || Number(a.value) - Number(b.value));
    return [{ label: ' ', value: '' }, ...sorted.map((o) => ({ label: store === 'all' ? o.admin : (o.labels['1'] ?? o.admin), value: o.value }))];
  };
  const answer = (store: string | null): Canned => ({ status: 200, json: { ...attribute, options: shown(store) } });
  return (sent): Canned => {
    const body = obj(sent.body);
    const input = obj(body.attribute);
    const store = sent.storeCode ?? null;
    if (sent.method === 'POST' && sent.path === '/V1/products/attributes') {
      attribute = { ...input, attribute_id: 77, entity_type_id: '4', is_visible_on_front: '1', is_used_in_grid: false };
      delete attribute.options;
      labelsOf(attribute, input);
      options = [];
      saveOptions(arr(input.options).map((o) => ({ ...o, value: '' })));
      return answer(store);
    }
    if (attribute === null) return platformError(404, 'no attribute');
    const code = String(attribute.attribute_code);
    if (sent.method === 'PUT' && sent.path === `/V1/products/attributes/${code}`) {
      for (const [k, v] of Object.entries(input)) if (k !== 'options' && k !== 'frontend_labels') attribute[k] = v;
      labelsOf(attribute, input);
      if (Array.isArray(input.options)) saveOptions(arr(input.options));
      return answer(store);
    }
    if (sent.method === 'POST' && sent.path === `/V1/products/attributes/${code}/options`) {
      const o = obj(body.option);
      const option = keep({ ...o, value: undefined });
      options.push(option);
      if (o.is_default === true) attribute.default_value = option.value;
      return { status: 200, json: has('option-id-prefixed') ? `id_${option.value}` : option.value };
    }
    if (sent.method === 'GET' && sent.path === `/V1/products/attributes/${code}/options`) return { status: 200, json: shown(store) };
    if (sent.method === 'DELETE') {
      attribute = null;
      return { status: 200, json: true };
    }
    return platformError(404, `no fake for ${sent.method} ${sent.path}`);
  };
}

const one = (scenarios: typeof writeAttributeOptions.scenarios) => scenarios[0];
const CODE = 'cctrun0000s0ao_az_7az_7az_7az_7az_7az_7az_7az_7az_7az_7az_7a';

scenarioCases(writeAttributeOptions, [
  {
    name: 'every step as the real 2.4.7-p3 answers it: pass, the attribute (a code of 60 characters) removed',
    scenario: one,
    fake: { answer: attributeTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products\/attributes answered the select attribute \(a code of 60 characters\)/ },
    then: (f) => {
      assert.equal(CODE.length, 60);
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/attributes/${CODE}`]);
    },
  },
  {
    name: 'store labels dropped: fail at the create (testCreate)',
    scenario: one,
    fake: { answer: attributeTarget('store-labels-dropped') },
    want: { outcome: 'fail', broken: 'POST /V1/products/attributes does not answer the options by sort order with the default store view\'s labels, Blue the default', expected: /"Default Blue" \(sort 0\)/, actual: /"label":"Admin Blue"/ },
  },
  {
    name: 'sort order ignored: fail at the create (testCreate: Blue first)',
    scenario: one,
    fake: { answer: attributeTarget('sort-ignored') },
    want: { outcome: 'fail', broken: /does not answer the options by sort order/, expected: /sort 0/, actual: /^options \[\{"label":" ","value":""\},\{"label":"Default Red"/ },
  },
  {
    name: 'a store 0 label not taken as the default label: fail (testUpdateWithNoDefaultLabelAndAdminStorelabel)',
    scenario: one,
    fake: { answer: attributeTarget('admin-label-ignored') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/attributes/:attributeCode without default_frontend_label, with a store 0 label, does not make that label the default one', expected: '200, default_frontend_label "front_lbl_store0_relabel", frontend_labels[0] "front_lbl_store1_relabel"', actual: 'default_frontend_label: "front_lbl_store0_relabel", answered "default_label_new"' },
  },
  {
    name: 'an update with options replaces the others: fail (testUpdate keeps Red)',
    scenario: one,
    fake: { answer: attributeTarget('options-replaced') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/attributes/:attributeCode changing an option\'s store label and adding a default option does not answer them', expected: /"Default Red" \(\d+\)/, actual: /^options / },
  },
  {
    name: 'the option route answers its id prefixed: fail (testAdd: a number)',
    scenario: one,
    fake: { answer: attributeTarget('option-id-prefixed') },
    want: { outcome: 'fail', broken: 'POST /V1/products/attributes/:attributeCode/options with value "" does not answer the new option\'s numeric id', expected: '200 and a number', actual: /^200 / },
  },
  {
    name: 'writes denied: skip, nothing sent',
    scenario: one,
    fake: { answer: attributeTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /writes/i },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
