// read.fields-projection on a fake target that applies (or breaks) the platform's filter: a faithful projection
// passes; a nested object turned into null, a key not named kept, a named key dropped, fields ignored or refused
// fail; a difference that goes away when read again passes; answers with nothing to project skip.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { readFieldsProjection } from './fields-projection.ts';
import { project, type Json, type Projection } from './projection.ts';

const BY_SKU = fakeRoute('GET', '/V1/products/:sku', { params: { sku: { fixture: 'product.sku' } } });
const PRODUCT: Json = { id: 1, sku: 'hd-simple-plain', name: 'Plain', extension_attributes: { website_ids: [1, 2], stock_item: { qty: 5 } }, status: 1 };
const FIELDS = 'id,status,extension_attributes[website_ids,stock_item[qty]],cct_no_such_field';

/** The names of a fields text, parsed as the platform's grammar reads them (enough for the cases here). */
function parse(text: string): Projection {
  const root = new Map<string, Projection | true>();
  const stack: Map<string, Projection | true>[] = [root];
  let name = '';
  let last = '';
  for (const ch of text + ',') {
    const top = stack[stack.length - 1] as Map<string, Projection | true>;
    if (ch === ',' || ch === '[' || ch === ']') {
      if (name !== '') top.set(name, true);
      if (name !== '') last = name;
      name = '';
      if (ch === '[') {
        const sub = new Map<string, Projection | true>();
        top.set(last, sub);
        stack.push(sub);
      }
      if (ch === ']') stack.pop();
    } else name += ch;
  }
  return root;
}

/** A target that answers `whole` without fields and `filtered(whole, fields)` with them. */
const target = (whole: Json, filtered: (answer: Json, fields: string) => Json = (a, f) => project(a, parse(f))) => (sent: Sent): Canned => {
  const fields = sent.query?.fields;
  return { status: 200, json: fields === undefined ? whole : filtered(whole, fields) };
};

verdictCases(readFieldsProjection, [
  {
    name: 'the platform\'s filter: passes, naming the fields sent; the whole read first, then the projected one, with the route\'s own query kept',
    fake: { route: BY_SKU, answer: target(PRODUCT) },
    want: { outcome: 'pass', note: `fields=${FIELDS}` },
    then: ({ sent }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path, s.query?.fields]), [['admin', '/V1/products/real-sku', undefined], ['admin', '/V1/products/real-sku', FIELDS]]);
    },
  },
  {
    name: 'a nested object turned into null fails, after reading both again once',
    fake: { route: BY_SKU, answer: target(PRODUCT, (a, f) => ({ ...(project(a, parse(f)) as object), extension_attributes: null })) },
    want: { outcome: 'fail', broken: `GET /V1/products/real-sku with fields=${FIELDS} answers otherwise than the same read without fields`, expected: 'the named keys, with the values of the read without fields; the unknown name left out', actual: '/extension_attributes: null (expected from the read without fields: {"website_ids":[1,2],"stock_item":{"qty":5}})' },
    then: ({ sent }) => assert.equal(sent.length, 4),
  },
  {
    name: 'fields ignored (the whole answer): every key not named fails',
    fake: { route: BY_SKU, answer: target(PRODUCT, (a) => a) },
    want: { outcome: 'fail', broken: /answers otherwise/, expected: /named keys/, actual: '/sku: "hd-simple-plain", a key not named; /name: "Plain", a key not named' },
  },
  {
    name: 'a named key dropped fails',
    fake: { route: BY_SKU, answer: target(PRODUCT, (a, f) => { const p = project(a, parse(f)) as Record<string, Json>; delete p.status; return p; }) },
    want: { outcome: 'fail', broken: /answers otherwise/, expected: /named keys/, actual: '/status: absent (expected from the read without fields: 1)' },
  },
  {
    name: 'a difference that is gone when read again (the data moved between the reads): passes',
    fake: { route: BY_SKU, answer: (sent, i) => (i === 1 ? { status: 200, json: { id: 1 } } : target(PRODUCT)(sent)) },
    want: { outcome: 'pass', note: `fields=${FIELDS}` },
  },
  {
    name: 'fields refused fails with the platform\'s answer',
    fake: { route: BY_SKU, answer: (sent) => (sent.query?.fields === undefined ? { status: 200, json: PRODUCT } : platformError(400, 'Invalid fields')) },
    want: { outcome: 'fail', broken: `GET /V1/products/real-sku with fields=${FIELDS} does not answer as the same read without fields`, expected: '200 with the named keys', actual: '400 "Invalid fields"' },
  },
  {
    name: 'a search with items: the nested filter reaches each item',
    fake: { route: fakeRoute('GET', '/V1/products'), answer: target({ items: [PRODUCT, { ...PRODUCT, id: 2, extension_attributes: {} }], total_count: 2 }) },
    want: { outcome: 'pass', note: 'fields=total_count,items[id,status,extension_attributes[website_ids]],cct_no_such_field' },
  },
  {
    name: 'custom_attributes named by code (testGetListWithAdditionalParams): an answer that keeps every attribute fails',
    fake: {
      route: fakeRoute('GET', '/V1/products'),
      answer: target({ items: [{ id: 1, sku: 'a', custom_attributes: [{ attribute_code: 'description', value: 'D' }, { attribute_code: 'url_key', value: 'a' }] }], total_count: 1 }, (a, f) => {
        const p = project(a, parse(f)) as { items: Array<Record<string, Json>> };
        return { ...p, items: p.items.map((i) => ({ ...i, custom_attributes: [{ attribute_code: 'description', value: 'D' }, { attribute_code: 'url_key', value: 'a' }] })) };
      }),
    },
    want: { outcome: 'fail', broken: 'GET /V1/products with fields=total_count,items[id,sku,custom_attributes[description]],cct_no_such_field answers otherwise than the same read without fields', expected: /named keys/, actual: /^\/items\/0\/custom_attributes: \[\{"attribute_code":"description","value":"D"\},\{"attribute_code":"url_key".*\(expected from the read without fields: \[\{"attribute_code":"description","value":"D"\}\]\)$/ },
  },
  {
    name: 'custom_attributes named by code, answered as the platform does: passes',
    fake: { route: fakeRoute('GET', '/V1/products'), answer: target({ items: [{ id: 1, sku: 'a', custom_attributes: [{ attribute_code: 'description', value: 'D' }, { attribute_code: 'url_key', value: 'a' }] }], total_count: 1 }) },
    want: { outcome: 'pass', note: 'fields=total_count,items[id,sku,custom_attributes[description]],cct_no_such_field' },
  },
  {
    name: 'nothing to project: a list of scalars, a scalar, a read that did not answer',
    fake: { answer: { status: 200, json: ['Magento_Store'] } },
    want: { outcome: 'skip', reason: 'nothing to project: the answer is a list of scalars' },
  },
  {
    name: 'a scalar answer skips',
    fake: { answer: { status: 200, json: 3 } },
    want: { outcome: 'skip', reason: 'nothing to project: the answer is a number, which the platform answers as it is' },
  },
  {
    name: 'a read that did not answer skips: schema.response-valid judges it',
    fake: { answer: platformError(404, 'No such entity.') },
    want: { outcome: 'skip', reason: 'nothing to project: the read without fields answered 404 "No such entity." (schema.response-valid judges that answer)' },
  },
  {
    name: 'no data to read on the target skips with the reason',
    fake: { route: BY_SKU, unresolved: 'no product on the target' },
    want: { outcome: 'skip', reason: 'no product on the target' },
  },
]);
