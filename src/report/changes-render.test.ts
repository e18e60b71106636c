import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { emptyCauseCounts } from './cause.ts';
import { CHART_MODULES, chartBars, changesHtml, changesMarkdown } from './changes-render.ts';
import type { ModuleCounts, PairChanges } from './integration-changes.ts';

const counts = (module: string | null, edition: number, unknown = 0): ModuleCounts => ({ module, counts: { ...emptyCauseCounts(), 'cause.edition': edition, 'cause.unknown': unknown }, total: edition + unknown });

test('the chart draws the modules with most differences, sums the rest into one bar, and keeps those of no module last', () => {
  const many = [...Array.from({ length: CHART_MODULES + 2 }, (_, i) => counts(`Magento_M${i}`, 20 - i)), counts(null, 0, 3)];
  const bars = chartBars(many);
  assert.equal(bars.length, CHART_MODULES + 2);
  assert.deepEqual(bars[CHART_MODULES], { label: '2 other modules', values: { ...emptyCauseCounts(), 'cause.edition': 8 + 7 } });
  assert.deepEqual(bars[CHART_MODULES + 1]?.label, '(no module known)');
});

const changes: PairChanges = {
  base: 'oss',
  other: 'ee',
  routes: [{ route: 'GET /V1/returns', module: 'Magento_Rma', change: 'appears', what: ['served on ee only'], cause: { id: 'cause.edition', evidence: [{ kind: 'contract-edition', contract: 'contracts/rma.yaml:136', editions: ['commerce'], module: 'Magento_Rma', presentOn: 'ee', absentOn: 'oss' }], missing: [] } }],
  notCompared: [],
  schema: [{ rule: 'field.added', subject: 'sales-data-order-extension-interface.gw_id', breaking: false, module: 'Magento_Sales', cause: { id: 'cause.unknown', evidence: [], missing: ['the module that adds the extension attribute'] } }],
  byCause: { ...emptyCauseCounts(), 'cause.edition': 1, 'cause.unknown': 1 },
  byModule: [counts('Magento_Rma', 1), counts('Magento_Sales', 0, 1)],
};

test('Markdown: the counts, the numbers the chart draws, each route with its cause and evidence', () => {
  const md = changesMarkdown(changes);
  assert.match(md, /1 route\(s\) change for an integration \(0 disappear, 1 appear, 0 answer otherwise\), and 1 other difference\(s\) of the published schemas \(definitions, fields\)\. By cause: the edition 1, undecided 1\./);
  assert.match(md, /\| Magento_Rma \| 0 \| 1 \| 0 \| 0 \| 0 \| 0 \| 1 \|/);
  assert.match(md, /\| The edition \(`cause\.edition`\) \| Magento_Rma \| `GET \/V1\/returns` \| served on ee only \| the edition: contracts\/rma\.yaml:136: editions commerce \(Magento_Rma\), so on ee and not on oss \|/);
  assert.match(md, /undecided: missing the module that adds the extension attribute/);
});

test('HTML: the chart with its caption, the routes table and the schema\'s findings, each with its cause label', () => {
  const html = changesHtml(changes);
  assert.match(html, /<figure class="chart-figure"><svg id="chart-oss-ee" class="chart" role="img"/);
  assert.match(html, /<tr data-route="GET \/V1\/returns" data-cause="cause\.edition"><td><span class="cause" data-cause="cause\.edition">The edition<\/span><\/td>/);
  assert.match(html, /<tr data-subject="sales-data-order-extension-interface\.gw_id" data-cause="cause\.unknown">/);
});
