import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { installationNotes } from './installation-notes.ts';

const real = (name: string): string[] => JSON.parse(readFileSync(new URL(`../../tests/corpus/real-modules/${name}`, import.meta.url), 'utf8')) as string[];

test('an installation without a search engine module is said once, with what to configure; the real pair of the project has none', () => {
  for (const name of ['open-source-2.4.7-p3.json', 'commerce-2.4.6-p1.json']) {
    const notes = installationNotes({ release: '2.4', modules: { enabled: real(name), source: 'GET /V1/modules (admin token)', problem: null } });
    assert.equal(notes.length, 1, name);
    assert.match(notes[0] ?? '', /^The installation enables no search engine module .* Configure OpenSearch or Elasticsearch/);
  }
});

test('an installation with one, one before 2.4 (MySQL search), a release not known, a module list not read and an older run file without one: nothing to say', () => {
  assert.deepEqual(installationNotes({ release: '2.4.7', modules: { enabled: ['Magento_Catalog', 'Magento_OpenSearch'], source: 'x', problem: null } }), []);
  assert.deepEqual(installationNotes({ release: '2.3.7', modules: { enabled: ['Magento_Catalog'], source: 'x', problem: null } }), []);
  assert.deepEqual(installationNotes({ release: null, modules: { enabled: ['Magento_Catalog'], source: 'x', problem: null } }), []);
  assert.deepEqual(installationNotes({ modules: { enabled: null, source: null, problem: 'no identity answers as the admin' } }), []);
  assert.deepEqual(installationNotes({}), []);
});
