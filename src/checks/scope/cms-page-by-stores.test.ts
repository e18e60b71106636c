// scope.cms-page-by-stores on the fake CMS (testing/scope-target.ts): a page made, read, updated and deleted under
// default, second_en (the second website's view) and all passes; a page assigned to every view whatever the code, a
// read under another code answering other data, a delete under a view's code that keeps the page, each fail.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopeCmsPageByStores } from './cms-page-by-stores.ts';

scenarioCases(scopeCmsPageByStores, [
  {
    name: 'under default, second_en and all: made, listed there alone, read the same, updated and deleted there: pass',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'under default, second_en, all: a page created answered the data sent and was listed in that store alone, read the same under each code, was updated there (answered as sent, still listed) and deleted there (true, unlisted, 404)' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.storeCode), ['default', 'second_en', 'all']);
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => s.storeCode), ['default', 'second_en', 'all']);
    },
  },
  {
    name: 'a page assigned to every view whatever the code: fail, naming the stores it is listed in',
    fake: { answer: scopeTarget('cms-store-ignored') },
    want: { outcome: 'fail', broken: 'POST /V1/cmsPage under /rest/default: the page is not in the page list of store 1 (default) alone (in 0)', expected: 'GET /V1/cmsPage/search filtered on store_id lists it under store 1 (default)', actual: 'listed under store 0 (all store views)' },
  },
  {
    name: 'a read under another code answering another title: fail (testGetByStores)',
    fake: { answer: scopeTarget('cms-read-per-view') },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/:pageId of the page created under /rest/default answers other data under second_en, all', expected: /^under default, second_en, all: \{"id":\d+,"identifier":"cctrun0000s0bs0-cmspage"/, actual: /^second_en: title "cctrun0000s0bs0-cmspage elsewhere"; all: title/ },
  },
  {
    name: 'a delete under a store view\'s code that answers true and keeps the page: fail (testDeleteByStores)',
    fake: { answer: scopeTarget('cms-view-delete-ignored') },
    want: { outcome: 'fail', broken: 'DELETE /V1/cmsPage/:pageId under /rest/second_en: the deleted page is still in the page list of 3', expected: 'GET /V1/cmsPage/search filtered on store_id lists it under no store', actual: 'listed under store 3 (second_en)' },
    then: (f) => assert.ok(f.sent.some((s) => s.method === 'DELETE' && s.storeCode === null), 'the page the failed delete left is removed'),
  },
  {
    name: 'one store view: skip',
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: /^the target has one store view \(default\)/ },
  },
]);
