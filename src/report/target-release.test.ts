// What reports read of a target's release from its fingerprint: the name global setup gave it, its span and the
// markers that placed it; older fingerprints (only `release`) and malformed spans fall back to what `release` means.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { describeSpan } from '../contracts/release-span.ts';
import { releaseText } from './diff-render.ts';
import { columnHeading } from './target.ts';
import { releaseOfFingerprint, shortReleaseName, spanOfFingerprint } from './target-release.ts';

const DETECTED_247 = {
  release: '2.4',
  releaseFrom: 'detected',
  releaseName: '2.4.7, some patch level',
  releaseSpan: { lo: { release: '2.4.7', inclusive: true }, hi: { release: '2.4.8', inclusive: false } },
  releaseEvidence: [
    { seen: 'the published schema has route GET /V1/products/attributes/{attributeCode}/is-filterable (introduced in 2.4.7)', allows: '2.4.7 – 2.4.x', origin: { kind: 'marker', id: 'catalog.attribute-is-filterable-get-route', module: 'Magento_Catalog', source: 'AD', at: 'markers.yaml:1' } },
    { seen: 'a guest call to GET /V1/stockItems/:productSku was refused naming Magento_Catalog::catalog_inventory', allows: '2.4.1 – 2.4.x', origin: { kind: 'refusal', route: 'GET /V1/stockItems/:productSku' } },
    { seen: 'the published schema lacks response 401 of POST /V1/integration/customer/token (introduced in 2.4.8)', allows: 'before 2.4.8', origin: { kind: 'marker', id: 'integration.customer-token-401', module: 'Magento_Integration', source: 'AD', at: 'markers.yaml:2' } },
  ],
};

test('a detected release: the name, the span and the markers global setup recorded', () => {
  const r = releaseOfFingerprint(DETECTED_247);
  assert.equal(r.name, '2.4.7, some patch level');
  assert.equal(describeSpan(r.span), '2.4.7, some patch level');
  assert.deepEqual(r.markers, ['catalog.attribute-is-filterable-get-route', 'integration.customer-token-401'], 'markers only, not refusals');
  assert.equal(shortReleaseName(r.name, r.span), '2.4.7');
});

test('a fingerprint from before markers: the span its release means', () => {
  const configured = releaseOfFingerprint({ release: '2.4.6-p8', releaseFrom: 'configured' });
  assert.equal(configured.name, '2.4.6-p8');
  assert.equal(describeSpan(configured.span), '2.4.6-p8');
  assert.equal(shortReleaseName(configured.name, configured.span), '2.4.6-p8');
  const line = releaseOfFingerprint({ release: '2.4', releaseFrom: 'detected' });
  assert.equal(line.name, '2.4');
  assert.equal(describeSpan(line.span), 'some release of 2.4');
  const none = releaseOfFingerprint(null);
  assert.equal(none.name, null);
  assert.equal(describeSpan(none.span), 'any release');
  assert.equal(shortReleaseName(none.name, none.span), 'unknown');
});

test('a span that is not what global setup writes is not read', () => {
  assert.equal(spanOfFingerprint({ releaseSpan: { lo: { release: 'two', inclusive: true }, hi: null } }), null);
  assert.equal(spanOfFingerprint({ releaseSpan: { lo: { release: '2.4.7' }, hi: null } }), null);
  assert.deepEqual(spanOfFingerprint({ releaseSpan: { lo: null, hi: { release: '2.4.8', inclusive: false } } }), { lo: null, hi: { release: '2.4.8', inclusive: false } });
  assert.equal(describeSpan(releaseOfFingerprint({ release: '2.4', releaseSpan: 'wide' }).span), 'some release of 2.4', 'falls back to the line');
});

test('a wide span keeps its described name; columns and the targets table show it', () => {
  const r = releaseOfFingerprint({ release: '2.4', releaseFrom: 'detected', releaseName: '2.4.5 – 2.4.x', releaseSpan: { lo: { release: '2.4.5', inclusive: true }, hi: { release: '2.4', inclusive: true } } });
  assert.equal(shortReleaseName(r.name, r.span), '2.4.5 – 2.4.x');
  assert.equal(columnHeading({ label: 'staging', releaseName: r.name }), 'staging (2.4.5 – 2.4.x)');
  assert.equal(columnHeading({ label: 'staging', releaseName: null }), 'staging');
  const detected = releaseOfFingerprint(DETECTED_247);
  assert.equal(releaseText({ release: '2.4', releaseFrom: 'detected', releaseName: detected.name, releaseMarkers: detected.markers }), '2.4.7, some patch level (detected: line 2.4, 2 marker(s))');
  assert.equal(releaseText({ release: '2.4.6-p8', releaseFrom: 'configured', releaseName: '2.4.6-p8', releaseMarkers: [] }), '2.4.6-p8 (configured)');
  assert.equal(releaseText({ release: null, releaseFrom: 'unknown', releaseName: null, releaseMarkers: [] }), 'unknown');
});
