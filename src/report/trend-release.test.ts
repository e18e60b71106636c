// The trend names a release change between two nights as the fingerprints placed them ("release 2.4.6 → 2.4.7"),
// splits the published schema's changes into what the release explains and the rest, and tells a placement that
// moved (spans that share releases) from another release. Nights written here: a run file and the schema it saved.

import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildTrend } from './commands.ts';
import { RUN_FORMAT } from './run.ts';
import { renderTrendHtml, renderTrendMarkdown } from './trend-render.ts';
import { schemaSection } from './commands.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-trend-release-'));
after(() => rmSync(dir, { recursive: true, force: true }));

type Span = { lo: { release: string; inclusive: boolean } | null; hi: { release: string; inclusive: boolean } | null };
const minor = (m: string, next: string): { name: string; span: Span } => ({ name: `${m}, some patch level`, span: { lo: { release: m, inclusive: true }, hi: { release: next, inclusive: false } } });
const WIDE = { name: '2.4.5 – 2.4.x', span: { lo: { release: '2.4.5', inclusive: true }, hi: { release: '2.4', inclusive: true } } };

const op = (ref: string) => ({ responses: { '200': { description: 'ok', schema: { $ref: `#/definitions/${ref}` } } } });
const obj = (properties: string[]) => ({ type: 'object', properties: Object.fromEntries(properties.map((p) => [p, { type: 'string' }])) });

/** The admin's schema of a 2.4 installation: 2.4.6 publishes rule_id, 2.4.7 rule_i_d and the is-filterable route. */
function schema(release: '2.4.6' | '2.4.7', extra: { giftWrapping?: boolean } = {}): object {
  const paths: Record<string, object> = { '/V1/products/attributes/{attributeCode}': { get: op('catalog-data-product-attribute-interface') } };
  if (release === '2.4.7') paths['/V1/products/attributes/{attributeCode}/is-filterable'] = { get: op('catalog-data-product-attribute-interface') };
  if (extra.giftWrapping) paths['/V1/gift-wrappings/{id}'] = { get: op('gift-wrapping-data-wrapping-interface') };
  const definitions: Record<string, object> = {
    'catalog-data-product-attribute-interface': obj(['attribute_code']),
    'sales-rule-data-rule-discount-interface': obj([release === '2.4.6' ? 'rule_id' : 'rule_i_d', 'discount_data']),
  };
  if (extra.giftWrapping) definitions['gift-wrapping-data-wrapping-interface'] = obj(['wrapping_id']);
  return { swagger: '2.0', info: { title: 'Magento', version: '2.4' }, basePath: '/rest/all', paths, definitions };
}

let day = 0;
function night(name: string, placed: { name: string; span: Span }, published: object): string {
  const runDir = join(dir, name);
  mkdirSync(runDir, { recursive: true });
  day++;
  const fingerprint = { baseUrl: 'https://staging.example.com', storeCode: 'default', embedded: false, edition: 'open-source', editionFrom: 'detected', release: '2.4', releaseFrom: 'detected', releaseSpan: placed.span, releaseName: placed.name, releaseEvidence: [], releaseEvidenceIgnored: [], schemaInfo: { title: 'Magento', version: '2.4' }, startedAt: `2026-12-0${day}T02:00:00.000Z` };
  writeFileSync(join(runDir, 'conformance.json'), JSON.stringify({ format: RUN_FORMAT, status: 'passed', projects: ['commerce'], fingerprint, tests: [] }));
  writeFileSync(join(runDir, 'published-schema.json'), JSON.stringify(published));
  return runDir;
}

test('2.4.6 → 2.4.7: the release change is named, and the schema changes split into the release\'s and the rest', () => {
  const trend = buildTrend([night('n246', minor('2.4.6', '2.4.7'), schema('2.4.6')), night('n247', minor('2.4.7', '2.4.8'), schema('2.4.7', { giftWrapping: true }))]);
  const step = trend.steps[0];
  assert.ok(step?.schema?.split, step?.schema?.unavailable ?? 'no split');
  assert.deepEqual(step.fingerprint.map((f) => [f.rule, f.message]), [
    ['fingerprint.release-changed', 'release 2.4.6 → 2.4.7 between n246 and n247'],
    ['fingerprint.schema-changed', 'published schema changed between n246 and n247: 1 breaking of 5 finding(s); 3 the release\'s own (2.4.6 → 2.4.7), 2 the rest'],
  ]);
  assert.deepEqual([step.fingerprint[0]?.before, step.fingerprint[0]?.after], ['2.4.6, some patch level', '2.4.7, some patch level']);
  const split = step.schema.split;
  assert.deepEqual(split.release.map((f) => [f.subject, f.marker]), [
    ['sales-rule-data-rule-discount-interface.rule_id', 'sales-rule.discount-rule-id'],
    ['GET /V1/products/attributes/{attributeCode}/is-filterable', 'catalog.attribute-is-filterable-get-route'],
    ['sales-rule-data-rule-discount-interface.rule_i_d', 'sales-rule.discount-rule-i-d'],
  ]);
  assert.deepEqual(split.rest.map((f) => f.subject), ['GET /V1/gift-wrappings/{id}', 'gift-wrapping-data-wrapping-interface']);
  assert.deepEqual(trend.summary?.release, { base: '2.4.6', other: '2.4.7', crossing: 'crossed', schema: { release: 3, rest: 2, undecided: 0 } });
  assert.match(trend.summary?.kinds.find((k) => k.kind === 'schema.breaking')?.items[0]?.detail ?? '', /rule_id was removed \(the release: sales-rule\.discount-rule-id, removed in 2\.4\.7\)$/);
  assert.deepEqual(trend.runs.map((r) => r.headline.release), ['2.4.6, some patch level', '2.4.7, some patch level']);

  const md = renderTrendMarkdown(trend, schemaSection);
  assert.match(md, /Release 2\.4\.6 → 2\.4\.7: of the 5 schema difference\(s\), 3 explained by the release \(its markers\), 2 the rest \(edition, modules, extensions\)\./);
  assert.match(md, /- \*\*release 2\.4\.6 → 2\.4\.7 between n246 and n247\*\* \(`fingerprint\.release-changed`\)/);
  const section = md.slice(md.indexOf('#### Published schema: n246 → n247'));
  assert.match(section, /\*\*What the release explains\*\* \(`release`, 3\):\n\n\| finding \| rule \| marker \| why \|\n\|---\|---\|---\|---\|\n\| `sales-rule-data-rule-discount-interface.rule_id` \| `field.removed` \(breaking\) \| `sales-rule.discount-rule-id` \| removed in 2.4.7 \|/);
  assert.match(section, /\*\*The rest: edition, modules, extensions\*\* \(`rest`, 2\):\n\n[^\n]+\n[^\n]+\n\| `GET \/V1\/gift-wrappings\/\{id\}` \| `route.added` \| – \| no release marker covers it \|/);
  const html = renderTrendHtml(trend, schemaSection);
  assert.match(html, /<tr data-attribution="release" data-finding-rule="route.added" data-marker="catalog.attribute-is-filterable-get-route">/);
  assert.match(html, /<table class="split" data-attribution="rest">/);
  assert.match(html, /<p class="release" data-crossing="crossed">Release 2\.4\.6 → 2\.4\.7: /);
});

test('a placement that moved but may be the same release is not a release change; its schema changes are not attributed', () => {
  const trend = buildTrend([night('p247', minor('2.4.7', '2.4.8'), schema('2.4.7')), night('pwide', WIDE, schema('2.4.7', { giftWrapping: true }))]);
  const step = trend.steps[0];
  assert.deepEqual(step?.fingerprint.map((f) => f.rule), ['fingerprint.release-placement-changed', 'fingerprint.schema-changed']);
  assert.equal(step?.fingerprint[0]?.message, 'release placed at 2.4.5 – 2.4.x, was 2.4.7 between p247 and pwide (the two spans share releases: not necessarily another release)');
  assert.equal(step?.fingerprint[1]?.message, 'published schema changed between p247 and pwide: 0 breaking of 2 finding(s)', 'no split named where none was decided');
  assert.equal(step?.schema?.split?.crossing, 'unknown');
  assert.deepEqual(step?.schema?.split?.undecided.map((f) => f.subject), ['GET /V1/gift-wrappings/{id}', 'gift-wrapping-data-wrapping-interface']);
  assert.match(renderTrendMarkdown(trend, schemaSection), /\*\*Not attributed \(the two may be one release\)\*\* \(`undecided`, 2\):/);
});

test('the same release on both nights: no release change, and a route the release has that went missing is the rest', () => {
  const trend = buildTrend([night('s1', minor('2.4.7', '2.4.8'), schema('2.4.7')), night('s2', minor('2.4.7', '2.4.8'), schema('2.4.6'))]);
  const step = trend.steps[0];
  assert.deepEqual(step?.fingerprint.map((f) => f.rule), ['fingerprint.schema-changed']);
  assert.match(step?.fingerprint[0]?.message ?? '', /; none the release's \(both 2\.4\.7\)$/);
  const removed = step?.schema?.split?.rest.find((f) => f.rule === 'route.removed');
  assert.deepEqual([removed?.marker, removed?.why], ['catalog.attribute-is-filterable-get-route', 'catalog.attribute-is-filterable-get-route does not change between 2.4.7 and 2.4.7']);
});
