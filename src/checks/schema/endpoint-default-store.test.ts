import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, schemaEndpoint } from '../testing/published-schema.ts';
import { schemaEndpointDefaultStore } from './endpoint-default-store.ts';

const withBasePath = (basePath: unknown) => ({ answer: { status: 200, json: { ...ADMIN_DOC, basePath } } });

runCases(schemaEndpointDefaultStore, [
  { name: 'the store code all (the first document)', fake: { answer: schemaEndpoint }, want: { outcome: 'pass', note: '/rest/all' }, then: (f) => assert.deepEqual(f.observed, [['basePath', '/rest/all'], ['variant', 'schema-default-all']]) },
  { name: 'the default store view (the real 2.4.7-p3)', fake: withBasePath('/rest/default'), want: { outcome: 'pass', note: '/rest/default: the default store view (variant schema-default-store-view)' }, then: (f) => assert.deepEqual(f.observed[1], ['variant', 'schema-default-store-view']) },
  { name: 'no code in the base path: the default store view', fake: withBasePath('/rest'), want: { outcome: 'pass', note: '/rest: the default store view (variant schema-default-store-view)' } },
  { name: 'the configured store code', fake: { ...withBasePath('/rest/en_us'), target: { storeCode: 'en_us' } }, want: { outcome: 'pass', note: '/rest/en_us: the default store view (variant schema-default-store-view)' } },
  { name: 'another store view', fake: withBasePath('/rest/de'), want: { outcome: 'fail', broken: 'the schema without a store code is neither that of the store code all nor that of the default store view', expected: 'basePath ending in /rest/all, /rest/default or /rest', actual: 'basePath "/rest/de"' } },
  { name: 'no base path', fake: withBasePath(undefined), want: { outcome: 'fail', broken: 'the schema without a store code is neither that of the store code all nor that of the default store view', expected: 'basePath ending in /rest/all, /rest/default or /rest', actual: 'basePath undefined' } },
]);
