// diffSchemas and its renderers: every rule id on small fixtures (Swagger 2.0 before, OpenAPI 3 after), then release
// and edition diffs of real documents (samples in tests/corpus: chosen routes and every definition they reach), and
// the time a pair takes.

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { diffSchemas, DIFF_RULES, typeLabel, type SchemaDiff } from '../src/report/schema-diff.ts';
import { escapeHtml, renderSchemaDiffHtml, renderSchemaDiffMarkdown } from '../src/report/schema-diff-render.ts';
import { loadSchemaDocument, loadSchemaDocumentFromText, pathShape } from '../src/schema/index.ts';
import { corpusPath, readCorpus } from './helpers/corpus.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'schema');

function fixtureDiff(): SchemaDiff {
  return diffSchemas(
    loadSchemaDocument(path.join(FIXTURES, 'diff-before.json')),
    loadSchemaDocument(path.join(FIXTURES, 'diff-after.yaml')),
  );
}

test('routes: compared by method and shape; added, removed and response changes', () => {
  const diff = fixtureDiff();
  assert.deepEqual(diff.routesAdded, [{ method: 'POST', path: '/V1/returns' }]);
  assert.deepEqual(diff.routesRemoved, [{ method: 'GET', path: '/V1/legacy/{id}' }]);
  assert.deepEqual(diff.responsesChanged, [{ method: 'GET', path: '/V1/orders/{orderId}', from: 'order', to: 'order-v2' }]);
});

test('definitions: added, removed, and field changes of shared ones (inline objects included)', () => {
  const diff = fixtureDiff();
  assert.deepEqual(diff.definitions.added, ['order-v2', 'return']);
  assert.deepEqual(diff.definitions.removed, ['legacy-item']);
  assert.deepEqual(diff.definitions.changed, [
    { definition: 'order-item', fieldsAdded: [], fieldsRemoved: [], typeChanged: [], requiredChanged: [{ field: 'sku', from: 'required', to: 'optional' }] },
    {
      definition: 'product',
      fieldsAdded: ['color', 'dimensions.depth'],
      fieldsRemoved: ['weight'],
      typeChanged: [{ field: 'price', from: 'number', to: 'string' }],
      requiredChanged: [{ field: 'name', from: 'optional', to: 'required' }],
    },
  ]);
});

test('findings: every rule id appears, breaking first, in a stable order', () => {
  const diff = fixtureDiff();
  assert.deepEqual(
    diff.findings.map((finding) => `${finding.rule} ${finding.subject}`),
    [
      'route.removed GET /V1/legacy/{id}',
      'route.response-changed GET /V1/orders/{orderId}',
      'definition.removed legacy-item',
      'field.removed product.weight',
      'field.type-changed product.price',
      'field.became-required product.name',
      'route.added POST /V1/returns',
      'definition.added order-v2',
      'definition.added return',
      'field.added product.color',
      'field.added product.dimensions.depth',
      'field.became-optional order-item.sku',
    ],
  );
  assert.deepEqual(new Set(diff.findings.map((finding) => finding.rule)), new Set(DIFF_RULES.map((rule) => rule.id)));
  assert.deepEqual(diff.breaking, diff.findings.slice(0, 6));
  assert.ok(diff.breaking.every((finding) => finding.breaking));
  assert.equal(diff.findings.find((f) => f.rule === 'field.type-changed')?.message, 'product.price changed type from number to string');
  assert.deepEqual(fixtureDiff(), diff, 'deterministic');
});

test('a document diffed with itself, or with its other-dialect twin, has no findings', () => {
  const before = loadSchemaDocument(path.join(FIXTURES, 'diff-before.json'));
  assert.deepEqual(diffSchemas(before, before).findings, []);
  const swagger = loadSchemaDocument(path.join(FIXTURES, 'mini-swagger.json'));
  assert.deepEqual(diffSchemas(swagger, swagger).findings, []);
});

test('type labels read the same across dialects', () => {
  assert.equal(typeLabel({ $ref: '#/definitions/a' }, 'swagger-2.0'), typeLabel({ $ref: '#/components/schemas/a' }, 'openapi-3.0'));
  assert.equal(typeLabel({ type: 'array', items: { $ref: '#/definitions/a' } }, 'swagger-2.0'), 'array<a>');
  assert.equal(typeLabel({ type: 'string', format: 'date-time', nullable: true }, 'openapi-3.0'), 'string(date-time)|null');
  assert.equal(typeLabel({ properties: {} }, 'swagger-2.0'), 'object');
  assert.equal(typeLabel({}, 'swagger-2.0'), 'any');
});

test('Markdown rendering: summary, breaking section first, grouped by rule, text escaped', () => {
  const markdown = renderSchemaDiffMarkdown(fixtureDiff());
  assert.match(markdown, /^# Schema diff\n/);
  assert.match(markdown, /\| Breaking findings \| 6 \|/);
  assert.ok(markdown.indexOf('## Breaking changes') < markdown.indexOf('## Other changes'));
  assert.match(markdown, /### Route removed \(`route\.removed`, 1\)\n\n- GET \/V1\/legacy\/\{id\} is no longer published/);
  assert.match(markdown, /- product\.dimensions\.depth was added/);
  assert.match(markdown, /field\.became-optional/);
  const empty = renderSchemaDiffMarkdown(diffSchemas(loadSchemaDocument(path.join(FIXTURES, 'diff-before.json')), loadSchemaDocument(path.join(FIXTURES, 'diff-before.json'))));
  assert.match(empty, /## Breaking changes\n\nNone\./);
});

test('HTML rendering: a whole page or a fragment, with every finding and nothing unescaped', () => {
  const diff = fixtureDiff();
  const page = renderSchemaDiffHtml(diff);
  assert.match(page, /^<!doctype html>/);
  assert.match(page, /<style>/);
  assert.equal((page.match(/<li data-rule=/g) ?? []).length, diff.findings.length);
  const fragment = renderSchemaDiffHtml(diff, { fragment: true });
  assert.match(fragment, /^<section class="schema-diff">/);
  assert.doesNotMatch(fragment, /<html|<style/);

  const hostile = loadSchemaDocumentFromText(
    JSON.stringify({ swagger: '2.0', info: { title: '<script>alert(1)</script>', version: '1' }, paths: { '/V1/<b>': { get: { responses: {} } } } }),
    'hostile.json',
  );
  const html = renderSchemaDiffHtml(diffSchemas(loadSchemaDocument(path.join(FIXTURES, 'diff-before.json')), hostile));
  assert.doesNotMatch(html, /<script>|<b>/);
  assert.match(html, /&lt;script&gt;/);
  assert.equal(escapeHtml(`a&"'<>`), 'a&amp;&quot;&#39;&lt;&gt;');
});

// --- real documents -------------------------------------------------------------------------------------------

interface SeedRoute {
  method: string;
  path: string;
  module: string;
  edition: string;
}

function seedRoutes(): SeedRoute[] {
  return readCorpus<{ routes: SeedRoute[] }>('platform-routes/seed-routes.json').routes;
}

function routeKeys(routes: ReadonlyArray<{ method: string; path: string }>): Set<string> {
  return new Set(routes.map((route) => `${route.method} ${pathShape(route.path)}`));
}

const PHP_ETL_2210 = corpusPath('published-schemas/php-etl-original/commerce-b2b-2.2.10.json');
const ADOBE_246 = corpusPath('published-schemas/adobedocs/admin-schema-2.4.6.json');

test('2.2.10 → 2.4.6: added routes are exactly the new ones, catalog routes included; known changes found', (t) => {
  const before = loadSchemaDocument(PHP_ETL_2210);
  const after = loadSchemaDocument(ADOBE_246);
  const diff = diffSchemas(before, after);
  const inBefore = routeKeys(listRoutes(before));
  const inAfter = routeKeys(listRoutes(after));
  const added = routeKeys(diff.routesAdded);
  const removed = routeKeys(diff.routesRemoved);
  // Against an independent reading of both documents' paths.
  assert.deepEqual([...added].sort(), [...inAfter].filter((key) => !inBefore.has(key)).sort());
  assert.deepEqual([...removed].sort(), [...inBefore].filter((key) => !inAfter.has(key)).sort());

  // The seed catalog: its routes that 2.4.6 has and 2.2.10 lacks are reported added; the others are not.
  const catalog = seedRoutes().map((route) => ({ ...route, key: `${route.method} ${pathShape(route.path)}` }));
  const newInCatalog = catalog.filter((route) => inAfter.has(route.key) && !inBefore.has(route.key));
  assert.deepEqual(newInCatalog.filter((route) => !added.has(route.key)), []);
  assert.deepEqual(catalog.filter((route) => inBefore.has(route.key) && added.has(route.key)), []);

  // Known history (facts.md 22-25, 30): TFA and MSI arrived in 2.3/2.4, revoke-customer-token in 2.4.x;
  // Temando and Amazon Pay routes left the bundle.
  for (const key of ['POST /V1/tfa/provider/google/authenticate', 'GET /V1/inventory/sources', 'POST /V1/integration/customer/revoke-customer-token', 'GET /V1/bulk']) {
    assert.ok(added.has(key), `${key} added`);
  }
  assert.ok(diff.routesRemoved.some((route) => route.path.startsWith('/V1/temando/')), 'Temando routes removed');
  assert.ok(diff.routesRemoved.some((route) => route.path.startsWith('/V1/amazon')), 'Amazon Pay routes removed');
  t.diagnostic(
    `2.2.10 → 2.4.6: ${diff.routesAdded.length} routes added, ${diff.routesRemoved.length} removed, ${diff.breaking.length} breaking findings; ` +
      `seed catalog routes new in 2.4.6: ${newInCatalog.length}${newInCatalog.length === 0 ? ' (every catalog route 2.4.6 publishes is already in 2.2.10)' : ''}`,
  );
});

function listRoutes(loaded: ReturnType<typeof loadSchemaDocument>): Array<{ method: string; path: string }> {
  const paths = loaded.document.paths as unknown as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([route, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'post', 'put', 'delete', 'patch'].includes(key))
      .map((method) => ({ method: method.toUpperCase(), path: route })),
  );
}

test('commerce 2.4.7 vs the real open-source 2.4.7: commerce-only modules are among the routes only in commerce', (t) => {
  const commerce = loadSchemaDocument(corpusPath('published-schemas/adobedocs/admin-schema-2.4.7.json'));
  const openSource = loadSchemaDocument(corpusPath('real-2.4.7-p3/schema-admin-all.json'));
  const diff = diffSchemas(commerce, openSource);
  const onlyInCommerce = routeKeys(diff.routesRemoved);
  const commerceRoutes = routeKeys(listRoutes(commerce));
  const modules = ['CustomerBalance', 'GiftCardAccount', 'GiftRegistry', 'GiftWrapping', 'Reward', 'Rma'];
  for (const module of modules) {
    const catalog = seedRoutes().filter((route) => route.edition === 'commerce' && route.module.startsWith(module));
    const published = catalog.filter((route) => commerceRoutes.has(`${route.method} ${pathShape(route.path)}`));
    assert.ok(published.length > 0, `${module}: the commerce document publishes some of its catalog routes`);
    const missing = published.filter((route) => !onlyInCommerce.has(`${route.method} ${pathShape(route.path)}`));
    assert.deepEqual(missing, [], `${module} routes listed as only in commerce`);
    t.diagnostic(`${module}: ${published.length} of ${catalog.length} catalog routes published by commerce 2.4.7, all only in commerce`);
  }
  // And nothing the open-source installation really serves is claimed to be commerce-only.
  const openSourceRoutes = routeKeys(listRoutes(openSource));
  assert.ok([...onlyInCommerce].every((key) => !openSourceRoutes.has(key)));
});

test('timing: the 2.2.10 → 2.4.6 samples, diff and both renderings', (t) => {
  const a = loadSchemaDocument(PHP_ETL_2210);
  const b = loadSchemaDocument(ADOBE_246);
  const started = performance.now();
  const diff = diffSchemas(a, b);
  const markdown = renderSchemaDiffMarkdown(diff);
  const html = renderSchemaDiffHtml(diff);
  const ms = performance.now() - started;
  assert.deepEqual([diff.a.operations, diff.b.operations], [listRoutes(a).length, listRoutes(b).length]);
  assert.ok(markdown.length > 0 && html.length > 0);
  const line = `php-etl 2.2.10 sample (${diff.a.operations} ops) → adobedocs 2.4.6 sample (${diff.b.operations} ops): diff + both renderings ${ms.toFixed(0)} ms, ${diff.findings.length} findings (${diff.breaking.length} breaking)`;
  t.diagnostic(line);
  console.log(line);
});
