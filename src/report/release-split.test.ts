// The split of a schema difference by release, over the project's markers: what 2.4.6 → 2.4.7 changed is the
// release's own, what the edition or a module changed is the rest, the same release explains nothing, and spans that
// may be one release decide nothing.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { projectMarkers } from '../contracts/release-markers.ts';
import { spanOf, type ReleaseSpan } from '../contracts/release-span.ts';
import type { DiffFinding, DiffRuleId } from './schema-diff.ts';
import { markerChange, splitByRelease, type ReleasePlacement } from './release-split.ts';

const minor = (m: string, next: string): ReleasePlacement => ({ releaseName: `${m}, some patch level`, releaseSpan: { lo: { release: m, inclusive: true }, hi: { release: next, inclusive: false } } });
const R246 = minor('2.4.6', '2.4.7');
const R247 = minor('2.4.7', '2.4.8');
const R248 = minor('2.4.8', '2.4.9');
const exact = (r: string): ReleasePlacement => ({ releaseName: r, releaseSpan: spanOf(r) });
const WIDE: ReleasePlacement = { releaseName: '2.4.5 – 2.4.x', releaseSpan: { lo: { release: '2.4.5', inclusive: true }, hi: { release: '2.4', inclusive: true } } };

const BREAKING = new Set<DiffRuleId>(['route.removed', 'definition.removed', 'field.removed', 'field.type-changed']);
const f = (rule: DiffRuleId, subject: string): DiffFinding => ({ rule, subject, message: `${subject} (${rule})`, breaking: BREAKING.has(rule) });

/** What the reference's 2.4.6 and 2.4.7 profiles publish differently (their published-schema.json compared). */
const RELEASE_246_247: DiffFinding[] = [
  f('field.removed', 'sales-rule-data-rule-discount-interface.rule_id'),
  f('route.added', 'GET /V1/products/attributes/{attributeCode}/is-filterable'),
  f('route.added', 'PUT /V1/products/attributes/{attributeCode}/is-filterable/{isFilterable}'),
  f('definition.added', 'tax-data-order-tax-extension-interface'),
  f('definition.added', 'tax-data-order-tax-interface'),
  f('definition.added', 'tax-data-order-tax-item-extension-interface'),
  f('definition.added', 'tax-data-order-tax-item-interface'),
  f('field.added', 'sales-data-order-extension-interface.additional_itemized_taxes'),
  f('field.added', 'sales-data-order-extension-interface.taxes'),
  f('field.added', 'sales-data-order-item-extension-interface.itemized_taxes'),
  f('field.added', 'sales-rule-data-rule-discount-interface.rule_i_d'),
  f('field.added', 'vault-data-payment-token-interface.website_id'),
];
/** What the edition and the modules change. */
const REST: DiffFinding[] = [
  f('route.added', 'GET /V1/gift-wrappings/{id}'),
  f('definition.added', 'gift-wrapping-data-wrapping-interface'),
  f('field.type-changed', 'catalog-data-product-interface.price'),
  f('field.added', 'sales-data-order-extension-interface.gift_cards'),
];

const markers = projectMarkers();

test('2.4.6 → 2.4.7: every difference the release made is the release\'s, with its marker; the edition\'s are the rest', () => {
  const split = splitByRelease([...RELEASE_246_247, ...REST], R246, R247, markers);
  assert.equal(split.crossing, 'crossed');
  assert.equal(`${split.base} → ${split.other}`, '2.4.6 → 2.4.7');
  assert.deepEqual(split.release.map((x) => x.subject), RELEASE_246_247.map((x) => x.subject), 'in the difference\'s order');
  assert.deepEqual(split.rest.map((x) => x.subject), REST.map((x) => x.subject));
  assert.deepEqual(split.undecided, []);
  const by = (subject: string) => split.release.find((x) => x.subject === subject);
  assert.equal(by('GET /V1/products/attributes/{attributeCode}/is-filterable')?.marker, 'catalog.attribute-is-filterable-get-route');
  assert.equal(by('GET /V1/products/attributes/{attributeCode}/is-filterable')?.why, 'introduced in 2.4.7');
  assert.equal(by('sales-rule-data-rule-discount-interface.rule_id')?.marker, 'sales-rule.discount-rule-id');
  assert.equal(by('sales-rule-data-rule-discount-interface.rule_id')?.why, 'removed in 2.4.7');
  assert.equal(by('tax-data-order-tax-item-extension-interface')?.marker, 'tax.order-tax-item-definition', 'a generated extension interface goes with its definition');
  assert.ok(split.release.every((x) => x.attribution === 'release'));
  assert.ok(split.rest.every((x) => x.attribution === 'rest' && x.marker === null && x.why === 'no release marker covers it'));
  assert.equal(split.summary, 'release 2.4.6 → 2.4.7: 12 of 16 schema difference(s) explained by the release (its markers), 4 the rest (edition, modules, extensions)');
  // The markers of the releases crossed, including those the schema difference cannot show (a 2.4.7 behaviour: none).
  const crossed = split.markers.map((m) => `${m.id} ${m.change}`);
  for (const id of ['catalog.attribute-is-filterable-get-route appears', 'sales-rule.discount-rule-id disappears', 'tax.order-taxes appears']) assert.ok(crossed.includes(id), id);
  assert.ok(!crossed.some((c) => c.startsWith('customer.activate-route')), '2.4.9 is not crossed');
  assert.ok(crossed.includes('webapi.unsupported-method-405 appears') === false, '405 came with 2.4.5 – 2.4.6-p1: both sides have it');
  assert.equal(split.markers.find((m) => m.id === 'sales-rule.discount-rule-id')?.when, 'removed in 2.4.7');
});

test('2.4.7 → 2.4.6 (a downgrade): the same subjects, the other way round', () => {
  const reversed = RELEASE_246_247.map((x) => f(x.rule.replace('.added', '.@').replace('.removed', '.added').replace('.@', '.removed') as DiffRuleId, x.subject));
  const split = splitByRelease(reversed, R247, R246, markers);
  assert.equal(split.release.length, reversed.length, split.rest.map((x) => x.subject).join('\n'));
  assert.equal(split.release.find((x) => x.subject.endsWith('is-filterable'))?.why, 'introduced in 2.4.7');
  assert.equal(split.release.find((x) => x.subject.endsWith('.rule_id'))?.why, 'removed in 2.4.7');
});

test('a difference in the wrong direction, or one the marker says both releases have, is the rest', () => {
  const split = splitByRelease([f('route.removed', 'GET /V1/products/attributes/{attributeCode}/is-filterable'), f('field.added', 'sales-rule-data-rule-discount-interface.rule_id')], R246, R247, markers);
  assert.deepEqual(split.release, []);
  assert.deepEqual(split.rest.map((x) => [x.marker, x.why]), [
    ['catalog.attribute-is-filterable-get-route', 'catalog.attribute-is-filterable-get-route does not change between 2.4.6 and 2.4.7'],
    ['sales-rule.discount-rule-id', 'sales-rule.discount-rule-id does not change between 2.4.6 and 2.4.7'],
  ]);
  const later = splitByRelease([f('route.removed', 'GET /V1/products/attributes/{attributeCode}/is-filterable')], R247, R248, markers);
  assert.equal(later.rest[0]?.why, 'catalog.attribute-is-filterable-get-route does not change between 2.4.7 and 2.4.8', 'a module or an extension, not 2.4.8');
});

test('2.4.7 → 2.4.8: a removal the release made', () => {
  const split = splitByRelease([f('route.removed', 'POST /V1/tfa/provider/duo_security/get-authentication-data')], R247, R248, markers);
  assert.deepEqual(split.release.map((x) => [x.marker, x.why]), [['two-factor-auth.duo-authentication-data-route', 'removed in 2.4.8']]);
  assert.ok(split.markers.some((m) => m.id === 'integration.customer-token-401' && m.change === 'appears'), 'a marker the schema difference cannot show is still listed');
});

test('a possible backport: the newer state seen on an earlier line is the release\'s, said so', () => {
  const split = splitByRelease([f('field.added', 'vault-data-payment-token-interface.website_id')], exact('2.4.6-p1'), exact('2.4.6-p9'), markers);
  assert.equal(split.crossing, 'crossed');
  assert.deepEqual(split.release.map((x) => x.why), ['introduced in 2.4.7, possibly backported']);
  assert.ok(!split.markers.some((m) => m.id === 'vault.payment-token-website-id'), 'not listed as a marker of the releases crossed');
});

test('the same release explains nothing; spans that may be one release decide nothing', () => {
  const same = splitByRelease([...RELEASE_246_247, ...REST], R247, R247, markers);
  assert.equal(same.crossing, 'same');
  assert.equal(same.release.length, 0);
  assert.equal(same.rest.length, 16);
  assert.match(same.rest.find((x) => x.subject.endsWith('is-filterable'))?.why ?? '', /does not change between 2\.4\.7 and 2\.4\.7/);
  assert.equal(same.summary, 'both at release 2.4.7: none of the 16 schema difference(s) is the release\'s; they are the edition, modules or extensions');
  const configured = splitByRelease(REST, exact('2.4.6-p8'), exact('2.4.6-p8'), markers);
  assert.equal(configured.crossing, 'same');
  const wide = splitByRelease(RELEASE_246_247, WIDE, R247, markers);
  assert.equal(wide.crossing, 'unknown');
  assert.deepEqual([wide.release.length, wide.rest.length, wide.undecided.length], [0, 0, 12]);
  assert.equal(wide.summary, 'releases 2.4.5 – 2.4.x and 2.4.7 may be one release: the 12 schema difference(s) are neither attributed to the release nor to the rest');
  const lines = splitByRelease(REST, exact('2.4'), exact('2.4'), markers);
  assert.equal(lines.crossing, 'unknown', 'two installations known only as "some 2.4" may be different releases');
});

test('markerChange: a subject appears or disappears only across the change, every release of each side agreeing', () => {
  const m = markers.markers.find((x) => x.id === 'webapi.unsupported-method-405');
  assert.ok(m);
  const span = (lo: string, hi: string): ReleaseSpan => ({ lo: { release: lo, inclusive: true }, hi: { release: hi, inclusive: false } });
  assert.equal(markerChange(m, span('2.4.4', '2.4.5'), span('2.4.7', '2.4.8')), 'appears');
  assert.equal(markerChange(m, span('2.4.4', '2.4.6'), span('2.4.7', '2.4.8')), null, '2.4.5 may have it already');
  assert.equal(markerChange(m, span('2.4.4', '2.4.6'), span('2.4.7', '2.4.8'), 'possible'), 'appears', 'but a difference seen there fits it');
  assert.equal(markerChange(m, span('2.4.4', '2.4.5'), span('2.4.6', '2.4.7')), null, '2.4.6 before -p1 may lack it');
  assert.equal(markerChange(m, span('2.4.7', '2.4.8'), span('2.4.7', '2.4.8')), null);
  assert.equal(markerChange(m, span('2.4.7', '2.4.8'), span('2.4.4', '2.4.5')), 'disappears', 'a downgrade');
});
