// scope.store-view-only on a fake catalogue and CMS with store views (testing/scope-target.ts): each kind lands in the
// view it was written under; a write that lands in every view, or in the default view, fails; a CMS entity assigned
// everywhere, or moved by an update, fails; one store view skips in one sentence.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopeStoreViewOnly } from './store-view-only.ts';

const kind = (title: string) => (scenarios: typeof scopeStoreViewOnly.scenarios) => scenarios.find((s) => s.title === title);
const P = 'cctrun0000s0svo-product';
const C = 'cctrun0000s0svo-category';

scenarioCases(scopeStoreViewOnly, [
  {
    name: 'a product\'s name written under fr reads back under fr only; the product is deleted at the end',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the product\'s name written under fr reads back there only (default, fr, second_en and all read)' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path}`), ['POST - /V1/products', `PUT fr /V1/products/${P}`, `DELETE - /V1/products/${P}`]);
      assert.deepEqual(f.observed.find((o) => o.key === 'scope-landing')?.value, { kind: 'product', view: 'fr', form: 'view-only' });
    },
  },
  {
    name: 'a store-view write that lands in every view fails, naming the views',
    fake: { answer: scopeTarget('view-write-everywhere') },
    want: { outcome: 'fail', broken: 'the name written under store view fr: it also landed in default, second_en, all, which keep the value for all views', expected: `default "${P}"; fr "${P} fr"; second_en "${P}"; all "${P}"`, actual: `default "${P} fr"; fr "${P} fr"; second_en "${P} fr"; all "${P} fr"` },
    then: (f) => assert.ok(f.sent.some((s) => s.method === 'DELETE'), 'the entity is removed after a failure too'),
  },
  {
    name: 'a store-view write that lands in the default view fails',
    fake: { answer: scopeTarget('view-write-default') },
    want: { outcome: 'fail', broken: 'the name written under store view fr: it does not read back under fr (shown under default)', expected: `default "${P}"; fr "${P} fr"; second_en "${P}"; all "${P}"`, actual: `default "${P} fr"; fr "${P}"; second_en "${P}"; all "${P}"` },
  },
  {
    name: 'categories alike',
    scenario: kind('categories'),
    fake: { answer: scopeTarget('view-write-default') },
    want: { outcome: 'fail', broken: 'the name written under store view fr: it does not read back under fr (shown under default)', expected: `default "${C}"; fr "${C} fr"; second_en "${C}"; all "${C}"`, actual: `default "${C} fr"; fr "${C}"; second_en "${C}"; all "${C}"` },
  },
  {
    name: 'a CMS page created under fr is assigned to store 2 alone and stays there through an update without a code',
    scenario: kind('CMS pages'),
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the CMS page created under fr is assigned to store 2 alone, and keeps it through an update without a store code' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path.replace(/\d+$/, 'N')}`), ['POST fr /V1/cmsPage', 'PUT - /V1/cmsPage/N', 'DELETE - /V1/cmsPage/N']),
  },
  {
    name: 'a CMS block created under fr but assigned to every view fails',
    scenario: kind('CMS blocks'),
    fake: { answer: scopeTarget('cms-store-ignored') },
    want: { outcome: 'fail', broken: 'created under store view fr: the CMS block created under fr is not assigned to that store alone', expected: 'GET /V1/cmsBlock/search filtered on store_id lists it under store 2 (fr)', actual: 'listed under store 0 (all store views)' },
  },
  {
    name: 'an update without a store code that moves the CMS page to the default view fails',
    scenario: kind('CMS pages'),
    fake: { answer: scopeTarget('cms-update-reassigns') },
    want: { outcome: 'fail', broken: 'updated without a store code: the update without a store code moved the CMS page out of store fr', expected: 'GET /V1/cmsPage/search filtered on store_id lists it under store 2 (fr)', actual: 'listed under store 1 (default)' },
  },
  {
    name: 'one store view: skip in one sentence, nothing written',
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: 'the target has one store view (default): a value of a store view\'s own cannot be told from the default, so where a write lands is not observable' },
    then: (f) => assert.ok(f.sent.every((s) => s.method === 'GET')),
  },
  {
    name: 'writes denied: skip',
    fake: { answer: scopeTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /^writes are denied/ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
