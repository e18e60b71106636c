// write.custom-option-types on a fake catalogue (testing/product-body-target.ts): the ten option types saved, a value
// added to the drop-down by its own route and the product saved again with its options pass as the real 2.4.7-p3
// keeps them; ids renewed by the product save and a value dropped by the option save fail; the product is removed.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { productBodyTarget } from '../testing/product-body-target.ts';
import { OPTION_TYPES, writeCustomOptionTypes } from './custom-option-types.ts';

const SKU = 'cctrun0000s0pbopt';

const saves = (scenarios: typeof writeCustomOptionTypes.scenarios) => scenarios.find((x) => x.title === 'option saves');
const OTHER = 'cctrun0000s0pbprd';
const SAVED = 'cctrun0000s0pbsav';

scenarioCases(writeCustomOptionTypes, [
  {
    name: 'option saves: ten types answered as sent, the update as sent, values replaced and added, a product save adding by id: pass; both products removed',
    scenario: saves,
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products\/options answered each of the ten types exactly as sent/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${SAVED}`, `/V1/products/${OTHER}`]),
  },
  {
    name: 'option saves: a non-select option answered with values []: fail (testSave)',
    scenario: saves,
    fake: { answer: productBodyTarget('option-answer-extra') },
    want: { outcome: 'fail', broken: 'POST /V1/products/options of a field option did not answer it exactly as sent', expected: /^2xx \{"product_sku":"cctrun0000s0pbsav","title":"cctrun0000s0pbsav field"/, actual: /"values":\[\]\}$/ },
  },
  {
    name: 'option saves: the option flags unset: fail (testSave)',
    scenario: saves,
    fake: { answer: productBodyTarget('option-flags-unset') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku after POST /V1/products/options of ten options (one required) does not show the product\'s option flags', expected: 'has_options "1", required_options "1"', actual: '{}' },
  },
  {
    name: 'option saves: the update answered as held: fail (testUpdate)',
    scenario: saves,
    fake: { answer: productBodyTarget('option-update-answers-held') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/options/:optionId of the field option\'s title and max_characters did not answer it exactly as sent', expected: /"title":"cctrun0000s0pbsav field_updated".*"max_characters":500\}$/, actual: /"title":"cctrun0000s0pbsav field".*"max_characters":10/ },
  },
  {
    name: 'option saves: values left out kept: fail (testUpdateOptionAddingNewValue, new value only)',
    scenario: saves,
    fake: { answer: productBodyTarget('left-out-values-kept') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku after PUT /V1/products/options/:optionId of the checkbox option with a new value alone does not hold the values sent, the ones left out removed', expected: '1 value', actual: '2: ["New Option Title","checkbox 1"]' },
  },
  {
    name: 'option saves: a product save dropping the value added to an option by id: fail (testProductOptions)',
    scenario: saves,
    fake: { answer: productBodyTarget('product-value-add-dropped') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with the first drop-down by its id and a value added, the second replaced by a new drop-down, did not answer the two options so', expected: /^DropdownOption \(id \d+\): Value1 \(id \d+\), Value2; DropdownOption2 \(a new id\): Value3$/, actual: /^DropdownOption \(id \d+\): Value1; DropdownOption2/ },
  },
  {
    scenario: (scenarios) => scenarios.find((x) => x.title === 'ten types'),
    name: 'ten types saved, a value added by id, saved again with every id kept: pass; the product removed',
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: /^one custom option of each of the ten types saved through PUT \/V1\/products\/:sku reads back with every field sent \(\d+ compared\), on its options. own read too; a value added/ },
    then: (f) => {
      const first = f.sent.find((s) => s.method === 'PUT')?.body as { product: { options: Array<{ type: string }> } };
      assert.deepEqual(first.product.options.map((o) => o.type), [...OPTION_TYPES]);
      const option = f.sent.find((s) => s.method === 'PUT' && s.path.startsWith('/V1/products/options/'))?.body as { option: { values: Array<{ option_type_id?: unknown }> } };
      assert.deepEqual(option.option.values.map((v) => v.option_type_id === undefined), [false, false, true], 'two values by their ids, one new');
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), [`/V1/products/${SKU}`]);
    },
  },
  {
    name: 'the product save renewing option ids: fail, naming the types',
    fake: { answer: productBodyTarget('ids-renewed') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku with the product\'s options sent by their ids gave them new ids', expected: 'every option and value keeps its option_id and option_type_id', actual: /^ids changed: field, area, file, drop_down/ },
  },
  {
    name: 'the option save dropping the value added: fail',
    fake: { answer: productBodyTarget('value-dropped') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku does not show the drop-down with its values kept by id and the one PUT /V1/products/options/:optionId added', expected: /^option_type_ids \d+, \d+ and one more titled "drop_down 3"$/, actual: /, none titled so$/ },
  },
]);
