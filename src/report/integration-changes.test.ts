// What changes for an integration: one entry per route with its cause, the rows the runs alone set apart, the schema's
// other findings, and the counts the chart draws.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { spanOf } from '../contracts/release-span.ts';
import type { AttributionContext } from './cause-attribution.ts';
import { contractFacts } from './contract-facts.ts';
import { pairChanges } from './integration-changes.ts';
import { summarizePair } from './summary.ts';
import type { RowCell } from './row-causes.ts';

const cell = (status: string, present: boolean | null, pass: string[] = [], fail: string[] = [], skip: Array<{ check: string; reason: string }> = []): RowCell => ({ status, present, pass, fail: fail.map((check) => ({ check })), skip });

const ctx: AttributionContext = {
  base: { label: 'oss', edition: 'open-source', releaseSpan: spanOf('2.4.7'), modules: { enabled: ['Magento_Catalog'], missing: null } },
  other: { label: 'ee', edition: 'commerce', releaseSpan: spanOf('2.4.7'), modules: { enabled: ['Magento_Catalog', 'Magento_GiftWrapping', 'Magento_Rma'], missing: null } },
  contracts: contractFacts([
    { key: 'GET /V1/gift-wrappings', method: 'GET', path: '/V1/gift-wrappings', editions: ['commerce'], since: '2.0', until: null, platformModule: 'Magento_GiftWrapping', location: { file: 'gift-wrapping.yaml', line: 61, column: 1 } },
    { key: 'GET /V1/returns', method: 'GET', path: '/V1/returns', editions: ['commerce'], since: '2.0', until: null, platformModule: 'Magento_Rma', location: { file: 'rma.yaml', line: 136, column: 1 } },
    { key: 'GET /V1/products', method: 'GET', path: '/V1/products', editions: ['open-source', 'commerce'], since: '2.0', until: null, platformModule: 'Magento_Catalog', location: { file: 'catalog.yaml', line: 90, column: 1 } },
    { key: 'POST /V1/products', method: 'POST', path: '/V1/products', editions: ['open-source', 'commerce'], since: '2.0', until: null, platformModule: 'Magento_Catalog', location: { file: 'catalog.yaml', line: 9, column: 1 } },
  ]),
  markers: null,
  serviceTags: new Map(),
};

const rows = [
  { route: 'GET /V1/gift-wrappings', cells: { oss: cell('absent', false), ee: cell('pass', true, ['presence.route-present']) } },
  { route: 'GET /V1/products', cells: { oss: cell('pass', true, ['schema.response-valid']), ee: cell('fail', true, [], ['schema.response-valid']) } },
  { route: 'POST /V1/products', cells: { oss: cell('skip', null, [], [], [{ check: 'write.read-back', reason: 'writes are denied' }]), ee: cell('pass', true, ['write.read-back']) } },
  { route: 'GET /V1/store/storeViews', cells: { oss: cell('pass', true, ['presence.route-present']), ee: cell('pass', true, ['presence.route-present']) } },
];
const summary = summarizePair({ attribution: ctx, base: 'oss', other: 'ee', rows, variants: [], features: [], breaking: [] });
const changes = pairChanges({
  ctx,
  rows,
  summary,
  findings: [
    { rule: 'route.added', subject: 'GET /V1/gift-wrappings', breaking: false, cause: { id: 'cause.edition', evidence: [], missing: [] }, module: 'Magento_GiftWrapping' },
    { rule: 'route.added', subject: 'GET /V1/returns', breaking: false, cause: { id: 'cause.edition', evidence: [], missing: [] }, module: 'Magento_Rma' },
    { rule: 'definition.added', subject: 'rma-data-rma-interface', breaking: false, cause: { id: 'cause.edition', evidence: [], missing: [] }, module: 'Magento_Rma' },
  ],
});

test('one entry per route: appears (a run or only the schemas show it), answers otherwise, by cause then module', () => {
  assert.deepEqual(changes.routes.map((r) => [r.route, r.change, r.cause.id, r.module]), [
    ['GET /V1/gift-wrappings', 'appears', 'cause.edition', 'Magento_GiftWrapping'],
    ['GET /V1/returns', 'appears', 'cause.edition', 'Magento_Rma'],
    ['GET /V1/products', 'answers-otherwise', 'cause.behaviour', 'Magento_Catalog'],
  ]);
  assert.deepEqual(changes.routes[0]?.what, ['served on ee only', 'published schema: route.added']);
  assert.deepEqual(changes.routes[2]?.what, ['schema.response-valid: pass on oss, fail on ee']);
  assert.equal(changes.routes[0]?.cause.evidence.filter((e) => e.kind === 'contract-edition').length, 1, 'the same evidence once');
});

test('a row only one side judged is not compared, and not counted', () => {
  assert.deepEqual(changes.notCompared.map((r) => [r.route, r.cause.id]), [['POST /V1/products', 'cause.run']]);
  assert.deepEqual(changes.notCompared[0]?.cause.evidence, [{ kind: 'not-judged', check: 'write.read-back', on: 'oss', reason: 'writes are denied' }]);
});

test('the schema\'s other findings, and the counts by cause and module the chart draws', () => {
  assert.deepEqual(changes.schema.map((s) => s.subject), ['rma-data-rma-interface']);
  assert.deepEqual(changes.byCause, { 'cause.release': 0, 'cause.edition': 3, 'cause.module': 0, 'cause.behaviour': 1, 'cause.run': 0, 'cause.unknown': 0 });
  assert.deepEqual(changes.byModule.map((m) => [m.module, m.total, m.counts['cause.edition'], m.counts['cause.behaviour']]), [['Magento_Rma', 2, 2, 0], ['Magento_Catalog', 1, 0, 1], ['Magento_GiftWrapping', 1, 1, 0]]);
});
