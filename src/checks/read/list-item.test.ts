// read.list-item on a fake list and item read: items that agree pass; a value that differs, a nested part the list
// leaves out, a key only the list answers, an item the item read does not find fail, naming the pointer; declared
// differences (itemOnly, `*` indices) pass; a difference gone on the second read passes; no item skips. With writes
// allowed, a block of the run's own is made, found by an eq filter on its identifier and compared first.

import assert from 'node:assert/strict';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type Row } from '../testing/fake-list.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import type { CompiledListItem } from '../../contracts/types.ts';
import { readListItem } from './list-item.ts';

const ITEM_ROUTE = fakeRoute('GET', '/V1/cmsBlock/:blockId');
const DECLARED: CompiledListItem = { route: 'GET /V1/cmsBlock/:blockId', params: { blockId: 'id' }, itemOnly: {}, listOnly: {}, differs: {} };
const ROWS: Row[] = [{ id: 1, identifier: 'footer', title: 'Footer' }, { id: 2, identifier: 'header', title: 'Header' }, { id: 3, identifier: 'promo', title: 'Promo' }, { id: 4, identifier: 'x', title: 'X' }];
const LIST = searchRoute('/V1/cmsBlock/search', { item: DECLARED });

/** The list of ROWS, and the item read answering `item(row)` (the row itself by default); POST /V1/cmsBlock adds a row
 * (the run's own block, made with writes allowed). */
function target(item: (row: Row) => Canned = (row) => ({ status: 200, json: row }), rows: Row[] = ROWS.map((r) => ({ ...r }))) {
  const list = listAnswer({ items: rows });
  return (sent: Sent): Canned => {
    if (sent.method === 'POST' && sent.path === '/V1/cmsBlock') {
      const block = (sent.body as { block: { identifier: string; title: string } }).block;
      const row: Row = { id: rows.length + 1, identifier: block.identifier, title: block.title };
      rows.push(row);
      return { status: 200, json: row };
    }
    const id = /^\/V1\/cmsBlock\/(\d+)$/.exec(sent.path);
    if (id === null) return list(sent);
    const row = rows.find((r) => String(r.id) === id[1]);
    return row === undefined ? platformError(404, 'The CMS block with the "%1" ID doesn\'t exist.') : item(row);
  };
}

const allow = { writes: 'allow' as const };
const OWN = /^cctrun0000l[0-9a-z]{3}$/;

verdictCases(readListItem, [
  {
    name: 'with writes allowed, a block of the run\'s own is made, found by its identifier and agrees, then the sample: passes',
    fake: { route: LIST, routes: [ITEM_ROUTE], target: allow, answer: target() },
    want: { outcome: 'pass', note: /^3 item\(s\) compared with GET \/V1\/cmsBlock\/:blockId, and the run's own item cctrun0000l[0-9a-z]{3}$/ },
    then: ({ sent }) => {
      const made = sent.filter((s) => s.method === 'POST').map((s) => (s.body as { block: { identifier: string } }).block.identifier);
      assert.equal(made.length, 1);
      assert.match(made[0] ?? '', OWN, 'named with the run\'s prefix, swept at the end');
      const eq = sent.find((s) => s.path.endsWith('/search'))?.query ?? {};
      assert.equal(eq['searchCriteria[filterGroups][0][filters][0][field]'], 'identifier');
      assert.equal(eq['searchCriteria[filterGroups][0][filters][0][value]'], made[0]);
      assert.equal(eq['searchCriteria[filterGroups][0][filters][0][conditionType]'], 'eq');
      assert.ok(sent.some((s) => s.path === '/V1/cmsBlock/5'), 'the run\'s own block is read by its id');
    },
  },
  {
    // Fake fault own-item-differs: the list answers the run's own block with a title the item read does not.
    name: 'with writes allowed, the run\'s own block answered otherwise by the item read fails, though the installation\'s agree',
    fake: { route: LIST, routes: [ITEM_ROUTE], target: allow, answer: target((row) => ({ status: 200, json: { ...row, title: row.id === 5 ? 'Renamed' : row.title } })) },
    want: { outcome: 'fail', broken: 'an item of GET /V1/cmsBlock/search is not what GET /V1/cmsBlock/5 answers', expected: /same keys/, actual: /^\/title: "cctrun0000l[0-9a-z]{3}" in the list, "Renamed" in the item read$/ },
  },
  {
    // Fake fault own-item-unlisted: the eq filter does not find the block just made.
    name: 'with writes allowed, the run\'s own block not found by an eq filter on its identifier fails',
    fake: { route: LIST, routes: [ITEM_ROUTE], target: allow, answer: (() => { const plain = target(); return (sent: Sent): Canned => (sent.path.endsWith('/search') && (sent.query?.['searchCriteria[filterGroups][0][filters][0][conditionType]'] === 'eq') ? { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } : plain(sent)); })() },
    want: { outcome: 'fail', broken: 'GET /V1/cmsBlock/search did not find the run\'s own item by an eq filter on its identifier', expected: /^exactly the item cctrun0000l/, actual: '0 item(s), total_count 0' },
  },
  {
    name: 'with writes allowed and no block on the installation, the run\'s own is compared (and is then the sample): passes',
    fake: { route: LIST, routes: [ITEM_ROUTE], target: allow, answer: target(undefined, []) },
    want: { outcome: 'pass', note: /^1 item\(s\) compared with GET \/V1\/cmsBlock\/:blockId, and the run's own item cctrun0000l[0-9a-z]{3}$/ },
  },
  {
    name: 'the first three items of the sample, each read by its id, agree: passes',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: target() },
    want: { outcome: 'pass', note: '3 item(s) compared with GET /V1/cmsBlock/:blockId' },
    then: ({ sent }) => assert.deepEqual(sent.filter((s) => !s.path.endsWith('/search')).map((s) => [s.caller, s.path]), [['admin', '/V1/cmsBlock/1'], ['admin', '/V1/cmsBlock/2'], ['admin', '/V1/cmsBlock/3']]),
  },
  {
    name: 'a value the item read answers otherwise fails, after reading both again once, naming the pointer',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: target((row) => ({ status: 200, json: { ...row, title: row.id === 2 ? 'Other' : row.title } })) },
    want: { outcome: 'fail', broken: 'an item of GET /V1/cmsBlock/search is not what GET /V1/cmsBlock/2 answers', expected: 'the same keys with the same values, but for the differences the contract declares', actual: '/title: "Header" in the list, "Other" in the item read' },
    then: ({ sent }) => assert.equal(sent.filter((s) => s.path === '/V1/cmsBlock/2').length, 2),
  },
  {
    name: 'a nested part only the item read answers fails, unless declared itemOnly (with * for any index)',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: target((row) => ({ status: 200, json: { ...row, extension_attributes: { store_ids: [0] } } })) },
    want: { outcome: 'fail', broken: /GET \/V1\/cmsBlock\/1 answers$/, expected: /same keys/, actual: '/extension_attributes: absent from the list, {"store_ids":[0]} in the item read' },
  },
  {
    name: 'a declared item-only part passes',
    fake: { route: searchRoute('/V1/cmsBlock/search', { item: { ...DECLARED, itemOnly: { '/extension_attributes': 'the item read adds it (evidence)' } } }), routes: [ITEM_ROUTE], answer: target((row) => ({ status: 200, json: { ...row, extension_attributes: { store_ids: [0] } } })) },
    want: { outcome: 'pass', note: '3 item(s) compared with GET /V1/cmsBlock/:blockId' },
  },
  {
    name: 'a key only the list answers fails',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: target((row) => { const { title: _title, ...rest } = row; return { status: 200, json: rest }; }) },
    want: { outcome: 'fail', broken: /GET \/V1\/cmsBlock\/1 answers$/, expected: /same keys/, actual: '/title: "Footer" in the list, absent from the item read' },
  },
  {
    name: 'an item of the list that the item read does not find fails with the platform\'s answer',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: target((row) => (row.id === 1 ? platformError(404, 'The CMS block with the "%1" ID doesn\'t exist.') : { status: 200, json: row })) },
    want: { outcome: 'fail', broken: /GET \/V1\/cmsBlock\/1 answers$/, expected: /same keys/, actual: 'the item read answered 404 "The CMS block with the "%1" ID doesn\'t exist." for an item the list answers' },
  },
  {
    name: 'a difference gone on the second read (the data moved): passes',
    fake: {
      route: LIST, routes: [ITEM_ROUTE],
      answer: (() => { let first = true; const plain = target(); return (sent: Sent): Canned => { if (sent.path === '/V1/cmsBlock/1' && first) { first = false; return { status: 200, json: { id: 1, identifier: 'footer', title: 'Moved' } }; } return plain(sent); }; })(),
    },
    want: { outcome: 'pass', note: '3 item(s) compared with GET /V1/cmsBlock/:blockId' },
  },
  {
    name: 'no item on the target: skipped',
    fake: { route: LIST, routes: [ITEM_ROUTE], answer: { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } },
    want: { outcome: 'skip', reason: 'the target has no item in GET /V1/cmsBlock/search to compare with GET /V1/cmsBlock/:blockId' },
  },
  {
    name: 'an item route the target\'s plan does not have (another edition): skipped',
    fake: { route: LIST, routes: [], answer: target() },
    want: { outcome: 'skip', reason: 'GET /V1/cmsBlock/:blockId is not in the plan for this target' },
  },
]);
