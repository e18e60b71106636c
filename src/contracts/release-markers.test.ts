// The release markers file: the shipped one loads, and a bad one is reported problem by problem at file:line:col.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { MarkerFileError, parseReleaseMarkers, projectMarkers } from './release-markers.ts';

test('the shipped markers load: every marker has a module (or is a behaviour), a change and its source', () => {
  const m = projectMarkers();
  assert.ok(m.markers.length >= 15);
  for (const marker of m.markers) {
    assert.ok(marker.introduced !== null || marker.removed !== null, marker.id);
    assert.ok(marker.subject.kind === 'behaviour' ? marker.module === null : marker.module !== null && m.modules[marker.module] !== undefined, marker.id);
    assert.match(marker.at, /markers\.yaml:\d+$/);
  }
});

const HEAD = 'format: release-markers@1\nmodules:\n  Magento_Catalog: { services: catalog, definitions: catalog- }\nmarkers:\n';

function problems(text: string): string[] {
  try {
    parseReleaseMarkers('m.yaml', HEAD + text);
  } catch (e) {
    assert.ok(e instanceof MarkerFileError);
    return e.message.split('\n');
  }
  return [];
}

test('a good marker parses into its subject and life', () => {
  const m = parseReleaseMarkers('m.yaml', `${HEAD}  - id: a.b\n    kind: parameter\n    module: Magento_Catalog\n    route: PUT /V1/x/{id}\n    parameter: customerId\n    introduced: 2.0.0\n    removed: 2.4.8\n    backport: possible\n    source: somewhere\n`);
  assert.deepEqual(m.markers[0], { id: 'a.b', module: 'Magento_Catalog', subject: { kind: 'parameter', route: 'PUT /V1/x/{id}', parameter: 'customerId' }, introduced: '2.0.0', introducedBy: null, removed: '2.4.8', removedBy: null, backport: true, source: 'somewhere', at: 'm.yaml:5' });
});

test('every problem at its line: unknown module, bad release, missing source, a key of another kind, a removal before the introduction', () => {
  const out = problems([
    '  - id: a.one',
    '    kind: route',
    '    module: Magento_Nowhere',
    '    route: GET /V1/x',
    '    introduced: 2.4',
    '    source: s',
    '  - id: a.two',
    '    kind: route',
    '    module: Magento_Catalog',
    '    route: GET /V1/y',
    '    property: p',
    '    introduced: 2.4.7',
    '  - id: a.three',
    '    kind: route',
    '    module: Magento_Catalog',
    '    route: GET /V1/z',
    '    introduced: 2.4.7',
    '    removed: 2.4.6',
    '    source: s',
    '',
  ].join('\n'));
  assert.deepEqual(out.map((l) => l.replace(/  \(.*\)$/, '')), [
    'm.yaml:7:13  module Magento_Nowhere is not listed under modules',
    'm.yaml:9:17  introduced 2.4 is not a release',
    'm.yaml:15:5  a route marker has no "property"',
    'm.yaml:11:5  the marker has no source',
    'm.yaml:22:14  removed 2.4.6 is not after introduced 2.4.7',
  ]);
});

test('malformed YAML and a wrong format are one line each', () => {
  assert.match(problems('  - id: [')[0] ?? '', /^m\.yaml:\d+:\d+  malformed YAML/);
  assert.throws(() => parseReleaseMarkers('m.yaml', 'format: other\nmodules: {}\nmarkers: []\n'), /m\.yaml:1:9  format is "other"/);
});
