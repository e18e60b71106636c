// write.configurable-kept on a small fake catalogue that plays the real 2.4.7-p3's answers (probed 2026-12-02): two
// options kept at their positions, the children's names and status, the links alone keeping the options, options []
// leaving no children: pass, everything removed; each way the platform could lose one of these fails by name; what
// cannot be prepared skips.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import type { Target } from '../testing/async-scenario-target.ts';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { writeConfigurableKept } from './configurable-kept.ts';

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

type Flaw = 'positions-lost' | 'children-kept' | 'answer-before-save' | 'options-dropped-with-links' | 'child-name-lost' | 'attribute-refused' | null;

function catalogue(flaw: Flaw = null): Target {
  const products = new Map<string, Json>();
  let id = 100;
  let options: Json[] = [];
  let links: number[] = [];
  return (sent) => {
    const body = isJson(sent.body) ? sent.body : {};
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets') return { status: 200, json: { attribute_set_id: 9 } };
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets/groups') return { status: 200, json: { attribute_group_id: 10 } };
    if (sent.method === 'POST' && sent.path === '/V1/products/attributes') {
      if (flaw === 'attribute-refused') return { status: 400, json: { message: 'The attribute code is invalid.' } };
      const n = id++;
      return { status: 200, json: { attribute_id: n, attribute_code: isJson(body.attribute) ? body.attribute.attribute_code : '', options: [{ label: ' ', value: '' }, { label: 'a', value: String(n * 10) }, { label: 'b', value: String(n * 10 + 1) }] } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/products/attribute-sets/attributes') return { status: 200, json: '1' };
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = isJson(body.product) ? body.product : {};
      const made = { ...p, id: id++ };
      products.set(String(p.sku), made);
      return { status: 200, json: made };
    }
    if (sent.method === 'PUT' && /^\/V1\/products\/[^/]+$/.test(sent.path)) {
      const before = { configurable_product_options: options, configurable_product_links: links };
      const ext = isJson(body.product) && isJson(body.product.extension_attributes) ? body.product.extension_attributes : {};
      if (Array.isArray(ext.configurable_product_links)) links = ext.configurable_product_links.map(Number);
      if (Array.isArray(ext.configurable_product_options)) {
        options = ext.configurable_product_options.filter(isJson).map((o, i) => ({ id: 50 + i, attribute_id: String(o.attribute_id), label: o.label, position: flaw === 'positions-lost' ? 0 : o.position, values: [] }));
        if (options.length === 0 && !Array.isArray(ext.configurable_product_links) && flaw !== 'children-kept') links = [];
      } else if (flaw === 'options-dropped-with-links') options = [];
      // The product as saved (answer-before-save: as it was before).
      return { status: 200, json: { sku: isJson(body.product) ? body.product.sku : '', type_id: 'configurable', extension_attributes: flaw === 'answer-before-save' ? before : { configurable_product_options: options, configurable_product_links: links } } };
    }
    const children = /^\/V1\/configurable-products\/([^/]+)\/children$/.exec(sent.path);
    if (sent.method === 'GET' && children) return { status: 200, json: [...products.values()].filter((p) => links.includes(Number(p.id))).map((p) => ({ sku: p.sku, name: flaw === 'child-name-lost' ? 'Simple' : p.name, status: p.status })) };
    const read = /^\/V1\/products\/([^/]+)$/.exec(sent.path);
    if (sent.method === 'GET' && read) return { status: 200, json: { sku: decodeURIComponent(read[1] ?? ''), type_id: 'configurable', extension_attributes: { configurable_product_options: options, configurable_product_links: links } } };
    if (sent.method === 'DELETE') return { status: 200, json: true };
    return { status: 404, json: { message: `no fake answer for ${sent.method} ${sent.path}` } };
  };
}

scenarioCases(writeConfigurableKept, [
  {
    name: 'positions, labels, children\'s names and status, links alone, options []: pass; everything removed, the set last',
    fake: { answer: catalogue() },
    want: { outcome: 'pass', note: /^configurable \S+: two options read back at positions 0 and 1 with the labels sent, both children linked and read with their names and status \(1 and 2\); the children sent alone kept both options and linked the one sent; configurable_product_options \[\] answered and left no options and no children$/ },
    then: (f) => {
      const deletes = f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path);
      assert.equal(deletes.length, 6, 'the configurable, two children, two attributes, the set');
      assert.match(deletes[0] ?? '', /cfk$/);
      assert.equal(deletes.at(-1), '/V1/products/attribute-sets/9');
      const puts = f.sent.filter((s) => s.method === 'PUT').map((s) => JSON.stringify(s.body));
      assert.equal(puts.length, 3);
      assert.match(puts[1] ?? '', /^\{"product":\{"sku":"[^"]+","extension_attributes":\{"configurable_product_links":\[\d+\]\}\}\}$/, 'the links alone');
      assert.match(puts[2] ?? '', /"configurable_product_options":\[\]\}/);
    },
  },
  {
    name: 'options read back at position 0: fail',
    fake: { answer: catalogue('positions-lost') },
    want: { outcome: 'fail', broken: /does not keep the configurable's two options at the positions and with the labels/, expected: /"position":1/, actual: /"position":0\}\]$/ },
  },
  {
    name: 'a child read without the name it was made with: fail',
    fake: { answer: catalogue('child-name-lost') },
    want: { outcome: 'fail', broken: /^GET \/V1\/configurable-products\/:sku\/children does not read the child \S+ with the name and status it was made with$/, expected: /^name "\S+ child enabled", status 1$/, actual: 'name "Simple", status 1' },
  },
  {
    name: 'the links alone dropping the options: fail',
    fake: { answer: catalogue('options-dropped-with-links') },
    want: { outcome: 'fail', broken: /does not keep the options \(attribute@position\) and link the one child/, expected: /^options \d+@0, \d+@1, links \[\d+\]$/, actual: /^options none, links \[\d+\]$/ },
  },
  {
    name: 'options [] keeping the children: fail',
    fake: { answer: catalogue('children-kept') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku sent configurable_product_options [] does not answer the configurable without options and children', expected: 'configurable_product_options [] and configurable_product_links [] in its answer', actual: /^configurable_product_options \[\], configurable_product_links \[\d+\]$/ },
  },
  {
    name: 'options [] answered with the product as it was before the save (the read right): fail on the answer',
    fake: { answer: catalogue('answer-before-save') },
    want: { outcome: 'fail', broken: 'PUT /V1/products/:sku sent configurable_product_options [] does not answer the configurable without options and children', expected: 'configurable_product_options [] and configurable_product_links [] in its answer', actual: /^configurable_product_options \[\{"id":50,/ },
  },
  {
    name: 'an attribute that cannot be made: skip, the set removed',
    fake: { answer: catalogue('attribute-refused') },
    want: { outcome: 'skip', reason: /^the run could not make its select attribute \(POST \/V1\/products\/attributes answered 400/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/attribute-sets/9']),
  },
  {
    name: 'writes denied: skip',
    fake: { target: { writes: 'deny' }, answer: catalogue() },
    want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO },
  },
]);
