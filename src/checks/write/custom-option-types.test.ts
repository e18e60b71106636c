// write.custom-option-types on a fake catalogue (testing/product-body-target.ts): the ten option types saved, a value
// added to the drop-down by its own route and the product saved again with its options pass as the real 2.4.7-p3
// keeps them; ids renewed by the product save and a value dropped by the option save fail; the product is removed.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { productBodyTarget } from '../testing/product-body-target.ts';
import { OPTION_TYPES, writeCustomOptionTypes } from './custom-option-types.ts';

const SKU = 'cctrun0000s0pbopt';

scenarioCases(writeCustomOptionTypes, [
  {
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
