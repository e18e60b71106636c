import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, onlyTags, schemaEndpoint } from '../testing/published-schema.ts';
import { schemaEndpointServicesList } from './endpoint-services-list.ts';

const CHOSEN = ['catalogProductRepositoryV1', 'storeStoreRepositoryV1'];
const chosenOps = Object.values(onlyTags(ADMIN_DOC, CHOSEN).paths).flatMap((item) => Object.keys(item)).length;

runCases(schemaEndpointServicesList, [
  {
    name: 'exactly the named services',
    fake: { answer: schemaEndpoint },
    want: { outcome: 'pass', note: `${CHOSEN.join(', ')}: ${chosenOps} operations` },
    then: (f) => {
      assert.deepEqual(f.sent[1]?.query, { services: CHOSEN.join(',') });
      assert.deepEqual(f.observed, [['services', CHOSEN]]);
    },
  },
  {
    name: 'the services filter is ignored',
    fake: { answer: { status: 200, json: ADMIN_DOC } },
    want: { outcome: 'fail', broken: `?services=${CHOSEN.join(',')} does not answer exactly those services`, expected: `the ${chosenOps} operations tagged ${CHOSEN.join(' or ')}`, actual: /^\d+ operations; \d+ of other services \(GET \/V1\/store\/storeGroups, .*\); 0 missing \(\)$/ },
  },
  {
    name: 'a named service comes back incomplete',
    fake: { answer: (sent) => (sent.query?.services === 'all' ? schemaEndpoint(sent) : { status: 200, json: onlyTags(ADMIN_DOC, ['storeStoreRepositoryV1']) }) },
    want: { outcome: 'fail', broken: `?services=${CHOSEN.join(',')} does not answer exactly those services`, expected: `the ${chosenOps} operations tagged ${CHOSEN.join(' or ')}`, actual: /; 0 of other services \(\); \d+ missing \(\w+ \/V1\/products/ },
  },
  { name: 'no operation carries its service name', fake: { answer: { status: 200, json: { ...ADMIN_DOC, paths: { '/V1/store/storeViews': { get: { responses: { default: { description: 'x' } } } } } } } }, want: { outcome: 'skip', reason: 'the complete schema tags no operation with its service name' } },
]);
