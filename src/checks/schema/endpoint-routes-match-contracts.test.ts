import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, schemaEndpoint, without } from '../testing/published-schema.ts';
import { schemaEndpointRoutesMatchContracts } from './endpoint-routes-match-contracts.ts';
import { NO_ADMIN } from '../stand-in.ts';

runCases(schemaEndpointRoutesMatchContracts, [
  {
    name: 'the real 2.4.7 schema publishes every contract route of Open Source 2.4.7',
    fake: { answer: schemaEndpoint },
    want: { outcome: 'pass', note: 'all contract routes published; 0 extra' },
    then: (f) => {
      assert.deepEqual(f.observed.find(([k]) => k === 'missing-routes'), ['missing-routes', []]);
      assert.deepEqual(f.attached.map((a) => a.name), [], 'every route the real 2.4.7-p3 publishes has a contract (MSI and the bundled modules included)');
    },
  },
  {
    name: 'an extension\'s route is listed, not failed',
    fake: { answer: { status: 200, json: { ...ADMIN_DOC, paths: { ...ADMIN_DOC.paths, '/V1/acme/erp-sync/{id}': { post: { tags: ['acmeErpSyncV1'], parameters: [{ name: 'id', in: 'path', type: 'string', required: true }], responses: { 200: { description: '200 Success.' } } } } } } } },
    want: { outcome: 'pass', note: 'all contract routes published; 1 extra' },
    then: (f) => assert.deepEqual(f.attached.map((a) => [a.name, a.body.split('\n').slice(1)]), [['schema-extra-routes.txt', ['POST /V1/acme/erp-sync/{id}', '']]]),
  },
  {
    name: 'a route of the contracts is missing',
    fake: { answer: { status: 200, json: without(ADMIN_DOC, (m, p) => m === 'delete' && p === '/V1/products/{sku}') } },
    want: { outcome: 'fail', broken: 'the schema leaves out 1 contract route(s) of open-source 2.4.7', expected: 'every contract route of this edition and release', actual: 'missing: DELETE /V1/products/:sku', exchange: false },
    then: (f) => assert.deepEqual(f.attached.map((a) => [a.name, a.body]).slice(-1), [['schema-missing-routes.txt', 'DELETE /V1/products/:sku\n']]),
  },
  { name: 'no admin: a guest sees only anonymous routes', fake: { callers: { admin: false } }, want: { outcome: 'skip', reason: `needs the complete schema, read as the admin (a guest sees only anonymous routes: schema.endpoint-guest-subset), and ${NO_ADMIN}` } },
  { name: 'the release is unknown', fake: { target: { release: null } }, want: { outcome: 'skip', reason: 'edition or release unknown (open-source ?): set COMMERCE_EDITION and COMMERCE_RELEASE' } },
  { name: 'the schema is not served', fake: { answer: { status: 503, html: '<html><body><h1>Service Unavailable</h1></body></html>' } }, want: { outcome: 'fail', broken: 'GET /rest/all/schema?services=all (admin) did not answer a schema document', expected: '200 with a JSON object (Swagger 2.0)', actual: '503 HTML page "Service Unavailable"' } },
]);
