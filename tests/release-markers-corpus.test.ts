// The release markers against documents the platform published (tests/corpus/release-markers, PROVENANCE.md): each
// is placed at its own release, and a wrong guess never happens — the true release is inside the span, also when an
// extension backports a route, a module is disabled or the schema is a guest's.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { narrowRelease } from '../src/contracts/release-evidence.ts';
import { projectMarkers } from '../src/contracts/release-markers.ts';
import { readMarkers, viewOfSchema } from '../src/contracts/release-observe.ts';
import { describeSpan, intersect, isEmpty, spanOf, type ReleaseSpan } from '../src/contracts/release-span.ts';

type Doc = { info: { version: string }; paths: Record<string, Record<string, unknown>>; definitions: Record<string, unknown>; 'x-definition-names': string[] };

/** A corpus cut: the definitions the markers read are whole, the others are there by name (module presence). */
function doc(name: string): Doc {
  const d = JSON.parse(readFileSync(fileURLToPath(new URL(`./corpus/release-markers/${name}.json`, import.meta.url)), 'utf8')) as Doc;
  for (const n of d['x-definition-names']) d.definitions[n] ??= {};
  return d;
}

function place(d: Doc, line = '2.4', complete = true): ReturnType<typeof narrowRelease> {
  const readings = readMarkers(projectMarkers(), viewOfSchema(d, complete), {});
  return narrowRelease(spanOf(line), [], { published: null, refusals: new Map(), markers: readings }, (r) => r.key);
}

const inside = (release: string, span: ReleaseSpan) => !isEmpty(intersect(span, spanOf(release)));

test('a real Magento Open Source 2.4.7-p3 is placed at 2.4.7, with the markers that put it there', () => {
  const n = place(doc('real-2.4.7-p3-admin'));
  assert.equal(describeSpan(n.span), '2.4.7, some patch level');
  assert.ok(inside('2.4.7-p3', n.span));
  const ids = n.evidence.map((e) => (e.origin?.kind === 'marker' ? e.origin.id : ''));
  for (const id of ['catalog.attribute-is-filterable-get-route', 'sales-rule.discount-rule-i-d', 'integration.customer-token-401', 'quote.guest-cart-assign-customer-id', 'tax.order-tax-item-definition', 'tax.order-taxes', 'tax.order-additional-itemized-taxes']) assert.ok(ids.includes(id), `${id} placed it`);
  assert.deepEqual(n.ignored, []);
  for (const e of n.evidence) assert.ok(e.origin?.kind === 'marker' && e.origin.source.length > 0 && /markers\.yaml:\d+$/.test(e.origin.at), 'each piece names its marker, provenance and line');
});

test('Adobe\'s generated schemas of 2.4.6, 2.4.7, 2.4.8 and 2.4.9 are each placed at their release', () => {
  const want: Record<string, string> = { '2.4.6': '2.4.6, some patch level', '2.4.7': '2.4.7, some patch level', '2.4.8': '2.4.8, some patch level', '2.4.9': '2.4.9 – 2.4.x' };
  for (const [release, span] of Object.entries(want)) {
    const n = place(doc(`adobedocs-admin-${release}`));
    assert.equal(describeSpan(n.span), span, release);
    assert.ok(inside(release, n.span), `${release} is inside ${describeSpan(n.span)}`);
  }
});

test('an extension that backports a 2.4.7 route to 2.4.6: the contradiction is recorded and narrows nothing wrong', () => {
  const d = doc('adobedocs-admin-2.4.6');
  d.paths['/V1/products/attributes/{attributeCode}/is-filterable'] = { get: { tags: ['catalogProductAttributeIsFilterableManagementV1'] } };
  const n = place(d);
  assert.ok(inside('2.4.6', n.span), `2.4.6 is inside ${describeSpan(n.span)}`);
  const aside = n.ignored.find((e) => e.origin?.kind === 'marker' && e.origin.id === 'catalog.attribute-is-filterable-get-route');
  assert.ok(aside, 'the backported route is set aside');
  assert.match(aside.why ?? '', /^contradicts .*an extension may add what a later release has/);
});

test('a module the merchant disabled: its missing routes say nothing', () => {
  const d = doc('real-2.4.7-p3-admin');
  // Without Magento_Catalog: no catalog service, no catalog definition, no catalog route.
  for (const [path, item] of Object.entries(d.paths)) for (const [method, op] of Object.entries(item)) if (((op as { tags?: string[] }).tags ?? []).some((t) => /^catalog[A-Z]/.test(t) && !/^catalogInventory/.test(t))) delete d.paths[path]?.[method];
  d['x-definition-names'] = d['x-definition-names'].filter((n) => !n.startsWith('catalog-') || n.startsWith('catalog-inventory-'));
  d.definitions = Object.fromEntries(Object.entries(d.definitions).filter(([n]) => !n.startsWith('catalog-') || n.startsWith('catalog-inventory-')));
  const readings = readMarkers(projectMarkers(), viewOfSchema(d, true), {});
  const filterable = readings.find((r) => r.marker.id === 'catalog.attribute-is-filterable-get-route');
  assert.equal(filterable?.present, null);
  assert.match(filterable && filterable.present === null ? filterable.why : '', /shows no service or definition of Magento_Catalog/);
  assert.equal(describeSpan(place(d).span), '2.4.7, some patch level', 'the other modules still place it');
});

test('a guest\'s schema: the routes and definitions it lacks tell nothing (a field missing from a definition it has still does)', () => {
  const n = place(doc('adobedocs-admin-2.4.6'), '2.4', false);
  assert.ok(n.evidence.every((e) => !/^the published schema lacks (route|definition) /.test(e.seen)), n.evidence.map((e) => e.seen).join('\n'));
  assert.ok(n.evidence.some((e) => /lacks property sales-rule-data-rule-discount-interface\.rule_i_d/.test(e.seen)));
  assert.ok(inside('2.4.6', n.span));
});

test('behaviours: a JWT admin token and a 405 place the release from 2.4.4 and 2.4.5 on; their absence bounds it above', () => {
  const markers = projectMarkers();
  const seen = (b: Parameters<typeof readMarkers>[2]) => describeSpan(narrowRelease(spanOf('2.4'), [], { published: null, refusals: new Map(), markers: readMarkers(markers, null, b) }, (r) => r.key).span);
  assert.equal(seen({ 'admin-token-jwt': true }), '2.4.4 – 2.4.x');
  assert.equal(seen({ 'admin-token-jwt': false }), '2.4 – before 2.4.4');
  assert.equal(seen({ 'method-not-allowed-405': true }), '2.4.5 – 2.4.x');
  assert.equal(seen({ 'method-not-allowed-405': false }), '2.4 – before 2.4.6-p1', 'the validator came in 2.4.5 or as late as 2.4.6-p1: missing it only rules out 2.4.6-p1 on');
  assert.equal(seen({}), 'some release of 2.4');
});
