// write.cms-save-by-id on the fake CMS (testing/scope-target.ts): a page and a block sent again by POST with their id
// are updated (answer, read, one entity of the identifier), a deleted page's identifier makes a new page; a save that
// ignores the body's id, or a delete that keeps the identifier taken, fails; what the scenario made is deleted.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { writeCmsSaveById } from './cms-save-by-id.ts';

const block = (scenarios: typeof writeCmsSaveById.scenarios) => scenarios.find((s) => s.entity === 'cmsBlock');

scenarioCases(writeCmsSaveById, [
  {
    name: 'a page: updated by POST with its id, then deleted and its identifier made again: pass; the new page deleted',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the page 100 sent again by POST /V1/cmsPage with its id and a new title answered that id and title, and reads so (one page of its identifier); deleted, its identifier made page 101' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/cmsPage/100', '/V1/cmsPage/101']),
  },
  {
    name: 'a block alike (no delete step)',
    scenario: block,
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the block 100 sent again by POST /V1/cmsBlock with its id and a new title answered that id and title, and reads so (one block of its identifier)' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/cmsBlock/100']),
  },
  {
    name: 'the body\'s id ignored (another entity made or refused): fail',
    scenario: block,
    fake: { answer: scopeTarget('cms-post-id-ignored') },
    want: { outcome: 'fail', broken: 'POST /V1/cmsBlock with the id of the run\'s own block did not update it', expected: '200 with id 100 and title "cctrun0000s0sid-block by id"', actual: /^400 / },
  },
  {
    name: 'a deleted page\'s identifier still taken: fail',
    fake: { answer: scopeTarget('cms-identifier-kept') },
    want: { outcome: 'fail', broken: 'POST /V1/cmsPage of a new page with the identifier of a page deleted by REST was refused: the delete did not free the identifier', expected: '200 with a new id', actual: /^400 / },
  },
  {
    name: 'writes denied: skip before any call',
    fake: { answer: scopeTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /./ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
